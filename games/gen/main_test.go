package main

import (
	"testing"

	"boardroom/rules/datafile/gogen"
)

// messages_compiled.go is messages.yaml, decoded: a stale file fails here,
// naming go generate.
func TestGeneratedFilesAreFresh(t *testing.T) { gogen.Check(t, "..", pkg) }
