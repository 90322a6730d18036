package main

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/games"
)

// Issue 23, point 1: `--help`, `--version` and `games` build no game's
// verbs (each game is only a name and a summary); a game's command line
// builds only that game's commands; the manual and the display build all.
func TestCommandTreeBuildsOnlyWhatTheRunUses(t *testing.T) {
	verbs := func(args ...string) map[string]int {
		root := newRootFor(io.Discard, io.Discard, invokedGame(args))
		n := map[string]int{}
		for _, c := range root.Commands() {
			for _, g := range games.IDs() {
				if c.Name() == g {
					n[g] = len(c.Commands())
				}
			}
		}
		return n
	}
	for _, args := range [][]string{{"--help"}, {"--version"}, {"games"}, {"games", "--json"}, {"completion", "bash"}, {"help"}} {
		n := verbs(args...)
		assert.Len(t, n, len(games.IDs()), "%v: every game is named", args)
		for g, k := range n {
			assert.Zero(t, k, "%v: %s has no commands built", args, g)
		}
	}
	for _, args := range [][]string{{"rigs", "show"}, {"help", "rigs", "new"}, {"__complete", "rigs", ""}} {
		n := verbs(args...)
		assert.Len(t, n, 1, "%v: only rigs", args)
		assert.NotZero(t, n["rigs"], "%v", args)
	}
	for _, args := range [][]string{{"man", "x"}, {"serve"}} {
		n := verbs(args...)
		assert.Len(t, n, len(games.IDs()), "%v", args)
		for g, k := range n {
			assert.NotZero(t, k, "%v: %s is whole", args, g)
		}
	}
}

// Issue 23, point 1: no package of ours builds tables or loads rules data
// at package initialisation; what a run uses it builds lazily, once
// (lazy.Value, datafile.Builtin: laid out by the linker, free at init). The
// test runs the binary with the runtime's init trace and reads each of our
// packages' allocations: none may allocate at init,
// so one new package-level map literal, sync.OnceValue, or call that builds
// a value fails it. (Before: 209 allocations, 35 KB in 24 packages.)
func TestNoPackageWorksAtInit(t *testing.T) {
	if testing.CoverMode() != "" {
		t.Skip("coverage instrumentation allocates at init")
	}
	cmd := exec.Command(os.Args[0], "--version")
	cmd.Env = append(os.Environ(), mainEnv+"=1", "GODEBUG=inittrace=1")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	line := regexp.MustCompile(`(?m)^init (boardroom/\S+) @\S+ ms, \S+ ms clock, (\d+) bytes, (\d+) allocs$`)
	seen := 0
	for _, m := range line.FindAllStringSubmatch(string(out), -1) {
		if m[1] == "boardroom/cmd/boardroom" {
			continue // the test binary's own package holds the tests' tables (TestNoMapIsBuiltAtInit reads its source)
		}
		seen++
		allocs, _ := strconv.Atoi(m[3])
		bytes, _ := strconv.Atoi(m[2])
		assert.Zero(t, allocs, "%s allocates %d times at init", m[1], allocs)
		assert.Zero(t, bytes, "%s allocates %d bytes at init", m[1], bytes)
	}
	// Packages with nothing to do at init are not traced: the ones left
	// copy a slice header or so, or (referee/tui/quiet) must run first (the
	// rules packages, which embedded their YAML, no longer do).
	assert.Greater(t, seen, 2, "the init trace was read:\n%s", out)
	// The copy of github.com/atotto/clipboard in third_party/clipboard
	// looks for a clipboard program on first use, not at init: upstream's
	// search cost every start about 0.9 ms (third_party/clipboard/BOARDROOM.md).
	assert.NotContains(t, string(out), "init github.com/atotto/clipboard ")
}

// TestNoMapIsBuiltAtInit reads the source of every package of the module,
// the command's own too (its init trace in the test binary includes the
// tests' tables): a package-level map literal, or sync.OnceValue closure,
// is built at init in every run, whatever the command. Such tables are
// lazy.Values.
func TestNoMapIsBuiltAtInit(t *testing.T) {
	found := packageLevel(t, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CompositeLit:
			_, isMap := n.Type.(*ast.MapType)
			return isMap
		case *ast.SelectorExpr:
			x, ok := n.X.(*ast.Ident)
			return ok && x.Name == "sync" && strings.HasPrefix(n.Sel.Name, "Once")
		}
		return false
	})
	assert.Empty(t, found, "tables built at package init")
}

// The generator of the rules as Go (rules/datafile/gogen), and the Go
// parser and printer it uses, are for tests: the binary does not link them
// (their packages initialise in every run).
func TestTheBinaryLinksNoGoGenerator(t *testing.T) {
	t.Parallel()
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	require.NoError(t, err)
	deps := strings.Fields(string(out))
	assert.Contains(t, deps, "boardroom/rules/datafile")
	for _, p := range []string{"boardroom/rules/datafile/gogen", "go/format", "go/parser", "go/printer"} {
		assert.NotContains(t, deps, p)
	}
}

