package aufbau

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee/verb"
	aufbaurules "boardroom/rules/aufbau"
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
	r, err := aufbaurules.Parse(aufbaurules.DataFile, []byte(text))
	require.NoError(t, err)
	testRules = r
	t.Cleanup(func() { testRules = nil })
}

// short is the verb's line in the help, in the environment's language, as
// the command line says it (verb.MessageID, filled by HelpArgs).
func short(name string) string {
	id := verb.MessageID(name, "short")
	return phrase.Arrows(aufbaurules.Messages.Say(msg.Env(msg.DE), id, HelpArgs(id)...))
}

// The verbs' help comes from the catalogue, in the environment's language,
// its numbers from the rules data.
func TestVerbHelpFromTheCatalogue(t *testing.T) {
	t.Setenv("BOARDROOM_LANG", "en")
	assert.Equal(t, "Sell: labour, raw material (in units) or special material; money check · raw material in units of 6; DC 14", short("sell"))
	t.Setenv("BOARDROOM_LANG", "de")
	assert.Equal(t, "Verkauf: AK, Rohmaterial (in Einheiten) oder Sondermaterial; Probe Geld · Rohmaterial in Einheiten zu 6; SG 14", short("sell"))
	for _, v := range Verbs() {
		for _, l := range msg.Langs {
			t.Setenv("BOARDROOM_LANG", string(l))
			assert.NotEmpty(t, short(v.Name), v.Name)
			assert.NotContains(t, short(v.Name), "[", v.Name)
		}
	}
}

