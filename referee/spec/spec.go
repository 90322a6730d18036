// Package spec binds a game's referee into one type-erased Handle: the game
// describes itself once (its rules, its setup fields, its verbs, how it shows
// itself, its menu) in a Spec, and the command line drives every game through
// the Handle without knowing its state type. Everything a verb does (open the
// saved game, build the action from the decoded fields, hand it to the engine,
// say what it did, in text or JSON) happens here, once for every game.
package spec

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"boardroom/columns"
	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/tui"
	"boardroom/referee/verb"

	"boardroom/phrase"
)

// Spec is one game's referee, described once.
type Spec[S any] struct {
	ID    string
	Rules referee.Rules[S]
	// New describes `new`: its help, examples and the setup fields (besides
	// the --name and --seed every game has); Setup turns them into the setup
	// the game is created with (seed is the game's: a setup that picks
	// anything at random picks it from the seed).
	New   NewSpec
	Setup func(v verb.Values, seed int64) (json.RawMessage, error)
	// Start is an action to run right after `new` (nil: none).
	Start func(s S) referee.Action[S]
	// Started is what `new` tells the table last, below the state (text
	// output only; nil or "": nothing), e.g. how to mark the components.
	Started func(s S) string
	// Verbs are the game's actions; Build makes each from its fields.
	Verbs []verb.Verb[S]
	// Show writes the state for people; JSON is what `show --json` prints.
	Show func(w io.Writer, s S) error
	JSON func(s S) any
	// Auto is the action of a seat the referee plays (a policy) when it is
	// that seat's turn in s, and false when a person is to play or the game
	// has ended. `new` and every verb play these after their own action,
	// logged like any action and reported with it (nil: every seat is a
	// person).
	Auto func(s S) (referee.Action[S], bool)
	// Play, when set, is `play` for the games it returns true for (a virtual
	// game's own screen); the others get the menus.
	Play func(g *referee.Game[S], p tui.Prompter, out io.Writer) (bool, error)
	// Menu and View are the interactive referee (`play`); View.Events is also
	// what each verb prints, View.Table what undo and redo tell the table.
	Menu tui.Menu[S]
	View tui.View[S]
	// Messages is the game's catalogue (rules/<game>/messages.yaml; nil:
	// none yet). The command line reads the verbs' help from it by the
	// convention verb.<name>.name, .short, .long, .examples, .use and
	// .<field>, and new.long, new.examples and new.<field>, in the table's
	// language, falling back to the code's strings while an ID is missing.
	Messages *msg.Catalog
	// HelpArgs are the arguments of a help text of Messages (verb.<name>.short,
	// new.long, ...): the numbers of the rules data it says (nil: none).
	HelpArgs func(id string) []any
}

// NewSpec is the help of `new` and the fields of the setup.
type NewSpec struct {
	Long     string
	Examples []string
	Fields   []verb.Field
}

// VerbInfo is a verb as the command line sees it: no state type.
type VerbInfo struct {
	Name, Use, Short, Long string
	Examples               []string
	Fields                 []verb.Field
	MinArgs, MaxArgs       int // MaxArgs -1: any number
	// Actor names the verb's first field when it is whoever is to act (play
	// never asks it): the command line may leave it out, and the state
	// fills it in (Session.Actor).
	Actor string
	// Offered says that `play` may offer the verb (it has a Label): a move
	// of a seat, where a verb never offered is the table's ("adjust").
	Offered bool
	// Seated says that the verb's first word is the player it acts for
	// (seatField): a die, a card title there names no seat, even when a
	// player is called "3".
	Seated bool
	// In is the verb's usage line and long help in a language, for a verb
	// whose help names the game's words (verb.Verb.In); nil: none.
	In func(l msg.Lang) (use, long string)
}

// MessageIDs are the IDs of every word of h's `new` and verbs that a
// reader may look up in the game's catalogue (verb.MessageID,
// verb.NewMessageID): the command line's help, the rules lookup, the
// phones. A catalogue's test counts them as used: no code of the game's own
// names them.
func MessageIDs(h Handle) []string {
	ids := []string{verb.NewMessageID("long"), verb.NewMessageID("examples")}
	for _, f := range h.NewSpec().Fields {
		ids = append(ids, verb.NewMessageID(f.Name), verb.NewMessageID(f.Name+".flag"))
	}
	for _, v := range h.Verbs() {
		for _, part := range []string{"short", "long", "examples", "use", "name"} {
			ids = append(ids, verb.MessageID(v.Name, part))
		}
		for _, f := range v.Fields {
			ids = append(ids, verb.MessageID(v.Name, f.Name), verb.MessageID(v.Name, f.Name+".flag"))
		}
	}
	return ids
}

