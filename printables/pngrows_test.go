package printables_test

import (
	"bytes"
	"image"
	"image/png"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
)

// A PNG written a band of rows at a time reads back as the picture
// image/png writes from the whole: the same pixels (alpha unpremultiplied
// the same way), whatever the bands.
func TestPNGRowsIsThePictureWrittenWhole(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	img := image.NewRGBA(image.Rect(0, 0, 37, 23))
	for i := 0; i < len(img.Pix); i += 4 {
		a := []byte{0, 255, byte(r.IntN(256))}[r.IntN(3)]
		img.Pix[i+3] = a
		for k := range 3 {
			if r.IntN(4) == 0 {
				img.Pix[i+k] = byte(r.IntN(int(a) + 1)) // noise
			} else {
				img.Pix[i+k] = byte(int(a) * (i / 4 % 37) / 37) // a gradient, for the filters
			}
		}
	}
	var whole bytes.Buffer
	require.NoError(t, png.Encode(&whole, img))
	want, err := png.Decode(&whole)
	require.NoError(t, err)
	for _, band := range []int{1, 5, 23} {
		var b bytes.Buffer
		p, err := printables.NewPNGRows(&b, 37, 23)
		require.NoError(t, err)
		for y := 0; y < 23; y += band {
			require.NoError(t, p.Write(img.SubImage(image.Rect(0, y, 37, min(23, y+band))).(*image.RGBA)))
		}
		require.NoError(t, p.Close())
		got, err := png.Decode(&b)
		require.NoError(t, err, "band %d", band)
		assert.Equal(t, want, got, "band %d", band)
	}

	p, err := printables.NewPNGRows(&bytes.Buffer{}, 37, 23)
	require.NoError(t, err)
	require.NoError(t, p.Write(img.SubImage(image.Rect(0, 0, 37, 5)).(*image.RGBA)))
	assert.EqualError(t, p.Close(), "a PNG of 23 rows ended after 5")
	assert.Error(t, p.Write(image.NewRGBA(image.Rect(0, 0, 36, 1))), "a row of another width")
}
