package aufbau

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"boardroom/referee"
	aufbaurules "boardroom/rules/aufbau"

	"boardroom/phrase"
)

// ---- specialists ----

// Hire hires a specialist (Fachkraft): the free build or a standard action.
type Hire struct {
	Player string `json:"player"`
	Kind   string `json:"kind"`
	Tier   string `json:"tier"`
	Dice   []int  `json:"dice,omitempty"`
}

func (*Hire) ActionType() string     { return string(ActHire) }
func (a *Hire) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *Hire) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *Hire) do(s *State, r *roller) error {
	ru := R()
	p, err := s.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	if _, ok := ru.Specialists.Kinds[a.Kind]; !ok {
		return phrase.Usagef("%s", s.msg("build.specialist_not", strings.Join(slices.Sorted(maps.Keys(ru.Specialists.Kinds)), ", "), a.Kind))
	}
	st, ok := ru.Specialists.Tiers[a.Tier]
	if !ok {
		return phrase.Usagef("%s", s.msg("build.specialist_tier", a.Tier))
	}
	capv := ru.Specialists.BaseCap
	for h := range p.Holdings() {
		if ru.Rank(h.Tier) >= ru.Specialists.CapFromRank {
			capv++
		}
	}
	for _, f := range p.Facilities {
		if f.At == "personal" {
			capv++
		}
	}
	if len(p.Specialists) >= capv {
		return refuse(s.msg("build.specialists_cap", ru.Specialists.BaseCap), "%s", s.msg("build.has_of", p.Name, len(p.Specialists), capv))
	}
	if err := s.pay(p, st.Cost, s.msg("build.the_specialist")); err != nil {
		return err
	}
	if err := s.useBuild(p); err != nil {
		return err
	}
	c, err := s.check(r, p.Name, "influence", s.value(p, "influence"), nil, st.DC, nil)
	if err != nil {
		return err
	}
	if c.Tier.ID == "fail" {
		s.say("build.hire_a_specialist_nobody_gold", p.Name, a.Kind, a.Tier, c.Text, st.Cost)
		return nil
	}
	sp, lines, err := s.recruit(r, p, a.Kind, a.Tier)
	if err != nil {
		return err
	}
	s.say("build.hire_a_specialist", p.Name, s.specKind(a.Kind), s.specTier(a.Tier), c.Text, strings.Join(lines, "; "))
	_ = sp
	return nil
}

// Specialize gives a (non-starter) domain its specialisation, once: the
// free build or a standard action.
type Specialize struct {
	Player string `json:"player"`
	Domain string `json:"domain"`
	Kind   string `json:"kind"` // agriculture | animalHusbandry | forestry | mining
}

func (*Specialize) ActionType() string     { return string(ActSpecialize) }
func (a *Specialize) Legal(s *State) error { _, err := run(s, nil, nil, a.do); return err }
func (a *Specialize) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, nil, a.do)
}

// agriculturePicks are the picks of an agriculture domain.
var agriculturePicks = []string{"raw.grain", "raw.vegetables", "raw.buildStone", "raw.honey"}

func (a *Specialize) do(s *State, _ *roller) error {
	ru := R()
	p, err := s.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	sp, ok := ru.Domains.Specializations[a.Kind]
	if !ok {
		return phrase.Usagef("%s", s.msg("build.specialisation_agriculture_animalhusbandry_forestry_or", a.Kind))
	}
	d := p.domain(a.Domain)
	if d == nil {
		return phrase.Usagef("%s", s.msg("build.has_no_domain", p.Name, a.Domain))
	}
	rule := s.msg("rule.specialisation")
	if d.Tier == "starter" || d.Spec != "" {
		return refuse(rule, "%s", s.msg("build.cannot_be_specialised_any_more", d.ID))
	}
	// the raw material the specialisation costs, cheapest first
	var need []string
	switch a.Kind {
	case "agriculture":
		need = []string{"raw.grain"}
	case "mining":
		need = []string{"raw.wood"}
	case "animalHusbandry":
		for i := range ru.Materials {
			m := &ru.Materials[i]
			if m.Kind() == "raw" && m.Has("animal") {
				need = append(need, m.ID)
			}
		}
		slices.SortFunc(need, func(x, y string) int {
			mx, _ := ru.Material(x)
			my, _ := ru.Material(y)
			return cmpMat(mx, my)
		})
	}
	have := 0
	for _, id := range need {
		have += p.Raw[id]
	}
	if have < sp.Raw {
		return refuse(rule, "%s", s.msg("acquire.needs_has", p.Name, sp.Raw, s.names(need), have))
	}
	if err := s.pay(p, sp.Gold, sp.DE); err != nil {
		return err
	}
	if err := s.useBuild(p); err != nil {
		return err
	}
	left := sp.Raw
	for _, id := range need {
		k := min(left, p.Raw[id])
		p.addRaw(id, -k)
		left -= k
	}
	d.Spec = a.Kind
	if a.Kind == "agriculture" {
		d.Picks = slices.Clone(agriculturePicks)
	}
	s.say("build.specialised_in_gold_raw_material", p.Name, ru.Domains.Name.In(s.Language()), d.ID, Name2(sp.DE, sp.EN, s.Language()), sp.Gold, sp.Raw)
	return nil
}

