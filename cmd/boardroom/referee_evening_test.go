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

// A word the field after the player reads (a card) is never a player's
// name: with the player left out, the cards are the cards, whatever their
// count, and the turn is whoever's is to act.
func TestACardIsNeverTakenForThePlayer(t *testing.T) {
	home := t.TempDir()
	do := func(args ...string) result { return runCLI(t, append(args, "--home", home)...) }
	require.Equal(t, 0, do("rheinhessen", "new", "--players", "Anna,Ben").code)
	r := do("rheinhessen", "produce", "8S", "8H")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Regexp(t, `^No player named: Anna is to act.\nAnna produces 8♠ 8♥: pair`, r.stdout)
	r = do("rheinhessen", "produce", "Ben", "8S", "8H")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Regexp(t, `^Ben produces 8♠ 8♥: pair`, r.stdout, "a player named first is still read as the player")
	r = do("rheinhessen", "produce", "8S")
	assert.Equal(t, 1, r.code)
	assert.NotContains(t, r.stderr, `no corporation named "8S"`)

	// so a corporation is never named as a card is, at new (with --ai too)
	for _, players := range [][]string{{"--players", "8S,Ben"}, {"--players", "Anna", "--players", "qh"}, {"--players", "AS", "--ai"}} {
		r = do(append([]string{"rheinhessen", "new", "--name", "x"}, players...)...)
		assert.Equal(t, 2, r.code, players)
		assert.Contains(t, r.stderr, "it reads as a card", players)
	}

	require.Equal(t, 0, do("corpwar", "new", "--players", "Ann,Bob").code)
	r = do("corpwar", "call", "7H")
	assert.NotContains(t, r.stderr+r.stdout, `no player named "7H"`)
}

// Corporate Warfare names every unknown name of a line at once, as the
// other games do: the player, the department (with the rule it rests on)
// and the card, each with its "did you mean", exit 1.
func TestCorpwarNamesEveryUnknownNameAtOnce(t *testing.T) {
	home := t.TempDir()
	do := func(args ...string) result { return runCLI(t, append(args, "--home", home)...) }
	require.Equal(t, 0, do("corpwar", "new", "--players", "Ann,Bob").code)
	r := do("corpwar", "place", "An", "prodution", "2")
	assert.Equal(t, 1, r.code, r.stderr)
	assert.Contains(t, r.stderr, `no player named "An" (did you mean "Ann"?)`)
	assert.Contains(t, r.stderr, `unknown department "prodution" (did you mean "production"?)`)
	assert.Contains(t, r.stderr, "rule: a corporation has four departments")
	assert.NotContains(t, r.stderr, "Usage:")
	r = do("corpwar", "card", "Bobb", "jaker")
	assert.Equal(t, 1, r.code, r.stderr)
	assert.Contains(t, r.stderr, `no player named "Bobb" (did you mean "Bob"?)`)
	assert.Contains(t, r.stderr, `unknown card "jaker" (did you mean "joker"?)`)
	r = do("corpwar", "why")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, flat(r.stdout), `Refused: card Bobb jaker`, "why explains it as every refusal")
}

// Where the locale's character set is not UTF-8, everything the referee
// writes for the terminal is ASCII: the verbs, undo, show, log, why and the
// error line (suits as letters: 8S), in English and in German; JSON keeps
// its characters.
func TestATerminalWithoutUTF8GetsASCII(t *testing.T) {
	home := t.TempDir()
	do := func(args ...string) result { return runCLI(t, append(args, "--home", home)...) }
	t.Setenv("LC_ALL", "C")
	var out string
	for _, args := range [][]string{
		{"rheinhessen", "new", "--players", "Anna,Ben", "--seed", "1"},
		{"rheinhessen", "produce", "8S", "8H", "5C", "5D"},
		{"rheinhessen", "undo"},
		{"rheinhessen", "show"},
		{"rheinhessen", "log"},
		{"corpwar", "new", "--players", "Ann,Bob", "--lang", "de"},
		{"corpwar", "place", "Ann", "production", "2"},
		{"corpwar", "show"},
	} {
		r := do(args...)
		require.Equal(t, 0, r.code, "%v: %s", args, r.stderr)
		out += r.stdout
	}
	r := do("rheinhessen", "produce", "8S")
	require.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "8S is not a legal production")
	out += r.stderr
	r = do("rheinhessen", "why")
	require.Equal(t, 0, r.code, r.stderr)
	out += r.stdout
	assert.Contains(t, out, "Anna produces 8S 8H 5C 5D: two pair")
	assert.Contains(t, out, "26.2 -> 26 points")
	assert.Contains(t, out, "gewuerfelt", "German words in ASCII too")
	for i, line := range strings.Split(out, "\n") {
		for _, c := range line {
			if c >= 0x80 {
				t.Errorf("line %d is not ASCII: %q", i, line)
				break
			}
		}
	}
	r = do("rheinhessen", "redo", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "8♠", "JSON is for programs: its text is as it is")
}

// Politicard's --public-deck is a choice of the table at new, saved with
// the game (the AI reads the person's registered deck only then).
func TestPoliticardPublicDeckIsSavedWithTheGame(t *testing.T) {
	home := t.TempDir()
	for _, c := range []struct {
		name string
		args []string
		want bool
	}{
		{"open", []string{"--public-deck"}, true},
		{"closed", nil, false},
	} {
		args := append([]string{"politicard", "new", "--players", "Ann", "--deck-a", "control", "--ai", "--name", c.name, "--home", home}, c.args...)
		r := runCLI(t, args...)
		require.Equal(t, 0, r.code, r.stderr)
		raw, err := os.ReadFile(filepath.Join(home, "politicard", c.name+".json"))
		require.NoError(t, err)
		var saved struct {
			Setup struct {
				PublicDeck bool `json:"public_deck"`
			} `json:"setup"`
		}
		require.NoError(t, json.Unmarshal(raw, &saved))
		assert.Equal(t, c.want, saved.Setup.PublicDeck, c.name)
		// the confirmation says what the table has agreed to
		said := strings.Contains(flat(r.stdout), "Ann's deck control is public to the AI: ")
		assert.Equal(t, c.want, said, "%s: %s", c.name, r.stdout)
		assert.Equal(t, c.want, strings.Contains(r.stdout, "(ruling PC25: What the AI knows of the person's deck)"), "%s: %s", c.name, r.stdout)
	}
	r := runCLI(t, "politicard", "new", "--players", "Ann", "--deck-a", "control", "--ai", "--public-deck", "--lang", "de", "--name", "de", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, flat(r.stdout), "Das Deck control von Ann ist für die KI öffentlich: ")
	r = runCLI(t, "politicard", "new", "--help")
	assert.Contains(t, flat(r.stdout), "--public-deck the table makes each person's registered deck public")

	// Between two people it tells no one anything: a usage error, nothing saved.
	r = runCLI(t, "politicard", "new", "--players", "Ann,Bob", "--deck-a", "control", "--deck-b", "control", "--public-deck", "--name", "two", "--home", home)
	assert.Equal(t, 2, r.code, r.stdout)
	assert.Contains(t, r.stderr, "--public-deck tells the AI seat what the person's deck holds: it needs --ai")
	assert.NoFileExists(t, filepath.Join(home, "politicard", "two.json"))
}
