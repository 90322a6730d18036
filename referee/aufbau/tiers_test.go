package aufbau

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aufbaurules "boardroom/rules/aufbau"
)

// inActions is a one-player physical campaign in round 1's actions phase
// (neutral raw market, special cheap food +1), changed by f.
func inActions(t *testing.T, f func(p *Player)) *State {
	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	s = do(t, s, &Next{Dice: []int{7, 5, 1}})
	f(&s.Players[0])
	return s
}

var tierNames = []string{"veryGood", "good", "success", "poor", "fail"}

// Every action at every success tier: the d20 entered gives the tier, and
// the tier gives what the facts file's §8 says.
func TestEveryActionAtEveryTier(t *testing.T) {
	type tc struct {
		name  string
		setup func(p *Player)
		act   func(roll int) interface {
			Legal(*State) error
		}
		rolls []int // per tier, best first
		check func(t *testing.T, s *State, tier string)
	}
	want := func(m map[string]int) func(string) int { return func(k string) int { return m[k] } }
	cases := []tc{
		{"influence temporary 2", func(p *Player) {}, func(r int) interface{ Legal(*State) error } {
			return &GainInfluence{Player: "Anna", Kind: "temporary", Inv: 2, Dice: []int{r}}
		}, []int{17, 12, 7, 2, 1}, func(t *testing.T, s *State, tier string) {
			assert.Equal(t, 5+want(map[string]int{"veryGood": 16, "good": 12, "success": 8, "poor": 4})(tier), s.Players[0].Influence)
			assert.Equal(t, aufbaurules.G(4), s.Players[0].Gold, "2 gold paid whatever the outcome")
		}},
		{"influence permanent 2", func(p *Player) {}, func(r int) interface{ Legal(*State) error } {
			return &GainInfluence{Player: "Anna", Kind: "permanent", Inv: 2, Dice: []int{r}}
		}, []int{17, 12, 7, 2, 1}, func(t *testing.T, s *State, tier string) {
			n := want(map[string]int{"veryGood": 6, "good": 4, "success": 2, "poor": 1})(tier)
			assert.Equal(t, n, s.Players[0].PermInfl)
			assert.Equal(t, 5+n, s.Players[0].Influence, "also in this round's pool")
		}},
		{"lend 2", func(p *Player) { p.Checks["money"] = 5 }, func(r int) interface{ Legal(*State) error } {
			return &MoneyLend{Player: "Anna", Inv: 2, Dice: []int{r}}
		}, []int{19, 14, 9, 4, 3}, func(t *testing.T, s *State, tier string) {
			assert.Equal(t, aufbaurules.G(want(map[string]int{"veryGood": 24, "good": 16, "success": 8, "poor": 2})(tier)), s.Players[0].Pending.Gold)
			assert.Equal(t, aufbaurules.G(2), s.Players[0].Gold)
		}},
		{"sell 6 grain", func(p *Player) { p.Checks["money"] = 5 }, func(r int) interface{ Legal(*State) error } {
			return &MoneySell{Player: "Anna", Goods: []Goods{{"raw.grain", 6}}, Dice: []int{r}}
		}, []int{19, 14, 9, 4, 3}, func(t *testing.T, s *State, tier string) {
			got := map[string]string{"veryGood": "12", "good": "11", "success": "9", "poor": "7 ½", "fail": "6 ½"}[tier]
			assert.Equal(t, got, s.Players[0].Gold.Amount(), "6 + 6/3/5 per investment; poor: 6 grain / 4; fail: that − 1")
			assert.Equal(t, 2, s.Players[0].Raw["raw.grain"])
		}},
		{"buy 1 simple tools", func(p *Player) { p.Checks["money"] = 5 }, func(r int) interface{ Legal(*State) error } {
			return &MoneyBuy{Player: "Anna", Goods: []Goods{{"special.simpleTools", 1}}, Dice: []int{r}}
		}, []int{19, 14, 9, 4, 3}, func(t *testing.T, s *State, tier string) {
			paid := map[string]int{"veryGood": 1, "good": 1, "success": 3, "poor": 4, "fail": 3}[tier]
			assert.Equal(t, aufbaurules.G(6-paid), s.Players[0].Gold, "3 per SM, −4/−2/0/+1 per investment, at least 1")
			recv := 1
			if tier == "fail" {
				recv = 0
			}
			assert.Equal(t, recv, s.Players[0].Pending.Special["special.simpleTools"])
		}},
		{"materials domain 4", func(p *Player) {}, func(r int) interface{ Legal(*State) error } {
			return &GainMaterials{Player: "Anna", Mode: "domain", Inv: 4, Dice: []int{r}}
		}, []int{17, 12, 7, 2, 1}, func(t *testing.T, s *State, tier string) {
			assert.Equal(t, 8+want(map[string]int{"veryGood": 64, "good": 48, "success": 32, "poor": 4})(tier), s.Players[0].Raw["raw.grain"])
			assert.Equal(t, 1, s.Players[0].Labor)
		}},
		{"materials workshop 2", func(p *Player) {}, func(r int) interface{ Legal(*State) error } {
			return &GainMaterials{Player: "Anna", Mode: "workshop", Inv: 2, Dice: []int{r}}
		}, []int{19, 14, 9, 4, 1}, func(t *testing.T, s *State, tier string) {
			assert.Equal(t, want(map[string]int{"veryGood": 8, "good": 6, "success": 4, "poor": 1})(tier), s.Players[0].Special["special.pulpellen"], "4/3/2/½ per investment, floored")
		}},
		{"acquire small city", func(p *Player) { p.Gold = aufbaurules.G(20) }, func(r int) interface{ Legal(*State) error } {
			return &Acquire{Player: "Anna", What: "city", Tier: "small", Dice: []int{r}}
		}, []int{17, 12, 7, 2, 1}, func(t *testing.T, s *State, tier string) {
			paid := map[string]int{"veryGood": 9, "good": 11, "success": 12, "poor": 15}[tier]
			assert.Equal(t, aufbaurules.G(20-paid), s.Players[0].Gold, "12 × 0.75/0.9/1/1.2 rounded up")
			n := 2
			if tier == "fail" {
				n = 1
			}
			assert.Len(t, s.Players[0].Cities, n)
		}},
		{"tenants 1 on the city", func(p *Player) { p.Gold = aufbaurules.G(20) }, func(r int) interface{ Legal(*State) error } {
			return &Tenants{Player: "Anna", At: "S2", Levels: 1, Dice: []int{r}}
		}, []int{21, 16, 11, 6, 5}, func(t *testing.T, s *State, tier string) {
			if tier == "veryGood" {
				return // DC 14 + check 3: a very good result needs 21
			}
			paid := map[string]int{"good": 11, "success": 12, "poor": 15}[tier]
			assert.Equal(t, aufbaurules.G(20-paid), s.Players[0].Gold)
		}},
	}
	for _, c := range cases {
		for i, tier := range tierNames {
			t.Run(fmt.Sprintf("%s/%s", c.name, tier), func(t *testing.T) {
				s := inActions(t, c.setup)
				if c.rolls[i] > 20 {
					return
				}
				var next *State
				switch x := c.act(c.rolls[i]).(type) {
				case *GainInfluence:
					next = do(t, s, x)
				case *MoneyLend:
					next = do(t, s, x)
				case *MoneySell:
					next = do(t, s, x)
				case *MoneyBuy:
					next = do(t, s, x)
				case *GainMaterials:
					next = do(t, s, x)
				case *Acquire:
					next = do(t, s, x)
				case *Tenants:
					next = do(t, s, x)
				default:
					require.Fail(t, "unknown action")
				}
				var word string
				for _, x := range R().Checks.Success {
					if x.ID == tier {
						word = x.DE
					}
				}
				require.Contains(t, next.Said[len(next.Said)-1], ": "+word+" →", next.Said)
				assert.NotContains(t, next.Said[len(next.Said)-1], "("+tier+")", "no English gloss")
				c.check(t, next, tier)
			})
		}
	}
}

