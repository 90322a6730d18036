package referee_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"

	"boardroom/referee"
)

// The counter game is the engine's test game: a running total moved by
// adding, subtracting, rolling dice and drawing cards from a small deck with
// duplicate cards. Crossing a multiple of 20 triggers an automatic bonus
// die, which lives in the same log entry as the action that triggered it.

type counter struct {
	Total   int
	Turns   int
	Bonuses int
	Deck    []string // cards left, in order
	Drawn   int      // cards drawn since the last shuffle
	Last    []int    // the dice of the last roll, bonus included
}

type counterSetup struct {
	Start int      `json:"start"`
	Deck  []string `json:"deck"`
}

var defaultDeck = []string{"a", "a", "b", "c", "c", "c", "d"}

func cardValue(c string) int { return int(c[0]-'a') + 1 }

type counterRules struct{}

func (counterRules) New(setup json.RawMessage, seed int64) (counter, error) {
	var cs counterSetup
	if err := json.Unmarshal(setup, &cs); err != nil {
		return counter{}, fmt.Errorf("counter: bad setup: %v", err)
	}
	if cs.Start < 0 {
		return counter{}, fmt.Errorf("counter: start %d is negative", cs.Start)
	}
	if cs.Deck == nil {
		cs.Deck = defaultDeck
	}
	for _, c := range cs.Deck {
		if len(c) != 1 || c[0] < 'a' || c[0] > 'z' {
			return counter{}, fmt.Errorf("counter: %q is not a card", c)
		}
	}
	return counter{Total: cs.Start, Deck: slices.Clone(cs.Deck)}, nil
}

var counterKinds = map[string]func() referee.Action[counter]{
	"add":     func() referee.Action[counter] { return &add{} },
	"sub":     func() referee.Action[counter] { return &sub{} },
	"roll":    func() referee.Action[counter] { return &roll{} },
	"draw":    func() referee.Action[counter] { return &draw{} },
	"shuffle": func() referee.Action[counter] { return &shuffle{} },
}

func (counterRules) Decode(raw json.RawMessage) (referee.Action[counter], error) {
	return referee.DecodeTagged(raw, counterKinds)
}

func (counterRules) Status(s counter) string {
	return fmt.Sprintf("total %d after %d turns", s.Total, s.Turns)
}

// bonus is the automatic step: crossing a multiple of 20 rolls a bonus die.
func bonus(s counter, before int, ch *referee.Chance) (counter, error) {
	if s.Total/20 > before/20 {
		d, err := ch.Roll("bonus d6", 6)
		if err != nil {
			return s, err
		}
		s.Total += d
		s.Bonuses++
		s.Last = append(slices.Clone(s.Last), d)
	}
	return s, nil
}

type add struct {
	N int `json:"n"`
}

func (add) ActionType() string { return "add" }

func (a add) Legal(s counter) error {
	if a.N < 1 || a.N > 10 {
		return referee.Refusef("counter rule 1: add 1 to 10 at a time", "cannot add %d", a.N)
	}
	return nil
}

func (a add) Apply(s counter, ch *referee.Chance) (counter, error) {
	before := s.Total
	s.Total += a.N
	s.Turns++
	s.Last = nil
	return bonus(s, before, ch)
}

type sub struct {
	N int `json:"n"`
}

func (sub) ActionType() string { return "sub" }

func (a sub) Legal(s counter) error {
	if a.N < 1 || a.N > s.Total {
		return referee.Refusef("counter rule 2: the total never goes below zero", "cannot take %d from %d", a.N, s.Total)
	}
	return nil
}

func (a sub) Apply(s counter, ch *referee.Chance) (counter, error) {
	s.Total -= a.N
	s.Turns++
	s.Last = nil
	return s, nil
}

type roll struct {
	Dice    int   `json:"dice"`
	Entered []int `json:"entered,omitempty"` // physical dice, if the players rolled them
}

func (roll) ActionType() string { return "roll" }

