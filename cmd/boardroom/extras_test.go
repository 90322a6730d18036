package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestVersionCompletionAndManPages(t *testing.T) {
	r := runCLI(t, "--version")
	require.Equal(t, 0, r.code, r.stderr)
	assert.True(t, strings.HasPrefix(r.stdout, "boardroom "), r.stdout)

	for _, shell := range []string{"bash", "zsh", "fish"} {
		r := runCLI(t, "completion", shell)
		require.Equal(t, 0, r.code, r.stderr)
		assert.Contains(t, r.stdout, "boardroom", shell)
	}

	dir := filepath.Join(t.TempDir(), "man")
	r = runCLI(t, "man", dir)
	require.Equal(t, 0, r.code, r.stderr)
	page, err := os.ReadFile(filepath.Join(dir, "boardroom-rheinhessen-produce.1"))
	require.NoError(t, err)
	assert.Contains(t, string(page), "Lay a production onto the floor")
	assert.Contains(t, string(page), "boardroom rheinhessen produce Anna 8S 8H 5C 5D")
	_, err = os.Stat(filepath.Join(dir, "boardroom-rigs-print.1"))
	assert.NoError(t, err)
}

func TestDidYouMean(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"rhinehessen"}, `unknown game or command "rhinehessen" (did you mean "rheinhessen"?)`},
		{[]string{"rigs", "sho"}, `unknown command "sho" for rigs (did you mean "show"?)`},
		{[]string{"corpwar", "undoo"}, `(did you mean "undo"?)`},
	} {
		r := runCLI(t, c.args...)
		assert.Equal(t, 2, r.code, "%v", c.args)
		assert.Contains(t, r.stderr, c.want, "%v", c.args)
	}
	t.Setenv("BOARDROOM_HOME", t.TempDir())
	require.Equal(t, 0, runCLI(t, "rheinhessen", "new", "--players", "Anna,Ben").code)
	r := runCLI(t, "rheinhessen", "pass", "Ana")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, `no corporation named "Ana" (did you mean "Anna"?)`)
}
