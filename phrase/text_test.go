package phrase_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase"
)

// One number parser: an optional sign and digits. rigs refused "++1" where
// the other games took it as +1, and every game took " 1".
func TestParseInt(t *testing.T) {
	for s, want := range map[string]int{"7": 7, "+2": 2, "-10": -10, "0": 0, "007": 7} {
		n, err := phrase.ParseInt(s)
		require.NoError(t, err, s)
		assert.Equal(t, want, n, s)
	}
	for _, s := range []string{"", "+", "-", "++1", "+-1", "--1", " 1", "1 ", "1e3", "0x10", "1_000", "１", "٣", "1.5", "3d6"} {
		_, err := phrase.ParseInt(s)
		assert.Error(t, err, "%q", s)
	}
	_, err := phrase.ParseInt("99999999999999999999999")
	assert.EqualError(t, err, "too large a number")
}

func TestClip(t *testing.T) {
	assert.Equal(t, `"short"`, phrase.Clip("short"))
	assert.Equal(t, `"`+strings.Repeat("é", 60)+`"…`, phrase.Clip(strings.Repeat("é", 61)))
	assert.Equal(t, `"a\x1bb"`, phrase.Clip("a\x1bb"))
}

// What is printed to a terminal has its control characters escaped, a
// character split between writes kept whole.
func TestPrintableWriter(t *testing.T) {
	var b bytes.Buffer
	w := phrase.PrintableWriter(&b)
	for _, part := range []string{"Ann: score +1 (\x1b]0;pwned\a\x1b[2J).\n", "naïve\t", "\xc3", "\xa9 ok", " \xc2", "\x9b end\n"} {
		n, err := w.Write([]byte(part))
		require.NoError(t, err)
		assert.Equal(t, len(part), n)
	}
	assert.Equal(t, "Ann: score +1 (\\x1b]0;pwned\\a\\x1b[2J).\nnaïve\té ok \\u009b end\n", b.String())
	assert.Equal(t, "plain", phrase.Printable("plain"))
	assert.Equal(t, `bad \xff`, phrase.Printable("bad \xff"))
	// bidi controls reorder what follows them on a terminal that honours
	// them (a name or an address made to read as something else)
	assert.Equal(t, `a\u202eb\u2067c\u200fd`, phrase.Printable("a\u202eb\u2067c\u200fd"))
}

func TestIntFlagIsBase10(t *testing.T) {
	var n int
	var s int64
	f, g := phrase.NewIntFlag(&n, 3), phrase.NewIntFlag(&s, 0)
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
