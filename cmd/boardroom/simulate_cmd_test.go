package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every mistake in a simulate command line is a usage error: exit 2, the
// mistake named, the usage line, nothing on stdout and no game played. A
// persona name is checked before the number of seats, so that a misspelt
// name is not reported as a wrong count.
func TestSimulateUsageErrors(t *testing.T) {
	const usage = "Usage: boardroom rheinhessen simulate [flags]"
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"extra"}, `simulate takes no arguments, got "extra"`},
		{[]string{"--seats", "foo"}, `--seats: no AI persona "foo" (the personas are aggressor, balanced, conservative, opportunist, legalist, expert, quick)`},
		{[]string{"--seats", "aggressor,foo,balanced"}, `no AI persona "foo"`},
		{[]string{"--seats", "aggressor,,balanced"}, "--seats: an empty persona name"},
		{[]string{"--seats", "aggressor,balanced,"}, "an empty persona name"},
		{[]string{"--seats", "aggressor"}, "is for 2-4 corporations, got 1"},
		{[]string{"--seats", "aggressor,balanced,conservative,opportunist,expert"}, "is for 2-4 corporations, got 5"},
		{[]string{"--workers", "-1"}, "--workers must be 0 (one per core) or more, got -1"},
		{[]string{"--games", "0"}, "--games must be at least 1, got 0"},
		{[]string{"--games", "-5"}, "--games must be at least 1, got -5"},
		{[]string{"--games", "many"}, `invalid argument "many" for "--games" flag`},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			r := runCLI(t, append([]string{"rheinhessen", "simulate", "--seed", "1"}, c.args...)...)
			assert.Equal(t, 2, r.code, r.stderr)
			lines := strings.Split(strings.TrimSpace(r.stderr), "\n")
			require.Len(t, lines, 3, r.stderr)
			assert.Contains(t, lines[0], c.want)
			assert.Equal(t, usage, lines[1])
			assert.Empty(t, r.stdout)
		})
	}
	r := runCLI(t, "rheinhessen", "simulate", "--seed", "1", "--games", "2", "--seats", " aggressor , Balanced ", "--workers", "1")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "1 The Aggressor")
	assert.Contains(t, r.stdout, "2 The Balanced Executive")
}

// --personas FILE: simulate and new play a file's personas; a mistyped key
// is named with its file, line and the key it was likely meant to be
// (exit 1: the file is wrong, not the command line); --personas without
// --ai is a usage error.
func TestPersonasFileFlag(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "mine.yaml")
	mine := `personas:
  - id: gambler
    name: The Gambler
    seat: Gambler
    about: "Dumps up to raw {limit0}."
    illegal_max: [60, 60, 60, 60, 60]
    keep_pairs: false
    legal_bias: 0
    trigger_external: always
    audit_from: 20
    audit_target: leader
    pass_below: 0
`
	require.NoError(t, os.WriteFile(f, []byte(mine), 0o644))
	r := runCLI(t, "rheinhessen", "simulate", "--seed", "1", "--games", "3", "--seats", "gambler,gambler", "--personas", f)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "1 The Gambler")
	r = runCLI(t, "rheinhessen", "simulate", "--seed", "1", "--games", "3", "--seats", "aggressor,gambler", "--personas", f)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `no AI persona "aggressor" (the personas are gambler)`)

	home := t.TempDir()
	r = runCLI(t, "rheinhessen", "new", "--home", home, "--players", "Anna", "--ai", "gambler", "--personas", f, "--seed", "3")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Gambler (AI: The Gambler)")
	r = runCLI(t, "rheinhessen", "pass", "Anna", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Gambler produces")

	require.NoError(t, os.WriteFile(f, []byte(strings.Replace(mine, "keep_pairs", "keep_pair", 1)), 0o644))
	r = runCLI(t, "rheinhessen", "simulate", "--games", "3", "--seats", "gambler,gambler", "--personas", f)
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, f+`:7: unknown key "keep_pair" (did you mean "keep_pairs"?)`)
	r = runCLI(t, "rheinhessen", "new", "--home", home, "--players", "Anna", "--ai", "gambler", "--personas", f)
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, `did you mean "keep_pairs"?`)
	r = runCLI(t, "rheinhessen", "new", "--home", t.TempDir(), "--players", "Anna,Ben", "--personas", f)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "--personas is for a virtual game")
}
