package aufbau

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/rules/datafile/gogen"
)

// messages_compiled.go is messages.yaml, decoded: same source, same
// sentences (-update rewrites it, as it does the golden files).
func TestCompiledMessages(t *testing.T) {
	want, err := decodeMessages()
	require.NoError(t, err)
	gogen.Check(t, gogen.File{Pkg: "aufbau", PkgPath: "boardroom/referee/aufbau", Func: "compiledMessages", Path: "messages_compiled.go", Test: "TestCompiledMessages",
		Source: messagesYAML, Data: want}, compiledMessagesSource, *update)
	if !*update {
		assert.Equal(t, want, Messages())
	}
}
