package referee_test

import (
	"os"
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
	os.Exit(m.Run())
}
