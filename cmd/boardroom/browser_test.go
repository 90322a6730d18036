package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// BrowserTestsEnv makes the browser tests required: with it set to 1 a
// missing Chromium fails them instead of skipping them (CI sets it).
const browserTestsEnv = "BOARDROOM_BROWSER_TESTS"

// chromium finds a headless-capable Chromium, or skips (fails when the
// browser tests are required).
func chromium(t *testing.T) string {
	t.Helper()
	// The browser tests are the suite's slowest (half a minute of Chromium
	// on two cores), so the plain `go test ./...` leaves them to CI, which
	// sets the variable and must run them.
	if os.Getenv(browserTestsEnv) != "1" {
		t.Skipf("SKIP: the browser tests run with %s=1 (CI sets it; they need Chromium)", browserTestsEnv)
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Fatalf("%s=1 but no Chromium is installed: install the Debian package chromium (apt-get install chromium)", browserTestsEnv)
	return ""
}

// screenshotDir is where the browser tests leave their screenshots to look
// at: $BOARDROOM_SCREENSHOTS, else <tmp>/boardroom-screenshots.
func screenshotDir(t *testing.T) string {
	dir := os.Getenv("BOARDROOM_SCREENSHOTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "boardroom-screenshots")
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	return dir
}

// browser starts a headless Chromium for the test.
func browser(t *testing.T, width, height int) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium(t)),
		chromedp.NoSandbox, // CI runs as root
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.WindowSize(width, height),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	ctx, cancelTimeout := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(func() { cancelTimeout(); cancelCtx(); cancelAlloc() })
	return ctx
}

// TestBrowserPageFollowsTheGame opens a game's page in a real browser,
// plays an action with the CLI, and waits for the page's text to change
// without a reload; it checks the page loads nothing from elsewhere, lays
// out one column on a phone, and saves screenshots.
func TestBrowserPageFollowsTheGame(t *testing.T) {
	ctx := browser(t, 1280, 800)
	home := t.TempDir()
	newTable(t, home)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home})
	page := s.base() + "/g/rheinhessen/werk"

	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(page), chromedp.WaitVisible(chromedp.CSS("#view .players"))))
	before, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#view")))
	require.NoError(t, err)
	assert.Contains(t, before, "Ben to play")
	assert.NotContains(t, before, "Ben passes.")
	// The page has opened its event stream.
	_, err = chromedp.Run(ctx, chromedp.Poll[bool](`document.body.classList.contains("connected")`,
		chromedp.WithPollingTimeout(10*time.Second)))
	require.NoError(t, err)

	start := time.Now()
	r := runCLI(t, "rheinhessen", "pass", "Ben", "--game", "werk", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	_, err = chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("view").innerText.includes("Ben passes.")`,
		chromedp.WithPollingTimeout(10*time.Second), chromedp.WithPollingInterval(20*time.Millisecond)))
	require.NoError(t, err, "the page did not show the action")
	t.Logf("the page showed the action %v after the CLI played it", time.Since(start).Round(time.Millisecond))

	after, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#view")))
	require.NoError(t, err)
	loc, err := chromedp.Run(ctx, chromedp.Location())
	require.NoError(t, err)
	navs, err := chromedp.Run(ctx, chromedp.Evaluate[int](`performance.getEntriesByType("navigation").length`))
	require.NoError(t, err)
	outside, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`performance.getEntriesByType("resource").map(e => e.name).filter(n => !n.startsWith(location.origin + "/"))`))
	require.NoError(t, err)
	assert.Contains(t, after, "Anna to play", "whose turn it is changed")
	assert.Equal(t, page, loc)
	assert.Equal(t, 1, navs, "no reload")
	assert.Empty(t, outside, "every asset comes from the display itself")

	dir := screenshotDir(t)
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	wide := filepath.Join(dir, "rheinhessen-wide.png")
	require.NoError(t, os.WriteFile(wide, png, 0o644))
	t.Logf("screenshot: %s", wide)

	// A phone: one column of players.
	require.NoError(t, chromedp.Do(ctx,
		chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile),
		chromedp.Navigate(page),
		chromedp.WaitVisible(chromedp.CSS("#view .players")),
	))
	columns, err := chromedp.Run(ctx, chromedp.Evaluate[string](`getComputedStyle(document.querySelector(".players")).gridTemplateColumns`))
	require.NoError(t, err)
	assert.Len(t, strings.Fields(columns), 1, "one column of players on a phone: %q", columns)
	png, err = chromedp.Run(ctx, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	phone := filepath.Join(dir, "rheinhessen-phone.png")
	require.NoError(t, os.WriteFile(phone, png, 0o644))
	t.Logf("screenshot: %s", phone)
}
