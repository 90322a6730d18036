// Package display is the table display: a read-only web server that shows
// every saved game as a live page, for a TV or the players' phones.
//
// It names no game. It reads the games it is given (from the registry) only
// through their referee handle: each page is the game's JSON view (`show
// --json`), laid out generically, and the last entries of its log (`log
// --json`) in the referee's own sentences. A game's view reads well with no
// web code when it follows a few conventions:
//
//   - "players": a list of objects with a "name": one card per player; a
//     top-level word equal to a player's name ("current": "Ann") tags that
//     player's card ("Current");
//   - "next": what the table does now, shown as a banner;
//   - "ended" true, with "winner", "winners", "result" or "end_reason": the
//     end of the game, shown as a banner;
//   - top-level numbers and words are shown big, objects as groups, lists of
//     objects as tables; false switches and empty values are left out.
//
// Keys for what a player hides ("hand", "hands", "hidden...", "secret...",
// "private...": see Hidden) are never shown. A game may add its own template
// (Game.Template) that redefines the "state" part of the page.
//
// The page follows the saved file: a watcher per shown game checks the file
// several times a second and sends the new page over server-sent events to
// every browser showing it, however the action was made (a verb, `play`,
// another process). All assets are embedded: it works without internet.
package display

import (
	"bytes"
	"crypto/subtle"
	"embed"
	"fmt"
	"html/template"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/spec"

	"boardroom/phrase"
)

//go:embed assets
var assets embed.FS

// Game is one kind of game the display can show.
type Game struct {
	ID, Title string
	Referee   spec.Handle
	// Template is the game's own html/template source (optional). It may
	// redefine "state", the part of the page below the banners, and use the
	// generic parts ("facts", "players", "groups", "tables") and .State, the
	// game's JSON view as plain values.
	Template string
	// Style is the game's own CSS for its template (optional), served as
	// /style/<id>.css and linked from its pages (the page's security policy
	// allows no inline style).
	Style string
	// Labels are the table's words for the keys of the game's view, at any
	// depth ("last_turn": "Points last turn"); a key mapped to "" is
	// bookkeeping the page leaves out. A key without one is shown as
	// itself made readable ("draw_pile": "Draw pile").
	Labels map[string]string
	// Private is what only one seat may see (its hand in a virtual game), as
	// text, shown on that seat's phone alone under --play ("" nothing; nil:
	// no seat ever holds anything hidden).
	Private func(home, name, seat string) (string, error)
	// Lang is the game's own language ("de"; "" English), the page's until
	// the saved game's state says its own (its Language, or "lang" in its
	// view): the page's own words (its badge, banners, problems) speak it.
	Lang string
	// Messages is the game's catalogue (nil: the referee's, when its handle
	// has a method Messages() *msg.Catalog; else none): a key of its view
	// is labelled by the message view.<key> in the game's language when
	// the catalogue has it (before Labels).
	Messages *msg.Catalog
}

// Options configure a Server.
type Options struct {
	Home  string // where saved games live
	Games []Game
	// Only limits the display to the saved games of this name (--game), or
	// to one game given as kind/name ("<game id>/<name>").
	Only string
	// Token, when not "", is required on every request: ?t=TOKEN, or the
	// cookie set by the first request that gave it.
	Token string
	// Loopback refuses requests that do not name a loopback host, so that a
	// web page elsewhere cannot read the games through a name that points to
	// this machine (DNS rebinding). Set it when listening on loopback only.
	Loopback bool
	// Log receives one line per refused request (nil: discarded).
	Log io.Writer
	// Poll is how often a shown game's file is checked (default 200ms).
	Poll time.Duration
	// Play gives every seat of every shown game a link that acts for it,
	// and each game a host link (serve --play; see play.go). Off, the
	// display is read-only.
	Play bool
	// KeepAlive is how often an idle event stream sends a comment
	// (default 15s), so that a vanished browser is noticed.
	KeepAlive time.Duration
	// Lang is the language of what no game speaks for: the index, an
	// address that names no game. Empty: BOARDROOM_LANG, then the locale,
	// else English (msg.Env).
	Lang msg.Lang
}

