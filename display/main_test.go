package display_test

import (
	"os"
	"testing"

	"boardroom/atomicfile"
)

// The tests' games are throwaway: their saves need not reach the disk, which
// is most of a save's time on a busy machine (what readers see is the same).
func TestMain(m *testing.M) {
	atomicfile.SkipSync()
	os.Exit(m.Run())
}
