package aufbau

import (
	"boardroom/phrase/msg"
	"fmt"
	"strings"

	"boardroom/referee"
	aufbaurules "boardroom/rules/aufbau"

	"boardroom/phrase"
)

// ---- money ----

// lendCap is the most investments p may lend in one MoneyLend: by the
// largest trade enterprise, or the cap without one.
func (p *Player) lendCap() int {
	ru := R()
	if hr := p.highestTradeRank(); hr > 0 {
		return ru.Trade.Tiers[tierOfRank(hr)].LendCap
	}
	return ru.Trade.LendCapWithout
}

func (s *State) moneyMods(p *Player, class string, inv int) []aufbaurules.Mod {
	ru := R()
	mods := []aufbaurules.Mod{s.investMod(ru.Checks.InvestSteps, inv)}
	mods = append(mods, s.eventMods(class)...)
	if hr := p.highestTradeRank(); hr > 0 && hr >= sizeRank(ru.Checks.InvestSteps, inv) {
		mods = append(mods, aufbaurules.Mod{Name: ru.Trade.Name.In(s.Language()), Value: ru.Checks.SizeHoldingDC})
	}
	if rk := p.activeOrgRank("collegiumTrade"); rk > 0 {
		mods = append(mods, aufbaurules.Mod{Name: s.msg("actions.trade_collegium"), Value: -ru.Orgs.Kinds["collegiumTrade"].MoneyDCPerRank * rk})
	}
	return mods
}

// MoneyLend lends gold; the payout arrives at the next maintenance.
type MoneyLend struct {
	Player string `json:"player"`
	Inv    int    `json:"investments"`
	Dice   []int  `json:"dice,omitempty"`
}

func (*MoneyLend) ActionType() string     { return string(ActLend) }
func (a *MoneyLend) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *MoneyLend) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *MoneyLend) do(s *State, r *roller) error {
	ru := R()
	p, err := s.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	if err := s.positive(a.Inv, s.msg("actions.investments")); err != nil {
		return err
	}
	if capv := p.lendCap(); a.Inv > capv {
		return refuse(s.msg("actions.lending_cap", ru.Trade.LendCapWithout), "%s", s.msg("actions.may_lend_at_most_not", p.Name, capv, a.Inv))
	}
	if err := s.useAction(p, "money.lend", "money"); err != nil {
		return err
	}
	if err := s.pay(p, a.Inv*ru.Lend.Gold, s.msg("actions.lending")); err != nil {
		return err
	}
	c, err := s.check(r, p.Name, "money", s.value(p, "money"), nil, ru.Lend.DC, s.moneyMods(p, "lend", a.Inv))
	if err != nil {
		return err
	}
	pay := ru.Lend.Payout[c.Tier.ID] * a.Inv
	s.work("geld", "why.lend_payout", c.Tier.Name(s.Language()), ru.Lend.Payout[c.Tier.ID], a.Inv, pay)
	if boom := s.moneyBoom(a.Inv, c.Tier.ID); boom != 0 {
		e := s.eventAny(func(e *aufbaurules.Event) bool { return e.MoneyBoom != nil })
		s.work("ereignisse", "why.event_plus", e.Roll, pay, boom, pay+boom)
		pay += boom
	}
	if e := s.eventAny(func(e *aufbaurules.Event) bool { return e.LendPayout != nil }); e != nil {
		np := e.LendPayout.Apply(pay)
		s.work("ereignisse", "why.event_half_down", e.Roll, pay, np, e.LendPayout.Glyph(), s.rounding(*e.LendPayout))
		pay = np
	}
	s.work("geld", "why.pending", p.Name, p.Pending.Gold.Amount(), pay, (p.Pending.Gold + aufbaurules.G(pay)).Amount())
	p.Pending.Gold += aufbaurules.G(pay)
	s.say("actions.lend_gold_gold_payout_at",
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
		return Goods{}, typed("input.goods_form", func(msg.Lang) []any { return []any{s} })
	}
	n, err := phrase.ParseInt(strings.TrimSpace(num)) // spaces around ':' are the list's
	if err != nil || n < 1 || n > 10000 {
		return Goods{}, typed("input.goods_count", func(msg.Lang) []any { return []any{s} })
	}
	name = strings.TrimSpace(name)
	if id, ok := find(name, goodsNames()); ok {
		return Goods{What: id, Count: n}, nil
	}
	return Goods{}, typedUnknown("input.no_goods", func(lang msg.Lang) []any { return []any{name, suggest(name, goodsNames(), lang)} })
}

