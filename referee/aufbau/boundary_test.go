package aufbau

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aufbaurules "boardroom/rules/aufbau"
)

// Boundary tests (issue 30): every cap and every "has enough" refusal of an
// acquisition at its edge: the cap accepted one below and refused at it, the
// amount owned accepted and one short refused. The numbers come from the
// rules data, never from literals.

// rich gives Anna gold and influence to spare and takes away the posts she
// starts with.
func rich(p *Player) {
	p.Gold = aufbaurules.G(10000)
	p.Influence = 10000
	p.Offices, p.Domains, p.Cities, p.Trades, p.Orgs = nil, nil, nil, nil, nil
}

// offices gives Anna that many offices of each tier.
func offices(p *Player, small, medium, large int) {
	for i, n := range map[string]int{"small": small, "medium": medium, "large": large} {
		for k := range n {
			p.Offices = append(p.Offices, Office{ID: fmt.Sprintf("A%s%d", i, k), Tier: i, Mode: "influence"})
		}
	}
}

func TestAcquireCapsAtTheirEdge(t *testing.T) {
	ru := R()
	off := ru.Offices
	type tc struct {
		name  string
		setup func(p *Player)
		a     *Acquire
		ok    bool
	}
	acq := func(what, tier string) *Acquire {
		return &Acquire{Player: "Anna", What: what, Tier: tier, Dice: []int{10}}
	}
	var cases []tc
	// Small offices: at most MaxSmallBase, +SmallPerMed per medium, +SmallPerLarge per large.
	for _, m := range [][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		c := off.MaxSmallBase + off.SmallPerMed*m[0] + off.SmallPerLarge*m[1]
		cases = append(cases,
			tc{fmt.Sprintf("small office %d of %d (%d medium, %d large)", c, c, m[0], m[1]),
				func(p *Player) { offices(p, c-1, m[0], m[1]) }, acq("office", "small"), true},
			tc{fmt.Sprintf("small office %d of %d (%d medium, %d large)", c+1, c, m[0], m[1]),
				func(p *Player) { offices(p, c, m[0], m[1]) }, acq("office", "small"), false},
		)
	}
	med, large := off.Tiers["medium"], off.Tiers["large"]
	cases = append(cases,
		tc{"medium office with the small ones it needs", func(p *Player) { offices(p, med.Needs, 0, 0) }, acq("office", "medium"), true},
		tc{"medium office one small short", func(p *Player) { offices(p, med.Needs-1, 0, 0) }, acq("office", "medium"), false},
		tc{"medium office below the cap", func(p *Player) { offices(p, med.Needs, off.MaxPerTier-1, 0) }, acq("office", "medium"), true},
		tc{"medium office at the cap", func(p *Player) { offices(p, med.Needs, off.MaxPerTier, 0) }, acq("office", "medium"), false},
		tc{"large office with the medium ones it needs", func(p *Player) { offices(p, 0, large.Needs, 0) }, acq("office", "large"), true},
		tc{"large office one medium short", func(p *Player) { offices(p, 0, large.Needs-1, 0) }, acq("office", "large"), false},
		tc{"large office below the cap", func(p *Player) { offices(p, 0, large.Needs, off.MaxPerTier-1) }, acq("office", "large"), true},
		tc{"large office at the cap", func(p *Player) { offices(p, 0, large.Needs, off.MaxPerTier) }, acq("office", "large"), false},
	)
	for _, tier := range []string{"small", "medium", "large"} {
		cases = append(cases,
			tc{"domain " + tier + " below the cap", func(p *Player) {
				for k := range ru.Domains.MaxPerTier - 1 {
					p.Domains = append(p.Domains, Domain{ID: fmt.Sprintf("D%d", k), Tier: tier})
				}
			}, acq("domain", tier), true},
			tc{"domain " + tier + " at the cap", func(p *Player) {
				for k := range ru.Domains.MaxPerTier {
					p.Domains = append(p.Domains, Domain{ID: fmt.Sprintf("D%d", k), Tier: tier})
				}
			}, acq("domain", tier), false},
			tc{"city " + tier + " below the cap", func(p *Player) {
				for k := range ru.Cities.MaxPerTier - 1 {
					p.Cities = append(p.Cities, City{ID: fmt.Sprintf("S%d", k), Tier: tier})
				}
			}, acq("city", tier), true},
			tc{"city " + tier + " at the cap", func(p *Player) {
				for k := range ru.Cities.MaxPerTier {
					p.Cities = append(p.Cities, City{ID: fmt.Sprintf("S%d", k), Tier: tier})
				}
			}, acq("city", tier), false},
			tc{"trade " + tier + " below the cap", func(p *Player) {
				for k := range ru.Trade.MaxPerTier - 1 {
					p.Trades = append(p.Trades, Trade{ID: fmt.Sprintf("H%d", k), Tier: tier})
				}
			}, acq("trade", tier), true},
			tc{"trade " + tier + " at the cap", func(p *Player) {
				for k := range ru.Trade.MaxPerTier {
					p.Trades = append(p.Trades, Trade{ID: fmt.Sprintf("H%d", k), Tier: tier})
				}
			}, acq("trade", tier), false},
		)
	}
	// Organisations: one step at a time, up to large, headquartered in a
	// city property at least as large as the step.
	org := func(kind string) *Acquire { return &Acquire{Player: "Anna", What: "org", Kind: kind, Dice: []int{10}} }
	kind := "underworld"
	require.Contains(t, ru.Orgs.Kinds, kind)
	cases = append(cases,
		tc{"org medium step with a medium city", func(p *Player) {
			p.Cities = []City{{ID: "S1", Tier: "medium"}}
			p.Orgs = []Org{{Kind: kind, Tier: "small"}}
		}, org(kind), true},
		tc{"org medium step with a small city only", func(p *Player) {
			p.Cities = []City{{ID: "S1", Tier: "small"}}
			p.Orgs = []Org{{Kind: kind, Tier: "small"}}
		}, org(kind), false},
		tc{"org large step", func(p *Player) {
			p.Cities = []City{{ID: "S1", Tier: "large"}}
			p.Orgs = []Org{{Kind: kind, Tier: "medium"}}
		}, org(kind), true},
		tc{"org beyond large", func(p *Player) {
			p.Cities = []City{{ID: "S1", Tier: "large"}}
			p.Orgs = []Org{{Kind: kind, Tier: "large"}}
		}, org(kind), false},
	)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := inActions(t, func(p *Player) { rich(p); c.setup(p) })
			err := c.a.Legal(s)
			if c.ok {
				require.NoError(t, err)
				return
			}
			refused(t, s, c.a)
		})
	}
}

