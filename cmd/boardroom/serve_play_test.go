package main

import (
	"encoding/json"
	"io"
	"net"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/spec"
)

func TestServePlayJSONPrintsALinePerLink(t *testing.T) {
	home := t.TempDir()
	newTable(t, home)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	lines := strings.Split(strings.TrimSpace(s.stdout.String()), "\n")
	seats := map[string][]string{}
	tok := regexp.MustCompile(`^` + regexp.QuoteMeta(s.base()) + `/p/[A-Za-z0-9_-]{22}$`)
	for _, line := range lines {
		var l map[string]string
		require.NoError(t, json.Unmarshal([]byte(line), &l), "one JSON object a line: %q", line)
		assert.Len(t, l, 5, "game, name, seat, role, url: %q", line)
		assert.Equal(t, l["seat"] == "host", l["role"] == "host", "the host's link says so: %q", line)
		assert.Regexp(t, tok, l["url"], "a link with a 128-bit token")
		key := l["game"] + "/" + l["name"]
		seats[key] = append(seats[key], l["seat"])
	}
	assert.Equal(t, []string{"host", "Anna", "Ben"}, seats["rheinhessen/werk"])
	assert.Equal(t, []string{"host", "Ann", "Bob"}, seats["rigs/rigs-night"])

	// POST <seat url>/act with the command line's words, answered with the
	// verb's --json.
	var ben string
	for _, line := range lines {
		if strings.Contains(line, `"werk"`) && strings.Contains(line, `"Ben"`) {
			var l map[string]string
			require.NoError(t, json.Unmarshal([]byte(line), &l))
			ben = l["url"]
		}
	}
	resp, err := http.Post(ben+"/act", "application/json", strings.NewReader(`{"args": ["pass", "Ben"]}`))
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, 200, resp.StatusCode)
	var out struct {
		Game   string
		Events []string
	}
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&out))
	assert.Equal(t, "werk", out.Game)
	assert.Equal(t, "Ben passes.", out.Events[0])
	r := runCLI(t, "rheinhessen", "log", "--game", "werk", "--home", home)
	assert.Contains(t, r.stdout, "Ben passes.", "logged through the same engine as the command line")
	for _, line := range lines {
		var l map[string]string
		json.Unmarshal([]byte(line), &l)
		assert.NotContains(t, s.stderr.String(), strings.TrimPrefix(l["url"], s.base()+"/p/"), "a token is never logged")
	}
}

func TestServePlayPrintsTheLinksAndTheHostsCode(t *testing.T) {
	home := t.TempDir()
	newTable(t, home)
	s := startServe(t, serveOptions{addr: "0.0.0.0:0", home: home, play: true})
	out := s.stdout.String()
	assert.Contains(t, out, "the table plays from its phones")
	assert.Contains(t, out, "give each player only their own")
	assert.Regexp(t, `rheinhessen\s+werk\s+Ben\s+http://[0-9.]+:\d+/p/[A-Za-z0-9_-]{22}`, out)
	assert.Contains(t, out, "The host's link of rheinhessen/werk")
	assert.Contains(t, out, "█", "the host's QR code")
	// A seat's link works without the display's token; the display's pages
	// still need it.
	m := regexp.MustCompile(`Ben\s+(http://\S+/p/\S+)`).FindStringSubmatch(out)
	require.NotNil(t, m)
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(s.base(), "http://"))
	link := "http://127.0.0.1:" + port + m[1][strings.Index(m[1], "/p/"):]
	code, html := httpGet(t, link)
	assert.Equal(t, 200, code)
	assert.Contains(t, html, `class="seat" id="seat">Ben<`)
	code, _ = httpGet(t, "http://127.0.0.1:"+port+"/g/rheinhessen/werk")
	assert.Equal(t, 403, code, "the display's pages need the display's token")
}

