package rigs

import (
	"flag"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/rules/datafile"
)

var update = flag.Bool("update", false, "rewrite rigs.compiled.json from rigs.yaml")

// The compiled form must be rigs.yaml, decoded: same source, same rules.
func TestCompiledData(t *testing.T) {
	r, err := Parse(DataFile, rigsYAML)
	require.NoError(t, err)
	want, err := datafile.Compile(rigsYAML, r)
	require.NoError(t, err)
	if *update {
		require.NoError(t, os.WriteFile("rigs.compiled.json", append(want, '\n'), 0o644))
		return
	}
	require.True(t, datafile.Fresh(rigsYAML, rigsCompiled),
		"rigs.compiled.json is stale: run go test ./rules/rigs -run TestCompiledData -update")
	assert.JSONEq(t, string(want), string(rigsCompiled))
	assert.Equal(t, r, Load(), "the compiled rules are the YAML's")
	// A stale compiled form is ignored, not trusted.
	r2, err := datafile.ParseCompiled[Rules](DataFile, append([]byte("# edited\n"), rigsYAML...), rigsCompiled)
	require.NoError(t, err)
	assert.Equal(t, r, r2)
}
