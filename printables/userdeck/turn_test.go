package userdeck_test

import (
	"image/color"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
	"boardroom/printables/printtest"
	"boardroom/printables/userdeck"
)

// recordDeck loads a deck that must have no problems and records it drawn
// on its pages, with its pages.
func recordDeck(t *testing.T, fsys fstest.MapFS, mod func(*printables.Options)) (*printables.Recorder, []printables.Page) {
	t.Helper()
	d := load(t, fsys, "deck")
	return printtest.Record(t, []*printables.Component{d.Component()}, printtest.Options(mod))
}

// pageXY maps a point of an op through the layer it was drawn in.
func pageXY(o printables.Op, x, y float64) (float64, float64) {
	if o.M == nil {
		return x, y
	}
	return o.M.Apply(x, y)
}

func TestMirroredIndexSitsInTheOppositeCornerUpsideDown(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv": {Data: []byte("rank\n6\n")},
		"layout.yaml": {Data: []byte(`size: poker
front:
  index: {text: "{{.rank}}", x: 3, y: 3, w: 8, h: 8, size: 16, align: center, mirror: true}
  side: {text: "Type", x: 20, y: 40, w: 30, h: 6, size: 9, rotate: 90}
`)},
	}
	rec, pages := recordDeck(t, fsys, nil)
	printtest.AssertDrawnInsideItems(t, pages, rec)
	cut := pages[0].Placements[0].Cut
	g := "front:cards:card 1"
	texts := find(rec, "text", g)
	require.Len(t, texts, 3, "the index, its mirror, the sideways text")
	up, down, side := texts[0], texts[1], texts[2]
	assert.Equal(t, "6", up.Text)
	assert.Nil(t, up.M, "the index itself is upright")
	require.NotNil(t, down.M)
	assert.Equal(t, "6", down.Text)
	// The mirror is turned 180° about the card's centre: the index's
	// baseline start lands as far from the bottom-right corner as it is
	// from the top-left one, and its text runs leftwards.
	x, y := pageXY(down, down.X, down.Y)
	assert.InDelta(t, cut.Right()-(up.X-cut.X), x, 1e-9)
	assert.InDelta(t, cut.Bottom()-(up.Y-cut.Y), y, 1e-9)
	x2, _ := pageXY(down, down.X+1, down.Y)
	assert.InDelta(t, x-1, x2, 1e-9, "upside down")
	// The sideways text is turned 90° clockwise about its box's centre
	// (35, 43 on the card): it runs downwards.
	require.NotNil(t, side.M)
	cx, cy := pageXY(side, cut.X+35, cut.Y+43)
	assert.InDelta(t, cut.X+35, cx, 1e-9)
	assert.InDelta(t, cut.Y+43, cy, 1e-9)
	ax, ay := pageXY(side, side.X, side.Y)
	bx, by := pageXY(side, side.X+10, side.Y)
	assert.InDelta(t, ax, bx, 1e-9)
	assert.InDelta(t, ay+10, by, 1e-9)
	// Every push has its pop.
	assert.Equal(t, len(rec.Find("push", 0, "")), len(rec.Find("pop", 0, "")))
}

func TestRotatedBoxOutsideTheCardIsWarnedWhereItLands(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv": {Data: []byte("name\nA\n")},
		"layout.yaml": {Data: []byte(`size: poker
front:
  long: {type: rect, fill: red, x: 30, y: 4, w: 4, h: 80, rotate: 90}
`)},
	}
	d := userdeck.Load(fsys, "deck")
	p := problemAt(t, d, "deck/layout.yaml:3:3")
	assert.Contains(t, p.Msg, "outside the 63.5 x 88.9 mm card")
	assert.True(t, p.Warning)
}

func TestATurnedLineIsCheckedWhereItIsDrawn(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv": {Data: []byte("name\nA\n")},
		"layout.yaml": {Data: []byte(`size: poker
front:
  rule: {type: line, x: 5, y: 80, x2: 55, y2: 80, rotate: 10}
  long: {type: line, x: 5, y: 80, x2: 60, y2: 80, rotate: 45}
`)},
	}
	d := userdeck.Load(fsys, "deck")
	// Turned about its middle, the rule stays on the card; w and h, the
	// rest of the card below and right of x, y, are not the line.
	for _, p := range d.Problems {
		assert.NotContains(t, p.String(), `box "rule"`)
	}
	// Turned 45°, the 55 mm line reaches past the card's bottom.
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:4:3").Msg, `box "long" (13.05,60.55 38.89x38.89) lies partly outside`)
}

func TestBadTurnsFocusesAndClipsArePlaced(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv": {Data: []byte("name\nA\n")},
		"layout.yaml": {Data: []byte(`size: poker
front:
  a: {text: x, rotate: 400}
  b: {src: a.png, fit: cover, focus: "120% 0"}
  c: {src: a.png, clip: circle}
  d: {text: x, mirror: yes please}
  e: {src: a.png, fit: cvoer}
`)},
		"a.png": {Data: solid(t, red, 4, 4, "png")},
	}
	d := userdeck.Load(fsys, "deck")
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:3:24").Msg, "rotate wants a number from -360 to 360")
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:4:38").Msg, `focus "120% 0": "120%": want 0 to 1`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:5:25").Msg, `clip "circle"`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:6:24").Msg, "mirror wants true or false")
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:7:24").Msg, `(did you mean "cover"?)`)
}

