package rheinhessen

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestClassify(t *testing.T) {
	tests := []struct {
		cards string
		want  Hand // "" = illegal
		why   string
	}{
		// Pairs and near misses.
		{"8S 8H", Pair, ""},
		{"8S 8S", Pair, ""}, // two decks' 8♠
		{"8S 9S", "", "two cards of different ranks"},
		{"8S 8H 9C", "", "a pair with a kicker"},
		{"AS", "", "a single card"},
		{"", "", "no cards"},
		// Three and four of a kind.
		{"QS QH QD", ThreeOfAKind, ""},
		{"QS QS QS", ThreeOfAKind, ""},
		{"QS QH KD", "", "a pair with a kicker"},
		{"2S 3H 4D", "", "three cards of different ranks"},
		{"7S 7H 7D 7C", FourOfAKind, ""},
		{"7S 7S 7S 7S", FourOfAKind, ""},
		{"7S 7H 7D 2C", "", "three of a kind with a kicker"},
		{"7S 7H 7D 7C 2C", "", "four of a kind with a kicker"},
		{"7S 7H 7D 7C 7S", "", "five of a kind, which is no poker hand"},
		// Two pair.
		{"8S 8H 5C 5D", TwoPair, ""},
		{"8S 8H 8C 8D", FourOfAKind, ""}, // 2 + 2 of the same rank is four of a kind
		{"8S 8H 5C 6D", "", "a pair with two kickers"},
		{"8S 8H 5C 5D KS", "", "two pair with a kicker"},
		{"2S 3H 4D 5C", "", "four cards of different ranks"}, // four to a straight
		{"2S 3S 4S 5S", "", "four cards of different ranks"}, // four to a flush
		// Full house.
		{"KS KH KD 4C 4D", FullHouse, ""},
		{"KS KH KD 4C 5D", "", "three of a kind with two kickers"},
		{"KS KH 4D 4C 4S", FullHouse, ""},
		{"8S 8S 8S 9S 9S", FullHouse, ""}, // also a flush: named the higher hand
		// Straights.
		{"2S 3H 4D 5C 6S", Straight, ""},
		{"AS 2H 3D 4C 5S", Straight, ""},  // ace low
		{"10S JH QD KC AS", Straight, ""}, // ace high
		{"TS JH QD KC AS", Straight, ""},
		{"9S 10H JD QC KS", Straight, ""},
		{"QS KH AD 2C 3S", "", "five different ranks that do not run in sequence, not all of one suit"}, // no wrap
		{"KS AH 2D 3C 4S", "", "five different ranks that do not run in sequence, not all of one suit"},
		{"2S 3H 4D 5C 7S", "", "five different ranks that do not run in sequence, not all of one suit"},
		{"2S 3H 4D 5C 5S", "", "a pair with three kickers"},
		{"2S 3H 4D 5C 6S 7H", "", "6 cards, and a hand has at most 5"},
		// Flushes.
		{"2H 5H 9H JH KH", Flush, ""},
		{"2H 2H 9H JH KH", Flush, ""}, // ranks may repeat with four decks
		{"2H 2H 9H 9H KH", Flush, ""}, // two pair of one suit is a flush
		{"7H 7H 7H 7H KH", Flush, ""}, // four of a kind with a kicker of one suit
		{"2H 5H 9H JH KD", "", "five different ranks that do not run in sequence, not all of one suit"},
		{"2H 5H 9H JH KH QH", "", "6 cards, and a hand has at most 5"},
		// Straight flushes.
		{"10H JH QH KH AH", StraightFlush, ""},
		{"AD 2D 3D 4D 5D", StraightFlush, ""},
		{"5C 6C 7C 8C 9C", StraightFlush, ""},
		{"QC KC AC 2C 3C", Flush, ""}, // no wrap, but still five of one suit
	}
	for _, tt := range tests {
		t.Run(tt.cards, func(t *testing.T) {
			cs := hand(t, tt.cards)
			got, ok := Classify(cs)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.want != "", ok)
			if tt.want == "" {
				assert.Equal(t, tt.why, WhyNot(cs))
			}
		})
	}
}

func TestEveryStraight(t *testing.T) {
	// All ten straights are legal; nothing else of five distinct ranks is,
	// unless one suit.
	ranks := "A23456789TJQKA"
	for i := 0; i+5 <= len(ranks); i++ {
		var s string
		suits := "SHDCS"
		for j := range 5 {
			s += string(ranks[i+j]) + string(suits[j]) + " "
		}
		got, ok := Classify(hand(t, s))
		require.True(t, ok, s)
		assert.Equal(t, Straight, got, s)
	}
}

func TestHandStringsAndJSON(t *testing.T) {
	require.Len(t, Hands, 8)
	want := []string{"pair", "two-pair", "three-of-a-kind", "straight", "flush", "full-house", "four-of-a-kind", "straight-flush"}
	for i, h := range Hands {
		assert.Equal(t, want[i], h.String())
		assert.True(t, h.Valid())
		b, err := json.Marshal(h)
		require.NoError(t, err)
		var back Hand
		require.NoError(t, json.Unmarshal(b, &back))
		assert.Equal(t, h, back)
	}
	b, err := json.Marshal(Hand(""))
	require.NoError(t, err)
	assert.Equal(t, "null", string(b))
	var h Hand = Pair
	require.NoError(t, json.Unmarshal([]byte("null"), &h))
	assert.Equal(t, Hand(""), h)
	require.Error(t, json.Unmarshal([]byte(`"five-of-a-kind"`), &h))
}
