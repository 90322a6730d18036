package userdeck_test

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
	"boardroom/printables/userdeck"
)

// frameDeck is n cards whose front and back are each an outline round the
// whole card: where each side is drawn is where the card lies on the page.
func frameDeck(n int, extra string) fstest.MapFS {
	csv := "name\n"
	for i := 1; i <= n; i++ {
		csv += fmt.Sprintf("C%d\n", i)
	}
	return fstest.MapFS{
		"cards.csv": {Data: []byte(csv)},
		"layout.yaml": {Data: []byte("size: poker\n" + extra + `front:
  edge: {type: rect, x: 0, y: 0, w: 63.5, h: 88.9, stroke: black}
  name: {text: "{{.name}}", x: 5, y: 5, w: 40, h: 8}
back:
  edge: {type: rect, x: 0, y: 0, w: 63.5, h: 88.9, stroke: "#1c2d5a"}
`)},
	}
}

// Each card's back, turned over with the sheet (over the short or the long
// edge, of a portrait or a landscape sheet) and with the printer's offset
// taken back, lies on its front to 0.000 mm, read from what was drawn.
func TestBacksLineUpAfterTheSheetIsTurned(t *testing.T) {
	for _, tc := range []struct {
		layout string
		paper  printables.Paper
		flip   printables.Edge
		shortX bool // the turn mirrors x
	}{
		{"duplex: short\n", printables.Papers[0], "", false},
		{"duplex: short\nmargin: 12 5 20 8\n", printables.Papers[1], "", false},
		{"", printables.Papers[0], printables.ShortEdge, false},
		{"", printables.Papers[0], printables.LongEdge, true},
		{"", printables.Paper{Name: "300 x 200 mm", W: 300, H: 200}, printables.ShortEdge, true},
		{"", printables.Paper{Name: "300 x 200 mm", W: 300, H: 200}, printables.LongEdge, false},
	} {
		t.Run(fmt.Sprintf("%q/%s/%s", tc.layout, tc.paper.Name, tc.flip), func(t *testing.T) {
			d := load(t, frameDeck(20, tc.layout), "deck")
			o := printables.DefaultOptions()
			o.Paper, o.BackOffset = tc.paper, [2]float64{0.4, -0.7}
			o.Margin, o.Flip = d.Layout.Margin, d.Layout.Duplex
			if tc.flip != "" {
				o.Flip = tc.flip
			}
			pages, err := printables.Impose([]*printables.Component{d.Component()}, o)
			require.NoError(t, err)
			rec := &printables.Recorder{}
			require.NoError(t, printables.Render(rec, pages, o))
			fronts, backs := 0, 0
			for page := 1; page <= len(pages); page += 2 {
				require.Equal(t, printables.BacksPage, pages[page].Kind)
				for _, f := range rec.Find("rect", page, "front:cards:") {
					title := f.Group[len("front:cards:"):]
					b := find(rec, "rect", "back:cards:"+title)
					require.Len(t, b, 1, title)
					require.Equal(t, page+1, b[0].Page, "%s: its back on the other side of its sheet", title)
					// The turn, from the physical sheet: the back's point
					// (x, y) lies on the front's (W - x, y) or (x, H - y).
					r := b[0].Rect()
					r.X, r.Y = r.X-o.BackOffset[0], r.Y-o.BackOffset[1]
					if tc.shortX {
						r.X = tc.paper.W - r.X - r.W
					} else {
						r.Y = tc.paper.H - r.Y - r.H
					}
					fr := f.Rect()
					for i, v := range [][2]float64{{fr.X, r.X}, {fr.Y, r.Y}, {fr.W, r.W}, {fr.H, r.H}} {
						assert.Equal(t, fmt.Sprintf("%.3f", v[0]), fmt.Sprintf("%.3f", v[1]), "%s: coordinate %d of the back, turned", title, i)
					}
					fronts++
					backs += len(b)
				}
			}
			assert.Equal(t, 20, fronts)
			assert.Equal(t, 20, backs)
			if m := d.Layout.Margin; m != nil {
				for _, p := range pages {
					for _, pl := range p.Placements {
						if !pl.Back {
							assert.GreaterOrEqual(t, pl.Cut.X, m.Left-1e-9)
							assert.GreaterOrEqual(t, pl.Cut.Y, m.Top-1e-9)
							assert.LessOrEqual(t, pl.Cut.Right(), p.W-m.Right+1e-9)
							assert.LessOrEqual(t, pl.Cut.Bottom(), p.H-m.Bottom+1e-9)
						}
					}
				}
			}
		})
	}
}

