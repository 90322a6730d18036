package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
	"boardroom/games"
	"boardroom/phrase/msg"
)

type result struct {
	code           int
	stdout, stderr string
}

// flat is out with every run of white space one space: what a table that
// wraps its cells says, whatever the width.
func flat(out string) string { return strings.Join(strings.Fields(out), " ") }

func runCLI(t *testing.T, args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return result{code, out.String(), errb.String()}
}

func TestGamesListsEachGameWithPlayerCounts(t *testing.T) {
	r := runCLI(t, "games")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "rigs")
	assert.Contains(t, r.stdout, "R.I.G.S.")
	assert.Contains(t, r.stdout, "2-4 players")
	r = runCLI(t, "games", "--json")
	require.Equal(t, 0, r.code)
	var rows []map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &rows))
	assert.Equal(t, "rigs", rows[0]["id"])
	assert.EqualValues(t, 4, rows[0]["max_players"])
}

// A solo player finds the games they can play alone in the list, the
// top-level help, and in the refusal of a game started with one name.
func TestSoloIsNamedWhereAPlayerLooks(t *testing.T) {
	r := runCLI(t, "games")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, flat(r.stdout), "2-4 players, 1-4 with AI corporations (--ai)")
	assert.Contains(t, flat(r.stdout), "2 players, or solo against the referee (--ai)")
	r = runCLI(t, "--help")
	assert.Contains(t, flat(r.stdout), "Rheinhessen Industriewerk (2-4 players, 1-4 with AI corporations (--ai))")
	assert.Contains(t, flat(r.stdout), "Politicard (2 players, or solo against the referee (--ai))")
	r = runCLI(t, "games", "--json")
	var rows []map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &rows))
	assert.Equal(t, "1-4 with AI corporations (--ai)", rows[1]["solo"])
	home := t.TempDir()
	for _, c := range [][]string{{"rheinhessen", "new", "--players", "Anna"}, {"politicard", "new", "--players", "Ann"}} {
		r = runCLI(t, append(c, "--home", home)...)
		assert.Equal(t, 2, r.code, c)
		assert.Contains(t, r.stderr, c[3]+" --ai", c)
	}
}

func TestPrintList(t *testing.T) {
	r := runCLI(t, "rigs", "print", "--list")
	require.Equal(t, 0, r.code, r.stderr)
	for _, want := range []string{"plots", "27", "karma", "45", "poker card 63.5 x 88.9 mm", "money bill 95 x 50 mm",
		"resource coupon 38 x 25 mm", "Vinnie script 60 x 35 mm", "3/4 inch disc, 19.05 mm", "PAGES"} {
		assert.Contains(t, r.stdout, want)
	}
	r = runCLI(t, "rigs", "print", "karma", "--list", "--json", "--paper", "letter", "--backs", "fold")
	require.Equal(t, 0, r.code, r.stderr)
	var v struct {
		Paper      string
		Components []struct {
			ID      string
			Items   int
			PerPage int `json:"per_page"`
			Pages   int
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &v))
	assert.Equal(t, "letter", v.Paper)
	require.Len(t, v.Components, 1)
	assert.Equal(t, 45, v.Components[0].Items)
	assert.Equal(t, 4, v.Components[0].PerPage)
	assert.Equal(t, 12, v.Components[0].Pages)
}

func pdfPages(t *testing.T, path string) int {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	require.True(t, bytes.HasPrefix(b, []byte("%PDF-")))
	return bytes.Count(b, []byte("/Type /Page\n")) + bytes.Count(b, []byte("/Type /Page/")) + bytes.Count(b, []byte("/Type /Page "))
}

