package aufbau

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	aufbaurules "boardroom/rules/aufbau"
)

// inMaintenance is a one-player physical campaign at the start of round 3's
// maintenance (no market, no event roll due), changed by f.
func inMaintenance(t *testing.T, f func(s *State, p *Player)) *State {
	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	s = do(t, s, &Next{Dice: []int{7, 5, 1}})
	s = do(t, s, &Next{})
	s = do(t, s, &Next{Dice: []int{12, 24}})
	s = do(t, s, &Next{})
	require.Equal(t, 3, s.Round)
	require.Equal(t, Maintenance, s.Phase)
	s.Section = EventSection{Start: 2, PerInv: map[string]int{}, Flat: map[string]int{}, Damage: map[string]int{}}
	f(s, &s.Players[0])
	return s
}

func lines(s *State) string { return strings.Join(ledger(s, "Anna"), "\n") }

// The counter-reaction of the enviers: only the highest threshold, N falls
// by it whatever happens, a failed defence costs gold (default, AU11) or
// influence and moves KW and AS.
func TestNeiderThresholds(t *testing.T) {
	for _, c := range []struct {
		n, roll  int
		loss     string
		wantN    int
		gold     string
		infl     int
		kw, as   int
		defended bool
	}{
		{n: 3, roll: 9, wantN: 0, gold: "−4", kw: 0, as: -1},
		{n: 4, roll: 10, wantN: 1, defended: true},
		{n: 7, roll: 11, loss: "influence", wantN: 1, infl: -5, kw: 2, as: -1},
		{n: 9, roll: 13, wantN: 0, gold: "−12", kw: 4, as: -2},
		{n: 12, roll: 14, wantN: 3, defended: true},
	} {
		s := inMaintenance(t, func(s *State, p *Player) { p.N = c.n; p.Loss = c.loss })
		before := s.Players[0]
		s = do(t, s, &Next{Dice: []int{c.roll}})
		p := s.Players[0]
		assert.Equal(t, c.wantN, p.N, "N %d", c.n)
		if c.defended {
			assert.Contains(t, lines(s), "abgewehrt")
			assert.Equal(t, before.KW, p.KW)
			continue
		}
		assert.Equal(t, c.kw, p.KW, "N %d", c.n)
		assert.Equal(t, c.as, p.AS, "N %d", c.n)
		if c.gold != "" {
			assert.Contains(t, ledger(s, "Anna")[0], c.gold+"|Gegenreaktion der Neider")
			if c.loss == "" {
				assert.Contains(t, lines(s), "AU11")
			}
		} else {
			assert.Contains(t, lines(s), "−5 Einfluss", "the loss is capped at the pool (5)")
		}
	}
}

// Famine (event 2): every group with levels is fed in addition to the normal
// food; unfed groups lose 2 loyalty; food raw converts 3:1.
func TestFamine(t *testing.T) {
	s := inMaintenance(t, func(s *State, p *Player) {
		s.Section.Events = []int{2}
		p.Cities[0].Tenants = 2
		p.Raw = map[string]int{}
		p.Special = map[string]int{}
		p.Domains[0].Picks = []string{"raw.wool"} // no food grows
	})
	s = do(t, s, &Next{Dice: nil})
	assert.Contains(t, lines(s), "Hungersnot: S2 nicht ernährt (2 fehlen): LO −2 → 1")
	assert.Equal(t, 1, s.Players[0].Cities[0].LO)

	// conversion: 8 wool (not food) at 4:1, grain at 3:1
	s.Players[0].Raw = map[string]int{"raw.grain": 4, "raw.wool": 4}
	s.Players[0].Storages = nil
	s.Players[0].Workshops = nil
	s = do(t, s, &Next{})
	conv := strings.Join(s.Said, "\n")
	assert.Contains(t, conv, "+1 ⅓ Gold    Umwandlung 4 Getreide (3:1)")
	assert.Contains(t, conv, "+1 Gold      Umwandlung 4 Wolle (4:1)")
}

