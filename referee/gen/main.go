// Command gen writes the engine's words of package referee as Go
// (messages_compiled.go) from messages.yaml, decoded: go generate runs it in
// referee (see package rules/datafile/gogen).
package main

import (
	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/rules/datafile"
	"boardroom/rules/datafile/gogen"
)

var pkg = gogen.Package{Path: "boardroom/referee", Stub: "messages_rulesgen.go", Files: []gogen.File{
	{Func: "compiledMessages", Path: "messages_compiled.go", YAML: "messages.yaml",
		Parse: func(source []byte) (any, error) {
			m := map[string]msg.Text{}
			_, err := datafile.Decode("referee/messages.yaml", source, &m)
			return m, err
		}, Load: func() any { return referee.Messages.Texts() }},
}}

func main() { gogen.Main(pkg) }
