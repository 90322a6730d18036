package corpwar

import (
	"flag"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/rules/datafile/gogen"
	"boardroom/rules/lookup"
)

var update = flag.Bool("update", false, "rewrite the generated rules files from the YAML")

// The generated rules files are the YAML, loaded: same source, same rules.
func TestCompiledData(t *testing.T) {
	{
		want, err := Parse(DataFile, corpwarYAML)
		require.NoError(t, err)
		gogen.Check(t, gogen.File{Pkg: "corpwar", PkgPath: "boardroom/rules/corpwar", Func: "compiled", Path: "compiled.go",
			Source: corpwarYAML, Data: want}, compiledSource, *update)
		if !*update {
			assert.Equal(t, want, Load(), "compiled.go loads as the YAML does")
		}
	}
	{
		want, err := lookup.ParseBook("rules/corpwar/lookup.yaml", LookupYAML)
		require.NoError(t, err)
		gogen.Check(t, gogen.File{Pkg: "corpwar", PkgPath: "boardroom/rules/corpwar", Func: "compiledLookup", Path: "compiled_lookup.go",
			Source: LookupYAML, Data: want}, compiledLookupSource, *update)
		if !*update {
			assert.Equal(t, want, LookupBook(), "compiled_lookup.go loads as the YAML does")
		}
	}
}
