package rheinhessen

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/refereetest"
	"boardroom/referee/tui"
)

func TestMenuOffersOnlyWhatIsLegal(t *testing.T) {
	tg := newGame(t, "Anna", "Ben", "Clara")
	labels := func() []string {
		var out []string
		for _, c := range Spec().Menu(tg.g.State()) {
			out = append(out, c.Label)
		}
		return out
	}
	assert.Equal(t, []string{
		"Produce (Anna holds 9 cards)",
		"Pass (Anna ends the turn without producing)",
	}, labels(), "no audit of an empty floor (issue 9: \"Audit Ben's floor (empty)\")")
	tg.illegal("Anna", "KS QH 2D 3C")
	tg.do(&Audit{Auditor: "Ben", Victim: "Clara"})
	assert.Equal(t, []string{"Produce (Ben holds 9 cards)", "Pass (Ben ends the turn without producing)"}, labels(),
		"one internal audit per turn")
	tg.pass()
	assert.Equal(t, "Audit a rival's floor (Clara's internal audit this turn)", labels()[0])
	p := tui.NewScript(labels()[0], "Back", "Save and quit")
	require.NoError(t, tui.Run(tg.g, Spec().Menu, TUIView, p, &strings.Builder{}))
	assert.Equal(t, [][]string{{"Anna's floor (raw 25: keeps 0, fine 35)", "Back"}}, p.Menus("Whose floor does Clara audit?"),
		"Ben's floor is empty: not offered")
}

func TestPlayScripted(t *testing.T) {
	tg := newGame(t, "Anna", "Ben")
	p := tui.NewScript("Produce (Anna holds 9 cards)", "8S 9X", "8S 8H", "n", "Save and quit") // a pair, kept legal
	var out strings.Builder
	require.NoError(t, tui.Run(tg.g, Spec().Menu, TUIView, p, &out))
	assert.Contains(t, p.Asked[1].Invalid, `"9X" is not a card`)
	// What an action did is wrapped at the terminal's width, words whole
	// (a long production, an undo's retelling: never "9 c" + "ards").
	refereetest.AssertFits(t, out.String(), tui.Width)
	assert.Contains(t, refereetest.Words(out.String()), "Anna produces 8♠ 8♥: pair, legal: raw 16 x 0.70 + 8 = 19.2 → 19 points; score 0 → 19.")
	assert.Contains(t, out.String(), "Game \"test\" is saved in ")
	assert.Contains(t, out.String(), "Resume it with: boardroom rheinhessen play --game test")

	p = tui.NewScript(
		"Audit a rival's floor (Ben's internal audit this turn)", "Anna's floor (raw 16: keeps 16, fine 0)",
		"Produce (Ben holds 9 cards)", "", // empty: back to the menu
		"Produce (Ben holds 9 cards)", "qs kh ac 2d 3s", "y", // no hand: declared illegal
		tui.UndoLabel,
		"Produce (Ben holds 9 cards)", "qs kh ac 2d 3s", "n", // not declared: back
		"Pass (Ben ends the turn without producing)",
		"Save and quit",
	)
	out.Reset()
	require.NoError(t, tui.Run(tg.g, Spec().Menu, TUIView, p, &out))
	s := tg.g.State()
	assert.Equal(t, 3, s.Turn)
	assert.Equal(t, 19, s.Players[0].Score)
	assert.Equal(t, 0, s.Players[1].Score)
	refereetest.AssertFits(t, out.String(), tui.Width)
	text := refereetest.Words(out.String())
	assert.Contains(t, text, "Ben audits Anna's floor (internal audit): Anna's floor keeps pair 8♠ 8♥ (raw 16); nothing is left over, no fine.")
	assert.Contains(t, text, "Ben produces Q♠ K♥ A♣ 2♦ 3♠: no hand")
	assert.Contains(t, text, "Ben's 36-raw illegal production adds 1 tick: track 1")
	// Undo in play says what was taken back and what to put back where.
	assert.Contains(t, out.String(), "Undone:\n  Ben produces Q♠ K♥ A♣ 2♦ 3♠: no hand")
	assert.Contains(t, out.String(), "Put back on the table:\n"+
		"  Move 2 cards from Anna's hand back to the top of the draw pile.\n"+
		"  Move 1 coin from the audit track back to the coin supply.\n"+
		"  Move Q♠ K♥ A♣ 2♦ 3♠ from Ben's floor (illegal area) back to Ben's hand.\n"+
		"  Set Ben's score back to 0 (from 17).\n")
	assert.Contains(t, text, "Ben passes.")
	assert.Contains(t, p.Titles(), "Q♠ K♥ A♣ 2♦ 3♠ is no legal hand (five different ranks that do not run in sequence, not all of one suit). Declare it illegal: 17 points, a violation (raw 36, 27 or more): the audit track goes 0 → 1?")
	assert.Equal(t, 0, s.Track)
}

