package userdeck_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
	"boardroom/printables/printtest"
	"boardroom/printables/userdeck"
)

// solid is a w x h picture of one colour, as PNG (alpha false: opaque RGB) or JPEG.
func solid(t testing.TB, c color.RGBA, w, h int, format string) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.SetRGBA(x, y, c)
		}
	}
	var b bytes.Buffer
	if format == "jpeg" {
		require.NoError(t, jpeg.Encode(&b, img, &jpeg.Options{Quality: 95}))
	} else {
		require.NoError(t, png.Encode(&b, img))
	}
	return b.Bytes()
}

var (
	red   = color.RGBA{200, 20, 30, 255}
	black = color.RGBA{20, 20, 20, 255}
)

// pokerDeck is a 52-card poker deck: rank in the corners, coloured by suit,
// the suit's icon in the corner and large in the middle.
func pokerDeck(t testing.TB) fstest.MapFS {
	var csv strings.Builder
	csv.WriteString("rank;suit\n") // a semicolon sheet, as many spreadsheets export
	for _, s := range []string{"spades", "hearts", "diamonds", "clubs"} {
		for _, r := range []string{"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"} {
			fmt.Fprintf(&csv, "%s;%s\n", r, s)
		}
	}
	fsys := fstest.MapFS{
		"cards.csv": {Data: []byte("\xef\xbb\xbf" + csv.String())},
		"layout.yaml": {Data: []byte(`
name: Poker
size: poker
title: "{{.rank}} of {{.suit}}"
front:
  face:
    type: rect
    bleed: true
    fill: white
  corner:
    type: text
    text: "{{.rank}}"
    x: 4
    y: 4
    w: 10
    h: 8
    size: 18
    min_size: 10
    style: bold
    align: center
    color: black
    when:
      - column: suit
        is: [hearts, diamonds]
        set: {color: "#c8141e"}
  corner_suit:
    type: image
    src: "icons/{{.suit}}.png"
    x: 5
    y: 13
    w: 8
    h: 8
  pip:
    type: image
    src: "icons/{{.suit}}.png"
    x: 16.75
    y: 29.45
    w: 30
    h: 30
  corner2:
    extend: corner
    x: 49.5
    y: 76.9
back:
  field:
    type: rect
    bleed: true
    fill: "#203060"
`)},
	}
	for s, c := range map[string]color.RGBA{"spades": black, "clubs": black, "hearts": red, "diamonds": red} {
		fsys["icons/"+s+".png"] = &fstest.MapFile{Data: suitIcon(t, s, c)}
	}
	return fsys
}

// suitIcon draws a suit's shape in colour c on a transparent 64 x 64 picture.
func suitIcon(t testing.TB, suit string, c color.RGBA) []byte {
	const n = 64
	img := image.NewNRGBA(image.Rect(0, 0, n, n))
	in := func(x, y float64) bool { // x, y in [-1, 1], y down
		disc := func(cx, cy, r float64) bool { return (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r }
		abs := func(v float64) float64 { return max(v, -v) }
		switch suit {
		case "hearts":
			return disc(-0.42, -0.3, 0.45) || disc(0.42, -0.3, 0.45) || (y >= -0.3 && abs(x) <= 0.85*(0.9-y)/1.2)
		case "diamonds":
			return abs(x)/0.75+abs(y)/0.95 <= 1
		case "spades":
			return disc(-0.42, 0.2, 0.42) || disc(0.42, 0.2, 0.42) || (y <= 0.2 && abs(x) <= 0.84*(y+0.9)/1.1) || (y > 0.2 && y < 0.95 && abs(x) < 0.12+0.3*(y-0.2))
		default: // clubs
			return disc(0, -0.42, 0.36) || disc(-0.42, 0.15, 0.36) || disc(0.42, 0.15, 0.36) || (y > -0.1 && y < 0.95 && abs(x) < 0.1+0.3*max(0, y-0.3))
		}
	}
	for py := 0; py < n; py++ {
		for px := 0; px < n; px++ {
			if in((float64(px)+0.5)/n*2-1, (float64(py)+0.5)/n*2-1) {
				img.Set(px, py, c)
			}
		}
	}
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, img))
	return b.Bytes()
}

