package main

import (
	"io"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/columns"
	"boardroom/referee"
)

// wide lists the lines of out wider than columns.Default, the width of
// output that does not go to a terminal.
func wide(out string) []string {
	var over []string
	for _, l := range strings.Split(out, "\n") {
		if utf8.RuneCountInString(l) > columns.Default {
			over = append(over, l)
		}
	}
	return over
}

// Issue 19, point 5: every command that prints a table or a list fits 80
// columns when its output is not a terminal; --json stays the full record.
// (What an action did is a stream of sentences, one a line, not laid out:
// the terminal folds them; show, the state, is a list and fits.)
func TestEveryTableFitsEightyColumns(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every command that prints a table")
	}
	t.Setenv(referee.HomeEnv, t.TempDir())
	t.Chdir(t.TempDir())
	setup := [][]string{
		{"rigs", "new", "--players", "Annabel-Marie,Bob,Cy,Dee", "--name", "a-rather-long-game-name-for-friday", "--seed", "12"},
		{"rigs", "survey", "Annabel-Marie", "1"},
		{"rheinhessen", "new", "--players", "Anna,Ben,Clara,David", "--name", "friday"},
		{"rheinhessen", "produce", "Anna", "8S", "8H", "5C", "5D"},
		{"rheinhessen", "produce", "Ben", "QS", "KH", "AC", "2D", "3S", "--illegal"},
		{"rheinhessen", "audit", "Clara", "Ben"},
		{"rheinhessen", "new", "--players", "You", "--ai", "aggressor,balanced,opportunist", "--seed", "7", "--name", "solo"},
		{"corpwar", "new", "--players", "Ann,Bob,Cy,Dee,Eve", "--seed", "42", "--name", "friday"},
		{"corpwar", "place", "Ann", "production", "2"},
		{"politicard", "new", "--players", "Ann,Bob", "--deck-a", "tempo", "--deck-b", "control", "--first", "Ann"},
		{"politicard", "place", "Ann", "G4"},
		{"aufbau", "new", "--players", "Anna,Ben", "--physical", "--rounds", "12"},
	}
	for _, c := range setup {
		r := runCLI(t, c...)
		require.Equal(t, 0, r.code, "%v\n%s", c, r.stderr)
	}
	cmds := [][]string{
		{"games"}, {"games", "--saved"},
		{"rigs", "print", "--list"}, {"rigs", "print", "--list", "--paper", "letter", "--backs", "fold", "--copies", "2"},
		{"rheinhessen", "print", "--list"}, {"corpwar", "print", "--list"}, {"politicard", "print", "--list"},
		{"politicard", "print", "--list", "--deck", "tempo"}, {"aufbau", "print", "--list"},
		{"rigs", "show", "--game", "a-rather-long-game-name-for-friday"}, {"rigs", "log", "--game", "a-rather-long-game-name-for-friday"},
		{"rheinhessen", "show", "--game", "friday"}, {"rheinhessen", "log", "--game", "friday"},
		{"rheinhessen", "show", "--game", "solo"}, {"rheinhessen", "hand", "You", "--game", "solo"},
		{"rheinhessen", "check", "10h", "jh", "qh", "kh", "ah", "--track", "3"},
		{"corpwar", "show"}, {"corpwar", "log"},
		{"politicard", "show"}, {"politicard", "log"}, {"politicard", "deck", "check", "tempo"},
		{"aufbau", "show"}, {"aufbau", "log"},
		{"politicard", "deck", "list"},
		{"rheinhessen", "simulate", "--games", "4", "--seed", "1"},
	}
	for _, c := range cmds {
		name := strings.Join(c, " ")
		t.Run(name, func(t *testing.T) {
			r := runCLI(t, c...)
			require.Equal(t, 0, r.code, "%s\n%s", name, r.stderr)
			assert.Empty(t, wide(r.stdout), "lines wider than %d columns", columns.Default)
		})
	}
}

// Issue 19, point 5: every command's help fits 80 columns too: the
// description, the usage line, the commands and the flags are wrapped. The
// examples are commands to copy and stay as they are written.
func TestEveryHelpFitsEightyColumns(t *testing.T) {
	if testing.Short() {
		t.Skip("runs --help of every command")
	}
	var paths [][]string
	var walk func(c *cobra.Command, path []string)
	walk = func(c *cobra.Command, path []string) {
		paths = append(paths, path)
		for _, sub := range c.Commands() {
			if sub.IsAvailableCommand() {
				walk(sub, append(slices.Clone(path), sub.Name()))
			}
		}
	}
	walk(newRoot(io.Discard, io.Discard), nil)
	require.Greater(t, len(paths), 50)
	for _, p := range paths {
		r := runCLI(t, append(slices.Clone(p), "--help")...)
		require.Equal(t, 0, r.code, "%v", p)
		var over []string
		for _, l := range wide(r.stdout) {
			if !strings.HasPrefix(l, "  boardroom ") {
				over = append(over, l)
			}
		}
		assert.Empty(t, over, "boardroom %s --help", strings.Join(p, " "))
	}
}

