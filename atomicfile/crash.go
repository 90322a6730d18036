package atomicfile

import (
	"os"
	"strconv"
	"sync"
)

// CrashEnv names the environment variable of a test hook: a process in which
// it is set kills itself (SIGKILL where there are signals, as kill -9 or a
// power cut would) when a save reaches the step it names, so the crash tests
// stop a real boardroom process at every step of a save on every run, however
// busy the machine is, instead of at guessed times. "renamed" is the first
// time a save gets there; "renamed:3" the third. Without the variable (every
// run but a crash test's) the hook does nothing.
//
// The steps of Replace are "temp-created", "temp-written" (flushed, not yet
// synced), "temp-synced", "before-rename" (after the before step: the
// backup is kept), "renamed" and "dir-synced"; callers add their own with
// Crash (the referee: "lock-taken", "backup-linked", "backup-renamed").
const CrashEnv = "BOARDROOM_TEST_CRASH_AT"

// crashSeen counts the steps reached, for "step:n".
var (
	crashMu   sync.Mutex
	crashSeen map[string]int // made by the first step counted: nothing at init
)

// Crash is a named step of a save: it kills the process when CrashEnv names
// it, and does nothing otherwise.
func Crash(step string) {
	at := os.Getenv(CrashEnv)
	if at == "" {
		return
	}
	crashMu.Lock()
	if crashSeen == nil {
		crashSeen = map[string]int{}
	}
	crashSeen[step]++
	n := crashSeen[step]
	crashMu.Unlock()
	if at != step+":"+strconv.Itoa(n) && (at != step || n > 1) {
		return
	}
	if p, err := os.FindProcess(os.Getpid()); err == nil {
		p.Kill() // SIGKILL on Unix: the process ends here, nothing deferred runs
	}
	os.Exit(137) // where a process cannot kill itself
}
