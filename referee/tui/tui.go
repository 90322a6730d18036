// Package tui is the interactive referee: a loop that shows a game in progress,
// offers the actions that are legal now, asks what each one needs, and hands
// the action to the engine. It is generic over the game: a game supplies a
// Menu of Choices (each builds the same action value its command-line verb
// parses) and a View; the questions go through a Prompter, which is huh at the
// table (package huhprompt) and a Script in tests. This package describes
// the menus and runs them; it links no terminal library.
//
//	p := huhprompt.New(os.Getenv("ACCESSIBLE") == "1", os.Stdin, os.Stdout)
//	err := tui.Run(g, chessMenu, chessView, p, os.Stdout)
//
// Every accepted action is saved by the engine as it happens, so quitting
// (the menu's "Save and quit", Ctrl-C, Esc, or the end of input) loses nothing.
package tui

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"boardroom/columns"
	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/verb"
)

// ErrQuit is returned by a Prompter when the player aborts (Ctrl-C or Esc in
// huh, Ctrl-C or the end of input in accessible mode). Run ends cleanly on it.
var ErrQuit = errors.New("tui: the player quit")

// ErrBack is returned by a Choice's Build (and by the helpers in this package,
// when the player picks "Back" or leaves a number empty) to return to the menu
// without doing anything.
var ErrBack = errors.New("tui: back to the menu")

// Option is one entry of a Select: Label is what the player sees, Value what
// the Prompter returns.
type Option = verb.Answer

// Prompter asks the player things. The huh implementation (NewHuh) is used at
// the table; tests use a Script. Every method returns ErrQuit when the player
// aborts.
type Prompter interface {
	// Select offers options and returns the Value of the one chosen.
	Select(title string, options []Option) (string, error)
	// Input asks for a line of text; validate (may be nil) is checked before
	// the answer is accepted, and the player is asked again when it fails.
	Input(title, placeholder string, validate func(string) error) (string, error)
	// Confirm asks a yes/no question; the default is no.
	Confirm(title string) (bool, error)
}

// Choice is one thing the player can do now: Build asks what it needs and
// returns the action. Build returns ErrBack to go back to the menu and passes
// on ErrQuit; a *referee.Refusal from Build is shown like a refused action.
type Choice[S any] struct {
	Label string
	Build func(p Prompter, s S) (referee.Action[S], error)
}

// Menu lists the choices that are legal in s. The game decides; Run offers
// exactly these, plus undo, redo and quit.
type Menu[S any] func(s S) []Choice[S]

// View is how the game shows itself. Every field may be nil.
type View[S any] struct {
	// Show is the state shown above the menu after a change: compact, so
	// that it and the menu fit an 80x24 terminal (one line per player, each
	// at most Width columns: see Compact); `show` prints the full state.
	Show   func(s S) string
	Events func(s S) []string // what the last action did, in words, shown after it is accepted or redone
	// Table is what lies on the physical table in s; after an undo or a
	// redo the players are told which markers to set (referee.MarkerMoves),
	// and nothing when it is Virtual.
	Table func(s S) referee.Table
	// Journal is what the last action moved on the table in s (the state
	// it left): an undo tells the undone actions' moves backwards, a redo
	// tells them again (referee.Journal).
	Journal func(s S) referee.Journal
	// TableMarkers, when set, replaces referee.MarkerMoves' sentences.
	TableMarkers func(from, to S, back bool) []string
	// Messages is the game's catalogue (nil: none): a line of play's own
	// (the generic catalogue's table.* and tui.*) that it holds too is
	// said in the game's words (phrase.SayFrom).
	Messages *msg.Catalog
	// Auto, when set, is the action of a seat the referee plays (an AI
	// policy, as the game's verbs play it after each person's action), and
	// false when a person is to act or the game has ended. Run plays those
	// actions as soon as they are due, telling what each did (Events) as it
	// happens, a moment apart on a terminal (AutoPause); undo takes back
	// the person's last action with every action of the referee's seats
	// after it, and redo does them all again (UndoSteps, RedoSteps).
	Auto func(s S) (referee.Action[S], bool)
	// Wrap, when set, wraps every line Run tells (what an action did, what
	// an undo or a redo took back or did again) at Width, words whole
	// (see Wrap): a game whose sentences run long sets it rather than
	// wrapping its Events, which the retelling puts after "Undone: ".
	Wrap bool
}

