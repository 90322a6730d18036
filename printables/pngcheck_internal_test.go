package printables

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// palettePNG is a non-interlaced PNG of a palette of colours, w x h pixels
// of depth bits, whose rows are given as stored (each row's filter byte
// first), so that a test can say every filter.
func palettePNG(w, h, depth, colours int, rows [][]byte) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(typ string, body []byte) {
		var n [4]byte
		binary.BigEndian.PutUint32(n[:], uint32(len(body)))
		b.Write(n[:])
		c := append([]byte(typ), body...)
		b.Write(c)
		binary.BigEndian.PutUint32(n[:], crc32.ChecksumIEEE(c))
		b.Write(n[:])
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = byte(depth), 3
	chunk("IHDR", ihdr)
	pal := make([]byte, 3*colours)
	for i := range pal {
		pal[i] = byte(i * 7)
	}
	chunk("PLTE", pal)
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	for _, r := range rows {
		zw.Write(r)
	}
	zw.Close()
	chunk("IDAT", z.Bytes())
	chunk("IEND", nil)
	return b.Bytes()
}

// A picture of a palette whose pixel names a colour the palette lacks is
// damaged: Go's decoder paints it black, other readers and PDF viewers
// refuse it. checkPNGPixels says so exactly when the decoded picture has
// such a pixel, for every depth and every filter (its rows are unfiltered
// to read the indexes).
func TestPaletteIndexOutsideThePaletteIsDamage(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 1))
	found := map[bool]int{}
	for i := range 400 {
		depth := []int{1, 2, 4, 8}[i%4]
		w, h := 1+r.IntN(9), 1+r.IntN(5)
		colours := 1 + r.IntN(1<<depth)
		if r.IntN(3) == 0 {
			colours = 1 << depth // every index is a colour
		}
		rowBytes := (w*depth + 7) / 8
		var rows [][]byte
		for range h {
			row := make([]byte, 1+rowBytes)
			row[0] = byte(r.IntN(5)) // none, sub, up, average, Paeth
			for k := 1; k < len(row); k++ {
				if r.IntN(4) > 0 {
					row[k] = byte(r.IntN(3)) // small: mostly within the palette once unfiltered
				} else {
					row[k] = byte(r.IntN(256))
				}
			}
			rows = append(rows, row)
		}
		data := palettePNG(w, h, depth, colours, rows)
		m, err := png.Decode(bytes.NewReader(data))
		require.NoError(t, err)
		outside := false
		for _, idx := range m.(*image.Paletted).Pix {
			outside = outside || int(idx) >= colours
		}
		checked, err := checkPNGPixels(data)
		require.True(t, checked)
		assert.Equal(t, outside, err != nil, "case %d: depth %d, %d colours, %v: %v", i, depth, colours, rows, err)
		found[outside]++
		if outside {
			assert.Contains(t, err.Error(), "names colour")
			assert.Contains(t, err.Error(), "of a palette of")
		}
	}
	assert.Greater(t, found[true], 50, "cases with a pixel outside the palette")
	assert.Greater(t, found[false], 50, "cases within it")
}

func TestPaletteIndexOutsideThePaletteFailsNewImage(t *testing.T) {
	// 4 bits a pixel, 5 colours: the second pixel is colour 9.
	data := palettePNG(2, 1, 4, 5, [][]byte{{0, 0x09}})
	_, err := NewImage("p.png", data)
	assert.EqualError(t, err, "damaged PNG picture (its header reads, its pixels do not): pixel 1 of row 0 names colour 9 of a palette of 5")
	_, err = NewImage("p.png", palettePNG(2, 1, 4, 10, [][]byte{{0, 0x09}}))
	assert.NoError(t, err)
}
