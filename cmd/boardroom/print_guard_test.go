package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// -o names where the PDF goes: a file there that is not a PDF is someone's
// (a layout, a shell's profile, as root /etc/passwd) and is never swapped
// for a PDF; an earlier print's PDF, or an empty file, is replaced.
func TestPrintNeverReplacesAFileThatIsNotAPDF(t *testing.T) {
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes.txt")
	require.NoError(t, os.WriteFile(notes, []byte("my notes\n"), 0o644))
	r := runCLI(t, "rigs", "print", "market", "-o", notes)
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "is not a PDF")
	got, err := os.ReadFile(notes)
	require.NoError(t, err)
	assert.Equal(t, "my notes\n", string(got), "left as it was")

	t.Setenv("BOARDROOM_LANG", "de")
	r = runCLI(t, "rigs", "print", "market", "-o", notes)
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "kein PDF")

	out := filepath.Join(dir, "rigs.pdf")
	require.NoError(t, os.WriteFile(out, nil, 0o644))
	for range 2 { // empty, then an earlier print
		r = runCLI(t, "rigs", "print", "market", "-o", out)
		require.Equal(t, 0, r.code, r.stderr)
	}
	pdf, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Equal(t, "%PDF-", string(pdf[:5]))

	deck := filepath.Join(dir, "deck")
	require.Zero(t, runCLI(t, "cards", "init", deck).code)
	r = runCLI(t, "cards", "print", deck, "-o", notes)
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "kein PDF")
}
