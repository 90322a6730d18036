package tui

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// Rows is the height of the terminal `play` lays its screens out for:
// $LINES when it is set (12 or more), else 24, the terminal play is made
// for (80x24).
func Rows() int {
	if n, err := strconv.Atoi(os.Getenv("LINES")); err == nil && n >= 12 {
		return n
	}
	return 24
}

// ClearScreen starts a fresh screen on a terminal, a blank line elsewhere
// (a variable: tests mark where it happens).
var ClearScreen = func(out io.Writer) {
	if IsTerminal(out) {
		fmt.Fprint(out, "\033[H\033[2J")
	} else {
		fmt.Fprintln(out)
	}
}

// Framed says whether Run lays out a fresh screen before each menu that
// follows the turns of the seats the referee plays (View.Auto): on a
// terminal (a variable: tests lay screens out in a buffer).
var Framed = func(out io.Writer) bool { return IsTerminal(out) }

// Condense fits what was told since the person's last screen into room
// lines (one at least): whole, wrapped, when it fits; else one line each,
// cut at Width; else the latest lines under earlier(n), a line saying how
// many came before them (the whole story is in the game's log).
func Condense(told []string, room int, earlier func(n int) string) []string {
	room = max(room, 1)
	whole := 0
	for _, l := range told {
		whole += len(Wrap(l))
	}
	if whole <= room {
		return told
	}
	short := make([]string, len(told))
	for i, l := range told {
		short[i] = Fit(l)
	}
	if len(short) <= room {
		return short
	}
	keep := room - 1
	return append([]string{earlier(len(short) - keep)}, short[len(short)-keep:]...)
}

// menuRows is how many lines a Select of n options takes in normal mode:
// its title and entries (at most SelectHeight), a blank line and the keys'
// help.
func menuRows(n int) int { return min(n+1, SelectHeight) + 2 }

// frame is the screen Run shows before a menu of n options once the
// referee's seats have played: the state (Show, whole, at the top), then
// what happened since the person's last screen condensed to the lines
// left, with room kept for the menu, the largest question an action asks
// and the line of each answer.
func frame(show string, told []string, n int, earlier func(n int) string) string {
	lines := strings.Count(show, "\n") + 1
	below := max(menuRows(n), menuRows(SelectHeight)) + 2 // the echo of an answer, the cursor's line
	room := Rows() - lines - below
	if len(told) == 0 {
		return show
	}
	var out []string
	for _, l := range Condense(told, room, earlier) {
		out = append(out, Wrap(l)...)
	}
	return show + "\n" + strings.Join(out, "\n")
}
