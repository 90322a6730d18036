package aufbau

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"boardroom/referee"
	rules "boardroom/rules/aufbau"
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

func (*Build) ActionType() string     { return "build" }
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
		return 2 * ru.Rank(o.Tier), true
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
				return refuse(s.msg("build.domain_facility_slots_2_rank"), "%s", s.msg("build.has_all_slots_taken", d.ID, n))
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
	return referee.Usagef("%s", s.msg("build.where_a_domain_d_or", at))
}

func (a *Build) do(t *State, _ *roller) error {
	ru := R()
	p, err := t.actor(a.Player, Actions)
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
			return refuse(t.msg("build.only_the_starter_domain_is"), "%s", t.msg("build.has_no_starter_domain_any", p.Name))
		}
		up := ru.Domains.UpgradeStarter
		if p.Labor < up.Labor {
			return refuse(t.msg("build.upgrade_the_starter_domain_8"), "%s", t.msg("build.has_labour", p.Name, p.Labor))
		}
		if err := t.pay(p, up.Gold, t.msg("build.the_upgrade")); err != nil {
			return err
		}
		if err := t.useBuild(p); err != nil {
			return err
		}
		p.Labor -= up.Labor
		d.Tier = "small"
		d.Picks = slices.Clone(ru.Domains.Tiers["small"].Picks)
		t.say("build.starter_domain_upgraded_to_small",
			p.Name, d.ID, up.Gold, up.Labor, strings.Join(d.Picks, ", "), t.cite("starter_picks"))
		return nil
	case "workshop", "storage":
		tier := "small"
		if a.Tier != "" {
			tier = a.Tier
		}
		if _, ok := ru.Workshops.Tiers[tier]; !ok {
			return referee.Usagef("tier small|medium|large, not %q", tier)
		}
		if err := t.placeProduction(p, a.At, tier, ""); err != nil {
			return err
		}
		cost := ru.Storage.Tiers[tier].Cost
		if a.What == "workshop" {
			cost = ru.Workshops.Tiers[tier].Cost
			if err := t.gate(p, tier); err != nil {
				return err
			}
			if err := t.recipe(a.Input, a.Output); err != nil {
				return err
			}
		}
		if err := t.pay(p, cost, a.What); err != nil {
			return err
		}
		if err := t.useBuild(p); err != nil {
			return err
		}
		if a.What == "workshop" {
			id := p.newID("W")
			p.Workshops = append(p.Workshops, Workshop{ID: id, Tier: tier, At: p.holdingID(a.At), Input: a.Input, Output: a.Output})
			t.say("build.workshop_built_on_gold", p.Name, id, t.tier(tier), a.At, t.matName(a.Input), t.matName(a.Output), cost)
		} else {
			id := p.newID("L")
			p.Storages = append(p.Storages, Storage{ID: id, Tier: tier, At: p.holdingID(a.At)})
			t.say("build.storage_built_on_gold", p.Name, id, t.tier(tier), a.At, cost)
		}
		return nil
	case "upgrade":
		if w := p.workshop(a.At); w != nil {
			next := tierOfRank(min(3, ru.Rank(w.Tier)+1))
			if next == w.Tier {
				return refuse(t.msg("build.three_tiers"), "%s", t.msg("build.is_already_large", w.ID))
			}
			if err := t.placeProduction(p, w.At, next, w.Tier); err != nil {
				return err
			}
			if err := t.gate(p, next); err != nil {
				return err
			}
			cost := ru.Workshops.Tiers[next].Upgrade
			if err := t.pay(p, cost, "upgrade"); err != nil {
				return err
			}
			if err := t.useBuild(p); err != nil {
				return err
			}
			w.Tier = next
			w.Starter = false
			t.say("build.workshop_upgraded_to_gold", p.Name, w.ID, t.tier(next), cost)
			return nil
		}
		for i := range p.Storages {
			s := &p.Storages[i]
			if !strings.EqualFold(s.ID, a.At) {
				continue
			}
			next := tierOfRank(min(3, ru.Rank(s.Tier)+1))
			if next == s.Tier {
				return refuse(t.msg("build.three_tiers"), "%s", t.msg("build.is_already_large", s.ID))
			}
			if err := t.placeProduction(p, s.At, next, s.Tier); err != nil {
				return err
			}
			cost := ru.Storage.Tiers[next].Upgrade
			if err := t.pay(p, cost, "upgrade"); err != nil {
				return err
			}
			if err := t.useBuild(p); err != nil {
				return err
			}
			s.Tier = next
			s.Starter = false
			t.say("build.storage_upgraded_to_gold", p.Name, s.ID, t.tier(next), cost)
			return nil
		}
		return referee.Usagef("%s", t.msg("build.which_workshop_w_or_storage", a.At))
	case "facility":
		parts := strings.Split(a.Key, ".")
		if len(parts) < 3 || (parts[0] != "general" && parts[0] != "special") || ru.Facilities.General[parts[1]] == 0 {
			return referee.Usagef("%s", t.msg("build.facility_general_small_medium_large", a.Key))
		}
		at := a.At
		if strings.Contains(a.Key, ".personal.") {
			at = "personal"
		}
		n, ok := p.slots(at)
		if !ok {
			return referee.Usagef("%s", t.msg("build.where_an_id_such_as", a.At))
		}
		at = p.holdingID(at)
		if p.slotsUsed(at) >= n {
			return refuse(t.msg("build.facility_slots_per_post"), "%s", t.msg("build.has_all_slots_taken", at, n))
		}
		if a.Key == ru.Facilities.Insulae.Key {
			return t.buildInsulae(p, at)
		}
		if a.Key == ru.Facilities.ArtisanAlley.Key {
			return t.buildAlley(p, at)
		}
		if len(parts) > 2 && parts[0] == "special" && strings.HasPrefix(parts[2], ru.Facilities.RefinePrefix) && p.domain(at) == nil && p.city(at) == nil {
			return refuse(t.msg("build.refinement_facilities_stand_on_a"), "%s", at)
		}
		cost := ru.Facilities.General[parts[1]]
		if parts[0] == "special" {
			cost = ru.Facilities.Special[parts[1]]
		}
		if e := t.eventAny(func(e *rules.Event) bool { return e.OfficeGeneralFactor > 0 }); e != nil && parts[0] == "general" && p.office(at) != nil {
			cost *= e.OfficeGeneralFactor
			t.say("build.event_a_general_facility_at", e.Roll, e.OfficeGeneralFactor)
		}
		if e := t.eventAny(func(e *rules.Event) bool { return e.TradeFacilityHalf }); e != nil && t.SectionStart() && p.trade(at) != nil {
			cost = (cost + 1) / 2
			t.say("build.event_a_facility_at_a", e.Roll)
		}
		if err := t.pay(p, cost, a.Key); err != nil {
			return err
		}
		if err := t.useBuild(p); err != nil {
			return err
		}
		p.Facilities = append(p.Facilities, Facility{Key: a.Key, At: at})
		t.say("build.facility_built_at_gold_influence", p.Name, a.Key, at, cost, facilityInfluence(p, Facility{Key: a.Key, At: at}))
		return nil
	}
	return referee.Usagef("%s", t.msg("build.build_workshop_storage_upgrade_facility", a.What))
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
	const rule = "Werkstatt: ein billiges oder einfaches RM hinein; heraus ein SM höchstens derselben Stufe oder ein verbessertes RM derselben Stufe mit gemeinsamem Merkmal"
	if !ok1 || !ok2 {
		return referee.Usagef("%s", s.msg("build.rein_and_raus_are_materials"))
	}
	if mi.Kind() != "raw" || mi.Tier == "expensive" {
		return refuse(rule, "%s", s.msg("build.is_not_a_cheap_or", mi.Name(s.Lang)))
	}
	if mo.Kind() == "special" && rules.TierRank(mo.Tier) <= rules.TierRank(mi.Tier) {
		return nil
	}
	if mo.Kind() == "raw" && mo.Has("improved") && mo.Tier == mi.Tier && slices.ContainsFunc(mi.Tags, func(tag string) bool { return tag != "improved" && mo.Has(tag) }) {
		return nil
	}
	return refuse(rule, "%s", s.msg("build.is_not_allowed", mi.Name(s.Lang), mo.Name(s.Lang)))
}

