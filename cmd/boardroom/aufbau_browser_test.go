package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Review of issue 18, point 18: the round's ledger on the display keeps its
// step words and column headings whole ("maintenance" was broken into
// "maintena" / "nce", "Balance" ran over its column), in an English and a
// German campaign, at 1280x800 and 390x844, and the headline follows the
// campaign's language.
func TestBrowserAufbauLedgerWordsWhole(t *testing.T) {
	home := t.TempDir()
	for _, c := range [][]string{
		{"new", "--players", "Anna,Ben", "--lang", "en", "--name", "en", "--seed", "5"},
		{"next", "--game", "en"}, {"einfluss", "Anna", "temp", "2", "--game", "en"},
		{"new", "--players", "Anna,Ben", "--name", "de", "--seed", "5"},
		{"next", "--game", "de"}, {"einfluss", "Anna", "temp", "2", "--game", "de"},
	} {
		r := runCLI(t, append([]string{"aufbau"}, append(c, "--home", home)...)...)
		require.Equal(t, 0, r.code, "%v: %s", c, r.stderr)
	}
	ctx := browser(t, 1280, 800)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home})
	dir := screenshotDir(t)
	for _, game := range []struct{ name, headline string }{{"en", "Round 1, action phase"}, {"de", "Runde 1, Aktionen"}} {
		for _, size := range []struct {
			name string
			w, h int64
		}{{"wide", 1280, 800}, {"phone", 390, 844}} {
			require.NoError(t, chromedp.Do(ctx,
				chromedp.EmulateViewport(size.w, size.h),
				chromedp.Navigate(s.base()+"/g/aufbau/"+game.name),
				chromedp.WaitVisible(chromedp.CSS("table.book")),
			))
			broken, err := chromedp.Run(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll("table.book td.step, table.book th")]
				.filter(e => { const r = document.createRange(); r.selectNodeContents(e); return r.getClientRects().length > 1 || e.scrollWidth > e.clientWidth + 1 })
				.map(e => e.textContent).join(" | ")`))
			require.NoError(t, err)
			assert.Empty(t, broken, "%s %s: step words and headings whole", game.name, size.name)
			over, err := chromedp.Run(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll("dl.lines dt")]
				.filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent).join(" | ")`))
			require.NoError(t, err)
			assert.Empty(t, over, "%s %s: no label runs into its value", game.name, size.name)
			text, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.textContent`))
			require.NoError(t, err)
			assert.Contains(t, text, game.headline)
			side, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth - window.innerWidth`))
			require.NoError(t, err)
			assert.LessOrEqual(t, side, 0, "%s %s: no sideways scroll", game.name, size.name)
			png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
			require.NoError(t, err)
			file := filepath.Join(dir, "aufbau-"+game.name+"-"+size.name+".png")
			require.NoError(t, os.WriteFile(file, png, 0o644))
			t.Logf("screenshot: %s", file)
		}
	}
}
