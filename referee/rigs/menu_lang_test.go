package rigs

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/referee/tui"
	rigsrules "boardroom/rules/rigs"
)

// The Karma cards' own questions in play speak the table's language, and
// what they answer is what --dest and --choice take, whatever the words.
func TestKarmaQuestionsInTheTablesLanguage(t *testing.T) {
	tg := newGame(t, false, "Ann", "Bob")
	s := tg.next()
	ann := s.Players[0]
	s = tg.do(&Configure{Player: ann.Name, Plot: ann.Plots[0].ID, Resource: rigsrules.Energy})
	for _, c := range []struct {
		lang                          msg.Lang
		plot, warehouse, pick, drawIt string
	}{
		{msg.EN, "plot #", "Bob's warehouse", "What does Bob pick?", "draw 3 Karma cards now"},
		{msg.DE, "Parzelle #", "Lager von Bob", "Was wählt Bob?", "jetzt 3 Karmakarten ziehen"},
	} {
		st := s.Clone()
		st.Lang = c.lang
		places := driftPlaces(st, &Karma{Plot: -1})
		require.NotEmpty(t, places)
		assert.Contains(t, places[0].Label, c.plot)
		_, err := strconv.Atoi(places[0].Value)
		assert.NoError(t, err, "a plot is --dest's plot number")
		last := places[len(places)-1]
		assert.Equal(t, c.warehouse, last.Label)
		assert.Equal(t, "Bob", last.Value, "a warehouse is --dest's player")

		st.KarmaCards = true
		sc := tui.NewScript(c.drawIt)
		a := &Karma{Victim: "Bob"}
		require.NoError(t, askIdentityTheft(sc, st, a))
		assert.Equal(t, "draw", a.Choice, "the choice is the word --choice takes")
		assert.NotEmpty(t, sc.Menus(c.pick), "asked %q", sc.Titles())
	}
}

// play's Deal asks what is given in the table's language, as the phones
// do ("Was wird gegeben?", "Credits", "Parzelle"), and builds the
// deal the verb 'give' takes.
func TestDealAsksWhatIsGivenInTheTablesLanguage(t *testing.T) {
	tg := newGame(t, false, "Ann", "Bob")
	s := tg.next()
	for _, c := range []struct {
		lang                  msg.Lang
		title, credits, aPlot string
	}{
		{msg.EN, "What is given?", "Credits", "Plot"},
		{msg.DE, "Was wird gegeben?", "Credits", "Parzelle"},
	} {
		st := s.Clone()
		st.Lang = c.lang
		deal := dealChoice(st)
		require.Len(t, deal, 1)
		sc := tui.NewScript("Ann", "Bob", c.credits, "5")
		a, err := deal[0].Build(sc, st)
		require.NoError(t, err, "asked %q", sc.Titles())
		assert.Equal(t, &Give{From: "Ann", To: "Bob", What: "credits", N: 5}, a)
		menus := sc.Menus(c.title)
		require.Len(t, menus, 1, "asked %q", sc.Titles())
		assert.Contains(t, menus[0], c.aPlot)
	}
}