func TestServeJSONNeedsPlayAndReadOnlyStaysReadOnly(t *testing.T) {
	r := runCLI(t, "serve", "--json", "--home", t.TempDir())
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "--json lists the links of --play")

	home := t.TempDir()
	newTable(t, home)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home})
	assert.Contains(t, s.stdout.String(), "(read-only)")
	resp, err := http.Post(s.base()+"/p/AAAAAAAAAAAAAAAAAAAAAA/act", "application/json", strings.NewReader(`{"args": ["pass", "Ben"]}`))
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusMethodNotAllowed, resp.StatusCode, "no acting without --play")
}

func TestServePlayJSONWithGameIsJSONOnly(t *testing.T) {
	home := t.TempDir()
	newTable(t, home)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true, game: "rheinhessen/werk"})
	lines := strings.Split(strings.TrimSpace(s.stdout.String()), "\n")
	require.Len(t, lines, 3, "host, Anna, Ben: %q", s.stdout.String())
	for _, line := range lines {
		var l map[string]string
		assert.NoError(t, json.Unmarshal([]byte(line), &l), "one JSON object a line: %q", line)
	}
	assert.Contains(t, s.stderr.String(), "Showing only the rheinhessen game werk", "said where a person reads it")
}

// The host undoes from a phone, but the table moves the cards: the moves
// to put back are shown on the game's page (the TV), not only on the
// host's phone; a redo shows what to do again.
func TestServePlayShowsTheHostsUndoMovesOnTheTV(t *testing.T) {
	home := t.TempDir()
	newTable(t, home)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	var host string
	for _, line := range strings.Split(strings.TrimSpace(s.stdout.String()), "\n") {
		var l map[string]string
		require.NoError(t, json.Unmarshal([]byte(line), &l))
		if l["name"] == "werk" && l["seat"] == "host" {
			host = l["url"]
		}
	}
	require.NotEmpty(t, host)
	act := func(args string) {
		t.Helper()
		resp, err := http.Post(host+"/act", "application/json", strings.NewReader(`{"args": [`+args+`]}`))
		require.NoError(t, err)
		resp.Body.Close()
		require.Equal(t, 200, resp.StatusCode)
	}
	act(`"undo"`)
	code, page := httpGet(t, s.base()+"/g/rheinhessen/werk")
	require.Equal(t, 200, code)
	assert.Contains(t, page, "Put back on the table:")
	assert.Contains(t, page, "Move 8♠ 8♥ from Anna&#39;s floor (legal area) back to Anna&#39;s hand.")
	assert.Contains(t, page, "Move 2 cards from Ben&#39;s hand back to the top of the draw pile.")
	// At the top, under what comes next, where a TV that does not scroll
	// shows it: below the events it was off a 1280x720 screen.
	top := func(page, text string) bool {
		t.Helper()
		at, events := strings.Index(page, text), strings.Index(page, `id="events"`)
		require.True(t, at >= 0 && events >= 0, "%q and the events on the page", text)
		return at < strings.Index(page, `id="keys"`) && at > strings.Index(page, `id="turn"`) && at < events
	}
	assert.True(t, top(page, "Put back on the table:"), "the moves to put back are at the top")
	act(`"redo"`)
	_, page = httpGet(t, s.base()+"/g/rheinhessen/werk")
	assert.Contains(t, page, "On the table, again:")
	assert.NotContains(t, page, "Put back on the table:", "the redo's moves replace the undo's")
	assert.True(t, top(page, "On the table, again:"))
	// Once the game moves on, they are no longer what the table does now.
	act(`"pass", "Ben"`)
	_, page = httpGet(t, s.base()+"/g/rheinhessen/werk")
	assert.NotContains(t, page, "On the table, again:", "after the next action the redo's moves leave the page: they are what was done then, not now")
	assert.NotContains(t, page, "Move 8♠ 8♥", "no old move on the TV")
}

