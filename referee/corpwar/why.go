package corpwar

import (
	"encoding/json"
	"fmt"

	"boardroom/referee"
)

// Why is the referee's reasoning for the end of a turn (`next` out of the
// Upkeep Phase), line by line with its ruling (`boardroom corpwar why`):
// each corporation's upkeep by full groups of employees and products, and
// its money before and after. Other actions are told by what the referee
// said (nil).
func Why(before, after *State, raw json.RawMessage) []referee.Reason {
	var head struct {
		Type string `json:"type"`
	}
	if json.Unmarshal(raw, &head) != nil || head.Type != "next" || before.Phase != Upkeep {
		return nil
	}
	r := R()
	var out []referee.Reason
	say := func(rule, format string, args ...any) {
		out = append(out, referee.Reason{Text: fmt.Sprintf(format, args...), Rule: rule})
	}
	for i := range before.Players {
		if i >= len(after.Players) {
			break
		}
		b, a := &before.Players[i], &after.Players[i]
		e, p := b.Employees(), b.Products
		ce, cp := r.EmployeeUpkeep(e), r.StorageCost(p)
		ge, gp := e/r.Upkeep.Employees.Each, p/r.Upkeep.Products.Each
		say("CW14", "%s: %s, %s of %d: %d x %d = %d money; %s, %s of %d: %d x %d = %d money",
			b.Name, plural(e, "employee", "employees"), plural(ge, "full group", "full groups"), r.Upkeep.Employees.Each, ge, r.Upkeep.Employees.Cost, ce,
			plural(p, "product", "products"), plural(gp, "full group", "full groups"), r.Upkeep.Products.Each, gp, r.Upkeep.Products.Cost, cp)
		if ce+cp > b.Money {
			say("CW15", "%s has %d money, less than %d: employees go first, then products, until the upkeep can be paid", b.Name, b.Money, ce+cp)
		}
		say("", "%s's money: %d before, %d after", b.Name, b.Money, a.Money)
	}
	if after.Phase == Ended && before.Phase != Ended {
		say("CW17", "the game ends after upkeep: %s", after.EndReason)
	}
	return out
}
