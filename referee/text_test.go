package referee_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase"
	"boardroom/referee"
)

// The fields of every verb and of `new` read numbers with ParseInt and
// refuse control characters and overlong text, saying which character.
func TestFieldsCheckText(t *testing.T) {
	fields := []referee.Field{{Name: "change", Kind: referee.IntField}, {Name: "reason", Flag: true},
		{Name: "players", Flag: true, Kind: referee.ListField}}
	for _, c := range []struct {
		args  []string
		flags map[string]string
		want  string
	}{
		{[]string{"++1"}, nil, `<change> must be a whole number, got "++1"`},
		{[]string{" 1"}, nil, `<change> must be a whole number, got " 1"`},
		{[]string{"1"}, map[string]string{"reason": "\x1b]0;pwned\a\x1b[2J"}, `--reason "\x1b]0;pwned\a\x1b[2J": character 1 is an escape (U+001B); use printable characters only`},
		{[]string{"1"}, map[string]string{"reason": "ok\u009b2J"}, `--reason "ok\u009b2J": character 3 is a control character (U+009B)`},
		{[]string{"1"}, map[string]string{"reason": strings.Repeat("x", 201)}, `--reason "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"…: it has 201 characters, at most 200 are allowed`},
		{[]string{"1"}, map[string]string{"reason": "ok", "players": "Ann,A\nB"}, `--players "A\nB": character 2 is a newline`},
		{[]string{"1"}, map[string]string{"reason": "bad \xff byte"}, `--reason "bad \xff byte": it is not valid UTF-8 text`},
	} {
		_, err := referee.Decode(fields, c.args, c.flags)
		require.Error(t, err, "%q %q", c.args, c.flags)
		assert.Contains(t, err.Error(), c.want)
		var ue *phrase.UsageError
		assert.ErrorAs(t, err, &ue)
		assert.Less(t, len(err.Error()), 300, "the echo is bounded")
	}
	v, err := referee.Decode(fields, []string{"-3"}, map[string]string{"reason": "Ünïcode is fine — “quotes” too", "players": "Ann,Bob"})
	require.NoError(t, err)
	assert.Equal(t, -3, v.Int("change"))
}

// Player names: the refusal says what is wrong and echoes at most 60
// characters (a 131,000-character name was echoed in full).
func TestNamesSayWhatIsWrong(t *testing.T) {
	_, err := referee.Names([]string{"A\nB", "Bob"}, 2, 4, "Game", "player")
	assert.EqualError(t, err, `player name "A\nB": character 2 is a newline; names have no commas, newlines or tabs`)
	_, err = referee.Names([]string{strings.Repeat("x", 131000), "Bob"}, 2, 4, "Game", "player")
	require.Error(t, err)
	assert.Equal(t, `player name "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"…: it has 131000 characters; use up to 24 characters`, err.Error())
}
