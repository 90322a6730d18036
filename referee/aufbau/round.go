package aufbau

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"boardroom/referee"
	rules "boardroom/rules/aufbau"
)

// led books one ledger line for p: the gold it changes (applied) and its
// source in words.
func (s *State) led(p *Player, g Gold, key string, args ...any) {
	p.Gold += g
	text := s.msg(key, args...)
	p.Ledger = append(p.Ledger, Line{Text: text, Gold: g})
	if s.Rev >= Rev1 {
		p.Book = append(p.Book, BookLine{Step: s.step, Text: text, Gold: g, Balance: p.Gold})
	}
}

// note books a ledger line that changes no gold.
func (s *State) note(p *Player, key string, args ...any) { s.led(p, 0, key, args...) }

func (s *State) tier(x string) string { return R().TierName(x, s.Lang) }

// gold is an amount of gold in words: "12 ¾ Gold", "12 ¾ gold".
func (s *State) gold(g Gold) string { return g.Amount() + " " + s.msg("abbr.gold") }

// marketName is a market's name: the local one in words, a trade
// enterprise's by its id.
func (s *State) marketName(id string) string {
	if id == "lokal" {
		return s.msg("round.local")
	}
	return id
}

func (s *State) matName(id string) string {
	if id == "ak" {
		return s.msg("actions.labour")
	}
	if m, ok := R().Material(id); ok {
		return m.Name(s.Lang)
	}
	return id
}

// ---- maintenance → actions ----

func (s *State) maintenance(r *roller) error {
	ru := R()
	for i := range s.Players {
		s.Players[i].Ledger = nil
	}
	if (s.Round-ru.Market.FirstRound)%ru.Market.Section == 0 && s.Round >= ru.Market.FirstRound {
		if err := s.rollMarkets(r); err != nil {
			return err
		}
	}
	if s.Round >= ru.Events.FirstRound && (s.Round-ru.Events.FirstRound)%ru.Events.Section == 0 {
		if err := s.rollEvents(r); err != nil {
			return err
		}
	}
	for _, e := range s.Events() {
		s.say("round.event_active", e.Roll, e.Name(s.Lang), e.Says(s.Lang))
		for _, g := range e.Clauses(s.Lang) {
			s.say("round.for_the_game_master_not", s.cite("inert_clauses"), g)
		}
	}
	upkeep := s.Round >= ru.UpkeepFrom
	for i := range s.Players {
		p := &s.Players[i]
		if err := s.neider(r, p); err != nil {
			return err
		}
		s.settle(p)
		if err := s.oneShots(r, p); err != nil {
			return err
		}
		s.emigration(p)
		s.pending(p)
		if err := s.incidents(r, p); err != nil {
			return err
		}
		s.income(p)
		s.famine(p)
		if err := s.raids(r, p); err != nil {
			return err
		}
		if upkeep {
			s.upkeep(p)
		} else {
			s.note(p, "round.round_no_upkeep_and_no", s.Round, s.cite("round1_income"))
		}
		s.tradeYield(p)
		if upkeep {
			s.projects(p)
		}
		s.workshopUpkeep(p, upkeep)
		if e := s.eventAny(func(e *rules.Event) bool { return e.GoldPerRound != 0 }); e != nil {
			s.led(p, rules.G(e.GoldPerRound), "round.event", e.Roll, e.Name(s.Lang))
		}
	}
	s.Phase = Actions
	return nil
}

// rollMarkets rolls the local market and each trade enterprise's own.
func (s *State) rollMarkets(r *roller) error {
	s.Markets = nil
	ids := []struct{ id, owner string }{{"lokal", ""}}
	for _, p := range s.Players {
		for _, tr := range p.Trades {
			if tr.Damaged {
				continue
			}
			for k := range R().Rank(tr.Tier) {
				ids = append(ids, struct{ id, owner string }{fmt.Sprintf("%s-%s-%d", p.Name, tr.ID, k+1), p.Name})
			}
		}
	}
	for _, in := range ids {
		m := Market{ID: in.id, Owner: in.owner, Mods: map[string]int{}}
		var err error
		if m.RawRoll, err = s.marketSide(r, in.id, R().Market.Raw, R().Market.RawGroups, m.Mods); err != nil {
			return err
		}
		if m.SpecRoll, err = s.marketSide(r, in.id, R().Market.Special, R().Market.SpecialGroups, m.Mods); err != nil {
			return err
		}
		s.Markets = append(s.Markets, m)
		s.say("round.market_raw_special",
			s.marketName(in.id), m.RawRoll, R().Market.Raw[m.RawRoll-2].Name(s.Lang), m.SpecRoll, R().Market.Special[m.SpecRoll-2].Name(s.Lang), s.modsText(m.Mods))
	}
	return nil
}

