package printables_test

import (
	"bytes"
	"compress/zlib"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
)

// A picture written by PNGEncoder reads back with image/png as the picture
// image/png writes itself: the same pixels (an opaque one as RGB, alpha
// unpremultiplied the same way), at odd sizes, from a picture that does
// not start at the origin, and with one encoder used for picture after
// picture of different sizes (its buffers kept must not leak a row of the
// last picture into the next).
func TestPNGEncoderDecodesToThePixelsOfImagePNG(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 9))
	var enc printables.PNGEncoder
	for _, tc := range []struct {
		w, h   int
		opaque bool
	}{
		{1, 1, true}, {1, 1, false}, {7, 3, true}, {3, 7, false}, {1, 13, true},
		{13, 1, false}, {97, 61, true}, {61, 97, false}, {2, 2, true}, {300, 5, true},
	} {
		img := image.NewRGBA(image.Rect(0, 0, tc.w, tc.h))
		for i := 0; i < len(img.Pix); i += 4 {
			a := uint8(255)
			if !tc.opaque {
				a = []uint8{0, 1, 128, 254, 255}[r.IntN(5)]
			}
			// Premultiplied: no channel above alpha.
			for c := range 3 {
				img.Pix[i+c] = uint8(r.IntN(int(a) + 1))
			}
			img.Pix[i+3] = a
		}
		// A part of a larger picture, offset from its origin.
		big := image.NewRGBA(image.Rect(-5, -4, tc.w+6, tc.h+3))
		for i := range big.Pix {
			big.Pix[i] = 0xee
		}
		sub := big.SubImage(image.Rect(-2, -1, tc.w-2, tc.h-1)).(*image.RGBA)
		for y := range tc.h {
			copy(sub.Pix[sub.PixOffset(-2, y-1):sub.PixOffset(tc.w-2, y-1)], img.Pix[img.PixOffset(0, y):img.PixOffset(tc.w, y)])
		}
		for _, pic := range []*image.RGBA{img, sub} {
			var ours, theirs bytes.Buffer
			require.NoError(t, enc.Encode(&ours, pic))
			require.NoError(t, png.Encode(&theirs, pic))
			got, err := png.Decode(bytes.NewReader(ours.Bytes()))
			require.NoError(t, err, "%d x %d", tc.w, tc.h)
			want, err := png.Decode(bytes.NewReader(theirs.Bytes()))
			require.NoError(t, err)
			require.Equal(t, want.Bounds(), got.Bounds(), "%d x %d", tc.w, tc.h)
			assert.IsType(t, want, got, "%d x %d: the colour type image/png would write", tc.w, tc.h)
			for y := 0; y < tc.h; y++ {
				for x := 0; x < tc.w; x++ {
					require.Equal(t, want.At(x, y), got.At(x, y), "%d x %d at %d,%d", tc.w, tc.h, x, y)
				}
			}
			cfg, err := png.DecodeConfig(bytes.NewReader(ours.Bytes()))
			require.NoError(t, err)
			assert.Equal(t, tc.w, cfg.Width)
		}
	}
}

// A flat picture (a card's background) compresses to almost nothing: the
// rows are filtered before deflate, not written raw.
func TestPNGEncoderFiltersRows(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 750, 1050))
	for i := 0; i < len(img.Pix); i += 4 {
		x, y := i/4%750, i/4/750
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = uint8(x*y), uint8(x*y*3), uint8(x*y*7), 255
	}
	var enc printables.PNGEncoder
	var b bytes.Buffer
	require.NoError(t, enc.Encode(&b, img))
	// Unfiltered, the rows have little in common (%d bytes deflated);
	// under Up every row after the first two is the one before.
	var raw bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&raw, zlib.BestSpeed)
	_, _ = zw.Write(img.Pix)
	require.NoError(t, zw.Close())
	t.Logf("%d bytes under Up, %d raw", b.Len(), raw.Len())
	assert.Less(t, b.Len(), 50_000)
	assert.Greater(t, raw.Len(), 200_000)
	got, err := png.Decode(&b)
	require.NoError(t, err)
	assert.Equal(t, color.RGBA{10000 % 256, 30000 % 256, 70000 % 256, 255}, got.At(10, 1000))
}

// A picture no PNG can hold is an error, not a panic.
func TestPNGEncoderRefusesAnEmptyPicture(t *testing.T) {
	var enc printables.PNGEncoder
	var b bytes.Buffer
	err := enc.Encode(&b, image.NewRGBA(image.Rect(0, 0, 0, 5)))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "0 x 5")
}