// The worst-case price (a "poor" success) must be in hand: exactly that
// much is accepted, one gold (or influence) less is refused.
func TestAcquireNeedsTheWorstCasePrice(t *testing.T) {
	ru := R()
	dom := ru.Domains.Tiers["small"]
	worst := ru.WorstCost(dom.Cost)
	require.Positive(t, worst)
	a := &Acquire{Player: "Anna", What: "domain", Tier: "small", Dice: []int{10}}
	s := inActions(t, func(p *Player) { rich(p); p.Gold = aufbaurules.G(worst) })
	require.NoError(t, a.Legal(s))
	s = inActions(t, func(p *Player) { rich(p); p.Gold = aufbaurules.G(worst) - 1 })
	r := refused(t, s, a)
	assert.Contains(t, r.Reason, fmt.Sprint(worst))

	// An office paid in influence first: influence is the edge.
	ot := ru.Offices.Tiers["small"]
	wi := ru.WorstCost(ot.InfluenceFirst.Influence)
	require.Positive(t, wi)
	o := &Acquire{Player: "Anna", What: "office", Tier: "small", Payment: "influence", Dice: []int{10}}
	s = inActions(t, func(p *Player) { rich(p); p.Influence = wi })
	require.NoError(t, o.Legal(s))
	s = inActions(t, func(p *Player) { rich(p); p.Influence = wi - 1 })
	refused(t, s, o)
}

