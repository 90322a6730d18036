//go:build !unix

package fuzzcheck

import "time"

// spent is the wall clock where the CPU time is not at hand.
func spent() time.Duration { return time.Duration(time.Now().UnixNano()) }