// Upkeep with too little gold: gold goes negative (AU8); a workshop whose
// gold is short is not maintained and does not convert.
func TestUpkeepWithTooLittleGold(t *testing.T) {
	s := inMaintenance(t, func(s *State, p *Player) {
		p.Gold = aufbaurules.G(1)
		p.Domains = append(p.Domains, Domain{ID: "D9", Tier: "medium", Picks: []string{"raw.wool", "raw.clay", "raw.wood", "raw.stone", "raw.fruit"}, LO: 3})
		p.Workshops = append(p.Workshops, Workshop{ID: "W8", Tier: "medium", At: "D9", Input: "raw.wool", Output: "special.cloth"})
	})
	s = do(t, s, &Next{})
	assert.Contains(t, lines(s), "−4|Unterhalt Domäne D9 (mittel)")
	assert.Contains(t, lines(s), "Werkstatt W8 nicht unterhalten: braucht 2 AK und 1 Gold")
	assert.True(t, s.Players[0].Gold < 0, "gold is negative: %s", s.Players[0].Gold)
	s = do(t, s, &Next{})
	assert.NotContains(t, strings.Join(s.Said, "\n"), "Werkstatt W8:", "an unmaintained workshop does not convert")
}

// Storage keeps the most valuable goods first (AU19): tier, then sale bonus.
func TestStoragePriority(t *testing.T) {
	s := inMaintenance(t, func(s *State, p *Player) {})
	s = do(t, s, &Next{})
	p := &s.Players[0]
	p.Raw = map[string]int{"raw.grain": 10, "raw.iron": 10, "raw.cattle": 3}
	p.Special = map[string]int{"special.pulpellen": 4, "special.cloth": 3}
	p.Workshops = nil
	s = do(t, s, &Next{})
	p = &s.Players[0]
	assert.Equal(t, map[string]int{"raw.cattle": 3, "raw.iron": 10, "raw.grain": 2}, p.Raw, "15 raw: expensive cattle, basic iron, then 2 grain")
	assert.Equal(t, map[string]int{"special.cloth": 3, "special.pulpellen": 2}, p.Special, "5 special: basic cloth first")
	assert.Contains(t, strings.Join(s.Said, "\n"), "Umwandlung 8 Getreide (4:1)")
	assert.Contains(t, strings.Join(s.Said, "\n"), "Umwandlung 2 Pulpellen (je 2 Gold)")
}