// The seats the referee plays get no link; a player named Host gets a
// seat's link, told apart from the host's by "host": true.
func TestServePlayLinksOnlyThePeoplesSeats(t *testing.T) {
	home := t.TempDir()
	for _, c := range [][]string{
		{"politicard", "new", "--players", "Ann", "--deck-a", "tempo", "--ai", "control", "--name", "duel", "--seed", "2"},
		{"rheinhessen", "new", "--players", "Anna", "--ai", "balanced,aggressor", "--name", "solo", "--seed", "3"},
		{"rheinhessen", "new", "--players", "Host,Ben", "--name", "werk"},
	} {
		r := runCLI(t, append(c, "--home", home)...)
		require.Equal(t, 0, r.code, "%v: %s", c, r.stderr)
	}
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	seats := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(s.stdout.String()), "\n") {
		var l struct {
			Game, Name, Seat, Role, URL string
		}
		require.NoError(t, json.Unmarshal([]byte(line), &l), line)
		seat := l.Seat
		if l.Role == "host" {
			seat = "(the host)"
		}
		seats[l.Name] = append(seats[l.Name], seat)
	}
	assert.Equal(t, []string{"(the host)", "Ann"}, seats["duel"], "no link for the AI's seat")
	assert.Equal(t, []string{"(the host)", "Anna"}, seats["solo"], "no link for the AI seats")
	assert.Equal(t, []string{"(the host)", "Host", "Ben"}, seats["werk"], "a player named Host has a seat")
}

// A game started while serve --play runs: its links are printed as soon as
// the server notices it, as lines of JSON with --json, as rows and the
// host's QR code without.
func TestServePlayPrintsTheLinksOfAGameStartedWhileItRuns(t *testing.T) {
	home := t.TempDir()
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	assert.Empty(t, strings.TrimSpace(s.stdout.String()), "no game yet: no link")
	r := runCLI(t, "rheinhessen", "new", "--players", "Anna,Ben", "--name", "later", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	require.Eventually(t, func() bool { return strings.Count(s.stdout.String(), "\n") >= 3 }, 10*time.Second, 10*time.Millisecond,
		"the new game's three links: %q", s.stdout.String())
	var seats []string
	for _, line := range strings.Split(strings.TrimSpace(s.stdout.String()), "\n") {
		var l map[string]string
		require.NoError(t, json.Unmarshal([]byte(line), &l), "one JSON object a line: %q", line)
		assert.Equal(t, "later", l["name"])
		seats = append(seats, l["seat"])
		code, _ := httpGet(t, l["url"])
		assert.Equal(t, 200, code, "the link works: %s", l["seat"])
	}
	assert.Equal(t, []string{"host", "Anna", "Ben"}, seats)

	home = t.TempDir()
	newTable(t, home)
	s = startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true})
	before := s.stdout.String()
	r = runCLI(t, "corpwar", "new", "--players", "Ann,Bob", "--name", "tower", "--seed", "1", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	require.Eventually(t, func() bool {
		// the QR code is written after the host's line: wait for both
		_, after, found := strings.Cut(s.stdout.String(), "The host's link of corpwar/tower")
		return found && strings.Contains(after, "█")
	}, 10*time.Second, 10*time.Millisecond, "the new game's links: %q", s.stdout.String())
	added := strings.TrimPrefix(s.stdout.String(), before)
	assert.Contains(t, added, "A game was started: its links.")
	assert.Regexp(t, `corpwar\s+tower\s+Bob\s+http://127\.0\.0\.1:\d+/p/[A-Za-z0-9_-]{22}`, added)
	assert.NotContains(t, added, "werk", "only the new game's links")
	assert.Contains(t, added, "█", "the host's QR code")
}

