package rheinhessen

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"boardroom/phrase/msg"
	"boardroom/rules/cards"
)

// Hand is one of the eight legal productions. The empty Hand is "no hand";
// in JSON it is null.
type Hand string

// The eight legal hands.
const (
	Pair          Hand = "pair"
	TwoPair       Hand = "two-pair"
	ThreeOfAKind  Hand = "three-of-a-kind"
	Straight      Hand = "straight"
	Flush         Hand = "flush"
	FullHouse     Hand = "full-house"
	FourOfAKind   Hand = "four-of-a-kind"
	StraightFlush Hand = "straight-flush"
)

// Hands lists the eight legal hands in the rulebook's order.
var Hands = []Hand{Pair, TwoPair, ThreeOfAKind, Straight, Flush, FullHouse, FourOfAKind, StraightFlush}

func handIDs() string {
	ids := make([]string, len(Hands))
	for i, h := range Hands {
		ids[i] = string(h)
	}
	return strings.Join(ids, ", ")
}

// String is the hand's id: "two-pair"; "" for no hand.
func (h Hand) String() string { return string(h) }

// Valid reports whether h is one of the eight hands.
func (h Hand) Valid() bool { return slices.Contains(Hands, h) }

// MarshalJSON writes the id, or null for no hand.
func (h Hand) MarshalJSON() ([]byte, error) {
	if h == "" {
		return []byte("null"), nil
	}
	return json.Marshal(string(h))
}

// UnmarshalJSON reads an id or null.
func (h *Hand) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		*h = ""
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	if !Hand(s).Valid() {
		return fmt.Errorf("rheinhessen: %q is not a hand (%s)", s, handIDs())
	}
	*h = Hand(s)
	return nil
}

// Classify names the legal hand that cs is exactly, if any:
//
//   - pair: exactly 2 cards of one rank; three of a kind: 3; four of a kind: 4
//   - two pair: 2 + 2 cards of two different ranks
//   - full house: 3 + 2 cards of two different ranks
//   - straight: 5 distinct consecutive ranks, ace high (10-J-Q-K-A) or low
//     (A-2-3-4-5), no wrap-around (Q-K-A-2-3 is not a straight)
//   - flush: 5 cards of one suit (ranks may repeat, which four decks allow)
//   - straight flush: a straight of one suit
//
// Everything else is illegal: no cards, a single card, six or more cards, a
// pair with a kicker, five of a kind. Five cards that are both a full house
// and a flush (8♠ 8♠ 8♠ 9♠ 9♠, possible with four decks) are named full house,
// the higher poker hand; the name does not change the points.
func Classify(cs []cards.Card) (Hand, bool) {
	s := shapeOf(cs)
	if !s.valid {
		return "", false
	}
	switch len(cs) {
	case 2:
		if s.distinct == 1 {
			return Pair, true
		}
	case 3:
		if s.distinct == 1 {
			return ThreeOfAKind, true
		}
	case 4:
		if s.distinct == 1 {
			return FourOfAKind, true
		}
		if s.distinct == 2 && s.most == 2 {
			return TwoPair, true
		}
	case 5:
		straight := s.distinct == 5 && s.consecutive
		switch {
		case straight && s.oneSuit:
			return StraightFlush, true
		case s.distinct == 2 && s.most == 3:
			return FullHouse, true
		case s.most == 5: // five of a kind is no poker hand, whatever the suits
			return "", false
		case s.oneSuit:
			return Flush, true
		case straight:
			return Straight, true
		}
	}
	return "", false
}

// shape is what classification needs to know about a set of cards.
type shape struct {
	valid       bool               // every card is a real card
	distinct    int                // number of different ranks
	most        int                // most cards of one rank
	oneSuit     bool               // all cards share a suit
	consecutive bool               // the distinct ranks are consecutive (ace low counts)
	count       [cards.Ace + 1]int // cards of each rank (counts: most first)
}

func shapeOf(cs []cards.Card) shape {
	var count [cards.Ace + 1]int
	s := shape{valid: true, oneSuit: len(cs) > 0}
	for _, c := range cs {
		if !c.Valid() {
			return shape{}
		}
		if c.Suit != cs[0].Suit {
			s.oneSuit = false
		}
		if count[c.Rank] == 0 {
			s.distinct++
		}
		count[c.Rank]++
		s.most = max(s.most, count[c.Rank])
	}
	lo, hi := cards.Ace, cards.Two
	for _, r := range cards.Ranks {
		if count[r] > 0 {
			lo, hi = min(lo, r), max(hi, r)
		}
	}
	s.count = count
	s.consecutive = s.distinct > 0 && int(hi-lo) == s.distinct-1
	if !s.consecutive && count[cards.Ace] > 0 {
		// Ace low: the other ranks run up from Two.
		s.consecutive = true
		for r := cards.Two; r < cards.Two+cards.Rank(s.distinct-1); r++ {
			if count[r] == 0 {
				s.consecutive = false
			}
		}
	}
	return s
}

// counts is how many cards of each rank present, most first.
func (s shape) counts() []int {
	var out []int
	for _, r := range cards.Ranks {
		if s.count[r] > 0 {
			out = append(out, s.count[r])
		}
	}
	slices.SortFunc(out, func(a, b int) int { return b - a })
	return out
}

// WhyNot says in English what cards that are no legal hand are ("a pair
// with a kicker", "6 cards, and a hand has at most 5"), for explanations.
func WhyNot(cs []cards.Card) string { return WhyNotIn(msg.EN, cs) }

// whyNotShape names a shape of two to five cards of a valid shoe that is
// no legal hand, by its counts per rank: the message whynot.<name>.
func whyNotShape(counts string) (string, bool) {
	switch counts {
	case "[1 1]":
		return "two_singles", true
	case "[2 1]":
		return "pair_kicker", true
	case "[1 1 1]":
		return "three_singles", true
	case "[3 1]":
		return "three_kicker", true
	case "[2 1 1]":
		return "pair_two_kickers", true
	case "[1 1 1 1]":
		return "four_singles", true
	case "[4 1]":
		return "four_kicker", true
	case "[3 1 1]":
		return "three_two_kickers", true
	case "[2 2 1]":
		return "two_pair_kicker", true
	case "[2 1 1 1]":
		return "pair_three_kickers", true
	case "[1 1 1 1 1]":
		return "five_singles", true
	}
	return "", false
}

// WhyNotIn says in l what a set of cards that is no legal hand is.
func WhyNotIn(l msg.Lang, cs []cards.Card) string {
	n := len(cs)
	s := shapeOf(cs)
	switch {
	case n == 0:
		return Messages.Say(l, "whynot.none")
	case !s.valid:
		return Messages.Say(l, "whynot.unreal")
	case n == 1:
		return Messages.Say(l, "whynot.single")
	case n > 5:
		return Messages.Say(l, "whynot.too_many", n, 5)
	case s.most == 5:
		return Messages.Say(l, "whynot.five_of_a_kind")
	}
	if name, ok := whyNotShape(fmt.Sprint(s.counts())); ok {
		return Messages.Say(l, "whynot."+name)
	}
	return Messages.Say(l, "whynot.other", n)
}
