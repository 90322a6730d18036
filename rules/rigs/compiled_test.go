package rigs

import (
	"flag"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/rules/datafile"
	"boardroom/rules/datafile/gogen"
)

var update = flag.Bool("update", false, "rewrite compiled.go from rigs.yaml")

// compiled.go must be rigs.yaml, decoded: same source, same rules.
func TestCompiledData(t *testing.T) {
	r, err := Parse(DataFile, rigsYAML)
	require.NoError(t, err)
	want, err := gogen.GoSource("rigs", "boardroom/rules/rigs", "compiled", rigsYAML, r)
	require.NoError(t, err)
	if *update {
		require.NoError(t, os.WriteFile("compiled.go", want, 0o644))
		return
	}
	got, err := os.ReadFile("compiled.go")
	require.NoError(t, err)
	require.Equal(t, datafile.SourceSum(rigsYAML), compiledSource,
		"compiled.go is stale: run go test ./rules/rigs -run TestCompiledData -update")
	assert.Equal(t, string(want), string(got), "compiled.go is not what the generator writes now")
	assert.Equal(t, r, compiled(), "the compiled rules are the YAML's")
	assert.Equal(t, r, Load())
	// A stale compiled form is ignored, not trusted.
	edited := append([]byte("# edited\n"), rigsYAML...)
	stale := datafile.Generated(DataFile, edited, compiledSource, func() *Rules {
		t.Fatal("the generated rules were used for a YAML they were not made from")
		return nil
	})
	assert.Equal(t, r, stale())
}
