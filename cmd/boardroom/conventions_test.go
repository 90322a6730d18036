package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// Issue 19, point 9: --version is a release's module version, or the
// revision and date of the commit a clone was built from; never "devel".
func TestVersionIsTheReleaseOrTheRevisionAndDate(t *testing.T) {
	vcs := func(rev, when, modified string) []debug.BuildSetting {
		return []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: rev},
			{Key: "vcs.time", Value: when}, {Key: "vcs.modified", Value: modified}}
	}
	rev := "bb2cf33d603000236e2cc0bfc7296dc2c3554a09"
	for _, c := range []struct {
		name string
		bi   *debug.BuildInfo
		want string
		date time.Time
	}{
		{"a release", &debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}}, "v1.2.0", time.Time{}},
		{"a clone, Go 1.24+ (pseudo-version)", &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261126081733-bb2cf33d6030+dirty"},
			Settings: vcs(rev, "2026-11-26T08:17:33Z", "true")},
			"revision bb2cf33d6030 of 2026-11-26 08:17 UTC, with uncommitted changes", time.Date(2026, 11, 26, 8, 17, 33, 0, time.UTC)},
		{"a clean clone", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs(rev, "2026-11-26T08:17:33Z", "false")},
			"revision bb2cf33d6030 of 2026-11-26 08:17 UTC", time.Date(2026, 11, 26, 8, 17, 33, 0, time.UTC)},
		{"no version control", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}},
			"(built without version control information: 'go build' records it in a git clone, not with -buildvcs=false nor in a git worktree)", time.Time{}},
		{"no build information", nil, "(no build information)", time.Time{}},
	} {
		v, date := buildVersion(c.bi)
		assert.Equal(t, c.want, v, c.name)
		assert.True(t, c.date.Equal(date), c.name)
		assert.NotContains(t, v, "devel", c.name)
	}
	r := runCLI(t, "--version")
	require.Equal(t, 0, r.code)
	assert.NotContains(t, r.stdout, "devel")
}

// Issue 19, points 9 and 10: a manual page's SYNOPSIS keeps the positional
// arguments, and its header the version.
func TestManPagesKeepTheArgumentsAndTheVersion(t *testing.T) {
	dir := t.TempDir()
	r := runCLI(t, "man", dir)
	require.Equal(t, 0, r.code, r.stderr)
	page, err := os.ReadFile(filepath.Join(dir, "boardroom-politicard-place.1"))
	require.NoError(t, err)
	assert.Contains(t, string(page), ".SH SYNOPSIS\n.B boardroom politicard place [player] <card> [flags]\n")
	assert.NotContains(t, string(page), "devel")
	page, err = os.ReadFile(filepath.Join(dir, "boardroom-completion-bash.1"))
	require.NoError(t, err)
	assert.Contains(t, string(page), "source <(boardroom completion bash)", "code keeps its brackets unescaped")
}

// Issue 19, point 3: a game's help names its guide page, and the page is there.
func TestGameHelpNamesItsGuide(t *testing.T) {
	for _, id := range []string{"rigs", "rheinhessen", "corpwar", "politicard", "aufbau"} {
		r := runCLI(t, id, "--help")
		require.Equal(t, 0, r.code, r.stderr)
		assert.Contains(t, r.stdout, "docs/"+id+".md", id)
		assert.FileExists(t, "../../docs/"+id+".md")
	}
}

// Issue 19, point 11: --json on a refused, failed or misused command writes
// a JSON error on stdout besides the line on stderr, with the same exit
// status; a command that wrote its own JSON record writes no second one.
func TestJSONErrors(t *testing.T) {
	t.Setenv(referee.HomeEnv, t.TempDir())
	require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Ann,Bob,Cy", "--seed", "1").code)
	var e jsonError
	r := runCLI(t, "rigs", "survey", "Ann", "99", "--json")
	require.Equal(t, 1, r.code)
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &e), r.stdout)
	assert.Equal(t, jsonError{Code: 1, Error: "refused", Message: e.Message, Rule: "a player surveys a plot they own"}, e)
	assert.Contains(t, e.Message, "Ann owns no plot #99")
	assert.Contains(t, r.stderr, "Ann owns no plot #99")

	r = runCLI(t, "rigs", "survey", "Ann", "--json")
	require.Equal(t, 2, r.code)
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &e), r.stdout)
	assert.Equal(t, 2, e.Code)
	assert.Equal(t, "usage", e.Error)
	assert.Contains(t, r.stderr, "Usage:")

	r = runCLI(t, "rigs", "show", "--game", "nope", "--json")
	require.Equal(t, 1, r.code)
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &e), r.stdout)
	assert.Equal(t, "failed", e.Error)
	assert.Contains(t, e.Message, `no saved rigs game named "nope"`)

	r = runCLI(t, "rigs", "survey", "Ann", "99")
	assert.Empty(t, r.stdout, "without --json, nothing on stdout")

	bad := filepath.Join(t.TempDir(), "bad.yaml")
	require.NoError(t, os.WriteFile(bad, []byte("- G4\n"), 0o644))
	r = runCLI(t, "politicard", "deck", "check", bad, "--json")
	require.Equal(t, 1, r.code)
	var record map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &record), "one JSON document: the deck's record")
	assert.Equal(t, false, record["legal"])
}

