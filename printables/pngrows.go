package printables

import (
	"bufio"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"image"
	"io"

	"boardroom/atomicfile"
)

// PNGRows writes a PNG picture (8-bit RGBA, not interlaced) a band of rows
// at a time, as they are painted: a picture larger than the memory it may
// take (a Tabletop Simulator sheet of 69 cards) is never held whole. The
// bytes are a PNG as image/png writes one.
type PNGRows struct {
	w             io.Writer
	width, height int
	done          int // rows written
	chunks        *bufio.Writer
	zw            *zlib.Writer
	cur, prev     []byte   // the row being written and the one above, unfiltered (filter byte first)
	try           [][]byte // the row under each filter
	err           error
}

// NewPNGRows starts a picture of width x height pixels on w.
func NewPNGRows(w io.Writer, width, height int) (*PNGRows, error) {
	if width <= 0 || height <= 0 || int64(width)*4 >= 1<<31 || height >= 1<<31 {
		return nil, errPNGSize(width, height)
	}
	p := &PNGRows{w: w, width: width, height: height}
	if _, err := io.WriteString(w, "\x89PNG\r\n\x1a\n"); err != nil {
		return nil, err
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(width))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(height))
	ihdr[8], ihdr[9] = 8, 6 // 8 bits, RGB and alpha
	if err := p.chunk("IHDR", ihdr); err != nil {
		return nil, err
	}
	p.chunks = bufio.NewWriterSize(idatWriter{p}, 1<<15)
	zw, err := zlib.NewWriterLevel(p.chunks, zlib.BestSpeed)
	if err != nil {
		return nil, err
	}
	p.zw = zw
	n := 1 + 4*width
	p.cur, p.prev = make([]byte, n), make([]byte, n)
	for range 5 {
		p.try = append(p.try, make([]byte, n))
	}
	return p, nil
}

func (p *PNGRows) chunk(typ string, body []byte) error { return writeChunk(p.w, typ, body) }

// errPNGSize is the error for a picture too small or too large for a PNG.
func errPNGSize(width, height int) error {
	return fmt.Errorf("a PNG of %d x %d pixels", width, height)
}

// idatWriter writes what it is given as one IDAT chunk.
type idatWriter struct{ p *PNGRows }

func (i idatWriter) Write(b []byte) (int, error) {
	if err := i.p.chunk("IDAT", b); err != nil {
		return 0, err
	}
	return len(b), nil
}

// Write adds the rows of img (as wide as the picture) below those written.
func (p *PNGRows) Write(img *image.RGBA) error {
	if p.err != nil {
		return p.err
	}
	b := img.Bounds()
	if b.Dx() != p.width || p.done+b.Dy() > p.height {
		p.err = fmt.Errorf("rows of %d pixels after %d of %d rows, in a PNG %d pixels wide", b.Dx(), p.done, p.height, p.width)
		return p.err
	}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		src := img.Pix[img.PixOffset(b.Min.X, y):img.PixOffset(b.Max.X, y)]
		straightAlpha(p.cur[1:], src)
		if _, err := p.zw.Write(p.filtered()); err != nil {
			p.err = err
			return err
		}
		p.cur, p.prev = p.prev, p.cur
		p.done++
	}
	return nil
}

// filtered is the current row under the filter that makes its bytes
// smallest in sum (the heuristic of image/png and libpng).
func (p *PNGRows) filtered() []byte {
	const bpp = 4
	cur, prev := p.cur[1:], p.prev[1:]
	best, bestSum := 0, -1
	for f, out := range p.try {
		out[0] = byte(f)
		o := out[1:]
		sum := 0
		for i := range cur {
			var a, c int
			if i >= bpp {
				a, c = int(cur[i-bpp]), int(prev[i-bpp])
			}
			up := int(prev[i])
			var pred int
			switch f {
			case 1:
				pred = a
			case 2:
				pred = up
			case 3:
				pred = (a + up) / 2
			case 4:
				pred = int(paeth(a, up, c))
			}
			o[i] = cur[i] - byte(pred)
			if v := int(int8(o[i])); v < 0 {
				sum -= v
			} else {
				sum += v
			}
		}
		if bestSum < 0 || sum < bestSum {
			best, bestSum = f, sum
		}
	}
	return p.try[best]
}

// Close ends the picture; every row must have been written.
func (p *PNGRows) Close() error {
	if p.err != nil {
		return p.err
	}
	if p.done != p.height {
		return fmt.Errorf("a PNG of %d rows ended after %d", p.height, p.done)
	}
	if err := p.zw.Close(); err != nil {
		return err
	}
	if err := p.chunks.Flush(); err != nil {
		return err
	}
	return p.chunk("IEND", nil)
}

// WritePNGRows writes a PNG picture of width x height pixels to path,
// atomically, its rows painted by rows a band at a time (each handed to
// emit in order).
func WritePNGRows(path string, width, height int, rows func(emit func(*image.RGBA) error) error) error {
	return atomicfile.Write(path, 0o644, func(w io.Writer) error {
		p, err := NewPNGRows(w, width, height)
		if err != nil {
			return err
		}
		if err := rows(p.Write); err != nil {
			return err
		}
		return p.Close()
	})
}
