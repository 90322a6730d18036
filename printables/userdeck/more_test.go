package userdeck_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/gofont/gomono"

	"boardroom/printables"
	"boardroom/printables/printtest"
	"boardroom/printables/userdeck"
)

// A TrueType font the layout names is used for its boxes, in the recorder,
// the PDF and the PNG.
func TestFontsTheLayoutNames(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv":        {Data: []byte("name\nTypewriter\n")},
		"fonts/MyMono.ttf": {Data: gomono.TTF},
		"fonts/broken.ttf": {Data: []byte("not a font")},
		"layout.yaml": {Data: []byte(goodLayout + `    font: Typed
fonts:
  Typed: fonts/MyMono.ttf
`)},
	}
	d := load(t, fsys, "deck")
	comp := d.Component()
	rec, _ := printtest.Record(t, []*printables.Component{comp}, printables.DefaultOptions())
	txt := find(rec, "text", "front:cards:Typewriter")
	require.Len(t, txt, 1)
	face := txt[0].Font.Face
	assert.True(t, strings.HasPrefix(string(face), "font-"), "a registered face, not a built-in one: %s", face)
	// Monospaced: every letter has the same advance.
	assert.InDelta(t, printables.TextWidth("iiii", txt[0].Font), printables.TextWidth("MMMM", txt[0].Font), 1e-9)
	pdf := printtest.RenderPDF(t, []*printables.Component{comp}, printables.DefaultOptions())
	assert.Contains(t, string(pdf), "/FontFile2", "the font is embedded")
	img, err := d.SideImage(d.Cards[0], false, 100, 0)
	require.NoError(t, err)
	assert.NotNil(t, img)

	fsys["layout.yaml"] = &fstest.MapFile{Data: []byte(goodLayout + "fonts:\n  Typed: fonts/broken.ttf\n")}
	bad := userdeck.Load(fsys, "deck")
	require.Error(t, bad.Err(false))
	assert.Contains(t, bad.Problems.Error(), "deck/layout.yaml:10:10: error: font \"Typed\", deck/fonts/broken.ttf: not a TrueType or OpenType font")
}

func TestTabletopSimulatorSheets(t *testing.T) {
	fsys := speedDeck(t, 100)
	d := load(t, fsys, "deck")
	dir := t.TempDir()
	sheets, err := d.WriteTTS(dir, 40)
	require.NoError(t, err)
	require.Len(t, sheets, 2, "100 cards: 69 on the first sheet, 31 on the second")
	assert.Equal(t, 69, sheets[0].Cards)
	assert.Equal(t, [2]int{10, 7}, [2]int{sheets[0].Cols, sheets[0].Rows})
	assert.Equal(t, 31, sheets[1].Cards)
	assert.Equal(t, [2]int{10, 4}, [2]int{sheets[1].Cols, sheets[1].Rows})
	assert.Empty(t, sheets[0].BackFile, "the deck has no back")
	for _, s := range sheets {
		_, err := os.Stat(s.File)
		assert.NoError(t, err)
	}
	// With counts: every copy is on a sheet.
	p := load(t, pokerDeck(t), "poker")
	sheets, err = p.WriteTTS(dir, 40)
	require.NoError(t, err)
	require.Len(t, sheets, 1)
	assert.Equal(t, 52, sheets[0].Cards)
	assert.Equal(t, filepath.Join(dir, "back.png"), sheets[0].BackFile)
}

func TestPicturesStayInsideTheDeck(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv":   {Data: []byte("name,art\nA,../secret.png\nB,/etc/passwd\n")},
		"layout.yaml": {Data: []byte(goodLayout + "  art: {src: \"{{.art}}\", x: 5, y: 20, w: 10, h: 10}\n")},
	}
	d := userdeck.Load(fsys, "deck")
	msg := d.Problems.Error()
	assert.Contains(t, msg, `deck/cards.csv:2:3: error: card "A" (deck/cards.csv:2), box "art": picture "../secret.png" is outside the deck folder deck: name a file inside it`)
	assert.Contains(t, msg, `deck/cards.csv:3:3: error: card "B" (deck/cards.csv:3), box "art": picture "/etc/passwd"`)
}

