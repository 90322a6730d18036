package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// runQuick is runCLI that fails the test instead of hanging when the
// command blocks (a named pipe used to hang every command). How quick it is
// is no test's business (the benchmarks'): the bound only tells a command
// that blocks from one that is slow on a busy machine.
func runQuick(t *testing.T, args ...string) result {
	t.Helper()
	done := make(chan result, 1)
	go func() {
		var out, errb bytes.Buffer
		code := run(args, &out, &errb)
		done <- result{code, out.String(), errb.String()}
	}()
	select {
	case r := <-done:
		return r
	case <-time.After(time.Minute):
		t.Fatalf("%q blocked", args)
	}
	return result{}
}

// oneLine checks a refusal is one line starting "boardroom: ".
func oneLine(t *testing.T, r result, want string) {
	t.Helper()
	assert.Equal(t, 1, r.code, r.stderr)
	assert.Equal(t, 1, strings.Count(r.stderr, "\n"), "one line: %q", r.stderr)
	assert.Contains(t, r.stderr, want)
}

// print -o never replaces what is not a regular file (as root it replaced
// /dev/full); a link's target is written; -o - is standard output.
func TestPrintOutputTargets(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1767225600") // the two prints compared byte for byte carry the same date
	dir := t.TempDir()
	t.Chdir(dir)
	// The device through a link: were the refusal broken, the link would be
	// replaced, not the machine's /dev/null.
	require.NoError(t, os.Symlink("/dev/null", "null.pdf"))
	r := runCLI(t, "rigs", "print", "reference", "-o", "null.pdf")
	oneLine(t, r, "cannot write null.pdf: it is a character device, not a regular file; -o takes a file name, or - for standard output")
	require.NoError(t, syscall.Mkfifo("pipe.pdf", 0o644))
	r = runQuick(t, "rigs", "print", "reference", "-o", "pipe.pdf")
	oneLine(t, r, "cannot write pipe.pdf: it is a named pipe, not a regular file")

	require.NoError(t, os.Symlink("real.pdf", "link.pdf"))
	r = runCLI(t, "rigs", "print", "reference", "-o", "link.pdf")
	require.Equal(t, 0, r.code, r.stderr)
	fi, err := os.Lstat("link.pdf")
	require.NoError(t, err)
	assert.NotZero(t, fi.Mode()&os.ModeSymlink, "the link stays a link")
	assert.Equal(t, 2, pdfPages(t, "real.pdf"), "its target is the PDF")

	r = runCLI(t, "rigs", "print", "reference", "-o", "-")
	require.Equal(t, 0, r.code, r.stderr)
	file, err := os.ReadFile("real.pdf")
	require.NoError(t, err)
	assert.Equal(t, string(file), r.stdout, "the PDF and nothing else on standard output")
	assert.Empty(t, r.stderr)
	r = runCLI(t, "rigs", "print", "reference", "-o", "-", "--json")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "-o - writes the PDF to standard output, where --json would go too")
	entries, _ := os.ReadDir(dir)
	assert.Len(t, entries, 4, "no temp file left: null, pipe, link, real")
}

// Every file a user names is read capped, regular files only: each of
// these read until memory ran out (a Go stack trace) or took 10 s.
func TestUserFilesAreCapped(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(referee.HomeEnv, filepath.Join(dir, "home"))
	big := filepath.Join(dir, "big.yaml")
	require.NoError(t, os.WriteFile(big, bytes.Repeat([]byte("a"), 50<<20), 0o644))
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"politicard", "deck", "check", "/dev/zero"}, "/dev/zero is a character device, not a regular file"},
		{[]string{"politicard", "deck", "check", "/dev/urandom"}, "/dev/urandom is a character device, not a regular file"},
		{[]string{"politicard", "deck", "check", big}, big + " is too large for a deck file (at most 512 KB)"},
		{[]string{"politicard", "deck", "check", "tempo", "--names", "/dev/zero"}, "--names: /dev/zero is a character device"},
		{[]string{"politicard", "print", "--deck", "/dev/zero", "-o", filepath.Join(dir, "x.pdf")}, "/dev/zero is a character device"},
		{[]string{"politicard", "new", "--players", "Ann,Bob", "--deck-a", "/dev/zero", "--deck-b", "tempo"}, "/dev/zero is a character device"},
	} {
		oneLine(t, runQuick(t, c.args...), c.want)
	}
}

