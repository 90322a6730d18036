//go:build linux

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// At 80x24, Up on the first entry of play's menu stays there (huh would
// wrap to the end of the list): Up then Enter picks the first entry, not
// "Save and quit".
func TestPlayUpOnTheFirstEntryDoesNotWrap(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "t", "--seed", "1", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startOnPTY(t, []string{"NO_COLOR=1"}, "rigs", "play", "--home", home)
	s.waitFor(t, "What now?")
	s.waitForRawMode(t)
	_, err := s.master.Write([]byte("\x1b[A\r"))
	require.NoError(t, err)
	s.waitFor(t, "What now? ›")
	assert.NotContains(t, s.output(), "What now? › Save and quit")
	// The first entry's own question is on the screen before Ctrl-C: a key
	// typed while one form hands over to the next can be lost.
	s.waitFor(t, "Whose plot?")
	assert.Contains(t, s.output(), "What now? › Configure a plot")
	_, err = s.master.Write([]byte{3})
	require.NoError(t, err)
	s.wait(t)
}

// Down on the last entry ("Save and quit") stays there as well: huh would
// wrap to the first entry, an action, and a player counting key presses to
// reach the end would play it with the next Enter.
func TestPlayDownOnTheLastEntryDoesNotWrap(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "t", "--seed", "1", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startOnPTY(t, []string{"NO_COLOR=1"}, "rigs", "play", "--home", home)
	s.waitFor(t, "What now?")
	s.waitForRawMode(t)
	_, err := s.master.Write([]byte("G\x1b[B\r")) // the last entry, one more Down, Enter
	require.NoError(t, err)
	s.waitFor(t, "What now? ›")
	assert.Contains(t, s.output(), "What now? › Save and quit")
	assert.NotContains(t, s.output(), "What now? › Configure a plot")
	_, _ = s.master.Write([]byte{3}) // ends a play that went on (the test has failed then)
	s.wait(t)
}

// Solo Rheinhessen's own screen ends with where the game is and how to go
// on, as every play does.
func TestSoloRheinhessenSaveAndQuitSaysHowToResume(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	r := runCLI(t, "rheinhessen", "new", "--players", "Anna", "--ai", "aggressor,balanced", "--name", "solo", "--seed", "7", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startOnPTY(t, []string{"NO_COLOR=1"}, "rheinhessen", "play", "--home", home)
	s.waitFor(t, "what do you do?")
	s.waitForRawMode(t)
	_, err := s.master.Write([]byte("G\r")) // the last entry: Save and quit
	require.NoError(t, err)
	assert.Equal(t, 0, s.wait(t), s.output())
	assert.Contains(t, s.output(), `Game "solo" is saved in`)
	assert.Contains(t, s.output(), filepath.Join(home, "rheinhessen"), "the folder it is saved in")
	// opened with --home: the command that resumes it repeats the home, or it
	// would look in $BOARDROOM_HOME or the default home and not find the game
	assert.Contains(t, s.output(), "boardroom rheinhessen play --game solo --home "+home)

	// without --home the folder is named all the same, and the command needs
	// no home: it looks where this one did
	s = startOnPTY(t, []string{"NO_COLOR=1", referee.HomeEnv + "=" + home}, "rheinhessen", "play")
	s.waitFor(t, "what do you do?")
	s.waitForRawMode(t)
	_, err = s.master.Write([]byte("G\r"))
	require.NoError(t, err)
	assert.Equal(t, 0, s.wait(t), s.output())
	assert.Contains(t, s.output(), `Game "solo" is saved in`)
	assert.Contains(t, s.output(), filepath.Join(home, "rheinhessen"), "the folder it is saved in")
	assert.Contains(t, s.output(), "Resume it with: boardroom rheinhessen play --game solo\r\n")
}

// Politicard against the referee at 80x24: after the AI's turns the screen
// is laid out afresh, the round and both seats' numbers at its top, what
// the AI did below them, the menu under that.
func TestPoliticardPlayPinsTheStateAfterTheAITurns(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "politicard", "new", "--players", "Ann", "--deck-a", "tempo", "--ai", "strong", "--first", "Ann", "--seed", "5", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startOnPTY(t, []string{"NO_COLOR=1"}, "politicard", "play", "--home", home)
	s.waitFor(t, "What now?")
	s.waitForRawMode(t)
	_, err := s.master.Write([]byte("\x1b[B\x1b[B\r")) // End Turn
	require.NoError(t, err)
	s.waitFor(t, "What now? › End Turn")
	s.waitFor(t, "Strong ends the turn")
	// the fresh screen is whole once its menu is drawn (the clear may have
	// arrived alone)
	drawn := func() bool {
		out := s.output()
		i := strings.LastIndex(out, "\x1b[H\x1b[2J")
		return strings.Count(out, "\x1b[H\x1b[2J") >= 2 && strings.Contains(out[i:], "What now?")
	}
	deadline := time.Now().Add(20 * time.Second)
	for !drawn() && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond) // polls the terminal, as waitFor does
	}
	out := s.output()
	i := strings.LastIndex(out, "\x1b[H\x1b[2J")
	require.Greater(t, i, 0, "a fresh screen after the AI's turns:\n%q", out)
	screen := out[i+len("\x1b[H\x1b[2J"):]
	assert.True(t, strings.HasPrefix(screen, "Round 1, turn 3: Ann to play with 2 AP.\r\nAnn: 0 wins"), "the state at the top:\n%q", screen)
	assert.Contains(t, screen, "Strong ends the turn.", "what the AI did, under the state")
	_, _ = s.master.Write([]byte{3}) // Ctrl-C ends play (typed before the menu: it still does)
	s.wait(t)
}

