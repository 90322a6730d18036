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
