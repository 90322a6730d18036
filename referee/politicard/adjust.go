package politicard

import (
	"boardroom/lazy"
	"boardroom/referee"
	politicardrules "boardroom/rules/politicard"
)

// adjuster is what `adjust` may change by agreement of the table: the cards
// in a hand (taken from or put back on the deck, as a miscounted draw) and
// the AP left this turn. A correction triggers nothing.
var adjuster = &lazy.Value[*referee.Adjuster[*State]]{New: func() *referee.Adjuster[*State] {
	return &referee.Adjuster[*State]{
		Messages: politicardrules.Messages,
		Counters: []referee.Counter[*State]{
			{Name: "hand", Words: "counter.hand.",
				Get: func(s *State, i int) int { return s.Players[i].Hand },
				Set: func(s *State, i, v int) {
					s.Moved.Move("card", v-s.Players[i].Hand, s.heldAt(i, "deck"), s.heldAt(i, "hand"))
					s.Players[i].DeckLeft -= v - s.Players[i].Hand
					s.Players[i].Hand = v
				},
				Max: func(s *State, i int) int {
					m := s.Players[i].Hand + s.Players[i].DeckLeft
					if s.rulebook() {
						m = min(m, max(R().HandLimit, s.Players[i].Hand)) // no correction makes a hand of 9 (PC19)
					}
					return m
				},
				Rule: func(s *State) string {
					return s.tr("rule.adjust_hand", s.rule("hidden_hands"), R().HandLimit, s.rule("hand"))
				}},
			{Name: "ap", Words: "counter.ap.",
				Get: func(s *State, i int) int { return s.Players[i].AP },
				Set: func(s *State, i, v int) { s.Players[i].AP = v }},
		},
		Seat: func(s *State, name string) (int, error) {
			if err := PersonPlays(s, name); err != nil {
				return -1, err
			}
			return s.Seat(name)
		},
		Name:  func(s *State, i int) string { return s.Players[i].Name },
		Clone: (*State).Clone,
		Say:   func(s *State, format string, args ...any) { s.say(format, args...) },
		Open: func(s *State) error {
			if s.Ended {
				return s.refuseID("match", "refuse.match_has_ended")
			}
			return nil
		},
	}
}}
