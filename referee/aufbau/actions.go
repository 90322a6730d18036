package aufbau

import (
	"fmt"
	"slices"
	"strings"

	"boardroom/referee"
	rules "boardroom/rules/aufbau"
)

var refuse = referee.Refusef

// actor checks the campaign goes on, the phase and the player.
func (s *State) actor(name string, phases ...string) (*Player, error) {
	if s.Ended {
		return nil, refuse(s.cite("open_campaign"), "%s", s.msg("actions.the_campaign_has_ended"))
	}
	i, err := s.PlayerIndex(name)
	if err != nil {
		return nil, err
	}
	if len(phases) > 0 && !slices.Contains(phases, s.Phase) {
		var names []string
		for _, ph := range phases {
			names = append(names, R().PhaseNames[ph].In(s.Lang))
		}
		return nil, refuse(s.msg("actions.round_maintenance_actions_conversion_reset"),
			"%s", s.msg("actions.that_is_only_allowed_in",
				strings.Join(names, "/"), R().PhaseNames[s.Phase].In(s.Lang), s.Round))
	}
	return &s.Players[i], nil
}

// bonusSlots are the player's bonus actions of a kind.
func (p *Player) bonusSlots(kind string) int {
	ru := R()
	n := 0
	for h := range p.HoldingsOf("office", "org") {
		if h.Tier == "large" && (h.Kind == "office" && kind == "influence" ||
			h.Kind == "org" && !*h.Unrest && ru.Orgs.Kinds[h.ID].LargeBonus == kind) {
			n++
		}
	}
	return n
}

// useAction spends a standard or bonus action under a canonical key; no key
// twice in a round (ruling AU14).
func (s *State) useAction(p *Player, key, kind string) error {
	ru := R()
	free := p.Standard < ru.Actions.Standard
	bonusLeft := 0
	if kind != "" {
		used := 0
		for _, b := range p.BonusUsed {
			if strings.HasPrefix(b, kind+":") {
				used++
			}
		}
		bonusLeft = p.bonusSlots(kind) - used
	}
	switch {
	case p.has(key) && kind == "influence" && bonusLeft > 0:
	case p.has(key):
		return refuse(s.cite("one_key"), "%s", s.msg("actions.has_already_used_this_round", p.Name, s.actionKey(key)))
	case free:
		p.Standard++
		p.Used = append(p.Used, key)
		return nil
	case bonusLeft > 0:
	default:
		return refuse(s.msg("actions.rule_actions"), "%s", s.msg("actions.has_no_action_left_in", p.Name, s.Round, p.Standard))
	}
	p.BonusUsed = append(p.BonusUsed, kind+":"+key)
	p.Used = append(p.Used, key)
	s.say("actions.uses_a_bonus_action", p.Name)
	return nil
}

// useBuild spends the free build, or else a standard action.
func (s *State) useBuild(p *Player) error {
	ru := R()
	if p.FreeUsed < ru.Actions.Free {
		p.FreeUsed++
		return nil
	}
	if p.Standard < ru.Actions.Standard {
		p.Standard++
		return nil
	}
	return refuse(s.msg("actions.rule_actions"), "%s", s.msg("actions.has_used_the_free_build", p.Name))
}

func (s *State) pay(p *Player, gold int, what string) error {
	if p.Gold < rules.G(gold) {
		return refuse(s.cite("negative_gold"), "%s", s.msg("actions.needs_gold_for_has", p.Name, gold, what, p.Gold))
	}
	before := p.Gold
	p.Gold -= rules.G(gold)
	s.work(R().Rulings["negative_gold"].ID, "why.pay", p.Name, what, gold, before.Amount(), p.Gold.Amount())
	return nil
}

func (s *State) payInfluence(p *Player, n int, what string) error {
	if p.Influence < n {
		return refuse(s.msg("actions.influence_is_the_round_s"), "%s", s.msg("actions.needs_influence_for_has", p.Name, n, what, p.Influence))
	}
	s.work("", "why.pay_influence", p.Name, what, n, p.Influence, p.Influence-n)
	p.Influence -= n
	return nil
}

