package rheinhessen

import (
	"flag"
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/referee/refereetest"
)

var update = flag.Bool("update", false, "rewrite testdata/<game>.show.json from the saved games in testdata")

func view(s *State) any { return s.ToView() }

// A saved game made by the binary of its day (testdata/make.sh) keeps
// opening, replaying and showing exactly what it showed then: an internal
// audit, an undo and redo, and an external audit at the fifth tick.
func TestSavedGames(t *testing.T) {
	t.Run("audits", func(t *testing.T) {
		s, k := refereetest.SavedGame(t, Rules{}, GameID, "audits", view, *update)
		assert.Equal(t, 11, s.Turn)
		assert.Equal(t, 0, s.Track, "the external audit reset the track")
		assert.Len(t, s.Discards, 20, "the internal audit removed 5 cards, the external audit 15")
		scores := map[string]int{}
		for _, p := range s.Players {
			scores[p.Name] = p.Score
		}
		assert.Equal(t, map[string]int{"Anna": 34, "Ben": -66, "Clara": -24}, scores)
		assert.Equal(t, 1, k["action audit"])
		assert.Equal(t, 1, k["undo"])
		assert.Equal(t, 1, k["redo"])
	})
	// A solo game: the shoe dealt from the seed, the AI turns in the log.
	t.Run("solo", func(t *testing.T) {
		s, k := refereetest.SavedGame(t, Rules{}, GameID, "solo", view, *update)
		assert.Equal(t, 13, s.Turn)
		assert.Equal(t, []string{"", "aggressor", "balanced", "opportunist"}, s.AI)
		assert.Len(t, s.Shoe.Hand(0), s.Players[0].Hand, "the dealt hand is the counted hand")
		assert.Equal(t, 154, len(s.Shoe.Pile))
		assert.Equal(t, 24, s.Players[0].Score)
		// undo took back Anna's straight and the three AI turns after it;
		// redo played the four again.
		assert.Equal(t, 4, k["undo"])
		assert.Equal(t, 4, k["redo"])
	})
}