// A named pipe or a link to /dev/zero in place of a saved game: every
// command says so at once (they hung, or ran out of memory).
func TestNonRegularSavedGame(t *testing.T) {
	home := t.TempDir()
	t.Setenv(referee.HomeEnv, home)
	require.NoError(t, os.MkdirAll(filepath.Join(home, "rigs"), 0o755))
	fifo := filepath.Join(home, "rigs", "g.json")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	zero := filepath.Join(home, "rigs", "z.json")
	require.NoError(t, os.Symlink("/dev/zero", zero))
	for _, c := range []struct{ game, path, kind string }{{"g", fifo, "a named pipe"}, {"z", zero, "a character device"}} {
		for _, args := range [][]string{{"show"}, {"log"}, {"next"}, {"undo"}} {
			r := runQuick(t, append([]string{"rigs"}, append(args, "--game", c.game)...)...)
			oneLine(t, r, c.path+" is damaged: it is "+c.kind+", not a regular file")
		}
	}
	r := runQuick(t, "games", "--saved")
	assert.Equal(t, 0, r.code, r.stderr)
}

// Control characters in free text are refused where they are typed,
// saying which; a game saved with them (by hand, or by an older version)
// shows them escaped in the verb's output, show and log.
func TestControlCharactersInFreeText(t *testing.T) {
	home := t.TempDir()
	t.Setenv(referee.HomeEnv, home)
	r := runCLI(t, "rheinhessen", "new", "--players", "A\nB,Ben")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `--players "A\nB": character 2 is a newline`)
	r = runCLI(t, "rheinhessen", "new", "--players", strings.Repeat("x", 131000)+",Ben")
	assert.Equal(t, 2, r.code)
	assert.Less(t, len(r.stderr), 400, "the echo is cut")
	assert.Contains(t, r.stderr, `"…: it has 131000 characters, at most 200 are allowed`)

	require.Equal(t, 0, runCLI(t, "rheinhessen", "new", "--players", "Anna,Ben", "--name", "g").code)
	r = runCLI(t, "rheinhessen", "adjust", "Anna", "score", "+1", "--reason", "\x1b]0;pwned\a\x1b[2J")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `--reason "\x1b]0;pwned\a\x1b[2J": character 1 is an escape (U+001B)`)

	names := filepath.Join(home, "ours.yaml")
	require.NoError(t, os.WriteFile(names, []byte("G1: \"Evil\\e]0;pwned\\a\"\n"), 0o644))
	r = runCLI(t, "politicard", "deck", "check", "tempo", "--names", names)
	oneLine(t, r, `the name of G1 "Evil\x1b]0;pwned\a": character 5 is an escape (U+001B)`)

	// A save that holds them anyway.
	r = runCLI(t, "rheinhessen", "adjust", "Anna", "score", "+1", "--reason", "PLACEHOLDER")
	require.Equal(t, 0, r.code, r.stderr)
	path := filepath.Join(home, "rheinhessen", "g.json")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	data = bytes.Replace(data, []byte("PLACEHOLDER"), []byte(`\u001b]0;pwned\u0007\u001b[2J`), 1)
	data = bytes.Replace(data, []byte(`"Ben"`), []byte(`"Ben\u001b[31m"`), 1)
	require.NoError(t, os.WriteFile(path, data, 0o644))
	for _, args := range [][]string{{"show"}, {"log"}, {"undo"}, {"redo"}, {"adjust", "Anna", "score", "+1", "--reason", "ok"}} {
		r := runCLI(t, append([]string{"rheinhessen"}, args...)...)
		require.Equal(t, 0, r.code, "%q: %s", args, r.stderr)
		assert.NotContains(t, r.stdout, "\x1b", "%q", args)
		assert.NotContains(t, r.stdout, "\a", "%q", args)
		if args[0] != "adjust" {
			assert.Contains(t, r.stdout, `\x1b`, "%q: escaped, not dropped", args)
		}
	}
}

