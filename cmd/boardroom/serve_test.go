package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"rsc.io/qr"

	"boardroom/games"
)

// lockedBuffer is a buffer the server and the test may use at once.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// served is a `boardroom serve` running in the test.
type served struct {
	url            string // the address it printed: http://127.0.0.1:PORT/ (with ?t= when shared)
	stdout, stderr *lockedBuffer
	stop           func() error
}

// startServe runs serve until the test ends (or stop is called).
func startServe(t *testing.T, o serveOptions) *served {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	s := &served{stdout: &lockedBuffer{}, stderr: &lockedBuffer{}}
	ready := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- serve(ctx, o, s.stdout, s.stderr, func(u string) { ready <- u }) }()
	select {
	case s.url = <-ready:
	case err := <-done:
		cancel()
		t.Fatalf("serve stopped at once: %v", err)
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not start")
	}
	var once sync.Once
	var err error
	s.stop = func() error {
		once.Do(func() {
			cancel()
			select {
			case err = <-done:
			case <-time.After(10 * time.Second):
				err = context.DeadlineExceeded
			}
		})
		return err
	}
	t.Cleanup(func() { s.stop() })
	return s
}

// base is the server's address without the path and token.
func (s *served) base() string {
	i := strings.Index(s.url[len("http://"):], "/")
	return s.url[:len("http://")+i]
}

func httpGet(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	require.NoError(t, err)
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp.StatusCode, string(b)
}

// newTable saves one game of each kind under home, a few actions in.
func newTable(t *testing.T, home string) {
	t.Helper()
	for _, args := range [][]string{
		{"rigs", "new", "--players", "Ann,Bob", "--name", "rigs-night", "--seed", "4"},
		{"rigs", "loan", "Ann", "metal", "2", "--game", "rigs-night"},
		{"rheinhessen", "new", "--players", "Anna,Ben", "--name", "werk"},
		{"rheinhessen", "produce", "Anna", "8S", "8H", "--game", "werk"},
		{"corpwar", "new", "--players", "Ann,Bob", "--name", "office", "--seed", "3"},
		{"corpwar", "place", "Ann", "production", "2", "--game", "office"},
		{"corpwar", "place", "Ann", "sales", "1", "--game", "office"},
		{"corpwar", "place", "Bob", "research", "3", "--game", "office"},
		{"corpwar", "next", "--game", "office"},
		{"corpwar", "next", "--game", "office"},
	} {
		r := runCLI(t, append(args, "--home", home)...)
		require.Equal(t, 0, r.code, "%v: %s", args, r.stderr)
	}
}

