package rheinhessen

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
		want, err := Parse(DataFile, rheinhessenYAML)
		require.NoError(t, err)
		gogen.Check(t, gogen.File{Pkg: "rheinhessen", PkgPath: "boardroom/rules/rheinhessen", Func: "compiled", Path: "compiled.go",
			Source: rheinhessenYAML, Data: want}, compiledSource, *update)
		if !*update {
			assert.Equal(t, want, Load(), "compiled.go loads as the YAML does")
		}
	}
	{
		want, err := ParsePersonas(PersonasFile, personasYAML)
		require.NoError(t, err)
		gogen.Check(t, gogen.File{Pkg: "rheinhessen", PkgPath: "boardroom/rules/rheinhessen", Func: "compiledPersonas", Path: "compiled_personas.go",
			Source: personasYAML, Data: want}, compiledPersonasSource, *update)
		if !*update {
			assert.Equal(t, want, LoadPersonas(), "compiled_personas.go loads as the YAML does")
		}
	}
	{
		want, err := lookup.ParseBook("rules/rheinhessen/lookup.yaml", LookupYAML)
		require.NoError(t, err)
		gogen.Check(t, gogen.File{Pkg: "rheinhessen", PkgPath: "boardroom/rules/rheinhessen", Func: "compiledLookup", Path: "compiled_lookup.go",
			Source: LookupYAML, Data: want}, compiledLookupSource, *update)
		if !*update {
			assert.Equal(t, want, LookupBook(), "compiled_lookup.go loads as the YAML does")
		}
	}
}
