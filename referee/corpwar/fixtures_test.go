package corpwar

import (
	"flag"
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/phrase/msg"
	"boardroom/referee/refereetest"
)

var update = flag.Bool("update", false, "rewrite testdata/<game>.show.json from the saved games in testdata")

func view(s *State) any { return s.ToView() }

// A saved game made by the binary of its day (testdata/make.sh) keeps
// opening, replaying and showing exactly what it showed then: a called
// bluff, an accepted and a called Espionage, special action cards, a firing,
// an undo and redo, eight turns of dice.
func TestSavedGames(t *testing.T) {
	t.Run("bluff", func(t *testing.T) {
		s, k := refereetest.SavedGame(t, Rules{}, GameID, "bluff", view, *update)
		assert.Equal(t, 9, s.Turn)
		assert.Empty(t, s.Lang, "saved before games had a language")
		assert.Equal(t, msg.EN, s.Language(), "so it opens in the game's own, English")
		assert.Equal(t, Allocation, s.Phase)
		money := map[string]int{}
		for _, p := range s.Players {
			money[p.Name] = p.Money
		}
		assert.Equal(t, map[string]int{"Ann": 7, "Bob": 11, "Cy": 18}, money)
		assert.Equal(t, 1, s.MarketResearch)
		assert.Equal(t, 2, k["action call"], "the bluff Bob called and the Joker Ann called")
		assert.Equal(t, 1, k["action accept"])
		assert.Equal(t, 1, k["undo"])
		assert.Equal(t, 1, k["redo"])
	})
}
