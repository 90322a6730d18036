package politicard

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/printables"
	"boardroom/printables/printtest"
	politicardrules "boardroom/rules/politicard"
)

func comps(t testing.TB) []*printables.Component {
	t.Helper()
	cs, err := Components()
	require.NoError(t, err)
	return cs
}

func TestComponents(t *testing.T) {
	cs := comps(t)
	var ids []string
	for _, c := range cs {
		ids = append(ids, c.ID)
	}
	assert.Equal(t, []string{"cards", "tempo", "control", "mats", "tracker", "reference"}, ids)
	pool := printtest.ByID(t, cs, "cards")
	assert.InDelta(t, 63.5, pool.W, printtest.Tol, "poker size")
	assert.InDelta(t, 88.9, pool.H, printtest.Tol)
	assert.Equal(t, 133, pool.Total())
	assert.Len(t, pool.Items, 133)
	for _, id := range []string{"tempo", "control"} {
		assert.Equal(t, 25, printtest.ByID(t, cs, id).Total(), id)
	}
	assert.Equal(t, 2, printtest.ByID(t, cs, "mats").Total(), "a mat per player")
	for _, c := range cs[:3] {
		for _, it := range c.Items {
			assert.Nil(t, it.Back, "%s: one back design for every card", it.Title)
		}
		assert.NotNil(t, c.Back)
	}
	pages := map[string]int{"cards": 30, "tempo": 6, "control": 6, "mats": 12, "tracker": 2, "reference": 2}
	for _, c := range cs {
		n, err := printables.PageCount(c, printables.DefaultOptions())
		require.NoError(t, err)
		assert.Equal(t, pages[c.ID], n, c.ID)
	}
}

// Each card shows its name, role, type, cost, power and tier (government),
// keywords, its whole effect and an intervention's trigger.
func TestCardsPrintTheirWholeText(t *testing.T) {
	r := politicardrules.Load()
	rec, pages := printtest.Record(t, comps(t)[:1], printables.DefaultOptions())
	printtest.AssertDrawnInsideItems(t, pages, rec)
	for _, c := range r.Cards {
		got := printtest.TextOf(rec, "front:cards:"+c.ID+" "+c.Name.EN)
		assert.Contains(t, got, c.Name.EN, c.ID)
		assert.True(t, strings.HasSuffix(got, "")) // the text is there at all
		assert.Contains(t, got, c.ID)
		for _, k := range c.Keywords {
			assert.Contains(t, got, r.KeywordTitle(k, msg.EN), c.ID)
		}
		switch c.Type {
		case politicardrules.Government:
			assert.Contains(t, got, c.Role.EN)
			assert.Contains(t, got, "POWER")
			assert.Contains(t, got, "GOVERNMENT · TIER")
		case politicardrules.Intervention:
			assert.Contains(t, got, "TRIGGER: "+strings.Join(strings.Fields(c.TriggerText.EN), " "), c.ID)
			assert.Contains(t, got, "EFFECT: "+strings.Join(strings.Fields(c.Text.EN), " "), c.ID)
		default:
			if c.Effect.Kind != "none" {
				assert.Contains(t, got, strings.Join(strings.Fields(c.Text.EN), " "), c.ID)
			}
		}
	}
	g4 := printtest.TextOf(rec, "front:cards:G4 "+r.MustCard("G4").Name.EN)
	assert.Equal(t, "13 HP "+r.MustCard("G4").Name.EN+" The Smiling Prime Minister 8 POWER Leadership G4 GOVERNMENT · TIER 2", g4,
		"no 'No ability' line: power, tier and tags say it all")
	// The same back on every card.
	backs := map[string]bool{}
	for _, op := range rec.Ops {
		if strings.HasPrefix(op.Group, "back:cards:") && op.Kind == "text" {
			backs[op.Text] = true
		}
	}
	assert.Equal(t, map[string]bool{"POLITICARD": true}, backs)
}