// tell prints a line Run tells, wrapped when the view says so.
func (v View[S]) tell(out io.Writer, line string) {
	if !v.Wrap {
		fmt.Fprintln(out, line)
		return
	}
	for _, l := range Wrap(line) {
		fmt.Fprintln(out, l)
	}
}

// AutoPause is how long Run waits after each action of a seat the referee
// plays (View.Auto) when it writes to a terminal, so that a person can
// follow; elsewhere (a pipe, a test) it does not wait.
var AutoPause = 700 * time.Millisecond

// UndoSteps takes back the last action a person took, with every action
// of the seats the referee plays (auto) after it, and stops where a person
// is to act (referee.UndoDepth: refused, changing nothing, when only the
// referee's actions of the start are in effect). It returns the state
// before and after each action taken back, the current one first (see
// Retold). With auto nil it takes back one action.
func UndoSteps[S any](g *referee.Game[S], next func(S) (referee.Action[S], bool)) ([]S, error) {
	n, err := referee.UndoDepthOf(g, next)
	if err != nil {
		return nil, err
	}
	states := []S{g.State()}
	for range n {
		s, err := g.Undo()
		if err != nil {
			return nil, err
		}
		states = append(states, s)
	}
	return states, nil
}

// RedoSteps does the person's undone action again, with the undone actions
// of the seats the referee plays (auto) after it, and returns the states as
// UndoSteps does. With auto nil it does one action again.
func RedoSteps[S any](g *referee.Game[S], next func(S) (referee.Action[S], bool)) ([]S, error) {
	var auto func(S) bool
	if next != nil {
		auto = func(s S) bool { _, ok := next(s); return ok }
	}
	states := []S{g.State()}
	for {
		s, err := g.Redo()
		if err != nil {
			if len(states) > 1 {
				break // the referee's turns ran out of undone actions
			}
			return nil, err
		}
		states = append(states, s)
		if auto == nil || !auto(s) || !g.CanRedo() {
			break
		}
	}
	return states, nil
}

// Retold is what to tell the table after an undo (back) or a redo of one
// or more actions: states[0] is the state before, each next one the state
// after one more action taken back or done again. It says what was taken
// back or done again (StepEvents) and what to move on the table, from the
// first state to the last.
func (v View[S]) Retold(states []S, back bool) []string {
	l := LangOf(states[len(states)-1])
	return retold(func(id string) string { return phrase.SayFrom(v.Messages, l, id) }, v.StepEvents(states, back), v.Moves(states, back), back)
}

// StepEvents is what the actions between the states did, in the order they
// happened (see Retold): an undone action's events are read from the state
// it had left, a redone one's from the state it leaves again.
func (v View[S]) StepEvents(states []S, back bool) []string {
	events := []string{}
	if back {
		for i := len(states) - 2; i >= 0; i-- {
			events = append(events, v.Events0(states[i])...)
		}
		return events
	}
	for _, s := range states[1:] {
		events = append(events, v.Events0(s)...)
	}
	return events
}

// Events0 is what the last action did in s, never nil.
func (v View[S]) Events0(s S) []string {
	if v.Events == nil {
		return []string{}
	}
	if ev := v.Events(s); ev != nil {
		return ev
	}
	return []string{}
}

// Moves is what to move on the table after an undo (back) or a redo of one
// or more actions (states as for Retold): the moves of each action (Journal),
// an undo's the last first and each backwards, then the markers to set from
// the first state to the last. It is empty when the game does not describe
// its table, nil when the game is virtual (nothing lies on a real table).
func (v View[S]) Moves(states []S, back bool) []string {
	if v.Table == nil && v.TableMarkers == nil {
		return []string{}
	}
	first, last := states[0], states[len(states)-1]
	if v.Table != nil && v.Table(first).Virtual {
		return nil
	}
	l := LangOf(last)
	m := []string{}
	if v.Journal != nil {
		if back {
			for _, s := range states[:len(states)-1] {
				m = append(m, v.Journal(s).SentencesIn(l, true)...)
			}
		} else {
			for _, s := range states[1:] {
				m = append(m, v.Journal(s).SentencesIn(l, false)...)
			}
		}
	}
	if v.TableMarkers != nil {
		return append(m, v.TableMarkers(first, last, back)...)
	}
	return append(m, referee.MarkerMovesIn(l, v.Table(first), v.Table(last), back)...)
}

