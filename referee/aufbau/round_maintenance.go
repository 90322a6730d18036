package aufbau

import (
	"boardroom/phrase/msg"
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

	aufbaurules "boardroom/rules/aufbau"
)

// officeYield is an office's gold and influence by its mode.
func officeYield(o Office) (gold, infl int) {
	ot := R().Offices.Tiers[o.Tier]
	switch o.Mode {
	case "gold":
		return ot.YieldGold, 0
	case "split":
		return ot.Split.Gold, ot.Split.Influence
	}
	return 0, ot.YieldInfluence
}

// income books the round's income.
func (s *State) income(p *Player) {
	ru := R()
	for _, c := range p.Cities {
		if c.Mode == "leased" && !c.Unrest {
			g := ru.Cities.Tiers[c.Tier].Leased.Gold
			s.led(p, aufbaurules.G(g), "round.income_leased", ru.Cities.Name.In(s.Language()), c.ID, s.tier(c.Tier))
		}
	}
	for _, o := range p.Offices {
		g, _ := officeYield(o)
		if g == 0 {
			continue
		}
		extra := ""
		if e := s.eventAny(func(e *aufbaurules.Event) bool { return e.OfficeGold != nil }); e != nil {
			g = e.OfficeGold.Apply(g)
			extra += s.msg("round.halved_by_event", e.OfficeGold.Glyph(), e.Roll)
		}
		if add := s.eventSum(func(e *aufbaurules.Event) int { return e.OfficeGoldPerRank }); add > 0 {
			g += add * ru.Rank(o.Tier)
			e := s.eventAny(func(e *aufbaurules.Event) bool { return e.OfficeGoldPerRank > 0 })
			extra += s.msg("round.event_office_gold", add*ru.Rank(o.Tier), e.Roll)
		}
		s.led(p, aufbaurules.G(g), "round.income_gold", ru.Offices.Name.In(s.Language()), o.ID, s.tier(o.Tier), extra)
	}
	if n := p.activeFollowers(); n > 0 {
		s.led(p, aufbaurules.G(n), "round.income_tenants_followers", n)
	}
	for _, sp := range p.Specialists {
		if g := sp.effect(p.org("cult") != nil).Gold; g != 0 && sp.LO > 0 {
			s.led(p, aufbaurules.G(g), "round.specialist_trait", s.specKind(sp.Kind), s.specTier(sp.Tier), s.trait(sp.Trait))
		}
	}
	if o := p.org("underworld"); o != nil && !o.Unrest {
		k := ru.Orgs.Kinds["underworld"]
		g := k.GoldByRank[ru.Rank(o.Tier)-1] * max(1, p.maxCityRank())
		s.led(p, aufbaurules.G(g), "round.income_underworld", s.tier(o.Tier))
	}
	// event influence and labour
	for _, e := range s.Events() {
		if e.CityAdminInfluence > 0 && slices.ContainsFunc(p.Offices, func(o Office) bool { return o.CityAdmin }) {
			s.addInfluence(p, e.CityAdminInfluence, "ereignisse")
			s.note(p, "round.event_influence_city_administration_office", e.Roll, e.CityAdminInfluence)
		}
		if e.OfficeInfluenceLoss != nil {
			sum := 0
			for _, o := range p.Offices {
				_, in := officeYield(o)
				sum += in
			}
			if share := e.OfficeInfluenceLoss.Apply(sum); share > 0 {
				lost := min(p.Influence, share)
				s.addInfluence(p, -lost, "ereignisse")
				s.note(p, "round.event_influence_half_the_office", e.Roll, lost, e.OfficeInfluenceLoss.Glyph())
			}
		}
		if e.OrgInfluencePerRank > 0 {
			n := 0
			for _, k := range []string{"underworld", "spy", "cult"} {
				n += p.activeOrgRank(k)
			}
			if n > 0 {
				s.addInfluence(p, n*e.OrgInfluencePerRank, "ereignisse")
				s.note(p, "round.event_influence_organisations", e.Roll, n*e.OrgInfluencePerRank)
			}
		}
		if e.CultInfluence > 0 && p.activeOrgRank("cult") > 0 {
			s.addInfluence(p, e.CultInfluence, "ereignisse")
			s.note(p, "round.event_influence_cult", e.Roll, e.CultInfluence)
		}
		if e.SpyInfluence > 0 && p.orgRank("spy") > 0 {
			s.addInfluence(p, e.SpyInfluence, "ereignisse")
			s.note(p, "round.event_influence_spy_ring", e.Roll, e.SpyInfluence)
		}
		if e.MercenaryInfluence > 0 && p.Troops["mercenary"] > 0 {
			s.addInfluence(p, e.MercenaryInfluence, "ereignisse")
			s.note(p, "round.event_influence_mercenaries", e.Roll, e.MercenaryInfluence)
		}
		if e.Miracle != nil && s.Section.Miracle {
			if rk := p.activeOrgRank("cult"); rk > 0 {
				s.addInfluence(p, e.Miracle.Influence, "ereignisse")
				s.led(p, aufbaurules.G(e.Miracle.GoldPerRank*rk), "round.event_miracle_cult_6_influence", e.Roll, e.Miracle.Influence)
			}
		}
		if e.CollegiumCraftLabor > 0 {
			if rk := p.activeOrgRank("collegiumCraft"); rk > 0 {
				p.Labor = max(0, p.Labor-e.CollegiumCraftLabor*rk)
				s.note(p, "round.event_labour_craft_collegium", e.Roll, e.CollegiumCraftLabor*rk)
			}
		}
		if e.RuralFlight && s.SectionStart() {
			n := 0
			for _, d := range p.Domains {
				if !d.Unrest {
					n += d.Tenants
				}
			}
			if n > 0 {
				p.Labor = max(0, p.Labor-n)
				s.note(p, "round.event_labour_rural_flight", e.Roll, n)
			}
		}
	}
	// domain production
	agri := s.eventSum(func(e *aufbaurules.Event) int { return e.AgricultureRaw })
	for _, d := range p.Domains {
		if d.Unrest {
			s.note(p, "round.in_unrest_no_yield", d.ID)
			continue
		}
		total := ru.Domains.Tiers[d.Tier].Raw
		if e := s.eventAny(func(e *aufbaurules.Event) bool { return slices.Contains(e.Drought, d.Spec) }); e != nil && s.SectionStart() {
			total = e.DroughtYield.Apply(total)
			s.note(p, "round.event_drought_yields_half", e.Roll, d.ID, e.DroughtYield.Glyph())
		}
		picks := d.Picks
		if len(picks) == 0 {
			picks = ru.Domains.Tiers[d.Tier].Picks
		}
		var parts []string
		for i, id := range picks {
			n := total / len(picks)
			if i < total%len(picks) {
				n++
			}
			p.addRaw(id, n)
			parts = append(parts, fmt.Sprintf("%d %s", n, s.matName(id)))
		}
		s.note(p, "round.yield", ru.Domains.Name.In(s.Language()), d.ID, s.tier(d.Tier), strings.Join(parts, ", "))
		if d.Tenants > 0 {
			cheap := picks[0]
			for _, id := range picks {
				if m, _ := ru.Material(id); m.Tier == "cheap" {
					cheap = id
					break
				}
			}
			p.addRaw(cheap, d.Tenants*ru.Domains.TenantRaw)
			s.note(p, "round.tenants", d.ID, d.Tenants*ru.Domains.TenantRaw, s.matName(cheap))
		}
		if agri > 0 && d.Spec == "agriculture" {
			p.addRaw(picks[0], agri)
			s.note(p, "round.event_agriculture", d.ID, agri, s.matName(picks[0]))
		}
	}
}