func (s *State) eventMods(class string) []rules.Mod {
	var out []rules.Mod
	for _, e := range s.Events() {
		if v := e.DC[class]; v != 0 {
			out = append(out, rules.Mod{Name: fmt.Sprintf("%s %d", s.msg("actions.event"), e.Roll), Value: v})
		}
	}
	return out
}

func (s *State) investMod(steps []rules.Step, n int) rules.Mod {
	return rules.Mod{Name: s.msg("actions.investments"), Value: rules.InvestMod(steps, n)}
}

func (s *State) asMod(p *Player) rules.Mod {
	return rules.Mod{Name: s.msg("abbr.as"), Value: R().ASMod(p.AS)}
}

func (s *State) value(p *Player, check string) int { return R().Effective(p.Checks[check], s.Round) }

// sizeRank is the size of an action of n investments as a tier's rank:
// small below the first of its DC steps, one rank more for each step reached.
func sizeRank(steps []rules.Step, n int) int {
	rank := 1
	for _, s := range steps {
		if n >= s.At {
			rank++
		}
	}
	return rank
}

func tierOfRank(r int) string { return []string{"", "small", "medium", "large"}[r] }

func (s *State) positive(n int, what string) error {
	if n < 1 || n > 1000 {
		return referee.Usagef("%s", s.msg("actions.1_to_1000_not", what, n))
	}
	return nil
}

// ---- GainInfluence ----

// GainInfluence buys temporary or permanent influence.
type GainInfluence struct {
	Player string `json:"player"`
	Kind   string `json:"kind"` // temporary | permanent
	Inv    int    `json:"investments"`
	Dice   []int  `json:"dice,omitempty"`
}

func (*GainInfluence) ActionType() string     { return "influence" }
func (a *GainInfluence) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *GainInfluence) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *GainInfluence) do(t *State, r *roller) error {
	ru := R()
	ir := ru.Influence
	p, err := t.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	if err := t.positive(a.Inv, t.msg("actions.investments")); err != nil {
		return err
	}
	perm := a.Kind == "permanent"
	largest, ranks := 0, 0
	for h := range p.Holdings() {
		if h.Kind == "office" || h.Kind == "org" {
			largest = max(largest, ru.Rank(h.Tier))
			ranks += ru.Rank(h.Tier)
		}
	}
	capv := ir.TempCap[[]string{"none", "small", "medium", "large"}[largest]]
	price := ir.TempGold
	key := "influence.temp"
	if perm {
		capv, price, key = ir.PermCapBase+ranks, ir.PermGold, "influence.perm"
	}
	if a.Inv > capv {
		return refuse(t.msg("actions.gaininfluence_investment_cap_by_offices"),
			"%s", t.msg("actions.may_invest_at_most_not", p.Name, capv, a.Inv))
	}
	if err := t.useAction(p, key, "influence"); err != nil {
		return err
	}
	if err := t.pay(p, a.Inv*price, t.msg("actions.gaininfluence")); err != nil {
		return err
	}
	size := sizeRank(ru.Checks.LargeInvestSteps, a.Inv)
	mods := []rules.Mod{t.investMod(ru.Checks.LargeInvestSteps, a.Inv), t.asMod(p)}
	mods = append(mods, t.eventMods("influence")...)
	if rk := p.activeOrgRank("cult"); rk > 0 {
		mods = append(mods, rules.Mod{Name: t.msg("actions.cult"), Value: -ru.Orgs.Kinds["cult"].InfluenceDCPerRank * rk})
	}
	if v := p.traits().InfluenceDC; v != 0 {
		mods = append(mods, rules.Mod{Name: t.msg("actions.charming"), Value: v})
	}
	if slices.ContainsFunc(p.Cities, func(c City) bool { return c.Mode == "leased" && ru.Rank(c.Tier) == size }) {
		mods = append(mods, rules.Mod{Name: t.msg("actions.leased_city"), Value: ru.Checks.SizeHoldingDC})
	}
	if slices.ContainsFunc(p.Offices, func(o Office) bool { return ru.Rank(o.Tier) == size }) {
		mods = append(mods, rules.Mod{Name: t.msg("actions.office"), Value: ru.Checks.SizeHoldingDC})
	}
	c, err := t.check(r, p.Name, "influence", t.value(p, "influence"), nil, ir.DC, mods)
	if err != nil {
		return err
	}
	var got string
	if perm {
		n := ir.PermYield[c.Tier.ID] * a.Inv
		if c.Tier.ID == "poor" {
			n = max(1, ir.PermPoor.Apply(a.Inv))
		}
		if c.Tier.ID == "poor" {
			t.work("einfluss", "why.influence_yield_poor", c.Tier.Name(t.Lang), ir.PermPoor.Apply(a.Inv), n)
		} else {
			t.work("einfluss", "why.influence_yield", c.Tier.Name(t.Lang), ir.PermYield[c.Tier.ID], a.Inv, n)
		}
		p.PermInfl += n
		t.addInfluence(p, n, "einfluss")
		got = t.msg("actions.permanent_influence_also_in_this", n)
	} else {
		n := ir.TempYield[c.Tier.ID] * a.Inv
		t.work("einfluss", "why.influence_yield", c.Tier.Name(t.Lang), ir.TempYield[c.Tier.ID], a.Inv, ir.TempYield[c.Tier.ID]*a.Inv)
		if c.Tier.ID == "poor" && n < 1 {
			t.work("einfluss", "why.influence_yield_poor", c.Tier.Name(t.Lang), n, 1)
			n = 1
		}
		t.addInfluence(p, n, "einfluss")
		got = t.msg("actions.influence", n)
	}
	t.say("actions.gain_influence_gold",
		p.Name, map[bool]string{true: t.msg("actions.permanent"), false: t.msg("actions.temporary")}[perm], a.Inv, a.Inv*price, c.Text, got)
	return nil
}

