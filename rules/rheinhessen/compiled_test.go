package rheinhessen

import (
	"flag"
	"testing"

	"boardroom/rules/datafile/gogen"
	"boardroom/rules/lookup"
)

var update = flag.Bool("update", false, "rewrite the generated rules files from the YAML")

// The generated rules files are the YAML, loaded: same source, same rules.
func TestCompiledData(t *testing.T) {
	const pkg = "boardroom/rules/rheinhessen"
	gogen.Check(t, *update,
		gogen.File{PkgPath: pkg, Func: "compiled", Path: "compiled.go", Source: rheinhessenYAML, Sum: compiledSource,
			Parse: func() (any, error) { return Parse(DataFile, rheinhessenYAML) }, Load: func() any { return Load() }},
		gogen.File{PkgPath: pkg, Func: "compiledPersonas", Path: "compiled_personas.go", Source: personasYAML, Sum: compiledPersonasSource,
			Parse: func() (any, error) { return ParsePersonas(PersonasFile, personasYAML) }, Load: func() any { return LoadPersonas() }},
		gogen.File{PkgPath: pkg, Func: "compiledLookup", Path: "compiled_lookup.go", Source: LookupYAML, Sum: compiledLookupSource,
			Parse: func() (any, error) { return lookup.ParseBook("rules/rheinhessen/lookup.yaml", LookupYAML) }, Load: func() any { return LookupBook() }},
	)
}
