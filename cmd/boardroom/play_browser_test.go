package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// playLinks are the links serve --play --json printed, by seat.
func playLinks(t *testing.T, s *served) map[string]string {
	t.Helper()
	links := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(s.stdout.String()), "\n") {
		var l struct{ Game, Name, Seat, URL string }
		require.NoError(t, json.Unmarshal([]byte(line), &l), line)
		links[l.Seat] = l.URL
	}
	return links
}

// TestBrowserPhonesPlayARheinhessenGame plays a short game of Rheinhessen
// (two players, physical cards) from two phone pages and the host's page in
// a real browser: Anna passes from her phone, Ben produces from his, Anna's
// phone cannot act for Ben, the host undoes Ben's production and the table
// is told what to put back; the TV page shows each action without a reload.
func TestBrowserPhonesPlayARheinhessenGame(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rheinhessen", "new", "--players", "Anna,Ben", "--name", "werk", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := playLinks(t, s)
	require.Contains(t, links, "Anna")
	require.Contains(t, links, "Ben")
	require.Contains(t, links, "host")

	tv := browser(t, 1280, 720)
	require.NoError(t, chromedp.Do(tv, chromedp.Navigate(s.base()+"/g/rheinhessen/werk"), chromedp.WaitVisible(chromedp.CSS("#board"))))
	tab := func(url string) context.Context {
		ctx, cancel := chromedp.NewContext(tv)
		t.Cleanup(cancel)
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile), chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS("#offers"))))
		return ctx
	}
	anna, ben, host := tab(links["Anna"]), tab(links["Ben"]), tab(links["host"])
	tvShows := func(text string) {
		t.Helper()
		_, err := chromedp.Run(tv, chromedp.Poll[bool](`document.getElementById("view").innerText.includes(`+jsString(text)+`)`,
			chromedp.WithPollingTimeout(10*time.Second)))
		require.NoError(t, err, "the TV page shows %q", text)
	}
	said := func(ctx context.Context, text string) {
		t.Helper()
		_, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("said").innerText.includes(`+jsString(text)+`)`,
			chromedp.WithPollingTimeout(10*time.Second)))
		if err != nil {
			got, _ := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#said")))
			t.Fatalf("the phone says %q, not %q", got, text)
		}
	}

	// Anna's turn: her phone offers her moves, Ben's none.
	require.NoError(t, chromedp.Do(anna, chromedp.WaitVisible(chromedp.CSS(`form.offer[data-verb="pass"] button`))))
	benOffers, err := chromedp.Run(ben, chromedp.Evaluate[int](`document.querySelectorAll("form.offer").length`))
	require.NoError(t, err)
	assert.Zero(t, benOffers, "not Ben's turn: nothing offered")
	require.NoError(t, chromedp.Do(anna, chromedp.Click(chromedp.CSS(`form.offer[data-verb="pass"] button`))))
	said(anna, "Anna passes.")
	tvShows("Anna passes.")

	// Ben's phone follows and offers his moves; he produces a pair.
	require.NoError(t, chromedp.Do(ben,
		chromedp.WaitVisible(chromedp.CSS(`form.offer[data-verb="produce"] input[name="card"]`)),
		chromedp.SendKeys(chromedp.CSS(`form.offer[data-verb="produce"] input[name="card"]`), "8S 8H"),
		chromedp.Click(chromedp.CSS(`form.offer[data-verb="produce"] button`)),
	))
	said(ben, "Ben produces 8♠ 8♥")
	tvShows("Ben produces 8♠ 8♥")

	// Anna's phone cannot act for Ben.
	require.NoError(t, chromedp.Do(anna,
		chromedp.SendKeys(chromedp.CSS("#args"), "pass Ben"),
		chromedp.Click(chromedp.CSS("#words button")),
	))
	said(anna, "it acts for Anna only")

	// The host undoes Ben's production: the table is told what to put back.
	require.NoError(t, chromedp.Do(host, chromedp.WaitVisible(chromedp.CSS(`.undo button.undo`)), chromedp.Click(chromedp.CSS(`.undo button.undo`))))
	said(host, "Undone")
	said(host, "8♠ 8♥")
	tvShows("Undo of #2")

	dir := screenshotDir(t)
	for name, ctx := range map[string]context.Context{"phone-ben": ben, "phone-host": host, "tv-after-phones": tv} {
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		require.NoError(t, err)
		file := filepath.Join(dir, "play-"+name+".png")
		require.NoError(t, os.WriteFile(file, png, 0o644))
		t.Logf("screenshot: %s", file)
	}
}

// jsString is s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestBrowserPhoneHoldsItsOwnHandAgainstTheAI plays a virtual Rheinhessen
// game of one person against AI seats from the person's phone: the hand is
// on that phone only (never on the TV or the host's page), the AI seats play
// their turns as in play, and the TV follows.
func TestBrowserPhoneHoldsItsOwnHandAgainstTheAI(t *testing.T) {
	home, hand := soloRheinhessen(t)

	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := playLinks(t, s)
	tv := browser(t, 1280, 720)
	require.NoError(t, chromedp.Do(tv, chromedp.Navigate(s.base()+"/g/rheinhessen/solo"), chromedp.WaitVisible(chromedp.CSS("#board"))))
	anna, cancel := chromedp.NewContext(tv)
	defer cancel()
	require.NoError(t, chromedp.Do(anna, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile), chromedp.Navigate(links["Anna"]),
		chromedp.WaitVisible(chromedp.CSS("#private p"))))
	mine, err := chromedp.Run(anna, chromedp.Text(chromedp.CSS("#private")))
	require.NoError(t, err)
	host, cancelHost := chromedp.NewContext(tv)
	defer cancelHost()
	require.NoError(t, chromedp.Do(host, chromedp.Navigate(links["host"]), chromedp.WaitVisible(chromedp.CSS("#offers"))))

	// Anna passes; the AI seats play their turns; the TV shows them.
	require.NoError(t, chromedp.Do(anna, chromedp.WaitVisible(chromedp.CSS(`form.offer[data-verb="pass"] button`)),
		chromedp.Click(chromedp.CSS(`form.offer[data-verb="pass"] button`))))
	_, err = chromedp.Run(tv, chromedp.Poll[bool](`document.getElementById("view").innerText.includes("Anna passes.")`,
		chromedp.WithPollingTimeout(10*time.Second)))
	require.NoError(t, err)
	_, err = chromedp.Run(anna, chromedp.Poll[bool](`document.getElementById("offers").querySelectorAll("form.offer").length > 0`,
		chromedp.WithPollingTimeout(10*time.Second)))
	require.NoError(t, err, "the AI seats played and it is Anna's turn again")

	// Every card of her hand is on her phone, and on no other page.
	for _, c := range hand {
		assert.Contains(t, mine, c, "Anna's phone shows her hand")
	}
	tvText, err := chromedp.Run(tv, chromedp.Evaluate[string](`document.body.innerText`))
	require.NoError(t, err)
	hostText, err := chromedp.Run(host, chromedp.Evaluate[string](`document.body.innerText`))
	require.NoError(t, err)
	assert.NotContains(t, tvText, "Only on your phone")
	assert.NotContains(t, hostText, "Only on your phone")
	assert.NotContains(t, hostText, mine[strings.Index(mine, "\n")+1:], "the host's page carries no hand")
	png, err := chromedp.Run(anna, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	file := filepath.Join(screenshotDir(t), "play-phone-solo.png")
	require.NoError(t, os.WriteFile(file, png, 0o644))
	t.Logf("screenshot: %s", file)
}

// TestBrowserEveryGamePlaysFromPhones plays a little of each other game
// from its phones and host link: a seat's words go through the engine, the
// referee's answer shows on the phone and the TV follows.
func TestBrowserEveryGamePlaysFromPhones(t *testing.T) {
	home := t.TempDir()
	for _, c := range [][]string{
		{"politicard", "new", "--players", "Ann", "--deck-a", "tempo", "--ai", "control", "--name", "duel", "--seed", "2"},
		{"corpwar", "new", "--players", "Ann,Bob", "--name", "office", "--seed", "1"},
		{"rigs", "new", "--players", "Ann,Bob", "--name", "mars", "--seed", "4"},
		{"aufbau", "new", "--players", "Anna,Ben", "--lang", "en", "--name", "camp", "--seed", "5"},
	} {
		r := runCLI(t, append(c, "--home", home)...)
		require.Equal(t, 0, r.code, "%v: %s", c, r.stderr)
	}
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true})
	links := map[string]string{} // "game/seat"
	for _, m := range regexp.MustCompile(`(\w+)\s+(\w+)\s+(\w+)\s+(http://\S+/p/\S+)`).FindAllStringSubmatch(s.stdout.String(), -1) {
		links[m[2]+"/"+m[3]] = m[4]
	}
	// The host's link stands under its own head, not among the seats.
	for _, m := range regexp.MustCompile(`The host's link of \w+/(\w+) [^\n]*:\n  (http://\S+/p/\S+)`).FindAllStringSubmatch(s.stdout.String(), -1) {
		links[m[1]+"/host"] = m[2]
	}
	tv := browser(t, 1280, 720)
	for _, step := range []struct{ game, seat, words, said, tv string }{
		{"duel", "Ann", "end Ann", "Ann ends the turn", "Ann ends the turn"},
		{"office", "Ann", "place Ann production 3", "Ann places 3 employees in Production", "Ann places 3 employees in Production"},
		{"office", "Bob", "place Bob research 3", "Bob places 3 employees in Research", "Bob places 3 employees in Research"},
		{"office", "Bob", "place Ann sales 1", "it acts for Bob only", ""},
		{"mars", "host", "next", "Disaster Phase", "Disaster Phase"},
		{"camp", "host", "next", "maintenance done, now actions", "maintenance done, now actions"},
	} {
		link := links[step.game+"/"+step.seat]
		require.NotEmpty(t, link, "%s/%s in %s", step.game, step.seat, s.stdout.String())
		kind := map[string]string{"duel": "politicard", "office": "corpwar", "mars": "rigs", "camp": "aufbau"}[step.game]
		phone, cancel := chromedp.NewContext(tv)
		require.NoError(t, chromedp.Do(phone, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile), chromedp.Navigate(link),
			chromedp.WaitVisible(chromedp.CSS("#args")),
			chromedp.SendKeys(chromedp.CSS("#args"), step.words),
			chromedp.Click(chromedp.CSS("#words button"))))
		_, err := chromedp.Run(phone, chromedp.Poll[bool](`document.getElementById("said").innerText.includes(`+jsString(step.said)+`)`,
			chromedp.WithPollingTimeout(10*time.Second)))
		if err != nil {
			got, _ := chromedp.Run(phone, chromedp.Text(chromedp.CSS("#said")))
			t.Fatalf("%s/%s %q: the phone says %q, not %q", step.game, step.seat, step.words, got, step.said)
		}
		cancel()
		if step.tv != "" {
			require.NoError(t, chromedp.Do(tv, chromedp.Navigate(s.base()+"/g/"+kind+"/"+step.game), chromedp.WaitVisible(chromedp.CSS("#view"))))
			text, err := chromedp.Run(tv, chromedp.Text(chromedp.CSS("#view")))
			require.NoError(t, err)
			assert.Contains(t, text, step.tv, "%s: the TV shows it", step.game)
		}
	}
}

