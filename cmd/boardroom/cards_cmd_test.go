package main

import (
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/atomicfile"
)

func TestCardsInitThenPrint(t *testing.T) {
	t.Chdir(t.TempDir())
	r := runCLI(t, "cards", "init", "x")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "wrote 4 files in x: back.png, cards.csv, icons/energy.png, layout.yaml")
	r = runCLI(t, "cards", "print", "x")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "wrote x.pdf: 4 pages, 10 items, A4, duplex backs: print two-sided, flip on the long edge; print at 100 %\n", r.stdout)
	assert.Empty(t, r.stderr)
	assert.Equal(t, 4, pdfPages(t, "x.pdf"))

	// Every print option of the games.
	r = runCLI(t, "cards", "print", "x", "--paper", "letter", "--backs", "fold", "--gutter", "3", "--bleed", "2",
		"--no-crop-marks", "--ink-saver", "--only", "Spark", "--copies", "2", "--calibration", "-o", "fold.pdf", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	var out map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.Equal(t, "fold.pdf", out["file"])
	assert.EqualValues(t, 6, out["items"], "--only Spark (3 copies in the data) x --copies 2")
	assert.EqualValues(t, 3, out["pages"], "the calibration page and two fold pages (4 cards a fold page on landscape Letter)")
	assert.Equal(t, "letter", out["paper"])

	r = runCLI(t, "cards", "print", "x", "--back-offset", "0.5,-0.3", "-o", "off.pdf")
	require.Equal(t, 0, r.code, r.stderr)
	r = runCLI(t, "cards", "print", "x", "--only", "Sprak")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `--only "Sprak" names no item in cards`)

	r = runCLI(t, "cards", "print", "x", "--list")
	require.Equal(t, 0, r.code, r.stderr)
	// The table's spacing is the list's (80 columns, contents on their own line).
	assert.Regexp(t, `(?m)^cards\s+10\s+poker card 63\.5 x 88\.9 mm\s+9\s+4$`, r.stdout)
	assert.Contains(t, r.stdout, "Spark 3, Surge 2, Battery 2, Overload 1, Reactor 1, Blackout 1")

	r = runCLI(t, "cards", "check", "x")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "x: 6 designs, 10 cards, poker (63.5 x 88.9 mm): no problems\n", r.stdout)
}

func TestCardsInitOverwritesNothing(t *testing.T) {
	t.Chdir(t.TempDir())
	require.NoError(t, os.MkdirAll("x", 0o755))
	require.NoError(t, os.WriteFile("x/cards.csv", []byte("mine\n"), 0o644))
	r := runCLI(t, "cards", "init", "x")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "x/cards.csv already exists")
	b, _ := os.ReadFile("x/cards.csv")
	assert.Equal(t, "mine\n", string(b))
	_, err := os.Stat("x/layout.yaml")
	assert.True(t, os.IsNotExist(err), "nothing written")
}

