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
		return refuse("the Execution Phase starts with the market demand", "enter it first: 'demand <die>'")
	}
	if p.Roll != nil {
		return refuse("each corporation rolls once per turn", "%s has rolled this turn", p.Name)
	}
	if a.Hire != nil && *a.Hire < 0 || a.Sell != nil && *a.Sell < 0 {
		return refuse("", "--hire and --sell take a number from 0")
	}
	if a.Sell != nil && *a.Sell > s.Demand.Total {
		return refuse("each corporation sells at most the market demand per turn; "+R().Cite("sales"),
			"the demand is %d this turn, so %s cannot sell %d", s.Demand.Total, p.Name, *a.Sell)
	}
	for d := range a.Dice {
		if deptIndex(d) >= len(R().Depts) {
			return refuse("a corporation has four departments: "+deptList(), "unknown department %q", d)
		}
	}
	if !s.Physical {
		if len(a.Dice) > 0 {
			return refuse("the referee rolls the dice in this game (it was started without --physical)", "enter no dice")
		}
		return nil
	}
	r := R()
	for _, d := range r.Depts {
		want := p.Staff.Of(d)
		if p.disrupted(d) {
			want = 0
		}
		got := len(a.Dice[d])
		if got == want {
			if err := checkDice(a.Dice[d]); err != nil {
				return err
			}
			continue
		}
		switch {
		case p.disrupted(d) && got > 0:
			return refuse("a disrupted department rolls no dice; "+r.Cite("disruption"), "%s's %s is disrupted this turn", p.Name, r.DeptName(d))
		default:
			return refuse("each employee at work rolls one die for its department",
				"%s has %s in %s: enter %d, not %d (%s)", p.Name, plural(want, "employee", "employees"), r.DeptName(d), want, got, s.diceFlags(i))
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
			parts = append(parts, fmt.Sprintf("--%s <%s>", d, plural(n, "die", "dice")))
		}
	}
	if len(parts) == 0 {
		return "(no dice: nobody at work)"
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
			s.Say("%s, %s: disrupted, no dice (%s).", p.Name, r.DeptName(d), r.Cite("disruption"))
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
			s.Moved.Move("product token", out, tokenSupply, storagePlace(p.Name))
			dr.Output = out
			did = fmt.Sprintf("+%s (%d now)", plural(out, "product", "products"), p.Products)
		case corpwarrules.Research:
			dr.Output = s.draw(i, out)
			did = fmt.Sprintf("draws %s (%d in hand)", plural(dr.Output, "card", "cards"), p.Hand)
			if dr.Output < out {
				dr.Note = r.Cite("empty_deck")
			}
		case corpwarrules.HR:
			take := out
			if hire != nil && *hire < take {
				take = *hire
				dr.Note = fmt.Sprintf("takes %d of %d, as asked", take, out)
			}
			p.New += take
			s.Moved.Move("employee token", take, tokenSupply, newHiresPlace(p.Name))
			dr.Output = take
			did = fmt.Sprintf("+%s, to place next turn (%s)", plural(take, "new employee", "new employees"), r.Cite("hiring"))
			if dr.Note != "" {
				did += "; " + dr.Note
			}
		case corpwarrules.Sales:
			sold, why := out, ""
			if s.Demand.Total < sold {
				sold, why = s.Demand.Total, fmt.Sprintf("the demand is %d (%s)", s.Demand.Total, r.Cite("sales"))
			}
			if p.Products < sold {
				sold, why = p.Products, fmt.Sprintf("%s has only %s", p.Name, plural(p.Products, "product", "products"))
			}
			if sell != nil && *sell < sold {
				sold, why = *sell, "as asked"
			}
			dr.Note = why
			p.Products -= sold
			s.Moved.Move("product token", sold, storagePlace(p.Name), tokenSupply)
			s.moveMoney(i, sold*r.SalePrice)
			p.Money += sold * r.SalePrice
			dr.Output = sold
			did = fmt.Sprintf("sells %s for %d (%d money now)", plural(sold, "product", "products"), sold*r.SalePrice, p.Money)
			if dr.Note != "" {
				did += ": " + dr.Note
			}
		}
		s.workRoll(p.Name, dr, out, did)
		boost := ""
		if dr.Factor > 1 {
			boost = fmt.Sprintf(" x%d Innovation Boost", dr.Factor)
		}
		s.Say("%s, %s (%s, %d+): %s %s %s%s: %s.", p.Name, r.DeptName(d), plural(n, "employee", "employees"), dr.Need,
			diceText(dr.Dice, dr.Need), phrase.Arrow(), plural(dr.Successes, "success", "successes"), boost, did)
		res.Depts = append(res.Depts, dr)
	}
	if len(res.Depts) == 0 {
		s.Say("%s has nobody at work: no dice.", p.Name)
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
