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

func mustPlainZero(ttf []byte) []byte {
	b, err := plainZero(ttf)
	if err != nil {
		panic("printables: making the plain-zero numeral face: " + err.Error())
	}
	return b
}

// plainZero rebuilds a TrueType font with the outline and metrics of its
// "zero.empty" glyph in the glyph that "0" maps to.
func plainZero(ttf []byte) ([]byte, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, err
	}
	var buf sfnt.Buffer
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
		if i == int(zero) {
			g = glyph(empty)
		}
		newGlyf = append(newGlyf, g...)
		for len(newGlyf)%4 != 0 {
			newGlyf = append(newGlyf, 0)
		}
	}
	be.PutUint32(newLoca[4*numGlyphs:], uint32(len(newGlyf)))
	be.PutUint16(head[50:], 1) // long loca offsets
	be.PutUint32(head[8:], 0)  // checkSumAdjustment, set below
	// Metrics: the advance and left side bearing of zero.empty.
	if hm := int(be.Uint16(hhea[34:])); int(zero) < hm && empty < hm {
		copy(hmtx[4*int(zero):4*int(zero)+4], hmtx[4*empty:4*empty+4])
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
