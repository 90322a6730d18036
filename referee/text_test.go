package referee_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// One number parser: an optional sign and digits. rigs refused "++1" where
// the other games took it as +1, and every game took " 1".
func TestParseInt(t *testing.T) {
	for s, want := range map[string]int{"7": 7, "+2": 2, "-10": -10, "0": 0, "007": 7} {
		n, err := referee.ParseInt(s)
		require.NoError(t, err, s)
		assert.Equal(t, want, n, s)
	}
	for _, s := range []string{"", "+", "-", "++1", "+-1", "--1", " 1", "1 ", "1e3", "0x10", "1_000", "１", "٣", "1.5", "3d6"} {
		_, err := referee.ParseInt(s)
		assert.Error(t, err, "%q", s)
	}
	_, err := referee.ParseInt("99999999999999999999999")
	assert.EqualError(t, err, "too large a number")
}

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
		var ue *referee.UsageError
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

func TestClip(t *testing.T) {
	assert.Equal(t, `"short"`, referee.Clip("short"))
	assert.Equal(t, `"`+strings.Repeat("é", 60)+`"…`, referee.Clip(strings.Repeat("é", 61)))
	assert.Equal(t, `"a\x1bb"`, referee.Clip("a\x1bb"))
}

// What is printed to a terminal has its control characters escaped, a
// character split between writes kept whole.
func TestPrintableWriter(t *testing.T) {
	var b bytes.Buffer
	w := referee.PrintableWriter(&b)
	for _, part := range []string{"Ann: score +1 (\x1b]0;pwned\a\x1b[2J).\n", "naïve\t", "\xc3", "\xa9 ok", " \xc2", "\x9b end\n"} {
		n, err := w.Write([]byte(part))
		require.NoError(t, err)
		assert.Equal(t, len(part), n)
	}
	assert.Equal(t, "Ann: score +1 (\\x1b]0;pwned\\a\\x1b[2J).\nnaïve\té ok \\u009b end\n", b.String())
	assert.Equal(t, "plain", referee.Printable("plain"))
	assert.Equal(t, `bad \xff`, referee.Printable("bad \xff"))
}

func TestIntFlagIsBase10(t *testing.T) {
	var n int
	var s int64
	f, g := referee.NewIntFlag(&n, 3), referee.NewIntFlag(&s, 0)
	assert.Equal(t, "3", f.String())
	for _, c := range []struct {
		in   string
		want int
	}{{"010", 10}, {"+7", 7}, {"-12", -12}, {"0", 0}} {
		require.NoError(t, f.Set(c.in))
		assert.Equal(t, c.want, n)
		require.NoError(t, g.Set(c.in))
		assert.Equal(t, int64(c.want), s)
	}
	for _, bad := range []string{"0x10", "0b1", "0o7", "1_000", "1e3", " 1", "", "99999999999999999999"} {
		assert.Error(t, f.Set(bad), bad)
		assert.Error(t, g.Set(bad), bad)
	}
	assert.Equal(t, "int", f.Type())
}
