package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// The files boardroom keeps beside a saved game (its lock, the note on the
// table display, the last refusals) are its own: it made them, as regular
// files. A link in their place (a home shared, unpacked from an archive or
// tampered with) is refused, never followed: following it would let a verb,
// `rules --show` or the read-only display truncate or replace a file
// outside the home. On unix the open itself refuses a link (O_NOFOLLOW,
// no window between a check and the open); elsewhere the name is checked
// first (Lstat). The opened file is then checked to be a regular file.

// LinkError says a sidecar file is a symbolic link, which is not followed.
type LinkError struct {
	Path string
}

func (e *LinkError) Error() string {
	return fmt.Sprintf("%s is a symbolic link; boardroom does not follow links for the files it keeps beside a saved game (remove the link)", e.Path)
}

// OpenSidecar opens the sidecar file at path with flag (os.O_RDWR|
// os.O_CREATE, say) without following a link and without blocking: a link
// is a *LinkError, anything but a regular file a *NotRegularError, both one
// line naming path. A missing file (without os.O_CREATE) wraps
// fs.ErrNotExist.
func OpenSidecar(path string, flag int, perm os.FileMode) (*os.File, error) {
	if fi, err := os.Lstat(path); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		return nil, &LinkError{Path: path}
	}
	f, err := os.OpenFile(path, flag|noFollow|syscall.O_NONBLOCK, perm)
	if err != nil {
		if isLinkErr(err) {
			return nil, &LinkError{Path: path}
		}
		return nil, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		f.Close()
		return nil, &NotRegularError{Path: path, Kind: Kind(fi.Mode()), Mode: fi.Mode()}
	}
	return f, nil
}

// ReadSidecar is ReadFile for a sidecar file: a link is a *LinkError, not
// followed.
func ReadSidecar(path, what string, limit int64) ([]byte, error) {
	f, err := OpenSidecar(path, os.O_RDONLY, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readCapped(f, path, what, limit)
}

// WriteSidecar replaces the sidecar file at path with data, atomically (a
// temporary file beside it, renamed over it). A link at path is a
// *LinkError and anything but a regular file a *NotRegularError: neither is
// replaced, and a link's target is never written.
func WriteSidecar(path string, perm os.FileMode, data []byte) error {
	fi, err := os.Lstat(path)
	switch {
	case err == nil && fi.Mode()&fs.ModeSymlink != 0:
		return &LinkError{Path: path}
	case err == nil && !fi.Mode().IsRegular():
		return &NotRegularError{Path: path, Kind: Kind(fi.Mode()), Mode: fi.Mode()}
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return &WriteError{Path: path, Err: unwrapPath(err)}
	}
	return replaceAt(path, path, perm, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}, nil)
}

// IsLink reports whether err is a sidecar refused for being a link.
func IsLink(err error) bool {
	var le *LinkError
	return errors.As(err, &le)
}