// lastEvents are the referee's sentences of a saved game's log.
func lastEvents(t *testing.T, home, game, name string) []string {
	t.Helper()
	r := runCLI(t, game, "log", "--json", "--game", name, "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	var entries []struct {
		Events []string `json:"events"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &entries))
	var out []string
	for _, e := range entries {
		out = append(out, e.Events...)
	}
	return out
}

func TestServeShowsWhatEachGamesTableLooksAt(t *testing.T) {
	home := t.TempDir()
	newTable(t, home)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home})
	assert.Contains(t, s.stdout.String(), "Open "+s.url+" on this computer.")
	assert.NotContains(t, s.url, "?t=", "no token on loopback")

	code, index := httpGet(t, s.url)
	require.Equal(t, 200, code)
	for _, want := range []string{`href="/g/rigs/rigs-night"`, `href="/g/rheinhessen/werk"`, `href="/g/corpwar/office"`,
		"R.I.G.S.", "Rheinhessen Industriewerk", "Corporate Warfare"} {
		assert.Contains(t, index, want)
	}

	pages := map[string][]string{
		// credits, resources, RIGS, plots, round, phase, market price, Vinnie script
		"rigs/rigs-night": {"<dt>Credits</dt><dd>100</dd>", "<dt>Resources</dt><dd>" + parts("Energy", "5", "Luxuries", "0", "Metal", "2", "Supplies", "5") + "</dd>",
			"<dt>RIGS</dt><dd>" + parts("Warehouse", "5", "Placed", "0") + "</dd>", "<caption>Plots</caption>", "<dt>Round</dt><dd>1</dd>",
			"<dt>Phase</dt><dd>Player Phase</dd>", "<h2>Market</h2>", "<dt>Price</dt>", "<h2>Vinnie script left</h2>", "<dt>Metal</dt><dd>18</dd>", "<dt>Credits</dt><dd>100</dd>",
			`Ann <span class="tag">Expedition Leader</span>`, `<span class="head">Next</span> build, move`, `<dt>Market</dt><dd><span class="part">Price <b>`},
		// scores, the audit track, floors, whose turn and what is next
		"rheinhessen/werk": {"<dt>Score</dt><dd>19</dd>", "<dt>Audit track</dt><dd>0</dd>", "<dt>Audit zone</dt><dd>safe</dd>", "<dt>Points last turn</dt>",
			`<dt>Standings</dt><dd><span class="part">Anna <b>19</b></span> <span class="part">Ben <b>0</b></span>`,
			"<caption>Floor</caption>", `Ben <span class="tag">Current</span>`, `<span class="head">Next</span> <b class="who">Ben:</b> audit (optional), then produce or pass`},
		// money, products, employees per department, demand, phase
		"corpwar/office": {"<dt>Money</dt><dd>10</dd>", "<dt>Products</dt><dd>0</dd>",
			"<dt>Employees</dt><dd>" + parts("Production", "2", "Research", "0", "HR", "0", "Sales", "1") + "</dd>",
			"<dt>Demand</dt><dd>Dice 3 · Market Research 0 · Total 3</dd>",
			"<dt>Phase</dt><dd>Execution</dd>", `<span class="head">Next</span> roll, or roll for everyone left: Ann, Bob`},
	}
	for page, wants := range pages {
		code, html := httpGet(t, s.base()+"/g/"+page)
		require.Equal(t, 200, code, page)
		for _, want := range wants {
			assert.Contains(t, html, want, page)
		}
		game, name, _ := strings.Cut(page, "/")
		for _, ev := range lastEvents(t, home, game, name) {
			assert.Contains(t, html, template_escape(ev), "%s shows the referee's own sentences", page)
		}
	}
}

// parts is how the page writes an object of numbers: each label with its
// number in bold.
func parts(kv ...string) string {
	var b strings.Builder
	for i := 0; i+1 < len(kv); i += 2 {
		b.WriteString(`<span class="part">` + kv[i] + " <b>" + kv[i+1] + "</b></span> ")
	}
	return b.String()
}

// template_escape is how html/template writes a sentence.
func template_escape(s string) string {
	r := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "'", "&#39;", `"`, "&#34;", "+", "&#43;")
	return r.Replace(s)
}

func TestServeStreamsAnActionMadeWithTheCLI(t *testing.T) {
	home := t.TempDir()
	newTable(t, home)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, s.base()+"/g/rheinhessen/werk/events", nil)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	events := make(chan string, 10)
	go func() {
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(nil, 1<<20)
		var data []string
		for sc.Scan() {
			if l := sc.Text(); l == "" {
				events <- strings.Join(data, "\n")
				data = nil
			} else if d, ok := strings.CutPrefix(l, "data: "); ok {
				data = append(data, d)
			}
		}
		close(events)
	}()
	wait := func(want string) {
		t.Helper()
		for {
			select {
			case ev, ok := <-events:
				require.True(t, ok, "the stream ended")
				if strings.Contains(ev, want) {
					return
				}
			case <-time.After(30 * time.Second):
				t.Fatalf("no event showed %q", want)
			}
		}
	}
	wait("Ben to play")
	r := runCLI(t, "rheinhessen", "pass", "Ben", "--game", "werk", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	wait("Ben passes.")
	r = runCLI(t, "rheinhessen", "undo", "--game", "werk", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	wait("Undo of #2: Ben passes.")
}

func TestServeSharedNeedsTheTokenItPrints(t *testing.T) {
	home := t.TempDir()
	newTable(t, home)
	s := startServe(t, serveOptions{addr: "0.0.0.0:0", home: home})
	out := s.stdout.String()
	m := regexp.MustCompile(`\?t=([A-Za-z0-9_-]{22})\b`).FindStringSubmatch(s.url)
	require.NotNil(t, m, "the address carries a 128-bit token: %s", s.url)
	assert.Contains(t, out, "anyone with this address (and its token) can see the games")
	assert.Contains(t, out, s.url)
	assert.Contains(t, out, "█", "a QR code of the address")

	_, port, _ := net.SplitHostPort(strings.TrimPrefix(s.base(), "http://"))
	local := "http://127.0.0.1:" + port
	code, _ := httpGet(t, local+"/g/rigs/rigs-night")
	assert.Equal(t, 403, code, "no token")
	code, _ = httpGet(t, local+"/g/rigs/rigs-night?t=AAAAAAAAAAAAAAAAAAAAAA")
	assert.Equal(t, 403, code, "a wrong token")
	code, html := httpGet(t, local+"/g/rigs/rigs-night?t="+m[1])
	assert.Equal(t, 200, code)
	assert.Contains(t, html, "/g/rigs/rigs-night/events?t="+m[1], "the event stream asks with the token too")
	assert.Contains(t, s.stderr.String(), "403 GET /g/rigs/rigs-night from 127.0.0.1", "refusals are logged")
	assert.NotContains(t, s.stderr.String(), m[1], "never the token")

	require.NoError(t, s.stop(), "Ctrl-C stops it cleanly")
	assert.Contains(t, s.stdout.String(), "Stopped.")
	_, err := http.Get(local + "/")
	assert.Error(t, err, "nothing listens any more")
}

func TestServeOnABusyPortSaysSoInOneLine(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	r := runCLI(t, "serve", "--addr", ln.Addr().String(), "--home", t.TempDir())
	assert.Equal(t, 1, r.code)
	assert.Equal(t, "boardroom: cannot listen on "+ln.Addr().String()+": the port is in use (is another 'boardroom serve' running?); pick another with --addr\n", r.stderr)
	assert.Empty(t, r.stdout)
}

func TestServeUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"serve", "--addr", "8080"},
		{"serve", "--addr", "localhost:"},
		{"serve", "--game", "../x"},
		{"serve", "extra"},
	} {
		r := runCLI(t, args...)
		assert.Equal(t, 2, r.code, "%v: %s", args, r.stderr)
		assert.Contains(t, r.stderr, "Usage: boardroom serve [flags]", args)
	}
}

