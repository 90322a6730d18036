//go:build !linux

package rheinhessen

import "time"

// threadCPU is unknown off Linux: the benchmark reports the wall clock only.
func threadCPU() (time.Duration, bool) { return 0, false }

func lockThread() func() { return func() {} }