// ---- money ----

func (s *State) moneyMods(p *Player, class string, inv int) []rules.Mod {
	ru := R()
	mods := []rules.Mod{s.investMod(ru.Checks.InvestSteps, inv)}
	mods = append(mods, s.eventMods(class)...)
	if hr := p.highestTradeRank(); hr > 0 && hr >= sizeRank(ru.Checks.InvestSteps, inv) {
		mods = append(mods, rules.Mod{Name: ru.Trade.Name.In(s.Lang), Value: ru.Checks.SizeHoldingDC})
	}
	if rk := p.activeOrgRank("collegiumTrade"); rk > 0 {
		mods = append(mods, rules.Mod{Name: s.msg("actions.trade_collegium"), Value: -ru.Orgs.Kinds["collegiumTrade"].MoneyDCPerRank * rk})
	}
	return mods
}

// MoneyLend lends gold; the payout arrives at the next maintenance.
type MoneyLend struct {
	Player string `json:"player"`
	Inv    int    `json:"investments"`
	Dice   []int  `json:"dice,omitempty"`
}

func (*MoneyLend) ActionType() string     { return "lend" }
func (a *MoneyLend) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *MoneyLend) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *MoneyLend) do(t *State, r *roller) error {
	ru := R()
	p, err := t.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	if err := t.positive(a.Inv, t.msg("actions.investments")); err != nil {
		return err
	}
	capv := ru.Trade.LendCapWithout
	if hr := p.highestTradeRank(); hr > 0 {
		capv = ru.Trade.Tiers[tierOfRank(hr)].LendCap
	}
	if a.Inv > capv {
		return refuse(t.msg("actions.lending_cap_by_the_largest"), "%s", t.msg("actions.may_lend_at_most_not", p.Name, capv, a.Inv))
	}
	if err := t.useAction(p, "money.lend", "money"); err != nil {
		return err
	}
	if err := t.pay(p, a.Inv*ru.Lend.Gold, t.msg("actions.lending")); err != nil {
		return err
	}
	c, err := t.check(r, p.Name, "money", t.value(p, "money"), nil, ru.Lend.DC, t.moneyMods(p, "lend", a.Inv))
	if err != nil {
		return err
	}
	pay := ru.Lend.Payout[c.Tier.ID] * a.Inv
	t.work("geld", "why.lend_payout", c.Tier.Name(t.Lang), ru.Lend.Payout[c.Tier.ID], a.Inv, pay)
	if boom := t.moneyBoom(a.Inv, c.Tier.ID); boom != 0 {
		e := t.eventAny(func(e *rules.Event) bool { return e.MoneyBoom != nil })
		t.work("ereignisse", "why.event_plus", e.Roll, pay, boom, pay+boom)
		pay += boom
	}
	if e := t.eventAny(func(e *rules.Event) bool { return e.LendPayout != nil }); e != nil {
		np := e.LendPayout.Apply(pay)
		t.work("ereignisse", "why.event_half_down", e.Roll, pay, np, e.LendPayout.Glyph(), t.rounding(*e.LendPayout))
		pay = np
	}
	t.work("geld", "why.pending", p.Name, p.Pending.Gold.Amount(), pay, (p.Pending.Gold + rules.G(pay)).Amount())
	p.Pending.Gold += rules.G(pay)
	t.say("actions.lend_gold_gold_payout_at",
		p.Name, a.Inv, a.Inv*ru.Lend.Gold, c.Text, pay)
	return nil
}

