package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// A verb whose player is whoever is to act may leave the player out: the
// referee takes that player's turn and says whose it took, and a verb that
// needs more still gets a usage error of its own, never cobra's count.
func TestTheActorMayBeLeftOut(t *testing.T) {
	t.Setenv(referee.HomeEnv, t.TempDir())
	require.Equal(t, 0, runCLI(t, "rheinhessen", "new", "--players", "Anna,Ben").code)
	r := runCLI(t, "rheinhessen", "pass")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "No player named: Anna is to act.\nAnna passes.\n", r.stdout[:len("No player named: Anna is to act.\nAnna passes.\n")])
	r = runCLI(t, "rheinhessen", "pass", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	assert.NotContains(t, r.stdout, "No player named")
	r = runCLI(t, "rheinhessen", "produce")
	assert.Equal(t, 2, r.code)
	assert.NotContains(t, r.stderr, "arg(s)")
	assert.Contains(t, r.stderr, "no cards given")
	assert.Empty(t, r.stdout)
	r = runCLI(t, "rheinhessen", "pass", "--help")
	assert.Contains(t, r.stdout, "pass [player]")

	require.Equal(t, 0, runCLI(t, "politicard", "new", "--players", "Ann,Bob", "--deck-a", "tempo", "--deck-b", "control").code)
	r = runCLI(t, "politicard", "end")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Regexp(t, `^No player named: (Ann|Bob) is to act.\n(Ann|Bob) ends the turn.`, r.stdout)
	assert.Equal(t, r.stdout[17:20], r.stdout[len("No player named: Ann is to act.\n"):][:3], "the turn taken is the one named")
}

// why after each step the issue found silent: rigs next from the Setup and
// from the Market, corpwar next in the Execution Phase list their checks; a
// roll-off and the Karma cards that lie in front of a player are explained.
func TestWhyListsTheChecksOfEveryNext(t *testing.T) {
	type step struct {
		game string
		call []string
	}
	cases := []struct {
		name  string
		steps []step
		want  []string
	}{
		{"rigs next from the Setup", nil, []string{"(next, accepted)", "checked: the setup is done: each player gets 6 starting plots [setup]"}},
		{"rigs rolloff", []step{{"rigs", []string{"next"}}, {"rigs", []string{"rolloff", "5", "2"}}},
			[]string{"(rolloff, accepted)", "roll-off: Ann 5, Bob 2; the highest, 5, leads: Ann [expedition-leader]"}},
		{"rigs Karma card put out in front", []step{{"rigs", []string{"next"}}, {"rigs", []string{"rolloff", "5", "2"}},
			{"rigs", []string{"adjust", "Ann", "karma", "3", "--reason", "t"}}, {"rigs", []string{"karma", "Recycling", "Ann"}}},
			[]string{`Ann plays "Recycling" (a wealth card) in the Player Phase: Karma cards in hand 3 - 1 = 2 [karma]`}},
		{"rigs Karma card used from in front", []step{{"rigs", []string{"next"}}, {"rigs", []string{"rolloff", "5", "2"}},
			{"rigs", []string{"adjust", "Ann", "karma", "3", "--reason", "t"}}, {"rigs", []string{"karma", "Recycling", "Ann"}}, {"rigs", []string{"karma", "Recycling", "Ann"}}},
			[]string{`"Recycling" lies in front of Ann: Ann uses it [karma]`, "its 0 RIGS go to the bank"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			home := t.TempDir()
			do := func(game string, args ...string) result {
				return runCLI(t, append(append([]string{game}, args...), "--home", home)...)
			}
			require.Equal(t, 0, do("rigs", "new", "--players", "Ann,Bob", "--physical").code)
			for _, n := range []string{"Ann", "Bob"} {
				for _, typ := range []string{"valley", "plains", "forest", "desert", "ridge", "plains"} {
					require.Equal(t, 0, do("rigs", "grant", n, typ).code)
				}
			}
			steps := c.steps
			if steps == nil {
				steps = []step{{"rigs", []string{"next"}}}
			}
			for _, s := range steps {
				r := do(s.game, s.call...)
				require.Equal(t, 0, r.code, "%v: %s", s.call, r.stderr)
			}
			r := do("rigs", "why")
			require.Equal(t, 0, r.code, r.stderr)
			for _, w := range c.want {
				assert.Contains(t, flat(r.stdout), w)
			}
		})
	}

	t.Run("rigs next from the Market", func(t *testing.T) {
		home := t.TempDir()
		for _, call := range [][]string{{"new", "--players", "Ann,Bob", "--seed", "12"}, {"next"}, {"disaster", "Ann"}, {"disaster", "Bob"}, {"next"}, {"next"}, {"market"}, {"next"}} {
			r := runCLI(t, append(append([]string{"rigs"}, call...), "--home", home)...)
			require.Equal(t, 0, r.code, "%v: %s", call, r.stderr)
		}
		r := runCLI(t, "rigs", "why", "--home", home)
		assert.Contains(t, flat(r.stdout), "checked: this round's Market card is drawn (1 of 15) [market-cards]")
	})

	t.Run("corpwar next in the Execution Phase", func(t *testing.T) {
		home := t.TempDir()
		for _, call := range [][]string{{"new", "--players", "Ann,Bob", "--seed", "2"}, {"place", "Ann", "production", "2"}, {"place", "Ann", "sales", "1"},
			{"place", "Bob", "hr", "3"}, {"next"}, {"next"}, {"roll", "Ann"}, {"roll", "Bob"}, {"next"}} {
			r := runCLI(t, append(append([]string{"corpwar"}, call...), "--home", home)...)
			require.Equal(t, 0, r.code, "%v: %s", call, r.stderr)
		}
		r := runCLI(t, "corpwar", "why", "--home", home)
		require.Equal(t, 0, r.code, r.stderr)
		assert.Contains(t, flat(r.stdout), "(next, accepted)")
		assert.Regexp(t, `checked: this turn's market demand is in: (die|dice) [0-9+]+, [0-9]+ \[CW13\]`, flat(r.stdout))
		assert.Contains(t, flat(r.stdout), "checked: each corporation's dice are rolled before upkeep: Ann, Bob rolled [CW4]")
	})
}

