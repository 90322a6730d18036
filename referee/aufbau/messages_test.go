package aufbau

import (
	"testing"

	"boardroom/phrase/msg/msgtest"
	"boardroom/referee/spec"
	aufbaurules "boardroom/rules/aufbau"
)

// The game's catalogue (rules/aufbau/messages.yaml) is complete, and every
// message is used: by the rules, the referee and the printables as written,
// and by the verbs' names (verb.MessageID), which the command line's help,
// the rules lookup and the phones read: the verbs carry no copy of them.
func TestMessagesAreCompleteAndUsed(t *testing.T) {
	msgtest.Check(t, aufbaurules.Messages, msgtest.Options{
		Dirs: []string{"../../rules/aufbau", ".", "../../printables/aufbau"},
		Uses: []msgtest.Use{{Func: "msg", Arg: 0}, {Func: "say", Arg: 0}, {Func: "work", Arg: 1}, {Func: "led", Arg: 2},
			{Func: "note", Arg: 1}, {Func: "typed", Arg: 0}, {Func: "typedUnknown", Arg: 0}, {Func: "Format1", Arg: 1},
			{Func: "actionsLabel", Arg: 0}},
		Used: spec.MessageIDs(spec.New(Spec())),
	})
}