// Events change what the ledger books.
func TestEventEffects(t *testing.T) {
	for _, c := range []struct {
		event int
		setup func(p *Player)
		want  string
		dice  []int
	}{
		{3, func(p *Player) {}, "Unterhalt Werkstatt W3 (klein): −2 AK", nil},
		{4, func(p *Player) {}, "−5|Ereignis 4 Kriegssteuer", nil},
		{7, func(p *Player) { p.Offices[0].Mode = "gold" }, "+1|Einkommen Amt A5 (klein, Gold), auf ½ gesenkt (Ereignis 7)", nil},
		{9, func(p *Player) {}, "Ereignis 9: +2 Einfluss (Amt der Stadtverwaltung)", nil},
		{11, func(p *Player) { p.Domains[0].Spec = "agriculture" }, "Ereignis: Landwirtschaft D1 +8 Getreide", nil},
		{18, func(p *Player) {}, "Ereignis 18: −2 Einfluss (½ Amtseinfluss)", nil},
		{22, func(p *Player) { p.Trades = []Trade{{ID: "H9", Tier: "medium", Mode: "produce"}} }, "−11|Unterhalt Handelsunternehmung H9 (mittel), −2 AK", nil},
		{23, func(p *Player) { p.Offices[0].Mode = "gold" }, "+5|Einkommen Amt A5 (klein, Gold), +2 (Ereignis 23)", nil},
		{24, func(p *Player) { p.Orgs = []Org{{Kind: "cult", Tier: "small", LO: 3}} }, "Ereignis 24: +6 Einfluss (Kult)", nil},
		{33, func(p *Player) { p.Trades = []Trade{{ID: "H9", Tier: "small", Mode: "produce"}} }, "Handel H9 (klein, Produktion): +3 Einfache Werkzeuge", nil},
		{17, func(p *Player) { p.Trades = []Trade{{ID: "H9", Tier: "large", Mode: "produce"}} }, "Handel H9 (groß, Produktion): +3 Einfache Werkzeuge", nil},
		{20, func(p *Player) {}, "−1|Unterhalt Werkstatt W3 (klein): −1 AK", []int{6}},
		{14, func(p *Player) {}, "Ereignis 14: W3 beschädigt (1W20 = 5 ≤ 5; Entscheid AU7: Schäden bleiben, bis die Spielleitung sie behebt)", []int{5, 1}},
		{32, func(p *Player) {
			p.Domains = append(p.Domains, Domain{ID: "D9", Tier: "small", Picks: []string{"raw.grain", "raw.wool", "raw.clay"}, Tenants: 2, LO: 3})
		}, "Ereignis 32: −2 AK (Landflucht)", nil},
		{40, func(p *Player) { p.Cities[0].Tenants = 1 }, "Ereignis 40: LO S2 +2 → 5", nil},
		{8, func(p *Player) {
			p.Domains = append(p.Domains, Domain{ID: "D9", Tier: "small", Spec: "agriculture", Picks: []string{"raw.grain", "raw.vegetables", "raw.buildStone", "raw.honey"}, LO: 3})
		}, "Ereignis 8: Dürre, Ertrag von D9 auf ½", []int{20}},
		{5, func(p *Player) { p.Cities[0].Tenants = 1 }, "Ereignis 5: LO-Probe S2 1W6 = 5 > LO: LO −1 → 2", []int{5}},
		{6, func(p *Player) { p.Orgs = []Org{{Kind: "cult", Tier: "small", Followers: 1, LO: 3}} }, "Ereignis 6: Kult überprüft, entdeckt (1W20 = 5 + 3 < 14): −2 Einfluss, −1 Anhängerstufe", []int{4, 5, 2}},
		{16, func(p *Player) {}, "Ereignis 16: Räuber bei D1: 1W20 = 5 + 0 (Abwehr) = 5 gegen SG 13, verloren 1 Getreide", []int{3, 5, 1}},
		{26, func(p *Player) { p.Trades = []Trade{{ID: "H9", Tier: "small", Mode: "produce"}} }, "Ereignis 26: Handelsunternehmung H9 beschädigt (1W20 = 5 + 0 (Abwehr) = 5 gegen SG 19", []int{2, 5, 6}},
		{37, func(p *Player) { p.Raw["raw.wool"] = 5 }, "Ereignis 37: Plünderer bei D1: 1W20 = 5 + 0 (Abwehr) = 5 gegen SG 15, verloren 4 Getreide und 0 Pächterstufen", []int{5, 4}},
		{29, func(p *Player) {}, "Ereignis 29: Bestien bei D1: 1W20 = 5 + 0 (Abwehr) = 5 gegen SG 15, verloren 4 Getreide", []int{5}},
		{34, func(p *Player) {
			p.Domains = append(p.Domains, Domain{ID: "D9", Tier: "small", Picks: []string{"raw.grain", "raw.wool", "raw.clay"}, Tenants: 1, LO: 3})
		}, "Ereignis 34: Ruinenfund (1W20 = 3 ≤ 10): +4 Hochmagische Erze/Metalle", []int{6, 3}},
	} {
		s := inMaintenance(t, func(s *State, p *Player) {
			s.Section.Start = 3
			s.Section.Events = []int{c.event}
			c.setup(p)
		})
		s = do(t, s, &Next{Dice: c.dice})
		assert.Contains(t, lines(s), c.want, "event %d", c.event)
	}
}

// Events change DCs: 7 makes lending harder, 39 influence easier.
func TestEventDCs(t *testing.T) {
	s := inMaintenance(t, func(s *State, p *Player) { s.Section.Events = []int{7, 39} })
	s = do(t, s, &Next{Dice: []int{12}})
	assert.Contains(t, lines(s), "Ereignis 39: Inspektion bestanden (1W20 = 12 + 3 ≥ 15)")
	s = do(t, s, &MoneyLend{Player: "Anna", Inv: 1, Dice: []int{10}})
	assert.Contains(t, s.Said[0], "gegen SG 14 + 4 (Ereignis 7) = 18")
	s = do(t, s, &GainInfluence{Player: "Anna", Kind: "temporary", Inv: 1, Dice: []int{10}})
	assert.Contains(t, s.Said[0], "− 4 (Ereignis 39)")
}

