package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

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
	t.Parallel()
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
		assert.Regexp(t, `checked: this turn's market demand is in: (roll|dice) [0-9+]+, [0-9]+ \[CW13\]`, flat(r.stdout))
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
		{[]string{"aufbau", "verkauf", "Anan", "Getriede:12"}, []string{"kein Spieler „Anan“ (meintest du Anna?)", "„Getriede“: keine Ware dieses Namens (meintest du Getreide"}},
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
	r = do("rigs", "grant", "Cy", "valey")
	require.Equal(t, 1, r.code)
	r = do("rigs", "why")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, flat(r.stdout), `Refused: grant Cy valey`, "why explains it as every refusal")
	assert.Contains(t, flat(r.stdout), `did you mean "valley"?`)
}

// Saved games are tidied from the command line: a readable default name,
// rm (asking, or --yes) removing the game's own files and nothing else,
// rename and archive (by name, --finished, --older-than).
func TestSavedGamesAreTidied(t *testing.T) {
	home := t.TempDir()
	t.Setenv(referee.HomeEnv, home)
	today := time.Now().Format("2006-01-02")
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, `new rigs game "rigs-`+today+`" saved`)
	r = runCLI(t, "rigs", "new", "--players", "Ann,Bob")
	assert.Contains(t, r.stdout, `new rigs game "rigs-`+today+`-2" saved`)
	require.Equal(t, 1, runCLI(t, "rigs", "survey", "Ann", "99", "1", "--game", "rigs-"+today).code) // a refusal kept beside it
	dir := filepath.Join(home, "rigs")
	first := filepath.Join(dir, "rigs-"+today)
	require.NoError(t, os.WriteFile(first+".note", []byte("n"), 0o644))
	require.NoError(t, os.WriteFile(first+".shown", []byte("s"), 0o644))
	require.NoError(t, os.WriteFile(first+".txt", []byte("mine"), 0o644)) // not boardroom's
	require.NoError(t, os.WriteFile(first+"x.json", []byte("{}"), 0o644))
	require.FileExists(t, first+".refusal")

	// no answer (a script): nothing removed, --yes named
	tidyStdin = strings.NewReader("")
	t.Cleanup(func() { tidyStdin = os.Stdin })
	r = runCLI(t, "games", "rm", "rigs-"+today)
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "pass --yes")
	tidyStdin = strings.NewReader("n\n")
	r = runCLI(t, "games", "rm", "rigs-"+today)
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Kept rigs/rigs-"+today)
	require.FileExists(t, first+".json")
	tidyStdin = strings.NewReader("y\n")
	r = runCLI(t, "games", "rm", "rigs-"+today)
	require.Equal(t, 0, r.code, r.stderr)
	for _, ext := range []string{".json", ".json.bak", ".refusal", ".note", ".shown", ".lock"} {
		assert.NoFileExists(t, first+ext)
	}
	assert.FileExists(t, first+".txt", "never anything else")
	assert.FileExists(t, first+"x.json", "never anything else")
	r = runCLI(t, "games", "rm", "rigs-"+today+"-3", "--yes")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, `did you mean`)

	// one rigs game left: no banner; a second: the banner, unless --game names it
	r = runCLI(t, "rigs", "next")
	assert.NotContains(t, r.stdout, "Game ")
	require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "other").code)
	r = runCLI(t, "rigs", "undo", "--game", "other")
	require.Equal(t, 0, r.code, r.stderr)
	assert.NotContains(t, r.stdout, "Game other:")
	r = runCLI(t, "rigs", "undo")
	assert.True(t, strings.HasPrefix(r.stdout, "Game "), r.stdout)

	r = runCLI(t, "games", "rename", "rigs-"+today+"-2", "friday")
	require.Equal(t, 0, r.code, r.stderr)
	assert.FileExists(t, filepath.Join(dir, "friday.json"))
	assert.NoFileExists(t, filepath.Join(dir, "rigs-"+today+"-2.json"))
	r = runCLI(t, "rigs", "show", "--game", "friday")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, `rigs game "friday"`)
	require.Equal(t, 0, runCLI(t, "rigs", "next", "--game", "friday").code, "the renamed game saves under its new name")
	assert.FileExists(t, filepath.Join(dir, "friday.json.bak"))
	assert.Equal(t, 1, runCLI(t, "games", "rename", "friday", "other").code, "a name taken is refused")

	r = runCLI(t, "games", "archive", "--finished")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "No saved game to archive.")
	r = runCLI(t, "games", "archive", "--older-than", "30x")
	assert.Equal(t, 2, r.code)
	r = runCLI(t, "games", "archive", "friday")
	require.Equal(t, 0, r.code, r.stderr)
	assert.FileExists(t, filepath.Join(home, "archive", "rigs", "friday.json"))
	r = runCLI(t, "games", "--saved")
	assert.NotContains(t, r.stdout, "friday")
	r = runCLI(t, "games", "archive", "--older-than", "30d")
	assert.Contains(t, r.stdout, "No saved game to archive.", "other was changed just now")
	r = runCLI(t, "games", "archive", "--older-than", "1ns", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, `"name": "other"`)
	assert.FileExists(t, filepath.Join(home, "archive", "rigs", "other.json"))
}
