package aufbau

import (
	"fmt"
	"slices"
	"strings"

	"boardroom/referee"
	rules "boardroom/rules/aufbau"
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

func (*Acquire) ActionType() string     { return "acquire" }
func (a *Acquire) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *Acquire) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func countTier[T any](xs []T, tier string, f func(T) string) int {
	n := 0
	for _, x := range xs {
		if f(x) == tier {
			n++
		}
	}
	return n
}

func (a *Acquire) do(t *State, r *roller) error {
	ru := R()
	p, err := t.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	tier := a.Tier
	if a.What != "org" && !slices.Contains([]string{"small", "medium", "large"}, tier) {
		return referee.Usagef(t.tr("Stufe: small, medium oder large (klein, mittel, groß), nicht %q", "tier: small, medium or large, not %q"), tier)
	}
	var gold, infl, base int
	mods := []rules.Mod{t.asMod(p)}
	key := "acquire." + a.What
	name := ""
	const ruleMax = "höchstens 4 je Stufe"
	switch a.What {
	case "domain":
		dt := ru.Domains.Tiers[tier]
		if countTier(p.Domains, tier, func(d Domain) string { return d.Tier }) >= ru.Domains.MaxPerTier {
			return refuse(ruleMax, t.tr("%s hat schon %d Domänen dieser Stufe", "%s already has %d domains of this tier"), p.Name, ru.Domains.MaxPerTier)
		}
		if len(a.Picks) > 0 && len(a.Picks) != len(dt.Picks) {
			return refuse(t.tr("Rohstoffwahl: Anzahl nach Stufe", "raw picks: count by tier"), t.tr("eine %s Domäne hat %d Rohstoffe, nicht %d", "a %s domain has %d raw picks, not %d"), t.tier(tier), len(dt.Picks), len(a.Picks))
		}
		for _, id := range a.Picks {
			if m, ok := ru.Material(id); !ok || m.Kind() != "raw" {
				return referee.Usagef(t.tr("%q ist kein Rohmaterial", "%q is not a raw material"), id)
			}
		}
		gold, base, name = dt.Cost, dt.DC, ru.Domains.Name.In(t.Lang)
	case "city":
		ct := ru.Cities.Tiers[tier]
		if countTier(p.Cities, tier, func(c City) string { return c.Tier }) >= ru.Cities.MaxPerTier {
			return refuse(ruleMax, t.tr("%s hat schon %d Stadtbesitze dieser Stufe", "%s already has %d city properties of this tier"), p.Name, ru.Cities.MaxPerTier)
		}
		gold, base, name = ct.Cost, ct.DC, ru.Cities.Name.In(t.Lang)
		if a.Pacht {
			gold /= 2
			base += ru.Cities.PachtDC
			name += " (Pacht)"
		}
	case "office":
		ot := ru.Offices.Tiers[tier]
		cost := ot.GoldFirst
		if a.Payment == "influence" {
			cost = ot.InfluenceFirst
		}
		gold, infl, base, name = cost.Gold, cost.Influence, ot.DC, ru.Offices.Name.In(t.Lang)
		smalls := countTier(p.Offices, "small", func(o Office) string { return o.Tier })
		meds := countTier(p.Offices, "medium", func(o Office) string { return o.Tier })
		larges := countTier(p.Offices, "large", func(o Office) string { return o.Tier })
		switch tier {
		case "small":
			if c := ru.Offices.MaxSmallBase + ru.Offices.SmallPerMed*meds + ru.Offices.SmallPerLarge*larges; smalls >= c {
				return refuse(t.tr("kleine Ämter: höchstens 8 + 2 je mittlerem + 4 je großem Amt", "small offices: at most 8 + 2 per medium + 4 per large"), t.tr("%s hat schon %d kleine Ämter", "%s already has %d small offices"), p.Name, smalls)
			}
		case "medium":
			if smalls < ot.Needs {
				return refuse(t.tr("ein mittleres Amt setzt 2 kleine voraus", "a medium office needs 2 small ones"), t.tr("%s hat %d kleine Ämter", "%s has %d small offices"), p.Name, smalls)
			}
			if meds >= ru.Offices.MaxPerTier {
				return refuse(ruleMax, "%s: %d", p.Name, meds)
			}
			if smalls > 0 {
				mods = append(mods, rules.Mod{Name: t.tr("kleines Amt", "small office"), Value: -ru.Offices.LowerDC})
			}
		case "large":
			if meds < ot.Needs {
				return refuse(t.tr("ein großes Amt setzt 2 mittlere voraus", "a large office needs 2 medium ones"), t.tr("%s hat %d mittlere Ämter", "%s has %d medium offices"), p.Name, meds)
			}
			if larges >= ru.Offices.MaxPerTier {
				return refuse(ruleMax, "%s: %d", p.Name, larges)
			}
			mods = append(mods, rules.Mod{Name: t.tr("mittleres Amt", "medium office"), Value: -ru.Offices.LowerDC})
		}
	case "org":
		k, ok := ru.Orgs.Kinds[a.Kind]
		if !ok {
			return referee.Usagef(t.tr("Organisation: underworld, spy, cult, collegiumTrade oder collegiumCraft, nicht %q", "organisation: underworld, spy, cult, collegiumTrade or collegiumCraft, not %q"), a.Kind)
		}
		rank := p.orgRank(a.Kind) + 1
		if rank > 3 {
			return refuse(t.tr("Organisationen haben drei Stufen", "organisations have three tiers"), t.tr("%s hat die Organisation schon groß", "%s's organisation is already large"), p.Name)
		}
		tier = tierOfRank(rank)
		if p.maxCityRank() < rank {
			return refuse(t.tr("Hauptquartier: der größte Stadtbesitz muss mindestens so groß sein wie die neue Stufe", "headquarters: the largest city property must be at least the new tier"), t.tr("%s braucht Stadtbesitz der Stufe %s", "%s needs a city property of tier %s"), p.Name, t.tier(tier))
		}
		gold, infl, base, name = k.Step.Gold*rank, k.Step.Influence*rank, ru.Orgs.DC[tier], Name2(k.DE, k.EN, t.Lang)
		key = "acquire.org." + a.Kind
	case "trade":
		tt := ru.Trade.Tiers[tier]
		if countTier(p.Trades, tier, func(x Trade) string { return x.Tier }) >= ru.Trade.MaxPerTier {
			return refuse(ruleMax, "%s: %d", p.Name, ru.Trade.MaxPerTier)
		}
		gold, base, name = tt.Cost, tt.DC, ru.Trade.Name.In(t.Lang)
	default:
		return referee.Usagef(t.tr("erwerben: domain, city, office, org oder trade, nicht %q", "acquire: domain, city, office, org or trade, not %q"), a.What)
	}
	if ru.WorstCost(gold) > 0 && p.Gold < rules.G(ru.WorstCost(gold)) || p.Influence < ru.WorstCost(infl) {
		return refuse(ru.Cite("worst_case"), t.tr("%s braucht bis zu %d Gold und %d Einfluss (Preis bei knapp daneben), hat %s und %d Einfluss", "%s needs up to %d gold and %d influence (the price on a poor result), has %s and %d influence"),
			p.Name, ru.WorstCost(gold), ru.WorstCost(infl), p.Gold, p.Influence)
	}
	if err := t.useAction(p, key, ""); err != nil {
		return err
	}
	// Event 30: the city's base price may halve; the price before the roll
	// was checked (AU12), so the roll cannot make the action illegal.
	if e := t.eventAny(func(e *rules.Event) bool { return e.CityDiscount > 0 }); e != nil && a.What == "city" {
		v, err := r.roll(fmt.Sprintf("%s %d %s", t.tr("Feuersbrunst-Rabatt Ereignis", "fire discount event"), e.Roll, p.Name), d20)
		if err != nil {
			return err
		}
		if v <= e.CityDiscount {
			gold = ru.Cities.Tiers[tier].Cost / 2
			if a.Pacht {
				gold /= 2
			}
			t.say("Ereignis %d: 1W20 = %d ≤ %d, der Grundpreis halbiert sich: %d Gold", "event %d: 1d20 = %d ≤ %d, the base price halves: %d gold", e.Roll, v, e.CityDiscount, gold)
		}
	}
	c, err := t.check(r, p.Name, "influence", t.value(p, "influence"), nil, base, mods)
	if err != nil {
		return err
	}
	if c.Tier.ID == "fail" {
		t.say("%s: Erwerb %s (%s): %s → nichts erworben, nichts bezahlt", "%s: acquire %s (%s): %s → nothing acquired, nothing paid", p.Name, name, t.tier(tier), c.Text)
		return nil
	}
	g, in := ru.CostAt(gold, c.Tier.ID), ru.CostAt(infl, c.Tier.ID)
	p.Gold -= rules.G(g)
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
		cost += fmt.Sprintf(t.tr(" und %d Einfluss", " and %d influence"), in)
	}
	t.say("%s: Erwerb %s (%s): %s → %s %s für %s", "%s: acquire %s (%s): %s → %s %s for %s", p.Name, name, t.tier(tier), c.Text, name, id, cost)
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

