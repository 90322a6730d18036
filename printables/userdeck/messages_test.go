package userdeck_test

import (
	"testing"

	"boardroom/phrase/msg/msgtest"
	"boardroom/printables/userdeck"
)

// Every problem the loader reports is in both languages with the same
// placeholders; every ID the code says is in the catalogue, and used.
func TestMessagesAreCompleteAndUsed(t *testing.T) {
	msgtest.Check(t, userdeck.Messages, msgtest.Options{Dirs: []string{"."}, Uses: []msgtest.Use{
		{Func: "problem", Arg: 0}, {Func: "warning", Arg: 0}, {Func: "sayErr", Arg: 0},
	}})
}
