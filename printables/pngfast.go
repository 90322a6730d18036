package printables

import (
	"bufio"
	"encoding/binary"
	"hash/crc32"
	"image"
	"io"
)

// PNGEncoder writes whole pictures as PNG files, each row under one fixed
// filter (Up: each byte less the one above it) and compressed at deflate's
// fastest level (zlibStream). image/png tries all five filters on every row and keeps the
// one whose bytes sum smallest; on a card (flat colours, text, a picture)
// that costs more time than deflate itself and saves little: Up makes
// every run of rows alike into zeros, which is most of a card. An opaque
// picture is written as RGB, one with transparency as RGBA (straight
// alpha, converted as image/png does it), so a picture decodes with
// image/png to the pixels image/png would have written.
//
// An encoder keeps its compressor and row buffers from one picture to the
// next: a worker writing a deck makes one. It is not safe for use by two
// goroutines at once.
type PNGEncoder struct {
	zw        zlibStream
	idat      *bufio.Writer
	out       io.Writer // where the chunks of the picture being written go
	cur, prev []byte    // the row being written and the one above, unfiltered
	filtered  []byte    // the filter's byte and the row under it
}

// pngIDATSize is the most an IDAT chunk holds (image/png's and libpng's
// choice: the chunks of a picture cost 12 bytes each).
const pngIDATSize = 1 << 15

// Encode writes img to w as a PNG file.
func (e *PNGEncoder) Encode(w io.Writer, img *image.RGBA) error {
	b := img.Bounds()
	width, height := b.Dx(), b.Dy()
	if width <= 0 || height <= 0 || int64(width)*4 >= 1<<31 || height >= 1<<31 {
		return errPNGSize(width, height)
	}
	opaque := isOpaque(img)
	bpp := 4
	if opaque {
		bpp = 3
	}
	e.out = w
	if _, err := io.WriteString(w, "\x89PNG\r\n\x1a\n"); err != nil {
		return err
	}
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(width))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(height))
	ihdr[8], ihdr[9] = 8, 6 // 8 bits, RGB and alpha
	if opaque {
		ihdr[9] = 2 // 8 bits, RGB
	}
	if err := writeChunk(w, "IHDR", ihdr[:]); err != nil {
		return err
	}
	if e.idat == nil {
		e.idat = bufio.NewWriterSize(idatChunks{e}, pngIDATSize)
	} else {
		e.idat.Reset(idatChunks{e})
	}
	if err := e.zw.reset(e.idat); err != nil {
		return err
	}
	n := bpp * width
	e.cur, e.prev, e.filtered = grow(e.cur, n), grow(e.prev, n), grow(e.filtered, 1+n)
	clear(e.prev)
	e.filtered[0] = 2 // Up
	for y := b.Min.Y; y < b.Max.Y; y++ {
		src := img.Pix[img.PixOffset(b.Min.X, y):img.PixOffset(b.Max.X, y)]
		out := e.filtered[1:]
		if opaque {
			// Straight from the picture's rows: an opaque pixel is its
			// own colour, and the row above is the picture's too.
			above := src[:0]
			if y > b.Min.Y {
				above = img.Pix[img.PixOffset(b.Min.X, y-1):img.PixOffset(b.Max.X, y-1)]
			}
			upRGB(out, src, above)
		} else {
			cur := e.cur
			straightAlpha(cur, src)
			prev := e.prev[:len(cur)]
			for i := range cur {
				out[i] = cur[i] - prev[i]
			}
			e.cur, e.prev = e.prev, e.cur
		}
		if _, err := e.zw.Write(e.filtered); err != nil {
			return err
		}
	}
	if err := e.zw.close(); err != nil {
		return err
	}
	if err := e.idat.Flush(); err != nil {
		return err
	}
	e.out = nil
	return writeChunk(w, "IEND", nil)
}

// upRGB writes the RGB bytes of the RGBA row src, each less the byte
// above it in the RGBA row above (none for the first row), into out.
func upRGB(out, src, above []byte) {
	n := len(src) / 4
	out = out[:3*n]
	src = src[:4*n]
	if len(above) == 0 {
		for x := range n {
			o, s := out[3*x:3*x+3:3*x+3], src[4*x:4*x+3:4*x+3]
			o[0], o[1], o[2] = s[0], s[1], s[2]
		}
		return
	}
	above = above[:4*n]
	// Four pixels at a time: eight bytes less eight bytes in one word (no
	// borrow crosses a byte), twice, their twelve colour bytes written as
	// a word and a half.
	const high = 0x8080808080808080
	sub := func(s, a uint64) uint64 { return ((s | high) - (a &^ high)) ^ ((s ^ ^a) & high) }
	x := 0
	for ; x+4 <= n; x += 4 {
		s, a, o := src[4*x:4*x+16:4*x+16], above[4*x:4*x+16:4*x+16], out[3*x:3*x+12:3*x+12]
		d0 := sub(binary.LittleEndian.Uint64(s), binary.LittleEndian.Uint64(a))
		d1 := sub(binary.LittleEndian.Uint64(s[8:]), binary.LittleEndian.Uint64(a[8:]))
		binary.LittleEndian.PutUint64(o, d0&0xffffff|(d0>>8)&0xffffff000000|d1<<48)
		binary.LittleEndian.PutUint32(o[8:], uint32(d1>>16)&0xff|uint32(d1>>24)&0xffffff00)
	}
	for ; x < n; x++ {
		o, s, a := out[3*x:3*x+3:3*x+3], src[4*x:4*x+3:4*x+3], above[4*x:4*x+3:4*x+3]
		o[0], o[1], o[2] = s[0]-a[0], s[1]-a[1], s[2]-a[2]
	}
}

// grow is b with length n, its array kept when it is large enough.
func grow(b []byte, n int) []byte {
	if cap(b) < n {
		return make([]byte, n)
	}
	return b[:n]
}

// straightAlpha writes the premultiplied RGBA pixels of src into dst with
// straight alpha, as image/png converts them.
func straightAlpha(dst, src []byte) {
	for i := 0; i+3 < len(src); i += 4 {
		switch a := src[i+3]; a {
		case 0:
			dst[i], dst[i+1], dst[i+2], dst[i+3] = 0, 0, 0, 0
		case 0xff:
			copy(dst[i:i+4], src[i:i+4])
		default:
			const m = 0x101 * 0xffff
			a16 := uint32(a) * 0x101
			dst[i] = uint8((uint32(src[i]) * m / a16) >> 8)
			dst[i+1] = uint8((uint32(src[i+1]) * m / a16) >> 8)
			dst[i+2] = uint8((uint32(src[i+2]) * m / a16) >> 8)
			dst[i+3] = a
		}
	}
}

// idatChunks writes what it is given as one IDAT chunk of the picture an
// encoder is writing.
type idatChunks struct{ e *PNGEncoder }

func (c idatChunks) Write(b []byte) (int, error) {
	if err := writeChunk(c.e.out, "IDAT", b); err != nil {
		return 0, err
	}
	return len(b), nil
}

// writeChunk writes one PNG chunk: its length, type, body and CRC.
func writeChunk(w io.Writer, typ string, body []byte) error {
	var head [8]byte
	binary.BigEndian.PutUint32(head[:4], uint32(len(body)))
	copy(head[4:], typ)
	crc := crc32.Update(crc32.ChecksumIEEE(head[4:]), crc32.IEEETable, body)
	var tail [4]byte
	binary.BigEndian.PutUint32(tail[:], crc)
	for _, b := range [][]byte{head[:], body, tail[:]} {
		if _, err := w.Write(b); err != nil {
			return err
		}
	}
	return nil
}
