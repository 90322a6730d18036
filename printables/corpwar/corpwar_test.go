package corpwar

import (
	"boardroom/phrase/msg"
	"boardroom/printables"
	"boardroom/printables/printtest"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	corpwarrules "boardroom/rules/corpwar"
	corpwartpl "boardroom/templates/corpwar"
)

func cwComponents(t testing.TB) []*printables.Component {
	t.Helper()
	comps, err := Components()
	require.NoError(t, err)
	return comps
}

func TestCorpWarComponents(t *testing.T) {
	r := corpwarrules.Load()
	comps := cwComponents(t)
	var ids []string
	for _, c := range comps {
		ids = append(ids, c.ID)
		assert.NotEmpty(t, c.Format, c.ID)
	}
	assert.Equal(t, []string{"cards", "boards", "employees", "products", "money", "reference"}, ids)

	cards := printtest.ByID(t, comps, "cards")
	assert.InDelta(t, 63.5, cards.W, printtest.Tol)
	assert.InDelta(t, 88.9, cards.H, printtest.Tol)
	assert.Equal(t, r.DeckSize(), cards.Total(), "16 face cards and 2 Jokers")
	assert.Equal(t, 18, cards.Total())
	assert.NotNil(t, cards.Back)
	for _, it := range cards.Items {
		assert.Nil(t, it.Back, "%s: every card has the same back, so a bluff looks like an Espionage", it.Title)
	}
	assert.Equal(t, "Ace of Spades", cards.Items[0].Title)
	assert.Equal(t, "Joker", cards.Items[len(cards.Items)-1].Title)
	assert.Equal(t, 2, cards.Items[len(cards.Items)-1].Count)

	boards := printtest.ByID(t, comps, "boards")
	assert.True(t, boards.FullPage)
	assert.Equal(t, r.Players.Max, boards.Total(), "one board per corporation")
	for _, id := range []string{"employees", "products"} {
		c := printtest.ByID(t, comps, id)
		assert.True(t, c.Disc)
		assert.InDelta(t, 19.05, c.W, printtest.Tol, "3/4 inch")
	}
	assert.Equal(t, r.Tokens.Employees, printtest.ByID(t, comps, "employees").Total())
	assert.Equal(t, r.Tokens.Products, printtest.ByID(t, comps, "products").Total())
	money := printtest.ByID(t, comps, "money")
	total := 0
	for i, m := range r.Tokens.Money {
		assert.Equal(t, fmt.Sprintf("%d money", m.Value), money.Items[i].Title)
		assert.Equal(t, m.Count, money.Items[i].Count)
		total += m.Value * m.Count
	}
	assert.GreaterOrEqual(t, total, r.Players.Max*(r.End.MoneyAbove+1), "enough money for every corporation to pass the end")
}

func TestCorpWarPageCounts(t *testing.T) {
	comps := cwComponents(t)
	// Duplex: a blank back after each board and the sheet; discs are one-sided
	// (two pages of fronts, each with its blank back).
	want := map[string]int{"cards": 4, "boards": 10, "employees": 2, "products": 2, "money": 2, "reference": 2}
	for _, c := range comps {
		n, err := printables.PageCount(c, printables.DefaultOptions())
		require.NoError(t, err)
		assert.Equal(t, want[c.ID], n, c.ID)
	}
}

// Each card shows its action, its whole effect from the rules data, and the
// standard card it replaces.
func TestCorpWarCardsPrintTheirWholeText(t *testing.T) {
	r := corpwarrules.Load()
	rec, _ := printtest.Record(t, cwComponents(t), printables.DefaultOptions())
	for _, info := range r.Cards {
		title := "Joker"
		if info.Card != corpwarrules.Joker {
			title = strings.ToUpper(string(info.Card[:1])) + string(info.Card[1:]) + " of Hearts"
		}
		got := printtest.TextOf(rec, "front:cards:"+title)
		assert.Contains(t, got, strings.ToUpper(info.Action), title)
		assert.Contains(t, got, strings.Join(strings.Fields(info.Effect), " "), title)
		if info.Card == corpwarrules.Joker {
			assert.Contains(t, got, "Replaces a Joker of a standard deck")
		} else {
			assert.Contains(t, got, "Replaces the "+info.Rank+"♥ of a standard deck", title)
		}
	}
	// The same back on every card.
	backs := map[string]bool{}
	for _, op := range rec.Ops {
		if strings.HasPrefix(op.Group, "back:cards:") && op.Kind == "text" {
			backs[op.Text] = true
		}
	}
	assert.Equal(t, map[string]bool{"CORPORATE WARFARE": true, "SPECIAL ACTION": true}, backs)
}

func TestCorpWarTextIsReadable(t *testing.T) {
	for _, paper := range printables.Papers {
		rec, _ := printtest.Record(t, cwComponents(t), printtest.Options(func(o *printables.Options) { o.Paper = paper }))
		n := 0
		for _, op := range rec.Ops {
			if op.Kind == "text" {
				assert.GreaterOrEqual(t, op.Font.Size, 3.5, "%q in %s", op.Text, op.Group)
				n++
			}
		}
		assert.Greater(t, n, 500)
	}
}

