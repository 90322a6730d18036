package rheinhessen

import (
	"encoding/json"
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/rules/cards"
)

func TestScore(t *testing.T) {
	tests := []struct {
		name      string
		cards     string
		legal     bool
		raw       int
		hand      Hand
		points    int
		violation bool
		explain   string
	}{
		{"issue example", "8S 8H 5C 5D", true, 26, TwoPair, 26, false,
			"two pair, legal: raw 26 x 0.70 + 8 = 26.2 → 26 points"},
		{"legal whole", "QS QH", true, 20, Pair, 22, false,
			"pair, legal: raw 20 x 0.70 + 8 = 22 points"},
		{"legal half rounds up", "5S 5H 5D", true, 15, ThreeOfAKind, 19, false, // 18.5 rounds up
			"three of a kind, legal: raw 15 x 0.70 + 8 = 18.5 → 19 points"},
		{"legal half rounds up 25", "3S 3H 3D 8C 8D", true, 25, FullHouse, 26, false,
			"full house, legal: raw 25 x 0.70 + 8 = 25.5 → 26 points"},
		{"five of a kind is illegal", "5S 5H 5D 5C 5S", false, 25, "", 15, false,
			"no hand (five of a kind, which is no poker hand), illegal: raw 25 x 0.60 = 15 points"},
		{"straight flush", "10h jh qh kh ah", true, 51, StraightFlush, 44, false,
			"straight flush, legal: raw 51 x 0.70 + 8 = 43.7 → 44 points"},
		{"illegal 26 is safe", "KS QH 6D", false, 26, "", 16, false,
			"no hand (three cards of different ranks), illegal: raw 26 x 0.60 = 15.6 → 16 points"},
		{"illegal 27 is a violation", "KS QH 7D", false, 27, "", 11, true,
			"no hand (three cards of different ranks), illegal: raw 27 x 0.60 = 16.2 → 16, minus 5 kickback = 11 points; a violation (illegal with raw 27 or more)"},
		{"illegal 30 exact", "KS QH 10D", false, 30, "", 13, true,
			"no hand (three cards of different ranks), illegal: raw 30 x 0.60 = 18, minus 5 kickback = 13 points; a violation (illegal with raw 27 or more)"},
		{"single card", "2C", false, 2, "", 1, false,
			"no hand (a single card), illegal: raw 2 x 0.60 = 1.2 → 1 point"},
		{"legal pair declared illegal", "AS AH", false, 22, Pair, 13, false,
			"pair declared illegal: raw 22 x 0.60 = 13.2 → 13 points"},
		{"legal straight declared illegal is a violation", "10h jh qh kh ad", false, 51, Straight, 26, true,
			"straight declared illegal: raw 51 x 0.60 = 30.6 → 31, minus 5 kickback = 26 points; a violation (illegal with raw 27 or more)"},
		{"issue check example", "QS KH AC 2D 3S", false, 36, "", 17, true,
			"no hand (five different ranks that do not run in sequence, not all of one suit), illegal: raw 36 x 0.60 = 21.6 → 22, minus 5 kickback = 17 points; a violation (illegal with raw 27 or more)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Score(hand(t, tt.cards), tt.legal)
			require.NoError(t, err)
			assert.Equal(t, tt.raw, p.Raw)
			assert.Equal(t, tt.legal, p.Legal)
			assert.Equal(t, tt.hand, p.Hand)
			assert.Equal(t, tt.points, p.Points)
			assert.Equal(t, tt.violation, p.Violation)
			assert.Equal(t, tt.explain, p.String())
		})
	}
}

func TestScoreRefusals(t *testing.T) {
	_, err := Score(hand(t, "8S 8H 9C"), true)
	require.ErrorIs(t, err, ErrNotLegal)
	assert.EqualError(t, err, "rheinhessen: 8♠ 8♥ 9♣ is not a legal production: it is a pair with a kicker, "+
		"and a legal production is exactly one of pair, two pair, three of a kind, straight, flush, full house, four of a kind or straight flush")

	_, err = Score(hand(t, "8S 8S 8S 8S 8S"), false)
	require.EqualError(t, err, "cards: 8♠ appears 5 times, but a shoe of 4 decks holds only 4")

	_, err = Score(nil, false)
	require.EqualError(t, err, "rheinhessen: a production needs at least one card")

	_, err = Score([]cards.Card{{}}, false)
	require.Error(t, err)
}