func retold(say func(id string) string, events, moves []string, back bool) []string {
	var out []string
	what := say("table.redone")
	if back {
		what = say("table.undone")
	}
	switch len(events) {
	case 0:
		out = []string{what + ": " + say("table.the_last_action")}
	case 1:
		out = []string{what + ": " + events[0]}
	default:
		out = []string{what + ":"}
		for _, e := range events {
			out = append(out, "  "+e)
		}
	}
	if moves == nil {
		return out // a virtual game: no real table
	}
	if len(moves) == 0 {
		return append(out, say("table.nothing_to_move"))
	}
	head := say("table.put_back")
	if !back {
		head = say("table.on_the_table_again")
	}
	out = append(out, head)
	for _, m := range moves {
		out = append(out, "  "+m)
	}
	return out
}

// The English labels of the entries Run adds to a game's menu and the
// English title of the menu, as scripts and tests name them: Run says them
// in the game's language (the catalogue's table.undo_last_action,
// table.redo, table.save_and_quit and table.what_now, whose English these
// are; a test holds them equal).
const (
	UndoLabel = "Undo last action"
	RedoLabel = "Redo"
	QuitLabel = "Save and quit"
	MenuTitle = "What now?"
)

// The values of the entries Run adds to a game's menu. A game's own choices
// have the values "1", "2"...; Script answers may use either these or labels.
const (
	UndoValue = "undo"
	RedoValue = "redo"
	QuitValue = "quit"
)