// A group's own names are what the cards print; a deck prints each card as
// often as it holds it.
func TestOwnNamesAndDecks(t *testing.T) {
	r := politicardrules.Load()
	tempo, _ := r.Sample("tempo")
	cs, err := DeckComponents(tempo.Deck(), politicardrules.Names{"G4": "The Boss"}, "")
	require.NoError(t, err)
	require.Len(t, cs, 1)
	assert.Equal(t, 25, cs[0].Total())
	rec, _ := printtest.Record(t, cs, printables.DefaultOptions())
	assert.Contains(t, printtest.TextOf(rec, "front:deck:G4 The Boss"), "13 HP The Boss The Smiling Prime Minister")
}

func TestMatAndReference(t *testing.T) {
	r := politicardrules.Load()
	rec, pages := printtest.Record(t, comps(t), printtest.Options(func(o *printables.Options) { o.Paper, _ = printables.PaperByName("a3") }))
	printtest.AssertDrawnInsideItems(t, pages, rec)
	mat := printtest.TextOf(rec, "front:mats:Play mat A (player 1)")
	for _, want := range []string{"GOVERNMENT ROW", "PUBLIC ROW", "INSTANT SLOT", "GOVERNMENT ONGOING", "PUBLIC ONGOING", "INTERVENTIONS", "AP", "ROUNDS WON", "never above 8 in hand"} {
		assert.Contains(t, mat, want)
	}
	sheet := printtest.TextOf(rec, "front:reference:Reference sheet")
	for _, sec := range r.Reference {
		assert.Contains(t, sheet, strings.ToUpper(sec.Heading.EN))
	}
	assert.Contains(t, sheet, "at most 108 HP")
	assert.Contains(t, sheet, "a tie goes to the player who passed first")
	tracker := printtest.TextOf(rec, "front:tracker:Tracker")
	for _, want := range []string{"PLAYER A", "PLAYER B", "AP", "ROUNDS WON", "start", "4 5 6"} {
		assert.Contains(t, tracker, want)
	}
}

// spaces are the card spaces drawn on a mat: its dashed rounded rectangles.
func spaces(rec *printables.Recorder, group string, page int) []printables.Rect {
	var out []printables.Rect
	for _, op := range rec.Ops {
		if op.Group == group && op.Kind == "rrect" && len(op.Style.Dash) > 0 && (page == 0 || op.Page == page) {
			out = append(out, op.Rect())
		}
	}
	return out
}

// Issue 18, point 2: every space of the mat (rows, slots, interventions)
// holds a sleeved poker card, 66 x 92 mm at least, and no two spaces
// overlap; on A3 a mat is one sheet, inside the safe area.
func TestMatSpacesHoldSleevedCards(t *testing.T) {
	o := printtest.Options(func(o *printables.Options) { o.Paper, _ = printables.PaperByName("a3") })
	mats := printtest.ByID(t, comps(t), "mats")
	rec, pages := printtest.Record(t, []*printables.Component{mats}, o)
	sp := spaces(rec, "front:mats:Play mat A (player 1)", 0)
	require.Len(t, sp, 15, "5 government, 5 public, instant, 2 ongoing, 2 interventions")
	for i, a := range sp {
		assert.GreaterOrEqual(t, a.W, 66.0, "space %d: %s", i, a)
		assert.GreaterOrEqual(t, a.H, 92.0, "space %d: %s", i, a)
		for j, b := range sp[:i] {
			apart := a.Right() <= b.X || b.Right() <= a.X || a.Bottom() <= b.Y || b.Bottom() <= a.Y
			assert.True(t, apart, "spaces %d and %d overlap", i, j)
		}
	}
	var sheets int
	for _, p := range pages {
		if p.Kind == printables.SheetPage {
			sheets++
			require.Len(t, p.Placements, 1)
			cut := p.Placements[0].Cut
			assert.True(t, printables.Rect{X: printables.SafeMargin, Y: printables.SafeMargin, W: p.W - 2*printables.SafeMargin, H: p.H - 2*printables.SafeMargin}.Contains(cut), "the mat fits the A3 sheet: %s on %.0f x %.0f", cut, p.W, p.H)
			assert.Greater(t, p.W, p.H, "landscape")
		}
	}
	assert.Equal(t, 2, sheets, "one A3 sheet per mat")
}

