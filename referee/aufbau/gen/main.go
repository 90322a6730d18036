// Command gen writes the referee's sentences of package referee/aufbau as Go
// (messages_compiled.go) from messages.yaml, decoded: go generate runs it in
// referee/aufbau (see package rules/datafile/gogen).
package main

import (
	aufbauref "boardroom/referee/aufbau"
	"boardroom/rules/datafile/gogen"
)

var pkg = gogen.Package{Path: "boardroom/referee/aufbau", Stub: "messages_rulesgen.go", Files: []gogen.File{
	{Func: "compiledMessages", Path: "messages_compiled.go", YAML: "messages.yaml",
		Parse: func(source []byte) (any, error) { return aufbauref.ParseMessages(source) }, Load: func() any { return aufbauref.Messages() }},
}}

func main() { gogen.Main(pkg) }
