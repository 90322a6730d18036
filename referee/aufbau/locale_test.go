package aufbau

import (
	"os"
	"runtime/debug"
	"testing"

	"boardroom/atomicfile"
)

// The tests read the referee's sentences with the arrow a UTF-8 terminal
// shows ("score 0 → 26"), whatever the locale of the machine running them
// (phrase.Arrow gives "->" under a non-UTF-8 one).
func TestMain(m *testing.M) {
	os.Setenv("LC_ALL", "C.UTF-8")
	// The tests' games are throwaway: their saves need not reach the disk,
	// which is most of a save's time on a busy machine (readers see the same).
	atomicfile.SkipSync()
	// Many short-lived values: collecting less often (as GOGC=400) cut the
	// tests' CPU time by a third to two thirds; no test depends on the collector.
	debug.SetGCPercent(400)
	os.Exit(m.Run())
}
