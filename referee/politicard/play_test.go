package politicard

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/referee/refereetest"
	"boardroom/referee/tui"
	"boardroom/referee/verb"
)

func labels(s *State) []string {
	var out []string
	for _, c := range Spec().Menu(s) {
		out = append(out, c.Label)
	}
	return out
}

// The menu offers what is legal now: cards of the deck the referee would
// accept, the reveal only while a window is open, targets as the card can
// choose them.
func TestPlayMenu(t *testing.T) {
	a := deckWith(t, "G4", "S4")
	b := deckWith(t, "S22", "S31")
	tb := refereetest.NewTable(t, Rules{}, GameID, setupOf(t, a, b, "Ann", ""), 1)
	assert.Equal(t, []string{"Place a card (Ann: 2 AP, holds 5)", "Set an intervention face down (1 AP)", "End Turn (Ann draws 1)", "Pass (Ann draws nothing)"}, labels(tb.G.State()))

	p := tui.NewScript("Place a card (Ann: 2 AP, holds 5)", "G4 "+R().MustCard("G4").Name.EN+": government, power 8, Tier 2",
		"End Turn (Ann draws 1)", "Set an intervention face down (1 AP)", "End Turn (Bob draws 1)",
		"Place a card (Ann: 2 AP, holds 5)", "G23 "+R().MustCard("G23").Name.EN+": government, power 5, Tier 1",
		"Save and quit")
	var out strings.Builder
	require.NoError(t, tui.Run(tb.G, Spec().Menu, TUIView, p, &out))
	menus := p.Menus("Which card does Ann play?")
	require.NotEmpty(t, menus)
	assert.NotContains(t, strings.Join(menus[0], "|"), "S22", "interventions are set, not played")
	assert.Contains(t, strings.Join(menus[0], "|"), "S4 Party Offensive: instant")
	s := tb.G.State()
	require.NotNil(t, s.Window)
	assert.Equal(t, "Bob reveals an intervention on Ann's play of G23 "+R().MustCard("G23").Name.EN, labels(s)[0], "the reveal comes first while the window is open")

	p = tui.NewScript(labels(s)[0], "S31 Consultants Affair: That card -2.", "Save and quit")
	require.NoError(t, tui.Run(tb.G, Spec().Menu, TUIView, p, &out))
	assert.Equal(t, [][]string{{"S31 Consultants Affair: That card -2.", "Back"}}, p.Menus("Which intervention does Bob reveal?"),
		"only what Bob's deck holds and what fires: not Whistleblower (Tier 2 only)")
	assert.Equal(t, 3, R().Value(*placedOf(tb.G.State(), 0, "G23")))
}

func TestPlayActivateAsksTheTarget(t *testing.T) {
	a := deckWith(t, "S4")
	b := deckWith(t, "G4")
	tb := refereetest.NewTable(t, Rules{}, GameID, setupOf(t, a, b, "Ann", ""), 1)
	tb.Do(play("Ann", "S4"))
	tb.Do(end("Ann"))
	tb.Do(play("Bob", "G4"))
	tb.Do(play("Bob", "G23"))
	tb.Do(end("Bob"))
	p := tui.NewScript("Activate S4 Party Offensive (0 AP)", "G23 "+R().MustCard("G23").Name.EN+" 5", "Save and quit")
	var out strings.Builder
	require.NoError(t, tui.Run(tb.G, Spec().Menu, TUIView, p, &out))
	assert.Equal(t, [][]string{{"As the card says: G4 " + R().MustCard("G4").Name.EN, "G4 " + R().MustCard("G4").Name.EN + " 8", "G23 " + R().MustCard("G23").Name.EN + " 5", "Back"}},
		p.Menus("Which card does Party Offensive act on?"))
	assert.True(t, placedOf(tb.G.State(), 1, "G23").Deactivated)
}

// Issue 19: `play` wraps its sentences at 80 columns, words whole: the
// window's sentence (over 180 characters) is never cut by the terminal.
func TestPlayWrapsWordsWhole(t *testing.T) {
	a := deckWith(t, "G4")
	b := deckWith(t, "S22", "S31")
	tb := refereetest.NewTable(t, Rules{}, GameID, setupOf(t, a, b, "Ann", ""), 1)
	tb.Do(end("Ann"))
	tb.Do(set("Bob"))
	tb.Do(end("Bob"))
	p := tui.NewScript("Place a card (Ann: 2 AP, holds 6)", "G4 "+R().MustCard("G4").Name.EN+": government, power 8, Tier 2", "Save and quit")
	var out strings.Builder
	require.NoError(t, tui.Run(tb.G, Spec().Menu, PlayView, p, &out))
	text := out.String()
	for _, l := range strings.Split(text, "\n") {
		assert.LessOrEqual(t, utf8.RuneCountInString(l), tui.Width, "%q", l)
	}
	flat := strings.Join(strings.Fields(text), " ")
	assert.Contains(t, flat, "Window: Bob may reveal a face-down intervention now ('trigger Bob <card>'). Ann's card waits; the next action closes the window and resolves it (ruling PC13: Resolution order and the trigger window).",
		"the whole sentence, every word whole")
	assert.Contains(t, text, "\n  ", "continuation lines are indented")
}

// At a German table the cards a player may place are offered in German
// (their type, power and tier), and so is the activation of an instant.
func TestPlayMenuOffersTheCardsInGerman(t *testing.T) {
	a := deckWith(t, "G4", "S4")
	b := deckWith(t, "S22", "S31")
	s := start(t, a, b)
	s.Lang = msg.DE
	var gov, inst string
	for _, ans := range playable(s, verb.NewValues()) {
		switch ans.Value {
		case "G4":
			gov = ans.Label
		case "S4":
			inst = ans.Label
		}
	}
	assert.Equal(t, "G4 "+R().MustCard("G4").Name.DE+": Regierungskarte, Stärke 8, Stufe 2", gov)
	assert.Equal(t, "S4 "+R().MustCard("S4").Name.DE+": Sofort-Initiative", inst)
}
