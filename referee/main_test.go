package referee_test

import (
	"os"
	"runtime/debug"
	"testing"

	"boardroom/atomicfile"
)

// The tests' games are throwaway: their saves need not reach the disk, which
// is most of a save's time on a busy machine (what readers see is the same).
// The crash tests' child processes sync, as boardroom does: a kill is what
// they test.
func TestMain(m *testing.M) {
	if os.Getenv("REFEREE_TEST_CRASH_HOME") == "" {
		atomicfile.SkipSync()
	}
	// Many short-lived values: collecting less often (as GOGC=400) cut the
	// tests' CPU time; no test depends on the collector.
	debug.SetGCPercent(400)
	os.Exit(m.Run())
}
