package corpwar

import (
	"flag"
	"testing"

	"boardroom/rules/datafile/gogen"
	"boardroom/rules/lookup"
)

var update = flag.Bool("update", false, "rewrite the generated rules files from the YAML")

// The generated rules files are the YAML, loaded: same source, same rules.
func TestCompiledData(t *testing.T) {
	const pkg = "boardroom/rules/corpwar"
	gogen.Check(t, *update,
		gogen.File{PkgPath: pkg, Func: "compiled", Path: "compiled.go", Source: corpwarYAML, Sum: compiledSource,
			Parse: func() (any, error) { return Parse(DataFile, corpwarYAML) }, Load: func() any { return Load() }},
		gogen.File{PkgPath: pkg, Func: "compiledLookup", Path: "compiled_lookup.go", Source: LookupYAML, Sum: compiledLookupSource,
			Parse: func() (any, error) { return lookup.ParseBook("rules/corpwar/lookup.yaml", LookupYAML) }, Load: func() any { return LookupBook() }},
	)
}
