package display

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"boardroom/lazy"
	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee"
)

// page is everything a game's page shows, read from the game's JSON view
// (`show --json`), its log (`log --json`) and its saved file's header.
type page struct {
	Game    Game
	Name    string
	Status  string // the status line saved with the game: "round 3, Production"
	Updated time.Time
	// Created is when the game was started (zero: not known): the links of
	// serve --play belong to one game, not to its name.
	Created time.Time
	// Problem says why the game cannot be shown (damaged, removed); the
	// rest is then empty.
	Problem string

	Next    string   // the view's "next": what the table does now
	Over    bool     // the view's "ended"
	Result  []string // what the view says about the end: winners, result
	Facts   []fact   // the view's top-level numbers and words
	Players []player // the view's "players"
	AI      []string // the seats the referee plays (the state's AISeats)
	Groups  []group  // the view's top-level objects
	Tables  []table  // the view's top-level lists of objects
	Events  []event  // the last entries of the log, newest first
	// Note is what a player asked to show the table (rules, card, why).
	Note *Note
	// Moves is what to put back on the table (or do again) after the
	// host's undo (or redo) while that is the game's last change: shown
	// at the top, under what comes next, where a TV that does not scroll
	// shows it (below the events it was off a 1280x720 screen).
	Moves *Note

	// The top of the page (see top.go): Who acts next and Turn, what the
	// table does next in words; Keys, the game's key numbers; Board, the
	// scoreboard.
	Who, Turn string
	Keys      []fact
	Board     board

	// State is the view as plain Go values (hidden keys removed), for a
	// game's own template.
	State any
	// URL builds the links of the page (with the token when there is one).
	URL func(path string) string
	// Lang is the language the page speaks, the game's (langOf); Words
	// the page's own words in it (wordsIn).
	Lang  msg.Lang
	Words map[string]string
	// unsaid are the words of the view's own the game's catalogue has no
	// words for ("phase.execution"): shown as written (see word).
	unsaid map[string]bool
	// said are the words of the view's own said in the table's words
	// ("phase.execution": "Ausführung"), for the tests, and so that such a
	// word tags no player named like it (build).
	said map[string]string
}

// fact is one thing shown with its label. Parts, when set, are the same
// value as a row of labelled numbers (an object of numbers: "Energy 5 ·
// Metal 2"), so the numbers can stand out; Long says the value is too long
// for big type.
type fact struct {
	Label, Value string
	Parts        []fact
	Long         bool
}

// longFact is the length past which a value is not shown in big type.
const longFact = 28

// newFact is the fact of key k holding v.
func (p *page) newFact(k string, v *node) fact {
	f := fact{Label: p.label(k), Value: p.valueWords(k, v, v.textValue(p))}
	f.Long = utf8.RuneCountInString(f.Value) > longFact
	if v.kind == kObject && allScalar(v.vals) {
		for i, sk := range v.keys {
			sv := v.vals[i]
			if sv.kind == kBool && sv.text == "false" {
				continue
			}
			f.Parts = append(f.Parts, fact{Label: p.labelIn(k, sk), Value: p.valueWords(sk, sv, sv.textValue(p))})
		}
	}
	return f
}

// valueWords is what the page shows of the value v of key k, text: the
// game's words for a zero that means "not yet" where its catalogue has
// them (view.<key>.zero: R.I.G.S.'s market price before the round's card
// is drawn is "not drawn yet", not "0"), and a word of the view's own said
// as the game says it (word).
func (p *page) valueWords(k string, v *node, text string) string {
	if v == nil || p.Game.Messages == nil {
		return text
	}
	switch {
	case v.kind == kNumber && v.text == "0" && p.Game.Messages.Has("view."+k+".zero"):
		return p.Game.Messages.Say(p.Lang, "view."+k+".zero")
	case v.kind == kString && v.text != "":
		return p.word(k, v.text)
	}
	return text
}

// word is the one place a value the view writes for scripts (a phase
// "execution", a resource "energy", a tie-break "first-passer") becomes
// the table's word on the TV and the phones: the game's catalogue in the
// page's language, the page's own message view.<key>.<word> first
// (Corporate Warfare's spied department), else the game's <key>.<word> (the
// phase "player" is "Player Phase", "Spielerphase" at a German table, as
// the game says it everywhere else); a hyphen of the value is an
// underscore in the ID where the catalogue has no ID with the hyphen. Any
// other text (a name, a sentence, a card) is itself. A word of the view's
// own that the catalogue lacks is shown as it is and noted (p.unsaid),
// which the tests read: no game may leave one.
func (p *page) word(k, text string) string { return p.wordOf("", k, text) }

