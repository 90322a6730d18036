package cards

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want Card
	}{
		{"8S", New(Eight, Spades)},
		{"8s", New(Eight, Spades)},
		{"10h", New(Ten, Hearts)},
		{"10H", New(Ten, Hearts)},
		{"th", New(Ten, Hearts)},
		{"TD", New(Ten, Diamonds)},
		{"Q♦", New(Queen, Diamonds)},
		{"q♦", New(Queen, Diamonds)},
		{"a♠", New(Ace, Spades)},
		{"K♣", New(King, Clubs)},
		{"2c", New(Two, Clubs)},
		{"J♥", New(Jack, Hearts)},
		{"j♡", New(Jack, Hearts)},
		{"A♤", New(Ace, Spades)},
		{"5♧", New(Five, Clubs)},
		{"9♢", New(Nine, Diamonds)},
		{"A♠\uFE0F", New(Ace, Spades)},
		{"  7d ", New(Seven, Diamonds)},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := Parse(tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"", `cards: "" is not a card: write a rank (2-10, T, J, Q, K or A) then a suit (S, H, D, C or ♠ ♥ ♦ ♣), e.g. 8S`},
		{"8X", `cards: "8X" is not a card: it must end with a suit: S, H, D, C or ♠ ♥ ♦ ♣`},
		{"8", `cards: "8" is not a card: it must end with a suit: S, H, D, C or ♠ ♥ ♦ ♣`},
		{"1S", `cards: "1S" is not a card: the rank must be 2-10, T, J, Q, K or A`},
		{"11S", `cards: "11S" is not a card: the rank must be 2-10, T, J, Q, K or A`},
		{"010S", `cards: "010S" is not a card: the rank must be 2-10, T, J, Q, K or A`},
		{"S", `cards: "S" is not a card: a rank (2-10, T, J, Q, K or A) must come before the suit, e.g. 8S`},
		{"♠", `cards: "♠" is not a card: a rank (2-10, T, J, Q, K or A) must come before the suit, e.g. 8S`},
		{"8 S", `cards: "8 S" is not a card: the rank must be 2-10, T, J, Q, K or A`},
		{"8S\n9H", `cards: "8S\n9H" is not a card: the rank must be 2-10, T, J, Q, K or A`},
		{"\xff", `cards: "\xff" is not a card: it must end with a suit: S, H, D, C or ♠ ♥ ♦ ♣`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			_, err := Parse(tt.in)
			require.Error(t, err)
			assert.Equal(t, tt.want, err.Error())
			assert.NotContains(t, err.Error(), "\n")
			var pe *ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, tt.in, pe.Token)
		})
	}
}

func TestRoundTripEveryCard(t *testing.T) {
	deck := Deck()
	require.Len(t, deck, 52)
	seen := map[Card]bool{}
	for i, c := range deck {
		assert.Equal(t, i, c.Index())
		assert.False(t, seen[c])
		seen[c] = true
		for _, text := range []string{c.String(), c.ASCII(), strings.ToLower(c.ASCII())} {
			got, err := Parse(text)
			require.NoError(t, err, text)
			assert.Equal(t, c, got, text)
		}
	}
	assert.Equal(t, "10♥", New(Ten, Hearts).String())
	assert.Equal(t, "10H", New(Ten, Hearts).ASCII())
	assert.Equal(t, "A♣", New(Ace, Clubs).String())
}

func TestStrings(t *testing.T) {
	assert.Equal(t, "Q", Queen.String())
	assert.Equal(t, "queen", Queen.Name())
	assert.Equal(t, "10", Ten.String())
	assert.Equal(t, "Rank(1)", Rank(1).String())
	assert.Equal(t, "♦", Diamonds.String())
	assert.Equal(t, "D", Diamonds.Letter())
	assert.Equal(t, "diamonds", Diamonds.Name())
	assert.Equal(t, "Suit(0)", Suit(0).String())
	assert.False(t, Card{}.Valid())
	assert.Equal(t, -1, Card{}.Index())
}

