package main

import (
	"testing"

	"boardroom/rules/datafile/gogen"
)

// The generated files of rules/yamlerror are its YAML, decoded: a stale one fails
// here, naming go generate.
func TestGeneratedFilesAreFresh(t *testing.T) { gogen.Check(t, "..", pkg) }
