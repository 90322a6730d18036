package rheinhessen

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/rules/cards"
)

// hand parses card notation for tests: "8S 8H 5C 5D".
func hand(t testing.TB, s string) []cards.Card {
	t.Helper()
	cs, err := cards.ParseList([]string{s})
	require.NoError(t, err)
	return cs
}

func TestLoadEmbedded(t *testing.T) {
	r := Load()
	assert.Equal(t, "Rheinhessen Industriewerk", r.Game)
	assert.Equal(t, PlayerRange{2, 4}, r.Players)
	assert.Equal(t, 208, r.Shoe())
	assert.Equal(t, 7, r.StartingHand)
	assert.Equal(t, 2, r.DrawPerTurn)
	assert.Equal(t, 300, r.WinScore)
	assert.Equal(t, Rate(70), r.Legal.Factor)
	assert.Equal(t, 8, r.Legal.Bonus)
	assert.Equal(t, Rate(60), r.Illegal.Factor)
	assert.Equal(t, 27, r.Illegal.DangerFrom)
	assert.Equal(t, 5, r.Illegal.Kickback)
	assert.Equal(t, TrackRule{Tick: 1, HighTick: 2, HighFrom: 3, ExternalAuditAt: 5, ResetTo: 0, Zones: r.Track.Zones}, r.Track)
	assert.Equal(t, Rate(140), r.Audit.FineFactor)
	assert.Equal(t, 20, r.Audit.ExternalExtraLoss)
	assert.Equal(t, "0.70", r.Legal.Factor.String())
	assert.Equal(t, "1.40", r.Audit.FineFactor.String())

	want := map[cards.Rank]int{cards.Two: 2, cards.Three: 3, cards.Four: 4, cards.Five: 5, cards.Six: 6,
		cards.Seven: 7, cards.Eight: 8, cards.Nine: 9, cards.Ten: 10, cards.Jack: 10, cards.Queen: 10,
		cards.King: 10, cards.Ace: 11}
	for rk, v := range want {
		assert.Equal(t, v, r.Value(cards.New(rk, cards.Hearts)), rk)
	}
	assert.Equal(t, 0, r.Value(cards.Card{}))
	assert.Equal(t, 26, Raw(hand(t, "8S 8H 5C 5D")))
	assert.Equal(t, 51, Raw(hand(t, "10h jh qh kh ah")))

	pile, err := r.DrawPile(4)
	require.NoError(t, err)
	assert.Equal(t, 180, pile)
	pile, err = r.DrawPile(2)
	require.NoError(t, err)
	assert.Equal(t, 194, pile)
	_, err = r.DrawPile(5)
	require.EqualError(t, err, "rheinhessen: 2 to 4 corporations play, not 5")

	require.Len(t, r.Hands, 8)
	assert.Equal(t, "two pair", r.HandName(TwoPair))
	assert.Equal(t, "no hand", r.HandName(""))

	// Zones cover the track and their texts carry the data's numbers.
	require.Len(t, r.Track.Zones, 4)
	assert.Equal(t, "Further violations add 2 ticks instead of 1.", r.Track.Zones[1].Meaning.EN)
	assert.Contains(t, r.Track.Zones[3].Meaning.EN, "loses 20 more")
	assert.Contains(t, r.Track.Zones[3].Meaning.EN, "resets to 0")
	for track := 0; track <= r.Track.ExternalAuditAt; track++ {
		z, ok := r.Zone(track)
		require.True(t, ok, track)
		assert.NotContains(t, z.Meaning.EN+z.Meaning.DE, "{")
	}
	z, _ := r.Zone(4)
	assert.Equal(t, "critical", z.Name.EN)
	assert.Equal(t, "kritisch", z.Name.DE)
}

func TestParseDataErrors(t *testing.T) {
	base := string(rheinhessenYAML)
	tests := []struct {
		name, old, new, want string
	}{
		{"unknown field", "win_score: 300", "win_score: 300\nwin_scor: 1",
			"test.yaml: line 13: field win_scor not found"},
		{"factor with three decimals", "factor: 0.70", "factor: 0.705",
			`test.yaml: line 53: "0.705" is not a factor`},
		{"factor not a number", "factor: 0.60", "factor: lots",
			`"lots" is not a factor`},
		{"missing rank", "  J: 10\n", "",
			"card_values: rank J is missing"},
		{"bad rank", "  J: 10\n", "  X: 10\n",
			`test.yaml:25: card_values: "X" is not a rank`},
		{"duplicate rank", "  J: 10\n", "  J: 10\n  j: 10\n",
			"card_values: rank J is given twice"},
		{"worthless card", "  J: 10\n", "  J: 0\n",
			"card_values: J must be worth 1 to 10000, got 0"},
		{"card worth too much", "  J: 10\n", "  J: 10001\n",
			"card_values: J must be worth 1 to 10000, got 10001"},
		{"hands out of order", "{id: pair,", "{id: pairs,",
			`test.yaml:33: hands[0]: expected "pair", got "pairs"`},
		{"zone gap", "    - from: 3\n      to: 3", "    - from: 4\n      to: 4",
			"test.yaml:74: track.zones[1]: zones must cover 0 to 5 in order without gaps"},
		{"unknown number", "add {high_tick} ticks", "add {hi_tick} ticks",
			"test.yaml:77: track.zones[1].meaning: unknown placeholder {hi_tick}"},
		{"deck size", "deck_cards: 52", "deck_cards: 54",
			"test.yaml:9: deck_cards: a standard deck has 52 cards, not 54"},
		{"tick order", "high_tick: 2 ", "high_tick: 0 ",
			"track: need 1 <= tick <= high_tick, got 1 and 0"},
		{"reset", "reset_to: 0 ", "reset_to: 5 ",
			"track.reset_to: must be 0 to 4, got 5"},
		{"negative kickback", "kickback: 5 ", "kickback: -5 ",
			"illegal.kickback: must not be negative"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.Contains(t, base, tt.old, "test setup")
			_, err := Parse("test.yaml", []byte(strings.Replace(base, tt.old, tt.new, 1)))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
			assert.True(t, strings.HasPrefix(err.Error(), "test.yaml"), err.Error())
		})
	}
}

func TestDecimal(t *testing.T) {
	tests := []struct {
		d     Decimal
		text  string
		round int
	}{
		{2620, "26.2", 26},
		{2650, "26.5", 27},
		{2649, "26.49", 26},
		{2600, "26", 26},
		{5, "0.05", 0},
		{50, "0.5", 1},
		{-50, "-0.5", 0},
		{-60, "-0.6", -1},
		{-150, "-1.5", -1},
		{0, "0", 0},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.text, tt.d.String())
		assert.Equal(t, tt.round, tt.d.Round(), tt.text)
		var back Decimal
		require.NoError(t, back.UnmarshalJSON([]byte(tt.text)))
		assert.Equal(t, tt.d, back)
	}
	var d Decimal
	require.Error(t, d.UnmarshalJSON([]byte("1.234")))
	assert.Equal(t, Decimal(1820), Rate(70).Times(26))
}
