package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWriteReplacesWholeFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.pdf")
	require.NoError(t, WriteBytes(p, 0o644, []byte("first")))
	require.NoError(t, WriteBytes(p, 0o644, []byte("second")))
	b, err := os.ReadFile(p)
	require.NoError(t, err)
	assert.Equal(t, "second", string(b))
	fi, err := os.Stat(p)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o644), fi.Mode().Perm())
	entries, _ := os.ReadDir(dir)
	assert.Len(t, entries, 1, "no temp file left")
}

func TestFailedFillLeavesOldContentAndNoTemp(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.pdf")
	require.NoError(t, WriteBytes(p, 0o644, []byte("good")))
	boom := errors.New("boom")
	err := Write(p, 0o644, func(w io.Writer) error {
		w.Write([]byte("half a pdf"))
		return boom
	})
	assert.ErrorIs(t, err, boom)
	b, _ := os.ReadFile(p)
	assert.Equal(t, "good", string(b))
	entries, _ := os.ReadDir(dir)
	assert.Len(t, entries, 1)
}

func TestMissingDirectoryIsAClearError(t *testing.T) {
	p := filepath.Join(t.TempDir(), "nope", "a.pdf")
	err := WriteBytes(p, 0o644, []byte("x"))
	require.Error(t, err)
	assert.Equal(t, "cannot write "+p+": no such file or directory", err.Error())
}