// Handle is a game's referee without its state type.
type Handle interface {
	ID() string
	NewSpec() NewSpec
	Verbs() []VerbInfo
	// Create starts a saved game from the decoded setup fields and reports it.
	Create(home, name string, setup verb.Values, seed int64, out io.Writer, asJSON bool) error
	// Open opens a saved game (name "" : the most recently changed one).
	Open(home, name string, readOnly bool) (Session, error)
	// CanPlay reports whether the game has an interactive referee.
	CanPlay() bool
	// Messages is the game's catalogue (Spec.Messages; nil: none).
	Messages() *msg.Catalog
	// HelpArgs are the arguments of the help text id of Messages.
	HelpArgs(id string) []any
	// Own is the game's own language (see WithLanguage; English unless
	// told).
	Own() msg.Lang
}

// Session is an open saved game.
type Session interface {
	Name() string
	Close() error
	// Do builds the verb's action from its decoded fields, plays it and
	// says what it did. A refusal is returned as is (referee.IsRefusal).
	Do(verb string, v verb.Values, out io.Writer, asJSON bool) error
	Undo(out io.Writer, asJSON bool) error
	Redo(out io.Writer, asJSON bool) error
	Show(out io.Writer, asJSON bool) error
	Log(out io.Writer, asJSON bool) error
	// LogTail writes the last n entries of `log --json` (the table
	// display's events), replaying the log once and keeping only the
	// states it needs.
	LogTail(out io.Writer, n int) error
	// Status is the status line saved with the game; Updated its last save.
	Status() string
	Updated() time.Time
	Play(p tui.Prompter, out io.Writer) error
	// Why is the reasoning behind log entry seq (0: the last entry).
	Why(seq int) (*Explanation, error)
	// Entries is how many entries the log has.
	Entries() int
	// UnknownPlayers are the players named in args (the positional
	// arguments of verb, as typed) that the game does not know: said with
	// the unknown names of the other fields, all at once.
	UnknownPlayers(verb string, args []string) []*phrase.UnknownError
	// PlayersRefusal refuses a command line that names two or more players
	// the game does not know, every one of them at once and before anything
	// else is judged (the phase, the turn), with the rule of the seats; nil
	// when at most one is unknown (the action refuses that one itself).
	PlayersRefusal(verb string, args []string) error
	// Actor is the answer the state gives to the verb's Actor field now
	// (the player whose turn it is); ok false when it gives none.
	Actor(verb string) (name string, ok bool)
	// Language is the game's language: its state's (a method Language()
	// msg.Lang), else the game's own (Handle.Own).
	Language() msg.Lang
}

// New erases a Spec's state type.
func New[S any](sp *Spec[S]) Handle {
	if sp.View.Messages == nil {
		sp.View.Messages = sp.Messages // play says the generic lines in the game's words too
	}
	return &handle[S]{sp: sp, own: msg.EN}
}

// WithLanguage is h with the game's own language (games.Game.Language): the
// language of a game whose state does not say one.
func WithLanguage(h Handle, own msg.Lang) Handle {
	if o, ok := h.(interface{ setOwn(msg.Lang) }); ok {
		o.setOwn(own)
	}
	return h
}

type handle[S any] struct {
	sp  *Spec[S]
	own msg.Lang
}

func (h *handle[S]) ID() string             { return h.sp.ID }
func (h *handle[S]) CanPlay() bool          { return h.sp.Menu != nil }
func (h *handle[S]) Messages() *msg.Catalog { return h.sp.Messages }

// HelpArgs are the arguments of the help text id of the game's catalogue.
func (h *handle[S]) HelpArgs(id string) []any {
	if h.sp.HelpArgs == nil {
		return nil
	}
	return h.sp.HelpArgs(id)
}
func (h *handle[S]) Own() msg.Lang     { return h.own }
func (h *handle[S]) setOwn(l msg.Lang) { h.own = l }

