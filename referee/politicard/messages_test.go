package politicard

import (
	"testing"

	"boardroom/phrase/msg/msgtest"
	"boardroom/referee/refereetest"
)

func TestMessagesAreCompleteAndUsed(t *testing.T) {
	refereetest.CheckMessages(t, Spec(), []msgtest.Use{{Func: "tr", Arg: 0}, {Func: "tell", Arg: 0}, {Func: "refuseID", Arg: 1}, {Func: "why", Arg: 1}, {Func: "help", Arg: 0}, {Func: "helpLines", Arg: 0}, {Func: "bad", Arg: 1}, {Func: "usage", Arg: 0}})
}
