package main

import (
	"testing"

	"boardroom/rules/datafile/gogen"
)

// The generated file of rules/lookup is its YAML, decoded: a stale one
// fails here, naming go generate.
func TestGeneratedFilesAreFresh(t *testing.T) { gogen.Check(t, "..", pkg) }