// NewSpec is the help and the fields of `new`: the game's, and --lang,
// which every game has (unless it declares a field of that name).
func (h *handle[S]) NewSpec() NewSpec {
	ns := h.sp.New
	if !slices.ContainsFunc(ns.Fields, func(f verb.Field) bool { return f.Name == LangField }) {
		ns.Fields = append(slices.Clone(ns.Fields), verb.Field{Name: LangField, Flag: true, Kind: verb.WordField,
			Help: phrase.Say(msg.Env(h.own), "new.lang_flag", h.own)}) // said before any game is open
	}
	return ns
}

// LangField is the setup field of every game's `new` that names the
// language the game is played in: "de" or "en" (checked and normalised
// before the game's Setup reads it as v.String("lang"); "" is the game's
// own language).
const LangField = "lang"

// checkLang reads the --lang of a new game: an unknown language is a usage
// error naming the two; a known one is stored as its code ("Deutsch" is
// "de").
func checkLang(v verb.Values) error {
	if !v.Has(LangField) || v.String(LangField) == "" {
		return nil
	}
	l, err := msg.Parse(v.String(LangField))
	if err != nil {
		return &phrase.UsageError{Msg: err.Error(), Said: func(lang string) string {
			return phrase.Say(msg.Lang(lang), "new.unknown_lang", phrase.Quoted(v.String(LangField)))
		}}
	}
	v.Set(LangField, string(l))
	return nil
}

func (h *handle[S]) Verbs() []VerbInfo {
	out := make([]VerbInfo, 0, len(h.sp.Verbs))
	for _, v := range h.sp.Verbs {
		mn, mx := v.Args()
		out = append(out, VerbInfo{Name: v.Name, Use: v.Use(), Short: v.Short, Long: v.Long,
			Examples: v.Examples, Fields: titled(h.sp.Messages, v.Name, v.Fields), MinArgs: mn, MaxArgs: mx, Actor: actorField(v), Offered: v.Label != nil,
			Seated: len(v.Fields) > 0 && !v.Fields[0].Flag && seatField(v.Fields[0].Name), In: v.In})
	}
	return out
}

func (h *handle[S]) Create(home, name string, setup verb.Values, seed int64, out io.Writer, asJSON bool) error {
	if err := checkLang(setup); err != nil {
		return err
	}
	raw, err := h.sp.Setup(setup, seed)
	if err != nil {
		return err
	}
	out = terminal(out, asJSON)
	if err := os.MkdirAll(home, 0o755); err != nil {
		return referee.HomeError(err)
	}
	g, err := referee.Create(home, h.sp.ID, name, raw, seed, h.sp.Rules)
	if err != nil {
		return err
	}
	defer g.Close()
	s := g.State()
	if h.sp.Start != nil {
		if a := h.sp.Start(s); a != nil {
			if s, err = g.Do(a); err != nil {
				return err
			}
		}
	}
	ss := &session[S]{sp: h.sp, g: g, own: h.own}
	events := ss.sp.View.Events0(s)
	s, events, err = ss.autoplay(s, events)
	if err != nil {
		return err
	}
	if !asJSON {
		fmt.Fprintln(out, ss.say("table.saved_in", h.sp.ID, g.Name(), g.Path()))
	}
	if err := ss.reportEvents(out, s, events, asJSON); err != nil {
		return err
	}
	if asJSON {
		return nil
	}
	if err := showWrapped(out, h.sp.Show, s); err != nil {
		return err
	}
	if h.sp.Started != nil {
		if note := h.sp.Started(s); note != "" {
			if err := writeWrapped(out, note); err != nil {
				return err
			}
		}
	}
	return nil
}

func (h *handle[S]) Open(home, name string, readOnly bool) (Session, error) {
	var opts []referee.Option
	if readOnly {
		opts = append(opts, referee.ReadOnly())
	}
	g, err := referee.Open(home, h.sp.ID, name, h.sp.Rules, opts...)
	if errors.Is(err, referee.ErrNotFound) {
		l := msg.Env(h.own) // no game is open: the language of the commands before one
		if name != "" {
			return nil, errors.New(phrase.Say(l, "table.no_game_named", h.sp.ID, name, home,
				phrase.DidYouMeanIn(l, name, savedNames(home, h.sp.ID))))
		}
		return nil, errors.New(phrase.Say(l, "table.no_game", h.sp.ID, home))
	}
	if err != nil {
		return nil, err
	}
	return &session[S]{sp: h.sp, g: g, own: h.own}, nil
}