// Goods is one line of goods to sell or buy: labour ("ak") or a material.
type Goods struct {
	What  string `json:"what"`
	Count int    `json:"count"`
}

// ParseGoods reads "ak:3", "raw.grain:12", "getreide:12", "Pulpellen:2".
func ParseGoods(s string) (Goods, error) {
	name, num, ok := strings.Cut(s, ":")
	if !ok {
		return Goods{}, typed("input.goods_form", func(string) []any { return []any{s} })
	}
	n, err := referee.ParseInt(strings.TrimSpace(num)) // spaces around ':' are the list's
	if err != nil || n < 1 || n > 10000 {
		return Goods{}, typed("input.goods_count", func(string) []any { return []any{s} })
	}
	name = strings.TrimSpace(name)
	if id, ok := find(name, goodsNames()); ok {
		return Goods{What: id, Count: n}, nil
	}
	return Goods{}, typed("input.no_goods", func(lang string) []any { return []any{name, suggest(name, goodsNames(), lang)} })
}

func findMaterial(name string) (*rules.Material, bool) {
	if id, ok := find(name, goodsNames()); ok && id != "ak" {
		return R().Material(id)
	}
	return nil, false
}

// invOf is the investments of goods: AK 1, RM per 6, SM 1.
func (s *State) invOf(goods []Goods) (int, error) {
	n := 0
	for _, g := range goods {
		switch {
		case g.What == "ak":
			n += g.Count
		case strings.HasPrefix(g.What, "raw."):
			if g.Count%R().Market.RawUnit != 0 {
				return 0, refuse(s.msg("actions.raw_material_trades_in_units"), "%s", s.msg("actions.is_not_a_multiple_of", g.Count, s.matName(g.What), R().Market.RawUnit))
			}
			n += g.Count / R().Market.RawUnit
		default:
			if _, ok := R().Material(g.What); !ok {
				return 0, referee.Usagef("unknown goods %q", g.What)
			}
			n += g.Count
		}
	}
	return n, nil
}

func (s *State) market(p *Player, id string) (*Market, error) {
	switch fold(id) {
	case "", "lokal", "lokalermarkt", "local", "localmarket":
		id = "lokal"
	}
	for i := range s.Markets {
		m := &s.Markets[i]
		if strings.EqualFold(m.ID, id) {
			if m.Owner != "" && m.Owner != p.Name {
				return nil, refuse(s.msg("actions.only_its_owner_uses_a"), "%s", s.msg("actions.market_belongs_to", m.ID, m.Owner))
			}
			return m, nil
		}
	}
	if id == "lokal" {
		return &Market{ID: "lokal", Mods: map[string]int{}}, nil
	}
	return nil, referee.Usagef("%s", s.msg("actions.no_market", id))
}

func (s *State) sellCap(p *Player) int {
	ru := R()
	n := ru.Sell.CapBase
	for h := range p.HoldingsOf("trade", "domain") {
		n += h.sellCap()
	}
	return n
}

