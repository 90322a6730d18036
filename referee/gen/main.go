// Command gen writes the engine's words of package referee as Go
// (messages_compiled.go) from messages.yaml, decoded: go generate runs it in
// referee (see package rules/datafile/gogen).
package main

import (
	"boardroom/referee"
	"boardroom/rules/datafile/gogen"
)

var pkg = gogen.Package{Path: "boardroom/referee", Stub: "messages_rulesgen.go", Files: []gogen.File{
	gogen.Messages(referee.Messages),
}}

func main() { gogen.Main(pkg) }
