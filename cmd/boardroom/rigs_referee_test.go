package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func rigsHome(t *testing.T) string {
	home := t.TempDir()
	t.Setenv("BOARDROOM_HOME", home)
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob,Cy", "--name", "t", "--seed", "42")
	require.Equal(t, 0, r.code, r.stderr)
	return home
}

func TestRigsShowJSONHasEveryTrackedNumber(t *testing.T) {
	rigsHome(t)
	r := runCLI(t, "rigs", "loan", "Cy", "metal", "2")
	require.Equal(t, 0, r.code, r.stderr)
	r = runCLI(t, "rigs", "show", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	var v struct {
		Round      int    `json:"round"`
		Phase      string `json:"phase"`
		Market     struct{ Price, Remaining int }
		ScriptLeft map[string]int `json:"script_left"`
		Players    []struct {
			Name      string
			Credits   int
			Resources map[string]int
			Loans     map[string]int
			Rigs      struct{ Warehouse, Placed int }
			Plots     []struct {
				Type     string
				Survey   *int
				Resource string
				Rigs     int
			}
			Karma int
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &v))
	assert.Equal(t, 1, v.Round)
	assert.Equal(t, "player", v.Phase)
	assert.Equal(t, 15, v.Market.Remaining)
	assert.Equal(t, map[string]int{"energy": 20, "supplies": 20, "metal": 18}, v.ScriptLeft)
	require.Len(t, v.Players, 3)
	cy := v.Players[2]
	assert.Equal(t, "Cy", cy.Name)
	assert.Equal(t, 100, cy.Credits)
	assert.Equal(t, map[string]int{"energy": 5, "supplies": 5, "metal": 2, "luxuries": 0}, cy.Resources)
	assert.Equal(t, 2, cy.Loans["metal"])
	assert.Equal(t, 5, cy.Rigs.Warehouse)
	assert.Len(t, cy.Plots, 4)
	for _, key := range []string{`"round"`, `"phase"`, `"market"`, `"script_left"`, `"players"`, `"credits"`, `"resources"`, `"loans"`, `"rigs"`, `"plots"`, `"karma"`, `"survey"`, `"resource"`} {
		assert.Contains(t, r.stdout, key)
	}
}

func TestRigsRefusalExitsOneAndChangesNothing(t *testing.T) {
	home := rigsHome(t)
	path := filepath.Join(home, "rigs", "t.json")
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	r := runCLI(t, "rigs", "loan", "Ann", "energy", "5")
	assert.Equal(t, 1, r.code)
	assert.Equal(t, "boardroom: refused: Ann owns 4 plots and has borrowed 0 this phase: 4 more at most (rule: Vinnie lends at most 1 resource per plot a player owns per phase)\n", r.stderr)
	r = runCLI(t, "rigs", "market")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "The Market card happens in the Market Phase")
	after, _ := os.ReadFile(path)
	assert.Equal(t, before, after, "a refused action does not touch the saved game")
}

func TestRigsUsageErrors(t *testing.T) {
	rigsHome(t)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"rigs", "loan", "Ann"}, "takes 2 to 3 arguments"},
		{[]string{"rigs", "move", "Ann", "x", "3"}, `"x" is not a plot number`},
		{[]string{"rigs", "build", "Ann", "0"}, "N must be 1 or more"},
		{[]string{"rigs", "adjust", "Ann", "credits", "+5"}, "--reason is required"},
		{[]string{"rigs", "new", "--players", "Ann"}, "R.I.G.S. is for 2-4 players, got 1"},
		{[]string{"rigs", "new"}, "--players is required"},
		{[]string{"rigs", "show", "--game", "no such"}, "letters, digits"},
	} {
		r := runCLI(t, c.args...)
		assert.Equal(t, 2, r.code, "%v: %s", c.args, r.stderr)
		assert.Contains(t, r.stderr, c.want, "%v", c.args)
		assert.Contains(t, r.stderr, "Usage:")
	}
	// an unknown name is refused (exit 1), as in every game
	for _, c := range [][]string{{"rigs", "loan", "Ann", "gold"}, {"rigs", "grant", "Ann", "swamp"}} {
		r := runCLI(t, c...)
		assert.Equal(t, 1, r.code, "%v: %s", c, r.stderr)
		assert.Contains(t, r.stderr, "unknown", c)
	}
	r := runCLI(t, "rigs", "show", "--game", "missing")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, `no saved rigs game named "missing"`)
}

