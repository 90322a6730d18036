// Command gen writes the data of package rules/rheinhessen as Go (compiled.go,
// compiled_lookup.go, compiled_personas.go and messages_compiled.go) from its YAML, decoded and
// validated: go generate runs it in rules/rheinhessen (see package gogen).
package main

import (
	"boardroom/rules/datafile/gogen"
	"boardroom/rules/lookup"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

var pkg = gogen.Package{Path: "boardroom/rules/rheinhessen", Stub: "compiled_rulesgen.go", Files: []gogen.File{
	{Func: "compiled", Path: "compiled.go", YAML: "rheinhessen.yaml",
		Parse: func(source []byte) (any, error) { return rheinhessenrules.Parse(rheinhessenrules.DataFile, source) }, Load: func() any { return rheinhessenrules.Load() }},
	{Func: "compiledLookup", Path: "compiled_lookup.go", YAML: "lookup.yaml",
		Parse: func(source []byte) (any, error) { return lookup.ParseBook("rules/rheinhessen/lookup.yaml", source) }, Load: func() any { return rheinhessenrules.LookupBook() }},
	{Func: "compiledPersonas", Path: "compiled_personas.go", YAML: "personas.yaml",
		Parse: func(source []byte) (any, error) {
			return rheinhessenrules.ParsePersonas(rheinhessenrules.PersonasFile, source)
		}, Load: func() any { return rheinhessenrules.LoadPersonas() }},
	gogen.Messages(rheinhessenrules.Messages),
}}

func main() { gogen.Main(pkg) }