func load(t testing.TB, fsys fstest.MapFS, label string) *userdeck.Deck {
	t.Helper()
	d := userdeck.Load(fsys, label)
	require.NoError(t, d.Err(true), "problems:\n%s", d.Problems.Error())
	return d
}

func TestPokerDeck(t *testing.T) {
	d := load(t, pokerDeck(t), "poker")
	comp := d.Component()
	require.Len(t, comp.Items, 52)
	assert.Equal(t, 52, comp.Total())
	assert.Equal(t, "Q of hearts", comp.Items[13+11].Title)
	assert.InDelta(t, 63.5, comp.W, printtest.Tol)
	assert.InDelta(t, 88.9, comp.H, printtest.Tol)

	o := printables.DefaultOptions()
	rec, pages := printtest.Record(t, []*printables.Component{comp}, o)
	assert.Len(t, pages, 12, "52 cards, 9 a page: 6 sheets of fronts and backs")
	many, manyPages := printtest.Record(t, []*printables.Component{comp}, printtest.Options(func(o *printables.Options) { o.Copies, o.Bleed, o.Gutter = 4, 3, 6 }))
	printtest.AssertDrawnInsideItems(t, manyPages, many)
	// Exact pitch: 3 x 3 poker cards, touching, centred.
	p := pages[0]
	require.Len(t, p.Placements, 9)
	for i, pl := range p.Placements {
		assert.InDelta(t, p.Placements[0].Cut.X+float64(i%3)*63.5, pl.Cut.X, 1e-9)
		assert.InDelta(t, p.Placements[0].Cut.Y+float64(i/3)*88.9, pl.Cut.Y, 1e-9)
	}
	for _, it := range comp.Items {
		rank, suit, _ := strings.Cut(it.Title, " of ")
		g := "front:cards:" + it.Title
		texts := find(rec, "text", g)
		require.Len(t, texts, 2, it.Title)
		want := printables.Black
		if suit == "hearts" || suit == "diamonds" {
			want = printables.Color{R: 200, G: 20, B: 30}
		}
		for _, tx := range texts {
			assert.Equal(t, rank, tx.Text)
			assert.Equal(t, want, tx.Color, it.Title)
			assert.Equal(t, printables.Bold, tx.Font.Face)
		}
		imgs := find(rec, "image", g)
		require.Len(t, imgs, 2)
		for _, im := range imgs {
			assert.Equal(t, "poker/icons/"+suit+".png", im.Text)
		}
		// The pip: 30 mm square, centred on the card.
		pip := imgs[1]
		var cut printables.Rect
		for _, pg := range pages {
			for _, pl := range pg.Placements {
				if pl.Item.Title == it.Title && !pl.Back {
					cut = pl.Cut
				}
			}
		}
		assert.InDelta(t, cut.X+cut.W/2, pip.X+pip.W/2, 1e-6)
		assert.InDelta(t, cut.Y+cut.H/2, pip.Y+pip.H/2, 1e-6)
		assert.InDelta(t, 30, pip.W, 1e-6)
	}
	// The PNG of the queen of hearts: red in the middle and in the rank, white around.
	var q *userdeck.Card
	for _, c := range d.Cards {
		if c.Title == "Q of hearts" {
			q = c
		}
	}
	require.NotNil(t, q)
	img, err := d.SideImage(q, false, 100, 0)
	require.NoError(t, err)
	px := func(mmX, mmY float64) color.RGBA {
		return img.RGBAAt(int(mmX/25.4*100), int(mmY/25.4*100))
	}
	assert.Equal(t, 250, img.Bounds().Dx(), "63.5 mm at 100 dpi")
	assert.Equal(t, 350, img.Bounds().Dy())
	assert.Equal(t, red, px(31.75, 44.45), "the heart pip in the middle")
	assert.Equal(t, color.RGBA{255, 255, 255, 255}, px(31.75, 24), "white above the pip")
	assert.Equal(t, color.RGBA{255, 255, 255, 255}, px(18, 30.5), "white in the pip's corner: the heart's shape, not its box")
	assert.Equal(t, color.RGBA{255, 255, 255, 255}, px(31.75, 30.5), "white in the notch at the top of the heart")
	assert.Equal(t, red, px(9, 17), "the corner heart")
	// The rank is drawn in red: some pixels of the corner box are red-ish.
	reds := 0
	for y := 15; y < 47; y++ {
		for x := 15; x < 55; x++ {
			c := img.RGBAAt(x, y)
			if c.R > 150 && c.G < 90 && c.B < 90 {
				reds++
			}
		}
	}
	assert.Greater(t, reds, 20, "the Q in the corner is red")
	// The PDF embeds each of the four suit icons once (with its transparency as a soft mask).
	pdf := printtest.RenderPDF(t, []*printables.Component{comp}, o)
	assert.Equal(t, 4, bytes.Count(pdf, []byte("/SMask ")), "four icons with transparency")
	assert.Equal(t, 8, bytes.Count(pdf, []byte("/Subtype /Image")), "four icons and their four masks, for 104 pictures drawn")
}

