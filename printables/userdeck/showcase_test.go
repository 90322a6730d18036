package userdeck_test

import (
	"image/color"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
	"boardroom/printables/userdeck"
)

// A box's shadow: the same shape, offset, in the shadow's colour through a
// translucent layer, drawn before the box; turned with a turned box; none
// for a background out to the bleed.
func TestShadowIsTheShapeOffsetUnderTheBox(t *testing.T) {
	rec, pages := recordDeck(t, shapeDeck(`  bg: {type: rect, bleed: true, fill: white, shadow: "2 2"}
  panel: {type: rect, x: 10, y: 10, w: 30, h: 20, radius: 2, fill: "#ffd966", shadow: "1 1.5 #1c2d5a 0.5"}
  gem: {type: polygon, points: "40 40; 50 40; 45 55", fill: red, shadow: "1 1"}
  name: {text: "{{.name}}", x: 10, y: 60, w: 40, h: 10, size: 14, color: "#c00000", shadow: "0.5 0.5"}
  tilted: {type: rect, x: 10, y: 75, w: 20, h: 6, fill: blue, rotate: 30, shadow: "1 1"}
`), nil)
	cut := pages[0].Placements[0].Cut
	g := "front:cards:A"
	var kinds []string
	for _, op := range rec.Ops {
		if op.Group == g && op.Kind != "page" {
			kinds = append(kinds, op.Kind)
		}
	}
	// No shadow for the background; each other box: push (its shadow's
	// alpha, and turn), shadow, pop, box.
	assert.Equal(t, []string{"rect", "push", "rrect", "pop", "rrect", "push", "polygon", "pop", "polygon",
		"push", "text", "pop", "text", "push", "rect", "pop", "push", "rect", "pop"}, kinds)
	rr := find(rec, "rrect", g)
	require.Len(t, rr, 2)
	assert.Equal(t, printables.Rect{X: cut.X + 11, Y: cut.Y + 11.5, W: 30, H: 20}, rr[0].Rect())
	assert.Equal(t, printables.Color{R: 0x1c, G: 0x2d, B: 0x5a}, *rr[0].Style.Fill)
	assert.Equal(t, printables.Rect{X: cut.X + 10, Y: cut.Y + 10, W: 30, H: 20}, rr[1].Rect())
	pushes := find(rec, "push", g)
	assert.Equal(t, 0.5, pushes[0].Layer.Alpha)
	assert.Equal(t, 0.35, pushes[1].Layer.Alpha, "the default opacity")
	polys := find(rec, "polygon", g)
	assert.Equal(t, printables.Rect{X: cut.X + 41, Y: cut.Y + 41, W: 10, H: 15}, polys[0].Rect())
	texts := find(rec, "text", g)
	require.Len(t, texts, 2)
	assert.Equal(t, texts[1].Text, texts[0].Text)
	assert.InDelta(t, texts[1].X+0.5, texts[0].X, 1e-9)
	assert.InDelta(t, texts[1].Y+0.5, texts[0].Y, 1e-9)
	assert.Equal(t, printables.Color{}, texts[0].Color, "black")
	// The turned box's shadow turns with it: the same shape, offset.
	rects := find(rec, "rect", g)
	require.Len(t, rects, 3)
	s, b := rects[1].Rect(), rects[2].Rect()
	assert.InDelta(t, b.X+1, s.X, 1e-9)
	assert.InDelta(t, b.Y+1, s.Y, 1e-9)
	assert.InDelta(t, b.W, s.W, 1e-9)
	assert.InDelta(t, b.H, s.H, 1e-9)

	for shadow, want := range map[string]string{
		"1":             "want the offset across and down in mm",
		"1 x":           `offset "x": want -20 to 20 mm`,
		"1 1 #12 0.5":   `colour "#12"`,
		"1 1 black 1.5": `opacity "1.5": want more than 0, up to 1`,
		"30 1":          `offset "30"`,
	} {
		d := userdeck.Load(shapeDeck(`  p: {type: rect, x: 10, y: 10, w: 30, h: 20, fill: red, shadow: "`+shadow+`"}`+"\n"), "deck")
		assert.Contains(t, d.Problems.Error(), want, shadow)
	}
}

