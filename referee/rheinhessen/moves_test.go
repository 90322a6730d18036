package rheinhessen

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/refereetest"
	"boardroom/referee/tui"
	"boardroom/rules/cards"
)

// virtualAction is what the human seat of a virtual game might do: pass,
// audit, or produce cards it holds (one card, or two of a rank).
func virtualAction(s *State, r *rand.Rand) referee.Action[*State] {
	if s.Ended {
		return nil
	}
	cur := s.Players[s.Current].Name
	switch k := r.IntN(10); {
	case k < 1:
		return &Pass{Player: cur}
	case k < 3:
		return &Audit{Auditor: cur, Victim: s.Players[r.IntN(len(s.Players))].Name}
	default:
		hand := s.HandOf(s.Current)
		if len(hand) == 0 {
			return &Pass{Player: cur}
		}
		c := hand[r.IntN(len(hand))]
		cs := []cards.Card{c}
		for _, d := range hand {
			if d != c && d.Rank == c.Rank {
				return &Produce{Player: cur, Cards: append(cs, d)}
			}
		}
		return &Produce{Player: cur, Cards: cs, Illegal: true}
	}
}

// The instructions printed after every undo and redo, followed to the
// letter by a model of the table, rebuild the table before and after each
// action: random games at 2, 3 and 4 corporations with real cards, and
// virtual games (nothing to move).
func TestUndoInstructionsRebuildTheTable(t *testing.T) {
	want := refereetest.TableMovesRuns()
	undos := 0
	for seed := uint64(1); undos < want; seed++ {
		n := 2 + int(seed)%3
		names := []string{"Anna", "Ben", "Clara", "David"}[:n]
		c := refereetest.TableMovesCase[*State]{Rules: Rules{}, GameID: GameID, Seed: int64(seed),
			View: Spec().View, Setup: Setup{Players: names}, Next: randomAction, Steps: 400}
		if seed%4 == 0 { // a virtual game: Anna against AI seats
			ai := []string{"", "balanced", "aggressor", "conservative"}[:n]
			c.Setup, c.Next, c.Steps = Setup{Players: names, AI: ai}, virtualAction, 40
			c.View.Auto = Spec().Auto
		}
		undos += refereetest.CheckTableMoves(t, c, rand.New(rand.NewPCG(seed, 30)))
		if t.Failed() {
			return
		}
	}
	assert.GreaterOrEqual(t, undos, want)
}

// Issue 30: after Anna's second production and Ben's draw, the undo put
// Anna's tens on the draw pile and Ben's new cards in Anna's hand (the moves
// were paired by their counts). Each move is now the one the action made.
func TestUndoOfAProductionAndTheNextDrawSaysEachMove(t *testing.T) {
	for _, names := range [][]string{{"Anna", "Ben"}, {"Anna", "Ben", "Clara", "David"}} {
		t.Run(fmt.Sprint(len(names)), func(t *testing.T) {
			tb := refereetest.NewTable[*State](t, Rules{}, GameID, Setup{Players: names}, 9)
			plays := []string{"8S 8H", "5C 5D", "9C 9D", "3C 3D"}[:len(names)]
			for i, c := range append(plays, "10S 10H") {
				tb.Do(&Produce{Player: names[i%len(names)], Cards: cs(t, c)})
			}
			turn, left := 4, 186
			if len(names) == 4 {
				turn, left = 6, 168
			}
			states, err := tui.UndoSteps(tb.G, nil)
			require.NoError(t, err)
			assert.Equal(t, []string{
				"Undone:",
				"  Anna produces 10♠ 10♥: pair, legal: raw 20 x 0.70 + 8 = 22 points; score 19 → 41.",
				fmt.Sprintf("  Turn %d (round 2), Ben: draws 2 cards (%d left in the draw pile) and holds 9 cards.", turn, left),
				"Put back on the table:",
				"  Move 2 cards from Ben's hand back to the top of the draw pile.",
				"  Move 10♠ 10♥ from Anna's floor (legal area) back to Anna's hand.",
				"  Set Anna's score back to 19 (from 41).",
			}, TUIView.Retold(states, true))
			states, err = tui.RedoSteps(tb.G, nil)
			require.NoError(t, err)
			assert.Equal(t, []string{
				"Redone:",
				"  Anna produces 10♠ 10♥: pair, legal: raw 20 x 0.70 + 8 = 22 points; score 19 → 41.",
				fmt.Sprintf("  Turn %d (round 2), Ben: draws 2 cards (%d left in the draw pile) and holds 9 cards.", turn, left),
				"On the table, again:",
				"  Move 10♠ 10♥ from Anna's hand to Anna's floor (legal area).",
				"  Move 2 cards from the top of the draw pile to Ben's hand.",
				"  Set Anna's score to 41 (from 19).",
			}, TUIView.Retold(states, false))
		})
	}
}