// tradeStart is what selling and buying check first: the player may act,
// names goods, stays within the trade cap, on a market they may use. It
// returns the player, the investments the goods make and the market.
func (s *State) tradeStart(player string, goods []Goods, market string) (*Player, int, *Market, error) {
	p, err := s.actor(player, Actions)
	if err != nil {
		return nil, 0, nil, err
	}
	if len(goods) == 0 {
		return nil, 0, nil, referee.Usagef("%s", s.msg("actions.no_goods_given"))
	}
	inv, err := s.invOf(goods)
	if err != nil {
		return nil, 0, nil, err
	}
	if c := s.sellCap(p); inv > c {
		ru := R()
		step := ru.Trade.Tiers["small"].SellCap
		rule := s.msg("actions.sell_buy_cap_per_trade", ru.Sell.CapBase, step)
		return nil, 0, nil, refuse(rule, "%s", s.msg("actions.may_trade_at_most_not", p.Name, c, inv))
	}
	mk, err := s.market(p, market)
	if err != nil {
		return nil, 0, nil, err
	}
	return p, inv, mk, nil
}

// MoneySell sells labour or goods on a market.
type MoneySell struct {
	Player string  `json:"player"`
	Goods  []Goods `json:"goods"`
	Market string  `json:"market,omitempty"`
	Dice   []int   `json:"dice,omitempty"`
}

func (*MoneySell) ActionType() string     { return "sell" }
func (a *MoneySell) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *MoneySell) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *MoneySell) do(t *State, r *roller) error {
	p, inv, mk, err := t.tradeStart(a.Player, a.Goods, a.Market)
	if err != nil {
		return err
	}
	// the goods must be there
	for _, g := range a.Goods {
		have := p.Labor
		if g.What != "ak" {
			have = p.Raw[g.What] + p.Special[g.What]
		}
		if have < g.Count {
			return refuse(t.msg("actions.only_what_is_there_can"), "%s", t.msg("actions.has_not", p.Name, have, t.goodsName(g.What), g.Count))
		}
	}
	if err := t.useAction(p, "money.sell", "money"); err != nil {
		return err
	}
	return t.sell(r, p, a.Goods, mk, inv, inv)
}

// sell resolves a sale of goods worth inv investments on mk; the DC counts
// dcInv investments (a sale and purchase count together).
func (s *State) sell(r *roller, p *Player, goods []Goods, mk *Market, inv, dcInv int) error {
	ru := R()
	c, err := s.check(r, p.Name, "money", s.value(p, "money"), nil, ru.Sell.DC, s.moneyMods(p, "sell", dcInv))
	if err != nil {
		return err
	}
	var g Gold
	var value Gold
	var parts []string
	var sold []*rules.Material
	marketDelta := 0
	for _, gd := range goods {
		if gd.What == "ak" {
			p.Labor -= gd.Count
			value += rules.Frac(gd.Count, ru.Conversion.LaborDivisor)
			parts = append(parts, fmt.Sprintf("%d %s", gd.Count, s.msg("actions.labour")))
			continue
		}
		m, _ := ru.Material(gd.What)
		sold = append(sold, m)
		units := gd.Count
		if m.Kind() == "raw" {
			units = gd.Count / ru.Market.RawUnit
			div := ru.Conversion.RawDivisor
			if e := s.eventAny(func(e *rules.Event) bool { return e.FoodDivisor > 0 }); e != nil && m.Food() {
				div = e.FoodDivisor
			}
			value += rules.Frac(gd.Count, div)
			p.addRaw(m.ID, -gd.Count)
		} else {
			value += rules.G(gd.Count * ru.Conversion.SpecialGold)
			p.addSpecial(m.ID, -gd.Count)
		}
		marketDelta += units*(mk.Mods[m.Group]+s.perInvDelta(m)) + gd.Count/ru.Conversion.BonusPer*m.Bonus
		parts = append(parts, fmt.Sprintf("%d %s", gd.Count, m.Name(s.Lang)))
	}
	switch c.Tier.ID {
	case "poor":
		g = value
	case "fail":
		g = max(0, value-rules.G(ru.Sell.FailLoss))
	default:
		g = rules.G(ru.Sell.PerInv[c.Tier.ID] * inv)
	}
	extra := marketDelta + s.flatSale(sold)
	extra += s.moneyBoom(inv, c.Tier.ID)
	s.work("geld", "why.sale", c.Tier.Name(s.Lang), g.Amount(), extra, max(0, g+rules.G(extra)).Amount())
	g = max(0, g+rules.G(extra))
	s.work("", "why.gold_sum", p.Name, p.Gold.Amount(), g.Amount(), (p.Gold + g).Amount())
	p.Gold += g
	s.say("actions.sells_market_market_event_bonus",
		p.Name, strings.Join(parts, ", "), inv, s.marketName(mk.ID), c.Text, g, extra)
	return nil
}

