package referee_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// Player names: the refusal says what is wrong and echoes at most 60
// characters (a 131,000-character name was echoed in full).
func TestNamesSayWhatIsWrong(t *testing.T) {
	_, err := referee.Names([]string{"A\nB", "Bob"}, 2, 4, "Game", "player")
	assert.EqualError(t, err, `player name "A\nB": character 2 is a newline; names have no commas, newlines or tabs`)
	_, err = referee.Names([]string{strings.Repeat("x", 131000), "Bob"}, 2, 4, "Game", "player")
	require.Error(t, err)
	assert.Equal(t, `player name "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"…: it has 131000 characters; use up to 24 characters`, err.Error())
}
