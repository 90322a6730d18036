package aufbau

import (
	"testing"

	"boardroom/referee/refereetest"
)

// The action list, the verbs' descriptors and the actions' types agree.
func TestEveryActionIsDescribedOnceAndAgrees(t *testing.T) {
	refereetest.ActionList(t, actionList.Get(), Verbs())
}
