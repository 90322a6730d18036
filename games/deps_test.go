package games

import (
	"go/ast"
	"go/build/constraint"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// arrows is every import one package of the project may make of another,
// as the standard library's go/build/deps_test.go lists its own: a
// package missing here, or an import not listed for it, fails
// TestImportsFollowTheArrows. <game> stands for one game's id, the same on
// both sides (rules/rigs may import nothing of rheinhessen); <any> for any
// game's. Tests may import more (an external test package sits above the
// package it tests).
var arrows = map[string][]string{
	// the ground: imported by everything, importing (almost) nothing
	"atomicfile":           nil,
	"lazy":                 nil,
	"columns":              nil,
	"fuzzcheck":            nil,
	"docs":                 nil,
	"rules/cards":          nil,
	"rules/dice":           nil,
	"rules/names":          {"lazy"},
	"phrase/msg":           {"lazy"},
	"phrase/msg/msgtest":   {"lazy", "phrase/msg"},
	"phrase":               {"rules/names", "phrase/msg"},
	"phrase/gen":           {"phrase", "phrase/msg", "rules/datafile", "rules/datafile/gogen"},
	"rules/datafile":       {"lazy"},
	"rules/datafile/gogen": {"atomicfile", "phrase/msg", "rules/datafile"},
	"rules/lookup":         {"lazy", "phrase/msg", "rules/datafile", "rules/names"},
	"rules/lookup/gen":     {"rules/lookup", "rules/datafile/gogen"},
	"rules/yamlerror":      {"phrase/msg"},
	"rules/yamlerror/gen":  {"rules/yamlerror", "rules/datafile/gogen"},

	// what each game is
	"rules/<game>":     {"lazy", "phrase", "phrase/msg", "rules/datafile", "rules/lookup", "rules/names", "rules/cards", "rules/dice", "rules/yamlerror"},
	"rules/<game>/gen": {"phrase/msg", "rules/<game>", "rules/datafile", "rules/datafile/gogen", "rules/lookup"},

	// how a game looks and its pages
	"templates":                  {"rules/datafile"},
	"templates/<game>":           {"lazy", "rules/datafile", "templates"},
	"printables":                 {"atomicfile", "lazy", "phrase/msg"},
	"printables/gen":             {"phrase/msg", "printables", "rules/datafile", "rules/datafile/gogen"},
	"printables/printtest":       {"printables"},
	"printables/userdeck":        {"atomicfile", "lazy", "phrase/msg", "printables", "printables/userdeck/hyphen", "rules/names", "rules/yamlerror"},
	"printables/userdeck/gen":    {"phrase/msg", "printables/userdeck", "rules/datafile", "rules/datafile/gogen"},
	"printables/userdeck/hyphen": {},
	"printables/<game>":          {"lazy", "phrase", "phrase/msg", "printables", "rules/<game>", "rules/cards", "templates", "templates/<game>"},

	// the referee: the engine, the menus, the front end at the table
	"referee":               {"atomicfile", "lazy", "phrase", "phrase/msg"},
	"referee/gen":           {"phrase/msg", "referee", "rules/datafile", "rules/datafile/gogen"},
	"referee/verb":          {"atomicfile", "phrase", "phrase/msg", "referee"},
	"referee/tui":           {"columns", "phrase", "phrase/msg", "referee", "referee/verb"},
	"referee/tui/quiet":     nil,
	"referee/tui/huhprompt": {"phrase", "phrase/msg", "referee/tui", "referee/tui/quiet"},
	"referee/spec":          {"columns", "lazy", "phrase", "phrase/msg", "referee", "referee/tui", "referee/verb"},
	"referee/refereetest":   {"atomicfile", "columns", "phrase", "phrase/msg", "phrase/msg/msgtest", "referee", "referee/spec", "referee/tui", "referee/verb"},
	"referee/<game>":        {"atomicfile", "columns", "lazy", "phrase", "phrase/msg", "referee", "referee/spec", "referee/tui", "referee/verb", "rules/<game>", "rules/cards", "rules/dice", "rules/datafile", "rules/names"},
	"referee/<game>/gen":    {"referee/<game>", "rules/datafile/gogen"},

	// the display, the registry, the command line
	"display":     {"atomicfile", "columns", "lazy", "phrase", "phrase/msg", "referee", "referee/spec", "referee/verb"},
	"display/gen": {"display", "phrase/msg", "rules/datafile", "rules/datafile/gogen"},
	"games": {"atomicfile", "docs", "lazy", "phrase", "phrase/msg", "printables", "referee", "referee/spec", "referee/tui", "referee/verb", "rules/cards", "rules/lookup",
		"rules/<any>", "referee/<any>", "printables/<any>"},
	"games/gen": {"games", "phrase/msg", "rules/datafile", "rules/datafile/gogen"},
	"cmd/boardroom": {"atomicfile", "columns", "display", "games", "lazy", "phrase", "phrase/msg", "printables", "printables/userdeck",
		"referee", "referee/spec", "referee/tui", "referee/tui/huhprompt", "referee/verb", "rules/lookup"},
}

// terminal are the import paths of the terminal library: only the front
// end at the table links it (the display, the rules and the pages do not).
var terminal = []string{"github.com/charmbracelet/", "github.com/muesli/"}

var terminalAllowed = []string{"referee/tui/huhprompt", "referee/tui/quiet"}

// generatorOnly reports whether f is built only into the rules data's
// generator (//go:build rulesgen), which writes compiled.go through
// rules/datafile/gogen: it is no part of the binary.
func generatorOnly(f *ast.File) bool {
	for _, g := range f.Comments {
		if g.Pos() > f.Package {
			break
		}
		for _, c := range g.List {
			if expr, err := constraint.Parse(c.Text); err == nil {
				return expr.Eval(func(tag string) bool { return tag == "rulesgen" }) && !expr.Eval(func(string) bool { return false })
			}
		}
	}
	return false
}

// allowed reports whether package from (a path inside the module, without
// "boardroom/") may import to, and the rule of arrows it falls under.
func allowed(from, to string, ids []string) (rule string, ok bool) {
	rule, game := ruleOf(from, ids)
	if rule == "" {
		return "", false
	}
	for _, a := range arrows[rule] {
		if a == to || game != "" && strings.ReplaceAll(a, "<game>", game) == to {
			return rule, true
		}
		if pre, found := strings.CutSuffix(a, "<any>"); found {
			if id, isPrefix := strings.CutPrefix(to, pre); isPrefix && slices.Contains(ids, id) {
				return rule, true
			}
		}
	}
	return rule, false
}

// ruleOf is the key of arrows that p falls under and the game it names
// ("" for an engine).
func ruleOf(p string, ids []string) (string, string) {
	if _, ok := arrows[p]; ok {
		return p, ""
	}
	parts := strings.Split(p, "/")
	for i, part := range parts {
		if slices.Contains(ids, part) {
			parts[i] = "<game>"
			key := strings.Join(parts, "/")
			if _, ok := arrows[key]; ok {
				return key, part
			}
			return "", ""
		}
	}
	return "", ""
}

func TestTheArrowsCatchASidewaysImport(t *testing.T) {
	ids := []string{"rigs", "rheinhessen"}
	for _, c := range []struct {
		from, to string
		ok       bool
	}{
		{"printables/rigs", "phrase", true},
		{"printables/rigs", "rules/rigs", true},
		{"printables/rigs", "referee", false},           // the pages do not reach into the referee
		{"printables/rigs", "rules/rheinhessen", false}, // nor into another game
		{"rules/rigs", "referee", false},
		{"display", "referee/tui", false},  // the display links no menus, no terminal
		{"referee", "referee/tui", false},  // the engine never reaches up
		{"referee", "referee/verb", false}, // nor into the command line's input
		{"referee/verb", "referee", true},
		{"games", "referee/rheinhessen", true},
		{"referee/rigs", "referee/tui/huhprompt", false},
		{"newpackage", "lazy", false}, // a new package is added to the list first
	} {
		_, ok := allowed(c.from, c.to, ids)
		assert.Equal(t, c.ok, ok, "%s -> %s", c.from, c.to)
	}
}

// Every import between the project's packages is one the list allows, and
// only the front end at the table imports the terminal library.
func TestImportsFollowTheArrows(t *testing.T) {
	ids := IDs()
	require.NotEmpty(t, ids)
	imports := map[string]map[string]bool{}
	err := filepath.WalkDir("..", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != ".." && (name == "third_party" || name == "testdata" || strings.HasPrefix(name, ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly|parser.ParseComments)
		if err != nil {
			return err
		}
		if generatorOnly(f) {
			return nil
		}
		rel, err := filepath.Rel("..", filepath.Dir(path))
		if err != nil {
			return err
		}
		from := filepath.ToSlash(rel)
		if imports[from] == nil {
			imports[from] = map[string]bool{}
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			imports[from][p] = true
		}
		return nil
	})
	require.NoError(t, err)
	assert.Greater(t, len(imports), 40, "the packages were found")
	for from, imps := range imports {
		if rule, _ := ruleOf(from, ids); rule == "" {
			t.Errorf("package %s is not in the list of arrows (games/deps_test.go): add it with what it may import", from)
			continue
		}
		for p := range imps {
			if to, own := strings.CutPrefix(p, "boardroom/"); own {
				if rule, ok := allowed(from, to, ids); !ok {
					t.Errorf("%s imports %s, an arrow the list does not allow (rule %q)", from, to, rule)
				}
				continue
			}
			for _, term := range terminal {
				if strings.HasPrefix(p, term) && !slices.Contains(terminalAllowed, from) {
					t.Errorf("%s imports %s: only %s link the terminal library", from, p, strings.Join(terminalAllowed, ", "))
				}
			}
		}
	}
}
