package rheinhessen

import (
	"testing"

	"boardroom/phrase/msg/msgtest"
	"boardroom/referee/refereetest"
)

func TestMessagesAreCompleteAndUsed(t *testing.T) {
	refereetest.CheckMessages(t, Spec(), []msgtest.Use{{Func: "say", Arg: 0}, {Func: "sayf", Arg: 1}, {Func: "T", Arg: 0}, {Func: "help", Arg: 0}, {Func: "refuseIn", Arg: 2}})
}
