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
			s.why("keywords", "why.costs_ap_instead", s.Label(c.ID), cost, R().PlayCost, why)
		} else {
			s.why("ap", "why.costs_ap_one_per_card", s.Label(c.ID), cost)
		}
		s.why("ap", "why.ap_2", name, ap, cost, ap-cost)
		s.why("placement", "why.card_goes", s.tr("cardtype."+c.Type), where)
	}
}

// workInfluence records a side's influence at the end of a round, card by
// card as the rules counted it.
func (s *State) workInfluence(i int, sc politicardrules.Score) {
	if s.quiet || !s.Work.On {
		return
	}
	if len(sc.Lines) == 0 {
		s.why("influence", "why.influence_no_government_card", s.Players[i].Name)
		return
	}
	parts := make([]string, len(sc.Lines))
	for k, l := range sc.Lines {
		parts[k] = fmt.Sprintf("%d (%s)", l.Points, l.What)
	}
	s.why("influence", "why.influence_2", s.Players[i].Name, strings.Join(parts, " + "), sc.Total)
}
