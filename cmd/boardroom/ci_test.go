package main

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The README's Tests section says exactly what CI runs: the commands of
// .ci/run after its setup (installing Chromium) are the lines of the
// README's CI block after its apt-get line, in the same order.
func TestCIRunsWhatTheREADMESays(t *testing.T) {
	script, err := os.ReadFile("../../.ci/run")
	require.NoError(t, err)
	var ci []string
	started := false
	for _, l := range strings.Split(string(script), "\n") {
		l = strings.TrimSpace(l)
		started = started || strings.HasPrefix(l, "export BOARDROOM_BROWSER_TESTS=")
		if started && l != "" && !strings.HasPrefix(l, "#") {
			ci = append(ci, l)
		}
	}
	require.NotEmpty(t, ci, ".ci/run exports BOARDROOM_BROWSER_TESTS before its commands")
	assert.Contains(t, string(script), "apt-get install -y -qq chromium")

	readme, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	text := string(readme)
	i := strings.Index(text, "\n## Tests\n")
	require.GreaterOrEqual(t, i, 0, "README has a Tests section")
	j := strings.Index(text[i:], "CI runs `.ci/run`")
	require.GreaterOrEqual(t, j, 0, "the Tests section says what CI runs")
	block := text[i+j:]
	start := strings.Index(block, "```\n") + len("```\n")
	end := start + strings.Index(block[start:], "```")
	lines := strings.Split(strings.TrimSpace(block[start:end]), "\n")
	require.True(t, strings.HasPrefix(lines[0], "apt-get install -y chromium"), "the block starts with the setup: %q", lines[0])
	assert.Equal(t, ci, lines[1:], "the README's CI block and .ci/run differ")
	for _, want := range []string{"go vet ./...", "go test ./...", "go test -race ./referee/ ./display/ ./atomicfile/", "go test -run '^$' -bench . -benchtime 1x ./..."} {
		assert.Contains(t, ci, want)
	}
}
