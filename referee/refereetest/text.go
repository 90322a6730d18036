package refereetest

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/columns"
)

// Words is s with every run of spaces and line breaks made one space: what
// a sentence says, however a view wrapped it ("score 0\n  -> 19." is
// "score 0 -> 19.").
func Words(s string) string { return strings.Join(strings.Fields(s), " ") }

// AssertFits checks that no line of text is wider than width columns: a
// terminal of that width shows each as written, never a word cut at its
// edge.
func AssertFits(t testing.TB, text string, width int) {
	t.Helper()
	for _, l := range strings.Split(text, "\n") {
		assert.LessOrEqual(t, columns.Len(l), width, "a line wider than the terminal: %q", l)
	}
}
