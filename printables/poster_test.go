package printables_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
)

func poster(w, h float64) *printables.Component {
	return &printables.Component{ID: "poster", Name: "Poster", Noun: "poster", FullPage: true, Poster: true, W: w, H: h,
		Items: []printables.Item{{Title: "Big", Count: 1, Front: func(d *printables.Drawer, cut printables.Rect) error {
			d.Rect(cut.X, cut.Y, cut.W, cut.H, printables.Stroked(printables.Black, 0.3))
			return nil
		}}}}
}

// A3 and Tabloid are paper sizes like A4 and Letter.
func TestLargePapers(t *testing.T) {
	for name, size := range map[string][2]float64{"a3": {297, 420}, "A3": {297, 420}, "tabloid": {279.4, 431.8}} {
		p, err := printables.PaperByName(name)
		require.NoError(t, err)
		assert.Equal(t, size, [2]float64{p.W, p.H})
	}
	_, err := printables.PaperByName("a5")
	assert.EqualError(t, err, `unknown paper "a5" (choose a4, letter, a3 or tabloid)`)
}

// A poster that fits a sheet is one page, turned to landscape if that is
// what fits; one that does not is tiled, each tile's window in the safe
// area, neighbours overlapping by TileOverlap at least.
func TestPosterPages(t *testing.T) {
	o := printables.DefaultOptions()
	o.Backs = printables.BacksNone
	o.Paper, _ = printables.PaperByName("a3")
	pages, err := printables.Impose([]*printables.Component{poster(400, 280)}, o)
	require.NoError(t, err)
	require.Len(t, pages, 1)
	assert.Equal(t, printables.SheetPage, pages[0].Kind)
	assert.Equal(t, [2]float64{420, 297}, [2]float64{pages[0].W, pages[0].H}, "landscape")
	assert.Equal(t, printables.Rect{X: 10, Y: 8.5, W: 400, H: 280}, pages[0].Placements[0].Cut, "centred")

	o.Paper = printables.Papers[0]
	pages, err = printables.Impose([]*printables.Component{poster(400, 280)}, o)
	require.NoError(t, err)
	require.Len(t, pages, 3, "three A4 sheets, portrait")
	for i, p := range pages {
		require.Equal(t, printables.TilePage, p.Kind)
		tl := p.Tile
		assert.Equal(t, i+1, tl.Number())
		assert.Equal(t, [2]float64{210, 297}, [2]float64{p.W, p.H})
		assert.GreaterOrEqual(t, tl.Window.W-tl.Step[0], printables.TileOverlap)
		assert.InDelta(t, tl.Window.X-tl.Origin[0], p.Placements[0].Cut.X, 1e-9, "the drawing moves under the window")
	}
	assert.InDelta(t, 400, pages[2].Tile.Origin[0]+pages[2].Tile.Window.W, 1e-9, "the last tile ends with the drawing")

	// Rendered: what lies outside the window is covered, a note says which
	// sheet it is.
	rec := &printables.Recorder{}
	require.NoError(t, printables.Render(rec, pages, o))
	var notes []string
	for _, op := range rec.Ops {
		if op.Group == "tile" && op.Kind == "text" {
			notes = append(notes, op.Text)
		}
	}
	assert.Equal(t, []string{"Big: sheet 1 of 3 (row 1 of 1, column 1 of 3).",
		"Big: sheet 2 of 3 (row 1 of 1, column 2 of 3). Cut on the dashed line; lay the cut edge on the grey line of the sheet before, half crosses on its crosses; tape from behind.",
		"Big: sheet 3 of 3 (row 1 of 1, column 3 of 3). Cut on the dashed line; lay the cut edge on the grey line of the sheet before, half crosses on its crosses; tape from behind."}, notes)
}
