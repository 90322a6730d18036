package corpwar

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/referee/refereetest"
	"boardroom/referee/tui"
)

// A turn played through the interactive menus builds the same actions as
// the verbs: placing, a card, espionage called on a bluff with physical dice,
// the dice entered per department, a firing and the end of the turn.
func TestMenusPlayATurn(t *testing.T) {
	tg := newGame(t, true, "Ann", "Bob")
	p := tui.NewScript(
		"Place new employees", "Ann", "production", "2",
		"Place new employees", "Ann", "sales", // the last one: not asked how many
		"Place new employees", "Bob (3 new)", "research", "3",
		"Start the Action Phase",
		"Play a special action card", "Bob", "ace", "research",
		"Espionage: lay a card face down (it may be a bluff)", "Bob", "Ann", "sales",
		"Ann calls: turn the card up", "king", "5",
		"Start the Execution Phase (no more cards)",
		"Enter the market demand die", "x", "4",
		"Enter a corporation's dice", "Ann", "4,6,6", "4,4", "6",
		"Enter a corporation's dice", "Bob", "3,3,1",
		"Start the Upkeep Phase",
		"Fire employees (before upkeep is paid)", "Bob", "research", "1",
		"Pay upkeep and end the turn", "y",
		tui.QuitLabel)
	var out strings.Builder
	require.NoError(t, tui.Run(tg.g, Spec().Menu, TUIView, p, &out))
	assert.Empty(t, p.Answers, "every answer was used")

	s := tg.g.State()
	assert.Equal(t, 2, s.Turn)
	assert.Equal(t, Allocation, s.Phase)
	// Ann: Production 6,6 → 2 products, Sales 6 sells 1: 13, upkeep 1 → 12.
	assert.Equal(t, books{12, 1, 2, 2, 0, 0, 1, 0}, tg.books("Ann"))
	// Bob: paid 5 for the bluff; Research (3+) 3,3,1 → 2 cards; fired 1; 2 employees cost nothing.
	assert.Equal(t, books{5, 0, 2, 0, 2, 0, 0, 0}, tg.books("Bob"))
	refereetest.AssertFits(t, out.String(), tui.Width) // wrapped, words whole
	text := refereetest.Words(out.String())
	assert.Contains(t, text, "Bob's penalty: roll 5, 5 money owed.")
	assert.Contains(t, text, "Ann, Production (2 employees, 4+): 4✓ 4✓ → 2 successes")
	assert.NotContains(t, text, "refused")
	// The dice question asked again after a bad answer, as huh does.
	var invalid []string
	for _, q := range p.Asked {
		if q.Invalid != "" {
			invalid = append(invalid, q.Invalid)
		}
	}
	assert.Equal(t, []string{"enter 2 dice"}, invalid[1:], "Ann has 2 employees in Production")
	menus := p.Menus(tui.MenuTitle)
	assert.Equal(t, []string{"Ann accepts: Sales is disrupted this turn", "Ann calls: turn the card up", tui.UndoLabel, tui.QuitLabel}, menus[6])
}

// askMenu runs the menu entry labelled label in s with a script that answers
// answers, and returns the script.
func askMenu(t *testing.T, s *State, label string, answers ...string) *tui.Script {
	t.Helper()
	for _, c := range Spec().Menu(s) {
		if c.Label == label {
			sc := tui.NewScript(answers...)
			_, _ = c.Build(sc, s)
			return sc
		}
	}
	require.Failf(t, "not on the menu", "%q", label)
	return nil
}

func offered(t *testing.T, sc *tui.Script, title string) []string {
	t.Helper()
	m := sc.Menus(title)
	require.NotEmpty(t, m, "%q was not asked; asked %q", title, sc.Titles())
	l := m[len(m)-1]
	return l[:len(l)-1] // without Back
}