// Physical dice: an impossible roll or a missing one is refused and changes
// nothing; the referee rolls when the campaign is not physical.
func TestPhysicalDice(t *testing.T) {
	s := newGame(t, Setup{Players: []string{"Anna", "Ben"}, Physical: true})
	s = do(t, s, &Next{Dice: []int{7, 5, 1}})
	s = do(t, s, &Next{})
	r := refused(t, s, &Next{Dice: []int{41, 12}})
	assert.Contains(t, r.Reason, "ein 2W20 von 41 ist unmöglich (2 bis 40)")
	assert.Contains(t, r.Rule, "AU13")
	r = refused(t, s, &Next{Dice: []int{12}})
	assert.Contains(t, r.Reason, "1 Wurf eingegeben, dieser Schritt braucht 2; würfeln und in dieser Reihenfolge eingeben (--wuerfel a,b,c): 2. 2W20 Ereignis 2 des Abschnitts (ein Ergebnis kann weitere Würfe nach sich ziehen)")
	r = refused(t, s, &Next{Dice: []int{12, 24, 5}})
	assert.Contains(t, r.Reason, "1 Wurf zu viel")
	assert.Equal(t, 2, s.Round, "nothing changed")
	s = do(t, s, &Next{Dice: []int{12, 12, 24}})
	assert.Equal(t, []int{12, 24}, s.Section.Events, "a duplicate is rolled again")
	r = refused(t, s, &GainInfluence{Player: "Anna", Kind: "temporary", Inv: 1, Dice: []int{0}})
	assert.Contains(t, r.Reason, "1W20 von 0 ist unmöglich")

	d := newGame(t, Setup{Players: []string{"Anna"}})
	r = refused(t, d, &Next{Dice: []int{7}})
	assert.Contains(t, r.Reason, "würfelt der Schiedsrichter")
}

// Seeded dice are recorded: replaying the outcomes gives the same state.
func TestSeededReplay(t *testing.T) {
	s := newGame(t, Setup{Players: []string{"Anna", "Ben"}})
	ch := referee.NewChance(42, 0)
	n, err := (&Next{}).Apply(s, ch)
	require.NoError(t, err)
	again, err := (&Next{}).Apply(s, referee.ReplayChance(ch.Outcomes()))
	require.NoError(t, err)
	assert.Equal(t, n.Markets, again.Markets)
	assert.Equal(t, n.Said, again.Said)
}

// The action economy: two standard actions, no key twice (AU14), the free
// build, bonus influence actions from a large office.
func TestActionEconomy(t *testing.T) {
	s := inActions(t, func(p *Player) { p.Gold = aufbaurules.G(100); p.Checks["money"] = 5 })
	s = do(t, s, &GainInfluence{Player: "Anna", Kind: "temporary", Inv: 1, Dice: []int{10}})
	r := refused(t, s, &GainInfluence{Player: "Anna", Kind: "temporary", Inv: 1, Dice: []int{10}})
	assert.Contains(t, r.Rule, "AU14")
	s = do(t, s, &MoneyLend{Player: "Anna", Inv: 1, Dice: []int{10}})
	r = refused(t, s, &GainInfluence{Player: "Anna", Kind: "permanent", Inv: 1, Dice: []int{10}})
	assert.Contains(t, r.Reason, "keine Aktion mehr")
	s = do(t, s, &Build{Player: "Anna", What: "starter"})
	assert.Equal(t, "small", s.Players[0].Domains[0].Tier)
	r = refused(t, s, &Build{Player: "Anna", What: "storage", At: "D1"})
	assert.Contains(t, r.Reason, "freien Ausbau und beide Standardaktionen")

	s = inActions(t, func(p *Player) {
		p.Gold = aufbaurules.G(100)
		p.Offices = append(p.Offices, Office{ID: "A9", Tier: "large", Mode: "influence"})
	})
	s = do(t, s, &GainInfluence{Player: "Anna", Kind: "temporary", Inv: 1, Dice: []int{10}})
	s = do(t, s, &GainInfluence{Player: "Anna", Kind: "temporary", Inv: 1, Dice: []int{10}})
	assert.Contains(t, strings.Join(s.Said, " "), "Bonusaktion")
}

// A domain is specialised once; agriculture sets its picks and then earns
// the good harvest's +8 RM (event 11).
func TestSpecialize(t *testing.T) {
	s := inActions(t, func(p *Player) {
		p.Gold = aufbaurules.G(50)
		p.Domains = append(p.Domains, Domain{ID: "D9", Tier: "small", Picks: []string{"raw.grain", "raw.vegetables", "raw.buildStone"}, LO: 3})
	})
	r := refused(t, s, &Specialize{Player: "Anna", Domain: "D1", Kind: "agriculture"})
	assert.Contains(t, r.Reason, "D1")
	r = refused(t, s, &Specialize{Player: "Anna", Domain: "D9", Kind: "mining"})
	assert.Contains(t, r.Reason, "braucht 4 Holz")
	s = do(t, s, &Specialize{Player: "Anna", Domain: "D9", Kind: "agriculture"})
	p := s.Players[0]
	assert.Equal(t, "agriculture", p.Domains[1].Spec)
	assert.Equal(t, []string{"raw.grain", "raw.vegetables", "raw.buildStone", "raw.honey"}, p.Domains[1].Picks)
	assert.Equal(t, aufbaurules.G(40), p.Gold)
	assert.Equal(t, 6, p.Raw["raw.grain"], "8 − 2 grain")
	refused(t, s, &Specialize{Player: "Anna", Domain: "D9", Kind: "forestry"})
}

