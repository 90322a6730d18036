package main

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/spec"
)

// stepSeen POSTs a move's answers as the phone's page does, with seen (the
// log's length the last question was asked at), and says the answer's
// status, its question and the log's length it was asked at.
func stepSeen(t *testing.T, link, move string, seen int, answers ...string) (int, *spec.StepQuestion, int, string) {
	t.Helper()
	if answers == nil {
		answers = []string{}
	}
	b, _ := json.Marshal(map[string]any{"move": move, "answers": answers, "seen": seen})
	resp, err := http.Post(link+"/act", "application/json", strings.NewReader(string(b)))
	require.NoError(t, err)
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	var a struct {
		Question *spec.StepQuestion
		Entries  int
	}
	if resp.StatusCode == http.StatusAccepted {
		require.NoError(t, json.Unmarshal(out, &a), string(out))
	}
	return resp.StatusCode, a.Question, a.Entries, string(out)
}

// A Karma card is chosen by its place in the list of cards Ann may play;
// when another card leaves that list between her question and her answer
// (Bob plays it), the same place names another card: her answer is not
// taken for that card, she is asked again from the start; then her choice
// is taken as she made it.
func TestServePlayStepAnswerToAnOlderQuestionIsAskedAgain(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "mars", "--seed", "4", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	// (Bob holds two: after he plays one, he still holds one for Ann's
	// "Give Me That!" to take, which names only a rival who holds one.)
	for who, n := range map[string]string{"Ann": "+1", "Bob": "+2"} {
		r = runCLI(t, "rigs", "adjust", who, "karma", n, "--reason", "a card to play", "--game", "mars", "--home", home)
		require.Equal(t, 0, r.code, r.stderr)
	}
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := playLinks(t, s)
	const play = "Play a Karma card"

	code, q, seen, body := stepSeen(t, links["Ann"], play, 0)
	require.Equal(t, http.StatusAccepted, code, body)
	give := optionValue(t, q, "Give Me That!")
	require.NotEqual(t, give, optionValue(t, q, "Identity Theft"))

	// Bob plays a card listed before hers: it leaves the list.
	code, q, bobSeen, body := stepSeen(t, links["Bob"], play, seen)
	require.Equal(t, http.StatusAccepted, code, body)
	code, _, _, body = stepSeen(t, links["Bob"], play, bobSeen, optionValue(t, q, "Left the Light On"), "Ann")
	require.Equal(t, http.StatusOK, code, body)

	code, _, _, body = stepSeen(t, links["Ann"], play, seen, give)
	assert.Equal(t, http.StatusConflict, code, "the game moved on since her question: %s", body)
	assert.Contains(t, body, "start the move again")
	r = runCLI(t, "rigs", "log", "--game", "mars", "--home", home)
	assert.NotContains(t, r.stdout, "Ann plays", "no card of Ann's taken:\n%s", r.stdout)

	code, q, seen, body = stepSeen(t, links["Ann"], play, seen)
	require.Equal(t, http.StatusAccepted, code, body)
	give = optionValue(t, q, "Give Me That!")
	code, q, seen, body = stepSeen(t, links["Ann"], play, seen, give)
	require.Equal(t, http.StatusAccepted, code, body)
	code, _, _, body = stepSeen(t, links["Ann"], play, seen, give, optionValue(t, q, "Bob"))
	require.Equal(t, http.StatusOK, code, body)
	assert.Contains(t, body, `Ann plays \"Give Me That!\"`)
}