// foodStock lists the food materials in inventory, cheapest first: raw
// before special, then tier, bonus, id.
func (p *Player) foodStock() []*aufbaurules.Material {
	var out []*aufbaurules.Material
	for id := range p.Raw {
		if m, ok := R().Material(id); ok && m.Food() {
			out = append(out, m)
		}
	}
	for id := range p.Special {
		if m, ok := R().Material(id); ok && m.Food() {
			out = append(out, m)
		}
	}
	slices.SortFunc(out, func(a, b *aufbaurules.Material) int {
		return cmp.Or(cmp.Compare(a.Kind(), b.Kind()),
			cmp.Compare(aufbaurules.TierRank(a.Tier), aufbaurules.TierRank(b.Tier)), cmp.Compare(a.Bonus, b.Bonus), cmp.Compare(a.ID, b.ID))
	})
	return out
}

// eat takes n food units, returns how many were missing and what was eaten.
func (s *State) eat(p *Player, n int) (missing int, ate []string) {
	for _, m := range p.foodStock() {
		if n == 0 {
			break
		}
		inv := p.Raw
		if m.Kind() == "special" {
			inv = p.Special
		}
		k := min(n, inv[m.ID])
		if k > 0 {
			if m.Kind() == "special" {
				p.addSpecial(m.ID, -k)
			} else {
				p.addRaw(m.ID, -k)
			}
			n -= k
			ate = append(ate, fmt.Sprintf("%d %s", k, m.Name(s.Language())))
		}
	}
	return n, ate
}

