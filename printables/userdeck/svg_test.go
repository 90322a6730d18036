package userdeck_test

import (
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
	"boardroom/printables"
	"boardroom/printables/userdeck"
)

func svgDeck(svg, box string) fstest.MapFS {
	return fstest.MapFS{
		"cards.csv":   {Data: []byte("name\nA\n")},
		"art.svg":     {Data: []byte(svg)},
		"layout.yaml": {Data: []byte("size: poker\nfront:\n  art: {src: art.svg, " + box + "}\n")},
	}
}

// An SVG picture is drawn as vector paths: its viewBox mapped onto the box
// (contain: centred, proportions kept; stretch: the whole box), each shape
// with its fill, stroke and width, transforms applied.
func TestSVGIsDrawnAsPathsInItsBox(t *testing.T) {
	svg := `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50">
  <rect x="0" y="0" width="100" height="50" fill="#ff0000"/>
  <g transform="translate(50 25)" stroke="blue" stroke-width="2" fill="none">
    <circle r="10"/>
  </g>
  <path d="M10 10 h20 v20 h-20 z M15 15 v10 h10 v-10 z" fill="#00ff00" fill-rule="evenodd"/>
</svg>`
	rec, pages := recordDeck(t, svgDeck(svg, "x: 10, y: 20, w: 40, h: 40"), nil)
	cut := pages[0].Placements[0].Cut
	paths := find(rec, "path", "front:cards:A")
	require.Len(t, paths, 3)
	// contain: 100 x 50 into 40 x 40 is 40 x 20, centred down the box.
	assert.InDelta(t, cut.X+10, paths[0].X, 1e-9)
	assert.InDelta(t, cut.Y+30, paths[0].Y, 1e-9)
	assert.InDelta(t, 40, paths[0].W, 1e-9)
	assert.InDelta(t, 20, paths[0].H, 1e-9)
	assert.Equal(t, printables.Color{R: 255}, *paths[0].Style.Fill)
	assert.Nil(t, paths[0].Style.Stroke)
	// The circle: radius 10 of 100 units is 4 mm, about (50, 25): the box's centre.
	assert.InDelta(t, cut.X+30-4, paths[1].X, 1e-6)
	assert.InDelta(t, cut.Y+40-4, paths[1].Y, 1e-6)
	assert.InDelta(t, 8, paths[1].W, 1e-6)
	assert.Nil(t, paths[1].Style.Fill)
	assert.Equal(t, printables.Color{B: 255}, *paths[1].Style.Stroke)
	assert.InDelta(t, 0.8, paths[1].Style.LineWidth, 1e-9, "a width of 2 units is 0.8 mm")
	assert.Equal(t, "evenodd", paths[2].Text)
	assert.InDelta(t, 8, paths[2].W, 1e-9, "the outer square of 20 units")

	// A dashed stroke: its lengths in the picture's units, scaled.
	rec, _ = recordDeck(t, svgDeck(`<svg viewBox="0 0 100 100"><line x2="100" y2="100" stroke="black" stroke-dasharray="10 5"/><line x2="100" stroke="black" stroke-dasharray="5"/></svg>`, "x: 10, y: 20, w: 40, h: 40"), nil)
	dashed := find(rec, "path", "front:cards:A")
	require.Len(t, dashed, 2)
	assert.Equal(t, []float64{4, 2}, dashed[0].Style.Dash)
	assert.Equal(t, []float64{2, 2}, dashed[1].Style.Dash, "an odd list repeats")
	rec, pages = recordDeck(t, svgDeck(svg, "x: 10, y: 20, w: 40, h: 40, fit: stretch"), nil)
	cut = pages[0].Placements[0].Cut
	paths = find(rec, "path", "front:cards:A")
	assert.Equal(t, printables.Rect{X: cut.X + 10, Y: cut.Y + 20, W: 40, H: 40}, paths[0].Rect())
}