// A campaign's round at 80x24 under a locale without UTF-8 (the plain
// numbered prompts): the upkeep's report for four players is longer than
// the screen, so it comes on pages of its own, each waiting for Enter; then
// the state is at the top of a fresh screen again, above the menu. No
// screen holds more lines than the terminal, so nothing scrolls off its top.
func TestAufbauPlayPagesTheRoundsReportAndPinsTheState(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	r := runCLI(t, "aufbau", "new", "--players", "Anna,Ben,Cara,Dora", "--name", "t", "--seed", "3", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startOnPTY(t, []string{"NO_COLOR=1", "LC_ALL=", "LC_CTYPE=", "LANG=C"}, "aufbau", "play", "--home", home)
	s.waitFor(t, "Was nun?")
	_, err := s.master.Write([]byte("2\n")) // Runde 1: Unterhalt ausfuehren
	require.NoError(t, err)
	for i := 1; i <= 3; i++ {
		s.waitFor(t, fmt.Sprintf("Weiter mit der Eingabetaste (Seite %d von 3)", i))
		_, err = s.master.Write([]byte("\n"))
		require.NoError(t, err)
	}
	s.waitFor(t, "Runde 1, Phase Aktionen")
	s.waitFor(t, "Eine Zahl von 1 bis 17 eingeben: ") // huh's prompt, in the game's language
	_, _ = s.master.Write([]byte{3})                  // Ctrl-C ends play
	s.wait(t)

	screens := strings.Split(s.output(), "\x1b[H\x1b[2J")
	require.GreaterOrEqual(t, len(screens), 4, "a screen for the menu, two pages, the menu again:\n%q", s.output())
	var pages, menus int
	for _, sc := range screens[1:] {
		sc, _, _ = strings.Cut(sc, "\r\n\r\nDas Spiel") // the lines that end play follow the last screen
		assert.LessOrEqual(t, strings.Count(sc, "\n"), 23, "a screen fits 24 rows with the cursor:\n%s", sc)
		if strings.Contains(sc, "Weiter mit der Eingabetaste") {
			pages++
			// the state on the report's pages too, beside what changed it
			assert.True(t, strings.HasPrefix(sc, "Runde 1, Phase Aktionen.\r\nAnna: 6 Gold"), "the state at the top of the page:\n%s", sc)
			assert.NotRegexp(t, `\n\w+:\r\nWeiter`, sc, "a page does not end on a player's heading")
			continue
		}
		menus++
		assert.True(t, strings.HasPrefix(sc, "Runde 1, Phase "), "the state at the top of the screen:\n%s", sc)
	}
	assert.Equal(t, 3, pages)
	last := screens[len(screens)-1]
	assert.True(t, strings.HasPrefix(last, "Runde 1, Phase Aktionen.\r\nAnna: 6 Gold"), "after the pages, the state at the top:\n%q", last)
	assert.Contains(t, last, "Dora: 6 Gold", "every player's line")
	assert.Regexp(t, `Dora: 6 Gold, 5 AK, 5 Einfluss, KW 0 AS 0 N 0, Aktionen 0/2\r\n(\^C)?Was nun\?`, last,
		"the long menu leaves no room for the report's latest lines: the menu right under the state")
	assert.NotContains(t, strings.Join(screens[:len(screens)-4], ""), "Seite", "the report was not printed before its pages")
	assert.NotContains(t, s.output(), "ä", "ASCII under a locale without UTF-8")
}

// A four-player R.I.G.S. in round 12 (testdata/rigs-late4.json: made with
// the verbs of referee/rigs/testdata/make.sh, four players, seed 11) at
// 80x24 under a locale without UTF-8, the plain numbered prompts: eleven
// lines of state, and the lists under it are longer than the room left, so
// they come in pages with a "More..." entry. No screen holds more lines
// than the terminal, and each has the state at its top.
func TestPlainPlayOfALateFourPlayerRigsFitsTheTerminal(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	save, err := os.ReadFile("testdata/rigs-late4.json")
	require.NoError(t, err)
	require.NoError(t, os.MkdirAll(filepath.Join(home, "rigs"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(home, "rigs", "late4.json"), save, 0o644))
	s := startOnPTY(t, []string{"NO_COLOR=1", "LC_ALL=", "LC_CTYPE=", "LANG=C"}, "rigs", "play", "--home", home)
	s.waitFor(t, "What now?")
	// a key is typed once its question waits (its "Enter a number" line is
	// out): typed sooner, the terminal's echo of it lands on the screen
	// before the question's last line, one line that is not the program's
	asked := func(n int) {
		t.Helper()
		deadline := time.Now().Add(20 * time.Second)
		for strings.Count(s.output(), "Enter a number between") < n && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond) // polls the terminal, as waitFor does
		}
		require.GreaterOrEqual(t, strings.Count(s.output(), "Enter a number between"), n, "question %d is asked:\n%s", n, s.output())
	}
	for i, step := range []struct{ key, want string }{
		{"4", "Who gives?"},            // Deal
		{"1", "To whom?"},              // Anna
		{"1", "What is given?"},        // to Bob
		{"3", "More... (page 2 of 2)"}, // a plot: Anna's seven and Back do not fit
		{"7", "#26 Plains"},            // the second page
	} {
		asked(i + 1)
		_, err := s.master.Write([]byte(step.key + "\n"))
		require.NoError(t, err)
		s.waitFor(t, step.want)
	}
	asked(6)
	_, err = s.master.Write([]byte("2\n")) // Back, to the menu
	require.NoError(t, err)
	deadline := time.Now().Add(20 * time.Second)
	for strings.Count(s.output(), "Enter a number between 1 and 10: ") < 2 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond) // polls the terminal, as waitFor does
	}
	_, _ = s.master.Write([]byte{3}) // Ctrl-C ends play
	s.wait(t)

	screens := strings.Split(s.output(), "\x1b[H\x1b[2J")
	require.Len(t, screens, 8, "a screen for the menu, each question, each page, the menu again:\n%q", s.output())
	for _, sc := range screens[1:] {
		asked, _, _ := strings.Cut(sc, "Enter a number between") // the screen as the question waits
		assert.LessOrEqual(t, strings.Count(asked, "\n"), 23, "a screen fits 24 rows, the number's line the last:\n%s", sc)
		assert.True(t, strings.HasPrefix(sc, "Round 12 of 15, Player Phase."), "the state at the top:\n%s", sc)
	}
	assert.Contains(t, s.output(), "1. #1 Forest (Metal, 1 RIGS)\r\n", "the first page of plots")
}
