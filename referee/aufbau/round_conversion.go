package aufbau

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"boardroom/phrase"
	aufbaurules "boardroom/rules/aufbau"
)

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
				s.note(p, "round.x", ru.Workshops.Name.In(s.Language()), w.ID, used, s.matName(w.Input), out, s.matName(w.Output), s.cite("workshop_output"))
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
	value := func(id string, n int) aufbaurules.Gold { // auto-conversion value
		m, _ := ru.Material(id)
		if m.Kind() == "raw" {
			return aufbaurules.Frac(n, ru.Conversion.RawDivisor) + aufbaurules.G(n/ru.Conversion.BonusPer*m.Bonus)
		}
		return aufbaurules.G(n*ru.Conversion.SpecialGold + n/ru.Conversion.BonusPer*m.Bonus)
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
		units := al.BaseUnits + c.Tenants/al.PerTenants
		var made []string
		for range units {
			best, gain := -1, aufbaurules.Gold(0)
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
			made = append(made, fmt.Sprintf("%d %s %s 1 %s", rc.Count, s.matName(rc.In), phrase.Arrow(), s.matName(rc.Out)))
		}
		if len(made) > 0 {
			s.note(p, "round.artisan_alley_on", c.ID, strings.Join(made, ", "))
		}
	}
}

// valueOrder sorts the most valuable first: tier, bonus, then id.
func valueOrder(a, b *aufbaurules.Material) int {
	return cmp.Or(cmp.Compare(aufbaurules.TierRank(b.Tier), aufbaurules.TierRank(a.Tier)), cmp.Compare(b.Bonus, a.Bonus), cmp.Compare(a.ID, b.ID))
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
	famine := s.eventAny(func(e *aufbaurules.Event) bool { return e.FoodDivisor > 0 })
	for _, kind := range []string{"raw", "special"} {
		inv, capacity := p.Raw, capRaw
		if kind == "special" {
			inv, capacity = p.Special, capSpec
		}
		var mats []*aufbaurules.Material
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
				kept = append(kept, fmt.Sprintf("%d %s", k, m.Name(s.Language())))
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
				g = aufbaurules.Frac(sell, div) + aufbaurules.G(sell/ru.Conversion.BonusPer*m.Bonus)
				s.led(p, g, "round.conversion_1", sell, m.Name(s.Language()), div, s.bonusText(sell, m))
				p.addRaw(m.ID, -sell)
			} else {
				g = aufbaurules.G(sell*ru.Conversion.SpecialGold + sell/ru.Conversion.BonusPer*m.Bonus)
				s.led(p, g, "round.conversion_gold_each", sell, m.Name(s.Language()), ru.Conversion.SpecialGold, s.bonusText(sell, m))
				p.addSpecial(m.ID, -sell)
			}
		}
		if len(kept) > 0 {
			s.note(p, "round.storage_keeps", strings.Join(kept, ", "), s.cite("storage_order"))
		}
	}
	if p.Labor > 0 {
		s.led(p, aufbaurules.Frac(p.Labor, ru.Conversion.LaborDivisor), "round.conversion_labour_1", p.Labor, ru.Conversion.LaborDivisor)
		p.Labor = 0
	}
	if p.Influence > 0 {
		s.led(p, aufbaurules.Frac(p.Influence, ru.Conversion.InfluenceDivisor), "round.conversion_influence_1", p.Influence, ru.Conversion.InfluenceDivisor)
		p.Influence = 0
	}
}

func (s *State) bonusText(n int, m *aufbaurules.Material) string {
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
		for g := range p.groups() {
			switch {
			case *g.Levels <= 0, *g.LO >= ru.Loyalty.ActiveFrom:
				*g.Unrest = false
			case *g.LO <= 0:
				*g.Unrest = true
			default:
				*g.Unrest = !*g.Unrest
			}
		}
		p.Used, p.BonusUsed, p.Standard, p.FreeUsed, p.Loss, p.Political = nil, nil, 0, 0, "", false
	}
	s.Phase = Maintenance
}

// pools sets the round's labour and influence from the holdings.
func (s *State) pools(p *Player) {
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
	for h := range p.HoldingsOf("domain", "city", "office", "org") {
		if h.Unrest == nil || !*h.Unrest {
			l, in, name := s.poolYield(p, h)
			addL(l, name)
			addI(in, name)
		}
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
	if e := s.eventAny(func(e *aufbaurules.Event) bool { return e.Plague != nil }); e != nil {
		cut := e.Plague.Apply(p.followerLevels())
		labor = max(0, labor-cut)
		if cut > 0 {
			s.note(p, "round.event_labour_plague", e.Roll, cut, s.cite("no_resync"))
		}
	}
	p.Labor, p.Influence = labor, max(0, infl)
	s.note(p, "round.new_pools_labour_influence", p.Labor, strings.Join(ls, ", "), p.Influence, strings.Join(is, ", "))
}

// poolYield is the labour and influence a holding adds to the round's
// pools at the reset, and the name the ledger gives it.
func (s *State) poolYield(p *Player, h Holding) (labor, infl int, name string) {
	ru := R()
	switch h.Kind {
	case "domain":
		return ru.Domains.Tiers[h.Tier].Labor, 0, h.ID
	case "city":
		y := ru.Cities.Tiers[h.Tier].Leased
		if h.Mode == "production" {
			y = ru.Cities.Tiers[h.Tier].Production
		}
		return y.Labor, y.Influence, h.ID
	case "office":
		_, in := officeYield(Office{Tier: h.Tier, Mode: h.Mode})
		return 0, in, h.ID
	case "org":
		k := ru.Orgs.Kinds[h.ID]
		rk := ru.Rank(h.Tier)
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
		return k.LaborPerRank * rk, n, Name2(k.DE, k.EN, s.Language())
	}
	return 0, 0, h.ID
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
	for h := range p.Holdings() {
		g += aufbaurules.G(h.price())
	}
	for _, w := range p.Workshops {
		g += aufbaurules.G(ru.Workshops.Tiers[w.Tier].Cost)
	}
	for _, s := range p.Storages {
		g += aufbaurules.G(ru.Storage.Tiers[s.Tier].Cost)
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
