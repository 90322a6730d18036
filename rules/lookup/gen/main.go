// Command gen writes the message catalogue of package rules/lookup as Go
// (messages_compiled.go) from its YAML, decoded and validated: go generate
// runs it in rules/lookup (see package gogen).
package main

import (
	"boardroom/rules/datafile/gogen"
	"boardroom/rules/lookup"
)

var pkg = gogen.Package{Path: "boardroom/rules/lookup", Stub: "compiled_rulesgen.go", Files: []gogen.File{
	gogen.Messages(lookup.Messages),
}}

func main() { gogen.Main(pkg) }