// actorField is the name of v's first field when the state says its answer
// (the player whose turn it is): a required positional field that play
// never asks.
func actorField[S any](v verb.Verb[S]) string {
	for _, f := range v.Fields {
		if f.Flag {
			continue
		}
		if f.Optional || f.Kind != verb.WordField || v.Ask[f.Name].Fixed == nil {
			return ""
		}
		return f.Name
	}
	return ""
}

// savedNames are the names of the saved games of a kind in home (for "did
// you mean").
func savedNames(home, id string) []string {
	all, _ := referee.List(home) // none listed: no suggestion
	var names []string
	for _, sg := range all {
		if sg.Game == id {
			names = append(names, sg.Name)
		}
	}
	return names
}

type session[S any] struct {
	sp  *Spec[S]
	g   *referee.Game[S]
	own msg.Lang
}

func (ss *session[S]) Name() string { return ss.g.Name() }
func (ss *session[S]) Close() error { return ss.g.Close() }

// terminal is out for text a person reads (asJSON false): control
// characters a saved game holds (written by hand, or by a version that let
// them in) are escaped, so that showing it cannot retitle or clear the
// terminal. JSON escapes them itself.
func terminal(out io.Writer, asJSON bool) io.Writer {
	if asJSON {
		return out
	}
	return phrase.PrintableWriter(out)
}

// WriteJSON is the one JSON writer: indented, HTML left as it is.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// report prints what an accepted action did (JSON: with the state).
func (ss *session[S]) report(w io.Writer, s S, asJSON bool) error {
	return ss.reportEvents(w, s, ss.sp.View.Events0(s), asJSON)
}

// reportEvents prints the events of one or more actions that led to s.
func (ss *session[S]) reportEvents(w io.Writer, s S, events []string, asJSON bool) error {
	if asJSON {
		return WriteJSON(w, map[string]any{"game": ss.g.Name(), "events": events, "state": ss.sp.JSON(s)})
	}
	for _, e := range events {
		fmt.Fprintln(w, e)
	}
	return nil
}

// autoplay plays the seats the referee plays (Spec.Auto) until a person is
// to play, adding what each action did to events.
func (ss *session[S]) autoplay(s S, events []string) (S, []string, error) {
	if ss.sp.Auto == nil {
		return s, events, nil
	}
	next := func(s S) (referee.Action[S], bool) { return ss.sp.Auto(s) }
	do := func(a referee.Action[S]) (S, error) {
		s, err := ss.g.Do(a)
		if err == nil {
			events = append(events, ss.sp.View.Events0(s)...)
		}
		return s, err
	}
	s, _, err := referee.Autoplay(s, next, do, 100000)
	return s, events, err
}

func (ss *session[S]) Do(verb string, v verb.Values, out io.Writer, asJSON bool) error {
	for _, vb := range ss.sp.Verbs {
		if vb.Name != verb {
			continue
		}
		a, err := vb.Build(v, ss.g.State())
		if err != nil {
			// a name the game does not know is refused as it is
			var unknown *phrase.UnknownError
			if errors.As(err, &unknown) {
				return &phrase.UnknownError{Msg: unknown.In(string(ss.Language()))}
			}
			// a name typed wrong, read with the campaign open: in its language
			var w phrase.Worded
			if errors.As(err, &w) {
				var ue *phrase.UsageError
				if !errors.As(err, &ue) || ue.Said != nil {
					return phrase.Usagef("%s", w.In(string(ss.Language())))
				}
			}
			return err
		}
		return ss.take(a, out, asJSON)
	}
	return fmt.Errorf("%s has no verb %q", ss.sp.ID, verb)
}

// take plays an action built by a verb or a menu and says what it did.
func (ss *session[S]) take(a referee.Action[S], out io.Writer, asJSON bool) error {
	out = terminal(out, asJSON)
	s, err := ss.g.Do(a)
	if err != nil {
		return err
	}
	s, events, err := ss.autoplay(s, ss.sp.View.Events0(s))
	if err != nil {
		return err
	}
	return ss.reportEvents(out, s, events, asJSON)
}

func (ss *session[S]) Actor(name string) (string, bool) {
	for _, vb := range ss.sp.Verbs {
		if f := actorField(vb); vb.Name == name && f != "" {
			name, ok := vb.Ask[f].Fixed(ss.g.State(), verb.NewValues())
			return name, ok && name != ""
		}
	}
	return "", false
}