func (s *State) modsText(mods map[string]int) string {
	var parts []string
	for _, g := range slices.Sorted(maps.Keys(mods)) {
		if mods[g] != 0 {
			parts = append(parts, R().Market.GroupNames[g].In(s.Lang)+" "+plusMinus(mods[g]))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return ": " + strings.Join(parts, ", ") + s.msg("round.gold_per_investment")
}

func (s *State) marketSide(r *roller, id string, rows []rules.MarketRow, groups []string, into map[string]int) (int, error) {
	table := s.msg("need.raw_table", s.marketName(id))
	if len(rows) > 0 && &rows[0] == &R().Market.Special[0] {
		table = s.msg("need.special_table", s.marketName(id))
	}
	r.purpose = table
	roll, err := r.roll(s.msg("round.market")+id, rules.Dice{N: 2, Sides: 6})
	if err != nil {
		return 0, err
	}
	if r.guessing() {
		return roll, nil
	}
	row := rows[roll-2]
	mods := row.Mods
	sign := 1
	if row.Direction != nil {
		r.purpose = s.msg("need.direction", table, roll)
		v, err := r.roll(s.msg("round.direction_market")+id, rules.Dice{N: 1, Sides: row.Direction.Die})
		if err != nil {
			return 0, err
		}
		if v <= row.Direction.MinusUpto {
			sign = -1
		}
	}
	if row.Alt != nil {
		r.purpose = s.msg("need.swing", table, roll)
		v, err := r.roll(s.msg("round.swing_market")+id, rules.Dice{N: 1, Sides: row.Alt.Die})
		if err != nil {
			return 0, err
		}
		if v <= row.Alt.Upto {
			mods = row.Alt.Mods
		}
	}
	named := map[string]bool{}
	for _, m := range mods {
		for _, g := range m.Groups {
			named[g] = true
		}
	}
	for _, m := range mods {
		r.purpose = s.msg("need.row_die", table, roll)
		v, err := r.roll(fmt.Sprintf("%s %s %d", s.msg("round.market_2"), id, roll), m.Dice)
		if err != nil {
			return 0, err
		}
		if m.Minus {
			v = -v
		}
		v *= sign
		for _, g := range groups {
			switch {
			case m.All, m.Others && !named[g], slices.Contains(m.Groups, g):
				into[g] += v
			}
		}
	}
	return roll, nil
}

// rollEvents draws the section's two events (2d20, no duplicates), the
// Denera rolls (a third event, 27) and every die the events roll once per
// section.
func (s *State) rollEvents(r *roller) error {
	ru := R()
	sec := EventSection{Start: s.Round, PerInv: map[string]int{}, Flat: map[string]int{}, Damage: map[string]int{}}
	for len(sec.Events) < ru.Events.PerSection {
		r.purpose = s.msg("need.event", len(sec.Events)+1)
		v, err := r.roll(s.msg("actions.event"), rules.Dice{N: 2, Sides: 20})
		if err != nil {
			return err
		}
		if slices.Contains(sec.Events, v) {
			s.say("round.event_rolled_twice_roll_again", v)
			continue
		}
		sec.Events = append(sec.Events, v)
	}
	if r.guessing() {
		sec.Events = nil // stand-ins: what the events roll is not known yet
		s.Section = sec
		return nil
	}
	denera := false
	for _, n := range slices.Clone(sec.Events) {
		e, _ := ru.Event(n)
		if e.Denera > 0 {
			r.purpose = s.msg("need.denera", n)
			v, err := r.roll(fmt.Sprintf("Denera (%s %d)", s.msg("actions.event"), n), d20)
			if err != nil {
				return err
			}
			if v <= e.Denera {
				denera = true
			}
		}
	}
	if denera && !slices.Contains(sec.Events, ru.Events.DeneraEvent) {
		sec.Events = append(sec.Events, ru.Events.DeneraEvent)
		s.say("round.the_denera_clause_fires_event", ru.Events.DeneraEvent)
	}
	for _, n := range sec.Events {
		e, _ := ru.Event(n)
		for i, m := range e.PerInv {
			v := m.Fixed
			if m.Dice.N > 0 {
				var err error
				r.purpose = s.msg("need.event_die", n)
				if v, err = r.roll(fmt.Sprintf("%s %d", s.msg("actions.event"), n), m.Dice); err != nil {
					return err
				}
			}
			if m.Minus {
				v = -v
			}
			sec.PerInv[fmt.Sprintf("%d/%d", n, i)] = v
		}
		for i, m := range e.FlatSale {
			if m.Rev > s.Rev {
				continue // a later revision's die (ruling AU27)
			}
			v := m.Fixed
			if m.Dice.N > 0 {
				var err error
				r.purpose = s.msg("need.sale_die", n)
				if v, err = r.roll(fmt.Sprintf("%s %d", s.msg("actions.event"), n), m.Dice); err != nil {
					return err
				}
			}
			sec.Flat[fmt.Sprintf("%d/%d", n, i)] = v
		}
		if e.Raiders != nil {
			v, err := r.roll(s.msg("round.raiders_or_pirates"), d20)
			if err != nil {
				return err
			}
			sec.Pirates = v > e.Raiders.Split
		}
		if e.Miracle {
			v, err := r.roll(s.msg("round.miracle"), d20)
			if err != nil {
				return err
			}
			sec.Miracle = v <= 5
		}
	}
	s.Section = sec
	var names []string
	for _, n := range sec.Events {
		e, _ := ru.Event(n)
		names = append(names, fmt.Sprintf("%d %s", n, e.Name(s.Lang)))
	}
	s.say("round.event_section_rounds", s.Round, s.Round+ru.Events.Section-1, strings.Join(names, ", "))
	return nil
}

// neider resolves the counter-reaction of the enviers: only the highest
// threshold reached, every round (ruling AU17); N drops by the threshold
// whatever the defence; a failed defence costs gold or influence.
func (s *State) neider(r *roller, p *Player) error {
	ru := R()
	for _, st := range ru.Neider {
		if p.N < st.At {
			continue
		}
		roll, err := r.roll(s.msg("round.counter_reaction")+p.Name, d20)
		if err != nil {
			return err
		}
		mod := p.OpenKK() / 2
		dc := st.DC + s.eventSum(func(e *rules.Event) int { return e.DC["defence"] })
		p.N = max(0, p.N-st.At)
		text := fmt.Sprintf("%s = %d + %d (%s) = %d %s %d", d20.In(s.Lang), roll, mod, s.msg("round.defence"), roll+mod, s.msg("roll.against_dc"), dc)
		if roll+mod >= dc {
			s.note(p, "round.counter_reaction_of_the_enviers", st.At, text, st.At)
			return nil
		}
		choice := p.Loss
		if choice == "" {
			choice = "gold"
		}
		p.KW += st.KW
		p.AS = max(ru.Checks.ASRange[0], min(ru.Checks.ASRange[1], p.AS+st.AS))
		if choice == "influence" {
			lost := min(st.Loss, p.Influence)
			p.Influence -= lost
			s.note(p, "round.counter_reaction_of_the_enviers_2", st.At, text, lost, st.KW, st.AS, st.At)
			return nil
		}
		why := ""
		if p.Loss == "" {
			why = " (" + s.cite("neider_choice") + ")"
		}
		s.led(p, -rules.G(st.Loss), "round.counter_reaction_of_the_enviers_3", st.At, text, why, st.KW, st.AS, st.At)
		return nil
	}
	return nil
}

// forGroups calls f for every follower group with levels: its name, levels, LO.
func (p *Player) forGroups(f func(name string, kind string, levels *int, lo *int)) {
	for i := range p.Domains {
		d := &p.Domains[i]
		f(d.ID, "domain", &d.Tenants, &d.LO)
	}
	for i := range p.Cities {
		c := &p.Cities[i]
		f(c.ID, "city", &c.Tenants, &c.LO)
	}
	for i := range p.Orgs {
		o := &p.Orgs[i]
		f(o.Kind, o.Kind, &o.Followers, &o.LO)
	}
}

func clampLO(v int) int { return max(R().Loyalty.Min, min(R().Loyalty.Max, v)) }

// oneShots are the section-start effects on loyalty and followers.
func (s *State) oneShots(r *roller, p *Player) error {
	if !s.SectionStart() {
		return nil
	}
	for _, e := range s.Events() {
		if err := s.loChecks(r, p, e); err != nil {
			return err
		}
		if e.Ruins != nil {
			v, err := r.roll(fmt.Sprintf("%s %d %s", s.msg("round.ruins_event"), e.Roll, p.Name), d20)
			if err != nil {
				return err
			}
			if v <= e.Ruins.Chance {
				p.addSpecial(e.Ruins.Material, e.Ruins.Count)
				s.note(p, "round.event_ruins_1d20", e.Roll, v, e.Ruins.Chance, e.Ruins.Count, s.matName(e.Ruins.Material))
			}
		}
		if e.LOAll != 0 || e.LOCult != 0 || e.LOOthers != 0 || e.TenantLevel != 0 {
			p.forGroups(func(name, kind string, lv, lo *int) {
				if *lv <= 0 {
					if e.TenantLevel > 0 && kind == "domain" {
						if d := p.domain(name); d != nil && d.Tier != "starter" && d.Tenants < R().Domains.Tiers[d.Tier].TenantCap {
							d.Tenants += e.TenantLevel
							s.note(p, "round.event_tenant_level_on", e.Roll, e.TenantLevel, name)
						}
					}
					return
				}
				delta := e.LOAll
				if kind == "cult" {
					delta += e.LOCult
				} else {
					delta += e.LOOthers
				}
				if e.TenantLevel > 0 && kind == "domain" {
					if d := p.domain(name); d != nil && d.Tier != "starter" && d.Tenants < R().Domains.Tiers[d.Tier].TenantCap {
						d.Tenants += e.TenantLevel
						s.note(p, "round.event_tenant_level_on", e.Roll, e.TenantLevel, name)
					}
				}
				if delta != 0 {
					*lo = clampLO(*lo + delta)
					s.note(p, "round.event_loyalty", e.Roll, name, delta, *lo)
				}
			})
		}
	}
	return nil
}

// loChecks are the section-start loyalty checks (1W6 ≤ LO) of events 5
// (city tenants) and 34 (domain tenants).
func (s *State) loChecks(r *roller, p *Player, e *rules.Event) error {
	check := func(id string, lv int, lo *int, delta int) error {
		if lv <= 0 || delta == 0 {
			return nil
		}
		v, err := r.roll(fmt.Sprintf("%s %s %s", s.msg("round.loyalty_check"), p.Name, id), d6)
		if err != nil {
			return err
		}
		if v <= *lo {
			s.note(p, "round.event_loyalty_check_1d6_passed", e.Roll, id, v, *lo)
			return nil
		}
		*lo = clampLO(*lo + delta)
		s.note(p, "round.event_loyalty_check_1d6_loyalty", e.Roll, id, v, delta, *lo)
		return nil
	}
	for i := range p.Cities {
		c := &p.Cities[i]
		if err := check(c.ID, c.Tenants, &c.LO, e.LOCheckCity); err != nil {
			return err
		}
	}
	for i := range p.Domains {
		d := &p.Domains[i]
		if err := check(d.ID, d.Tenants, &d.LO, e.LOCheckDomain); err != nil {
			return err
		}
	}
	return nil
}

// emigration: a group with LO 0 loses one level.
func (s *State) emigration(p *Player) {
	p.forGroups(func(name, _ string, lv, lo *int) {
		if *lv > 0 && *lo <= 0 {
			*lv--
			s.note(p, "round.emigration_loses_1_level_loyalty", name)
		}
	})
}

// pending moves what was bought or lent last round into the economy.
func (s *State) pending(p *Player) {
	pd := &p.Pending
	if pd.Gold != 0 {
		s.led(p, pd.Gold, "round.pending_payout")
	}
	if pd.Labor > 0 {
		p.Labor += pd.Labor
		s.note(p, "round.pending_labour_bought", pd.Labor)
	}
	for _, id := range slices.Sorted(maps.Keys(pd.Raw)) {
		p.addRaw(id, pd.Raw[id])
		s.note(p, "round.pending", pd.Raw[id], s.matName(id))
	}
	for _, id := range slices.Sorted(maps.Keys(pd.Special)) {
		p.addSpecial(id, pd.Special[id])
		s.note(p, "round.pending", pd.Special[id], s.matName(id))
	}
	p.Pending = Pending{Raw: map[string]int{}, Special: map[string]int{}}
}

// incidents are the damage rolls of events 14, 15, 20, 27 and 30.
func (s *State) incidents(r *roller, p *Player) error {
	for _, e := range s.Events() {
		if err := s.procedures(r, p, e); err != nil {
			return err
		}
	}
	for _, e := range s.Events() {
		if e.Damage == nil {
			continue
		}
		key := fmt.Sprintf("%s/%d", p.Name, e.Roll)
		if e.Damage.Cap > 0 && s.Section.Damage[key] >= e.Damage.Cap || e.Damage.First && !s.SectionStart() {
			continue
		}
		v, err := r.roll(fmt.Sprintf("%s %d %s", s.msg("round.damage_event"), e.Roll, p.Name), d20)
		if err != nil {
			return err
		}
		if v > e.Damage.Chance {
			s.note(p, "round.event_damage_roll_1d20_no", e.Roll, v, e.Damage.Chance)
			continue
		}
		targets := p.damageTargets(e.Damage.City)
		if len(targets) == 0 {
			s.note(p, "round.event_damage_roll_1d20_but", e.Roll, v, e.Damage.Chance)
			continue
		}
		k := 0
		if len(targets) > 1 {
			n, err := r.roll(fmt.Sprintf("%s %s", s.msg("round.damage_target"), p.Name), rules.Dice{N: 1, Sides: len(targets)})
			if err != nil {
				return err
			}
			k = n - 1
		}
		name := targets[k]()
		s.Section.Damage[key]++
		s.note(p, "round.event_damaged_1d20", e.Roll, name, v, e.Damage.Chance, s.cite("no_repair"))
	}
	return nil
}

// damageTargets lists what can be damaged, each as a function that damages it.
func (p *Player) damageTargets(cityOnly bool) []func() string {
	var out []func() string
	inCity := func(at string) bool { return p.city(at) != nil }
	for i := range p.Workshops {
		w := &p.Workshops[i]
		if !w.Damaged && (!cityOnly || inCity(w.At)) {
			out = append(out, func() string { w.Damaged = true; return w.ID })
		}
	}
	for i := range p.Storages {
		s := &p.Storages[i]
		if !s.Damaged && (!cityOnly || inCity(s.At)) {
			out = append(out, func() string { s.Damaged = true; return s.ID })
		}
	}
	for i := range p.Facilities {
		f := &p.Facilities[i]
		if !f.Damaged && (!cityOnly || inCity(f.At)) && !strings.Contains(f.Key, ".personal.") {
			out = append(out, func() string { f.Damaged = true; return f.Key + " @ " + f.At })
		}
	}
	if !cityOnly {
		for i := range p.Trades {
			tr := &p.Trades[i]
			if !tr.Damaged {
				out = append(out, func() string { tr.Damaged = true; return tr.ID })
			}
		}
	}
	return out
}

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
			s.led(p, rules.G(g), "round.income_leased", ru.Cities.Name.In(s.Lang), c.ID, s.tier(c.Tier))
		}
	}
	for _, o := range p.Offices {
		g, _ := officeYield(o)
		if g == 0 {
			continue
		}
		extra := ""
		if s.eventAny(func(e *rules.Event) bool { return e.OfficeGoldHalf }) != nil {
			g /= 2
			extra += s.msg("round.halved_event_7")
		}
		if add := s.eventSum(func(e *rules.Event) int { return e.OfficeGoldPerRank }); add > 0 {
			g += add * ru.Rank(o.Tier)
			extra += s.msg("round.event_23", add*ru.Rank(o.Tier))
		}
		s.led(p, rules.G(g), "round.income_gold", ru.Offices.Name.In(s.Lang), o.ID, s.tier(o.Tier), extra)
	}
	if n := p.activeFollowers(); n > 0 {
		s.led(p, rules.G(n), "round.income_tenants_followers", n)
	}
	for _, sp := range p.Specialists {
		if g := sp.effect(p.org("cult") != nil).Gold; g != 0 && sp.LO > 0 {
			s.led(p, rules.G(g), "round.specialist_trait", s.specKind(sp.Kind), s.specTier(sp.Tier), s.trait(sp.Trait))
		}
	}
	if o := p.org("underworld"); o != nil && !o.Unrest {
		k := ru.Orgs.Kinds["underworld"]
		g := k.GoldByRank[ru.Rank(o.Tier)-1] * max(1, p.maxCityRank())
		s.led(p, rules.G(g), "round.income_underworld", s.tier(o.Tier))
	}
	// event influence and labour
	for _, e := range s.Events() {
		if e.CityAdminInfluence > 0 && slices.ContainsFunc(p.Offices, func(o Office) bool { return o.CityAdmin }) {
			p.Influence += e.CityAdminInfluence
			s.note(p, "round.event_influence_city_administration_office", e.Roll, e.CityAdminInfluence)
		}
		if e.OfficeInfluenceLoss {
			sum := 0
			for _, o := range p.Offices {
				_, in := officeYield(o)
				sum += in
			}
			if sum/2 > 0 {
				lost := min(p.Influence, sum/2)
				p.Influence -= lost
				s.note(p, "round.event_influence_half_the_office", e.Roll, lost)
			}
		}
		if e.OrgInfluencePerRank > 0 {
			n := 0
			for _, k := range []string{"underworld", "spy", "cult"} {
				n += p.activeOrgRank(k)
			}
			if n > 0 {
				p.Influence += n * e.OrgInfluencePerRank
				s.note(p, "round.event_influence_organisations", e.Roll, n*e.OrgInfluencePerRank)
			}
		}
		if e.CultInfluence > 0 && p.activeOrgRank("cult") > 0 {
			p.Influence += e.CultInfluence
			s.note(p, "round.event_influence_cult", e.Roll, e.CultInfluence)
		}
		if e.SpyInfluence > 0 && p.orgRank("spy") > 0 {
			p.Influence += e.SpyInfluence
			s.note(p, "round.event_influence_spy_ring", e.Roll, e.SpyInfluence)
		}
		if e.MercenaryInfluence > 0 && p.Troops["mercenary"] > 0 {
			p.Influence += e.MercenaryInfluence
			s.note(p, "round.event_influence_mercenaries", e.Roll, e.MercenaryInfluence)
		}
		if e.Miracle && s.Section.Miracle {
			if rk := p.activeOrgRank("cult"); rk > 0 {
				p.Influence += 6
				s.led(p, rules.G(6*rk), "round.event_miracle_cult_6_influence", e.Roll)
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
	agri := s.eventSum(func(e *rules.Event) int { return e.AgricultureRaw })
	for _, d := range p.Domains {
		if d.Unrest {
			s.note(p, "round.in_unrest_no_yield", d.ID)
			continue
		}
		total := ru.Domains.Tiers[d.Tier].Raw
		if e := s.eventAny(func(e *rules.Event) bool { return slices.Contains(e.Drought, d.Spec) }); e != nil && s.SectionStart() {
			total /= 2
			s.note(p, "round.event_drought_yields_half", e.Roll, d.ID)
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
		s.note(p, "round.yield", ru.Domains.Name.In(s.Lang), d.ID, s.tier(d.Tier), strings.Join(parts, ", "))
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
func (p *Player) foodStock() []*rules.Material {
	var out []*rules.Material
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
	slices.SortFunc(out, func(a, b *rules.Material) int {
		return cmp.Or(cmp.Compare(a.Kind(), b.Kind()),
			cmp.Compare(rules.TierRank(a.Tier), rules.TierRank(b.Tier)), cmp.Compare(a.Bonus, b.Bonus), cmp.Compare(a.ID, b.ID))
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
			ate = append(ate, fmt.Sprintf("%d %s", k, m.Name(s.Lang)))
		}
	}
	return n, ate
}

// famine: under event 2 every group with levels must be fed, or it loses
// the event's famine_loyalty (LO −2).
func (s *State) famine(p *Player) {
	e := s.eventAny(func(e *rules.Event) bool { return e.Famine })
	if e == nil {
		return
	}
	p.forGroups(func(name, _ string, lv, lo *int) {
		if *lv <= 0 {
			return
		}
		missing, ate := s.eat(p, *lv)
		if missing > 0 {
			*lo = clampLO(*lo - e.FamineLoyalty)
			s.note(p, "round.famine_not_fed_missing_loyalty", name, missing, *lo)
			return
		}
		s.note(p, "round.famine_fed_with", name, strings.Join(ate, ", "))
	})
}

// upkeep books the fixed upkeep, troops, specialists and food.
func (s *State) upkeep(p *Player) {
	ru := R()
	for _, d := range p.Domains {
		if g := ru.Domains.Tiers[d.Tier].Upkeep; g > 0 {
			s.led(p, -rules.G(g), "round.upkeep", ru.Domains.Name.In(s.Lang), d.ID, s.tier(d.Tier))
		}
	}
	for _, c := range p.Cities {
		if c.Mode == "production" {
			s.led(p, -rules.G(ru.Cities.Tiers[c.Tier].ProductionUpkeep), "round.upkeep_production", ru.Cities.Name.In(s.Lang), c.ID, s.tier(c.Tier))
		}
		if c.Pacht {
			s.led(p, -rules.G(ru.Cities.PachtUpkeep), "round.lease", ru.Cities.Name.In(s.Lang), c.ID)
		}
	}
	for _, o := range p.Orgs {
		k := ru.Orgs.Kinds[o.Kind]
		rk := ru.Rank(o.Tier)
		g := k.UpkeepGold + k.UpkeepGoldPerRank*rk
		if l := k.UpkeepLaborPerRank * rk; l > 0 {
			p.Labor -= min(p.Labor, l)
			s.led(p, -rules.G(g), "round.upkeep_labour", Name2(k.DE, k.EN, s.Lang), s.tier(o.Tier), l)
			continue
		}
		s.led(p, -rules.G(g), "round.upkeep_2", Name2(k.DE, k.EN, s.Lang), s.tier(o.Tier))
	}
	extra := s.eventSum(func(e *rules.Event) int { return e.TradeUpkeep })
	for _, tr := range p.Trades {
		if tr.Damaged {
			continue
		}
		tt := ru.Trade.Tiers[tr.Tier]
		g := tt.UpkeepGold + extra*ru.Rank(tr.Tier)
		p.Labor -= min(p.Labor, tt.UpkeepLabor)
		s.led(p, -rules.G(g), "round.upkeep_labour_2", ru.Trade.Name.In(s.Lang), tr.ID, s.tier(tr.Tier), tt.UpkeepLabor)
	}
	for _, k := range slices.Sorted(maps.Keys(p.Troops)) {
		lv := p.Troops[k]
		if lv <= 0 {
			continue
		}
		tk := ru.Troops.Kinds[k]
		units := (lv + tk.PerLevels - 1) / tk.PerLevels
		infl := min(p.Influence, units*tk.UpkeepInfluence)
		p.Influence -= infl
		s.led(p, -rules.G(units*tk.UpkeepGold), "round.upkeep_influence", Name2(tk.DE, tk.EN, s.Lang), lv, infl)
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
				p.Influence -= k
				extra += s.msg("round.influence", k)
			}
		}
		s.led(p, -rules.G(g), "round.upkeep_specialist", s.specKind(sp.Kind), s.specTier(sp.Tier), extra)
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
	s.led(p, -rules.G(missing*f.MissingGold), "round.food_labour_combat_followers_ate",
		need, p.Labor, p.OpenKK(), p.followerLevels(), what, missing)
}

// Name2 picks a German or English name.
func Name2(de, en, lang string) string { return rules.Name{DE: de, EN: en}.In(lang) }

// tradeYield: produce or trade, halved under some events.
func (s *State) tradeYield(p *Player) {
	ru := R()
	half := s.eventAny(func(e *rules.Event) bool { return e.TradeHalf })
	prodBonus := s.eventSum(func(e *rules.Event) int { return e.TradeProducePerRank })
	goldBonus := s.eventSum(func(e *rules.Event) int { return e.TradeGoldPerRank })
	for _, tr := range p.Trades {
		if tr.Damaged {
			continue
		}
		tt := ru.Trade.Tiers[tr.Tier]
		rk := ru.Rank(tr.Tier)
		if tr.Mode == "produce" {
			n := tt.Produce + prodBonus*rk
			if half != nil {
				n /= 2
			}
			p.addSpecial(ru.Trade.ProduceMaterial, n)
			s.note(p, "round.trade_produce", tr.ID, s.tier(tr.Tier), n, s.matName(ru.Trade.ProduceMaterial))
			continue
		}
		// trade: the cheapest special materials
		var stock []*rules.Material
		for id := range p.Special {
			m, _ := ru.Material(id)
			stock = append(stock, m)
		}
		slices.SortFunc(stock, func(a, b *rules.Material) int {
			return cmp.Or(cmp.Compare(rules.TierRank(a.Tier), rules.TierRank(b.Tier)), cmp.Compare(a.Bonus, b.Bonus), cmp.Compare(a.ID, b.ID))
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
			used = append(used, fmt.Sprintf("%d %s", k, m.Name(s.Lang)))
			if need == 0 {
				break
			}
		}
		if half != nil {
			g /= 2
		}
		g = max(0, g)
		s.led(p, rules.G(g), "round.trade_sold", tr.ID, s.tier(tr.Tier), strings.Join(used, ", "))
	}
}

// perInvDelta is the events' per-investment price change for a material.
func (s *State) perInvDelta(m *rules.Material) int {
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
func (s *State) flatSale(sold []*rules.Material) int {
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
			s.note(p, "round.damaged_not_maintained", ru.Workshops.Name.In(s.Lang), w.ID)
			continue
		}
		if !upkeep {
			w.Maintained = true
			continue
		}
		wt := ru.Workshops.Tiers[w.Tier]
		ak := wt.UpkeepLabor + s.eventSum(func(e *rules.Event) int { return e.WorkshopLabor })
		g := wt.UpkeepGold + s.eventSum(func(e *rules.Event) int { return e.WorkshopGold + e.WorkshopGoldPerRank*ru.Rank(w.Tier) })
		if p.Labor < ak || p.Gold < rules.G(g) {
			s.note(p, "round.not_maintained_needs_labour_and",
				ru.Workshops.Name.In(s.Lang), w.ID, ak, g, p.Labor, p.Gold)
			continue
		}
		p.Labor -= ak
		w.Maintained = true
		s.led(p, -rules.G(g), "round.upkeep_labour_3", ru.Workshops.Name.In(s.Lang), w.ID, s.tier(w.Tier), ak)
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
			s.note(p, "round.not_maintained_needs_labour_has", ru.Storage.Name.In(s.Lang), st.ID, ak, p.Labor)
			continue
		}
		p.Labor -= ak
		st.Maintained = true
		s.note(p, "round.upkeep_labour_3", ru.Storage.Name.In(s.Lang), st.ID, s.tier(st.Tier), ak)
	}
	if upkeep {
		if e := s.eventAny(func(e *rules.Event) bool { return e.OfficeTax }); e != nil && s.SectionStart() {
			for _, o := range p.Offices {
				s.led(p, -rules.G(ru.Offices.Tiers[o.Tier].WarTax), "round.event_war_tax", e.Roll, ru.Offices.Name.In(s.Lang), o.ID)
			}
		}
	}
}

// ---- actions → conversion → reset ----

func (s *State) conversion() {
	ru := R()
	for i := range s.Players {
		p := &s.Players[i]
		p.Ledger = nil
		for _, w := range p.Workshops {
			if !w.Maintained || w.Damaged {
				continue
			}
			wt := ru.Workshops.Tiers[w.Tier]
			w.Output = ru.Refine(w.Output, p.refineSteps(w))
			have := min(p.Raw[w.Input], wt.Input)
			out, used := have/ru.Workshops.Ratio, have/ru.Workshops.Ratio*ru.Workshops.Ratio
			if m, _ := ru.Material(w.Output); m.Kind() == "raw" {
				out, used = have, have
				p.addRaw(w.Input, -used)
				p.addRaw(w.Output, out)
			} else {
				p.addRaw(w.Input, -used)
				p.addSpecial(w.Output, out)
			}
			if used > 0 {
				s.note(p, "round.x", ru.Workshops.Name.In(s.Lang), w.ID, used, s.matName(w.Input), out, s.matName(w.Output), s.cite("workshop_output"))
			}
		}
		s.alleys(p)
		s.store(p)
	}
}

// alleys run the artisan alleys: each unit takes the recipe that gains the
// most over converting its input to gold.
func (s *State) alleys(p *Player) {
	ru := R()
	al := ru.Facilities.ArtisanAlley
	value := func(id string, n int) rules.Gold { // auto-conversion value
		m, _ := ru.Material(id)
		if m.Kind() == "raw" {
			return rules.Frac(n, ru.Conversion.RawDivisor) + rules.G(n/ru.Conversion.BonusPer*m.Bonus)
		}
		return rules.G(n*ru.Conversion.SpecialGold + n/ru.Conversion.BonusPer*m.Bonus)
	}
	for _, f := range p.Facilities {
		c := p.city(f.At)
		if f.Key != al.Key || f.Damaged || c == nil {
			continue
		}
		if !p.hasCraftSpecialist(false) {
			s.note(p, "round.artisan_alley_on_idle_no", c.ID)
			continue
		}
		units := 1 + c.Tenants/al.PerTenants
		var made []string
		for range units {
			best, gain := -1, rules.Gold(0)
			for i, rc := range al.Recipes {
				have := p.Raw[rc.In]
				if strings.HasPrefix(rc.In, "special.") {
					have = p.Special[rc.In]
				}
				if have < rc.Count {
					continue
				}
				if g := value(rc.Out, 1) - value(rc.In, rc.Count); g > gain {
					best, gain = i, g
				}
			}
			if best < 0 {
				break
			}
			rc := al.Recipes[best]
			if strings.HasPrefix(rc.In, "special.") {
				p.addSpecial(rc.In, -rc.Count)
			} else {
				p.addRaw(rc.In, -rc.Count)
			}
			p.addSpecial(rc.Out, 1)
			made = append(made, fmt.Sprintf("%d %s → 1 %s", rc.Count, s.matName(rc.In), s.matName(rc.Out)))
		}
		if len(made) > 0 {
			s.note(p, "round.artisan_alley_on", c.ID, strings.Join(made, ", "))
		}
	}
}

// valueOrder sorts the most valuable first: tier, bonus, then id.
func valueOrder(a, b *rules.Material) int {
	return cmp.Or(cmp.Compare(rules.TierRank(b.Tier), rules.TierRank(a.Tier)), cmp.Compare(b.Bonus, a.Bonus), cmp.Compare(a.ID, b.ID))
}

// store keeps goods in storage, most valuable first (ruling AU19), and
// converts the rest and the leftover pools to gold.
func (s *State) store(p *Player) {
	ru := R()
	capRaw, capSpec := 0, 0
	for _, st := range p.Storages {
		if st.Maintained && !st.Damaged {
			capRaw += ru.Storage.Tiers[st.Tier].Raw
			capSpec += ru.Storage.Tiers[st.Tier].Special
		}
	}
	famine := s.eventAny(func(e *rules.Event) bool { return e.FoodDivisor > 0 })
	for _, kind := range []string{"raw", "special"} {
		inv, capacity := p.Raw, capRaw
		if kind == "special" {
			inv, capacity = p.Special, capSpec
		}
		var mats []*rules.Material
		for id := range inv {
			m, _ := ru.Material(id)
			mats = append(mats, m)
		}
		slices.SortFunc(mats, valueOrder)
		var kept []string
		for _, m := range mats {
			n := inv[m.ID]
			k := min(n, capacity)
			capacity -= k
			if k > 0 {
				kept = append(kept, fmt.Sprintf("%d %s", k, m.Name(s.Lang)))
			}
			sell := n - k
			if sell == 0 {
				continue
			}
			var g Gold
			if kind == "raw" {
				div := ru.Conversion.RawDivisor
				if famine != nil && m.Food() {
					div = famine.FoodDivisor
				}
				g = rules.Frac(sell, div) + rules.G(sell/ru.Conversion.BonusPer*m.Bonus)
				s.led(p, g, "round.conversion_1", sell, m.Name(s.Lang), div, s.bonusText(sell, m))
				p.addRaw(m.ID, -sell)
			} else {
				g = rules.G(sell*ru.Conversion.SpecialGold + sell/ru.Conversion.BonusPer*m.Bonus)
				s.led(p, g, "round.conversion_gold_each", sell, m.Name(s.Lang), ru.Conversion.SpecialGold, s.bonusText(sell, m))
				p.addSpecial(m.ID, -sell)
			}
		}
		if len(kept) > 0 {
			s.note(p, "round.storage_keeps", strings.Join(kept, ", "), s.cite("storage_order"))
		}
	}
	if p.Labor > 0 {
		s.led(p, rules.Frac(p.Labor, ru.Conversion.LaborDivisor), "round.conversion_labour_1", p.Labor, ru.Conversion.LaborDivisor)
		p.Labor = 0
	}
	if p.Influence > 0 {
		s.led(p, rules.Frac(p.Influence, ru.Conversion.InfluenceDivisor), "round.conversion_influence_1", p.Influence, ru.Conversion.InfluenceDivisor)
		p.Influence = 0
	}
}

func (s *State) bonusText(n int, m *rules.Material) string {
	b := n / R().Conversion.BonusPer * m.Bonus
	if b == 0 {
		return ""
	}
	return s.msg("round.sale_bonus", b)
}

// reset: passive recovery, new pools, follower activity, the next round.
func (s *State) reset() {
	ru := R()
	s.Round++
	for i := range s.Players {
		p := &s.Players[i]
		if !p.Political {
			if p.KW > 0 || p.N > 0 {
				p.KW, p.N = max(0, p.KW-1), max(0, p.N-1)
				s.note(p, "round.passive_recovery_kw_n", p.KW, p.N)
			}
		}
		for j := range p.Specialists {
			if sp := &p.Specialists[j]; sp.PromoteAt == s.Round && sp.Tier == "simple" {
				sp.Tier = "experienced"
				s.note(p, "round.specialist_becomes_experienced", s.specKind(sp.Kind))
			}
		}
		s.pools(p)
		p.forGroups(func(name, kind string, lv, lo *int) {
			un := s.unrest(p, kind, name)
			switch {
			case *lv <= 0, *lo >= ru.Loyalty.ActiveFrom:
				*un = false
			case *lo <= 0:
				*un = true
			default:
				*un = !*un
			}
		})
		p.Used, p.BonusUsed, p.Standard, p.FreeUsed, p.Loss, p.Political = nil, nil, 0, 0, "", false
	}
	s.Phase = Maintenance
}

func (s *State) unrest(p *Player, kind, name string) *bool {
	switch kind {
	case "domain":
		return &p.domain(name).Unrest
	case "city":
		return &p.city(name).Unrest
	}
	return &p.org(kind).Unrest
}

// pools sets the round's labour and influence from the holdings.
func (s *State) pools(p *Player) {
	ru := R()
	labor, infl := 0, 0
	var ls, is []string
	addL := func(n int, what string) {
		if n != 0 {
			labor += n
			ls = append(ls, fmt.Sprintf("%s %d", what, n))
		}
	}
	addI := func(n int, what string) {
		if n != 0 {
			infl += n
			is = append(is, fmt.Sprintf("%s %d", what, n))
		}
	}
	addL(p.PermLabor, s.msg("actions.permanent"))
	addI(p.PermInfl, s.msg("actions.permanent"))
	for _, d := range p.Domains {
		if !d.Unrest {
			addL(ru.Domains.Tiers[d.Tier].Labor, d.ID)
		}
	}
	for _, c := range p.Cities {
		if c.Unrest {
			continue
		}
		y := ru.Cities.Tiers[c.Tier].Leased
		if c.Mode == "production" {
			y = ru.Cities.Tiers[c.Tier].Production
		}
		addL(y.Labor, c.ID)
		addI(y.Influence, c.ID)
	}
	for _, o := range p.Offices {
		_, in := officeYield(o)
		addI(in, o.ID)
	}
	for _, o := range p.Orgs {
		if o.Unrest {
			continue
		}
		k := ru.Orgs.Kinds[o.Kind]
		rk := ru.Rank(o.Tier)
		addL(k.LaborPerRank*rk, Name2(k.DE, k.EN, s.Lang))
		n := k.InfluencePerRank * rk
		if len(k.InfluenceByRank) > 0 {
			mul := 1
			if k.TimesCityRank {
				mul = max(1, p.maxCityRank())
			}
			n += k.InfluenceByRank[rk-1] * mul
		}
		// The extra is counted once here, never again in permanent
		// influence (ruling AU4).
		if len(k.InfluenceExtra) > 0 {
			n += k.InfluenceExtra[rk-1]
		}
		addI(n, Name2(k.DE, k.EN, s.Lang))
	}
	addL(p.activeFollowers(), s.msg("round.followers"))
	fi := 0
	for _, f := range p.Facilities {
		fi += facilityInfluence(p, f)
	}
	addI(fi, s.msg("round.facilities"))
	si := 0
	for _, sp := range p.Specialists {
		if sp.LO > 0 {
			si += sp.effect(p.org("cult") != nil).Influence + sp.Influence
		}
	}
	addI(si, s.msg("roll.specialists"))
	if e := s.eventAny(func(e *rules.Event) bool { return e.Plague }); e != nil {
		cut := p.followerLevels() / 2
		labor = max(0, labor-cut)
		if cut > 0 {
			s.note(p, "round.event_labour_plague", e.Roll, cut, s.cite("no_resync"))
		}
	}
	p.Labor, p.Influence = labor, max(0, infl)
	s.note(p, "round.new_pools_labour_influence", p.Labor, strings.Join(ls, ", "), p.Influence, strings.Join(is, ", "))
}

// facilityInfluence is the influence of a facility at an office,
// organisation, trade enterprise, workshop or personal location.
func facilityInfluence(p *Player, f Facility) int {
	if f.Damaged {
		return 0
	}
	parts := strings.Split(f.Key, ".")
	if len(parts) < 3 {
		return 0
	}
	at := f.At
	ok := at == "personal" || p.office(at) != nil || p.workshop(at) != nil
	if tr := p.trade(at); tr != nil && !tr.Damaged {
		ok = true
	}
	if o := p.org(at); o != nil && !o.Unrest {
		ok = true
	}
	if !ok {
		return 0
	}
	if parts[0] == "special" {
		return R().Facilities.SpecialInfluence[parts[1]]
	}
	return R().Facilities.GeneralInfluence[parts[1]]
}

// ---- end of the campaign ----

// Worth is a player's gold-equivalent net worth (the facts file's §12
// GoldEq, a standing, not a rule of the game; ruling AU6), in twelfths.
func (p *Player) Worth() Gold {
	ru := R()
	w := ru.Worth
	pct := func(n, percent int) Gold { return Gold(n * percent * 12 / 100) }
	g := p.Gold + pct(int(p.Pending.Gold)/12, w["pending_gold"])
	g += pct(sumMap(p.Raw), w["raw"]) + pct(sumMap(p.Special), w["special"])
	g += pct(p.PermLabor, w["permanent_labor"]) + pct(p.PermInfl, w["permanent_influence"]) + pct(p.OpenKK(), w["kk"])
	for _, d := range p.Domains {
		g += rules.G(ru.Domains.Tiers[d.Tier].Cost)
	}
	for _, c := range p.Cities {
		g += rules.G(ru.Cities.Tiers[c.Tier].Cost)
	}
	for _, o := range p.Offices {
		g += rules.G(ru.Offices.Tiers[o.Tier].GoldFirst.Gold)
	}
	for _, tr := range p.Trades {
		g += rules.G(ru.Trade.Tiers[tr.Tier].Cost)
	}
	for _, w := range p.Workshops {
		g += rules.G(ru.Workshops.Tiers[w.Tier].Cost)
	}
	for _, s := range p.Storages {
		g += rules.G(ru.Storage.Tiers[s.Tier].Cost)
	}
	return g
}

// Standing is the players from the highest worth to the lowest.
func (s *State) Standing() []int {
	idx := make([]int, len(s.Players))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(s.Players[b].Worth(), s.Players[a].Worth()) })
	return idx
}

// Next advances the campaign: from maintenance to actions (the automatic
// steps of maintenance), from actions through conversion and reset to the
// next round's maintenance.
type Next struct {
	Dice []int `json:"dice,omitempty"`
}

func (*Next) ActionType() string { return "next" }

func (a *Next) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }

