package aufbau

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/refereetest"
)

// The numbers printed after every undo and redo, written on a model of the
// domain sheets, give the sheets before and after each action: random
// campaigns of 1 to 8 players, with the referee's dice and the table's.
func TestUndoInstructionsRebuildTheTable(t *testing.T) {
	want := refereetest.TableMovesRuns()
	undos := 0
	names := []string{"Anna", "Ben", "Clara", "David", "Emil", "Frieda", "Gustav", "Hanna"}
	for seed := uint64(1); undos < want; seed++ {
		n := 1 + int(seed-1)%8
		c := refereetest.TableMovesCase[*State]{Rules: Rules{}, GameID: GameID, Seed: int64(seed), View: TUIView,
			Setup: Setup{Players: names[:n], Physical: seed%2 == 0, Rounds: 3, Lang: "en"}, Steps: 120,
			Next: func(s *State, r *rand.Rand) referee.Action[*State] {
				if s.Ended {
					return nil
				}
				if r.IntN(4) == 0 {
					return &Next{}
				}
				return randomAction(r, s, s.Players[r.IntN(len(s.Players))].Name)
			}}
		undos += refereetest.CheckTableMoves(t, c, rand.New(rand.NewPCG(seed, 30)))
		if t.Failed() {
			return
		}
	}
	assert.GreaterOrEqual(t, undos, want)
}

// What to write back on the sheets reads as sentences in German too: a line
// starts with a capital ("Die Runde zurück auf ...", not "die Runde").
func TestSheetLinesStartWithACapital(t *testing.T) {
	s0 := newGame(t, Setup{Players: []string{"Anna", "Ben"}})
	s1 := do(t, s0, &Next{})
	for _, back := range []bool{true, false} {
		lines := tableMoves(s0, s1, false) // a redo
		if back {
			lines = tableMoves(s1, s0, true) // an undo
		}
		require.NotEmpty(t, lines)
		assert.Regexp(t, `^Die Runde (zurück|wieder) auf 1 `, lines[0])
	}
}
