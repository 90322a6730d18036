//go:build unix

package atomicfile

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 31, point 3: a sidecar (lock, note, refusal) is never opened,
// read or written through a link, and must be a regular file.
func TestSidecarsRefuseLinks(t *testing.T) {
	dir := t.TempDir()
	secret := filepath.Join(dir, "notes.txt")
	require.NoError(t, os.WriteFile(secret, []byte("my notes\n"), 0o644))
	side := filepath.Join(dir, "g.lock")
	require.NoError(t, os.Symlink(secret, side))

	_, err := OpenSidecar(side, os.O_RDWR|os.O_CREATE, 0o644)
	require.Error(t, err)
	assert.EqualError(t, err, side+" is a symbolic link; boardroom does not follow links for the files it keeps beside a saved game (remove the link)")
	assert.True(t, IsLink(err))
	_, err = ReadSidecar(side, "lock file", 64)
	assert.True(t, IsLink(err), "%v", err)
	err = WriteSidecar(side, 0o644, []byte("new\n"))
	assert.True(t, IsLink(err), "%v", err)

	b, err := os.ReadFile(secret)
	require.NoError(t, err)
	assert.Equal(t, "my notes\n", string(b), "the link's target is untouched")
	fi, err := os.Lstat(side)
	require.NoError(t, err)
	assert.NotZero(t, fi.Mode()&os.ModeSymlink, "the link stays as it was")

	// A dangling link is refused too (O_CREATE would create its target).
	gone := filepath.Join(dir, "gone.shown")
	require.NoError(t, os.Symlink(filepath.Join(dir, "elsewhere"), gone))
	_, err = OpenSidecar(gone, os.O_RDWR|os.O_CREATE, 0o644)
	assert.True(t, IsLink(err), "%v", err)
	assert.NoFileExists(t, filepath.Join(dir, "elsewhere"))

	// Not a regular file: refused without blocking.
	pipe := filepath.Join(dir, "p.shown")
	require.NoError(t, syscall.Mkfifo(pipe, 0o644))
	_, err = ReadSidecar(pipe, "note", 1<<20)
	assert.EqualError(t, err, pipe+" is a named pipe, not a regular file")
	assert.EqualError(t, WriteSidecar(pipe, 0o644, nil), pipe+" is a named pipe, not a regular file")

	// A regular file (or none) is read and replaced as usual.
	plain := filepath.Join(dir, "g.refusal")
	require.NoError(t, WriteSidecar(plain, 0o644, []byte("one\n")))
	require.NoError(t, WriteSidecar(plain, 0o644, []byte("two\n")))
	b, err = ReadSidecar(plain, "refusal", 1<<20)
	require.NoError(t, err)
	assert.Equal(t, "two\n", string(b))
	f, err := OpenSidecar(filepath.Join(dir, "new.lock"), os.O_RDWR|os.O_CREATE, 0o644)
	require.NoError(t, err)
	require.NoError(t, f.Close())
}
