package rigs

import (
	"testing"

	"boardroom/phrase/msg/msgtest"
	"boardroom/referee/refereetest"
)

func TestMessagesAreCompleteAndUsed(t *testing.T) {
	refereetest.CheckMessages(t, Spec(), []msgtest.Use{{Func: "say", Arg: 0}, {Func: "no", Arg: 1}, {Func: "tell", Arg: 0}, {Func: "work", Arg: 1}, {Func: "help", Arg: 0}, {Func: "asked", Arg: 0}, {Func: "usage", Arg: 0}, {Func: "playerAsk", Arg: 0}, {Func: "plotAsk", Arg: 0}, {Func: "unknown", Arg: 0}, {Func: "examples", Arg: 0}, {Func: "argWord", Arg: 0}})
}
