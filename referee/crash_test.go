//go:build unix

package referee_test

import (
	"flag"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// crashRounds is how many times TestKillDuringSaves kills its saver: a few
// by default, as many as asked (go test ./referee -run Kill -crash.rounds 300).
var crashRounds = flag.Int("crash.rounds", 6, "how many savers TestKillDuringSaves kills")

// crashHomeEnv, when set, makes TestKillDuringSaves the child process: it
// opens the game in that home and saves in a loop until it is killed.
const crashHomeEnv = "REFEREE_TEST_CRASH_HOME"

func saveForever(home string) {
	g, err := referee.Open(home, gameID, "crash", counterRules{}, referee.LockTimeout(5*time.Second))
	if err != nil {
		os.Stderr.WriteString(err.Error() + "\n")
		os.Exit(3)
	}
	r := rand.New(rand.NewPCG(uint64(os.Getpid()), 1))
	for {
		switch a := randomAction(g.State(), r); {
		case r.IntN(10) == 0:
			g.Undo()
		case r.IntN(10) == 0:
			g.Redo()
		default:
			g.Do(a)
		}
	}
}

func TestKillDuringSaves(t *testing.T) {
	if home := os.Getenv(crashHomeEnv); home != "" {
		saveForever(home)
		return
	}
	if runtime.GOOS == "windows" || runtime.GOOS == "plan9" {
		t.Skip("needs kill -9")
	}
	home := t.TempDir()
	g := create(t, home, "crash")
	require.NoError(t, g.Close())
	path := g.Path()

	r := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 2))
	longest := 0
	for round := 0; round < *crashRounds; round++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestKillDuringSaves$", "-test.count=1")
		cmd.Env = append(os.Environ(), crashHomeEnv+"="+home)
		require.NoError(t, cmd.Start())
		time.Sleep(time.Duration(40+r.IntN(120)) * time.Millisecond)
		require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
		cmd.Wait()

		// Whenever it died, the game opens: the lock died with the process,
		// the file is a whole version, and leftover temporary files go, even
		// with a look only.
		look, err := referee.Open(home, gameID, "crash", counterRules{}, referee.ReadOnly())
		require.NoErrorf(t, err, "round %d", round)
		require.NoError(t, look.Close())
		for _, e := range dirNames(t, filepath.Dir(path)) {
			assert.Contains(t, []string{"crash.json", "crash.json.bak", "crash.lock"}, e, "round %d: after a look", round)
		}
		h, err := referee.Open(home, gameID, "crash", counterRules{}, referee.LockTimeout(time.Second))
		require.NoErrorf(t, err, "round %d", round)
		n := len(h.Log())
		assert.GreaterOrEqualf(t, n, longest, "round %d: the log never shrinks", round)
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
			require.NoErrorf(t, err, "round %d: the backup opens too", round)
			assert.LessOrEqual(t, len(b.Log()), n)
		}
		entries, err := os.ReadDir(filepath.Dir(path))
		require.NoError(t, err)
		for _, e := range entries {
			assert.Contains(t, []string{"crash.json", "crash.json.bak", "crash.lock"}, e.Name(), "round %d", round)
		}
	}
	t.Logf("%d log entries saved across the kills", longest)
	assert.Greater(t, longest, 0, "the child saved something before being killed")
}
