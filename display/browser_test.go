package display_test

import (
	"context"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/display"
)

// browserTestsEnv makes the browser tests required: with it set to 1 a
// missing Chromium fails them instead of skipping them (CI sets it).
const browserTestsEnv = "BOARDROOM_BROWSER_TESTS"

// A German game's TV page in a real browser: the page's words, the labels
// of its view, the log and the badge the script sets are German, none of
// the English ones shows; a screenshot at 1280x720 is left to look at
// ($BOARDROOM_SCREENSHOTS, else <tmp>/boardroom-screenshots).
func TestBrowserGermanTVPage(t *testing.T) {
	if os.Getenv(browserTestsEnv) != "1" {
		t.Skipf("SKIP: the browser tests run with %s=1 (CI sets it; they need Chromium)", browserTestsEnv)
	}
	var exe string
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			exe = p
			break
		}
	}
	if exe == "" {
		t.Fatalf("%s=1 but no Chromium is installed: install the Debian package chromium (apt-get install chromium)", browserTestsEnv)
	}
	home := t.TempDir()
	g := germanTally(t, home)
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{g}})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	require.NoError(t, display.ShowNote(home, "tally", "freitag", display.Note{Time: time.Now(), What: "rules summe",
		Text: "Die **Summe** zählt:\n\n- jede Zahl von 1 bis 10\n- nur wer dran ist\n"}))
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(exe), chromedp.NoSandbox,
		chromedp.Flag("disable-dev-shm-usage", true), chromedp.WindowSize(1280, 720))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	ctx, cancelTimeout := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(func() { cancelTimeout(); cancelCtx(); cancelAlloc() })

	require.NoError(t, chromedp.Do(ctx,
		chromedp.EmulateViewport(1280, 720),
		chromedp.Navigate(ts.URL+"/g/tally/freitag"),
		chromedp.WaitVisible(chromedp.CSS("#view #events")),
	))
	// the script has connected and set the badge in the page's words
	_, err = chromedp.Run(ctx, chromedp.Poll[bool](`document.body.classList.contains("connected")`, chromedp.WithPollingTimeout(10*time.Second)))
	require.NoError(t, err)
	text, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("body")))
	require.NoError(t, err)
	badge, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#live")))
	require.NoError(t, err)
	lang, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.documentElement.lang`))
	require.NoError(t, err)
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot()) // what a 1280x720 TV shows
	require.NoError(t, err)
	assert.Equal(t, "de", lang)
	assert.Equal(t, "live", badge)
	for _, de := range []string{"Alle Spiele", "Als Nächstes", "Was eben geschah", "Rücknahme von #1", "Zug", "Summe",
		"Karten auf der Hand", "Am Tisch gefragt: rules summe", "jede Zahl von 1 bis 10"} {
		assert.Contains(t, text, de)
	}
	for _, en := range []string{"All games", "What just happened", "Undo of", "Last change", "Cards in hand", "Asked at the table", "Current", "Market", "Lang", "**"} {
		assert.NotContains(t, text, en)
	}
	dir := os.Getenv("BOARDROOM_SCREENSHOTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "boardroom-screenshots")
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "display-german-tv-1280x720.png"), shot, 0o644))
}