// Every command of path data, absolute and relative: the points it makes.
func TestSVGPathCommands(t *testing.T) {
	for d, want := range map[string]printables.Rect{
		"M0 0 L10 0 L10 10 Z":                  {X: 0, Y: 0, W: 10, H: 10},
		"m5 5 l10 0 l0 10 z":                   {X: 5, Y: 5, W: 10, H: 10},
		"M0 0 H20 V5 H0 Z":                     {X: 0, Y: 0, W: 20, H: 5},
		"M0 0 h20 v5 h-20 z":                   {X: 0, Y: 0, W: 20, H: 5},
		"M0 10 C0 0 20 0 20 10 Z":              {X: 0, Y: 2.5, W: 20, H: 7.5}, // a cubic reaches 3/4 of the way up
		"M0 10 c0 -10 20 -10 20 0 s20 10 20 0": {X: 0, Y: 2.5, W: 40, H: 15},  // S mirrors the last control point
		"M0 10 Q10 0 20 10 T40 10":             {X: 0, Y: 5, W: 40, H: 10},    // T mirrors Q's: down to y 15
		"M0 10 A10 10 0 0 1 20 10":             {X: 0, Y: 0, W: 20, H: 10},    // a half circle over the top
		"M0 10 a10 10 0 1 0 20 0":              {X: 0, Y: 10, W: 20, H: 10},   // the other half, below
		"M0,0 10,0 10,10":                      {X: 0, Y: 0, W: 10, H: 10},    // numbers after M are lines
		"M0-5L10-5 10 5z":                      {X: 0, Y: -5, W: 10, H: 10},   // minus signs as separators
	} {
		svg := `<svg viewBox="-50 -50 100 100"><path d="` + d + `" fill="black"/></svg>`
		rec, pages := recordDeck(t, svgDeck(svg, "x: 5, y: 5, w: 50, h: 50"), nil)
		cut := pages[0].Placements[0].Cut
		paths := find(rec, "path", "front:cards:A")
		require.Len(t, paths, 1, d)
		got := paths[0].Rect() // half a millimetre a unit, the unit 0 at (30, 30)
		got = printables.Rect{X: (got.X - cut.X - 30) * 2, Y: (got.Y - cut.Y - 30) * 2, W: got.W * 2, H: got.H * 2}
		assert.InDelta(t, want.X, got.X, 0.05, "%s: x", d)
		assert.InDelta(t, want.Y, got.Y, 0.05, "%s: y", d)
		assert.InDelta(t, want.W, got.W, 0.05, "%s: w", d)
		assert.InDelta(t, want.H, got.H, 0.05, "%s: h", d)
	}
}

// What is not drawn is a warning naming it; a file that is no SVG, or path
// data that is wrong, an error on the card.
func TestSVGProblems(t *testing.T) {
	d := userdeck.Load(svgDeck(`<svg viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><text>x</text><rect width="5" height="5" fill="url(#g)"/><use href="#a"/></svg>`, "x: 5, y: 5, w: 20, h: 20, fit: cover"), "deck")
	assert.Contains(t, d.Problems.Error(), `deck/art.svg has what boardroom does not draw of SVG, left out: <defs>, <text>, fill: url(...) (a gradient or pattern: drawn as none), <use>`)
	assert.Contains(t, d.Problems.Error(), `an SVG picture is drawn whole in its box (fit: contain or stretch)`)
	for svg, want := range map[string]string{
		`<html></html>`:                                         `deck/art.svg: not an SVG file: it begins with <html>`,
		`not xml at all`:                                        `deck/art.svg: not an SVG file: no <svg> element`,
		`<svg viewBox="0 0 0 10"></svg>`:                        `viewBox "0 0 0 10": want four numbers`,
		`<svg viewBox="0 0 9 9"><path d="L 1 1"/></svg>`:        `begins with L, not M`,
		`<svg viewBox="0 0 9 9"><path d="M 1 1 C 2"/></svg>`:    `command C wants 6 numbers`,
		`<svg viewBox="0 0 9 9"><g transform="spin(3)"/></svg>`: `transform "spin(3)"`,
	} {
		d := userdeck.Load(svgDeck(svg, "x: 5, y: 5, w: 20, h: 20"), "deck")
		require.Error(t, d.Err(false), svg)
		assert.Contains(t, d.Problems.Error(), want, svg)
	}
}

