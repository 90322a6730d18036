package rheinhessen_test

import (
	"testing"

	"boardroom/phrase/msg/msgtest"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// Every message the game's code uses is in both languages with the same
// placeholders, and every message is used.
func TestMessagesAreCompleteAndUsed(t *testing.T) {
	msgtest.Check(t, rheinhessenrules.Messages, msgtest.Options{
		Dirs: []string{".", "../../referee/rheinhessen", "../../printables/rheinhessen"},
		Uses: []msgtest.Use{{Func: "say", Arg: 0}, {Func: "sayf", Arg: 1}, {Func: "T", Arg: 0}, {Func: "help", Arg: 0}, {Func: "refuseIn", Arg: 2}},
	})
}
