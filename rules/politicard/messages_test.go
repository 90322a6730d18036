package politicard_test

import (
	"testing"

	"boardroom/phrase/msg/msgtest"
	politicardrules "boardroom/rules/politicard"
)

// Every ID the referee, the print set and the rules use is in the
// catalogue in both languages with the same placeholders, and every ID is
// used.
func TestMessagesAreCompleteAndUsed(t *testing.T) {
	msgtest.Check(t, politicardrules.Messages, msgtest.Options{
		Dirs: []string{".", "../../referee/politicard", "../../printables/politicard"},
		Uses: []msgtest.Use{{Func: "tr", Arg: 0}, {Func: "tell", Arg: 0}, {Func: "refuseID", Arg: 1}, {Func: "why", Arg: 1}, {Func: "help", Arg: 0}, {Func: "helpLines", Arg: 0}, {Func: "bad", Arg: 1}, {Func: "usage", Arg: 0}},
	})
}