// A check shows its arithmetic, the reductions capped at −4 (AU16).
func TestCheckArithmetic(t *testing.T) {
	s := inActions(t, func(p *Player) { p.Checks["money"] = 3 })
	s = do(t, s, &MoneyLend{Player: "Anna", Inv: 2, Dice: []int{14}})
	assert.Contains(t, s.Said[0], "1W20 = 14 + 3 (Geld) = 17 gegen SG 14: Erfolg →")

	s = inActions(t, func(p *Player) {
		p.Orgs = []Org{{Kind: "cult", Tier: "large", LO: 3}}
		p.AS = 6
	})
	s = do(t, s, &GainInfluence{Player: "Anna", Kind: "temporary", Inv: 1, Dice: []int{5}})
	assert.Contains(t, s.Said[0], "gegen SG 12 − 2 (AS) − 3 (Kult) − 1 (verpachteter Stadtbesitz) − 1 (Amt) + 3 (Senkung höchstens −4) = 8", "the cut is shown and capped")
}

// Selling and buying in one action: one standard action, both keys used,
// the DC counts both (2 + 1 = 3 investments), two rolls.
func TestSellBuy(t *testing.T) {
	s := inActions(t, func(p *Player) { p.Checks["money"] = 5 })
	s = do(t, s, &MoneySellBuy{Player: "Anna", Sell: []Goods{{"raw.grain", 6}}, Buy: []Goods{{"special.simpleTools", 1}}, Dice: []int{14, 9}})
	p := s.Players[0]
	assert.Equal(t, 1, p.Standard)
	assert.Equal(t, []string{"money.sell", "money.buy"}, p.Used)
	assert.Equal(t, "8", p.Gold.Amount(), "6 + 5 (good sale) − 3 (success purchase)")
	assert.Equal(t, 1, p.Pending.Special["special.simpleTools"])
	r := refused(t, s, &MoneyBuy{Player: "Anna", Goods: []Goods{{"special.simpleTools", 1}}, Dice: []int{9}})
	assert.Contains(t, r.Rule, "AU14")
}

