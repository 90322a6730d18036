package display_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/display"
	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
)

// turnsGame is the tally game whose verb names the player who adds (as the
// games' verbs do: "pass Ben"): only the player whose turn it is may.
func turnsGame() display.Game {
	return turnsGameOf(turnsSpec())
}

// turnsSpec is the tally game's spec with the verb "add" for the player
// whose turn it is.
func turnsSpec() *spec.Spec[*tally] {
	sp := tallySpec()
	current := func(s *tally) string { return s.Players[s.Turn%len(s.Players)] }
	sp.Verbs = []verb.Verb[*tally]{{
		Name:   "add",
		Fields: []verb.Field{{Name: "player"}, {Name: "n", Kind: verb.IntField}},
		Build: func(v verb.Values, s *tally) (referee.Action[*tally], error) {
			if v.String("player") != current(s) {
				return nil, referee.Refusef("tally rule 2: one player at a time", "it is %s's turn, not %s's", current(s), v.String("player"))
			}
			return &add{N: v.Int("n")}, nil
		},
		Label: func(s *tally) string { return "Add to the total (" + current(s) + ")" },
		Ask: map[string]verb.Ask[*tally]{
			"player": {Fixed: func(s *tally, _ verb.Values) (string, bool) { return current(s), true }},
			"n": {Options: func(*tally, verb.Values) []verb.Answer {
				return []verb.Answer{{Label: "one", Value: "1"}, {Label: "two", Value: "2"}}
			}},
		},
	}}
	return sp
}

func turnsGameOf(sp *spec.Spec[*tally]) display.Game {
	return display.Game{ID: "tally", Title: "Tally Ho", Referee: spec.New(sp),
		Private: func(_, _, seat string) (string, error) { return "your hand: QH-" + seat + "\nKS-" + seat, nil }}
}

// playFixture is a server with --play and a game of Ann and Bob.
type playFixture struct {
	*fixture
	links map[string]display.Link // by seat
}

func newPlay(t *testing.T) *playFixture {
	t.Helper()
	f := newFixture(t, display.Options{Games: []display.Game{turnsGame()}, Play: true})
	newTally(t, f.home, "friday", "Ann", "Bob")
	pf := &playFixture{fixture: f, links: map[string]display.Link{}}
	for _, l := range f.srv.Links() {
		pf.links[l.Seat] = l
	}
	return pf
}

// post sends an action to path; header pairs are set on the request.
func (f *fixture) post(t *testing.T, path, body string, header ...string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, path, strings.NewReader(body))
	req.Host = "127.0.0.1:8080"
	req.Header.Set("Content-Type", "application/json")
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	f.srv.ServeHTTP(rec, req)
	return rec
}

func (f *fixture) total(t *testing.T) int {
	t.Helper()
	s, err := turnsGame().Referee.Open(f.home, "friday", true)
	require.NoError(t, err)
	defer s.Close()
	var b bytes.Buffer
	require.NoError(t, s.Show(&b, true))
	var v struct{ Total int }
	require.NoError(t, json.Unmarshal(b.Bytes(), &v))
	return v.Total
}

func TestPlayGivesEachSeatAndTheHostAnUnguessableLink(t *testing.T) {
	f := newPlay(t)
	links := f.srv.Links()
	var seats, tokens []string
	for _, l := range links {
		seats = append(seats, l.Seat)
		tok := strings.TrimPrefix(l.Path, "/p/")
		assert.Len(t, tok, 22, "128 bits, base64url")
		assert.NotContains(t, tokens, tok)
		tokens = append(tokens, tok)
		assert.Equal(t, "tally", l.Game)
		assert.Equal(t, "friday", l.Name)
	}
	assert.Equal(t, []string{"host", "Ann", "Bob"}, seats)
	assert.Equal(t, links, f.srv.Links(), "the same links for as long as the server runs")
	// A game started while it runs gets links too.
	newTally(t, f.home, "later", "Cy")
	assert.Len(t, f.srv.Links(), 5)
}

