package main

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A Karma card played from the seat's phone, one question at a time, in a
// real browser: the card, then its victim, each a button as play offers
// them; the TV shows the card played.
func TestBrowserRIGSSeatPlaysAKarmaCardFromItsPhone(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "mars", "--seed", "4", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	r = runCLI(t, "rigs", "adjust", "Ann", "karma", "+1", "--reason", "a card to play", "--game", "mars", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := playLinks(t, s)
	tv := browser(t, 1280, 720)
	require.NoError(t, chromedp.Do(tv, chromedp.Navigate(s.base()+"/g/rigs/mars"), chromedp.WaitVisible(chromedp.CSS("#view"))))
	ann, cancel := chromedp.NewContext(tv)
	t.Cleanup(cancel)
	require.NoError(t, chromedp.Do(ann, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile), chromedp.Navigate(links["Ann"]),
		chromedp.WaitVisible(chromedp.CSS(`form.offer[data-move="Play a Karma card"] button.go`))))
	dir := screenshotDir(t)
	shot := func(ctx context.Context, name string) {
		t.Helper()
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), png, 0o644))
		t.Logf("screenshot: %s", filepath.Join(dir, name))
	}
	choose := func(title, label string) {
		t.Helper()
		require.NoError(t, chromedp.Do(ann, chromedp.WaitVisible(chromedp.CSS("#confirm.step"))))
		_, err := chromedp.Run(ann, chromedp.Poll[bool](`document.getElementById("confirm-q").innerText.includes(`+jsString(title)+`)`,
			chromedp.WithPollingTimeout(10*time.Second)))
		require.NoError(t, err, "asked %q", title)
		ok, err := chromedp.Run(ann, chromedp.Evaluate[bool](`(function () {
			var b = Array.from(document.querySelectorAll("#confirm button.choice")).find(function (b) { return b.innerText === `+jsString(label)+`; });
			if (!b) { return false; }
			b.click();
			return true;
		})()`))
		require.NoError(t, err)
		require.True(t, ok, "%q offers %q", title, label)
	}
	require.NoError(t, chromedp.Do(ann, chromedp.Click(chromedp.CSS(`form.offer[data-move="Play a Karma card"] button.go`))))
	require.NoError(t, chromedp.Do(ann, chromedp.WaitVisible(chromedp.CSS("#confirm.step"))))
	hidden, err := chromedp.Run(ann, chromedp.Evaluate[bool](`document.getElementById("offers").hidden`))
	require.NoError(t, err)
	assert.True(t, hidden, "the other moves are put away while the question stands")
	shot(ann, "play-rigs-karma-390.png")
	// play's Back is not listed among the cards: it is the one way back,
	// below them, and taking it takes nothing
	backs, err := chromedp.Run(ann, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("#confirm button")).filter(function (b) {
		return b.getAttribute("data-value") === "tui:back" || b.id === "confirm-no" || /^(go )?back$/i.test(b.innerText);
	}).map(function (b) { return b.className + ":" + b.innerText; })`))
	require.NoError(t, err)
	assert.Equal(t, []string{"no:Back"}, backs, "one way back, not a card among the cards")
	apart, err := chromedp.Run(ann, chromedp.Evaluate[bool](`document.getElementById("confirm-no").parentNode.querySelectorAll("button.choice").length === 0`))
	require.NoError(t, err)
	assert.True(t, apart, "the way back is on a line of its own, below the cards")
	require.NoError(t, chromedp.Do(ann, chromedp.Click(chromedp.CSS(`#confirm-no`))))
	_, err = chromedp.Run(ann, chromedp.Poll[bool](`document.getElementById("said").innerText.includes("Nothing was taken")`,
		chromedp.WithPollingTimeout(10*time.Second)))
	require.NoError(t, err, "Back takes nothing")
	require.NoError(t, chromedp.Do(ann, chromedp.WaitVisible(chromedp.CSS(`form.offer[data-move="Play a Karma card"] button.go`)),
		chromedp.Click(chromedp.CSS(`form.offer[data-move="Play a Karma card"] button.go`))))
	choose("Which card?", "Left the Light On")
	choose("Who is the victim?", "Bob")
	_, err = chromedp.Run(ann, chromedp.Poll[bool](`document.getElementById("said").innerText.includes("Left the Light On")`,
		chromedp.WithPollingTimeout(10*time.Second)))
	require.NoError(t, err, "the phone says what the card did")
	_, err = chromedp.Run(tv, chromedp.Poll[bool](`document.getElementById("view").innerText.includes("Left the Light On")`,
		chromedp.WithPollingTimeout(10*time.Second)))
	require.NoError(t, err, "the TV shows it")
	shot(ann, "play-rigs-karma-done-390.png")
}

