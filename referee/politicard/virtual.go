package politicard

import (
	"slices"
	"strings"

	"boardroom/referee"
	politicardrules "boardroom/rules/politicard"
)

// A seat the referee plays (so one person can play a match alone): its deck is shuffled by
// the referee from the game's seed, and the referee holds its draw pile,
// its hand and its face-down interventions. They are part of the state
// (replaying the log rebuilds them exactly: the same point of the game
// always gives the same draws, so undo cannot fish for a better card), and
// they stay out of everything the table shares: `show`, `log`, the JSON
// view and the display print only the counts every seat has (PC23).

// Held is what the referee holds of an AI seat.
type Held struct {
	// Pile is the draw pile, the next card last.
	Pile []string `json:"pile"`
	// Hand is what the seat holds, in the order drawn.
	Hand []string `json:"hand"`
	// Set are the interventions it set face down, in the order set.
	Set []string `json:"set"`
}

func (h *Held) clone() *Held {
	if h == nil {
		return nil
	}
	// The pile is only ever shortened from its end, never written to or
	// appended to: a copy may share it.
	return &Held{Pile: slices.Clip(h.Pile), Hand: slices.Clone(h.Hand), Set: slices.Clone(h.Set)}
}

// take removes one copy of id from xs; false when xs holds none.
func take(xs *[]string, id string) bool {
	k := slices.Index(*xs, id)
	if k < 0 {
		return false
	}
	*xs = slices.Delete(*xs, k, k+1)
	return true
}

// IsAI reports whether the referee plays seat i.
func (s *State) IsAI(i int) bool { return s.AI[i] != "" }

// held is what the referee holds of seat i (nil for a person).
func (s *State) held(i int) *Held { return s.Held[i] }

// HandOf is an AI seat's hand, sorted (nil for a person): for its policy
// and the tests, never for the table.
func (s *State) HandOf(i int) []string {
	if s.Held[i] == nil {
		return nil
	}
	h := slices.Clone(s.Held[i].Hand)
	slices.Sort(h)
	return h
}

// startHeld shuffles seat i's deck from the game's seed.
func (s *State) startHeld(i int, d politicardrules.Deck, seed int64) {
	var cards []string
	for _, e := range d.Entries {
		for range e.Copies {
			cards = append(cards, e.ID)
		}
	}
	slices.Sort(cards)
	referee.Shuffle(referee.GameSeed(seed, 1000+i), cards)
	s.Held[i] = &Held{Pile: cards, Hand: []string{}, Set: []string{}}
}

// drawHeld moves k cards from an AI seat's pile to its hand.
func (s *State) drawHeld(i, k int) {
	h := s.Held[i]
	if h == nil || k <= 0 {
		return
	}
	k = min(k, len(h.Pile))
	for range k {
		h.Hand = append(h.Hand, h.Pile[len(h.Pile)-1])
		h.Pile = h.Pile[:len(h.Pile)-1]
	}
}

// keep is how much an AI seat wants to keep a card in hand: the cards it
// throws away first when an effect makes it discard are the lowest.
func keep(c *politicardrules.Card) int {
	switch c.Type {
	case politicardrules.Government:
		return 10 + c.Power
	case politicardrules.Intervention:
		return 8 + c.HP
	}
	return 6 + c.HP
}

// discardHeld is an AI seat's choice of k cards to discard face down: its
// least useful ones (PC23).
func (s *State) discardHeld(i, k int) {
	h := s.Held[i]
	if h == nil {
		return
	}
	r := R()
	for range min(k, len(h.Hand)) {
		worst := 0
		for j, id := range h.Hand {
			if keep(r.MustCard(id)) < keep(r.MustCard(h.Hand[worst])) {
				worst = j
			}
		}
		h.Hand = slices.Delete(h.Hand, worst, worst+1)
	}
}

// setChoice is the intervention an AI seat sets face down: the one of its
// hand whose trigger the opponent is likeliest to meet, as its style ranks
// them (the referee makes the choice so that the log never names it).
func (s *State) setChoice(i int) string {
	h := s.Held[i]
	best, bestV := "", -1
	r := R()
	for _, id := range h.Hand {
		c := r.MustCard(id)
		if c.Type != politicardrules.Intervention {
			continue
		}
		if v := trapValue(c); v > bestV {
			best, bestV = id, v
		}
	}
	return best
}

// trapValue ranks interventions: those that fire on the opponent's
// government plays first, then the others by HP.
func trapValue(c *politicardrules.Card) int {
	v := c.HP
	if strings.Contains(c.Trigger.Kind, "gov") || strings.Contains(c.Trigger.Kind, "play") {
		v += 20
	}
	return v
}

// PersonPlays refuses a verb for an AI seat: the referee plays its turns
// and holds its hand (PC23).
func PersonPlays(s *State, name string) error {
	i, err := s.Seat(name)
	if err != nil || !s.IsAI(i) {
		return nil
	}
	return s.refuseID("solo", "refuse.ai_seat_referee_plays_turns", s.Players[i].Name, s.AI[i])
}

// aiLine is "Bot (AI: tempo)".
func (s *State) aiLine(i int) string {
	return s.tr("ai.seat", s.Players[i].Name, s.AI[i])
}
