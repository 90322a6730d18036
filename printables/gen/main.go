// Command gen writes the printed words of package printables as Go
// (messages_compiled.go) from messages.yaml, decoded: go generate runs it in
// printables (see package rules/datafile/gogen).
package main

import (
	"boardroom/printables"
	"boardroom/rules/datafile/gogen"
)

var pkg = gogen.Package{Path: "boardroom/printables", Stub: "messages_rulesgen.go", Files: []gogen.File{
	gogen.Messages(printables.Messages),
}}

func main() { gogen.Main(pkg) }
