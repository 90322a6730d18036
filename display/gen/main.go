// Command gen writes the words of the table display (package display) as Go
// (messages_compiled.go) from messages.yaml, decoded: go generate runs it in
// display (see package rules/datafile/gogen).
package main

import (
	"boardroom/display"
	"boardroom/phrase/msg"
	"boardroom/rules/datafile"
	"boardroom/rules/datafile/gogen"
)

var pkg = gogen.Package{Path: "boardroom/display", Stub: "messages_rulesgen.go", Files: []gogen.File{
	{Func: "compiledMessages", Path: "messages_compiled.go", YAML: "messages.yaml",
		Parse: func(source []byte) (any, error) {
			m := map[string]msg.Text{}
			_, err := datafile.Decode("display/messages.yaml", source, &m)
			return m, err
		}, Load: func() any { return display.Messages.Texts() }},
}}

func main() { gogen.Main(pkg) }
