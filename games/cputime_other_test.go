//go:build !unix

package games

import "time"

// cpuTime is not measured here.
func cpuTime() time.Duration { return 0 }