func TestParseRankSuit(t *testing.T) {
	for _, r := range Ranks {
		got, err := ParseRank(r.String())
		require.NoError(t, err)
		assert.Equal(t, r, got)
	}
	got, err := ParseRank("t")
	require.NoError(t, err)
	assert.Equal(t, Ten, got)
	_, err = ParseRank("1")
	require.EqualError(t, err, `cards: "1" is not a rank: a rank is 2-10, T, J, Q, K or A`)

	for _, s := range Suits {
		for _, text := range []string{s.String(), s.Letter(), strings.ToLower(s.Letter())} {
			got, err := ParseSuit(text)
			require.NoError(t, err)
			assert.Equal(t, s, got)
		}
	}
	_, err = ParseSuit("SS")
	require.EqualError(t, err, `cards: "SS" is not a suit: a suit is S, H, D, C or ♠ ♥ ♦ ♣`)
}

func TestParseList(t *testing.T) {
	want := []Card{New(Eight, Spades), New(Eight, Hearts), New(Five, Clubs), New(Five, Diamonds)}
	for _, args := range [][]string{
		{"8S", "8H", "5C", "5D"},
		{"8S 8H 5C 5D"},
		{"8s,8h, 5c ,5d"},
		{"8♠ 8♥", "5♣,5♦"},
	} {
		got, err := ParseList(args)
		require.NoError(t, err, args)
		assert.Equal(t, want, got, args)
	}
	got, err := ParseList(nil)
	require.NoError(t, err)
	assert.Empty(t, got)

	_, err = ParseList([]string{"8S 8H", "5C 1D"})
	require.EqualError(t, err, `cards: "1D" is not a card: the rank must be 2-10, T, J, Q, K or A`)
}

func TestCheckShoe(t *testing.T) {
	eight := New(Eight, Spades)
	four := []Card{eight, eight, eight, eight, New(Two, Hearts)}
	require.NoError(t, CheckShoe(four, 4))
	require.EqualError(t, CheckShoe(append(four, eight), 4),
		"cards: 8♠ appears 5 times, but a shoe of 4 decks holds only 4")
	require.EqualError(t, CheckShoe([]Card{eight, eight}, 1),
		"cards: 8♠ appears 2 times, but a shoe of 1 deck holds only 1")
	require.EqualError(t, CheckShoe([]Card{{}}, 4), "cards: Rank(0)Suit(0) is not a card")
	require.Error(t, CheckShoe(nil, 0))
	require.NoError(t, CheckShoe(Shoe(4), 4))
	require.Error(t, CheckShoe(Shoe(4), 3))
	assert.Len(t, Shoe(4), 208)
}

func TestSortAndFormat(t *testing.T) {
	cs, err := ParseList([]string{"AS 2C 10H 2S TD"})
	require.NoError(t, err)
	Sort(cs)
	assert.Equal(t, "2♠ 2♣ 10♥ 10♦ A♠", Format(cs))
}

func TestJSON(t *testing.T) {
	cs := []Card{New(Ten, Hearts), New(Ace, Spades)}
	b, err := json.Marshal(cs)
	require.NoError(t, err)
	assert.Equal(t, `["10♥","A♠"]`, string(b))
	var back []Card
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, cs, back)
	require.NoError(t, json.Unmarshal([]byte(`["th","as"]`), &back))
	assert.Equal(t, cs, back)
	require.Error(t, json.Unmarshal([]byte(`["1h"]`), &back))
	_, err = json.Marshal(Card{})
	require.Error(t, err)
}

func FuzzParse(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, seed := range []string{"8S", "10h", "Q♦", "th", "", "1S", "♠", "A♠\uFE0F", "10", "xx", "\xff♠"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fuzzcheck.Check(t, len(s), func() {
			c, err := Parse(s)
			if err != nil {
				msg := err.Error()
				if !strings.HasPrefix(msg, "cards: ") || strings.Contains(msg, "\n") {
					t.Fatalf("bad error for %q: %q", s, msg)
				}
				return
			}
			if !c.Valid() {
				t.Fatalf("Parse(%q) = invalid card %v", s, c)
			}
			for _, text := range []string{c.String(), c.ASCII()} {
				back, err := Parse(text)
				if err != nil || back != c {
					t.Fatalf("round trip of %q via %q: %v, %v", s, text, back, err)
				}
			}
			list, err := ParseList([]string{s})
			if err != nil || len(list) != 1 || list[0] != c {
				t.Fatalf("ParseList(%q) = %v, %v; Parse gave %v", s, list, err, c)
			}
		})
	})
}