func TestEmptyDataIsAProblem(t *testing.T) {
	d := userdeck.Load(fstest.MapFS{"cards.csv": {Data: []byte("name,rules\n")}, "layout.yaml": {Data: []byte(goodLayout)}}, "deck")
	assert.Equal(t, "deck/cards.csv:1:1: error: no cards: the data has a header but no rows", d.Problems.Error())
	d = userdeck.Load(fstest.MapFS{"layout.yaml": {Data: []byte(goodLayout)}}, "deck")
	assert.Contains(t, d.Problems.Error(), "no data: put the cards in a .csv or .yaml file")
	// the one mistake, not each column the layout names below it
	starter := fstest.MapFS{}
	require.NoError(t, fs.WalkDir(userdeck.Starter(), ".", func(name string, e fs.DirEntry, err error) error {
		if err == nil && !e.IsDir() && !strings.HasSuffix(name, ".csv") {
			b, rerr := fs.ReadFile(userdeck.Starter(), name)
			starter[name] = &fstest.MapFile{Data: b}
			return rerr
		}
		return err
	}))
	d = userdeck.Load(starter, "deck")
	assert.Len(t, d.Problems.Errors(), 1, "%s", d.Problems.Error())
	d = userdeck.Load(fstest.MapFS{}, "deck")
	assert.Contains(t, d.Problems.Error(), "deck/layout.yaml: error: no layout.yaml: start a deck with 'boardroom cards init deck'")
}

func TestCharactersTheFontLacksAreWarnedAbout(t *testing.T) {
	fsys := fstest.MapFS{"cards.csv": {Data: []byte("name\nStar ★ card\nHeart ♥\n")}, "layout.yaml": {Data: []byte(goodLayout)}}
	d := userdeck.Load(fsys, "deck")
	require.NoError(t, d.Err(false))
	require.Len(t, d.Problems, 1, d.Problems.Error())
	assert.Equal(t, `deck/cards.csv:2:1: warning: card "Star ★ card" (deck/cards.csv:2): box "title": the font has no '★' (U+2605): it would print as an empty box; use an icon (:name:) or a font that has it`, d.Problems[0].String())
}

// Ink saving takes the fills away, so light text that stood on them is drawn black.
func TestInkSaverKeepsTextReadable(t *testing.T) {
	d := load(t, fstest.MapFS{"cards.csv": {Data: []byte("name\nA\n")}, "layout.yaml": {Data: []byte(goodLayout + `    color: white
  band: {type: rect, x: 3, y: 3, w: 57, h: 12, fill: "#224488"}
`)}}, "deck")
	o := printables.DefaultOptions()
	o.InkSaver = true
	rec, _ := printtest.Record(t, []*printables.Component{d.Component()}, o)
	txt := find(rec, "text", "front:cards:A")
	require.Len(t, txt, 1)
	assert.Equal(t, printables.Black, txt[0].Color)
	for _, op := range rec.Ops {
		assert.Nil(t, op.Style.Fill, "%s in %s: no fills when saving ink", op.Kind, op.Group)
	}
	rec, _ = printtest.Record(t, []*printables.Component{d.Component()}, printables.DefaultOptions())
	assert.Equal(t, printables.White, find(rec, "text", "front:cards:A")[0].Color)
}

// With backs: but no back:, a card without a back name gets an empty back,
// not another card's.
func TestCardsWithoutABackOfTheirOwn(t *testing.T) {
	d := load(t, fstest.MapFS{"cards.csv": {Data: []byte("name,back\nA,gold\nB,\n")},
		"layout.yaml": {Data: []byte(goodLayout + "backs:\n  gold:\n    bg: {type: rect, bleed: true, fill: \"#ffcc00\"}\n")}}, "deck")
	rec, _ := printtest.Record(t, []*printables.Component{d.Component()}, printables.DefaultOptions())
	assert.Len(t, find(rec, "rect", "back:cards:A"), 1)
	assert.Empty(t, find(rec, "rect", "back:cards:B"))
}

