package rigs

import (
	"flag"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/refereetest"
)

var update = flag.Bool("update", false, "rewrite testdata/<game>.show.json from the saved games in testdata")

func view(s *State) any { return s.ToView() }

func TestSavedGames(t *testing.T) {
	t.Run("drawn", func(t *testing.T) {
		s, k := refereetest.SavedGame(t, Rules{}, GameID, "drawn", view, *update)
		assert.Equal(t, Ended, s.Phase, "a complete game, played to the end-game worth")
		assert.Equal(t, 15, s.Round)
		assert.False(t, s.Physical)
		for _, p := range s.Players {
			require.NotNil(t, p.Worth, p.Name)
		}
		assert.Equal(t, "Bob wins with a worth of 350", s.WinnerText())
		assert.Equal(t, 1, k["undo"])
		assert.Equal(t, 1, k["redo"])
		assert.Equal(t, 15, k["action market"])
	})
	t.Run("physical", func(t *testing.T) {
		s, k := refereetest.SavedGame(t, Rules{}, GameID, "physical", view, *update)
		assert.Equal(t, Ended, s.Phase, "a complete game: the table entered the End Market cards and dice")
		assert.True(t, s.Physical)
		assert.Equal(t, "Bob wins with a worth of 450", s.WinnerText())
		assert.Zero(t, len(s.PlotDeck), "the table recorded every plot drawn")
		assert.Equal(t, 1, k["action end"])
		assert.Equal(t, 1, k["action rolloff"])
		assert.Equal(t, 27, k["action grant"], "12 starting plots and 15 Land Grant plots")
	})
}