func (s *State) goodsName(what string) string {
	if what == "ak" {
		return s.msg("actions.labour")
	}
	return s.matName(what)
}

// MoneyBuy buys labour or goods; they arrive at the next maintenance.
type MoneyBuy struct {
	Player string  `json:"player"`
	Goods  []Goods `json:"goods"`
	Market string  `json:"market,omitempty"`
	Dice   []int   `json:"dice,omitempty"`
}

func (*MoneyBuy) ActionType() string     { return "buy" }
func (a *MoneyBuy) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *MoneyBuy) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *MoneyBuy) do(t *State, r *roller) error {
	p, inv, mk, err := t.tradeStart(a.Player, a.Goods, a.Market)
	if err != nil {
		return err
	}
	price, worst := t.buyPrice(p, a.Goods, mk, inv)
	if p.Gold < rules.G(worst) {
		return refuse(t.cite("worst_case"), "%s", t.msg("actions.needs_up_to_gold_the", p.Name, worst, p.Gold))
	}
	if err := t.useAction(p, "money.buy", "money"); err != nil {
		return err
	}
	return t.buy(r, p, a.Goods, mk, inv, inv, price)
}

// buyPrice is the price of goods by success tier, and the worst of them.
func (s *State) buyPrice(p *Player, goods []Goods, mk *Market, inv int) (func(string) int, int) {
	ru := R()
	base, delta := 0, 0
	for _, gd := range goods {
		switch {
		case gd.What == "ak":
			base += gd.Count * ru.Buy.LaborPrice
		case strings.HasPrefix(gd.What, "raw."):
			m, _ := ru.Material(gd.What)
			u := gd.Count / ru.Market.RawUnit
			base += u * ru.Buy.RawPrice
			delta += u*(mk.Mods[m.Group]+s.perInvDelta(m)) + gd.Count/ru.Conversion.BonusPer*m.Bonus
		default:
			m, _ := ru.Material(gd.What)
			base += gd.Count * ru.Buy.SpecialPrice
			delta += gd.Count*(mk.Mods[m.Group]+s.perInvDelta(m)) + gd.Count/ru.Conversion.BonusPer*m.Bonus
		}
	}
	price := func(tier string) int {
		if tier == "fail" {
			return base
		}
		return max(ru.Buy.MinPerInv*inv, base+ru.Buy.TierDelta[tier]*inv+delta)
	}
	return price, max(price("poor"), price("fail"))
}

// buy resolves a purchase at the prices given; the DC counts dcInv investments.
func (s *State) buy(r *roller, p *Player, goods []Goods, mk *Market, inv, dcInv int, price func(string) int) error {
	ru := R()
	c, err := s.check(r, p.Name, "money", s.value(p, "money"), nil, ru.Sell.DC, s.moneyMods(p, "sell", dcInv))
	if err != nil {
		return err
	}
	cost := price(c.Tier.ID)
	s.work("geld", "why.purchase", c.Tier.Name(s.Lang), cost, p.Name, p.Gold.Amount(), (p.Gold - rules.G(cost)).Amount())
	p.Gold -= rules.G(cost)
	if c.Tier.ID == "fail" {
		s.say("actions.purchase_failed_paid_gold_received", p.Name, c.Text, cost)
		return nil
	}
	var parts []string
	for _, gd := range goods {
		switch {
		case gd.What == "ak":
			p.Pending.Labor += gd.Count
		case strings.HasPrefix(gd.What, "raw."):
			p.Pending.Raw[gd.What] += gd.Count
		default:
			p.Pending.Special[gd.What] += gd.Count
		}
		parts = append(parts, fmt.Sprintf("%d %s", gd.Count, s.goodsName(gd.What)))
	}
	s.say("actions.buys_market_gold_delivered_at",
		p.Name, strings.Join(parts, ", "), inv, s.marketName(mk.ID), c.Text, cost)
	return nil
}

