//go:build unix

package fuzzcheck

import (
	"syscall"
	"time"
)

// spent is the CPU time the process has used: an input's cost, whatever
// else the machine runs (a wall clock failed inputs on a machine shared by
// forty processes). A loop burns CPU time; a hang on a lock would not, but
// the fuzzer's own watchdog reports a worker that stops answering.
func spent() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return time.Duration(time.Now().UnixNano())
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