func TestPlaySeatActsForItselfOnlyAndGetsTheVerbsJSON(t *testing.T) {
	f := newPlay(t)
	bob, ann := f.links["Bob"].Path, f.links["Ann"].Path
	r := f.post(t, bob+"/act", `{"args": ["add", "Ann", "2"]}`)
	assert.Equal(t, http.StatusForbidden, r.Code)
	assert.Contains(t, r.Body.String(), "it acts for Bob only")
	r = f.post(t, bob+"/act", `{"args": ["add", "Bob", "2"]}`)
	assert.Equal(t, http.StatusConflict, r.Code, "the rules check: not Bob's turn")
	var e struct {
		Code                 int
		Error, Message, Rule string
	}
	require.NoError(t, json.Unmarshal(r.Body.Bytes(), &e))
	assert.Equal(t, 1, e.Code)
	assert.Equal(t, "refused", e.Error)
	assert.Equal(t, "it is Ann's turn, not Bob's", e.Message)
	assert.Equal(t, "tally rule 2: one player at a time", e.Rule)
	assert.Zero(t, f.total(t), "a refusal changes nothing")

	r = f.post(t, ann+"/act", `{"args": ["add", "Ann", "2"]}`)
	require.Equal(t, http.StatusOK, r.Code, r.Body.String())
	var ok struct {
		Game   string
		Events []string
		State  map[string]any
	}
	require.NoError(t, json.Unmarshal(r.Body.Bytes(), &ok))
	assert.Equal(t, "friday", ok.Game)
	assert.Equal(t, []string{"Ann adds 2: the total is 2."}, ok.Events)
	assert.Equal(t, 2, f.total(t), "saved through the engine")
	for _, hidden := range []string{"QH-", "GOAL-", "secret_goal", `"hand"`} {
		assert.NotContains(t, r.Body.String(), hidden, "no hidden thing in a phone's answer")
	}
	// A usage error is code 2, as on the command line.
	r = f.post(t, bob+"/act", `{"args": ["add", "Bob", "many"]}`)
	assert.Equal(t, http.StatusBadRequest, r.Code)
	assert.Contains(t, r.Body.String(), `"code": 2`)
	r = f.post(t, bob+"/act", `{"args": ["fly", "Bob"]}`)
	assert.Equal(t, http.StatusBadRequest, r.Code)
	// Only the host undoes.
	r = f.post(t, ann+"/act", `{"args": ["undo"]}`)
	assert.Equal(t, http.StatusForbidden, r.Code)
	r = f.post(t, f.links["host"].Path+"/act", `{"args": ["undo"]}`, "Accept", "text/plain")
	require.Equal(t, http.StatusOK, r.Code, r.Body.String())
	assert.Zero(t, f.total(t), "the host undid")
	r = f.post(t, f.links["host"].Path+"/act", `{"args": ["add", "Ann", "1"]}`)
	require.Equal(t, http.StatusOK, r.Code, "the host acts for any seat: %s", r.Body.String())
}

func TestPlayOffersAreTheSeatsMovesFromTheDescriptors(t *testing.T) {
	f := newPlay(t)
	page := f.get(t, f.links["Ann"].Path)
	require.Equal(t, 200, page.StatusCode)
	html := body(t, page)
	assert.Contains(t, html, `data-base="`+f.links["Ann"].Path+`"`, "the page is bound to its link")
	assert.Contains(t, html, `<span class="seat" id="seat">Ann</span>`)
	assert.Contains(t, html, "Ann adds 1 to 10", "the game's public view")
	assert.NotContains(t, html, "QH-Ann", "no hand on the page")
	assert.NotContains(t, html, f.links["Bob"].Path, "a seat's page holds its own link only")
	host := body(t, f.get(t, f.links["host"].Path))
	assert.Contains(t, host, f.links["host"].Path+`/qr/2`, "the host's page shows each seat's code")
	qr := f.get(t, f.links["host"].Path+"/qr/2")
	assert.Equal(t, "image/png", qr.Header.Get("Content-Type"))
	assert.Equal(t, http.StatusForbidden, f.get(t, f.links["Ann"].Path+"/qr/2").StatusCode, "only the host's page shows the codes")
	var got struct {
		Seat    string
		Entries int
		Offers  []spec.Offer
	}
	r := f.get(t, f.links["Ann"].Path+"/offers")
	require.Equal(t, 200, r.StatusCode)
	require.NoError(t, json.NewDecoder(r.Body).Decode(&got))
	require.Len(t, got.Offers, 1)
	o := got.Offers[0]
	assert.Equal(t, "add", o.Verb)
	assert.Equal(t, "Add to the total (Ann)", o.Label)
	assert.Equal(t, "Ann", o.Seat)
	assert.True(t, o.Fields[0].Given)
	assert.Equal(t, []verb.Answer{{Label: "one", Value: "1"}, {Label: "two", Value: "2"}}, o.Fields[1].Options)
	r = f.get(t, f.links["Bob"].Path+"/offers")
	got.Offers = nil
	require.NoError(t, json.NewDecoder(r.Body).Decode(&got))
	assert.Empty(t, got.Offers, "not Bob's turn: nothing to offer Bob")
}

