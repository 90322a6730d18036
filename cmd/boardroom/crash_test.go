//go:build unix

package main

import (
	"flag"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// crashKills is how many boardroom processes each crash test kills: a few
// by default, as many as asked with -crash.kills (go test ./cmd/boardroom
// -run Kill -crash.kills 500).
var crashKills = flag.Int("crash.kills", 12, "how many boardroom processes each crash test kills")

// boardroomCmd is a real boardroom process: this test binary running the
// command line (TestMain, mainEnv).
func boardroomCmd(home string, args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), mainEnv+"=1", "BOARDROOM_HOME="+home, "NO_COLOR=1")
	cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
	return cmd
}

// runTimed runs a boardroom process to the end and says how long it took.
func runTimed(t *testing.T, home string, args ...string) time.Duration {
	t.Helper()
	start := time.Now()
	require.NoError(t, boardroomCmd(home, args...).Run(), "%q", args)
	return time.Since(start)
}

// killAt starts boardroom and kills it (SIGKILL) after d, or lets it end
// first; it says whether the kill came first.
func killAt(t *testing.T, home string, d time.Duration, args ...string) bool {
	t.Helper()
	cmd := boardroomCmd(home, args...)
	require.NoError(t, cmd.Start())
	done := make(chan struct{})
	go func() { cmd.Wait(); close(done) }()
	select {
	case <-done:
		return false
	case <-time.After(d):
	}
	cmd.Process.Signal(syscall.SIGKILL)
	<-done
	return !cmd.ProcessState.Success()
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
	t.Setenv("BOARDROOM_HOME", home)
	r := runCLI(t, "rheinhessen", "show", "--json", "--game", game)
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

// A boardroom process killed at a random point of a save leaves a game that
// opens and is the game before the command or after it, a backup that
// opens, and (after the next command) nothing else.
func TestKillBoardroomDuringSaves(t *testing.T) {
	home := t.TempDir()
	dir := filepath.Join(home, "rheinhessen")
	runTimed(t, home, "rheinhessen", "new", "--players", "Anna,Ben", "--name", "g", "--seed", "1")
	verb := []string{"rheinhessen", "adjust", "Anna", "score", "+1", "--reason", "crash test", "--game", "g"}
	// How long a whole command takes here and now: the kills fall after its
	// first fifth (the process starting), most of them before it ends.
	var took []time.Duration
	for range 3 {
		took = append(took, runTimed(t, home, verb...))
	}
	slices.Sort(took)
	full := took[1]
	r := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 3))
	var killed, midSave, before, after int
	for round := 0; round < *crashKills; round++ {
		was := showJSON(t, home, "g")
		ahead := filepath.Join(t.TempDir(), "ahead")
		copyDir(t, home, ahead)
		runTimed(t, ahead, verb...)
		will := showJSON(t, ahead, "g")

		d := full/5 + time.Duration(r.Int64N(int64(full*4/5)))
		if !killAt(t, home, d, verb...) {
			continue
		}
		killed++
		left := listDir(t, dir)
		if len(temps(left)) > 0 {
			midSave++
		}
		for _, n := range left {
			ok := slices.Contains([]string{"g.json", "g.json.bak", "g.lock"}, n) ||
				strings.HasPrefix(n, ".g.json.tmp-") || n == ".g.json.bak.tmp"
			assert.True(t, ok, "round %d: %s is not the game's", round, n)
		}

		now := showJSON(t, home, "g") // the next command: a look
		switch now {
		case was:
			before++
		case will:
			after++
		default:
			t.Fatalf("round %d: the game is neither the game before the command nor after it", round)
		}
		assert.Equal(t, []string{"g.json", "g.json.bak", "g.lock"}, listDir(t, dir), "round %d: nothing left behind", round)

		// The backup is a good game too.
		other := t.TempDir()
		require.NoError(t, os.MkdirAll(filepath.Join(other, "rheinhessen"), 0o755))
		data, err := os.ReadFile(filepath.Join(dir, "g.json.bak"))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(other, "rheinhessen", "b.json"), data, 0o644))
		showJSON(t, other, "b")
	}
	t.Logf("%d processes killed (%d with a save under way), the game before the command %d times, after it %d times; a command takes %v",
		killed, midSave, before, after, full)
	assert.Positive(t, killed, "some process was killed before it ended")
}

// A `new` killed at a random point leaves either no game (and the next
// `new` of the name works, leaving nothing behind) or the whole new game.
func TestKillBoardroomDuringNew(t *testing.T) {
	home := t.TempDir()
	dir := filepath.Join(home, "rheinhessen")
	args := func(name string) []string {
		return []string{"rheinhessen", "new", "--players", "Anna,Ben", "--name", name, "--seed", "1"}
	}
	var took []time.Duration
	for _, n := range []string{"ref1", "ref2", "ref3"} {
		took = append(took, runTimed(t, home, args(n)...))
	}
	slices.Sort(took)
	full := took[1]
	fresh := strings.ReplaceAll(showJSON(t, home, "ref1"), `"ref1"`, `"NAME"`)
	r := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 4))
	var killed, none, whole int
	for round := 0; round < *crashKills; round++ {
		name := "n" + string(rune('a'+round%26)) + strings.Repeat("x", round/26)
		d := full/5 + time.Duration(r.Int64N(int64(full*4/5)))
		if !killAt(t, home, d, args(name)...) {
			continue
		}
		killed++
		if _, err := os.Stat(filepath.Join(dir, name+".json")); err == nil {
			whole++
			assert.Equal(t, fresh, strings.ReplaceAll(showJSON(t, home, name), `"`+name+`"`, `"NAME"`), "round %d: the new game is whole", round)
		} else {
			none++
			runTimed(t, home, args(name)...) // the next `new` of the name works
		}
		for _, n := range listDir(t, dir) {
			assert.False(t, strings.HasPrefix(n, "."+name+"."), "round %d: %s left behind", round, n)
		}
	}
	t.Logf("%d `new` processes killed: no game left %d times, the whole game %d times; a `new` takes %v", killed, none, whole, full)
	assert.Positive(t, killed)
}
