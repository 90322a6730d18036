package userdeck_test

import (
	"fmt"
	"image/color"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
	"boardroom/printables/userdeck"
)

// memoryDeck is n distinct cards of size mm square, each drawn with a
// background, a rounded band, a circle, a line and text: a card of every
// kind of fill.
func memoryDeck(t testing.TB, n int, size string) *userdeck.Deck {
	var csv strings.Builder
	csv.WriteString("name,count\n")
	for i := range n {
		fmt.Fprintf(&csv, "Card %d,1\n", i)
	}
	fsys := fstest.MapFS{
		"cards.csv": {Data: []byte(csv.String())},
		"layout.yaml": {Data: []byte(`size: "` + size + `"
radius: 3
front:
  background: {type: rect, bleed: true, fill: "#f4efe3"}
  band: {type: rect, x: 3, y: 3, w: 40, h: 10, radius: 1.5, fill: "#3b6ea5"}
  dot: {type: ellipse, x: 10, y: 20, w: 20, h: 20, fill: "#aa3333", stroke: "#222222"}
  rule: {type: line, x: 3, y: 45, x2: 45, y2: 45, stroke: "#222222"}
  title: {text: "{{.name}}", x: 5, y: 4, w: 36, h: 8, size: 12}
back:
  background: {type: rect, bleed: true, fill: "#3b6ea5"}
`)},
	}
	d := userdeck.LoadWith(fsys, "deck", userdeck.DefaultBudgets())
	require.NoError(t, d.Err(true), d.Problems.Error())
	return d
}

// allocated is how many bytes f allocates, kept or not: what a print
// allocates bounds what it holds at its peak, whatever the collector does.
func allocated(f func()) int64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return int64(after.TotalAlloc - before.TotalAlloc)
}

// Writing images holds one card at a time. A 300 mm card as --png at 300
// dpi peaked at 217 MB (each rectangle drawn made the rasteriser's buffers
// for the whole page anew: 8 bytes a pixel), 10,000 cards as Tabletop
// Simulator sheets at 208 MB (a sheet held whole, with every card on it
// kept besides). Fills are rasterised a band of rows at a time, one page is
// painted over for every card, and a sheet is written a row of cards at a
// time. The budget arithmetic: an image written costs its own pixels (4
// bytes each) and a little, never a multiple, so the largest a deck may
// write by default (16 megapixels, 64 MB) stays under 200 MB with the deck.
func TestImagesAreWrittenOneCardAtATime(t *testing.T) {
	const dpi = 200
	const cards = 6
	d := memoryDeck(t, cards, "100 x 100")
	w, h := printables.NewRaster(dpi).PixelSize(100, 100)
	card := int64(4 * w * h) // 787 x 787 pixels: 2.5 MB

	dir := t.TempDir()
	var err error
	pngs := allocated(func() { _, err = d.WritePNGs(dir, dpi, 0) })
	require.NoError(t, err)
	// One page, painted over for each card, and the PNG encoder's
	// compressor and buffers (a few MB, kept from one image to the next).
	// Before, 182 MB: every fill made buffers for the whole page.
	t.Logf("--png of %d cards of %d bytes allocated %d bytes", cards, card, pngs)
	assert.Less(t, pngs, 3*card+8<<20, "--png of %d cards of %d bytes allocated %d bytes", cards, card, pngs)

	// A sheet of 10 x 7 places: 69 cards (here 6 distinct, each 12 times,
	// side by side as counts make them). Only a row of cards is held.
	d = memoryDeck(t, 69, "100 x 100")
	var sheets []userdeck.TTSSheet
	tts := allocated(func() { sheets, err = d.WriteTTS(t.TempDir(), 60) })
	require.NoError(t, err)
	require.Len(t, sheets, 1)
	require.Equal(t, 7, sheets[0].Rows)
	w, h = printables.NewRaster(60).PixelSize(100, 100)
	card = int64(4 * w * h)
	sheet := 70 * card
	// A row of 10 cards, the card painted (and the shared back), the
	// encoder's few MB. Before, 116 MB: the sheet whole (70 places), the
	// cards painted kept beside it, and the fills' page-sized buffers.
	t.Logf("a sheet of 70 places of %d bytes (%d in all) allocated %d bytes", card, sheet, tts)
	assert.Less(t, tts, 12*card+8<<20, "a sheet of 70 places of %d bytes (%d in all) allocated %d bytes", card, sheet, tts)
}

// BenchmarkWritePNGs: bytes allocated for --png of 6 cards of 100 mm at
// 300 dpi (1181 x 1181 pixels, 5.6 MB each).
//
//	go test -run XXX -bench 'WritePNGs|WriteTTS' -benchmem ./printables/userdeck/
func BenchmarkWritePNGs(b *testing.B) {
	d := memoryDeck(b, 6, "100 x 100")
	dir := b.TempDir()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := d.WritePNGs(dir, 300, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWriteTTS: bytes allocated for a Tabletop Simulator sheet of 69
// poker cards at 150 dpi (3720 x 3640 pixels, 54 MB whole).
func BenchmarkWriteTTS(b *testing.B) {
	d := memoryDeck(b, 69, "63 x 88")
	dir := b.TempDir()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := d.WriteTTS(dir, 150); err != nil {
			b.Fatal(err)
		}
	}
}

// A picture is scaled onto the card without a buffer the size of the box's
// width times the picture's height (32 bytes a pixel: draw.BiLinear.Scale
// kept 313 MB for a 16-megapixel picture across a 300 mm card at 300 dpi).
func TestPicturesAreScaledWithoutACopy(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv": {Data: []byte("name\nA\n")},
		"layout.yaml": {Data: []byte(`size: "100 x 100"
front:
  art: {type: image, src: art.png, x: 0, y: 0, w: 100, h: 100}
`)},
		"art.png": {Data: solid(t, color.RGBA{200, 100, 50, 255}, 1000, 1000, "png")},
	}
	d := userdeck.LoadWith(fsys, "deck", userdeck.DefaultBudgets())
	require.NoError(t, d.Err(true), d.Problems.Error())
	const dpi = 200
	w, h := printables.NewRaster(dpi).PixelSize(100, 100)
	card := int64(4 * w * h)          // 787 x 787 pixels: 2.5 MB
	picture := int64(4 * 1000 * 1000) // decoded
	var err error
	got := allocated(func() { _, err = d.WritePNGs(t.TempDir(), dpi, 0) })
	require.NoError(t, err)
	t.Logf("a card of %d bytes with a picture of %d bytes allocated %d bytes", card, picture, got)
	// Before: 25 MB more (787 x 1000 x 32 bytes).
	assert.Less(t, got, 2*card+picture+8<<20)
}
