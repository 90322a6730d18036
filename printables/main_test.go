package printables_test

import (
	"os"
	"runtime/debug"
	"testing"
)

// Many short-lived values: collecting less often (as GOGC=400) cut the
// tests' CPU time; no test depends on the collector (the memory tests count
// what is allocated, not what is kept).
func TestMain(m *testing.M) {
	debug.SetGCPercent(400)
	os.Exit(m.Run())
}