func TestCardsBadDeckWritesNothing(t *testing.T) {
	t.Chdir(t.TempDir())
	require.Equal(t, 0, runCLI(t, "cards", "init", "x").code)
	require.Equal(t, 0, runCLI(t, "cards", "print", "x").code)
	before, err := os.ReadFile("x.pdf")
	require.NoError(t, err)
	layout, _ := os.ReadFile("x/layout.yaml")
	bad := strings.Replace(string(layout), `text: "{{.rules}}"`, `text: "{{.ruels}}"`, 1)
	bad = strings.Replace(bad, "size: poker", "size: pokr", 1)
	require.NoError(t, os.WriteFile("x/layout.yaml", []byte(bad), 0o644))
	require.NoError(t, os.WriteFile("x/cards.csv", []byte("name,type,cost,count,rules,flavour\nA,Action,1,lots,x,y\n"), 0o644))

	r := runCLI(t, "cards", "print", "x")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, `x/layout.yaml:4:7: error: unknown card size "pokr" (did you mean "poker"?)`)
	assert.Contains(t, r.stderr, `no column "ruels" in the data (did you mean "rules"?)`)
	assert.Contains(t, r.stderr, `x/cards.csv:2:12: error: count "lots"`)
	assert.Contains(t, r.stderr, "x has 3 errors: nothing written (see 'boardroom cards check x')")
	after, _ := os.ReadFile("x.pdf")
	assert.Equal(t, before, after, "the PDF of the last good print is left as it was")

	r = runCLI(t, "cards", "print", "x", "--json")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stdout, `"ok": false`)
	assert.Contains(t, r.stdout, `"file": "x/cards.csv"`)

	r = runCLI(t, "cards", "check", "x", "--json")
	assert.Equal(t, 1, r.code)
	var out struct {
		OK       bool `json:"ok"`
		Problems []struct {
			File   string `json:"file"`
			Line   int    `json:"line"`
			Column int    `json:"column"`
		} `json:"problems"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.False(t, out.OK)
	require.Len(t, out.Problems, 3)
	assert.Equal(t, "x/cards.csv", out.Problems[0].File)
	assert.Equal(t, 2, out.Problems[0].Line)
	assert.Equal(t, 12, out.Problems[0].Column)
}

func TestCardsUsageErrors(t *testing.T) {
	t.Chdir(t.TempDir())
	require.Equal(t, 0, runCLI(t, "cards", "init", "x").code)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"cards", "print", "x/layout.yaml"}, "x/layout.yaml is a file: name the deck's folder, the one that holds layout.yaml and the data (x)"},
		{[]string{"cards", "check", "x/cards.csv"}, "x/cards.csv is a file: name the deck's folder"},
		{[]string{"cards", "print"}, "takes one argument"},
		{[]string{"cards", "print", "x", "--sheet", "lackey", "-o", "s"}, `--sheet "lackey"`},
		{[]string{"cards", "print", "x", "--sheet", "tts"}, "name their folder with -o"},
		{[]string{"cards", "print", "x", "--png", "p", "--dpi", "5"}, "--dpi must be 30 to 1200"},
		{[]string{"cards", "print", "x", "--paper", "a9"}, `unknown paper "a9" (choose a4, letter, a3 or tabloid, or a size in mm: "200 x 300")`},
		{[]string{"cards", "print", "x", "--copies", "0"}, "--copies must be 1 to 100"},
		{[]string{"cards", "frobnicate"}, `unknown command "frobnicate" for cards`},
	} {
		r := runCLI(t, c.args...)
		assert.Equal(t, 2, r.code, "%v: %s", c.args, r.stderr)
		assert.Contains(t, r.stderr, c.want, c.args)
		assert.Contains(t, r.stderr, "Usage:", c.args)
	}
}

func TestCardsPNGAndTabletopSimulator(t *testing.T) {
	t.Chdir(t.TempDir())
	require.Equal(t, 0, runCLI(t, "cards", "init", "x").code)
	r := runCLI(t, "cards", "print", "x", "--png", "out", "--dpi", "100")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "wrote 7 PNG images in out at 100 dpi\n", r.stdout)
	f, err := os.Open("out/001-spark.png")
	require.NoError(t, err)
	img, err := png.Decode(f)
	f.Close()
	require.NoError(t, err)
	assert.Equal(t, 250, img.Bounds().Dx(), "63.5 mm at 100 dpi")
	assert.Equal(t, 350, img.Bounds().Dy(), "88.9 mm at 100 dpi")
	_, _, _, a := img.At(0, 0).RGBA()
	assert.Zero(t, a, "the rounded corner is transparent")
	_, _, _, a = img.At(125, 175).RGBA()
	assert.NotZero(t, a)
	_, err = os.Stat("out/back.png")
	assert.NoError(t, err, "one back for the deck")

	r = runCLI(t, "cards", "print", "x", "--sheet", "tts", "-o", "tts")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "wrote tts/sheet-1.png: 10 cards on a 10 x 2 grid; back: tts/back.png")
	assert.Contains(t, r.stdout, "Custom Deck")
	f, err = os.Open("tts/sheet-1.png")
	require.NoError(t, err)
	sheet, err := png.Decode(f)
	f.Close()
	require.NoError(t, err)
	assert.Equal(t, 10*375, sheet.Bounds().Dx(), "ten cards across at 150 dpi")
	assert.Equal(t, 2*525, sheet.Bounds().Dy())
}

// --watch prints again after each save of a 100-card deck, and not after
// writing its own PDF. The test sends the watcher's ticks itself: a tick
// sent twice has been looked at once (the second send waits for the loop),
// so nothing here waits for a guessed time. How soon a save prints is the
// poll interval plus a print (BenchmarkUserDeck in printables/userdeck).
func TestCardsWatchReprintsEverySave(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	require.Equal(t, 0, runCLI(t, "cards", "init", "x").code)
	var csv strings.Builder
	csv.WriteString("name,type,cost,count,rules,flavour\n")
	for i := 0; i < 100; i++ {
		fmt.Fprintf(&csv, "Card %d,Action,%d,1,\"Gain :energy:. Draw **%d** cards.\",Said %d.\n", i, i%6, i%3, i)
	}
	require.NoError(t, os.WriteFile("x/cards.csv", []byte(csv.String()), 0o644))

	var mu sync.Mutex
	var done []error
	var stdout, stderr strings.Builder
	cmd := newCardsPrintCmd(&stdout, &stderr)
	require.NoError(t, cmd.ParseFlags(nil))
	opts := cardsPrintOptions{printOptions: printOptions{Paper: "a4", Backs: "duplex", BackOffset: "0,0", Copies: 1, Output: "x.pdf"}}
	ctx, cancel := context.WithCancel(context.Background())
	ticks := make(chan time.Time)
	finished := make(chan error)
	go func() {
		finished <- watchDeckTicks(ctx, "x", outputFiles(opts), ticks, 0, func() {
			err := runCardsPrint(cmd, "x", opts, &stdout, &stderr)
			mu.Lock()
			defer mu.Unlock()
			done = append(done, err)
		})
	}()
	look := func() { ticks <- time.Time{}; ticks <- time.Time{} } // one tick looked at, whole
	runs := func() []error { mu.Lock(); defer mu.Unlock(); return slices.Clone(done) }
	look()
	require.Len(t, runs(), 1, "printed once at the start")
	require.NoError(t, runs()[0])
	look()
	require.Len(t, runs(), 1, "the PDF written does not count as a change")

	for i := 0; i < 3; i++ {
		// Each save a different size: two saves within the file system's
		// clock tick can have the same time. Saved atomically, as an
		// editor does: the watcher may be looking at the second tick of
		// the last look() while this is written.
		name := "Card Seven" + strings.Repeat("!", i+1) + ","
		require.NoError(t, atomicfile.WriteBytes("x/cards.csv", 0o644, []byte(strings.Replace(csv.String(), "Card 7,", name, 1))))
		look()
		require.Len(t, runs(), 2+i, "save %d printed again", i)
		require.NoError(t, runs()[1+i])
		look()
		require.Len(t, runs(), 2+i, "save %d printed once", i)
	}
	cancel()
	assert.ErrorIs(t, <-finished, context.Canceled)
	b, _ := os.ReadFile(filepath.Join(dir, "x.pdf"))
	assert.Contains(t, string(b), "%PDF")
}

// The games' components as images too: `<game> print --png`.
func TestGamePrintPNG(t *testing.T) {
	t.Chdir(t.TempDir())
	r := runCLI(t, "rigs", "print", "karma", "--png", "out", "--dpi", "50", "--only", "Wrong Address")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "wrote 2 PNG images in out at 50 dpi\n", r.stdout)
	f, err := os.Open("out/karma-07-wrong-address.png")
	require.NoError(t, err)
	img, err := png.Decode(f)
	f.Close()
	require.NoError(t, err)
	assert.Equal(t, 125, img.Bounds().Dx(), "63.5 mm at 50 dpi")
	_, err = os.Stat("out/karma-back.png")
	assert.NoError(t, err, "the deck's back, once")
	_, err = os.Stat("rigs.pdf")
	assert.True(t, os.IsNotExist(err), "--png writes images instead of the PDF")

	r = runCLI(t, "rigs", "print", "--png", "out", "--dpi", "2000")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "--dpi must be 30 to 1200")
}

func TestCardsImagesHonourOnlyAndCopies(t *testing.T) {
	t.Chdir(t.TempDir())
	require.Equal(t, 0, runCLI(t, "cards", "init", "x").code)
	r := runCLI(t, "cards", "print", "x", "--png", "out", "--dpi", "40", "--only", "Reactor")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "wrote 2 PNG images in out at 40 dpi\n", r.stdout, "Reactor and the back")
	r = runCLI(t, "cards", "print", "x", "--sheet", "tts", "-o", "tts", "--dpi", "40", "--only", "Spark", "--copies", "2")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "wrote tts/sheet-1.png: 6 cards on a 6 x 2 grid", "3 Sparks x 2 copies")
}

// Printing images again after renaming a card leaves the old card's image in
// the folder (it is never deleted: the folder may be the user's); the print
// names it, so it is not uploaded with the deck unnoticed.
func TestCardsPNGNamesImagesLeftFromAnEarlierPrint(t *testing.T) {
	t.Chdir(t.TempDir())
	require.Equal(t, 0, runCLI(t, "cards", "init", "x").code)
	require.NoError(t, os.WriteFile("out-mine.txt", nil, 0o644))
	r := runCLI(t, "cards", "print", "x", "--png", "out", "--dpi", "50")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Empty(t, r.stderr)
	require.NoError(t, os.WriteFile("out/cover.png", []byte("the user's"), 0o644))
	csv, err := os.ReadFile("x/cards.csv")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile("x/cards.csv", []byte(strings.Replace(string(csv), "\nSurge,", "\nWave,", 1)), 0o644))
	r = runCLI(t, "cards", "print", "x", "--png", "out", "--dpi", "50")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "note: out also holds 1 image of an earlier print, not of this deck now: 002-surge.png (delete them before you upload the folder)\n", r.stderr)
	_, err = os.Stat("out/002-surge.png")
	assert.NoError(t, err, "nothing is deleted")
	r = runCLI(t, "cards", "print", "x", "--png", "out", "--dpi", "50", "--only", "Spark")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Empty(t, r.stderr, "--only writes some of the deck: the others are not stale")
}

// A deck that no longer fills its second Tabletop Simulator sheet leaves the
// old sheet-2.png in the folder: the print names it.
func TestCardsSheetsNameSheetsLeftFromAnEarlierPrint(t *testing.T) {
	t.Chdir(t.TempDir())
	require.Equal(t, 0, runCLI(t, "cards", "init", "x").code)
	csv, err := os.ReadFile("x/cards.csv")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile("x/cards.csv", []byte(strings.Replace(string(csv), "\nSpark,Action,1,3,", "\nSpark,Action,1,70,", 1)), 0o644))
	r := runCLI(t, "cards", "print", "x", "--sheet", "tts", "-o", "tts", "--dpi", "30")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "wrote tts/sheet-2.png")
	assert.Empty(t, r.stderr)
	require.NoError(t, os.WriteFile("x/cards.csv", csv, 0o644))
	r = runCLI(t, "cards", "print", "x", "--sheet", "tts", "-o", "tts", "--dpi", "30")
	require.Equal(t, 0, r.code, r.stderr)
	assert.NotContains(t, r.stdout, "sheet-2")
	assert.Equal(t, "note: tts also holds 1 image of an earlier print, not of this deck now: sheet-2.png (delete them before you upload the folder)\n", r.stderr)
}