// playerField reports whether a field of this name holds a player's name.
func playerField(name string) bool {
	switch name {
	case "player", "spieler", "auditor", "victim", "target":
		return true
	}
	return false
}

// seatField reports whether a verb's first field of this name is the
// player the verb acts for: the player, the auditor, the giver of a deal
// (a victim is acted upon: not theirs to act).
func seatField(name string) bool {
	switch name {
	case "player", "spieler", "auditor", "from":
		return true
	}
	return false
}

// playerIndex is a state that finds its players by name (the roster's
// lookup, with "did you mean").
type playerIndex interface {
	PlayerIndex(name string) (int, error)
}

func (ss *session[S]) UnknownPlayers(name string, args []string) []*phrase.UnknownError {
	var out []*phrase.UnknownError
	for _, err := range ss.unknownPlayers(name, args) {
		msg := err.Error()
		var r *referee.Refusal
		if errors.As(err, &r) {
			msg = r.Reason // the rule is said once, by the refusal
		}
		out = append(out, &phrase.UnknownError{Msg: msg})
	}
	return out
}

func (ss *session[S]) PlayersRefusal(name string, args []string) error {
	errs := ss.unknownPlayers(name, args)
	var r *referee.Refusal
	if len(errs) < 2 || !errors.As(errs[0], &r) {
		// one unknown player is the action's own refusal: the game may know
		// better what was meant (a card typed before the player)
		return nil
	}
	reasons := make([]string, len(errs))
	for i, err := range errs {
		reasons[i] = err.Error()
		var ri *referee.Refusal
		if errors.As(err, &ri) {
			reasons[i] = ri.Reason // the rule is said once, at the end
		}
	}
	return &referee.Refusal{Reason: strings.Join(reasons, "; "), Rule: r.Rule, Word: r.Word}
}

// unknownPlayers are the refusals of the state's seat lookup for each
// player args name (by the verb's positional fields) that is not at the
// table.
func (ss *session[S]) unknownPlayers(name string, args []string) []error {
	st, ok := any(ss.g.State()).(playerIndex)
	if !ok {
		return nil
	}
	var out []error
	for _, vb := range ss.sp.Verbs {
		if vb.Name != name {
			continue
		}
		pos := 0
		for _, f := range vb.Fields {
			if f.Flag || f.Kind == verb.ListField || pos >= len(args) {
				continue
			}
			arg := args[pos]
			pos++
			if !playerField(f.Name) {
				continue
			}
			if _, err := st.PlayerIndex(arg); err != nil {
				out = append(out, err)
			}
		}
	}
	return out
}

func (ss *session[S]) Undo(out io.Writer, asJSON bool) error {
	return ss.worded("undo", ss.retell("undo", out, asJSON))
}
func (ss *session[S]) Redo(out io.Writer, asJSON bool) error {
	return ss.worded("redo", ss.retell("redo", out, asJSON))
}

// say is a generic line in the game's language, in the game's own words
// where its catalogue holds the ID (Spec.Messages, else View.Messages).
func (ss *session[S]) say(id string, args ...any) string {
	cat := ss.sp.Messages
	if cat == nil {
		cat = ss.sp.View.Messages
	}
	return phrase.SayFrom(cat, ss.Language(), id, args...)
}

func (ss *session[S]) Language() msg.Lang {
	switch any(ss.g.State()).(type) {
	case interface{ Language() msg.Lang }, interface{ Language() string }:
		return tui.LangOf(ss.g.State())
	}
	return ss.own
}

// worded says the engine's own refusals of undo and redo in the game's
// language: the engine refuses only when there is nothing to take back
// (or only the referee's own turns of the start) or nothing to do again.
func (ss *session[S]) worded(which string, err error) error {
	var r *referee.Refusal
	if !errors.As(err, &r) {
		return err
	}
	id := "table.nothing_to_redo"
	switch {
	case which == "undo" && ss.g.CanUndo():
		id = "table.nothing_to_undo_but_the_start"
	case which == "undo":
		id = "table.nothing_to_undo"
	}
	c := *r
	c.Reason = ss.say(id)
	return &c
}