// One number parser: "++1" and " 1" are refused by every game (rigs
// refused "++1", the others took it as +1; all took " 1").
func TestOneNumberRuleInEveryGame(t *testing.T) {
	for _, c := range []struct{ game, counter string }{{"rigs", "credits"}, {"rheinhessen", "score"}, {"corpwar", "money"}, {"politicard", "hand"}} {
		t.Run(c.game, func(t *testing.T) {
			t.Setenv(referee.HomeEnv, t.TempDir())
			args := []string{c.game, "new", "--players", "Ann,Bob"}
			if c.game == "politicard" {
				args = append(args, "--deck-a", "tempo", "--deck-b", "control")
			}
			require.Equal(t, 0, runCLI(t, args...).code)
			before := runCLI(t, c.game, "show", "--json").stdout
			for _, bad := range []string{"++1", " 1", "1 ", "+ 1", "1e1", "0x1", "１"} {
				r := runCLI(t, c.game, "adjust", "Ann", c.counter, bad, "--reason", "x")
				assert.Equal(t, 2, r.code, "%q: %s", bad, r.stderr)
				assert.Contains(t, r.stderr, "must be a whole number", bad)
			}
			assert.Equal(t, before, runCLI(t, c.game, "show", "--json").stdout)
			r := runCLI(t, c.game, "adjust", "Ann", c.counter, "+1", "--reason", "x")
			assert.Equal(t, 0, r.code, r.stderr)
		})
	}
}

