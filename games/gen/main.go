// Command gen writes the registry's words (package games) as Go
// (messages_compiled.go) from messages.yaml, decoded: go generate runs it in
// games (see package rules/datafile/gogen).
package main

import (
	"boardroom/games"
	"boardroom/phrase/msg"
	"boardroom/rules/datafile"
	"boardroom/rules/datafile/gogen"
)

var pkg = gogen.Package{Path: "boardroom/games", Stub: "messages_rulesgen.go", Files: []gogen.File{
	{Func: "compiledMessages", Path: "messages_compiled.go", YAML: "messages.yaml",
		Parse: func(source []byte) (any, error) {
			m := map[string]msg.Text{}
			_, err := datafile.Decode("games/messages.yaml", source, &m)
			return m, err
		}, Load: func() any { return games.Messages.Texts() }},
}}

func main() { gogen.Main(pkg) }