// ---- political steps ----

// Political is a political step: defend, manipulate, secure loyalty, or
// convert information.
type Political struct {
	Player  string   `json:"player"`
	Kind    string   `json:"kind"` // defend | manipulate | loyalty | convert
	Size    string   `json:"size,omitempty"`
	Inv     int      `json:"investments,omitempty"`
	Payment string   `json:"payment,omitempty"` // gold | influence | combat
	Info    int      `json:"info,omitempty"`
	Targets []string `json:"targets,omitempty"`
	To      string   `json:"to,omitempty"` // convert: gold | influence
	Dice    []int    `json:"dice,omitempty"`
}

func (*Political) ActionType() string     { return "political" }
func (a *Political) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *Political) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *Political) do(t *State, r *roller) error {
	ru := R()
	pr := ru.Political
	p, err := t.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	keys := map[string]string{"defend": "political.damageDefend", "manipulate": "political.manipulate", "loyalty": "political.loyaltySecure", "convert": "political.convertInformation"}
	key, ok := keys[a.Kind]
	if !ok {
		return referee.Usagef("%s", t.msg("build.political_step_defend_manipulate_loyalty", a.Kind))
	}
	if a.Kind == "convert" {
		if err := t.positive(a.Inv, t.msg("build.information")); err != nil {
			return err
		}
		if p.Info < a.Inv {
			return refuse(t.msg("build.information_is_spent"), "%s", t.msg("build.has_information", p.Name, p.Info))
		}
		if err := t.useAction(p, key, ""); err != nil {
			return err
		}
		p.Info -= a.Inv
		p.Political = true
		if a.To == "influence" {
			p.Influence += a.Inv * pr.Convert.Influence
			t.say("build.information_influence", p.Name, a.Inv, a.Inv*pr.Convert.Influence)
		} else {
			p.Gold += rules.G(a.Inv * pr.Convert.Gold)
			t.say("build.information_gold", p.Name, a.Inv, a.Inv*pr.Convert.Gold)
		}
		return nil
	}
	rank := ru.Rank(a.Size)
	if rank == 0 {
		return referee.Usagef("%s", t.msg("build.groesse_small_medium_large"))
	}
	inv := a.Inv
	if a.Kind == "loyalty" {
		inv = len(a.Targets)
		if inv < 1 || inv > 3 {
			return referee.Usagef("%s", t.msg("build.secure_loyalty_1_to_3"))
		}
	} else if err := t.positive(inv, t.msg("actions.investments")); err != nil {
		return err
	}
	if a.Info < 0 || a.Info > p.Info {
		return refuse(t.msg("build.information_is_spent"), "%s", t.msg("build.has_information", p.Name, p.Info))
	}
	gold, infl := rank, rank
	inflInv := 0
	switch {
	case a.Kind == "defend" && a.Payment == "combat":
		if p.OpenKK() < inv {
			return refuse(t.msg("build.defend_with_combat_open_combat"), "%s", t.msg("build.has_combat_power", p.Name, p.OpenKK()))
		}
	case a.Kind == "defend":
		infl += inv * pr.DefendInfluence
		inflInv = inv
	default:
		c := pr.Manipulate.GoldFirst
		if a.Payment == "influence" {
			c = pr.Manipulate.InfluenceFirst
			inflInv = inv
		}
		gold += c.Gold * inv
		infl += c.Influence * inv
	}
	// the worst case: a poor loyalty step doubles its costs; the penalty
	// influence of a poor or failed step is taken up to the pool
	wg, wi := gold, infl
	if a.Kind == "loyalty" {
		wg, wi = 2*gold, 2*infl
	}
	if p.Gold < rules.G(wg) || p.Influence < wi {
		return refuse(t.cite("worst_case"), "%s", t.msg("acquire.needs_up_to_gold_and_2", p.Name, wg, wi, p.Gold, p.Influence))
	}
	var tg []*int
	for _, x := range a.Targets {
		var lo *int
		if d := p.domain(x); d != nil {
			lo = &d.LO
		} else if c := p.city(x); c != nil {
			lo = &c.LO
		} else if o := p.org(x); o != nil {
			lo = &o.LO
		} else {
			return referee.Usagef("%s", t.msg("build.target_a_domain_a_city", x))
		}
		tg = append(tg, lo)
	}
	if err := t.useAction(p, key, ""); err != nil {
		return err
	}
	p.Political = true
	steps := ru.Checks.InvestSteps
	if a.Kind == "loyalty" {
		steps = []rules.Step{{At: 2, Add: 4}, {At: 3, Add: 8}}
	}
	mods := []rules.Mod{t.investMod(steps, inv), {Name: t.msg("abbr.kw"), Value: ru.KWMod(p.KW)}}
	mods = append(mods, t.eventMods("political")...)
	var bonus []rules.Mod
	if a.Info > 0 {
		bonus = append(bonus, rules.Mod{Name: fmt.Sprintf("%d Information", a.Info), Value: a.Info * ru.Checks.InfoBonus})
		p.Info -= a.Info
	}
	c, err := t.check(r, p.Name, "influence", t.value(p, "influence"), bonus, pr.DC, mods)
	if err != nil {
		return err
	}
	res := pr.Results[c.Tier.ID]
	var out []string
	if a.Kind == "loyalty" {
		switch c.Tier.ID {
		case "veryGood":
			gold = max(0, gold-3)
		case "good":
			gold = max(0, gold-2*inv)
		case "poor":
			gold, infl = gold*2, infl*2
		}
		for i, lo := range tg {
			*lo = clampLO(*lo + pr.Loyalty[c.Tier.ID])
			out = append(out, fmt.Sprintf("%s %s → %d", t.msg("abbr.lo"), a.Targets[i], *lo))
		}
	} else {
		gold = max(0, gold-res.GoldBack)
		p.Info += res.Info
		p.KW = max(0, p.KW+res.KW)
		p.AS = max(ru.Checks.ASRange[0], min(ru.Checks.ASRange[1], p.AS+res.AS))
		p.N += res.N
		switch c.Tier.ID {
		case "poor":
			infl += inflInv
		case "fail":
			roll, err := r.roll(t.msg("build.defence_after_failure")+p.Name, d20)
			if err != nil {
				return err
			}
			dc := pr.FailDefenceDC + rules.InvestMod(steps, inv)
			if roll+p.OpenKK()/2 < dc {
				p.AS = max(ru.Checks.ASRange[0], p.AS-1)
				infl += 2 * inflInv
				out = append(out, t.msg("build.defence_dc_as_1", roll+p.OpenKK()/2, dc))
			} else {
				out = append(out, t.msg("build.defence_dc", roll+p.OpenKK()/2, dc))
			}
		}
		out = append(out, t.msg("build.political_deltas", res.Info, res.KW, res.AS, res.N, t.cite("political_no_target")))
	}
	p.Gold -= rules.G(gold)
	p.Influence = max(0, p.Influence-infl)
	t.say("build.political_step_gold_influence",
		p.Name, t.msg("political."+a.Kind), t.tier(a.Size), inv, c.Text, gold, infl, strings.Join(out, "; "))
	return nil
}