// One rule for names in every game: an unknown player, card, plot type,
// resource, department or ware is refused with exit 1 and a "did you
// mean", and a line with two mistakes names both.
func TestUnknownNamesAreRefusedAlikeInEveryGame(t *testing.T) {
	home := t.TempDir()
	do := func(args ...string) result { return runCLI(t, append(args, "--home", home)...) }
	for _, setup := range [][]string{
		{"rigs", "new", "--players", "Ann,Bob,Cy"},
		{"corpwar", "new", "--players", "Ann,Bob"},
		{"politicard", "new", "--players", "Ann,Bob", "--deck-a", "tempo", "--deck-b", "control", "--first", "Ann"},
		{"aufbau", "new", "--players", "Anna,Ben"},
		{"rheinhessen", "new", "--players", "Anna,Ben"},
	} {
		require.Equal(t, 0, do(setup...).code, setup)
	}
	require.Equal(t, 0, do("aufbau", "next").code)
	cases := []struct {
		args []string
		want []string
	}{
		{[]string{"rigs", "grant", "Cy", "valey"}, []string{`unknown plot type "valey" (did you mean "valley"?)`}},
		{[]string{"rigs", "grant", "Cyy", "valey"}, []string{`no player named "Cyy" (did you mean "Cy"?)`, `did you mean "valley"?`}},
		{[]string{"rigs", "loan", "Ann", "metl", "2"}, []string{`unknown resource "metl" (did you mean "metal"?)`}},
		{[]string{"rigs", "survey", "Annn", "1", "2"}, []string{`no player named "Annn" (did you mean "Ann"?)`}},
		{[]string{"corpwar", "place", "Ann", "prodution", "2"}, []string{`unknown department "prodution" (did you mean "production"?)`}},
		{[]string{"corpwar", "place", "An", "production", "2"}, []string{`no player named "An" (did you mean "Ann"?)`}},
		{[]string{"politicard", "place", "Ann", "Spin Docter"}, []string{`no card "Spin Docter" in the pool (did you mean "Spin Doctor"?)`}},
		{[]string{"politicard", "place", "Anm", "G4"}, []string{`no player named "Anm" (did you mean "Ann"?)`}},
		{[]string{"aufbau", "verkauf", "Anan", "Getriede:12"}, []string{`kein Spieler "Anan" (meinten Sie Anna?)`, `"Getriede": keine Ware dieses Namens (meinten Sie Getreide`}},
		{[]string{"rheinhessen", "produce", "Anan", "8S", "8H"}, []string{`no corporation named "Anan" (did you mean "Anna"?)`}},
	}
	for _, c := range cases {
		r := do(c.args...)
		assert.Equal(t, 1, r.code, "%v: %s", c.args, r.stderr)
		assert.NotContains(t, r.stderr, "Usage:", c.args)
		for _, w := range c.want {
			assert.Contains(t, r.stderr, w, c.args)
		}
	}
	r := do("rigs", "grant", "Cy", "valey", "--json")
	assert.Contains(t, r.stdout, `"error": "refused"`)
}
