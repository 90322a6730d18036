package aufbau

import (
	"fmt"
	"slices"
	"strings"

	"boardroom/referee"
	aufbaurules "boardroom/rules/aufbau"

	"boardroom/phrase"
)

// Acquire buys a post: a domain, a city property, an office, a step of an
// organisation or a trade enterprise. The price moves with the success tier
// (×0.75/0.9/1/1.2, rounded up); on a fail nothing is paid.
type Acquire struct {
	Player  string   `json:"player"`
	What    string   `json:"what"` // domain | city | office | org | trade
	Tier    string   `json:"tier,omitempty"`
	Kind    string   `json:"kind,omitempty"`    // org kind
	Pacht   bool     `json:"pacht,omitempty"`   // city: leased from someone (half price, DC −2, +1 G)
	Payment string   `json:"payment,omitempty"` // office: gold | influence (first)
	Picks   []string `json:"picks,omitempty"`   // domain raw picks
	Dice    []int    `json:"dice,omitempty"`
}

func (*Acquire) ActionType() string     { return string(ActAcquire) }
func (a *Acquire) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *Acquire) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

// countTier is how many holdings of a kind and tier the player has.
func (p *Player) countTier(kind, tier string) int {
	n := 0
	for h := range p.HoldingsOf(kind) {
		if h.Tier == tier {
			n++
		}
	}
	return n
}

