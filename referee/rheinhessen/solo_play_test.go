package rheinhessen

import (
	"boardroom/phrase/msg"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/tui"
)

func soloGame(t *testing.T, players, ai []string, seed int64) *referee.Game[*State] {
	t.Helper()
	setup, err := json.Marshal(Setup{Players: players, AI: ai})
	require.NoError(t, err)
	g, err := referee.Create(t.TempDir(), GameID, "solo", setup, seed, Rules{})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	return g
}

// `play` in a virtual game: the human sees the table, the AI turns since
// their last one and their hand; the menu offers the legal productions with
// their points, the best safe illegal one, audits of dirty floors, sorting,
// pass, undo and quit; each AI turn is shown as it happens.
func TestSoloPlay(t *testing.T) {
	SoloPause = 0
	g := soloGame(t, []string{"Anna", "Aggressor", "Balanced", "Opportunist"}, []string{"", "aggressor", "balanced", "opportunist"}, 3)
	// Pass, sort by suit, pass, undo that turn, then quit.
	p := tui.NewScript("Pass (Anna ends the turn without producing)", "Sort the hand by suit",
		"Pass (Anna ends the turn without producing)", "Undo my last turn", "Save and quit")
	var out strings.Builder
	ok, err := playSolo(g, p, &out)
	require.NoError(t, err)
	require.True(t, ok)
	text := out.String()
	assert.Contains(t, text, "Turn 1, round 1. Draw pile 178. Audit track 0 of 5 (safe).")
	assert.Contains(t, text, "Your hand (9 cards): ", "the person at the screen is you")
	assert.Contains(t, text, "Anna passes.")
	assert.Contains(t, text, "The Aggressor produces ")
	assert.Contains(t, text, "The Balanced Executive ")
	menus := p.Menus("Anna, turn 1: what do you do?")
	require.NotEmpty(t, menus)
	assert.Contains(t, menus[0], "Produce straight A♥ 2♦ 3♠ 4♣ 5♣ (raw 25, 26 points)")
	assert.Contains(t, menus[0], "Best safe illegal ≤ 26: 2♦ 3♠ 4♣ 7♣ J♦ (raw 26, 16 points)")
	// After the undo it is Anna's second turn again, and the game is saved
	// there.
	s := g.State()
	assert.Equal(t, 5, s.Turn)
	assert.Equal(t, 0, s.Current)

	// A table of humans with real cards is not a solo game.
	plain, err := referee.Create(t.TempDir(), GameID, "plain", json.RawMessage(`{"players":["Anna","Ben"]}`), 1, Rules{})
	require.NoError(t, err)
	defer plain.Close()
	ok, err = playSolo(plain, tui.NewScript(), &out)
	require.NoError(t, err)
	assert.False(t, ok)
}

// Two humans share the screen: before each human turn the others are asked
// to look away, and the hand is shown only once its owner is ready.
func TestSoloPlayHotSeat(t *testing.T) {
	SoloPause = 0
	g := soloGame(t, []string{"Anna", "Ben", "Expert"}, []string{"", "", "expert"}, 8)
	p := tui.NewScript("y", "Pass (Anna ends the turn without producing)", "n", "y", "Save and quit")
	var out strings.Builder
	_, err := playSolo(g, p, &out)
	require.NoError(t, err)
	titles := p.Titles()
	require.GreaterOrEqual(t, len(titles), 5)
	assert.Equal(t, "Anna, ready to see your hand?", titles[0])
	assert.Equal(t, "Ben, ready to see your hand?", titles[2])
	assert.Equal(t, "Ben, ready to see your hand?", titles[3], "asked again after no")
	text := out.String()
	assert.Contains(t, text, "Ben's turn. Everyone else, look away.")
	benTurn := strings.Index(text, "Ben's turn")
	assert.Contains(t, text[benTurn:], "Your hand (", "Ben's hand only after the warning")
	// Anna's hand leaves the screen before Ben is asked to sit down.
	annaHand := strings.Index(text, "Your hand")
	require.Positive(t, annaHand)
	assert.Contains(t, text[annaHand:benTurn], "<clear>")
}

// The floors can be looked at card by card; an AI turn is shown whole as it
// happens, however long (the person's screen may condense it to fit).
func TestSoloPlayFloorsAndLongTurns(t *testing.T) {
	SoloPause = 0
	g := soloGame(t, []string{"Anna", "Aggressor", "Balanced", "Opportunist"}, []string{"", "aggressor", "balanced", "opportunist"}, 3)
	p := tui.NewScript("Produce straight A♥ 2♦ 3♠ 4♣ 5♣ (raw 25, 26 points)", "Look at the floors, card by card", "Back to my turn", "Save and quit")
	var out strings.Builder
	_, err := playSolo(g, p, &out)
	require.NoError(t, err)
	text := out.String()
	assert.Contains(t, text, "Anna's floor (raw 25, illegal raw 0):\n  legal: A♥ 2♦ 3♠ 4♣ 5♣")
	lines := strings.Split(text, "\n")
	for _, l := range lines {
		assert.LessOrEqual(t, len([]rune(l)), tui.Width, "%q", l)
		if cut, ok := strings.CutSuffix(l, "…"); ok {
			// the person's screen condenses a long turn to fit 24 rows; it
			// was shown whole as it happened
			whole := false
			for _, m := range lines {
				whole = whole || strings.HasPrefix(m, cut) && !strings.HasSuffix(m, "…")
			}
			assert.True(t, whole, "a cut line never shown whole: %q", l)
		}
	}
	assert.Contains(t, text, "; score 0 → ")
}

