// Command gen writes the data of package rules/corpwar as Go (compiled.go and
// compiled_lookup.go) from its YAML, decoded and validated: go generate runs
// it in rules/corpwar (see package gogen).
package main

import (
	corpwarrules "boardroom/rules/corpwar"
	"boardroom/rules/datafile/gogen"
	"boardroom/rules/lookup"
)

var pkg = gogen.Package{Path: "boardroom/rules/corpwar", Stub: "compiled_rulesgen.go", Files: []gogen.File{
	{Func: "compiled", Path: "compiled.go", YAML: "corpwar.yaml",
		Parse: func(source []byte) (any, error) { return corpwarrules.Parse(corpwarrules.DataFile, source) }, Load: func() any { return corpwarrules.Load() }},
	gogen.Messages(corpwarrules.Messages),
	{Func: "compiledLookup", Path: "compiled_lookup.go", YAML: "lookup.yaml",
		Parse: func(source []byte) (any, error) { return lookup.ParseBook("rules/corpwar/lookup.yaml", source) }, Load: func() any { return corpwarrules.LookupBook() }},
}}

func main() { gogen.Main(pkg) }
