package tui

import (
	"io"
	"os"

	"github.com/mattn/go-isatty"
)

// IsTerminal reports whether f is a terminal (an *os.File on a TTY). huh's
// normal mode needs one for input; its accessible mode does not. It asks
// the system as the terminal library does (the terminal's attributes), so
// that the menus' description links no terminal library.
func IsTerminal(f any) bool {
	if w, ok := f.(interface{ Unwrap() io.Writer }); ok {
		return IsTerminal(w.Unwrap()) // a writer that changes the text (phrase.SymbolsWriter)
	}
	file, ok := f.(*os.File)
	return ok && isatty.IsTerminal(file.Fd())
}

// SelectHeight is the most lines a Select takes in normal mode, title
// included: with a compact state of a few lines above it, the help line
// below and the echo of the last answers, it fits a 24-line terminal. A
// longer list scrolls under its title and can be filtered with "/".
const SelectHeight = 12

// Interrupted reports whether the player ended the session with Ctrl-C (an
// interrupt), rather than by Esc, "Save and quit" or the end of input: the
// command then exits 130. It is false for Prompters that cannot tell.
func Interrupted(p Prompter) bool {
	i, ok := p.(interface{ Interrupted() bool })
	return ok && i.Interrupted()
}