func TestPlayRefusesWhatIsNotASeatsAction(t *testing.T) {
	f := newPlay(t)
	ann := f.links["Ann"].Path
	tok := strings.TrimPrefix(ann, "/p/")
	now := time.Unix(1e9, 0)
	for _, c := range []struct {
		name, path, body string
		header           []string
		status           int
	}{
		{"no token", "/p/act", `{"args": ["add", "Ann", "1"]}`, nil, http.StatusMethodNotAllowed},
		{"no token, empty", "/p//act", `{"args": ["add", "Ann", "1"]}`, nil, http.StatusBadRequest},
		{"a wrong token", "/p/AAAAAAAAAAAAAAAAAAAAAA/act", `{"args": ["add", "Ann", "1"]}`, nil, http.StatusNotFound},
		{"a token one letter off", "/p/" + tok[:21] + "x/act", `{"args": ["add", "Ann", "1"]}`, nil, http.StatusNotFound},
		{"a path trick", "/p/" + tok + "/../act", `{"args": ["add", "Ann", "1"]}`, nil, http.StatusBadRequest},
		{"an escaped path trick", "/p/" + tok + "/%2e%2e/act", `{"args": ["add", "Ann", "1"]}`, nil, http.StatusBadRequest},
		{"the game's page", "/g/tally/friday", `{"args": ["add", "Ann", "1"]}`, nil, http.StatusMethodNotAllowed},
		{"another site", ann + "/act", `{"args": ["add", "Ann", "1"]}`, []string{"Origin", "http://evil.example"}, http.StatusForbidden},
		{"another site (fetch metadata)", ann + "/act", `{"args": ["add", "Ann", "1"]}`, []string{"Sec-Fetch-Site", "cross-site"}, http.StatusForbidden},
		{"a form", ann + "/act", `args=add+Ann+1`, []string{"Content-Type", "application/x-www-form-urlencoded"}, http.StatusUnsupportedMediaType},
		{"an oversized body", ann + "/act", `{"args": ["add", "Ann", "1"], "id": "` + strings.Repeat("x", 5000) + `"}`, nil, http.StatusRequestEntityTooLarge},
		{"unknown fields", ann + "/act", `{"args": ["add", "Ann", "1"], "as": "Bob"}`, nil, http.StatusBadRequest},
		{"no args", ann + "/act", `{}`, nil, http.StatusBadRequest},
		{"two actions in one body", ann + "/act", `{"args": ["add", "Ann", "1"]} {"args": ["add", "Ann", "2"]}`, nil, http.StatusBadRequest},
		{"a body after the action", ann + "/act", `{"args": ["add", "Ann", "1"]} x`, nil, http.StatusBadRequest},
	} {
		// a second apart: every POST spends from the link's budget, which
		// has its own test
		now = now.Add(time.Second)
		display.FreezePlayClock(f.srv, now)
		r := f.post(t, c.path, c.body, c.header...)
		assert.Equal(t, c.status, r.Code, "%s: %s", c.name, r.Body.String())
	}
	assert.Zero(t, f.total(t), "nothing refused changed the game")
	r := f.get(t, "/p/AAAAAAAAAAAAAAAAAAAAAA")
	assert.Equal(t, http.StatusNotFound, r.StatusCode)
	for _, l := range f.srv.Links() {
		assert.NotContains(t, f.log.String(), strings.TrimPrefix(l.Path, "/p/"), "a token is never logged")
	}
	assert.Contains(t, f.log.String(), "/p/<token>/act")
}

func TestPlayRetryWithTheSameIDIsAppliedOnce(t *testing.T) {
	f := newPlay(t)
	ann := f.links["Ann"].Path
	first := f.post(t, ann+"/act", `{"args": ["add", "Ann", "2"], "id": "a1"}`)
	require.Equal(t, http.StatusOK, first.Code)
	again := f.post(t, ann+"/act", `{"args": ["add", "Ann", "2"], "id": "a1"}`)
	assert.Equal(t, http.StatusOK, again.Code)
	assert.Equal(t, first.Body.String(), again.Body.String(), "the same answer")
	assert.Equal(t, "1", again.Header().Get("X-Boardroom-Replayed"))
	assert.Equal(t, 2, f.total(t), "applied once")
}

func TestPlayTwoPhonesAtOnceOneIsAccepted(t *testing.T) {
	f := newPlay(t)
	ann, host := f.links["Ann"].Path, f.links["host"].Path
	var wg sync.WaitGroup
	codes := make([]int, 2)
	bodies := make([]string, 2)
	for i, p := range []string{ann, host} {
		wg.Go(func() {
			r := f.post(t, p+"/act", fmt.Sprintf(`{"args": ["add", "Ann", "%d"], "id": "c%d", "seen": 0}`, i+1, i))
			codes[i], bodies[i] = r.Code, r.Body.String()
		})
	}
	wg.Wait()
	slices.Sort(codes)
	assert.Equal(t, []int{http.StatusOK, http.StatusConflict}, codes, "%v", bodies)
	refused := bodies[0]
	if !strings.Contains(refused, "refused") {
		refused = bodies[1]
	}
	assert.Contains(t, refused, "it is no longer your turn")
	assert.Contains(t, []int{1, 2}, f.total(t), "exactly one applied")
}

func TestPlayRateLimitsEachSeat(t *testing.T) {
	f := newPlay(t)
	display.FreezePlayClock(f.srv, time.Unix(1e9, 0))
	bob := f.links["Bob"].Path
	var codes []int
	for range 6 {
		codes = append(codes, f.post(t, bob+"/act", `{"args": ["add", "Bob", "1"]}`).Code)
	}
	assert.Equal(t, []int{409, 409, 409, 409, 409, http.StatusTooManyRequests}, codes)
	assert.Equal(t, http.StatusOK, f.post(t, f.links["Ann"].Path+"/act", `{"args": ["add", "Ann", "1"]}`).Code, "another seat has its own budget")
}

func TestReadOnlyServeHasNoSeats(t *testing.T) {
	f := newFixture(t, display.Options{Games: []display.Game{turnsGame()}})
	newTally(t, f.home, "friday", "Ann")
	assert.Empty(t, f.srv.Links())
	assert.Equal(t, http.StatusMethodNotAllowed, f.post(t, "/p/AAAAAAAAAAAAAAAAAAAAAA/act", `{"args": ["add", "Ann", "1"]}`).Code)
	assert.Equal(t, http.StatusNotFound, f.get(t, "/p/AAAAAAAAAAAAAAAAAAAAAA").StatusCode)
}

