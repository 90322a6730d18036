package refereetest

import (
	"testing"

	"boardroom/phrase/msg/msgtest"
	"boardroom/referee/spec"
)

// CheckMessages is a game's TestMessagesAreCompleteAndUsed, run in
// referee/<game>: its catalogue (rules/<game>/messages.yaml) is complete,
// and every message is used, by the rules, the referee and the printables
// as written (uses: the calls there that take an ID), and by the verbs'
// names (verb.MessageID), which the command line's help, the rules lookup
// and the phones read: the verbs carry no copy of them (spec.MessageIDs).
func CheckMessages[S any](t *testing.T, sp *spec.Spec[S], uses []msgtest.Use) {
	t.Helper()
	msgtest.Check(t, sp.Messages, msgtest.Options{
		Dirs: []string{"../../rules/" + sp.ID, ".", "../../printables/" + sp.ID},
		Uses: uses,
		Used: spec.MessageIDs(spec.New(sp)),
	})
}
