package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"image/png"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/atomicfile"
	"boardroom/printables/userdeck"
)

// servedDeck is a preview of a copy of docs/examples/components, drawn once,
// behind a test server; it returns the deck's folder.
func servedDeck(t *testing.T) (*preview, *httptest.Server, string) {
	t.Helper()
	src, err := filepath.Abs("../../docs/examples/components")
	require.NoError(t, err)
	dir := filepath.Join(t.TempDir(), "components")
	require.NoError(t, os.CopyFS(dir, os.DirFS(src)))
	cmd := &cobra.Command{}
	p := newPreview(func() (*userdeck.Deck, error) { return loadDeck(cmd, dir, userdeck.DefaultBudgets()) }, 40, 1000)
	p.render()
	srv := httptest.NewServer(p.handler())
	t.Cleanup(srv.Close)
	return p, srv, dir
}

func get(t *testing.T, srv *httptest.Server, path string) (int, string, string) {
	t.Helper()
	res, err := srv.Client().Get(srv.URL + path)
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res.StatusCode, res.Header.Get("Content-Type"), string(b)
}

// The page shows each design, front and back, as the PNG images draw it;
// a save draws it again (a new generation, the cards as the files say
// now), and a deck with an error keeps its last cards and shows the error,
// escaped, above them.
func TestCardsServeShowsTheDeckAndItsChanges(t *testing.T) {
	p, srv, dir := servedDeck(t)
	code, typ, body := get(t, srv, "/")
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, "text/html; charset=utf-8", typ)
	assert.Contains(t, body, `<img src="/card/0.png?g=1" alt="Harbour">`)
	assert.Contains(t, body, `<img src="/card/6-back.png?g=1"`)
	assert.NotContains(t, body, `class="p"`, "no problems, no list")
	code, typ, img := get(t, srv, "/card/3.png")
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, "image/png", typ)
	cfg, err := png.DecodeConfig(strings.NewReader(img))
	require.NoError(t, err)
	assert.Equal(t, 110, cfg.Width, "the tile, 70 mm at 40 dpi")
	for _, path := range []string{"/card/7.png", "/card/x.png", "/card/0.jpg", "/card/../layout.yaml", "/layout.yaml", "/card/00000001-back.png5"} {
		code, _, _ := get(t, srv, path)
		assert.Equal(t, http.StatusNotFound, code, path)
	}

	csv := filepath.Join(dir, "cards.csv")
	data, err := os.ReadFile(csv)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(csv, bytes.Replace(data, []byte("Lighthouse"), []byte("Beacon <b>"), 1), 0o644))
	p.render()
	_, _, body = get(t, srv, "/")
	assert.Contains(t, body, `data-gen="2"`)
	assert.Contains(t, body, `alt="Beacon &lt;b&gt;"`, "the data's words escaped")

	layout := filepath.Join(dir, "layout.yaml")
	data, err = os.ReadFile(layout)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(layout, append([]byte("bogus: <script>\n"), data...), 0o644))
	p.render()
	_, _, body = get(t, srv, "/")
	assert.Contains(t, body, `<li class="error">`)
	assert.Contains(t, body, `layout.yaml:1:1: error: unknown layout key &#34;bogus&#34;`)
	assert.NotContains(t, body, "<script>")
	assert.Contains(t, body, `<img src="/card/1.png?g=3" alt="Beacon &lt;b&gt;">`, "the last cards drawn stay")
}

// The preview reads and never writes: every method but GET and HEAD is
// refused; a page whose Host is not this computer (DNS rebinding) is
// refused while it listens on this computer only; the page allows no
// script, frame or form but its own.
func TestCardsServeRefusesWhatIsNotReading(t *testing.T) {
	p, srv, _ := servedDeck(t)
	for _, m := range []string{http.MethodPost, http.MethodPut, http.MethodDelete, http.MethodPatch} {
		req, err := http.NewRequest(m, srv.URL+"/", strings.NewReader("x"))
		require.NoError(t, err)
		res, err := srv.Client().Do(req)
		require.NoError(t, err)
		res.Body.Close()
		assert.Equal(t, http.StatusMethodNotAllowed, res.StatusCode, m)
	}
	req, err := http.NewRequest(http.MethodGet, srv.URL+"/", nil)
	require.NoError(t, err)
	req.Host = "attacker.example:80"
	res, err := srv.Client().Do(req)
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusForbidden, res.StatusCode)
	req.Host = "localhost:8090"
	res, err = srv.Client().Do(req)
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode)
	csp := res.Header.Get("Content-Security-Policy")
	assert.Contains(t, csp, "default-src 'none'")
	assert.Contains(t, csp, "script-src 'self'")
	assert.Contains(t, csp, "frame-ancestors 'none'")
	assert.Equal(t, "nosniff", res.Header.Get("X-Content-Type-Options"))
	p.loopback = false // --addr 0.0.0.0:...: any name
	req.Host = "attacker.example:80"
	res, err = srv.Client().Do(req)
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode)
}

