package userdeck_test

import (
	"fmt"
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