func (a *Acquire) do(s *State, r *roller) error {
	ru := R()
	p, err := s.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	tier := a.Tier
	if a.What != "org" && !slices.Contains([]string{"small", "medium", "large"}, tier) {
		return phrase.Usagef("%s", s.msg("acquire.tier_small_medium_or_large", tier))
	}
	var gold, infl, base int
	mods := []aufbaurules.Mod{s.asMod(p)}
	key := "acquire." + a.What
	name := ""
	switch a.What {
	case "domain":
		dt := ru.Domains.Tiers[tier]
		if p.countTier("domain", tier) >= ru.Domains.MaxPerTier {
			return refuse(s.msg("acquire.rule_max_per_tier", ru.Domains.MaxPerTier), "%s", s.msg("acquire.already_has_domains_of_this", p.Name, ru.Domains.MaxPerTier))
		}
		if len(a.Picks) > 0 && len(a.Picks) != len(dt.Picks) {
			return refuse(s.msg("acquire.raw_picks_count_by_tier"), "%s", s.msg("acquire.a_domain_has_raw_picks", s.tier(tier), len(dt.Picks), len(a.Picks)))
		}
		for _, id := range a.Picks {
			if m, ok := ru.Material(id); !ok || m.Kind() != "raw" {
				return phrase.Usagef("%s", s.msg("acquire.is_not_a_raw_material", id))
			}
		}
		gold, base, name = dt.Cost, dt.DC, ru.Domains.Name.In(s.Language())
	case "city":
		ct := ru.Cities.Tiers[tier]
		if p.countTier("city", tier) >= ru.Cities.MaxPerTier {
			return refuse(s.msg("acquire.rule_max_per_tier", ru.Cities.MaxPerTier), "%s", s.msg("acquire.already_has_city_properties_of", p.Name, ru.Cities.MaxPerTier))
		}
		gold, base, name = ct.Cost, ct.DC, ru.Cities.Name.In(s.Language())
		if a.Pacht {
			gold = ru.Cities.PachtPrice.Apply(gold)
			base += ru.Cities.PachtDC
			name += s.msg("acquire.pacht_suffix")
		}
	case "office":
		ot := ru.Offices.Tiers[tier]
		cost := ot.GoldFirst
		if a.Payment == "influence" {
			cost = ot.InfluenceFirst
		}
		gold, infl, base, name = cost.Gold, cost.Influence, ot.DC, ru.Offices.Name.In(s.Language())
		smalls := p.countTier("office", "small")
		meds := p.countTier("office", "medium")
		larges := p.countTier("office", "large")
		switch tier {
		case "small":
			if c := ru.Offices.MaxSmallBase + ru.Offices.SmallPerMed*meds + ru.Offices.SmallPerLarge*larges; smalls >= c {
				return refuse(s.msg("acquire.small_offices_cap", ru.Offices.MaxSmallBase, ru.Offices.SmallPerMed, ru.Offices.SmallPerLarge), "%s", s.msg("acquire.already_has_small_offices", p.Name, smalls))
			}
		case "medium":
			if smalls < ot.Needs {
				return refuse(s.msg("acquire.medium_office_needs_small", ot.Needs), "%s", s.msg("acquire.has_small_offices", p.Name, smalls))
			}
			if meds >= ru.Offices.MaxPerTier {
				return refuse(s.msg("acquire.rule_max_per_tier", ru.Offices.MaxPerTier), "%s: %d", p.Name, meds)
			}
			if smalls > 0 {
				mods = append(mods, aufbaurules.Mod{Name: s.msg("acquire.small_office"), Value: -ru.Offices.LowerDC})
			}
		case "large":
			if meds < ot.Needs {
				return refuse(s.msg("acquire.large_office_needs_medium", ot.Needs), "%s", s.msg("acquire.has_medium_offices", p.Name, meds))
			}
			if larges >= ru.Offices.MaxPerTier {
				return refuse(s.msg("acquire.rule_max_per_tier", ru.Offices.MaxPerTier), "%s: %d", p.Name, larges)
			}
			mods = append(mods, aufbaurules.Mod{Name: s.msg("acquire.medium_office"), Value: -ru.Offices.LowerDC})
		}
	case "org":
		k, ok := ru.Orgs.Kinds[a.Kind]
		if !ok {
			return phrase.Usagef("%s", s.msg("acquire.organisation_underworld_spy_cult_collegiumtrade", a.Kind))
		}
		rank := p.orgRank(a.Kind) + 1
		if rank > ru.Rank("large") {
			return refuse(s.msg("acquire.organisations_have_three_tiers"), "%s", s.msg("acquire.s_organisation_is_already_large", p.Name))
		}
		tier = tierOfRank(rank)
		if p.maxCityRank() < rank {
			return refuse(s.msg("acquire.headquarters_the_largest_city_property"), "%s", s.msg("acquire.needs_a_city_property_of", p.Name, s.tier(tier)))
		}
		gold, infl, base, name = k.Step.Gold*rank, k.Step.Influence*rank, ru.Orgs.DC[tier], Name2(k.DE, k.EN, s.Language())
		key = "acquire.org." + a.Kind
	case "trade":
		tt := ru.Trade.Tiers[tier]
		if p.countTier("trade", tier) >= ru.Trade.MaxPerTier {
			return refuse(s.msg("acquire.rule_max_per_tier", ru.Trade.MaxPerTier), "%s: %d", p.Name, p.countTier("trade", tier))
		}
		gold, base, name = tt.Cost, tt.DC, ru.Trade.Name.In(s.Language())
	default:
		return phrase.Usagef("%s", s.msg("acquire.acquire_domain_city_office_org", a.What))
	}
	if ru.WorstCost(gold) > 0 && p.Gold < aufbaurules.G(ru.WorstCost(gold)) || p.Influence < ru.WorstCost(infl) {
		return refuse(s.cite("worst_case"), "%s", s.msg("acquire.needs_up_to_gold_and",
			p.Name, ru.WorstCost(gold), ru.WorstCost(infl), p.Gold, p.Influence))
	}
	if err := s.useAction(p, key, ""); err != nil {
		return err
	}
	// Event 30: the city's base price may halve; the price before the roll
	// was checked (AU12), so the roll cannot make the action illegal.
	if e := s.eventAny(func(e *aufbaurules.Event) bool { return e.CityDiscount > 0 }); e != nil && a.What == "city" {
		v, err := r.roll(fmt.Sprintf("%s %d %s", s.msg("acquire.fire_discount_event"), e.Roll, p.Name), d20)
		if err != nil {
			return err
		}
		if v <= e.CityDiscount {
			was := gold
			gold = e.CityDiscountPrice.Apply(ru.Cities.Tiers[tier].Cost)
			if a.Pacht {
				gold = ru.Cities.PachtPrice.Apply(gold)
			}
			s.work("ereignisse", "why.price_event_city", was, e.Roll, v, e.CityDiscount, gold, e.CityDiscountPrice.Glyph())
			s.say("acquire.event_1d20_the_base_price", e.Roll, v, e.CityDiscount, gold, e.CityDiscountPrice.Glyph())
		}
	}
	c, err := s.check(r, p.Name, "influence", s.value(p, "influence"), nil, base, mods)
	if err != nil {
		return err
	}
	if c.Tier.ID == "fail" {
		s.say("acquire.acquire_nothing_acquired_nothing_paid", p.Name, name, s.tier(tier), c.Text)
		return nil
	}
	g, in := ru.CostAt(gold, c.Tier.ID), ru.CostAt(infl, c.Tier.ID)
	s.workPrice(p, gold, infl, c.Tier, g, in)
	p.Gold -= aufbaurules.G(g)
	p.Influence -= in
	var id string
	switch a.What {
	case "domain":
		picks := a.Picks
		if len(picks) == 0 {
			picks = slices.Clone(ru.Domains.Tiers[tier].Picks)
		}
		id = p.newID("D")
		p.Domains = append(p.Domains, Domain{ID: id, Tier: tier, Picks: picks, LO: ru.Tenants.StartLoyalty})
	case "city":
		id = p.newID("S")
		p.Cities = append(p.Cities, City{ID: id, Tier: tier, Pacht: a.Pacht, Mode: "leased", LO: ru.Tenants.StartLoyalty})
	case "office":
		id = p.newID("A")
		p.Offices = append(p.Offices, Office{ID: id, Tier: tier, Mode: "influence"})
	case "org":
		id = a.Kind
		if o := p.org(a.Kind); o != nil {
			o.Tier = tier
		} else {
			p.Orgs = append(p.Orgs, Org{Kind: a.Kind, Tier: tier, LO: ru.Tenants.StartLoyalty})
		}
	case "trade":
		id = p.newID("H")
		p.Trades = append(p.Trades, Trade{ID: id, Tier: tier, Mode: "produce"})
	}
	cost := fmt.Sprintf("%d Gold", g)
	if in > 0 {
		cost += s.msg("acquire.and_influence", in)
	}
	s.say("acquire.acquire_for", p.Name, name, s.tier(tier), c.Text, name, id, cost)
	return nil
}