// The board and the reference sheet are rendered from the rules data: change
// a number there and the printed number follows.
func TestCorpWarSheetsComeFromTheRulesData(t *testing.T) {
	l, err := corpwartpl.Load()
	require.NoError(t, err)
	data, err := os.ReadFile("../../rules/corpwar/corpwar.yaml")
	require.NoError(t, err)
	for _, change := range []struct {
		edit []string // from, to in the YAML
		want []string
	}{
		{nil, []string{
			"2–5 corporations", "The special action deck is 18 cards", "3 employees to place, 2 cards and 10 money",
			"4+ with 0, 3+ with 1, 2+ with 2 Improved Methods", "1 die + 2 per Market Research card", "3 money each",
			"1 money per full 3 employees (2 employees cost 0, 3 cost 1); 1 per full 6 products", "Hand limit: 5 cards",
			"more than 30 money after upkeep", "At the latest after turn 50", "CW14 upkeep counts full groups", "Sales: sell 1 product for 3 money"}},
		{[]string{"employees: {each: 3, cost: 1}", "employees: {each: 4, cost: 1}", "money_above: 30", "money_above: 40", "lowest: 2 ", "lowest: 3 ",
			"after: {en: stays on the department,", "after: {en: stays in play until the end,"},
			[]string{"1 money per full 4 employees (3 employees cost 0, 4 cost 1)", "more than 40 money after upkeep", "4+ with 0, 3+ with 1 Improved"}},
	} {
		changed := string(data)
		for i := 0; i < len(change.edit); i += 2 {
			require.Contains(t, changed, change.edit[i])
			changed = strings.Replace(changed, change.edit[i], change.edit[i+1], 1)
		}
		r, err := corpwarrules.Parse(corpwarrules.DataFile, []byte(changed))
		require.NoError(t, err)
		comps, err := corpwarSet(r, l, msg.EN)
		require.NoError(t, err)
		rec, _ := printtest.Record(t, comps, printables.DefaultOptions())
		ref := printtest.TextOf(rec, "front:reference:Reference sheet")
		board := printtest.TextOf(rec, "front:boards:Corporation A")
		ace, _ := r.Card(corpwarrules.Ace)
		assert.Contains(t, printtest.TextOf(rec, "front:cards:Ace of Spades"), strings.ToUpper(ace.After), "the card's foot says where it goes, from the data")
		for _, w := range change.want {
			assert.Contains(t, ref, w)
		}
		assert.Contains(t, board, fmt.Sprintf("more than %d after upkeep wins", r.End.MoneyAbove))
		assert.Contains(t, board, fmt.Sprintf("Anyone with more than %d money?", r.End.MoneyAbove))
		assert.Contains(t, board, "per full "+strconv.Itoa(r.Upkeep.Employees.Each)+" employees")
		for k := 0; k <= r.MaxImproved(); k++ {
			assert.Contains(t, board, fmt.Sprintf("%d+", r.SuccessRoll(k)))
		}
	}
}

func TestCorpWarLayoutNeedsAColourForEverything(t *testing.T) {
	l, err := corpwartpl.Load()
	require.NoError(t, err)
	delete(l.Colors, "departments.research")
	_, err = corpwarSet(corpwarrules.Load(), l, msg.EN)
	assert.ErrorContains(t, err, "no colour for departments.research")
	l, err = corpwartpl.Load()
	require.NoError(t, err)
	l.Seats = l.Seats[:2]
	_, err = corpwarSet(corpwarrules.Load(), l, msg.EN)
	assert.ErrorContains(t, err, "2 corporations, but up to 5 play")
}

// Every card's title is printed at 9 pt or more, whole and in order, in
// both languages (a long German title wraps rather than shrinks), and every
// word printed on the German set is German.
func TestCardTitlesFitInBothLanguages(t *testing.T) {
	r := corpwarrules.Load()
	for _, lang := range msg.Langs {
		comps, err := ComponentsIn(lang)
		require.NoError(t, err)
		rec, pages := printtest.Record(t, comps, printables.DefaultOptions())
		printtest.AssertDrawnInsideItems(t, pages, rec)
		for _, c := range r.Cards {
			name := strings.ToUpper(c.Title.In(lang))
			suit := corpwarrules.Messages.Say(lang, "print.suit.spades")
			group := "front:cards:" + corpwarrules.Messages.Say(lang, "print.card.title", c.RankName.In(lang), suit)
			if c.Card == corpwarrules.Joker {
				group = "front:cards:Joker"
			}
			var title []string
			page := 0
			for _, op := range rec.Ops {
				if op.Group == group && page == 0 {
					page = op.Page // the first of the kind (two Jokers share a title)
				}
				if op.Group == group && op.Page == page && op.Kind == "text" && op.Font.Face == printables.Bold && strings.Contains(name, op.Text) && len(op.Text) > 2 {
					title = append(title, op.Text)
					assert.GreaterOrEqual(t, op.Font.Size, 9.0, "%s %s: %q at %.2f pt", lang, c.Card, op.Text, op.Font.Size)
				}
			}
			want := name
			if c.Card == corpwarrules.Joker { // both Jokers, one title, on one sheet
				want = strings.TrimSpace(strings.Repeat(name+" ", c.Count))
			}
			assert.Equal(t, want, strings.Join(title, " "), "%s %s: the whole title, in order", lang, c.Card)
		}
		if lang == msg.DE {
			var words []string
			for _, op := range rec.Ops {
				// the engine's note on a blank back is the engine's to say
				if op.Kind == "text" && !strings.HasPrefix(op.Text, "Back of page") {
					words = append(words, op.Text)
				}
			}
			all := " " + strings.Join(words, " ") + " "
			for _, w := range []string{" the ", " and ", " of ", "Special", "money", "Employee", "Product", "Reference"} {
				assert.NotContains(t, all, w, "the German print set says no English word")
			}
			assert.Contains(t, printtest.TextOf(rec, "front:cards:Pik-Ass"), "VERBESSERTE METHODEN")
			assert.Contains(t, printtest.TextOf(rec, "front:cards:Pik-Dame"), "Ersetzt D♠ eines normalen Kartenspiels", "a German deck's Dame is D")
			assert.Contains(t, printtest.TextOf(rec, "front:cards:Kreuz-Bube"), "Ersetzt B♣", "and its Bube B")
		}
	}
}
