// Command gen writes the message catalogue of package rules/lookup as Go
// (messages_compiled.go) from its YAML, decoded and validated: go generate
// runs it in rules/lookup (see package gogen).
package main

import (
	"boardroom/rules/datafile/gogen"
	"boardroom/rules/lookup"
)

var pkg = gogen.Package{Path: "boardroom/rules/lookup", Stub: "compiled_rulesgen.go", Files: []gogen.File{
	{Func: "compiledMessages", Path: "messages_compiled.go", YAML: "messages.yaml",
		Parse: func(source []byte) (any, error) { return lookup.ParseMessages(source) }, Load: func() any { return lookup.Messages.Texts() }},
}}

func main() { gogen.Main(pkg) }
