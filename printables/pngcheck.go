package printables

import (
	"compress/zlib"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"io"
)

// checkPNGPixels reads every pixel row of a non-interlaced PNG without
// keeping any: the chunks' checksums, the zlib stream (to its checksum),
// each row's filter and the rows' count, and, in a picture of a palette,
// that every pixel names one of its colours. A picture whose header reads
// and whose pixels do not is found without the memory of its decoded
// pixels. It reports false when the picture is one it does not check
// (interlaced).
func checkPNGPixels(data []byte) (bool, error) {
	if len(data) < 33 || data[28] != 0 {
		return false, nil
	}
	w, h := binary.BigEndian.Uint32(data[16:20]), binary.BigEndian.Uint32(data[20:24])
	depth, ctype := int(data[24]), data[25]
	channels := map[byte]int{0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ctype]
	if channels == 0 {
		return false, nil
	}
	colours := -1 // the palette's size, for a picture of a palette
	if ctype == 3 {
		if colours = paletteSize(data); colours <= 0 {
			return true, &OptionError{ID: "image.no_palette"}
		}
	}
	rowBytes := (int64(w)*int64(channels)*int64(depth) + 7) / 8
	pr, pw := io.Pipe()
	go func() {
		rest := data[8:]
		for len(rest) >= 12 {
			n := int(binary.BigEndian.Uint32(rest[:4]))
			if n < 0 || n > len(rest)-12 {
				pw.CloseWithError(&OptionError{ID: "image.chunk_past_end"})
				return
			}
			typ, body := rest[4:8], rest[8:8+n]
			if crc32.ChecksumIEEE(rest[4:8+n]) != binary.BigEndian.Uint32(rest[8+n:12+n]) {
				pw.CloseWithError(&OptionError{ID: "image.chunk_checksum", Args: []any{typ}})
				return
			}
			if string(typ) == "IDAT" {
				if _, err := pw.Write(body); err != nil {
					return
				}
			}
			if string(typ) == "IEND" {
				break
			}
			rest = rest[12+n:]
		}
		pw.Close()
	}()
	defer pr.Close()
	zr, err := zlib.NewReader(pr)
	if err != nil {
		return true, err
	}
	row := make([]byte, 1+rowBytes)
	var prev []byte // the row above, unfiltered: a palette's indexes are read
	if colours > 0 {
		prev = make([]byte, 1+rowBytes)
	}
	for y := uint32(0); y < h; y++ {
		if _, err := io.ReadFull(zr, row); err != nil {
			if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
				return true, &OptionError{ID: "image.pixels_end", Args: []any{y, h}}
			}
			return true, err
		}
		if row[0] > 4 {
			return true, &OptionError{ID: "image.bad_filter", Args: []any{y, row[0]}}
		}
		if colours > 0 {
			unfilter(row, prev)
			if x, idx, ok := outsidePalette(row[1:], int(w), depth, colours); !ok {
				// Go's decoder paints such a pixel black; other readers
				// (PDF viewers among them) refuse the picture.
				return true, &OptionError{ID: "image.palette_pixel", Args: []any{x, y, idx, colours}}
			}
			row, prev = prev, row
		}
	}
	if n, err := io.Copy(io.Discard, zr); err != nil {
		return true, err
	} else if n > 0 {
		return true, &OptionError{ID: "image.too_much_data"}
	}
	return true, nil
}

// paletteSize is how many colours the PNG's palette (its PLTE chunk) holds,
// 0 without one.
func paletteSize(data []byte) int {
	for rest := data[8:]; len(rest) >= 12; {
		n := int(binary.BigEndian.Uint32(rest[:4]))
		if n < 0 || n > len(rest)-12 {
			return 0
		}
		switch string(rest[4:8]) {
		case "PLTE":
			return n / 3
		case "IDAT", "IEND": // the palette comes before the pixels
			return 0
		}
		rest = rest[12+n:]
	}
	return 0
}

// unfilter undoes the filter of a row of a picture of a palette (one byte
// a pixel, or less), given the row above unfiltered; row[0] is the filter.
func unfilter(row, prev []byte) {
	cur, up := row[1:], prev[1:]
	switch row[0] {
	case 1: // sub
		for i := 1; i < len(cur); i++ {
			cur[i] += cur[i-1]
		}
	case 2: // up
		for i := range cur {
			cur[i] += up[i]
		}
	case 3: // average
		for i := range cur {
			left := 0
			if i > 0 {
				left = int(cur[i-1])
			}
			cur[i] += byte((left + int(up[i])) / 2)
		}
	case 4: // Paeth
		for i := range cur {
			var a, c int
			if i > 0 {
				a, c = int(cur[i-1]), int(up[i-1])
			}
			cur[i] += paeth(a, int(up[i]), c)
		}
	}
	row[0] = 0
}

func paeth(a, b, c int) byte {
	p := a + b - c
	pa, pb, pc := abs(p-a), abs(p-b), abs(p-c)
	switch {
	case pa <= pb && pa <= pc:
		return byte(a)
	case pb <= pc:
		return byte(b)
	}
	return byte(c)
}

// outsidePalette finds the first of the w pixels of an unfiltered row (of
// depth bits each) naming a colour the palette of colours does not have.
func outsidePalette(row []byte, w, depth, colours int) (x, idx int, ok bool) {
	if colours >= 1<<depth {
		return 0, 0, true // every index the depth can say is a colour
	}
	perByte := 8 / depth
	mask := byte(1<<depth - 1)
	for x = 0; x < w; x++ {
		shift := 8 - depth*(x%perByte+1)
		if idx = int(row[x/perByte] >> shift & mask); idx >= colours {
			return x, idx, false
		}
	}
	return 0, 0, true
}
