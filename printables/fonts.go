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

	"boardroom/lazy"
)

// builtinFont is the TrueType data of a built-in face: the embedded Go
// fonts with a hyphen for "-" (see reshape), and the numeral faces, made
// from them on first use. Each face is
// made and parsed only when a page uses it: a deck in two faces does not
// pay for seven, and a command that prints nothing parses none.
func builtinFont(f FontFace) ([]byte, bool) {
	switch f {
	case Regular:
		return regular.Get(), true
	case Bold:
		return bold.Get(), true
	case Italic:
		return italic.Get(), true
	case BoldItalic:
		return boldItalic.Get(), true
	case Mono:
		return gomono.TTF, true
	case Numerals:
		return boldNumerals.Get(), true
	case NumeralsRegular:
		return regularNumerals.Get(), true
	}
	return nil, false
}

var (
	regular         = &lazy.Value[[]byte]{New: func() []byte { return mustReshape(goregular.TTF, false) }}
	bold            = &lazy.Value[[]byte]{New: func() []byte { return mustReshape(gobold.TTF, false) }}
	italic          = &lazy.Value[[]byte]{New: func() []byte { return mustReshape(goitalic.TTF, false) }}
	boldItalic      = &lazy.Value[[]byte]{New: func() []byte { return mustReshape(gobolditalic.TTF, false) }}
	boldNumerals    = &lazy.Value[[]byte]{New: func() []byte { return mustReshape(gobold.TTF, true) }}
	regularNumerals = &lazy.Value[[]byte]{New: func() []byte { return mustReshape(goregular.TTF, true) }}
)

// metrics measures text with the same advance widths the PDF embeds, so that
// the Recorder and the PDF canvas lay out text identically.
type metrics struct {
	font  *sfnt.Font
	upem  float64
	mu    sync.Mutex
	buf   sfnt.Buffer
	cache map[rune]float64 // advance in em, beyond Latin-1
	// The Latin-1 runes, most of every text, without a map look-up.
	latin [256]float64
	known [256]bool
}

var (
	metricsMu  sync.Mutex
	allMetrics map[FontFace]*metrics // the built-in faces parsed so far, made on first use
)

func faceMetrics(f FontFace) *metrics {
	data, ok := builtinFont(f)
	if !ok {
		if m, ok := customMetrics(f); ok {
			return m
		}
		f, data = Regular, regular.Get()
	}
	metricsMu.Lock()
	defer metricsMu.Unlock()
	if m, ok := allMetrics[f]; ok {
		return m
	}
	fnt, err := sfnt.Parse(data)
	if err != nil {
		panic("printables: embedded Go font does not parse: " + err.Error())
	}
	m := &metrics{font: fnt, upem: float64(fnt.UnitsPerEm()), cache: map[rune]float64{}}
	if allMetrics == nil {
		allMetrics = map[FontFace]*metrics{}
	}
	allMetrics[f] = m
	return m
}

// advance is r's advance in em. The caller holds m.mu.
func (m *metrics) advance(r rune) float64 {
	if r >= 0 && r < rune(len(m.latin)) && m.known[r] {
		return m.latin[r]
	}
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
	if r >= 0 && r < rune(len(m.latin)) {
		m.latin[r], m.known[r] = a, true
	} else {
		m.cache[r] = a
	}
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
	m.mu.Lock() // once per text, not per rune
	for _, r := range text {
		w += m.advance(r)
	}
	m.mu.Unlock()
	return w * f.Size * PtToMM
}

// CapHeight approximates the height of capitals in mm (Go fonts: 0.7 em).
func CapHeight(f Font) float64 { return 0.7 * f.Size * PtToMM }
