// Command gen writes the printed words of package printables as Go
// (messages_compiled.go) from messages.yaml, decoded: go generate runs it in
// printables (see package rules/datafile/gogen).
package main

import (
	"boardroom/phrase/msg"
	"boardroom/printables"
	"boardroom/rules/datafile"
	"boardroom/rules/datafile/gogen"
)

var pkg = gogen.Package{Path: "boardroom/printables", Stub: "messages_rulesgen.go", Files: []gogen.File{
	{Func: "compiledMessages", Path: "messages_compiled.go", YAML: "messages.yaml",
		Parse: func(source []byte) (any, error) {
			m := map[string]msg.Text{}
			_, err := datafile.Decode("printables/messages.yaml", source, &m)
			return m, err
		}, Load: func() any { return printables.Messages.Texts() }},
}}

func main() { gogen.Main(pkg) }
