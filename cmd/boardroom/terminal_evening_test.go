//go:build linux

package main

import (
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
	assert.True(t, strings.HasPrefix(screen, "Round 1, turn 3: Ann to play with 2 AP.\r\nAnn 0 wins"), "the state at the top:\n%q", screen)
	assert.Contains(t, screen, "Strong ends the turn.", "what the AI did, under the state")
	_, _ = s.master.Write([]byte{3}) // Ctrl-C ends play (typed before the menu: it still does)
	s.wait(t)
}
