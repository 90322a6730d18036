//go:build !unix

package referee

import (
	"fmt"
	"io/fs"
	"os"
	"time"

	"boardroom/atomicfile"
)

// lockFile does nothing where flock is not available (Windows, Plan 9):
// there two processes must not play the same game at once.
type lockFile struct{}

// acquireLock takes no lock, but refuses a link in the lock file's place as
// unix does (atomicfile.OpenSidecar), so a home behaves the same everywhere.
func acquireLock(path, name string, timeout time.Duration) (*lockFile, error) {
	if fi, err := os.Lstat(path); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		return nil, fmt.Errorf("cannot lock game %q: %w", name, &atomicfile.LinkError{Path: path})
	}
	return &lockFile{}, nil
}

func (l *lockFile) release() {}
