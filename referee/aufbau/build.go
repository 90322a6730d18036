package aufbau

import (
	"slices"
	"strings"

	"boardroom/referee"
	aufbaurules "boardroom/rules/aufbau"

	"boardroom/phrase"
)

// Build builds or upgrades without a roll: a workshop, a storage, a
// facility, or the starter domain's upgrade. It uses the free build, then a
// standard action.
type Build struct {
	Player string `json:"player"`
	What   string `json:"what"` // workshop | storage | facility | upgrade | starter
	At     string `json:"at,omitempty"`
	Tier   string `json:"tier,omitempty"`
	Key    string `json:"key,omitempty"`    // facility key
	Input  string `json:"input,omitempty"`  // workshop
	Output string `json:"output,omitempty"` // workshop
}

func (*Build) ActionType() string     { return string(ActBuild) }
func (a *Build) Legal(s *State) error { _, err := run(s, nil, nil, a.do); return err }
func (a *Build) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, nil, a.do)
}

// production lists the tiers of the non-starter workshops and storages at.
func (p *Player) production(at string) map[string]int {
	m := map[string]int{}
	for _, w := range p.Workshops {
		if w.At == at && !w.Starter {
			m[w.Tier]++
		}
	}
	for _, s := range p.Storages {
		if s.At == at && !s.Starter {
			m[s.Tier]++
		}
	}
	return m
}

func fits(have map[string]int, caps map[string]int) bool {
	for t, n := range have {
		if n > caps[t] {
			return false
		}
	}
	return true
}

// slotsUsed counts the facilities (and workshops/storages on a domain) at.
func (p *Player) slotsUsed(at string) int {
	n := 0
	for _, f := range p.Facilities {
		if f.At == at {
			n++
		}
	}
	for _, pr := range p.Projects {
		if pr.At == at {
			n++
		}
	}
	if p.domain(at) != nil {
		for _, c := range p.production(at) {
			n += c
		}
	}
	return n
}

func (p *Player) slots(at string) (int, bool) {
	ru := R()
	if d := p.domain(at); d != nil {
		return ru.Domains.Tiers[d.Tier].Slots, true
	}
	if c := p.city(at); c != nil {
		return ru.Cities.Tiers[c.Tier].Slots, true
	}
	if o := p.office(at); o != nil {
		return ru.Offices.Tiers[o.Tier].Slots, true
	}
	if o := p.org(at); o != nil {
		return ru.Orgs.SlotsPerRank * ru.Rank(o.Tier), true
	}
	if tr := p.trade(at); tr != nil {
		return ru.Trade.Tiers[tr.Tier].Slots, true
	}
	if w := p.workshop(at); w != nil {
		return ru.Workshops.Tiers[w.Tier].Slots, true
	}
	if at == "personal" {
		return ru.Facilities.PersonalMax, true
	}
	return 0, false
}

// placeProduction checks a workshop or storage of tier at a location, with
// one of them (old, may be nil) replaced.
func (s *State) placeProduction(p *Player, at, tier, oldTier string) error {
	ru := R()
	have := p.production(at)
	if oldTier != "" {
		have[oldTier]--
	}
	have[tier]++
	if d := p.domain(at); d != nil {
		if d.Tier == "starter" {
			return refuse(s.msg("build.rule_caps"), "%s", s.msg("build.nothing_is_built_on_the"))
		}
		if !fits(have, ru.Domains.ProductionCaps[d.Tier]) {
			return refuse(s.msg("build.rule_caps"), "%s", s.msg("build.allows_not", d.ID, s.tier(d.Tier), ru.Domains.ProductionCaps[d.Tier], have))
		}
		if oldTier == "" {
			if n, _ := p.slots(at); p.slotsUsed(at) >= n {
				return refuse(s.msg("build.domain_facility_slots", byTier(func(t string) int { return ru.Domains.Tiers[t].Slots })), "%s", s.msg("build.has_all_slots_taken", d.ID, n))
			}
		}
		return nil
	}
	if c := p.city(at); c != nil {
		if c.Mode != "production" {
			return refuse(s.msg("build.rule_caps"), "%s", s.msg("build.is_leased_workshops_and_storage", c.ID, p.Name, c.ID))
		}
		for _, alt := range ru.Cities.ProductionCaps[c.Tier] {
			if fits(have, alt) {
				return nil
			}
		}
		return refuse(s.msg("build.rule_caps"), "%s", s.msg("build.allows_not", c.ID, s.tier(c.Tier), ru.Cities.ProductionCaps[c.Tier], have))
	}
	return phrase.Usagef("%s", s.msg("build.where_a_domain_d_or", at))
}