// wordOf is word for the value of key k in a row of the list owner (the
// plots of a player): the game's <row>_<key>.<word> is tried too, <row>
// the list's name less its plural s ("plots" "type" "Valley":
// plot_type.valley, R.I.G.S.' "Tal"). A name the view writes as the rules
// data spells it (capitalised: "Valley") is said by the same IDs,
// lowercased, and is itself where the game has none.
func (p *page) wordOf(owner, k, text string) string {
	if p == nil {
		return text
	}
	name := strings.ToLower(text)
	if !keyword(name) {
		return text
	}
	w := strings.ReplaceAll(name, "-", "_")
	ids := []string{"view." + k + "." + name, "view." + k + "." + w, k + "." + name, k + "." + w}
	if owner = strings.TrimSuffix(owner, "s"); owner != "" {
		ids = append(ids, owner+"_"+k+"."+w)
	}
	if c := p.Game.Messages; c != nil {
		for _, id := range ids {
			if c.Has(id) {
				said, err := c.Format(p.Lang, id)
				if err != nil {
					// a sentence with blanks to fill, not a word: a
					// winner named One is not a game's winner.one,
					// "{1} wins with {2} points" (it showed as
					// "[winner.one]"); the text is itself
					return text
				}
				if p.said == nil {
					p.said = map[string]string{}
				}
				p.said[k+"."+text] = said
				return said
			}
		}
	}
	if name != text {
		return text // a name of its own ("Ann", "Valley" where no word is known)
	}
	if p.unsaid == nil {
		p.unsaid = map[string]bool{}
	}
	p.unsaid[k+"."+w] = true
	return text
}

// keyword reports whether s is a value written for scripts ("player",
// "end_market", "first-passer"), which a game's catalogue says in words.
func keyword(s string) bool {
	if s == "" || s[0] == '_' || s[0] == '-' {
		return false
	}
	for _, r := range s {
		if (r < 'a' || r > 'z') && r != '_' && r != '-' {
			return false
		}
	}
	return true
}

// deep reports whether an object is too rich for one line: it holds lists
// or objects, or many keys.
func deep(n *node) bool {
	return n.kind == kObject && (!allScalar(n.vals) || len(n.keys) > 6)
}

type group struct {
	Title string
	Facts []fact
}

type table struct {
	Title string
	Cols  []string
	Rows  [][]string
}

type player struct {
	Name   string
	Tags   []string // "Current", "Expedition leader": the view's top-level fields naming this player
	Facts  []fact   // numbers and words: the big type
	Lines  []fact   // groups of numbers, lists
	Groups []group  // richer objects, one row per key
	Tables []table
}

type event struct {
	Seq    int
	Kind   referee.Kind // action, undo, redo
	Undone bool
	Lines  []string
}

// label is the table's word for a key of the game's view: the game's own
// in the page's language (its catalogue's view.<key>, Game.Messages), else
// its Labels, else the key made readable.
func (p *page) label(k string) string {
	if l := p.catalogLabel(k); l != "" {
		return l
	}
	if l := p.Game.Labels[k]; l != "" {
		return l
	}
	if m, ok := p.State.(map[string]any); ok {
		// a campaign's own words ("round": "Runde")
		if ws, ok := m["words"].(map[string]any); ok && k != "lang" && k != "next" {
			if l, ok := ws[k].(string); ok && l != "" {
				return l
			}
		}
	}
	return label(k)
}

// labelIn is the table's word for the key k of the object under parent:
// the game's view.<parent>.<k> where one thing has two names in the view
// (R.I.G.S.' "market" under "decks" is the Market deck, "remaining" under
// "market" the Game Market cards left), else label.
func (p *page) labelIn(parent, k string) string {
	if c := p.Game.Messages; c != nil && c.Has("view."+parent+"."+k) {
		return c.Say(p.Lang, "view."+parent+"."+k)
	}
	return p.label(k)
}

// catalogLabel is the game's catalogue's word for a key of its view in the
// page's language ("" none; p may be nil).
func (p *page) catalogLabel(k string) string {
	if p == nil || p.Game.Messages == nil || !p.Game.Messages.Has("view."+k) {
		return ""
	}
	return p.Game.Messages.Say(p.Lang, "view."+k)
}

// hidden reports whether the game keeps a key of its view off the page
// (Game.Labels maps it to ""), or the page does ("lang"): bookkeeping, not
// news for the table.
func (p *page) hidden(k string) bool {
	if k == "lang" {
		return true // the language the page speaks, not news for the table
	}
	l, ok := p.Game.Labels[k]
	return ok && l == "" && (p.Game.Messages == nil || !p.Game.Messages.Has("view."+k))
}

