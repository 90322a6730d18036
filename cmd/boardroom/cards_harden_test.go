package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 31, point 1: outputs into the deck folder replaced the deck's own
// files (exit 0): --png deck over back.png, -o deck/layout.yaml, --sheet
// tts -o deck. Each is refused in one line naming both files, exit 1, and
// the deck is as it was.
func TestCardsOutputNeverReplacesAnInput(t *testing.T) {
	t.Chdir(t.TempDir())
	require.Equal(t, 0, runCLI(t, "cards", "init", "x").code)
	snapshot := func() map[string]string {
		m := map[string]string{}
		for _, f := range []string{"back.png", "cards.csv", "layout.yaml", "icons/energy.png"} {
			b, err := os.ReadFile(filepath.Join("x", f))
			require.NoError(t, err)
			m[f] = string(b)
		}
		return m
	}
	want := snapshot()
	require.NoError(t, os.Symlink("x/cards.csv", "other.pdf"))
	for _, tt := range []struct {
		args     []string
		out, inp string
	}{
		{[]string{"--png", "x"}, "x/back.png", "x/back.png"},
		{[]string{"--png", "x/"}, "x/back.png", "x/back.png"},
		{[]string{"-o", "x/layout.yaml"}, "x/layout.yaml", "x/layout.yaml"},
		{[]string{"-o", "x/cards.csv"}, "x/cards.csv", "x/cards.csv"},
		{[]string{"-o", "other.pdf"}, "other.pdf", "x/cards.csv"},
		{[]string{"--sheet", "tts", "-o", "x"}, "x/back.png", "x/back.png"},
		{[]string{"--png", "x/icons"}, "", ""}, // writes beside the icon, replaces nothing
	} {
		r := runCLI(t, append([]string{"cards", "print", "x", "--dpi", "30"}, tt.args...)...)
		if tt.out == "" {
			assert.Equal(t, 0, r.code, r.stderr)
			continue
		}
		assert.Equal(t, 1, r.code, "%v: %s", tt.args, r.stdout)
		assert.Equal(t, "boardroom: refused: writing "+tt.out+" would replace "+tt.inp+", which the deck reads: write the output elsewhere\n", r.stderr, tt.args)
		assert.Equal(t, want, snapshot(), "%v changed the deck", tt.args)
	}
}

// Issue 31, point 1: --watch --png deck counted the whole deck as output
// and never printed again. Only the images the print writes are outputs.
func TestCardsWatchWithImagesInsideTheDeckStillWatchesTheDeck(t *testing.T) {
	t.Chdir(t.TempDir())
	require.Equal(t, 0, runCLI(t, "cards", "init", "x").code)
	require.NoError(t, os.WriteFile("x/001-spark.png", []byte("an image of an earlier print"), 0o644))
	var mu sync.Mutex
	runs := 0
	ctx, cancel := context.WithCancel(context.Background())
	ticks := make(chan time.Time)
	finished := make(chan error)
	go func() {
		finished <- watchDeckTicks(ctx, "x", outputFiles(cardsPrintOptions{printOptions: printOptions{PNG: "x"}}), ticks, 0, func() {
			mu.Lock()
			runs++
			mu.Unlock()
		})
	}()
	count := func() int { mu.Lock(); defer mu.Unlock(); return runs }
	// poll has the watcher look at the deck: the second tick is taken only
	// once the first one's look (and any print) is over; the second's look
	// may run on while the test goes on.
	poll := func() { ticks <- time.Time{}; ticks <- time.Time{} }
	poll()
	require.Equal(t, 1, count(), "the first print")
	// An image the print writes is no change...
	require.NoError(t, os.WriteFile("x/001-spark.png", []byte("an image of this print"), 0o644))
	poll()
	require.Equal(t, 1, count(), "an image the print writes is no change")
	// ...a save of the data is.
	b, err := os.ReadFile("x/cards.csv")
	require.NoError(t, err)
	// (written whole, as an editor saves: the watcher's look after the last
	// tick runs while the test goes on, and must not see half a file)
	require.NoError(t, os.WriteFile("x/cards.csv.tmp", []byte(strings.Replace(string(b), "Spark", "Sparky", 1)), 0o644))
	require.NoError(t, os.Rename("x/cards.csv.tmp", "x/cards.csv"))
	poll()
	cancel()
	assert.ErrorIs(t, <-finished, context.Canceled)
	assert.Equal(t, 2, count())
}

// Issue 31, point 2: a deck's cards.csv linked to a file outside the deck
// was printed onto the cards; check quoted it.
func TestCardsLinkOutOfTheDeckIsRefused(t *testing.T) {
	t.Chdir(t.TempDir())
	require.Equal(t, 0, runCLI(t, "cards", "init", "x").code)
	require.NoError(t, os.WriteFile("secret.csv", []byte("name,cost\nTOP SECRET,1\n"), 0o600))
	require.NoError(t, os.Remove("x/cards.csv"))
	require.NoError(t, os.Symlink("../secret.csv", "x/cards.csv"))
	r := runCLI(t, "cards", "check", "x")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stdout, "x/cards.csv is a link to outside the deck folder x")
	assert.NotContains(t, r.stdout+r.stderr, "TOP SECRET")
	r = runCLI(t, "cards", "print", "x")
	assert.Equal(t, 1, r.code)
	assert.NoFileExists(t, "x.pdf")
}

// Issue 31, point 5: 300 rows of count 1000 with --copies 10 made
// 3,000,000 cards and 12.6 GB. The cards a print makes have a budget,
// refused before imposing, raised by a flag.
func TestCardsPrintHasABudgetOfCards(t *testing.T) {
	t.Chdir(t.TempDir())
	require.Equal(t, 0, runCLI(t, "cards", "init", "x").code)
	r := runCLI(t, "cards", "print", "x", "--copies", "10", "--max-cards", "50")
	assert.Equal(t, 1, r.code)
	assert.Equal(t, "boardroom: x: this print makes 100 cards, over the budget of 50 cards a print (raise it with --max-cards if the deck is meant to be this large)\n", r.stderr)
	assert.NoFileExists(t, "x.pdf")
	r = runCLI(t, "cards", "check", "x", "--max-cards", "5")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stdout, "the counts make more than 5 cards")
	r = runCLI(t, "cards", "print", "x", "--copies", "10", "--max-cards", "100")
	assert.Equal(t, 0, r.code, r.stderr)
	r = runCLI(t, "cards", "print", "x", "--max-pixels", "-1")
	assert.Equal(t, 2, r.code)
}
