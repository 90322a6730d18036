//go:build unix

package referee_test

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/atomicfile"
	"boardroom/referee"
)

// crashRounds is how many times TestKillDuringSaves kills its saver at each
// step of a save: once by default, as often as asked (go test ./referee -run
// Kill -crash.rounds 30).
var crashRounds = flag.Int("crash.rounds", 1, "how many times TestKillDuringSaves kills its saver at each step of a save")

// crashHomeEnv, when set, makes TestKillDuringSaves the child process: it
// opens the game in that home and saves until a step of a save kills it
// (atomicfile.CrashEnv); crashSeedEnv seeds its actions.
const (
	crashHomeEnv = "REFEREE_TEST_CRASH_HOME"
	crashSeedEnv = "REFEREE_TEST_CRASH_SEED"
)

// saveSteps are the named steps of a save, in order; from "renamed" on the
// new version is in place.
var saveSteps = []string{"temp-created", "temp-written", "temp-synced",
	"backup-linked", "backup-renamed", "before-rename", "renamed", "dir-synced"}

func saveUntilKilled(home string) {
	g, err := referee.Open(home, gameID, "crash", counterRules{}, referee.LockTimeout(5*time.Second))
	if err != nil {
		os.Stderr.WriteString(err.Error() + "\n")
		os.Exit(3)
	}
	seed, _ := strconv.ParseUint(os.Getenv(crashSeedEnv), 10, 64)
	r := rand.New(rand.NewPCG(seed, 1))
	for range 10000 { // the step is reached long before: ending is a failure
		switch a := randomAction(g.State(), r); {
		case r.IntN(10) == 0:
			g.Undo()
		case r.IntN(10) == 0:
			g.Redo()
		default:
			g.Do(a)
		}
	}
	os.Exit(0)
}

// A process killed at any step of its nth save leaves a game that opens,
// whose log holds the n-1 saves before (killed before the rename) or all n,
// a backup that opens, and nothing else once the game is opened.
func TestKillDuringSaves(t *testing.T) {
	if home := os.Getenv(crashHomeEnv); home != "" {
		saveUntilKilled(home)
		return
	}
	if runtime.GOOS == "windows" || runtime.GOOS == "plan9" {
		t.Skip("needs kill -9")
	}
	home := t.TempDir()
	g := create(t, home, "crash")
	require.NoError(t, g.Close())
	path := g.Path()

	longest := 0
	for round := 0; round < *crashRounds; round++ {
		for i, step := range saveSteps {
			nth := 1 + (round*len(saveSteps)+i)%7 // the nth save of the process dies
			at := fmt.Sprintf("round %d, %s:%d", round, step, nth)
			cmd := exec.Command(os.Args[0], "-test.run=^TestKillDuringSaves$", "-test.count=1")
			cmd.Env = append(os.Environ(), crashHomeEnv+"="+home,
				crashSeedEnv+"="+strconv.Itoa(round*100+i), atomicfile.CrashEnv+"="+step+":"+strconv.Itoa(nth))
			err := cmd.Run()
			var ee *exec.ExitError
			require.ErrorAs(t, err, &ee, "%s: the saver was not killed", at)
			ws, _ := ee.Sys().(syscall.WaitStatus)
			require.True(t, ws.Signaled() && ws.Signal() == syscall.SIGKILL, "%s: the saver ended with %v, not killed at the step", at, err)

			// The game opens: the lock died with the process, the file is a
			// whole version, and leftover temporary files go, even with a
			// look only.
			look, err := referee.Open(home, gameID, "crash", counterRules{}, referee.ReadOnly())
			require.NoErrorf(t, err, "%s", at)
			require.NoError(t, look.Close())
			for _, e := range dirNames(t, filepath.Dir(path)) {
				assert.Contains(t, []string{"crash.json", "crash.json.bak", "crash.lock"}, e, "%s: after a look", at)
			}
			h, err := referee.Open(home, gameID, "crash", counterRules{}, referee.LockTimeout(time.Second))
			require.NoErrorf(t, err, "%s", at)
			n, want := len(h.Log()), longest+nth-1
			if slices.Index(saveSteps, step) >= slices.Index(saveSteps, "renamed") {
				want++
			}
			assert.Equalf(t, want, n, "%s: the log holds the saves that were renamed into place", at)
			longest = n
			replayed, err := referee.Replay(counterRules{}, counterSetupJSON, 42, h.Log())
			require.NoError(t, err)
			assert.Equal(t, h.State(), replayed)
			require.NoError(t, h.Close())
			if _, err := os.Stat(path + ".bak"); err == nil {
				require.NoError(t, os.MkdirAll(filepath.Join(home, "copy", gameID), 0o755))
				data, err := os.ReadFile(path + ".bak")
				require.NoError(t, err)
				require.NoError(t, os.WriteFile(filepath.Join(home, "copy", gameID, "bak.json"), data, 0o644))
				b, err := referee.Open(filepath.Join(home, "copy"), gameID, "bak", counterRules{}, referee.ReadOnly())
				require.NoErrorf(t, err, "%s: the backup opens too", at)
				assert.LessOrEqual(t, len(b.Log()), n)
			}
			entries, err := os.ReadDir(filepath.Dir(path))
			require.NoError(t, err)
			for _, e := range entries {
				assert.Contains(t, []string{"crash.json", "crash.json.bak", "crash.lock"}, e.Name(), "%s", at)
			}
		}
	}
	t.Logf("%d log entries saved across the kills", longest)
}