// famine: under event 2 every group with levels must be fed, or it loses
// the event's famine_loyalty (LO −2).
func (s *State) famine(p *Player) {
	e := s.eventAny(func(e *aufbaurules.Event) bool { return e.Famine })
	if e == nil {
		return
	}
	for g := range p.groups() {
		if *g.Levels <= 0 {
			continue
		}
		missing, ate := s.eat(p, *g.Levels)
		if missing > 0 {
			*g.LO = clampLO(*g.LO - e.FamineLoyalty)
			s.note(p, "round.famine_not_fed", g.ID, missing, *g.LO, e.FamineLoyalty)
			continue
		}
		s.note(p, "round.famine_fed_with", g.ID, strings.Join(ate, ", "))
	}
}

// upkeep books the fixed upkeep, troops, specialists and food.
func (s *State) upkeep(p *Player) {
	ru := R()
	for _, d := range p.Domains {
		if g := ru.Domains.Tiers[d.Tier].Upkeep; g > 0 {
			s.led(p, -aufbaurules.G(g), "round.upkeep", ru.Domains.Name.In(s.Language()), d.ID, s.tier(d.Tier))
		}
	}
	for _, c := range p.Cities {
		if c.Mode == "production" {
			s.led(p, -aufbaurules.G(ru.Cities.Tiers[c.Tier].ProductionUpkeep), "round.upkeep_production", ru.Cities.Name.In(s.Language()), c.ID, s.tier(c.Tier))
		}
		if c.Pacht {
			s.led(p, -aufbaurules.G(ru.Cities.PachtUpkeep), "round.lease", ru.Cities.Name.In(s.Language()), c.ID)
		}
	}
	for _, o := range p.Orgs {
		k := ru.Orgs.Kinds[o.Kind]
		rk := ru.Rank(o.Tier)
		g := k.UpkeepGold + k.UpkeepGoldPerRank*rk
		if l := k.UpkeepLaborPerRank * rk; l > 0 {
			p.Labor -= min(p.Labor, l)
			s.led(p, -aufbaurules.G(g), "round.upkeep_labour", Name2(k.DE, k.EN, s.Language()), s.tier(o.Tier), l)
			continue
		}
		s.led(p, -aufbaurules.G(g), "round.upkeep_2", Name2(k.DE, k.EN, s.Language()), s.tier(o.Tier))
	}
	extra := s.eventSum(func(e *aufbaurules.Event) int { return e.TradeUpkeep })
	for _, tr := range p.Trades {
		if tr.Damaged {
			continue
		}
		tt := ru.Trade.Tiers[tr.Tier]
		g := tt.UpkeepGold + extra*ru.Rank(tr.Tier)
		p.Labor -= min(p.Labor, tt.UpkeepLabor)
		s.led(p, -aufbaurules.G(g), "round.upkeep_labour_2", ru.Trade.Name.In(s.Language()), tr.ID, s.tier(tr.Tier), tt.UpkeepLabor)
	}
	for _, k := range slices.Sorted(maps.Keys(p.Troops)) {
		lv := p.Troops[k]
		if lv <= 0 {
			continue
		}
		tk := ru.Troops.Kinds[k]
		units := (lv + tk.PerLevels - 1) / tk.PerLevels
		infl := min(p.Influence, units*tk.UpkeepInfluence)
		s.addInfluence(p, -infl, "unterhalt")
		s.led(p, -aufbaurules.G(units*tk.UpkeepGold), "round.upkeep_influence", Name2(tk.DE, tk.EN, s.Language()), lv, infl)
	}
	for _, sp := range p.Specialists {
		g := ru.Specialists.Tiers[sp.Tier].Upkeep
		extra := ""
		if sp.LO > 0 {
			e := sp.effect(p.org("cult") != nil)
			g = max(0, g+e.Upkeep)
			if e.Upkeep != 0 {
				extra = s.msg("round.trait", e.Upkeep)
			}
			if e.UpkeepInfluence > 0 {
				k := min(p.Influence, e.UpkeepInfluence)
				s.addInfluence(p, -k, "unterhalt")
				extra += s.msg("round.influence", k)
			}
		}
		s.led(p, -aufbaurules.G(g), "round.upkeep_specialist", s.specKind(sp.Kind), s.specTier(sp.Tier), extra)
	}
	// food
	f := ru.Food
	need := (p.Labor+f.LaborPerUnit-1)/f.LaborPerUnit + (p.OpenKK()+f.KKPerUnit-1)/f.KKPerUnit + p.followerLevels()
	if need == 0 {
		return
	}
	missing, ate := s.eat(p, need)
	what := strings.Join(ate, ", ")
	if what == "" {
		what = s.msg("actions.nothing")
	}
	s.led(p, -aufbaurules.G(missing*f.MissingGold), "round.food_labour_combat_followers_ate",
		need, p.Labor, p.OpenKK(), p.followerLevels(), what, missing)
}

