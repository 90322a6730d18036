package rigs

import (
	"testing"

	"boardroom/phrase/msg/msgtest"
	"boardroom/referee/spec"
	rigsrules "boardroom/rules/rigs"
)

// The game's catalogue (rules/rigs/messages.yaml) is complete, and every
// message is used: by the rules, the referee and the printables as written,
// and by the verbs' names (verb.MessageID), which the command line's help,
// the rules lookup and the phones read: the verbs carry no copy of them.
func TestMessagesAreCompleteAndUsed(t *testing.T) {
	msgtest.Check(t, rigsrules.Messages, msgtest.Options{
		Dirs: []string{"../../rules/rigs", ".", "../../printables/rigs"},
		Uses: []msgtest.Use{{Func: "say", Arg: 0}, {Func: "no", Arg: 1}, {Func: "tell", Arg: 0}, {Func: "work", Arg: 1}, {Func: "help", Arg: 0}, {Func: "asked", Arg: 0}, {Func: "usage", Arg: 0}, {Func: "playerAsk", Arg: 0}, {Func: "plotAsk", Arg: 0}, {Func: "unknown", Arg: 0}, {Func: "examples", Arg: 0}, {Func: "argWord", Arg: 0}},
		Used: spec.MessageIDs(spec.New(Spec())),
	})
}