func (*Tenants) ActionType() string     { return "tenants" }
func (a *Tenants) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *Tenants) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *Tenants) do(t *State, r *roller) error {
	ru := R()
	p, err := t.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	if err := t.positive(a.Levels, t.tr("Stufen", "levels")); err != nil {
		return err
	}
	cost := ru.Tenants.Cost
	var levels *int
	capv := 0
	half := false
	if d := p.domain(a.At); d != nil {
		if d.Tier == "starter" {
			return refuse(t.tr("die Startdomäne hat keine Pächter", "the starter domain takes no tenants"), "%s", d.ID)
		}
		levels, capv, half = &d.Tenants, ru.Domains.Tiers[d.Tier].TenantCap, true
	} else if c := p.city(a.At); c != nil {
		levels, capv, half = &c.Tenants, p.cityTenantCap(c), true
	} else if o := p.org(a.At); o != nil {
		k := ru.Orgs.Kinds[o.Kind]
		capv = k.FollowerCap[ru.Rank(o.Tier)-1]
		if k.FollowerCost != nil {
			cost = *k.FollowerCost
		}
		levels = &o.Followers
	} else {
		return referee.Usagef(t.tr("wo? eine Domäne (D…), ein Stadtbesitz (S…) oder eine Organisation, nicht %q", "where? a domain (D…), a city property (S…) or an organisation, not %q"), a.At)
	}
	if *levels+a.Levels > capv {
		return refuse(t.tr("Pächter/Anhänger: Obergrenze nach Stufe des Postens", "tenants/followers: cap by the post's tier"), t.tr("%s hat %d von höchstens %d Stufen", "%s has %d of at most %d levels"), a.At, *levels, capv)
	}
	gold, infl := cost.Gold*a.Levels, cost.Influence*a.Levels
	if half && t.eventAny(func(e *rules.Event) bool { return e.TenantsHalf }) != nil {
		gold, infl = (gold+1)/2, (infl+1)/2
	}
	if p.Gold < rules.G(ru.WorstCost(gold)) || p.Influence < ru.WorstCost(infl) {
		return refuse(ru.Cite("worst_case"), t.tr("%s braucht bis zu %d Gold und %d Einfluss, hat %s und %d Einfluss", "%s needs up to %d gold and %d influence, has %s and %d influence"), p.Name, ru.WorstCost(gold), ru.WorstCost(infl), p.Gold, p.Influence)
	}
	if err := t.useAction(p, "acquire.tenants", ""); err != nil {
		return err
	}
	c, err := t.check(r, p.Name, "influence", t.value(p, "influence"), nil, ru.Tenants.DC, []rules.Mod{t.investMod(ru.Checks.InvestSteps, a.Levels)})
	if err != nil {
		return err
	}
	if c.Tier.ID == "fail" {
		t.say("%s: Pächter/Anhänger für %s: %s → keine, nichts bezahlt", "%s: tenants/followers for %s: %s → none, nothing paid", p.Name, a.At, c.Text)
		return nil
	}
	g, in := ru.CostAt(gold, c.Tier.ID), ru.CostAt(infl, c.Tier.ID)
	p.Gold -= rules.G(g)
	p.Influence -= in
	*levels += a.Levels
	t.say("%s: Pächter/Anhänger für %s: %s → +%d Stufen (jetzt %d) für %d Gold und %d Einfluss", "%s: tenants/followers for %s: %s → +%d levels (now %d) for %d gold and %d influence",
		p.Name, a.At, c.Text, a.Levels, *levels, g, in)
	return nil
}