func TestCoverFillsTheBoxAndKeepsTheFocusInView(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv": {Data: []byte("name\nA\n")},
		"layout.yaml": {Data: []byte(`size: poker
front:
  art: {src: wide.png, x: 10, y: 10, w: 40, h: 20, fit: cover, focus: "0% 50%"}
  round: {src: wide.png, x: 10, y: 40, w: 40, h: 20, fit: cover, clip: ellipse}
  corners: {src: wide.png, x: 10, y: 65, w: 40, h: 20, clip: rounded, radius: 4}
`)},
		"wide.png": {Data: solid(t, red, 400, 100, "png")}, // 4:1 into 2:1
	}
	rec, pages := recordDeck(t, fsys, nil)
	cut := pages[0].Placements[0].Cut
	g := "front:cards:A"
	imgs := find(rec, "image", g)
	pushes := find(rec, "push", g)
	require.Len(t, imgs, 3)
	require.Len(t, pushes, 3, "each picture in a clipped layer")
	// Cover: 20 mm high, so 80 mm wide; the focus at the left edge keeps
	// the picture's left edge at the box's.
	assert.InDelta(t, cut.X+10, imgs[0].X, 1e-9)
	assert.InDelta(t, 80, imgs[0].W, 1e-9)
	assert.InDelta(t, 20, imgs[0].H, 1e-9)
	clip := pushes[0].Layer.Clip
	require.Len(t, clip, 4)
	assert.Equal(t, [2]float64{cut.X + 10, cut.Y + 10}, clip[0])
	assert.Equal(t, [2]float64{cut.X + 50, cut.Y + 30}, clip[2])
	// Centred by default: 20 mm cut off each side.
	assert.InDelta(t, cut.X+10-20, imgs[1].X, 1e-9)
	ell := pushes[1].Layer.Clip
	assert.Greater(t, len(ell), 20, "an ellipse's outline")
	for _, p := range ell {
		dx, dy := (p[0]-(cut.X+30))/20, (p[1]-(cut.Y+50))/10
		assert.InDelta(t, 1, dx*dx+dy*dy, 1e-9)
	}
	// contain with a rounded clip: letterboxed, clipped to the rounded box.
	assert.InDelta(t, 40, imgs[2].W, 1e-9)
	assert.InDelta(t, 10, imgs[2].H, 1e-9)
	rr := pushes[2].Layer.Clip
	assert.Greater(t, len(rr), 8)

	// Pixels: outside the ellipse but inside its box stays white.
	d := load(t, fsys, "deck")
	img, err := d.SideImage(d.Cards[0], false, 100, 0)
	require.NoError(t, err)
	at := func(xmm, ymm float64) color.RGBA { return img.RGBAAt(int(xmm/25.4*100), int(ymm/25.4*100)) }
	assert.Equal(t, uint8(255), at(11, 41).G, "the ellipse's corner is clipped away")
	assert.Equal(t, uint8(20), at(30, 50).G, "its middle is the picture")
	assert.Equal(t, uint8(255), at(5, 20).G, "cover never spills out of its box")
	assert.Equal(t, uint8(20), at(11, 20).G)
}

func TestFullBleedArtCoversTheBleedWithoutAWarning(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv": {Data: []byte("name\nA\n")},
		"layout.yaml": {Data: []byte(`size: poker
front:
  art: {src: art.png, bleed: true, focus: "50% 0%"}
`)},
		"art.png": {Data: solid(t, red, 300, 300, "png")},
	}
	d := load(t, fsys, "deck") // no warning: load fails on one
	assert.Empty(t, d.Problems)
	rec, pages := recordDeck(t, fsys, func(o *printables.Options) { o.Bleed, o.Gutter = 3, 6 })
	pl := pages[0].Placements[0]
	imgs := find(rec, "image", "front:cards:A")
	require.Len(t, imgs, 1)
	// A square picture covering 69.5 x 94.9 mm: 94.9 mm square, its top
	// at the bleed's top (focus 0% down), centred across.
	assert.InDelta(t, pl.Bleed.H, imgs[0].H, 1e-9)
	assert.InDelta(t, pl.Bleed.H, imgs[0].W, 1e-9)
	assert.InDelta(t, pl.Bleed.Y, imgs[0].Y, 1e-9)
	assert.InDelta(t, pl.Bleed.X+(pl.Bleed.W-pl.Bleed.H)/2, imgs[0].X, 1e-9)
	push := find(rec, "push", "front:cards:A")
	require.Len(t, push, 1)
	assert.Equal(t, [2]float64{pl.Bleed.Right(), pl.Bleed.Bottom()}, push[0].Layer.Clip[2])
	assert.True(t, strings.HasPrefix(pl.Bleed.String(), "("))
}
