// Command gen writes the data of package rules/aufbau as Go (compiled.go,
// compiled_lookup.go and messages_compiled.go) from its YAML, decoded and validated: go generate runs
// it in rules/aufbau (see package gogen).
package main

import (
	aufbaurules "boardroom/rules/aufbau"
	"boardroom/rules/datafile/gogen"
	"boardroom/rules/lookup"
)

var pkg = gogen.Package{Path: "boardroom/rules/aufbau", Stub: "compiled_rulesgen.go", Files: []gogen.File{
	{Func: "compiled", Path: "compiled.go", YAML: "aufbau.yaml",
		Parse: func(source []byte) (any, error) { return aufbaurules.Parse(aufbaurules.DataFile, source) }, Load: func() any { return aufbaurules.Load() }},
	{Func: "compiledLookup", Path: "compiled_lookup.go", YAML: "lookup.yaml",
		Parse: func(source []byte) (any, error) { return lookup.ParseBook("rules/aufbau/lookup.yaml", source) }, Load: func() any { return aufbaurules.LookupBook() }},
	gogen.Messages(aufbaurules.Messages),
}}

func main() { gogen.Main(pkg) }