func (a *Next) Apply(s *State, ch *referee.Chance) (*State, error) { return run(s, ch, a.Dice, a.do) }

func (a *Next) do(t *State, r *roller) error {
	if t.Ended {
		return referee.Refusef(t.cite("open_campaign"), "%s", t.msg("actions.the_campaign_has_ended"))
	}
	if t.Phase == Maintenance {
		for i := range t.Players {
			t.Players[i].Book = nil // a new round, a new page of the Kassenbuch
		}
		t.step = t.msg("step.maintenance")
		if err := t.maintenance(r); err != nil {
			return err
		}
		t.say("round.round_maintenance_done_now_actions", t.Round)
	} else {
		t.step = t.msg("step.conversion")
		t.conversion()
		t.say("round.round_conversion", t.Round)
		t.sayLedgers()
		for i := range t.Players {
			t.Players[i].Ledger = nil
		}
		t.step = t.msg("step.reset")
		t.reset()
		if t.Rounds > 0 && t.Round > t.Rounds {
			t.Round--
			t.Ended = true
			t.Phase = Reset
			t.say("round.the_campaign_ends_after_round", t.Round, t.cite("open_campaign"))
			for k, i := range t.Standing() {
				t.say("round.x_2", k+1, t.Players[i].Name, t.Players[i].Worth())
			}
			return nil
		}
		t.say("round.reset_round_begins_with_maintenance", t.Round)
	}
	t.sayLedgers()
	return nil
}