// Text shrinks to the largest size at which it fits, wraps inside its box,
// keeps its alignment and line spacing.
func TestTextShrinksToFitAndWraps(t *testing.T) {
	words := strings.Repeat("alpha beta gamma delta ", 12)
	d := load(t, fstest.MapFS{"cards.csv": {Data: []byte("name,rules\nA," + words + "\n")},
		"layout.yaml": {Data: []byte(goodLayout + `  rules: {text: "{{.rules}}", x: 5, y: 20, w: 50, h: 30, size: 14, min_size: 5, align: right, leading: 1.5}
`)}}, "deck")
	rec, pages := printtest.Record(t, []*printables.Component{d.Component()}, printables.DefaultOptions())
	cut := pages[0].Placements[0].Cut
	box := printables.Rect{X: cut.X + 5, Y: cut.Y + 20, W: 50, H: 30}
	lines := find(rec, "text", "front:cards:A")[1:]
	require.Greater(t, len(lines), 3, "wrapped")
	size := lines[0].Font.Size
	assert.Less(t, size, 14.0, "shrunk")
	assert.Greater(t, size, 5.0, "not to the minimum")
	n := 0
	for i, l := range lines {
		assert.True(t, box.Contains(l.Rect()), "line %d %s inside %s", i, l.Rect(), box)
		assert.InDelta(t, box.Right(), l.Rect().Right(), 0.01, "right aligned")
		if i > 0 {
			assert.InDelta(t, 1.5*size*printables.PtToMM, l.Y-lines[i-1].Y, 1e-9, "line spacing")
		}
		n += len(strings.Fields(l.Text))
	}
	assert.Equal(t, 48, n, "every word drawn")
	assert.Equal(t, 0.0, math.Mod(size*4, 1), "a quarter-point step")
	// A quarter point larger does not fit: the size is the largest that does.
	bigger := fmt.Sprintf("%g", size+0.25)
	d = userdeck.Load(fstest.MapFS{"cards.csv": {Data: []byte("name,rules\nA," + words + "\n")},
		"layout.yaml": {Data: []byte(goodLayout + `  rules: {text: "{{.rules}}", x: 5, y: 20, w: 50, h: 30, size: ` + bigger + `, align: right, leading: 1.5}
`)}}, "deck")
	require.Len(t, d.Problems, 1)
	assert.Contains(t, d.Problems[0].Msg, "does not fit")
}

// A condition names its column in any case, as the check accepts it ("suit"
// for a sheet's "Suit"), and a value no card has is a warning: either way
// the style silently never applied. A value far from every card's (a suit
// this deck has no card of) is the layout's right: no warning.
func TestConditionsMatchTheColumnInAnyCaseAndWarnOfValuesNoCardHas(t *testing.T) {
	layout := goodLayout + `    color: black
    when:
      - column: suit
        is: [Hearts, diamond, stars]
        set: {color: "#c8141e"}
`
	d := userdeck.Load(fstest.MapFS{"cards.csv": {Data: []byte("name,Suit\nA,hearts\nB,spades\nC,diamonds\n")}, "layout.yaml": {Data: []byte(layout)}}, "deck")
	require.Len(t, d.Problems, 1, d.Problems.Error())
	// One card's value near the layout's: reported on the card's cell (the
	// data's typo is the likelier), naming the layout's place too.
	assert.Equal(t, `deck/cards.csv:4:3: warning: Suit "diamonds" is no value the layout's conditions on "Suit" expect (did you mean "diamond"?), so the style of deck/layout.yaml:12:22 does not apply to this card (if the card is right, correct the layout there)`, d.Problems[0].String())
	// Several cards that agree: the layout's typo.
	d2 := userdeck.Load(fstest.MapFS{"cards.csv": {Data: []byte("name,Suit\nA,hearts\nB,spades\nC,diamonds\nD,diamonds\n")}, "layout.yaml": {Data: []byte(layout)}}, "deck")
	require.Len(t, d2.Problems, 1, d2.Problems.Error())
	assert.Equal(t, `deck/layout.yaml:12:22: warning: when: no card has "diamond" in column "Suit" (did you mean "diamonds"?), so this never applies (values: hearts, spades, diamonds)`, d2.Problems[0].String())
	// A typo beside correct cards: the typo's cell.
	d2 = userdeck.Load(fstest.MapFS{"cards.csv": {Data: []byte("name,Suit\nA,hearts\nB,diamond\nC,Diamnd\nD,diamond\n")}, "layout.yaml": {Data: []byte(layout)}}, "deck")
	require.Len(t, d2.Problems, 1, d2.Problems.Error())
	assert.Contains(t, d2.Problems[0].String(), `deck/cards.csv:4:3: warning: Suit "Diamnd" is no value the layout's conditions on "Suit" expect (did you mean "diamond"?)`)
	rec, _ := printtest.Record(t, []*printables.Component{d.Component()}, printables.DefaultOptions())
	red := printables.Color{R: 0xc8, G: 0x14, B: 0x1e}
	assert.Equal(t, red, find(rec, "text", "front:cards:A")[0].Color)
	assert.Equal(t, printables.Black, find(rec, "text", "front:cards:B")[0].Color)
}

