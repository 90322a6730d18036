//go:build windows

package columns

import "golang.org/x/sys/windows"

// terminalCols is the width of the console window fd shows; false when fd
// is not a console.
func terminalCols(fd uintptr) (int, bool) {
	var mode uint32
	if windows.GetConsoleMode(windows.Handle(fd), &mode) != nil {
		return 0, false
	}
	var info windows.ConsoleScreenBufferInfo
	if windows.GetConsoleScreenBufferInfo(windows.Handle(fd), &info) != nil {
		return 0, false
	}
	w := int(info.Window.Right - info.Window.Left + 1)
	return w, w > 0
}