func cmpMat(a, b *aufbaurules.Material) int {
	if c := aufbaurules.TierRank(a.Tier) - aufbaurules.TierRank(b.Tier); c != 0 {
		return c
	}
	if c := a.Bonus - b.Bonus; c != 0 {
		return c
	}
	return strings.Compare(a.ID, b.ID)
}

// recruit rolls the recruitment table (2W6), the loyalty and the trait
// (1W20) of a hired specialist and adds it (and an apprentice) to p.
func (s *State) recruit(r *roller, p *Player, kind, tier string) (Specialist, []string, error) {
	ru := R()
	st := ru.Specialists
	roll, err := r.roll(s.msg("build.recruitment_table"), st.RecruitmentDice)
	if err != nil {
		return Specialist{}, nil, err
	}
	row := st.Recruitment[st.RecruitmentDice.Row(roll)]
	lines := []string{s.msg("build.recruitment_rolled", st.RecruitmentDice.In(s.Language()), roll)}
	sp := Specialist{Kind: kind, Tier: tier}
	if row.Tier != "" {
		sp.Tier = row.Tier
	}
	if row.Extra == "random_kind" || row.Extra == "random_kind_double" {
		kinds := slices.Sorted(maps.Keys(st.Kinds))
		k, err := r.roll(s.msg("build.specialist_kind"), aufbaurules.Dice{N: 1, Sides: len(kinds)})
		if err != nil {
			return sp, nil, err
		}
		sp.Kind = kinds[k-1]
		lines = append(lines, s.msg("build.kind_becomes", s.specKind(sp.Kind)))
	}
	if row.Gold != 0 {
		s.work("einrichtungen", "why.pay", p.Name, s.specKind(sp.Kind), row.Gold, p.Gold.Amount(), (p.Gold - aufbaurules.G(row.Gold)).Amount())
		p.Gold -= aufbaurules.G(row.Gold)
		lines = append(lines, s.msg("build.price_gold", row.Gold, s.cite("recruitment_gold")))
	}
	if d, add, ok := st.RecruitLoyalty(row.Loyalty); ok {
		v, err := r.roll(s.msg("build.loyalty"), d)
		if err != nil {
			return sp, nil, err
		}
		sp.LO = min(ru.Loyalty.Max, v+add)
	} else {
		fmt.Sscanf(row.Loyalty, "%d", &sp.LO)
	}
	tr, err := r.roll(s.msg("build.trait"), st.TraitDice())
	if err != nil {
		return sp, nil, err
	}
	sp.Trait = tr
	lines = append(lines, s.msg("build.trait_rolled", st.TraitDice().In(s.Language()), tr, s.trait(tr)))
	switch row.Extra {
	case "positive_trait":
		for range st.PositiveTraitTries {
			x, err := r.roll(s.msg("build.extra_trait"), st.TraitDice())
			if err != nil {
				return sp, nil, err
			}
			if x != tr {
				sp.Extra = append(sp.Extra, x)
				lines = append(lines, s.msg("build.plus_positive_side_only", s.trait(x)))
				break
			}
		}
	case "ambitious":
		sp.Extra = []int{row.Trait}
		sp.PromoteAt = s.Round + st.PromoteAfter
		lines = append(lines, s.msg("build.plus_ambitious_experienced_from_round", sp.PromoteAt))
	case "influence":
		sp.Influence = row.Influence
		lines = append(lines, s.msg("build.2_influence_per_round", row.Influence))
	case "negative_double":
		sp.NegDouble = true
		lines = append(lines, s.msg("build.negative_side_doubled"))
	case "random_kind_double":
		sp.AllDouble = true
		lines = append(lines, s.msg("build.all_traits_doubled"))
	}
	e := sp.effect(p.org("cult") != nil)
	sp.LO = clampLO(sp.LO + e.LO)
	if e.OthersLO != 0 {
		for i := range p.Specialists {
			p.Specialists[i].LO = clampLO(p.Specialists[i].LO + e.OthersLO)
		}
	}
	if e.TenantsLO != 0 || e.FollowersLO != 0 {
		for g := range p.groups() {
			d := e.FollowersLO
			if g.Kind == "domain" || g.Kind == "city" {
				d += e.TenantsLO
			}
			if *g.Levels > 0 && d != 0 {
				*g.LO = clampLO(*g.LO + d)
			}
		}
		if e.FollowersLO != 0 {
			p.TroopLO = clampLO(p.TroopLO + e.FollowersLO)
		}
	}
	p.Specialists = append(p.Specialists, sp)
	lines = append(lines, s.msg("build.loyalty_2", s.specKind(sp.Kind), s.specTier(sp.Tier), sp.LO))
	if row.Extra == "apprentice" {
		ap := Specialist{Kind: sp.Kind, Tier: "simple", LO: st.ApprenticeLoyalty}
		x, err := r.roll(s.msg("build.apprentice_trait"), st.TraitDice())
		if err != nil {
			return sp, nil, err
		}
		ap.Trait = x
		ap.LO = clampLO(ap.LO + ap.effect(p.org("cult") != nil).LO)
		p.Specialists = append(p.Specialists, ap)
		lines = append(lines, s.msg("build.plus_an_apprentice_simple_loyalty", s.trait(x), ap.LO))
	}
	return sp, lines, nil
}
