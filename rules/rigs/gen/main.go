// Command gen writes the data of package rules/rigs as Go (compiled.go and
// compiled_lookup.go) from its YAML, decoded and validated: go generate runs
// it in rules/rigs (see package gogen).
package main

import (
	"boardroom/rules/datafile/gogen"
	"boardroom/rules/lookup"
	rigsrules "boardroom/rules/rigs"
)

var pkg = gogen.Package{Path: "boardroom/rules/rigs", Stub: "compiled_rulesgen.go", Files: []gogen.File{
	{Func: "compiled", Path: "compiled.go", YAML: "rigs.yaml",
		Parse: func(source []byte) (any, error) { return rigsrules.Parse(rigsrules.DataFile, source) }, Load: func() any { return rigsrules.Load() }},
	{Func: "compiledLookup", Path: "compiled_lookup.go", YAML: "lookup.yaml",
		Parse: func(source []byte) (any, error) { return lookup.ParseBook("rules/rigs/lookup.yaml", source) }, Load: func() any { return rigsrules.LookupBook() }},
	gogen.Messages(rigsrules.Messages),
}}

func main() { gogen.Main(pkg) }