// TestBrowserPhoneAsksBeforeARiskyMove: a production that is no hand is
// asked about first, in the page itself (not the browser's confirm()) and
// in the game's language; going back sends nothing, confirming produces
// it declared illegal, as play does.
func TestBrowserPhoneAsksBeforeARiskyMove(t *testing.T) {
	home := t.TempDir()
	for _, c := range [][]string{
		{"rheinhessen", "new", "--players", "Anna,Ben", "--name", "werk"},
		{"rheinhessen", "new", "--players", "Jana,Otto", "--name", "abend", "--lang", "de"},
	} {
		r := runCLI(t, append(c, "--home", home)...)
		require.Equal(t, 0, r.code, "%v: %s", c, r.stderr)
	}
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := playLinks(t, s)
	tv := browser(t, 1280, 720)
	for _, c := range []struct{ seat, game, question, yes, no, notSent, done string }{
		{"Anna", "werk", "8♠ 5♣", "Yes, do it", "No", "Not sent.", "Anna produces 8♠ 5♣: no hand"},
		{"Jana", "abend", "8♠ 5♣", "Ja, ausführen", "Nein", "Nicht gesendet.", "Jana produziert 8♠ 5♣"},
	} {
		phone, cancel := chromedp.NewContext(tv)
		produce := chromedp.Steps(
			chromedp.SetValue(chromedp.CSS(`form.offer[data-verb="produce"] input[name="card"]`), "8S 5C"),
			chromedp.Click(chromedp.CSS(`form.offer[data-verb="produce"] button.go`)),
			chromedp.WaitVisible(chromedp.CSS("#confirm")),
		)
		require.NoError(t, chromedp.Do(phone, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile), chromedp.Navigate(links[c.seat]),
			chromedp.WaitVisible(chromedp.CSS(`form.offer[data-verb="produce"] input[name="card"]`))))
		// The browser's own dialog is never used (it would answer yes here).
		_, err := chromedp.Run(phone, chromedp.Evaluate[bool](`window.confirm = function () { window.askedNatively = true; return true; }; true`))
		require.NoError(t, err)
		pctx, pcancel := context.WithTimeout(phone, 15*time.Second)
		err = chromedp.Do(pctx, produce)
		pcancel()
		if err != nil {
			got, _ := chromedp.Run(phone, chromedp.Evaluate[string](`document.getElementById("act").innerHTML`))
			t.Fatalf("no question: %v; the phone shows %s", err, got)
		}
		text := func(sel string) string {
			t.Helper()
			got, err := chromedp.Run(phone, chromedp.Text(chromedp.CSS(sel)))
			require.NoError(t, err)
			return got
		}
		q, yes, no := text("#confirm-q"), text("#confirm-yes"), text("#confirm-no")
		offersShown, err := chromedp.Run(phone, chromedp.Evaluate[bool](`!document.getElementById("offers").hidden`))
		require.NoError(t, err)
		assert.Contains(t, q, c.question, "the question names the cards")
		assert.Equal(t, c.yes, yes)
		assert.Equal(t, c.no, no)
		assert.False(t, offersShown, "the moves are put away while the question stands")
		if c.seat == "Anna" {
			png, err := chromedp.Run(phone, chromedp.CaptureScreenshot())
			require.NoError(t, err)
			file := filepath.Join(screenshotDir(t), "play-phone-confirm.png")
			require.NoError(t, os.WriteFile(file, png, 0o644))
			t.Logf("screenshot: %s", file)
		}

		// Going back sends nothing.
		require.NoError(t, chromedp.Do(phone, chromedp.Click(chromedp.CSS("#confirm-no")), chromedp.WaitNotPresent(chromedp.CSS("#confirm"))))
		_, err = chromedp.Run(phone, chromedp.Poll[bool](`document.getElementById("said").innerText.includes(`+jsString(c.notSent)+`)`,
			chromedp.WithPollingTimeout(10*time.Second)))
		require.NoError(t, err, "the phone says it sent nothing")
		r := runCLI(t, "rheinhessen", "log", "--game", c.game, "--home", home)
		assert.NotContains(t, r.stdout, "8♠ 5♣", "going back changes nothing")

		// Asked again and confirmed: produced, declared illegal.
		require.NoError(t, chromedp.Do(phone, produce, chromedp.Click(chromedp.CSS("#confirm-yes"))))
		_, err = chromedp.Run(phone, chromedp.Poll[bool](`document.getElementById("said").innerText.includes(`+jsString(c.done)+`)`,
			chromedp.WithPollingTimeout(10*time.Second)))
		if err != nil {
			got, _ := chromedp.Run(phone, chromedp.Text(chromedp.CSS("#said")))
			t.Fatalf("the phone says %q, not %q", got, c.done)
		}
		native, err := chromedp.Run(phone, chromedp.Evaluate[bool](`window.askedNatively === true`))
		require.NoError(t, err)
		assert.False(t, native, "the browser's confirm() was never called")
		r = runCLI(t, "rheinhessen", "log", "--game", c.game, "--home", home)
		assert.Contains(t, r.stdout, c.done, "taken through the engine")
		cancel()
	}
}

