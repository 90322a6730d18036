package printables

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"sort"
	"strings"

	"golang.org/x/image/font/sfnt"
)

// The Go fonts draw "0" with a slash, which reads as "Ø" on a big number.
// They also hold an unslashed zero ("zero.empty") that no character maps
// to. The numeral faces are Go Regular and Go Bold with that glyph in the
// place of "0": same widths, same look, a plain zero.
const (
	Numerals        FontFace = "numerals"         // Go Bold with a plain zero
	NumeralsRegular FontFace = "numerals-regular" // Go Regular with a plain zero
)

// BigNumeralPt is the size from which text with a zero is set in a numeral face.
const BigNumeralPt = 14.0

// numeralFace is the face to set text in: big text with a zero in it uses
// the plain-zero face of its weight.
func numeralFace(face FontFace, text string, size float64) FontFace {
	if size < BigNumeralPt-1e-9 || !strings.Contains(text, "0") {
		return face
	}
	switch face {
	case Bold:
		return Numerals
	case Regular:
		return NumeralsRegular
	}
	return face
}

// mustReshape is ttf reshaped by reshape, which cannot fail on the
// embedded Go fonts (a test makes every face).
func mustReshape(ttf []byte, plainZero bool) []byte {
	b, err := reshape(ttf, plainZero)
	if err != nil {
		panic("printables: reshaping an embedded Go font: " + err.Error())
	}
	return b
}

// reshape rebuilds a Go font for print. The Go fonts are made for code,
// where "-" is a minus as wide as "+": in prose that reads as a dash
// ("Katastrophen– oder"). Their soft hyphen (U+00AD) is drawn as a
// hyphen: "-" gets its outline and metrics, so a hyphen prints as a hyphen
// and is still "-" in the PDF's text (copy, search). With plainZero, "0"
// gets the outline and metrics of the unslashed "zero.empty" glyph (the
// numeral faces).
func reshape(ttf []byte, plainZero bool) ([]byte, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, err
	}
	var buf sfnt.Buffer
	from := map[int]int{} // a glyph -> the glyph whose outline and metrics it takes
	minus, err := f.GlyphIndex(&buf, '-')
	if err != nil || minus == 0 {
		return nil, fmt.Errorf("no glyph for -")
	}
	hyphen, err := f.GlyphIndex(&buf, '\u00ad')
	if err != nil || hyphen == 0 {
		return nil, fmt.Errorf("no glyph for the soft hyphen")
	}
	from[int(minus)] = int(hyphen)
	if plainZero {
		zero, err := f.GlyphIndex(&buf, '0')
		if err != nil || zero == 0 {
			return nil, fmt.Errorf("no glyph for 0")
		}
		empty := -1
		for i := 0; i < f.NumGlyphs(); i++ {
			if name, _ := f.GlyphName(&buf, sfnt.GlyphIndex(i)); name == "zero.empty" {
				empty = i
				break
			}
		}
		if empty < 0 {
			return nil, fmt.Errorf("no zero.empty glyph")
		}
		from[int(zero)] = empty
	}
	be := binary.BigEndian
	if len(ttf) < 12 {
		return nil, fmt.Errorf("short font")
	}
	n := int(be.Uint16(ttf[4:]))
	tables := map[string][]byte{}
	var tags []string
	for i := 0; i < n; i++ {
		rec := ttf[12+16*i:]
		tag := string(rec[:4])
		off, ln := be.Uint32(rec[8:]), be.Uint32(rec[12:])
		if int(off)+int(ln) > len(ttf) {
			return nil, fmt.Errorf("table %s out of the file", tag)
		}
		tables[tag] = ttf[off : off+ln : off+ln] // read only: the ones changed are copied below
		tags = append(tags, tag)
	}
	head, loca, glyf, hhea, hmtx := tables["head"], tables["loca"], tables["glyf"], tables["hhea"], tables["hmtx"]
	if head == nil || loca == nil || glyf == nil || hhea == nil || hmtx == nil {
		return nil, fmt.Errorf("not a TrueType font")
	}
	head, hmtx = bytes.Clone(head), bytes.Clone(hmtx) // changed below
	tables["head"], tables["hmtx"] = head, hmtx
	numGlyphs := f.NumGlyphs()
	long := be.Uint16(head[50:]) == 1
	offset := func(i int) int {
		if long {
			return int(be.Uint32(loca[4*i:]))
		}
		return 2 * int(be.Uint16(loca[2*i:]))
	}
	glyph := func(i int) []byte { return glyf[offset(i):offset(i+1)] }
	newGlyf := make([]byte, 0, len(glyf)+4*numGlyphs)
	newLoca := make([]byte, 4*(numGlyphs+1))
	for i := 0; i < numGlyphs; i++ {
		be.PutUint32(newLoca[4*i:], uint32(len(newGlyf)))
		g := glyph(i)
		if j, ok := from[i]; ok {
			g = glyph(j)
		}
		newGlyf = append(newGlyf, g...)
		for len(newGlyf)%4 != 0 {
			newGlyf = append(newGlyf, 0)
		}
	}
	be.PutUint32(newLoca[4*numGlyphs:], uint32(len(newGlyf)))
	be.PutUint16(head[50:], 1) // long loca offsets
	be.PutUint32(head[8:], 0)  // checkSumAdjustment, set below
	// Metrics: the advance and left side bearing of the glyph taken.
	for to, j := range from {
		if hm := int(be.Uint16(hhea[34:])); to < hm && j < hm {
			copy(hmtx[4*to:4*to+4], hmtx[4*j:4*j+4])
		}
	}
	tables["glyf"], tables["loca"] = newGlyf, newLoca
	sort.Strings(tags)
	size := 12 + 16*n
	for _, tag := range tags {
		size += len(tables[tag]) + 3
	}
	out := append(make([]byte, 0, size), ttf[:12]...)
	out = append(out, make([]byte, 16*n)...)
	headAt := 0
	for i, tag := range tags {
		data := tables[tag]
		off := len(out)
		if tag == "head" {
			headAt = off
		}
		out = append(out, data...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
		rec := out[12+16*i:]
		copy(rec, tag)
		be.PutUint32(rec[4:], checksum(out[off:off+len(data)]))
		be.PutUint32(rec[8:], uint32(off))
		be.PutUint32(rec[12:], uint32(len(data)))
	}
	be.PutUint32(out[headAt+8:], 0xB1B0AFBA-checksum(out))
	return out, nil
}

func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}
