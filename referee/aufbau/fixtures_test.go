package aufbau

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/refereetest"
)

func view(s *State) any { return s }

// A saved game made by the binary of its day (testdata/make.sh) keeps
// opening, replaying and showing exactly what it showed then: three rounds,
// an undo and a redo, the end with a standing.
func TestSavedGames(t *testing.T) {
	s, k := refereetest.SavedGame(t, Rules{}, GameID, "zwei", view, *update)
	assert.True(t, s.Ended)
	assert.Equal(t, 3, s.Round)
	assert.Equal(t, 1, k["undo"])
	assert.Equal(t, 1, k["redo"])
	assert.GreaterOrEqual(t, k["action next"], 6)
}

func randomNext(s *State, r *rand.Rand) referee.Action[*State] {
	if s.Ended {
		return nil
	}
	if r.IntN(4) == 0 {
		return &Next{}
	}
	return randomAction(r, s, []string{"Anna", "Ben"}[r.IntN(2)])
}

// Undo restores exactly the state before every action, redo the state after
// it; refused actions change nothing; the same point of the game always
// rolls the same dice.
func TestUndoAndChance(t *testing.T) {
	setup := []byte(`{"players":["Anna","Ben"],"rounds":4}`)
	refereetest.CheckUndo(t, Rules{}, GameID, setup, 3, 120, rand.New(rand.NewPCG(1, 2)), randomNext)
	n := refereetest.CheckChanceFixed(t, Rules{}, GameID, setup, 3, 80, 2, rand.New(rand.NewPCG(3, 4)), randomNext)
	require.Greater(t, n, 5)
}