func (a *Build) do(s *State, _ *roller) error {
	ru := R()
	p, err := s.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	switch a.What {
	case "starter":
		var d *Domain
		for i := range p.Domains {
			if p.Domains[i].Tier == "starter" {
				d = &p.Domains[i]
			}
		}
		if d == nil {
			return refuse(s.msg("build.only_the_starter_domain_is"), "%s", s.msg("build.has_no_starter_domain_any", p.Name))
		}
		up := ru.Domains.UpgradeStarter
		if p.Labor < up.Labor {
			return refuse(s.msg("build.upgrade_starter_domain", up.Gold, up.Labor), "%s", s.msg("build.has_labour", p.Name, p.Labor))
		}
		if err := s.pay(p, up.Gold, s.msg("build.the_upgrade")); err != nil {
			return err
		}
		if err := s.useBuild(p); err != nil {
			return err
		}
		p.Labor -= up.Labor
		d.Tier = "small"
		d.Picks = slices.Clone(ru.Domains.Tiers["small"].Picks)
		s.say("build.starter_domain_upgraded_to_small",
			p.Name, d.ID, up.Gold, up.Labor, strings.Join(d.Picks, ", "), s.cite("starter_picks"))
		return nil
	case "workshop", "storage":
		tier := "small"
		if a.Tier != "" {
			tier = a.Tier
		}
		if _, ok := ru.Workshops.Tiers[tier]; !ok {
			return phrase.Usagef("%s", s.msg("acquire.tier_small_medium_or_large", tier))
		}
		if err := s.placeProduction(p, a.At, tier, ""); err != nil {
			return err
		}
		cost := ru.Storage.Tiers[tier].Cost
		if a.What == "workshop" {
			cost = ru.Workshops.Tiers[tier].Cost
			if err := s.gate(p, tier); err != nil {
				return err
			}
			if err := s.recipe(a.Input, a.Output); err != nil {
				return err
			}
		}
		if err := s.pay(p, cost, a.What); err != nil {
			return err
		}
		if err := s.useBuild(p); err != nil {
			return err
		}
		if a.What == "workshop" {
			id := p.newID("W")
			p.Workshops = append(p.Workshops, Workshop{ID: id, Tier: tier, At: p.holdingID(a.At), Input: a.Input, Output: a.Output})
			s.say("build.workshop_built_on_gold", p.Name, id, s.tier(tier), a.At, s.matName(a.Input), s.matName(a.Output), cost)
		} else {
			id := p.newID("L")
			p.Storages = append(p.Storages, Storage{ID: id, Tier: tier, At: p.holdingID(a.At)})
			s.say("build.storage_built_on_gold", p.Name, id, s.tier(tier), a.At, cost)
		}
		return nil
	case "upgrade":
		if w := p.workshop(a.At); w != nil {
			next := tierOfRank(min(ru.Rank("large"), ru.Rank(w.Tier)+1))
			if next == w.Tier {
				return refuse(s.msg("build.three_tiers"), "%s", s.msg("build.is_already_large", w.ID))
			}
			if err := s.placeProduction(p, w.At, next, w.Tier); err != nil {
				return err
			}
			if err := s.gate(p, next); err != nil {
				return err
			}
			cost := ru.Workshops.Tiers[next].Upgrade
			if err := s.pay(p, cost, "upgrade"); err != nil {
				return err
			}
			if err := s.useBuild(p); err != nil {
				return err
			}
			w.Tier = next
			w.Starter = false
			s.say("build.workshop_upgraded_to_gold", p.Name, w.ID, s.tier(next), cost)
			return nil
		}
		for i := range p.Storages {
			st := &p.Storages[i]
			if !strings.EqualFold(st.ID, a.At) {
				continue
			}
			next := tierOfRank(min(ru.Rank("large"), ru.Rank(st.Tier)+1))
			if next == st.Tier {
				return refuse(s.msg("build.three_tiers"), "%s", s.msg("build.is_already_large", st.ID))
			}
			if err := s.placeProduction(p, st.At, next, st.Tier); err != nil {
				return err
			}
			cost := ru.Storage.Tiers[next].Upgrade
			if err := s.pay(p, cost, "upgrade"); err != nil {
				return err
			}
			if err := s.useBuild(p); err != nil {
				return err
			}
			st.Tier = next
			st.Starter = false
			s.say("build.storage_upgraded_to_gold", p.Name, st.ID, s.tier(next), cost)
			return nil
		}
		return phrase.Usagef("%s", s.msg("build.which_workshop_w_or_storage", a.At))
	case "facility":
		parts := strings.Split(a.Key, ".")
		if len(parts) < 3 || (parts[0] != "general" && parts[0] != "special") || ru.Facilities.General[parts[1]] == 0 {
			return phrase.Usagef("%s", s.msg("build.facility_general_small_medium_large", a.Key))
		}
		at := a.At
		if strings.Contains(a.Key, ".personal.") {
			at = "personal"
		}
		n, ok := p.slots(at)
		if !ok {
			return phrase.Usagef("%s", s.msg("build.where_an_id_such_as", a.At))
		}
		at = p.holdingID(at)
		if p.slotsUsed(at) >= n {
			return refuse(s.msg("build.facility_slots_per_post"), "%s", s.msg("build.has_all_slots_taken", at, n))
		}
		if a.Key == ru.Facilities.Insulae.Key {
			return s.buildInsulae(p, at)
		}
		if a.Key == ru.Facilities.ArtisanAlley.Key {
			return s.buildAlley(p, at)
		}
		if len(parts) > 2 && parts[0] == "special" && strings.HasPrefix(parts[2], ru.Facilities.RefinePrefix) && p.domain(at) == nil && p.city(at) == nil {
			return refuse(s.msg("build.refinement_facilities_stand_on_a"), "%s", at)
		}
		cost := ru.Facilities.General[parts[1]]
		if parts[0] == "special" {
			cost = ru.Facilities.Special[parts[1]]
		}
		if e := s.eventAny(func(e *aufbaurules.Event) bool { return e.OfficeGeneralFactor > 0 }); e != nil && parts[0] == "general" && p.office(at) != nil {
			s.work("ereignisse", "why.cost_event_factor", cost, e.Roll, e.OfficeGeneralFactor, cost*e.OfficeGeneralFactor)
			cost *= e.OfficeGeneralFactor
			s.say("build.event_a_general_facility_at", e.Roll, e.OfficeGeneralFactor)
		}
		if e := s.eventAny(func(e *aufbaurules.Event) bool { return e.TradeFacilityCost != nil }); e != nil && s.SectionStart() && p.trade(at) != nil {
			nc := e.TradeFacilityCost.Apply(cost)
			s.work("ereignisse", "why.cost_event_half", cost, e.Roll, nc, e.TradeFacilityCost.Glyph(), s.rounding(*e.TradeFacilityCost))
			cost = nc
			s.say("build.event_a_facility_at_a", e.Roll, e.TradeFacilityCost.Glyph())
		}
		if err := s.pay(p, cost, a.Key); err != nil {
			return err
		}
		if err := s.useBuild(p); err != nil {
			return err
		}
		p.Facilities = append(p.Facilities, Facility{Key: a.Key, At: at})
		s.say("build.facility_built_at_gold_influence", p.Name, a.Key, at, cost, facilityInfluence(p, Facility{Key: a.Key, At: at}))
		return nil
	}
	return phrase.Usagef("%s", s.msg("build.build_workshop_storage_upgrade_facility", a.What))
}

