package aufbau

import (
	"testing"

	"boardroom/phrase/msg/msgtest"
)

// Every message the referee, the rules and the printed sheets use is in
// the catalogue in both languages with the same placeholders, and every
// message of the catalogue is used.
func TestMessagesAreCompleteAndUsed(t *testing.T) {
	msgtest.Check(t, Messages, msgtest.Options{
		Dirs: []string{".", "../../referee/aufbau", "../../printables/aufbau"},
		Uses: []msgtest.Use{{Func: "msg", Arg: 0}, {Func: "say", Arg: 0}, {Func: "work", Arg: 1}, {Func: "led", Arg: 2},
			{Func: "note", Arg: 1}, {Func: "typed", Arg: 0}, {Func: "typedUnknown", Arg: 0}, {Func: "Format1", Arg: 1},
			{Func: "actionsLabel", Arg: 0}},
	})
}