// The card and espionage menus offer only players, targets, cards and
// departments the rules allow now.
func TestMenusOfferOnlyLegalCardsAndTargets(t *testing.T) {
	tg := newGame(t, false, "Ann", "Bob", "Cy")
	first := R().Depts[0]
	for _, p := range tg.g.State().Players {
		tg.do(&Place{Player: p.Name, Dept: string(first), N: p.New})
	}
	s := tg.next().Clone()
	require.Equal(t, Action, s.Phase)
	s.Players[0].Hand = 0                                      // Ann holds no card
	s.Players[1].Disrupted = append([]Dept(nil), R().Depts...) // every Bob department is disrupted

	sc := askMenu(t, s, "Play a special action card", "Cy", "queen", string(first))
	assert.Equal(t, []string{"Bob", "Cy"}, offered(t, sc, "Who plays a card?"), "Ann has no card")
	cy := s.Players[2]
	assert.Equal(t, []string{fmt.Sprintf("%s (%d)", R().DeptName(first).EN, cy.Staff.Of(first))}, offered(t, sc, "Move an employee from"),
		"only a department with an employee")
	assert.NotContains(t, offered(t, sc, "to"), fmt.Sprintf("%s (%d)", R().DeptName(first).EN, cy.Staff.Of(first)), "not to the same department")
	assert.Len(t, offered(t, sc, "to"), len(R().Depts)-1)

	sc = askMenu(t, s, "Espionage: lay a card face down (it may be a bluff)", "Cy")
	assert.Equal(t, []string{"Bob", "Cy"}, offered(t, sc, "Who spies?"))
	assert.Equal(t, []string{"Ann"}, offered(t, sc, "On whom?"), "Bob has no department left to disrupt")

	s.Players[1].Hand, s.Players[2].Hand = 0, 0
	var labels []string
	for _, c := range Spec().Menu(s) {
		labels = append(labels, c.Label)
	}
	assert.Equal(t, []string{"Start the Execution Phase (no more cards)"}, labels, "nobody holds a card")
}

// play shows a compact state: one line per corporation for 4, while show
// prints the books in full.
func TestCompactViewFitsAnEightyByTwentyFourTerminal(t *testing.T) {
	tg := newGame(t, false, "Annabel", "Bob", "Cy", "Dee")
	first := R().Depts[0]
	for _, p := range tg.g.State().Players {
		tg.do(&Place{Player: p.Name, Dept: string(first), N: p.New})
	}
	s := tg.next()
	s = tg.do(&Spy{Player: "Bob", Target: "Cy", Dept: string(first)})
	for _, l := range msg.Langs {
		s := s.Clone()
		s.Lang = l
		c := s.Compact()
		lines := strings.Split(c, "\n")
		assert.Len(t, lines, 7, c) // the turn, the espionage waiting, 4 corporations, next
		for _, line := range lines {
			assert.LessOrEqual(t, utf8.RuneCountInString(line), tui.Width, "%s: %s", l, line)
		}
		assert.LessOrEqual(t, 1+len(lines)+tui.SelectHeight+2, 24)
		assert.Equal(t, c, TUIView.Show(s))
		assert.Greater(t, strings.Count(s.String(), "\n"), len(lines))
	}
}

// In the Upkeep Phase each line also says what the corporation owes; at a
// German table ("Unterhalt 1") after four departments it still fits the
// terminal, rather than wrapping a lone number onto a line of its own.
func TestCompactUpkeepLineFitsInGerman(t *testing.T) {
	tg := newGame(t, false, "Anna", "Ben", "Cara", "Dora")
	depts := R().Depts
	for _, p := range tg.g.State().Players {
		tg.do(&Place{Player: p.Name, Dept: string(depts[0]), N: p.New - 1})
		tg.do(&Place{Player: p.Name, Dept: string(depts[len(depts)-1]), N: 1})
	}
	s := tg.g.State()
	for i := 0; i < 5 && s.Phase != Upkeep; i++ {
		s = tg.next()
	}
	require.Equal(t, Upkeep, s.Phase)
	s = s.Clone()
	s.Lang = msg.DE
	c := s.Compact()
	require.Contains(t, c, "Unterhalt 1")
	for _, line := range strings.Split(c, "\n") {
		assert.LessOrEqual(t, utf8.RuneCountInString(line), tui.Width, line)
	}
}
