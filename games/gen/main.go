// Command gen writes the registry's words (package games) as Go
// (messages_compiled.go) from messages.yaml, decoded: go generate runs it in
// games (see package rules/datafile/gogen).
package main

import (
	"boardroom/games"
	"boardroom/rules/datafile/gogen"
)

var pkg = gogen.Package{Path: "boardroom/games", Stub: "messages_rulesgen.go", Files: []gogen.File{
	gogen.Messages(games.Messages),
}}

func main() { gogen.Main(pkg) }