// Hiring: the recruitment table, the loyalty and the trait are rolled and
// applied (AU25: the table's gold changes the price).
func TestHireSpecialist(t *testing.T) {
	s := inActions(t, func(p *Player) { p.Gold = aufbaurules.G(100) })
	// check 10 + 3 ≥ 10; 2W6 = 9 (master, +20 gold, +2 influence); LO 1W6 = 3 → 5; trait 16 Pragmatisch (LO −2 → 3)
	s = do(t, s, &Hire{Player: "Anna", Kind: "artisan", Tier: "simple", Dice: []int{10, 9, 3, 16}})
	p := s.Players[0]
	require.Len(t, p.Specialists, 1)
	sp := p.Specialists[0]
	assert.Equal(t, "master", sp.Tier)
	assert.Equal(t, 3, sp.LO)
	assert.Equal(t, 2, sp.Influence)
	assert.Equal(t, aufbaurules.G(70), p.Gold, "10 + 20 (AU25)")
	assert.Contains(t, s.Said[0], "Eigenschaft 1W20 = 16 Pragmatisch")
	s = do(t, s, &Next{})
	assert.Equal(t, 5+2, s.Players[0].Influence, "+2 per round from recruitment 9")
	s = do(t, s, &Next{Dice: []int{12, 24}})
	l := lines(s)
	assert.Contains(t, l, "+3|Fachkraft Kunsthandwerker (Meister): Eigenschaft Pragmatisch")
	assert.Contains(t, l, "−5|Unterhalt Fachkraft Kunsthandwerker (Meister)")

	// 2W6 = 3: an apprentice comes along
	s = inActions(t, func(p *Player) { p.Gold = aufbaurules.G(100) })
	s = do(t, s, &Hire{Player: "Anna", Kind: "workshop", Tier: "experienced", Dice: []int{15, 3, 6, 4, 17}})
	p = s.Players[0]
	require.Len(t, p.Specialists, 2)
	assert.Equal(t, 4, p.Specialists[0].LO, "1W6 6 + 2 = 8 → 6, Charmant −2")
	assert.Equal(t, "simple", p.Specialists[1].Tier)
	assert.Equal(t, 4, p.Specialists[1].LO, "3, Stoisch +1")
	assert.Equal(t, aufbaurules.G(55), p.Gold, "25 + 20")
	s = do(t, s, &GainInfluence{Player: "Anna", Kind: "temporary", Inv: 1, Dice: []int{10}})
	assert.Contains(t, s.Said[0], "− 1 (Charmant)")

	// a fail loses the base price
	s = inActions(t, func(p *Player) { p.Gold = aufbaurules.G(100) })
	s = do(t, s, &Hire{Player: "Anna", Kind: "artisan", Tier: "master", Dice: []int{1}})
	assert.Empty(t, s.Players[0].Specialists)
	assert.Equal(t, aufbaurules.G(50), s.Players[0].Gold)
}