func (s *State) sayLedgers() {
	for _, p := range s.Players {
		if len(p.Ledger) == 0 {
			continue
		}
		s.Said = append(s.Said, p.Name+":")
		for _, l := range p.Ledger {
			if l.Gold != 0 {
				s.Said = append(s.Said, "  "+pad(l.Gold.Signed()+" "+s.msg("abbr.gold"), 12)+" "+l.Text)
			} else {
				s.Said = append(s.Said, "  "+pad("", 12)+" "+l.Text)
			}
		}
		s.Said = append(s.Said, "  = "+s.gold(p.Gold))
	}
}

// pad fills s with spaces to n runes.
func pad(s string, n int) string {
	if k := utf8.RuneCountInString(s); k < n {
		return s + strings.Repeat(" ", n-k)
	}
	return s
}

// defence is a defence roll: 1W20 + ½ open combat power against dc (+ the
// events' defence modifier).
func (s *State) defence(r *roller, p *Player, what string, dc int) (bool, string, error) {
	dc += s.eventSum(func(e *rules.Event) int { return e.DC["defence"] })
	v, err := r.roll(s.msg("round.defence_2")+what, d20)
	if err != nil {
		return false, "", err
	}
	tr := p.traits()
	mod := (p.OpenKK()+tr.KK)/2 + tr.Defence
	return v+mod >= dc, fmt.Sprintf("%s = %d + %d (%s) = %d %s %d", d20.In(s.Lang), v, mod, s.msg("round.defence"), v+mod, s.msg("roll.against_dc"), dc), nil
}

