package userdeck

import (
	"embed"
	"io/fs"
	"os"
	"path/filepath"

	"boardroom/atomicfile"
)

//go:embed starter
var starterFS embed.FS

// Starter is the starter deck: what `cards init` writes.
func Starter() fs.FS {
	sub, err := fs.Sub(starterFS, "starter")
	if err != nil {
		panic(err) // the embedded folder exists
	}
	return sub
}

// Init writes the starter deck into dir (created). It refuses to overwrite
// a file that is there; it returns the files it wrote.
func Init(dir string) ([]string, error) {
	src := Starter()
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
