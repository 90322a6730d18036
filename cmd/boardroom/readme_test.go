package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// readmeBlock is one fenced code block of the README or a docs page: the
// command lines it shows, each with the output lines ("# ...") printed
// under it.
type readmeBlock struct {
	file string // README.md or docs/<page>.md
	line int    // line of the opening fence
	cmds []readmeCmd
}

type readmeCmd struct {
	file string
	line int
	text string   // the line as printed, without its trailing "# comment"
	args []string // the words after "boardroom", or after "mkdir -p"
	to   string   // "> FILE": where the output goes
	want []string // the "# " lines under the command
}

// notRun are the commands of the code blocks that the test does not run,
// each with why: they wait for a person (the interactive referee, the
// display server) and run until stopped. Every other "boardroom ..." line
// of README.md and docs/*.md runs, as printed: no placeholders ("<deck.yaml>"),
// no optional parts ("[--json]"), no pipes. Lines that are not boardroom
// commands (go install, go test, apt-get, export) are the reader's setup and
// not run here; "mkdir -p DIR" is run, and so is a redirection of a
// boardroom command's output ("> FILE"), with "~" the fresh home.
var notRun = map[string]string{
	"play":  "the interactive referee waits for a person at the terminal (tested in terminal_test.go)",
	"serve": "the display runs until stopped (tested in serve_test.go)",
}

// readmeBlocks reads the code blocks of the README and of the pages under
// docs/. A command's trailing "# comment" is dropped.
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
		case strings.HasPrefix(l, "boardroom "), strings.HasPrefix(l, "mkdir "):
			text := l
			if k := strings.Index(text, " #"); k >= 0 {
				text = text[:k]
			}
			text = strings.TrimSpace(text)
			c := readmeCmd{file: name, line: i + 1, text: text}
			cmd := text
			if k := strings.Index(cmd, " > "); k >= 0 {
				c.to = strings.TrimSpace(cmd[k+3:])
				cmd = cmd[:k]
			}
			c.args = splitArgs(cmd)[1:]
			cur.cmds = append(cur.cmds, c)
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

// notRunnable says why a command of a code block cannot run as printed: a
// placeholder, an optional part, a pipe or an ellipsis ("" when it can).
func notRunnable(c readmeCmd) string {
	placeholder := regexp.MustCompile(`<[^>]*>|\[[^\]]*\]|\||\.\.\.|&&|;`)
	if m := placeholder.FindString(c.text); m != "" {
		return "it holds " + m + ", which a shell cannot run as printed"
	}
	return ""
}

// home expands a leading "~" as the shell does, to the fresh home.
func home(arg, dir string) string {
	if arg == "~" || strings.HasPrefix(arg, "~/") {
		return dir + arg[1:]
	}
	return arg
}

// Every command the README and the docs pages show runs as printed, page
// by page from the top in a fresh home (HOME and the state home) and a fresh
// directory that holds the repository's docs/examples/ (as a reader's
// checkout does; a later block of a page finds what an earlier one made),
// and prints what the page says it prints ("# " lines under it; "..."
// separates fragments).
func TestReadmeExamplesRunAsPrinted(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every README example")
	}
	examples, err := filepath.Abs("../../docs/examples")
	require.NoError(t, err)
	ran := 0
	page, userHome := "", ""
	for _, b := range readmeBlocks(t) {
		if b.file != page {
			// A page is read top to bottom: its blocks share one home and
			// one directory, as a reader's shell does.
			page, userHome = b.file, t.TempDir()
			t.Setenv("HOME", userHome)
			t.Setenv(referee.HomeEnv, t.TempDir())
			dir := t.TempDir()
			require.NoError(t, os.CopyFS(filepath.Join(dir, "docs", "examples"), os.DirFS(examples)))
			t.Chdir(dir)
		}
		for _, c := range b.cmds {
			where := c.file + " line " + strconv.Itoa(c.line) + ": " + c.text
			if why := notRunnable(c); why != "" {
				t.Errorf("%s: %s", where, why)
				continue
			}
			if len(c.args) == 0 {
				t.Errorf("%s: no command", where)
				continue
			}
			args := make([]string, len(c.args))
			for i, a := range c.args {
				args[i] = home(a, userHome)
			}
			if strings.HasPrefix(c.text, "mkdir ") {
				require.Equal(t, "-p", args[0], "%s: only mkdir -p is run", where)
				for _, d := range args[1:] {
					require.NoError(t, os.MkdirAll(d, 0o755), where)
				}
				continue
			}
			if notRun[args[0]] != "" || (len(args) > 1 && notRun[args[1]] != "") {
				continue
			}
			r := runCLI(t, args...)
			ran++
			if !assert.Equal(t, 0, r.code, "%s\n%s", where, r.stderr) {
				continue
			}
			if c.to != "" {
				err := os.WriteFile(home(c.to, userHome), []byte(r.stdout), 0o644)
				if !assert.NoError(t, err, "%s: the shell could not write the output", where) {
					continue
				}
			}
			flat := strings.Join(strings.Fields(r.stdout), " ")
			for _, w := range c.want {
				for _, frag := range strings.Split(w, "...") {
					frag = strings.Join(strings.Fields(frag), " ")
					if frag == "" {
						continue
					}
					assert.Contains(t, flat, frag, where)
				}
			}
		}
	}
	assert.Greater(t, ran, 60, "the README's examples were found and run")
}

// A placeholder or an optional part in a code block is not run around: the
// test names it.
func TestReadmeRefusesPlaceholders(t *testing.T) {
	for _, line := range []string{
		"boardroom politicard deck check <deck.yaml>",
		"boardroom rheinhessen salvage 8S 8H [--json]",
		"boardroom rigs log | less",
		"boardroom rigs show ...",
	} {
		assert.NotEmpty(t, notRunnable(readmeCmd{text: line}), line)
	}
	assert.Empty(t, notRunnable(readmeCmd{text: `boardroom rigs print karma --only "Wrong Address" -o replacement.pdf`}))
}

// Issue 19, point 4: the repository stands alone: no page, rules file or
// source file sends its reader to a folder outside it (the rulebooks are
// cited by title and edition in docs/rulings.md).
func TestRepositoryStandsAlone(t *testing.T) {
	outside := "../" + "shared"
	var found []string
	err := filepath.WalkDir("../..", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		switch filepath.Ext(path) {
		case ".go", ".md", ".yaml", ".yml":
		default:
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, l := range strings.Split(string(data), "\n") {
			if strings.Contains(l, outside) || strings.Contains(l, "shared/"+"seeds") || strings.Contains(l, "shared/"+"reference") {
				found = append(found, path+":"+strconv.Itoa(i+1)+": "+strings.TrimSpace(l))
			}
		}
		return nil
	})
	require.NoError(t, err)
	assert.Empty(t, found, "references to files outside the repository")
	rulings, err := os.ReadFile("../../docs/rulings.md")
	require.NoError(t, err)
	for _, title := range []string{"*R.I.G.S.*, the print-to-play PDF", "*Rheinhessen Industriewerk GmbH: The Official Game Manual*",
		"*Corporate Warfare Rulebook*", "*Politicard – Complete Ruleset (current baseline)*", "*Regeln (Engine v1) — implemented*"} {
		assert.Contains(t, string(rulings), title, "each rulebook is cited by its title")
	}
}