// loseRaw takes up to n raw materials, most valuable first (of ids when
// given), and says what.
func (s *State) loseRaw(p *Player, n int, ids []string) string {
	return s.loseGoods(p.Raw, n, ids, s.msg("round.nothing_no_raw_material"))
}

// loseSpecial takes up to n special materials, most valuable first.
func (s *State) loseSpecial(p *Player, n int) string {
	return s.loseGoods(p.Special, n, nil, s.msg("round.nothing_no_special_material"))
}

// loseGoods takes up to n from store (a player's raw or special
// materials), most valuable first, of ids when given; none is what it says
// when there is nothing to take.
func (s *State) loseGoods(store map[string]int, n int, ids []string, none string) string {
	var mats []*rules.Material
	for id := range store {
		if len(ids) > 0 && !slices.Contains(ids, id) {
			continue
		}
		m, _ := R().Material(id)
		mats = append(mats, m)
	}
	slices.SortFunc(mats, valueOrder)
	var out []string
	for _, m := range mats {
		if n == 0 {
			break
		}
		k := min(n, store[m.ID])
		if store[m.ID] -= k; store[m.ID] <= 0 {
			delete(store, m.ID)
		}
		n -= k
		out = append(out, fmt.Sprintf("%d %s", k, m.Name(s.Lang)))
	}
	if len(out) == 0 {
		return none
	}
	return strings.Join(out, ", ")
}

// procedures are the events' rolls each round before income: cult
// inspection (6) and the provincial inspection (39).
func (s *State) procedures(r *roller, p *Player, e *rules.Event) error {
	if c := e.CultCheck; c != nil {
		if o := p.org("cult"); o != nil && !o.Unrest && o.Followers > 0 {
			v, err := r.roll(fmt.Sprintf("%s %d %s", s.msg("round.cult_inspection_event"), e.Roll, p.Name), d20)
			if err != nil {
				return err
			}
			if v <= c.Chance {
				h, err := r.roll(s.msg("round.hide")+p.Name, d20)
				if err != nil {
					return err
				}
				val := s.value(p, "influence")
				if h+val >= c.DC {
					s.note(p, "round.event_cult_inspected_hidden_1d20", e.Roll, h, val, c.DC)
				} else {
					loss, err := r.roll(s.msg("round.influence_loss")+p.Name, c.Loss)
					if err != nil {
						return err
					}
					loss = min(loss, p.Influence)
					p.Influence -= loss
					o.Followers--
					s.note(p, "round.event_cult_inspected_found_1d20", e.Roll, h, val, c.DC, loss)
				}
			}
		}
	}
	if in := e.Inspection; in != nil && len(p.Offices) > 0 {
		v, err := r.roll(fmt.Sprintf("%s %s", s.msg("round.inspection"), p.Name), d20)
		if err != nil {
			return err
		}
		val := s.value(p, "influence")
		if v+val >= in.DC {
			s.note(p, "round.event_inspection_passed_1d20", e.Roll, v, val, in.DC)
		} else {
			k, err := r.roll(s.msg("round.inspection_loss")+p.Name, in.Loss)
			if err != nil {
				return err
			}
			ranks := 0
			for _, o := range p.Offices {
				ranks += R().Rank(o.Tier)
			}
			loss := min(p.Influence, k*ranks)
			p.Influence -= loss
			s.note(p, "round.event_inspection_failed_1d20_influence", e.Roll, v, val, in.DC, loss, k, ranks)
		}
	}
	return nil
}

// tradeHit loses or damages trade enterprise i.
func (s *State) tradeHit(p *Player, e *rules.Event, i int, lost bool, why string) {
	id := p.Trades[i].ID
	if lost {
		p.Trades = slices.Delete(p.Trades, i, i+1)
		s.note(p, "round.event_trade_enterprise_lost", e.Roll, id, why)
		return
	}
	p.Trades[i].Damaged = true
	s.note(p, "round.event_trade_enterprise_damaged", e.Roll, id, why, s.cite("no_repair"))
}

// settle gives each insulae completed last round its tenants.
func (s *State) settle(p *Player) {
	ins := R().Facilities.Insulae
	for _, f := range p.Facilities {
		if f.Key != ins.Key || f.Done != s.Round-1 {
			continue
		}
		if c := p.city(f.At); c != nil {
			n := min(ins.Tenants, max(0, p.cityTenantCap(c)-c.Tenants))
			c.Tenants += n
			s.note(p, "round.insulae_on_settled_tenant_levels", c.ID, n, c.Tenants)
		}
	}
}

// projects pay a round of labour each, if it is there, and complete.
func (s *State) projects(p *Player) {
	var left []Project
	for _, pr := range p.Projects {
		ak := s.projectLabor()
		if p.Labor < ak {
			s.note(p, "round.project_on_paused_needs_labour", pr.Key, pr.At, ak, p.Labor)
			left = append(left, pr)
			continue
		}
		p.Labor -= ak
		pr.Left--
		if pr.Left == 0 {
			p.Facilities = append(p.Facilities, Facility{Key: pr.Key, At: pr.At, Done: s.Round})
			s.note(p, "round.project_on_completed_labour", pr.Key, pr.At, ak)
			continue
		}
		s.note(p, "round.project_on_labour_rounds_to", pr.Key, pr.At, ak, pr.Left)
		left = append(left, pr)
	}
	p.Projects = left
}

// raids are the events' raids and attacks each round, after income and the
// famine: raiders or pirates (16), attacks on trade enterprises (26),
// beasts (29), plundering mercenaries (37).
func (s *State) raids(r *roller, p *Player) error {
	for _, e := range s.Events() {
		if rd := e.Raiders; rd != nil && !s.Section.Pirates {
			for _, d := range p.Domains {
				v, err := r.roll(fmt.Sprintf("%s %s %s", s.msg("round.raiders"), p.Name, d.ID), d20)
				if err != nil {
					return err
				}
				if v > rd.Chance {
					s.note(p, "round.event_raiders_roll_1d20_no", e.Roll, d.ID, v, rd.Chance)
					continue
				}
				ok, text, err := s.defence(r, p, d.ID, rd.DC)
				if err != nil {
					return err
				}
				if ok {
					s.note(p, "round.event_raiders_at_driven_off", e.Roll, d.ID, text)
					continue
				}
				n, err := r.roll(s.msg("round.loot")+d.ID, rd.Loss)
				if err != nil {
					return err
				}
				s.note(p, "round.event_raiders_at_lost", e.Roll, d.ID, text, s.loseRaw(p, n, nil))
			}
		}
		if b := e.Beasts; b != nil {
			for _, d := range p.Domains {
				if d.Unrest {
					continue
				}
				ok, text, err := s.defence(r, p, d.ID, b.DC)
				if err != nil {
					return err
				}
				if ok {
					s.note(p, "round.event_beasts_at_driven_off", e.Roll, d.ID, text)
					continue
				}
				s.note(p, "round.event_beasts_at_lost", e.Roll, d.ID, text, s.loseRaw(p, b.Raw, d.Picks))
			}
		}
		if pr := e.Pirates; pr != nil && s.Section.Pirates {
			key := p.Name + "/piracy"
			if s.Section.Damage[key] < pr.Cap && p.highestTradeRank() > 0 {
				v, err := r.roll(fmt.Sprintf("%s %s", s.msg("round.pirates"), p.Name), d20)
				if err != nil {
					return err
				}
				if v > pr.Damaged {
					s.note(p, "round.event_pirates_roll_1d20_no", e.Roll, v, pr.Damaged)
				}
				if v <= pr.Damaged {
					var idx []int
					for i, tr := range p.Trades {
						if !tr.Damaged {
							idx = append(idx, i)
						}
					}
					k := 0
					if len(idx) > 1 {
						n, err := r.roll(s.msg("round.which_trade_enterprise"), rules.Dice{N: 1, Sides: len(idx)})
						if err != nil {
							return err
						}
						k = n - 1
					}
					s.Section.Damage[key]++
					s.tradeHit(p, e, idx[k], v <= pr.Lost, fmt.Sprintf("1W20 = %d", v))
				}
			}
		}
		if ta := e.TradeAttack; ta != nil {
			for i := 0; i < len(p.Trades); i++ {
				tr := p.Trades[i]
				if tr.Damaged {
					continue
				}
				v, err := r.roll(fmt.Sprintf("%s %s %s", s.msg("round.attack"), p.Name, tr.ID), d20)
				if err != nil {
					return err
				}
				if v > ta.Chance {
					s.note(p, "round.event_attack_roll_1d20_no", e.Roll, tr.ID, v, ta.Chance)
					continue
				}
				ok, text, err := s.defence(r, p, tr.ID, ta.DC)
				if err != nil {
					return err
				}
				if ok {
					s.note(p, "round.event_attack_on_driven_off", e.Roll, tr.ID, text)
					continue
				}
				w, err := r.roll(s.msg("round.outcome")+tr.ID, d20)
				if err != nil {
					return err
				}
				switch {
				case w <= ta.Lost:
					s.tradeHit(p, e, i, true, text)
					i--
				case w <= ta.Damaged:
					s.tradeHit(p, e, i, false, text)
				default:
					n, err := r.roll(s.msg("round.loss")+tr.ID, ta.Loss)
					if err != nil {
						return err
					}
					s.note(p, "round.event_attack_on_lost", e.Roll, tr.ID, text, s.loseSpecial(p, n*R().Rank(tr.Tier)))
				}
			}
		}
		if pl := e.Plunder; pl != nil {
			key := p.Name + "/plunder"
			for _, d := range slices.Clone(p.Domains) {
				if s.Section.Damage[key] >= pl.Cap || p.slotsUsed(d.ID) > 0 {
					continue
				}
				s.Section.Damage[key]++
				ok, text, err := s.defence(r, p, d.ID, pl.DC)
				if err != nil {
					return err
				}
				if ok {
					s.note(p, "round.event_plunderers_at_driven_off", e.Roll, d.ID, text)
					continue
				}
				n, err := r.roll(s.msg("round.plunder")+d.ID, pl.Raw)
				if err != nil {
					return err
				}
				lost := s.loseRaw(p, n, nil)
				lv := 0
				if dd := p.domain(d.ID); dd.Tenants > 0 {
					k, err := r.roll(s.msg("round.tenant_loss")+d.ID, pl.Levels)
					if err != nil {
						return err
					}
					lv = min(k, dd.Tenants)
					dd.Tenants -= lv
				}
				s.note(p, "round.event_plunderers_at_lost_and", e.Roll, d.ID, text, lost, lv)
			}
		}
	}
	return nil
}
