package printables

import (
	"bytes"
	"strings"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func init() {
	model.ConfigPath = "disable" // no config files in the user's home during tests
}

func renderPDF(t testing.TB, comps []*Component, o Options) []byte {
	t.Helper()
	pages, err := Impose(comps, o)
	require.NoError(t, err)
	pdf := NewPDF("test")
	require.NoError(t, Render(pdf, pages, o))
	b, err := pdf.Bytes()
	require.NoError(t, err)
	return b
}

func TestPDFIsValidInStrictMode(t *testing.T) {
	for _, o := range []Options{
		DefaultOptions(),
		options(func(o *Options) {
			o.Paper = Papers[1]
			o.Backs = BacksFold
			o.Bleed = 1
			o.InkSaver = true
			o.Calibration = true
		}),
	} {
		b := renderPDF(t, rigsComponents(t), o)
		conf := model.NewDefaultConfiguration()
		conf.ValidationMode = model.ValidationStrict
		require.NoError(t, api.Validate(bytes.NewReader(b), conf))
		n, err := api.PageCount(bytes.NewReader(b), conf)
		require.NoError(t, err)
		pages, err := Impose(rigsComponents(t), o)
		require.NoError(t, err)
		assert.Equal(t, len(pages), n)
		dims, err := api.PageDims(bytes.NewReader(b), conf)
		require.NoError(t, err)
		for i, d := range dims {
			// PDF points to mm: pages are exactly the paper size.
			assert.InDelta(t, pages[i].W, d.Width*25.4/72, 0.01, "page %d width", i+1)
			assert.InDelta(t, pages[i].H, d.Height*25.4/72, 0.01, "page %d height", i+1)
		}
	}
}

func TestSameInputSameBytes(t *testing.T) {
	a := renderPDF(t, rigsComponents(t), DefaultOptions())
	b := renderPDF(t, rigsComponents(t), DefaultOptions())
	require.True(t, bytes.Equal(a, b), "two runs must give identical PDFs")
}

func TestFullSetIsUnderOneMegabyte(t *testing.T) {
	b := renderPDF(t, rigsComponents(t), DefaultOptions())
	assert.Less(t, len(b), 1<<20)
	assert.True(t, strings.HasPrefix(string(b), "%PDF-"))
}

func TestUnicodeGlyphsExist(t *testing.T) {
	for _, r := range "♠♥♦♣äöüßÄÖÜ€—·•" {
		assert.True(t, HasGlyph(Regular, r), "regular lacks %q", r)
	}
}

func decks(t testing.TB) []*Component {
	var out []*Component
	for _, c := range rigsComponents(t) {
		switch c.ID {
		case "plots", "surveys", "karma", "disasters", "market":
			out = append(out, c)
		}
	}
	return out
}

// BenchmarkRIGSFullSet renders every R.I.G.S. component to PDF bytes.
func BenchmarkRIGSFullSet(b *testing.B) {
	comps := rigsComponents(b)
	o := DefaultOptions()
	for b.Loop() {
		renderPDF(b, comps, o)
	}
}

// BenchmarkRIGSDecks renders the five card decks (171 cards with their backs).
func BenchmarkRIGSDecks(b *testing.B) {
	comps := decks(b)
	o := DefaultOptions()
	for b.Loop() {
		renderPDF(b, comps, o)
	}
}

// BenchmarkNineCardSheet renders a single 9-card sheet and its backs.
func BenchmarkNineCardSheet(b *testing.B) {
	o := DefaultOptions()
	o.Only = []string{"Plains"}
	comps := []*Component{component(b, "plots")}
	for b.Loop() {
		renderPDF(b, comps, o)
	}
}