// BenchmarkPhoneActionToPage measures how long the TV waits, after a phone
// sends an action (POST <seat link>/act on loopback), for its page to show
// it: the whole path, the engine's lock, check, save and log included.
func BenchmarkPhoneActionToPage(b *testing.B) {
	home := b.TempDir()
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{turnsGame()}, Play: true})
	require.NoError(b, err)
	defer srv.Close()
	newTally(b, home, "friday", "Ann")
	ts := httptest.NewServer(srv)
	defer ts.Close()
	var ann string
	for _, l := range srv.Links() {
		if l.Seat == "Ann" {
			ann = ts.URL + l.Path
		}
	}
	s := openStream(b, ts.Client(), ts.URL+"/g/tally/friday/events")
	defer s.cancel()
	s.waitFor(b, "total 0", 30*time.Second)
	var waits []time.Duration
	b.ResetTimer()
	for i := 1; i <= b.N; i++ {
		// a second between actions, as at a table: the seat's rate limit
		// is not what is measured
		display.FreezePlayClock(srv, time.Unix(int64(i), 0))
		start := time.Now()
		r, err := ts.Client().Post(ann+"/act", "application/json", strings.NewReader(`{"args": ["add", "Ann", "1"]}`))
		require.NoError(b, err)
		r.Body.Close()
		require.Equal(b, http.StatusOK, r.StatusCode)
		s.waitFor(b, fmt.Sprintf("total %d<", i), 30*time.Second)
		waits = append(waits, time.Since(start))
	}
	slices.Sort(waits)
	b.ReportMetric(float64(waits[len(waits)/2].Microseconds())/1000, "median-ms")
	b.ReportMetric(float64(waits[len(waits)-1].Microseconds())/1000, "worst-ms")
}

func TestPlayAHandIsOnItsOwnersPhoneOnly(t *testing.T) {
	f := newPlay(t)
	assert.Equal(t, "your hand: QH-Ann\nKS-Ann", body(t, f.get(t, f.links["Ann"].Path+"/private")))
	assert.Equal(t, "your hand: QH-Bob\nKS-Bob", body(t, f.get(t, f.links["Bob"].Path+"/private")))
	assert.Empty(t, body(t, f.get(t, f.links["host"].Path+"/private")), "the host sees no one's hand")
	for _, path := range []string{"/g/tally/friday", f.links["Bob"].Path, f.links["host"].Path, f.links["Ann"].Path} {
		assert.NotContains(t, body(t, f.get(t, path)), "QH-Ann", "%s: the pages carry no hand (the phone asks for its own)", path)
	}
	assert.Equal(t, http.StatusNotFound, f.get(t, "/p/AAAAAAAAAAAAAAAAAAAAAA/private").StatusCode)
}

// bonusGame is turnsGame with a verb that `play` never offers (no Label),
// as the games' "adjust": the table's agreement, taken by the host.
func bonusGame() display.Game {
	sp := turnsSpec()
	sp.Verbs = append(sp.Verbs, verb.Verb[*tally]{
		Name:   "bonus",
		Fields: []verb.Field{{Name: "player"}, {Name: "n", Kind: verb.IntField}},
		Build: func(v verb.Values, s *tally) (referee.Action[*tally], error) {
			return &add{N: v.Int("n")}, nil
		},
	})
	return turnsGameOf(sp)
}

func TestPlayASeatUsesOnlyTheVerbsPlayOffers(t *testing.T) {
	f := newFixture(t, display.Options{Games: []display.Game{bonusGame()}, Play: true})
	newTally(t, f.home, "friday", "Ann", "Bob")
	links := map[string]string{}
	for _, l := range f.srv.Links() {
		links[l.Seat] = l.Path
	}
	r := f.post(t, links["Ann"]+"/act", `{"args": ["bonus", "Ann", "5"]}`)
	assert.Equal(t, http.StatusForbidden, r.Code, r.Body.String())
	assert.Contains(t, r.Body.String(), "the host's")
	assert.Zero(t, f.total(t), "a seat gives itself nothing")
	r = f.post(t, links["Ann"]+"/act", `{"args": ["add", "Ann", "2"]}`)
	assert.Equal(t, http.StatusOK, r.Code, "a verb play offers: %s", r.Body.String())
	r = f.post(t, links["Ann"]+"/act", `{"args": ["add", "Ann", "2"], "seen": 0}`)
	assert.Equal(t, http.StatusConflict, r.Code, "a verb play offers, not now: the rules say why")
	r = f.post(t, links["host"]+"/act", `{"args": ["bonus", "Ann", "5"]}`)
	assert.Equal(t, http.StatusOK, r.Code, "the host takes the table's agreements: %s", r.Body.String())
	assert.Equal(t, 7, f.total(t))
}

func TestPlayRetriesAtOnceWithOneIDAreAppliedOnce(t *testing.T) {
	f := newPlay(t)
	host := f.links["host"].Path
	var wg sync.WaitGroup
	bodies := make([]string, 5)
	for i := range bodies {
		wg.Go(func() {
			bodies[i] = f.post(t, host+"/act", `{"args": ["add", "Ann", "1"], "id": "same"}`).Body.String()
		})
	}
	wg.Wait()
	assert.Equal(t, 1, f.total(t), "applied once")
	for _, b := range bodies {
		assert.Equal(t, bodies[0], b, "every retry gets the first answer")
	}
}