func TestRigsUndoRedoLogAndSavedList(t *testing.T) {
	rigsHome(t)
	require.Equal(t, 0, runCLI(t, "rigs", "loan", "Cy", "metal", "2").code)
	r := runCLI(t, "rigs", "undo")
	require.Equal(t, 0, r.code, r.stderr)
	r = runCLI(t, "rigs", "show", "--json")
	assert.Contains(t, r.stdout, `"metal": 20`)
	r = runCLI(t, "rigs", "redo", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, `"metal": 18`)
	r = runCLI(t, "rigs", "redo")
	assert.Equal(t, 1, r.code)
	r = runCLI(t, "rigs", "log")
	require.Equal(t, 0, r.code)
	// The log reads as history: the setup, then the verbs' own sentences.
	assert.Contains(t, r.stdout, "0  ")
	assert.Contains(t, r.stdout, "New game for Ann, Bob and Cy (seed 42).")
	assert.Contains(t, r.stdout, "Vinnie lends Cy 2 Metal: take 2 Metal and 2 Metal script")
	assert.Contains(t, r.stdout, "Undo of #2: Vinnie lends Cy 2 Metal")
	assert.Contains(t, r.stdout, "Redo of #2: Vinnie lends Cy 2 Metal")
	assert.NotContains(t, r.stdout, "loan n=", "no raw action fields")
	r = runCLI(t, "rigs", "log", "--json")
	var h []map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &h))
	assert.Len(t, h, 4)
	r = runCLI(t, "games", "--saved")
	require.Equal(t, 0, r.code)
	assert.Regexp(t, `rigs  t     \d{4}-\d\d-\d\d \d\d:\d\d  round 1, Player`, r.stdout)
}

// Each command opens the saved game and closes it again: an action after an
// undo supersedes the undone one, and no later command offers to redo it.
func TestRigsRedoAfterReopeningDoesNotOfferASupersededAction(t *testing.T) {
	rigsHome(t)
	ok := func(args ...string) string {
		t.Helper()
		r := runCLI(t, args...)
		require.Equal(t, 0, r.code, r.stderr)
		return r.stdout
	}
	ok("rigs", "loan", "Cy", "metal", "2")
	ok("rigs", "undo")
	ok("rigs", "loan", "Cy", "energy", "1") // supersedes the Metal loan
	r := runCLI(t, "rigs", "redo")
	assert.Equal(t, 1, r.code, r.stdout)
	assert.Contains(t, r.stderr, "nothing to redo")
	show := ok("rigs", "show", "--json")
	assert.Contains(t, show, `"metal": 20`, "the Metal loan stays undone")

	// Undo then redo brings back the Energy loan, not the Metal one.
	ok("rigs", "undo")
	redo := ok("rigs", "redo")
	assert.Contains(t, redo, "Vinnie lends Cy 1 Energy")
	assert.NotContains(t, redo, "Metal script")
	assert.Contains(t, ok("rigs", "show", "--json"), `"metal": 20`)
	assert.Equal(t, 1, runCLI(t, "rigs", "redo").code)
}

func TestRigsDamagedGameIsReportedNotReplaced(t *testing.T) {
	home := rigsHome(t)
	require.Equal(t, 0, runCLI(t, "rigs", "loan", "Cy", "metal", "1").code)
	path := filepath.Join(home, "rigs", "t.json")
	data, _ := os.ReadFile(path)
	require.NoError(t, os.WriteFile(path, data[:len(data)/2], 0o644))
	r := runCLI(t, "rigs", "show")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, path)
	assert.Contains(t, r.stderr, ".bak")
	r = runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "t")
	assert.Equal(t, 1, r.code, "never a fresh game over a broken one")
	after, _ := os.ReadFile(path)
	assert.Equal(t, data[:len(data)/2], after)
	r = runCLI(t, "games", "--saved")
	assert.Contains(t, r.stdout, "DAMAGED")
}