// The manual pages are written without cobra's Markdown step: the SYNOPSIS
// keeps the positional arguments (issue 19, point 10), and the roff is
// escaped.
func TestManPageSynopsisKeepsArguments(t *testing.T) {
	dir := t.TempDir()
	r := runCLI(t, "man", dir)
	require.Equal(t, 0, r.code, r.stderr)
	page, err := os.ReadFile(dir + "/boardroom-politicard-place.1")
	require.NoError(t, err)
	assert.Contains(t, string(page), ".SH SYNOPSIS\n.B boardroom politicard place [player] <card> [flags]\n")
	assert.Contains(t, string(page), `\fB\-\-json\fP`)
}

// TestNoRegexpIsCompiledAtInit reads every package of the module: a
// package-level variable set by regexp.MustCompile (or Compile) is compiled
// in every run of the binary, whatever the command; such patterns are
// compiled on first use (lazy.Value). It also covers the command's own
// package, which TestNoPackageWorksAtInit cannot: nine patterns cost about
// 0.6 ms of every start.
func TestNoRegexpIsCompiledAtInit(t *testing.T) {
	found := packageLevel(t, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return false
		}
		x, ok := sel.X.(*ast.Ident)
		return ok && x.Name == "regexp" && strings.Contains(sel.Sel.Name, "Compile")
	})
	assert.Empty(t, found, "regular expressions compiled at package init")
}

// TestNoTemplateIsParsedAtInit: a package-level template (text/template or
// html/template) parsed at init costs every run of the binary, whatever the
// command: the preview page of `cards serve`, parsed so, was 13.7 KB and
// about a third of a millisecond of every start. Templates are parsed on
// first use (lazy.Value), like regular expressions.
func TestNoTemplateIsParsedAtInit(t *testing.T) {
	found := packageLevel(t, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return false
		}
		x, ok := sel.X.(*ast.Ident)
		return ok && x.Name == "template" && (sel.Sel.Name == "Must" || sel.Sel.Name == "New")
	})
	assert.Empty(t, found, "templates parsed at package init")
}

// packageLevel returns the positions of the nodes match picks in the
// package-level variables of the module's source (not tests, testdata or
// third_party), outside function literals (those run when called).
func packageLevel(t *testing.T, match func(ast.Node) bool) []string {
	root := filepath.Join("..", "..")
	fset := token.NewFileSet()
	var found []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "third_party" || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			g, ok := decl.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			ast.Inspect(g, func(n ast.Node) bool {
				if _, ok := n.(*ast.FuncLit); ok {
					return false // runs when the function runs
				}
				if n != nil && match(n) {
					found = append(found, fset.Position(n.Pos()).String())
				}
				return true
			})
		}
		return nil
	})
	require.NoError(t, err)
	return found
}

// A command line that names no game builds whole only the top-level
// command it names: --version built the subcommands, flags and helps of
// games, serve, cards and man, two thirds of its allocations. The others are
// still in the root's help with their lines.
func TestALineBuildsOnlyTheCommandItNames(t *testing.T) {
	whole := func(root *cobra.Command) []string {
		var names []string
		for _, c := range root.Commands() {
			if c.Example != "" { // every command of ours has examples; a name-only one none
				names = append(names, c.Name())
			}
		}
		return names
	}
	for _, tc := range []struct {
		args  []string
		whole []string
	}{
		{[]string{"--version"}, []string{"completion"}},
		// a line of one of our own commands (not the manual) has that
		// command only: no game, no completion command
		{[]string{"games", "--json"}, []string{"games"}},
		{[]string{"help", "cards", "print"}, []string{"cards"}},
		{[]string{cobra.ShellCompRequestCmd, "games", "r"}, []string{"games"}},
		{[]string{"man"}, []string{"aufbau", "completion", "corpwar", "man", "politicard", "rheinhessen", "rigs"}},
		{[]string{"-h", "cards"}, []string{"cards", "completion", "games", "man", "serve"}},
	} {
		root := buildTree(io.Discard, io.Discard, invokedGame(tc.args), namedCommand(tc.args), namedVerb(tc.args, invokedGame(tc.args)))
		assert.Equal(t, tc.whole, whole(root), "%v", tc.args)
		forgetFlags(root)
	}

	var out bytes.Buffer
	require.Zero(t, run([]string{"--help"}, &out, io.Discard))
	for _, line := range []string{"games", "man", "serve", "cards"} {
		assert.Regexp(t, `(?m)^  `+line+` +\S`, out.String(), "the root's help names %s with its line", line)
	}
	out.Reset()
	require.Zero(t, run([]string{"cards", "--help"}, &out, io.Discard))
	assert.Contains(t, out.String(), "showcase", "a named command is whole")

	// --version alone builds no tree, and says what the tree's says
	var fast, tree bytes.Buffer
	require.Zero(t, run([]string{"--version"}, &fast, io.Discard))
	require.Zero(t, run([]string{"--version=true"}, &tree, io.Discard))
	assert.Equal(t, tree.String(), fast.String())
	assert.Regexp(t, `^boardroom \S`, fast.String())
	fast.Reset()
	require.Zero(t, run([]string{"-v"}, &fast, io.Discard))
	assert.Equal(t, tree.String(), fast.String())
}

