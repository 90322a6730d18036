package printables

import (
	"compress/zlib"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
)

// checkPNGPixels reads every pixel row of a non-interlaced PNG without
// keeping any: the chunks' checksums, the zlib stream (to its checksum),
// each row's filter and the rows' count. A picture whose header reads and
// whose pixels do not is found without the memory of its decoded pixels.
// It reports false when the picture is one it does not check (interlaced).
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
	rowBytes := (int64(w)*int64(channels)*int64(depth) + 7) / 8
	pr, pw := io.Pipe()
	go func() {
		rest := data[8:]
		for len(rest) >= 12 {
			n := int(binary.BigEndian.Uint32(rest[:4]))
			if n < 0 || n > len(rest)-12 {
				pw.CloseWithError(errors.New("a chunk runs past the end of the file"))
				return
			}
			typ, body := rest[4:8], rest[8:8+n]
			if crc32.ChecksumIEEE(rest[4:8+n]) != binary.BigEndian.Uint32(rest[8+n:12+n]) {
				pw.CloseWithError(fmt.Errorf("chunk %s: checksum mismatch", typ))
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
	for y := uint32(0); y < h; y++ {
		if _, err := io.ReadFull(zr, row); err != nil {
			if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
				return true, fmt.Errorf("the pixels end at row %d of %d", y, h)
			}
			return true, err
		}
		if row[0] > 4 {
			return true, fmt.Errorf("row %d: bad filter type %d", y, row[0])
		}
	}
	if n, err := io.Copy(io.Discard, zr); err != nil {
		return true, err
	} else if n > 0 {
		return true, errors.New("too much pixel data")
	}
	return true, nil
}
