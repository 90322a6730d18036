package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// `man` speaks the table's language like every other command: its usage
// line, what it wrote and why it could not.
func TestManSpeaksTheTablesLanguage(t *testing.T) {
	t.Setenv("BOARDROOM_LANG", "de")
	dir := t.TempDir()
	r := runCLI(t, "man", dir)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Regexp(t, `^\d+ Handbuchseiten nach .+ geschrieben\n$`, r.stdout)

	file := filepath.Join(dir, "a-file")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	r = runCLI(t, "man", filepath.Join(file, "x"))
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "nicht anlegen")
	assert.NotContains(t, r.stderr, "cannot")

	r = runCLI(t, "man")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "boardroom man <Ordner>")

	t.Setenv("BOARDROOM_LANG", "en")
	r = runCLI(t, "man", t.TempDir())
	assert.Regexp(t, `^wrote \d+ manual pages to `, r.stdout)
}