// gameDeck is a 30-card game deck: title, a cost icon with its number, art
// (JPEG), rules text with inline icons and bold words, flavour in italics.
func gameDeck(t testing.TB) fstest.MapFS {
	var csv strings.Builder
	csv.WriteString("Title,Cost,Art,Rules,Flavour,Count\n")
	arts := []string{"forest", "sea", "hills"}
	for i := 1; i <= 30; i++ {
		fmt.Fprintf(&csv, "Card %d,%d,art/%s.jpg,\"Gain %d :coin:. **Draw** a card.\",\"Old words, number %d.\",1\n", i, i%5, arts[i%3], i%4+1, i)
	}
	return fstest.MapFS{
		"cards.csv":      {Data: []byte(csv.String())},
		"art/forest.jpg": {Data: solid(t, color.RGBA{30, 140, 50, 255}, 60, 40, "jpeg")},
		"art/sea.jpg":    {Data: solid(t, color.RGBA{30, 60, 200, 255}, 60, 40, "jpeg")},
		"art/hills.jpg":  {Data: solid(t, color.RGBA{160, 120, 60, 255}, 60, 40, "jpeg")},
		"icons/coin.png": {Data: solid(t, color.RGBA{240, 200, 40, 255}, 32, 32, "png")},
		"layout.yaml": {Data: []byte(`
size: poker
icons:
  coin: icons/coin.png
styles:
  text:
    type: text
    size: 10
    min_size: 6
front:
  title:
    extend: text
    text: "{{.Title}}"
    x: 4
    y: 4
    w: 45
    h: 7
    size: 13
    style: bold
  cost_icon:
    type: image
    src: icons/coin.png
    x: 51
    y: 3.5
    w: 8
    h: 8
  cost:
    extend: text
    text: "{{.Cost}}"
    x: 51
    y: 3.5
    w: 8
    h: 8
    align: center
    valign: middle
  art:
    type: image
    src: "{{.Art}}"
    x: 4
    y: 13
    w: 55.5
    h: 37
    fit: stretch
  rules:
    extend: text
    text: "{{.Rules}}"
    x: 4
    y: 53
    w: 55.5
    h: 20
  flavour:
    extend: text
    text: "{{.Flavour}}"
    style: italic
    x: 4
    y: 75
    w: 55.5
    h: 9
    size: 8
    align: center
back:
  bg:
    type: rect
    bleed: true
    fill: "#333333"
`)},
	}
}

