package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A virtual Rheinhessen game, whose hands are on the players' phones,
// needs an AI seat: a table of four people (the most the game seats) is
// told so where it starts one (new's refusal and its --ai help, in both
// languages), and a seat's phone in a game of physical cards says why it
// shows no hand.
func TestServeRheinhessenTellsAFullTableAVirtualGameNeedsAnAISeat(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rheinhessen", "new", "--players", "Anna,Ben,Clara,David", "--ai", "--home", home)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "needs at least one AI seat")
	assert.Contains(t, r.stderr, "play with physical cards")
	r = runCLI(t, "rheinhessen", "new", "--players", "Anna,Ben,Clara,David", "--ai", "--lang", "de", "--home", home)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "braucht neben den Menschen mindestens einen KI-Platz")
	r = runCLI(t, "rheinhessen", "new", "--help")
	assert.Contains(t, r.stdout, "needs at least one AI seat")

	r = runCLI(t, "rheinhessen", "new", "--players", "Anna,Ben,Clara,David", "--name", "four", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	code, body := httpGet(t, playLinks(t, s)["Clara"]+"/private")
	require.Equal(t, 200, code)
	assert.Contains(t, body, "Your cards are in your hand")
	assert.Contains(t, body, "needs at least one AI corporation")
	code, body = httpGet(t, playLinks(t, s)["host"]+"/private")
	require.Equal(t, 200, code)
	assert.Empty(t, body, "the host's page shows no seat's words")
}