// Bad inputs, many of each kind, against a game of every kind: each is
// refused clearly (exit 1 or 2, one "boardroom: " message of bounded length
// on standard error, nothing on standard output, no Go trace) and changes
// nothing (the saved file is byte for byte the same). The figures go to
// the test log (go test -run BadInputs -v).
func TestBadInputsAreRefusedAndChangeNothing(t *testing.T) {
	long := strings.Repeat("x", 131000)
	values := []string{"++1", " 1", "1 ", "+-1", "1e3", "0x10", "１", "٣", "9999999999999999999999", "", " ",
		"\x1b]0;pwned\a\x1b[2J", "A\nB", "tab\there", "nul\x00", "bad\xffutf8", "\u009b2J", long, "../../etc/passwd", "--", "-", "%s%n"}
	type verb struct {
		game string
		args []string // X marks the place of the bad value
	}
	verbs := []verb{
		{"rigs", []string{"adjust", "X", "credits", "+1", "--reason", "r"}},
		{"rigs", []string{"adjust", "Ann", "X", "+1", "--reason", "r"}},
		{"rigs", []string{"adjust", "Ann", "credits", "X", "--reason", "r"}},
		{"rigs", []string{"adjust", "Ann", "credits", "+1", "--reason", "X"}},
		{"rigs", []string{"build", "Ann", "X"}},
		{"rheinhessen", []string{"adjust", "X", "score", "+1", "--reason", "r"}},
		{"rheinhessen", []string{"adjust", "Ann", "score", "X", "--reason", "r"}},
		{"rheinhessen", []string{"adjust", "Ann", "score", "+1", "--reason", "X"}},
		{"rheinhessen", []string{"produce", "Ann", "X"}},
		{"corpwar", []string{"adjust", "Ann", "money", "X", "--reason", "r"}},
		{"corpwar", []string{"adjust", "Ann", "money", "+1", "--reason", "X"}},
		{"politicard", []string{"adjust", "Ann", "hand", "X", "--reason", "r"}},
		{"politicard", []string{"adjust", "Ann", "X", "+1", "--reason", "r"}},
		{"politicard", []string{"play", "Ann", "X"}},
		{"aufbau", []string{"einfluss", "Ann", "temp", "X"}},
		{"aufbau", []string{"verkauf", "Ann", "Getreide:X"}},
		{"aufbau", []string{"einfluss", "X", "temp", "1"}},
		{"rigs", []string{"show", "--game", "X"}},
	}
	home := t.TempDir()
	t.Setenv(referee.HomeEnv, home)
	for _, g := range []string{"rigs", "rheinhessen", "corpwar", "politicard", "aufbau"} {
		args := []string{g, "new", "--players", "Ann,Bob", "--name", "g", "--seed", "1"}
		if g == "politicard" {
			args = append(args, "--deck-a", "tempo", "--deck-b", "control")
		}
		require.Equal(t, 0, runCLI(t, args...).code, g)
	}
	var tried, accepted, refused, unchanged int
	for _, v := range verbs {
		path := filepath.Join(home, v.game, "g.json")
		for _, x := range values {
			args := []string{v.game}
			for _, a := range v.args {
				args = append(args, strings.ReplaceAll(a, "X", x))
			}
			if !slices.Contains(args, "--game") {
				args = append(args, "--game", "g")
			}
			before, err := os.ReadFile(path)
			require.NoError(t, err)
			r := runCLI(t, args...)
			tried++
			if r.code == 0 {
				accepted++ // some values are fine where they go (a --reason of "-")
				continue
			}
			clear := (r.code == 1 || r.code == 2) && strings.HasPrefix(r.stderr, "boardroom: ") &&
				len(r.stderr) < 600 && r.stdout == "" && !strings.Contains(r.stderr, "goroutine ")
			if assert.True(t, clear, "%q: exit %d\n%s", args, r.code, r.stderr) {
				refused++
			}
			after, err := os.ReadFile(path)
			require.NoError(t, err)
			if assert.Equal(t, string(before), string(after), "%q changed the game", args) {
				unchanged++
			}
		}
	}
	t.Logf("%d inputs tried: %d accepted (a fine value where it went), %d refused, %d of them clearly (exit 1 or 2, one bounded message), %d of them with the game unchanged",
		tried, accepted, tried-accepted, refused, unchanged)
}

// What a deck folder's files hold (a column's name in someone else's CSV)
// and the paths a message repeats reach the terminal escaped: a column
// named "\x1b]0;pwned\a" used to retitle the terminal in 'cards check'.
func TestControlCharactersFromFilesAndPathsAreEscaped(t *testing.T) {
	dir := t.TempDir()
	deck := filepath.Join(dir, "deck")
	require.Equal(t, 0, runCLI(t, "cards", "init", deck).code)
	csv := filepath.Join(deck, "cards.csv")
	data, err := os.ReadFile(csv)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(csv, bytes.Replace(data, []byte("flavour"), []byte("fla\x1b]0;pwned\avour"), 1), 0o644))
	bad := filepath.Join(dir, "\x1b[2J", "x.pdf")
	for _, args := range [][]string{
		{"cards", "check", deck},
		{"cards", "print", deck, "-o", filepath.Join(dir, "deck.pdf")},
		{"rigs", "print", "plots", "-o", bad},
		{"cards", "check", filepath.Join(dir, "\x1b[2J")},
	} {
		r := runQuick(t, args...)
		assert.NotEqual(t, 0, r.code, "%q", args)
		all := r.stdout + r.stderr
		assert.NotContains(t, all, "\x1b", "%q", args)
		assert.NotContains(t, all, "\a", "%q", args)
		assert.Contains(t, all, `\x1b`, "%q", args)
	}
}