// The third event: a Denera clause that fires adds event 27 (Denera riot).
func TestDeneraThirdEvent(t *testing.T) {
	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	s = do(t, s, &Next{Dice: []int{7, 5, 1}})
	s = do(t, s, &Next{})
	// events 18 (Denera ≤ 10) and 22; the Denera roll 4 fires; then the
	// riot's damage roll for Anna (1W20 = 20: nothing).
	s = do(t, s, &Next{Dice: []int{18, 22, 4, 20}})
	assert.Equal(t, []int{18, 22, 27}, s.Section.Events)
	assert.Contains(t, strings.Join(s.Said, "\n"), "Denera-Klausel ausgelöst: Ereignis 27 kommt als drittes Ereignis hinzu")

	s = newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	s = do(t, s, &Next{Dice: []int{7, 5, 1}})
	s = do(t, s, &Next{})
	s = do(t, s, &Next{Dice: []int{18, 22, 11}})
	assert.Equal(t, []int{18, 22}, s.Section.Events, "11 > 10: no riot")
}

// --lang en: the referee speaks English.
func TestEnglish(t *testing.T) {
	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true, Lang: "en"})
	s = do(t, s, &Next{Dice: []int{7, 5, 1}})
	assert.Contains(t, ledger(s, "Anna"), "+2|income city property S2 (small, leased)")
	s = do(t, s, &MoneyLend{Player: "Anna", Inv: 1, Dice: []int{14}})
	assert.Contains(t, s.Said[0], "1d20 = 14 + 3 (money) = 17 against DC 14: success → 4 gold payout")
	r := refused(t, s, &MoneyLend{Player: "Anna", Inv: 1, Dice: []int{14}})
	assert.Contains(t, r.Reason, "Anna has already used lending this round")
}

// Event prices: 13 halves a facility at a trade enterprise in the first
// round, 23 doubles a general facility at an office, 30 may halve a city's
// base price.
func TestEventPrices(t *testing.T) {
	for _, c := range []struct {
		event int
		act   referee.Action[*State]
		gold  int
	}{
		{13, &Build{Player: "Anna", What: "facility", At: "H9", Key: "special.small.kontor"}, 95},
		{23, &Build{Player: "Anna", What: "facility", At: "A5", Key: "general.small.archiv"}, 84},
		{30, &Acquire{Player: "Anna", What: "city", Tier: "small", Dice: []int{5, 10}}, 94},
	} {
		s := inMaintenance(t, func(s *State, p *Player) {
			s.Section.Start = 3
			s.Section.Events = []int{c.event}
			p.Gold = aufbaurules.G(100)
			p.Trades = []Trade{{ID: "H9", Tier: "small", Mode: "produce"}}
		})
		var dice []int
		if c.event == 30 {
			dice = []int{20} // the fire's damage roll (nothing)
		}
		s = do(t, s, &Next{Dice: dice})
		before := s.Players[0].Gold
		s = do(t, s, c.act)
		assert.Equal(t, aufbaurules.G(c.gold)-(aufbaurules.G(100)-before), s.Players[0].Gold, "event %d: %v", c.event, s.Said)
	}
}

// Pirates (event 16, section roll 11-20) sink or damage trade enterprises,
// at most twice a section.
func TestPirates(t *testing.T) {
	s := inMaintenance(t, func(s *State, p *Player) {
		s.Section.Events = []int{16}
		s.Section.Pirates = true
		p.Trades = []Trade{{ID: "H8", Tier: "small", Mode: "produce"}, {ID: "H9", Tier: "small", Mode: "produce"}}
	})
	s = do(t, s, &Next{Dice: []int{3, 2}})
	assert.Contains(t, lines(s), "Ereignis 16: Handelsunternehmung H9 verloren (1W20 = 3)")
	require.Len(t, s.Players[0].Trades, 1)
}