// lastEvents is how many log entries a page shows.
const lastEvents = 10

// build reads the game's JSON view into a page.
func build(p *page, view []byte) error {
	root, err := parseTree(view)
	if err != nil {
		return fmt.Errorf("the game's view is not valid JSON: %v", err)
	}
	root = strip(root)
	p.State = root.plain()
	if root.kind != kObject {
		p.Facts = append(p.Facts, p.newFact("state", root))
		return nil
	}
	var names []string
	if ps := root.get("players"); ps != nil && ps.kind == kArray {
		for _, it := range ps.items {
			if n := it.get("name"); n != nil && n.kind == kString {
				names = append(names, n.text)
			}
		}
	}
	over := root.get("ended")
	p.Over = over != nil && over.kind == kBool && over.text == "true"
	endKeys := []string{"winner", "winners", "result", "end_reason"}
	for i, k := range root.keys {
		v := root.vals[i]
		switch {
		case k == "players" && len(names) > 0:
			for _, it := range v.items {
				p.Players = append(p.Players, p.buildPlayer(it))
			}
		case p.hidden(k):
			// the game says this key is not for the table's eyes (Game.Labels)
		case k == "next" && v.kind == kString:
			p.Next = v.text
		case k == "ended" && v.kind == kBool:
		case k == "words" && v.kind == kObject:
			// the page's own words in the campaign's language (sayIn)
		case slices.Contains(endKeys, k):
			if p.Over && !v.empty() {
				p.Result = append(p.Result, p.label(k)+": "+v.textValue(p))
			}
		case v.kind == kBool && v.text == "false", v.empty():
			// says nothing
		case v.scalar() || (v.kind == kArray && allScalar(v.items)):
			p.Facts = append(p.Facts, p.newFact(k, v))
		case v.kind == kObject:
			g := group{Title: p.label(k)}
			for j, sk := range v.keys {
				sv := v.vals[j]
				if sv.kind == kBool && sv.text == "false" {
					continue
				}
				f := p.newFact(sk, sv)
				f.Label = p.labelIn(k, sk)
				g.Facts = append(g.Facts, f)
			}
			p.Groups = append(p.Groups, g)
		case v.kind == kArray:
			p.Tables = append(p.Tables, p.buildTable(p.label(k), v.items))
		}
	}
	// Top-level words naming a player tag that player: "Current", "First player".
	for i, k := range root.keys {
		v := root.vals[i]
		if v.kind != kString || slices.Contains(endKeys, k) {
			continue
		}
		if _, word := p.said[k+"."+v.text]; word {
			continue // the game's word (the phase "player"), not a player named so
		}
		for j := range p.Players {
			if p.Players[j].Name == v.text {
				p.Players[j].Tags = append(p.Players[j].Tags, p.label(k))
			}
		}
	}
	p.buildTop(root)
	return nil
}

func allScalar(items []*node) bool {
	for _, it := range items {
		if !it.scalar() {
			return false
		}
	}
	return true
}

func (p *page) buildPlayer(n *node) player {
	var pl player
	if n.kind != kObject {
		pl.Name = n.textValue(p)
		return pl
	}
	for i, k := range n.keys {
		v := n.vals[i]
		switch {
		case k == "name" && v.kind == kString:
			pl.Name = v.text
		case p.hidden(k):
		case v.kind == kBool && v.text == "false":
		case v.kind == kBool:
			pl.Tags = append(pl.Tags, p.label(k))
		case v.scalar() && !v.empty():
			pl.Facts = append(pl.Facts, p.newFact(k, v))
		case v.kind == kArray && len(v.items) > 0 && !allScalar(v.items):
			pl.Tables = append(pl.Tables, p.buildTable(p.label(k), v.items))
		case deep(v):
			g := group{Title: p.label(k)}
			for j, sk := range v.keys {
				if sv := v.vals[j]; sv.kind != kBool || sv.text != "false" {
					g.Facts = append(g.Facts, p.newFact(sk, sv))
				}
			}
			pl.Groups = append(pl.Groups, g)
		default:
			pl.Lines = append(pl.Lines, p.newFact(k, v))
		}
	}
	return pl
}