// The contact sheet: every card once, in a grid of cells the size of the
// largest card, none overlapping, all inside the image with its margin
// and its shadow; the fan: the middle card upright, the others turned by
// even steps, left to right, inside the image.
func TestShowcasePlan(t *testing.T) {
	d := load(t, mixedDeck(), "deck")
	w, h, places := d.ShowcasePlan(userdeck.ShowcaseOptions{})
	require.Len(t, places, len(d.Cards))
	for i, p := range places {
		assert.Same(t, d.Cards[i], p.Card)
		assert.Zero(t, p.Rotate)
		for _, c := range p.Corners() {
			assert.GreaterOrEqual(t, c[0], userdeck.ShowcaseMargin-1e-9)
			assert.GreaterOrEqual(t, c[1], userdeck.ShowcaseMargin-1e-9)
			assert.LessOrEqual(t, c[0]+userdeck.ShadowDX+userdeck.ShadowBlur, w-userdeck.ShowcaseMargin+1e-9)
			assert.LessOrEqual(t, c[1]+userdeck.ShadowDY+userdeck.ShadowBlur, h-userdeck.ShowcaseMargin+1e-9)
		}
		for _, q := range places[:i] {
			a := printables.Rect{X: p.X - p.W/2, Y: p.Y - p.H/2, W: p.W, H: p.H}
			b := printables.Rect{X: q.X - q.W/2, Y: q.Y - q.H/2, W: q.W, H: q.H}
			assert.False(t, a.Intersects(b), "%s and %s overlap", p.Card.Title, q.Card.Title)
		}
	}
	assert.Equal(t, [2]float64{25, 25}, [2]float64{places[2].W, places[2].H}, "a token at its size")
	_, _, grid := d.ShowcasePlan(userdeck.ShowcaseOptions{Cols: 2})
	assert.Equal(t, grid[0].Y, grid[1].Y)
	assert.Greater(t, grid[2].Y, grid[0].Y, "two columns: the third card on the next row")

	for _, n := range []int{2, 5, 9} {
		w, h, fan := d.ShowcasePlan(userdeck.ShowcaseOptions{Fan: n})
		require.Len(t, fan, n)
		step := fan[1].Rotate - fan[0].Rotate
		assert.Greater(t, step, 0.0)
		assert.LessOrEqual(t, step, userdeck.FanStep)
		for i, p := range fan {
			assert.InDelta(t, (float64(i)-float64(n-1)/2)*step, p.Rotate, 1e-9, "even steps about the middle")
			if i > 0 {
				assert.Greater(t, p.X, fan[i-1].X, "left to right")
			}
			for _, c := range p.Corners() {
				assert.True(t, c[0] >= userdeck.ShowcaseMargin-1e-6 && c[1] >= userdeck.ShowcaseMargin-1e-6 && c[0] <= w-userdeck.ShowcaseMargin+1e-6 && c[1] <= h-userdeck.ShowcaseMargin+1e-6, "%d cards: card %d inside the image", n, i)
			}
		}
		assert.InDelta(t, -fan[0].Rotate, fan[n-1].Rotate, 1e-9, "symmetric")
	}
}

// What the showcase paints: the background where no card lies, each card's
// own paper at its centre, and a shadow (darker than the background) just
// beyond the card's bottom-right corner, none beyond its top-left.
func TestShowcasePaintsCardsWithShadows(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv":   {Data: []byte("name\nA\nB\nC\n")},
		"layout.yaml": {Data: []byte("size: poker\nfront:\n  bg: {type: rect, bleed: true, fill: \"#c00000\"}\n")},
	}
	d := load(t, fsys, "deck")
	const dpi = 60
	k := dpi / 25.4
	for _, fan := range []int{0, 3} {
		o := userdeck.ShowcaseOptions{DPI: dpi, Fan: fan}
		img, err := d.Showcase(o)
		require.NoError(t, err)
		w, h, places := d.ShowcasePlan(o)
		assert.InDelta(t, w*k, float64(img.Rect.Dx()), 1)
		assert.InDelta(t, h*k, float64(img.Rect.Dy()), 1)
		at := func(x, y float64) color.RGBA { return img.RGBAAt(int(x*k), int(y*k)) }
		bg := at(1, 1)
		assert.Equal(t, uint8(0xe9), bg.R, "the background in the corner")
		for _, p := range places {
			assert.Equal(t, color.RGBA{0xc0, 0, 0, 0xff}, at(p.X, p.Y), "fan %d: %s's paper at its centre", fan, p.Card.Title)
		}
		if fan == 0 {
			for _, p := range places {
				// Just past the bottom-right corner, in the shadow's reach.
				sx, sy := p.X+p.W/2+ShadowProbe, p.Y+p.H/2+ShadowProbe
				s := at(sx, sy)
				assert.Less(t, int(s.R)+10, int(bg.R), "%s: a shadow beyond its bottom-right corner (%v against %v)", p.Card.Title, s, bg)
				n := at(p.X-p.W/2-2.5, p.Y-p.H/2-2.5)
				assert.InDelta(t, int(bg.R), int(n.R), 3, "%s: no shadow beyond its top-left corner", p.Card.Title)
			}
		}
	}
	// The budget holds: a showcase too large is refused before it is painted.
	d = userdeck.LoadWith(fsys, "deck", userdeck.Budgets{MaxPixels: 1000})
	_, err := d.Showcase(userdeck.ShowcaseOptions{DPI: 300})
	var be *userdeck.BudgetError
	require.ErrorAs(t, err, &be)
	assert.Contains(t, err.Error(), "--max-pixels")
}

// ShadowProbe is how far beyond a card's corner (mm, across and down) the
// test looks for its shadow.
const ShadowProbe = 1.0