// A 16-bit PNG (as image editors save photos) passed the check and then
// failed the PDF with the writer's "16-bit depth not supported": it prints.
func TestA16BitPNGPrints(t *testing.T) {
	img := image.NewRGBA64(image.Rect(0, 0, 40, 30))
	for y := 0; y < 30; y++ {
		for x := 0; x < 40; x++ {
			img.Set(x, y, color.RGBA64{uint16(x * 1600), uint16(y * 2000), 30000, 65535})
		}
	}
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, img))
	require.Equal(t, byte(16), b.Bytes()[24], "the test picture is 16-bit")
	d := load(t, fstest.MapFS{
		"cards.csv":   {Data: []byte("name\nA\n")},
		"layout.yaml": {Data: []byte(goodLayout + "  art: {type: image, src: deep.png, x: 5, y: 20, w: 40, h: 30}\n")},
		"deep.png":    {Data: b.Bytes()},
	}, "deck")
	pdf := printtest.RenderPDF(t, []*printables.Component{d.Component()}, printables.DefaultOptions())
	assert.Equal(t, 1, bytes.Count(pdf, []byte("/Subtype /Image")))
}

// Bold or italic text in a family given without that style's file prints
// upright and regular: a warning at the family says so, once.
func TestBoldOrItalicInAFamilyWithoutThatStyleIsAWarning(t *testing.T) {
	d := userdeck.Load(fstest.MapFS{
		"cards.csv":        {Data: []byte("name,rules\nA,Plain and **bold** and *italic*\nB,Only **bold**\n")},
		"fonts/MyMono.ttf": {Data: gomono.TTF},
		"layout.yaml": {Data: []byte(goodLayout + `    font: Typed
  rules: {text: "{{.rules}}", font: Typed, x: 5, y: 20, w: 50, h: 30}
  plain: {text: "{{.rules}}", font: sans, x: 5, y: 55, w: 50, h: 20}
fonts:
  Typed: {regular: fonts/MyMono.ttf, bold: fonts/MyMono.ttf}
`)},
	}, "deck")
	require.Len(t, d.Problems, 1, d.Problems.Error())
	assert.Equal(t, `deck/layout.yaml:13:10: warning: font "Typed" has no italic file: its italic text prints in the regular style (give it as {regular: ..., italic: ...})`, d.Problems[0].String())
}

func TestTabletopSimulatorSavedObject(t *testing.T) {
	d := load(t, speedDeck(t, 100), "deck")
	dir := t.TempDir()
	_, err := d.WriteTTS(dir, 30)
	require.NoError(t, err)
	assert.Contains(t, d.TTSFiles(dir), filepath.Join(dir, userdeck.TTSObjectFile))
	b, err := os.ReadFile(filepath.Join(dir, userdeck.TTSObjectFile))
	require.NoError(t, err)
	var saved struct {
		ObjectStates []struct {
			Name       string
			DeckIDs    []int
			CustomDeck map[string]struct {
				FaceURL, BackURL    string
				NumWidth, NumHeight int
			}
			ContainedObjects []struct {
				Nickname string
				CardID   int
			}
		}
	}
	require.NoError(t, json.Unmarshal(b, &saved))
	require.Len(t, saved.ObjectStates, 1)
	deck := saved.ObjectStates[0]
	assert.Equal(t, "Deck", deck.Name)
	require.Len(t, deck.DeckIDs, 100)
	assert.Equal(t, 100, deck.DeckIDs[0], "sheet 1, place 0")
	assert.Equal(t, 168, deck.DeckIDs[68])
	assert.Equal(t, 200, deck.DeckIDs[69], "the 70th card: sheet 2, place 0")
	require.Len(t, deck.CustomDeck, 2)
	assert.Equal(t, 10, deck.CustomDeck["1"].NumWidth)
	assert.Equal(t, 7, deck.CustomDeck["1"].NumHeight)
	assert.True(t, strings.HasPrefix(deck.CustomDeck["2"].FaceURL, "file:///"))
	assert.True(t, strings.HasSuffix(deck.CustomDeck["2"].FaceURL, "/sheet-2.png"))
	assert.Equal(t, "Card 69", deck.ContainedObjects[69].Nickname)
	assert.Equal(t, 200, deck.ContainedObjects[69].CardID)
	assert.Contains(t, string(b), `"rotZ": 180`, "face down, in the table's own keys")
}
