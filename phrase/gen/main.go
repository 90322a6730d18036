// Command gen writes the generic layer's catalogue of package phrase as Go
// (messages_compiled.go) from messages.yaml, decoded: go generate runs it
// in phrase (see package rules/datafile/gogen).
package main

import (
	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/rules/datafile"
	"boardroom/rules/datafile/gogen"
)

var pkg = gogen.Package{Path: "boardroom/phrase", Stub: "messages_rulesgen.go", Files: []gogen.File{
	{Func: "compiledMessages", Path: "messages_compiled.go", YAML: "messages.yaml",
		Parse: func(source []byte) (any, error) {
			m := map[string]msg.Text{}
			if _, err := datafile.Decode("phrase/messages.yaml", source, &m); err != nil {
				return nil, err
			}
			return m, nil
		},
		Load: func() any { return phrase.Messages.Texts() }},
}}

func main() { gogen.Main(pkg) }
