package aufbau

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
)

// The data holds every table the facts file lists.
func TestData(t *testing.T) {
	r := Load()
	raw, special, food := 0, 0, 0
	for _, m := range r.Materials {
		if m.Kind() == "raw" {
			raw++
		} else {
			special++
		}
		if m.Food() {
			food++
		}
	}
	assert.Equal(t, 47, raw)
	assert.Equal(t, 40, special)
	assert.Equal(t, 18, food, "18 food-tagged materials")
	assert.Len(t, r.Events.Rows, 39)
	assert.Len(t, r.Market.Raw, 11)
	assert.Len(t, r.Market.Special, 11)
	e, ok := r.Event(27)
	require.True(t, ok)
	assert.Equal(t, "Aufruhr in Denera", e.DE)
	m, ok := r.Material("special.pulpellen")
	require.True(t, ok)
	assert.Equal(t, -1, m.Bonus)
	assert.Equal(t, 30, r.Domains.Tiers["small"].Cost)
	assert.Equal(t, []int{4, 10, 18}, r.Orgs.Kinds["underworld"].GoldByRank)
	assert.Equal(t, 24, r.Trade.Tiers["large"].TradeGold)
	assert.Equal(t, 24, r.Workshops.Tiers["large"].Input)
	assert.Equal(t, 6, r.Workshops.Tiers["large"].Output, "the rulebook's 24 → 6 (AU2)")
}

func TestGold(t *testing.T) {
	for _, c := range []struct {
		g    Gold
		want string
	}{{G(12) + Frac(3, 4), "12 ¾"}, {Frac(1, 3), "⅓"}, {G(0), "0"}, {-(G(2) + Frac(1, 2)), "−2 ½"}, {Frac(5, 12), "5/12"}, {G(3), "3"}} {
		assert.Equal(t, c.want, c.g.Amount())
		back, err := ParseGold(c.want)
		require.NoError(t, err)
		assert.Equal(t, c.g, back)
	}
	assert.Equal(t, "12 ¾ Gold", (G(12) + Frac(3, 4)).String())
	hyphen, err := ParseGold("-2 ½")
	require.NoError(t, err)
	assert.Equal(t, -(G(2) + Frac(1, 2)), hyphen, "a typed hyphen is a minus too")
	_, err = ParseGold("1/5")
	assert.Error(t, err, "fifths are not twelfths")
	b, err := (G(1) + Frac(1, 4)).MarshalJSON()
	require.NoError(t, err)
	assert.JSONEq(t, `{"text":"1 ¼","twelfths":15}`, string(b))
}

func TestChecks(t *testing.T) {
	r := Load()
	for _, c := range []struct {
		total, dc int
		want      string
	}{{28, 18, "veryGood"}, {27, 18, "good"}, {23, 18, "good"}, {18, 18, "success"}, {13, 18, "poor"}, {12, 18, "fail"}} {
		assert.Equal(t, c.want, r.TierOf(c.total, c.dc).ID, "%d vs %d", c.total, c.dc)
	}
	assert.Equal(t, 0, InvestMod(r.Checks.InvestSteps, 3))
	assert.Equal(t, 4, InvestMod(r.Checks.InvestSteps, 4))
	assert.Equal(t, 8, InvestMod(r.Checks.InvestSteps, 9), "one value, no stacking (AU15)")
	dc, cut := r.DC(14, []Mod{{"a", 4}, {"b", -3}, {"c", -2}})
	assert.Equal(t, 14, dc)
	assert.Equal(t, -4, cut, "reductions capped at 4 (AU16)")
	assert.Equal(t, 3, r.KWMod(12))
	assert.Equal(t, 0, r.KWMod(3))
	assert.Equal(t, 2, r.ASMod(-9), "AS is clamped to −6")
	assert.Equal(t, 1, r.ASMod(-2))
	assert.Equal(t, -1, r.ASMod(3))
	assert.Equal(t, -2, r.ASMod(4))
	assert.Equal(t, 0, r.ASMod(1))
	assert.Equal(t, []int{9, 11, 12, 15}, []int{r.CostAt(12, "veryGood"), r.CostAt(12, "good"), r.CostAt(12, "success"), r.CostAt(12, "poor")})
	assert.Equal(t, 3, r.Effective(3, 6))
	assert.Equal(t, 4, r.Effective(3, 7))
}

