package userdeck

import (
	"embed"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"testing/fstest"

	"boardroom/atomicfile"
	"boardroom/phrase/msg"
)

// The starter deck is its data and layout in each language (starter/en,
// starter/de) with the pictures both share (starter/shared).
//
//go:embed starter
var starterFS embed.FS

// Starter is the English starter deck.
func Starter() fs.FS { return StarterIn(msg.EN) }

// StarterIn is the starter deck in l (English when l has none): what
// `cards init` writes at a table of that language. Its card names, texts,
// columns, box names and the comments in its layout are in l.
func StarterIn(l msg.Lang) fs.FS {
	if !slices.Contains(msg.Langs, l) {
		l = msg.EN
	}
	deck := fstest.MapFS{}
	for _, dir := range []string{"starter/shared", "starter/" + string(l)} {
		err := fs.WalkDir(starterFS, dir, func(p string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() {
				return err
			}
			b, err := starterFS.ReadFile(p)
			if err != nil {
				return err
			}
			rel := p[len(dir)+1:]
			deck[path.Clean(rel)] = &fstest.MapFile{Data: b, Mode: 0o644}
			return nil
		})
		if err != nil {
			panic(err) // the embedded folders exist
		}
	}
	return deck
}

// Init writes the English starter deck into dir (created); see InitIn.
func Init(dir string) ([]string, error) { return InitIn(msg.EN, dir) }

// InitIn writes the starter deck in l into dir (created). It refuses to
// overwrite a file that is there; it returns the files it wrote.
func InitIn(l msg.Lang, dir string) ([]string, error) {
	src := StarterIn(l)
	var files []string
	err := fs.WalkDir(src, ".", func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		files = append(files, p)
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		if _, err := os.Lstat(filepath.Join(dir, f)); err == nil {
			return nil, sayErr("starter.already_exists_init_writes", filepath.Join(dir, f))
		}
	}
	var wrote []string
	for _, f := range files {
		b, err := fs.ReadFile(src, f)
		if err != nil {
			return wrote, err
		}
		dst := filepath.Join(dir, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return wrote, err
		}
		if err := atomicfile.WriteBytes(dst, 0o644, b); err != nil {
			return wrote, err
		}
		wrote = append(wrote, dst)
	}
	return wrote, nil
}
