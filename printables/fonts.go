package printables

import (
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gobolditalic"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// fontData maps each face to its TrueType bytes: the embedded Go fonts and
// the numeral faces made from them, built on first use (not at start-up:
// a command that prints nothing should not pay for them).
var fontData = sync.OnceValue(func() map[FontFace][]byte {
	return map[FontFace][]byte{
		Regular:         goregular.TTF,
		Bold:            gobold.TTF,
		Italic:          goitalic.TTF,
		BoldItalic:      gobolditalic.TTF,
		Mono:            gomono.TTF,
		Numerals:        mustPlainZero(gobold.TTF),
		NumeralsRegular: mustPlainZero(goregular.TTF),
	}
})

// metrics measures text with the same advance widths the PDF embeds, so that
// the Recorder and the PDF canvas lay out text identically.
type metrics struct {
	font  *sfnt.Font
	upem  float64
	mu    sync.Mutex
	buf   sfnt.Buffer
	cache map[rune]float64 // advance in em
}

var (
	metricsOnce sync.Once
	allMetrics  map[FontFace]*metrics
)

func faceMetrics(f FontFace) *metrics {
	metricsOnce.Do(func() {
		allMetrics = map[FontFace]*metrics{}
		for face, data := range fontData() {
			fnt, err := sfnt.Parse(data)
			if err != nil {
				panic("printables: embedded Go font does not parse: " + err.Error())
			}
			allMetrics[face] = &metrics{font: fnt, upem: float64(fnt.UnitsPerEm()), cache: map[rune]float64{}}
		}
	})
	m, ok := allMetrics[f]
	if !ok {
		if m, ok = customMetrics(f); ok {
			return m
		}
		return allMetrics[Regular]
	}
	return m
}

func (m *metrics) advance(r rune) float64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	if a, ok := m.cache[r]; ok {
		return a
	}
	var a float64
	gi, err := m.font.GlyphIndex(&m.buf, r)
	if err == nil {
		adv, err := m.font.GlyphAdvance(&m.buf, gi, fixed.I(int(m.upem)), font.HintingNone)
		if err == nil {
			a = float64(adv) / 64 / m.upem
		}
	}
	m.cache[r] = a
	return a
}

// HasGlyph reports whether the face can draw r.
func HasGlyph(f FontFace, r rune) bool {
	m := faceMetrics(f)
	m.mu.Lock()
	defer m.mu.Unlock()
	gi, err := m.font.GlyphIndex(&m.buf, r)
	return err == nil && gi != 0
}

// TextWidth is the width in mm of text set in f.
func TextWidth(text string, f Font) float64 {
	m := faceMetrics(f.Face)
	w := 0.0
	for _, r := range text {
		w += m.advance(r)
	}
	return w * f.Size * PtToMM
}

// CapHeight approximates the height of capitals in mm (Go fonts: 0.7 em).
func CapHeight(f Font) float64 { return 0.7 * f.Size * PtToMM }