func TestMarginAndDuplexInTheLayout(t *testing.T) {
	d := load(t, frameDeck(1, "margin: 10 5\nduplex: short\n"), "deck")
	assert.Equal(t, printables.Margins{Top: 10, Right: 5, Bottom: 10, Left: 5}, *d.Layout.Margin)
	assert.Equal(t, printables.ShortEdge, d.Layout.Duplex)
	for layout, want := range map[string]string{
		"margin: 10 5 3\n":   `layout.yaml:2:9: error: margin "10 5 3": want one, two or four lengths in mm`,
		"margin: -2\n":       `layout.yaml:2:9: error: margin "-2": want one, two or four lengths in mm from 0 to 100`,
		"duplex: sideways\n": `layout.yaml:2:9: error: duplex: "sideways": choose long or short`,
	} {
		fsys := frameDeck(1, layout)
		d := userdeck.Load(fsys, "deck")
		require.Error(t, d.Err(false), layout)
		assert.Contains(t, d.Problems.Error(), want, layout)
	}
}

// mixedDeck is a game's components in one deck: poker cards (the deck's
// own layout), square tiles and small tokens, each layout with its back.
func mixedDeck() fstest.MapFS {
	csv := "name,layout,count\n"
	for i := 1; i <= 4; i++ {
		csv += fmt.Sprintf("Card %d,,2\nTile %d,tile,1\nToken %d,Token,3\n", i, i, i)
	}
	return fstest.MapFS{
		"cards.csv": {Data: []byte(csv)},
		"layout.yaml": {Data: []byte(`size: poker
styles:
  label: {text: "{{.name}}", x: 3, y: 3, w: 19, h: 6, size: 8}
front:
  edge: {type: rect, x: 0, y: 0, stroke: black}
  name: {extend: label, w: 50}
back:
  edge: {type: rect, x: 0, y: 0, stroke: "#1c2d5a"}
layouts:
  tile:
    size: square 70
    front:
      edge: {type: rect, x: 0, y: 0, stroke: green}
      name: {extend: label, w: 60, mirror: true}
    back:
      edge: {type: rect, x: 0, y: 0, stroke: "#38761d"}
  token:
    size: 25 x 25
    safe: 1
    front:
      edge: {type: ellipse, x: 0, y: 0, stroke: red}
      name: {extend: label, y: 10}
    back:
      edge: {type: ellipse, x: 0, y: 0, stroke: "#990000"}
`)},
	}
}

// Cards, tiles and tokens in one deck: each card drawn at its layout's
// size, each size on sheets of its own, every back behind its front.
func TestSeveralLayoutsAndSizesInOneDeck(t *testing.T) {
	d := load(t, mixedDeck(), "deck")
	comps := d.Components()
	require.Len(t, comps, 3)
	want := []struct {
		id     string
		w, h   float64
		copies int
	}{{"cards", 63.5, 88.9, 8}, {"tile", 70, 70, 4}, {"token", 25, 25, 12}}
	for i, c := range comps {
		assert.Equal(t, want[i].id, c.ID)
		assert.Equal(t, [2]float64{want[i].w, want[i].h}, [2]float64{c.W, c.H}, c.ID)
		n := 0
		for _, it := range c.Items {
			n += it.Count
		}
		assert.Equal(t, want[i].copies, n, c.ID)
	}
	assert.Equal(t, "token 25 x 25 mm", comps[2].Format)
	assert.Equal(t, "square-70 tile 70 x 70 mm", comps[1].Format)

	for _, edge := range []printables.Edge{printables.LongEdge, printables.ShortEdge} {
		o := printables.DefaultOptions()
		o.Flip = edge
		pages, err := printables.Impose(comps, o)
		require.NoError(t, err)
		rec := &printables.Recorder{}
		require.NoError(t, printables.Render(rec, pages, o))
		// Each page holds one size: one component's cards.
		kinds := map[string]int{}
		for i, p := range pages {
			if p.Kind == printables.FrontsPage {
				kinds[p.Comp.ID]++
				for _, pl := range p.Placements {
					assert.Same(t, p.Comp, pl.Comp, "page %d: one size a sheet", i+1)
					assert.Equal(t, [2]float64{p.Comp.W, p.Comp.H}, [2]float64{pl.Cut.W, pl.Cut.H})
				}
				require.Equal(t, printables.BacksPage, pages[i+1].Kind)
			}
		}
		assert.Equal(t, map[string]int{"cards": 1, "tile": 1, "token": 1}, kinds, "8 poker cards, 4 tiles, 12 tokens: a sheet each")
		// Every card's outline is drawn at its size, its back behind it.
		for _, c := range want {
			frontOps := 0
			for _, op := range rec.Ops {
				if !strings.HasPrefix(op.Group, "front:"+c.id+":") || (op.Kind != "rect" && op.Kind != "polygon") || op.Style.Stroke == nil {
					continue
				}
				r := op.Rect()
				assert.InDelta(t, c.w, r.W, 0.01, "%s %s", op.Group, op.Kind)
				assert.InDelta(t, c.h, r.H, 0.01, "%s %s", op.Group, op.Kind)
				title := strings.TrimPrefix(op.Group, "front:"+c.id+":")
				var backs []printables.Rect
				for _, b := range rec.Ops {
					if b.Group == "back:"+c.id+":"+title && b.Page == op.Page+1 && b.Style.Stroke != nil {
						backs = append(backs, b.Rect())
					}
				}
				require.NotEmpty(t, backs, title)
				p := pages[op.Page-1]
				found := false
				for _, b := range backs {
					if edge == printables.LongEdge {
						b.X = p.W - b.X - b.W
					} else {
						b.Y = p.H - b.Y - b.H
					}
					found = found || (fmt.Sprintf("%.3f %.3f %.3f %.3f", b.X, b.Y, b.W, b.H) == fmt.Sprintf("%.3f %.3f %.3f %.3f", r.X, r.Y, r.W, r.H))
				}
				assert.True(t, found, "%s: a back turned onto its front (%s)", title, edge)
				frontOps++
			}
			assert.Equal(t, map[string]int{"cards": 8, "tile": 4, "token": 12}[c.id], frontOps, c.id)
		}
		// A tile's mirrored name turns about the tile's centre, not the poker card's.
		for _, op := range rec.Ops {
			if strings.HasPrefix(op.Group, "front:tile:") && op.Kind == "text" && op.M != nil {
				p := pages[op.Page-1]
				var cut printables.Rect
				for _, pl := range p.Placements {
					if "front:tile:"+pl.Item.Title == op.Group {
						cut = pl.Cut
					}
				}
				assert.True(t, cut.Contains(op.Rect()), "%s: its turned copy stays on the tile", op.Group)
			}
		}
	}
}

