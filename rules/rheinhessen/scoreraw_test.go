package rheinhessen

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/rules/cards"
)

func TestPointsForRawAtTheBoundaries(t *testing.T) {
	tests := []struct {
		raw       int
		legal     bool
		points    int
		exact     string
		violation bool
	}{
		{15, true, 19, "18.5", false}, // half rounds up
		{26, true, 26, "26.2", false},
		{26, false, 16, "15.6", false}, // the greatest safe illegal raw
		{27, false, 11, "16.2", true},  // the danger threshold: kickback 5
		{27, true, 27, "26.9", false},  // legal productions are never violations
		{60, false, 31, "36", true},
		{2, false, 1, "1.2", false},
	}
	for _, tt := range tests {
		s := Load().ScoreRaw(tt.raw, tt.legal)
		assert.Equal(t, tt.points, s.Points, "raw %d legal %v", tt.raw, tt.legal)
		assert.Equal(t, tt.points, PointsForRaw(tt.raw, tt.legal))
		assert.Equal(t, tt.exact, s.Exact.String())
		assert.Equal(t, tt.violation, s.Violation)
	}
}

// Score and PointsForRaw are one implementation: for any cards the points
// depend on the raw value and the declaration only.
func TestScoreUsesPointsForRaw(t *testing.T) {
	r := Load()
	rng := rand.New(rand.NewPCG(4, 27))
	shoe := cards.Shoe(r.Decks)
	for i := 0; i < 3000; i++ {
		rng.Shuffle(len(shoe), func(a, b int) { shoe[a], shoe[b] = shoe[b], shoe[a] })
		cs := shoe[:1+rng.IntN(7)]
		for _, legal := range []bool{false, true} {
			p, err := r.Score(cs, legal)
			if err != nil {
				require.True(t, legal)
				continue
			}
			s := r.ScoreRaw(p.Raw, legal)
			assert.Equal(t, s.Points, p.Points)
			assert.Equal(t, s.Violation, p.Violation)
			assert.Equal(t, s.Exact, p.Exact)
		}
	}
}

func TestAuditFine(t *testing.T) {
	fine, exact := Load().AuditFine(16)
	assert.Equal(t, 22, fine)
	assert.Equal(t, "22.4", exact.String())
	fine, _ = Load().AuditFine(0)
	assert.Equal(t, 0, fine)
	res := Salvage(hand(t, "8S 8H KS 2H"))
	fine, exact = Load().AuditFine(res.LeftoverRaw)
	assert.Equal(t, fine, res.Fine)
	assert.Equal(t, exact, res.ExactFine)
}

func TestLegalRaws(t *testing.T) {
	m := Load().LegalRaws()
	for _, raw := range []int{2, 3, 5, 7, 55, 60} {
		assert.False(t, m[raw], raw)
	}
	for _, raw := range []int{4, 6, 8, 9, 11, 26, 27, 51, 53, 54} {
		assert.True(t, m[raw], raw)
	}
	// The extremes are real hands.
	for _, h := range []string{"2S 2H", "2S 2S 2S 2S 3S", "AS AS AS AS KS", "AS AH AD KS KH"} {
		p, err := Check(hand(t, h))
		require.NoError(t, err)
		assert.True(t, p.Legal, h)
		assert.True(t, m[p.Raw], h)
	}
}

func TestTurnComesFromTheData(t *testing.T) {
	r := Load()
	require.Len(t, r.Turn, 3)
	assert.Equal(t, "Draw", r.Turn[0].Name.EN)
	assert.Equal(t, "Draw 2 cards. Mandatory.", r.Turn[0].Text.EN)
	base := string(rheinhessenYAML)
	for _, tt := range []struct{ old, new, want string }{
		{"{draw_per_turn} cards", "{draw} cards", "turn[0].text: unknown placeholder {draw}"},
		{"    text: {en: \"Draw", "    txt: {en: \"Draw", "field txt not found"},
		{"  - name: {en: Draw, de: Ziehen}\n    text", "  - name: {en: Draw, de: \"\"}\n    text", "turn[0]: needs a name and a text, in English and German"},
	} {
		require.Contains(t, base, tt.old)
		_, err := Parse("test.yaml", []byte(strings.Replace(base, tt.old, tt.new, 1)))
		assert.ErrorContains(t, err, tt.want)
	}
}
