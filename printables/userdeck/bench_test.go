package userdeck_test

import (
	"bytes"
	"fmt"
	"image/color"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
	"boardroom/printables/userdeck"
)

// speedDeck is n cards with two text boxes and one picture each (20 distinct pictures).
func speedDeck(t testing.TB, n int) fstest.MapFS {
	var csv strings.Builder
	csv.WriteString("name,rules,art\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&csv, "Card %d,\"Draw %d cards, then **discard** one. Each other player gains *one* coin.\",art/%d.png\n", i, i%5, i%20)
	}
	fsys := fstest.MapFS{
		"cards.csv": {Data: []byte(csv.String())},
		"layout.yaml": {Data: []byte(`size: poker
front:
  title: {text: "{{.name}}", x: 5, y: 5, w: 53.5, h: 8, size: 14, style: bold}
  art: {type: image, src: "{{.art}}", x: 5, y: 15, w: 53.5, h: 35}
  rules: {text: "{{.rules}}", x: 5, y: 53, w: 53.5, h: 30, size: 10, min_size: 6}
`)},
	}
	for i := 0; i < 20; i++ {
		fsys[fmt.Sprintf("art/%d.png", i)] = &fstest.MapFile{Data: solid(t, color.RGBA{uint8(20 * i), 100, 150, 255}, 200+i, 130, "png")}
	}
	return fsys
}

// printDeck loads the deck and writes its PDF: what `cards print` does.
func printDeck(t testing.TB, fsys fstest.MapFS) []byte {
	d := userdeck.Load(fsys, "deck")
	require.NoError(t, d.Err(true), "%s", d.Problems.Error())
	o := printables.DefaultOptions()
	pages, err := printables.Impose([]*printables.Component{d.Component()}, o)
	require.NoError(t, err)
	pdf := printables.NewPDF("speed")
	require.NoError(t, printables.Render(pdf, pages, o))
	var b bytes.Buffer
	require.NoError(t, pdf.Output(&b))
	return b.Bytes()
}

// BenchmarkPrint1000Cards: go test -run XXX -bench Print1000 -cpu 1 ./printables/userdeck/
func BenchmarkPrint1000Cards(b *testing.B) {
	fsys := speedDeck(b, 1000)
	for b.Loop() {
		printDeck(b, fsys)
	}
}

func TestThousandCardsEmbedEachPictureOnce(t *testing.T) {
	start := time.Now()
	pdf := printDeck(t, speedDeck(t, 1000))
	t.Logf("1,000 cards: %s, %d KB", time.Since(start), len(pdf)>>10)
	assert.Equal(t, 20, bytes.Count(pdf, []byte("/Subtype /Image")), "twenty distinct pictures, each embedded once")
	assert.Equal(t, 1, bytes.Count(pdf, []byte("/Type /Pages")))
}

// BenchmarkPrint1000CardsTurnedAndCovered is the same deck with a mirrored,
// turned title and covering art clipped to an ellipse: what the layers cost.
func BenchmarkPrint1000CardsTurnedAndCovered(b *testing.B) {
	fsys := speedDeck(b, 1000)
	fsys["layout.yaml"] = &fstest.MapFile{Data: []byte(`size: poker
front:
  title: {text: "{{.name}}", x: 5, y: 5, w: 40, h: 8, size: 14, style: bold, mirror: true}
  art: {type: image, src: "{{.art}}", x: 5, y: 15, w: 53.5, h: 35, fit: cover, clip: ellipse}
  rules: {text: "{{.rules}}", x: 5, y: 53, w: 53.5, h: 20, size: 10, min_size: 6, rotate: 180}
`)}
	for b.Loop() {
		printDeck(b, fsys)
	}
}
