package politicard

import (
	"fmt"
	"strings"

	politicardrules "boardroom/rules/politicard"
)

// The referee's arithmetic, recorded as the actions compute it (State.Work,
// shown by `boardroom politicard why`), each line with the ruling behind it.

// ruleID is the number of the ruling of key ("PC4").
func ruleID(key string) string { return R().Rulings[key].ID }

// workPlay records a card's cost in AP and where it went.
func (s *State) workPlay(i int, c *politicardrules.Card, ap, cost int, why, where string) {
	if s.Work.On && !s.quiet {
		name := s.Players[i].Name
		if why != "" {
			s.line(ruleID("keywords"), "%s costs %d AP instead of %d: %s", s.Label(c.ID), cost, R().PlayCost, why)
		} else {
			s.line(ruleID("ap"), "%s costs %d AP (one per card)", s.Label(c.ID), cost)
		}
		s.line(ruleID("ap"), "%s's AP: %d - %d = %d", name, ap, cost, ap-cost)
		s.line(ruleID("placement"), "a %s card goes to the %s", c.Type, where)
	}
}

// workInfluence records a side's influence at the end of a round, card by
// card as the rules counted it.
func (s *State) workInfluence(i int, sc politicardrules.Score) {
	if s.quiet || !s.Work.On {
		return
	}
	if len(sc.Lines) == 0 {
		s.line(ruleID("influence"), "%s's influence: no government card, 0", s.Players[i].Name)
		return
	}
	parts := make([]string, len(sc.Lines))
	for k, l := range sc.Lines {
		parts[k] = fmt.Sprintf("%d (%s)", l.Points, l.What)
	}
	s.line(ruleID("influence"), "%s's influence: %s = %d", s.Players[i].Name, strings.Join(parts, " + "), sc.Total)
}
