package aufbau

import (
	"fmt"
	"strings"

	"boardroom/referee"
	rules "boardroom/rules/aufbau"
)

// ---- GainMaterials ----

// materialsCap is the most investments p may make in one GainMaterials of
// mode ("domain" or "workshop"), on its best domain or workshop.
func (p *Player) materialsCap(mode string) int {
	ru := R()
	n := 0
	if mode == "workshop" {
		for _, w := range p.Workshops {
			n = max(n, ru.MaterialsAction.WorkshopCap*ru.Rank(w.Tier))
		}
		return n
	}
	for _, d := range p.Domains {
		n = max(n, ru.Domains.Tiers[d.Tier].AdminCap)
	}
	return n
}

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
		capv = mr.WorkshopCap * ru.Rank(ws.Tier) // as materialsCap
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
	p.Labor -= a.Inv
	c, err := t.check(r, p.Name, "materials", t.value(p, "materials"), nil, base, mods)
	if err != nil {
		return err
	}
	var got string
	if dom != nil {
		total := mr.RawYield[c.Tier.ID] * a.Inv
		if total > 0 {
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
		if n > 0 {
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
