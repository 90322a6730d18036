package corpwar

import (
	"testing"

	"boardroom/phrase/msg/msgtest"
	"boardroom/referee/refereetest"
)

func TestMessagesAreCompleteAndUsed(t *testing.T) {
	refereetest.CheckMessages(t, Spec(), []msgtest.Use{{Func: "T", Arg: 0}, {Func: "say", Arg: 0}, {Func: "refuse", Arg: 1}, {Func: "rule", Arg: 0}, {Func: "work", Arg: 1}, {Func: "check", Arg: 1}, {Func: "help", Arg: 0}, {Func: "examples", Arg: 0}, {Func: "title", Arg: 0}, {Func: "playerAsk", Arg: 0}, {Func: "t", Arg: 0}})
}