// buildTable lays out a list of objects as a table, its columns the keys
// of all rows in the order first seen.
func (p *page) buildTable(title string, items []*node) table {
	t := table{Title: title}
	for _, it := range items {
		if it.kind != kObject {
			continue
		}
		for _, k := range it.keys {
			if !slices.Contains(t.Cols, k) {
				t.Cols = append(t.Cols, k)
			}
		}
	}
	for _, it := range items {
		row := make([]string, max(len(t.Cols), 1))
		if it.kind != kObject {
			row[0] = it.textValue(p)
			t.Rows = append(t.Rows, row)
			continue
		}
		for c, k := range t.Cols {
			if v := it.get(k); v != nil && v.kind == kString && v.text != "" {
				row[c] = p.wordOf(it.key, k, v.text)
			} else if v != nil {
				row[c] = v.textValue(p)
			} else {
				row[c] = "—"
			}
		}
		t.Rows = append(t.Rows, row)
	}
	for c, k := range t.Cols {
		t.Cols[c] = p.label(k)
	}
	return t
}

// logEntry is the part of an entry of `log --json` the page shows.
type logEntry struct {
	Seq    int          `json:"seq"`
	Kind   referee.Kind `json:"kind"`
	Target int          `json:"target"`
	Undone bool         `json:"undone"`
	Events []string     `json:"events"`
}

// buildEvents reads the log (`log --json`) into the last entries, newest first.
func buildEvents(p *page, log []byte) error {
	var entries []logEntry
	if err := json.Unmarshal(log, &entries); err != nil {
		return fmt.Errorf("the game's log is not valid JSON: %v", err)
	}
	for i := len(entries) - 1; i >= 0 && len(p.Events) < lastEvents; i-- {
		e := entries[i]
		ev := event{Seq: e.Seq, Kind: e.Kind, Undone: e.Undone}
		for _, line := range e.Events {
			if said := readOut(line); said != "" {
				ev.Lines = append(ev.Lines, said)
			}
		}
		switch e.Kind {
		case referee.KindUndo, referee.KindRedo:
			ev.Lines = []string{referee.LogUndoRedo(p.Lang, e.Kind, e.Target, readOut(first(e.Events)))}
		}
		if len(ev.Lines) == 0 {
			ev.Lines = []string{say(p.Lang, "event."+string(e.Kind))}
		}
		p.Events = append(p.Events, ev)
	}
	return nil
}

// first is the first event of an entry ("" none: the engine says "the
// action").
func first(lines []string) string {
	if len(lines) == 0 {
		return ""
	}
	return lines[0]
}

// readGame is the page of a saved game, read once per change of its file:
// the page last read is kept with the file's identity, size and time, and
// served again while they are the same (reading and replaying the save for
// every request of every viewer costs a long log's replay each time).
// Reading is bounded: at most maxReads saves are read at once (each holds
// its whole log while it replays), and viewers of one game wait for one
// read.
func (s *Server) readGame(g Game, name string) *page {
	path := referee.Path(s.home, g.ID, name)
	s.cacheMu.Lock()
	c := s.cache[g.ID+"/"+name]
	if c == nil {
		c = &cached{}
		s.cache[g.ID+"/"+name] = c
	}
	s.cacheMu.Unlock()
	c.mu.Lock()
	defer c.mu.Unlock()
	fi, _ := os.Stat(path)
	if c.p != nil && fi != nil && same(c.fi, fi) {
		return c.p
	}
	s.reads <- struct{}{}
	p := s.loadGame(g, name)
	<-s.reads
	c.fi, c.p = fi, p
	if fi == nil {
		c.p = nil // a missing file is read again (it is cheap)
	}
	return p
}

// maxReads is how many saves serve reads at once.
const maxReads = 2

// cached is the page of one game as last read.
type cached struct {
	mu sync.Mutex
	fi os.FileInfo
	p  *page
}