// ---- specialists ----

// Hire hires a specialist (Fachkraft): the free build or a standard action.
type Hire struct {
	Player string `json:"player"`
	Kind   string `json:"kind"`
	Tier   string `json:"tier"`
	Dice   []int  `json:"dice,omitempty"`
}

func (*Hire) ActionType() string     { return "hire" }
func (a *Hire) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *Hire) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *Hire) do(t *State, r *roller) error {
	ru := R()
	p, err := t.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	if _, ok := ru.Specialists.Kinds[a.Kind]; !ok {
		return referee.Usagef("%s", t.msg("build.specialist_not", strings.Join(slices.Sorted(maps.Keys(ru.Specialists.Kinds)), ", "), a.Kind))
	}
	st, ok := ru.Specialists.Tiers[a.Tier]
	if !ok {
		return referee.Usagef("%s", t.msg("build.specialist_tier", a.Tier))
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
		return refuse(t.msg("build.specialists_2_medium_large_posts"), "%s", t.msg("build.has_of", p.Name, len(p.Specialists), capv))
	}
	if err := t.pay(p, st.Cost, t.msg("build.the_specialist")); err != nil {
		return err
	}
	if err := t.useBuild(p); err != nil {
		return err
	}
	c, err := t.check(r, p.Name, "influence", t.value(p, "influence"), nil, st.DC, nil)
	if err != nil {
		return err
	}
	if c.Tier.ID == "fail" {
		t.say("build.hire_a_specialist_nobody_gold", p.Name, a.Kind, a.Tier, c.Text, st.Cost)
		return nil
	}
	sp, lines, err := t.recruit(r, p, a.Kind, a.Tier)
	if err != nil {
		return err
	}
	t.say("build.hire_a_specialist", p.Name, t.specKind(a.Kind), t.specTier(a.Tier), c.Text, strings.Join(lines, "; "))
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

func (*Specialize) ActionType() string     { return "specialize" }
func (a *Specialize) Legal(s *State) error { _, err := run(s, nil, nil, a.do); return err }
func (a *Specialize) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, nil, a.do)
}

