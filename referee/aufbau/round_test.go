package aufbau

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aufbaurules "boardroom/rules/aufbau"
)

// ledger is a player's last ledger as "gold|text" lines.
func ledger(s *State, name string) []string {
	i, _ := s.PlayerIndex(name)
	var out []string
	for _, l := range s.Players[i].Ledger {
		g := ""
		if l.Gold != 0 {
			g = l.Gold.Signed()
		}
		out = append(out, g+"|"+l.Text)
	}
	return out
}

func gold(s *State, name string) aufbaurules.Gold {
	i, _ := s.PlayerIndex(name)
	return s.Players[i].Gold
}

// The first two rounds of a one-player campaign, every ledger line worked
// out by hand: round 1 pays income but no upkeep (AU18); the starter
// workshop converts 8 grain to 2 pulpellen (4:1, AU2); storage keeps them;
// leftover labour and influence convert 4:1 into exact quarters.
func TestFirstTwoRoundsByHand(t *testing.T) {
	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	p := s.Players[0]
	assert.Equal(t, aufbaurules.G(4), p.Gold)
	assert.Equal(t, 5, p.Labor, "starter domain 2 + small leased city 1 + permanent 2")
	assert.Equal(t, 5, p.Influence, "small leased city 1 + small office (influence) 4")

	// R1 maintenance: market raw 7 (no change), special 5 (cheap food +1d2 = 1).
	s = do(t, s, &Next{Dice: []int{7, 5, 1}})
	assert.Equal(t, map[string]int{"specialCheapFood": 1}, nonZero(s.Markets[0].Mods))
	assert.Equal(t, []string{
		"+2|Einkommen Stadtbesitz S2 (klein, verpachtet)",
		"|Ertrag Domäne D1 (Start): 8 Getreide",
		"|Runde 1: noch kein Unterhalt und keine Nahrung (Entscheid AU18: Runde 1 zahlt Einkommen, aber keinen Unterhalt)",
	}, ledger(s, "Anna"))
	assert.Equal(t, aufbaurules.G(6), gold(s, "Anna"))

	// R1 conversion and reset.
	s = do(t, s, &Next{})
	assert.Equal(t, "8 ½", gold(s, "Anna").Amount(), "6 + 5 AK/4 + 5 influence/4")
	assert.Contains(t, s.Said, "  +1 ¼ Gold    Umwandlung 5 AK (4:1)")
	assert.Equal(t, 2, s.Players[0].Special["special.pulpellen"], "storage keeps the 2 pulpellen")
	assert.Equal(t, 2, s.Round)

	// R2 maintenance: events 12 and 24 (no dice of their own).
	s = do(t, s, &Next{Dice: []int{12, 24}})
	assert.Equal(t, []int{12, 24}, s.Section.Events)
	assert.Equal(t, []string{
		"+2|Einkommen Stadtbesitz S2 (klein, verpachtet)",
		"|Ertrag Domäne D1 (Start): 8 Getreide",
		"|Nahrung 2 Einheiten (AK 5, KK 0, Gefolge 0): gegessen 2 Getreide, 0 fehlen",
		"|Unterhalt Werkstatt W3 (klein): −1 AK",
		"|Unterhalt Lager L4 (klein): −1 AK",
	}, ledger(s, "Anna"))
	assert.Equal(t, 3, s.Players[0].Labor)
	assert.Equal(t, "10 ½", gold(s, "Anna").Amount())

	// R2 conversion: 6 grain, the workshop takes 4 (one pulpellen), storage
	// keeps 2 grain and 3 pulpellen; 3 AK = ¾, 5 influence = 1 ¼.
	s = do(t, s, &Next{})
	assert.Equal(t, "12 ½", gold(s, "Anna").Amount())
	assert.Equal(t, 2, s.Players[0].Raw["raw.grain"])
	assert.Equal(t, 3, s.Players[0].Special["special.pulpellen"])
}

func nonZero(m map[string]int) map[string]int {
	out := map[string]int{}
	for k, v := range m {
		if v != 0 {
			out[k] = v
		}
	}
	return out
}

// Militia is the one troop counted per two levels (per_levels 2): an odd
// number of levels rounds up in maintenance, 3 levels pay as 2 units
// (2 gold and 2 influence), 1 level as 1 unit.
func TestMilitiaUpkeepRoundsUp(t *testing.T) {
	for _, c := range []struct {
		levels int
		want   string
	}{
		{1, "−1|Unterhalt Miliz (1 Stufe), −1 Einfluss"},
		{3, "−2|Unterhalt Miliz (3 Stufen), −2 Einfluss"},
		{4, "−2|Unterhalt Miliz (4 Stufen), −2 Einfluss"},
	} {
		s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
		s = do(t, s, &Next{Dice: []int{7, 5, 1}})
		s = do(t, s, &Next{})
		s.Players[0].Troops = map[string]int{"militia": c.levels}
		s.Players[0].Influence = 10
		s = do(t, s, &Next{Dice: []int{12, 24}})
		assert.Contains(t, ledger(s, "Anna"), c.want, "%d levels", c.levels)
	}
}

// Drought (event 8) halves the yield of an agriculture or animal husbandry
// domain in the first round of its section only (ruling AU28): round 2
// yields 4 grain of 8, round 3 the full 8.
func TestDroughtOnlyInTheSectionsFirstRound(t *testing.T) {
	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	s = do(t, s, &Next{Dice: []int{7, 5, 1}})
	s = do(t, s, &Next{})
	s.Players[0].Domains[0].Spec = "agriculture"
	s = do(t, s, &Next{Dice: []int{8, 12, 1, 20}}) // events 8 and 12, sale die, no fire
	require.Equal(t, 2, s.Round)
	assert.Contains(t, ledger(s, "Anna"), "|Ereignis 8: Dürre, Ertrag von D1 auf ½")
	assert.Contains(t, ledger(s, "Anna"), "|Ertrag Domäne D1 (Start): 4 Getreide")
	s = do(t, s, &Next{})
	s = do(t, s, &Next{})
	require.Equal(t, 3, s.Round)
	assert.Equal(t, []int{8, 12}, s.Section.Events, "still event 8's section")
	assert.NotContains(t, ledger(s, "Anna"), "|Ereignis 8: Dürre, Ertrag von D1 auf ½")
	assert.Contains(t, ledger(s, "Anna"), "|Ertrag Domäne D1 (Start): 8 Getreide")
}
