// Package quiet keeps Lip Gloss from asking the terminal anything when a
// program starts.
//
// Bubble Tea v1 asks the terminal for its background colour in its package
// init (lipgloss.HasDarkBackground, which writes "ESC]11;?" and waits up to
// 5 s for an answer), so every command of a binary that links the
// interactive referee would stall on a terminal that does not answer
// (script, expect, serial consoles), even with NO_COLOR set. This package's
// init runs first and fixes the answer, so nothing is asked: Go initialises
// packages in import-path order among those whose imports are ready, this
// package needs only Lip Gloss (which Bubble Tea needs too), and "boardroom/"
// sorts before "github.com/". A test runs the binary on a pseudo-terminal
// that never answers to prove it.
//
// The interactive referee, and only it, asks for the real background when it
// starts (Detect), unless colours are off.
package quiet

import (
	"io"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

func init() {
	lipgloss.SetHasDarkBackground(true)
}

// Detect makes the default Lip Gloss renderer draw on out. When out is a
// colour terminal it asks the terminal for its background colour now, before
// a prompt takes over the terminal; with colours off (NO_COLOR, CLICOLOR=0,
// TERM=dumb, not a terminal) or plain is true, it asks nothing.
func Detect(out io.Writer, plain bool) {
	r := lipgloss.NewRenderer(out)
	if plain || r.ColorProfile() == termenv.Ascii {
		r.SetHasDarkBackground(true)
	} else {
		r.HasDarkBackground() // the one query, answered before huh runs
	}
	lipgloss.SetDefaultRenderer(r)
}