func TestNegativeNumbersAreArguments(t *testing.T) {
	rigsHome(t)
	r := runCLI(t, "rigs", "adjust", "Ann", "supplies", "-2", "--reason", "I Ain't Going Alone")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Ann: supplies -2 (I Ain't Going Alone).")
	r = runCLI(t, "rigs", "adjust", "--reason", "x", "Ann", "credits", "-5", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	r = runCLI(t, "rigs", "build", "Ann", "9223372036854775807")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "at most a million")
	assert.Equal(t, []string{"print", "--bleed", "-1"}, negativeNumbersLast([]string{"print", "--bleed", "-1"}))
	assert.Equal(t, []string{"adjust", "A", "x", "--reason", "r", "--", "-2"}, negativeNumbersLast([]string{"adjust", "A", "x", "-2", "--reason", "r"}))
}

func TestRigsPlayNeedsATerminal(t *testing.T) {
	rigsHome(t)
	r := runCLI(t, "rigs", "play")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "play needs a terminal")
	assert.True(t, strings.Contains(r.stderr, "use the verbs"))
}

// Issue 8 point 12c: with --physical the table enters the roll-off for
// Expedition Leader; impossible rolls are refused (exit 1) or unusable (exit 2),
// and nothing else happens in the Player Phase until it is entered (point 8).
func TestRigsPhysicalRollOffIsEnteredByTheTable(t *testing.T) {
	home := t.TempDir()
	t.Setenv("BOARDROOM_HOME", home)
	require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--physical", "--name", "p").code)
	for _, typ := range []string{"valley", "plains", "forest", "desert", "ridge", "plains"} {
		for _, n := range []string{"Ann", "Bob"} {
			r := runCLI(t, "rigs", "grant", n, typ)
			require.Equal(t, 0, r.code, r.stderr)
			assert.Contains(t, r.stdout, "("+strings.ToUpper(typ[:1])+typ[1:]+"): write #")
		}
	}
	r := runCLI(t, "rigs", "next")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Ann and Bob tie for Expedition Leader")
	assert.Contains(t, r.stdout, "'rolloff <die> <die>'")
	path := filepath.Join(home, "rigs", "p.json")
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	r = runCLI(t, "rigs", "survey", "Ann", "1", "2")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "Ann and Bob have not entered their roll-off yet")
	assert.Contains(t, r.stderr, `Final ties are decided by roll off`)
	r = runCLI(t, "rigs", "rolloff", "7", "1")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "got 7 (rule: a die shows 1-6)")
	r = runCLI(t, "rigs", "rolloff", "four")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `a die must be a whole number, got "four"`)
	after, _ := os.ReadFile(path)
	assert.Equal(t, before, after, "refusals change nothing")
	r = runCLI(t, "rigs", "rolloff", "2,5")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Roll-off for Expedition Leader: Ann 2, Bob 5.")
	assert.Contains(t, r.stdout, "Bob is the Expedition Leader")
	r = runCLI(t, "rigs", "show")
	assert.Contains(t, r.stdout, "Expedition Leader: Bob.")
	assert.Contains(t, flat(r.stdout), "Ann: 100 credits; Energy 5, Supplies 5, Metal 0, Luxuries 0; RIGS 5 in warehouse, 0 placed; Karma 0; may borrow 6 more this phase",
		"show wraps at 80 columns")
}

