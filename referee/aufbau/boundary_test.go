package aufbau

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	rules "boardroom/rules/aufbau"
)

// Boundary tests (issue 30): every cap and every "has enough" refusal of an
// acquisition at its edge: the cap accepted one below and refused at it, the
// amount owned accepted and one short refused. The numbers come from the
// rules data, never from literals.

// rich gives Anna gold and influence to spare and takes away the posts she
// starts with.
func rich(p *Player) {
	p.Gold = rules.G(10000)
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
	s := inActions(t, func(p *Player) { rich(p); p.Gold = rules.G(worst) })
	require.NoError(t, a.Legal(s))
	s = inActions(t, func(p *Player) { rich(p); p.Gold = rules.G(worst) - 1 })
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