// The commands of the issue, as a new user types them.
func TestPrintCommandsFromTheReadme(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	cases := []struct {
		args  []string
		file  string
		pages int
	}{
		// 97 pages of fronts and backs less 4 coupon backs pages and 1 token
		// backs page (one-sided by default), plus 6 blank backs (4 coupon pages,
		// 1 token page, the reference sheet).
		{[]string{"rigs", "print"}, "rigs.pdf", 98},
		{[]string{"rigs", "print", "karma", "disasters", "--paper", "letter", "--backs", "fold", "-o", "decks.pdf"}, "decks.pdf", 12 + 9},
		{[]string{"rigs", "print", "money", "--copies", "2", "-o", "money.pdf"}, "money.pdf", 80},
		{[]string{"rigs", "print", "karma", "--only", "Wrong Address", "-o", "replacement.pdf"}, "replacement.pdf", 2},
		{[]string{"rigs", "print", "--calibration", "-o", "calibration.pdf"}, "calibration.pdf", 2},
		{[]string{"rigs", "print", "market", "--back-offset", "0.8,-0.5", "-o", "market.pdf"}, "market.pdf", 8},
		{[]string{"rigs", "print", "vinnie", "tokens", "--ink-saver", "--bleed", "1", "--gutter", "2", "--no-crop-marks", "-o", "misc.pdf"}, "misc.pdf", 8},
	}
	for _, c := range cases {
		r := runCLI(t, c.args...)
		require.Equal(t, 0, r.code, "%v: %s", c.args, r.stderr)
		assert.Contains(t, r.stdout, "wrote "+c.file)
		assert.Equal(t, c.pages, pdfPages(t, filepath.Join(dir, c.file)), "%v", c.args)
	}
	r := runCLI(t, "rigs", "print", "surveys", "--json", "-o", "s.pdf")
	require.Equal(t, 0, r.code, r.stderr)
	var v map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &v))
	assert.EqualValues(t, 6, v["pages"])
	assert.EqualValues(t, 27, v["items"])
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		assert.False(t, strings.HasPrefix(e.Name(), "."), "temp file %s left behind", e.Name())
	}
}

func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"monopoly", "print"}, 2, `unknown game or command "monopoly" (games: ` + strings.Join(games.IDs(), ", ") + `)`},
		{[]string{"rigs", "print", "dice"}, 2, `unknown rigs component "dice" (choose from plots, surveys, karma`},
		{[]string{"rigs", "print", "--paper", "a5"}, 2, `unknown paper "a5" (choose a4, letter, a3 or tabloid)`},
		{[]string{"rigs", "print", "--backs", "both"}, 2, `unknown backs mode "both" (choose duplex, fold or none)`},
		{[]string{"rigs", "print", "--back-offset", "0.8"}, 2, `--back-offset "0.8": want X,Y in mm`},
		{[]string{"rigs", "print", "--back-offset", "a,b"}, 2, `want X,Y in mm`},
		{[]string{"rigs", "print", "--back-offset", "30,0"}, 2, `within ±10 mm`},
		{[]string{"rigs", "print", "--backs", "fold", "--back-offset", "1,0"}, 2, `only applies to --backs duplex`},
		{[]string{"rigs", "print", "karma", "--only", "Wrong Adress"}, 2, `--only "Wrong Adress" names no item in karma`},
		{[]string{"rigs", "print", "karma", "--only", "Address"}, 2, `did you mean "Wrong Address"?`},
		{[]string{"rigs", "print", "--copies", "0"}, 2, `--copies must be 1 to 100`},
		{[]string{"rigs", "print", "--copies", "two"}, 2, `invalid argument "two"`},
		{[]string{"rigs", "print", "--bleed", "-1"}, 2, `--bleed must be 0 to 5 mm`},
		{[]string{"rigs", "print", "--frobnicate"}, 2, `unknown flag: --frobnicate`},
		{[]string{"rigs", "print", "-o", dir}, 2, `is a directory`},
		{[]string{"rigs", "print", "-o", filepath.Join(dir, "missing", "x.pdf")}, 1, `cannot write ` + filepath.Join(dir, "missing", "x.pdf")},
		{[]string{"rigs", "shuffle"}, 2, `unknown command "shuffle" for rigs`},
	}
	for _, c := range cases {
		r := runCLI(t, c.args...)
		assert.Equal(t, c.code, r.code, "%v: %s", c.args, r.stderr)
		assert.Contains(t, r.stderr, c.want, "%v", c.args)
		assert.NotContains(t, r.stderr, "goroutine", "no stack traces")
		lines := strings.Split(strings.TrimSpace(r.stderr), "\n")
		assert.True(t, strings.HasPrefix(lines[0], "boardroom: "), "%v: %q", c.args, lines[0])
		if c.code == 2 {
			assert.Contains(t, r.stderr, "Usage:", "usage errors show how to call")
		}
	}
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Empty(t, entries, "failed runs leave no file behind")
}

