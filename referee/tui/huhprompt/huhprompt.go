// Package huhprompt is the interactive referee's front end at the table: a
// tui.Prompter built on huh, the only package of the referee that links a
// terminal library.
package huhprompt

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"regexp"
	"strings"
	"sync"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/x/term"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee/tui"
	"boardroom/referee/tui/quiet"
)

// NewHuh returns the tui.Prompter used at the table, built on huh.
//
// In normal mode each question is a small huh form drawn on out and read from
// in, which must be a terminal (huh puts it in raw mode); Ctrl-C and Esc
// return tui.ErrQuit. A Select is at most tui.SelectHeight lines tall, title
// included, so that it fits an 80x24 terminal under the state: a longer list
// scrolls under its title, and "/" filters it (type, then Enter picks or Esc
// keeps the filter; Esc outside the filter still quits). When a question is
// answered, the form is replaced by one line, "title › answer", so the
// scrollback keeps a record of the session.
//
// With accessible true (which `play` turns on when ACCESSIBLE=1, and which
// TERM=dumb forces, as huh does, and a locale without UTF-8: phrase.Plain),
// huh's accessible mode is used: plain
// numbered lists and line prompts, no redrawing, no colours, written to out
// and read a line at a time from in, which need not be a terminal (a pipe or
// a file works). A Select is answered with the option's number, a Confirm
// with y or n (empty is no), and a bad answer is asked again. Ctrl-C (SIGINT
// while a question waits) and the end of input return tui.ErrQuit.
//
// tui.Interrupted(p) tells Ctrl-C apart from the other ways to quit.
//
// New is where the terminal is first asked anything: in normal mode with
// colours on, the background colour, once, now (see package quiet); nothing
// in accessible mode or with NO_COLOR set.
func New(accessible bool, in io.Reader, out io.Writer) tui.Prompter {
	if os.Getenv("TERM") == "dumb" || sizeless(out) || phrase.Plain() {
		// the plain prompts: a terminal without UTF-8 (phrase.Plain) cannot
		// draw the forms' frames and key arrows, and reads them in ASCII
		accessible = true
	}
	quiet.Detect(out, accessible)
	km := huh.NewDefaultKeyMap()
	km.Quit = key.NewBinding(key.WithKeys("ctrl+c", "esc"), key.WithHelp("esc", "quit"))
	km.Select.Filter = key.NewBinding() // no keys: never matches, never shown; a long Select turns it on
	// Esc while filtering reaches the Select as this key (the form would take
	// Esc itself as quit): it leaves the filter, keeping what was typed.
	km.Select.SetFilter = key.NewBinding(key.WithKeys(filterDoneKey), key.WithHelp("esc", "done filtering"), key.WithDisabled())
	h := &huhPrompter{accessible: accessible, in: in, out: out, keymap: km, keyHelp: map[*key.Binding]string{}}
	if accessible {
		h.lines = newLineReader(in, notifyInterrupt)
		h.plainLines = huhLines()
		h.onScreen = tui.IsTerminal(out) && tui.IsTerminal(in)
		h.invalid = regexp.MustCompile(`^(Invalid: .*|invalid input\. please try again)\n$`)
	}
	return h
}

// sizeless reports whether out is a terminal that reports no size (0x0, as
// some serial consoles and bare pseudo-terminals do): huh's full-screen
// forms cannot lay out a menu there, the plain numbered prompts can.
func sizeless(out io.Writer) bool {
	f, ok := out.(*os.File)
	if !ok || !term.IsTerminal(f.Fd()) {
		return false
	}
	w, h, err := term.GetSize(f.Fd())
	return err != nil || w == 0 || h == 0
}

