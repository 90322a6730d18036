package politicard

import (
	"flag"
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/referee/refereetest"
)

var update = flag.Bool("update", false, "rewrite testdata/<game>.show.json from the saved games in testdata")

func view(s *State) any { return s.ToView() }

// A saved game made by the binary of its day (testdata/make.sh) keeps
// opening, replaying and showing exactly what it showed then.
func TestSavedGames(t *testing.T) {
	t.Run("round1", func(t *testing.T) {
		s, k := refereetest.SavedGame(t, Rules{}, GameID, "round1", view, *update)
		assert.Equal(t, []RoundResult{{Round: 1, Influence: [2]int{15, 6}, Winner: 0, Why: "15 to 6"}}, s.Results)
		assert.Equal(t, 2, s.Round)
		assert.Equal(t, 1, s.Active)
		assert.Equal(t, []string{"S2", "G4", "G18", "S66", "S13"}, s.Players[0].Discard, "the board went to the discard pile at round end")
		assert.Equal(t, []string{"S31", "S4", "G22"}, s.Players[1].Discard)
		assert.Equal(t, 1, k["action trigger"])
		assert.Equal(t, 1, k["undo"])
		assert.Equal(t, 1, k["redo"])
	})
}
