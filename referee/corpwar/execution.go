package corpwar

import (
	"fmt"
	"strings"

	"boardroom/phrase"
	"boardroom/referee"
	corpwarrules "boardroom/rules/corpwar"
)

// Roll resolves a corporation's Execution Phase: one die per employee at
// work in each department that is not disrupted, in the order Production,
// Research, HR, Sales (CW4). With physical dice, Dice holds what was rolled
// per department; otherwise the referee rolls. Hire and Sell, when set, take
// fewer new employees or sales than the dice allow ("if desired").
type Roll struct {
	Player string         `json:"player"`
	Dice   map[Dept][]int `json:"dice,omitempty"`
	Hire   *int           `json:"hire,omitempty"`
	Sell   *int           `json:"sell,omitempty"`
}

func (*Roll) ActionType() string { return string(ActRoll) }

func (a *Roll) Legal(s *State) error {
	i, err := actor(s, ActionName(a.ActionType()), a.Player)
	if err != nil {
		return err
	}
	p := s.Players[i]
	if s.Demand == nil {
		return s.refuse(s.rule("rule.demand_first", ""), "refuse.demand_before_roll")
	}
	if p.Roll != nil {
		return s.refuse(s.rule("rule.roll_once", ""), "refuse.rolled", p.Name)
	}
	if a.Hire != nil && *a.Hire < 0 || a.Sell != nil && *a.Sell < 0 {
		return s.refuse("", "refuse.hire_sell_negative")
	}
	if a.Sell != nil && *a.Sell > s.Demand.Total {
		return s.refuse(s.rule("rule.sell_demand", "sales"), "refuse.sell_over_demand", s.Demand.Total, p.Name, *a.Sell)
	}
	for d := range a.Dice {
		if deptIndex(d) >= len(R().Depts) {
			return s.refuse(s.rule("rule.departments", "", s.deptList()), "refuse.unknown_department", s.unknownDept(string(d)), s.deptList())
		}
	}
	if !s.Physical {
		if len(a.Dice) > 0 {
			return s.refuse(s.rule("rule.referee_rolls", ""), "refuse.no_dice")
		}
		return nil
	}
	for _, d := range R().Depts {
		want := p.Staff.Of(d)
		if p.disrupted(d) {
			want = 0
		}
		got := len(a.Dice[d])
		if got == want {
			if err := s.checkDice(a.Dice[d]); err != nil {
				return err
			}
			continue
		}
		switch {
		case p.disrupted(d) && got > 0:
			return s.refuse(s.rule("rule.disrupted_no_dice", "disruption"), "refuse.disrupted", p.Name, s.dept(d))
		default:
			return s.refuse(s.rule("rule.die_per_employee", ""), "refuse.dice_count", p.Name, want, s.dept(d), got, s.diceFlags(i))
		}
	}
	return nil
}

func (a *Roll) Apply(s0 *State, ch *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := s.PlayerIndex(a.Player)
	if err := s.roll(i, a.Dice, a.Hire, a.Sell, ch); err != nil {
		return nil, err
	}
	return s, nil
}

// diceNeeded counts the dice player i rolls this turn.
func (s *State) diceNeeded(i int) int {
	n := 0
	p := s.Players[i]
	for _, d := range R().Depts {
		if !p.disrupted(d) {
			n += p.Staff.Of(d)
		}
	}
	return n
}

// diceFlags is the roll command's flags for player i: "--production 2 dice --sales 1 die".
func (s *State) diceFlags(i int) string {
	var parts []string
	p := s.Players[i]
	for _, d := range R().Depts {
		if n := p.Staff.Of(d); n > 0 && !p.disrupted(d) {
			parts = append(parts, fmt.Sprintf("--%s <%s>", d, s.T("flag.dice", n)))
		}
	}
	if len(parts) == 0 {
		return s.T("flag.no_dice")
	}
	return strings.Join(parts, " ")
}