// An output that cannot be written fails the job and leaves nothing behind,
// whoever runs the test (root included): its parent is a regular file.
func TestUnwritableDirectoryLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	parent := filepath.Join(dir, "notes.txt")
	require.NoError(t, os.WriteFile(parent, []byte("not a directory\n"), 0o644))
	r := runCLI(t, "rigs", "print", "karma", "-o", filepath.Join(parent, "k.pdf"))
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "cannot write")
	assert.Contains(t, r.stderr, "k.pdf")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Len(t, entries, 1, "no temporary file is left next to the output's parent")
	assert.Equal(t, "notes.txt", entries[0].Name())
	data, err := os.ReadFile(parent)
	require.NoError(t, err)
	assert.Equal(t, "not a directory\n", string(data), "the file in the way is left as it was")
}

func TestHelpHasExamples(t *testing.T) {
	r := runCLI(t, "rigs", "print", "--help")
	require.Equal(t, 0, r.code)
	assert.Contains(t, r.stdout, "Examples:")
	assert.Contains(t, r.stdout, "--back-offset")
	assert.Contains(t, r.stdout, "Actual size")
}

func FuzzParseOffset(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, s := range []string{"0,0", "0.8,-0.5", "1", "a,b", "1,2,3", " 1mm , -2 ", "NaN,1", "1e400,0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fuzzcheck.Check(t, len(s), func() {
			v, err := parseOffset(msg.EN, s)
			if err == nil {
				assert.Len(t, v, 2)
			} else {
				assert.Contains(t, err.Error(), "--back-offset")
			}
		})
	})
}

// refereeGames are the games with a referee, each with a verb that is legal
// right after `new --players Ann,Bob`.
var refereeGames = []struct {
	id   string
	verb []string
}{
	{"rigs", []string{"next"}},
	{"corpwar", []string{"place", "Ann", "production"}},
	{"rheinhessen", []string{"pass", "Ann"}},
}

func cmdline(g string, args ...[]string) []string {
	out := []string{g}
	for _, a := range args {
		out = append(out, a...)
	}
	return out
}

func gameOf(t *testing.T, r result) string {
	t.Helper()
	require.Equal(t, 0, r.code, r.stderr)
	var v struct{ Game string }
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &v), r.stdout)
	return v.Game
}

// Issue 8, point 14: --home beats $BOARDROOM_HOME in every command.
func TestHomeFlagBeatsTheEnvironment(t *testing.T) {
	for _, g := range refereeGames {
		t.Run(g.id, func(t *testing.T) {
			env, flag := t.TempDir(), t.TempDir()
			t.Setenv("BOARDROOM_HOME", env)
			r := runCLI(t, g.id, "new", "--players", "Ann,Bob", "--name", "envgame", "--seed", "1")
			require.Equal(t, 0, r.code, r.stderr)
			envLog := runCLI(t, g.id, "log", "--json").stdout

			r = runCLI(t, g.id, "new", "--players", "Ann,Bob", "--name", "flaggame", "--seed", "1", "--home", flag)
			require.Equal(t, 0, r.code, r.stderr)
			assert.FileExists(t, filepath.Join(flag, g.id, "flaggame.json"))
			assert.NoFileExists(t, filepath.Join(env, g.id, "flaggame.json"))

			assert.Equal(t, "flaggame", gameOf(t, runCLI(t, cmdline(g.id, g.verb, []string{"--home", flag, "--json"})...)), "verb")
			assert.Equal(t, "flaggame", gameOf(t, runCLI(t, g.id, "undo", "--home", flag, "--json")), "undo")
			assert.Equal(t, "flaggame", gameOf(t, runCLI(t, g.id, "redo", "--home", flag, "--json")), "redo")
			r = runCLI(t, g.id, "show", "--home", flag)
			require.Equal(t, 0, r.code, r.stderr)
			assert.Contains(t, r.stdout, `game "flaggame"`)
			r = runCLI(t, g.id, "log", "--home", flag)
			require.Equal(t, 0, r.code, r.stderr)
			assert.Contains(t, r.stdout, "Redo of #", "the log of the game under --home")
			assert.Equal(t, envLog, runCLI(t, g.id, "log", "--json").stdout, "the game under $BOARDROOM_HOME is untouched")

			r = runCLI(t, "games", "--saved", "--json", "--home", flag)
			require.Equal(t, 0, r.code, r.stderr)
			var saved []struct{ Game, Name string }
			require.NoError(t, json.Unmarshal([]byte(r.stdout), &saved))
			require.Len(t, saved, 1)
			assert.Equal(t, "flaggame", saved[0].Name)
		})
	}
}