// The question before a risky move is play's: the phone asks first (HTTP
// 202), for the values play would take (no hand can only be declared
// illegal), and gets the whole words to send once the player confirms.
func TestServePlayAsksBeforeAnIllegalProduction(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rheinhessen", "new", "--players", "Anna,Ben", "--name", "werk", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	anna := playLinks(t, s)["Anna"]
	post := func(body string) (int, string) {
		t.Helper()
		resp, err := http.Post(anna+"/act", "application/json", strings.NewReader(body))
		require.NoError(t, err)
		defer resp.Body.Close()
		var b strings.Builder
		_, err = io.Copy(&b, resp.Body)
		require.NoError(t, err)
		return resp.StatusCode, b.String()
	}
	code, out := post(`{"args": ["produce", "Anna", "8S", "5C"], "ask": true}`)
	require.Equal(t, http.StatusAccepted, code, out)
	var q struct {
		Confirm string
		Args    []string
	}
	require.NoError(t, json.Unmarshal([]byte(out), &q))
	assert.Contains(t, q.Confirm, "8♠ 5♣", "the question names the cards")
	assert.Contains(t, q.Confirm, "safe (raw 13, 26 or less): the audit track stays at 0", "and says what it does to the audit track")
	assert.Equal(t, []string{"produce", "Anna", "8S", "5C", "--illegal"}, q.Args, "the words play would take")
	r = runCLI(t, "rheinhessen", "log", "--game", "werk", "--home", home)
	assert.NotContains(t, r.stdout, "Anna produces", "asking changes nothing")

	args, _ := json.Marshal(map[string]any{"args": q.Args})
	code, out = post(string(args))
	require.Equal(t, http.StatusOK, code, out)
	assert.Contains(t, out, "Anna produces 8♠ 5♣: no hand")
}

// seatOffers are the moves a link's phone offers now, by verb.
func seatOffers(t *testing.T, link string) map[string]spec.Offer {
	t.Helper()
	code, body := httpGet(t, link+"/offers")
	require.Equal(t, 200, code, body)
	var a struct{ Offers []spec.Offer }
	require.NoError(t, json.Unmarshal([]byte(body), &a))
	out := map[string]spec.Offer{}
	for _, o := range a.Offers {
		out[o.Verb] = o
	}
	return out
}

// field is the offer's field of that name.
func field(t *testing.T, o spec.Offer, name string) spec.OfferField {
	t.Helper()
	for _, f := range o.Fields {
		if f.Name == name {
			return f
		}
	}
	t.Fatalf("%s offers no field %s: %+v", o.Verb, name, o.Fields)
	return spec.OfferField{}
}

