package games

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The engines never name a game (DESIGN.md, "The house"): no non-test Go
// file of cmd, the referee engine, its front end, the display, the print
// engine or the templates loader names a registered game, not even in a
// comment, and none imports a game's package. A new game then touches only
// its own folders, games/<game>.go and one line of games.All().
func TestEnginesNameNoGame(t *testing.T) {
	engines := []struct {
		dir     string
		recurse bool
	}{
		{"../cmd", true}, {"../referee", false}, {"../referee/tui", true}, {"../referee/spec", true},
		{"../display", true}, {"../columns", true}, {"../phrase", true}, {"../printables", false}, {"../printables/printtest", false}, {"../templates", false},
	}
	ids := IDs()
	require.NotEmpty(t, ids)
	files := 0
	for _, e := range engines {
		err := filepath.WalkDir(e.dir, func(path string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if path != e.dir && !e.recurse {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			files++
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			lower := strings.ToLower(string(src))
			for _, id := range ids {
				assert.NotContains(t, lower, strings.ToLower(id), "%s names the game %q", path, id)
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, src, parser.ImportsOnly)
			if err != nil {
				return err
			}
			for _, imp := range f.Imports {
				p, _ := strconv.Unquote(imp.Path.Value)
				for _, id := range ids {
					assert.False(t, strings.HasPrefix(p, "boardroom/") && strings.HasSuffix(p, "/"+id), "%s imports %s", path, p)
				}
				if p == "boardroom/games" && !strings.HasPrefix(path, "../cmd") {
					t.Errorf("%s imports the registry: only cmd reads it", path)
				}
			}
			return nil
		})
		require.NoError(t, err)
	}
	assert.Greater(t, files, 40, "the engines were found")
}

// Each package named after a game is imported under one name everywhere
// (docs/architecture.md, "The arrows"): the game's id and its layer, so
// that rigsrules is rules/rigs in every file, never referee/rigs in one
// and referee/rheinhessen in another.
func TestGamePackagesHaveOneAliasEverywhere(t *testing.T) {
	layers := map[string]string{"rules": "rules", "referee": "ref", "printables": "print", "templates": "tpl"}
	ids := IDs()
	require.NotEmpty(t, ids)
	want := map[string]string{}
	for _, id := range ids {
		for dir, suffix := range layers {
			want["boardroom/"+dir+"/"+id] = id + suffix
		}
	}
	seen := 0
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
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			alias, ok := want[p]
			if !ok {
				continue
			}
			seen++
			if imp.Name == nil {
				t.Errorf("%s imports %s without a name: import it as %s", path, p, alias)
			} else if imp.Name.Name != alias {
				t.Errorf("%s imports %s as %s: import it as %s", path, p, imp.Name.Name, alias)
			}
		}
		return nil
	})
	require.NoError(t, err)
	assert.Greater(t, seen, 100, "the game packages' imports were found")
}