// Server serves the index and the pages. It is an http.Handler.
type Server struct {
	home     string
	games    []Game
	only     string
	onlyKind string // with only: the kind of the one game shown ("" any)
	token    string
	loopback bool
	log      *log.Logger
	// refusals bounds the lines the log writes of refused requests, a
	// burst refilled a few a second (leftOut counts those it left out,
	// said with the next line written): a flood of refused requests,
	// with a link or without, does not bury the laptop's screen.
	refusalsMu sync.Mutex
	refusals   bucket
	leftOut    int
	logNow     func() time.Time
	keepAlive  time.Duration
	base       *template.Template
	templates  map[string]*template.Template
	mux        *http.ServeMux
	hub        *hub
	done       chan struct{}
	// lang is the language of what no game speaks for (the index, a link
	// no game owns): Options.Lang.
	lang      msg.Lang
	closeOnce sync.Once
	play      *play // nil: read-only
	// cache holds each shown game's page as last read (readGame); reads
	// bounds how many saves are read at once.
	cacheMu sync.Mutex
	cache   map[string]*cached
	reads   chan struct{}
	// list is the index's list of saved games as last read, for the files
	// listFP names (saved).
	listMu sync.Mutex
	list   []referee.SavedGame
	listFP string
}

// TokenCookie is the cookie that carries the token after the first request.
const TokenCookie = "boardroom_token"

// New builds a server.
func New(o Options) (*Server, error) {
	if o.Poll <= 0 {
		o.Poll = 200 * time.Millisecond
	}
	if o.KeepAlive <= 0 {
		o.KeepAlive = 15 * time.Second
	}
	if o.Lang == "" {
		o.Lang = msg.Env(msg.EN)
	}
	if o.Log == nil {
		o.Log = io.Discard
	}
	base, err := template.New("page.html").Funcs(funcs.Get()).ParseFS(assets, "assets/page.html")
	if err != nil {
		return nil, fmt.Errorf("display: %v", err)
	}
	only, onlyKind := o.Only, ""
	if kind, name, ok := strings.Cut(o.Only, "/"); ok {
		only, onlyKind = name, kind
	}
	s := &Server{
		lang: o.Lang,
		home: o.Home, only: only, onlyKind: onlyKind, token: o.Token, loopback: o.Loopback,
		keepAlive: o.KeepAlive, base: base, templates: map[string]*template.Template{}, hub: newHub(o.Poll), done: make(chan struct{}),
		cache: map[string]*cached{}, reads: make(chan struct{}, maxReads),
		refusals: bucket{tokens: logBurst}, logNow: time.Now,
	}
	s.log = log.New(&redactor{w: o.Log, secrets: s.secrets}, "serve: ", log.LstdFlags)
	for _, g := range o.Games {
		if g.Referee == nil {
			continue
		}
		if c, ok := g.Referee.(interface{ Messages() *msg.Catalog }); ok && g.Messages == nil {
			g.Messages = c.Messages() // the game's catalogue, as its referee carries it
		}
		s.games = append(s.games, g)
		if g.Template == "" {
			continue
		}
		t, err := template.Must(base.Clone()).Parse(g.Template)
		if err != nil {
			return nil, fmt.Errorf("display: the template of %s: %v", g.ID, err)
		}
		s.templates[g.ID] = t
	}
	s.mux = http.NewServeMux()
	s.mux.HandleFunc("GET /{$}", s.index)
	s.mux.HandleFunc("GET /g/{game}/{name}", s.page)
	s.mux.HandleFunc("GET /g/{game}/{name}/events", s.events)
	s.mux.HandleFunc("GET /assets/{file}", s.asset)
	s.mux.HandleFunc("GET /style/{file}", s.style)
	if o.Play {
		s.play = &play{games: map[string]*sync.Mutex{}, now: time.Now}
		s.mux.HandleFunc("GET /p/{token}", s.phone)
		s.mux.HandleFunc("GET /p/{token}/offers", s.offers)
		s.mux.HandleFunc("GET /p/{token}/events", s.seatEvents)
		s.mux.HandleFunc("GET /p/{token}/qr/{seat}", s.qrCode)
		s.mux.HandleFunc("GET /p/{token}/private", s.private)
		s.mux.HandleFunc("POST /p/{token}/act", s.act)
	}
	return s, nil
}

