package rheinhessen

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

const gamblerYAML = `personas:
  - id: gambler
    name: The Gambler
    seat: Gambler
    about: "Dumps up to raw {limit0} whenever it can."
    illegal_max: [60, 60, 60, 60, 60]
    keep_pairs: false
    legal_bias: 0
    trigger_external: always
    audit_from: 20
    audit_target: leader
    pass_below: 0
`

// A personas file (--personas) has the schema of the built-in one: a
// mistyped key is named with its line and the key it was likely meant to
// be, a bad value with its line.
func TestPersonasFileErrorsNameTheLineAndTheKey(t *testing.T) {
	dir := t.TempDir()
	write := func(text string) string {
		f := filepath.Join(dir, "mine.yaml")
		require.NoError(t, os.WriteFile(f, []byte(text), 0o644))
		return f
	}
	ps, err := LoadPersonasFile(write(gamblerYAML))
	require.NoError(t, err)
	assert.Equal(t, "Dumps up to raw 60 whenever it can.", ps.Personas[0].About.EN)

	f := write(strings.Replace(gamblerYAML, "audit_target:", "audit_targte:", 1))
	_, err = LoadPersonasFile(f)
	require.Error(t, err)
	assert.Contains(t, err.Error(), f+`:11: unknown key "audit_targte" (did you mean "audit_target"?)`)

	_, err = LoadPersonasFile(write(strings.Replace(gamblerYAML, "personas:", "persona:", 1)))
	assert.Contains(t, err.Error(), `:1: unknown key "persona" (did you mean "personas"?)`)

	_, err = LoadPersonasFile(write(strings.Replace(gamblerYAML, "[60, 60, 60, 60, 60]", "[60, 60]", 1)))
	assert.Contains(t, err.Error(), f+":6: personas[0].illegal_max: need one limit per track value 0 to 4, got 2")

	// a mistyped value of a closed list gets "did you mean" too; a value of
	// the wrong type is FILE:LINE like every other error, in the table's words
	_, err = LoadPersonasFile(write(strings.Replace(gamblerYAML, "trigger_external: always", "trigger_external: alway", 1)))
	assert.Contains(t, err.Error(), f+`:9: personas[0].trigger_external: "alway" is not never, always or when_rivals_dirtier (did you mean "always"?)`)
	_, err = LoadPersonasFile(write(strings.Replace(gamblerYAML, "audit_target: leader", "audit_target: most_ilegal", 1)))
	assert.Contains(t, err.Error(), `(did you mean "most_illegal"?)`)
	_, err = LoadPersonasFile(write(strings.Replace(gamblerYAML, "legal_bias: 0", "legal_bias: lots", 1)))
	assert.Equal(t, f+":8: `lots` is not a whole number", err.Error())
	_, err = LoadPersonasFile(write(strings.Replace(gamblerYAML, "keep_pairs: false", "keep_pairs: maybe", 1)))
	assert.Equal(t, f+":7: `maybe` is not true or false", err.Error())
	_, err = LoadPersonasFile(write(strings.Replace(gamblerYAML, "[60, 60, 60, 60, 60]", "60", 1)))
	assert.Equal(t, f+":6: `60` is not a list [...]", err.Error())

	_, err = LoadPersonasFile(filepath.Join(dir, "none.yaml"))
	assert.Contains(t, err.Error(), "cannot read the personas file")
	_, err = LoadPersonasFile(dir)
	assert.Contains(t, err.Error(), "not a regular file")
}

// A virtual game with personas from a file keeps them in its setup: the
// game plays them, and a tampered setup is refused as the file would be.
func TestVirtualGameWithPersonasFromAFile(t *testing.T) {
	ps, err := ParsePersonasData("mine.yaml", []byte(gamblerYAML))
	require.NoError(t, err)
	st, err := ParseVirtual(ps, []string{"Anna"}, []string{"gambler"}, nil)
	require.NoError(t, err)
	require.Len(t, st.Personas, 1)
	_, err = ParseVirtual(ps, []string{"Anna"}, []string{"aggressor"}, nil)
	assert.ErrorContains(t, err, `no AI persona "aggressor" (the personas are gambler)`)

	setup, err := json.Marshal(st)
	require.NoError(t, err)
	s, err := Rules{}.New(setup, 5)
	require.NoError(t, err)
	assert.Equal(t, "The Gambler", s.PersonaOf(1).Name.EN)
	assert.Nil(t, s.PersonaOf(0))
	// Anna passes; the Gambler plays by its file's numbers.
	s, err = (&Pass{Player: "Anna"}).Apply(s, referee.NewChance(5, 0))
	require.NoError(t, err)
	a, ok := NextAI(s, s.Policies())
	require.True(t, ok)
	require.NoError(t, a.Legal(s))

	st.Personas[0].IllegalMax = []int{1}
	setup, _ = json.Marshal(st)
	_, err = Rules{}.New(setup, 5)
	assert.ErrorContains(t, err, "illegal_max: need one limit per track value")
}

// `simulate` prints for an 80-column terminal (it printed 150 columns
// before): every line fits, a long persona name is cut with "…", and
// --json keeps every number.
func TestSimulateReportFits80Columns(t *testing.T) {
	long := strings.Replace(gamblerYAML, "name: The Gambler", "name: The Extraordinarily Long-Named Gambling House", 1)
	long = strings.Replace(long, "seat: Gambler", "seat: GamblingHouseOfTwentyFou", 1) // 24, the most
	ps, err := ParsePersonasData("long.yaml", []byte(long))
	require.NoError(t, err)
	for _, tc := range []struct {
		seats []string
		ps    any
	}{{rulebook(), nil}, {[]string{"gambler", "gambler", "gambler", "gambler"}, ps}} {
		o := SimOptions{Games: 20, Seats: tc.seats, Seed: 1, Rotate: true}
		if tc.ps != nil {
			o.Personas = ps
		}
		rep, err := RunSimulation(o)
		require.NoError(t, err)
		var b strings.Builder
		require.NoError(t, rep.Write(&b))
		for _, line := range strings.Split(b.String(), "\n") {
			assert.LessOrEqual(t, len([]rune(line)), 80, "%q", line)
		}
		assert.Contains(t, b.String(), "How games ended:")
		data, err := json.Marshal(rep)
		require.NoError(t, err)
		for _, key := range []string{`"by_track"`, `"by_rival_floor"`, `"points_per_turn"`, `"audits_made"`, `"fines"`, `"win_rate_low"`} {
			assert.Contains(t, string(data), key)
		}
	}
	var b strings.Builder
	rep, _ := RunSimulation(SimOptions{Games: 5, Seats: []string{"gambler", "gambler"}, Seed: 1, Personas: ps})
	require.NoError(t, rep.Write(&b))
	assert.Contains(t, b.String(), "1 The Extraordinarily Lon…")
}
