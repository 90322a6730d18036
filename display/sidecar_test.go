//go:build unix

package display_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/display"
)

// A named pipe or a link to a device in place of a game's note
// (<name>.shown) is no note: the page used to wait for a writer forever (a
// link to /dev/zero: read until memory ran out).
func TestNoteThatIsNotAFileIsNoNote(t *testing.T) {
	f := newFixture(t, display.Options{})
	newTally(t, f.home, "friday", "Ann")
	note := filepath.Join(f.home, "tally", "friday.shown")
	zero := filepath.Join(t.TempDir(), "zero")
	require.NoError(t, os.Symlink("/dev/zero", zero))
	for _, place := range []func() error{
		func() error { return syscall.Mkfifo(note, 0o644) },
		func() error { return os.Symlink(zero, note) },
	} {
		require.NoError(t, os.RemoveAll(note))
		require.NoError(t, place())
		done := make(chan string, 1)
		go func() { done <- body(t, f.get(t, "/g/tally/friday")) }()
		select {
		case page := <-done:
			assert.Contains(t, page, "friday")
		case <-time.After(30 * time.Second):
			t.Fatal("the page waits on the note")
		}
	}
}