func TestPlayATokenInAMalformedPathIsNotLogged(t *testing.T) {
	f := newPlay(t)
	tok := strings.TrimPrefix(f.links["Ann"].Path, "/p/")
	// A token glued to other letters too: a link pasted with the full
	// stop of its sentence, a "P" a phone capitalised, a typo.
	for _, p := range []string{"//p/" + tok + "/act", "/p/x/../" + tok + "/act", "/x/" + tok, "/p/" + tok + "//act",
		"/P/" + tok + ".", "/P/" + tok + "/act", "/" + tok + ".x", "/pp/" + tok + "~", "/p/x/" + tok + ".", "/q/x" + tok + "x.y/act"} {
		r := f.post(t, p, `{"args": ["add", "Ann", "1"]}`)
		assert.GreaterOrEqual(t, r.Code, 400, p)
	}
	// A refusal that repeats a piece of its path ("no saved game ...").
	for _, p := range []string{"/g/x" + tok + "/friday", "/g/tally/" + tok + "x", "/assets/" + tok + ".css", "/style/" + tok + ".css"} {
		assert.GreaterOrEqual(t, f.get(t, p).StatusCode, 400, p)
	}
	require.NotEmpty(t, f.log.String(), "the refusals are logged")
	assert.NotContains(t, f.log.String(), tok, "a token is never logged")
}

func TestPlayASlowBodyDoesNotHoldTheConnection(t *testing.T) {
	defer display.ShortenActRead(50 * time.Millisecond)()
	f := newPlay(t)
	ts := httptest.NewServer(f.srv)
	defer ts.Close()
	conn, err := net.Dial("tcp", ts.Listener.Addr().String())
	require.NoError(t, err)
	defer conn.Close()
	// Half a body, and nothing more: the server answers rather than wait.
	fmt.Fprintf(conn, "POST %s/act HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"args\"", f.links["Ann"].Path)
	require.NoError(t, conn.SetReadDeadline(time.Now().Add(5*time.Second)))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	require.NoError(t, err, "the server ends a request whose body does not come")
	defer resp.Body.Close()
	assert.Equal(t, http.StatusBadRequest, resp.StatusCode)
	assert.Zero(t, f.total(t))
}

// A seat the referee plays (an AI's) gets no link: none is listed, the
// host's page shows no code for it, and a link of a seat the referee plays
// now (the game was started again with an AI there) is refused.
func TestPlayGivesNoLinkToASeatTheRefereePlays(t *testing.T) {
	f := newFixture(t, display.Options{Games: []display.Game{turnsGame()}, Play: true})
	newTallyWithAI(t, f.home, "solo", []string{"Ann", "Robo", "Bob"}, []string{"Robo"})
	var seats []string
	links := map[string]display.Link{}
	for _, l := range f.srv.Links() {
		seats = append(seats, l.Seat)
		links[l.Seat] = l
	}
	assert.Equal(t, []string{"host", "Ann", "Bob"}, seats, "no link for the AI's seat")
	host := body(t, f.get(t, links["host"].Path))
	assert.Contains(t, host, links["host"].Path+`/qr/2`, "a code per person's seat")
	assert.NotContains(t, host, links["host"].Path+`/qr/3`)
	assert.NotContains(t, host, "<figcaption>Robo<", "no code for the AI's seat")

	// The same game started again, Bob now played by the referee: no
	// link of his acts, nor shows anything.
	path := filepath.Join(f.home, "tally", "solo.json")
	require.NoError(t, os.Remove(path))
	newTallyWithAI(t, f.home, "solo", []string{"Ann", "Robo", "Bob"}, []string{"Robo", "Bob"})
	r := f.post(t, links["Bob"].Path+"/act", `{"args": ["add", "Bob", "1"]}`)
	assert.Equal(t, http.StatusNotFound, r.Code, r.Body.String())
	assert.Equal(t, http.StatusNotFound, f.get(t, links["Bob"].Path).StatusCode)
	assert.Equal(t, http.StatusNotFound, f.get(t, links["Bob"].Path+"/offers").StatusCode)
	seats = nil
	for _, l := range f.srv.Links() {
		seats = append(seats, l.Seat)
	}
	assert.Equal(t, []string{"host", "Ann"}, seats)
}

// watchLinks runs the server's watch for new games (from the links known)
// until the test ends; next is the links it tells next, waited for up to
// 10 s.
func watchLinks(t *testing.T, f *fixture, known []display.Link) (next func() []display.Link) {
	t.Helper()
	told := make(chan []display.Link, 4)
	done := make(chan struct{})
	stopped := make(chan struct{})
	watch := f.srv.WatchLinks(known)
	go func() {
		defer close(stopped)
		watch(done, func(l []display.Link) { told <- l })
	}()
	t.Cleanup(func() { close(done); <-stopped })
	return func() []display.Link {
		t.Helper()
		select {
		case l := <-told:
			return l
		case <-time.After(10 * time.Second):
			t.Fatal("no new game's links were told")
			return nil
		}
	}
}

// nextMillisecond returns once the clock has passed the millisecond it was
// called in (a save keeps its times to the millisecond).
func nextMillisecond() {
	start := time.Now().Truncate(time.Millisecond)
	for !time.Now().Truncate(time.Millisecond).After(start) {
	}
}

