package rigs

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
)

func TestEmbeddedRulesMatchTheInventory(t *testing.T) {
	r, err := Parse(DataFile, rigsYAML)
	require.NoError(t, err)
	assert.Equal(t, 2, r.Players.Min)
	assert.Equal(t, 4, r.Players.Max)
	assert.Equal(t, 15, r.Rounds)
	assert.Equal(t, map[string]int{"plots": 27, "surveys": 27, "karma": 45, "disasters": 36, "market": 36}, r.DeckSizes())
	assert.Equal(t, 171, 27+27+45+36+36)
	assert.Equal(t, map[int]int{2: 6, 3: 4, 4: 3}, r.Start.Plots)
	assert.Equal(t, 100, r.Start.Credits)
	assert.Equal(t, 5, r.Start.Rigs)
	assert.Equal(t, map[Resource]int{Energy: 5, Supplies: 5}, r.Start.Resources)
	assert.Equal(t, 75, r.Limits.RigsInPlay)
	assert.Equal(t, 5, r.Limits.KarmaHand)
	assert.Equal(t, 15, r.Limits.GameMarketCards)
	assert.Equal(t, map[Resource]int{Supplies: 1}, r.Costs.Survey)
	assert.Equal(t, map[Resource]int{Metal: 2}, r.Costs.BuildRigs)
	assert.Equal(t, map[Resource]int{Supplies: 1}, r.Costs.MoveRigs)
	assert.Equal(t, map[Resource]int{Energy: 1}, r.Costs.PowerPlot)
	assert.Equal(t, Vinnie{Phases: []Phase{PlayerPhase, ProductionPhase}, PerPlotPerPhase: 1, ScriptPerType: 20,
		RepayInGame: 2, RepayAtEnd: 4, RepayPhases: []Phase{PlayerPhase}, Lends: []Resource{Energy, Supplies, Metal}}, r.Vinnie)
}

// Rulings (docs/rulings.md): prices and capacities lost from the card art.
func TestRulingsForFactsLostFromTheArt(t *testing.T) {
	r := Load()
	for level, price := range map[string]int{"Low": 5, "normal": 10, "HIGH": 20, "Spike": 40} {
		p, ok := r.MarketPrice(level)
		require.True(t, ok, level)
		assert.Equal(t, price, p, level)
	}
	caps := map[string][3]int{"Plains": {1, 1, 1}, "Valley": {2, 2, 2}, "Forest": {1, 3, 1}, "Desert": {3, 1, 1}, "Ridge": {1, 1, 3}}
	ends := map[string]int{"Plains": 1, "Valley": 1, "Forest": 2, "Desert": 2, "Ridge": 2}
	for name, c := range caps {
		p, ok := r.Plot(name)
		require.True(t, ok)
		assert.Equal(t, c, [3]int{p.Capacity[Energy], p.Capacity[Supplies], p.Capacity[Metal]}, name)
		assert.Zero(t, p.Capacity[Luxuries], "Luxury capacity is the survey yield")
		assert.Equal(t, ends[name], p.EndMarketCards, name)
	}
	yields := map[int]int{}
	for _, s := range r.Surveys {
		yields[s.Yield] = s.Count
	}
	assert.Equal(t, map[int]int{0: 9, 1: 9, 2: 6, 3: 3}, yields)
}

func TestKarmaAndDisasterCards(t *testing.T) {
	r := Load()
	kinds := map[string]int{}
	for _, k := range r.Karma {
		kinds[k.Kind]++
		assert.NotEmpty(t, k.Effect.EN, k.Key())
		assert.NotEmpty(t, k.Effect.DE, k.Key())
		assert.LessOrEqual(t, len(k.Effect.EN), 300, k.Key())
	}
	assert.Equal(t, map[string]int{"destruction": 11, "sabotage": 12, "wealth": 11, "protection": 11}, kinds)
	for _, title := range []string{"Wrong Address", `"Missing" Support`, "Da' Roof is on Fire!", "You sent it WHERE?!", "R.I.G.S. T.D.M."} {
		_, ok := r.KarmaByTitle(title)
		assert.True(t, ok, title)
	}
	k, _ := r.KarmaByTitle("You sent it WHERE?!")
	assert.Equal(t, []Phase{ProductionPhase}, k.Phases)
	d := map[string]int{}
	for _, c := range r.Disasters {
		d[c.Key()] = c.Count
	}
	assert.Equal(t, 6, d["Safe!"])
	assert.Equal(t, 5, d["Theft!"])
	assert.Equal(t, 4, d["RAID!"])
	assert.Equal(t, 4, d["Massive Solar Flare"])
}

