package userdeck_test

import (
	"math"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
	"boardroom/printables/userdeck"
)

func shapeDeck(boxes string) fstest.MapFS {
	return fstest.MapFS{
		"cards.csv":   {Data: []byte("name\nA\n")},
		"layout.yaml": {Data: []byte("size: poker\nfront:\n" + boxes)},
	}
}

func TestShapesPolygonStarTrianglePath(t *testing.T) {
	rec, pages := recordDeck(t, shapeDeck(`  star: {type: star, x: 10, y: 10, w: 20, h: 20, tips: 6, inner: 0.5, fill: red}
  tri: {type: triangle, x: 10, y: 40, w: 20, h: 10, fill: red}
  poly: {type: polygon, points: "40 40; 50 40; 45 55", fill: red}
  wave: {type: path, d: "M 10 60 Q 20 50 30 60 l 0 10 H 10 z", stroke: black}
`), nil)
	cut := pages[0].Placements[0].Cut
	polys := find(rec, "polygon", "front:cards:A")
	require.Len(t, polys, 4)
	// A star's bounds: its top tip at the box's top, six tips.
	assert.InDelta(t, cut.Y+10, polys[0].Y, 1e-9)
	assert.InDelta(t, 20, polys[0].H, 1e-9, "tips straight up and down (six tips)")
	assert.Equal(t, printables.Rect{X: cut.X + 10, Y: cut.Y + 40, W: 20, H: 10}, polys[1].Rect())
	assert.Equal(t, printables.Rect{X: cut.X + 40, Y: cut.Y + 40, W: 10, H: 15}, polys[2].Rect())
	// The quadratic curve reaches half way to its control point: y 55.
	r := polys[3].Rect()
	assert.InDelta(t, cut.Y+55, r.Y, 1e-9)
	assert.InDelta(t, 20, r.W, 1e-9)
	assert.InDelta(t, 15, r.H, 1e-9)
}

func TestDashesOpacityGradientsAndOutlines(t *testing.T) {
	rec, pages := recordDeck(t, shapeDeck(`  cut: {type: line, x: 5, y: 40, x2: 58, y2: 40, dash: dotted, stroke_width: 0.4}
  frame: {type: rect, x: 5, y: 5, w: 50, h: 30, stroke: black, dash: "2 1"}
  glass: {type: ellipse, x: 10, y: 50, w: 20, h: 20, fill: blue, opacity: 0.5}
  sky: {type: rect, x: 5, y: 75, w: 50, h: 10, gradient: "white #1c2d5a 90"}
  name: {text: "{{.name}}", x: 35, y: 50, w: 20, h: 10, color: white, outline: "black 0.3"}
`), nil)
	cut := pages[0].Placements[0].Cut
	g := "front:cards:A"
	lines := find(rec, "line", g)
	require.Len(t, lines, 1)
	assert.Equal(t, []float64{0.4, 0.8}, lines[0].Style.Dash, "dotted: dots of the line's width")
	assert.Equal(t, []float64{2, 1}, find(rec, "rect", g)[0].Style.Dash)
	push := find(rec, "push", g)
	require.Len(t, push, 1)
	assert.Equal(t, 0.5, push[0].Layer.Alpha)
	grads := find(rec, "gradient", g)
	require.Len(t, grads, 1)
	assert.Equal(t, printables.White, grads[0].Color)
	assert.Equal(t, printables.Color{R: 0x1c, G: 0x2d, B: 0x5a}, *grads[0].Style.Fill)
	assert.InDelta(t, cut.Y+75, grads[0].Layer.CY, 1e-9, "90°: from the top edge")
	assert.InDelta(t, cut.X+30, grads[0].Layer.CX, 1e-9)
	texts := find(rec, "text", g)
	require.Len(t, texts, 1)
	require.NotNil(t, texts[0].Style.Stroke)
	assert.Equal(t, printables.Black, *texts[0].Style.Stroke)
	assert.Equal(t, 0.3, texts[0].Style.LineWidth)

	// Pixels: the half-transparent blue over white is light blue; the
	// gradient runs white to dark.
	d := load(t, shapeDeck(`  glass: {type: ellipse, x: 10, y: 50, w: 20, h: 20, fill: blue, opacity: 0.5}
  sky: {type: rect, x: 5, y: 75, w: 50, h: 10, gradient: "white #1c2d5a 90"}
`), "deck")
	img, err := d.SideImage(d.Cards[0], false, 100, 0)
	require.NoError(t, err)
	px := func(x, y float64) (uint8, uint8, uint8) {
		c := img.RGBAAt(int(x/25.4*100), int(y/25.4*100))
		return c.R, c.G, c.B
	}
	r, _, b := px(20, 60)
	assert.InDelta(t, (255+30)/2, float64(r), 3)
	assert.InDelta(t, (255+180)/2, float64(b), 3)
	top, _, _ := px(30, 75.5)
	bottom, _, _ := px(30, 84.5)
	assert.Greater(t, top, uint8(230))
	assert.Less(t, bottom, uint8(50))
	assert.False(t, math.IsNaN(float64(top)))
}

func TestBadShapesArePlaced(t *testing.T) {
	d := userdeck.Load(shapeDeck(`  a: {type: polygon}
  b: {type: polygon, points: "1 2; 3"}
  c: {type: path, d: "M 1 1 X 2"}
  e: {type: line, dash: "2 x"}
  f: {type: rect, opacity: 2}
  g: {type: rect, gradient: "red"}
  h: {text: x, outline: "black 9"}
  i: {type: star, tips: 2}
`), "deck")
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:3:3").Msg, `a polygon box needs points:`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:4:30").Msg, `points: point "3": want x y (mm)`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:5:22").Msg, `d: "X" is not a path command`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:6:25").Msg, `dash: want dashed, dotted or lengths`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:7:28").Msg, `opacity wants a number from 0 to 1`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:8:29").Msg, `gradient: want two colours and an angle`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:9:25").Msg, `outline: width "9": want 0 to 5 mm`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:10:25").Msg, `tips wants a number from 3 to 50`)
}
