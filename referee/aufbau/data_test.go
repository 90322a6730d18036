package aufbau

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	rules "boardroom/rules/aufbau"
)

// withData runs the referee on the rules data with each old text replaced
// by its new one, until the test ends.
func withData(t *testing.T, replace ...string) {
	t.Helper()
	raw, err := os.ReadFile("../../rules/aufbau/aufbau.yaml")
	require.NoError(t, err)
	text := string(raw)
	for i := 0; i < len(replace); i += 2 {
		require.Contains(t, text, replace[i])
		text = strings.Replace(text, replace[i], replace[i+1], 1)
	}
	r, err := rules.Parse(rules.DataFile, []byte(text))
	require.NoError(t, err)
	testRules = r
	t.Cleanup(func() { testRules = nil })
}

func short(name string) string {
	for _, v := range Verbs() {
		if v.Name == name {
			return v.Short
		}
	}
	return ""
}

// The verbs' help and the referee's arithmetic take their numbers from the
// rules data: changed there, both follow.
func TestHelpAndArithmeticFollowTheData(t *testing.T) {
	assert.Contains(t, short("einfluss"), "1 Gold je Investition → 4 Einfluss (temp), 2 Gold → 1 permanenter (perm); Probe Einfluss, SG 12")
	assert.Contains(t, short("verleih"), "2 Gold je Investition, Auszahlung im nächsten Unterhalt; Probe Geld, SG 14")
	assert.Contains(t, short("kauf"), "2 Gold je 6 RM, 3 je SM oder AK;")
	assert.Contains(t, short("paechter"), "12 Gold + 4 Einfluss je Stufe (Kult 8 + 8); Probe Einfluss, SG 14")
	assert.Contains(t, short("fachkraft"), "10/25/50 Gold, SG 10/14/18")

	withData(t,
		"influence_action:\n  dc: 12\n  temp_gold: 1", "influence_action:\n  dc: 13\n  temp_gold: 1",
		"lend:\n  dc: 14\n  gold: 2", "lend:\n  dc: 15\n  gold: 3",
		"special_price: 3", "special_price: 4",
		"tenants:\n  cost: {gold: 12, influence: 4}", "tenants:\n  cost: {gold: 11, influence: 5}",
		"simple: {cost: 10, dc: 10,", "simple: {cost: 9, dc: 11,",
		"famine: true, famine_loyalty: 2,", "famine: true, famine_loyalty: 3,",
		"cap_from_rank: 2", "cap_from_rank: 1")
	assert.Contains(t, short("einfluss"), "Probe Einfluss, SG 13")
	assert.Contains(t, short("verleih"), "3 Gold je Investition, Auszahlung im nächsten Unterhalt; Probe Geld, SG 15")
	assert.Contains(t, short("kauf"), "2 Gold je 6 RM, 4 je SM, 3 je AK;")
	assert.Contains(t, short("paechter"), "11 Gold + 5 Einfluss je Stufe")
	assert.Contains(t, short("fachkraft"), "9/25/50 Gold, SG 11/14/18")

	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	s = do(t, s, &Next{Dice: []int{7, 5, 1}})
	s = do(t, s, &GainInfluence{Player: "Anna", Kind: "temporary", Inv: 1, Dice: []int{10}})
	assert.Contains(t, s.Said[0], "gegen SG 13")
	s = do(t, s, &MoneyLend{Player: "Anna", Inv: 1, Dice: []int{10}})
	assert.Contains(t, s.Said[0], "−3 Gold")
	assert.Contains(t, s.Said[0], "gegen SG 15")
}

// famineLO plays round 2 under event 2 (famine) with S2's tenants unfed
// (D1 in unrest yields nothing) and returns S2's loyalty after it.
func famineLO(t *testing.T) int {
	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	s = do(t, s, &Next{Dice: []int{7, 5, 1}})
	s = do(t, s, &Next{})
	s.Players[0].Domains[0].Unrest = true
	s.Players[0].Raw = map[string]int{}
	s.Players[0].Special = map[string]int{}
	s.Players[0].Cities[0].Tenants = 1
	s.Players[0].Cities[0].LO = 5
	s = do(t, s, &Next{Dice: []int{2, 12, 20, 2}}) // events 2 and 12, no Denera, sale die
	require.Equal(t, []int{2, 12}, s.Section.Events)
	return s.Players[0].Cities[0].LO
}

// hireRefusal is the refusal of a third specialist for a player with two.
func hireRefusal(t *testing.T) string {
	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	s = do(t, s, &Next{Dice: []int{7, 5, 1}})
	s.Players[0].Gold = rules.G(100)
	s.Players[0].Specialists = []Specialist{{Kind: "artisan", Tier: "simple", LO: 3}, {Kind: "builder", Tier: "simple", LO: 3}}
	return refused(t, s, &Hire{Player: "Anna", Kind: "wizard", Tier: "simple"}).Reason
}

// A famine's loyalty loss and the specialists' places come from the data.
func TestFamineAndSpecialistPlacesFollowTheData(t *testing.T) {
	assert.Equal(t, 3, famineLO(t), "LO 5 − 2")
	assert.Contains(t, hireRefusal(t), "Anna hat 2 von 2")
	withData(t, "famine: true, famine_loyalty: 2,", "famine: true, famine_loyalty: 3,",
		"cap_from_rank: 2", "cap_from_rank: 1")
	assert.Equal(t, 2, famineLO(t), "LO 5 − 3")
	assert.NotContains(t, hireRefusal(t), "Anna hat 2 von", "starter domain, small city and office now add places")
}

// neiderDefence is Anna's defence line against the enviers (N 3) with one
// level of bodyguard (KK 2) in round 2.
func neiderDefence(t *testing.T) string {
	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	s = do(t, s, &Next{Dice: []int{7, 5, 1}})
	s = do(t, s, &Next{})
	s.Players[0].N = 3
	s.Players[0].Troops = map[string]int{"bodyguard": 1}
	s = do(t, s, &Next{Dice: []int{12, 24, 10}})
	return strings.Join(ledger(s, "Anna"), "\n")
}

// A defence roll adds the open combat power divided by the data's
// defence_kk_divisor.
func TestDefenceFollowsTheData(t *testing.T) {
	assert.Contains(t, neiderDefence(t), "1W20 = 10 + 1 (Abwehr)")
	withData(t, "defence_kk_divisor: 2", "defence_kk_divisor: 1")
	assert.Contains(t, neiderDefence(t), "1W20 = 10 + 2 (Abwehr)")
}