type huhPrompter struct {
	accessible bool
	in         io.Reader
	out        io.Writer
	keymap     *huh.KeyMap
	lines      *lineReader             // accessible mode only
	room       int                     // the lines the next Select has on the screen (Room); 0: no limit
	plainLines []huhLine               // accessible mode only: huh's own lines, said in the game's language
	onScreen   bool                    // accessible mode on a terminal, which echoes what is typed
	invalid    *regexp.Regexp          // accessible mode only: huh's refusal of an answer, on a line of its own
	quit       bool                    // the player quit: every later question is tui.ErrQuit
	ctrlC      bool                    // the player quit with Ctrl-C (normal mode)
	filtering  func() bool             // the Select being asked is filtering (normal mode)
	atFirst    func() bool             // the Select being asked is on its first entry (normal mode)
	atLast     func() bool             // ... on its last entry
	lang       msg.Lang                // the game's language (see Speak; "" is English)
	keyHelp    map[*key.Binding]string // each key's message ID, from huh's word for it
}

// filterDoneKey is what Esc becomes while a Select is filtering (see
// watchKeys): a key no terminal sends on its own.
const filterDoneKey = "ctrl+\\"

// Interrupted reports whether the player quit with Ctrl-C (see
// tui.Interrupted).
func (h *huhPrompter) Interrupted() bool {
	return h.ctrlC || h.lines != nil && h.lines.interrupted
}

// watchKeys notes a Ctrl-C key (the terminal is in raw mode while a form
// runs) on its way to huh, which treats it like Esc, and turns Esc into
// filterDoneKey while a Select is filtering. SIGINT is watched by run.
func (h *huhPrompter) watchKeys(_ tea.Model, msg tea.Msg) tea.Msg {
	k, ok := msg.(tea.KeyMsg)
	switch {
	case ok && k.Type == tea.KeyCtrlC:
		h.ctrlC = true
	case ok && k.Type == tea.KeyEsc && h.filtering != nil && h.filtering():
		return tea.KeyMsg{Type: tea.KeyCtrlBackslash}
	case ok && h.atFirst != nil && h.atFirst() && key.Matches(k, h.keymap.Select.Up, h.keymap.Select.Left) &&
		(h.filtering == nil || !h.filtering()):
		// Up on the first entry stays there: huh would wrap to the end of
		// the list and scroll a long one to a near-empty last page.
		return nil
	case ok && h.atLast != nil && h.atLast() && key.Matches(k, h.keymap.Select.Down, h.keymap.Select.Right) &&
		(h.filtering == nil || !h.filtering()):
		// Down on the last entry (Save and quit) stays there too: huh would
		// wrap to the first entry, an action, one Enter away from being played.
		return nil
	}
	return msg
}

// height is how many lines the next Select may take in normal mode, title
// included: tui.SelectHeight, or less where the screen has less room left
// under the state (Room), but never under minHeight.
func (h *huhPrompter) height() int {
	if h.room <= 0 {
		return tui.SelectHeight
	}
	return max(min(tui.SelectHeight, h.room-2), minHeight) // a blank line and the keys' help under it
}

// minHeight is the fewest lines a Select is cut to: its title and three
// entries, one of them the cursor's.
const minHeight = 4

// Room says how many lines the next question has on the screen (its keys'
// help included): Run lays out each screen with the state at the top, and a
// long Select is made shorter so that it does not push the state off the
// top; it scrolls under its title, with "/" to filter. It holds for the
// next Select only.
func (h *huhPrompter) Room(rows int) { h.room = rows }

// Shortens says whether Room makes a long Select shorter: in normal mode;
// the plain prompts list every option.
func (h *huhPrompter) Shortens() bool { return !h.accessible }

