package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func cwCLI(t *testing.T, args ...string) result {
	t.Helper()
	return runCLI(t, append([]string{"corpwar"}, args...)...)
}

func cwLogLen(t *testing.T) int {
	t.Helper()
	r := cwCLI(t, "log", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	var h []map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &h))
	return len(h)
}

// A turn from the command line, as the README shows it, with refusals and
// usage errors: refusals exit 1 and change nothing, usage errors exit 2.
func TestCorpWarTurnFromTheCommandLine(t *testing.T) {
	t.Setenv("BOARDROOM_HOME", t.TempDir())
	r := cwCLI(t, "new", "--players", "Ann,Bob", "--physical", "--name", "demo", "--seed", "1")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, `new corpwar game "demo"`)
	assert.Contains(t, r.stdout, "Turn 1, Allocation Phase. Ann plays first.")

	for _, args := range [][]string{
		{"place", "Ann", "production", "2"}, {"place", "Ann", "sales"}, {"place", "Bob", "research"}, {"place", "Bob", "s", "2"},
		{"next"}, {"card", "Ann", "jack"}, {"spy", "Bob", "Ann", "sales"},
	} {
		r := cwCLI(t, args...)
		require.Equal(t, 0, r.code, "%v: %s", args, r.stderr)
	}
	before := cwLogLen(t)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"accept", "Bob"}, 1, "refused: Bob's card is against Ann, not Bob (rule: the targeted corporation answers espionage)"},
		{[]string{"card", "Ann", "ace", "sales"}, 1, "the target of an espionage card answers before anything else happens"},
		{[]string{"call", "Ann", "queen"}, 1, "'call Ann queen --roll <die>'"},
		{[]string{"call", "Ann", "queen", "--roll", "x"}, 2, `--roll "x": not dice as a table writes them`},
		{[]string{"call", "Ann", "queen", "--roll", "9"}, 1, "a die shows 1 to 6"},
		{[]string{"call", "Zed", "joker"}, 1, `no player named "Zed"`},
		{[]string{"call", "Ann", "ten"}, 1, `unknown card "ten"`},
		{[]string{"place", "Ann", "sales"}, 1, "placing employees happens in the Allocation Phase"},
		{[]string{"place", "Ann", "sales", "two"}, 2, `N must be a whole number, 1 or more, got "two"`},
		{[]string{"roll"}, 2, "takes one argument"},
	} {
		r := cwCLI(t, c.args...)
		assert.Equal(t, c.code, r.code, "%v: %s", c.args, r.stderr)
		assert.Contains(t, r.stderr, c.want, "%v", c.args)
	}
	assert.Equal(t, before, cwLogLen(t), "refused and mistyped actions change nothing")

	r = cwCLI(t, "call", "Ann", "queen", "--roll", "4", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	var out struct {
		Events []string
		State  struct {
			Players []struct {
				Name  string
				Money int
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.Contains(t, strings.Join(out.Events, "\n"), "Bob pays 4: 6 money left (ruling CW10")
	assert.Equal(t, 6, out.State.Players[1].Money)

	for _, args := range [][]string{{"next"}, {"demand", "d6=3"}} {
		r := cwCLI(t, args...)
		require.Equal(t, 0, r.code, "%v: %s", args, r.stderr)
	}
	r = cwCLI(t, "roll", "Ann", "--sell", "9", "--production", "4,5", "--sales", "6")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "the demand is 5 this turn, so Ann cannot sell 9")
	r = cwCLI(t, "roll", "Ann", "--production", "4,5")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "Ann has 1 employee in Sales: enter 1, not 0")
	r = cwCLI(t, "roll", "Ann", "--production", "4,5", "--sales", "6")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Ann, Production (2 employees, 4+): 4✓ 5✓ → 2 successes: +2 products (2 now).")
	assert.Contains(t, r.stdout, "Ann, Sales (1 employee, 4+): 6✓ → 1 success: sells 1 product for 3 (13 money now).")

	r = cwCLI(t, "show", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	var v map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &v))
	for _, k := range []string{"turn", "phase", "market", "deck", "players", "next"} {
		assert.Contains(t, v, k)
	}
	assert.EqualValues(t, 5, v["market"].(map[string]any)["demand"].(map[string]any)["total"])

	r = cwCLI(t, "undo")
	require.Equal(t, 0, r.code, r.stderr)
	r = cwCLI(t, "play")
	assert.Equal(t, 2, r.code, "play needs a terminal")
	assert.Contains(t, r.stderr, "play needs a terminal")
}

