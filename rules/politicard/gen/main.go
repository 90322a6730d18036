// Command gen writes the data of package rules/politicard as Go (compiled.go
// and compiled_lookup.go) from its YAML, decoded and validated: go generate
// runs it in rules/politicard (see package gogen).
package main

import (
	"boardroom/rules/datafile/gogen"
	"boardroom/rules/lookup"
	politicardrules "boardroom/rules/politicard"
)

var pkg = gogen.Package{Path: "boardroom/rules/politicard", Stub: "compiled_rulesgen.go", Files: []gogen.File{
	{Func: "compiled", Path: "compiled.go", YAML: "politicard.yaml",
		Parse: func(source []byte) (any, error) { return politicardrules.Parse(politicardrules.DataFile, source) }, Load: func() any { return politicardrules.Load() }},
	{Func: "compiledLookup", Path: "compiled_lookup.go", YAML: "lookup.yaml",
		Parse: func(source []byte) (any, error) { return lookup.ParseBook("rules/politicard/lookup.yaml", source) }, Load: func() any { return politicardrules.LookupBook() }},
	gogen.Messages(politicardrules.Messages),
}}

func main() { gogen.Main(pkg) }