// Name2 picks a German or English name.
func Name2(de, en string, lang msg.Lang) string { return aufbaurules.Name{DE: de, EN: en}.In(lang) }

// tradeYield: produce or trade, halved under some events.
func (s *State) tradeYield(p *Player) {
	ru := R()
	share := s.eventAny(func(e *aufbaurules.Event) bool { return e.TradeYield != nil })
	prodBonus := s.eventSum(func(e *aufbaurules.Event) int { return e.TradeProducePerRank })
	goldBonus := s.eventSum(func(e *aufbaurules.Event) int { return e.TradeGoldPerRank })
	for _, tr := range p.Trades {
		if tr.Damaged {
			continue
		}
		tt := ru.Trade.Tiers[tr.Tier]
		rk := ru.Rank(tr.Tier)
		if tr.Mode == "produce" {
			n := tt.Produce + prodBonus*rk
			if share != nil {
				n = share.TradeYield.Apply(n)
			}
			p.addSpecial(ru.Trade.ProduceMaterial, n)
			s.note(p, "round.trade_produce", tr.ID, s.tier(tr.Tier), n, s.matName(ru.Trade.ProduceMaterial))
			continue
		}
		// trade: the cheapest special materials
		var stock []*aufbaurules.Material
		for id := range p.Special {
			m, _ := ru.Material(id)
			stock = append(stock, m)
		}
		slices.SortFunc(stock, func(a, b *aufbaurules.Material) int {
			return cmp.Or(cmp.Compare(aufbaurules.TierRank(a.Tier), aufbaurules.TierRank(b.Tier)), cmp.Compare(a.Bonus, b.Bonus), cmp.Compare(a.ID, b.ID))
		})
		total := 0
		for _, m := range stock {
			total += p.Special[m.ID]
		}
		if total < tt.TradeIn {
			s.note(p, "round.trade_too_little_special_material", tr.ID, total, tt.TradeIn)
			continue
		}
		need := tt.TradeIn
		g := tt.TradeGold + goldBonus*rk
		var used []string
		for _, m := range stock {
			k := min(need, p.Special[m.ID])
			if k == 0 {
				continue
			}
			p.addSpecial(m.ID, -k)
			need -= k
			best := 0
			for _, mk := range s.Markets {
				if mk.Owner == p.Name {
					best = max(best, mk.Mods[m.Group])
				}
			}
			g += k*best + k*s.perInvDelta(m)
			used = append(used, fmt.Sprintf("%d %s", k, m.Name(s.Language())))
			if need == 0 {
				break
			}
		}
		if share != nil {
			g = share.TradeYield.Apply(g)
		}
		g = max(0, g)
		s.led(p, aufbaurules.G(g), "round.trade_sold", tr.ID, s.tier(tr.Tier), strings.Join(used, ", "))
	}
}

