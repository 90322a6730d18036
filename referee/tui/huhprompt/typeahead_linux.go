package huhprompt

import (
	"os"

	"golang.org/x/sys/unix"

	"boardroom/referee/tui"
)

// discardTypeahead throws away keys typed before a menu is shown (while the
// referee was telling the AI turns, say): a stale Enter must not pick or move
// anything in a menu its player has not seen yet.
func discardTypeahead(in any) {
	f, ok := in.(*os.File)
	if !ok || !tui.IsTerminal(f) {
		return
	}
	_ = unix.IoctlSetInt(int(f.Fd()), unix.TCFLSH, unix.TCIFLUSH)
}