// The Karma bookkeeping from the command line: a played card stays on the
// discard pile (refused with exit 1, nothing saved), a card put out lies in
// front of its owner, and swap after a Disaster that did not hit.
func TestRigsKarmaDiscardPileAndSwap(t *testing.T) {
	home := t.TempDir()
	t.Setenv("BOARDROOM_HOME", home)
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "t", "--physical")
	require.Equal(t, 0, r.code, r.stderr)
	path := filepath.Join(home, "rigs", "t.json")
	for _, who := range []string{"Ann", "Bob"} {
		for _, typ := range []string{"valley", "plains", "forest", "desert", "ridge", "plains"} {
			require.Equal(t, 0, runCLI(t, "rigs", "grant", who, typ).code)
		}
	}
	require.Equal(t, 0, runCLI(t, "rigs", "next").code)
	require.Equal(t, 0, runCLI(t, "rigs", "rolloff", "5", "2").code) // equal plots: the table rolls
	for _, args := range [][]string{
		{"rigs", "adjust", "Ann", "karma", "3", "--reason", "test"},
		{"rigs", "adjust", "Bob", "karma", "2", "--reason", "test"},
		{"rigs", "karma", "Left the Light On", "Ann", "--victim", "Bob"},
	} {
		r := runCLI(t, args...)
		require.Equal(t, 0, r.code, "%v: %s", args, r.stderr)
	}
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	r = runCLI(t, "rigs", "karma", "Left the Light On", "Bob", "--victim", "Ann")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "Left the Light On is on the Karma discard pile; it cannot be played again before the pile is reshuffled (rule: each Karma card is printed once")
	after, _ := os.ReadFile(path)
	assert.Equal(t, before, after)
	r = runCLI(t, "rigs", "karma", "Identity Theft", "Ann", "--victim", "Bob", "--choice", "maybe")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "--choice is draw or card")
	r = runCLI(t, "rigs", "karma", "Recycling", "Ann")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, `Ann plays "Recycling": put it out in front of Ann`)
	r = runCLI(t, "rigs", "swap", "Ann")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "happens in the Disaster Phase")
	require.Equal(t, 0, runCLI(t, "rigs", "next").code)
	require.Equal(t, 0, runCLI(t, "rigs", "disaster", "Ann", "Safe!").code)
	r = runCLI(t, "rigs", "swap", "Ann", "Wrong Manual")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "Ann puts \"Wrong Manual\" on the Karma discard pile and draws 1 from the Karma deck (1 in hand).\n", r.stdout)
	r = runCLI(t, "rigs", "show")
	assert.Contains(t, r.stdout, "Known on the Karma discard pile: Left the Light On, Wrong Manual.")
	assert.Contains(t, r.stdout, "in front: Recycling (0 RIGS on it)")
	r = runCLI(t, "rigs", "swap", "Ann")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "(rule: a player who suffers no disaster may discard one Karma card and draw a Karma card)")
}

// A German table's mistyped plot number is explained in German, under its
// German usage line, while the shell speaks English; an English table's in
// English.
func TestRigsMistypedPlotInTheTablesLanguage(t *testing.T) {
	t.Setenv("BOARDROOM_HOME", t.TempDir())
	t.Setenv("LANG", "en_US.UTF-8")
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--lang", "de", "--name", "abend", "--seed", "3")
	require.Equal(t, 0, r.code, r.stderr)
	r = runCLI(t, "rigs", "survey", "Ann", "x", "--game", "abend")
	assert.Equal(t, 2, r.code, r.stderr)
	assert.Contains(t, r.stderr, `„x“ ist keine Parzellennummer`)
	assert.Contains(t, r.stderr, "Aufruf: boardroom rigs erkunden")
	r = runCLI(t, "rigs", "move", "Ann", "x", "1", "--game", "abend")
	assert.Equal(t, 2, r.code, r.stderr)
	assert.Contains(t, r.stderr, `„x“ ist weder eine Parzellennummer`)
	assert.NotContains(t, r.stderr, "is not a plot number")

	r = runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "evening", "--seed", "3")
	require.Equal(t, 0, r.code, r.stderr)
	r = runCLI(t, "rigs", "survey", "Ann", "x", "--game", "evening")
	assert.Equal(t, 2, r.code, r.stderr)
	assert.Contains(t, r.stderr, `"x" is not a plot number (plots are numbered 1, 2, 3... as 'show' lists them)`)
}