// agriculturePicks are the picks of an agriculture domain.
var agriculturePicks = []string{"raw.grain", "raw.vegetables", "raw.buildStone", "raw.honey"}

func (a *Specialize) do(t *State, _ *roller) error {
	ru := R()
	p, err := t.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	sp, ok := ru.Domains.Specializations[a.Kind]
	if !ok {
		return referee.Usagef("%s", t.msg("build.specialisation_agriculture_animalhusbandry_forestry_or", a.Kind))
	}
	d := p.domain(a.Domain)
	if d == nil {
		return referee.Usagef("%s", t.msg("build.has_no_domain", p.Name, a.Domain))
	}
	const rule = "Spezialisierung: nur Domänen ab klein, nur einmal"
	if d.Tier == "starter" || d.Spec != "" {
		return refuse(rule, "%s", t.msg("build.cannot_be_specialised_any_more", d.ID))
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
		return refuse(rule, "%s", t.msg("acquire.needs_has", p.Name, sp.Raw, t.names(need), have))
	}
	if err := t.pay(p, sp.Gold, sp.DE); err != nil {
		return err
	}
	if err := t.useBuild(p); err != nil {
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
	t.say("build.specialised_in_gold_raw_material", p.Name, ru.Domains.Name.In(t.Lang), d.ID, Name2(sp.DE, sp.EN, t.Lang), sp.Gold, sp.Raw)
	return nil
}

func cmpMat(a, b *rules.Material) int {
	if c := rules.TierRank(a.Tier) - rules.TierRank(b.Tier); c != 0 {
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
	roll, err := r.roll(s.msg("build.recruitment_table"), rules.Dice{N: 2, Sides: 6})
	if err != nil {
		return Specialist{}, nil, err
	}
	row := st.Recruitment[roll-2]
	lines := []string{s.msg("build.recruitment_2d6", roll)}
	sp := Specialist{Kind: kind, Tier: tier}
	if row.Tier != "" {
		sp.Tier = row.Tier
	}
	if row.Extra == "random_kind" || row.Extra == "random_kind_double" {
		kinds := slices.Sorted(maps.Keys(st.Kinds))
		k, err := r.roll(s.msg("build.specialist_kind"), rules.Dice{N: 1, Sides: len(kinds)})
		if err != nil {
			return sp, nil, err
		}
		sp.Kind = kinds[k-1]
		lines = append(lines, s.msg("build.kind_becomes", s.specKind(sp.Kind)))
	}
	if row.Gold != 0 {
		p.Gold -= rules.G(row.Gold)
		lines = append(lines, s.msg("build.price_gold", row.Gold, s.cite("recruitment_gold")))
	}
	switch row.Loyalty {
	case "roll", "1d6+2":
		v, err := r.roll(s.msg("build.loyalty"), st.Loyalty)
		if err != nil {
			return sp, nil, err
		}
		sp.LO = min(ru.Loyalty.Max, v+st.LoyaltyAdd)
	case "1d4+2":
		v, err := r.roll(s.msg("build.loyalty"), rules.Dice{N: 1, Sides: 4})
		if err != nil {
			return sp, nil, err
		}
		sp.LO = min(ru.Loyalty.Max, v+2)
	default:
		fmt.Sscanf(row.Loyalty, "%d", &sp.LO)
	}
	tr, err := r.roll(s.msg("build.trait"), d20)
	if err != nil {
		return sp, nil, err
	}
	sp.Trait = tr
	lines = append(lines, s.msg("build.trait_1d20", tr, s.trait(tr)))
	switch row.Extra {
	case "positive_trait":
		for range 5 {
			x, err := r.roll(s.msg("build.extra_trait"), d20)
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
		sp.Extra = []int{1}
		sp.PromoteAt = s.Round + st.PromoteAfter
		lines = append(lines, s.msg("build.plus_ambitious_experienced_from_round", sp.PromoteAt))
	case "influence2":
		sp.Influence = 2
		lines = append(lines, s.msg("build.2_influence_per_round"))
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
		p.forGroups(func(_ string, kind string, lv, lo *int) {
			d := e.FollowersLO
			if kind == "domain" || kind == "city" {
				d += e.TenantsLO
			}
			if *lv > 0 && d != 0 {
				*lo = clampLO(*lo + d)
			}
		})
		if e.FollowersLO != 0 {
			p.TroopLO = clampLO(p.TroopLO + e.FollowersLO)
		}
	}
	p.Specialists = append(p.Specialists, sp)
	lines = append(lines, s.msg("build.loyalty_2", s.specKind(sp.Kind), s.specTier(sp.Tier), sp.LO))
	if row.Extra == "apprentice" {
		ap := Specialist{Kind: sp.Kind, Tier: "simple", LO: 3}
		x, err := r.roll(s.msg("build.apprentice_trait"), d20)
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

// projectLabor is the labour of one round of a long-term project (event 36
// doubles it).
func (s *State) projectLabor() int {
	n := R().Facilities.Insulae.Labor
	if e := s.eventAny(func(e *rules.Event) bool { return e.ProjectLaborFactor > 0 }); e != nil {
		n *= e.ProjectLaborFactor
	}
	return n
}

// buildInsulae starts an insulae on a medium or large city property: gold,
// bricks and lumber and the first round's labour now, the rest in
// maintenance.
func (s *State) buildInsulae(p *Player, at string) error {
	ins := R().Facilities.Insulae
	const rule = "Insulae: Stadtbesitz mittel (höchstens 2) oder groß (höchstens 4), 14 Gold + 30 Ziegel + 15 Bauholz, 4 Runden zu 2 AK"
	c := p.city(at)
	if c == nil || ins.Cap[c.Tier] == 0 {
		return refuse(rule, "%s", s.msg("build.is_not_a_medium_or", at))
	}
	if n := p.insulae(c.ID, true); n >= ins.Cap[c.Tier] {
		return refuse(rule, "%s", s.msg("build.already_has_insulae_with_projects", c.ID, n))
	}
	for _, id := range slices.Sorted(maps.Keys(ins.Materials)) {
		if p.Raw[id] < ins.Materials[id] {
			return refuse(rule, "%s", s.msg("acquire.needs_has", p.Name, ins.Materials[id], s.matName(id), p.Raw[id]))
		}
	}
	ak := s.projectLabor()
	if p.Labor < ak {
		return refuse(rule, "%s", s.msg("build.needs_labour_for_the_first", p.Name, ak, p.Labor))
	}
	if err := s.pay(p, ins.Gold, "Insulae"); err != nil {
		return err
	}
	if err := s.useBuild(p); err != nil {
		return err
	}
	for id, n := range ins.Materials {
		p.addRaw(id, -n)
	}
	p.Labor -= ak
	if ins.Rounds == 1 {
		p.Facilities = append(p.Facilities, Facility{Key: ins.Key, At: c.ID, Done: s.Round})
	} else {
		p.Projects = append(p.Projects, Project{Key: ins.Key, At: c.ID, Left: ins.Rounds - 1})
	}
	s.say("build.insulae_begun_on_gold_bricks",
		p.Name, c.ID, ins.Gold, ak, ins.Rounds-1)
	return nil
}

// buildAlley builds an artisan alley on a city property, paid in special tools.
func (s *State) buildAlley(p *Player, at string) error {
	al := R().Facilities.ArtisanAlley
	const rule = "Kunsthandwerkerviertel: Stadtbesitz-Einrichtung, kostet 2 Spezialwerkzeuge"
	c := p.city(at)
	if c == nil {
		return refuse(rule, "%s", s.msg("build.is_not_a_city_property", at))
	}
	for _, id := range slices.Sorted(maps.Keys(al.Materials)) {
		if p.Special[id] < al.Materials[id] {
			return refuse(rule, "%s", s.msg("acquire.needs_has", p.Name, al.Materials[id], s.matName(id), p.Special[id]))
		}
	}
	if err := s.useBuild(p); err != nil {
		return err
	}
	for id, n := range al.Materials {
		p.addSpecial(id, -n)
	}
	p.Facilities = append(p.Facilities, Facility{Key: al.Key, At: c.ID})
	s.say("build.artisan_alley_built_on_special", p.Name, c.ID)
	return nil
}

// refineSteps are the refinement steps of a workshop's output: refine
// facilities where it stands and active Perfektionist specialists.
func (p *Player) refineSteps(w Workshop) int {
	ru := R()
	n := p.traits().Refine
	for _, f := range p.Facilities {
		parts := strings.Split(f.Key, ".")
		if f.At == w.At && !f.Damaged && len(parts) > 2 && parts[0] == "special" && strings.HasPrefix(parts[2], ru.Facilities.RefinePrefix) {
			n++
		}
	}
	return n
}