// perInvDelta is the events' per-investment price change for a material.
func (s *State) perInvDelta(m *aufbaurules.Material) int {
	n := 0
	for _, e := range s.Events() {
		for i, mod := range e.PerInv {
			if mod.Matches(m) {
				n += s.Section.PerInv[fmt.Sprintf("%d/%d", e.Roll, i)]
			}
		}
	}
	return n
}

// flatSale is the events' once-per-sale bonus for goods sold.
func (s *State) flatSale(sold []*aufbaurules.Material) int {
	n := 0
	for _, e := range s.Events() {
		for i, mod := range e.FlatSale {
			if mod.Rev > s.Rev {
				continue
			}
			if s.Rev < Rev1 {
				mod.Tiers = nil // before revision 1 event 9's 1W4 counted every building good
			}
			if slices.ContainsFunc(sold, mod.Matches) {
				n += s.Section.Flat[fmt.Sprintf("%d/%d", e.Roll, i)]
			}
		}
	}
	return n
}

// workshopUpkeep maintains each workshop whose AK and gold remain, then
// each storage whose AK remains.
func (s *State) workshopUpkeep(p *Player, upkeep bool) {
	ru := R()
	for i := range p.Workshops {
		w := &p.Workshops[i]
		w.Maintained = false
		if w.Damaged {
			s.note(p, "round.damaged_not_maintained", ru.Workshops.Name.In(s.Language()), w.ID)
			continue
		}
		if !upkeep {
			w.Maintained = true
			continue
		}
		wt := ru.Workshops.Tiers[w.Tier]
		ak := wt.UpkeepLabor + s.eventSum(func(e *aufbaurules.Event) int { return e.WorkshopLabor })
		g := wt.UpkeepGold + s.eventSum(func(e *aufbaurules.Event) int { return e.WorkshopGold + e.WorkshopGoldPerRank*ru.Rank(w.Tier) })
		if p.Labor < ak || p.Gold < aufbaurules.G(g) {
			s.note(p, "round.not_maintained_needs_labour_and",
				ru.Workshops.Name.In(s.Language()), w.ID, ak, g, p.Labor, p.Gold)
			continue
		}
		p.Labor -= ak
		w.Maintained = true
		s.led(p, -aufbaurules.G(g), "round.upkeep_labour_3", ru.Workshops.Name.In(s.Language()), w.ID, s.tier(w.Tier), ak)
	}
	for i := range p.Storages {
		st := &p.Storages[i]
		st.Maintained = false
		if st.Damaged {
			continue
		}
		if !upkeep {
			st.Maintained = true
			continue
		}
		ak := ru.Storage.Tiers[st.Tier].UpkeepLabor
		if p.Labor < ak {
			s.note(p, "round.not_maintained_needs_labour_has", ru.Storage.Name.In(s.Language()), st.ID, ak, p.Labor)
			continue
		}
		p.Labor -= ak
		st.Maintained = true
		s.note(p, "round.upkeep_labour_3", ru.Storage.Name.In(s.Language()), st.ID, s.tier(st.Tier), ak)
	}
	if upkeep {
		if e := s.eventAny(func(e *aufbaurules.Event) bool { return e.OfficeTax }); e != nil && s.SectionStart() {
			for _, o := range p.Offices {
				s.led(p, -aufbaurules.G(ru.Offices.Tiers[o.Tier].WarTax), "round.event_war_tax", e.Roll, ru.Offices.Name.In(s.Language()), o.ID)
			}
		}
	}
}
