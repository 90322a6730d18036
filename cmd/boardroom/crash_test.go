//go:build unix

package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/atomicfile"
)

// crashKills is how many times each crash test kills a boardroom process at
// each step of a save: once by default, as often as asked with -crash.kills
// (go test ./cmd/boardroom -run Kill -crash.kills 50).
var crashKills = flag.Int("crash.kills", 1, "how many times each crash test kills boardroom at each step of a save")

// saveSteps are the named steps of a save (atomicfile.CrashEnv) where the
// crash tests kill boardroom, in order; a step at or after "renamed" has the
// new version in place.
var saveSteps = []string{"lock-taken", "temp-created", "temp-written", "temp-synced",
	"backup-linked", "backup-renamed", "before-rename", "renamed", "dir-synced"}

// boardroomCmd is a real boardroom process: this test binary running the
// command line (TestMain, mainEnv).
func boardroomCmd(home string, args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), mainEnv+"=1", "BOARDROOM_HOME="+home, "NO_COLOR=1")
	cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
	return cmd
}

// runBoardroom runs a boardroom process to the end.
func runBoardroom(t *testing.T, home string, args ...string) {
	t.Helper()
	require.NoError(t, boardroomCmd(home, args...).Run(), "%q", args)
}

// killAt runs boardroom, which kills itself (SIGKILL) when its save reaches
// step (atomicfile.CrashEnv); it fails the test when boardroom ended any
// other way.
func killAt(t *testing.T, home, step string, args ...string) {
	t.Helper()
	cmd := boardroomCmd(home, args...)
	cmd.Env = append(cmd.Env, atomicfile.CrashEnv+"="+step)
	err := cmd.Run()
	var ee *exec.ExitError
	require.ErrorAs(t, err, &ee, "%s: boardroom was not killed (%q)", step, args)
	ws, ok := ee.Sys().(syscall.WaitStatus)
	require.True(t, ok)
	require.True(t, ws.Signaled() && ws.Signal() == syscall.SIGKILL, "%s: boardroom ended with %v, not killed at the step", step, err)
}

func copyDir(t *testing.T, from, to string) {
	t.Helper()
	require.NoError(t, filepath.WalkDir(from, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), data, 0o644)
	}))
}

func listDir(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	return names
}

// showJSON is the game's state as `show --json` gives it.
func showJSON(t *testing.T, home, game string) string {
	t.Helper()
	r := runCLI(t, "rheinhessen", "show", "--json", "--game", game, "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	return r.stdout
}

// temps are the temporary files in dir.
func temps(names []string) []string {
	var out []string
	for _, n := range names {
		if strings.HasPrefix(n, ".") {
			out = append(out, n)
		}
	}
	return out
}

// A boardroom process killed at any step of a save leaves a game that opens
// and is the game before the command (killed before the new version is
// renamed into place) or after it, a backup that opens, and (after the next
// command) nothing else.
func TestKillBoardroomDuringSaves(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	dir := filepath.Join(home, "rheinhessen")
	runBoardroom(t, home, "rheinhessen", "new", "--players", "Anna,Ben", "--name", "g", "--seed", "1")
	verb := []string{"rheinhessen", "adjust", "Anna", "score", "+1", "--reason", "crash test", "--game", "g"}
	runBoardroom(t, home, verb...) // so that there is a backup to replace
	var midSave int
	for round := 0; round < *crashKills; round++ {
		for _, step := range saveSteps {
			at := fmt.Sprintf("round %d, %s", round, step)
			renamed := slices.Index(saveSteps, step) >= slices.Index(saveSteps, "renamed")
			was, will := showJSON(t, home, "g"), ""
			if renamed { // what the command makes of the game
				ahead := filepath.Join(t.TempDir(), "ahead")
				copyDir(t, home, ahead)
				runBoardroom(t, ahead, verb...)
				will = showJSON(t, ahead, "g")
				require.NotEqual(t, was, will)
			}

			killAt(t, home, step, verb...)
			left := listDir(t, dir)
			if len(temps(left)) > 0 {
				midSave++
			}
			for _, n := range left {
				ok := slices.Contains([]string{"g.json", "g.json.bak", "g.lock"}, n) ||
					strings.HasPrefix(n, ".g.json.tmp-") || n == ".g.json.bak.tmp"
				assert.True(t, ok, "%s: %s is not the game's", at, n)
			}

			now := showJSON(t, home, "g") // the next command: a look
			if renamed {
				require.Equal(t, will, now, "%s: the game after the command", at)
			} else {
				require.Equal(t, was, now, "%s: the game before the command", at)
			}
			assert.Equal(t, []string{"g.json", "g.json.bak", "g.lock"}, listDir(t, dir), "%s: nothing left behind", at)

			// The backup is a good game too.
			other := t.TempDir()
			require.NoError(t, os.MkdirAll(filepath.Join(other, "rheinhessen"), 0o755))
			data, err := os.ReadFile(filepath.Join(dir, "g.json.bak"))
			require.NoError(t, err)
			require.NoError(t, os.WriteFile(filepath.Join(other, "rheinhessen", "b.json"), data, 0o644))
			showJSON(t, other, "b")
		}
	}
	assert.Positive(t, midSave, "some kill left a temporary file for the next command to remove")
}

// A `new` killed at any step of its save leaves no game (and the next `new`
// of the name works, leaving nothing behind) or, from the rename on, the
// whole new game.
func TestKillBoardroomDuringNew(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	dir := filepath.Join(home, "rheinhessen")
	args := func(name string) []string {
		return []string{"rheinhessen", "new", "--players", "Anna,Ben", "--name", name, "--seed", "1"}
	}
	runBoardroom(t, home, args("ref")...)
	fresh := strings.ReplaceAll(showJSON(t, home, "ref"), `"ref"`, `"NAME"`)
	// A new game has nothing to back up: no backup steps.
	steps := slices.DeleteFunc(slices.Clone(saveSteps), func(s string) bool { return strings.HasPrefix(s, "backup-") })
	for round := 0; round < *crashKills; round++ {
		for i, step := range steps {
			at := fmt.Sprintf("round %d, %s", round, step)
			name := fmt.Sprintf("n%d-%d", round, i)
			killAt(t, home, step, args(name)...)
			if slices.Index(saveSteps, step) < slices.Index(saveSteps, "renamed") {
				require.NoFileExists(t, filepath.Join(dir, name+".json"), "%s: no game yet", at)
				runBoardroom(t, home, args(name)...) // the next `new` of the name works
			}
			assert.Equal(t, fresh, strings.ReplaceAll(showJSON(t, home, name), `"`+name+`"`, `"NAME"`), "%s: the new game is whole", at)
			for _, n := range listDir(t, dir) {
				assert.False(t, strings.HasPrefix(n, "."+name+"."), "%s: %s left behind", at, n)
			}
		}
	}
}