// troopCap is the level cap of a kind of troops.
func (p *Player) troopCap(kind string) int {
	ru := R()
	k := ru.Troops.Kinds[kind]
	n := k.BaseCap
	switch kind {
	case "bodyguard":
		for _, o := range p.Offices {
			n += ru.Offices.Tiers[o.Tier].BodyguardCap
		}
	case "militia":
		for _, d := range p.Domains {
			n += ru.Domains.Tiers[d.Tier].MilitiaCap
		}
	case "thug":
		for _, c := range p.Cities {
			n += ru.Cities.Tiers[c.Tier].ThugCap
		}
		for _, o := range p.Orgs {
			n += ru.Orgs.Kinds[o.Kind].ThugCapPerRank * ru.Rank(o.Tier)
		}
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

func (*Troops) ActionType() string     { return "troops" }
func (a *Troops) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *Troops) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *Troops) do(t *State, r *roller) error {
	ru := R()
	p, err := t.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	k, ok := ru.Troops.Kinds[a.Kind]
	if !ok {
		return referee.Usagef(t.tr("Truppenart: bodyguard, militia, mercenary oder thug, nicht %q", "troop kind: bodyguard, militia, mercenary or thug, not %q"), a.Kind)
	}
	if err := t.positive(a.Levels, t.tr("Stufen", "levels")); err != nil {
		return err
	}
	if c := p.troopCap(a.Kind); p.Troops[a.Kind]+a.Levels > c {
		return refuse(t.tr("Truppen: Obergrenze nach Ämtern, Domänen, Stadtbesitz und Organisationen", "troops: cap by offices, domains, city properties and organisations"), t.tr("%s: %d von höchstens %d Stufen", "%s: %d of at most %d levels"), Name2(k.DE, k.EN, t.Lang), p.Troops[a.Kind], c)
	}
	gold, infl := k.Gold, k.Influence
	if a.Kind == "mercenary" {
		if e := t.eventAny(func(e *rules.Event) bool { return e.MercenaryGold > 0 }); e != nil {
			gold = e.MercenaryGold
		}
	}
	if e := t.eventAny(func(e *rules.Event) bool { return e.TroopCostFactor > 0 }); e != nil {
		gold, infl = gold*e.TroopCostFactor, infl*e.TroopCostFactor
	}
	gold, infl = gold*a.Levels, infl*a.Levels
	for _, m := range k.Materials {
		if p.Special[m] < a.Levels {
			return refuse(t.tr("Ausrüstung muss im Inventar sein", "equipment must be in inventory"), t.tr("%s braucht %d %s, hat %d", "%s needs %d %s, has %d"), p.Name, a.Levels, t.matName(m), p.Special[m])
		}
	}
	if p.Gold < rules.G(ru.WorstCost(gold)) || p.Influence < ru.WorstCost(infl) {
		return refuse(ru.Cite("worst_case"), t.tr("%s braucht bis zu %d Gold und %d Einfluss, hat %s und %d Einfluss", "%s needs up to %d gold and %d influence, has %s and %d influence"), p.Name, ru.WorstCost(gold), ru.WorstCost(infl), p.Gold, p.Influence)
	}
	if err := t.useAction(p, "troops."+a.Kind, ""); err != nil {
		return err
	}
	c, err := t.check(r, p.Name, "influence", t.value(p, "influence"), nil, ru.Troops.DC, []rules.Mod{t.investMod(ru.Checks.InvestSteps, a.Levels)})
	if err != nil {
		return err
	}
	if c.Tier.ID == "fail" {
		t.say("%s: Truppen %s: %s → keine, nichts bezahlt", "%s: troops %s: %s → none, nothing paid", p.Name, Name2(k.DE, k.EN, t.Lang), c.Text)
		return nil
	}
	g, in := ru.CostAt(gold, c.Tier.ID), ru.CostAt(infl, c.Tier.ID)
	p.Gold -= rules.G(g)
	p.Influence -= in
	for _, m := range k.Materials {
		p.addSpecial(m, -a.Levels)
	}
	p.Troops[a.Kind] += a.Levels
	t.say("%s: Truppen %s: %s → +%d Stufen für %d Gold und %d Einfluss", "%s: troops %s: %s → +%d levels for %d gold and %d influence", p.Name, Name2(k.DE, k.EN, t.Lang), c.Text, a.Levels, g, in)
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

func (*SetMode) ActionType() string     { return "mode" }
func (a *SetMode) Legal(s *State) error { _, err := run(s, nil, nil, a.do); return err }
func (a *SetMode) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, nil, a.do)
}