// eventWith is the number of the first event of the table for which f holds.
func eventWith(t *testing.T, f func(e *aufbaurules.Event) bool) int {
	t.Helper()
	for n := 1; n <= 100; n++ {
		if e, ok := R().Event(n); ok && f(e) {
			return n
		}
	}
	t.Fatal("no such event")
	return 0
}

// under puts event n in force this round.
func under(n int) func(s *State) {
	return func(s *State) { s.Section.Start, s.Section.Events = s.Round, []int{n} }
}

// legalAt asks Legal with Anna's gold and influence exactly gold and infl
// (after the setups).
func legalAt(t *testing.T, a interface{ Legal(*State) error }, gold, infl int, setup ...func(s *State)) error {
	t.Helper()
	s := inActions(t, func(p *Player) { rich(p) })
	p := &s.Players[0]
	for _, f := range setup {
		f(s)
	}
	p.Gold, p.Influence = aufbaurules.G(gold), infl
	return a.Legal(s)
}

// Tenants, followers and troops: the level caps at their edge, the
// equipment in inventory, and the events that change their price (tenants
// at a share, troops at a factor, mercenaries at a fixed gold) seen in the
// worst-case price a player must hold.
func TestTenantsAndTroopsAtTheirEdge(t *testing.T) {
	ru := R()
	dom := func(tenants int) func(s *State) {
		return func(s *State) {
			s.Players[0].Domains = []Domain{{ID: "D7", Tier: "small", Tenants: tenants, LO: 3}}
		}
	}
	tcap := ru.Domains.Tiers["small"].TenantCap
	require.Positive(t, tcap)
	ten := func(n int) *Tenants { return &Tenants{Player: "Anna", At: "D7", Levels: n, Dice: []int{10}} }
	require.NoError(t, legalAt(t, ten(1), 1000, 1000, dom(tcap-1)), "the last tenant level")
	require.Error(t, legalAt(t, ten(2), 1000, 1000, dom(tcap-1)), "one over the cap")
	require.Error(t, legalAt(t, ten(1), 1000, 1000, dom(tcap)), "at the cap")

	// The tenants' price, with and without the event that changes it.
	cost := ru.Tenants.Cost
	g, in := 2*cost.Gold, 2*cost.Influence
	require.NoError(t, legalAt(t, ten(2), ru.WorstCost(g), ru.WorstCost(in), dom(0)))
	require.Error(t, legalAt(t, ten(2), ru.WorstCost(g)-1, ru.WorstCost(in), dom(0)))
	ev := eventWith(t, func(e *aufbaurules.Event) bool { return e.TenantsPrice != nil })
	e, _ := ru.Event(ev)
	eg, ei := e.TenantsPrice.Apply(g), e.TenantsPrice.Apply(in)
	require.NotEqual(t, ru.WorstCost(g), ru.WorstCost(eg), "event %d changes the price", ev)
	require.NoError(t, legalAt(t, ten(2), ru.WorstCost(eg), ru.WorstCost(ei), dom(0), under(ev)), "event %d", ev)
	require.Error(t, legalAt(t, ten(2), ru.WorstCost(eg)-1, ru.WorstCost(ei), dom(0), under(ev)), "event %d", ev)

	// Troops: the level cap, the equipment, the price and its events.
	troop := func(kind string, n int) *Troops {
		return &Troops{Player: "Anna", Kind: kind, Levels: n, Dice: []int{10}}
	}
	merc := ru.Troops.Kinds["mercenary"]
	levels := func(kind string, n int) func(s *State) {
		return func(s *State) { s.Players[0].Troops = map[string]int{kind: n} }
	}
	require.NoError(t, legalAt(t, troop("mercenary", 1), 1000, 1000, levels("mercenary", merc.BaseCap-1)))
	require.Error(t, legalAt(t, troop("mercenary", 2), 1000, 1000, levels("mercenary", merc.BaseCap-1)))
	require.NoError(t, legalAt(t, troop("mercenary", 2), ru.WorstCost(2*merc.Gold), 0))
	require.Error(t, legalAt(t, troop("mercenary", 2), ru.WorstCost(2*merc.Gold)-1, 0))
	mev := eventWith(t, func(e *aufbaurules.Event) bool { return e.MercenaryGold > 0 })
	me, _ := ru.Event(mev)
	require.NotEqual(t, merc.Gold, me.MercenaryGold)
	require.NoError(t, legalAt(t, troop("mercenary", 2), ru.WorstCost(2*me.MercenaryGold), 0, under(mev)), "event %d", mev)
	require.Error(t, legalAt(t, troop("mercenary", 2), ru.WorstCost(2*me.MercenaryGold)-1, 0, under(mev)), "event %d", mev)
	fev := eventWith(t, func(e *aufbaurules.Event) bool { return e.TroopCostFactor > 0 })
	fe, _ := ru.Event(fev)
	fg := 2 * merc.Gold * fe.TroopCostFactor
	require.NoError(t, legalAt(t, troop("mercenary", 2), ru.WorstCost(fg), 0, under(fev)), "event %d", fev)
	require.Error(t, legalAt(t, troop("mercenary", 2), ru.WorstCost(fg)-1, 0, under(fev)), "event %d", fev)

	guard := ru.Troops.Kinds["bodyguard"]
	require.NotEmpty(t, guard.Materials)
	equip := func(n int) func(s *State) {
		return func(s *State) {
			for _, m := range guard.Materials {
				s.Players[0].Special[m] = n
			}
		}
	}
	require.NoError(t, legalAt(t, troop("bodyguard", 2), 1000, 1000, equip(2)))
	require.Error(t, legalAt(t, troop("bodyguard", 2), 1000, 1000, equip(1)))
	for _, m := range guard.Materials {
		require.Error(t, legalAt(t, troop("bodyguard", 2), 1000, 1000, equip(2), func(s *State) { s.Players[0].Special[m] = 1 }), m)
	}
}