// A page of another site, or of another server on this computer, may not
// use the preview through this computer's own name: its images would tell
// it the deck's card count and sizes, and its event streams would take the
// 16 places of the user's pages. The browser says so (Sec-Fetch-Site,
// Origin); the preview's own page, a typed address and a followed link
// are answered.
func TestCardsServeRefusesOtherSitesPages(t *testing.T) {
	_, srv, _ := servedDeck(t)
	do := func(path string, hdr ...string) *http.Response {
		t.Helper()
		req, err := http.NewRequest(http.MethodGet, srv.URL+path, nil)
		require.NoError(t, err)
		req.Host = "127.0.0.1:8090"
		for i := 0; i < len(hdr); i += 2 {
			req.Header.Set(hdr[i], hdr[i+1])
		}
		res, err := srv.Client().Do(req)
		require.NoError(t, err)
		res.Body.Close()
		return res
	}
	for _, site := range []string{"cross-site", "same-site"} {
		for _, path := range []string{"/card/0.png", "/events", "/"} {
			res := do(path, "Sec-Fetch-Site", site, "Sec-Fetch-Mode", "no-cors")
			assert.Equal(t, http.StatusForbidden, res.StatusCode, site+" "+path)
		}
	}
	assert.Equal(t, http.StatusForbidden, do("/events", "Origin", "http://localhost:3000").StatusCode, "another origin")
	assert.Equal(t, http.StatusForbidden, do("/events", "Origin", "null").StatusCode, "a sandboxed page")

	res := do("/card/0.png", "Sec-Fetch-Site", "same-origin", "Sec-Fetch-Mode", "no-cors")
	assert.Equal(t, http.StatusOK, res.StatusCode, "the preview's own page")
	assert.Equal(t, "same-origin", res.Header.Get("Cross-Origin-Resource-Policy"))
	assert.Equal(t, http.StatusOK, do("/", "Sec-Fetch-Site", "none", "Sec-Fetch-Mode", "navigate").StatusCode, "a typed address")
	assert.Equal(t, http.StatusOK, do("/", "Sec-Fetch-Site", "cross-site", "Sec-Fetch-Mode", "navigate").StatusCode, "a link followed")
	assert.Equal(t, http.StatusOK, do("/", "Origin", "http://127.0.0.1:8090").StatusCode, "its own origin")
	assert.Equal(t, http.StatusOK, do("/card/0.png").StatusCode, "curl")
}

// A page open on the preview hears of each drawing: the generation now, then
// the next one once the deck is drawn again.
func TestCardsServeTellsThePageOfEachDrawing(t *testing.T) {
	p, srv, _ := servedDeck(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL+"/events", nil)
	require.NoError(t, err)
	res, err := srv.Client().Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	assert.Equal(t, "text/event-stream", res.Header.Get("Content-Type"))
	lines := bufio.NewScanner(res.Body)
	next := func() string {
		for lines.Scan() {
			if l := lines.Text(); l != "" {
				return l
			}
		}
		return "(closed: " + ctx.Err().Error() + ")"
	}
	assert.Equal(t, "data: 1", next())
	p.render()
	assert.Equal(t, "data: 2", next())
}