func (a *SetMode) do(t *State, _ *roller) error {
	p, err := t.actor(a.Player)
	if err != nil {
		return err
	}
	bad := func(opts string) error {
		return referee.Usagef(t.tr("%s: Modus %s, nicht %q", "%s: mode %s, not %q"), a.Of, opts, a.Mode)
	}
	switch {
	case strings.EqualFold(a.Of, "verlust") || strings.EqualFold(a.Of, "loss"):
		if a.Mode != "gold" && a.Mode != "influence" {
			return bad("gold|influence")
		}
		if t.Phase != Maintenance {
			return refuse(t.tr("die Verlustwahl gilt für die Gegenreaktion im Unterhalt", "the loss choice is for the counter-reaction in maintenance"), "%s", t.tr("jetzt ist nicht Unterhalt", "it is not maintenance now"))
		}
		p.Loss = a.Mode
	case p.city(a.Of) != nil:
		if a.Mode != "leased" && a.Mode != "production" {
			return bad("leased|production")
		}
		if t.Phase != Actions {
			return refuse(t.tr("Stadtbesitz-Modus nur in der Aktionsphase", "city mode only in the actions phase"), "%s", t.tr("jetzt ist nicht die Aktionsphase", "it is not the actions phase"))
		}
		p.city(a.Of).Mode = a.Mode
	case p.office(a.Of) != nil:
		if a.Mode != "influence" && a.Mode != "gold" && a.Mode != "split" {
			return bad("influence|gold|split")
		}
		// One office, one yield a round: the influence of this round was
		// counted at the reset, its gold is paid in maintenance (ruling AU26).
		if t.Rev >= Rev1 && t.Phase != Actions {
			return refuse(R().Cite("office_mode"), "%s", t.tr("der Modus eines Amts wechselt nur in der Aktionsphase und gilt ab dem nächsten Rücksetzen", "an office's mode changes only in the actions phase and counts from the next reset"))
		}
		p.office(a.Of).Mode = a.Mode
	case p.trade(a.Of) != nil:
		if a.Mode != "produce" && a.Mode != "trade" {
			return bad("produce|trade")
		}
		p.trade(a.Of).Mode = a.Mode
	default:
		return referee.Usagef(t.tr("%s hat nichts namens %q (Stadtbesitz S…, Amt A…, Handel H… oder verlust)", "%s has nothing called %q (city S…, office A…, trade H… or loss)"), p.Name, a.Of)
	}
	t.say("%s: %s → %s", "%s: %s → %s", p.Name, a.Of, a.Mode)
	return nil
}