func FuzzSVG(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, s := range []string{
		`<svg viewBox="0 0 24 24"><path d="M12 2a1 1 0 0 1 1 1v1zm0 6a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" fill-rule="evenodd"/></svg>`,
		`<svg width="10px" height="5"><g transform="matrix(1 0 0 1 2 2) rotate(30 5 5) skewX(10)" style="fill:rgb(1,2,3);stroke:#abc;stroke-width:.5;opacity:.5"><rect width="4" height="3" rx="1"/><circle r="2"/><ellipse rx="3" ry="1"/></g></svg>`,
		`<svg><polyline points="1,2 3,4 5,6" fill="none" stroke="red" stroke-dasharray="1 2 3"/><polygon points="0 0 1 0 1 1"/><line x2="5" y2="5" stroke="black"/></svg>`,
		`<svg viewBox="0 0 9 9"><path d="M1 1 Q2 2 3 1 T5 1 S7 3 8 1 C1 1 1 1 1 1 A0 0 0 0 0 1 1 a5 5 30 1 1 2 2 z"/><defs><path d="M0 0"/></defs></svg>`,
		`<svg viewBox="0 0 9 9"><path d="M1e400 1L.5.5.5.5"/></svg>`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, svg string) {
		fuzzcheck.Check(t, len(svg), func() {
			loadAndDraw(t, svgDeck(svg, "x: 5, y: 5, w: 20, h: 20"))
		})
	})
}

// An SVG icon in text is drawn as paths, 0.9 em tall, its width by its
// viewBox; an SVG picture's shadow is its own shapes in the shadow's
// colour; a PNG's, the place it is drawn in.
func TestSVGIconsAndPictureShadows(t *testing.T) {
	fsys := svgDeck(`<svg viewBox="0 0 20 10"><rect width="20" height="10" fill="red"/><circle cx="5" cy="5" r="3" fill="white"/></svg>`, `x: 5, y: 5, w: 40, h: 40, shadow: "1 2 #1c2d5a 0.5"}
  photo: {src: x.png, x: 5, y: 50, w: 40, h: 20, shadow: "1 1"}
  rules: {text: "Pay :coin:", x: 5, y: 75, w: 50, h: 10, size: 10`)
	fsys["x.png"] = &fstest.MapFile{Data: tinyPNG}
	fsys["layout.yaml"].Data = append([]byte("icons:\n  coin: art.svg\n"), fsys["layout.yaml"].Data...)
	rec, pages := recordDeck(t, fsys, nil)
	cut := pages[0].Placements[0].Cut
	paths := find(rec, "path", "front:cards:A")
	require.Len(t, paths, 6, "the picture's shadow (2 shapes), the picture (2), the icon (2)")
	navy := printables.Color{R: 0x1c, G: 0x2d, B: 0x5a}
	assert.Equal(t, navy, *paths[0].Style.Fill)
	assert.Equal(t, navy, *paths[1].Style.Fill, "the white circle's shadow is navy too")
	assert.InDelta(t, paths[2].X+1, paths[0].X, 1e-9)
	assert.InDelta(t, paths[2].Y+2, paths[0].Y, 1e-9)
	assert.Equal(t, printables.Color{R: 255}, *paths[2].Style.Fill)
	// The icon: 0.9 em of 10 pt tall, twice as wide, on the rules' line.
	em := 10 * printables.PtToMM
	assert.InDelta(t, 0.9*em, paths[4].H, 1e-6)
	assert.InDelta(t, 1.8*em, paths[4].W, 1e-6)
	assert.Greater(t, paths[4].Y, cut.Y+74)
	// The PNG (2 x 2 pixels, contain in 40 x 20: a 20 mm square in the middle) casts a square.
	rects := find(rec, "rect", "front:cards:A")
	require.NotEmpty(t, rects)
	assert.Equal(t, printables.Rect{X: cut.X + 5 + 10 + 1, Y: cut.Y + 50 + 1, W: 20, H: 20}, rects[0].Rect())
}
