// Command gen writes what the deck loader says (messages.yaml) as Go
// (messages_compiled.go): go generate runs it in printables/userdeck (see
// package rules/datafile/gogen).
package main

import (
	"boardroom/printables/userdeck"
	"boardroom/rules/datafile/gogen"
)

var pkg = gogen.Package{Path: "boardroom/printables/userdeck", Stub: "messages_rulesgen.go", Files: []gogen.File{
	gogen.Messages(userdeck.Messages),
}}

func main() { gogen.Main(pkg) }