// Insulae: a long-term project of 4 rounds at 2 labour each, completed in
// round 4's maintenance and settled (+2 tenant levels) in round 5.
func TestInsulae(t *testing.T) {
	s := inActions(t, func(p *Player) {
		p.Gold = aufbaurules.G(100)
		p.Cities = append(p.Cities, City{ID: "S7", Tier: "medium", Mode: "leased", LO: 3})
		p.Raw["raw.bricks"], p.Raw["raw.lumber"] = 30, 15
	})
	r := refused(t, s, &Build{Player: "Anna", What: "facility", At: "S2", Key: "general.medium.city.insulae"})
	assert.Contains(t, r.Reason, "kein mittlerer oder großer Stadtbesitz")
	s = do(t, s, &Build{Player: "Anna", What: "facility", At: "S7", Key: "general.medium.city.insulae"})
	p := s.Players[0]
	assert.Equal(t, aufbaurules.G(86), p.Gold)
	assert.Equal(t, []Project{{Key: "general.medium.city.insulae", At: "S7", Left: 3}}, p.Projects)
	dice := map[int][]int{2: {12, 24}, 5: {7, 5, 1}}
	for round := 1; round <= 3; round++ {
		s = do(t, s, &Next{})
		s = do(t, s, &Next{Dice: dice[round+1]})
	}
	assert.Contains(t, lines(s), "|Bauvorhaben general.medium.city.insulae auf S7 fertig (−2 AK)")
	assert.Empty(t, s.Players[0].Projects)
	s = do(t, s, &Next{})
	s = do(t, s, &Next{Dice: dice[5]})
	assert.Contains(t, lines(s), "|Insulae auf S7 bezogen: +2 Pächterstufen (jetzt 2)")
	assert.Equal(t, 5, s.Players[0].cityTenantCap(&s.Players[0].Cities[1]), "3 + 2 for the insulae")
}

// A refine facility on the workshop's domain lifts its output a tier; an
// artisan alley with an artisan turns gems into cut gems at conversion.
func TestRefineAndArtisanAlley(t *testing.T) {
	s := inActions(t, func(p *Player) {
		p.Gold = aufbaurules.G(100)
		p.Domains[0].Tier = "small"
		p.Facilities = []Facility{{Key: "special.small.refineMill", At: "D1"}, {Key: "special.medium.artisanAlley", At: "S2"}}
		p.Specialists = []Specialist{{Kind: "artisan", Tier: "simple", LO: 3}}
		p.Raw["raw.unpolishedGems"] = 2
		p.Raw["raw.quartzSand"] = 4
		p.Storages = nil
	})
	s = do(t, s, &Next{})
	text := strings.Join(s.Said, "\n")
	want := R().Refine("special.pulpellen", 1)
	assert.Contains(t, text, "8 Getreide → 2 "+s.matName(want))
	assert.Contains(t, text, "Kunsthandwerkerviertel auf S2: 1 Ungeschliffene Kristalle/Edelsteine → 1 Geschliffene Edelsteine/Kristall")

	s = inActions(t, func(p *Player) { p.Special["special.specialTools"] = 2 })
	s = do(t, s, &Build{Player: "Anna", What: "facility", At: "S2", Key: "special.medium.artisanAlley"})
	assert.Equal(t, 0, s.Players[0].Special["special.specialTools"])
	assert.Equal(t, aufbaurules.G(6), s.Players[0].Gold, "no gold")
}

// Physical dice asked for before any is typed: only the rolls the step needs
// whatever falls are listed; a roll that only a result calls for (the die of
// row 8 of the special table) is named once that result is typed, never
// guessed from a stand-in total.
func TestPhysicalDiceListNoGuessedRows(t *testing.T) {
	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	r := refused(t, s, &Next{})
	assert.Contains(t, r.Reason, "keine Würfe eingegeben, dieser Schritt braucht 2;")
	assert.Contains(t, r.Reason, "1. 2W6 Rohmaterial-Tabelle (lokaler Markt); 2. 2W6 Sondermaterial-Tabelle (lokaler Markt) (ein Ergebnis")
	assert.NotContains(t, r.Reason, "Zeile")
	r = refused(t, s, &Next{Dice: []int{7}})
	assert.Contains(t, r.Reason, "1 Wurf eingegeben, dieser Schritt braucht 2;")
	assert.NotContains(t, r.Reason, "Zeile")
	r = refused(t, s, &Next{Dice: []int{7, 8}})
	assert.Contains(t, r.Reason, "braucht 3")
	assert.Contains(t, r.Reason, "3. 1W6 Würfel der Zeile 8 (Sondermaterial-Tabelle (lokaler Markt))")
	s = do(t, s, &Next{Dice: []int{7, 5, 1}})
	s = do(t, s, &Next{})
	r = refused(t, s, &Next{})
	assert.Contains(t, r.Reason, "braucht 2;", "two events; what they roll depends on which they are")
	assert.NotContains(t, r.Reason, "3.")
}