// Lending: at most the cap (the largest trade enterprise's, else the base),
// paid up front; specialists: one place more for each post of CapFromRank or
// more.
func TestLendAndHireAtTheirEdge(t *testing.T) {
	ru := R()
	lend := func(n int) *MoneyLend { return &MoneyLend{Player: "Anna", Inv: n, Dice: []int{10}} }
	without := ru.Trade.LendCapWithout
	require.NoError(t, legalAt(t, lend(without), 1000, 1000))
	require.Error(t, legalAt(t, lend(without+1), 1000, 1000))
	trade := func(tier string) func(s *State) {
		return func(s *State) { s.Players[0].Trades = []Trade{{ID: "H9", Tier: tier, Mode: "produce"}} }
	}
	for _, tier := range []string{"small", "medium", "large"} {
		c := ru.Trade.Tiers[tier].LendCap
		require.NoError(t, legalAt(t, lend(c), 1000, 1000, trade(tier)), tier)
		require.Error(t, legalAt(t, lend(c+1), 1000, 1000, trade(tier)), tier)
	}
	require.NotEqual(t, without, ru.Trade.Tiers["large"].LendCap, "a trade enterprise changes the cap")
	require.NoError(t, legalAt(t, lend(1), ru.Lend.Gold, 0), "the gold lent, exactly")
	require.Error(t, legalAt(t, lend(1), ru.Lend.Gold-1, 0), "one gold short")

	sp := ru.Specialists
	kind := slices.Sorted(maps.Keys(sp.Kinds))[0]
	hire := &Hire{Player: "Anna", Kind: kind, Tier: "simple", Dice: []int{10, 7, 3, 10}}
	cost := sp.Tiers["simple"].Cost
	staff := func(n int) func(s *State) {
		return func(s *State) {
			for range n {
				s.Players[0].Specialists = append(s.Players[0].Specialists, Specialist{Kind: kind, Tier: "simple", LO: 3})
			}
		}
	}
	require.NoError(t, legalAt(t, hire, 1000, 1000, staff(sp.BaseCap-1)))
	require.Error(t, legalAt(t, hire, 1000, 1000, staff(sp.BaseCap)))
	big := tierOfRank(sp.CapFromRank)
	small := tierOfRank(sp.CapFromRank - 1)
	post := func(tier string) func(s *State) {
		return func(s *State) { s.Players[0].Cities = []City{{ID: "S7", Tier: tier, Mode: "leased", LO: 3}} }
	}
	require.NoError(t, legalAt(t, hire, 1000, 1000, staff(sp.BaseCap), post(big)), "a %s post adds a place", big)
	require.Error(t, legalAt(t, hire, 1000, 1000, staff(sp.BaseCap+1), post(big)))
	require.Error(t, legalAt(t, hire, 1000, 1000, staff(sp.BaseCap), post(small)), "a %s post adds none", small)
	require.NoError(t, legalAt(t, hire, cost, 1000, staff(0)), "the price, exactly")
	require.Error(t, legalAt(t, hire, cost-1, 1000, staff(0)), "one gold short")
}