func (h *huhPrompter) Select(title string, options []tui.Option) (string, error) {
	if len(options) == 0 {
		return "", fmt.Errorf("tui: %q has no options", title)
	}
	// a terminal that cannot show a suit or an arrow reads them as ASCII
	title = phrase.Symbols(title)
	opts := make([]huh.Option[string], len(options))
	for i, o := range options {
		opts[i] = huh.NewOption(phrase.Symbols(o.Label), o.Value)
	}
	f := huh.NewSelect[string]().Title(title).Options(opts...)
	km := h.keymap
	height := h.height()
	h.room = 0
	if !h.accessible && len(options)+1 > height {
		// Only a long list gets a height: huh scrolls a list with a height
		// even when it fits, leaving blank lines under it.
		f.Height(height)
		withFilter := *h.keymap
		withFilter.Select.Filter = key.NewBinding(key.WithKeys("/"), key.WithHelp("/", h.say("keys.filter")))
		km = &withFilter
		h.filtering = f.GetFiltering
		defer func() { h.filtering = nil }()
	}
	first := options[0].Value
	h.atFirst = func() bool { v, ok := f.Hovered(); return ok && v == first }
	defer func() { h.atFirst = nil }()
	last := options[len(options)-1].Value
	h.atLast = func() bool { v, ok := f.Hovered(); return ok && v == last }
	defer func() { h.atLast = nil }()
	// "1" keeps huh's accessible Select from indexing option 0 at the end of
	// input; the answer is thrown away (tui.ErrQuit).
	if err := h.run(f, "1\n", km); err != nil {
		return "", err
	}
	v, _ := f.GetValue().(string)
	label := v
	for _, o := range options {
		if o.Value == v {
			label = phrase.Symbols(o.Label)
			break
		}
	}
	h.echo(title, label)
	return v, nil
}

// SelectRows is how many lines a Select of n options takes on the screen
// (Run keeps room for the menu under the state), the cursor's line
// included: the plain prompts list every option between the title and the
// line that asks for its number, where the cursor waits; the normal mode
// shows at most tui.SelectHeight lines, title included, then a blank line
// and the keys' help, and leaves the answer's echo and the cursor's line.
func (h *huhPrompter) SelectRows(n int) int {
	if h.accessible {
		return n + 2
	}
	return min(n+1, tui.SelectHeight) + 4
}

func (h *huhPrompter) Input(title, placeholder string, validate func(string) error) (string, error) {
	title = phrase.Symbols(title)
	f := huh.NewInput().Title(title).Placeholder(phrase.Symbols(placeholder))
	if validate != nil {
		f.Validate(func(s string) error {
			if h.lines != nil && h.lines.done() {
				return nil // quitting: do not complain about the empty answer
			}
			return validate(s)
		})
	}
	if err := h.run(f, "\n", h.keymap); err != nil {
		return "", err
	}
	v, _ := f.GetValue().(string)
	h.echo(title, v)
	return v, nil
}

// Speak says the key help line and Yes/No in l (the game's language);
// the keys stay. A key's help is huh's word for it, which names the
// generic message keys.<word> ("clear filter": keys.clear_filter).
func (h *huhPrompter) Speak(l msg.Lang) {
	h.lang = l
	km := h.keymap
	for _, b := range []*key.Binding{&km.Quit, &km.Select.Up, &km.Select.Down, &km.Select.Submit, &km.Select.Next, &km.Select.Prev,
		&km.Select.Left, &km.Select.Right, &km.Select.GotoTop, &km.Select.GotoBottom, &km.Select.SetFilter, &km.Select.ClearFilter,
		&km.Input.Submit, &km.Input.Next, &km.Input.Prev, &km.Input.AcceptSuggestion,
		&km.Confirm.Submit, &km.Confirm.Next, &km.Confirm.Prev, &km.Confirm.Toggle, &km.Confirm.Accept, &km.Confirm.Reject} {
		hp := b.Help()
		id := "keys." + strings.ReplaceAll(hp.Desc, " ", "_")
		if desc, ok := h.keyHelp[b]; ok {
			id = desc // said before: huh's word was kept
		} else {
			h.keyHelp[b] = id
		}
		if phrase.Messages.Has(id) {
			b.SetHelp(hp.Key, phrase.Say(l, id))
		}
	}
}

// say is the generic message id in the game's language (see Speak).
func (h *huhPrompter) say(id string) string { return phrase.Say(h.lang, id) }