func TestPlayValidatesCardsAsTyped(t *testing.T) {
	tg := newGame(t, "Anna", "Ben")
	tg.produce("Anna", "8S 8S 8S")
	tg.pass()
	p := tui.NewScript("Produce (Anna holds 8 cards)", "8S 8S", "2S 3S 4S 5S 6S 7S 8H 9S 10S", "", "Save and quit")
	var out strings.Builder
	require.NoError(t, tui.Run(tg.g, Spec().Menu, TUIView, p, &out))
	var invalid []string
	for _, q := range p.Asked {
		if q.Invalid != "" {
			invalid = append(invalid, q.Invalid)
		}
	}
	require.Len(t, invalid, 2)
	assert.Contains(t, invalid[0], "8♠ appears 2 times in this production and 3 are already out (3 on Anna's floor)")
	assert.Contains(t, invalid[1], "Anna holds 8 cards, so it cannot produce 9")
}

func TestPlayDeclaresALegalHandIllegal(t *testing.T) {
	tg := newGame(t, "Anna", "Ben")
	p := tui.NewScript("Produce (Anna holds 9 cards)", "9s 9h 9d", "y", "Save and quit")
	var out strings.Builder
	require.NoError(t, tui.Run(tg.g, Spec().Menu, TUIView, p, &out))
	assert.Contains(t, p.Titles(), "9♠ 9♥ 9♦ is a three of a kind (legal: 27 points). Declare it illegal instead (11 points, a violation (raw 27, 27 or more): the audit track goes 0 → 1)?")
	assert.Equal(t, 1, tg.g.State().Track)
	assert.False(t, tg.g.State().Players[0].Floor[0].Legal)

	tg.passTo(5)
	for tg.g.State().Track < 3 {
		tg.illegal(tg.g.State().CurrentName(), "JS QH 9C")
	}
	p = tui.NewScript("Produce (Anna holds 9 cards)", "KS QS 10D", "n", "Save and quit")
	require.NoError(t, tui.Run(tg.g, Spec().Menu, TUIView, p, &out))
	assert.Contains(t, p.Titles(), "K♠ Q♠ 10♦ is no legal hand (three cards of different ranks). Declare it illegal: 13 points, a violation (raw 30, 27 or more): the audit track goes 3 → 5, an EXTERNAL AUDIT?")
}

// play shows a compact state: one line per corporation for 4, while show
// lists every hand on every floor.
func TestCompactViewFitsAnEightyByTwentyFourTerminal(t *testing.T) {
	tg := newGame(t, "Anna", "Ben", "Clara", "Dieter")
	tg.illegal("Anna", "KS QH 2D 3C")
	tg.illegal("Ben", "KD QD 2H 3H")
	s := tg.g.State()
	c := s.Compact()
	lines := strings.Split(c, "\n")
	assert.Len(t, lines, 7, c) // the turn, 4 corporations, the next step (wrapped, never cut: issue 19)
	for _, l := range lines {
		assert.LessOrEqual(t, utf8.RuneCountInString(l), tui.Width, l)
	}
	assert.LessOrEqual(t, 1+len(lines)+tui.SelectHeight+2, 24)
	assert.Contains(t, c, ">Clara")
	assert.Equal(t, c, TUIView.Show(s))
	assert.Greater(t, strings.Count(s.Text(true), "\n"), len(lines), "show keeps the hands on the floors")
}