// ---- GainMaterials ----

// GainMaterials spends labour on a domain's or a workshop's output.
type GainMaterials struct {
	Player string `json:"player"`
	Mode   string `json:"mode"` // domain | workshop
	Inv    int    `json:"investments"`
	Target string `json:"target,omitempty"`
	Dice   []int  `json:"dice,omitempty"`
}

func (*GainMaterials) ActionType() string     { return "materials" }
func (a *GainMaterials) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *GainMaterials) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *GainMaterials) do(t *State, r *roller) error {
	ru := R()
	mr := ru.MaterialsAction
	p, err := t.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	if err := t.positive(a.Inv, t.msg("actions.investments")); err != nil {
		return err
	}
	mods := []rules.Mod{t.investMod(ru.Checks.LargeInvestSteps, a.Inv)}
	if rk := p.activeOrgRank("collegiumCraft"); rk > 0 {
		mods = append(mods, rules.Mod{Name: t.msg("actions.craft_collegium"), Value: -ru.Orgs.Kinds["collegiumCraft"].MaterialsDCPerRank * rk})
	}
	var dom *Domain
	var ws *Workshop
	base, capv, key := mr.DomainDC, 0, "materials.domain"
	target := a.Target
	if a.Mode == "workshop" {
		key, base = "materials.workshop", mr.WorkshopDC
		if target == "" && len(p.Workshops) == 1 {
			target = p.Workshops[0].ID
		}
		if ws = p.workshop(target); ws == nil {
			return referee.Usagef("%s", t.msg("actions.which_workshop_ziel_w_has", p.Name, len(p.Workshops)))
		}
		capv = mr.WorkshopCap * ru.Rank(ws.Tier)
	} else {
		if target == "" && len(p.Domains) == 1 {
			target = p.Domains[0].ID
		}
		if dom = p.domain(target); dom == nil {
			return referee.Usagef("%s", t.msg("actions.which_domain_ziel_d_has", p.Name, len(p.Domains)))
		}
		capv = ru.Domains.Tiers[dom.Tier].AdminCap
		if dom.Tier != "starter" && ru.Rank(dom.Tier) == sizeRank(ru.Checks.LargeInvestSteps, a.Inv) {
			mods = append(mods, rules.Mod{Name: t.msg("actions.domain_size"), Value: ru.Checks.SizeHoldingDC})
		}
	}
	if a.Inv > capv {
		return refuse(t.msg("actions.gainmaterials_cap_4_domain_rank"), "%s", t.msg("actions.at_most_not", capv, a.Inv))
	}
	if p.Labor < a.Inv {
		return refuse(t.msg("actions.gainmaterials_costs_1_labour_per"), "%s", t.msg("actions.has_labour_needs", p.Name, p.Labor, a.Inv))
	}
	if err := t.useAction(p, key, "materials"); err != nil {
		return err
	}
	t.work("material", "why.labour_paid", p.Name, p.Labor, a.Inv, p.Labor-a.Inv)
	p.Labor -= a.Inv
	c, err := t.check(r, p.Name, "materials", t.value(p, "materials"), nil, base, mods)
	if err != nil {
		return err
	}
	var got string
	if dom != nil {
		total := mr.RawYield[c.Tier.ID] * a.Inv
		t.work("material", "why.raw_yield", c.Tier.Name(t.Lang), mr.RawYield[c.Tier.ID], a.Inv, total)
		if total > 0 && p.traits().Raw != 0 {
			t.work("material", "why.trait_plus", total, p.traits().Raw, total+p.traits().Raw)
			total += p.traits().Raw
		}
		picks := dom.Picks
		var parts []string
		for i, id := range picks {
			n := total / len(picks)
			if i < total%len(picks) {
				n++
			}
			p.addRaw(id, n)
			if n > 0 {
				parts = append(parts, fmt.Sprintf("%d %s", n, t.matName(id)))
			}
		}
		got = strings.Join(parts, ", ")
	} else {
		n := mr.SpecialQuarters[c.Tier.ID] * a.Inv / 4
		t.work("material", "why.special_yield", c.Tier.Name(t.Lang), mr.SpecialQuarters[c.Tier.ID], a.Inv, n)
		if n > 0 && p.traits().Special != 0 {
			t.work("material", "why.trait_plus", n, p.traits().Special, n+p.traits().Special)
			n += p.traits().Special
		}
		out := ru.Refine(ws.Output, p.refineSteps(*ws))
		m, _ := ru.Material(out)
		if m.Kind() == "raw" {
			p.addRaw(out, n*ru.Workshops.Ratio)
			got = fmt.Sprintf("%d %s", n*ru.Workshops.Ratio, m.Name(t.Lang))
		} else {
			p.addSpecial(out, n)
			got = fmt.Sprintf("%d %s", n, m.Name(t.Lang))
		}
	}
	if got == "" || strings.HasPrefix(got, "0 ") {
		got = t.msg("actions.nothing")
	}
	t.say("actions.gain_materials_labour",
		p.Name, map[string]string{"domain": t.msg("actions.domain"), "workshop": t.msg("actions.workshop")}[a.Mode], target, a.Inv, a.Inv, c.Text, got)
	return nil
}

