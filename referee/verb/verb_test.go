package verb

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee"
)

type tally struct {
	names []string
	coins []int
}

var tallyAdjuster = &referee.Adjuster[*tally]{
	Messages: &msg.Catalog{Name: "tally", Gen: func() map[string]msg.Text {
		return map[string]msg.Text{
			"counter.coins.name":  {EN: "coins", DE: "Münzen"},
			"counter.coins.help":  {EN: "coins in front of the player", DE: "Münzen vor dem Spieler"},
			"counter.coins.count": {EN: "{1|{1} coin|{1} coins}", DE: "{1|{1} Münze|{1} Münzen}"},
		}
	}},
	Counters: []referee.Counter[*tally]{
		{Name: "coins", Words: "counter.coins.",
			Get: func(s *tally, i int) int { return s.coins[i] },
			Set: func(s *tally, i, v int) { s.coins[i] = v }},
	},
	Seat:  func(s *tally, name string) (int, error) { return referee.Seat(s.names, name, "player") },
	Name:  func(s *tally, i int) string { return s.names[i] },
	Clone: func(s *tally) *tally { c := *s; c.coins = append([]int(nil), s.coins...); return &c },
	Say:   func(*tally, string, ...any) {},
}

// The fields of every verb and of `new` read numbers with ParseInt and
// refuse control characters and overlong text, saying which character.
func TestFieldsCheckText(t *testing.T) {
	fields := []Field{{Name: "change", Kind: IntField}, {Name: "reason", Flag: true},
		{Name: "players", Flag: true, Kind: ListField}}
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
		_, err := Decode(fields, c.args, c.flags)
		require.Error(t, err, "%q %q", c.args, c.flags)
		assert.Contains(t, err.Error(), c.want)
		var ue *phrase.UsageError
		assert.ErrorAs(t, err, &ue)
		assert.Less(t, len(err.Error()), 300, "the echo is bounded")
	}
	v, err := Decode(fields, []string{"-3"}, map[string]string{"reason": "Ünïcode is fine — “quotes” too", "players": "Ann,Bob"})
	require.NoError(t, err)
	assert.Equal(t, -3, v.Int("change"))
}

func TestAdjustVerbDecodesTheCallAndIsStoredAsTheGamesOwnAction(t *testing.T) {
	v := Adjust(tallyAdjuster, `adjust Ann coins +2 --reason "x"`)
	assert.Equal(t, "adjust <player> <coins> <+N|-N>", v.Use())
	assert.Contains(t, v.Long, "coins      coins in front of the player")
	vals, err := Decode(v.Fields, []string{"Ann", "COINS", "-2"}, map[string]string{"reason": "spent"})
	require.NoError(t, err)
	a, err := v.Build(vals, nil)
	require.NoError(t, err)
	raw, err := referee.EncodeAction(a)
	require.NoError(t, err)
	assert.JSONEq(t, `{"type":"adjust","player":"Ann","what":"coins","delta":-2,"reason":"spent"}`, string(raw))
	back, err := referee.DecodeTagged(raw, map[string]func() referee.Action[*tally]{"adjust": tallyAdjuster.Kind})
	require.NoError(t, err)
	assert.Equal(t, a, back)

	vals, err = Decode(v.Fields, []string{"Ann", "coins", "+2"}, nil)
	require.NoError(t, err)
	_, err = v.Build(vals, nil)
	var u *phrase.UsageError
	require.ErrorAs(t, err, &u)
	assert.Equal(t, "--reason is required", u.Msg)

	// a German table types the German name; the saved game holds the name in code
	vals, err = Decode(v.Fields, []string{"Ann", "münzen", "+2"}, map[string]string{"reason": "x"})
	require.NoError(t, err)
	a, err = v.Build(vals, nil)
	require.NoError(t, err)
	raw, err = referee.EncodeAction(a)
	require.NoError(t, err)
	assert.JSONEq(t, `{"type":"adjust","player":"Ann","what":"coins","delta":2,"reason":"x"}`, string(raw))
	use, long := v.In(msg.DE)
	assert.Equal(t, "adjust <player> <Münzen> <+N|-N>", use)
	assert.Contains(t, long, "Die Zähler:\n\n  Münzen     Münzen vor dem Spieler")
}