// The verbs' help and the referee's arithmetic take their numbers from the
// rules data: changed there, both follow.
func TestHelpAndArithmeticFollowTheData(t *testing.T) {
	t.Setenv("BOARDROOM_LANG", "de")
	assert.Contains(t, short("influence"), "1 Gold je Investition → 4 Einfluss (temp), 2 Gold → 1 permanenter (perm); SG 12")
	assert.Contains(t, short("lend"), "2 Gold je Investition; SG 14")
	assert.Contains(t, short("buy"), "2 Gold je 6 RM, 3 je SM, 3 je AK;")
	assert.Contains(t, short("tenants"), "12 Gold + 4 Einfluss je Stufe (Kult 8 + 8); SG 14")
	assert.Contains(t, short("hire"), "10/25/50 Gold, SG 10/14/18")

	withData(t,
		"influence_action:\n  dc: 12\n  temp_gold: 1", "influence_action:\n  dc: 13\n  temp_gold: 1",
		"lend:\n  dc: 14\n  gold: 2", "lend:\n  dc: 15\n  gold: 3",
		"special_price: 3", "special_price: 4",
		"tenants:\n  cost: {gold: 12, influence: 4}", "tenants:\n  cost: {gold: 11, influence: 5}",
		"simple: {cost: 10, dc: 10,", "simple: {cost: 9, dc: 11,",
		"famine: true, famine_loyalty: 2,", "famine: true, famine_loyalty: 3,",
		"cap_from_rank: 2", "cap_from_rank: 1")
	assert.Contains(t, short("influence"), "SG 13")
	assert.Contains(t, short("lend"), "3 Gold je Investition; SG 15")
	assert.Contains(t, short("buy"), "2 Gold je 6 RM, 4 je SM, 3 je AK;")
	assert.Contains(t, short("tenants"), "11 Gold + 5 Einfluss je Stufe")
	assert.Contains(t, short("hire"), "9/25/50 Gold, SG 11/14/18")

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
	s.Players[0].Gold = aufbaurules.G(100)
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

// flagHelp is the help of a verb's flag.
func flagHelp(verb, flag string) string {
	for _, v := range Verbs() {
		if v.Name == verb {
			for _, f := range v.Fields {
				if f.Name == flag {
					return f.Help
				}
			}
		}
	}
	return ""
}

// underEvent is Anna's ledger of round 3's maintenance with event ev active
// in its section's first round.
func underEvent(t *testing.T, ev int, setup func(p *Player), dice ...int) string {
	s := inMaintenance(t, func(s *State, p *Player) {
		s.Section.Start = 3
		s.Section.Events = []int{ev}
		setup(p)
	})
	return lines(do(t, s, &Next{Dice: dice}))
}

// halvings are the rulebook's halved amounts as the referee books and
// explains them: the lease price in the help and at an acquisition, office
// gold (event 7), the office influence lost (event 18), a drought's yield
// (event 8) and a poor permanent influence (AU21).
func halvings(t *testing.T) []string {
	s := inMaintenance(t, func(s *State, p *Player) { p.Gold = aufbaurules.G(100) })
	s = do(t, s, &Next{})
	before := s.Players[0].Gold
	s = do(t, s, &Acquire{Player: "Anna", What: "city", Tier: "medium", Pacht: true, Dice: []int{20}})
	lease := (before - s.Players[0].Gold).String()
	s = do(t, s, &GainInfluence{Player: "Anna", Kind: "permanent", Inv: 3, Dice: []int{5}})
	return []string{
		flagHelp("erwerb", "pacht"), "lease " + lease, s.Said[0],
		underEvent(t, 7, func(p *Player) { p.Offices[0].Mode = "gold" }),
		underEvent(t, 18, func(p *Player) {}),
		underEvent(t, 8, func(p *Player) { p.Domains[0].Spec = "agriculture" }, 20),
	}
}

// The shares the rulebook halves by are data (rules/aufbau.Fraction): the
// help, the messages and the arithmetic follow a changed share and rounding.
func TestHalvingsFollowTheData(t *testing.T) {
	t.Setenv("BOARDROOM_LANG", "de")
	assert.Contains(t, short("acquire"), "Stadtbesitz gepachtet: ½ Preis, SG −2, +1 Gold Unterhalt")
	h := halvings(t)
	assert.Equal(t, "lease 9 Gold", h[1], "25 × ½ = 12 (down), very good ×0.75 = 9")
	assert.Contains(t, h[2], "knapp daneben → +2 permanenter Einfluss", "3 × ½ = 2 (up, AU21)")
	assert.Contains(t, h[3], "+1|Einkommen Amt A5 (klein, Gold), auf ½ gesenkt (Ereignis 7)")
	assert.Contains(t, h[4], "|Ereignis 18: −2 Einfluss (½ Amtseinfluss)")
	assert.Contains(t, h[5], "|Ertrag Domäne D1 (Start): 4 Getreide")
	assert.Contains(t, h[5], "|Ereignis 8: Dürre, Ertrag von D1 auf ½")

	withData(t, "pacht_price: 1/2 down", "pacht_price: 1/4 down", "pacht_dc: -2", "pacht_dc: -3",
		"perm_poor: 1/2 up", "perm_poor: 1/3 down",
		"office_gold: 1/2 down", "office_gold: 3/4 down", "office_influence_loss: 1/2 down", "office_influence_loss: 3/4 up",
		"drought_yield: 1/2 down", "drought_yield: 3/4 down")
	assert.Contains(t, short("acquire"), "Stadtbesitz gepachtet: ¼ Preis, SG −3, +1 Gold Unterhalt")
	h = halvings(t)
	assert.Equal(t, "lease 5 Gold", h[1], "25 × ¼ = 6 (down), very good ×0.75 = 5 (up)")
	assert.Contains(t, h[2], "knapp daneben → +1 permanenter Einfluss", "3 × ⅓ = 1")
	assert.Contains(t, h[3], "+2|Einkommen Amt A5 (klein, Gold), auf ¾ gesenkt (Ereignis 7)", "3 × ¾ = 2 (down)")
	assert.Contains(t, h[4], "|Ereignis 18: −3 Einfluss (¾ Amtseinfluss)", "4 × ¾ = 3")
	assert.Contains(t, h[5], "|Ertrag Domäne D1 (Start): 6 Getreide", "8 × ¾")
	assert.Contains(t, h[5], "|Ereignis 8: Dürre, Ertrag von D1 auf ¾")
}

// The political steps' numbers are data: the help's base costs,
// information bonus and most targets, and securing loyalty's refusal.
func TestPoliticalStepsFollowTheData(t *testing.T) {
	t.Setenv("BOARDROOM_LANG", "de")
	assert.Contains(t, short("politics"), "SG 14 + KW; Grundkosten 1/2/3 Gold + Einfluss; +2 je Information; 3 Ziele")
	withData(t, "ranks: {starter: 1, small: 1, medium: 2, large: 3}", "ranks: {starter: 1, small: 1, medium: 3, large: 5}",
		"info_bonus: 2", "info_bonus: 3", "loyalty_targets: 3", "loyalty_targets: 2")
	assert.Contains(t, short("politics"), "Grundkosten 1/3/5 Gold + Einfluss; +3 je Information; 2 Ziele")
	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	s = do(t, s, &Next{Dice: []int{7, 5, 1}})
	err := (&Political{Player: "Anna", Kind: "loyalty", Size: "small", Targets: []string{"D1", "S2", "A5"}}).Legal(s)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "1 bis 2 Ziele")
}