// MoneySellBuy sells and buys in one standard action: key money.sell, and
// money.buy is marked used; the cap and the DC count both together; two
// rolls against the same DC; the purchase is paid from the gold after the
// sale and arrives at the next maintenance.
type MoneySellBuy struct {
	Player string  `json:"player"`
	Sell   []Goods `json:"sell"`
	Buy    []Goods `json:"buy"`
	Market string  `json:"market,omitempty"`
	Dice   []int   `json:"dice,omitempty"`
}

func (*MoneySellBuy) ActionType() string     { return "sellbuy" }
func (a *MoneySellBuy) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *MoneySellBuy) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *MoneySellBuy) do(t *State, r *roller) error {
	p, err := t.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	if len(a.Sell) == 0 || len(a.Buy) == 0 {
		return referee.Usagef("%s", t.msg("actions.sell_and_buy_give_both"))
	}
	si, err := t.invOf(a.Sell)
	if err != nil {
		return err
	}
	bi, err := t.invOf(a.Buy)
	if err != nil {
		return err
	}
	if c := t.sellCap(p); si+bi > c {
		return refuse(t.msg("actions.a_sale_and_purchase_count"), "%s", t.msg("actions.may_trade_at_most_not", p.Name, c, si+bi))
	}
	mk, err := t.market(p, a.Market)
	if err != nil {
		return err
	}
	for _, g := range a.Sell {
		have := p.Labor
		if g.What != "ak" {
			have = p.Raw[g.What] + p.Special[g.What]
		}
		if have < g.Count {
			return refuse(t.msg("actions.only_what_is_there_can"), "%s", t.msg("actions.has_not", p.Name, have, t.goodsName(g.What), g.Count))
		}
	}
	price, worst := t.buyPrice(p, a.Buy, mk, bi)
	if p.Gold < rules.G(worst) {
		return refuse(t.cite("worst_case"), "%s", t.msg("actions.needs_up_to_gold_for", p.Name, worst, p.Gold))
	}
	if p.has("money.buy") {
		return refuse(t.cite("one_key"), "%s", t.msg("actions.has_already_used_money_buy", p.Name))
	}
	if err := t.useAction(p, "money.sell", "money"); err != nil {
		return err
	}
	p.Used = append(p.Used, "money.buy")
	if err := t.sell(r, p, a.Sell, mk, si, si+bi); err != nil {
		return err
	}
	return t.buy(r, p, a.Buy, mk, bi, si+bi, price)
}