// ---- tenants and troops ----

// Tenants recruits tenant, follower or client levels at a domain, a city
// property or an organisation.
type Tenants struct {
	Player string `json:"player"`
	At     string `json:"at"`
	Levels int    `json:"levels"`
	Dice   []int  `json:"dice,omitempty"`
}

func (*Tenants) ActionType() string     { return string(ActTenants) }
func (a *Tenants) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *Tenants) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *Tenants) do(s *State, r *roller) error {
	ru := R()
	p, err := s.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	if err := s.positive(a.Levels, s.msg("acquire.levels")); err != nil {
		return err
	}
	cost := ru.Tenants.Cost
	var levels *int
	capv := 0
	eventPrice := false // an event's price for tenants applies to domains and cities
	if d := p.domain(a.At); d != nil {
		if d.Tier == "starter" {
			return refuse(s.msg("acquire.the_starter_domain_takes_no"), "%s", s.msg("acquire.starter_domain_no_tenants", d.ID, p.Name))
		}
		levels, capv, eventPrice = &d.Tenants, ru.Domains.Tiers[d.Tier].TenantCap, true
	} else if c := p.city(a.At); c != nil {
		levels, capv, eventPrice = &c.Tenants, p.cityTenantCap(c), true
	} else if o := p.org(a.At); o != nil {
		k := ru.Orgs.Kinds[o.Kind]
		capv = k.FollowerCap[ru.Rank(o.Tier)-1]
		if k.FollowerCost != nil {
			cost = *k.FollowerCost
		}
		levels = &o.Followers
	} else {
		return phrase.Usagef("%s", s.msg("acquire.where_a_domain_d_a", a.At))
	}
	if *levels+a.Levels > capv {
		return refuse(s.msg("acquire.tenants_followers_cap_by_the"), "%s", s.msg("acquire.has_of_at_most", a.At, *levels, capv))
	}
	gold, infl := cost.Gold*a.Levels, cost.Influence*a.Levels
	if e := s.eventAny(func(e *aufbaurules.Event) bool { return e.TenantsPrice != nil }); eventPrice && e != nil {
		ng, ni := e.TenantsPrice.Apply(gold), e.TenantsPrice.Apply(infl)
		s.work("ereignisse", "why.price_event_half", gold, infl, e.Roll, ng, ni, e.TenantsPrice.Glyph(), s.rounding(*e.TenantsPrice))
		gold, infl = ng, ni
	}
	if p.Gold < aufbaurules.G(ru.WorstCost(gold)) || p.Influence < ru.WorstCost(infl) {
		return refuse(s.cite("worst_case"), "%s", s.msg("acquire.needs_up_to_gold_and_2", p.Name, ru.WorstCost(gold), ru.WorstCost(infl), p.Gold, p.Influence))
	}
	if err := s.useAction(p, "acquire.tenants", ""); err != nil {
		return err
	}
	c, err := s.check(r, p.Name, "influence", s.value(p, "influence"), nil, ru.Tenants.DC, []aufbaurules.Mod{s.investMod(ru.Checks.InvestSteps, a.Levels)})
	if err != nil {
		return err
	}
	if c.Tier.ID == "fail" {
		s.say("acquire.tenants_followers_for_none_nothing", p.Name, a.At, c.Text)
		return nil
	}
	g, in := ru.CostAt(gold, c.Tier.ID), ru.CostAt(infl, c.Tier.ID)
	s.workPrice(p, gold, infl, c.Tier, g, in)
	p.Gold -= aufbaurules.G(g)
	p.Influence -= in
	*levels += a.Levels
	s.say("acquire.tenants_followers_for_now_for",
		p.Name, a.At, c.Text, a.Levels, *levels, g, in)
	return nil
}

