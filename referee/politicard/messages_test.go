package politicard

import (
	"testing"

	"boardroom/phrase/msg/msgtest"
	"boardroom/referee/spec"
	politicardrules "boardroom/rules/politicard"
)

// The game's catalogue (rules/politicard/messages.yaml) is complete, and every
// message is used: by the rules, the referee and the printables as written,
// and by the verbs' names (verb.MessageID), which the command line's help,
// the rules lookup and the phones read: the verbs carry no copy of them.
func TestMessagesAreCompleteAndUsed(t *testing.T) {
	msgtest.Check(t, politicardrules.Messages, msgtest.Options{
		Dirs: []string{"../../rules/politicard", ".", "../../printables/politicard"},
		Uses: []msgtest.Use{{Func: "tr", Arg: 0}, {Func: "tell", Arg: 0}, {Func: "refuseID", Arg: 1}, {Func: "why", Arg: 1}, {Func: "help", Arg: 0}, {Func: "helpLines", Arg: 0}, {Func: "bad", Arg: 1}, {Func: "usage", Arg: 0}},
		Used: spec.MessageIDs(spec.New(Spec())),
	})
}
