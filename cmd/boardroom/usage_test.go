package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase"
)

// Every kind of usage error is typed where it is made (no message is matched
// by its words): it exits 2, names the mistake, and shows the usage line of
// the command it was made on.
func TestEveryUsageErrorExitsTwoWithTheUsageLine(t *testing.T) {
	home := t.TempDir()
	cases := []struct {
		name  string
		args  []string
		want  string
		usage string
	}{
		{"unknown flag", []string{"rigs", "print", "--frobnicate"}, "unknown flag: --frobnicate", "boardroom rigs print [component...] [flags]"},
		{"unknown shorthand flag", []string{"rigs", "print", "-z"}, "unknown shorthand flag: 'z' in -z", "boardroom rigs print [component...] [flags]"},
		{"unknown flag on the root", []string{"--nope"}, "unknown flag: --nope", "boardroom [flags]"},
		{"missing flag value", []string{"rigs", "print", "--copies"}, "flag needs an argument: --copies", "boardroom rigs print [component...] [flags]"},
		{"missing flag value of a verb", []string{"rigs", "new", "--home", home, "--players"}, "flag needs an argument: --players", "boardroom rigs new [flags]"},
		{"bad int flag", []string{"rigs", "print", "--copies", "two"}, `invalid argument "two" for "--copies" flag`, "boardroom rigs print [component...] [flags]"},
		{"bad int flag of a tool", []string{"rheinhessen", "check", "8S", "--track", "x"}, `invalid argument "x" for "--track" flag`, "boardroom rheinhessen check <card>... [flags]"},
		{"too many args", []string{"games", "extra"}, `unknown command "extra" for "boardroom games"`, "boardroom games [flags]"},
		{"too many args of a verb", []string{"rigs", "show", "--home", home, "extra"}, `unexpected argument "extra" for "boardroom rigs show"`, "boardroom rigs show [flags]"},
		{"too many args of man", []string{"man", "a", "b"}, "takes one argument, got 2", "boardroom man <dir> [flags]"},
		{"too few args", []string{"man"}, "takes one argument, got none", "boardroom man <dir> [flags]"},
		{"too few args of a verb", []string{"rigs", "loan", "--home", home, "Ann"}, "takes 2 to 3 arguments, got 1", "boardroom rigs loan <player>"},
		{"too many args of a shell", []string{"completion", "bash", "extra"}, `unexpected argument "extra" for "boardroom completion bash"`, "boardroom completion bash"},
		{"unknown game", []string{"monopoly"}, `unknown game or command "monopoly"`, "boardroom [flags]"},
		{"unknown command", []string{"rigs", "shuffle"}, `unknown command "shuffle" for rigs`, "boardroom rigs [flags]"},
		{"unknown shell", []string{"completion", "bas"}, `unknown shell "bas" for completion (did you mean "bash"?)`, "boardroom completion [flags]"},
		{"bad arg for a tool", []string{"rheinhessen", "check", "8X"}, `"8X" is not a card`, "boardroom rheinhessen check <card>... [flags]"},
		{"no arg for a tool", []string{"rheinhessen", "salvage"}, "no cards given", "boardroom rheinhessen salvage <card>... [flags]"},
		{"flags that exclude each other", []string{"rheinhessen", "check", "8S", "--legal", "--illegal"}, "--legal and --illegal exclude each other", "boardroom rheinhessen check <card>... [flags]"},
		{"bad arg for a verb", []string{"rigs", "adjust", "--home", home, "Ann", "credits", "+x", "--reason", "y"}, `the change must be a whole number, got "+x"`, "boardroom rigs adjust <player>"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := runCLI(t, c.args...)
			assert.Equal(t, 2, r.code, r.stderr)
			lines := strings.Split(strings.TrimSpace(r.stderr), "\n")
			require.Len(t, lines, 3, r.stderr)
			assert.Equal(t, "boardroom: ", lines[0][:len("boardroom: ")])
			assert.Contains(t, lines[0], c.want)
			assert.True(t, strings.HasPrefix(lines[1], "Usage: "+c.usage), "usage line %q, want %q", lines[1], c.usage)
			assert.True(t, strings.HasPrefix(lines[2], "Run 'boardroom"), lines[2])
			assert.Empty(t, r.stdout)
		})
	}
}

// Exit codes follow the type of the error, not its words: an untyped error
// that reads like one of cobra's usage messages is a failed job (exit 1),
// and a typed one exits 2 with its command's usage line.
func TestExitCodeFollowsTheTypeNotTheWords(t *testing.T) {
	root := newRoot(io.Discard, io.Discard)
	games, _, err := root.Find([]string{"games"})
	require.NoError(t, err)
	for _, words := range []string{"unknown flag: --x", "takes one argument, got 2", "unknown command \"x\" for \"boardroom\"",
		"invalid argument \"x\"", "requires at least 1 arg(s)", "flag needs an argument: --x"} {
		var errb bytes.Buffer
		assert.Equal(t, 1, exitCode(games, errors.New(words), &errb), words)
		assert.Equal(t, "boardroom: "+words+"\n", errb.String(), "no usage line for a failed job")
	}
	var errb bytes.Buffer
	assert.Equal(t, 2, exitCode(root, noArgs(games, []string{"x"}), &errb))
	assert.Contains(t, errb.String(), "Usage: boardroom games [flags]", "the usage line of the command the error was made on")
	errb.Reset()
	assert.Equal(t, 2, exitCode(games, fmt.Errorf("wrapped: %w", phrase.Usagef("bad")), &errb))
	assert.Contains(t, errb.String(), "Usage: boardroom games [flags]")
	assert.Equal(t, 130, exitCode(games, errInterrupted, io.Discard))
	assert.Equal(t, 0, exitCode(games, nil, io.Discard))
}

// A mistyped card title is a refusal (exit 1), not a usage error: the game is
// unchanged and the message suggests the title meant.
func TestMistypedKarmaTitleSuggestsTheCard(t *testing.T) {
	home := t.TempDir()
	require.Equal(t, 0, runCLI(t, "rigs", "new", "--home", home, "--players", "Ann,Bob").code)
	before := runCLI(t, "rigs", "show", "--home", home, "--json")
	r := runCLI(t, "rigs", "karma", "--home", home, "Wrong Adress", "Ann")
	assert.Equal(t, 1, r.code, r.stderr)
	assert.Contains(t, r.stderr, `no Karma card is titled "Wrong Adress" (did you mean "Wrong Address"?)`)
	assert.NotContains(t, r.stderr, "Usage:")
	assert.Equal(t, before.stdout, runCLI(t, "rigs", "show", "--home", home, "--json").stdout)
}
