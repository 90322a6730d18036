//go:build unix

package politicard

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time this process has used: on a machine shared with
// other work it measures the simulator better than the wall clock.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
