package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// adjust works the same way for every game: a mistyped counter is refused
// with a suggestion (exit 1, nothing saved), --reason is required (exit 2),
// the change is logged with its reason and undo takes it back.
func TestAdjustInEveryGame(t *testing.T) {
	for _, tc := range []struct {
		game, players, typo, hint, counter, change string
		done, shown                                string
		bound                                      []string // an adjustment out of bounds
		refused                                    string
	}{
		{"rheinhessen", "Anna,Ben", "scroe", `no counter named "scroe" (did you mean "score"?)`, "score", "-10",
			"Anna: score -10 (misscored).", "Anna -10 points",
			[]string{"hand", "+1000", "--reason", "x"}, "Ben has 7 cards in hand; +1000 would go above 199 (rule: R27"},
		{"rheinhessen", "Anna,Ben", "hands", `no counter named "hands" (did you mean "hand"?)`, "hand", "-2",
			"Anna: hand -2 (misscored).", "holds 7 cards",
			[]string{"hand", "-8", "--reason", "x"}, "Ben has 7 cards in hand; -8 would go below 0 (rule: no tracked count goes below 0)"},
		{"corpwar", "Anna,Ben", "mony", `no counter named "mony" (did you mean "money"?)`, "money", "+5",
			"Anna: money +5 (misscored).", "Anna   15 money",
			[]string{"money", "-11", "--reason", "x"}, "Ben has 10 money; -11 would go below 0"},
		{"corpwar", "Anna,Ben", "card", `no counter named "card" (did you mean "cards"?)`, "cards", "+1",
			"Anna: cards +1 (misscored).", "3 cards",
			[]string{"cards", "+15", "--reason", "x"}, "Ben has 2 cards in hand; +15 would go above 16 (rule: cards come from the pile"},
	} {
		t.Run(tc.game+" "+tc.counter, func(t *testing.T) {
			t.Setenv(referee.HomeEnv, t.TempDir())
			r := runCLI(t, tc.game, "new", "--players", tc.players)
			require.Equal(t, 0, r.code, r.stderr)
			before := runCLI(t, tc.game, "show", "--json").stdout

			r = runCLI(t, tc.game, "adjust", "Anna", tc.typo, tc.change, "--reason", "misscored")
			assert.Equal(t, 1, r.code)
			assert.Contains(t, r.stderr, tc.hint)
			r = runCLI(t, tc.game, "adjust", "Anna", tc.counter, tc.change)
			assert.Equal(t, 2, r.code)
			assert.Contains(t, r.stderr, "--reason is required")
			r = runCLI(t, append([]string{tc.game, "adjust", "Ben"}, tc.bound...)...)
			assert.Equal(t, 1, r.code)
			assert.Contains(t, r.stderr, tc.refused)
			assert.Equal(t, before, runCLI(t, tc.game, "show", "--json").stdout, "a refused adjustment changes nothing")

			r = runCLI(t, tc.game, "adjust", "Anna", tc.counter, tc.change, "--reason", "misscored")
			require.Equal(t, 0, r.code, r.stderr)
			assert.Equal(t, tc.done+"\n", r.stdout)
			assert.Contains(t, runCLI(t, tc.game, "show").stdout, tc.shown)
			assert.Contains(t, runCLI(t, tc.game, "log").stdout, tc.done)

			r = runCLI(t, tc.game, "undo")
			require.Equal(t, 0, r.code, r.stderr)
			assert.Contains(t, r.stdout, "Undone: "+tc.done)
			assert.Equal(t, before, runCLI(t, tc.game, "show", "--json").stdout)
		})
	}
}
