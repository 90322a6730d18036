//go:build darwin || dragonfly || freebsd || netbsd || openbsd

package columns

import "golang.org/x/sys/unix"

const ioctlReadTermios = unix.TIOCGETA
