package politicard

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// workOf is the arithmetic the action recorded, one "text [rule]" a line.
func workOf(s *State) string {
	var b strings.Builder
	for _, l := range s.WorkDone() {
		b.WriteString(l.Text + " [" + l.Rule + "]\n")
	}
	return b.String()
}

// The effects that move cards rather than influence record what they took,
// from whom, and the counts before and after, each line with its ruling:
// a steal (PC22), a return to the hand and a destruction (PC14), a
// deactivation (PC10) and the draws (PC21).
func TestEffectsRecordTheirArithmetic(t *testing.T) {
	trap := func(t *testing.T, card string, ann []string, prefix ...func(*State) *State) func(fire func(*State) *State) *State {
		s := start(t, deckWith(t, ann...), deckWith(t, card))
		s = do(t, s, end("Ann"))
		s = do(t, s, set("Bob"))
		s = do(t, s, end("Bob"))
		for _, p := range prefix {
			s = p(s)
		}
		return func(fire func(*State) *State) *State {
			s = fire(s)
			s.Explain()
			return do(t, s, trig("Bob", card))
		}
	}
	t.Run("steal", func(t *testing.T) {
		s := trap(t, "S28", []string{"G4"})(func(s *State) *State { return do(t, s, play("Ann", "G23")) })
		assert.Contains(t, workOf(s), "Bribery Scandal 2.0: G23 "+s.Name("G23")+" (5 influence) moves from Ann's government row to Bob's until round end: Bob's row 0 + 1 = 1 cards, and it counts for Bob [PC22]")
	})
	t.Run("return to hand", func(t *testing.T) {
		fire := trap(t, "S23", nil, func(s *State) *State { return do(t, s, play("Ann", "G23")) },
			func(s *State) *State { return do(t, s, play("Ann", "G24")) },
			func(s *State) *State { return do(t, do(t, s, end("Ann")), end("Bob")) })
		var hand int
		s := fire(func(s *State) *State { s = do(t, s, play("Ann", "G25")); hand = s.Players[0].Hand; return s })
		assert.Contains(t, workOf(s), "leaves Ann's row for the hand: Ann's hand "+itoa(hand)+" + 1 = "+itoa(hand+1)+" [PC14]")
		assert.Equal(t, hand+1, s.Players[0].Hand, "the line's sum is the hand now")
	})
	t.Run("destroy", func(t *testing.T) {
		s := trap(t, "S27", []string{"S66", "S67"})(func(s *State) *State { return do(t, s, play("Ann", "S66")) })
		assert.Contains(t, workOf(s), "is destroyed: off Ann's row to the discard pile [PC14]")
	})
	t.Run("deactivate", func(t *testing.T) {
		s := trap(t, "S35", []string{"S66"})(func(s *State) *State { return do(t, s, play("Ann", "S66")) })
		assert.Contains(t, workOf(s), "is deactivated until round end: its effects stop [PC10]")
	})
	t.Run("draw", func(t *testing.T) {
		s := start(t, deckWith(t, "S64"), deckWith(t))
		s.Explain()
		h, d := s.Players[0].Hand-1, s.Players[0].DeckLeft
		s = do(t, s, play("Ann", "S64"))
		require.Equal(t, h+1, s.Players[0].Hand)
		assert.Contains(t, workOf(s), "Ann draws min(1, "+itoa(d)+" left in the deck) = 1: hand "+itoa(h)+" + 1 = "+itoa(h+1)+", deck "+itoa(d)+" - 1 = "+itoa(d-1)+" [PC21]")
	})
}

func itoa(n int) string { return strconv.Itoa(n) }
