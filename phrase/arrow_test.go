package phrase_test

import (
	"fmt"
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase"
)

// One arrow everywhere: "→", and "->" where the locale's character set is
// not UTF-8. The locale is LC_ALL, else LC_CTYPE, else LANG; none set keeps
// "→"; NO_COLOR and TERM play no part.
func TestArrowFollowsTheLocalesCharacterSet(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{}, "→"},
		{map[string]string{"LANG": "C.UTF-8"}, "→"},
		{map[string]string{"LANG": "de_DE.utf8"}, "→"},
		{map[string]string{"LANG": "en_GB.UTF-8@euro"}, "→"},
		{map[string]string{"LANG": "C"}, "->"},
		{map[string]string{"LANG": "POSIX"}, "->"},
		{map[string]string{"LANG": "en_US.ISO-8859-1"}, "->"},
		{map[string]string{"LANG": "de_DE@euro"}, "->"},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_ALL": "C"}, "->"},
		{map[string]string{"LANG": "C", "LC_ALL": "C.UTF-8"}, "→"},
		{map[string]string{"LANG": "C", "LC_CTYPE": "en_US.UTF-8"}, "→"},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_CTYPE": "C", "LC_ALL": ""}, "->"},
		{map[string]string{"LANG": "en_US.UTF-8", "NO_COLOR": "1", "TERM": "dumb"}, "→"},
	} {
		got := phrase.ArrowFor(func(k string) string { return c.env[k] })
		assert.Equal(t, c.want, got, "%v", c.env)
	}
}

func TestArrowsRewritesDataArrows(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	assert.Equal(t, "->", phrase.Arrow())
	assert.Equal(t, "8 Getreide -> 2 Pulpellen -> Gold", phrase.Arrows("8 Getreide → 2 Pulpellen → Gold"))
	t.Setenv("LC_ALL", "C.UTF-8")
	assert.Equal(t, "→", phrase.Arrow())
	assert.Equal(t, "8 Getreide → 2 Pulpellen", phrase.Arrows("8 Getreide → 2 Pulpellen"))
}

// arrowLiteralsAllowed are the files whose string literals may hold an
// arrow of their own, each with why; every other arrow in a string of the
// program's Go code comes from Arrow (or, for a message catalogue, Arrows).
var arrowLiteralsAllowed = map[string]string{
	"phrase/arrow.go":                   "the arrows themselves",
	"rules/aufbau/messages_compiled.go": "the Aufbausystem's catalogue: the referee says its sentences through Arrows (referee/aufbau/msg.go)",
	"referee/messages_compiled.go":      "the engine's catalogue: its moves go through Arrows (journal.go)",
	"rules/aufbau/compiled_lookup.go":   "quotes from the rulebook, word for word",
	"printables/aufbau/aufbau.go":       "printed pages: paper always shows the arrow",
	"printables/userdeck/box.go":        "a user deck's error names a chain of boxes (a ground package of its own, left as it was)",
}

// One arrow everywhere: no string in the program's Go code spells an arrow
// of its own ("->" or "→") outside the files above; sentences take it from
// phrase.Arrow, so that a terminal that cannot show "→" gets "->" from
// every game and command alike.
func TestNoArrowOfItsOwnInOutputCode(t *testing.T) {
	root := filepath.Join("..")
	var found []string
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if rel == "third_party" || strings.HasPrefix(d.Name(), ".") && rel != "." || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || arrowLiteralsAllowed[rel] != "" {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		fset := token.NewFileSet()
		var s scanner.Scanner
		s.Init(fset.AddFile(path, -1, len(src)), src, nil, 0)
		for {
			pos, tok, lit := s.Scan()
			if tok == token.EOF {
				break
			}
			if tok == token.STRING && (strings.Contains(lit, "->") || strings.Contains(lit, "→")) {
				found = append(found, fmt.Sprintf("%s:%d: %s", rel, fset.Position(pos).Line, lit))
			}
		}
		return nil
	})
	require.NoError(t, err)
	assert.Empty(t, found, "arrows spelled out in strings: use phrase.Arrow()")
}
