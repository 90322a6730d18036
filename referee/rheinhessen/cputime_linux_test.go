package rheinhessen

import (
	"runtime"
	"syscall"
	"time"
)

// threadCPU is the CPU time the calling OS thread has used (user and
// system), and whether it is known: on a loaded machine it times a
// decision as the clock on the wall cannot. The caller locks its thread.
func threadCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_THREAD, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}

func lockThread() func() {
	runtime.LockOSThread()
	return runtime.UnlockOSThread
}
