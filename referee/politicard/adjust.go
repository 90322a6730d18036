package politicard

import (
	"fmt"

	"boardroom/lazy"
	"boardroom/referee"
)

// adjuster is what `adjust` may change by agreement of the table: the cards
// in a hand (taken from or put back on the deck, as a miscounted draw) and
// the AP left this turn. A correction triggers nothing.
var adjuster = &lazy.Value[*referee.Adjuster[*State]]{New: func() *referee.Adjuster[*State] {
	return &referee.Adjuster[*State]{
		Counters: []referee.Counter[*State]{
			{Name: "hand", Help: "cards the player holds, taken from or put back on their deck",
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
				Rule: "the cards a player holds come from their deck and go back to it (" + rule("hidden_hands") + "), and a hand holds at most " + fmt.Sprint(R().HandLimit) + " (" + rule("hand") + ")",
				Show: func(n int) string { return plural(n, "card", "cards") + " in hand" }},
			{Name: "ap", Help: "the AP left this turn",
				Get:  func(s *State, i int) int { return s.Players[i].AP },
				Set:  func(s *State, i, v int) { s.Players[i].AP = v },
				Show: func(n int) string { return plural(n, "AP", "AP") }},
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