func TestDice(t *testing.T) {
	d, err := ParseDice("2w20")
	require.NoError(t, err)
	assert.False(t, d.Possible(41))
	assert.True(t, d.Possible(40))
	assert.False(t, d.Possible(1))
	assert.Equal(t, "2W20", d.String())
	_, err = ParseDice("0d6")
	assert.Error(t, err)
}

// A typo in the data is an error with the file and line.
func TestBadData(t *testing.T) {
	for _, c := range []struct{ from, to, want string }{
		{"group: rawCheapFood, bonus: 0, tags: [food, military]}", "group: rawCheapFod, bonus: 0, tags: [food, military]}", "market group"},
		{"starter_domain_pick: raw.grain", "starter_domain_pick: raw.grian", "unknown material"},
		{"    - {roll: 7, de: \"Alle Materialien\"", "    - {roll: 8, de: \"Alle Materialien\"", "row 7 has roll 8"},
		{"raw_divisor: 4", "raw_divisor: 5", "divide 12"},
		{"game: Aufbausystem", "game: Aufbausystem\nfoo: 1", "foo"},
	} {
		data := bytes.Replace(aufbauYAML, []byte(c.from), []byte(c.to), 1)
		require.NotEqual(t, aufbauYAML, data, c.from)
		_, err := Parse(DataFile, data)
		require.Error(t, err, c.want)
		assert.Contains(t, err.Error(), c.want)
		assert.True(t, strings.HasPrefix(err.Error(), DataFile), err.Error())
	}
}

func FuzzParse(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, s := range fuzzcheck.Seeds(aufbauYAML) { // small seeds: a whole data file is minimised, not fuzzed
		f.Add(s)
	}
	f.Add([]byte("game: x\n"))
	f.Add(bytes.Replace(aufbauYAML, []byte("events:"), []byte("events: 3\nx:"), 1))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			r, err := Parse("fuzz.yaml", data)
			if err == nil {
				for _, m := range r.Materials {
					_, ok := r.Material(m.ID)
					require.True(t, ok)
				}
			}
		})
	})
}

func FuzzParseGold(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, s := range []string{"12 ¾", "-2 ½", "1/3", "0", "5 7/12", "x", "1/0", "99999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fuzzcheck.Check(t, len(s), func() {
			g, err := ParseGold(s)
			if err != nil {
				return
			}
			back, err := ParseGold(g.Amount())
			require.NoError(t, err, "%q -> %q", s, g.Amount())
			require.Equal(t, g, back)
		})
	})
}

func FuzzParseDice(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, s := range []string{"2d6", "1w20", "d8", "0d6", "3d", "10d100"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fuzzcheck.Check(t, len(s), func() {
			d, err := ParseDice(s)
			if err == nil {
				require.True(t, d.Min() >= 1 && d.Max() >= d.Min())
			}
		})
	})
}

func TestRefine(t *testing.T) {
	r := Load()
	assert.Equal(t, "special.pulpellen", r.Refine("special.pulpellen", 0))
	one := r.Refine("special.pulpellen", 1)
	m, _ := r.Material(one)
	assert.Equal(t, "basic", m.Tier, "cheap → basic: %s", one)
	two := r.Refine("special.pulpellen", 2)
	m, _ = r.Material(two)
	assert.Equal(t, "expensive", m.Tier)
	three := r.Refine("special.pulpellen", 5)
	m, _ = r.Material(three)
	assert.True(t, m.Has("luxury"), "ends in an expensive luxury: %s", three)
	assert.Equal(t, "raw.bread", r.Refine("raw.bread", 2), "improved raw output is not refined")
}