// A value of any length is echoed cut: a 131,000-character card name, rules
// query, paper, back offset, log entry number, command, -o path or --home
// used to be repeated in full in the refusal.
func TestEveryEchoIsBounded(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(referee.HomeEnv, filepath.Join(dir, "home"))
	long := strings.Repeat("A", 131000)
	for _, args := range [][]string{
		{long},
		{"rigs", "card", long},
		{"rigs", "rules", long},
		{"rigs", "why", long},
		{"rigs", "print", "--paper", long},
		{"rigs", "print", "--backs", long},
		{"rigs", "print", "--back-offset", long},
		{"rigs", "print", "plots", "-o", filepath.Join(dir, long+".pdf")},
		{"rigs", "show", "--home", filepath.Join(dir, long)},
		{"politicard", "deck", "check", filepath.Join(dir, long+".yaml")},
		{"cards", "check", filepath.Join(dir, long)},
	} {
		r := runQuick(t, args...)
		assert.NotEqual(t, 0, r.code)
		assert.Less(t, len(r.stdout)+len(r.stderr), 3000, "%.40q...", args)
		assert.Regexp(t, `AAA"?…`, r.stdout+r.stderr, "%.40q...", args)
	}
}

// -o - onto a terminal is refused: the PDF's bytes used to be written to
// it, garbage with control sequences among them.
func TestPrintToStandardOutputRefusesATerminal(t *testing.T) {
	old := stdoutIsTerminal
	t.Cleanup(func() { stdoutIsTerminal = old })
	stdoutIsTerminal = func(any) bool { return true }
	r := runCLI(t, "rigs", "print", "reference", "-o", "-")
	assert.Equal(t, 2, r.code)
	assert.Empty(t, r.stdout)
	assert.Contains(t, r.stderr, "standard output, which is a terminal here")
}

// cards print -o - writes the PDF to standard output, as a game's print
// does (it wrote a file named "-"), and refuses a terminal.
func TestCardsPrintToStandardOutput(t *testing.T) {
	dir := t.TempDir()
	deck := filepath.Join(dir, "deck")
	require.Equal(t, 0, runCLI(t, "cards", "init", deck).code)
	t.Chdir(dir)
	r := runCLI(t, "cards", "print", deck, "-o", "-")
	require.Equal(t, 0, r.code, r.stderr)
	assert.True(t, strings.HasPrefix(r.stdout, "%PDF-"), "%.20q", r.stdout)
	assert.NoFileExists(t, filepath.Join(dir, "-"))

	old := stdoutIsTerminal
	t.Cleanup(func() { stdoutIsTerminal = old })
	stdoutIsTerminal = func(any) bool { return true }
	r = runCLI(t, "cards", "print", deck, "-o", "-")
	assert.Equal(t, 2, r.code)
	assert.Empty(t, r.stdout)
	assert.Contains(t, r.stderr, "which is a terminal here")
}

// The listing of saved games escapes a status read from a file someone
// wrote by hand: "\x1b]0;pwned\a" retitled the terminal of 'games --saved'.
func TestSavedListEscapesTheStatus(t *testing.T) {
	home := t.TempDir()
	t.Setenv(referee.HomeEnv, home)
	require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "g", "--seed", "1").code)
	path := filepath.Join(home, "rigs", "g.json")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	status := regexp.MustCompile(`"status": "[^"]*"`)
	require.True(t, status.Match(data))
	data = status.ReplaceAll(data, []byte(`"status": "x\u001b]0;pwned\u0007\ny"`))
	require.NoError(t, os.WriteFile(path, data, 0o644))
	r := runCLI(t, "games", "--saved")
	require.Equal(t, 0, r.code, r.stderr)
	assert.NotContains(t, r.stdout, "\x1b")
	assert.NotContains(t, r.stdout, "\a")
	assert.Contains(t, r.stdout, `x\x1b]0;pwned\a y`)
}