// Upgrading the starter domain: exactly the labour and gold it costs, and
// one short of each.
func TestStarterUpgradeAtItsEdge(t *testing.T) {
	up := R().Domains.UpgradeStarter
	b := &Build{Player: "Anna", What: "starter"}
	at := func(labor, gold int) *State {
		return inActions(t, func(p *Player) { p.Labor, p.Gold = labor, aufbaurules.G(gold) })
	}
	require.NoError(t, b.Legal(at(up.Labor, up.Gold)))
	refused(t, at(up.Labor-1, up.Gold), b)
	refused(t, at(up.Labor, up.Gold-1), b)
}

// Influence: the temporary cap by the largest office or organisation, the
// permanent one by their ranks; selling: what is in store, within the trade
// cap (base, plus each trade enterprise's step).
func TestInfluenceAndSellingAtTheirEdge(t *testing.T) {
	ru := R()
	ir := ru.Influence
	gain := func(kind string, n int) *GainInfluence {
		return &GainInfluence{Player: "Anna", Kind: kind, Inv: n, Dice: []int{10}}
	}
	tempNone := ir.TempCap["none"]
	require.Positive(t, tempNone)
	require.NoError(t, legalAt(t, gain("temporary", tempNone), 1000, 0))
	require.Error(t, legalAt(t, gain("temporary", tempNone+1), 1000, 0))
	medium := func(s *State) { offices(&s.Players[0], 0, 1, 0) }
	tempMed := ir.TempCap["medium"]
	require.Greater(t, tempMed, tempNone, "a medium office raises the cap")
	require.NoError(t, legalAt(t, gain("temporary", tempMed), 1000, 0, medium))
	require.Error(t, legalAt(t, gain("temporary", tempMed+1), 1000, 0, medium))
	perm := ir.PermCapBase + ru.Rank("medium")
	require.NoError(t, legalAt(t, gain("permanent", perm), 1000, 0, medium))
	require.Error(t, legalAt(t, gain("permanent", perm+1), 1000, 0, medium))
	require.NoError(t, legalAt(t, gain("temporary", 2), 2*ir.TempGold, 0), "the price, exactly")
	require.Error(t, legalAt(t, gain("temporary", 2), 2*ir.TempGold-1, 0), "one gold short")

	unit := ru.Market.RawUnit
	sell := func(n int) *MoneySell {
		return &MoneySell{Player: "Anna", Goods: []Goods{{"raw.grain", n * unit}}, Dice: []int{10}}
	}
	grain := func(n int) func(s *State) { return func(s *State) { s.Players[0].Raw["raw.grain"] = n } }
	c := ru.Sell.CapBase
	require.Positive(t, c)
	require.NoError(t, legalAt(t, sell(c), 1000, 1000, grain(c*unit)), "the cap, all in store")
	require.Error(t, legalAt(t, sell(c), 1000, 1000, grain(c*unit-1)), "one grain short")
	require.Error(t, legalAt(t, sell(c+1), 1000, 1000, grain(1000)), "one unit over the cap")
	trade := func(s *State) { s.Players[0].Trades = []Trade{{ID: "H9", Tier: "small", Mode: "produce"}} }
	step := ru.Trade.Tiers["small"].SellCap
	require.Positive(t, step)
	require.NoError(t, legalAt(t, sell(c+step), 1000, 1000, grain(1000), trade), "a trade enterprise raises the cap")
	require.Error(t, legalAt(t, sell(c+step+1), 1000, 1000, grain(1000), trade))
}