// A game's command line that names one of its commands builds that command
// whole; the game's other verbs are their names only (cobra matches the line
// against them), a third of `show`'s tree. A line that names none, help,
// completion or a word that is no command's gets every verb whole.
func TestAGameLineBuildsOnlyTheVerbItNames(t *testing.T) {
	whole := func(args []string) (built, named []string) {
		game := invokedGame(args)
		root := buildTree(io.Discard, io.Discard, game, namedCommand(args), namedVerb(args, game))
		defer forgetFlags(root)
		g, _, err := root.Find([]string{game})
		require.NoError(t, err)
		for _, c := range g.Commands() {
			if c.Run != nil && c.RunE == nil { // a verb's names only
				named = append(named, c.Name())
			} else {
				built = append(built, c.Name())
			}
		}
		return built, named
	}
	built, named := whole([]string{"rigs", "show", "--json"})
	assert.Contains(t, built, "show")
	assert.NotContains(t, built, "give")
	assert.Contains(t, named, "give", "the other verbs keep their names")
	built, _ = whole([]string{"rigs", "give", "Ann", "Bob", "credits", "1"})
	assert.Contains(t, built, "give")
	assert.NotContains(t, built, "sell")
	for _, args := range [][]string{{"rigs"}, {"rigs", "--help"}, {"rigs", "--game", "x", "give"}, {"help", "rigs", "give"},
		{"rigs", "help", "give"}, {"rigs", "gvie"}, {"__complete", "rigs", "g"}} {
		_, named := whole(args)
		assert.Empty(t, named, "%v: every verb whole", args)
	}

	// the names still lead to the verb, in either language, and a verb's
	// help is whole
	home := t.TempDir()
	t.Setenv("BOARDROOM_HOME", home)
	require.Zero(t, run([]string{"rigs", "new", "--players", "Ann,Bob", "--lang", "de"}, io.Discard, io.Discard))
	var out bytes.Buffer
	require.Zero(t, run([]string{"rigs", "geben", "--help"}, &out, io.Discard))
	assert.Contains(t, out.String(), "geben")
	out.Reset()
	assert.Equal(t, 1, run([]string{"rigs", "sell", "Ann", "1"}, io.Discard, &out), "the English name runs the verb at a German table")
	assert.Contains(t, out.String(), "Marktphase")
}

// Issue 23: a game's command line makes the flags of the one command it
// runs; help, the manual and completion see every flag; and nothing of the
// deferred definitions outlives the run.
func TestOnlyTheRunCommandsFlagsAreMade(t *testing.T) {
	root := buildRoot(io.Discard, io.Discard, "rigs")
	args := []string{"rigs", "show", "--json"}
	target := flagsForCommandLine(root, args, "rigs", namedCommand(args))
	require.NotNil(t, target)
	assert.Equal(t, "show", target.Name())
	assert.NotNil(t, target.Flags().Lookup("json"))
	assert.NotNil(t, target.Flags().Lookup("game"))
	give, _, err := root.Find([]string{"rigs", "give"})
	require.NoError(t, err)
	assert.Nil(t, give.Flags().Lookup("game"), "give's flags are not made for show")
	forgetFlags(root)

	for _, args := range [][]string{{"rigs"}, {"rigs", "--help"}, {"man", "x"}, {"help", "rigs", "give"}, {"__complete", "rigs", "give", "--"}} {
		game := invokedGame(args)
		root := buildRoot(io.Discard, io.Discard, game)
		assert.Nil(t, flagsForCommandLine(root, args, game, namedCommand(args)), "%v", args)
		for _, g := range root.Commands() {
			if g.Name() != "rigs" {
				continue
			}
			give, _, err := g.Find([]string{"give"})
			require.NoError(t, err)
			assert.NotNil(t, give.Flags().Lookup("game"), "%v: every flag is made", args)
		}
		forgetFlags(root)
	}

	for _, args := range [][]string{{"rigs", "show", "--json"}, {"rigs", "give", "--help"}, {"politicard", "rules", "hand"}, {"man", t.TempDir()}} {
		run(args, io.Discard, io.Discard)
	}
	left := 0
	pendingFlags.Range(func(k, v any) bool { left++; return true })
	assert.Zero(t, left, "deferred flag definitions outlive the run")
}

// The help of a verb shows its flags, and --version the build, though
// neither is made before the command line asks.
func TestHelpAndVersionOfTheLazyTree(t *testing.T) {
	r := runCLI(t, "rigs", "give", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "--game")
	assert.Contains(t, r.stdout, "--json")
	r = runCLI(t, "aufbau", "next", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Hilfe zu weiter")
	r = runCLI(t, "--version")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Regexp(t, `^boardroom \S`, r.stdout)
	assert.NotContains(t, r.stdout, "(built)")
}
