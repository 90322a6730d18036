package printables

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func scaledTestPicture(t *testing.T, key string, c color.RGBA) *Image {
	src := image.NewRGBA(image.Rect(0, 0, 40, 30))
	for y := range 30 {
		for x := range 40 {
			src.SetRGBA(x, y, color.RGBA{c.R + uint8(x), c.G + uint8(y), c.B, c.A})
		}
	}
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, src))
	im, err := NewImage(key, b.Bytes())
	require.NoError(t, err)
	return im
}

// paintWith paints pictures on a 30 x 20 mm page at 100 dpi by a raster
// keeping its scaled pictures in s.
func paintWith(s *ScaledPictures, ims ...*Image) *image.RGBA {
	r := NewRaster(100)
	r.ShareScaled(s)
	r.AddPage(30, 20)
	for _, im := range ims {
		r.Image(im, 2, 3, 25, 15)
	}
	return r.cur
}

// Rasters sharing scaled pictures (the workers of a deck) scale each
// picture once per box size and keep it within the limit; a picture that
// does not fit is scaled onto the page instead, and the page is the same
// either way, opaque or not.
func TestScaledPicturesAreSharedWithinTheirLimit(t *testing.T) {
	opaque := scaledTestPicture(t, "a.png", color.RGBA{10, 20, 30, 255})
	clear := scaledTestPicture(t, "b.png", color.RGBA{10, 20, 30, 128})
	w, h := 98, 59 // 25 x 15 mm at 100 dpi
	one := int64(4 * w * h)

	shared := NewScaledPictures(2 * one)
	var wg sync.WaitGroup
	pages := make([]*image.RGBA, 4)
	for i := range pages {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pages[i] = paintWith(shared, opaque, clear)
		}()
	}
	wg.Wait()
	assert.Len(t, shared.m, 2, "each picture kept once for all the rasters")
	assert.Equal(t, 2*one, shared.bytes)
	for k, p := range shared.m {
		assert.Equal(t, [2]int{w, h}, [2]int{k.w, k.h})
		assert.Equal(t, k.key == "a.png", p.opaque, k.key)
	}

	none := NewScaledPictures(one - 1)
	unkept := paintWith(none, opaque, clear)
	assert.Empty(t, none.m, "a picture larger than the limit is not kept")
	assert.Zero(t, none.bytes)
	for _, p := range pages {
		require.Equal(t, pages[0].Pix, p.Pix)
	}
	// Kept or not, the same page: a picture scaled onto a page blends
	// as it is scaled, a kept one is blended after, so a translucent
	// picture's pixels may differ by rounding (at most 1 of 255).
	require.Len(t, unkept.Pix, len(pages[0].Pix))
	worst := 0
	for i, b := range unkept.Pix {
		worst = max(worst, int(b)-int(pages[0].Pix[i]), int(pages[0].Pix[i])-int(b))
	}
	assert.LessOrEqual(t, worst, 1, "kept or not, the same page")
	assert.Equal(t, paintWith(none, opaque).Pix, paintWith(shared, opaque).Pix, "an opaque picture, kept or not, the same pixels")
	assert.NotEqual(t, paintWith(NewScaledPictures(0)).Pix, unkept.Pix, "the pictures were painted")
}

// A picture that cannot be decoded is an error of every raster that draws
// it, not only of the one that tried to scale it first.
func TestAPictureThatCannotBeDecodedFailsEveryRaster(t *testing.T) {
	bad := &Image{Key: "bad.png", Format: "png", Data: []byte("not a png"), W: 40, H: 30}
	shared := NewScaledPictures(1 << 20)
	for range 2 {
		r := NewRaster(100)
		r.ShareScaled(shared)
		r.AddPage(30, 20)
		r.Image(bad, 2, 3, 25, 15)
		require.Error(t, r.Err)
		assert.Contains(t, r.Err.Error(), "picture bad.png")
	}
}