// refusal is the small page of a request the server refuses.
type refusal struct {
	Text  string
	URL   func(string) string
	Words map[string]string
}

// refuse answers a request the server will not serve, with text in l: as
// JSON where a script reads the answer (a link's /act and /offers, or a
// request that accepts JSON: {"code", "error", "message"}, the command
// line's --json error, its field names English), as a small page where a
// browser shows it (a request that accepts HTML: the address typed wrong),
// else as plain text. Go's own answers ("404 page not found") never reach
// a table: every refusal of the server comes through here.
func (s *Server) refuse(w http.ResponseWriter, r *http.Request, l msg.Lang, status int, text string) {
	if rec, ok := w.(*recorder); ok && rec.note == "" {
		rec.note = text // the log says the refusal, not the page it was sent in
	}
	accept := r.Header.Get("Accept")
	switch {
	case strings.HasSuffix(r.URL.Path, "/act") || strings.HasSuffix(r.URL.Path, "/offers") ||
		strings.Contains(accept, "application/json") && !strings.Contains(accept, "text/html"):
		code, kind := 1, "refused"
		switch status {
		case http.StatusBadRequest:
			code, kind = 2, "usage"
		case http.StatusNotFound:
			kind = "not_found"
		case http.StatusTooManyRequests:
			kind = "too_many"
		case http.StatusForbidden:
			kind = "forbidden"
		case http.StatusMethodNotAllowed:
			kind = "method"
		}
		writeJSON(w, status, actError{Code: code, Error: kind, Message: text})
	case strings.Contains(accept, "text/html"):
		var b bytes.Buffer
		if err := s.base.ExecuteTemplate(&b, "refusal", refusal{Text: text, URL: func(p string) string { return p }, Words: wordsIn(l)}); err != nil {
			http.Error(w, text, status)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(status)
		w.Write(b.Bytes())
	default:
		http.Error(w, text, status)
	}
}

// Close ends every event stream (the browsers reconnect to the next
// server) and stops watching files.
func (s *Server) Close() { s.closeOnce.Do(func() { close(s.done) }) }

// ServeHTTP checks the request (path, method, host, token), then serves it;
// every refused request is logged.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rec := &recorder{ResponseWriter: w}
	defer func() {
		if rec.status < 400 || rec.quiet {
			return
		}
		if left, ok := s.logRefusal(); ok {
			// Escaped: a request's path and method are anyone's words, and
			// this line goes to the server's terminal.
			// A seat's token never reaches the log (redactPath).
			// One line each: an action's refusal is said as its verb and
			// reason (rec.note), any other answer as its text.
			said := rec.note
			if said == "" {
				said = rec.body.String()
			}
			said = ownPieces(said, s.ownToken(r.URL.Path))
			line := phrase.ClipMessage(phrase.Printable(fmt.Sprintf("%s %s from %s: %s",
				oneLine(r.Method), oneLine(redactPath(r.URL.Path)), r.RemoteAddr, redactText(strings.Join(strings.Fields(said), " ")))))
			if left > 0 {
				line += " " + say(s.lang, "log.left_out", left)
			}
			s.log.Printf("%d %s", rec.status, line)
		}
	}()
	w = rec
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Referrer-Policy", "no-referrer")
	w.Header().Set("X-Frame-Options", "DENY")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
	if msg := badPath(s.lang, r.URL.EscapedPath()); msg != "" {
		s.refuse(w, r, s.lang, http.StatusBadRequest, msg)
		return
	}
	seatPath := s.play != nil && strings.HasPrefix(r.URL.Path, "/p/")
	// A seat's page loads the display's own assets without the display's
	// token (it holds its seat's link only); they are the same for all.
	public := s.play != nil && (strings.HasPrefix(r.URL.Path, "/assets/") || strings.HasPrefix(r.URL.Path, "/style/"))
	acting := seatPath && r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/act") && strings.Count(r.URL.Path, "/") == 3
	if r.Method != http.MethodGet && r.Method != http.MethodHead && !acting {
		w.Header().Set("Allow", "GET, HEAD")
		msg := say(s.lang, "http.read_only")
		if seatPath {
			msg = say(s.lang, "http.seat_methods")
		}
		s.refuse(w, r, s.lang, http.StatusMethodNotAllowed, msg)
		return
	}
	if s.loopback && !loopbackHost(r.Host) {
		s.refuse(w, r, s.lang, http.StatusForbidden, say(s.lang, "http.loopback"))
		return
	}
	if s.token != "" && !seatPath && !public { // a seat's link carries its own token
		q := r.URL.Query().Get("t")
		c, _ := r.Cookie(TokenCookie)
		switch {
		case q != "" && s.tokenOK(q):
			http.SetCookie(w, &http.Cookie{Name: TokenCookie, Value: s.token, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
		case q == "" && c != nil && s.tokenOK(c.Value):
		case q == "" && c == nil:
			s.refuse(w, r, s.lang, http.StatusForbidden, say(s.lang, "http.token_required"))
			return
		default:
			s.refuse(w, r, s.lang, http.StatusForbidden, say(s.lang, "http.wrong_token"))
			return
		}
	}
	if _, pattern := s.mux.Handler(r); pattern == "" {
		// no route: Go's mux would answer "404 page not found" in English
		other := r.Clone(r.Context())
		other.Method = http.MethodPost
		if r.Method == http.MethodPost {
			other.Method = http.MethodGet
		}
		if _, p := s.mux.Handler(other); p != "" {
			w.Header().Set("Allow", other.Method)
			s.refuse(w, r, s.lang, http.StatusMethodNotAllowed, say(s.lang, "http.method", other.Method))
			return
		}
		s.refuse(w, r, s.lang, http.StatusNotFound, say(s.lang, "http.not_found"))
		return
	}
	s.mux.ServeHTTP(w, r)
}

// The log writes a burst of refused requests, refilled at logRate a
// second.
const (
	logBurst = 30
	logRate  = 10
)

// logRefusal says whether the log writes the line of a refused request
// now, and how many it left out before it.
func (s *Server) logRefusal() (left int, ok bool) {
	s.refusalsMu.Lock()
	defer s.refusalsMu.Unlock()
	if !s.refusals.take(s.logNow(), logBurst, logRate) {
		s.leftOut++
		return 0, false
	}
	left, s.leftOut = s.leftOut, 0
	return left, true
}

// tokenOK compares a token given with the server's in constant time.
func (s *Server) tokenOK(given string) bool {
	return subtle.ConstantTimeCompare([]byte(given), []byte(s.token)) == 1
}

// badPath says what is wrong with a request path that tries to reach
// outside the display: only plain segments of letters, digits, '.', '-'
// and '_' are served, never "." or "..", nothing escaped.
func badPath(l msg.Lang, p string) string {
	if p == "/" {
		return ""
	}
	if !strings.HasPrefix(p, "/") {
		return say(l, "http.path_slash")
	}
	segs := strings.Split(strings.TrimPrefix(p, "/"), "/")
	for i, seg := range segs {
		if seg == "" && i == len(segs)-1 {
			continue
		}
		if seg == "" || seg == "." || seg == ".." {
			return say(l, "http.path_segment")
		}
		for _, c := range seg {
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_') {
				return say(l, "http.path_char", fmt.Sprintf("%q", c))
			}
		}
	}
	return ""
}

// loopbackHost reports whether a Host header names this computer.
func loopbackHost(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	host = strings.Trim(host, "[]")
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// url is a link of the page, with the token when there is one.
func (s *Server) url(p string) string {
	if s.token == "" {
		return p
	}
	return p + "?t=" + s.token
}

// game finds a registered game by id.
func (s *Server) game(id string) (Game, bool) {
	for _, g := range s.games {
		if g.ID == id {
			return g, true
		}
	}
	return Game{}, false
}

// lookup reads and checks the game and name of a page's path; it answers
// the request itself when they are wrong.
func (s *Server) lookup(w http.ResponseWriter, r *http.Request) (Game, string, bool) {
	g, ok := s.game(r.PathValue("game"))
	if !ok {
		s.refuse(w, r, s.lang, http.StatusNotFound, say(s.lang, "http.no_game", clip(r.PathValue("game"))))
		return Game{}, "", false
	}
	name := r.PathValue("name")
	if err := referee.ValidateName(name); err != nil {
		s.refuse(w, r, s.lang, http.StatusBadRequest, referee.SayError(s.lang, err))
		return Game{}, "", false
	}
	if s.only != "" && (name != s.only || (s.onlyKind != "" && g.ID != s.onlyKind)) {
		s.refuse(w, r, s.lang, http.StatusNotFound, say(s.lang, "http.only_game", s.only))
		return Game{}, "", false
	}
	names, _ := referee.Saved(s.home, g.ID)
	if !slices.Contains(names, name) {
		s.refuse(w, r, s.lang, http.StatusNotFound, say(s.lang, "http.no_saved_game", g.ID, name))
		return Game{}, "", false
	}
	return g, name, true
}

// saved lists the saved games of the registered kinds (and of the --game
// name), most recently changed first. The list is read again only when a
// saved game's file changed (its name, size or time): an index shown on
// eight phones does not read every saved game eight times.
func (s *Server) saved() []referee.SavedGame {
	fp := s.fingerprint()
	s.listMu.Lock()
	defer s.listMu.Unlock()
	if s.list != nil && fp == s.listFP {
		return s.list
	}
	all, err := referee.List(s.home)
	if err != nil {
		return nil
	}
	out := []referee.SavedGame{}
	for _, sg := range all {
		if _, ok := s.game(sg.Game); ok && (s.only == "" || (sg.Name == s.only && (s.onlyKind == "" || sg.Game == s.onlyKind))) {
			out = append(out, sg)
		}
	}
	s.list, s.listFP = out, fp
	return out
}

// fingerprint names every saved-game file of the home with its size and
// time: what changes when a game is saved, added or removed.
func (s *Server) fingerprint() string {
	var b strings.Builder
	for _, g := range s.games {
		files, _ := os.ReadDir(filepath.Join(s.home, g.ID))
		for _, f := range files {
			if !strings.HasSuffix(f.Name(), ".json") {
				continue
			}
			if fi, err := f.Info(); err == nil {
				fmt.Fprintf(&b, "%s/%s %d %d\n", g.ID, f.Name(), fi.Size(), fi.ModTime().UnixNano())
			}
		}
	}
	return b.String()
}

// indexPage is what the index shows.
type indexPage struct {
	Games []indexRow
	Kinds []Game
	Only  string
	URL   func(string) string
	Words map[string]string // the server's language (Server.lang)
	None  string            // what the index says when it lists no game
}

type indexRow struct {
	referee.SavedGame
	Title, Link string
}

func (s *Server) index(w http.ResponseWriter, r *http.Request) {
	p := indexPage{Kinds: s.games, Only: s.only, URL: s.url, Words: wordsIn(s.lang), None: say(s.lang, "index.none")}
	if s.only != "" {
		p.None = say(s.lang, "index.none_named", s.only)
	}
	p.Words["title"] = say(s.lang, "index.title")
	for _, sg := range s.saved() {
		g, _ := s.game(sg.Game)
		sg.Path, sg.Problem = s.relative(sg.Path, s.lang), s.relative(sg.Problem, s.lang)
		p.Games = append(p.Games, indexRow{SavedGame: sg, Title: g.Title, Link: s.url("/g/" + sg.Game + "/" + sg.Name)})
	}
	if s.only != "" && len(p.Games) == 1 {
		http.Redirect(w, r, p.Games[0].Link, http.StatusFound)
		return
	}
	s.html(w, s.base, "index", p)
}

func (s *Server) page(w http.ResponseWriter, r *http.Request) {
	g, name, ok := s.lookup(w, r)
	if !ok {
		return
	}
	p := s.readGame(g, name)
	t := s.templates[g.ID]
	if t == nil {
		t = s.base
	}
	s.html(w, t, "page", p)
}

// html renders a whole page; a template error is a 500 that names it.
func (s *Server) html(w http.ResponseWriter, t *template.Template, name string, data any) {
	var b bytes.Buffer
	if err := t.ExecuteTemplate(&b, name, data); err != nil {
		s.log.Printf("cannot render the page: %v", err)
		http.Error(w, say(s.lang, "http.cannot_render"), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Write(b.Bytes())
}

// style serves a game's own stylesheet (Game.Style).
func (s *Server) style(w http.ResponseWriter, r *http.Request) {
	for _, g := range s.games {
		if g.Style != "" && r.PathValue("file") == g.ID+".css" {
			w.Header().Set("Content-Type", "text/css; charset=utf-8")
			w.Header().Set("Cache-Control", "no-cache")
			io.WriteString(w, g.Style)
			return
		}
	}
	s.refuse(w, r, s.lang, http.StatusNotFound, say(s.lang, "http.not_found"))
}

func (s *Server) asset(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("file")
	data, err := assets.ReadFile("assets/" + name)
	if err != nil || strings.HasSuffix(name, ".html") {
		s.refuse(w, r, s.lang, http.StatusNotFound, say(s.lang, "http.not_found"))
		return
	}
	switch path.Ext(name) {
	case ".css":
		w.Header().Set("Content-Type", "text/css; charset=utf-8")
	case ".js":
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	}
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(data)
}

// events streams a game's page: the view part of the page at once, then
// again after every change of its saved file.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	g, name, ok := s.lookup(w, r)
	if !ok {
		return
	}
	s.stream(w, r, g, name, nil)
}

// stream sends the view of a game's page, at once and after every change.
// still, when not nil, is asked before each change is sent: false ends the
// stream (a seat's link whose game was started again is another table's).
func (s *Server) stream(w http.ResponseWriter, r *http.Request, g Game, name string, still func() bool) {
	rc := http.NewResponseController(w)
	key := g.ID + "/" + name
	sub, cur := s.hub.subscribe(key, referee.Path(s.home, g.ID, name), func() string {
		html, err := s.render(s.readGame(g, name))
		if err != nil {
			return "<p class=problem>The page cannot be drawn: " + template.HTMLEscapeString(err.Error()) + "</p>"
		}
		return html
	})
	defer s.hub.unsubscribe(key, sub)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	if _, err := io.WriteString(w, "retry: 1000\n\n"); err != nil {
		return
	}
	if writeEvent(w, "view", cur) != nil || rc.Flush() != nil {
		return
	}
	keep := time.NewTicker(s.keepAlive)
	defer keep.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		case html := <-sub.ch:
			if still != nil && !still() {
				return
			}
			if writeEvent(w, "view", html) != nil || rc.Flush() != nil {
				return
			}
		case <-keep.C:
			if _, err := io.WriteString(w, ": still here\n\n"); err != nil || rc.Flush() != nil {
				return
			}
		}
	}
}

// writeEvent writes one server-sent event, each line of data on its own
// "data:" line.
func writeEvent(w io.Writer, name, data string) error {
	var b strings.Builder
	b.WriteString("event: " + name + "\n")
	for _, line := range strings.Split(strings.ReplaceAll(data, "\r", ""), "\n") {
		b.WriteString("data: " + line + "\n")
	}
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// clip is a word of a request's path as its refusal repeats it: cut after
// 60 characters with an ellipsis (a path of a megabyte is not sent back
// twice, in the page's title and its sentence).
func clip(s string) string {
	n := 0
	for i := range s {
		if n == 60 {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// oneLine writes the line breaks and tabs of a request's own words (its
// path, its method) as escapes: a "%0a" in an address would otherwise start
// a line of the server's log that the server did not write.
func oneLine(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "\n", `\n`), "\t", `\t`)
}

// recorder keeps the status of a response, and the text of an error, for
// the log.
type recorder struct {
	http.ResponseWriter
	status int
	body   bytes.Buffer
	// note is what the log says of a refused request instead of its body
	// (an action's verb and reason, where the body is JSON).
	note string
	// quiet leaves the request out of the log: a link refused again for
	// asking too often (its first refusal was logged).
	quiet bool
}

func (r *recorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *recorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	if r.status >= 400 && r.body.Len() < 300 {
		r.body.Write(b[:min(len(b), 300)])
	}
	return r.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the connection (Flush).
func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }
