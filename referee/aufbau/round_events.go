package aufbau

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	aufbaurules "boardroom/rules/aufbau"
)

// rollEvents draws the section's events (events.dice, no duplicates), the
// Denera rolls (a third event, 27) and every die the events roll once per
// section.
func (s *State) rollEvents(r *roller) error {
	ru := R()
	sec := EventSection{Start: s.Round, PerInv: map[string]int{}, Flat: map[string]int{}, Damage: map[string]int{}}
	for len(sec.Events) < ru.Events.PerSection {
		r.purpose = s.msg("need.event", len(sec.Events)+1)
		v, err := r.roll(s.msg("actions.event"), ru.Events.Dice)
		if err != nil {
			return err
		}
		if slices.Contains(sec.Events, v) {
			s.say("round.event_rolled_twice_roll_again", v)
			continue
		}
		if e, ok := ru.Event(v); ok {
			s.work("ereignisse", "why.event_roll", len(sec.Events)+1, v, e.Name(s.Language()), R().Events.Dice)
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
			s.work("ereignisse", "why.denera_roll", n, v, e.Denera, ru.Events.DeneraEvent)
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
		if e.Miracle != nil {
			v, err := r.roll(s.msg("round.miracle"), d20)
			if err != nil {
				return err
			}
			sec.Miracle = v <= e.Miracle.Chance
		}
	}
	s.Section = sec
	var names []string
	for _, n := range sec.Events {
		e, _ := ru.Event(n)
		names = append(names, fmt.Sprintf("%d %s", n, e.Name(s.Language())))
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
		mod := p.defenceKK(0)
		dc := st.DC + s.eventSum(func(e *aufbaurules.Event) int { return e.DC["defence"] })
		p.N = max(0, p.N-st.At)
		text := fmt.Sprintf("%s = %d + %d (%s) = %d %s %d", d20.In(s.Language()), roll, mod, s.msg("round.defence"), roll+mod, s.msg("roll.against_dc"), dc)
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
			s.addInfluence(p, -lost, "politik")
			s.note(p, "round.counter_reaction_of_the_enviers_2", st.At, text, lost, st.KW, st.AS, st.At)
			return nil
		}
		why := ""
		if p.Loss == "" {
			why = " (" + s.cite("neider_choice") + ")"
		}
		s.led(p, -aufbaurules.G(st.Loss), "round.counter_reaction_of_the_enviers_3", st.At, text, why, st.KW, st.AS, st.At)
		return nil
	}
	return nil
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
			for g := range p.groups() {
				had := *g.Levels > 0
				if e.TenantLevel > 0 && g.Kind == "domain" && g.Tier != "starter" && *g.Levels < R().Domains.Tiers[g.Tier].TenantCap {
					*g.Levels += e.TenantLevel
					s.note(p, "round.event_tenant_level_on", e.Roll, e.TenantLevel, g.ID)
				}
				if !had {
					continue
				}
				delta := e.LOAll
				if g.is("cult") {
					delta += e.LOCult
				} else {
					delta += e.LOOthers
				}
				if delta != 0 {
					*g.LO = clampLO(*g.LO + delta)
					s.note(p, "round.event_loyalty", e.Roll, g.ID, delta, *g.LO)
				}
			}
		}
	}
	return nil
}

// loChecks are the section-start loyalty checks (1W6 ≤ LO) of events 5
// (city tenants) and 34 (domain tenants).
func (s *State) loChecks(r *roller, p *Player, e *aufbaurules.Event) error {
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
	for g := range p.HoldingsOf("city", "domain") {
		delta := e.LOCheckCity
		if g.Kind == "domain" {
			delta = e.LOCheckDomain
		}
		if err := check(g.ID, *g.Levels, g.LO, delta); err != nil {
			return err
		}
	}
	return nil
}

// emigration: a group with LO 0 loses one level.
func (s *State) emigration(p *Player) {
	for g := range p.groups() {
		if *g.Levels > 0 && *g.LO <= 0 {
			*g.Levels--
			s.note(p, "round.emigration_loses_1_level_loyalty", g.ID)
		}
	}
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
			n, err := r.roll(fmt.Sprintf("%s %s", s.msg("round.damage_target"), p.Name), aufbaurules.Dice{N: 1, Sides: len(targets)})
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