// R.I.G.S. from the seats' phones: the moves play writes by hand (a loan,
// a repayment, a deal, a Disaster card) are offered to each seat for
// itself, built from the verbs' descriptors, and taken through the engine
// as the command line's words.
func TestServePlayRIGSSeatsBorrowRepayDealAndResolveDisasters(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "mars", "--seed", "4", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := playLinks(t, s)
	act := func(seat string, args ...string) (int, string) {
		t.Helper()
		b, _ := json.Marshal(map[string]any{"args": args})
		resp, err := http.Post(links[seat]+"/act", "application/json", strings.NewReader(string(b)))
		require.NoError(t, err)
		defer resp.Body.Close()
		out, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(out)
	}
	values := func(f spec.OfferField) []string {
		var out []string
		for _, a := range f.Options {
			out = append(out, a.Value)
		}
		return out
	}

	// The Player Phase: each seat borrows and deals for itself.
	ann, bob := seatOffers(t, links["Ann"]), seatOffers(t, links["Bob"])
	for _, v := range []string{"loan", "give"} {
		require.Contains(t, ann, v, "Ann's phone offers %s", v)
		require.Contains(t, bob, v, "Bob's phone offers %s", v)
		assert.Equal(t, "Ann", ann[v].Seat)
		assert.Equal(t, "Bob", bob[v].Seat)
	}
	assert.NotContains(t, ann, "repay", "no script to repay yet")
	assert.Equal(t, "Who borrows?", field(t, ann["loan"], "player").Prompt)
	assert.True(t, field(t, ann["loan"], "player").Given, "the seat borrows for itself")
	assert.Equal(t, []string{"energy", "supplies", "metal"}, values(field(t, ann["loan"], "resource")))
	assert.Equal(t, "Which resource?", field(t, ann["loan"], "resource").Prompt)
	assert.Equal(t, []string{"Bob"}, values(field(t, ann["give"], "to")))
	assert.True(t, field(t, ann["survey"], "yield").Given, "the referee draws the survey card: not asked")

	code, out := act("Ann", "loan", "Ann", "energy", "2")
	require.Equal(t, 200, code, out)
	assert.Contains(t, out, "Vinnie lends Ann 2 Energy")
	ann = seatOffers(t, links["Ann"])
	require.Contains(t, ann, "repay", "Ann holds script now")
	assert.Equal(t, []string{"energy"}, values(field(t, ann["repay"], "resource")), "only the script she holds")
	assert.NotContains(t, seatOffers(t, links["Bob"]), "repay", "Bob holds none")
	code, out = act("Ann", "repay", "Ann", "energy", "1")
	require.Equal(t, 200, code, out)
	// (A seat may act a few times a second: Bob takes the deals.)
	code, out = act("Bob", "give", "Bob", "Ann", "credits", "5")
	require.Equal(t, 200, code, out)
	code, out = act("Bob", "give", "Ann", "Bob", "credits", "5")
	assert.Equal(t, http.StatusForbidden, code, "Bob cannot give Ann's credits: %s", out)
	code, out = act("Bob", "loan", "Bob", "energy", "99")
	assert.Equal(t, http.StatusConflict, code, "the rules check, as on the command line: %s", out)
	r = runCLI(t, "rigs", "log", "--game", "mars", "--home", home)
	assert.Contains(t, r.stdout, "Vinnie lends Ann 2 Energy")
	assert.Contains(t, r.stdout, "Bob gives Ann 5 credits")

	// The Disaster Phase: each seat resolves its own card.
	code, out = act("host", "next")
	require.Equal(t, 200, code, out)
	ann, bob = seatOffers(t, links["Ann"]), seatOffers(t, links["Bob"])
	require.Contains(t, ann, "disaster")
	require.Contains(t, bob, "disaster")
	assert.Equal(t, "Ann", ann["disaster"].Seat)
	assert.True(t, field(t, ann["disaster"], "title").Given, "the referee dealt it")
	assert.Equal(t, `Resolve Ann's Disaster card ("Safe!")`, ann["disaster"].Label, "the button names the card dealt")
	assert.Equal(t, `Resolve Bob's Disaster card ("Safe!")`, bob["disaster"].Label)
	code, out = act("host", "adjust", "Ann", "karma", "+1", "--reason", "a Karma card to swap")
	require.Equal(t, 200, code, out)
	assert.NotContains(t, seatOffers(t, links["Ann"]), "swap", "not before her Disaster is resolved")
	code, out = act("Ann", "disaster", "Ann")
	require.Equal(t, 200, code, out)
	assert.Contains(t, out, `Ann: \"Safe!\" — safe`)
	ann = seatOffers(t, links["Ann"])
	assert.NotContains(t, ann, "disaster", "Ann's card is resolved")
	require.Contains(t, ann, "swap", "Safe!: Ann may swap a Karma card")
	assert.True(t, field(t, ann["swap"], "card-title").Optional, "naming the card is up to her")
	assert.NotContains(t, seatOffers(t, links["Bob"]), "swap", "Bob holds no Karma card")
	code, out = act("Ann", "swap", "Ann")
	require.Equal(t, 200, code, out)
	assert.Contains(t, out, "Ann puts 1 Karma card on the Karma discard pile")
	assert.Contains(t, seatOffers(t, links["Bob"]), "disaster", "Bob's is not")
	code, out = act("Bob", "disaster", "Bob")
	require.Equal(t, 200, code, out)
	r = runCLI(t, "rigs", "log", "--game", "mars", "--home", home)
	assert.Contains(t, r.stdout, `Bob: "Safe!" — safe`, "logged through the engine")

	// The Production Phase: each seat chooses which of its plots get Energy.
	code, out = act("host", "next")
	require.Equal(t, 200, code, out)
	ann = seatOffers(t, links["Ann"])
	require.Contains(t, ann, "power")
	assert.Equal(t, "Ann", ann["power"].Seat)
	code, out = act("Ann", "power", "Ann")
	require.Equal(t, 200, code, out)
	assert.Contains(t, out, "Ann: the referee powers the most productive plots first.")
}