// holdingID is the id as stored (right case).
func (p *Player) holdingID(at string) string {
	if d := p.domain(at); d != nil {
		return d.ID
	}
	if c := p.city(at); c != nil {
		return c.ID
	}
	if o := p.office(at); o != nil {
		return o.ID
	}
	if tr := p.trade(at); tr != nil {
		return tr.ID
	}
	if w := p.workshop(at); w != nil {
		return w.ID
	}
	return at
}

// gate: medium workshops need an artisan or workshop specialist, large an
// experienced or master one.
func (s *State) gate(p *Player, tier string) error {
	if tier == "small" || p.hasCraftSpecialist(tier == "large") {
		return nil
	}
	return refuse(s.msg("build.medium_workshops_need_an_artisan"),
		"%s", s.msg("build.has_no_such_specialist", p.Name))
}

// recipe checks a workshop's input and output.
func (s *State) recipe(in, out string) error {
	ru := R()
	mi, ok1 := ru.Material(in)
	mo, ok2 := ru.Material(out)
	rule := s.msg("rule.workshop_recipe")
	if !ok1 || !ok2 {
		return phrase.Usagef("%s", s.msg("build.rein_and_raus_are_materials"))
	}
	if mi.Kind() != "raw" || mi.Tier == "expensive" {
		return refuse(rule, "%s", s.msg("build.is_not_a_cheap_or", mi.Name(s.Language())))
	}
	if mo.Kind() == "special" && aufbaurules.TierRank(mo.Tier) <= aufbaurules.TierRank(mi.Tier) {
		return nil
	}
	if mo.Kind() == "raw" && mo.Has("improved") && mo.Tier == mi.Tier && slices.ContainsFunc(mi.Tags, func(tag string) bool { return tag != "improved" && mo.Has(tag) }) {
		return nil
	}
	return refuse(rule, "%s", s.msg("build.is_not_allowed", mi.Name(s.Language()), mo.Name(s.Language())))
}