// Facilities: as many as the post has slots, and the price in gold.
func TestFacilitySlotsAtTheirEdge(t *testing.T) {
	ru := R()
	for _, tier := range []string{"small", "medium", "large"} {
		n := ru.Offices.Tiers[tier].Slots
		require.Positive(t, n, tier)
		filled := func(k int) func(s *State) {
			return func(s *State) {
				p := &s.Players[0]
				p.Offices = []Office{{ID: "A9", Tier: tier, Mode: "influence"}}
				for range k {
					p.Facilities = append(p.Facilities, Facility{Key: "general.small.archiv", At: "A9"})
				}
			}
		}
		b := &Build{Player: "Anna", What: "facility", At: "A9", Key: "general.small.archiv"}
		require.NoError(t, legalAt(t, b, 1000, 0, filled(n-1)), "%s office: the last slot", tier)
		require.Error(t, legalAt(t, b, 1000, 0, filled(n)), "%s office: every slot taken", tier)
	}
	cost := ru.Facilities.General["small"]
	b := &Build{Player: "Anna", What: "facility", At: "A9", Key: "general.small.archiv"}
	office := func(s *State) { s.Players[0].Offices = []Office{{ID: "A9", Tier: "small", Mode: "influence"}} }
	require.NoError(t, legalAt(t, b, cost, 0, office), "the price, exactly")
	require.Error(t, legalAt(t, b, cost-1, 0, office), "one gold short")
}

// Followers at an organisation: the cap of its tier, at the organisation's
// own price where it has one (else the tenants' price).
func TestFollowersAtTheirEdge(t *testing.T) {
	ru := R()
	for _, kind := range slices.Sorted(maps.Keys(ru.Orgs.Kinds)) {
		k := ru.Orgs.Kinds[kind]
		for rank, tier := range []string{"small", "medium", "large"} {
			c := k.FollowerCap[rank]
			org := func(n int) func(s *State) {
				return func(s *State) {
					s.Players[0].Cities = []City{{ID: "S7", Tier: "large", Mode: "leased", LO: 3}}
					s.Players[0].Orgs = []Org{{Kind: kind, Tier: tier, Followers: n, LO: 3}}
				}
			}
			a := &Tenants{Player: "Anna", At: kind, Levels: 1, Dice: []int{10}}
			if c == 0 {
				require.Error(t, legalAt(t, a, 1000, 1000, org(0)), "%s %s: no followers", kind, tier)
				continue
			}
			require.NoError(t, legalAt(t, a, 1000, 1000, org(c-1)), "%s %s: the last level", kind, tier)
			require.Error(t, legalAt(t, a, 1000, 1000, org(c)), "%s %s: at the cap", kind, tier)
			cost := ru.Tenants.Cost
			if k.FollowerCost != nil {
				cost = *k.FollowerCost
			}
			g, in := ru.WorstCost(cost.Gold), ru.WorstCost(cost.Influence)
			require.NoError(t, legalAt(t, a, g, in, org(0)), "%s %s: the price, exactly", kind, tier)
			if g > 0 {
				require.Error(t, legalAt(t, a, g-1, in, org(0)), "%s %s: one gold short", kind, tier)
			}
			if in > 0 {
				require.Error(t, legalAt(t, a, g, in-1, org(0)), "%s %s: one influence short", kind, tier)
			}
		}
	}
}
