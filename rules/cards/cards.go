// Package cards holds standard playing cards: ranks, suits, cards, the
// notation players type ("8S", "10h", "Q♦", "th") and shoes of several decks.
//
// Notation: a rank (2-10, T, J, Q, K, A) followed by a suit (S, H, D, C or
// ♠ ♥ ♦ ♣), case-insensitive. String writes the canonical form ("10♥"), which
// Parse reads back to the same card.
package cards

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Rank is a card's rank, from Two (2) to Ace (14). The zero Rank is not a rank.
type Rank int8

// The thirteen ranks; their values are the numbers a poker player orders by
// (Jack 11 ... Ace 14), not any game's card values.
const (
	Two Rank = iota + 2
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	Ace
)

// Ranks lists the thirteen ranks from Two to Ace.
var Ranks = []Rank{Two, Three, Four, Five, Six, Seven, Eight, Nine, Ten, Jack, Queen, King, Ace}

// Valid reports whether r is one of the thirteen ranks.
func (r Rank) Valid() bool { return r >= Two && r <= Ace }

// String is the rank as written on a card: "2".."10", "J", "Q", "K", "A".
func (r Rank) String() string {
	switch {
	case r >= Two && r <= Ten:
		return fmt.Sprint(int(r))
	case r == Jack:
		return "J"
	case r == Queen:
		return "Q"
	case r == King:
		return "K"
	case r == Ace:
		return "A"
	}
	return fmt.Sprintf("Rank(%d)", int(r))
}

// Name is the rank in words: "eight", "jack", "ace".
func (r Rank) Name() string {
	if !r.Valid() {
		return r.String()
	}
	return [...]string{"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
		"jack", "queen", "king", "ace"}[r-Two]
}

// Suit is a card's suit. The zero Suit is not a suit.
type Suit int8

// The four suits, in the order the notation lists them (S H D C).
const (
	Spades Suit = iota + 1
	Hearts
	Diamonds
	Clubs
)

// Suits lists the four suits: spades, hearts, diamonds, clubs.
var Suits = []Suit{Spades, Hearts, Diamonds, Clubs}

// Valid reports whether s is one of the four suits.
func (s Suit) Valid() bool { return s >= Spades && s <= Clubs }

// String is the suit's symbol: ♠ ♥ ♦ ♣.
func (s Suit) String() string {
	if !s.Valid() {
		return fmt.Sprintf("Suit(%d)", int(s))
	}
	return [...]string{"♠", "♥", "♦", "♣"}[s-Spades]
}

// Letter is the suit's ASCII letter: S H D C.
func (s Suit) Letter() string {
	if !s.Valid() {
		return s.String()
	}
	return [...]string{"S", "H", "D", "C"}[s-Spades]
}

// Name is the suit in words: "spades", "hearts", "diamonds", "clubs".
func (s Suit) Name() string {
	if !s.Valid() {
		return s.String()
	}
	return [...]string{"spades", "hearts", "diamonds", "clubs"}[s-Spades]
}

// Card is one playing card. Cards are comparable values: two copies of 8♠
// from different decks are equal.
type Card struct {
	Rank Rank
	Suit Suit
}

// New returns the card of rank r and suit s.
func New(r Rank, s Suit) Card { return Card{Rank: r, Suit: s} }

// Valid reports whether c has a real rank and suit.
func (c Card) Valid() bool { return c.Rank.Valid() && c.Suit.Valid() }

// String is the canonical notation with the suit symbol: "8♠", "10♥".
func (c Card) String() string { return c.Rank.String() + c.Suit.String() }

// ASCII is the notation with the suit letter: "8S", "10H".
func (c Card) ASCII() string { return c.Rank.String() + c.Suit.Letter() }

// Index numbers the 52 cards 0..51, suit by suit (spades first), Two to Ace
// within a suit. It is -1 for an invalid card.
func (c Card) Index() int {
	if !c.Valid() {
		return -1
	}
	return int(c.Suit-Spades)*13 + int(c.Rank-Two)
}

// MarshalText writes the canonical notation, so cards are strings in JSON.
func (c Card) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("cards: cannot write an invalid card (%s)", c)
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads any notation Parse accepts.
func (c *Card) UnmarshalText(b []byte) error {
	card, err := Parse(string(b))
	if err != nil {
		return err
	}
	*c = card
	return nil
}

// Compare orders cards by rank (Two first), then by suit (S H D C).
func Compare(a, b Card) int {
	if c := cmp.Compare(a.Rank, b.Rank); c != 0 {
		return c
	}
	return cmp.Compare(a.Suit, b.Suit)
}

// Sort sorts cards in place by rank, then suit.
func Sort(cs []Card) { slices.SortFunc(cs, Compare) }

