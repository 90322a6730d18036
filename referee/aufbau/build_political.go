package aufbau

import (
	"fmt"
	"strings"

	"boardroom/phrase"
	"boardroom/referee"
	aufbaurules "boardroom/rules/aufbau"
)

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

func (*Political) ActionType() string     { return string(ActPolitical) }
func (a *Political) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *Political) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *Political) do(s *State, r *roller) error {
	ru := R()
	pr := ru.Political
	p, err := s.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	keys := map[string]string{"defend": "political.damageDefend", "manipulate": "political.manipulate", "loyalty": "political.loyaltySecure", "convert": "political.convertInformation"}
	key, ok := keys[a.Kind]
	if !ok {
		return phrase.Usagef("%s", s.msg("build.political_step_defend_manipulate_loyalty", a.Kind))
	}
	if a.Kind == "convert" {
		if err := s.positive(a.Inv, s.msg("build.information")); err != nil {
			return err
		}
		if p.Info < a.Inv {
			return refuse(s.msg("build.information_is_spent"), "%s", s.msg("build.has_information", p.Name, p.Info))
		}
		if err := s.useAction(p, key, ""); err != nil {
			return err
		}
		p.Info -= a.Inv
		p.Political = true
		if a.To == "influence" {
			s.addInfluence(p, a.Inv*pr.Convert.Influence, "politik")
			s.say("build.information_influence", p.Name, a.Inv, a.Inv*pr.Convert.Influence)
		} else {
			p.Gold += aufbaurules.G(a.Inv * pr.Convert.Gold)
			s.say("build.information_gold", p.Name, a.Inv, a.Inv*pr.Convert.Gold)
		}
		return nil
	}
	rank := ru.Rank(a.Size)
	if rank == 0 {
		return phrase.Usagef("%s", s.msg("build.groesse_small_medium_large"))
	}
	inv := a.Inv
	if a.Kind == "loyalty" {
		inv = len(a.Targets)
		if inv < 1 || inv > pr.LoyaltyTargets {
			return phrase.Usagef("%s", s.msg("build.secure_loyalty_targets", pr.LoyaltyTargets))
		}
	} else if err := s.positive(inv, s.msg("actions.investments")); err != nil {
		return err
	}
	if a.Info < 0 || a.Info > p.Info {
		return refuse(s.msg("build.information_is_spent"), "%s", s.msg("build.has_information", p.Name, p.Info))
	}
	gold, infl := rank, rank
	inflInv := 0
	switch {
	case a.Kind == "defend" && a.Payment == "combat":
		if p.OpenKK() < inv {
			return refuse(s.msg("build.defend_with_combat_open_combat"), "%s", s.msg("build.has_combat_power", p.Name, p.OpenKK()))
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
	// the worst case: a poor loyalty step multiplies its costs; the penalty
	// influence of a poor or failed step is taken up to the pool
	wg, wi := gold, infl
	if a.Kind == "loyalty" {
		wg, wi = pr.LoyaltyWorst()*gold, pr.LoyaltyWorst()*infl
	}
	if p.Gold < aufbaurules.G(wg) || p.Influence < wi {
		return refuse(s.cite("worst_case"), "%s", s.msg("acquire.needs_up_to_gold_and_2", p.Name, wg, wi, p.Gold, p.Influence))
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
			return phrase.Usagef("%s", s.msg("build.target_a_domain_a_city", x))
		}
		tg = append(tg, lo)
	}
	if err := s.useAction(p, key, ""); err != nil {
		return err
	}
	p.Political = true
	steps := ru.Checks.InvestSteps
	if a.Kind == "loyalty" {
		steps = pr.LoyaltySteps
	}
	mods := []aufbaurules.Mod{s.investMod(steps, inv), {Name: s.msg("abbr.kw"), Value: ru.KWMod(p.KW)}}
	mods = append(mods, s.eventMods("political")...)
	var bonus []aufbaurules.Mod
	if a.Info > 0 {
		bonus = append(bonus, aufbaurules.Mod{Name: fmt.Sprintf("%d Information", a.Info), Value: a.Info * ru.Checks.InfoBonus})
		p.Info -= a.Info
	}
	c, err := s.check(r, p.Name, "influence", s.value(p, "influence"), bonus, pr.DC, mods)
	if err != nil {
		return err
	}
	res := pr.Results[c.Tier.ID]
	var out []string
	if a.Kind == "loyalty" {
		if lg := pr.LoyaltyGold[c.Tier.ID]; lg.Factor > 0 {
			gold, infl = gold*lg.Factor, infl*lg.Factor
		} else if lg.Less > 0 || lg.LessPerTarget > 0 {
			gold = max(0, gold-lg.Less-lg.LessPerTarget*inv)
		}
		for i, lo := range tg {
			*lo = clampLO(*lo + pr.Loyalty[c.Tier.ID])
			out = append(out, fmt.Sprintf("%s %s %s %d", s.msg("abbr.lo"), a.Targets[i], phrase.Arrow(), *lo))
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
			roll, err := r.roll(s.msg("build.defence_after_failure")+p.Name, d20)
			if err != nil {
				return err
			}
			dc := pr.FailDefenceDC + aufbaurules.InvestMod(steps, inv)
			if roll+p.defenceKK(0) < dc {
				p.AS = max(ru.Checks.ASRange[0], p.AS+pr.FailDefenceAS)
				infl += pr.FailInfluencePerInv * inflInv
				out = append(out, s.msg("build.defence_dc_as_1", roll+p.defenceKK(0), dc, pr.FailDefenceAS))
			} else {
				out = append(out, s.msg("build.defence_dc", roll+p.defenceKK(0), dc))
			}
		}
		out = append(out, s.msg("build.political_deltas", res.Info, res.KW, res.AS, res.N, s.cite("political_no_target")))
	}
	s.work("politik", "why.political_paid", p.Name, p.Gold.Amount(), gold, (p.Gold - aufbaurules.G(gold)).Amount(), p.Influence, infl, max(0, p.Influence-infl))
	p.Gold -= aufbaurules.G(gold)
	p.Influence = max(0, p.Influence-infl)
	s.say("build.political_step_gold_influence",
		p.Name, s.msg("political."+a.Kind), s.tier(a.Size), inv, c.Text, gold, infl, strings.Join(out, "; "))
	return nil
}
