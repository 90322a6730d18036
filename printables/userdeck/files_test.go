//go:build unix

package userdeck_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables/userdeck"
)

// A named pipe in a deck folder (as the layout, a data file, a picture or
// an icon) is a problem naming it, found at once: opening it used to wait
// for a writer forever, so 'cards check' and 'cards print' hung.
func TestNamedPipeInADeckIsAProblem(t *testing.T) {
	for _, name := range []string{"layout.yaml", "cards.csv", "back.png", "icons/energy.png", "more.csv"} {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "deck")
			_, err := userdeck.Init(dir)
			require.NoError(t, err)
			require.NoError(t, os.RemoveAll(filepath.Join(dir, name)))
			require.NoError(t, syscall.Mkfifo(filepath.Join(dir, name), 0o644))
			done := make(chan *userdeck.Deck, 1)
			go func() { done <- userdeck.Load(os.DirFS(dir), "deck") }()
			select {
			case d := <-done:
				require.NotEmpty(t, d.Problems.Errors())
				assert.Contains(t, d.Problems.Error(), "deck/"+name)
				assert.Contains(t, d.Problems.Error(), "not a regular file")
			case <-time.After(30 * time.Second):
				t.Fatal("loading the deck waits on the named pipe")
			}
		})
	}
}
