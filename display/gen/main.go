// Command gen writes the words of the table display (package display) as Go
// (messages_compiled.go) from messages.yaml, decoded: go generate runs it in
// display (see package rules/datafile/gogen).
package main

import (
	"boardroom/display"
	"boardroom/rules/datafile/gogen"
)

var pkg = gogen.Package{Path: "boardroom/display", Stub: "messages_rulesgen.go", Files: []gogen.File{
	gogen.Messages(display.Messages),
}}

func main() { gogen.Main(pkg) }
