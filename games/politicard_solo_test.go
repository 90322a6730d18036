package games

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	politicardref "boardroom/referee/politicard"
	"boardroom/referee/spec"
	"boardroom/referee/verb"

	"boardroom/phrase"
)

func runPoliticardSim(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var out, errw bytes.Buffer
	cmd := newPoliticardSimulateCmd(&out, &errw)
	cmd.SetArgs(args)
	cmd.SetOut(&out)
	cmd.SetErr(&errw)
	cmd.SilenceUsage, cmd.SilenceErrors = true, true
	err := cmd.Execute()
	return out.String(), err
}

// simulate reports per deck in 80 columns, the same for the same seed on
// any number of workers, as text, JSON and an SVG plot; bad input is a
// usage error.
func TestPoliticardSimulateTool(t *testing.T) {
	plot := filepath.Join(t.TempDir(), "sim.svg")
	text, err := runPoliticardSim(t, "--deck-a", "tempo", "--deck-b", "control", "--games", "40", "--seed", "3", "--ai-b", "control", "--plot", plot, "--workers", "1")
	require.NoError(t, err)
	assert.Contains(t, text, "40 matches (seed 3), the first player alternating.")
	assert.Contains(t, text, "A      tempo          tempo")
	assert.Contains(t, text, "B      control        control")
	assert.Contains(t, text, "Plot written to "+plot)
	for _, l := range strings.Split(text, "\n") {
		assert.LessOrEqual(t, utf8.RuneCountInString(l), 80, "%q", l)
	}
	again, err := runPoliticardSim(t, "--deck-a", "tempo", "--deck-b", "control", "--games", "40", "--seed", "3", "--ai-b", "control", "--plot", plot, "--workers", "3")
	require.NoError(t, err)
	assert.Equal(t, text, again, "the same seed, the same report, whatever the workers")
	svg, err := os.ReadFile(plot)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(svg), "<svg "))
	for _, tick := range []string{">0%</text>", ">50%</text>", ">100%</text>"} {
		assert.Contains(t, string(svg), tick, "the plot has a scale")
	}

	js, err := runPoliticardSim(t, "--deck-a", "tempo", "--deck-b", "control", "--games", "40", "--seed", "3", "--ai-b", "control", "--json")
	require.NoError(t, err)
	var rep politicardref.SimReport
	require.NoError(t, json.Unmarshal([]byte(js), &rep))
	assert.Equal(t, 40, rep.Games)
	assert.Equal(t, 40, rep.Sides[0].Wins+rep.Sides[1].Wins)
	assert.Equal(t, 40, rep.TwoRounds+rep.ThreeRounds)
	assert.Equal(t, "control", rep.Sides[1].Style)

	for _, bad := range [][]string{{"--deck-b", "control"}, {"--deck-a", "tempo", "--deck-b", "nosuch"}, {"--deck-a", "tempo", "--deck-b", "control", "--games", "0"},
		{"--deck-a", "tempo", "--deck-b", "control", "--ai-a", "greedy"}, {"extra"}, {"--deck-a", "tempo", "--deck-b", "control", "--workers", "-1"}} {
		_, err := runPoliticardSim(t, bad...)
		var ue *phrase.UsageError
		assert.ErrorAs(t, err, &ue, "%v", bad)
	}

	// a plot that cannot be written is refused before the matches are
	// played, not after (a long run would be lost): the simulation, which
	// refuses the AI style "greedy" before its first match, is not reached
	nowhere := filepath.Join(t.TempDir(), "no", "such", "dir", "x.svg")
	_, err = runPoliticardSim(t, "--deck-a", "tempo", "--deck-b", "tempo", "--ai-a", "greedy", "--games", "100000", "--seed", "1", "--plot", nowhere)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "--plot: cannot write", "refused before simulating")
}

// new --ai seats the AI second with the sample deck of its style; a verb of
// the person is followed by the AI's turn; a bad style or two players with
// --ai are usage errors.
func TestPoliticardNewAI(t *testing.T) {
	home := t.TempDir()
	h := spec.New(politicardref.Spec())
	v, err := verb.Decode(h.NewSpec().Fields, nil, map[string]string{"players": "Ann", "deck-a": "tempo", "ai": "", "first": "Ann"})
	require.NoError(t, err)
	var out bytes.Buffer
	require.NoError(t, h.Create(home, "solo", v, 4, &out, false))
	assert.Contains(t, out.String(), "Strong (AI: strong): the referee shuffles its deck tempo")
	sess, err := h.Open(home, "solo", false)
	require.NoError(t, err)
	defer sess.Close()
	vv := verb.NewValues()
	vv.Set("player", "Ann")
	out.Reset()
	require.NoError(t, sess.Do("end", vv, &out, false))
	assert.Contains(t, out.String(), "Ann ends the turn.")
	assert.Contains(t, out.String(), "Strong plays ")
	assert.Contains(t, out.String(), "Ann to play")

	for _, bad := range []map[string]string{
		{"players": "Ann", "deck-a": "tempo", "ai": "greedy"},
		{"players": "Ann,Bob", "deck-a": "tempo", "ai": "tempo"},
	} {
		v, err := verb.Decode(h.NewSpec().Fields, nil, bad)
		require.NoError(t, err)
		err = h.Create(t.TempDir(), "x", v, 1, &bytes.Buffer{}, false)
		var ue *phrase.UsageError
		assert.ErrorAs(t, err, &ue, "%v", bad)
	}
	// one player without --ai is told of --ai; a person named like the AI
	// seat is told to pick another name (not "named twice")
	for _, c := range []struct {
		fields map[string]string
		want   string
	}{
		{map[string]string{"players": "Ann", "deck-a": "tempo", "deck-b": "tempo"}, "or play alone against the referee with --ai (--players Ann --ai tempo)"},
		{map[string]string{"players": "strong", "deck-a": "tempo", "ai": ""}, "the AI seat is called Strong: give yourself another name"},
	} {
		v, err := verb.Decode(h.NewSpec().Fields, nil, c.fields)
		require.NoError(t, err)
		err = h.Create(t.TempDir(), "x", v, 1, &bytes.Buffer{}, false)
		var ue *phrase.UsageError
		require.ErrorAs(t, err, &ue, "%v", c.fields)
		assert.Contains(t, err.Error(), c.want)
	}
}