func mutate(t *testing.T, old, new string) []byte {
	t.Helper()
	require.Contains(t, string(rigsYAML), old)
	return bytes.Replace(rigsYAML, []byte(old), []byte(new), 1)
}

func TestLoaderRejectsBadData(t *testing.T) {
	cases := map[string]struct {
		data []byte
		want string
	}{
		"unknown field":  {mutate(t, "rounds: 15", "rounds: 15\nroundz: 16"), "rules/rigs/rigs.yaml: line 10: field roundz not found"},
		"count mismatch": {mutate(t, "count: 9\n    capacity: {energy: 2", "count: 8\n    capacity: {energy: 2"), "plots do not match the Game Item Inventory: Valley: 8, inventory says 9"},
		"bad resource":   {mutate(t, "survey: {supplies: 1}", "survey: {suplies: 1}"), `unknown resource "suplies"`},
		"bills":          {mutate(t, "bills: {1: 5, 5: 5, 10: 5, 20: 1}", "bills: {1: 5, 5: 5, 10: 5, 20: 2}"), "start.bills add up to 120"},
		"rounds":         {mutate(t, "rounds: 15", "rounds: 14"), "rounds: 14, but the Game Market deck has 15 cards, one for each round"},
		"market price":   {mutate(t, "{level: Low, count: 9, price: 5}", "{level: Low, count: 9, price: 0}"), "price must be positive"},
		"karma kind":     {mutate(t, "    kind: destruction\n    phases", "    kind: demolition\n    phases"), `kind "demolition"`},
		"karma kinds":    {mutate(t, "  - kind: destruction\n", "  - kind: demolition\n"), "karma_kinds: entry 1 must be destruction"},
		"not yaml":       {[]byte("game: [unclosed"), "rules/rigs/rigs.yaml"},
		"empty":          {[]byte(""), "empty"},
		"two documents":  {append(append([]byte{}, rigsYAML...), []byte("\n---\ngame: x\n")...), "only one YAML document"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := Parse(DataFile, c.data)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.True(t, strings.HasPrefix(err.Error(), DataFile), "errors name the file: %v", err)
		})
	}
}

func TestValidationErrorsNameTheLine(t *testing.T) {
	_, err := Parse(DataFile, mutate(t, "{level: Low, count: 9, price: 5}", "{level: Low, count: 9, price: -5}"))
	require.Error(t, err)
	line := strings.Count(string(rigsYAML[:bytes.Index(rigsYAML, []byte("{level: Low"))]), "\n") + 1
	assert.Contains(t, err.Error(), DataFile+":"+itoa(line)+":")
}

func itoa(n int) string {
	s := ""
	for n > 0 {
		s = string(rune('0'+n%10)) + s
		n /= 10
	}
	return s
}

func FuzzParse(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, s := range fuzzcheck.Seeds(rigsYAML) { // small seeds: a whole data file is minimised, not fuzzed
		f.Add(s)
	}
	f.Add([]byte("game: x\nplayers: {min: 2, max: 1}"))
	f.Add([]byte("karma: [{title: a, kind: wealth}]"))
	f.Add([]byte("- a\n- b"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			r, err := Parse(DataFile, data)
			if err == nil {
				// Whatever parses must satisfy the inventory.
				require.Equal(t, r.Inventory.Tokens, r.Tokens)
			} else {
				require.True(t, strings.HasPrefix(err.Error(), DataFile))
			}
		})
	})
}

// The cards put out into play are exactly those whose text keeps them out
// in front of their owner.
func TestKarmaCardsPutOutIntoPlay(t *testing.T) {
	var out []string
	for _, k := range Load().Karma {
		says := strings.Contains(k.Effect.EN, "in front of you") || strings.Contains(k.Effect.EN, "keep it out")
		assert.Equal(t, says, k.InPlay, k.Key())
		saysDE := strings.Contains(k.Effect.DE, "vor dir aus") || strings.Contains(k.Effect.DE, "lass sie ausliegen")
		assert.Equal(t, saysDE, k.InPlay, "German: %s", k.Key())
		if k.InPlay {
			out = append(out, k.Key())
		}
	}
	assert.Equal(t, []string{"Recycling", "Parts Shop", "R.I.G.S. Alarm System", "Push, Pull, or Drag", "I've Got a Donk"}, out)
}