// A game removed and started again under the same name is another game:
// the links of the first (perhaps in the pockets of another table) act no
// more and show nothing, the new game has links of its own, and they are
// told.
func TestPlayAGameStartedAgainUnderItsNameHasNewLinks(t *testing.T) {
	f := newPlay(t)
	next := watchLinks(t, f.fixture, f.srv.Links())

	old := f.links
	require.NoError(t, os.Remove(filepath.Join(f.home, "tally", "friday.json")))
	// A save keeps its start to the millisecond: the new game starts in a
	// later one, as any game started again by hand does.
	nextMillisecond()
	newTally(t, f.home, "friday", "Ann", "Bob")
	for _, seat := range []string{"host", "Ann"} {
		p := old[seat].Path
		assert.Equal(t, http.StatusNotFound, f.get(t, p).StatusCode, seat)
		assert.Equal(t, http.StatusNotFound, f.get(t, p+"/offers").StatusCode, seat)
		assert.Equal(t, http.StatusNotFound, f.get(t, p+"/private").StatusCode, seat)
		r := f.post(t, p+"/act", `{"args": ["add", "Ann", "1"]}`)
		assert.Equal(t, http.StatusNotFound, r.Code, seat+": "+r.Body.String())
	}
	r := f.post(t, old["host"].Path+"/act", `{"args": ["undo"]}`)
	assert.Equal(t, http.StatusNotFound, r.Code, "the old host's link undoes nothing")
	assert.Equal(t, 0, f.total(t), "nothing was done to the new game")

	links := f.srv.Links()
	require.Len(t, links, 3)
	for _, l := range links {
		assert.NotEqual(t, old[l.Seat].Path, l.Path, l.Seat+": a new token")
	}
	assert.Equal(t, links, next(), "the new game's links are told")
	byseat := map[string]display.Link{}
	for _, l := range links {
		byseat[l.Seat] = l
	}
	r = f.post(t, byseat["Ann"].Path+"/act", `{"args": ["add", "Ann", "1"]}`)
	require.Equal(t, http.StatusOK, r.Code, r.Body.String())
	assert.Equal(t, 1, f.total(t))
	host := body(t, f.get(t, byseat["host"].Path))
	assert.Contains(t, host, byseat["host"].Path+"/qr/1")
}

// A player named "host" (in any case) gets a seat's link like anyone
// else, with its own token: it acts for that seat only, and the host's link
// stays the host's.
func TestPlayAPlayerNamedHostHasASeatOfTheirOwn(t *testing.T) {
	f := newFixture(t, display.Options{Games: []display.Game{turnsGame()}, Play: true})
	newTally(t, f.home, "friday", "host", "Ann")
	var hostLink, seat display.Link
	var n int
	for _, l := range f.srv.Links() {
		n++
		if l.Host {
			hostLink = l
		} else if l.Seat == "host" {
			seat = l
		}
	}
	require.Equal(t, 3, n, "the host's link and two seats")
	require.True(t, hostLink.Host)
	require.NotEmpty(t, seat.Path, "the player named host has a seat's link")
	assert.NotEqual(t, hostLink.Path, seat.Path)

	r := f.post(t, seat.Path+"/act", `{"args": ["undo"]}`)
	assert.Equal(t, http.StatusForbidden, r.Code, "a seat does not undo, whatever its name")
	r = f.post(t, seat.Path+"/act", `{"args": ["add", "Ann", "1"]}`)
	assert.Equal(t, http.StatusForbidden, r.Code, "a seat acts for itself only")
	r = f.post(t, seat.Path+"/act", `{"args": ["add", "host", "2"]}`)
	require.Equal(t, http.StatusOK, r.Code, r.Body.String())
	page := body(t, f.get(t, seat.Path))
	assert.Contains(t, page, `<span class="seat" id="seat">host</span>`)
	assert.NotContains(t, page, `id="links"`, "a seat's page shows no codes")
	r = f.post(t, hostLink.Path+"/act", `{"args": ["undo"]}`)
	assert.Equal(t, http.StatusOK, r.Code, "the host's link undoes")
	assert.Equal(t, http.StatusOK, f.get(t, hostLink.Path+"/qr/1").StatusCode, "the code of the seat named host")
	assert.Equal(t, http.StatusForbidden, f.get(t, seat.Path+"/qr/1").StatusCode)

	newTally(t, f.home, "saturday", "HOST", "Bob")
	var seats []string
	for _, l := range f.srv.Links() {
		if l.Name == "saturday" && !l.Host {
			seats = append(seats, l.Seat)
		}
	}
	assert.Equal(t, []string{"HOST", "Bob"}, seats)
}

// A game started while the server runs: its links are told as soon as the
// server notices it (serve --play prints them), once, and not those of the
// games told already.
func TestPlayTellsTheLinksOfAGameStartedWhileItRuns(t *testing.T) {
	f := newPlay(t)
	next := watchLinks(t, f.fixture, f.srv.Links())
	newTallyWithAI(t, f.home, "later", []string{"Cy", "Robo", "Di"}, []string{"Robo"})
	links := next()
	var seats []string
	for _, l := range links {
		assert.Equal(t, "later", l.Name, "only the new game's links")
		seats = append(seats, l.Seat)
	}
	assert.Equal(t, []string{"host", "Cy", "Di"}, seats)
	assert.True(t, links[0].Host)
	assert.Subset(t, f.srv.Links(), links, "the links the server acts on")
	assert.Equal(t, http.StatusOK, f.get(t, links[1].Path).StatusCode)

	// An action in a known game tells nothing; another new game is told.
	r := f.post(t, f.links["Ann"].Path+"/act", `{"args": ["add", "Ann", "1"]}`)
	require.Equal(t, http.StatusOK, r.Code)
	newTally(t, f.home, "sunday", "Eve")
	links = next()
	require.Len(t, links, 2)
	assert.Equal(t, "sunday", links[0].Name)
	assert.Equal(t, "Eve", links[1].Seat)
}

