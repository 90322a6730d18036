package userdeck_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
	"boardroom/printables/printtest"
	"boardroom/printables/userdeck"
)

// The poker deck of docs/cards.md, docs/examples/poker, printed: turned
// indices and pips from a table, in a layout under 80 lines.
func TestPokerExampleOfTheGuidePrints(t *testing.T) {
	dir := "../../docs/examples/poker"
	layout, err := os.ReadFile(dir + "/layout.yaml")
	require.NoError(t, err)
	assert.Less(t, bytes.Count(layout, []byte("\n")), 80, "the layout is under 80 lines")
	d, err := userdeck.LoadDir(dir, "poker", userdeck.DefaultBudgets())
	require.NoError(t, err)
	require.Empty(t, d.Problems, "%s", d.Problems.Error())
	comp := d.Component()
	require.Len(t, comp.Items, 52)
	rec, pages := printtest.Record(t, []*printables.Component{comp}, printables.DefaultOptions())
	printtest.AssertDrawnInsideItems(t, pages, rec)
	cuts := map[string]printables.Rect{}
	for _, p := range pages {
		for _, pl := range p.Placements {
			if !pl.Back {
				cuts[pl.Item.Title] = pl.Cut
			}
		}
	}
	pips := map[string]int{"A": 1, "J": 0, "Q": 0, "K": 0}
	for n := 2; n <= 10; n++ {
		pips[strings.TrimSpace(string(rune('0'+n%10)))] = n
	}
	pips["10"] = 10
	delete(pips, "0")
	glyph := map[string]string{"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}
	for _, it := range comp.Items {
		rank, suit, _ := strings.Cut(it.Title, " of ")
		cut := cuts[it.Title]
		var pipOps, upside, index []printables.Op
		for _, o := range find(rec, "text", "front:cards:"+it.Title) {
			switch {
			case o.Text == glyph[suit] && o.Font.Size >= 26:
				pipOps = append(pipOps, o)
				if o.M != nil {
					upside = append(upside, o)
				}
			case o.Text == rank:
				index = append(index, o)
			}
		}
		assert.Len(t, pipOps, pips[rank], "%s: a pip for each of its rank", it.Title)
		turned := map[string]int{"2": 1, "3": 1, "4": 2, "5": 2, "6": 2, "7": 2, "8": 3, "9": 4, "10": 5}
		assert.Len(t, upside, turned[rank], "%s: the lower half's pips upside down", it.Title)
		// The index in the top-left corner and, turned 180°, in the bottom-right one.
		require.Len(t, index, 2, it.Title)
		assert.Nil(t, index[0].M)
		require.NotNil(t, index[1].M)
		x, y := index[1].M.Apply(index[1].X, index[1].Y)
		assert.InDelta(t, cut.Right()-(index[0].X-cut.X), x, 1e-9, it.Title)
		assert.InDelta(t, cut.Bottom()-(index[0].Y-cut.Y), y, 1e-9, it.Title)
		if c := pips["A"]; rank == "A" && c == 1 {
			assert.Equal(t, 64.0, pipOps[0].Font.Size, "the ace's pip is large")
		}
		if rank == "9" || rank == "10" {
			assert.Equal(t, 26.0, pipOps[0].Font.Size, "min: 9, max: 10")
		}
		red := suit == "hearts" || suit == "diamonds"
		assert.Equal(t, red, index[0].Color.R == 0xc8, it.Title)
	}
	// The 7 of clubs: its pips where the table puts them (the glyph's
	// centre at the position, 12 mm boxes).
	seven := cuts["7 of clubs"]
	var centres [][2]float64
	for _, o := range find(rec, "text", "front:cards:7 of clubs") {
		if o.Text == "♣" && o.Font.Size == 30 {
			r := o.Rect()
			centres = append(centres, [2]float64{r.X + r.W/2 - seven.X, o.Y - seven.Y})
		}
	}
	require.Len(t, centres, 7)
	assert.InDelta(t, 20, centres[0][0], 0.3)
	assert.InDelta(t, 31.75, centres[2][0], 0.3)
	assert.InDelta(t, 63.5-20, centres[6][0], 0.3, "the last pip, turned, at 43.5 mm")
	pdf := printtest.RenderPDF(t, []*printables.Component{comp}, printables.DefaultOptions())
	assert.True(t, bytes.HasPrefix(pdf, []byte("%PDF-")))
}

// The other decks of the guide print, with the warnings the guide shows.
func TestGuideExamplesPrint(t *testing.T) {
	for dir, warnings := range map[string][]string{
		"pictures":   nil,
		"shapes":     nil,
		"components": nil,
		"svg":        nil,
		"text": {`the word "Donaudampfschifffahrtsgesellsc..." is wider than the box (51.5 mm) even at 9 pt: broken across lines (at 11 pt)`,
			`text of box "rules" does not fit in 51.5 x 40 mm even at 9 pt (cut with an ellipsis)`},
	} {
		d, err := userdeck.LoadDir("../../docs/examples/"+dir, dir, userdeck.DefaultBudgets())
		require.NoError(t, err)
		require.Empty(t, d.Problems.Errors(), "%s: %s", dir, d.Problems.Error())
		require.Len(t, d.Problems, len(warnings), "%s: %s", dir, d.Problems.Error())
		for i, w := range warnings {
			assert.Contains(t, d.Problems[i].Msg, w)
		}
		pdf := printtest.RenderPDF(t, []*printables.Component{d.Component()}, printables.DefaultOptions())
		assert.True(t, bytes.HasPrefix(pdf, []byte("%PDF-")), dir)
	}
}