// Issue 8, point 14: `new --game` is refused with a pointer to --name, and
// creates nothing.
func TestNewRefusesGameFlag(t *testing.T) {
	for _, g := range refereeGames {
		home := t.TempDir()
		r := runCLI(t, g.id, "new", "--players", "Ann,Bob", "--game", "friday", "--home", home)
		assert.Equal(t, 2, r.code, r.stderr)
		assert.Contains(t, r.stderr, "boardroom: --game picks a saved game; name a new one with --name (e.g. --name friday)")
		assert.Contains(t, r.stderr, "Usage:")
		entries, err := os.ReadDir(home)
		require.NoError(t, err)
		assert.Empty(t, entries, "%s: nothing saved", g.id)
		r = runCLI(t, g.id, "new", "--help")
		assert.NotContains(t, r.stdout, "--game", "%s: new does not offer --game", g.id)
	}
}

// nextMillisecond returns once the clock has passed the millisecond it was
// called in: saves keep the time of their last change to the millisecond,
// and "the most recent game" of two changed in one is decided by name.
func nextMillisecond() {
	start := time.Now().Truncate(time.Millisecond)
	for !time.Now().Truncate(time.Millisecond).After(start) {
	}
}

// Issue 8, point 14: with more than one game of a kind saved, every command
// that acts on a game says which one on its first line.
func TestVerbsSayWhichGameWhenSeveralAreSaved(t *testing.T) {
	for _, g := range refereeGames {
		t.Run(g.id, func(t *testing.T) {
			home := t.TempDir()
			t.Setenv("BOARDROOM_HOME", home)
			r := runCLI(t, g.id, "new", "--players", "Ann,Bob", "--name", "first", "--seed", "1")
			require.Equal(t, 0, r.code, r.stderr)
			r = runCLI(t, cmdline(g.id, g.verb)...)
			require.Equal(t, 0, r.code, r.stderr)
			assert.NotContains(t, r.stdout, "Game first:", "one game saved: no need to say")
			r = runCLI(t, g.id, "undo")
			require.Equal(t, 0, r.code, r.stderr)
			assert.NotContains(t, r.stdout, "Game first:", "one game saved: no need to say")

			nextMillisecond() // a save keeps the time of its change to the millisecond
			r = runCLI(t, g.id, "new", "--players", "Ann,Bob", "--name", "second", "--seed", "1")
			require.Equal(t, 0, r.code, r.stderr)
			for _, args := range [][]string{g.verb, {"undo"}, {"redo"}, {"redo", "--game", "first"}} {
				nextMillisecond()
				want := "second"
				if slices.Contains(args, "--game") {
					want = "first"
				}
				r = runCLI(t, cmdline(g.id, args)...)
				require.Equal(t, 0, r.code, "%v: %s", args, r.stderr)
				if slices.Contains(args, "--game") {
					// --game named it: the command could not have meant another
					assert.NotContains(t, r.stdout, "Game "+want+":", "%v", args)
					continue
				}
				assert.Equal(t, "Game "+want+":", strings.SplitN(r.stdout, "\n", 2)[0], "%v", args)
			}
			r = runCLI(t, g.id, "undo", "--json") // first is now the most recently changed
			assert.Equal(t, "first", gameOf(t, r), "JSON names the game in \"game\"")
			assert.True(t, strings.HasPrefix(r.stdout, "{"), "no line before the JSON")
		})
	}
}

// Issue 8, point 16: "1 card", never "1 cards", in what the command line and
// the referee print.
func TestCountsAgreeWithTheirNouns(t *testing.T) {
	r := runCLI(t, "rheinhessen", "salvage", "8S")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "floor: 8♠ (1 card)\n")
	r = runCLI(t, "rheinhessen", "salvage", "8S", "8H")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "floor: 8♠ 8♥ (2 cards)\n")

	home := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(home, "rigs"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(home, "rigs", "cut.json"), []byte("{"), 0o644))
	r = runCLI(t, "games", "--saved", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, flat(r.stdout), "the JSON ends after 1 byte", "the table wraps its cells to 80 columns")
	assert.NotContains(t, r.stdout, "1 bytes")
}
