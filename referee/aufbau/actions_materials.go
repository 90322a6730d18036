package aufbau

import (
	"fmt"
	"strings"

	"boardroom/referee"
	aufbaurules "boardroom/rules/aufbau"

	"boardroom/phrase"
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

func (*GainMaterials) ActionType() string     { return string(ActMaterials) }
func (a *GainMaterials) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *GainMaterials) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *GainMaterials) do(s *State, r *roller) error {
	ru := R()
	mr := ru.MaterialsAction
	p, err := s.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	if err := s.positive(a.Inv, s.msg("actions.investments")); err != nil {
		return err
	}
	mods := []aufbaurules.Mod{s.investMod(ru.Checks.LargeInvestSteps, a.Inv)}
	if rk := p.activeOrgRank("collegiumCraft"); rk > 0 {
		mods = append(mods, aufbaurules.Mod{Name: s.msg("actions.craft_collegium"), Value: -ru.Orgs.Kinds["collegiumCraft"].MaterialsDCPerRank * rk})
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
			return phrase.Usagef("%s", s.msg("actions.which_workshop_ziel_w_has", p.Name, len(p.Workshops)))
		}
		capv = mr.WorkshopCap * ru.Rank(ws.Tier) // as materialsCap
	} else {
		if target == "" && len(p.Domains) == 1 {
			target = p.Domains[0].ID
		}
		if dom = p.domain(target); dom == nil {
			return phrase.Usagef("%s", s.msg("actions.which_domain_ziel_d_has", p.Name, len(p.Domains)))
		}
		capv = ru.Domains.Tiers[dom.Tier].AdminCap
		if dom.Tier != "starter" && ru.Rank(dom.Tier) == sizeRank(ru.Checks.LargeInvestSteps, a.Inv) {
			mods = append(mods, aufbaurules.Mod{Name: s.msg("actions.domain_size"), Value: ru.Checks.SizeHoldingDC})
		}
	}
	if a.Inv > capv {
		return refuse(s.msg("actions.gain_materials_cap", byTier(func(t string) int { return ru.Domains.Tiers[t].AdminCap }), ru.MaterialsAction.WorkshopCap), "%s", s.msg("actions.at_most_not", capv, a.Inv))
	}
	if p.Labor < a.Inv {
		return refuse(s.msg("actions.gainmaterials_costs_1_labour_per"), "%s", s.msg("actions.has_labour_needs", p.Name, p.Labor, a.Inv))
	}
	if err := s.useAction(p, key, "materials"); err != nil {
		return err
	}
	s.work("material", "why.labour_paid", p.Name, p.Labor, a.Inv, p.Labor-a.Inv)
	p.Labor -= a.Inv
	c, err := s.check(r, p.Name, "materials", s.value(p, "materials"), nil, base, mods)
	if err != nil {
		return err
	}
	var got string
	if dom != nil {
		total := mr.RawYield[c.Tier.ID] * a.Inv
		s.work("material", "why.raw_yield", c.Tier.Name(s.Language()), mr.RawYield[c.Tier.ID], a.Inv, total)
		if total > 0 && p.traits().Raw != 0 {
			s.work("material", "why.trait_plus", total, p.traits().Raw, total+p.traits().Raw)
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
				parts = append(parts, fmt.Sprintf("%d %s", n, s.matName(id)))
			}
		}
		got = strings.Join(parts, ", ")
	} else {
		n := mr.SpecialQuarters[c.Tier.ID] * a.Inv / 4
		s.work("material", "why.special_yield", c.Tier.Name(s.Language()), mr.SpecialQuarters[c.Tier.ID], a.Inv, n)
		if n > 0 && p.traits().Special != 0 {
			s.work("material", "why.trait_plus", n, p.traits().Special, n+p.traits().Special)
			n += p.traits().Special
		}
		out := ru.Refine(ws.Output, p.refineSteps(*ws))
		m, _ := ru.Material(out)
		if m.Kind() == "raw" {
			p.addRaw(out, n*ru.Workshops.Ratio)
			got = fmt.Sprintf("%d %s", n*ru.Workshops.Ratio, m.Name(s.Language()))
		} else {
			p.addSpecial(out, n)
			got = fmt.Sprintf("%d %s", n, m.Name(s.Language()))
		}
	}
	if got == "" || strings.HasPrefix(got, "0 ") {
		got = s.msg("actions.nothing")
	}
	s.say("actions.gain_materials_labour",
		p.Name, map[string]string{"domain": s.msg("actions.domain"), "workshop": s.msg("actions.workshop")}[a.Mode], target, a.Inv, a.Inv, c.Text, got)
	return nil
}
