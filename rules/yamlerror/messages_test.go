package yamlerror_test

import (
	"testing"

	"boardroom/phrase/msg/msgtest"
	"boardroom/rules/yamlerror"
)

// Every YAML error is in both languages with the same placeholders; every
// ID the code says is in the catalogue, and used.
func TestMessagesAreCompleteAndUsed(t *testing.T) {
	msgtest.Check(t, yamlerror.Messages, msgtest.Options{Dirs: []string{"."}})
}
