package display

import (
	"bytes"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"rsc.io/qr"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
)

// Phones that play (serve --play): every seat of every shown game gets a
// link of its own, /p/<token>, with a token of 128 random bits, and the
// game a host link that acts for any seat and undoes. A seat's page shows
// the game's public view and the verbs `play` offers that seat now (the
// same descriptors: labels, the answers possible, the confirmation before a
// risky move); an action is the command line's own words, POSTed to
// <link>/act as {"args": [...]}, and goes through the same engine as the
// command line (the game's lock, the rules check, the save, the log).
//
// What keeps it safe on a local network: a token is compared in constant
// time and never written to a log; a request without a seat's token reaches
// nothing of a seat, and a seat's token acts only for that seat (the host's
// for any); a change is a POST carrying the token in its address (the page
// it was sent from; no cookie is enough), with a JSON body (a form of
// another site cannot send one), of at most 4 KB, from this page's own
// origin when the browser says one; each seat may act a few times a second;
// a retried request (the same action id) is answered again, never applied
// twice.

// HostSeat is the seat name of a game's host link.
const HostSeat = "host"

// Link is one link of serve --play.
type Link struct {
	Game string `json:"game"` // the game's kind (its id)
	Name string `json:"name"` // the saved game's name
	Seat string `json:"seat"` // a player's name, or HostSeat
	// Host says the link is the host's (its Seat is HostSeat): a player
	// named "host" has a seat's link like anyone else.
	Host bool   `json:"-"`
	Path string `json:"-"` // "/p/<token>"
}

// maxActBody bounds an action's request body.
const maxActBody = 4 << 10

// actReadTime bounds how long an action's body may take to arrive (a
// variable: a test shortens it).
var actReadTime = 10 * time.Second

// The rate of actions a seat may send: a burst, refilled at actRate a
// second.
const (
	actBurst = 5
	actRate  = 3
)

// maxRemembered is how many answered action ids a seat keeps, to answer a
// retry again.
const maxRemembered = 64

// What each link may read: a burst of requests (a page, its moves, its hand
// and, on the host's page, every seat's code), refilled at readRate a
// second, and at most maxStreams event streams open at once (a phone with a
// tab or two of the page).
const (
	readBurst  = 30
	readRate   = 10
	maxStreams = 4
)

// seat is one link: its token, whose it is, and what it has done.
type seat struct {
	token string
	link  Link
	// created is when the link's game was started (zero: it could not be
	// read when the link was made), under play.mu: a game removed and
	// started again under the same name is another game, whose links are
	// new.
	created time.Time
	mu      sync.Mutex
	// the rate limits of its actions and its reads, and the event
	// streams open now
	acts, reads bucket
	streams     int
	// throttled says the link's last request was refused for asking too
	// often: the log writes the first of such refusals in a row, not
	// each of a flood (they would push every other line off the
	// laptop's screen).
	throttled bool
	// readOne is the link's turn to read a save (its moves, its hand): one
	// at a time, so that a link asking again and again holds at most one
	// of the saves the server reads at once; readWaiting counts its
	// requests waiting for it (under mu).
	readOne     chan struct{}
	readWaiting int
	// actOne is the link's turn to take an action: one at a time, so
	// that a link sending actions faster than the game takes them holds
	// at most one place among those waiting for the game (the host and
	// the other seats wait for one of its actions at most, not for a
	// queue of them).
	actOne chan struct{}
	// answers to the last action ids, in the order received
	answers map[string]answer
	order   []string
	// pending are the action ids being taken now: a retry that arrives
	// meanwhile waits for the first's answer rather than taking it again.
	pending map[string]chan struct{}
}

type answer struct {
	status int
	body   []byte
	ctype  string
	note   string // what the log says of it, refused (refusalNote)
}

// play holds the seats of serve --play.
type play struct {
	mu    sync.Mutex
	seats []*seat
	// games serialises the actions of each game: two phones acting at once
	// are taken one after the other, each against the state the other left.
	games map[string]*sync.Mutex
	now   func() time.Time
}

