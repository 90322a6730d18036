package userdeck_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables/userdeck"
)

// loadSoon loads a deck, failing the test (not hanging it) when loading
// takes more than 20 s: each of these decks used to run for minutes.
func loadSoon(t *testing.T, fsys fstest.MapFS, b userdeck.Budgets) *userdeck.Deck {
	t.Helper()
	done := make(chan *userdeck.Deck, 1)
	go func() { done <- userdeck.LoadWith(fsys, "deck", b) }()
	select {
	case d := <-done:
		return d
	case <-time.After(20 * time.Second):
		t.Fatal("loading the deck does not end")
		return nil
	}
}

// pngHeader is a PNG of w x h pixels at depth bits that has a header and
// no pixels: what a budget must refuse without decoding anything.
func pngHeader(w, h uint32, depth byte) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(typ string, data []byte) {
		_ = binary.Write(&b, binary.BigEndian, uint32(len(data)))
		b.WriteString(typ)
		b.Write(data)
		_ = binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(append([]byte(typ), data...)))
	}
	ihdr := binary.BigEndian.AppendUint32(nil, w)
	ihdr = binary.BigEndian.AppendUint32(ihdr, h)
	ihdr = append(ihdr, depth, 6, 0, 0, 0) // RGBA
	chunk("IHDR", ihdr)
	chunk("IEND", nil)
	return b.Bytes()
}

const artLayout = goodLayout + "  art: {src: \"{{.art}}\", x: 5, y: 20, w: 10, h: 10}\n"

// Issue 31, point 5: a 16-bit 20000 x 20000 PNG (a 3 MB file) cost 4.7 GB
// to check; it is refused from its header, naming the file and the budget.
func TestPictureOverTheBudgetIsRefusedFromItsHeader(t *testing.T) {
	d := loadSoon(t, fstest.MapFS{
		"cards.csv":   {Data: []byte("name,art\nA,big.png\n")},
		"layout.yaml": {Data: []byte(artLayout)},
		"big.png":     {Data: pngHeader(20000, 20000, 16)},
	}, userdeck.DefaultBudgets())
	msg := d.Problems.Error()
	assert.Contains(t, msg, "deck/big.png")
	assert.Contains(t, msg, "20000 x 20000 pixels: 800 decoded megapixels, over the budget of 16 megapixels a picture (a 16-bit picture counts twice)")
	assert.Contains(t, msg, "--max-pixels")
}

// The deck's pictures together have a budget too: the picture that would
// pass it is named.
func TestPicturesOfADeckHaveABudget(t *testing.T) {
	fsys := fstest.MapFS{"layout.yaml": {Data: []byte(artLayout)}}
	csv := "name,art\n"
	for i := range 5 {
		fsys[fmt.Sprintf("p%d.png", i)] = &fstest.MapFile{Data: solid(t, color.RGBA{uint8(i), 0, 0, 255}, 20, 20, "png")}
		csv += fmt.Sprintf("C%d,p%d.png\n", i, i)
	}
	fsys["cards.csv"] = &fstest.MapFile{Data: []byte(csv)}
	d := loadSoon(t, fsys, userdeck.Budgets{MaxPixels: 400})
	require.Len(t, d.Problems.Errors(), 1, d.Problems.Error())
	assert.Contains(t, d.Problems.Error(), "deck/p4.png: with it, the deck's pictures would have 0.002 megapixels, over the budget of 0.0016 megapixels a deck")

	// And their files: the PDF holds every one.
	r := rand.New(rand.NewPCG(3, 4))
	for i := range 5 {
		img := image.NewNRGBA(image.Rect(0, 0, 16, 16))
		for j := range img.Pix {
			img.Pix[j] = byte(r.IntN(256))
		}
		var b bytes.Buffer
		require.NoError(t, png.Encode(&b, img))
		fsys[fmt.Sprintf("p%d.png", i)] = &fstest.MapFile{Data: b.Bytes()}
	}
	d = loadSoon(t, fsys, userdeck.Budgets{MaxPixels: 1500})
	assert.Contains(t, d.Problems.Error(), "deck/p2.png: with it, the deck's pictures would be 0.003184 MB of files, over the budget of 0.002861 MB of picture files a deck (2 bytes a pixel of a picture's budget")
}