// A game that cannot be read at the start has only the host's link; its
// seats' links are told once it can be read.
func TestPlayTellsTheSeatsOfAGameMendedWhileItRuns(t *testing.T) {
	f := newFixture(t, display.Options{Games: []display.Game{turnsGame()}, Play: true})
	require.NoError(t, os.MkdirAll(filepath.Join(f.home, "tally"), 0o755))
	path := filepath.Join(f.home, "tally", "friday.json")
	require.NoError(t, os.WriteFile(path, []byte(`{"format": 1, "game": "tally", "na`), 0o644))
	known := f.srv.Links()
	require.Len(t, known, 1, "the host's link alone: no seat is known")
	next := watchLinks(t, f, known)
	require.NoError(t, os.Remove(path))
	newTally(t, f.home, "friday", "Ann", "Bob")
	links := next()
	var seats []string
	for _, l := range links {
		seats = append(seats, l.Seat)
	}
	assert.Equal(t, []string{"host", "Ann", "Bob"}, seats)
	assert.Equal(t, known[0], links[0], "the same host link")
}

// What serve --play prints about its links speaks the computer's
// language: the rows, then each game's host link with its code.
func TestTellLinksSpeaksTheLanguage(t *testing.T) {
	links := []display.Link{{Game: "tally", Name: "friday", Seat: "host", Host: true, Path: "/p/HOST"}, {Game: "tally", Name: "friday", Seat: "Ann", Path: "/p/ANN"}}
	codes := 0
	qr := func(w io.Writer, url string) { codes++; fmt.Fprintf(w, "[code of %s]\n", url) }
	var de, en, later bytes.Buffer
	display.TellLinks(&de, msg.DE, links, "http://h:1", true, qr)
	display.TellLinks(&en, msg.EN, links, "http://h:1", true, qr)
	display.TellLinks(&later, msg.EN, links, "http://h:1", false, qr)
	assert.Contains(t, de.String(), "Gib jedem nur den eigenen")
	// A player named host has a row like any seat; the host's link has
	// none, only its own head, so that the two are not mixed up.
	var named bytes.Buffer
	display.TellLinks(&named, msg.EN, append(links, display.Link{Game: "tally", Name: "friday", Seat: "host", Path: "/p/SEAT"}), "http://h:1", true,
		func(w io.Writer, url string) { fmt.Fprintf(w, "[code of %s]\n", url) })
	assert.Regexp(t, `(?m)^  tally\s+friday\s+host\s+http://h:1/p/SEAT$`, named.String())
	assert.NotRegexp(t, `tally\s+friday\s+host\s+http://h:1/p/HOST`, named.String(), "no row for the host's link")
	assert.Contains(t, named.String(), "The host's link of tally/friday (its page shows the QR code of every seat):\n  http://h:1/p/HOST\n[code of http://h:1/p/HOST]")
	assert.Contains(t, de.String(), "Der Link der Spielleitung von tally/friday")
	assert.Contains(t, en.String(), "give each player only their own")
	assert.Regexp(t, `tally\s+friday\s+Ann\s+http://h:1/p/ANN\n`, en.String())
	assert.Contains(t, en.String(), "[code of http://h:1/p/HOST]", "the host's code, not a seat's")
	assert.NotContains(t, en.String(), "[code of http://h:1/p/ANN]")
	assert.Contains(t, later.String(), "A game was started: its links.")
	assert.Equal(t, 3, codes)
	// the addresses stand in one column whatever the lengths of the games'
	// names, the people's and the seats'
	var long bytes.Buffer
	display.TellLinks(&long, msg.EN, []display.Link{{Game: "tally", Name: "friday", Seat: "Ann", Path: "/p/A"},
		{Game: "corporate", Name: "friday-2026-11-29", Seat: "Jürgen", Path: "/p/B"}}, "http://h:1", true, qr)
	var at []int
	for _, line := range strings.Split(long.String(), "\n") {
		if i := strings.Index(line, "http://"); i >= 0 {
			at = append(at, utf8.RuneCountInString(line[:i]))
		}
	}
	require.Len(t, at, 2)
	assert.Equal(t, at[0], at[1], "%s", long.String())
	var none bytes.Buffer
	display.TellLinks(&none, msg.DE, nil, "http://h:1", true, qr)
	assert.Contains(t, none.String(), "Noch keine gespeicherte Partie")
}

// A verb whose first word is a die (the table's roll, the host's to
// enter) names no seat, even when a player is called "3": that seat
// neither is offered the roll nor may enter it.
func TestPlayASeatNamedLikeADieDoesNotRollForTheTable(t *testing.T) {
	sp := turnsSpec()
	sp.Verbs = append(sp.Verbs, verb.Verb[*tally]{
		Name:   "roll",
		Fields: []verb.Field{{Name: "die", Kind: verb.IntField}},
		Build: func(v verb.Values, s *tally) (referee.Action[*tally], error) {
			return &add{N: v.Int("die")}, nil
		},
		Label: func(*tally) string { return "Enter the table's roll" },
		Ask: map[string]verb.Ask[*tally]{"die": {Options: func(*tally, verb.Values) []verb.Answer {
			return []verb.Answer{{Label: "1", Value: "1"}, {Label: "2", Value: "2"}, {Label: "3", Value: "3"}}
		}}},
	})
	f := newFixture(t, display.Options{Games: []display.Game{turnsGameOf(sp)}, Play: true})
	newTally(t, f.home, "friday", "3", "Bob")
	links := map[string]string{}
	for _, l := range f.srv.Links() {
		links[l.Seat] = l.Path
	}
	r := f.post(t, links["3"]+"/act", `{"args": ["roll", "3"]}`)
	assert.Equal(t, http.StatusForbidden, r.Code, r.Body.String())
	assert.Zero(t, f.total(t), "the seat rolled nothing for the table")
	var offers struct{ Offers []spec.Offer }
	require.NoError(t, json.Unmarshal([]byte(body(t, f.get(t, links["3"]+"/offers"))), &offers))
	var verbs []string
	for _, o := range offers.Offers {
		verbs = append(verbs, o.Verb)
	}
	assert.Equal(t, []string{"add"}, verbs, "the seat's own move, not the table's roll")
	r = f.post(t, links["3"]+"/act", `{"args": ["add", "3", "1"]}`)
	assert.Equal(t, http.StatusOK, r.Code, "its own moves: %s", r.Body.String())
	r = f.post(t, links["host"]+"/act", `{"args": ["roll", "3"]}`)
	assert.Equal(t, http.StatusOK, r.Code, "the host enters the roll: %s", r.Body.String())
	assert.Equal(t, 4, f.total(t))
}