// Run is the referee loop: it shows the state, offers the menu plus "Undo last
// action" (when g.CanUndo()), "Redo" (when g.CanRedo()) and "Save and quit",
// builds the chosen action, hands it to g.Do and prints what it did, or
// "refused: <reason> (rule: <rule>)" when the game refuses it, and loops.
// Every accepted action is already saved by the engine. ErrQuit from any
// question, or "Save and quit", ends Run with a nil error and a line saying
// the game is saved and how to resume it. Any other error (a prompt that
// cannot run, a game that cannot be saved) ends Run with that error; the saved
// game is then as it was after the last accepted action.
func Run[S any](g *referee.Game[S], menu Menu[S], view View[S], p Prompter, out io.Writer) error {
	lang := LangOf(g.State())
	word := func(id string, args ...any) string { return phrase.SayFrom(view.Messages, lang, id, args...) }
	if sp, ok := p.(speaker); ok {
		sp.Speak(lang) // the key help and Yes/No in the game's language
	}
	raw := p
	p = langPrompter{p, lang, view.Messages}
	// On a terminal each menu gets a fresh screen: the state at the top,
	// what happened since the person's last screen below it, the menu under
	// them; each question an action asks after the menu gets one too (the
	// state, the answers so far, the question). told gathers what happened.
	// Where the referee plays seats, their turns are told as they happen
	// and condensed to fit (the whole story is in the log); elsewhere what
	// an action did is a report the table must read: a report too long for
	// the screen is shown on pages of its own first, each waiting for Enter.
	framed := Framed(out)
	var told []string
	tell := func(line string) {
		if !framed || view.Auto != nil {
			view.tell(out, line)
		}
		if framed {
			told = append(told, line)
		}
	}
	earlier := func(n int) string { return word("tui.earlier", n, g.ID()) }
	more := func(i, n int) string { return word("tui.more", i, n) }
	show := true
	refusedNow := func(err error) bool {
		line, ok := refusal(word("table.refused"), err)
		switch {
		case ok && framed:
			tell(line)
			show = true // the refusal on the next screen, under the state
		case ok:
			fmt.Fprintln(out, line)
		}
		return ok
	}
	for {
		if n, err := autoplay(g, view, out, tell); err != nil {
			return err
		} else if n > 0 {
			show = true
		}
		s := g.State()

		choices := menu(s)
		options := make([]Option, 0, len(choices)+3)
		for i, c := range choices {
			options = append(options, Option{Label: c.Label, Value: strconv.Itoa(i + 1)})
		}
		if g.CanUndo() {
			options = append(options, Option{Label: word("table.undo_last_action"), Value: UndoValue})
		}
		if g.CanRedo() {
			options = append(options, Option{Label: word("table.redo"), Value: RedoValue})
		}
		options = append(options, Option{Label: word("table.save_and_quit"), Value: QuitValue})

		top, screen := "", ""
		if view.Show != nil {
			top = view.Show(s)
		}
		if framed { // every menu on a fresh screen, whether or not there is something new
			menu := menuRoom(raw, len(options))
			if report := ScreenLines(told); view.Auto == nil && len(report) > room(top, menu) {
				pageTitle := func(i, n int) string { return word("tui.press_enter", i, n) }
				if err := page(p, out, top, told, pageTitle); errors.Is(err, ErrQuit) {
					return saved(g, out, word)
				} else if err != nil {
					return err
				}
			}
			ClearScreen(out) // then the state, with the report's latest lines condensed under it
			screen = frame(top, told, menu, earlier)
			fmt.Fprintln(out, screen)
			fitRoom(raw, screen)
			told = nil
		} else if show && view.Show != nil {
			fmt.Fprintln(out)
			fmt.Fprintln(out, top)
		}
		show = false

		pick := p.Select
		if framed { // a long menu on pages that fit under the state
			pick = func(title string, options []Option) (string, error) {
				return pagedSelect(p, raw, out, screen, title, options, more)
			}
		}
		picked, err := pick(word("table.what_now"), options)
		switch {
		case errors.Is(err, ErrQuit):
			return saved(g, out, word)
		case errors.Is(err, ErrBack):
			continue
		case err != nil:
			return err
		}

		switch picked {
		case QuitValue:
			return saved(g, out, word)
		case UndoValue, RedoValue:
			step, which := UndoSteps[S], "undo"
			if picked == RedoValue {
				step, which = RedoSteps[S], "redo"
			}
			states, err := step(g, view.Auto)
			if err != nil {
				kerr := g.KeepRefusal(which, nil, err)
				if !refusedNow(err) {
					return err
				}
				notKept(tell, lang, kerr)
				continue
			}
			for _, l := range view.Retold(states, which == "undo") {
				tell(l)
			}
			show = true
			continue
		}

		i, err := strconv.Atoi(picked)
		if err != nil || i < 1 || i > len(choices) {
			return fmt.Errorf("tui: the prompter returned %q, which is not on the menu", picked)
		}
		c := choices[i-1]
		ask := p
		if framed {
			sp := &screenPrompter{p: raw, out: out, top: top, yes: word("keys.yes"), no: word("keys.no"), more: more}
			sp.answered(word("table.what_now"), c.Label)
			ask = langPrompter{sp, lang, view.Messages}
		}
		a, err := c.Build(ask, s)
		switch {
		case errors.Is(err, ErrQuit):
			return saved(g, out, word)
		case errors.Is(err, ErrBack):
			continue
		case err != nil:
			kerr := g.KeepRefusal(c.Label, nil, err)
			if !refusedNow(err) {
				return fmt.Errorf("tui: %s: %w", c.Label, err)
			}
			notKept(tell, lang, kerr)
			continue
		case a == nil:
			return fmt.Errorf("tui: %s: no action built", c.Label)
		}

		if _, err := g.Do(a); err != nil {
			verb := c.Label
			if t, ok := any(a).(referee.Typed); ok {
				verb = t.ActionType()
			}
			kerr := g.KeepRefusal(verb, nil, err)
			if !refusedNow(err) {
				return err
			}
			notKept(tell, lang, kerr)
			continue
		}
		events(view, g.State(), tell)
		show = true
	}
}

// autoplay plays the actions of the seats the referee plays (View.Auto)
// that are due now, telling what each did, and returns how many it played.
func autoplay[S any](g *referee.Game[S], view View[S], out io.Writer, tell func(string)) (int, error) {
	if view.Auto == nil {
		return 0, nil
	}
	pause := 0 * time.Second
	if IsTerminal(out) {
		pause = AutoPause
	}
	next := func(s S) (referee.Action[S], bool) { return view.Auto(s) }
	do := func(a referee.Action[S]) (S, error) {
		s, err := g.Do(a)
		if err != nil {
			return s, fmt.Errorf("tui: the referee's own seat chose an action it refuses: %w", err)
		}
		events(view, s, tell)
		if pause > 0 {
			time.Sleep(pause)
		}
		return s, nil
	}
	_, n, err := referee.Autoplay(g.State(), next, do, 100000)
	return n, err
}

