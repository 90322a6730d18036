package main

import (
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/columns"
)

// Every command's --help fits a terminal of 80 columns, in both languages,
// examples included (a wider line wraps mid-command on an 80x24 terminal,
// and a command broken in two does not paste).
func TestEveryHelpFits80Columns(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_CTYPE", "")
	t.Setenv("LANG", "en_US.UTF-8")
	t.Setenv("BOARDROOM_HOME", t.TempDir()) // no saved game's language
	var paths [][]string
	var walk func(c *cobra.Command, path []string)
	walk = func(c *cobra.Command, path []string) {
		paths = append(paths, path)
		for _, sub := range c.Commands() {
			if sub.Hidden || sub.Name() == "help" {
				continue
			}
			walk(sub, append(path[:len(path):len(path)], sub.Name()))
		}
	}
	walk(newRoot(io.Discard, io.Discard), nil)
	require.Greater(t, len(paths), 50, "every game's verbs are in the tree")
	for _, lang := range []string{"en", "de"} {
		t.Setenv("BOARDROOM_LANG", lang)
		for _, p := range paths {
			r := runCLI(t, append(p, "--help")...)
			if !assert.Equal(t, 0, r.code, "%s %v: %s", lang, p, r.stderr) {
				continue
			}
			for i, l := range strings.Split(r.stdout, "\n") {
				assert.LessOrEqual(t, columns.Len(l), 80, "%s: boardroom %s --help, line %d is wider than 80 columns:\n%s",
					lang, strings.Join(p, " "), i+1, l)
			}
		}
	}
}

// An example too wide for the terminal is laid out, not cut: its comment
// on a line of its own above it, the command broken before a flag with a
// shell's line continuation, so that pasting the lines runs the command as
// written.
func TestFitExamplesKeepsEachCommandWhole(t *testing.T) {
	ex := "  boardroom rigs show\n" +
		"  boardroom politicard new --players Ann,Bob --deck-a tempo --deck-b tempo --tie last-passer --names ours.yaml   # house names\n" +
		"  boardroom completion bash > ~/.local/share/bash-completion/completions/boardroom"
	got := fitExamples(ex, 80)
	assert.Equal(t, "  boardroom rigs show\n"+
		"  # house names\n"+
		"  boardroom politicard new --players Ann,Bob --deck-a tempo --deck-b tempo \\\n"+
		"      --tie last-passer --names ours.yaml\n"+
		"  boardroom completion bash \\\n"+
		"      > ~/.local/share/bash-completion/completions/boardroom", got)
	pasted := regexp.MustCompile(` \\\n +`).ReplaceAllString(got, " ")
	assert.Contains(t, pasted, "  boardroom politicard new --players Ann,Bob --deck-a tempo --deck-b tempo --tie last-passer --names ours.yaml\n")
	assert.Equal(t, "  boardroom rigs show   # fits", fitExamples("  boardroom rigs show   # fits", 80), "what fits is printed as written")
}
