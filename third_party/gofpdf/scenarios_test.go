package gofpdf_test

// The documents the patched functions are tested on, after upstream's
// examples (ExampleFpdf_AddUTF8Font, ExampleUTF8CutFont, ExampleFpdf_SetPage,
// ExampleFpdf_RegisterImageOptionsReader, ExampleFpdf_AddPage (its
// AliasNbPages), ExampleFpdf_SetFillColor), with upstream's calligra.ttf, logo.png and
// sweden.png. The same file, its package renamed, made testdata/upstream with
// the unpatched gofpdf v2.17.3 (see BOARDROOM.md).

import (
	"bytes"
	"os"
	"path/filepath"
	"time"

	"github.com/jung-kurt/gofpdf/v2"
)

type scenario struct {
	name string
	make func(dir string) (*gofpdf.Fpdf, error)
}

func newDoc(compress bool) *gofpdf.Fpdf {
	pdf := gofpdf.New("P", "mm", "A4", "")
	pdf.SetCompression(compress)
	pdf.SetCatalogSort(true)
	tm := time.Date(2017, 6, 5, 4, 3, 2, 0, time.UTC)
	pdf.SetCreationDate(tm)
	pdf.SetModificationDate(tm)
	return pdf
}

func read(dir, name string) []byte {
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		panic(err)
	}
	return b
}

// utf8Text: a UTF-8 font (addFontFromBytes), its subset (GenerateCutFont,
// parseHMTXTable), text (Text) in colours (rgbColorValue), pages compressed
// as they finish (endpage, putpages, sliceCompress).
func utf8Text(dir string, compress bool) (*gofpdf.Fpdf, error) {
	pdf := newDoc(compress)
	pdf.AddUTF8FontFromBytes("calligra", "", read(dir, "calligra.ttf"))
	for page := 0; page < 3; page++ {
		pdf.AddPage()
		pdf.SetFont("calligra", "", 14+float64(page))
		pdf.SetTextColor(10*page, 120, 255-page)
		pdf.SetDrawColor(3, 77+page, 200)
		pdf.SetFillColor(250, 128, 7*page)
		pdf.SetLineWidth(0.35 + 0.1*float64(page))
		for i, s := range []string{"abcde", "Hello, world", "aaa bbb aaa", "Quick brown fox, 1234567890", "Ünïcödé äöü ß", "abcde"} {
			pdf.Text(20+float64(page), 30+12*float64(i), s)
		}
		pdf.Rect(15, 110, 80.125, 20.5, "FD")
		pdf.Line(10, 140, 190.3333, 150.6667)
		pdf.SetXY(20, 160)
		pdf.MultiCell(120, 7, "A paragraph set with MultiCell, wrapped at the cell's width, in the same font and subset.", "1", "J", true)
	}
	return pdf, pdf.Error()
}

// pageReturn: pages written out of order (SetPage: a finished page,
// compressed, opened again), and a page-number alias (a page with one is
// compressed only at the end).
func pageReturn(dir string) (*gofpdf.Fpdf, error) {
	pdf := newDoc(true)
	pdf.AddUTF8FontFromBytes("calligra", "", read(dir, "calligra.ttf"))
	pdf.AliasNbPages("{nb}")
	for i := 0; i < 4; i++ {
		pdf.AddPage()
		pdf.SetFont("calligra", "", 12)
		pdf.Text(20, 20, "first pass")
		if i == 2 {
			pdf.Text(20, 280, "page 3 of {nb}")
		}
	}
	for _, p := range []int{1, 3, 2, 4} {
		pdf.SetPage(p)
		pdf.SetDrawColor(255, 0, 0)
		pdf.Line(10, 30, 200, 30+float64(p))
		pdf.Text(20, 40, "second pass")
	}
	return pdf, pdf.Error()
}

// images: PNG images registered from readers (generateImageID), one of them
// twice, drawn on two pages.
func images(dir string) (*gofpdf.Fpdf, error) {
	pdf := newDoc(true)
	opt := gofpdf.ImageOptions{ImageType: "PNG", ReadDpi: true}
	for _, name := range []string{"logo.png", "sweden.png", "logo.png"} {
		pdf.RegisterImageOptionsReader(name, opt, bytes.NewReader(read(dir, name)))
	}
	for page := 0; page < 2; page++ {
		pdf.AddPage()
		pdf.ImageOptions("logo.png", 10, 10+float64(page), 30, 0, false, opt, 0, "")
		pdf.ImageOptions("sweden.png", 50, 10, 20, 0, false, opt, 0, "")
		pdf.ImageOptions("logo.png", 80, 40, 60, 0, false, opt, 0, "")
	}
	return pdf, pdf.Error()
}

var scenarios = []scenario{
	{"utf8-text", func(dir string) (*gofpdf.Fpdf, error) { return utf8Text(dir, true) }},
	{"utf8-text-uncompressed", func(dir string) (*gofpdf.Fpdf, error) { return utf8Text(dir, false) }},
	{"page-return", pageReturn},
	{"images", images},
}

// cutFonts are the cut sets of UTF8CutFont's test (GenerateCutFont).
var cutFonts = []string{"abcde", "Hello, world", "ÄÖÜäöüß"}