func TestCheckDeclaresBest(t *testing.T) {
	p, err := Check(hand(t, "8S 8H 5C 5D"))
	require.NoError(t, err)
	assert.True(t, p.Legal)
	p, err = Check(hand(t, "8S 8H 5C"))
	require.NoError(t, err)
	assert.False(t, p.Legal)
	assert.Equal(t, Hand(""), p.Hand)
}

// TestFormulasAgainstRationals checks every raw value a floor can hold against
// the rulebook formulas computed with exact rationals, half up.
func TestFormulasAgainstRationals(t *testing.T) {
	r := Load()
	roundHalfUp := func(x *big.Rat) int {
		// floor(x + 1/2)
		y := new(big.Rat).Add(x, big.NewRat(1, 2))
		q := new(big.Int).Quo(y.Num(), y.Denom()) // truncates; x >= 0 here
		return int(q.Int64())
	}
	// raw 165 is the case float64 gets wrong: 165*0.7+8 = 123.49999999999999.
	for raw := 0; raw <= 300; raw++ {
		legal := roundHalfUp(new(big.Rat).Add(new(big.Rat).Mul(big.NewRat(int64(raw), 1), big.NewRat(70, 100)), big.NewRat(8, 1)))
		illegal := roundHalfUp(new(big.Rat).Mul(big.NewRat(int64(raw), 1), big.NewRat(60, 100)))
		if raw >= 27 {
			illegal -= 5
		}
		fine := roundHalfUp(new(big.Rat).Mul(big.NewRat(int64(raw), 1), big.NewRat(140, 100)))

		assert.Equal(t, legal, (r.Legal.Factor.Times(raw) + Whole(r.Legal.Bonus)).Round(), "legal %d", raw)
		assert.Equal(t, fine, r.Audit.FineFactor.Times(raw).Round(), "fine %d", raw)
		p := Production{}
		p.Exact = r.Illegal.Factor.Times(raw)
		kick := 0
		if raw >= r.Illegal.DangerFrom {
			kick = r.Illegal.Kickback
		}
		assert.Equal(t, illegal, p.Exact.Round()-kick, "illegal %d", raw)
	}
}

func TestScoreBoundary(t *testing.T) {
	// The danger threshold: the most a safe illegal production scores is 16
	// (raw 26); raw 27 to 34 score less than that.
	for _, tt := range []struct {
		cards     string
		raw, pts  int
		violation bool
	}{
		{"KS QH 5D", 25, 15, false},
		{"KS QH 6D", 26, 16, false},
		{"KS QH 7D", 27, 11, true},
		{"KS QH 8D", 28, 12, true},
		{"KS QH 9D", 29, 12, true},
		{"KS QH AD 2C 2D", 35, 16, true},
	} {
		p, err := Score(hand(t, tt.cards), false)
		require.NoError(t, err)
		assert.Equal(t, tt.raw, p.Raw, tt.cards)
		assert.Equal(t, tt.pts, p.Points, tt.cards)
		assert.Equal(t, tt.violation, p.Violation, tt.cards)
	}
}

func TestProductionJSON(t *testing.T) {
	p, err := Check(hand(t, "10h jh qh kh ah"))
	require.NoError(t, err)
	b, err := json.Marshal(p)
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(b, &m))
	assert.Equal(t, []any{"10♥", "J♥", "Q♥", "K♥", "A♥"}, m["cards"])
	assert.Equal(t, 51.0, m["raw"])
	assert.Equal(t, true, m["legal"])
	assert.Equal(t, "straight-flush", m["hand"])
	assert.Equal(t, 44.0, m["points"])
	assert.Equal(t, false, m["violation"])
	assert.Equal(t, 43.7, m["exact"])
	assert.Equal(t, 0.7, m["factor"])

	var back Production
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, p, back)

	p, err = Check(hand(t, "QS KH AC 2D 3S"))
	require.NoError(t, err)
	b, err = json.Marshal(p)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &m))
	assert.Nil(t, m["hand"])
	assert.Contains(t, string(b), `"hand":null`)
	assert.Equal(t, true, m["violation"])
}