// troopCap is the level cap of a kind of troops.
func (p *Player) troopCap(kind string) int {
	ru := R()
	k := ru.Troops.Kinds[kind]
	n := k.BaseCap
	for h := range p.Holdings() {
		n += h.troopCap(kind)
	}
	return n
}

// Troops recruits levels of troops.
type Troops struct {
	Player string `json:"player"`
	Kind   string `json:"kind"`
	Levels int    `json:"levels"`
	Dice   []int  `json:"dice,omitempty"`
}

func (*Troops) ActionType() string     { return string(ActTroops) }
func (a *Troops) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *Troops) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *Troops) do(s *State, r *roller) error {
	ru := R()
	p, err := s.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	k, ok := ru.Troops.Kinds[a.Kind]
	if !ok {
		return phrase.Usagef("%s", s.msg("acquire.troop_kind_bodyguard_militia_mercenary", a.Kind))
	}
	if err := s.positive(a.Levels, s.msg("acquire.levels")); err != nil {
		return err
	}
	if c := p.troopCap(a.Kind); p.Troops[a.Kind]+a.Levels > c {
		return refuse(s.msg("acquire.troops_cap_by_offices_domains"), "%s", s.msg("acquire.of_at_most", Name2(k.DE, k.EN, s.Language()), p.Troops[a.Kind], c))
	}
	gold, infl := k.Gold, k.Influence
	if a.Kind == "mercenary" {
		if e := s.eventAny(func(e *aufbaurules.Event) bool { return e.MercenaryGold > 0 }); e != nil {
			gold = e.MercenaryGold
		}
	}
	if e := s.eventAny(func(e *aufbaurules.Event) bool { return e.TroopCostFactor > 0 }); e != nil {
		gold, infl = gold*e.TroopCostFactor, infl*e.TroopCostFactor
	}
	gold, infl = gold*a.Levels, infl*a.Levels
	for _, m := range k.Materials {
		if p.Special[m] < a.Levels {
			return refuse(s.msg("acquire.equipment_must_be_in_inventory"), "%s", s.msg("acquire.needs_has", p.Name, a.Levels, s.matName(m), p.Special[m]))
		}
	}
	if p.Gold < aufbaurules.G(ru.WorstCost(gold)) || p.Influence < ru.WorstCost(infl) {
		return refuse(s.cite("worst_case"), "%s", s.msg("acquire.needs_up_to_gold_and_2", p.Name, ru.WorstCost(gold), ru.WorstCost(infl), p.Gold, p.Influence))
	}
	if err := s.useAction(p, "troops."+a.Kind, ""); err != nil {
		return err
	}
	c, err := s.check(r, p.Name, "influence", s.value(p, "influence"), nil, ru.Troops.DC, []aufbaurules.Mod{s.investMod(ru.Checks.InvestSteps, a.Levels)})
	if err != nil {
		return err
	}
	if c.Tier.ID == "fail" {
		s.say("acquire.troops_none_nothing_paid", p.Name, Name2(k.DE, k.EN, s.Language()), c.Text)
		return nil
	}
	g, in := ru.CostAt(gold, c.Tier.ID), ru.CostAt(infl, c.Tier.ID)
	s.workPrice(p, gold, infl, c.Tier, g, in)
	p.Gold -= aufbaurules.G(g)
	p.Influence -= in
	for _, m := range k.Materials {
		p.addSpecial(m, -a.Levels)
	}
	p.Troops[a.Kind] += a.Levels
	s.say("acquire.troops_for_gold_and_influence", p.Name, Name2(k.DE, k.EN, s.Language()), c.Text, a.Levels, g, in)
	return nil
}

