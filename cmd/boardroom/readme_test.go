package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// readmeBlock is one fenced code block of the README: the boardroom command
// lines it shows, each with the output lines ("# ...") printed under it.
type readmeBlock struct {
	file string // README.md or docs/<page>.md
	line int    // line of the opening fence
	cmds []readmeCmd
}

type readmeCmd struct {
	file string
	line int
	args []string
	want []string // the "# " lines under the command
}

// readmeBlocks reads the code blocks of the README and of the guides under
// docs/. A command's trailing "# comment" is dropped; "[--json]" style
// optional parts are dropped too.
func readmeBlocks(t *testing.T) []readmeBlock {
	t.Helper()
	pages, err := filepath.Glob("../../docs/*.md")
	require.NoError(t, err)
	var blocks []readmeBlock
	for _, p := range append([]string{"../../README.md"}, pages...) {
		blocks = append(blocks, fileBlocks(t, p)...)
	}
	return blocks
}

func fileBlocks(t *testing.T, path string) []readmeBlock {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	name := strings.TrimPrefix(path, "../../")
	var blocks []readmeBlock
	var cur *readmeBlock
	optional := regexp.MustCompile(`\s\[[^\]]*\]`)
	for i, l := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(l, "```"):
			if cur == nil {
				blocks = append(blocks, readmeBlock{file: name, line: i + 1})
				cur = &blocks[len(blocks)-1]
			} else {
				cur = nil
			}
		case cur == nil:
		case strings.HasPrefix(l, "boardroom "):
			cmd := l
			if k := strings.Index(cmd, " #"); k >= 0 {
				cmd = cmd[:k]
			}
			cmd = optional.ReplaceAllString(cmd, "")
			cur.cmds = append(cur.cmds, readmeCmd{file: name, line: i + 1, args: splitArgs(cmd)[1:]})
		case strings.HasPrefix(l, "# ") && len(cur.cmds) > 0:
			c := &cur.cmds[len(cur.cmds)-1]
			c.want = append(c.want, strings.TrimPrefix(l, "# "))
		}
	}
	return blocks
}

// splitArgs splits a shell line on spaces, keeping "double quoted" words.
func splitArgs(s string) []string {
	var out []string
	var b strings.Builder
	quoted, any := false, false
	for _, r := range s {
		switch {
		case r == '"':
			quoted, any = !quoted, true
		case r == ' ' && !quoted:
			if any {
				out = append(out, b.String())
			}
			b.Reset()
			any = false
		default:
			b.WriteRune(r)
			any = true
		}
	}
	if any {
		out = append(out, b.String())
	}
	return out
}

// runnable reports whether a README command can run in a test: not the
// interactive referee nor the display (they run until stopped), no
// placeholders, not an install or a build.
func runnable(args []string) bool {
	for _, a := range args {
		if strings.ContainsAny(a, "<>|") || a == "..." || a == "play" || a == "serve" {
			return false
		}
	}
	return len(args) > 0
}

// Every command the README shows runs as printed, block by block in a
// fresh state home and directory, and prints what the README says it
// prints ("# " lines under it; "..." separates fragments).
func TestReadmeExamplesRunAsPrinted(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every README example")
	}
	ran := 0
	for _, b := range readmeBlocks(t) {
		t.Setenv(referee.HomeEnv, t.TempDir())
		t.Chdir(t.TempDir())
		for _, c := range b.cmds {
			if !runnable(c.args) {
				continue
			}
			r := runCLI(t, c.args...)
			ran++
			if !assert.Equal(t, 0, r.code, "%s line %d: boardroom %s\n%s", c.file, c.line, strings.Join(c.args, " "), r.stderr) {
				continue
			}
			flat := strings.Join(strings.Fields(r.stdout), " ")
			for _, w := range c.want {
				for _, frag := range strings.Split(w, "...") {
					frag = strings.Join(strings.Fields(frag), " ")
					if frag == "" {
						continue
					}
					assert.Contains(t, flat, frag, "%s line %d: boardroom %s", c.file, c.line, strings.Join(c.args, " "))
				}
			}
		}
	}
	assert.Greater(t, ran, 40, "the README's examples were found and run")
}
