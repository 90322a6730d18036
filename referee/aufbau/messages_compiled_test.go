package aufbau

import (
	"testing"

	"boardroom/rules/datafile/gogen"
)

// messages_compiled.go is messages.yaml, decoded: same source, same
// sentences (-update rewrites it, as it does the golden files).
func TestCompiledMessages(t *testing.T) {
	gogen.Check(t, *update, gogen.File{PkgPath: "boardroom/referee/aufbau", Func: "compiledMessages", Path: "messages_compiled.go",
		Test: "TestCompiledMessages", Source: messagesYAML, Sum: compiledMessagesSource,
		Parse: func() (any, error) { return decodeMessages() }, Load: func() any { return Messages() }})
}
