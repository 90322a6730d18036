package main

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/games"
	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/tui"

	"boardroom/phrase"
)

// The run functions of the referee commands, called directly: no cobra, no
// process, an options struct in and an error out.

func handle(t *testing.T, id string) spec.Handle {
	t.Helper()
	g, ok := games.ByID(id)
	require.True(t, ok, id)
	require.NotNil(t, g.Referee)
	return g.Referee()
}

func verbInfo(t *testing.T, h spec.Handle, name string) spec.VerbInfo {
	t.Helper()
	for _, v := range h.Verbs() {
		if v.Name == name {
			return v
		}
	}
	require.Failf(t, "no verb", "%s", name)
	return spec.VerbInfo{}
}

func TestRunFunctionsPlayAGame(t *testing.T) {
	h := handle(t, "rheinhessen")
	home := t.TempDir()
	var out bytes.Buffer
	base := gameOptions{Handle: h, Home: home, Out: &out}

	require.NoError(t, runNew(&newOptions{gameOptions: base, Name: "friday", Seed: 7, SeedGiven: true,
		Setup: map[string]string{"players": "Anna,Ben"}}))
	assert.Contains(t, out.String(), "Anna")

	out.Reset()
	require.NoError(t, runVerb(&verbOptions{gameOptions: base, Verb: verbInfo(t, h, "produce"), Args: []string{"Anna", "8S", "8H"}}))
	assert.Contains(t, out.String(), "Anna produces 8♠ 8♥: pair")

	// A refusal: exit 1 with the rule, the game unchanged.
	err := runVerb(&verbOptions{gameOptions: base, Verb: verbInfo(t, h, "produce"), Args: []string{"Anna", "9S", "9H"}})
	require.Error(t, err)
	assert.True(t, referee.IsRefusal(err))
	assert.Contains(t, err.Error(), "refused: ")

	// A usage error is typed (exit 2), before the game is opened.
	err = runVerb(&verbOptions{gameOptions: base, Verb: verbInfo(t, h, "produce"), Args: []string{"Ben", "9X"}})
	var ue *phrase.UsageError
	require.ErrorAs(t, err, &ue)
	assert.Contains(t, ue.Msg, `"9X"`)
	bad := base
	bad.Game = "../x"
	require.ErrorAs(t, runShow(&bad), &ue)

	out.Reset()
	js := base
	js.JSON = true
	require.NoError(t, runShow(&js))
	var view struct {
		Game  string          `json:"game"`
		State json.RawMessage `json:"state"`
	}
	require.NoError(t, json.Unmarshal(out.Bytes(), &view), out.String())

	out.Reset()
	require.NoError(t, runHistory(&historyOptions{gameOptions: base}))
	assert.Contains(t, out.String(), "Undone:\n  Anna produces 8♠ 8♥")
	assert.Contains(t, out.String(), "Move 8♠ 8♥ from Anna's floor (legal area) back to Anna's hand.")
	out.Reset()
	require.NoError(t, runHistory(&historyOptions{gameOptions: base, Redo: true}))
	assert.Contains(t, out.String(), "Redone:\n  Anna produces 8♠ 8♥")
	assert.Contains(t, out.String(), "Move 8♠ 8♥ from Anna's hand to Anna's floor (legal area).")
	err = runHistory(&historyOptions{gameOptions: base, Redo: true})
	assert.True(t, referee.IsRefusal(err), "nothing to redo: %v", err)

	out.Reset()
	require.NoError(t, runLog(&base))
	assert.Contains(t, out.String(), "Anna produces 8♠ 8♥")

	// play with a scripted prompter: no terminal needed.
	out.Reset()
	p := tui.NewScript("Pass (Ben ends the turn without producing)", tui.QuitLabel)
	require.NoError(t, runPlay(&playOptions{gameOptions: base, Prompter: p}))
	assert.Contains(t, out.String(), "Ben passes.")
	// Without one, play needs a terminal.
	err = runPlay(&playOptions{gameOptions: base, In: &bytes.Buffer{}})
	require.ErrorAs(t, err, &ue)
	assert.Contains(t, ue.Msg, "play needs a terminal")
}

func TestRunNewRefusesAGameFlagAndBadNames(t *testing.T) {
	h := handle(t, "corpwar")
	base := gameOptions{Handle: h, Home: t.TempDir(), Out: &bytes.Buffer{}}
	var ue *phrase.UsageError
	require.ErrorAs(t, runNew(&newOptions{gameOptions: base, GameGiven: true}), &ue)
	assert.Contains(t, ue.Msg, "name a new one with --name")
	require.ErrorAs(t, runNew(&newOptions{gameOptions: base, Name: "a b", Setup: map[string]string{"players": "Ann,Bob"}}), &ue)
	require.ErrorAs(t, runNew(&newOptions{gameOptions: base, Setup: map[string]string{}}), &ue, "the players are required")
}