// On A4, Letter and Tabloid the mat is tiled: the sheets cover the whole
// mat, neighbours share a strip of at least TileOverlap, every later sheet
// has its cut line and every sheet says which it is and how to join it.
func TestMatTiles(t *testing.T) {
	mats := printtest.ByID(t, comps(t), "mats")
	for paper, want := range map[string]int{"a4": 3, "letter": 4, "tabloid": 2} {
		t.Run(paper, func(t *testing.T) {
			o := printtest.Options(func(o *printables.Options) { o.Paper, _ = printables.PaperByName(paper) })
			rec, pages := printtest.Record(t, []*printables.Component{mats}, o)
			var tiles []printables.Page
			var numbers []int
			for i, p := range pages {
				if p.Kind == printables.TilePage && strings.HasPrefix(p.Placements[0].Item.Title, "Play mat A") {
					tiles = append(tiles, p)
					numbers = append(numbers, i+1)
				}
			}
			require.Len(t, tiles, want)
			// In the mat's own coordinates, the windows cover it.
			covered := func(x, y float64) bool {
				for _, p := range tiles {
					w, org := p.Tile.Window, p.Tile.Origin
					if x >= org[0]-1e-6 && x <= org[0]+w.W+1e-6 && y >= org[1]-1e-6 && y <= org[1]+w.H+1e-6 {
						return true
					}
				}
				return false
			}
			for x := 0.0; x <= mats.W; x += mats.W / 40 {
				for y := 0.0; y <= mats.H; y += mats.H / 40 {
					assert.True(t, covered(x, y), "%.0f,%.0f of the mat is on no sheet", x, y)
				}
			}
			for _, p := range tiles {
				tl := p.Tile
				if tl.Cols > 1 {
					assert.GreaterOrEqual(t, tl.Window.W-tl.Step[0], printables.TileOverlap-1e-6, "columns overlap")
				}
				if tl.Rows > 1 {
					assert.GreaterOrEqual(t, tl.Window.H-tl.Step[1], printables.TileOverlap-1e-6, "rows overlap")
				}
				// The window lies in the safe area, the note below it.
				assert.True(t, printables.Rect{X: printables.SafeMargin, Y: printables.SafeMargin, W: p.W - 2*printables.SafeMargin, H: p.H - 2*printables.SafeMargin}.Contains(tl.Window))
			}
			var notes []string
			crosses := 0
			for _, op := range rec.Ops {
				if op.Group != "tile" {
					continue
				}
				if op.Kind == "text" && strings.HasPrefix(op.Text, "Play mat A") {
					notes = append(notes, op.Text)
					assert.GreaterOrEqual(t, op.Font.Size, 5.0, op.Text)
					assert.LessOrEqual(t, op.Rect().Right(), pages[op.Page-1].W-printables.SafeMargin+1e-6, op.Text)
				}
				if op.Kind == "line" && op.Style.Dash == nil && op.Style.LineWidth == 0.25 {
					crosses++
				}
			}
			require.Len(t, notes, want)
			assert.Contains(t, notes[0], fmt.Sprintf("sheet 1 of %d", want))
			assert.NotContains(t, notes[0], "Cut on the dashed line", "the first sheet lies underneath")
			assert.Contains(t, notes[1], "Cut on the dashed line; lay the cut edge on the grey line of the sheet before, half crosses on its crosses")
			assert.Greater(t, crosses, 4*want, "alignment crosses on the shared strips")
		})
	}
}