func newToken() string {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on the systems Go supports
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// Links are the links of every shown game: the host's first, then each
// seat a person plays, in the order of the game's players (a seat the
// referee plays, an AI's, has none). A game started while the server runs
// gets its links the first time they are asked for (WatchLinks tells them
// as soon as the server notices the game).
func (s *Server) Links() []Link {
	var out []Link
	for _, st := range s.linkSeats() {
		out = append(out, st.link)
	}
	return out
}

// linkSeats are the seats of Links.
func (s *Server) linkSeats() []*seat {
	if s.play == nil {
		return nil
	}
	var out []*seat
	for _, sg := range s.saved() {
		g, ok := s.game(sg.Game)
		if !ok {
			continue
		}
		p := s.readGame(g, sg.Name)
		var created time.Time
		if p != nil && p.Problem == "" {
			created = p.Created
		}
		out = append(out, s.seatFor(Link{Game: sg.Game, Name: sg.Name, Seat: HostSeat, Host: true}, created))
		for _, name := range p.people() {
			out = append(out, s.seatFor(Link{Game: sg.Game, Name: sg.Name, Seat: name}, created))
		}
	}
	return out
}

// people are the seats of the page's game that a person plays: its
// players, less those the referee plays (AI), each once.
func (p *page) people() []string {
	var out []string
	if p == nil {
		return nil
	}
	for _, pl := range p.Players {
		if pl.Name != "" && !slices.Contains(p.AI, pl.Name) && !slices.Contains(out, pl.Name) {
			out = append(out, pl.Name)
		}
	}
	return out
}

// seatFor is the seat of a link, made with a new token the first time.
// A link belongs to one game: the same name started again gets new links
// (the old ones act no more). The host's link of a game that could not
// be read when it was made (its start unknown) is the game's once it can
// be.
func (s *Server) seatFor(l Link, created time.Time) *seat {
	s.play.mu.Lock()
	defer s.play.mu.Unlock()
	for _, st := range s.play.seats {
		if st.link.Game != l.Game || st.link.Name != l.Name || st.link.Seat != l.Seat || st.link.Host != l.Host {
			continue
		}
		if st.created.IsZero() {
			st.created = created
		}
		if st.created.Equal(created) {
			return st
		}
	}
	st := &seat{token: newToken(), created: created, acts: bucket{tokens: actBurst}, reads: bucket{tokens: readBurst}, readOne: make(chan struct{}, 1),
		actOne: make(chan struct{}, 1), answers: map[string]answer{}, pending: map[string]chan struct{}{}}
	l.Path = "/p/" + st.token
	st.link = l
	s.play.seats = append(s.play.seats, st)
	return st
}

// bySeatToken finds the seat of a token, comparing it with every seat's in
// constant time (how long it takes says nothing about how close a guess
// was).
func (s *Server) bySeatToken(token string) *seat {
	if s.play == nil {
		return nil
	}
	s.play.mu.Lock()
	defer s.play.mu.Unlock()
	var found *seat
	for _, st := range s.play.seats {
		if subtle.ConstantTimeCompare([]byte(token), []byte(st.token)) == 1 {
			found = st
		}
	}
	return found
}

// gameLock is the lock of one saved game's actions in this server.
func (s *Server) gameLock(key string) *sync.Mutex {
	s.play.mu.Lock()
	defer s.play.mu.Unlock()
	m := s.play.games[key]
	if m == nil {
		m = &sync.Mutex{}
		s.play.games[key] = m
	}
	return m
}

// seatOf answers a request for a seat's link: the seat, its game, or a
// 404 that says nothing about which part was wrong.
// ownToken is the token of the seat's link a request path names
// ("/p/<token>/act"), or "" where it names none: what the request may
// repeat of its own token in pieces (ownPieces).
func (s *Server) ownToken(p string) string {
	if s.play == nil {
		return ""
	}
	rest, ok := strings.CutPrefix(p, "/p/")
	if !ok {
		return ""
	}
	tok, _, _ := strings.Cut(rest, "/")
	if st := s.bySeatToken(tok); st != nil {
		return st.token
	}
	return ""
}

func (s *Server) seatOf(w http.ResponseWriter, r *http.Request) (*seat, Game, bool) {
	st := s.bySeatToken(r.PathValue("token"))
	if st == nil {
		s.refuse(w, r, s.lang, http.StatusNotFound, say(s.lang, "act.no_link"))
		return nil, Game{}, false
	}
	g, ok := s.game(st.link.Game)
	if !ok {
		s.refuse(w, r, s.lang, http.StatusNotFound, say(s.lang, "act.no_link"))
		return nil, Game{}, false
	}
	if r.Method != http.MethodPost { // an action has its own budget (allow)
		if !st.spend(w, &st.reads, s.play.now(), readBurst, readRate, s.tooMany(r, s.seatLang(g, st), "act.too_many_reads")) {
			return nil, Game{}, false
		}
	}
	if !s.stillSeat(g, st) {
		s.refuse(w, r, s.lang, http.StatusNotFound, say(s.lang, "act.no_link"))
		return nil, Game{}, false
	}
	return st, g, true
}

// stillSeat reports whether the seat's link is still one of its game's.
// A link belongs to the game it was made for: one removed and started
// again under the same name is another game, with other links (the old
// ones may be in the hands of another table). A seat's link acts while a
// person plays that seat: a seat the referee plays has none. A game that
// cannot be read now (damaged, removed) keeps its links.
func (s *Server) stillSeat(g Game, st *seat) bool {
	p := s.readGame(g, st.link.Name)
	if p == nil || p.Problem != "" {
		return true
	}
	if !s.sameGame(st, p.Created) {
		return false
	}
	return st.link.Host || slices.Contains(p.people(), st.link.Seat)
}

// sameGame reports whether the seat's link was made for the game started
// at created; a link made while its game could not be read becomes that
// game's.
func (s *Server) sameGame(st *seat, created time.Time) bool {
	s.play.mu.Lock()
	defer s.play.mu.Unlock()
	if st.created.IsZero() {
		st.created = created
	}
	return st.created.Equal(created)
}

// redactPath is a request path as a log line may show it: a seat's token
// is never written anywhere.
// Any segment after a "p" one is taken for a token, and so is any run of
// 16 or more of a token's letters, wherever it stands, whatever is glued
// to it (a malformed path such as "//p/<token>/act", "/p/x/../<token>",
// "/P/<token>." is logged too).
func redactPath(p string) string {
	segs := strings.Split(p, "/")
	for i, seg := range segs {
		if i > 0 && segs[i-1] == "p" && seg != "" {
			segs[i] = "<token>"
			continue
		}
		segs[i] = tokenRuns(seg, false)
	}
	return strings.Join(segs, "/")
}

// redactText is the text of a refusal as a log line may show it: it may
// repeat a piece of the path ("no saved game ..."), so a run of a token's
// letters in it is not written either. A word of the table's language is
// left alone (all small letters, or a capital first).
func redactText(s string) string { return tokenRuns(s, true) }

// tokenRuns is seg with each run of 16 or more base64url characters (what
// could be most of a seat's token) replaced by "<token>"; words only with a
// digit, '-', '_' or a capital after the first letter (a token has them
// all but certainly).
func tokenRuns(seg string, words bool) string {
	var b strings.Builder
	run := 0 // the length of the run of token letters that ends here
	flush := func(end int) {
		if run >= 16 && (!words || !wordLike(seg[end-run:end])) {
			b.WriteString("<token>")
		} else {
			b.WriteString(seg[end-run : end])
		}
		run = 0
	}
	for i := 0; i < len(seg); i++ {
		c := seg[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' {
			run++
			continue
		}
		flush(i)
		b.WriteByte(c)
	}
	flush(len(seg))
	return b.String()
}

// wordLike reports whether a run of letters reads as a word: small letters,
// a capital first at most.
func wordLike(run string) bool {
	for i := 0; i < len(run); i++ {
		if c := run[i]; !(c >= 'a' && c <= 'z' || i == 0 && c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// phonePage is what a seat's page shows.
type phonePage struct {
	Page   *page // the game's page, as the TV shows it
	Seat   string
	Host   bool
	Base   string     // the seat's link
	Others []seatCode // on the host's page: every seat of the game, with its code
	// Example is the command line's words shown greyed in the page's box
	// of words: a move this game has ("pass Ben" only where there is a
	// pass: R.I.G.S. has none).
	Example string
}

// seatCode is a seat on the host's page: its name and the number of its QR
// code (/p/<host token>/qr/<N>).
type seatCode struct {
	Seat string
	N    int
}

func (s *Server) phone(w http.ResponseWriter, r *http.Request) {
	st, g, ok := s.seatOf(w, r)
	if !ok {
		return
	}
	// A copy of the shown page whose links carry no display token: a seat's
	// page holds its own link only.
	pg := *s.readGame(g, st.link.Name)
	pg.URL = func(p string) string { return p }
	pp := phonePage{Page: &pg, Seat: st.link.Seat, Host: st.link.Host, Base: st.link.Path, Example: "undo"}
	if !pp.Host {
		pp.Example = wordsExample(g.Referee, st.link.Seat, pg.Lang)
	}
	if pp.Host {
		for i, o := range s.seatLinks(st) {
			pp.Others = append(pp.Others, seatCode{Seat: o.link.Seat, N: i + 1})
		}
	}
	// The page is the seat's: no one else's browser may keep it.
	w.Header().Set("Cache-Control", "no-store")
	t := s.templates[g.ID]
	if t == nil {
		t = s.base
	}
	s.html(w, t, "phone", pp)
}

// wordsExample is a seat's move in the command line's words, for the
// page's box of words: "pass <seat>" where the game has a pass, else the
// first move a seat's phone may offer, with the rest of its first example
// ("survey Ann 3"), or its name alone ("" when there is none). The verb's
// name and example are the ones the table types in l, where the game's
// catalogue has them (verb.<name>.name, verb.<name>.examples).
func wordsExample(h spec.Handle, seat string, l msg.Lang) string {
	if h == nil {
		return ""
	}
	cat := h.Messages()
	said := func(id string) (string, bool) {
		if cat == nil || !cat.Has(id) {
			return "", false
		}
		return cat.Say(l, id), true
	}
	name := func(v string) string {
		if n, ok := said(verb.MessageID(v, "name")); ok {
			return n
		}
		return v
	}
	var first *spec.VerbInfo
	verbs := h.Verbs()
	for i, v := range verbs {
		if !v.Seated || !v.Offered {
			continue
		}
		if v.Name == "pass" {
			return name("pass") + " " + seat
		}
		if first == nil {
			first = &verbs[i]
		}
	}
	if first == nil {
		return ""
	}
	typed := name(first.Name)
	words := []string{typed, seat}
	examples := first.Examples
	if ex, ok := said(verb.MessageID(first.Name, "examples")); ok {
		examples = strings.Split(ex, "\n")
	}
	for _, ex := range examples {
		ex, _, _ = strings.Cut(ex, "#")
		f := strings.Fields(ex)
		// "[boardroom <game>] <verb> <player> <rest...>"
		if at := slices.Index(f, typed); at >= 0 && at+1 < len(f) {
			words = append(words, f[at+2:]...)
			break
		}
	}
	return strings.Join(words, " ")
}

// seatLinks are the seats' links of the host link's game, in the order of
// its players (the host's page shows their codes).
func (s *Server) seatLinks(host *seat) []*seat {
	var out []*seat
	for _, o := range s.linkSeats() {
		if l := o.link; l.Game == host.link.Game && l.Name == host.link.Name && !l.Host {
			out = append(out, o)
		}
	}
	return out
}

// qrCode is the QR code of one of the game's seat links, as a PNG, for the
// host's page (scan it with the seat's phone). The seat is its place in
// the list of seats, from 1: a name may hold letters a path does not.
func (s *Server) qrCode(w http.ResponseWriter, r *http.Request) {
	st, g, ok := s.seatOf(w, r)
	if !ok {
		return
	}
	if !st.link.Host {
		s.refuse(w, r, s.seatLang(g, st), http.StatusForbidden, say(s.seatLang(g, st), "act.codes_for_host"))
		return
	}
	others := s.seatLinks(st)
	n, err := strconv.Atoi(r.PathValue("seat"))
	if err != nil || n < 1 || n > len(others) {
		s.refuse(w, r, s.seatLang(g, st), http.StatusNotFound, say(s.seatLang(g, st), "act.no_seat"))
		return
	}
	target := others[n-1]
	code, err := qr.Encode(origin(r)+target.link.Path, qr.M)
	if err != nil {
		http.Error(w, say(s.seatLang(g, st), "act.cannot_draw_code"), http.StatusInternalServerError)
		return
	}
	code.Scale = 6
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Cache-Control", "no-store")
	w.Write(code.PNG())
}

// origin is the address the browser used to reach this server.
func origin(r *http.Request) string { return "http://" + r.Host }

// offersAnswer is what GET <link>/offers says.
type offersAnswer struct {
	Seat    string       `json:"seat"`
	Host    bool         `json:"host"`
	Entries int          `json:"entries"` // the log's length: the state the offers are for
	Offers  []spec.Offer `json:"offers"`
	// Moves are the moves asked one question at a time (a Karma card's):
	// POST <link>/act with {"move": label, "answers": [...]}.
	Moves []spec.StepMove `json:"moves"`
	Undo  bool            `json:"undo"` // the host may undo and redo
}

func (s *Server) offers(w http.ResponseWriter, r *http.Request) {
	st, g, ok := s.seatOf(w, r)
	if !ok {
		return
	}
	// A save read for the offers counts among the saves read at once (as
	// a page's): phones asking again and again of a large game wait their
	// turn rather than each replaying it at the same time.
	release, ok := s.saveRead(r, st)
	if !ok {
		return
	}
	sess, err := g.Referee.Open(s.home, st.link.Name, true)
	if err != nil {
		release()
		s.refuse(w, r, s.seatLang(g, st), http.StatusServiceUnavailable, say(s.seatLang(g, st), "act.cannot_read"))
		return
	}
	defer func() { sess.Close(); release() }()
	a := offersAnswer{Seat: st.link.Seat, Host: st.link.Host, Entries: sess.Entries(), Offers: []spec.Offer{}, Moves: []spec.StepMove{}, Undo: st.link.Host}
	if sp, ok := sess.(spec.Stepper); ok {
		if m := sp.StepMoves(stepSeat(st)); m != nil {
			a.Moves = m
		}
	}
	if o, ok := sess.(spec.Offerer); ok {
		offers := o.Offers()
		f, perSeat := sess.(interface{ OffersFor(string) []spec.Offer })
		switch {
		case perSeat && !a.Host:
			// A seat's own moves: those of its turn, and those open to
			// whoever may (a loan, a sale), asked for the seat.
			offers = f.OffersFor(st.link.Seat)
		case perSeat:
			var seats []string
			if p := s.readGame(g, st.link.Name); p != nil {
				seats = p.people()
			}
			offers = hostOffers(offers, f.OffersFor, seats, s.seatLang(g, st))
		}
		for _, off := range offers {
			if a.Host || off.Seat == st.link.Seat {
				a.Offers = append(a.Offers, off)
			}
		}
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(a)
}

// hostOffers are the host's moves: every move offered to the table as a
// whole (the phase's end, a deal whose giver is asked), and each move a
// seat's phone offers that seat and the table's list does not (a survey,
// whose plots depend on whose it is, is offered to no one before the
// player is known), for each seat a person plays, labelled with the seat
// ("Ann: Survey a plot"). The same descriptors as every phone's: the host
// acts for any seat, and may do whatever a seat may.
func hostOffers(table []spec.Offer, forSeat func(string) []spec.Offer, seats []string, l msg.Lang) []spec.Offer {
	out := slices.Clone(table)
	whole := map[string]bool{}
	for _, o := range table {
		whole[o.Verb] = true
	}
	for _, seat := range seats {
		for _, o := range forSeat(seat) {
			if whole[o.Verb] || o.Seat != seat {
				continue
			}
			o.Label = say(l, "act.for_seat", seat, o.Label)
			out = append(out, o)
		}
	}
	return out
}

// actRequest is the body of POST <link>/act.
type actRequest struct {
	Args []string `json:"args"`
	// ID names the action: a retry with the same ID is answered again and
	// not applied twice.
	ID string `json:"id"`
	// Ask asks for the verb's confirmation question first (the phone's
	// page; the command line's words alone, as a script sends them, are
	// taken as the verb takes them).
	Ask bool `json:"ask"`
	// Seen is the length of the log the page showed (absent: not said): a
	// refusal after the game moved on says so.
	Seen *int `json:"seen"`
	// Move, instead of Args, is a move asked one question at a time (one
	// of the offers' moves), with the answers given so far: the next
	// question is answered (HTTP 202, {"question": ...}), or, once every
	// one is answered, the move is taken.
	Move    string   `json:"move"`
	Answers []string `json:"answers"`
	// public is set to a refusal's words for anyone but the seat, where the
	// rules have such words (Refusal.Public): the server's log, on the
	// laptop's screen that the whole table may see, says it so, as the
	// host's link is told it.
	public *string
}

// stepAnswer is the next question of a move asked step by step (HTTP 202).
type stepAnswer struct {
	Question *spec.StepQuestion `json:"question"`
	// Entries is the log's length the question was asked at: the answer
	// to it is sent with "seen" set to it.
	Entries int `json:"entries"`
}

// stepSeat is whom a link's moves asked step by step are for: the seat, or
// "" for the host (every seat).
func stepSeat(st *seat) string {
	if st.link.Host {
		return ""
	}
	return st.link.Seat
}

// confirmAnswer is the answer to an action that asks first (HTTP 202): the
// verb's question, and the words to send once the player confirms.
type confirmAnswer struct {
	Confirm string   `json:"confirm"`
	Args    []string `json:"args"`
}

// actError is an action's failure, in the shape of the command line's
// --json errors.
type actError struct {
	Code    int    `json:"code"`
	Error   string `json:"error"`
	Message string `json:"message"`
	Rule    string `json:"rule,omitempty"`
}

func writeJSON(w http.ResponseWriter, status int, v any) []byte {
	b, _ := json.MarshalIndent(v, "", "  ")
	b = append(b, '\n')
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(b)
	return b
}

// act takes one action from a seat's link.
func (s *Server) act(w http.ResponseWriter, r *http.Request) {
	st, g, ok := s.seatOf(w, r)
	if !ok {
		return
	}
	// Every POST a link sends spends from its budget, whatever comes of
	// it: a body that does not read as an action, one too large, a retry
	// answered from memory. Otherwise a phone sending bad bodies (or the
	// same id) again and again would have the server read and answer
	// them without end.
	if !st.spend(w, &st.acts, s.play.now(), actBurst, actRate, s.tooMany(r, s.seatLang(g, st), "act.too_many")) {
		return
	}
	if o := r.Header.Get("Origin"); o != "" && o != origin(r) && o != "https://"+r.Host {
		s.refuse(w, r, s.seatLang(g, st), http.StatusForbidden, say(s.seatLang(g, st), "act.own_pages"))
		return
	}
	if r.Header.Get("Sec-Fetch-Site") == "cross-site" {
		s.refuse(w, r, s.seatLang(g, st), http.StatusForbidden, say(s.seatLang(g, st), "act.own_pages"))
		return
	}
	if ct, _, _ := strings.Cut(r.Header.Get("Content-Type"), ";"); strings.TrimSpace(ct) != "application/json" {
		s.refuse(w, r, s.seatLang(g, st), http.StatusUnsupportedMediaType, say(s.seatLang(g, st), "act.is_json", `{"args": ["...", ...]}`))
		return
	}
	// The body comes at once: a request that trickles it (a few bytes now
	// and then) holds no connection of the server for long.
	rc := http.NewResponseController(w)
	_ = rc.SetReadDeadline(time.Now().Add(actReadTime)) // not supported: a test's recorder
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxActBody))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			s.refuse(w, r, s.seatLang(g, st), http.StatusRequestEntityTooLarge, say(s.seatLang(g, st), "act.too_large", maxActBody))
			return
		}
		s.refuse(w, r, s.seatLang(g, st), http.StatusBadRequest, say(s.seatLang(g, st), "act.unreadable"))
		return
	}
	// The body is in: the action itself may take longer (a large save
	// replays). (After a failed read the deadline stays, so that the rest
	// of a trickled body is not waited for.)
	_ = rc.SetReadDeadline(time.Time{})
	var req actRequest
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	err = dec.Decode(&req)
	if err == nil && dec.Decode(&struct{}{}) != io.EOF {
		err = errors.New("more than one JSON value") // two actions in one body: neither is taken
	}
	if err != nil || (len(req.Args) == 0) == (req.Move == "") || len(req.ID) > 64 {
		writeJSON(w, http.StatusBadRequest, actError{Code: 2, Error: "usage", Message: say(s.seatLang(g, st), "act.shape", `{"args": ["...", ...], "id": "..."}`)})
		return
	}
	text := strings.Contains(r.Header.Get("Accept"), "text/plain")

	st.mu.Lock()
	for req.ID != "" {
		if a, ok := st.answers[req.ID]; ok {
			st.mu.Unlock()
			if rec, ok := w.(*recorder); ok {
				rec.note = a.note // the log says it as it said the first
			}
			w.Header().Set("Content-Type", a.ctype)
			w.Header().Set("X-Boardroom-Replayed", "1")
			w.WriteHeader(a.status)
			w.Write(a.body)
			return
		}
		busy, ok := st.pending[req.ID]
		if !ok {
			break
		}
		// The same action is being taken now (a phone retrying while its
		// first request is still under way): its answer is this one's.
		st.mu.Unlock()
		select {
		case <-busy:
		case <-r.Context().Done():
			return
		}
		st.mu.Lock()
	}
	// A link's second action while its first is still being taken is
	// refused (a retry of the first, its same id, waited for its answer
	// above): otherwise a link sending them faster than the game takes
	// them would line them up before everyone else's.
	select {
	case st.actOne <- struct{}{}:
	default:
		st.mu.Unlock()
		st.refusedAgain(w)
		w.Header().Set("Retry-After", "1")
		s.refuse(w, r, s.seatLang(g, st), http.StatusTooManyRequests, say(s.seatLang(g, st), "act.one_at_a_time"))
		return
	}
	var public string
	req.public = &public
	var done chan struct{}
	if req.ID != "" {
		done = make(chan struct{})
		st.pending[req.ID] = done
	}
	st.mu.Unlock()

	status, ctype, out := s.applyInTurn(g, st, req, text)

	note := ""
	if status >= 400 {
		note = refusalNote(req, out, public)
	}
	if req.ID != "" {
		st.mu.Lock()
		if status != http.StatusAccepted {
			st.remember(req.ID, answer{status: status, body: out, ctype: ctype, note: note})
		}
		delete(st.pending, req.ID)
		close(done)
		st.mu.Unlock()
	}
	if rec, ok := w.(*recorder); ok {
		rec.note = note
	}
	w.Header().Set("Content-Type", ctype)
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(out)
}

// applyInTurn applies the action in the game's turn (one action of the
// game at a time) and gives the link its turn back. A game's rules that
// fail on it (a panic) are an error answer: the game's turn and the link's
// are given back all the same, so that the game is not stopped for every
// phone and the host.
func (s *Server) applyInTurn(g Game, st *seat, req actRequest, text bool) (status int, ctype string, out []byte) {
	lock := s.gameLock(g.ID + "/" + st.link.Name)
	lock.Lock()
	defer func() {
		if p := recover(); p != nil {
			what := req.Move
			if len(req.Args) > 0 {
				what = req.Args[0]
			}
			s.log.Print(say(s.lang, "log.rules_failed", g.ID+"/"+phrase.Printable(st.link.Name), phrase.Clip(what), phrase.Printable(fmt.Sprint(p))))
			status, ctype, out = failure(http.StatusInternalServerError, 1, "failed", say(s.seatLang(g, st), "act.internal"), "")
		}
		lock.Unlock()
		<-st.actOne
	}()
	return s.apply(g, st, req, text)
}

// refusalNote is what the server's log says of an action refused: its
// verb (or the move asked step by step) and the reason, with its rule; a
// refusal of the rules in its public words (what a seat hides is not named).
func refusalNote(req actRequest, out []byte, public string) string {
	what := req.Move
	if len(req.Args) > 0 {
		what = req.Args[0]
	}
	var e actError
	if json.Unmarshal(out, &e) != nil || e.Message == "" {
		return ""
	}
	if public != "" {
		e.Message = public
	}
	note := phrase.Clip(what) + ": " + e.Message
	if e.Rule != "" {
		note += " [" + e.Rule + "]"
	}
	return note
}

// saveRead waits for the link's turn to read a save, then for one of the
// saves the server reads at once: a link's reads are taken one after the
// other (a phone's page asks for its moves and its hand at once, and
// waits a moment), so that one link, however fast it asks, keeps at most
// one of them from the other links, the host and the table's page. ok is
// false when the request went away meanwhile; release gives both back.
func (s *Server) saveRead(r *http.Request, st *seat) (release func(), ok bool) {
	st.mu.Lock()
	st.readWaiting++
	st.mu.Unlock()
	turn := false
	select {
	case st.readOne <- struct{}{}:
		turn = true
	case <-r.Context().Done():
	}
	st.mu.Lock()
	st.readWaiting--
	st.mu.Unlock()
	if !turn {
		return nil, false
	}
	select {
	case s.reads <- struct{}{}:
	case <-r.Context().Done():
		<-st.readOne
		return nil, false
	}
	return func() { <-s.reads; <-st.readOne }, true
}

// bucket is a rate limit: tokens left as of a time, refilled at a rate a
// second up to a burst.
type bucket struct {
	tokens float64
	at     time.Time
}

// take spends one token, if there is one.
func (b *bucket) take(now time.Time, burst, rate float64) bool {
	if !b.at.IsZero() {
		b.tokens = min(burst, b.tokens+now.Sub(b.at).Seconds()*rate)
	}
	b.at = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// spend takes a token of the link's bucket b (its reads or its actions);
// without one it answers 429 with Retry-After and why (tooMany), and says
// false. A request allowed clears the link's throttled mark.
func (st *seat) spend(w http.ResponseWriter, b *bucket, now time.Time, burst, rate float64, tooMany func(http.ResponseWriter)) bool {
	st.mu.Lock()
	ok := b.take(now, burst, rate)
	if ok {
		st.throttled = false
	}
	st.mu.Unlock()
	if !ok {
		st.refusedAgain(w)
		w.Header().Set("Retry-After", "1")
		tooMany(w)
	}
	return ok
}

// tooMany answers a request of a link that asks too often (429), saying
// the message id in l as the route expects (refuse).
func (s *Server) tooMany(r *http.Request, l msg.Lang, id string) func(http.ResponseWriter) {
	return func(w http.ResponseWriter) { s.refuse(w, r, l, http.StatusTooManyRequests, say(l, id)) }
}

// refusedAgain marks a request of the link refused for asking too often:
// the log leaves it out when the link's last request was refused so too.
// A request the link is allowed (an action taken in turn) clears the mark.
func (st *seat) refusedAgain(w http.ResponseWriter) {
	st.mu.Lock()
	again := st.throttled
	st.throttled = true
	st.mu.Unlock()
	if rec, ok := w.(*recorder); ok && again {
		rec.quiet = true
	}
}

func (st *seat) remember(id string, a answer) {
	st.answers[id] = a
	st.order = append(st.order, id)
	if len(st.order) > maxRemembered {
		delete(st.answers, st.order[0])
		st.order = st.order[1:]
	}
}

// typedName says that typed is one of the names of the verb verbName at
// either table (verb.<name>.name: "erkunden" for survey), umlauts typed or
// not, as the command line takes them.
func typedName(cat *msg.Catalog, verbName, typed string) bool {
	id := verb.MessageID(verbName, "name")
	if cat == nil || !cat.Has(id) {
		return false
	}
	for _, l := range msg.Langs {
		if phrase.SameWord(typed, cat.Say(l, id)) {
			return true
		}
	}
	return false
}

// apply runs the action through the game's engine, as the command line's
// verb does, and says what came of it: the verb's --json (or its words), or
// its error in the shape of the command line's.
func (s *Server) apply(g Game, st *seat, req actRequest, text bool) (int, string, []byte) {
	fail := failure
	if req.Move != "" {
		return s.step(g, st, req, text)
	}
	name := req.Args[0]
	host := st.link.Host
	l := s.seatLang(g, st)
	var info *spec.VerbInfo
	for _, v := range g.Referee.Verbs() {
		if v.Name == name || typedName(g.Referee.Messages(), v.Name, name) {
			info = &v
			name = v.Name // the code's name, whatever name the table typed
			break
		}
	}
	switch {
	case (name == "undo" || name == "redo") && len(req.Args) == 1:
		if !host {
			return fail(http.StatusForbidden, 1, "refused", say(l, "act.host_undoes"), "")
		}
	case info == nil:
		return fail(http.StatusBadRequest, 2, "usage", say(l, "act.no_verb", g.ID, phrase.Clip(name)), "")
	}
	var vals verb.Values
	if info != nil {
		pos, flags, err := splitArgs(l, info.Fields, req.Args[1:])
		if err == nil {
			vals, err = verb.Decode(info.Fields, pos, flags)
		}
		if err != nil {
			// a typing error, said in the game's language as the command line says it
			var ue *phrase.UsageError
			if errors.As(err, &ue) {
				return fail(http.StatusBadRequest, 2, "usage", phrase.Printable(ue.In(string(l))), "")
			}
			return fail(http.StatusBadRequest, 2, "usage", phrase.Printable(err.Error()), "")
		}
		// A seat acts only for itself: the verb's first word is the player
		// it acts for. A verb that names no player (the phase's end, a
		// draw for the table) is the host's.
		// (A verb whose first word is a die or a card names no player,
		// even when a player is called "3".)
		if !host && (!info.Seated || len(pos) == 0 || pos[0] != st.link.Seat) {
			return fail(http.StatusForbidden, 1, "refused", say(l, "act.own_seat", st.link.Seat), "")
		}
	}
	sess, err := g.Referee.Open(s.home, st.link.Name, false)
	if err != nil {
		return fail(http.StatusServiceUnavailable, 1, "failed", say(l, "act.cannot_open", s.relative(err.Error(), l)), "")
	}
	defer sess.Close()
	// A seat takes only the kinds of move `play` offers: a verb it never
	// offers (a number changed by the table's agreement, "adjust") is the
	// host's. One offered to someone else now is left to the rules, which
	// say why not (the turn moved on).
	if !host && info != nil && !info.Offered {
		return fail(http.StatusForbidden, 1, "refused", say(l, "act.hosts_move", phrase.Clip(name)), "")
	}
	if req.Ask && info != nil {
		// As play: the flags the state answers are filled in (no hand can
		// only be declared illegal), then the verb's question is asked; the
		// phone sends the whole words ("args") once the player confirms.
		args := req.Args
		if c, ok := sess.(interface {
			Completed(string, verb.Values) []string
		}); ok {
			args = append(slices.Clip(args), c.Completed(name, vals)...)
		}
		if o, ok := sess.(spec.Offerer); ok {
			if q := o.Confirm(name, vals); q != "" {
				b, _ := json.MarshalIndent(confirmAnswer{Confirm: q, Args: args}, "", "  ")
				return http.StatusAccepted, "application/json", append(b, '\n')
			}
		}
	}
	entries := sess.Entries()
	var out bytes.Buffer
	switch {
	case name == "undo" && info == nil:
		err = sess.Undo(&out, !text)
	case name == "redo" && info == nil:
		err = sess.Redo(&out, !text)
	default:
		err = sess.Do(name, vals, &out, !text)
	}
	if err != nil {
		return s.failed(l, st, req, entries, err)
	}
	if info == nil && (name == "undo" || name == "redo") {
		// The table moves the cards, not the host: what to put back (or
		// do again) is shown on the game's page, on the TV, as the
		// command line's answer is shown in the terminal.
		s.showMoves(g.ID, st.link.Name, name, l, out.Bytes(), text)
	}
	return taken(out.Bytes(), text)
}

// failed is the answer to an action the engine did not take, in the shape
// of the command line's --json errors; entries is the log's length the
// action was tried against. The host's link acts for seats whose hands it
// may not see: a refusal that names what the seat hides is said to it as
// the rules say it to anyone else (Refusal.Public).
func (s *Server) failed(l msg.Lang, st *seat, req actRequest, entries int, err error) (int, string, []byte) {
	var ref *referee.Refusal
	var ue *phrase.UsageError
	switch {
	case errors.As(err, &ref):
		msg := ref.Reason
		if ref.Public != "" {
			if req.public != nil {
				*req.public = ref.Public
			}
			if st.link.Host {
				msg = ref.Public
			}
		}
		if req.Seen != nil && *req.Seen != entries {
			msg = say(l, "act.moved_on", msg)
		}
		return failure(http.StatusConflict, 1, "refused", msg, ref.Rule)
	case errors.As(err, &ue):
		return failure(http.StatusBadRequest, 2, "usage", phrase.Printable(ue.In(string(l))), "")
	}
	return failure(http.StatusConflict, 1, "failed", s.relative(phrase.Printable(referee.SayError(l, err)), l), "")
}

// failure is an action's error answer, as the command line's --json error.
func failure(status, code int, kind, msg, rule string) (int, string, []byte) {
	b, _ := json.MarshalIndent(actError{Code: code, Error: kind, Message: msg, Rule: rule}, "", "  ")
	return status, "application/json", append(b, '\n')
}

// step asks a move one question at a time (spec.Stepper): the next
// question, or the move taken once every one is answered. A seat's moves
// are asked for that seat (its "who?" is the seat itself), the host's for
// every seat.
func (s *Server) step(g Game, st *seat, req actRequest, text bool) (int, string, []byte) {
	l := s.seatLang(g, st)
	sess, err := g.Referee.Open(s.home, st.link.Name, false)
	if err != nil {
		return failure(http.StatusServiceUnavailable, 1, "failed", say(l, "act.cannot_open", s.relative(err.Error(), l)), "")
	}
	defer sess.Close()
	sp, ok := sess.(spec.Stepper)
	if !ok {
		return failure(http.StatusConflict, 1, "refused", say(l, "act.step_closed"), "")
	}
	entries := sess.Entries()
	// A choice is sent as the option's value, and some values are the
	// option's place in its list (a Karma card's): once the game has moved
	// on (another card discarded) the same value may name another card.
	// Answers given to questions asked at another state than this one
	// (seen: the log's length the last question was asked at) are not
	// replayed: the move starts again.
	if len(req.Answers) > 0 && req.Seen != nil && *req.Seen != entries {
		return failure(http.StatusConflict, 1, "refused", say(l, "act.step_changed"), "")
	}
	var out bytes.Buffer
	q, err := sp.Step(stepSeat(st), req.Move, req.Answers, &out, !text)
	switch {
	case q != nil:
		b, _ := json.MarshalIndent(stepAnswer{Question: q, Entries: entries}, "", "  ")
		return http.StatusAccepted, "application/json", append(b, '\n')
	case errors.Is(err, spec.ErrStepBack):
		if text {
			return http.StatusOK, "text/plain; charset=utf-8", []byte(say(l, "act.step_back") + "\n")
		}
		b, _ := json.MarshalIndent(map[string]any{"back": true, "message": say(l, "act.step_back")}, "", "  ")
		return http.StatusOK, "application/json", append(b, '\n')
	case errors.Is(err, spec.ErrStepClosed):
		msg := say(l, "act.step_closed")
		if req.Seen != nil && *req.Seen != entries {
			msg = say(l, "act.moved_on", msg)
		}
		return failure(http.StatusConflict, 1, "refused", msg, "")
	case errors.Is(err, spec.ErrStepChanged):
		return failure(http.StatusConflict, 1, "refused", say(l, "act.step_changed"), "")
	case err != nil:
		return s.failed(l, st, req, entries, err)
	}
	return taken(out.Bytes(), text)
}

// taken is the answer to an action taken: the verb's words, or its --json
// without what a player hides (a phone is not the referee's screen).
func taken(out []byte, text bool) (int, string, []byte) {
	if text {
		return http.StatusOK, "text/plain; charset=utf-8", out
	}
	root, perr := parseTree(out)
	if perr != nil {
		return http.StatusOK, "application/json", out
	}
	var b bytes.Buffer
	strip(root).writeJSON(&b, "")
	b.WriteByte('\n')
	return http.StatusOK, "application/json", b.Bytes()
}

// splitArgs separates the command line's words into positional arguments
// and flags (--name value, --name=value, a switch alone), as the verb's
// flags are declared.
func splitArgs(l msg.Lang, fields []verb.Field, args []string) ([]string, map[string]string, error) {
	var pos []string
	flags := map[string]string{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			pos = append(pos, args[i+1:]...)
			break
		}
		name, ok := strings.CutPrefix(a, "--")
		if !ok {
			pos = append(pos, a)
			continue
		}
		name, val, hasVal := strings.Cut(name, "=")
		var f *verb.Field
		for j := range fields {
			if fields[j].Flag && fields[j].Name == name {
				f = &fields[j]
			}
		}
		if f == nil {
			return nil, nil, phrase.Usagef("%s", say(l, "act.unknown_flag", phrase.Clip(name)))
		}
		switch {
		case hasVal:
		case f.Kind == verb.BoolField:
			val = "true"
		case f.Bare != "" && (i+1 == len(args) || strings.HasPrefix(args[i+1], "--")):
			val = f.Bare
		case i+1 < len(args):
			i++
			val = args[i]
		default:
			return nil, nil, phrase.Usagef("%s", say(l, "act.needs_value", name))
		}
		flags[name] = val
	}
	return pos, flags, nil
}

// writeJSON writes n as JSON, keys in their order.
func (n *node) writeJSON(b *bytes.Buffer, indent string) {
	switch n.kind {
	case kNull:
		b.WriteString("null")
	case kBool, kNumber:
		b.WriteString(n.text)
	case kString:
		s, _ := json.Marshal(n.text)
		b.Write(s)
	case kArray:
		if len(n.items) == 0 {
			b.WriteString("[]")
			return
		}
		b.WriteString("[\n")
		for i, it := range n.items {
			b.WriteString(indent + "  ")
			it.writeJSON(b, indent+"  ")
			if i < len(n.items)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString(indent + "]")
	case kObject:
		if len(n.keys) == 0 {
			b.WriteString("{}")
			return
		}
		b.WriteString("{\n")
		for i, k := range n.keys {
			ks, _ := json.Marshal(k)
			b.WriteString(indent + "  ")
			b.Write(ks)
			b.WriteString(": ")
			n.vals[i].writeJSON(b, indent+"  ")
			if i < len(n.keys)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString(indent + "}")
	}
}

// seatEvents streams a seat's page: the game's public view, as the TV's.
func (s *Server) seatEvents(w http.ResponseWriter, r *http.Request) {
	st, g, ok := s.seatOf(w, r)
	if !ok {
		return
	}
	st.mu.Lock()
	if st.streams >= maxStreams {
		st.mu.Unlock()
		w.Header().Set("Retry-After", "5")
		s.refuse(w, r, s.seatLang(g, st), http.StatusTooManyRequests, say(s.seatLang(g, st), "act.too_many_streams", maxStreams))
		return
	}
	st.streams++
	st.mu.Unlock()
	defer func() {
		st.mu.Lock()
		st.streams--
		st.mu.Unlock()
	}()
	// A page followed since before its game was removed and started again
	// under the same name would show the new table's game to the old
	// link (in the pockets of another table): the stream ends there, and
	// the phone's reconnection is refused as every other request of the
	// old link is.
	s.stream(w, r, g, st.link.Name, func() bool { return s.stillSeat(g, st) })
}

// private is what only this seat may see (Game.Private): its hand, on its
// own phone. The host's link acts for every seat but sees no one's hand.
func (s *Server) private(w http.ResponseWriter, r *http.Request) {
	st, g, ok := s.seatOf(w, r)
	if !ok {
		return
	}
	text := ""
	if g.Private != nil && !st.link.Host {
		release, ok := s.saveRead(r, st) // a save read, as the offers'
		if !ok {
			return
		}
		// (given back however the read ends: a game's view that fails
		// would otherwise keep one of the server's reads for ever)
		t, err := func() (string, error) {
			defer release()
			return g.Private(s.home, st.link.Name, st.link.Seat)
		}()
		if err != nil {
			s.refuse(w, r, s.seatLang(g, st), http.StatusServiceUnavailable, say(s.seatLang(g, st), "act.cannot_read"))
			return
		}
		text = t
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	io.WriteString(w, text)
}

// showMoves puts the physical moves of an undo or a redo taken from the
// host's link on the game's page (its note), in the game's language l: the
// table reads them off the TV. out is the verb's answer, its JSON ("moves")
// or its text: the retelling up to its first blank line, whose moves are
// the indented lines under its last head (a line ending in ':' after the
// first, "Put back on the table:" in the game's words).
func (s *Server) showMoves(gameID, name, what string, l msg.Lang, out []byte, text bool) {
	var moves []string
	if text {
		told, _, _ := strings.Cut(string(out), "\n\n")
		lines := strings.Split(told, "\n")
		for i := len(lines) - 1; i > 0; i-- {
			if t := strings.TrimRight(lines[i], " "); !strings.HasPrefix(t, " ") && strings.HasSuffix(t, ":") {
				for _, m := range lines[i+1:] {
					if m = strings.TrimSpace(m); m != "" {
						moves = append(moves, m)
					}
				}
				break
			}
		}
	} else {
		var a struct {
			Moves []string `json:"moves"`
		}
		if json.Unmarshal(out, &a) != nil {
			return
		}
		moves = a.Moves
	}
	if len(moves) == 0 {
		return
	}
	head := referee.MovesHead(l, what != "redo")
	n := Note{Time: time.Now(), What: what, Text: head + "\n" + strings.Join(moves, "\n") + "\n"}
	if err := ShowNote(s.home, gameID, name, n); err != nil {
		s.log.Printf("%s/%s: the moves of %s are not shown on the page: %s", gameID, phrase.Printable(name), what, phrase.Printable(err.Error()))
	}
}

// seatLang is the language of a seat's game: its page's (the saved
// game's state says it), read as the page is.
func (s *Server) seatLang(g Game, st *seat) msg.Lang {
	if p := s.readGame(g, st.link.Name); p != nil {
		return p.Lang
	}
	return gameLang(g)
}
