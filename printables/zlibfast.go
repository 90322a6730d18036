package printables

import (
	"encoding/binary"
	"image"
	"io"

	"github.com/klauspost/compress/flate"
)

// zlibStream is a zlib stream (RFC 1950) at deflate's fastest level: the
// deflate of klauspost/compress, which writes a card's rows in about half
// the time of compress/flate's, and an Adler-32 that steps over the runs
// of zero bytes the Up filter makes of every flat part of a card.
type zlibStream struct {
	w    io.Writer
	fw   *flate.Writer
	a, b uint32 // the Adler-32 so far
}

// reset starts a stream on w.
func (z *zlibStream) reset(w io.Writer) error {
	z.w, z.a, z.b = w, 1, 0
	if z.fw == nil {
		fw, err := flate.NewWriter(w, flate.BestSpeed)
		if err != nil {
			return err
		}
		z.fw = fw
	} else {
		z.fw.Reset(w)
	}
	_, err := w.Write([]byte{0x78, 0x01}) // deflate, 32 KB window, the fastest level
	return err
}

func (z *zlibStream) Write(p []byte) (int, error) {
	z.a, z.b = adler32(z.a, z.b, p)
	return z.fw.Write(p)
}

// close ends the stream: the last deflate block and the checksum.
func (z *zlibStream) close() error {
	if err := z.fw.Close(); err != nil {
		return err
	}
	var sum [4]byte
	binary.BigEndian.PutUint32(sum[:], z.b<<16|z.a)
	_, err := z.w.Write(sum[:])
	return err
}

// adlerMod is Adler-32's modulus; adlerRun the most bytes summed before
// the sums must be reduced to stay within 32 bits (zlib's NMAX).
const (
	adlerMod = 65521
	adlerRun = 5552
)

// adler32 adds p to the Adler-32 sums a and b, eight bytes at a time: a
// word of zeros adds nothing to a and eight times a to b.
func adler32(a, b uint32, p []byte) (uint32, uint32) {
	for len(p) > 0 {
		q := p[:min(len(p), adlerRun/8*8)]
		p = p[len(q):]
		for len(q) >= 8 {
			w := binary.LittleEndian.Uint64(q)
			if w == 0 {
				b += 8 * a
			} else {
				// The bytes in 16-bit lanes, even and odd apart; one
				// multiplication sums a set of lanes, weighted, into
				// the top lane (at most 255 x 20: no carry).
				const lanes = 0x00ff00ff00ff00ff
				even, odd := w&lanes, (w>>8)&lanes
				b += 8*a + uint32((even*0x0008000600040002)>>48) + uint32((odd*0x0007000500030001)>>48)
				a += uint32(((even + odd) * 0x0001000100010001) >> 48)
			}
			q = q[8:]
		}
		for _, c := range q {
			a += uint32(c)
			b += a
		}
		a %= adlerMod
		b %= adlerMod
	}
	return a, b
}

// isOpaque reports whether every pixel of img is opaque, as img.Opaque does,
// two pixels a word.
func isOpaque(img *image.RGBA) bool {
	r := img.Rect
	if r.Empty() {
		return true
	}
	const alpha = 0xff000000ff000000
	for y := r.Min.Y; y < r.Max.Y; y++ {
		row := img.Pix[img.PixOffset(r.Min.X, y):img.PixOffset(r.Max.X, y)]
		all := uint64(alpha)
		for len(row) >= 32 {
			all &= binary.LittleEndian.Uint64(row) & binary.LittleEndian.Uint64(row[8:]) &
				binary.LittleEndian.Uint64(row[16:]) & binary.LittleEndian.Uint64(row[24:])
			row = row[32:]
		}
		for len(row) >= 8 {
			all &= binary.LittleEndian.Uint64(row)
			row = row[8:]
		}
		if all != alpha || (len(row) == 4 && row[3] != 0xff) {
			return false
		}
	}
	return true
}