func (a roll) Legal(s counter) error {
	if a.Dice < 1 || a.Dice > 3 {
		return referee.Refusef("counter rule 3: roll 1 to 3 dice", "cannot roll %d dice", a.Dice)
	}
	if a.Entered != nil {
		if len(a.Entered) != a.Dice {
			return referee.Refusef("counter rule 3: roll 1 to 3 dice", "%d dice rolled but %d entered", a.Dice, len(a.Entered))
		}
		for _, d := range a.Entered {
			if d < 1 || d > 6 {
				return referee.Refusef("counter rule 4: dice are d6", "a d6 cannot show %d", d)
			}
		}
	}
	return nil
}

func (a roll) Apply(s counter, ch *referee.Chance) (counter, error) {
	before := s.Total
	s.Last = nil
	for i := 0; i < a.Dice; i++ {
		var d int
		var err error
		if a.Entered != nil {
			d, err = referee.Enter(ch, "d6", a.Entered[i])
		} else {
			d, err = ch.Roll("d6", 6)
		}
		if err != nil {
			return s, err
		}
		s.Total += d
		s.Last = append(s.Last, d)
	}
	s.Turns++
	return bonus(s, before, ch)
}

type draw struct {
	Card string `json:"card,omitempty"` // the card drawn at the table, if any
}

func (draw) ActionType() string { return "draw" }

func (a draw) Legal(s counter) error {
	if len(s.Deck) == 0 {
		return referee.Refusef("counter rule 5: shuffle when the deck is empty", "the deck is empty")
	}
	if a.Card != "" && !slices.Contains(s.Deck, a.Card) {
		return referee.Refusef("counter rule 6: each card is drawn once per shuffle", "no %q is left in the deck", a.Card)
	}
	return nil
}

func (a draw) Apply(s counter, ch *referee.Chance) (counter, error) {
	var k int
	if a.Card != "" {
		c, err := referee.Enter(ch, "card", a.Card)
		if err != nil {
			return s, err
		}
		k = slices.Index(s.Deck, c)
		if k < 0 {
			return s, referee.Refusef("counter rule 6: each card is drawn once per shuffle", "no %q is left in the deck", c)
		}
	} else {
		var err error
		if k, err = referee.Pick(ch, "card", s.Deck); err != nil {
			return s, err
		}
	}
	before := s.Total
	s.Total += cardValue(s.Deck[k])
	s.Deck = slices.Delete(slices.Clone(s.Deck), k, k+1)
	s.Drawn++
	s.Turns++
	s.Last = nil
	return bonus(s, before, ch)
}

type shuffle struct{}

func (shuffle) ActionType() string { return "shuffle" }

func (shuffle) Legal(s counter) error {
	if s.Drawn == 0 {
		return referee.Refusef("counter rule 7: shuffle only after a draw", "no card was drawn since the last shuffle")
	}
	return nil
}

func (shuffle) Apply(s counter, ch *referee.Chance) (counter, error) {
	s.Deck = slices.Clone(defaultDeck)
	s.Drawn = 0
	s.Turns++
	s.Last = nil
	return s, nil
}

// randomAction proposes a random action, sometimes an illegal one.
func randomAction(s counter, r *rand.Rand) referee.Action[counter] {
	switch r.IntN(9) {
	case 0, 1:
		return add{N: r.IntN(12)}
	case 2:
		return sub{N: 1 + r.IntN(8)}
	case 3:
		return roll{Dice: 1 + r.IntN(3)}
	case 4:
		n := 1 + r.IntN(2)
		e := make([]int, n)
		for i := range e {
			e[i] = 1 + r.IntN(6)
		}
		return roll{Dice: n, Entered: e}
	case 5, 6:
		return draw{}
	case 7:
		return draw{Card: string(rune('a' + r.IntN(5)))}
	default:
		return shuffle{}
	}
}

var counterSetupJSON = json.RawMessage(`{"start": 3}`)