func TestGameDeck(t *testing.T) {
	d := load(t, gameDeck(t), "game")
	comp := d.Component()
	require.Len(t, comp.Items, 30)
	o := printables.DefaultOptions()
	o.Bleed, o.Gutter, o.Copies = 2, 4, 4
	rec, pages := printtest.Record(t, []*printables.Component{comp}, o)
	printtest.AssertDrawnInsideItems(t, pages, rec)
	o.Copies = 1
	rec, pages = printtest.Record(t, []*printables.Component{comp}, o)
	for i, it := range comp.Items {
		g := "front:cards:" + it.Title
		n := i + 1
		var cut printables.Rect
		for _, pg := range pages {
			for _, pl := range pg.Placements {
				if pl.Item.Title == it.Title && !pl.Back {
					cut = pl.Cut
				}
			}
		}
		words := printtest.TextOf(rec, g)
		assert.Contains(t, words, fmt.Sprintf("Card %d", n))
		assert.Contains(t, words, fmt.Sprintf("Old words, number %d.", n))
		var title, flavour, draw bool
		for _, tx := range find(rec, "text", g) {
			switch {
			case tx.Text == fmt.Sprintf("Card %d", n):
				title = true
				assert.Equal(t, printables.Bold, tx.Font.Face)
				assert.InDelta(t, 13, tx.Font.Size, 1e-9)
			case strings.HasPrefix(tx.Text, "Old words"):
				flavour = true
				assert.Equal(t, printables.Italic, tx.Font.Face)
			case strings.HasPrefix(tx.Text, "Draw"):
				draw = true
				assert.Equal(t, printables.Bold, tx.Font.Face)
			}
		}
		assert.True(t, title && flavour && draw, "card %d: title, flavour and the bold Draw", n)
		imgs := find(rec, "image", g)
		require.Len(t, imgs, 3, "cost icon, art, the inline coin")
		assert.Equal(t, "game/icons/coin.png", imgs[0].Text)
		assert.Equal(t, "game/art/"+[]string{"forest", "sea", "hills"}[n%3]+".jpg", imgs[1].Text)
		art := imgs[1]
		assert.InDelta(t, cut.X+4, art.X, 1e-9)
		assert.InDelta(t, cut.Y+13, art.Y, 1e-9)
		assert.InDelta(t, 55.5, art.W, 1e-9)
		assert.InDelta(t, 37, art.H, 1e-9)
		// The inline coin sits in the rules box, as tall as the text (10 pt: 0.9 em).
		coin := imgs[2]
		assert.Equal(t, "game/icons/coin.png", coin.Text)
		assert.True(t, printables.Rect{X: cut.X + 4, Y: cut.Y + 53, W: 55.5, H: 20}.Contains(coin.Rect()))
		assert.InDelta(t, 0.9*10*printables.PtToMM, coin.H, 1e-9)
	}
	// Pixels: the art of card 1 (sea) is blue where the art box is.
	img, err := d.SideImage(d.Cards[0], false, 150, 0)
	require.NoError(t, err)
	c := img.RGBAAt(177, 177) // 30 mm, 30 mm at 150 dpi
	assert.InDelta(t, 30, float64(c.R), 12)
	assert.InDelta(t, 200, float64(c.B), 12)
	// Each distinct picture is embedded once: three arts and the coin.
	pdf := printtest.RenderPDF(t, []*printables.Component{comp}, o)
	assert.Equal(t, 4, bytes.Count(pdf, []byte("/Subtype /Image")))
	assert.Regexp(t, regexp.MustCompile(`/Count 8\b`), string(pdf), "30 cards, 9 a page: 4 sheets of fronts and backs")
}

// find is the ops of a kind drawn for exactly the group g.
func find(rec *printables.Recorder, kind, g string) []printables.Op {
	var out []printables.Op
	for _, op := range rec.Find(kind, 0, g) {
		if op.Group == g {
			out = append(out, op)
		}
	}
	return out
}
