package tui

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"boardroom/phrase"
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

// Framed says whether Run lays out a fresh screen before each menu and each
// question: on a terminal, so that the state stays at its top (a variable:
// tests lay screens out in a buffer).
var Framed = func(out io.Writer) bool { return IsTerminal(out) }

// Condense fits what was told since the person's last screen into room
// lines (one at least): whole, wrapped, when it fits; else one line each,
// cut at Width; else the latest lines under earlier(n), a line saying how
// many came before them (the whole story is in the game's log).
func Condense(told []string, room int, earlier func(n int) string) []string {
	room = max(room, 1)
	if len(ScreenLines(told)) <= room {
		return told
	}
	short := make([]string, len(told))
	for i, l := range told {
		short[i] = Fit(oneLine(l))
	}
	if len(short) <= room {
		return short
	}
	keep := room - 1
	return append([]string{earlier(len(short) - keep)}, short[len(short)-keep:]...)
}

// oneLine is l, which may hold several lines (a sentence wrapped), as one:
// the first line's indent kept, the later lines' dropped.
func oneLine(l string) string {
	first, rest, _ := strings.Cut(l, "\n")
	return strings.Join(append([]string{first}, strings.Fields(rest)...), " ")
}

// ScreenLines is told as the lines it takes on the terminal: each line of
// it (a line may hold several) wrapped at Width.
func ScreenLines(told []string) []string {
	var out []string
	for _, l := range told {
		for _, part := range strings.Split(l, "\n") {
			out = append(out, Wrap(part)...)
		}
	}
	return out
}

// menuRows is how many lines a Select of n options takes on p's screen,
// the echo of its answer and the cursor's line included: what p says (a
// prompter that lists every option, as huh's plain prompts do, says so),
// else huh's normal mode: its title and entries (at most SelectHeight), a
// blank line, the keys' help, then the answer's echo and the cursor.
func menuRows(p Prompter, n int) int {
	if r, ok := p.(interface{ SelectRows(n int) int }); ok {
		return r.SelectRows(n)
	}
	return min(n+1, SelectHeight) + 4
}

// MenuHeight is the fewest lines a menu of play is made shorter to, title
// included, to leave room above it for what just happened (a prompter
// that can: see fitRoom); a shorter menu scrolls under its title.
const MenuHeight = 6

// menuRoom is the lines a menu of n options needs on p's screen (menuRows):
// where p makes a long Select shorter to fit (fitRoom; it says so with
// Shortens), no more than a menu
// of MenuHeight lines, so that a short report stays on the menu's screen
// rather than on a page of its own.
func menuRoom(p Prompter, n int) int {
	rows := menuRows(p, n)
	if r, ok := p.(interface{ Shortens() bool }); ok && r.Shortens() {
		return min(rows, MenuHeight+4)
	}
	return rows
}

// room is how many lines are left under the state show for what was told,
// above a menu of menu lines (menuRows). The questions an action asks after
// the menu each get a fresh screen (screenPrompter), so no room is kept for
// them.
func room(show string, menu int) int {
	return Rows() - (strings.Count(show, "\n") + 1) - menu
}

// frame is the screen Run shows before a menu of menu lines: the state
// (Show, whole, at the top), then what was told since the person's last
// screen condensed to the lines left (see room; nothing when none is left:
// the whole story is in the log).
func frame(show string, told []string, menu int, earlier func(n int) string) string {
	r := room(show, menu)
	if len(told) == 0 || r < 1 {
		return show
	}
	return show + "\n" + strings.Join(ScreenLines(Condense(told, r, earlier)), "\n")
}

// pageRows is what a page of a long report leaves for the question that
// ends it: its title, its input line, a blank line, the keys' help and the
// cursor's line.
const pageRows = 5

// page shows lines, a report too long for the room under the state, on
// screens of their own, each ending with a question that waits for Enter
// (title(i, n): page i of n). It returns the question's error (ErrQuit).
func page(p Prompter, out io.Writer, lines []string, title func(i, n int) string) error {
	per := max(Rows()-pageRows, 1)
	n := (len(lines) + per - 1) / per
	for i := range n {
		ClearScreen(out)
		fmt.Fprintln(out, strings.Join(lines[i*per:min(len(lines), (i+1)*per)], "\n"))
		if _, err := p.Input(title(i+1, n), "", nil); err != nil {
			return err
		}
	}
	return nil
}

// screenPrompter asks each question of an action on a fresh screen: the
// state at the top (top), then the answers given so far ("title › answer",
// as the prompter echoes them), then the question; so a question does not
// push the state off the top of the terminal.
type screenPrompter struct {
	p      Prompter
	out    io.Writer
	top    string
	echoes []string
	yes    string // the words of a Confirm's answers, as the prompter says them
	no     string
}

func (w *screenPrompter) fresh() {
	ClearScreen(w.out)
	screen := strings.Join(append([]string{w.top}, w.echoes...), "\n")
	if w.top == "" {
		screen = strings.Join(w.echoes, "\n")
	}
	fmt.Fprintln(w.out, screen)
	fitRoom(w.p, screen)
}

// fitRoom tells p, when it can make a long Select shorter (as huh's does),
// how many lines its next question has under screen: the terminal's rows
// less the screen's, the answer's echo and the cursor's line.
func fitRoom(p Prompter, screen string) {
	if r, ok := p.(interface{ Room(rows int) }); ok {
		r.Room(Rows() - (strings.Count(screen, "\n") + 1) - 2)
	}
}

func (w *screenPrompter) answered(title, answer string) {
	sep := " › "
	if phrase.Plain() {
		sep = " > " // ASCII would make it a quote mark ("'")
	}
	w.echoes = append(w.echoes, Wrap(title+sep+answer)...)
}

func (w *screenPrompter) Select(title string, options []Option) (string, error) {
	w.fresh()
	v, err := w.p.Select(title, options)
	if err != nil {
		return v, err
	}
	for _, o := range options {
		if o.Value == v {
			w.answered(title, o.Label)
			break
		}
	}
	return v, nil
}

func (w *screenPrompter) Input(title, placeholder string, validate func(string) error) (string, error) {
	w.fresh()
	v, err := w.p.Input(title, placeholder, validate)
	if err == nil {
		w.answered(title, v)
	}
	return v, err
}

func (w *screenPrompter) Confirm(title string) (bool, error) {
	w.fresh()
	v, err := w.p.Confirm(title)
	if err == nil {
		ans := w.no
		if v {
			ans = w.yes
		}
		w.answered(title, ans)
	}
	return v, err
}