// HoldingsOf walks the kinds in the order asked, and a follower group's
// levels, loyalty and unrest are the player's own (a walk can change them).
func TestHoldingsOfWalksInOrderAndWritesThrough(t *testing.T) {
	s := newGame(t, Setup{Players: []string{"Anna"}})
	p := &s.Players[0]
	p.Orgs = []Org{{Kind: "cult", Tier: "small", LO: 3}}
	p.Trades = []Trade{{ID: "H9", Tier: "small", Mode: "produce"}}
	var seen []string
	for h := range p.HoldingsOf("trade", "org", "city", "domain", "office") {
		seen = append(seen, h.Kind+" "+h.ID)
		if h.Levels != nil {
			*h.Levels, *h.LO, *h.Unrest = 2, 5, true
		}
	}
	assert.Equal(t, []string{"trade H9", "org cult", "city S2", "domain D1", "office A5"}, seen)
	assert.Equal(t, Org{Kind: "cult", Tier: "small", Followers: 2, LO: 5, Unrest: true}, p.Orgs[0])
	assert.Equal(t, 2, p.Cities[0].Tenants)
	assert.Equal(t, 6, p.followerLevels())
	assert.Equal(t, 0, p.activeFollowers())
	n := 0
	for range p.Holdings() {
		n++
		break
	}
	assert.Equal(t, 1, n, "a walk stops when asked")
}

// renumber shifts the rows of the specialists' recruitment table down by
// one (2-12 becomes 1-11) for withData.
func renumberRecruitment() []string {
	var out []string
	for roll := 2; roll <= 12; roll++ {
		out = append(out, fmt.Sprintf("{roll: %d, gold:", roll), fmt.Sprintf("{roll: %d, gold:", roll-1))
	}
	return out
}

// The tables' dice, their row offsets, the doubled trait factor and the
// tries of the positive trait are data: changed there, the referee's rolls
// and arithmetic follow.
func TestTableDiceAndTraitsFollowTheData(t *testing.T) {
	hire := func(dice ...int) (*State, error) {
		s := inActions(t, func(p *Player) { p.Gold = aufbaurules.G(100) })
		a := &Hire{Player: "Anna", Kind: "artisan", Tier: "simple", Dice: dice}
		if err := a.Legal(s); err != nil {
			return nil, err
		}
		return do(t, s, a), nil
	}
	// 2W6 = 2: master, loyalty 6, a positive trait rolled again while it
	// repeats the first, at most 5 times.
	s, err := hire(10, 2, 16, 16, 16, 16, 16, 4)
	require.NoError(t, err)
	assert.Contains(t, s.Said[0], "Anwerbetabelle 2W6 = 2")
	assert.Contains(t, s.Said[0], "Eigenschaft 1W20 = 16 Pragmatisch")
	assert.Equal(t, []int{4}, s.Players[0].Specialists[0].Extra, "the fifth try")
	_, err = hire(10, 2, 16, 16, 16)
	require.Error(t, err, "two tries are not enough for five")
	trait := Specialist{Trait: 1, NegDouble: true}.effect(false)
	assert.Equal(t, -4, trait.LO, "Ambitioniert's LO −2, doubled")

	withData(t, append(renumberRecruitment(), "recruitment_dice: 2d6", "recruitment_dice: 1d11",
		"positive_trait_tries: 5", "positive_trait_tries: 2", "double_factor: 2", "double_factor: 3")...)
	s, err = hire(10, 1, 16, 16, 4)
	require.NoError(t, err)
	assert.Contains(t, s.Said[0], "Anwerbetabelle 1W11 = 1", "the first row of a 1W11 table is the old row 2")
	assert.Equal(t, "master", s.Players[0].Specialists[0].Tier)
	assert.Equal(t, []int{4}, s.Players[0].Specialists[0].Extra, "the second and last try")
	s, err = hire(10, 1, 16, 16, 16)
	require.NoError(t, err)
	assert.Empty(t, s.Players[0].Specialists[0].Extra, "two tries, both repeats")
	assert.Equal(t, -6, Specialist{Trait: 1, NegDouble: true}.effect(false).LO, "LO −2 tripled")
	assert.Equal(t, -6, Specialist{Trait: 1, AllDouble: true}.effect(false).DC, "DC −2 tripled")
}