func findMaterial(name string) (*aufbaurules.Material, bool) {
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
				return 0, refuse(s.msg("actions.raw_material_unit", R().Market.RawUnit), "%s", s.msg("actions.is_not_a_multiple_of", g.Count, s.matName(g.What), R().Market.RawUnit))
			}
			n += g.Count / R().Market.RawUnit
		default:
			if _, ok := R().Material(g.What); !ok {
				return 0, phrase.Usagef("%s", s.msg("input.unknown_goods", g.What))
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
	return nil, phrase.Usagef("%s", s.msg("actions.no_market", id))
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
		return nil, 0, nil, phrase.Usagef("%s", s.msg("actions.no_goods_given"))
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

func (*MoneySell) ActionType() string     { return string(ActSell) }
func (a *MoneySell) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *MoneySell) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *MoneySell) do(s *State, r *roller) error {
	p, inv, mk, err := s.tradeStart(a.Player, a.Goods, a.Market)
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
			return refuse(s.msg("actions.only_what_is_there_can"), "%s", s.msg("actions.has_not", p.Name, have, s.goodsName(g.What), g.Count))
		}
	}
	if err := s.useAction(p, "money.sell", "money"); err != nil {
		return err
	}
	return s.sell(r, p, a.Goods, mk, inv, inv)
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
	var sold []*aufbaurules.Material
	marketDelta := 0
	for _, gd := range goods {
		if gd.What == "ak" {
			p.Labor -= gd.Count
			value += aufbaurules.Frac(gd.Count, ru.Conversion.LaborDivisor)
			parts = append(parts, fmt.Sprintf("%d %s", gd.Count, s.msg("actions.labour")))
			continue
		}
		m, _ := ru.Material(gd.What)
		sold = append(sold, m)
		units := gd.Count
		if m.Kind() == "raw" {
			units = gd.Count / ru.Market.RawUnit
			div := ru.Conversion.RawDivisor
			if e := s.eventAny(func(e *aufbaurules.Event) bool { return e.FoodDivisor > 0 }); e != nil && m.Food() {
				div = e.FoodDivisor
			}
			value += aufbaurules.Frac(gd.Count, div)
			p.addRaw(m.ID, -gd.Count)
		} else {
			value += aufbaurules.G(gd.Count * ru.Conversion.SpecialGold)
			p.addSpecial(m.ID, -gd.Count)
		}
		marketDelta += units*(mk.Mods[m.Group]+s.perInvDelta(m)) + gd.Count/ru.Conversion.BonusPer*m.Bonus
		parts = append(parts, fmt.Sprintf("%d %s", gd.Count, m.Name(s.Language())))
	}
	switch c.Tier.ID {
	case "poor":
		g = value
	case "fail":
		g = max(0, value-aufbaurules.G(ru.Sell.FailLoss))
	default:
		g = aufbaurules.G(ru.Sell.PerInv[c.Tier.ID] * inv)
	}
	extra := marketDelta + s.flatSale(sold)
	extra += s.moneyBoom(inv, c.Tier.ID)
	s.work("geld", "why.sale", c.Tier.Name(s.Language()), g.Amount(), extra, max(0, g+aufbaurules.G(extra)).Amount())
	g = max(0, g+aufbaurules.G(extra))
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

func (*MoneyBuy) ActionType() string     { return string(ActBuy) }
func (a *MoneyBuy) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *MoneyBuy) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *MoneyBuy) do(s *State, r *roller) error {
	p, inv, mk, err := s.tradeStart(a.Player, a.Goods, a.Market)
	if err != nil {
		return err
	}
	price, worst := s.buyPrice(p, a.Goods, mk, inv)
	if p.Gold < aufbaurules.G(worst) {
		return refuse(s.cite("worst_case"), "%s", s.msg("actions.needs_up_to_gold_the", p.Name, worst, p.Gold))
	}
	if err := s.useAction(p, "money.buy", "money"); err != nil {
		return err
	}
	return s.buy(r, p, a.Goods, mk, inv, inv, price)
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
	s.work("geld", "why.purchase", c.Tier.Name(s.Language()), cost, p.Name, p.Gold.Amount(), (p.Gold - aufbaurules.G(cost)).Amount())
	p.Gold -= aufbaurules.G(cost)
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

func (*MoneySellBuy) ActionType() string     { return string(ActSellBuy) }
func (a *MoneySellBuy) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *MoneySellBuy) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *MoneySellBuy) do(s *State, r *roller) error {
	p, err := s.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	if len(a.Sell) == 0 || len(a.Buy) == 0 {
		return phrase.Usagef("%s", s.msg("actions.sell_and_buy_give_both"))
	}
	si, err := s.invOf(a.Sell)
	if err != nil {
		return err
	}
	bi, err := s.invOf(a.Buy)
	if err != nil {
		return err
	}
	if c := s.sellCap(p); si+bi > c {
		return refuse(s.msg("actions.a_sale_and_purchase_count"), "%s", s.msg("actions.may_trade_at_most_not", p.Name, c, si+bi))
	}
	mk, err := s.market(p, a.Market)
	if err != nil {
		return err
	}
	for _, g := range a.Sell {
		have := p.Labor
		if g.What != "ak" {
			have = p.Raw[g.What] + p.Special[g.What]
		}
		if have < g.Count {
			return refuse(s.msg("actions.only_what_is_there_can"), "%s", s.msg("actions.has_not", p.Name, have, s.goodsName(g.What), g.Count))
		}
	}
	price, worst := s.buyPrice(p, a.Buy, mk, bi)
	if p.Gold < aufbaurules.G(worst) {
		return refuse(s.cite("worst_case"), "%s", s.msg("actions.needs_up_to_gold_for", p.Name, worst, p.Gold))
	}
	if p.has("money.buy") {
		return refuse(s.cite("one_key"), "%s", s.msg("actions.has_already_used_money_buy", p.Name))
	}
	if err := s.useAction(p, "money.sell", "money"); err != nil {
		return err
	}
	p.Used = append(p.Used, "money.buy")
	if err := s.sell(r, p, a.Sell, mk, si, si+bi); err != nil {
		return err
	}
	return s.buy(r, p, a.Buy, mk, bi, si+bi, price)
}