// Listening on this computer only is told by the address listened on, not
// by the name given to --addr: this computer's own name resolves to a
// loopback address, where the Host check must still hold.
func TestCardsServeListensHereOnlyByItsAddress(t *testing.T) {
	for _, c := range []struct {
		ip   string
		here bool
	}{{"127.0.0.1", true}, {"127.0.1.1", true}, {"::1", true}, {"0.0.0.0", false}, {"::", false}, {"192.168.1.20", false}} {
		assert.Equal(t, c.here, listensHereOnly(&net.TCPAddr{IP: net.ParseIP(c.ip), Port: 8090}), c.ip)
	}
	// The command itself, with this computer's name when it is a name
	// for a loopback address (Debian's 127.0.1.1, a container's 127.0.0.1).
	name, err := os.Hostname()
	require.NoError(t, err)
	ips, err := net.LookupIP(name)
	if err != nil || len(ips) == 0 || !ips[0].IsLoopback() || isLoopback(name) {
		t.Skipf("%s is not a name of a loopback address here", name)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // stopped as soon as it listens
	var stdout, stderr strings.Builder
	cmd := newCardsServeCmd(&stdout, &stderr)
	cmd.SetContext(ctx)
	require.NoError(t, cmd.ParseFlags([]string{"--addr", net.JoinHostPort(name, "0")}))
	err = cmd.RunE(cmd, []string{"../../docs/examples/components"})
	assert.ErrorIs(t, err, errInterrupted)
	assert.Contains(t, stdout.String(), "showing")
	assert.Empty(t, stderr.String(), "no warning that anyone sees the deck")
}

func TestCardsServeUsageErrors(t *testing.T) {
	t.Chdir(t.TempDir())
	for args, want := range map[string]string{
		"cards serve nodeck":           "cannot read the deck folder nodeck: no such folder",
		"cards serve . --dpi 500":      "--dpi must be 30 to 300, got 500",
		"cards serve . --addr nowhere": `--addr "nowhere": want host:port`,
		"cards serve":                  "takes one argument",
	} {
		r := runCLI(t, splitArgs(args)...)
		assert.NotEqual(t, 0, r.code, args)
		assert.Contains(t, r.stderr, want, args)
	}
}

// Every kind of file a deck reads counts as a change: an SVG picture and
// an Excel workbook as well as a PNG or a CSV (the preview did not reload
// on a saved SVG).
func TestWatchDeckSeesEveryFileADeckReads(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	ticks := make(chan time.Time)
	runs := make(chan struct{}, 8)
	finished := make(chan error)
	go func() {
		finished <- watchDeckTicks(ctx, dir, func(string) bool { return false }, ticks, 0, func() { runs <- struct{}{} })
	}()
	<-runs // the first drawing
	for _, name := range []string{"art.svg", "cards.xlsx", "ART.SVG", "back.png", "cards.csv"} {
		// Saved atomically, as an editor does: the watcher may still be
		// looking at the last save's second tick while this is written.
		require.NoError(t, atomicfile.WriteBytes(filepath.Join(dir, name), 0o644, []byte(name)))
		ticks <- time.Time{}
		ticks <- time.Time{} // the first tick looked at, whole
		select {
		case <-runs:
		default:
			t.Errorf("%s saved: not drawn again", name)
		}
	}
	require.NoError(t, atomicfile.WriteBytes(filepath.Join(dir, "notes.txt"), 0o644, []byte("x")))
	ticks <- time.Time{}
	ticks <- time.Time{}
	assert.Empty(t, runs, "a file the deck does not read")
	cancel()
	assert.ErrorIs(t, <-finished, context.Canceled)
}

// A folder of many files is walked less often: a tick passed over for each
// watchEntriesATick entries (serving a home folder by mistake polled its
// whole tree every 150 ms, three quarters of a core while nothing changed).
func TestWatchDeckLooksLessOftenAtALargeFolder(t *testing.T) {
	dir := t.TempDir()
	for i := 0; i < 2*watchEntriesATick; i++ {
		require.NoError(t, os.WriteFile(filepath.Join(dir, fmt.Sprintf("art%05d.txt", i)), nil, 0o644))
	}
	ctx, cancel := context.WithCancel(context.Background())
	ticks := make(chan time.Time)
	runs := make(chan struct{}, 8)
	finished := make(chan error)
	go func() {
		finished <- watchDeckTicks(ctx, dir, func(string) bool { return false }, ticks, 0, func() { runs <- struct{}{} })
	}()
	<-runs // the first drawing
	require.NoError(t, os.WriteFile(filepath.Join(dir, "cards.csv"), []byte("name\nA\n"), 0o644))
	ticks <- time.Time{}
	ticks <- time.Time{}
	assert.Empty(t, runs, "2 ticks passed over for 4,000 entries")
	ticks <- time.Time{}
	ticks <- time.Time{} // the third tick looked at, whole
	assert.Len(t, runs, 1, "the change seen on the third tick")
	cancel()
	assert.ErrorIs(t, <-finished, context.Canceled)
}

// A deck folder named through a link is watched as the folder it leads to
// (the link alone was looked at, and a save never drew the deck again).
func TestWatchDeckFollowsALinkedDeckFolder(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.Mkdir(filepath.Join(dir, "real"), 0o755))
	require.NoError(t, os.Symlink("real", filepath.Join(dir, "deck")))
	ctx, cancel := context.WithCancel(context.Background())
	ticks := make(chan time.Time)
	runs := make(chan struct{}, 8)
	finished := make(chan error)
	go func() {
		finished <- watchDeckTicks(ctx, filepath.Join(dir, "deck"), func(string) bool { return false }, ticks, 0, func() { runs <- struct{}{} })
	}()
	<-runs // the first drawing
	require.NoError(t, atomicfile.WriteBytes(filepath.Join(dir, "real", "cards.csv"), 0o644, []byte("name\nA\n")))
	ticks <- time.Time{}
	ticks <- time.Time{}
	assert.Len(t, runs, 1, "the save drawn again")
	cancel()
	assert.ErrorIs(t, <-finished, context.Canceled)
}
