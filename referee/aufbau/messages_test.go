package aufbau

import (
	"testing"

	"boardroom/phrase/msg/msgtest"
	"boardroom/referee/refereetest"
)

func TestMessagesAreCompleteAndUsed(t *testing.T) {
	refereetest.CheckMessages(t, Spec(), []msgtest.Use{{Func: "msg", Arg: 0}, {Func: "say", Arg: 0}, {Func: "work", Arg: 1}, {Func: "led", Arg: 2}, {Func: "note", Arg: 1}, {Func: "typed", Arg: 0}, {Func: "typedUnknown", Arg: 0}, {Func: "Format1", Arg: 1}, {Func: "actionsLabel", Arg: 0}})
}
