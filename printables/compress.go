package printables

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"strconv"
)

// gofpdf compresses each page with a new zlib writer, and each writer
// allocates over half a megabyte: for a 100-page deck that is most of the
// run time. So the PDF is written uncompressed and its plain content streams
// are compressed here with one reused writer; the cross-reference table is
// then corrected for the shorter streams.

var (
	plainStream = []byte("\n<</Length ")
	streamOpen  = []byte(">>\nstream\n")
	streamClose = []byte("\nendstream")
)

// compressStreams deflates every unfiltered stream of an uncompressed gofpdf
// document and fixes the xref offsets.
func compressStreams(in []byte) ([]byte, error) {
	var out bytes.Buffer
	out.Grow(len(in) / 2)
	var zbuf bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&zbuf, zlib.BestSpeed)
	type shift struct{ at, delta int } // from original offset `at` on, positions move by delta
	var shifts []shift
	delta, i := 0, 0
	for {
		j := bytes.Index(in[i:], plainStream)
		if j < 0 {
			break
		}
		head := i + j + 1 // the "<<"
		numAt := head + len(plainStream) - 1
		end := bytes.Index(in[numAt:], streamOpen)
		n, err := strconv.Atoi(string(in[numAt : numAt+max(end, 0)]))
		if end < 0 || err != nil || end > 12 {
			out.Write(in[i:numAt]) // a dictionary with more than a length: leave it
			i = numAt
			continue
		}
		data := numAt + end + len(streamOpen)
		if data+n > len(in) || !bytes.HasPrefix(in[data+n:], streamClose) {
			return nil, fmt.Errorf("printables: malformed stream at byte %d", head)
		}
		out.Write(in[i:head])
		zbuf.Reset()
		zw.Reset(&zbuf)
		zw.Write(in[data : data+n])
		if err := zw.Close(); err != nil {
			return nil, err
		}
		before := data + n - head
		fmt.Fprintf(&out, "<</Filter /FlateDecode /Length %d>>\nstream\n", zbuf.Len())
		after := len(fmt.Sprintf("<</Filter /FlateDecode /Length %d>>\nstream\n", zbuf.Len())) + zbuf.Len()
		out.Write(zbuf.Bytes())
		delta += after - before
		shifts = append(shifts, shift{data + n, delta})
		i = data + n
	}
	out.Write(in[i:])
	b := out.Bytes()
	moved := func(off int) int {
		d := 0
		for _, s := range shifts {
			if off >= s.at {
				d = s.delta
			}
		}
		return off + d
	}
	// Fix the xref table: "xref\n0 N\n" then N fixed-width lines.
	x := bytes.LastIndex(b, []byte("\nxref\n"))
	if x < 0 {
		return nil, fmt.Errorf("printables: no xref table")
	}
	p := x + len("\nxref\n")
	nl := bytes.IndexByte(b[p:], '\n')
	var first, count int
	if _, err := fmt.Sscanf(string(b[p:p+nl]), "%d %d", &first, &count); err != nil {
		return nil, fmt.Errorf("printables: bad xref header: %v", err)
	}
	p += nl + 1
	for k := 0; k < count; k++ {
		line := b[p : p+20]
		if line[17] == 'n' {
			off, err := strconv.Atoi(string(line[:10]))
			if err != nil {
				return nil, fmt.Errorf("printables: bad xref entry: %v", err)
			}
			copy(line[:10], fmt.Sprintf("%010d", moved(off)))
		}
		p += 20
	}
	// And startxref, which points at the table.
	s := bytes.LastIndex(b, []byte("startxref\n"))
	if s < 0 {
		return nil, fmt.Errorf("printables: no startxref")
	}
	q := s + len("startxref\n")
	e := bytes.IndexByte(b[q:], '\n')
	res := append([]byte{}, b[:q]...)
	res = append(res, strconv.Itoa(x+1)...)
	res = append(res, b[q+e:]...)
	return res, nil
}
