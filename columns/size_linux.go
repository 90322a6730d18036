//go:build aix || linux || solaris || zos

package columns

import "golang.org/x/sys/unix"

const ioctlReadTermios = unix.TCGETS
