package printables

import (
	"bytes"
	"compress/zlib"
	stdadler "hash/adler32"
	"image"
	"io"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Adler-32 that steps over words of zeros is the standard one, on runs
// of zeros, random bytes, bytes of 255 (the largest sums, over many
// reductions) and every length round the word and the reduction's run,
// written in one piece or many.
func TestAdler32IsTheStandardChecksum(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 7, 8, 9, 15, 16, 17, 5551, 5552, 5553, 5560, 11104, 100_000} {
		for _, kind := range []string{"zeros", "random", "ff", "mixed"} {
			p := make([]byte, n)
			for i := range p {
				switch kind {
				case "random":
					p[i] = byte(r.Uint32())
				case "ff":
					p[i] = 0xff
				case "mixed":
					if i/13%3 == 0 {
						p[i] = byte(r.Uint32())
					}
				}
			}
			want := stdadler.Checksum(p)
			a, b := adler32(1, 0, p)
			assert.Equal(t, want, b<<16|a, "%s, %d bytes in one piece", kind, n)
			a, b = 1, 0
			for q := p; len(q) > 0; {
				k := min(len(q), 1+r.IntN(9000))
				a, b = adler32(a, b, q[:k])
				q = q[k:]
			}
			assert.Equal(t, want, b<<16|a, "%s, %d bytes in pieces", kind, n)
		}
	}
}

// A zlibStream reads back with compress/zlib (which checks the checksum),
// one stream after another on the same writer.
func TestZlibStreamReadsBack(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	var z zlibStream
	for _, n := range []int{0, 1, 1000, 300_000} {
		p := make([]byte, n)
		for i := range p {
			if r.IntN(4) == 0 {
				p[i] = byte(r.Uint32())
			}
		}
		var buf bytes.Buffer
		require.NoError(t, z.reset(&buf))
		_, err := z.Write(p)
		require.NoError(t, err)
		require.NoError(t, z.close())
		zr, err := zlib.NewReader(&buf)
		require.NoError(t, err)
		got, err := io.ReadAll(zr)
		require.NoError(t, err, "%d bytes", n)
		assert.True(t, bytes.Equal(p, got), "%d bytes", n)
	}
}

// isOpaque agrees with image.RGBA.Opaque, for one clear pixel anywhere in
// pictures of odd widths, and on a part of a larger picture.
func TestIsOpaqueAgreesWithTheImagePackage(t *testing.T) {
	for _, w := range []int{1, 2, 3, 7, 8, 9, 16, 33} {
		for _, h := range []int{1, 3} {
			img := image.NewRGBA(image.Rect(0, 0, w, h))
			for i := range img.Pix {
				img.Pix[i] = 0xff
			}
			assert.True(t, isOpaque(img))
			for y := range h {
				for x := range w {
					img.Pix[img.PixOffset(x, y)+3] = 0xfe
					assert.Equal(t, img.Opaque(), isOpaque(img), "%d x %d, clear at %d,%d", w, h, x, y)
					assert.False(t, isOpaque(img))
					sub := img.SubImage(image.Rect(0, 0, x, h)).(*image.RGBA)
					assert.Equal(t, sub.Opaque(), isOpaque(sub), "%d x %d, left of %d", w, h, x)
					img.Pix[img.PixOffset(x, y)+3] = 0xff
				}
			}
		}
	}
	assert.True(t, isOpaque(image.NewRGBA(image.Rect(0, 0, 0, 0))))
}