func (h *huhPrompter) Confirm(title string) (bool, error) {
	title = phrase.Symbols(title)
	f := huh.NewConfirm().Title(title).Affirmative(h.say("keys.yes")).Negative(h.say("keys.no"))
	if err := h.run(f, "\n", h.keymap); err != nil {
		return false, err
	}
	v, _ := f.GetValue().(bool)
	ans := h.say("keys.no")
	if v {
		ans = h.say("keys.yes")
	}
	h.echo(title, ans)
	return v, nil
}

// run asks one field with the keys km. fallback is the line huh's accessible
// prompt is given when the input ends or the player interrupts.
func (h *huhPrompter) run(field huh.Field, fallback string, km *huh.KeyMap) error {
	if h.quit {
		return tui.ErrQuit
	}
	form := huh.NewForm(huh.NewGroup(field)).
		WithProgramOptions(tea.WithReportFocus(), tea.WithFilter(h.watchKeys)). // huh's own options, plus the watch
		WithKeyMap(km).
		WithShowHelp(true).
		WithOutput(h.out)
	if h.accessible {
		h.lines.arm(fallback)
		form = form.WithTheme(huh.ThemeBase()).WithAccessible(true).WithInput(h.lines).WithOutput(saidWriter{h.out, h})
	} else {
		form = form.WithInput(h.in)
		discardTypeahead(h.in)
		sig, stop := notifyInterrupt() // SIGINT (kill -INT) reaches huh as Esc does
		defer func() {
			stop()
			select {
			case <-sig:
				h.ctrlC = true
			default:
			}
		}()
	}
	err := form.Run()
	if h.accessible && h.lines.done() {
		h.quit = true
		return tui.ErrQuit
	}
	if errors.Is(err, huh.ErrUserAborted) {
		h.quit = true
		return tui.ErrQuit
	}
	if err != nil {
		return fmt.Errorf("tui: %w", err)
	}
	return nil
}

// echo leaves "title › answer" where a normal-mode form was (huh clears it),
// wrapped to Width.
// Accessible mode keeps its prompts on screen and needs no echo.
func (h *huhPrompter) echo(title, answer string) {
	if h.accessible {
		return
	}
	// wrapped at words like every sentence of play, not cut mid-word by the
	// terminal's edge (a word cut in two is read as two)
	for _, l := range tui.Wrap(fmt.Sprintf("%s › %s", title, answer)) {
		fmt.Fprintln(h.out, l)
	}
}

// notifyInterrupt delivers SIGINT on the returned channel until stop is
// called; meanwhile Ctrl-C does not kill the process.
func notifyInterrupt() (<-chan os.Signal, func()) {
	c := make(chan os.Signal, 1)
	signal.Notify(c, os.Interrupt)
	return c, func() { signal.Stop(c) }
}

// lineReader feeds huh's accessible mode one line per Read. huh v1.0.0 wraps
// its input in a new bufio.Scanner for every prompt, so a reader that hands
// over more than a line at a time (a pipe, a file, a strings.Reader) would
// have the rest swallowed by the first prompt; a terminal in line mode
// happens to deliver one line per read, anything else needs this. It also
// turns the end of input and Ctrl-C into something Run can see: huh's
// accessible prompts cannot report either (at the end of input a Select
// without a default even indexes option 0), so lineReader marks itself done
// and hands huh the armed fallback line once, then io.EOF.
type lineReader struct {
	src       *bufio.Reader
	interrupt <-chan os.Signal // Ctrl-C, caught from the start; nil: not caught

	start       sync.Once
	lines       chan string // complete lines, each ending in "\n"; closed at the end of input
	pending     []byte      // the rest of the line being read
	ended       bool        // the input ended or the player interrupted
	interrupted bool        // the player interrupted (Ctrl-C)
	spare       string      // the fallback line not yet handed over
}

