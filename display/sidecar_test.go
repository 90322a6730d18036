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

// Issue 31, point 3: the note (<name>.shown) is never written or read
// through a link: `rules --show` used to replace the link's target.
func TestNoteLinkIsRefused(t *testing.T) {
	f := newFixture(t, display.Options{})
	newTally(t, f.home, "friday", "Ann")
	note := filepath.Join(f.home, "tally", "friday.shown")
	notes := filepath.Join(t.TempDir(), "notes.txt")
	require.NoError(t, os.WriteFile(notes, []byte(`{"time":"2026-01-01T00:00:00Z","what":"secret","text":"my secret notes"}`), 0o644))
	require.NoError(t, os.Symlink(notes, note))
	err := display.ShowNote(f.home, "tally", "friday", display.Note{Time: time.Now(), What: "rules tie", Text: "ties share"})
	require.Error(t, err)
	assert.Equal(t, note+" is a symbolic link; boardroom does not follow links for the files it keeps beside a saved game (remove the link)", err.Error())
	b, err := os.ReadFile(notes)
	require.NoError(t, err)
	assert.Contains(t, string(b), "my secret notes", "the target is untouched")
	assert.NotContains(t, body(t, f.get(t, "/g/tally/friday")), "my secret notes", "a linked note is not shown")
	// It used to be skipped without a word: the server's log names it.
	assert.Contains(t, f.log.String(), "serve: ")
	assert.Contains(t, f.log.String(), note+" is a symbolic link; boardroom does not follow links for the files it keeps beside a saved game (remove the link) (the page of friday is shown without its note)")
}