func TestLayoutsProblems(t *testing.T) {
	fsys := mixedDeck()
	fsys["cards.csv"] = &fstest.MapFile{Data: []byte("name,layout\nA,tiel\nB,\n")}
	d := userdeck.Load(fsys, "deck")
	assert.Contains(t, d.Problems.Error(), `deck/cards.csv:2:3: error: layout "tiel": no such layout (did you mean "tile"?) (layouts: tile, token; empty: the deck's own)`)
	for layout, want := range map[string]string{
		"size: poker\nfront:\n  t: {text: x}\nlayouts:\n  tile: {front: {t: {text: x}}}\n":                                                                  `layout "tile" needs size:`,
		"size: poker\nfront:\n  t: {text: x}\nlayouts:\n  tile: {size: poker}\n":                                                                            `layout "tile" needs front:`,
		"size: poker\nfront:\n  t: {text: x}\nlayouts:\n  tile: {size: pokr, front: {t: {text: x}}}\n":                                                      `unknown card size "pokr" (did you mean "poker"?)`,
		"size: poker\nfront:\n  t: {text: x}\nlayouts:\n  tile: {sise: poker}\n":                                                                            `layout "tile": unknown key "sise" (did you mean "size"?)`,
		"size: poker\nfront:\n  t: {text: x}\nlayouts: [a]\n":                                                                                               `layouts: want a map of layout name`,
		"size: poker\nfront:\n  t: {text: x}\nlayouts:\n  Token: {size: 20 x 20, front: {t: {text: x}}}\n  token: {size: 25 x 25, front: {t: {text: x}}}\n": `deck/layout.yaml:6:3: error: layouts: "token" is named twice: "Token" at line 5 is the same name (a layout's name is matched in any case)`,
	} {
		fsys := fstest.MapFS{"cards.csv": {Data: []byte("name\nA\n")}, "layout.yaml": {Data: []byte(layout)}}
		d := userdeck.Load(fsys, "deck")
		assert.Contains(t, d.Problems.Error(), want, layout)
	}
	// A size that is wrong is one error, not a second one saying it is missing.
	fsys = fstest.MapFS{"cards.csv": {Data: []byte("name\nA\n")}, "layout.yaml": {Data: []byte("size: poker\nfront:\n  t: {text: x}\nlayouts:\n  tile: {size: 0 x 0, front: {t: {text: x}}}\n")}}
	d = userdeck.Load(fsys, "deck")
	assert.Contains(t, d.Problems.Error(), "deck/layout.yaml:5:16: error: size 0 x 0: each side must be 10 to 300 mm")
	assert.NotContains(t, d.Problems.Error(), "needs size:")
	// A box of a tile's layout outside the tile is warned against the tile's size.
	fsys = mixedDeck()
	fsys["layout.yaml"] = &fstest.MapFile{Data: []byte("size: poker\nfront:\n  t: {text: x, x: 5, y: 5, w: 50, h: 70}\nlayouts:\n  token:\n    size: 25 x 25\n    front:\n      t: {text: x, x: 5, y: 5, w: 50, h: 10}\n")}
	d = userdeck.Load(fsys, "deck")
	assert.Contains(t, d.Problems.Error(), `box "t"`)
	assert.Contains(t, d.Problems.Error(), `outside the 25 x 25 mm card`)
	assert.NotContains(t, d.Problems.Error(), `outside the 63.5 x 88.9 mm card`)
}
