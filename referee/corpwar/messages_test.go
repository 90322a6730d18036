package corpwar

import (
	"testing"

	"boardroom/phrase/msg/msgtest"
	"boardroom/referee/spec"
	corpwarrules "boardroom/rules/corpwar"
)

// The game's catalogue (rules/corpwar/messages.yaml) is complete, and every
// message is used: by the rules, the referee and the printables as written,
// and by the verbs' names (verb.MessageID), which the command line's help,
// the rules lookup and the phones read: the verbs carry no copy of them.
func TestMessagesAreCompleteAndUsed(t *testing.T) {
	msgtest.Check(t, corpwarrules.Messages, msgtest.Options{
		Dirs: []string{"../../rules/corpwar", ".", "../../printables/corpwar"},
		Uses: []msgtest.Use{{Func: "T", Arg: 0}, {Func: "say", Arg: 0}, {Func: "refuse", Arg: 1}, {Func: "rule", Arg: 0},
			{Func: "work", Arg: 1}, {Func: "check", Arg: 1}, {Func: "help", Arg: 0}, {Func: "examples", Arg: 0},
			{Func: "title", Arg: 0}, {Func: "playerAsk", Arg: 0}, {Func: "t", Arg: 0}},
		Used: spec.MessageIDs(spec.New(Spec())),
	})
}