func init() {
	tui.ClearScreen = func(out io.Writer) { fmt.Fprintln(out, "<clear>") }
}

// Issue 19, point 7: a solo player named "You" reads right: "Your hand",
// "You pass", never "You's" or "You passes"; a count of one is "1 card".
func TestSoloPlayForAPlayerNamedYou(t *testing.T) {
	SoloPause = 0
	g := soloGame(t, []string{"You", "Aggressor", "Balanced", "Opportunist"}, []string{"", "aggressor", "balanced", "opportunist"}, 3)
	p := tui.NewScript("Pass (You end the turn without producing)", "Save and quit")
	var out strings.Builder
	_, err := playSolo(g, p, &out)
	require.NoError(t, err)
	text := out.String()
	assert.Contains(t, text, "Your hand (9 cards): ")
	assert.Contains(t, text, "You pass.")
	assert.NotContains(t, text, "You's")
	assert.NotContains(t, text, "You passes")
	assert.Contains(t, p.Titles(), "Turn 1: what do you do?")
	assert.Equal(t, "1 card  ", handCount(msg.EN, 1))
	assert.Equal(t, "12 cards", handCount(msg.EN, 12))
	assert.Contains(t, g.State().Compact(), "Turn 5 (round 2): your turn.")
}

// Issue 19, point 7: the floors, card by card, call the floor of a solo
// player named "You" "Your floor", never "You's floor".
func TestSoloPlayFloorsForAPlayerNamedYou(t *testing.T) {
	SoloPause = 0
	g := soloGame(t, []string{"You", "Aggressor", "Balanced", "Opportunist"}, []string{"", "aggressor", "balanced", "opportunist"}, 3)
	p := tui.NewScript("Produce straight A♥ 2♦ 3♠ 4♣ 5♣ (raw 25, 26 points)", "Look at the floors, card by card", "Back to my turn", "Save and quit")
	var out strings.Builder
	_, err := playSolo(g, p, &out)
	require.NoError(t, err)
	text := out.String()
	assert.Contains(t, text, "Your floor (raw 25, illegal raw 0):\n  legal: A♥ 2♦ 3♠ 4♣ 5♣")
	assert.Contains(t, text, "Aggressor's floor (raw ")
	assert.NotContains(t, text, "You's")
}

// Issue 19, point 8: "Undo my last turn" says on the next screen what it
// took back, as the undo verb does.
func TestSoloPlayUndoSaysWhatItTookBack(t *testing.T) {
	SoloPause = 0
	g := soloGame(t, []string{"Anna", "Aggressor", "Balanced", "Opportunist"}, []string{"", "aggressor", "balanced", "opportunist"}, 3)
	p := tui.NewScript("Pass (Anna ends the turn without producing)", "Undo my last turn", "Save and quit")
	var out strings.Builder
	_, err := playSolo(g, p, &out)
	require.NoError(t, err)
	text := out.String()
	undo := strings.LastIndex(text, "<clear>")
	require.Positive(t, undo)
	after := text[undo:]
	assert.Contains(t, after, "\nUndone: Anna passes. And the 4 AI actions after it.\n", "the screen after the undo tells it")
	assert.Equal(t, 1, g.State().Turn)
}

// Issue 19, point 8: cards typed in that form no hand are made an illegal
// production only once the player says so; "no" goes back to the menu.
func TestTypedProductionWithoutAHandAsksFirst(t *testing.T) {
	SoloPause = 0
	g := soloGame(t, []string{"Anna", "Aggressor", "Balanced", "Opportunist"}, []string{"", "aggressor", "balanced", "opportunist"}, 3)
	h := g.State().HandOf(0)
	// Two cards of different ranks: no hand.
	var a, b string
	for i := range h {
		for j := i + 1; j < len(h); j++ {
			if h[i].Rank != h[j].Rank && a == "" {
				a, b = h[i].String(), h[j].String()
			}
		}
	}
	require.NotEmpty(t, a)
	typed := a + " " + b
	p := tui.NewScript("Produce other cards (type them)", typed, "n", "Save and quit")
	var out strings.Builder
	_, err := playSolo(g, p, &out)
	require.NoError(t, err)
	titles := p.Titles()
	var asked string
	for _, q := range titles {
		if strings.Contains(q, "is no legal hand. Produce it illegally") {
			asked = q
		}
	}
	require.NotEmpty(t, asked, "asked before an illegal production: %q", titles)
	assert.Contains(t, asked, "points")
	assert.Equal(t, 1, g.State().Turn, "no: nothing was produced")
	assert.Empty(t, g.State().Players[0].Floor)
}

