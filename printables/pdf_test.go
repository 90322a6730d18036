package printables_test

import (
	"boardroom/printables"
	"boardroom/printables/printtest"
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

func TestPDFIsValidInStrictMode(t *testing.T) {
	for _, o := range []printables.Options{
		printables.DefaultOptions(),
		printtest.Options(func(o *printables.Options) {
			o.Paper = printables.Papers[1]
			o.Backs = printables.BacksFold
			o.Bleed = 1
			o.InkSaver = true
			o.Calibration = true
		}),
	} {
		b := printtest.RenderPDF(t, rigsComponents(t), o)
		conf := model.NewDefaultConfiguration()
		conf.ValidationMode = model.ValidationStrict
		require.NoError(t, api.Validate(bytes.NewReader(b), conf))
		n, err := api.PageCount(bytes.NewReader(b), conf)
		require.NoError(t, err)
		pages, err := printables.Impose(rigsComponents(t), o)
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
	t.Setenv(printables.SourceDateEpoch, "1767225600") // same input means the same date too
	a := printtest.RenderPDF(t, rigsComponents(t), printables.DefaultOptions())
	b := printtest.RenderPDF(t, rigsComponents(t), printables.DefaultOptions())
	require.True(t, bytes.Equal(a, b), "two runs must give identical PDFs")
}

func TestFullSetIsUnderOneMegabyte(t *testing.T) {
	b := printtest.RenderPDF(t, rigsComponents(t), printables.DefaultOptions())
	assert.Less(t, len(b), 1<<20)
	assert.True(t, strings.HasPrefix(string(b), "%PDF-"))
}

func TestUnicodeGlyphsExist(t *testing.T) {
	for _, r := range "♠♥♦♣äöüßÄÖÜ€—·•" {
		assert.True(t, printables.HasGlyph(printables.Regular, r), "regular lacks %q", r)
	}
}

func decks(t testing.TB) []*printables.Component {
	var out []*printables.Component
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
	o := printables.DefaultOptions()
	for b.Loop() {
		printtest.RenderPDF(b, comps, o)
	}
}

// BenchmarkRIGSDecks renders the five card decks (171 cards with their backs).
func BenchmarkRIGSDecks(b *testing.B) {
	comps := decks(b)
	o := printables.DefaultOptions()
	for b.Loop() {
		printtest.RenderPDF(b, comps, o)
	}
}

// BenchmarkNineCardSheet renders a single 9-card sheet and its backs.
func BenchmarkNineCardSheet(b *testing.B) {
	o := printables.DefaultOptions()
	o.Only = []string{"Plains"}
	comps := []*printables.Component{component(b, "plots")}
	for b.Loop() {
		printtest.RenderPDF(b, comps, o)
	}
}