// A table's dice decide how many rows it has: rows that do not match are
// an error with the file and line.
func TestTablesAreSizedByTheirDice(t *testing.T) {
	raw, err := os.ReadFile("../../rules/aufbau/aufbau.yaml")
	require.NoError(t, err)
	for _, c := range []struct{ old, new, want string }{
		{"dice: 2d6               # each table", "dice: 3d6 #", "market.raw: 16 rows (3-18, 3d6), got 11"},
		{"dice: 2d20              # one row", "dice: 1d20 #", "events: row 1 has roll 2"},
		{"recruitment_dice: 2d6", "recruitment_dice: 2d8", "15 recruitment rows (2-16, 2d8)"},
	} {
		text := strings.Replace(string(raw), c.old, c.new, 1)
		require.NotEqual(t, string(raw), text, c.old)
		_, err := aufbaurules.Parse(aufbaurules.DataFile, []byte(text))
		require.Error(t, err, c.new)
		assert.Contains(t, err.Error(), c.want)
	}
}

// A poor influence step's least yield, the artisan alley's base units and
// the play menu's ranges are data.
func TestLeastYieldsAndMenuRangesFollowTheData(t *testing.T) {
	assert.Contains(t, halvings(t)[2], "knapp daneben → +2 permanenter Einfluss", "3 × ½ = 2 (up)")
	alley := func() string {
		s := inActions(t, func(p *Player) {
			p.Facilities = []Facility{{Key: "special.medium.artisanAlley", At: "S2"}}
			p.Specialists = []Specialist{{Kind: "artisan", Tier: "simple", LO: 3}}
			p.Raw["raw.unpolishedGems"] = 3
		})
		s = do(t, s, &Next{})
		for _, l := range s.Said {
			if strings.Contains(l, "Kunsthandwerkerviertel auf S2") {
				return l
			}
		}
		return ""
	}
	const unit = "1 Ungeschliffene Kristalle/Edelsteine → 1 Geschliffene Edelsteine/Kristall"
	assert.Equal(t, 1, strings.Count(alley(), unit), "1 unit with no tenants")
	assert.Equal(t, 8, R().LevelCapMax())
	assert.Equal(t, 12, R().InvestCapMax())

	withData(t, "poor_min: 1", "poor_min: 3", "base_units: 1", "base_units: 2",
		"follower_cap: [2, 4, 8]", "follower_cap: [2, 4, 10]",
		"admin_cap: 12", "admin_cap: 15")
	assert.Contains(t, halvings(t)[2], "knapp daneben → +3 permanenter Einfluss", "at least 3")
	assert.Equal(t, 2, strings.Count(alley(), unit), "2 units with no tenants")
	assert.Equal(t, 10, R().LevelCapMax(), "the cult's largest follower cap")
	assert.Equal(t, 15, R().InvestCapMax(), "a large domain's administration cap")
}
