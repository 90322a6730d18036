package main

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// Undo and redo say what they took back and what the table must move, in
// the names printed on the components (principle 6), for every game.
func TestUndoAndRedoTellTheTableWhatToMove(t *testing.T) {
	t.Setenv(referee.HomeEnv, t.TempDir())
	ok := func(args ...string) string {
		t.Helper()
		r := runCLI(t, args...)
		require.Equal(t, 0, r.code, r.stderr)
		return r.stdout
	}

	// R.I.G.S.: a survey card goes back on the survey deck, the Supply back
	// to the warehouse; a redo takes them again.
	ok("rigs", "new", "--players", "Ann,Ben,Cy", "--seed", "4")
	survey := ok("rigs", "survey", "Ann", "4")
	assert.Contains(t, survey, "Ann surveys plot #4 (Forest) for 1 Supply: yield 1")
	out := ok("rigs", "undo")
	assert.Contains(t, out, "Undone: Ann surveys plot #4 (Forest) for 1 Supply: yield 1, 1 Luxury spot.")
	assert.Contains(t, out, "Put back on the table:\n"+
		"  Move 1 survey card (yield 1) from plot #4 (Forest) back to the top of the survey deck.\n"+
		"  Move 1 Supplies coupon from the bank back to Ann's warehouse.\n")
	var redo map[string]any
	require.NoError(t, json.Unmarshal([]byte(ok("rigs", "redo", "--json")), &redo))
	assert.Equal(t, []any{
		"Move 1 Supplies coupon from Ann's warehouse to the bank.",
		"Move 1 survey card (yield 1) from the top of the survey deck to plot #4 (Forest).",
	}, redo["moves"])
	assert.Len(t, redo["redo"], 1)
	// Dealing Disaster cards: each goes back on top of the Disaster deck.
	ok("rigs", "next")
	out = ok("rigs", "undo")
	assert.Contains(t, out, "Undone:\n  Round 1, Disaster Phase.\n")
	assert.Contains(t, out, "back to the top of the Disaster deck.\n")
	assert.Contains(t, out, "  Set the phase back to Player Phase (from Disaster Phase).\n")

	// A Land Grant: the plots go back, and the drawn grant back on the deck.
	ok("rigs", "new", "--players", "Ann,Bob", "--seed", "5", "--name", "grant")
	ok("rigs", "next")
	ok("rigs", "disaster", "Ann")
	ok("rigs", "disaster", "Bob")
	ok("rigs", "next")
	ok("rigs", "next")
	ok("rigs", "market")
	assert.Contains(t, ok("rigs", "next"), "Land Grant: Ann draws Ridge, Valley.")
	ok("rigs", "grant", "Ann", "valley")
	out = ok("rigs", "undo")
	assert.Contains(t, out, "Put back on the table:\n"+
		"  Move plot #14 (Ridge) from Bob back to the Land Grant (face up).\n"+
		"  Move plot #13 (Valley) from Ann back to the Land Grant (face up).\n")
	out = ok("rigs", "redo")
	assert.Contains(t, out, "On the table, again:\n"+
		"  Move plot #13 (Valley) from the Land Grant (face up) to Ann.\n")
	ok("rigs", "undo")
	out = ok("rigs", "undo")
	assert.Contains(t, out, "  Move 1 plot card (Ridge) from the Land Grant (face up) back to the top of the plot deck.\n")
	assert.Contains(t, out, "  Set the round marker back to 1 (from 2).\n")

	// Corporate Warfare: the money of a sale goes back to the bank.
	ok("corpwar", "new", "--players", "Ann,Bob", "--seed", "3")
	ok("corpwar", "place", "Ann", "production", "2")
	ok("corpwar", "place", "Ann", "sales", "1")
	ok("corpwar", "place", "Bob", "production", "3")
	ok("corpwar", "next")
	ok("corpwar", "next")
	ok("corpwar", "roll", "Ann")
	out = ok("corpwar", "undo")
	assert.Contains(t, out, "Undone:\n  Ann, Production (2 employees, 4+): ")
	assert.Contains(t, out, "Put back on the table:\n  Move 3 money from Ann back to the bank.\n")
	out = ok("corpwar", "undo")
	assert.Contains(t, out, "Undone:\n  Turn 1, Execution Phase.\n  Market demand: roll 3 = 3")
	assert.Contains(t, out, "Put back on the table:\n  Set the phase back to Action (from Execution).\n  Set the market demand back to not rolled (from 3).\n")
	ok("corpwar", "undo")
	ok("corpwar", "undo")
	out = ok("corpwar", "undo")
	assert.Contains(t, out, "Undone: Ann places 1 employee in Sales: Sales has 1.\nPut back on the table:\n  Move 1 employee token from Ann's Sales department back to Ann's new hires.\n")

	// Nothing to undo: refused, exit 1.
	for range 2 {
		runCLI(t, "corpwar", "undo")
	}
	r := runCLI(t, "corpwar", "undo")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "nothing to undo")
}

// Issue 30, as a new user met it: at four corporations with real cards,
// the undo of Anna's second production put her tens on the draw pile and
// Ben's two new cards in her hand. Each move is now the one the action made.
func TestUndoOfRheinhessenProductionTellsEachMove(t *testing.T) {
	t.Setenv(referee.HomeEnv, t.TempDir())
	ok := func(args ...string) string {
		t.Helper()
		r := runCLI(t, args...)
		require.Equal(t, 0, r.code, r.stderr)
		return r.stdout
	}
	ok("rheinhessen", "new", "--players", "Anna,Ben,Clara,David", "--name", "u2", "--seed", "9")
	for _, p := range [][]string{{"Anna", "8S", "8H"}, {"Ben", "5C", "5D"}, {"Clara", "9C", "9D"}, {"David", "3C", "3D"}, {"Anna", "10S", "10H"}} {
		ok(append([]string{"rheinhessen", "produce"}, p...)...)
	}
	assert.Contains(t, ok("rheinhessen", "undo"), "Undone:\n"+
		"  Anna produces 10♠ 10♥: pair, legal: raw 20 x 0.70 + 8 = 22 points; score 19 → 41.\n"+
		"  Turn 6 (round 2), Ben: draws 2 cards (168 left in the draw pile) and holds 9 cards.\n"+
		"Put back on the table:\n"+
		"  Move 2 cards from Ben's hand back to the top of the draw pile.\n"+
		"  Move 10♠ 10♥ from Anna's floor (legal area) back to Anna's hand.\n"+
		"  Set Anna's score back to 19 (from 41).\n\n")
	assert.Contains(t, ok("rheinhessen", "redo"), "On the table, again:\n"+
		"  Move 10♠ 10♥ from Anna's hand to Anna's floor (legal area).\n"+
		"  Move 2 cards from the top of the draw pile to Ben's hand.\n"+
		"  Set Anna's score to 41 (from 19).\n\n")
}
