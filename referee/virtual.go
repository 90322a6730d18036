package referee

import (
	"fmt"
	"math/rand/v2"
	"slices"
)

// Shoe is the cards of a virtual game: the referee shuffles every component
// (seeded), holds the draw pile, deals every hand and shows each seat only
// its own. It is part of a game's state: a game that keeps one starts it in
// Rules.New from the game's seed, so the same seed always deals the same
// cards, and replaying the log rebuilds it exactly. C is the game's card.
//
// A human sees a Shoe only through Hand(seat): a game's views (show --json,
// the status line) must not print Pile or another seat's hand.
type Shoe[C comparable] struct {
	// Pile is the draw pile, the next card last.
	Pile []C `json:"pile"`
	// Hands are the cards each seat holds, in the order they were dealt.
	Hands [][]C `json:"hands"`
}

// NewShoe shuffles cards with the seed and deals hand cards to each of
// seats seats, one at a time round the table as a dealer would.
func NewShoe[C comparable](cards []C, seed int64, seats, hand int) (*Shoe[C], error) {
	if seats < 1 || hand < 0 || seats*hand > len(cards) {
		return nil, fmt.Errorf("cannot deal %d cards to each of %d seats from %d cards", hand, seats, len(cards))
	}
	pile := slices.Clone(cards)
	Shuffle(seed, pile)
	sh := &Shoe[C]{Pile: pile, Hands: make([][]C, seats)}
	for i := range sh.Hands {
		sh.Hands[i] = make([]C, 0, hand)
	}
	for range hand {
		for i := range seats {
			sh.Draw(i, 1)
		}
	}
	return sh, nil
}

// Shuffle shuffles xs in place with a source seeded by seed only: the same
// seed always gives the same order.
func Shuffle[T any](seed int64, xs []T) {
	rng := rand.New(rand.NewPCG(uint64(seed), 0x51a4c0e5d9f3b1a7))
	rng.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
}

// Draw moves up to n cards from the top of the pile into seat's hand and
// returns them (fewer when the pile runs out).
func (sh *Shoe[C]) Draw(seat, n int) []C {
	n = min(n, len(sh.Pile))
	top := sh.Pile[len(sh.Pile)-n:]
	drawn := slices.Clone(top)
	slices.Reverse(drawn) // the top card first
	sh.Pile = sh.Pile[:len(sh.Pile)-n]
	sh.Hands[seat] = append(sh.Hands[seat], drawn...)
	return drawn
}

// Hand is what seat holds. The caller must not change it.
func (sh *Shoe[C]) Hand(seat int) []C { return sh.Hands[seat] }

// Missing lists the cards of cs that seat does not hold (counting copies:
// two 8♠ need two in hand); nil when it holds them all.
func (sh *Shoe[C]) Missing(seat int, cs []C) []C {
	left := slices.Clone(sh.Hands[seat])
	var missing []C
	for _, c := range cs {
		if k := slices.Index(left, c); k >= 0 {
			left = slices.Delete(left, k, k+1)
		} else {
			missing = append(missing, c)
		}
	}
	return missing
}

// Take removes cs from seat's hand (one copy each); it fails, changing
// nothing, when the seat does not hold them all.
func (sh *Shoe[C]) Take(seat int, cs []C) error {
	if m := sh.Missing(seat, cs); len(m) > 0 {
		return fmt.Errorf("seat %d does not hold %v", seat, m)
	}
	h := sh.Hands[seat]
	for _, c := range cs {
		k := slices.Index(h, c)
		h = slices.Delete(h, k, k+1)
	}
	sh.Hands[seat] = h
	return nil
}

// Clone deep-copies the shoe.
func (sh *Shoe[C]) Clone() *Shoe[C] {
	if sh == nil {
		return nil
	}
	c := &Shoe[C]{Pile: slices.Clone(sh.Pile), Hands: make([][]C, len(sh.Hands))}
	for i, h := range sh.Hands {
		c.Hands[i] = slices.Clone(h)
	}
	return c
}

// Count is how many cards the shoe holds, pile and hands.
func (sh *Shoe[C]) Count() int {
	n := len(sh.Pile)
	for _, h := range sh.Hands {
		n += len(h)
	}
	return n
}

// PutBack returns the last n cards seat drew (or was dealt) to the top of
// the pile, the last one on top: Draw undone.
func (sh *Shoe[C]) PutBack(seat, n int) {
	h := sh.Hands[seat]
	n = min(n, len(h))
	back := slices.Clone(h[len(h)-n:])
	slices.Reverse(back)
	sh.Pile = append(sh.Pile, back...)
	sh.Hands[seat] = h[:len(h)-n]
}
