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

// A failed write names the user's file, not the temporary one (it said
// "write <dir>/.x.pdf.tmp-3711285763: no space left on device").
func TestWriteErrorNamesTheUsersFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "x.pdf")
	createTemp = func(dir, pattern string) (*os.File, error) {
		f, err := os.CreateTemp(dir, pattern)
		if err != nil {
			return nil, err
		}
		name := f.Name()
		f.Close()
		return os.Open(name) // read-only: every write fails
	}
	defer func() { createTemp = os.CreateTemp }()
	err := Write(p, 0o644, func(w io.Writer) error {
		_, err := w.Write(make([]byte, 1<<20)) // more than the buffer: the file is written now
		return err
	})
	require.Error(t, err)
	assert.Equal(t, "cannot write "+p+": bad file descriptor", err.Error())
	assert.NotContains(t, err.Error(), ".tmp-")
	var we *WriteError
	assert.ErrorAs(t, err, &we)
	err = WriteBytes(p, 0o644, []byte("small: fails at the flush"))
	require.Error(t, err)
	assert.Equal(t, "cannot write "+p+": bad file descriptor", err.Error())
	entries, _ := os.ReadDir(dir)
	assert.Empty(t, entries, "no temp file left")
}

// Replace runs its step after the new content is durable and before it
// replaces the old; when the step fails, the old file stays.
func TestReplaceStepBeforeRename(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "g.json")
	require.NoError(t, WriteBytes(p, 0o644, []byte("v1")))
	var sawTemp bool
	require.NoError(t, Replace(p, 0o644, func(w io.Writer) error { _, err := w.Write([]byte("v2")); return err },
		func(target string) error {
			assert.Equal(t, p, target)
			b, _ := os.ReadFile(p)
			assert.Equal(t, "v1", string(b), "the old file is still in place")
			ms, _ := filepath.Glob(filepath.Join(dir, ".g.json.tmp-*"))
			sawTemp = len(ms) == 1
			return nil
		}))
	assert.True(t, sawTemp, "the new content was written before the step")
	boom := errors.New("boom")
	err := Replace(p, 0o644, func(w io.Writer) error { _, err := w.Write([]byte("v3")); return err },
		func(string) error { return boom })
	assert.ErrorIs(t, err, boom)
	b, _ := os.ReadFile(p)
	assert.Equal(t, "v2", string(b))
	entries, _ := os.ReadDir(dir)
	assert.Len(t, entries, 1)
}