// ---- toggles ----

// SetMode sets a city property's mode (leased | production), an office's
// yield (influence | gold | split) or a trade enterprise's (produce | trade),
// or the counter-reaction's loss (gold | influence). No action is used.
type SetMode struct {
	Player string `json:"player"`
	Of     string `json:"of"`
	Mode   string `json:"mode"`
}

func (*SetMode) ActionType() string     { return string(ActMode) }
func (a *SetMode) Legal(s *State) error { _, err := run(s, nil, nil, a.do); return err }
func (a *SetMode) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, nil, a.do)
}

func (a *SetMode) do(s *State, _ *roller) error {
	p, err := s.actor(a.Player)
	if err != nil {
		return err
	}
	bad := func(opts string) error {
		return phrase.Usagef("%s", s.msg("acquire.mode_not", a.Of, opts, a.Mode))
	}
	of := a.Of
	switch {
	case strings.EqualFold(a.Of, "verlust") || strings.EqualFold(a.Of, "loss"):
		if a.Mode != "gold" && a.Mode != "influence" {
			return bad("gold|influence")
		}
		if s.Phase != Maintenance {
			return refuse(s.msg("acquire.the_loss_choice_is_for"), "%s", s.msg("acquire.it_is_not_maintenance_now"))
		}
		p.Loss = a.Mode
		of = s.msg("acquire.loss_word")
	case p.city(a.Of) != nil:
		if a.Mode != "leased" && a.Mode != "production" {
			return bad("leased|production")
		}
		if s.Phase != Actions {
			return refuse(s.msg("acquire.city_mode_only_in_the"), "%s", s.msg("acquire.it_is_not_the_actions"))
		}
		p.city(a.Of).Mode = a.Mode
	case p.office(a.Of) != nil:
		of = p.office(a.Of).ID // typed by name: said by its id
		if a.Mode != "influence" && a.Mode != "gold" && a.Mode != "split" {
			return bad("influence|gold|split")
		}
		// One office, one yield a round: the influence of this round was
		// counted at the reset, its gold is paid in maintenance (ruling AU26).
		if s.Rev >= Rev1 && s.Phase != Actions {
			return refuse(s.cite("office_mode"), "%s", s.msg("acquire.an_office_s_mode_changes"))
		}
		o := p.office(a.Of)
		g0, i0 := officeYield(*o)
		g1, i1 := officeYield(Office{Tier: o.Tier, Mode: a.Mode})
		if s.Rev >= Rev1 {
			s.work(R().Rulings["office_mode"].ID, "why.office_mode_when")
		}
		s.work("unterhalt", "why.office_mode", p.Name, o.ID, s.tier(o.Tier), s.mode(o.Mode), s.mode(a.Mode), g1, i1, g0, i0)
		o.Mode = a.Mode
	case p.trade(a.Of) != nil:
		if a.Mode != "produce" && a.Mode != "trade" {
			return bad("produce|trade")
		}
		p.trade(a.Of).Mode = a.Mode
	default:
		return phrase.Usagef("%s%s", s.msg("acquire.has_nothing_called_city_s", p.Name, a.Of), s.holdingHint(p, a.Of))
	}
	s.say("acquire.mode_set", p.Name, of, s.mode(a.Mode))
	return nil
}

// workPrice records the price an acquisition paid: the base price, the
// check's tier and its share of the price (rule erwerb), gold and
// influence before and after.
func (s *State) workPrice(p *Player, gold, infl int, tier aufbaurules.Tier, g, in int) {
	pct, ok := R().Checks.CostFactor[tier.ID]
	if !ok {
		pct = 100
	}
	s.work("erwerb", "why.price_tier", gold, infl, tier.Name(s.Language()), pct, g, in)
	s.work(R().Rulings["negative_gold"].ID, "why.price_paid", p.Name, p.Gold.Amount(), g, (p.Gold - aufbaurules.G(g)).Amount(), p.Influence, in, p.Influence-in)
}
