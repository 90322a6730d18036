//go:build unix

package atomicfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadFileReadsARegularFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "deck.yaml")
	require.NoError(t, os.WriteFile(p, []byte("- G4\n"), 0o644))
	b, err := ReadFile(p, "deck file", MaxText)
	require.NoError(t, err)
	assert.Equal(t, "- G4\n", string(b))
	link := p + ".link"
	require.NoError(t, os.Symlink(p, link))
	b, err = ReadFile(link, "deck file", MaxText)
	require.NoError(t, err)
	assert.Equal(t, "- G4\n", string(b))

	_, err = ReadFile(filepath.Join(t.TempDir(), "nope"), "deck file", MaxText)
	assert.ErrorIs(t, err, fs.ErrNotExist)
	assert.False(t, IsRefused(err))
}

// /dev/zero and /dev/urandom used to be read until memory ran out; a 50 MB
// deck took 10 s and 2.7 GB to refuse. Each is one line now, refused
// without reading it: what it allocates is a few hundred bytes, not the
// file (BenchmarkReadFileRefuses says how quick).
func TestReadFileRefusesDevicesAndLargeFilesUnread(t *testing.T) {
	big := filepath.Join(t.TempDir(), "big.yaml")
	f, err := os.Create(big)
	require.NoError(t, err)
	require.NoError(t, f.Truncate(50<<20)) // sparse: 50 MB
	f.Close()
	link := filepath.Join(t.TempDir(), "zero.json")
	require.NoError(t, os.Symlink("/dev/zero", link))
	for _, c := range []struct{ path, want string }{
		{"/dev/zero", "/dev/zero is a character device, not a regular file"},
		{"/dev/urandom", "/dev/urandom is a character device, not a regular file"},
		{link, link + " is a character device, not a regular file"},
		{big, big + " is too large for a deck file (at most 512 KB)"},
		{t.TempDir(), "is a directory, not a regular file"},
	} {
		var err error
		allocated := allocatedBy(func() { _, err = ReadFile(c.path, "deck file", MaxText) })
		require.Error(t, err, c.path)
		assert.Contains(t, err.Error(), c.want)
		assert.True(t, IsRefused(err), c.path)
		assert.Less(t, allocated, uint64(16<<10), "%s: refused without reading it", c.path)
	}
}

// allocatedBy is how many bytes f allocates (the tests of this package do
// not run in parallel).
func allocatedBy(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

func BenchmarkReadFileRefuses(b *testing.B) {
	big := filepath.Join(b.TempDir(), "big.yaml")
	f, err := os.Create(big)
	require.NoError(b, err)
	require.NoError(b, f.Truncate(50<<20))
	f.Close()
	for _, path := range []string{"/dev/zero", big} {
		b.Run(filepath.Base(path), func(b *testing.B) {
			for b.Loop() {
				if _, err := ReadFile(path, "deck file", MaxText); !IsRefused(err) {
					b.Fatal(err)
				}
			}
		})
	}
}

// A file whose size says 0 but holds more than the limit (as under /proc)
// is refused by what it holds.
func TestReadFileCountsWhatItReads(t *testing.T) {
	b, err := ReadFile("/proc/self/status", "deck file", 16)
	if errors.Is(err, fs.ErrNotExist) {
		t.Skip("no /proc here")
	}
	assert.Nil(t, b)
	var tl *TooLargeError
	require.ErrorAs(t, err, &tl)
}

// A named pipe with no writer used to hang every command that read it.
func TestReadFileDoesNotBlockOnANamedPipe(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "g.json")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	done := make(chan error, 1)
	go func() {
		_, err := ReadFile(fifo, "saved game", MaxSave)
		done <- err
	}()
	select {
	case err := <-done:
		require.Error(t, err)
		assert.Equal(t, fifo+" is a named pipe, not a regular file", err.Error())
	case <-time.After(30 * time.Second):
		t.Fatal("ReadFile blocked on a named pipe")
	}
}

func TestSize(t *testing.T) {
	assert.Equal(t, "512 KB", Size(512<<10))
	assert.Equal(t, "64 MB", Size(64<<20))
	assert.Equal(t, "1000 bytes", Size(1000))
}

// A device, a named pipe or a directory at the path is refused, never
// replaced (it used to be renamed over: `print -o /dev/full` as root).
func TestWriteRefusesWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	err := WriteBytes(fifo, 0o644, []byte("x"))
	require.Error(t, err)
	assert.Equal(t, "cannot write "+fifo+": it is a named pipe, not a regular file", err.Error())
	fi, err := os.Lstat(fifo)
	require.NoError(t, err)
	assert.NotZero(t, fi.Mode()&os.ModeNamedPipe, "the pipe is still there")

	// A device is reached through a link in the test's directory, never by
	// its own name: were the refusal broken, the link would be replaced, not
	// the machine's /dev/null.
	null := filepath.Join(dir, "null")
	require.NoError(t, os.Symlink("/dev/null", null))
	err = WriteBytes(null, 0o644, []byte("x"))
	require.Error(t, err)
	assert.Equal(t, "cannot write "+null+": it is a character device, not a regular file", err.Error())

	err = WriteBytes(dir, 0o644, []byte("x"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "it is a directory")
	entries, _ := os.ReadDir(dir)
	assert.Len(t, entries, 2, "no temp file left: the pipe and the link")
}

// A symbolic link is followed: its target gets the new content, the link
// stays a link (it used to be replaced by a plain file, the target never
// written). A link to nothing yet creates its target.
func TestWriteFollowsSymlinks(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.pdf")
	require.NoError(t, os.WriteFile(real, []byte("old"), 0o644))
	link := filepath.Join(dir, "link.pdf")
	require.NoError(t, os.Symlink("real.pdf", link))
	require.NoError(t, WriteBytes(link, 0o644, []byte("new")))
	b, err := os.ReadFile(real)
	require.NoError(t, err)
	assert.Equal(t, "new", string(b))
	fi, err := os.Lstat(link)
	require.NoError(t, err)
	assert.NotZero(t, fi.Mode()&os.ModeSymlink, "the link stays a link")

	dangling := filepath.Join(dir, "later.pdf")
	require.NoError(t, os.Symlink(filepath.Join(dir, "sub-target.pdf"), dangling))
	require.NoError(t, WriteBytes(dangling, 0o644, []byte("born")))
	b, err = os.ReadFile(filepath.Join(dir, "sub-target.pdf"))
	require.NoError(t, err)
	assert.Equal(t, "born", string(b))

	dev := filepath.Join(dir, "dev.pdf")
	require.NoError(t, os.Symlink("/dev/null", dev))
	err = WriteBytes(dev, 0o644, []byte("x"))
	require.Error(t, err)
	assert.Equal(t, "cannot write "+dev+": it is a character device, not a regular file", err.Error())

	loop := filepath.Join(dir, "loop")
	require.NoError(t, os.Symlink("loop", loop))
	assert.ErrorContains(t, WriteBytes(loop, 0o644, []byte("x")), "too many levels of symbolic links")
}