// Format writes cards in canonical notation separated by spaces.
func Format(cs []Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

// Deck returns the 52 cards of one standard deck (no jokers) in Index order.
func Deck() []Card {
	d := make([]Card, 0, 52)
	for _, s := range Suits {
		for _, r := range Ranks {
			d = append(d, Card{r, s})
		}
	}
	return d
}

// Shoe returns the cards of n standard decks, deck after deck.
func Shoe(decks int) []Card {
	var shoe []Card
	for range max(decks, 0) {
		shoe = append(shoe, Deck()...)
	}
	return shoe
}

// CheckShoe returns an error when cs could not have come from a shoe of the
// given number of decks: an invalid card, or a card more often than there
// are decks ("a fifth 8♠ with four decks").
func CheckShoe(cs []Card, decks int) error {
	if decks < 1 {
		return fmt.Errorf("cards: a shoe needs at least one deck, not %d", decks)
	}
	var count [52]int
	for _, c := range cs {
		if !c.Valid() {
			return fmt.Errorf("cards: %s is not a card", c)
		}
		count[c.Index()]++
	}
	for _, c := range Deck() {
		if n := count[c.Index()]; n > decks {
			unit := "decks"
			if decks == 1 {
				unit = "deck"
			}
			return fmt.Errorf("cards: %s appears %d times, but a shoe of %d %s holds only %d", c, n, decks, unit, decks)
		}
	}
	return nil
}

const (
	validRanks = "2-10, T, J, Q, K or A"
	validSuits = "S, H, D, C or ♠ ♥ ♦ ♣"
)

// ParseError is a token that is not a card. Its message is one line.
type ParseError struct {
	Token   string // the text as given
	Problem string // what is wrong and what is valid
	// Kind names the problem for a caller that says it in another
	// language: ParseEmpty, ParseNoSuit, ParseNoRank or ParseBadRank.
	Kind string
}

// The kinds of ParseError.
const (
	ParseEmpty   = "empty"    // nothing written
	ParseNoSuit  = "no_suit"  // the last character is not a suit
	ParseNoRank  = "no_rank"  // a suit alone
	ParseBadRank = "bad_rank" // a suit after something that is not a rank
)

func (e *ParseError) Error() string {
	return fmt.Sprintf("cards: %q is not a card: %s", e.Token, e.Problem)
}

// ParseRank reads a rank: 2-10, T, J, Q, K or A, case-insensitive.
func ParseRank(s string) (Rank, error) {
	if r, ok := parseRank(s); ok {
		return r, nil
	}
	return 0, fmt.Errorf("cards: %q is not a rank: a rank is %s", s, validRanks)
}

func parseRank(s string) (Rank, bool) {
	switch strings.ToUpper(s) {
	case "2":
		return Two, true
	case "3":
		return Three, true
	case "4":
		return Four, true
	case "5":
		return Five, true
	case "6":
		return Six, true
	case "7":
		return Seven, true
	case "8":
		return Eight, true
	case "9":
		return Nine, true
	case "10", "T":
		return Ten, true
	case "J":
		return Jack, true
	case "Q":
		return Queen, true
	case "K":
		return King, true
	case "A":
		return Ace, true
	}
	return 0, false
}

// ParseSuit reads a suit: S, H, D, C or ♠ ♥ ♦ ♣ (♤ ♡ ♢ ♧ too),
// case-insensitive.
func ParseSuit(s string) (Suit, error) {
	t := trimVariation(s)
	r, size := utf8.DecodeRuneInString(t)
	if size > 0 && size == len(t) {
		if suit, ok := suitOf(r); ok {
			return suit, nil
		}
	}
	return 0, fmt.Errorf("cards: %q is not a suit: a suit is %s", s, validSuits)
}

func suitOf(r rune) (Suit, bool) {
	switch unicode.ToUpper(r) {
	case 'S', '♠', '♤':
		return Spades, true
	case 'H', '♥', '♡':
		return Hearts, true
	case 'D', '♦', '♢':
		return Diamonds, true
	case 'C', '♣', '♧':
		return Clubs, true
	}
	return 0, false
}

// trimVariation drops a trailing emoji variation selector ("♠️" is ♠ + U+FE0F),
// which some keyboards add to suit symbols.
func trimVariation(s string) string { return strings.TrimSuffix(s, "\uFE0F") }

// Parse reads one card: a rank then a suit, case-insensitive, surrounding
// spaces ignored ("8S", "10h", "Q♦", "th").
func Parse(s string) (Card, error) {
	tok := trimVariation(strings.TrimSpace(s))
	if tok == "" {
		return Card{}, &ParseError{s, "write a rank (" + validRanks + ") then a suit (" + validSuits + "), e.g. 8S", ParseEmpty}
	}
	last, size := utf8.DecodeLastRuneInString(tok)
	suit, ok := suitOf(last)
	if last == utf8.RuneError || !ok {
		return Card{}, &ParseError{s, "it must end with a suit: " + validSuits, ParseNoSuit}
	}
	rankText := tok[:len(tok)-size]
	if rankText == "" {
		return Card{}, &ParseError{s, "a rank (" + validRanks + ") must come before the suit, e.g. 8S", ParseNoRank}
	}
	rank, ok := parseRank(rankText)
	if !ok {
		return Card{}, &ParseError{s, "the rank must be " + validRanks, ParseBadRank}
	}
	return Card{rank, suit}, nil
}

// ParseList reads cards from arguments, each holding one or more cards
// separated by spaces or commas: ParseList([]string{"8S", "8h"}) and
// ParseList([]string{"8S, 8h"}) are the same. The first bad token is the error.
func ParseList(args []string) ([]Card, error) {
	var out []Card
	for _, arg := range args {
		for _, tok := range strings.FieldsFunc(arg, func(r rune) bool { return r == ',' || unicode.IsSpace(r) }) {
			c, err := Parse(tok)
			if err != nil {
				return nil, err
			}
			out = append(out, c)
		}
	}
	return out, nil
}
