package corpwar

import (
	"fmt"
	"strings"
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
		s.Work.Line("CW15", "%s has %d money, less than the upkeep due: %s and %s go first, employees before products, until it can be paid",
			p.Name, money, plural(laid, "employee", "employees"), plural(thrown, "product", "products"))
	}
	s.Work.Line("CW14", "%s: %s, %s of %d: %d x %d = %d money; %s, %s of %d: %d x %d = %d money",
		p.Name, plural(e, "employee", "employees"), plural(ge, "full group", "full groups"), r.Upkeep.Employees.Each, ge, r.Upkeep.Employees.Cost, cost,
		plural(pr, "product", "products"), plural(gp, "full group", "full groups"), r.Upkeep.Products.Each, gp, r.Upkeep.Products.Cost, storage)
	s.Work.Line("", "%s's money: %d - %d upkeep - %d storage = %d", p.Name, money, cost, storage, p.Money)
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
		need = fmt.Sprintf("%d+ (%d+ lowered by Improved Methods, %d a card, never below %d+)", dr.Need, base, r.Success.ImprovedStep, r.Success.Lowest)
		rule = "CW5"
	}
	s.Work.Line(rule, "%s, %s: %s against %s: %s", name, r.DeptName(dr.Dept), intsText(dr.Dice), need, plural(dr.Successes, "success", "successes"))
	if dr.Factor > 1 {
		s.Work.Line("CW6", "Innovation Boost: %d x %d = %d", dr.Successes, dr.Factor, out)
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
	parts := make([]string, len(dice))
	for k, d := range dice {
		parts[k] = fmt.Sprint(d)
	}
	s.Work.Line("CW10", "a called bluff costs the penalty roll in full: %s = %d money owed", strings.Join(parts, " + "), owed)
	s.Work.Line("CW10", "%s has %d money: %s", attacker, money, map[bool]string{true: fmt.Sprintf("pays it, %d - %d = %d", money, owed, money-owed),
		false: "cannot pay it in full"}[money >= owed])
}
