package rheinhessen

import (
	"testing"

	"boardroom/phrase/msg/msgtest"
	"boardroom/referee/spec"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// The game's catalogue (rules/rheinhessen/messages.yaml) is complete, and every
// message is used: by the rules, the referee and the printables as written,
// and by the verbs' names (verb.MessageID), which the command line's help,
// the rules lookup and the phones read: the verbs carry no copy of them.
func TestMessagesAreCompleteAndUsed(t *testing.T) {
	msgtest.Check(t, rheinhessenrules.Messages, msgtest.Options{
		Dirs: []string{"../../rules/rheinhessen", ".", "../../printables/rheinhessen"},
		Uses: []msgtest.Use{{Func: "say", Arg: 0}, {Func: "sayf", Arg: 1}, {Func: "T", Arg: 0}, {Func: "help", Arg: 0}, {Func: "refuseIn", Arg: 2}},
		Used: spec.MessageIDs(spec.New(Spec())),
	})
}
