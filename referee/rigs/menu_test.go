package rigs

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/tui"
	rigsrules "boardroom/rules/rigs"
)

func menuLabels(s *State) []string {
	var l []string
	for _, c := range Menu(s) {
		l = append(l, c.Label)
	}
	return l
}

// ask runs the menu entry labelled label in s with a script that answers
// answers and then quits, and returns the script.
func ask(t *testing.T, s *State, label string, answers ...string) *tui.Script {
	t.Helper()
	for _, c := range Menu(s) {
		if c.Label == label {
			sc := tui.NewScript(answers...)
			_, _ = c.Build(sc, s)
			return sc
		}
	}
	require.Failf(t, "not on the menu", "%q is not among %q", label, menuLabels(s))
	return nil
}

// options are the labels offered by the question titled title, without Back.
func options(t *testing.T, sc *tui.Script, title string) []string {
	t.Helper()
	m := sc.Menus(title)
	require.NotEmpty(t, m, "%q was not asked; asked %q", title, sc.Titles())
	l := m[len(m)-1]
	require.Equal(t, tui.Back.Label, l[len(l)-1])
	return l[:len(l)-1]
}

// inputTitle is the title of the last Input asked.
func inputTitle(t *testing.T, sc *tui.Script) string {
	t.Helper()
	for i := len(sc.Asked) - 1; i >= 0; i-- {
		if sc.Asked[i].Kind == "input" {
			return sc.Asked[i].Title
		}
	}
	require.Failf(t, "no number asked", "asked %q", sc.Titles())
	return ""
}

// The menus of the Player Phase offer only moves, counts and players that the
// rules allow now (issue 9: "Move RIGS" offered warehouse → warehouse and
// "1-75 RIGS" when the player had 5).
func TestMenuMovesOnlyWhereRigsMayGo(t *testing.T) {
	tg := newGame(t, false, "Ann", "Bob", "Cy", "Dee")
	s := tg.next()
	move := fmt.Sprintf("Move RIGS (%s each)", costText(R().Costs.MoveRigs))
	assert.NotContains(t, menuLabels(s), move, "no plot is configured: no RIGS can go anywhere")

	ann := s.Players[0]
	first := ann.Plots[0]
	s = tg.do(&Configure{Player: ann.Name, Plot: first.ID, Resource: rigsrules.Energy})
	require.Contains(t, menuLabels(s), move)
	sc := ask(t, s, move, ann.Name, "the warehouse (5 RIGS)", fmt.Sprintf("%s (0 RIGS)", plotName(first)))
	assert.Equal(t, []string{ann.Name}, options(t, sc, "Whose RIGS?"), "only Ann has a configured plot")
	assert.Equal(t, []string{"the warehouse (5 RIGS)"}, options(t, sc, "From where?"), "nothing stands on a plot yet")
	assert.Equal(t, []string{fmt.Sprintf("%s (0 RIGS)", plotName(first))}, options(t, sc, "To where?"), "never warehouse → warehouse, never an unconfigured plot")
	pl, _ := s.Players[0].Plot(first.ID)
	n := min(5, Capacity(*pl, rigsrules.Energy), s.Players[0].Res[rigsrules.Supplies])
	assert.Equal(t, fmt.Sprintf("How many RIGS? (1-%d, empty to go back)", n), inputTitle(t, sc), "at most the RIGS in the warehouse, the spots and the Supplies")

	// Configure offers no resource the plot already harvests, and Luxuries
	// only on a surveyed plot with Luxury spots.
	sc = ask(t, s, "Configure a plot", ann.Name, fmtConfigured(*pl))
	assert.Equal(t, []string{"Supplies", "Metal"}, options(t, sc, "Harvest what?"))
}

func fmtConfigured(pl Plot) string {
	return fmt.Sprintf("#%d %s (%s, %s)", pl.ID, pl.Type, pl.Resource.Title(), plural(pl.Rigs, "RIGS", "RIGS"))
}

// Build asks for at most what the Metal pays for and the 75 RIGS allow.
func TestMenuBuildCountFromMetalAndTheLimit(t *testing.T) {
	tg := newGame(t, false, "Ann", "Bob", "Cy", "Dee")
	s := tg.next().Clone()
	build := fmt.Sprintf("Build RIGS (%s each)", costText(R().Costs.BuildRigs))
	assert.NotContains(t, menuLabels(s), build, "nobody has Metal")
	each := R().Costs.BuildRigs[rigsrules.Metal]
	s.Players[1].Res[rigsrules.Metal] = 3 * each
	sc := ask(t, s, build, s.Players[1].Name)
	assert.Equal(t, []string{s.Players[1].Name}, options(t, sc, "Who builds?"))
	assert.Equal(t, "How many RIGS? (1-3, empty to go back)", inputTitle(t, sc))

	s.Players[1].Res[rigsrules.Metal] = 1000 * each
	left := R().Limits.RigsInPlay - s.RigsInPlay()
	sc = ask(t, s, build, s.Players[1].Name)
	assert.Equal(t, fmt.Sprintf("How many RIGS? (1-%d, empty to go back)", left), inputTitle(t, sc), "no more than the RIGS tokens left")
}

