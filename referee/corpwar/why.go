package corpwar

import (
	"fmt"

	corpwarrules "boardroom/rules/corpwar"
)

// The referee's arithmetic, recorded as the actions compute it (State.Work,
// shown by `boardroom corpwar why`), each line with the ruling behind it.

// workUpkeep records one corporation's upkeep as payUpkeep paid it: by full
// groups of employees and of products, after any layoffs.
func (s *State) workUpkeep(i, money, cost, storage int, laid, thrown int) {
	if !s.Work.On {
		return
	}
	r := R()
	p := &s.Players[i]
	e, pr := p.Employees(), p.Products
	ge, gp := e/r.Upkeep.Employees.Each, pr/r.Upkeep.Products.Each
	if laid+thrown > 0 {
		s.work("CW15", "why.layoffs", p.Name, money, laid, thrown)
	}
	s.work("CW14", "why.upkeep", p.Name,
		s.T("why.upkeep_employees", e, ge, r.Upkeep.Employees.Each, r.Upkeep.Employees.Cost, cost),
		s.T("why.upkeep_products", pr, gp, r.Upkeep.Products.Each, r.Upkeep.Products.Cost, storage))
	s.work("", "why.money", p.Name, money, cost, storage, p.Money)
}

// workRoll records one department's dice as roll() counted them.
func (s *State) workRoll(name string, dr DeptRoll, out int, what string) {
	if !s.Work.On {
		return
	}
	r := R()
	need := fmt.Sprintf("%d+", dr.Need)
	rule := "CW4"
	if base := r.Success.Roll; dr.Need < base {
		need = s.T("why.need_lowered", dr.Need, base, s.cardTitle(corpwarrules.Ace), r.Success.ImprovedStep, r.Success.Lowest)
		rule = "CW5"
	}
	s.work(rule, "why.roll", name, s.dept(dr.Dept), s.dice(dr.Dice), need, dr.Successes)
	if dr.Factor > 1 {
		s.work("CW6", "why.roll_boost", s.cardTitle(corpwarrules.King), dr.Successes, dr.Factor, out)
	}
	if what != "" {
		s.Work.Line(map[bool]string{true: "CW13", false: ""}[dr.Dept == "sales"], "%s: %s", name, what)
	}
}

// workBluff records a called bluff: the penalty dice and what was paid.
func (s *State) workBluff(attacker string, dice []int, owed, money int) {
	if !s.Work.On {
		return
	}
	s.work("CW10", "why.bluff", joinInts(dice, " + "), owed)
	if money >= owed {
		s.work("CW10", "why.bluff_pays", attacker, money, owed, money-owed)
	} else {
		s.work("CW10", "why.bluff_cannot", attacker, money)
	}
}