func (ss *session[S]) retell(which string, out io.Writer, asJSON bool) error {
	out = terminal(out, asJSON)
	// Seats the referee plays (Auto) are taken back and done again with the
	// person's action: undo takes back the person's last action and every
	// turn the referee played after it, and stops where a person is to play
	// (refused when only the referee's turns at the start are in effect:
	// referee.UndoDepth); redo does the person's action again and the
	// referee's turns after it. Every action taken back or done again is told.
	g := ss.g
	step := tui.UndoSteps[S]
	if which != "undo" {
		step = tui.RedoSteps[S]
	}
	states, err := step(g, ss.sp.Auto)
	if err != nil {
		return err
	}
	back, s := which == "undo", states[len(states)-1]
	v := ss.sp.View
	if asJSON {
		moves := v.Moves(states, back)
		if moves == nil {
			moves = []string{} // a virtual game: nothing to move
		}
		return WriteJSON(out, map[string]any{"game": g.Name(), which: v.StepEvents(states, back), "moves": moves, "state": ss.sp.JSON(s)})
	}
	for _, l := range v.Retold(states, back) {
		fmt.Fprintln(out, l)
	}
	fmt.Fprintln(out)
	return showWrapped(out, ss.sp.Show, s)
}

func (ss *session[S]) Show(out io.Writer, asJSON bool) error {
	out = terminal(out, asJSON)
	if asJSON {
		return WriteJSON(out, ss.sp.JSON(ss.g.State()))
	}
	fmt.Fprintln(out, ss.say("table.game_header", ss.sp.ID, ss.g.Name()))
	return showWrapped(out, ss.sp.Show, ss.g.State())
}

// showWrapped prints a game's state as show writes it, every line wrapped
// to the terminal (see writeWrapped): the state is a list that fits. What an
// action did (its events, an undo's retelling) is a stream of sentences
// printed whole, one a line, for the terminal to fold and scripts to read.
func showWrapped[S any](out io.Writer, show func(io.Writer, S) error, s S) error {
	var b bytes.Buffer
	if err := show(&b, s); err != nil {
		return err
	}
	return writeWrapped(out, strings.TrimSuffix(b.String(), "\n"))
}

// writeWrapped prints text, each line wider than out (its terminal's width,
// 80 columns when it is not a terminal) wrapped at spaces, the later lines
// indented two more than the first: every word whole, none cut at the edge.
func writeWrapped(out io.Writer, text string) error {
	if text == "" {
		return nil
	}
	width := columns.Width(out)
	var b strings.Builder
	for _, l := range strings.Split(text, "\n") {
		if columns.Len(l) <= width {
			b.WriteString(l + "\n")
			continue
		}
		lead := l[:len(l)-len(strings.TrimLeft(l, " "))]
		for _, w := range columns.Indent(l, width, lead, lead+"  ") {
			b.WriteString(w + "\n")
		}
	}
	_, err := io.WriteString(out, b.String())
	return err
}

func (ss *session[S]) Play(p tui.Prompter, out io.Writer) error {
	if ss.sp.Play != nil {
		if ok, err := ss.sp.Play(ss.g, p, out); ok {
			return err
		}
	}
	if ss.sp.Menu == nil {
		return errors.New(ss.say("cmd.play.not_built", ss.sp.ID))
	}
	return tui.Run(ss.g, ss.sp.Menu, ss.sp.View, p, out)
}

// logEntry is one entry of `log --json`: the stored entry, whether it is
// undone now, and the referee's sentences for it.
type logEntry struct {
	referee.HistoryEntry
	Events []string `json:"events"`
}

// Log retells the game: how it was set up, then every entry of the log in
// the sentences the verbs printed when it happened, undone actions marked,
// undos and redos naming what they took back or did again.
func (ss *session[S]) Log(w io.Writer, asJSON bool) error {
	w = terminal(w, asJSON)
	g := ss.g
	entries, err := ss.told(g.Story)
	if err != nil {
		return err
	}
	if asJSON {
		if entries == nil {
			entries = []logEntry{}
		}
		return WriteJSON(w, entries)
	}
	l := ss.Language()
	say := ss.say
	tw := columns.Table{Header: []string{"#", say("log.when"), say("log.what")}, Right: []int{0}}
	row := func(seq, when string, lines []string) {
		for i, l := range lines {
			if i > 0 {
				seq, when = "", ""
			}
			tw.Row(seq, when, l)
		}
	}
	// the time's layout is a word too: a German game says "26.11. 11:38"
	stamp := func(t time.Time) string { return t.Local().Format(say("log.stamp")) }
	setup := []string{describeSetup(l, g.Setup(), g.Seed())}
	if s0, err := g.Initial(); err == nil {
		setup = append(setup, ss.sp.View.Events0(s0)...)
	}
	row("0", stamp(g.Created()), setup)
	for _, e := range entries {
		lines := e.Events
		if len(lines) == 0 {
			lines = []string{describeAction(e.Action)}
		}
		switch e.Kind {
		case referee.KindAction:
			if e.Undone {
				lines = append([]string{say("log.undone_later") + " " + lines[0]}, lines[1:]...)
			}
		case referee.KindUndo:
			lines = []string{say("log.undo_of", e.Target, firstOr(e.Events, say("log.the_action")))}
		case referee.KindRedo:
			lines = []string{say("log.redo_of", e.Target, firstOr(e.Events, say("log.the_action")))}
		}
		row(fmt.Sprint(e.Seq), stamp(e.Time), lines)
	}
	return tw.Write(w, columns.Width(w))
}