// Selling, repaying and dealing offer only what a player has (issue 9:
// "Sell Luxuries" was offered with none).
func TestMenuSellRepayDealOnlyWhatIsHeld(t *testing.T) {
	tg := newGame(t, false, "Ann", "Bob", "Cy", "Dee")
	s := tg.next().Clone()
	s.Phase = Market
	s.MarketDrawn = append(s.MarketDrawn, s.MarketLeft[0])
	s.Price = 7
	sell := fmt.Sprintf("Sell Luxuries (%s each)", credits(s.Price))
	assert.NotContains(t, menuLabels(s), sell, "nobody has Luxuries")
	s.Players[2].Res[rigsrules.Luxuries] = 2
	sc := ask(t, s, sell, s.Players[2].Name)
	assert.Equal(t, []string{s.Players[2].Name}, options(t, sc, "Who sells?"))
	assert.Equal(t, "How many Luxuries? (1-2, empty to go back)", inputTitle(t, sc))

	s = tg.do(&Loan{Player: "Ann", Resource: rigsrules.Metal, N: 2}).Clone()
	repay := fmt.Sprintf("Repay Vinnie (%d per script)", R().Vinnie.RepayInGame)
	s.Players[0].Res[rigsrules.Metal] = R().Vinnie.RepayInGame - 1
	assert.NotContains(t, menuLabels(s), repay, "Ann owes 2 Metal script but cannot pay back even one")
	s.Players[0].Res[rigsrules.Metal] = 3 * R().Vinnie.RepayInGame
	sc = ask(t, s, repay, "Ann", "Metal")
	assert.Equal(t, []string{"Ann"}, options(t, sc, "Who repays?"))
	assert.Equal(t, []string{"Metal"}, options(t, sc, "Which script?"), "only script Ann holds")
	assert.Equal(t, "How many script? (1-2, empty to go back)", inputTitle(t, sc), "no more than the 2 script held")

	sc = ask(t, s, "Deal: give credits, resources, RIGS or a plot", "Bob", "Ann", "supplies")
	assert.Equal(t, []string{"Credits", "Energy", "Supplies", "RIGS", "Plot"}, options(t, sc, "What is given?"), "Bob has no Metal or Luxuries")
	assert.Equal(t, fmt.Sprintf("How many? (1-%d, empty to go back)", s.Players[1].Res[rigsrules.Supplies]), inputTitle(t, sc))
}

// fits checks that the state play shows above the menu fits an 80x24
// terminal with the tallest menu: at most maxLines lines of at most 80
// columns.
func fits(t *testing.T, compact string, maxLines int) {
	t.Helper()
	lines := strings.Split(compact, "\n")
	assert.LessOrEqual(t, len(lines), maxLines, compact)
	for _, l := range lines {
		assert.LessOrEqual(t, utf8.RuneCountInString(l), tui.Width, l)
	}
	// blank line + state + menu (title included) + help line + the echo of the answer
	assert.LessOrEqual(t, 1+len(lines)+tui.SelectHeight+1+1, 24)
}

// play shows a compact state: one line per player for 4 players, while
// show keeps the full text.
func TestCompactViewFitsAnEightyByTwentyFourTerminal(t *testing.T) {
	tg := newGame(t, false, "Annabel", "Bob", "Cy", "Dee")
	fits(t, tg.g.State().Compact(), 7) // the round, 4 players, the next step (wrapped, never cut: issue 19)
	s := tg.next()
	s = tg.do(&Configure{Player: s.Players[0].Name, Plot: s.Players[0].Plots[0].ID, Resource: rigsrules.Energy})
	s = tg.do(&Move{Player: s.Players[0].Name, From: 0, To: s.Players[0].Plots[0].ID, N: 2})
	c := s.Compact()
	fits(t, c, 7)
	assert.Contains(t, c, "Round 1 of 15, Player Phase.")
	assert.Contains(t, c, "RIGS 3+2")
	var full strings.Builder
	require.NoError(t, s.Write(&full))
	assert.Greater(t, strings.Count(full.String(), "\n"), 15, "show keeps every plot")
	assert.Equal(t, c, TUIView.Show(s))
}
