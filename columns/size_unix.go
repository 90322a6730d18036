//go:build aix || darwin || dragonfly || freebsd || linux || netbsd || openbsd || solaris || zos

package columns

import "golang.org/x/sys/unix"

// terminalCols is the width the terminal fd reports (the window size
// ioctl); false when fd is not a terminal or reports none. It asks the
// system directly, so that the layout links no terminal library.
func terminalCols(fd uintptr) (int, bool) {
	if _, err := unix.IoctlGetTermios(int(fd), ioctlReadTermios); err != nil {
		return 0, false
	}
	ws, err := unix.IoctlGetWinsize(int(fd), unix.TIOCGWINSZ)
	if err != nil || ws.Col == 0 {
		return 0, false
	}
	return int(ws.Col), true
}