// TestBrowserRIGSSeatBorrowsAndResolvesFromItsPhone: a R.I.G.S. seat's
// phone offers its own loan (what Vinnie may still lend it) and, in the
// Disaster Phase, its own Disaster card, as forms built from the verbs'
// descriptors; the TV follows.
func TestBrowserRIGSSeatBorrowsAndResolvesFromItsPhone(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "mars", "--seed", "4", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := playLinks(t, s)
	tv := browser(t, 1280, 720)
	require.NoError(t, chromedp.Do(tv, chromedp.Navigate(s.base()+"/g/rigs/mars"), chromedp.WaitVisible(chromedp.CSS("#view"))))
	open := func(url string, w, h int) context.Context {
		ctx, cancel := chromedp.NewContext(tv)
		t.Cleanup(cancel)
		view := chromedp.EmulateViewport(int64(w), int64(h))
		if w < 600 {
			view = chromedp.EmulateViewport(int64(w), int64(h), chromedp.EmulateMobile)
		}
		require.NoError(t, chromedp.Do(ctx, view, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS("#offers"))))
		return ctx
	}
	ann := open(links["Ann"], 390, 844)
	said := func(ctx context.Context, text string) {
		t.Helper()
		_, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("said").innerText.includes(`+jsString(text)+`)`,
			chromedp.WithPollingTimeout(10*time.Second)))
		if err != nil {
			got, _ := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#said")))
			t.Fatalf("the phone says %q, not %q", got, text)
		}
	}
	loan := `form.offer[data-verb="loan"] `
	require.NoError(t, chromedp.Do(ann,
		chromedp.WaitVisible(chromedp.CSS(loan+`select[name="resource"]`)),
		chromedp.SetValue(chromedp.CSS(loan+`select[name="resource"]`), "metal"),
		chromedp.SetValue(chromedp.CSS(loan+`input[name="N"]`), "3"),
		chromedp.Click(chromedp.CSS(loan+"button.go"))))
	said(ann, "Vinnie lends Ann 3 Metal")
	_, err := chromedp.Run(tv, chromedp.Poll[bool](`document.getElementById("view").innerText.includes("Vinnie lends Ann 3 Metal")`,
		chromedp.WithPollingTimeout(10*time.Second)))
	require.NoError(t, err, "the TV shows the loan")
	require.NoError(t, chromedp.Do(ann, chromedp.WaitVisible(chromedp.CSS(`form.offer[data-verb="repay"] select[name="resource"]`))))
	script, err := chromedp.Run(ann, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll('form.offer[data-verb="repay"] select[name="resource"] option')).map(o => o.value)`))
	require.NoError(t, err)
	assert.Equal(t, []string{"metal"}, script, "Ann repays only the script she holds")

	dir := screenshotDir(t)
	shot := func(ctx context.Context, name string) {
		t.Helper()
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		require.NoError(t, err)
		file := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(file, png, 0o644))
		t.Logf("screenshot: %s", file)
	}
	shot(ann, "play-rigs-ann-390.png")
	shot(open(links["Ann"], 1280, 720), "play-rigs-ann-1280.png")
	hostPage := open(links["host"], 390, 844)
	require.NoError(t, chromedp.Do(hostPage, chromedp.WaitVisible(chromedp.CSS(`form.offer[data-verb="build"] input[name="N"]`))))
	buildForm, err := chromedp.Run(hostPage, chromedp.Text(chromedp.CSS(`form.offer[data-verb="build"]`)))
	require.NoError(t, err)
	assert.Contains(t, buildForm, "Who builds?")
	assert.Contains(t, buildForm, "How many RIGS?", "a question after the player's is worded too")
	shot(hostPage, "play-rigs-host-390.png")
	shot(open(links["host"], 1280, 720), "play-rigs-host-1280.png")

	// The Disaster Phase: Ann's phone resolves Ann's card.
	host := open(links["host"], 390, 844)
	require.NoError(t, chromedp.Do(host, chromedp.SetValue(chromedp.CSS("#args"), "next"), chromedp.Click(chromedp.CSS("#words button"))))
	said(host, "Disaster Phase")
	require.NoError(t, chromedp.Do(ann, chromedp.WaitVisible(chromedp.CSS(`form.offer[data-verb="disaster"] button.go`)),
		chromedp.Click(chromedp.CSS(`form.offer[data-verb="disaster"] button.go`))))
	said(ann, `Ann: "Safe!"`)
	_, err = chromedp.Run(tv, chromedp.Poll[bool](`document.getElementById("view").innerText.includes('Ann: "Safe!"')`,
		chromedp.WithPollingTimeout(10*time.Second)))
	require.NoError(t, err, "the TV shows it")
}
