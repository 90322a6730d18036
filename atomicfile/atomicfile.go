// Package atomicfile writes files so that readers see either the old content
// or the new, never half of either: temp file in the same directory, fsync,
// rename, fsync of the directory. It also reads the files users give
// (ReadFile): capped by kind, regular files only, never blocking.
package atomicfile

import (
	"bufio"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync/atomic"
	"syscall"
)

// Write creates or replaces path with what fill writes. If fill or any step
// fails, path is untouched and no temporary file is left behind.
//
// A path that exists must be a regular file, or a symbolic link to one (or
// to nothing yet): the link's target is then written atomically and the
// link stays. A directory, device, named pipe or socket is refused, never
// replaced. Errors name path, never the temporary file.
func Write(path string, perm os.FileMode, fill func(w io.Writer) error) error {
	return Replace(path, perm, fill, nil)
}

// Replace is Write with a step between the new content being durable and it
// replacing the old: before runs then (it keeps a backup of the old file,
// say), and when it fails path is untouched. It gets the file that will be
// replaced (path, or the target of the link path is).
func Replace(path string, perm os.FileMode, fill func(w io.Writer) error, before func(target string) error) (err error) {
	target, err := Target(path)
	if err != nil {
		return err
	}
	return replaceAt(path, target, perm, fill, before)
}

// replaceAt is Replace of the file target, named path in errors.
func replaceAt(path, target string, perm os.FileMode, fill func(w io.Writer) error, before func(target string) error) (err error) {
	dir := filepath.Dir(target)
	tmp, err := createTemp(dir, "."+filepath.Base(target)+".tmp-*")
	if err != nil {
		return &WriteError{Path: path, Err: unwrapPath(err)}
	}
	name := tmp.Name()
	Crash("temp-created")
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(name)
		}
	}()
	bw := bufio.NewWriterSize(&namedWriter{w: tmp, path: path}, 256<<10)
	if err = fill(bw); err != nil {
		return err
	}
	fail := func(err error) error {
		var we *WriteError
		if errors.As(err, &we) {
			return we
		}
		return &WriteError{Path: path, Err: unwrapPath(err)}
	}
	if err = bw.Flush(); err != nil {
		return fail(err)
	}
	Crash("temp-written")
	if err = tmp.Chmod(perm); err != nil {
		return fail(err)
	}
	if err = syncFile(tmp); err != nil {
		return fail(err)
	}
	if err = tmp.Close(); err != nil {
		return fail(err)
	}
	Crash("temp-synced")
	if before != nil {
		if err = before(target); err != nil {
			return err
		}
	}
	Crash("before-rename")
	if err = os.Rename(name, target); err != nil {
		return fail(err)
	}
	Crash("renamed")
	if d, derr := os.Open(dir); derr == nil {
		syncFile(d) // best effort: some file systems cannot sync a directory
		d.Close()
	}
	Crash("dir-synced")
	return nil
}

// unsynced is SkipSync's switch.
var unsynced atomic.Bool

// SkipSync is for tests that save thousands of throwaway games (the
// referee's undo and chance properties): from then on, this process's writes
// are not synced to the disk, which is most of a save's time on a busy
// machine. What every reader sees is the same; only a power cut could tell.
// The crash tests kill processes that never call it.
func SkipSync() { unsynced.Store(true) }

// syncFile flushes f to the disk, unless SkipSync was called.
func syncFile(f *os.File) error {
	if unsynced.Load() {
		return nil
	}
	return f.Sync()
}

// createTemp makes the temporary file (a variable so that tests can make
// writing to it fail).
var createTemp = os.CreateTemp

// WriteError is a failure to write the file a user named: its message names
// that file ("cannot write out.pdf: no space left on device"), not the
// temporary file the bytes were going to.
type WriteError struct {
	Path string
	Err  error
}

func (e *WriteError) Error() string { return "cannot write " + e.Path + ": " + e.Err.Error() }
func (e *WriteError) Unwrap() error { return e.Err }

// namedWriter turns the temporary file's write errors into *WriteError.
type namedWriter struct {
	w    io.Writer
	path string
}

func (n *namedWriter) Write(p []byte) (int, error) {
	k, err := n.w.Write(p)
	if err != nil {
		err = &WriteError{Path: n.path, Err: unwrapPath(err)}
	}
	return k, err
}

// Target is the file writing path replaces: path itself, or the file a
// symbolic link at path points to (followed through further links; it may
// not exist yet). An existing target that is not a regular file is an
// error.
func Target(path string) (string, error) {
	target := path
	for hops := 0; ; hops++ {
		fi, err := os.Lstat(target)
		if errors.Is(err, fs.ErrNotExist) {
			return target, nil
		}
		if err != nil {
			return "", &WriteError{Path: path, Err: unwrapPath(err)}
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			if !fi.Mode().IsRegular() {
				return "", &WriteError{Path: path, Err: &NotRegularError{Kind: Kind(fi.Mode()), Mode: fi.Mode()}}
			}
			return target, nil
		}
		if hops >= 40 {
			return "", &WriteError{Path: path, Err: syscall.ELOOP}
		}
		link, err := os.Readlink(target)
		if err != nil {
			return "", &WriteError{Path: path, Err: unwrapPath(err)}
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(target), link)
		}
		target = link
	}
}

// KindCode names a file's type for a program: "regular", "dir", "pipe",
// "socket", "char_device", "device", "symlink", else "other" (a caller
// that speaks the table's language says it from its catalogue).
func KindCode(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return "regular"
	case m.IsDir():
		return "dir"
	case m&fs.ModeNamedPipe != 0:
		return "pipe"
	case m&fs.ModeSocket != 0:
		return "socket"
	case m&fs.ModeCharDevice != 0:
		return "char_device"
	case m&fs.ModeDevice != 0:
		return "device"
	case m&fs.ModeSymlink != 0:
		return "symlink"
	}
	return "other"
}

// Kind names a file's type in English words: "a directory", "a named pipe".
func Kind(m fs.FileMode) string {
	switch KindCode(m) {
	case "regular":
		return "a regular file"
	case "dir":
		return "a directory"
	case "pipe":
		return "a named pipe"
	case "socket":
		return "a socket"
	case "char_device":
		return "a character device"
	case "device":
		return "a device"
	case "symlink":
		return "a symbolic link"
	}
	return "not a regular file"
}

// WriteBytes is Write for content already in memory.
func WriteBytes(path string, perm os.FileMode, data []byte) error {
	return Write(path, perm, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// unwrapPath drops the *PathError wrapper (whose path is a temp name) so
// messages name the user's path only.
func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	if le, ok := err.(*os.LinkError); ok {
		return le.Err
	}
	return err
}
