package main

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

func rhShow(t *testing.T) map[string]any {
	t.Helper()
	r := runCLI(t, "rheinhessen", "show", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	var v map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &v))
	return v
}

// The README's worked example: new, a production, an audit, undo, show.
func TestRheinhessenRefereeFromTheCommandLine(t *testing.T) {
	t.Setenv(referee.HomeEnv, t.TempDir())
	r := runCLI(t, "rheinhessen", "new", "--players", "Anna,Ben,Clara,David", "--name", "friday")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, `new rheinhessen game "friday" saved in`)
	assert.Contains(t, r.stdout, "Turn 1 (round 1), Anna: draws 2 cards (178 left in the draw pile) and holds 9 cards.")
	assert.Contains(t, r.stdout, "Next: 'audit Anna <rival>' (optional), then 'produce Anna <cards...>'")

	r = runCLI(t, "rheinhessen", "produce", "Anna", "8S", "8H", "5C", "5D")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "Anna produces 8♠ 8♥ 5♣ 5♦: two pair, legal: raw 26 x 0.70 + 8 = 26.2 → 26 points; score 0 → 26.\n"+
		"Turn 2 (round 1), Ben: draws 2 cards (176 left in the draw pile) and holds 9 cards.\n", r.stdout)

	r = runCLI(t, "rheinhessen", "produce", "Ben", "QS", "KH", "AC", "2D", "3S", "--illegal")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Ben's 36-raw illegal production adds 1 tick: track 1")

	r = runCLI(t, "rheinhessen", "audit", "Clara", "Ben")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "Clara audits Ben's floor (internal audit): Ben's floor keeps no legal hand; leftover 2♦ 3♠ Q♠ K♥ A♣ leaves the floor: raw 36 x 1.40 = 50.4 → 50 fine: score 17 → -33.\n", r.stdout)

	r = runCLI(t, "rheinhessen", "undo")
	require.Equal(t, 0, r.code, r.stderr)
	// Undo says what it took back, and what to put back where on the table.
	assert.Contains(t, r.stdout, "Undone: Clara audits Ben's floor (internal audit): Ben's floor keeps no legal hand; leftover 2♦ 3♠ Q♠ K♥ A♣ leaves the floor: raw 36 x 1.40 = 50.4 → 50 fine: score 17 → -33.\n"+
		"Put back on the table:\n"+
		"  Move 2♦ 3♠ Q♠ K♥ A♣ from the audit discards (out of the game) back to Ben's floor (illegal area).\n"+
		"  Set Ben's score back to 17 (from -33).\n")
	r = runCLI(t, "rheinhessen", "redo", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	r = runCLI(t, "rheinhessen", "undo")
	require.Equal(t, 0, r.code, r.stderr)

	v := rhShow(t)
	assert.EqualValues(t, 3, v["turn"])
	assert.Equal(t, "Clara", v["current"])
	assert.EqualValues(t, 174, v["draw_pile"])
	assert.EqualValues(t, 1, v["track"])
	assert.Equal(t, false, v["ended"])
	assert.Nil(t, v["winner"])
	assert.Equal(t, []any{"Anna", "Ben", "Clara", "David"}, v["standings"])
	players := v["players"].([]any)
	require.Len(t, players, 4)
	ben := players[1].(map[string]any)
	assert.Equal(t, "Ben", ben["name"])
	assert.EqualValues(t, 17, ben["score"])
	assert.EqualValues(t, 36, ben["floor_illegal_raw"])
	floor := ben["floor"].([]any)
	require.Len(t, floor, 1)
	hand := floor[0].(map[string]any)
	assert.Equal(t, []any{"Q♠", "K♥", "A♣", "2♦", "3♠"}, hand["cards"])
	assert.Equal(t, false, hand["legal"])
	assert.Nil(t, hand["hand"])
	anna := players[0].(map[string]any)
	assert.Equal(t, "two-pair", anna["floor"].([]any)[0].(map[string]any)["hand"])

	r = runCLI(t, "rheinhessen", "show")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Turn 3 (round 1): Clara to play.")
	assert.Contains(t, r.stdout, "Draw pile: 174 cards. Audit track: 1 of 5 (safe).")
	assert.Contains(t, r.stdout, "    two pair                     8♠ 8♥ 5♣ 5♦ (raw 26)")

	r = runCLI(t, "rheinhessen", "log")
	require.Equal(t, 0, r.code, r.stderr)
	r.stdout = flat(r.stdout) // the log's lines wrap at 80 columns
	assert.Contains(t, r.stdout, "New game for Anna, Ben, Clara and David (seed ")
	assert.Contains(t, r.stdout, "Anna, Ben, Clara and David each draw 7 cards from the 208 of 4 decks")
	assert.Contains(t, r.stdout, "Anna produces 8♠ 8♥ 5♣ 5♦: two pair, legal")
	assert.Contains(t, r.stdout, "(undone later) Clara audits Ben's floor (internal audit)")
	assert.Contains(t, r.stdout, "Undo of #3: Clara audits Ben's floor")
	assert.NotContains(t, r.stdout, "produce cards=", "no raw action fields")
	r = runCLI(t, "rheinhessen", "log", "--json")
	require.Equal(t, 0, r.code, r.stderr)

	r = runCLI(t, "rheinhessen", "pass", "Clara", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	var out struct {
		Game   string   `json:"game"`
		Events []string `json:"events"`
		State  struct {
			Current string `json:"current"`
		} `json:"state"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.Equal(t, "friday", out.Game)
	assert.Equal(t, "Clara passes.", out.Events[0])
	assert.Equal(t, "David", out.State.Current)
}

func TestRheinhessenRefereeBadInput(t *testing.T) {
	t.Setenv(referee.HomeEnv, t.TempDir())
	r := runCLI(t, "rheinhessen", "show")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "no saved rheinhessen game")
	assert.Contains(t, r.stderr, "boardroom rheinhessen new")

	require.Equal(t, 0, runCLI(t, "rheinhessen", "new", "--players", "Anna,Ben").code)
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"rheinhessen", "new"}, 2, "--players is required"},
		{[]string{"rheinhessen", "new", "--players", "Anna"}, 2, "Rheinhessen Industriewerk is for 2-4 corporations, got 1: name the rivals too (--players Anna,Ben), or play alone against AI corporations with --ai (--players Anna --ai)"},
		{[]string{"rheinhessen", "new", "--players", "Anna,anna"}, 2, `corporation "anna" is named twice`},
		{[]string{"rheinhessen", "new", "--players", "A,B", "--name", "no/slash"}, 2, "Usage:"},
		{[]string{"rheinhessen", "produce", "Anna", "8S", "8X"}, 2, `"8X" is not a card`},
		{[]string{"rheinhessen", "produce", "Anna"}, 2, "no cards given"},
		{[]string{"rheinhessen", "produce"}, 2, "Usage:"},
		{[]string{"rheinhessen", "produce", "Ben", "8S", "8H"}, 1, "refused: it is Anna's turn (turn 1), not Ben's"},
		{[]string{"rheinhessen", "produce", "Zed", "8S", "8H"}, 1, `no corporation named "Zed" (corporations: Anna, Ben)`},
		{[]string{"rheinhessen", "produce", "Anna", "8S", "9H"}, 1, "declare them illegal (--illegal) (rule: R7"},
		{[]string{"rheinhessen", "produce", "Anna", "8S", "8S", "8S", "8S", "8S", "--illegal"}, 1, "8♠ appears 5 times in this production, but 4 decks hold only 4"},
		{[]string{"rheinhessen", "produce", "Anna", "2S,3S,4S,5S,6S,7S,8S,9S,10S,JS", "--illegal"}, 1, "Anna holds 9 cards, so it cannot produce 10"},
		{[]string{"rheinhessen", "audit", "Anna"}, 1, "Anna cannot audit its own floor"}, // the auditor left out: whoever is to act
		{[]string{"rheinhessen", "audit", "Anna", "Anna"}, 1, "Anna cannot audit its own floor"},
		{[]string{"rheinhessen", "pass", "Ben"}, 1, "not Ben's"},
		{[]string{"rheinhessen", "pass", "Anna", "extra"}, 2, "takes one argument"},
		{[]string{"rheinhessen", "redo"}, 1, "refused:"},
		{[]string{"rheinhessen", "show", "--game", "nope"}, 1, `no saved rheinhessen game named "nope"`},
	}
	for _, c := range cases {
		r := runCLI(t, c.args...)
		assert.Equal(t, c.code, r.code, "%v: %s", c.args, r.stderr)
		assert.Contains(t, r.stderr, c.want, "%v", c.args)
	}
	// play refuses a standard input that is no terminal (a pipe here).
	pr, pw, err := os.Pipe()
	require.NoError(t, err)
	defer pr.Close()
	defer pw.Close()
	stdin := os.Stdin
	os.Stdin = pr
	r = runCLI(t, "rheinhessen", "play")
	os.Stdin = stdin
	assert.Equal(t, 2, r.code, r.stderr)
	assert.Contains(t, r.stderr, "play needs a terminal")

	v := rhShow(t)
	assert.EqualValues(t, 1, v["turn"], "nothing refused changed the game")
	assert.EqualValues(t, 0, v["players"].([]any)[0].(map[string]any)["score"])

	require.Equal(t, 0, runCLI(t, "rheinhessen", "audit", "Anna", "Ben").code)
	r = runCLI(t, "rheinhessen", "audit", "Anna", "Ben")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "Anna has already audited Ben this turn")
}

// A German table's mistyped card is explained in German, as its usage line
// is, while the shell speaks English; an English table keeps the English.
func TestRheinhessenMistypedCardInTheTablesLanguage(t *testing.T) {
	t.Setenv("BOARDROOM_HOME", t.TempDir())
	t.Setenv("LANG", "en_US.UTF-8")
	r := runCLI(t, "rheinhessen", "new", "--players", "Anna,Ben", "--lang", "de", "--name", "abend", "--seed", "3")
	require.Equal(t, 0, r.code, r.stderr)
	for _, c := range []struct{ card, want string }{
		{"8X", "„8X“ ist keine Karte: sie muss mit einer Farbe enden"},
		{"S", "„S“ ist keine Karte: Vor der Farbe steht ein Rang"},
		{"X9S", "„X9S“ ist keine Karte: Der Rang ist 2-10"},
	} {
		for _, args := range [][]string{{"produce", "8S", c.card}, {"produce", "Anna", "8S", c.card}} {
			r = runCLI(t, append(append([]string{"rheinhessen"}, args...), "--game", "abend")...)
			assert.Equal(t, 2, r.code, "%v: %s", args, r.stderr)
			assert.Contains(t, r.stderr, c.want, "%v", args)
			assert.NotContains(t, r.stderr, "is not a card", "%v", args)
			assert.Contains(t, r.stderr, "Aufruf: boardroom rheinhessen produzieren", "%v", args)
		}
	}
	r = runCLI(t, "rheinhessen", "new", "--players", "Ann,Bob", "--name", "evening", "--seed", "3")
	require.Equal(t, 0, r.code, r.stderr)
	r = runCLI(t, "rheinhessen", "produce", "8S", "8X", "--game", "evening")
	assert.Equal(t, 2, r.code, r.stderr)
	assert.Contains(t, r.stderr, `cards: "8X" is not a card: it must end with a suit`)
}