// Political steps at every tier (manipulate, small, 1 investment, gold
// first: 7 gold + 3 influence; DC 14; check 3).
func TestPoliticalAtEveryTier(t *testing.T) {
	for _, c := range []struct {
		dice         []int
		tier         string
		info, kw, as int
		n            int
		gold         string
	}{
		{[]int{20}, "good", 2, -2, 0, 0, "7"},   // 23 ≥ 19: good, gold −1 → 6 paid
		{[]int{15}, "success", 1, 0, 0, 0, "6"}, // 18
		{[]int{8}, "poor", 0, 2, -1, 2, "6"},    // 11
		{[]int{2, 15}, "fail", 0, 4, 0, 4, "6"}, // 5; defence 15 ≥ 10
		{[]int{2, 3}, "fail", 0, 4, -1, 4, "6"}, // defence 3 < 10: AS −1
	} {
		s := inActions(t, func(p *Player) { p.Gold = aufbaurules.G(13); p.KW = 2 })
		s = do(t, s, &Political{Player: "Anna", Kind: "manipulate", Size: "small", Inv: 1, Payment: "gold", Dice: c.dice})
		p := s.Players[0]
		assert.Contains(t, s.Said[0], ": "+map[string]string{"good": "gut", "success": "Erfolg", "poor": "knapp daneben", "fail": "Fehlschlag"}[c.tier]+" →")
		assert.Contains(t, s.Said[0], "Politischer Schritt Manipulieren")
		assert.Equal(t, c.info, p.Info, "%v", c.dice)
		assert.Equal(t, 2+c.kw, p.KW, "%v", c.dice)
		assert.Equal(t, c.as, p.AS, "%v", c.dice)
		assert.Equal(t, c.n, p.N, "%v", c.dice)
		assert.Equal(t, c.gold, p.Gold.Amount(), "%v", c.dice)
		assert.True(t, p.Political, "no passive recovery this round")
	}
	// very good needs 24: with 2 Information (+4) a 17 makes it
	s := inActions(t, func(p *Player) { p.Gold = aufbaurules.G(13); p.Info = 2 })
	s = do(t, s, &Political{Player: "Anna", Kind: "manipulate", Size: "small", Inv: 1, Payment: "gold", Info: 2, Dice: []int{17}})
	assert.Contains(t, s.Said[0], "+ 4 (2 Information)")
	assert.Contains(t, s.Said[0], ": sehr gut →")
	assert.Equal(t, 3, s.Players[0].Info, "2 spent, 3 gained")
	assert.Equal(t, 0, s.Players[0].KW)
	assert.Equal(t, 1, s.Players[0].AS)
	assert.Equal(t, "8", s.Players[0].Gold.Amount(), "7 − 2")

	// secure loyalty on two targets: DC 14 + 4
	s = inActions(t, func(p *Player) { p.Gold = aufbaurules.G(30); p.Influence = 20; p.Cities[0].LO = 2 })
	s = do(t, s, &Political{Player: "Anna", Kind: "loyalty", Size: "small", Targets: []string{"S2", "D1"}, Payment: "gold", Dice: []int{16}})
	assert.Contains(t, s.Said[0], ": Erfolg →")
	assert.Equal(t, 3, s.Players[0].Cities[0].LO)
	assert.Equal(t, 4, s.Players[0].Domains[0].LO)
}

// Troops at every paying tier: 1 mercenary level, 8 gold × 0.75/0.9/1/1.2.
func TestTroopsAtEveryTier(t *testing.T) {
	for roll, paid := range map[int]int{17: 6, 12: 8, 7: 8, 2: 10, 1: 0} {
		s := inActions(t, func(p *Player) { p.Gold = aufbaurules.G(20) })
		s = do(t, s, &Troops{Player: "Anna", Kind: "mercenary", Levels: 1, Dice: []int{roll}})
		assert.Equal(t, aufbaurules.G(20-paid), s.Players[0].Gold, "roll %d", roll)
		want := 1
		if paid == 0 {
			want = 0
		}
		assert.Equal(t, want, s.Players[0].Troops["mercenary"])
	}
}

// Every event of the table runs through a maintenance with the referee's
// dice, is announced, and leaves the campaign able to go on.
func TestEveryEventRuns(t *testing.T) {
	for roll := 2; roll <= 40; roll++ {
		s := newGame(t, Setup{Players: []string{"Anna", "Ben"}})
		for range 4 {
			s = do(t, s, &Next{})
		}
		require.Equal(t, 3, s.Round)
		s.Section = EventSection{Start: 3, Events: []int{roll}, PerInv: map[string]int{}, Flat: map[string]int{}, Damage: map[string]int{}}
		s.Players[0].Trades = []Trade{{ID: "H9", Tier: "small", Mode: "trade"}}
		s.Players[0].Orgs = []Org{{Kind: "cult", Tier: "small", Followers: 1, LO: 3}}
		s.Players[0].Cities[0].Tenants = 1
		s.Section.Pirates = roll%2 == 0
		s = do(t, s, &Next{})
		e, _ := R().Event(roll)
		assert.Contains(t, strings.Join(s.Said, "\n"), fmt.Sprintf("Ereignis %d aktiv: %s", roll, e.DE))
		s = do(t, s, &Next{})
		assert.Equal(t, 4, s.Round)
	}
}
