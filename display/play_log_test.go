package display_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A refused action is one line of the server's log: its verb and the
// refusal's reason with its rule (the answer is JSON over several lines),
// never the seat's token.
func TestPlayARefusedActionIsOneCleanLogLine(t *testing.T) {
	f := newPlay(t)
	bob := f.links["Bob"].Path
	r := f.post(t, bob+"/act", `{"args": ["add", "Bob", "2"]}`)
	require.Equal(t, http.StatusConflict, r.Code)
	r = f.post(t, bob+"/act", `{"args": ["add", "Bob", "many"]}`)
	require.Equal(t, http.StatusBadRequest, r.Code)
	var lines []string
	for _, line := range strings.Split(strings.TrimSpace(f.log.String()), "\n") {
		if strings.Contains(line, "/act") {
			lines = append(lines, line)
		}
	}
	require.Len(t, lines, 2, "one line per refusal:\n%s", f.log.String())
	assert.Regexp(t, `409 POST /p/<token>/act from \S+: "add": it is Ann's turn, not Bob's \[tally rule 2: one player at a time\]$`, lines[0])
	assert.Regexp(t, `400 POST /p/<token>/act from \S+: "add": .*many`, lines[1])
	assert.NotContains(t, f.log.String(), strings.TrimPrefix(bob, "/p/"), "a token is never logged")
}

// A seat that types its own token into the words of an action, in pieces
// none of which is 16 letters long (a player's name, a number, a flag),
// gets it repeated by the refusal: the log line has none of it.
func TestPlayATokenTypedInPiecesIsNotLogged(t *testing.T) {
	f := newPlay(t)
	ann := f.links["Ann"].Path
	tok := strings.TrimPrefix(ann, "/p/")
	bodies := []string{
		`{"args": ["add", "` + tok[:11] + ` ` + tok[11:] + `", "1"]}`, // the player's name
		`{"args": ["add", "Ann", "` + tok[:8] + `.` + tok[8:16] + `.` + tok[16:] + `"]}`,
		`{"args": ["add", "Ann", "1", "--` + tok[:10] + `", "` + tok[10:] + `"]}`,
		`{"args": ["add", "` + tok[:6] + `", "` + tok[6:12] + `"], "id": "` + tok[12:] + `"}`,
	}
	for _, body := range bodies {
		r := f.post(t, ann+"/act", body)
		require.GreaterOrEqual(t, r.Code, 400, body)
	}
	log := f.log.String()
	require.Len(t, strings.Split(strings.TrimSpace(log), "\n"), len(bodies), log)
	for _, piece := range []string{tok[:6], tok[6:12], tok[:8], tok[8:16], tok[:10], tok[10:], tok[:11], tok[11:], tok[12:], tok[16:]} {
		assert.NotContains(t, log, piece, "no piece of the token in the log")
	}
	assert.Contains(t, log, `"add": <n> must be a whole number, got`, "the rest of the line stays")
}

// The log does not tell whoever watches the screen which short words are
// pieces of a seat's token: a line that hid each one (a request for
// /g/<4 letters of Ann's token>/x logged as /g/<token>/x) let a player
// find another's token a few letters, then a letter, at a time. A request
// without a link, or by another seat's link, is logged as it came; only
// the link's own token is hidden in pieces from its own line.
func TestPlayTheLogIsNoOracleOfAnotherSeatsToken(t *testing.T) {
	f := newPlay(t)
	tok := strings.TrimPrefix(f.links["Ann"].Path, "/p/")
	bob := f.links["Bob"].Path
	for _, piece := range []string{tok[:4], tok[5:11], tok[9:14]} {
		before := len(f.log.String())
		assert.GreaterOrEqual(t, f.get(t, "/g/x."+piece+"/friday").StatusCode, 400)
		assert.GreaterOrEqual(t, f.post(t, bob+"/act", `{"args": ["add", "Bob", "`+piece+`"]}`).Code, 400)
		log := f.log.String()[before:]
		assert.Equal(t, 3, strings.Count(log, piece), "a piece of Ann's token is logged as the words it is:\n%s", log)
	}
}