// The host ends a R.I.G.S. phase from the host's phone by a button, as
// play offers it (the host had to type 'next'); no seat is offered it, nor
// may send it.
func TestServePlayOffersTheRIGSPhaseEndToTheHostOnly(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "mars", "--seed", "4", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(s.stdout.String()), "\n") {
		var l map[string]string
		require.NoError(t, json.Unmarshal([]byte(line), &l))
		links[l["seat"]] = l["url"]
	}
	verbs := func(link string) map[string]string {
		t.Helper()
		code, body := httpGet(t, link+"/offers")
		require.Equal(t, 200, code)
		var a struct {
			Offers []struct{ Verb, Label string }
		}
		require.NoError(t, json.Unmarshal([]byte(body), &a))
		out := map[string]string{}
		for _, o := range a.Offers {
			out[o.Verb] = o.Label
		}
		return out
	}
	assert.Equal(t, "End the Player Phase", verbs(links["host"])["next"], "the host's button")
	assert.NotContains(t, verbs(links["Ann"]), "next", "a seat's phone")
	resp, err := http.Post(links["Ann"]+"/act", "application/json", strings.NewReader(`{"args": ["next"]}`))
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, 403, resp.StatusCode, "a seat may not end the phase")
	resp, err = http.Post(links["host"]+"/act", "application/json", strings.NewReader(`{"args": ["next"]}`))
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, 200, resp.StatusCode)
	assert.NotContains(t, verbs(links["host"]), "next", "the Disaster Phase ends once every card is resolved")
}

// A phone at a German table asks a verb's field in the field's German help
// (the catalogue's verb.<verb>.<field>, as --help says it), not in the
// code's English: Rheinhessen's --illegal box.
func TestServePlayAsksTheFieldsInTheTablesLanguage(t *testing.T) {
	home := t.TempDir()
	for _, args := range [][]string{
		{"rheinhessen", "new", "--players", "Anna,Ben", "--name", "werk", "--lang", "de"},
		{"rheinhessen", "new", "--players", "Ann,Bob", "--name", "works"},
	} {
		r := runCLI(t, append(args, "--home", home)...)
		require.Equal(t, 0, r.code, r.stderr)
	}
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := playLinks(t, s)
	assert.Equal(t, "die Produktion für illegal erklären (beliebige Karten, auch ein legales Blatt)",
		field(t, seatOffers(t, links["Anna"])["produce"], "illegal").Prompt)
	assert.Equal(t, "declare the production illegal (any cards; a legal hand too)",
		field(t, seatOffers(t, links["Ann"])["produce"], "illegal").Prompt)
}

// The box of words on a German phone shows a move as the German table types
// it (R.I.G.S.'s 'erkunden Anna 3'), an English phone as the English one.
func TestServePlayWordsExampleInTheTablesLanguage(t *testing.T) {
	home := t.TempDir()
	for _, args := range [][]string{
		{"rigs", "new", "--players", "Anna,Ben", "--name", "de", "--seed", "4", "--lang", "de"},
		{"rigs", "new", "--players", "Ann,Bob", "--name", "en", "--seed", "4"},
	} {
		r := runCLI(t, append(args, "--home", home)...)
		require.Equal(t, 0, r.code, r.stderr)
	}
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := playLinks(t, s)
	code, page := httpGet(t, links["Anna"])
	require.Equal(t, 200, code)
	assert.Contains(t, page, `placeholder="erkunden Anna 3"`)
	code, page = httpGet(t, links["Ann"])
	require.Equal(t, 200, code)
	assert.Contains(t, page, `placeholder="survey Ann 3"`)
}
