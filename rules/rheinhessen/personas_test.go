package rheinhessen

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
)

func TestPersonasEmbedded(t *testing.T) {
	ps := LoadPersonas()
	assert.Equal(t, []string{"aggressor", "balanced", "conservative", "opportunist", "legalist", "expert", "quick"}, ps.IDs())
	assert.Equal(t, []string{"aggressor", "balanced", "conservative", "opportunist"}, ps.Rulebook())
	p, ok := ps.Persona("Balanced")
	require.True(t, ok)
	assert.Equal(t, "balanced", p.ID)
	// The Balanced Executive switches to legal production at track 3.
	assert.Greater(t, p.Limit(2), 0)
	assert.Equal(t, 0, p.Limit(3))
	assert.Equal(t, 0, p.Limit(9))
	_, err := ps.Lookup("nobody")
	require.EqualError(t, err, `no AI persona "nobody" (the personas are aggressor, balanced, conservative, opportunist, legalist, expert, quick)`)
}

func TestPersonasErrorsNameTheLine(t *testing.T) {
	good := string(personasYAML)
	for _, tc := range []struct{ from, to, want string }{
		{"illegal_max: [90, 90, 80, 70, 70]", "illegal_max: [90, 90]", "@personas[0].illegal_max: need one limit per track value 0 to 4, got 2"},
		{"trigger_external: always", "trigger_external: sometimes", `@personas[0].trigger_external: "sometimes" is not never, always or when_rivals_dirtier`},
		{"audit_target: leader", "audit_target: loudest", `@personas[0].audit_target: "loudest" is not most_illegal, leader, next or biggest_fine`},
		{"    audit_from: 12", "    no_audit_from: 5\n    audit_from: 12", "@personas[3].no_audit_from: 5 is not a track value 0 to 4 (0: it audits at any track)"},
		{"    audit_from: 12", "    no_audit_from: -1\n    audit_from: 12", "@personas[3].no_audit_from: -1 is not a track value 0 to 4"},
		{"points_max: 21", "points_max: -2", "@personas[2].points_max: -2 is not 0 to 1000"},
		{"seat: Balanced", "seat: Aggressor", `personas[1]: "aggressor" is used by another persona`},
		{"    pass_below: 0\n  - id: balanced", "    pass_below: 0\n    pass_above: 3\n  - id: balanced", "field pass_above not found"},
	} {
		bad := strings.Replace(good, tc.from, tc.to, 1)
		require.NotEqual(t, good, bad, tc.from)
		_, err := ParsePersonas(PersonasFile, []byte(bad))
		require.Error(t, err, tc.from)
		want := tc.want
		if rest, ok := strings.CutPrefix(want, "@"); ok { // the error names the changed line
			line := 1 + strings.Count(bad[:strings.Index(bad, tc.to)], "\n")
			want = fmt.Sprintf("personas.yaml:%d: %s", line, rest)
		}
		assert.Contains(t, err.Error(), want)
	}
}

func FuzzParsePersonas(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, s := range fuzzcheck.Seeds(personasYAML) { // small seeds: a whole data file is minimised, not fuzzed
		f.Add(s)
	}
	f.Add([]byte("personas: []"))
	f.Add([]byte("personas:\n  - id: x\n    illegal_max: [1,2,3,4,5]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			ps, err := ParsePersonas("fuzz.yaml", data)
			if err != nil {
				return
			}
			for _, p := range ps.Personas {
				require.Len(t, p.IllegalMax, Load().Track.ExternalAuditAt)
				require.GreaterOrEqual(t, p.AuditFrom, 1)
			}
		})
	})
}

func TestPersonaTextsNameTheirNumbers(t *testing.T) {
	p, _ := LoadPersonas().Persona("opportunist")
	assert.Contains(t, p.About.EN, "whenever a rival's floor holds 12 illegal raw or more it audits the dirtiest one, at any track")
	assert.Contains(t, p.About.EN, "from track 2 legal hands only")
	assert.Contains(t, p.About.EN, "up to raw 70 at once")
	assert.Contains(t, p.About.EN, "hold 30 more illegal raw")
	p, _ = LoadPersonas().Persona("aggressor")
	assert.Contains(t, p.About.EN, "of the rivals whose floors hold 25 illegal raw or more, it audits the one with the highest score")
	assert.Contains(t, p.About.EN, "unless a legal hand scores more than 4 points more")
	p, _ = LoadPersonas().Persona("conservative")
	assert.Contains(t, p.About.EN, "never one of more than 21 points")
	bad := strings.Replace(string(personasYAML), "floors hold {audit_from}", "floors hold {audit_form}", 1)
	_, err := ParsePersonas(PersonasFile, []byte(bad))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "audit_form")
}
