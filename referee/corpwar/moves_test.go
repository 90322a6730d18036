package corpwar

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/referee"
	"boardroom/referee/refereetest"
)

// The instructions printed after every undo and redo, followed to the
// letter by a model of the table, rebuild the table before and after each
// action: random games at 2 to 5 players, with the referee's dice and decks
// and with the table's own (physical).
func TestUndoInstructionsRebuildTheTable(t *testing.T) {
	want := refereetest.TableMovesRuns()
	undos := 0
	for seed := uint64(1); undos < want; seed++ {
		names := []string{"Ann", "Bob", "Cy", "Dee", "Eve"}[:2+int(seed)%4]
		c := refereetest.TableMovesCase[*State]{Rules: Rules{}, GameID: GameID, Seed: int64(seed), View: TUIView,
			Setup: Setup{Players: names, Physical: seed%2 == 0}, Steps: 300,
			Next: func(s *State, r *rand.Rand) referee.Action[*State] {
				if s.Phase == Ended {
					return nil
				}
				if r.IntN(4) == 0 {
					return propose(s, r) // often refused
				}
				return legalMove(s, r)
			}}
		undos += refereetest.CheckTableMoves(t, c, rand.New(rand.NewPCG(seed, 30)))
		if t.Failed() {
			return
		}
	}
	assert.GreaterOrEqual(t, undos, want)
}
