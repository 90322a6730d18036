package corpwar

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
	"boardroom/phrase/msg"
)

func TestEmbeddedData(t *testing.T) {
	r := Load()
	assert.Equal(t, "Corporate Warfare", r.Game)
	assert.Equal(t, []Dept{Production, Research, HR, Sales}, r.Depts, "resolved in the rulebook's order (CW4)")
	assert.Equal(t, 18, r.DeckSize(), "16 face cards and 2 Jokers")
	for _, c := range CardKinds {
		info, ok := r.Card(c)
		require.True(t, ok, c)
		assert.NotContains(t, info.Text.EN, "{", "numbers are filled in")
		assert.NotContains(t, info.Text.DE, "{", "numbers are filled in, in German too")
	}
	ace, _ := r.Card(Ace)
	assert.Contains(t, ace.Text.EN, "4+ becomes 3+")
	assert.Contains(t, ace.Text.EN, "down to 2+")
	assert.Contains(t, ace.Text.DE, "aus 4+ wird 3+")
	assert.Equal(t, "sell 1 product for 3 money", r.Departments[3].Success.EN)
	assert.Equal(t, "1 Produkt für 3 Geld verkaufen", r.Departments[3].Success.DE)
	assert.Contains(t, r.Turn[3].Steps[1].EN, "Pay 1 per full 3 employees, then 1 per full 6 products")
	assert.Contains(t, r.Turn[3].Steps[1].DE, "Zahlt 1 je volle 3 Mitarbeiter, dann 1 je volle 6 Produkte")
}

// The rulebook's numbers and the rulings that are numbers, as functions.
func TestRuleFunctions(t *testing.T) {
	r := Load()
	assert.Equal(t, []int{4, 3, 2, 2, 2}, []int{r.SuccessRoll(0), r.SuccessRoll(1), r.SuccessRoll(2), r.SuccessRoll(3), r.SuccessRoll(4)},
		"from 4-6 to 3-6 to 2-6, and no lower (CW5)")
	assert.Equal(t, 2, r.MaxImproved())
	assert.Equal(t, 4, r.MarketDemand([]int{4}, 0))
	assert.Equal(t, 9, r.MarketDemand([]int{5}, 2), "+2 per Market Research in play")
	for n, want := range map[int]int{0: 0, 1: 0, 2: 0, 3: 1, 5: 1, 6: 2, 9: 3} {
		assert.Equal(t, want, r.EmployeeUpkeep(n), "%d employees (CW14: full groups)", n)
	}
	for n, want := range map[int]int{0: 0, 5: 0, 6: 1, 11: 1, 12: 2} {
		assert.Equal(t, want, r.StorageCost(n), "%d products", n)
	}
	assert.False(t, r.Wins(30), "more than 30")
	assert.True(t, r.Wins(31))
	assert.Equal(t, "ruling CW14: upkeep counts full groups", r.Cite(msg.EN, "rounding"))
	assert.Equal(t, "Entscheid CW14: Unterhalt zählt volle Gruppen", r.Cite(msg.DE, "rounding"))
}

func TestDataErrorsNameFileAndLine(t *testing.T) {
	for _, c := range []struct{ from, to, want string }{
		{"players: {min: 2, max: 5}", "players: {min: 2, max: 1}", "corpwar.yaml:8: players: need 2 <= min <= max"},
		{"  lowest: 2 ", "  lowest: 1 ", "a 1 must always fail"},
		{"    count: 2\n", "    count: 3\n", "3 joker cards; a standard deck has at most 2"},
		{"{sale_price} money", "{price} money", "departments[3].success: unknown placeholder {price}"},
		{"  - card: queen", "  - card: quen", `want queen, got "quen"`},
		{"hand_limit: 5", "hand_limt: 5", "field hand_limt not found"},
		{"  hidden: {id: CW19", "  hiddn: {id: CW19", "rulings: hidden needs an id"},
		{"{value: 5, count: 24}", "{value: 1, count: 24}", "values must be positive and rising"},
	} {
		data := bytes.Replace(corpwarYAML, []byte(c.from), []byte(c.to), 1)
		require.NotEqual(t, corpwarYAML, data, "the test's text %q is not in the file", c.from)
		_, err := Parse(DataFile, data)
		require.Error(t, err, c.to)
		assert.Contains(t, err.Error(), DataFile+":")
		assert.Contains(t, err.Error(), strings.TrimPrefix(c.want, "corpwar.yaml"), c.to)
	}
}

// Every ruling the referee cites is written up in docs/rulings.md under its number.
func TestRulingsAreDocumented(t *testing.T) {
	doc, err := os.ReadFile("../../docs/rulings.md")
	require.NoError(t, err)
	text := string(doc)
	i := strings.Index(text, "# Corporate Warfare")
	require.GreaterOrEqual(t, i, 0, "docs/rulings.md has a Corporate Warfare section")
	text = text[i:]
	ids := map[string]bool{}
	for _, key := range RulingKeys {
		ru := Load().Rulings[key]
		assert.False(t, ids[ru.ID], "%s is used twice", ru.ID)
		ids[ru.ID] = true
		assert.Regexp(t, regexp.MustCompile(`(?m)^## `+ru.ID+` `), text, "%s (%s) has a section", ru.ID, key)
	}
	assert.Len(t, Load().Rulings, len(RulingKeys), "every ruling in the data is cited by the referee")
}

func FuzzParse(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, s := range fuzzcheck.Seeds(corpwarYAML) { // small seeds: a whole data file is minimised, not fuzzed
		f.Add(s)
	}
	f.Add([]byte("game: x\nplayers: {min: 2, max: 1}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			_, err := Parse(DataFile, data)
			if err != nil {
				assert.True(t, strings.HasPrefix(err.Error(), DataFile), err.Error())
			}
		})
	})
}
