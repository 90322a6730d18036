//go:build unix

package referee

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"

	"boardroom/atomicfile"
)

// lockFile is an exclusive flock on "<name>.lock", held while a Game is
// open. The kernel releases it when the process dies, however it dies.
type lockFile struct {
	f *os.File
}

// lockPoll is how often a waiting opener tries the lock again.
const lockPoll = 25 * time.Millisecond

// lockWaiting, when set (by tests), is called each time an opener finds the
// lock held and is about to wait: a test can then let go of it knowing the
// waiter really waited, with no guess at how long that takes.
var lockWaiting func()

// acquireLock takes the lock at path, waiting up to timeout for another
// holder to let go. It writes this process's id into the file so that the
// next opener can name it.
func acquireLock(path, name string, timeout time.Duration) (*lockFile, error) {
	// Never through a link, and only a regular file: a link to a file
	// outside the home would be truncated to this process's id.
	f, err := atomicfile.OpenSidecar(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("cannot lock game %q: %v", name, unwrapPathErr(err))
	}
	deadline := time.Now().Add(timeout)
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			break
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) && !errors.Is(err, syscall.EINTR) {
			f.Close()
			return nil, fmt.Errorf("cannot lock game %q: %v", name, err)
		}
		if !time.Now().Before(deadline) {
			pid := readPID(path)
			f.Close()
			return nil, &InUseError{Name: name, PID: pid}
		}
		if lockWaiting != nil {
			lockWaiting()
		}
		time.Sleep(lockPoll)
	}
	// Best effort: the pid only improves the message another opener prints.
	if err := f.Truncate(0); err == nil {
		f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	}
	atomicfile.Crash("lock-taken")
	return &lockFile{f: f}, nil
}

// release lets go of the lock. The file stays: removing it would let two
// processes lock two different files of the same name.
func (l *lockFile) release() {
	if l == nil || l.f == nil {
		return
	}
	syscall.Flock(int(l.f.Fd()), syscall.LOCK_UN)
	l.f.Close()
	l.f = nil
}

// readPID reads the holder's process id from the lock file, 0 if unknown.
func readPID(path string) int {
	b, err := atomicfile.ReadSidecar(path, "lock file", 64) // a pid and a newline
	if err != nil {
		return 0
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil || pid <= 0 {
		return 0
	}
	return pid
}
