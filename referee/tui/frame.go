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

// lists says whether p shows every option of a Select, each on its own
// line, and cannot make a long list shorter (the plain numbered prompts):
// Run then pages a long list itself (pagedSelect).
func lists(p Prompter) bool {
	r, ok := p.(interface{ Shortens() bool })
	return ok && !r.Shortens()
}

// moreValue is the value of the entry that turns a paged Select's page
// (pagedSelect): no choice of a game has it.
const moreValue = "\x00more"

// minPage is the fewest options a page of a paged Select offers besides
// the entry that turns the page.
const minPage = 2

// pagedSelect asks p to pick among options under screen, which is already
// on the terminal. Where p lists every option (lists(raw)) and they do not
// fit the rows left under screen (its title, its options, the line that
// asks for a number), they come in pages that fit, each on a fresh screen
// with screen at its top, each ending with an entry that turns to the next
// page (more(i, n): page i of n; the last page's goes back to the first),
// so that a long menu never pushes the state off the top.
func pagedSelect(p, raw Prompter, out io.Writer, screen, title string, options []Option, more func(i, n int) string) (string, error) {
	avail := Rows() - (strings.Count(screen, "\n") + 1) - 2
	if !lists(raw) || len(options) <= avail {
		return p.Select(title, options)
	}
	per := max(avail-1, minPage)
	n := (len(options) + per - 1) / per
	for i := 0; ; i = (i + 1) % n {
		opts := append(options[i*per:min(len(options), (i+1)*per):min(len(options), (i+1)*per)],
			Option{Label: more((i+1)%n+1, n), Value: moreValue})
		v, err := p.Select(title, opts)
		if err != nil || v != moreValue {
			return v, err
		}
		ClearScreen(out)
		fmt.Fprintln(out, screen)
	}
}

// pageRows is what a page of a long report leaves for the question that
// ends it: its title, its input line, a blank line, the keys' help and the
// cursor's line.
const pageRows = 5

// minPageLines is the fewest lines of a report a page shows under the
// state: a state that would leave fewer is cut to its first line, the
// status.
const minPageLines = 6

// page shows told, a report too long for the room under the state, on
// screens of their own, each with the state (top) at its top and ending
// with a question that waits for Enter (title(i, n): page i of n), so that
// the table reads the report beside the numbers it changed. It returns the
// question's error (ErrQuit).
func page(p Prompter, out io.Writer, top string, told []string, title func(i, n int) string) error {
	head := []string{}
	if top != "" {
		head = strings.Split(top, "\n")
	}
	if Rows()-pageRows-len(head) < minPageLines {
		head = head[:min(len(head), 1)]
	}
	pages := pageBreaks(told, max(Rows()-pageRows-len(head), 1))
	for i, pg := range pages {
		ClearScreen(out)
		fmt.Fprintln(out, strings.Join(append(head[:len(head):len(head)], pg...), "\n"))
		if _, err := p.Input(title(i+1, len(pages)), "", nil); err != nil {
			return err
		}
	}
	return nil
}

// pageBreaks lays told out on pages of at most per screen lines. A
// sentence wrapped over several lines is not cut between pages unless it
// is longer than a page; a line that ends in a colon heads the lines after
// it ("Anna:", "Put back on the table:"): a page does not end on it, it
// goes to the next page with what it heads.
func pageBreaks(told []string, per int) [][]string {
	var groups [][]string // each line of told, wrapped
	for _, l := range told {
		for _, part := range strings.Split(l, "\n") {
			groups = append(groups, ScreenLines([]string{part}))
		}
	}
	heading := func(g []string) bool {
		return len(g) > 0 && strings.HasSuffix(strings.TrimSpace(g[len(g)-1]), ":")
	}
	var pages [][]string
	var cur []string
	flush := func() {
		if len(cur) > 0 {
			pages = append(pages, cur)
			cur = nil
		}
	}
	for i, g := range groups {
		need := len(g)
		if heading(g) && i+1 < len(groups) {
			need += min(len(groups[i+1]), max(per-len(g), 0))
		}
		if len(cur)+min(need, per) > per {
			flush()
		}
		for _, l := range g { // a group longer than a page fills pages
			if len(cur) == per {
				flush()
			}
			cur = append(cur, l)
		}
	}
	flush()
	return pages
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
	more   func(i, n int) string // the entry that turns a long list's page (pagedSelect)
}

// fresh lays out a fresh screen for the next question and returns it.
func (w *screenPrompter) fresh() string {
	ClearScreen(w.out)
	screen := strings.Join(append([]string{w.top}, w.echoes...), "\n")
	if w.top == "" {
		screen = strings.Join(w.echoes, "\n")
	}
	fmt.Fprintln(w.out, screen)
	fitRoom(w.p, screen)
	return screen
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
	screen := w.fresh()
	v, err := pagedSelect(w.p, w.p, w.out, screen, title, options, w.more)
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