// countedOpen is a game's referee that notes, at each read of a save,
// how many saves the server reads at that moment.
type countedOpen struct {
	spec.Handle
	seen func(readOnly bool)
}

func (c countedOpen) Open(home, name string, readOnly bool) (spec.Session, error) {
	c.seen(readOnly)
	return c.Handle.Open(home, name, readOnly)
}

// A phone's offers and hand read the save within the bound of saves read
// at once, as the pages do: eight phones asking of a large game do not
// replay it eight times at once.
func TestPlayOffersAndHandsReadWithinTheBound(t *testing.T) {
	var srv *display.Server
	var mu sync.Mutex
	var outside []string
	note := func(what string) {
		if display.ReadsNow(srv) < 1 {
			mu.Lock()
			outside = append(outside, what)
			mu.Unlock()
		}
	}
	g := turnsGame()
	g.Referee = countedOpen{Handle: g.Referee, seen: func(ro bool) {
		if ro {
			note("a read of the save")
		}
	}}
	private := g.Private
	g.Private = func(home, name, seat string) (string, error) {
		note("a hand")
		return private(home, name, seat)
	}
	f := newFixture(t, display.Options{Games: []display.Game{g}, Play: true})
	srv = f.srv
	newTally(t, f.home, "friday", "Ann", "Bob")
	var ann string
	for _, l := range f.srv.Links() {
		if l.Seat == "Ann" {
			ann = l.Path
		}
	}
	for _, p := range []string{ann, ann + "/offers", ann + "/private"} {
		require.Equal(t, http.StatusOK, f.get(t, p).StatusCode, p)
	}
	assert.Empty(t, outside, "every read of the save within the bound")
}

// The greyed words in a seat's box of command-line words are a move of
// this game: "pass Ann" only where there is a pass (a R.I.G.S. seat read
// "pass Ann", a verb the game does not have).
func TestSeatPageSuggestsWordsOfItsOwnGame(t *testing.T) {
	placeholder := func(sp *spec.Spec[*tally], seat string) string {
		f := newFixture(t, display.Options{Games: []display.Game{turnsGameOf(sp)}, Play: true})
		newTally(t, f.home, "friday", "Ann", "Bob")
		for _, l := range f.srv.Links() {
			if l.Seat == seat {
				resp := f.get(t, l.Path)
				body, err := io.ReadAll(resp.Body)
				require.NoError(t, err)
				m := regexp.MustCompile(`id="args"[^>]*placeholder="([^"]*)"`).FindSubmatch(body)
				require.NotNil(t, m, "the box of words on %s's page", seat)
				return string(m[1])
			}
		}
		t.Fatalf("no link for %s", seat)
		return ""
	}
	sp := turnsSpec()
	sp.Verbs[0].Examples = []string{"add Bob 2     # Bob adds two"}
	assert.Equal(t, "add Ann 2", placeholder(sp, "Ann"), "no pass: the game's first move, with its example's words")
	assert.Equal(t, "undo", placeholder(sp, "host"))
	withPass := turnsSpec()
	pass := withPass.Verbs[0]
	pass.Name, pass.Fields = "pass", pass.Fields[:1]
	withPass.Verbs = append(withPass.Verbs, pass)
	assert.Equal(t, "pass Ann", placeholder(withPass, "Ann"))
}

// A phone's page followed since before its game was removed and started
// again under the same name shows nothing of the new game: the old link's
// event stream ends at the change, as each of its requests is refused.
func TestPlayAStreamOfAGameStartedAgainEnds(t *testing.T) {
	f := newPlay(t)
	ts := httptest.NewServer(f.srv)
	defer ts.Close()
	s := openStream(t, ts.Client(), ts.URL+f.links["Ann"].Path+"/events")
	defer s.cancel()
	s.waitFor(t, "total 0", 30*time.Second)

	require.NoError(t, os.Remove(filepath.Join(f.home, "tally", "friday.json")))
	nextMillisecond()
	newTally(t, f.home, "friday", "Xena", "Yuri")
	addN(t, f.home, "friday", 5)
	for {
		select {
		case ev, ok := <-s.events:
			if !ok {
				assert.Equal(t, http.StatusNotFound, f.get(t, f.links["Ann"].Path+"/events").StatusCode, "the old link follows nothing more")
				return
			}
			assert.NotContains(t, ev, "Xena", "the old link shows nothing of the new table's game")
		case <-time.After(30 * time.Second):
			t.Fatal("the old link's stream went on after its game was started again")
		}
	}
}