// Issue 19, point 8: an audit that fines nothing says so ("no fine", not
// "score 26 → 26"), and the menu does not offer it as if it paid.
func TestAuditWithoutAFine(t *testing.T) {
	tg := newGame(t, "Anna", "Ben")
	tg.illegal("Anna", "8S 8H") // a pair declared illegal: an audit keeps the pair
	before := tg.g.State()
	p := tui.NewScript("Save and quit")
	bySuit := false
	_, err := soloChoice(p, before, &bySuit)
	require.ErrorIs(t, err, tui.ErrQuit)
	menus := p.Menus("Ben, turn 2: what do you do?")
	require.NotEmpty(t, menus)
	assert.Contains(t, menus[0], "Audit Anna's floor (illegal raw 16: no fine: every card fits a legal hand)")

	a := &Audit{Auditor: "Ben", Victim: "Anna"}
	after := tg.do(a)
	require.Equal(t, before.Players[0].Score, after.Players[0].Score)
	assert.Equal(t, "Ben audits Anna's floor: no fine.", TurnLine(before, after, a))

	tg2 := newGame(t, "Anna", "You")
	tg2.illegal("Anna", "QS KH AC 2D 3S")
	before = tg2.g.State()
	a = &Audit{Auditor: "You", Victim: "Anna"}
	after = tg2.do(a)
	assert.Equal(t, "You audit Anna's floor: fine 50, score 17 → -33.", TurnLine(before, after, a))
}

// Issue 19, point 7: the referee's own sentences read right for a player
// named You too (the verbs, log and the undo of play tell them).
func TestEventsForAPlayerNamedYou(t *testing.T) {
	tg := newGame(t, "You", "Anna")
	s := tg.illegal("You", "QS KH AC 2D 3S")
	assert.Contains(t, s.Events, "You produce Q♠ K♥ A♣ 2♦ 3♠: no hand (five different ranks that do not run in sequence, not all of one suit), illegal: raw 36 x 0.60 = 21.6 → 22, minus 5 kickback = 17 points; a violation (illegal with raw 27 or more); score 0 → 17.")
	assert.Contains(t, strings.Join(s.Events, "\n"), "Your 36-raw illegal production adds 1 tick")
	s = tg.do(&Audit{Auditor: "Anna", Victim: "You"})
	assert.Contains(t, s.Events[0], "Anna audits your floor (internal audit): Your floor keeps no legal hand;")
	s = tg.pass()
	s = tg.pass()
	assert.Contains(t, s.Events, "You pass.")
	for _, e := range s.Events {
		assert.NotContains(t, e, "You's")
		assert.NotContains(t, e, "You passes")
	}
}

// At 80x24 the person's screen keeps the status line, the scores, the audit
// track and the hand at the top, and the menu whole under them: the AI
// seats' turns are condensed to the room left (the whole story stays in
// log), and the menu offers fewer productions when even that does not fit.
func TestSoloScreenFitsTwentyFourRows(t *testing.T) {
	g := soloGame(t, []string{"Anna", "Aggressor", "Balanced", "Opportunist"}, []string{"", "aggressor", "balanced", "opportunist"}, 3)
	s := g.State()
	long := "The Balanced Executive calls the external audit: every floor is examined, fines are paid, and the track goes back to 0; " +
		"The Aggressor pays 67, The Opportunist pays 12."
	for _, turns := range []int{0, 1, 3, 9, 30} {
		var recent []string
		for k := 0; k < turns; k++ {
			recent = append(recent, fmt.Sprintf("Turn %d: %s", k, long))
		}
		for _, notice := range [][]string{nil, {"Refused: " + long}} {
			screen, maxLegal := soloFrame(s, s.Current, false, recent, notice, 24)
			_, opts, _ := soloMenu(s, false, maxLegal)
			lines := strings.Split(screen, "\n")
			noticeLines := 0
			for _, l := range notice {
				noticeLines += len(tui.Wrap(l))
			}
			total := len(lines) + noticeLines + len(opts) + 3 + 1
			assert.LessOrEqual(t, total, 24, "%d turns told, notice %v:\n%s", turns, notice != nil, screen)
			assert.True(t, strings.HasPrefix(lines[0], "Turn "), "the status line first")
			assert.Contains(t, screen, "Audit track")
			assert.Contains(t, screen, "Your hand")
			assert.Contains(t, opts[len(opts)-1].Label, "Save and quit")
			for _, l := range lines {
				assert.LessOrEqual(t, utf8.RuneCountInString(l), tui.Width, l)
			}
			if turns > 3 {
				assert.Contains(t, screen, "turns before these; the whole story: 'boardroom rheinhessen log'")
				assert.Contains(t, screen, fmt.Sprintf("Turn %d:", turns-1), "the latest turn is told")
			}
		}
	}
}
