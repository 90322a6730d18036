package main

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The server's log is on the laptop's screen, which the whole table may
// see: a seat's refused production is logged in the rules' public words
// ("Anna does not hold all of these cards"), never naming a card of the
// hand ("Anna holds only one 7♣" says she holds one), and so is the same
// action sent again (its answer replayed). The seat's own phone is still
// told which.
func TestServePlayLogNamesNoCardASeatHides(t *testing.T) {
	home, hand := soloRheinhessen(t)
	once := ""
	for _, c := range hand {
		n := 0
		for _, h := range hand {
			if h == c {
				n++
			}
		}
		if n == 1 {
			once = c
			break
		}
	}
	require.NotEmpty(t, once, "a card Anna holds once: %v", hand)

	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	anna := playLinks(t, s)["Anna"]
	for range 2 { // the second is the first's answer replayed
		b, _ := json.Marshal(map[string]any{"args": []string{"produce", "Anna", once, once}, "id": "pair-1"})
		resp, err := http.Post(anna+"/act", "application/json", strings.NewReader(string(b)))
		require.NoError(t, err)
		var e actErr
		require.NoError(t, json.NewDecoder(resp.Body).Decode(&e))
		resp.Body.Close()
		require.Equal(t, http.StatusConflict, resp.StatusCode)
		assert.Contains(t, e.Message, once, "the seat is told which card")
	}
	require.NoError(t, s.stop()) // every request's line written
	var lines []string
	for _, line := range strings.Split(s.stderr.String(), "\n") {
		if strings.Contains(line, "/act") {
			lines = append(lines, line)
		}
	}
	require.Len(t, lines, 2, s.stderr.String())
	for _, line := range lines {
		assert.Contains(t, line, `"produce": Anna does not hold all of these cards [R35`)
		assert.NotContains(t, line, once, "no card of the hand in the log")
	}
}

// soloRheinhessen starts solo Rheinhessen (Anna against two AI seats,
// virtual cards) in a home of its own, and returns the home and Anna's hand.
func soloRheinhessen(t *testing.T) (home string, hand []string) {
	t.Helper()
	home = t.TempDir()
	r := runCLI(t, "rheinhessen", "new", "--players", "Anna", "--ai", "balanced,aggressor", "--name", "solo", "--seed", "3", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	r = runCLI(t, "rheinhessen", "hand", "Anna", "--game", "solo", "--json", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	var h struct{ Hand []string }
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &h))
	require.NotEmpty(t, h.Hand)
	return home, h.Hand
}