func TestServeGameShowsOnlyThatGame(t *testing.T) {
	home := t.TempDir()
	newTable(t, home)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, game: "werk"})
	code, html := httpGet(t, s.url)
	require.Equal(t, 200, code)
	assert.Contains(t, html, "Rheinhessen Industriewerk <span class=\"name\">werk</span>", "the index goes to the one game")
	code, _ = httpGet(t, s.base()+"/g/rigs/rigs-night")
	assert.Equal(t, 404, code)
}

// TestQRCodeDrawsEveryModule reads the drawn code back, module by module.
func TestQRCodeDrawsEveryModule(t *testing.T) {
	code, err := qr.Encode("http://192.168.1.20:8080/?t=abcdefghijklmnopqrstuv", qr.M)
	require.NoError(t, err)
	var b bytes.Buffer
	writeQR(&b, code, false)
	rows := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	const quiet = 2
	require.Len(t, rows, (code.Size+2*quiet+1)/2)
	for r, row := range rows {
		cells := []rune(row)
		require.Len(t, cells, code.Size+2*quiet)
		for c, cell := range cells {
			x, y := c-quiet, 2*r-quiet
			dark := func(x, y int) bool { return x >= 0 && y >= 0 && x < code.Size && y < code.Size && code.Black(x, y) }
			top := cell == '█' || cell == '▀'
			bottom := cell == '█' || cell == '▄'
			require.Equal(t, dark(x, y), top, "module %d,%d", x, y)
			require.Equal(t, dark(x, y+1), bottom, "module %d,%d", x, y+1)
		}
	}
	b.Reset()
	writeQR(&b, code, true)
	assert.Contains(t, b.String(), "\x1b[30;40m▀", "on a terminal it sets black on white itself")
	assert.Contains(t, b.String(), "\x1b[97;107m▀")
}

// TestServeEveryRegisteredGameHasAReadablePage: a game added to the
// registry gets a page from its JSON view with no web code: a fresh game of
// each kind shows one card per player and no problem.
func TestServeEveryRegisteredGameHasAReadablePage(t *testing.T) {
	home := t.TempDir()
	names := []string{"Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"}
	var made []games.Game
	for _, g := range games.All() {
		if g.Referee == nil {
			continue
		}
		players := names[:max(g.MinPlayers, 2)]
		r := runCLI(t, g.ID, "new", "--players", strings.Join(players, ","), "--name", "fresh", "--home", home)
		if r.code == 2 {
			t.Logf("%s needs more than --players to start: %s", g.ID, r.stderr)
			continue
		}
		require.Equal(t, 0, r.code, "%s: %s", g.ID, r.stderr)
		made = append(made, g)
	}
	require.NotEmpty(t, made)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home})
	for _, g := range made {
		code, html := httpGet(t, s.base()+"/g/"+g.ID+"/fresh")
		require.Equal(t, 200, code, g.ID)
		assert.Contains(t, html, "<h1>"+template_escape(g.Title), g.ID)
		assert.NotContains(t, html, `class="problem"`, g.ID)
		assert.Equal(t, max(g.MinPlayers, 2), strings.Count(html, `<article class="player`), "%s: one card per player", g.ID)
	}
}

func TestServeListensWithATokenOnlyBeyondThisComputer(t *testing.T) {
	for host, want := range map[string]bool{"127.0.0.1": true, "localhost": true, "::1": true, "[::1]": true, "127.0.0.2": true,
		"0.0.0.0": false, "": false, "::": false, "192.168.1.20": false, "myhost.lan": false} {
		assert.Equal(t, want, isLoopback(host), host)
	}
	assert.Equal(t, []string{"http://127.0.0.1:8080/"}, shareURLs("127.0.0.1", 8080, ""))
	assert.Equal(t, []string{"http://192.168.1.20:9000/?t=tok"}, shareURLs("192.168.1.20", 9000, "tok"))
	assert.Equal(t, []string{"http://[fe80::1]:9000/?t=tok"}, shareURLs("fe80::1", 9000, "tok"))
	for _, u := range shareURLs("0.0.0.0", 8080, "tok") {
		assert.Regexp(t, `^http://[0-9.]+:8080/\?t=tok$`, u, "one address per network of this computer")
	}
	a, b := newToken(), newToken()
	assert.Len(t, a, 22, "128 bits, base64url")
	assert.NotEqual(t, a, b)
}
