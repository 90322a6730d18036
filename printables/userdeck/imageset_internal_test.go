package userdeck

import (
	"math"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
)

// Issue 31, point 7: a print of images that failed half way left a folder
// of new and old images mixed. The set is written aside and renamed into
// place once whole: a failure leaves the last good set as it was.
func TestImageSetFailingHalfWayLeavesTheLastGoodSet(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "deck")
	_, err := Init(dir)
	require.NoError(t, err)
	d, err := LoadDir(dir, "deck", DefaultBudgets())
	require.NoError(t, err)
	require.NoError(t, d.Err(false), d.Problems.Error())

	out := t.TempDir()
	files, err := d.WritePNGs(out, 40, 0)
	require.NoError(t, err)
	before := map[string][]byte{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		before[f] = b
	}
	sheetDir := t.TempDir()
	_, err = d.WriteTTS(sheetDir, 40)
	require.NoError(t, err)
	sheet, err := os.ReadFile(filepath.Join(sheetDir, "sheet-1.png"))
	require.NoError(t, err)
	back, err := os.ReadFile(filepath.Join(sheetDir, "back.png"))
	require.NoError(t, err)

	// The third card's picture cannot be drawn (its bytes damaged after
	// the check): the print at another resolution fails there.
	broken := &printables.Image{Key: "broken", Format: "png", Data: []byte("\x89PNG not really"), W: 1, H: 1}
	d.Cards[2].Front = append(d.Cards[2].Front, op{kind: opImage, w: 5, h: 5, img: broken})
	_, err = d.WritePNGs(out, 50, 0)
	require.Error(t, err)
	for f, b := range before {
		got, err := os.ReadFile(f)
		require.NoError(t, err)
		assert.Equal(t, b, got, "%s was replaced by a print that failed", f)
	}
	_, err = d.WriteTTS(sheetDir, 50)
	require.Error(t, err)
	got, err := os.ReadFile(filepath.Join(sheetDir, "sheet-1.png"))
	require.NoError(t, err)
	assert.Equal(t, sheet, got, "the sheet was replaced by a print that failed")
	got, err = os.ReadFile(filepath.Join(sheetDir, "back.png"))
	require.NoError(t, err)
	assert.Equal(t, back, got, "the back was replaced by a print that failed")
	for _, dir := range []string{out, sheetDir} {
		entries, err := os.ReadDir(dir)
		require.NoError(t, err)
		for _, e := range entries {
			assert.False(t, e.IsDir(), "a temporary folder is left: %s", e.Name())
		}
	}
}

func TestPNGWorkersKeepALargeCardToOneWorker(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(8))
	// A 300 mm card at 300 dpi is a 50 MB page: one worker, whatever the cores.
	if got := pngWorkers(300, 300, 300, 0, 100); got != 1 {
		t.Errorf("300 mm card: %d workers, want 1", got)
	}
	// A poker card (3 MB a page) is painted on several cores, as many as
	// the budget and the number of images allow.
	got := pngWorkers(63.5, 88.9, 300, 0, 100)
	if got < 2 || got > 8 {
		t.Errorf("poker card: %d workers, want 2 to 8", got)
	}
	if got := pngWorkers(63.5, 88.9, 300, 0, 1); got != 1 {
		t.Errorf("one image: %d workers, want 1", got)
	}
	// The workers' pages and the scaled pictures they share stay within
	// the budget.
	page := math.Ceil(63.5/25.4*300) * math.Ceil(88.9/25.4*300) * 4
	if total := float64(got)*2*page + pngScaledBytes; total > pngWorkerBytes {
		t.Errorf("%d workers hold %.0f MB, more than the %d MB budget", got, total/(1<<20), pngWorkerBytes>>20)
	}
}
