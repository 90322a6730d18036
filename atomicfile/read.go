package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// The most ReadFile reads of each kind of file a user gives.
const (
	// MaxText is a deck, names, persona or layout file: a few hundred KB
	// (the largest real one is a few KB).
	MaxText = 512 << 10
	// MaxSave is a saved game: tens of MB (ten thousand actions take about
	// 2 MB).
	MaxSave = 64 << 20
)

// TooLargeError says a file is larger than its kind may be.
type TooLargeError struct {
	Path  string
	What  string // "deck file"
	Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s is too large for a %s (at most %s)", e.Path, e.What, Size(e.Limit))
}

// NotRegularError says a file is a device, a named pipe, a directory...
type NotRegularError struct {
	Path string      // "" inside a *WriteError, which names the file
	Kind string      // "a named pipe"
	Mode fs.FileMode // its type, for a message in another language
}

func (e *NotRegularError) Error() string {
	if e.Path == "" {
		return fmt.Sprintf("it is %s, not a regular file", e.Kind)
	}
	return fmt.Sprintf("%s is %s, not a regular file", e.Path, e.Kind)
}

// ReadFile reads the file a user named, of the kind what ("deck file",
// "saved game"), at most limit bytes. It never blocks on a named pipe and
// never reads a device: only a regular file (or a link to one) is read; a
// larger one is a *TooLargeError, anything else a *NotRegularError, both one
// line naming path. A missing file wraps fs.ErrNotExist.
func ReadFile(path, what string, limit int64) ([]byte, error) {
	// O_NONBLOCK: opening a named pipe does not wait for a writer; the
	// opened file is checked, not the name (it could change in between).
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, &NotRegularError{Path: path, Kind: Kind(fi.Mode()), Mode: fi.Mode()}
	}
	if fi.Size() > limit {
		return nil, &TooLargeError{Path: path, What: what, Limit: limit}
	}
	return readCapped(f, path, what, limit)
}

// readCapped reads an opened regular file, at most limit bytes.
func readCapped(f *os.File, path, what string, limit int64) ([]byte, error) {
	// The size can lie (files under /proc say 0) or grow: read one byte
	// past the limit to know.
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", path, unwrapPath(err))
	}
	if int64(len(data)) > limit {
		return nil, &TooLargeError{Path: path, What: what, Limit: limit}
	}
	return data, nil
}

// IsRefused reports whether err is ReadFile refusing a file for its kind or
// size (rather than failing to open it).
func IsRefused(err error) bool {
	var t *TooLargeError
	var n *NotRegularError
	return errors.As(err, &t) || errors.As(err, &n)
}

// Size says a byte count for people: "512 KB", "64 MB".
func Size(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
