package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func pcNew(t *testing.T, extra ...string) (home string, out string) {
	t.Helper()
	home = t.TempDir()
	r := runCLI(t, append([]string{"politicard", "new", "--home", home, "--players", "Ann,Bob", "--deck-a", "tempo", "--deck-b", "control", "--first", "Ann"}, extra...)...)
	require.Equal(t, 0, r.code, r.stderr)
	return home, r.stdout
}

// Issue 19: `new` says the turn once and the table layout before "Next:".
func TestPoliticardNewSaysTheTurnOnceAndTheTableBeforeNext(t *testing.T) {
	_, out := pcNew(t)
	assert.Equal(t, 1, strings.Count(out, "Round 1, turn 1"), out)
	table := strings.Index(out, "Each player: a play mat in front of you")
	next := strings.Index(out, "Next: ")
	require.True(t, table >= 0 && next >= 0, out)
	assert.Less(t, table, next, "the table instruction comes before Next")
	assert.True(t, strings.HasSuffix(out, "'pass Ann'.\n"), "Next is the last line:\n%s", out)
}

// Issue 18, point 1: the engine's reading is a named variant of new.
func TestPoliticardVariantEngine(t *testing.T) {
	_, out := pcNew(t, "--variant", "engine")
	assert.Contains(t, out, "The engine's reading (--variant engine): no hand limit, every card costs 1 AP")
	r := runCLI(t, "politicard", "new", "--home", t.TempDir(), "--players", "Ann,Bob", "--deck-a", "tempo", "--deck-b", "control", "--variant", "house")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `--variant is rulebook or engine, not "house"`)
}

// Issue 18, point 4: a name with spaces typed without quotes gets a hint
// with the command quoted; a typo a "did you mean"; accents optional.
func TestPoliticardCardNamesAsTyped(t *testing.T) {
	home, _ := pcNew(t)
	r := runCLI(t, "politicard", "place", "--home", home, "Ann", "Spin", "Doctor")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `takes 2 arguments, got 3: a name with spaces goes in quotes, as in: boardroom politicard place Ann "Spin Doctor"`)
	r = runCLI(t, "politicard", "place", "--home", home, "Ann", "Spin Doctr")
	assert.Equal(t, 1, r.code, "an unknown name is refused, as in every game")
	assert.Contains(t, r.stderr, `did you mean "Spin Doctor"?`)
	r = runCLI(t, "politicard", "place", "--home", home, "Ann", "valcourt")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Ann plays G4 Dorian Valcourt")
}

// Issue 18, point 6: trigger with no window ever opened says that no
// action is waiting, not "too late".
func TestPoliticardTriggerWithoutWindow(t *testing.T) {
	home, _ := pcNew(t)
	r := runCLI(t, "politicard", "trigger", "--home", home, "Bob", "Berater-Affaere")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "no action is waiting for an intervention")
	assert.NotContains(t, r.stderr, "too late")
}

// pcTable plays a few turns of a match for the display tests: rows with a
// buff and a debuff, an ongoing slot, Bob's intervention face down.
func pcTable(t *testing.T) string {
	t.Helper()
	home, _ := pcNew(t, "--name", "duel")
	for _, c := range [][]string{{"place", "Ann", "G4"}, {"place", "Ann", "S66"}, {"end", "Ann"}, {"set", "Bob"}, {"place", "Bob", "G22"},
		{"end", "Bob"}, {"place", "Ann", "G18"}, {"trigger", "Bob", "S31"}, {"place", "Ann", "S2"}, {"activate", "Ann"},
		{"place", "Ann", "S13"}, {"end", "Ann"}, {"place", "Bob", "G1"}, {"set", "Bob"}, {"end", "Bob"}, {"place", "Ann", "G19"}} {
		r := runCLI(t, append([]string{"politicard"}, append(c, "--home", home)...)...)
		require.Equal(t, 0, r.code, "%v: %s", c, r.stderr)
	}
	return home
}

// Issue 18, point 7: the table display shows Politicard as a table reads
// it: rows as cards with power and modifiers, influence itemised, slots,
// face-down interventions as a count, round wins; no raw JSON labels, no
// sideways scroll at 1280 px nor on a phone, and nothing hidden.
func TestBrowserPoliticardTable(t *testing.T) {
	home := pcTable(t)
	ctx := browser(t, 1280, 800)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home})
	page := s.base() + "/g/politicard/duel"
	dir := screenshotDir(t)
	for _, size := range []struct {
		name string
		w, h int64
		cols int
	}{{"wide", 1280, 800, 2}, {"phone", 390, 844, 1}} {
		require.NoError(t, chromedp.Do(ctx,
			chromedp.EmulateViewport(size.w, size.h),
			chromedp.Navigate(page),
			chromedp.WaitVisible(chromedp.CSS("#view .pc .sides")),
		))
		text, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("view").textContent`))
		require.NoError(t, err)
		for _, want := range []string{"Government row", "Public row", "Dorian Valcourt", "power 8 +2", "power 6 −2", "Coalition Discipline",
			"Face down", "interventions", "Influence 21", "rounds won 0", "Window open on Ann's play of G19"} {
			assert.Contains(t, text, want, size.name)
		}
		for _, not := range []string{"Round flags", "Gov played", "could", "Mass Protests", "The Mole", "Parliament Suspended", "Satire Show"} {
			assert.NotContains(t, text, not, "%s: no raw view, no intervention of Bob's deck", size.name)
		}
		over, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth - window.innerWidth`))
		require.NoError(t, err)
		assert.LessOrEqual(t, over, 0, "%s: no sideways scroll", size.name)
		columns, err := chromedp.Run(ctx, chromedp.Evaluate[string](`getComputedStyle(document.querySelector(".pc .sides")).gridTemplateColumns`))
		require.NoError(t, err)
		assert.Len(t, strings.Fields(columns), size.cols, "%s: %q", size.name, columns)
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		require.NoError(t, err)
		file := filepath.Join(dir, "politicard-"+size.name+".png")
		require.NoError(t, os.WriteFile(file, png, 0o644))
		t.Logf("screenshot: %s", file)
	}
}

// The card typed before the player ("place G4 Ann") is answered with the
// order, not with "no card "Ann" in the pool".
func TestPoliticardCardBeforePlayer(t *testing.T) {
	home, _ := pcNew(t)
	r := runCLI(t, "politicard", "place", "--home", home, "G4", "ann")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "the player comes first, then the card: place Ann G4")
	assert.NotContains(t, r.stderr, "in the pool")
	r = runCLI(t, "politicard", "trigger", "--home", home, "Berater-Affaere", "Bob")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "the player comes first, then the card: trigger Bob S31")
	// the player alone: the card is asked for, not looked up as "Ann"
	r = runCLI(t, "politicard", "place", "--home", home, "Ann")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "which card? place Ann <card>, e.g. place Ann G4")
	assert.NotContains(t, r.stderr, "in the pool")
}

// A mistyped deck subcommand is a usage error with a suggestion, not the
// deck help with exit 0.
func TestPoliticardDeckMistypedSubcommand(t *testing.T) {
	r := runCLI(t, "politicard", "deck", "chek", "tempo")
	assert.Equal(t, 2, r.code, r.stdout)
	assert.Contains(t, r.stderr, `unknown command "chek" for politicard deck (did you mean "check"?)`)
	r = runCLI(t, "politicard", "deck")
	assert.Equal(t, 0, r.code)
	assert.Contains(t, r.stdout, "Available Commands:")
}
