package main

import (
	"strings"

	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRheinhessenCheck(t *testing.T) {
	r := runCLI(t, "rheinhessen", "check", "8S", "8H", "5C", "5D")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "8♠ 8♥ 5♣ 5♦: two pair, legal: raw 26 x 0.70 + 8 = 26.2 → 26 points\n", r.stdout)

	r = runCLI(t, "rheinhessen", "check", "10h", "jh", "qh", "kh", "ah", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	var v map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &v))
	assert.Equal(t, []any{"10♥", "J♥", "Q♥", "K♥", "A♥"}, v["cards"])
	assert.EqualValues(t, 51, v["raw"])
	assert.Equal(t, true, v["legal"])
	assert.Equal(t, "straight-flush", v["hand"])
	assert.EqualValues(t, 44, v["points"])
	assert.Equal(t, false, v["violation"])

	r = runCLI(t, "rheinhessen", "check", "QS", "KH", "AC", "2D", "3S", "--track", "3", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	v = nil
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &v))
	assert.Nil(t, v["hand"])
	assert.EqualValues(t, 17, v["points"], "round(36 x 0.60) - 5")
	assert.Equal(t, true, v["violation"])
	track := v["track"].(map[string]any)
	assert.EqualValues(t, 2, track["ticks"])
	assert.Equal(t, true, track["external_audit"])
	assert.EqualValues(t, 0, track["after"])
}

func TestRheinhessenSalvage(t *testing.T) {
	r := runCLI(t, "rheinhessen", "salvage", "8S", "8H", "5C", "5D", "KS", "2H", "3D", "4C", "5H", "6S", "AS", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	var v struct {
		Kept        [][]string `json:"kept"`
		Leftover    []string   `json:"leftover"`
		KeptRaw     int        `json:"kept_raw"`
		LeftoverRaw int        `json:"leftover_raw"`
		Fine        int        `json:"fine"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &v))
	assert.Equal(t, 51, v.KeptRaw)
	assert.Equal(t, 16, v.LeftoverRaw)
	assert.Equal(t, 22, v.Fine, "16 x 1.40 = 22.4 → 22")
	assert.ElementsMatch(t, []string{"6♠", "K♠"}, v.Leftover)
	assert.Len(t, v.Kept, 3)
	r = runCLI(t, "rheinhessen", "salvage", "8S", "8H", "5C", "5D", "KS", "2H", "3D", "4C", "5H", "6S", "AS")
	require.Equal(t, 0, r.code)
	assert.Contains(t, r.stdout, "keeps straight")
	assert.Contains(t, r.stdout, "raw 16 x 1.40 = 22.4 → 22 points fine")
}

func TestRheinhessenBadInput(t *testing.T) {
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"rheinhessen", "check", "8S", "8X"}, 2, `"8X" is not a card`},
		{[]string{"rheinhessen", "check"}, 2, "no cards given"},
		{[]string{"rheinhessen", "check", "8S", "8S", "8S", "8S", "8S"}, 2, "8♠ appears 5 times, but a shoe of 4 decks holds only 4"},
		{[]string{"rheinhessen", "check", "8S", "9H", "--legal"}, 1, "refused:"},
		{[]string{"rheinhessen", "check", "8S", "8H", "--legal", "--illegal"}, 2, "exclude each other"},
		{[]string{"rheinhessen", "check", "8S", "8H", "--track", "7"}, 2, "--track must be 0 to 4"},
		{[]string{"rheinhessen", "salvage", "1S"}, 2, `"1S" is not a card`},
		{[]string{"rheinhessen", "print", "dice"}, 2, `unknown rheinhessen component "dice" (choose from board, mats, reference, table)`},
		{[]string{"rheinhessen", "print", "mats", "--only", "Corporation E"}, 2, `--only "Corporation E" names no item in mats`},
	}
	for _, c := range cases {
		r := runCLI(t, c.args...)
		assert.Equal(t, c.code, r.code, "%v: %s", c.args, r.stderr)
		assert.Contains(t, r.stderr, c.want, "%v", c.args)
	}
	r := runCLI(t, "rheinhessen", "check", "8S", "8H", "--illegal")
	require.Equal(t, 0, r.code, "a legal hand may be declared illegal")
	assert.Contains(t, r.stdout, "illegal")
}

// A flag that may stand alone: `--ai` alone means random personas; `--ai
// expert` still takes its value.
func TestBareFlag(t *testing.T) {
	t.Setenv("BOARDROOM_HOME", t.TempDir())
	r := runCLI(t, "rheinhessen", "new", "--players", "Anna", "--ai", "--seed", "3", "--name", "alone")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, 3, strings.Count(r.stdout, "(AI: "), r.stdout)
	r = runCLI(t, "rheinhessen", "new", "--players", "Anna", "--ai", "expert", "--name", "duel")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Anna and Expert (AI: The Expert)")
	r = runCLI(t, "rheinhessen", "new", "--players", "Anna", "--name", "last", "--ai")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "(AI: ")
}
