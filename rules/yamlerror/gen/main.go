// Command gen writes what the YAML errors say (messages.yaml) as Go
// (messages_compiled.go): go generate runs it in rules/yamlerror (see
// package rules/datafile/gogen).
package main

import (
	"boardroom/rules/datafile/gogen"
	"boardroom/rules/yamlerror"
)

var pkg = gogen.Package{Path: "boardroom/rules/yamlerror", Stub: "messages_rulesgen.go", Files: []gogen.File{
	gogen.Messages(yamlerror.Messages),
}}

func main() { gogen.Main(pkg) }
