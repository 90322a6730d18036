package main

import (
	"bytes"
	"go/format"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every Go file of the repository is as gofmt writes it (the carried PDF
// library keeps its upstream's form): a merge that leaves a stray blank
// line fails here, not in a reviewer's editor.
func TestEveryGoFileIsGofmted(t *testing.T) {
	t.Parallel()
	err := filepath.WalkDir("../..", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "third_party" || strings.HasPrefix(d.Name(), ".") && d.Name() != "." && d.Name() != "..") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		out, err := format.Source(src)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			return nil
		}
		if !bytes.Equal(src, out) {
			t.Errorf("%s is not gofmt'ed: run gofmt -w %s", path, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