// newLineReader reads r; interrupt (may be nil) starts catching Ctrl-C at
// once and for good: pressed between questions (while the game saves, or
// before the first is asked) it ends the next one, rather than killing the
// process without the line that says the game is saved.
func newLineReader(r io.Reader, interrupt func() (<-chan os.Signal, func())) *lineReader {
	l := &lineReader{src: bufio.NewReader(r), lines: make(chan string)}
	if interrupt != nil {
		l.interrupt, _ = interrupt()
	}
	return l
}

// arm sets the line handed to huh if the input ends during the next question.
func (l *lineReader) arm(fallback string) {
	if !l.ended {
		l.spare = fallback
	}
}

func (l *lineReader) done() bool { return l.ended }

func (l *lineReader) feed() {
	defer close(l.lines)
	for {
		s, err := l.src.ReadString('\n')
		if s != "" {
			if !strings.HasSuffix(s, "\n") {
				s += "\n"
			}
			l.lines <- s
		}
		if err != nil {
			return
		}
	}
}

// Read hands over at most one line.
func (l *lineReader) Read(p []byte) (int, error) {
	if len(l.pending) == 0 {
		if l.ended {
			if l.spare == "" {
				return 0, io.EOF
			}
			l.pending, l.spare = []byte(l.spare), ""
		} else {
			l.start.Do(func() { go l.feed() })
			select {
			case s, ok := <-l.lines:
				if ok {
					l.pending = []byte(s)
				} else {
					l.end()
				}
			case <-l.interrupt:
				l.interrupted = true
				l.end()
			}
			if len(l.pending) == 0 {
				return 0, io.EOF
			}
		}
	}
	n := copy(p, l.pending)
	l.pending = l.pending[n:]
	return n, nil
}

func (l *lineReader) end() {
	l.ended = true
	l.pending, l.spare = []byte(l.spare), ""
}

// saidWriter is the output of the plain prompts in the game's language:
// huh writes their own lines (which number to enter, why an answer is
// refused) in English, and a line of them is said again from the generic
// catalogue (keys.*), as the terminal shows it (phrase.Symbols).
type saidWriter struct {
	w io.Writer
	h *huhPrompter
}

// huhLine is one of the plain prompts' own lines, with the message that
// says it; the line's numbers are the message's arguments.
type huhLine struct {
	re *regexp.Regexp
	id string
}

// huhLines are the plain prompts' own lines (New builds them for the
// plain prompts alone).
func huhLines() []huhLine {
	return []huhLine{
		{regexp.MustCompile(`Enter a number between (\d+) and (\d+): `), "keys.enter_a_number"},
		{regexp.MustCompile(`There is only one option available; enter the number 1:`), "keys.enter_the_only_number"},
		{regexp.MustCompile(`Invalid: must be a number between (\d+) and (\d+)`), "keys.invalid_number"},
		{regexp.MustCompile(`Invalid: must be (\d+)`), "keys.invalid_the_number"},
		{regexp.MustCompile(`invalid input\. please try again`), "keys.invalid_yes_no"},
	}
}

func (s saidWriter) Write(p []byte) (int, error) {
	text := string(p)
	if s.h.onScreen && s.h.invalid.MatchString(text) {
		// On a terminal the answer typed was echoed with its newline: the
		// refusal goes over that line, and huh asks again on the same line
		// after it, so a typo adds no line and the state stays at the top
		// of a screen that fits.
		text = "\x1b[1A\r\x1b[2K" + strings.TrimRight(text, "\n") + ". "
	}
	if s.h.lang == "" || s.h.lang == msg.EN {
		if _, err := io.WriteString(s.w, text); err != nil {
			return 0, err
		}
		return len(p), nil
	}
	for _, l := range s.h.plainLines {
		text = l.re.ReplaceAllStringFunc(text, func(m string) string {
			var args []any
			for _, n := range l.re.FindStringSubmatch(m)[1:] {
				args = append(args, n)
			}
			return phrase.Symbols(phrase.Say(s.h.lang, l.id, args...))
		})
	}
	if _, err := io.WriteString(s.w, text); err != nil {
		return 0, err
	}
	return len(p), nil
}