// Issue 31, point 7: a picture whose header reads and whose pixels do not
// passed check and printed a PDF viewers cannot draw. Every picture is
// decoded once at check.
func TestDamagedPictureFailsCheck(t *testing.T) {
	img := image.NewNRGBA(image.Rect(0, 0, 64, 64))
	r := rand.New(rand.NewPCG(1, 2))
	for i := range img.Pix {
		img.Pix[i] = byte(r.IntN(256))
	}
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, img))
	bad := bytes.Clone(b.Bytes())
	idat := bytes.Index(bad, []byte("IDAT"))
	for i := idat + 40; i < idat+400; i++ {
		bad[i] ^= 0x5a
	}
	var jb bytes.Buffer
	require.NoError(t, jpeg.Encode(&jb, img, nil))
	jpg := jb.Bytes()
	for _, tt := range []struct{ name, want string }{{"bad.png", "damaged PNG picture"}, {"bad.jpg", "damaged JPEG picture"}} {
		data := bad
		if strings.HasSuffix(tt.name, ".jpg") {
			data = jpg[:len(jpg)*3/4]
		}
		d := loadSoon(t, fstest.MapFS{
			"cards.csv":   {Data: []byte("name,art\nA," + tt.name + "\n")},
			"layout.yaml": {Data: []byte(artLayout)},
			tt.name:       {Data: data},
		}, userdeck.DefaultBudgets())
		assert.Contains(t, d.Problems.Error(), "deck/"+tt.name+": "+tt.want, tt.name)
	}
}

// A picture of a palette with a pixel naming a colour the palette lacks
// passed check (Go's decoder paints it black; viewers and the PDF refuse
// it): it is damaged, and check names the file.
func TestPaletteIndexOutOfRangeFailsCheck(t *testing.T) {
	pal := image.NewPaletted(image.Rect(0, 0, 4, 4), color.Palette{color.Black, color.White, color.Gray{0x80}, color.RGBA{255, 0, 0, 255}, color.RGBA{0, 0, 255, 255}})
	pal.Pix[6] = 9 // of 5 colours
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, pal))
	d := loadSoon(t, fstest.MapFS{
		"cards.csv":   {Data: []byte("name,art\nA,pal.png\n")},
		"layout.yaml": {Data: []byte(artLayout)},
		"pal.png":     {Data: b.Bytes()},
	}, userdeck.DefaultBudgets())
	assert.Contains(t, d.Problems.Error(), "deck/pal.png: damaged PNG picture (its header reads, its pixels do not): pixel 2 of row 1 names colour 9 of a palette of 5")
	require.Error(t, d.Err(true))

	pal.Pix[6] = 4
	b.Reset()
	require.NoError(t, png.Encode(&b, pal))
	d = loadSoon(t, fstest.MapFS{
		"cards.csv":   {Data: []byte("name,art\nA,pal.png\n")},
		"layout.yaml": {Data: []byte(artLayout)},
		"pal.png":     {Data: b.Bytes()},
	}, userdeck.DefaultBudgets())
	require.NoError(t, d.Err(true), d.Problems.Error())
}