// The help texts are written with hard line breaks at about 100 columns:
// wrapped line by line at 80 they left a stub of a few words after every
// line ("real decks and" / "draw 5; ..."). A paragraph that does not fit is
// reflowed as one text; one that fits, a list item and an indented block
// keep their own lines.
func TestHelpParagraphsReflowWithoutStubs(t *testing.T) {
	fit := fitLines(80)
	para := "Start a new Politicard match (best of three) for two players. Each registers a\n" +
		"deck: a deck file or a sample deck (tempo or control). The players shuffle their real decks and\n" +
		"draw 5; the referee never sees a hand."
	got := strings.Split(fit(para), "\n")
	require.Len(t, got, 3, "%q", got)
	for _, l := range got[:2] {
		assert.Greater(t, columns.Len(l), 60, "a stub line: %q", l)
		assert.LessOrEqual(t, columns.Len(l), 80, l)
	}
	kept := "Short line one.\nShort line two.\n\n- an item\n- another item\n  indented, as written"
	assert.Equal(t, kept, fit(kept))
	list := "- " + strings.Repeat("word ", 20) + "\n- second"
	assert.Equal(t, "- second", strings.Split(fit(list), "\n")[2])

	// Every command's help: a description line of a few words followed by
	// more of the same sentence is such a stub.
	for _, p := range [][]string{{"politicard", "new"}, {"politicard", "place"}, {"politicard", "trigger"}, {"rigs", "new"}, {"aufbau", "new"}} {
		r := runCLI(t, append(slices.Clone(p), "--help")...)
		require.Equal(t, 0, r.code)
		desc := strings.SplitN(strings.Replace(r.stdout, "\nAufruf:", "\nUsage:", 1), "\nUsage:", 2)[0]
		lines := strings.Split(desc, "\n")
		for i := 0; i+1 < len(lines); i++ {
			next := strings.TrimSpace(lines[i+1])
			if next != "" && columns.Len(lines[i]) < 40 && strings.ToLower(next[:1]) == next[:1] {
				t.Errorf("boardroom %s --help: a stub line %q before %q", strings.Join(p, " "), lines[i], lines[i+1])
			}
		}
	}
}

// Issue 21: the descriptions of rules, card and why read as paragraphs at
// 80 columns, not as long lines each followed by a word or two ("... (each
// with the" / "rulebook's words it rests on), ..." / "are" / ...).
func TestLookupHelpWrapsAsParagraphs(t *testing.T) {
	for _, game := range []string{"rigs", "rheinhessen", "corpwar", "politicard", "aufbau"} {
		for _, verb := range []string{"rules", "card", "why"} {
			if game == "corpwar" && verb == "card" || game == "aufbau" && verb == "card" {
				continue // corpwar's card plays a card; aufbau has none
			}
			r := runCLI(t, game, verb, "--help")
			require.Equal(t, 0, r.code, "%s %s", game, verb)
			desc, _, _ := strings.Cut(strings.Replace(r.stdout, "\nAufruf:", "\nUsage:", 1), "\nUsage:")
			lines := strings.Split(strings.TrimSpace(desc), "\n")
			for i := 0; i+1 < len(lines); i++ {
				l, next := lines[i], strings.Fields(lines[i+1])
				if len(next) > 0 && columns.Len(l)+1+columns.Len(next[0]) <= 80 {
					t.Errorf("%s %s --help: %q is cut short (%q would fit after it)", game, verb, l, next[0])
				}
			}
		}
	}
}

// R.I.G.S.'s note on numbering the plot cards, printed by `new`, fits 80
// columns (it was one line of 169). The events `new` and every verb print
// are one line each, as the referee said them (not this test's business).
func TestNewNoteFitsEightyColumns(t *testing.T) {
	home := t.TempDir()
	for _, args := range [][]string{{"rigs", "new", "--players", "Ann,Bob,Cy", "--seed", "12"}, {"rigs", "new", "--players", "Ann,Bob", "--physical"}} {
		r := runCLI(t, append(args, "--home", home)...)
		require.Equal(t, 0, r.code, r.stderr)
		_, note, ok := strings.Cut(r.stdout, "\nPlot cards: ")
		require.True(t, ok, r.stdout)
		assert.Empty(t, wide("Plot cards: "+note), "%v", args)
	}
}
