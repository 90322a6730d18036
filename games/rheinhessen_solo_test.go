package games

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	rheinhessenref "boardroom/referee/rheinhessen"
	"boardroom/referee/spec"
	"boardroom/referee/verb"

	"boardroom/phrase"
)

func runTool(t *testing.T, cmdArgs ...string) (string, error) {
	t.Helper()
	var out, errw bytes.Buffer
	var cmd = newSimulateCmd(&out, &errw, rheinhessenref.ToolLang())
	if cmdArgs[0] == "hand" {
		cmd = newHandCmd(&out, rheinhessenref.ToolLang())
	}
	cmd.SetArgs(cmdArgs[1:])
	cmd.SetOut(&out)
	cmd.SetErr(&errw)
	cmd.SilenceUsage, cmd.SilenceErrors = true, true
	err := cmd.Execute()
	return out.String(), err
}

// simulate reports per seat, the same for the same seed, as text, JSON and
// an SVG plot; bad seats are usage errors.
func TestSimulateTool(t *testing.T) {
	plot := filepath.Join(t.TempDir(), "sim.svg")
	text, err := runTool(t, "simulate", "--games", "12", "--seed", "4", "--seats", "expert,aggressor,conservative", "--plot", plot)
	require.NoError(t, err)
	assert.Contains(t, text, "12 games, seed 4.")
	assert.Contains(t, text, "1 The Expert")
	assert.Contains(t, text, "3 The Conservative Manager")
	assert.Contains(t, text, "How games ended: reached 300 ")
	assert.Contains(t, text, "Plot written to "+plot)
	svg, err := os.ReadFile(plot)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(svg), "<svg "))
	assert.Contains(t, string(svg), "The Expert")

	// The JSON report's shape, on 3 games (the Expert's games cost most).
	js, err := runTool(t, "simulate", "--games", "3", "--seed", "4", "--seats", "expert,aggressor,conservative", "--json", "--workers", "1")
	require.NoError(t, err)
	var rep rheinhessenref.SimReport
	require.NoError(t, json.Unmarshal([]byte(js), &rep))
	assert.Equal(t, 3, rep.Games)
	require.Len(t, rep.Seats, 3)
	assert.Equal(t, "expert", rep.Seats[0].Persona)
	total := 0
	for _, n := range rep.Ends {
		total += n
	}
	assert.Equal(t, 3, total)

	for _, bad := range [][]string{{"--seats", "aggressor"}, {"--seats", "aggressor,nobody"}, {"--games", "0"},
		{"--seats", "foo"}, {"--seats", "aggressor,,balanced"}, {"--workers", "-1"}, {"extra"}} {
		_, err := runTool(t, append([]string{"simulate"}, bad...)...)
		var ue *phrase.UsageError
		assert.ErrorAs(t, err, &ue, "%v", bad)
	}
}

// hand shows one corporation its hand in a virtual game; at a table with
// real cards it is refused.
func TestHandTool(t *testing.T) {
	home := t.TempDir()
	h := spec.New(rheinhessenref.Spec())
	v, err := verb.Decode(h.NewSpec().Fields, nil, map[string]string{"players": "Anna", "ai": "aggressor,balanced"})
	require.NoError(t, err)
	var out bytes.Buffer
	require.NoError(t, h.Create(home, "solo", v, 3, &out, false))
	assert.Contains(t, out.String(), "Virtual game: the referee shuffles the 208 cards")
	assert.NotContains(t, out.String(), "Anna holds 9 cards:", "new never shows a hand")

	text, err := runTool(t, "hand", "Anna", "--home", home, "--game", "solo")
	require.NoError(t, err)
	assert.Contains(t, text, "Anna holds 9 cards: ")
	js, err := runTool(t, "hand", "anna", "--home", home, "--json")
	require.NoError(t, err)
	var got struct {
		Player string   `json:"player"`
		Hand   []string `json:"hand"`
	}
	require.NoError(t, json.Unmarshal([]byte(js), &got))
	assert.Equal(t, "Anna", got.Player)
	assert.Len(t, got.Hand, 9)
	// An AI corporation's hand is no one's to see; a missing name is a
	// usage error.
	_, err = runTool(t, "hand", "Aggressor", "--home", home)
	require.True(t, referee.IsRefusal(err), "%v", err)
	assert.Contains(t, err.Error(), "Aggressor is an AI corporation")
	_, err = runTool(t, "hand", "--home", home)
	var ue *phrase.UsageError
	assert.ErrorAs(t, err, &ue)

	// show --json hides every hand and the pile.
	s, err := h.Open(home, "solo", true)
	require.NoError(t, err)
	out.Reset()
	require.NoError(t, s.Show(&out, true))
	s.Close()
	// Before anyone produces, no card is in view at all.
	assert.NotRegexp(t, "[♠♥♦♣]", out.String())
	assert.NotContains(t, out.String(), `"pile"`)
	assert.NotContains(t, out.String(), "shoe")

	v, _ = verb.Decode(h.NewSpec().Fields, nil, map[string]string{"players": "Anna,Ben"})
	require.NoError(t, h.Create(home, "table", v, 3, &out, false))
	_, err = runTool(t, "hand", "Anna", "--home", home, "--game", "table")
	assert.True(t, referee.IsRefusal(err), "%v", err)
}

