// Package msgtest checks a message catalogue against the code that uses it,
// so that a missing ID, an unused one or a placeholder one language lacks
// fails the build's tests, never a run.
package msgtest

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"boardroom/lazy"
	"boardroom/phrase/msg"
)

// Use is a function or method whose argument Arg (from 0) is a message ID:
// {Func: "say", Arg: 0} for every call of a function or method named say;
// a Func with a dot is matched against the callee as written, from its end:
// {Func: "Messages.Say", Arg: 1} for Messages.Say(l, "id") and
// gamerules.Messages.Say(l, "id").
type Use struct {
	Func string
	Arg  int
}

// Options says where the catalogue's IDs are used.
type Options struct {
	// Dirs are the folders whose Go code (tests and generated files left
	// out) uses the catalogue.
	Dirs []string
	// Uses are the calls that take an ID; a literal ID in one of them must
	// be in the catalogue. Say, Format and Text of a catalogue named
	// Messages are always among them.
	Uses []Use
	// Skip are calls of another catalogue the folders also use, by the
	// start of their callee as written ("referee.Messages."): their IDs are
	// that catalogue's.
	Skip []string
	// Used are IDs read by code outside Dirs, under a convention rather than
	// by a literal: a game's verbs' words, which the command line, the rules
	// lookup and the phones read by the verb's name (spec.MessageIDs).
	Used []string
}

// Check tests c: every message has both languages with the same
// placeholders and expands; every literal ID in a call of o.Uses is in
// the catalogue; every ID of the catalogue is used by the code, as a
// string literal or under a prefix the code writes ("phase." + name uses
// every ID that starts with "phase.").
func Check(t *testing.T, c *msg.Catalog, o Options) {
	t.Helper()
	for _, e := range Problems(c, o) {
		t.Error(e)
	}
}

// Problems are what Check reports, one sentence each.
func Problems(c *msg.Catalog, o Options) []string {
	var problems []string
	errorf := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	texts := c.Texts()
	for _, id := range sortedKeys(texts) {
		tx := texts[id]
		if strings.TrimSpace(tx.DE) == "" || strings.TrimSpace(tx.EN) == "" {
			errorf("%s: %s: a language is missing (de %q, en %q)", c.Name, id, tx.DE, tx.EN)
			continue
		}
		de, en := Placeholders(tx.DE), Placeholders(tx.EN)
		if !slices.Equal(de, en) {
			errorf("%s: %s: the languages have different placeholders: de %v, en %v", c.Name, id, de, en)
		}
		args := make([]any, 0, 9)
		for i := 1; i <= 9; i++ {
			args = append(args, i)
		}
		zeros := make([]any, len(args)) // every exact-value form (=0) said too
		for i := range zeros {
			zeros[i] = 0
		}
		for _, l := range msg.Langs {
			for _, a := range [][]any{args, zeros} {
				if _, err := msg.Expand(l, tx.In(l), a); err != nil {
					errorf("%s: %s (%s): %v", c.Name, id, l, err)
					break
				}
			}
		}
	}
	uses := append([]Use{{"Messages.Say", 1}, {"Messages.Format", 1}, {"Messages.Text", 0}}, o.Uses...)
	literals, called, err := scan(o.Dirs, uses, o.Skip)
	if err != nil {
		return append(problems, err.Error())
	}
	for _, u := range called {
		if _, ok := texts[u.id]; !ok {
			errorf("%s: %s uses message %q, which the catalogue %s does not have", u.where, u.fn, u.id, c.Name)
		}
	}
	var prefixes []string
	for s := range literals {
		if strings.HasSuffix(s, ".") || strings.HasSuffix(s, "_") {
			prefixes = append(prefixes, s)
		}
	}
	for _, id := range o.Used {
		literals[id] = true
	}
	for _, id := range sortedKeys(texts) {
		if literals[id] {
			continue
		}
		if slices.ContainsFunc(prefixes, func(p string) bool { return strings.HasPrefix(id, p) }) {
			continue
		}
		errorf("%s: message %q is used by no code in %v", c.Name, id, o.Dirs)
	}
	return problems
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

var placeholderNumber = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`\{[q+]?(\d+)`) }}

// Placeholders are the argument numbers text refers to, sorted, each once.
func Placeholders(text string) []int {
	var out []int
	for _, m := range placeholderNumber.Get().FindAllStringSubmatch(text, -1) {
		n, _ := strconv.Atoi(m[1])
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return out
}

type call struct{ where, fn, id string }

// scan reads the Go files of dirs: every string literal, and the literal IDs
// passed to uses.
func scan(dirs []string, uses []Use, skip []string) (map[string]bool, []call, error) {
	literals := map[string]bool{}
	var calls []call
	fset := token.NewFileSet()
	for _, dir := range dirs {
		entries, err := os.ReadDir(dir)
		if err != nil {
			return nil, nil, fmt.Errorf("msgtest: %v", err)
		}
		for _, e := range entries {
			name := e.Name()
			if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
				continue
			}
			path := filepath.Join(dir, name)
			f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
			if err != nil {
				return nil, nil, fmt.Errorf("msgtest: %v", err)
			}
			if ast.IsGenerated(f) {
				continue
			}
			ast.Inspect(f, func(n ast.Node) bool {
				switch x := n.(type) {
				case *ast.BasicLit:
					if x.Kind == token.STRING {
						if s, err := strconv.Unquote(x.Value); err == nil {
							literals[s] = true
						}
					}
				case *ast.CallExpr:
					fn := callee(x.Fun)
					if full := dotted(x.Fun); slices.ContainsFunc(skip, func(p string) bool { return strings.HasPrefix(full, p) }) {
						return true
					}
					full := dotted(x.Fun)
					for _, u := range uses {
						match := u.Func == fn
						if strings.Contains(u.Func, ".") {
							match = full == u.Func || strings.HasSuffix(full, "."+u.Func)
						}
						if !match || u.Arg >= len(x.Args) {
							continue
						}
						if lit, ok := x.Args[u.Arg].(*ast.BasicLit); ok && lit.Kind == token.STRING {
							if s, err := strconv.Unquote(lit.Value); err == nil {
								calls = append(calls, call{fset.Position(lit.Pos()).String(), fn, s})
							}
						}
					}
				}
				return true
			})
		}
	}
	return literals, calls, nil
}

func callee(e ast.Expr) string {
	switch f := e.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	case *ast.IndexExpr:
		return callee(f.X)
	}
	return ""
}

// dotted is a callee as written: "referee.Messages.Text".
func dotted(e ast.Expr) string {
	switch f := e.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return dotted(f.X) + "." + f.Sel.Name
	case *ast.IndexExpr:
		return dotted(f.X)
	}
	return ""
}

// OtherWords are the other language's common words, which nothing a table
// playing in l reads may hold (proper names aside): the list every scan
// test of a game's output looks for. German words for an English table,
// English words for a German one.
func OtherWords(l msg.Lang) []string {
	if l == msg.DE {
		return []string{" the ", " and ", " not ", " is ", " has ", "round", "player"}
	}
	return []string{" der ", " die ", " und ", " nicht ", " ist ", " hat ", "Runde", "Spieler"}
}