func TestCorpWarPrint(t *testing.T) {
	r := runCLI(t, "corpwar", "print", "--list")
	require.Equal(t, 0, r.code, r.stderr)
	for _, want := range []string{"cards", "18", "poker card 63.5 x 88.9 mm", "boards", "Corporation E 1", "employees",
		"3/4 inch disc, 19.05 mm", "money", "1 money 40, 5 money 24, 10 money 20", "reference"} {
		assert.Contains(t, r.stdout, want)
	}
	dir := t.TempDir()
	t.Chdir(dir)
	for _, c := range []struct {
		args  []string
		file  string
		pages int
	}{
		// Boards and the sheet get blank backs; discs are one-sided (a blank back per page).
		{[]string{"corpwar", "print"}, "corpwar.pdf", 4 + 5*2 + 2 + 2 + 2 + 1*2},
		{[]string{"corpwar", "print", "deck", "--only", "Joker", "-o", "joker.pdf"}, "joker.pdf", 2},
		{[]string{"corpwar", "print", "board", "sheet", "--paper", "letter", "-o", "sheets.pdf"}, "sheets.pdf", 6 * 2},
	} {
		r := runCLI(t, c.args...)
		require.Equal(t, 0, r.code, "%v: %s", c.args, r.stderr)
		assert.Equal(t, c.pages, pdfPages(t, filepath.Join(dir, c.file)), "%v", c.args)
	}
}

// Two players the table does not know in one line are both named, with the
// rule once, whatever the phase: the spy's target is a player too, and the
// names are judged before the phase is.
func TestCorpWarNamesEveryUnknownPlayerAtOnce(t *testing.T) {
	t.Setenv("BOARDROOM_HOME", t.TempDir())
	r := cwCLI(t, "new", "--players", "Ann,Bob", "--seed", "42", "--name", "two")
	require.Equal(t, 0, r.code, r.stderr)
	for _, c := range []struct {
		args []string
		want []string
	}{
		// the Allocation Phase: the names come before "espionage happens in the Action Phase"
		{[]string{"spy", "Zed", "Qux", "production"}, []string{`no player named "Zed"`, `no player named "Qux"`,
			"(rule: the players are the ones named when the game was set up)"}},
		{[]string{"spy", "Ann", "Qux", "producton"}, []string{`no player named "Qux"`, `unknown department "producton" (did you mean "production"?)`}},
	} {
		r := cwCLI(t, c.args...)
		assert.Equal(t, 1, r.code, "%v: %s", c.args, r.stderr)
		for _, w := range c.want {
			assert.Contains(t, r.stderr, w, "%v", c.args)
		}
		assert.Equal(t, 1, strings.Count(r.stderr, "(rule:"), "the rule is said once: %s", r.stderr)
		assert.NotContains(t, r.stderr, "Action Phase", "%v", c.args)
	}
	for _, a := range [][]string{{"place", "Ann", "production", "2"}, {"place", "Ann", "sales"}, {"place", "Bob", "research"}, {"place", "Bob", "sales", "2"}, {"next"}} {
		require.Equal(t, 0, cwCLI(t, a...).code, "%v", a)
	}
	r = cwCLI(t, "spy", "Zed", "Qux", "production", "--json")
	assert.Equal(t, 1, r.code, r.stderr)
	var out struct{ Message, Rule string }
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out), r.stdout)
	assert.Contains(t, out.Message, `no player named "Zed"`)
	assert.Contains(t, out.Message, `no player named "Qux"`)
	assert.Equal(t, "the players are the ones named when the game was set up", out.Rule)
}