// On the host's page a deal's "To whom?" follows the giver chosen: never
// the giver.
func TestBrowserHostDealNeverOffersTheGiver(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob,Cy", "--name", "mars", "--seed", "4", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := playLinks(t, s)
	host := browser(t, 1280, 720)
	give := `form.offer[data-verb="give"] `
	require.NoError(t, chromedp.Do(host, chromedp.Navigate(links["host"]), chromedp.WaitVisible(chromedp.CSS(give+`select[name="to"]`))))
	receivers := func(giver string) []string {
		t.Helper()
		out, err := chromedp.Run(host, chromedp.Evaluate[[]string](`(function () {
			var from = document.querySelector('`+give+`select[name="from"]');
			from.value = `+jsString(giver)+`;
			from.dispatchEvent(new Event("change"));
			return Array.from(document.querySelectorAll('`+give+`select[name="to"] option')).map(function (o) { return o.value; });
		})()`))
		require.NoError(t, err)
		return out
	}
	first, err := chromedp.Run(host, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll('`+give+`select[name="to"] option')).map(function (o) { return o.value; })`))
	require.NoError(t, err)
	assert.Equal(t, []string{"Bob", "Cy"}, first, "Ann, the first giver, is chosen at first")
	assert.Equal(t, []string{"Ann", "Cy"}, receivers("Bob"))
	assert.Equal(t, []string{"Ann", "Bob"}, receivers("Cy"))
	assert.Equal(t, []string{"Bob", "Cy"}, receivers("Ann"))
	png, err := chromedp.Run(host, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(screenshotDir(t), "play-rigs-host-deal-1280.png"), png, 0o644))
}

// A question to type (a Karma card's resources) is a line and Next; an
// answer refused is asked again on the page with its reason.
func TestBrowserRIGSStepAsksATypedAnswerAgain(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "mars", "--seed", "4", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	r = runCLI(t, "rigs", "adjust", "Ann", "karma", "+1", "--reason", "a card to play", "--game", "mars", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := playLinks(t, s)
	ann := browser(t, 390, 844)
	require.NoError(t, chromedp.Do(ann, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile), chromedp.Navigate(links["Ann"]),
		chromedp.WaitVisible(chromedp.CSS(`form.offer[data-move="Play a Karma card"] button.go`)),
		chromedp.Click(chromedp.CSS(`form.offer[data-move="Play a Karma card"] button.go`)),
		chromedp.WaitVisible(chromedp.CSS(`#confirm.step button.choice`))))
	ok, err := chromedp.Run(ann, chromedp.Evaluate[bool](`(function () {
		var b = Array.from(document.querySelectorAll("#confirm button.choice")).find(function (b) { return b.innerText === "Swap Meet"; });
		if (b) { b.click(); }
		return !!b;
	})()`))
	require.NoError(t, err)
	require.True(t, ok)
	type_ := func(v string) {
		t.Helper()
		require.NoError(t, chromedp.Do(ann, chromedp.WaitVisible(chromedp.CSS("#step-input")),
			chromedp.SetValue(chromedp.CSS("#step-input"), v), chromedp.Click(chromedp.CSS("#confirm.step button.go"))))
	}
	type_("bogus")
	_, err = chromedp.Run(ann, chromedp.Poll[bool](`(document.getElementById("confirm-q") || {innerText: ""}).innerText.includes('unknown resource "bogus"')`,
		chromedp.WithPollingTimeout(10*time.Second)))
	require.NoError(t, err, "asked again with the reason")
	title, err := chromedp.Run(ann, chromedp.Text(chromedp.CSS("#confirm-q")))
	require.NoError(t, err)
	assert.Contains(t, title, "Which resources go back")
	png, err := chromedp.Run(ann, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(screenshotDir(t), "play-rigs-karma-input-390.png"), png, 0o644))
	type_("energy=1")
	_, err = chromedp.Run(ann, chromedp.Poll[bool](`(document.getElementById("confirm-q") || {innerText: ""}).innerText.includes("Which resources do you take")`,
		chromedp.WithPollingTimeout(10*time.Second)))
	require.NoError(t, err, "the next question")
}