// roll resolves player i's departments with the dice given (physical) or
// rolled by the referee.
func (s *State) roll(i int, given map[Dept][]int, hire, sell *int, ch *referee.Chance) error {
	r := R()
	p := &s.Players[i]
	res := &RollResult{}
	for _, d := range r.Depts {
		n := p.Staff.Of(d)
		dr := DeptRoll{Dept: d, Need: p.Need(d), Factor: 1}
		if p.boosted(d) {
			dr.Factor = r.BoostFactor
		}
		if n == 0 {
			continue
		}
		if p.disrupted(d) {
			dr.Disrupted = true
			res.Depts = append(res.Depts, dr)
			s.say("event.roll_disrupted", p.Name, s.dept(d), s.cite("disruption"))
			continue
		}
		what := fmt.Sprintf("%s %s", p.Name, d)
		for k := 0; k < n; k++ {
			var v int
			var err error
			if s.Physical {
				v, err = referee.Enter(ch, what, given[d][k])
			} else {
				v, err = ch.Roll(what, r.Die)
			}
			if err != nil {
				return err
			}
			dr.Dice = append(dr.Dice, v)
			if v >= dr.Need {
				dr.Successes++
			}
		}
		out := dr.Successes * dr.Factor
		var did string
		switch d {
		case corpwarrules.Production:
			p.Products += out
			s.move("product", out, s.place("supply"), s.storagePlace(p.Name))
			dr.Output = out
			did = s.T("did.produce", out, p.Products)
		case corpwarrules.Research:
			dr.Output = s.draw(i, out)
			did = s.T("did.draw", dr.Output, p.Hand)
			if dr.Output < out {
				dr.Note = s.cite("empty_deck")
			}
		case corpwarrules.HR:
			take := out
			if hire != nil && *hire < take {
				take = *hire
				dr.Note = s.T("did.hire_fewer", take, out)
			}
			p.New += take
			s.move("employee", take, s.place("supply"), s.newHiresPlace(p.Name))
			dr.Output = take
			did = s.T("did.hire", take, s.cite("hiring"))
			if dr.Note != "" {
				did += "; " + dr.Note
			}
		case corpwarrules.Sales:
			sold, why := out, ""
			if s.Demand.Total < sold {
				sold, why = s.Demand.Total, s.T("did.demand_cap", s.Demand.Total, s.cite("sales"))
			}
			if p.Products < sold {
				sold, why = p.Products, s.T("did.only_products", p.Name, p.Products)
			}
			if sell != nil && *sell < sold {
				sold, why = *sell, s.T("did.as_asked")
			}
			dr.Note = why
			p.Products -= sold
			s.move("product", sold, s.storagePlace(p.Name), s.place("supply"))
			s.moveMoney(i, sold*r.SalePrice)
			p.Money += sold * r.SalePrice
			dr.Output = sold
			did = s.T("did.sell", sold, sold*r.SalePrice, p.Money)
			if dr.Note != "" {
				did += ": " + dr.Note
			}
		}
		s.workRoll(p.Name, dr, out, did)
		boost := ""
		if dr.Factor > 1 {
			boost = s.T("event.roll_boost", dr.Factor, s.cardTitle(corpwarrules.King))
		}
		s.say("event.roll", p.Name, s.dept(d), n, dr.Need, diceText(dr.Dice, dr.Need), phrase.Arrow(), dr.Successes, boost, did)
		res.Depts = append(res.Depts, dr)
	}
	if len(res.Depts) == 0 {
		s.say("event.roll_nobody", p.Name)
	}
	p.Roll = res
	return nil
}

// diceText shows each die and whether it succeeded: "5✓ 2✗".
func diceText(dice []int, need int) string {
	parts := make([]string, len(dice))
	for i, v := range dice {
		mark := "✗"
		if v >= need {
			mark = "✓"
		}
		parts[i] = fmt.Sprintf("%d%s", v, mark)
	}
	return strings.Join(parts, " ")
}
