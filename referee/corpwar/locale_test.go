package corpwar

import (
	"os"
	"testing"
)

// The tests read the referee's sentences with the arrow a UTF-8 terminal
// shows ("score 0 → 26"), whatever the locale of the machine running them
// (phrase.Arrow gives "->" under a non-UTF-8 one).
func TestMain(m *testing.M) {
	os.Setenv("LC_ALL", "C.UTF-8")
	os.Exit(m.Run())
}
