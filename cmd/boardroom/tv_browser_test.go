package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tvTables are a game of each kind at its largest table, a few actions in,
// so that each page has events, tags and scores to show.
var tvTables = []struct {
	game, name string
	cmds       [][]string
}{
	{"rigs", "rigs4", [][]string{{"new", "--players", "Anna,Ben,Clara,David", "--seed", "1"}, {"next"}}},
	{"rheinhessen", "rh4", [][]string{{"new", "--players", "Anna,Ben,Clara,David"}, {"pass", "Anna"}, {"produce", "Ben", "8S", "8H"}, {"pass", "Clara"}}},
	{"corpwar", "cw5", [][]string{{"new", "--players", "Anna,Ben,Clara,David,Emil", "--seed", "1"}, {"place", "Anna", "production", "2"}, {"place", "Anna", "sales", "1"}}},
	{"politicard", "pc2", [][]string{{"new", "--players", "Anna,Ben", "--deck-a", "tempo", "--deck-b", "control", "--seed", "1"}, {"end", "Anna"}, {"end", "Ben"}}},
	{"aufbau", "au8", [][]string{{"new", "--players", "Anna,Ben,Clara,David,Emil,Frieda,Gustav,Hanna", "--seed", "1", "--lang", "en"}, {"next"}}},
}

// tvMeasure is what a page's named elements measure, in CSS pixels.
type tvMeasure struct {
	Height     float64   `json:"height"`
	SideScroll float64   `json:"side"`
	Status     float64   `json:"status"`    // bottom of the status line
	Turn       float64   `json:"turn"`      // bottom of whose turn it is
	TurnText   string    `json:"turnText"`  // what it says
	Keys       float64   `json:"keys"`      // bottom of the key numbers
	Rows       []float64 `json:"rows"`      // bottom of each player's row
	RowLefts   []float64 `json:"rowLefts"`  // left of each player's row
	Events     []float64 `json:"events"`    // bottom of each of the last three events
	ScoreFont  float64   `json:"scoreFont"` // font size of the scores
	Pre        int       `json:"pre"`       // <pre> blocks on the page
	NoteParas  int       `json:"noteParas"` // paragraphs of the note
}

const tvMeasureJS = `(() => {
	const bottom = e => e ? e.getBoundingClientRect().bottom : -1;
	const rows = [...document.querySelectorAll("#board tr.player-row")];
	const score = document.querySelector("#board td.score");
	return {
		height: window.innerHeight,
		side: document.documentElement.scrollWidth - window.innerWidth,
		status: bottom(document.getElementById("status")),
		turn: bottom(document.getElementById("turn")),
		turnText: (document.getElementById("turn") || {}).textContent || "",
		keys: bottom(document.getElementById("keys")),
		rows: rows.map(bottom),
		rowLefts: rows.map(r => r.getBoundingClientRect().left),
		events: [...document.querySelectorAll("#events li")].slice(0, 3).map(bottom),
		scoreFont: score ? parseFloat(getComputedStyle(score).fontSize) : 0,
		pre: document.querySelectorAll("pre").length,
		noteParas: document.querySelectorAll("#note p").length,
	};
})()`

// TestBrowserTVPageFits measures, for every game at its largest table, the
// bounding boxes of the page's named elements at 1280x720 and 1920x1080:
// the status, whose turn it is in words, the key numbers, every player's
// row of the scoreboard and the last three events are above the fold, the
// scores are at least 24 px on the large TV; on a phone (390x844) the
// players are one column and nothing scrolls sideways. An answer shown at
// the table is paragraphs, not terminal lines. It leaves a screenshot of
// each page and size to look at.
func TestBrowserTVPageFits(t *testing.T) {
	home := t.TempDir()
	for _, tb := range tvTables {
		for _, c := range tb.cmds {
			args := append([]string{tb.game}, c...)
			if c[0] == "new" {
				args = append(args, "--name", tb.name)
			} else {
				args = append(args, "--game", tb.name)
			}
			r := runCLI(t, append(args, "--home", home)...)
			require.Equal(t, 0, r.code, "%v: %s", args, r.stderr)
		}
	}
	r := runCLI(t, "rheinhessen", "rules", "audit", "--show", "--game", "rh4", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	ctx := browser(t, 1280, 720)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home})
	dir := screenshotDir(t)
	for _, tb := range tvTables {
		for _, size := range []struct {
			name string
			w, h int64
		}{{"tv720", 1280, 720}, {"tv1080", 1920, 1080}, {"phone", 390, 844}} {
			opts := []chromedp.EmulateViewportOption{}
			if size.name == "phone" {
				opts = append(opts, chromedp.EmulateMobile)
			}
			require.NoError(t, chromedp.Do(ctx,
				chromedp.EmulateViewport(size.w, size.h, opts...),
				chromedp.Navigate(s.base()+"/g/"+tb.game+"/"+tb.name),
				chromedp.WaitVisible(chromedp.CSS("#board")),
			))
			m, err := chromedp.Run(ctx, chromedp.Evaluate[tvMeasure](tvMeasureJS))
			require.NoError(t, err)
			where := tb.game + " " + size.name
			assert.LessOrEqual(t, m.SideScroll, 0.0, "%s: no sideways scroll", where)
			assert.Positive(t, m.Status, "%s: a status line", where)
			assert.Positive(t, m.Turn, "%s: whose turn it is", where)
			assert.NotContains(t, m.TurnText, "<", "%s: the turn in words, not command syntax: %q", where, m.TurnText)
			assert.NotRegexp(t, `(^|[^\pL])'\p{Ll}`, m.TurnText, "%s: the turn in words, not command syntax", where)
			assert.NotContains(t, m.TurnText, "--", "%s: the turn in words, not command syntax: %q", where, m.TurnText)
			assert.Positive(t, m.Keys, "%s: the key numbers", where)
			require.NotEmpty(t, m.Rows, "%s: a row per player", where)
			require.NotEmpty(t, m.Events, "%s: the last events", where)
			assert.Zero(t, m.Pre, "%s: no terminal text", where)
			if size.name == "phone" {
				for _, l := range m.RowLefts {
					assert.Equal(t, m.RowLefts[0], l, "%s: the players in one column", where)
				}
			} else {
				fold := m.Height
				for name, b := range map[string]float64{"status": m.Status, "turn": m.Turn, "key numbers": m.Keys} {
					assert.LessOrEqual(t, b, fold, "%s: %s above the fold", where, name)
				}
				for i, b := range m.Rows {
					assert.LessOrEqual(t, b, fold, "%s: player %d's row above the fold", where, i+1)
				}
				for i, b := range m.Events {
					assert.LessOrEqual(t, b, fold, "%s: event %d above the fold", where, i+1)
				}
			}
			if size.name == "tv1080" {
				assert.GreaterOrEqual(t, m.ScoreFont, 24.0, "%s: scores readable from three metres", where)
			}
			if tb.game == "rheinhessen" {
				assert.GreaterOrEqual(t, m.NoteParas, 2, "%s: the answer asked at the table in paragraphs", where)
			}
			png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
			require.NoError(t, err)
			file := filepath.Join(dir, tb.game+"-"+size.name+".png")
			require.NoError(t, os.WriteFile(file, png, 0o644))
			t.Logf("screenshot: %s", file)
		}
	}
}