// refusal is err as a refusal's line, and whether it is one.
func refusal(head string, err error) (string, bool) {
	if !referee.IsRefusal(err) {
		return "", false
	}
	var r *referee.Refusal
	if errors.As(err, &r) {
		return head + " " + r.Error(), true
	}
	return head + " " + err.Error(), true
}

// events tells what the last action did in s.
func events[S any](view View[S], s S, tell func(string)) {
	if view.Events == nil {
		return
	}
	for _, e := range view.Events(s) {
		tell(e)
	}
}

// Saved ends a game's own play screen as Run does: the game's name and
// the command that resumes it.
func Saved[S any](g *referee.Game[S], out io.Writer) {
	l := LangOf(g.State())
	_ = saved(g, out, func(id string, args ...any) string { return phrase.Say(l, id, args...) })
}

// saved prints the lines that end a session: where the game is saved, and
// how to resume it.
func saved[S any](g *referee.Game[S], out io.Writer, say func(id string, args ...any) string) error {
	fmt.Fprintln(out)
	// the folder, so that the game can be found (and backed up) whether or
	// not the command line named its home; then the command that resumes it.
	// Both absolute: a home given as "--home games" would resume only from
	// the folder it was typed in.
	path := g.Path()
	if abs, err := filepath.Abs(path); err == nil && path != "" {
		path = abs
	}
	for _, l := range Wrap(say("table.saved", g.Name(), phrase.PathText(filepath.Dir(path)))) {
		fmt.Fprintln(out, l)
	}
	for _, l := range savedLines(say("table.resume", g.ID(), g.Name()) + homeFlag(path)) {
		fmt.Fprintln(out, l)
	}
	return nil
}

// HomeGiven says the game was opened with --home (the command line sets it):
// the command that resumes the game then names that home too, because a
// plain command looks in $BOARDROOM_HOME or the default home instead. Atomic:
// the tests run command lines in parallel in one process.
var HomeGiven atomic.Bool

// homeFlag is " --home DIR" for a game saved at path (DIR/<game>/<name>.json)
// when HomeGiven, else nothing.
func homeFlag(path string) string {
	if !HomeGiven.Load() || path == "" {
		return ""
	}
	return " --home " + shellWord(filepath.Dir(filepath.Dir(path)))
}

// shellWord quotes s for a POSIX shell when it holds more than letters,
// digits and / . _ - + , : @ % =, so that the printed command pastes as it is.
func shellWord(s string) string {
	safe := s != ""
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("/._-+,:@%=", r)) {
			safe = false
			break
		}
	}
	if safe {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// savedLines is the line that ends a session as it fits the terminal: when
// it is too wide, the command that resumes the game goes on a line of its
// own, whole (a command broken in two would not paste); otherwise it is
// wrapped like every other line.
func savedLines(line string) []string {
	if columns.Len(line) <= Width {
		return []string{line}
	}
	if i := strings.LastIndex(line, ": boardroom "); i >= 0 {
		return append(Wrap(line[:i+1]), "  "+line[i+2:])
	}
	return Wrap(line)
}

// speaker is a Prompter with words of its own (the key help line, Yes and
// No) that can say them in the game's language.
type speaker interface {
	Speak(l msg.Lang)
}

// langPrompter asks in the game's language: the questions' own words
// (Back, "empty to go back", the number range's refusals) are said in it
// (see say).
type langPrompter struct {
	p    Prompter
	lang msg.Lang
	game *msg.Catalog // the game's words for them, where it has its own
}

func (w langPrompter) Select(title string, options []Option) (string, error) {
	opts := make([]Option, len(options))
	for i, o := range options {
		if o == Back {
			o.Label = phrase.SayFrom(w.game, w.lang, "tui.back")
		}
		opts[i] = o
	}
	return w.p.Select(title, opts)
}

func (w langPrompter) Input(title, placeholder string, validate func(string) error) (string, error) {
	return w.p.Input(title, placeholder, validate)
}

func (w langPrompter) Confirm(title string) (bool, error) { return w.p.Confirm(title) }

// notKept says, after a refusal, why it could not be kept for 'why' (a
// link in the place of its file, never followed); nothing when it was.
func notKept(tell func(string), l msg.Lang, err error) {
	if err != nil {
		tell(referee.SayError(l, err))
	}
}