// The crosses of a boundary are drawn at the same points of the mat on both
// sheets that share it, so they meet when the sheets are joined.
func TestMatTileCrossesMeet(t *testing.T) {
	mats := printtest.ByID(t, comps(t), "mats")
	o := printtest.Options(func(o *printables.Options) { o.Paper, _ = printables.PaperByName("a4") })
	rec, pages := printtest.Record(t, []*printables.Component{mats}, o)
	// Cross centres in mat coordinates, per page.
	at := map[int]map[[2]int]bool{}
	for _, op := range rec.Ops {
		p := pages[op.Page-1]
		if op.Group != "tile" || op.Kind != "line" || op.Style.LineWidth != 0.25 || op.Y != op.H || p.Tile == nil {
			continue // horizontal arms only
		}
		cx, cy := (op.X+op.W)/2, op.Y
		mx := cx - p.Tile.Window.X + p.Tile.Origin[0]
		my := cy - p.Tile.Window.Y + p.Tile.Origin[1]
		if at[op.Page] == nil {
			at[op.Page] = map[[2]int]bool{}
		}
		at[op.Page][[2]int{int(mx*10 + 0.5), int(my*10 + 0.5)}] = true
	}
	require.GreaterOrEqual(t, len(at), 3)
	// Sheets 1 and 2 of mat A are pages 1 and 3 (duplex blanks between).
	shared := 0
	for k := range at[1] {
		if at[3][k] {
			shared++
		}
	}
	assert.GreaterOrEqual(t, shared, 3, "sheet 1's crosses on the boundary are on sheet 2 at the same points")
}

func TestTextIsReadable(t *testing.T) {
	rec, _ := printtest.Record(t, comps(t), printables.DefaultOptions())
	for _, op := range rec.Ops {
		if op.Kind == "text" {
			assert.GreaterOrEqual(t, op.Font.Size, 4.0, "%q in %s", op.Text, op.Group)
		}
	}
}

// The sheet and the cards are printed from the rules data: change a number
// there and the print follows.
func TestSheetFollowsTheData(t *testing.T) {
	data, err := os.ReadFile("../../rules/politicard/politicard.yaml")
	require.NoError(t, err)
	changed := string(data)
	for _, e := range [][2]string{{"ap_per_turn: 2 ", "ap_per_turn: 3 "}, {"budget: 108 ", "budget: 120 "}} {
		require.Contains(t, changed, e[0])
		changed = strings.Replace(changed, e[0], e[1], 1)
	}
	r, err := politicardrules.Parse(politicardrules.DataFile, []byte(changed))
	require.NoError(t, err)
	cs, err := setFor(r, nil, "")
	require.NoError(t, err)
	rec, _ := printtest.Record(t, cs, printables.DefaultOptions())
	sheet := printtest.TextOf(rec, "front:reference:Reference sheet")
	assert.Contains(t, sheet, "at most 120 HP")
	assert.Contains(t, sheet, "you have 3 AP")
	assert.NotContains(t, sheet, "108")
}

// Issue 18, point 8: no card prints the "No ability" noise line, and every
// title is at least the layout's title_min (9 pt), in both languages: a long
// one (S20, Konzernfreundlicher Algorithmus) wraps onto two lines instead of
// shrinking.
func TestTitlesStayReadable(t *testing.T) {
	r := politicardrules.Load()
	var german *printables.Recorder
	for _, l := range msg.Langs {
		cs, err := Set(nil, l)
		require.NoError(t, err)
		rec, pages := printtest.Record(t, cs[:1], printables.DefaultOptions())
		if l == msg.DE {
			german = rec
		}
		printtest.AssertDrawnInsideItems(t, pages, rec)
		for _, c := range r.Cards {
			name := c.Name.In(l)
			group := "front:cards:" + c.ID + " " + name
			assert.NotContains(t, printtest.TextOf(rec, group), r.MustCard("S64").Text.In(l), c.ID)
			var title []string
			for _, op := range rec.Ops {
				if op.Group == group && op.Kind == "text" && op.Font.Face == printables.Bold && strings.Contains(name, op.Text) && op.Text != c.ID {
					title = append(title, op.Text)
					assert.GreaterOrEqual(t, op.Font.Size, 9.0, "%s (%s): %q at %.2f pt", c.ID, l, op.Text, op.Font.Size)
				}
			}
			assert.Equal(t, name, strings.Join(title, " "), "%s (%s): the whole title, in order", c.ID, l)
		}
	}
	s20 := 0
	for _, op := range german.Ops {
		if op.Group == "front:cards:S20 Konzernfreundlicher Algorithmus" && op.Kind == "text" && op.Font.Face == printables.Bold && op.Font.Size >= 9 && strings.Contains("Konzernfreundlicher Algorithmus", op.Text) {
			s20++
		}
	}
	assert.Equal(t, 2, s20, "S20's title on two lines")
}