// Issue 19, point 12: a mistyped --game gets a "did you mean".
func TestGameNameDidYouMean(t *testing.T) {
	t.Setenv(referee.HomeEnv, t.TempDir())
	require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Ann,Bob,Cy", "--name", "orchid-2").code)
	r := runCLI(t, "rigs", "show", "--game", "orchid2")
	require.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, `no saved rigs game named "orchid2"`)
	assert.Contains(t, r.stderr, `(did you mean "orchid-2"?)`)
}

// Issue 19, point 12: serve --game says at the start which game it shows.
func TestServeTellsWhichGameItShows(t *testing.T) {
	home := t.TempDir()
	t.Setenv(referee.HomeEnv, home)
	for _, c := range [][]string{
		{"rigs", "new", "--players", "Ann,Bob,Cy", "--name", "friday"},
		{"corpwar", "new", "--players", "Ann,Bob", "--name", "friday"},
		{"rigs", "new", "--players", "Ann,Bob,Cy", "--name", "orchid-2"},
	} {
		require.Equal(t, 0, runCLI(t, c...).code)
	}
	var out, errb strings.Builder
	tellOnly(&out, &errb, home, "orchid2")
	assert.Contains(t, errb.String(), `no saved game named "orchid2"`)
	assert.Contains(t, errb.String(), `(did you mean "orchid-2"?)`)

	out.Reset()
	tellOnly(&out, &errb, home, "friday")
	assert.Equal(t, "2 saved games are named friday (corpwar, rigs): the index lists them all; --game corpwar/friday shows only one.\n", out.String())

	out.Reset()
	tellOnly(&out, &errb, home, "rigs/friday")
	assert.Equal(t, "Showing only the rigs game friday.\n", out.String())

	r := runCLI(t, "serve", "--game", "rigz/friday")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `(did you mean "rigs"?)`)
}

// Issue 19, point 13: a missing input file is a failed job (exit 1) that
// names the path, not a usage error.
func TestMissingInputFileIsExitOneWithThePath(t *testing.T) {
	t.Setenv(referee.HomeEnv, t.TempDir())
	missing := filepath.Join(t.TempDir(), "deck.yaml")
	for _, args := range [][]string{
		{"politicard", "deck", "check", missing},
		{"politicard", "print", "--deck", missing, "-o", filepath.Join(t.TempDir(), "x.pdf")},
		{"politicard", "new", "--players", "Ann,Bob", "--names", missing},
		{"politicard", "deck", "list", "--names", missing},
	} {
		r := runCLI(t, args...)
		assert.Equal(t, 1, r.code, "%v\n%s", args, r.stderr)
		assert.Contains(t, r.stderr, missing+": no such file", args)
		assert.NotContains(t, r.stderr, "Usage:", args)
	}
	folder := filepath.Join(t.TempDir(), "mydeck")
	for _, verb := range []string{"print", "check"} {
		r := runCLI(t, "cards", verb, folder)
		assert.Equal(t, 1, r.code, "cards %s of a missing folder\n%s", verb, r.stderr)
		assert.Contains(t, r.stderr, "cannot read the deck folder "+folder+": no such folder", verb)
		assert.NotContains(t, r.stderr, "Usage:", verb)
	}
}

// Issue 19, points 11 and 12: a mistyped verb followed by a flag ("rigs
// bild Ann 1 --json") is named as the mistyped verb with its "did you mean",
// not as an unknown flag of the game command; and with --json the usage
// error is a JSON object on stdout too, even when the command that failed
// has no --json of its own.
func TestMistypedVerbWithFlags(t *testing.T) {
	t.Setenv(referee.HomeEnv, t.TempDir())
	require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "friday").code)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"rigs", "bild", "Ann", "1", "--json"}, `unknown command "bild" for rigs (did you mean "build"?)`},
		{[]string{"rigs", "bild", "Ann", "1", "--game", "friday"}, `unknown command "bild" for rigs (did you mean "build"?)`},
		{[]string{"rgs", "show", "--json"}, `unknown game or command "rgs" (did you mean "rigs"?)`},
		{[]string{"cards", "prnt", "x", "--list"}, `unknown command "prnt" for cards`},
	} {
		r := runCLI(t, c.args...)
		assert.Equal(t, 2, r.code, c.args)
		assert.Contains(t, r.stderr, c.want, c.args)
		assert.NotContains(t, r.stderr, "unknown flag", c.args)
		if slices.Contains(c.args, "--json") {
			var e jsonError
			require.NoError(t, json.Unmarshal([]byte(r.stdout), &e), "%v: %q", c.args, r.stdout)
			assert.Equal(t, jsonError{Code: 2, Error: "usage", Message: e.Message}, e, c.args)
			assert.Contains(t, e.Message, c.want, c.args)
		} else {
			assert.Empty(t, r.stdout, c.args)
		}
	}
	t.Chdir(t.TempDir())
	r := runCLI(t, "cards", "init", "x", "--json")
	assert.Equal(t, 2, r.code)
	var e jsonError
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &e), "a command without --json asked for it: %q", r.stdout)
	assert.Equal(t, "usage", e.Error)
	assert.Contains(t, e.Message, "unknown flag: --json")
}