// Issue 31, point 5: a million rows cost 9 GB to check, 300 rows of count
// 1000 made 3,000,000 cards: rows and cards have a budget.
func TestRowsAndCardsHaveABudget(t *testing.T) {
	var csv strings.Builder
	csv.WriteString("name\n")
	for i := range 20_000 {
		fmt.Fprintf(&csv, "c%d\n", i)
	}
	d := loadSoon(t, fstest.MapFS{"cards.csv": {Data: []byte(csv.String())}, "layout.yaml": {Data: []byte(goodLayout)}}, userdeck.DefaultBudgets())
	assert.Contains(t, d.Problems.Error(), "deck/cards.csv:10002:1: error: more than 10000 rows, over the budget of 10000 rows of data (raise it with --max-cards")

	var yml strings.Builder
	for i := range 200 {
		fmt.Fprintf(&yml, "- {name: c%d}\n", i)
	}
	d = loadSoon(t, fstest.MapFS{"cards.yaml": {Data: []byte(yml.String())}, "layout.yaml": {Data: []byte(goodLayout)}}, userdeck.Budgets{MaxCards: 100})
	assert.Contains(t, d.Problems.Error(), "deck/cards.yaml:101:1: error: more than 100 rows")

	csv.Reset()
	csv.WriteString("name,count\n")
	for i := range 300 {
		fmt.Fprintf(&csv, "c%d,1000\n", i)
	}
	d = loadSoon(t, fstest.MapFS{"cards.csv": {Data: []byte(csv.String())}, "layout.yaml": {Data: []byte(goodLayout)}}, userdeck.DefaultBudgets())
	assert.Contains(t, d.Problems.Error(), "deck/cards.csv:12:5: error: the counts make more than 10000 cards, over the budget of 10000 cards a print (raise it with --max-cards")

	big := strings.Repeat("- {name: a}\n", 400_000) // 4.8 MB
	d = loadSoon(t, fstest.MapFS{"cards.yaml": {Data: []byte(big)}, "layout.yaml": {Data: []byte(goodLayout)}}, userdeck.DefaultBudgets())
	assert.Contains(t, d.Problems.Error(), "deck/layout.yaml: error: data file deck/cards.yaml: larger than 4 MB")
}

// Issue 31, point 5: a 187 KB workbook unpacking to 64 MB made a million
// cards and 2.5 GB: an unpack ratio past 100 is refused before unpacking.
func TestWorkbookThatUnpacksTooFarIsRefused(t *testing.T) {
	sheet := `<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c></row>` + strings.Repeat(`<row><c t="inlineStr"><is><t>x</t></is></c></row>`, 100_000)
	d := loadSoon(t, fstest.MapFS{"cards.xlsx": {Data: workbook(t, sheet)}, "layout.yaml": {Data: []byte(goodLayout)}}, userdeck.DefaultBudgets())
	assert.Regexp(t, `deck/cards.xlsx:1:1: error: xl/worksheets/sheet2.xml unpacks to [0-9]+ times its packed size \([0-9]+ KB to 4 MB\), over the budget of 100 times`, d.Problems.Error())

	// Within the ratio, the rows budget stops the sheet as it is read.
	var rows strings.Builder
	rows.WriteString(`<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c></row>`)
	for i := range 300 {
		fmt.Fprintf(&rows, `<row r="%d"><c r="A%d"><v>%d</v></c></row>`, i+2, i+2, i*7919%1000)
	}
	d = loadSoon(t, fstest.MapFS{"cards.xlsx": {Data: workbook(t, rows.String())}, "layout.yaml": {Data: []byte(goodLayout)}}, userdeck.Budgets{MaxCards: 100})
	assert.Contains(t, d.Problems.Error(), "deck/cards.xlsx:102:1: error: more than 100 rows")
}

// Issue 31, point 5: a 300 mm card as a Tabletop Simulator sheet at 300 dpi
// was a 35,430 x 7,086 image, 2 GB: refused before it is painted.
func TestSheetOverTheBudgetIsRefused(t *testing.T) {
	csv := "name,count\nA,10\n"
	d := loadSoon(t, fstest.MapFS{"cards.csv": {Data: []byte(csv)}, "layout.yaml": {Data: []byte(strings.Replace(goodLayout, "size: poker", `size: "300 x 300"`, 1))}}, userdeck.DefaultBudgets())
	require.NoError(t, d.Err(false), d.Problems.Error())
	dir := t.TempDir()
	_, err := d.WriteTTS(dir, 300)
	require.Error(t, err)
	assert.Equal(t, filepath.Join(dir, "sheet-1.png")+": 35430 x 7086 pixels at 300 dpi: 251.1 megapixels, over the budget of 16 megapixels an image (a lower --dpi makes it smaller) (raise it with --max-pixels if the deck is meant to be this large)", err.Error())
	_, err = d.WritePNGs(dir, 1200, 0)
	assert.ErrorContains(t, err, "001-*.png: 14173 x 14173 pixels at 1200 dpi")
}
