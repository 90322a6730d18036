// Command gen writes the generic layer's catalogue of package phrase as Go
// (messages_compiled.go) from messages.yaml, decoded: go generate runs it
// in phrase (see package rules/datafile/gogen).
package main

import (
	"boardroom/phrase"
	"boardroom/rules/datafile/gogen"
)

var pkg = gogen.Package{Path: "boardroom/phrase", Stub: "messages_rulesgen.go", Files: []gogen.File{
	gogen.Messages(phrase.Messages),
}}

func main() { gogen.Main(pkg) }