// told is the log's entries with their sentences, as story tells them
// (Story, or StoryTail for the last entries: then an undo's or a redo's
// action is told too, for its sentences, and left out).
func (ss *session[S]) told(story func(func(h referee.HistoryEntry, before, after S)) error) ([]logEntry, error) {
	said := map[int][]string{} // action seq -> its sentences
	var entries []logEntry
	err := story(func(h referee.HistoryEntry, before, after S) {
		var ev []string
		switch h.Kind {
		case referee.KindAction:
			ev = ss.sp.View.Events0(after)
			said[h.Seq] = ev
		default:
			ev = said[h.Target]
		}
		entries = append(entries, logEntry{HistoryEntry: h, Events: ev})
	})
	if err != nil {
		return nil, fmt.Errorf("cannot retell game %q: %v", ss.g.Name(), err)
	}
	return entries, nil
}

func (ss *session[S]) LogTail(w io.Writer, n int) error {
	entries, err := ss.told(func(fn func(h referee.HistoryEntry, before, after S)) error { return ss.g.StoryTail(n, fn) })
	if err != nil {
		return err
	}
	// The actions told for an undo's or a redo's sentences come before the
	// last n entries: only the last n are written.
	last := ss.g.Entries() - n
	entries = slices.DeleteFunc(entries, func(e logEntry) bool { return e.Seq <= last })
	if entries == nil {
		entries = []logEntry{}
	}
	return WriteJSON(w, entries)
}

func (ss *session[S]) Status() string     { return ss.g.Status() }
func (ss *session[S]) Updated() time.Time { return ss.g.Updated() }

// Created is when the game was started: a game removed and started again
// under the same name is another game (the table display's links tell
// them apart by it).
func (ss *session[S]) Created() time.Time { return ss.g.Created() }

func firstOr(lines []string, none string) string {
	if len(lines) == 0 {
		return none
	}
	if len(lines) > 1 {
		return lines[0] + " ..."
	}
	return lines[0]
}

// describeSetup is the `new` a game was started with, in words: "New game
// for Ann, Ben and Cy (seed 4)." It reads the setup every table game has
// (spec.Players: the players, --physical); the rest is the game's own.
func describeSetup(l msg.Lang, raw json.RawMessage, seed int64) string {
	var m map[string]any
	_ = json.Unmarshal(raw, &m)
	var names []string
	if ps, ok := m["players"].([]any); ok {
		for _, p := range ps {
			if s, ok := p.(string); ok {
				names = append(names, s)
			}
		}
	}
	phys, _ := m["physical"].(bool)
	switch {
	case len(names) == 0:
		return phrase.Say(l, "log.new_game", seed)
	case phys:
		return phrase.Say(l, "log.new_game_for_physical", phrase.JoinAndIn(l, names), seed)
	}
	return phrase.Say(l, "log.new_game_for", phrase.JoinAndIn(l, names), seed)
}

// describeAction renders a stored action as "type key=value ...", for an
// action whose game says nothing about it.
func describeAction(raw json.RawMessage) string {
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		return string(raw)
	}
	t, _ := m["type"].(string)
	delete(m, "type")
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	parts := []string{t}
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s=%s", k, plainValue(m[k])))
	}
	return strings.Join(parts, " ")
}

// plainValue renders a JSON value for people: strings bare, lists joined.
func plainValue(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = plainValue(e)
		}
		return strings.Join(parts, ",")
	}
	b, _ := json.Marshal(v)
	return string(b)
}