// loadGame reads a saved game into a page: opened read-only (no lock: the
// referee playing it is not disturbed), its view and the last entries of
// its log. A damaged or missing game is a page with a Problem, not an error.
func (s *Server) loadGame(g Game, name string) (p *page) {
	l := gameLang(g) // until the game's state says its own
	p = &page{Game: g, Name: name, URL: s.url, Lang: l, Words: wordsIn(l)}
	defer func() {
		if r := recover(); r != nil { // a game's view failing must not stop the display
			p = &page{Game: g, Name: name, URL: s.url, Lang: p.Lang, Words: wordsIn(p.Lang), Problem: say(p.Lang, "problem.internal", r)}
		}
	}()
	sess, err := g.Referee.Open(s.home, name, true)
	if err != nil {
		p.Problem = s.problem(err, l)
		if _, serr := os.Stat(referee.Path(s.home, g.ID, name)); os.IsNotExist(serr) && !errors.As(err, new(*referee.DamagedError)) {
			p.Problem = say(l, "problem.removed")
		}
		return p
	}
	defer sess.Close()
	p.Status, p.Updated = sess.Status(), sess.Updated()
	if c, ok := sess.(interface{ Created() time.Time }); ok {
		p.Created = c.Created()
	}
	if a, ok := sess.(interface{ AISeats() []string }); ok {
		p.AI = a.AISeats()
	}
	var nerr error
	if p.Note, nerr = readNote(s.home, g.ID, name); nerr != nil {
		// Once per change of the game, as the page is read: the page is
		// shown without its note.
		s.log.Printf("%s (the page of %s is shown without its note)", phrase.Printable(nerr.Error()), phrase.Printable(name))
	}
	if n := p.Note; n != nil && (n.What == "undo" || n.What == "redo") {
		// What to put back after an undo is what the table does now, at
		// the top; once the game moves on it is what was done then, and
		// the events say it: it leaves the page.
		p.Note = nil
		if !n.Time.Before(p.Updated) {
			p.Moves = n
		}
	}
	var view, log bytes.Buffer
	if err := sess.Show(&view, true); err != nil {
		p.Problem = say(l, "problem.cannot_show", s.relative(err.Error(), l))
		return p
	}
	// The game's state says its language: the page speaks it.
	if l = langOf(g, sess, view.Bytes()); l != p.Lang {
		p.Lang, p.Words = l, wordsIn(l)
	}
	if err := build(p, view.Bytes()); err != nil {
		p.Problem = s.relative(err.Error(), l)
		return p
	}
	if err := sess.LogTail(&log, lastEvents); err != nil {
		p.Problem = say(l, "problem.log_unreadable", s.relative(err.Error(), l))
		return p
	}
	sayIn(p.Words, p.State)
	if err := buildEvents(p, log.Bytes()); err != nil {
		p.Problem = s.relative(err.Error(), l)
	}
	return p
}

// problem says why a saved game cannot be shown, in the table's words,
// naming files relative to the home (every phone on the network reads it).
func (s *Server) problem(err error, l msg.Lang) string {
	var d *referee.DamagedError
	switch {
	case errors.As(err, &d):
		if d.Problem == "missing" {
			return say(l, "problem.removed")
		}
		if d.Backup != "" {
			return say(l, "problem.damaged_kept", s.relative(d.Problem, l), s.relative(d.Backup, l))
		}
		return say(l, "problem.damaged", s.relative(d.Problem, l))
	case errors.Is(err, referee.ErrNotFound):
		return say(l, "problem.removed")
	}
	return say(l, "problem.unreadable", s.relative(err.Error(), l))
}

// relative is text bound for the page with the server's paths made
// relative to the home: "<home>/chess/otter-42.json.bak" is
// "chess/otter-42.json.bak", the home itself "the saved-games folder" (in
// l). Where the server keeps its files is no business of the network.
func (s *Server) relative(text string, l msg.Lang) string {
	sep := string(filepath.Separator)
	if abs, err := filepath.Abs(s.home); err == nil && abs != sep {
		text = strings.ReplaceAll(text, abs+sep, "")
		text = strings.ReplaceAll(text, abs, say(l, "problem.home"))
	}
	if home := filepath.Clean(s.home); !filepath.IsAbs(home) && home != "." && home != ".." {
		text = strings.ReplaceAll(text, home+sep, "")
	}
	return text
}

// render writes the part of the page that changes (the "view" template).
func (s *Server) render(p *page) (string, error) {
	var b strings.Builder
	t := s.templates[p.Game.ID]
	if t == nil {
		t = s.base
	}
	if err := t.ExecuteTemplate(&b, "view", p); err != nil {
		return "", err
	}
	return b.String(), nil
}

// funcs are the helpers of the page templates.
var funcs = &lazy.Value[template.FuncMap]{New: func() template.FuncMap {
	return template.FuncMap{
		// a status line as the top of a screen says it: a sentence, its
		// first letter capital ("turn 1, Upkeep" is "Turn 1, Upkeep"), as
		// the saved line is written for the middle of a terminal's table
		"capital": func(s string) string {
			if s == "" {
				return "" // a game saved with no status line: not "\ufffd"
			}
			r, n := utf8.DecodeRuneInString(s)
			return string(unicode.ToUpper(r)) + s[n:]
		},
		"clock": func(t time.Time) string {
			if t.IsZero() {
				return ""
			}
			return t.Local().Format("15:04:05")
		},
	}
}}