// In a virtual game a verb is followed by the AI turns, and undo takes back
// the person's action with the AI turns after it; redo plays them again.
func TestVirtualVerbsUndoRedo(t *testing.T) {
	home := t.TempDir()
	h := spec.New(rheinhessenref.Spec())
	v, err := verb.Decode(h.NewSpec().Fields, nil, map[string]string{"players": "Anna", "ai": "aggressor,balanced,opportunist"})
	require.NoError(t, err)
	var out bytes.Buffer
	require.NoError(t, h.Create(home, "solo", v, 7, &out, false))
	s, err := h.Open(home, "solo", false)
	require.NoError(t, err)
	defer s.Close()
	// Anna's hand with seed 7 holds 7♦ 7♦ (see TestHandTool's tool).
	pv, err := verb.Decode(findVerb(t, h, "produce").Fields, []string{"Anna", "7D", "7D"}, nil)
	require.NoError(t, err)
	out.Reset()
	require.NoError(t, s.Do("produce", pv, &out, false))
	assert.Contains(t, out.String(), "Anna produces 7♦ 7♦: pair")
	assert.Contains(t, out.String(), "Opportunist produces ")
	assert.Contains(t, out.String(), "Turn 5 (round 2), Anna: draws 2 cards")
	bad, _ := verb.Decode(findVerb(t, h, "produce").Fields, []string{"Anna", "AS", "AS"}, nil)
	err = s.Do("produce", bad, &out, false)
	assert.True(t, referee.IsRefusal(err))
	assert.Contains(t, err.Error(), "Anna does not hold")

	out.Reset()
	require.NoError(t, s.Undo(&out, false))
	assert.Contains(t, out.String(), "Undone:\n  Anna produces 7♦ 7♦")
	assert.Contains(t, out.String(), "Turn 1 (round 1): Anna to play.")
	out.Reset()
	require.NoError(t, s.Redo(&out, false))
	assert.Contains(t, out.String(), "Redone:\n  Anna produces 7♦ 7♦")
	assert.Contains(t, out.String(), "Turn 5 (round 2): Anna to play.")
	// Every AI turn taken back and done again is told, not only Anna's;
	// nothing is to be moved on a table the referee holds.
	assert.Contains(t, out.String(), "  Opportunist produces ")
	assert.NotContains(t, out.String(), "table")
	out.Reset()
	require.NoError(t, s.Undo(&out, false))
	assert.Regexp(t, `(?s)Undone:\n  Anna produces 7♦ 7♦.*Balanced.*Opportunist produces`, out.String())
	assert.NotContains(t, out.String(), "Put back")
}

// A game whose AI seats play first: an undo before any person acted is
// refused and changes nothing, and no verb is accepted for an AI seat (its
// hand cannot be looked at either).
func TestVirtualGameRefusesUndoAndVerbsForAISeats(t *testing.T) {
	home := t.TempDir()
	h := spec.New(rheinhessenref.Spec())
	v, err := verb.Decode(h.NewSpec().Fields, nil, map[string]string{"players": "aggressor,Anna,conservative", "ai": "expert"})
	require.NoError(t, err)
	var out bytes.Buffer
	require.NoError(t, h.Create(home, "ai-first", v, 4, &out, false))
	s, err := h.Open(home, "ai-first", false)
	require.NoError(t, err)
	defer s.Close()
	before := readSave(t, home, "ai-first")

	err = s.Undo(&out, false)
	require.True(t, referee.IsRefusal(err), "%v", err)
	assert.Contains(t, err.Error(), "no one has acted yet")
	for _, args := range [][]string{{"pass", "Aggressor"}, {"produce", "Aggressor", "2S"}, {"audit", "Aggressor", "Anna"}} {
		vals, err := verb.Decode(findVerb(t, h, args[0]).Fields, args[1:], nil)
		require.NoError(t, err)
		err = s.Do(args[0], vals, &out, false)
		require.True(t, referee.IsRefusal(err), "%v: %v", args, err)
		assert.Contains(t, err.Error(), "Aggressor is an AI corporation")
	}
	assert.Equal(t, before, readSave(t, home, "ai-first"), "refusals change nothing")
}

func readSave(t *testing.T, home, name string) string {
	t.Helper()
	var matches []string
	require.NoError(t, filepath.WalkDir(home, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.Contains(filepath.Base(p), name) {
			matches = append(matches, p)
		}
		return err
	}))
	require.NotEmpty(t, matches)
	var all strings.Builder
	for _, m := range matches {
		b, err := os.ReadFile(m)
		require.NoError(t, err)
		all.Write(b)
	}
	return all.String()
}

func findVerb(t *testing.T, h spec.Handle, name string) spec.VerbInfo {
	for _, v := range h.Verbs() {
		if v.Name == name {
			return v
		}
	}
	t.Fatalf("no verb %s", name)
	return spec.VerbInfo{}
}
