package politicard

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
	"boardroom/printables/printtest"
	rules "boardroom/rules/politicard"
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
	assert.Equal(t, []string{"cards", "tempo", "control", "mats", "reference"}, ids)
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
	pages := map[string]int{"cards": 30, "tempo": 6, "control": 6, "mats": 4, "reference": 2}
	for _, c := range cs {
		n, err := printables.PageCount(c, printables.DefaultOptions())
		require.NoError(t, err)
		assert.Equal(t, pages[c.ID], n, c.ID)
	}
}

// Each card shows its name, role, type, cost, power and tier (government),
// keywords, its whole effect and an intervention's trigger.
func TestCardsPrintTheirWholeText(t *testing.T) {
	r := rules.Load()
	rec, pages := printtest.Record(t, comps(t)[:1], printables.DefaultOptions())
	printtest.AssertDrawnInsideItems(t, pages, rec)
	for _, c := range r.Cards {
		got := printtest.TextOf(rec, "front:cards:"+c.ID+" "+c.Name)
		assert.Contains(t, got, c.Name, c.ID)
		assert.True(t, strings.HasSuffix(got, "")) // the text is there at all
		assert.Contains(t, got, c.ID)
		for _, k := range c.Keywords {
			assert.Contains(t, got, k, c.ID)
		}
		switch c.Type {
		case rules.Government:
			assert.Contains(t, got, c.Role)
			assert.Contains(t, got, "POWER")
			assert.Contains(t, got, "GOVERNMENT · TIER")
		case rules.Intervention:
			assert.Contains(t, got, "TRIGGER: "+strings.Join(strings.Fields(c.TriggerText), " "), c.ID)
			assert.Contains(t, got, "EFFECT: "+strings.Join(strings.Fields(c.Text), " "), c.ID)
		default:
			if c.Effect.Kind != "none" {
				assert.Contains(t, got, strings.Join(strings.Fields(c.Text), " "), c.ID)
			}
		}
	}
	g4 := printtest.TextOf(rec, "front:cards:G4 "+r.MustCard("G4").Name)
	assert.Equal(t, "13 HP "+r.MustCard("G4").Name+" The Smiling Prime Minister 8 POWER Leadership G4 GOVERNMENT · TIER 2", g4,
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
	r := rules.Load()
	tempo, _ := r.Sample("tempo")
	cs, err := DeckComponents(tempo.Deck(), rules.Names{"G4": "The Boss"})
	require.NoError(t, err)
	require.Len(t, cs, 1)
	assert.Equal(t, 25, cs[0].Total())
	rec, _ := printtest.Record(t, cs, printables.DefaultOptions())
	assert.Contains(t, printtest.TextOf(rec, "front:deck:G4 The Boss"), "13 HP The Boss The Smiling Prime Minister")
}

func TestMatAndReference(t *testing.T) {
	r := rules.Load()
	rec, pages := printtest.Record(t, comps(t), printables.DefaultOptions())
	printtest.AssertDrawnInsideItems(t, pages, rec)
	mat := printtest.TextOf(rec, "front:mats:Play mat A (player 1)")
	for _, want := range []string{"GOVERNMENT ROW", "PUBLIC ROW", "INSTANT SLOT", "GOVERNMENT ONGOING", "PUBLIC ONGOING", "INTERVENTION", "AP", "ROUNDS WON"} {
		assert.Contains(t, mat, want)
	}
	sheet := printtest.TextOf(rec, "front:reference:Reference sheet")
	for _, sec := range r.Reference {
		assert.Contains(t, sheet, strings.ToUpper(sec.Heading))
	}
	assert.Contains(t, sheet, "at most 108 HP")
	assert.Contains(t, sheet, "a tie goes to the player who passed first")
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
	r, err := rules.Parse(rules.DataFile, []byte(changed))
	require.NoError(t, err)
	cs, err := setFor(r, nil)
	require.NoError(t, err)
	rec, _ := printtest.Record(t, cs, printables.DefaultOptions())
	sheet := printtest.TextOf(rec, "front:reference:Reference sheet")
	assert.Contains(t, sheet, "at most 120 HP")
	assert.Contains(t, sheet, "you have 3 AP")
	assert.NotContains(t, sheet, "108")
}

// Issue 18, point 8: no card prints the "No ability" noise line, and every
// title is at least the layout's title_min (9 pt): a long one (S20,
// Konzernfreundlicher Algorithmus) wraps onto two lines instead of shrinking.
func TestTitlesStayReadable(t *testing.T) {
	r := rules.Load()
	rec, pages := printtest.Record(t, comps(t)[:1], printables.DefaultOptions())
	printtest.AssertDrawnInsideItems(t, pages, rec)
	for _, c := range r.Cards {
		group := "front:cards:" + c.ID + " " + c.Name
		assert.NotContains(t, printtest.TextOf(rec, group), "No ability", c.ID)
		var title []string
		for _, op := range rec.Ops {
			if op.Group == group && op.Kind == "text" && op.Font.Face == printables.Bold && strings.Contains(c.Name, op.Text) && op.Text != c.ID {
				title = append(title, op.Text)
				assert.GreaterOrEqual(t, op.Font.Size, 9.0, "%s: %q at %.2f pt", c.ID, op.Text, op.Font.Size)
			}
		}
		assert.Equal(t, c.Name, strings.Join(title, " "), "%s: the whole title, in order", c.ID)
	}
	s20 := 0
	for _, op := range rec.Ops {
		if op.Group == "front:cards:S20 Konzernfreundlicher Algorithmus" && op.Kind == "text" && op.Font.Face == printables.Bold && op.Font.Size >= 9 && strings.Contains("Konzernfreundlicher Algorithmus", op.Text) {
			s20++
		}
	}
	assert.Equal(t, 2, s20, "S20's title on two lines")
}
