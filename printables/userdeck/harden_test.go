package userdeck_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables/userdeck"
)

// Issue 31, point 4: a template that loops a billion times writing nothing
// ran on at 120 s; a range over a large literal is refused when the layout
// is read, and every loop runs under a budget of steps. Each error names
// the box.
func TestTemplatesRunUnderABudget(t *testing.T) {
	long := strings.Repeat("x", 5000)
	for _, tt := range []struct{ text, want string }{
		{`{{range 1000000000}}{{end}}{{.name}}`, `box "title", text: template "{{range 1000000000}}{{end}}{{....": range over 1000000000: a layout's template loops at most 10000 times for a card`},
		{`{{range len .b}}{{range len $.b}}{{end}}{{end}}`, `card "A" (deck/cards.csv:2), box "title": template "{{range len .b}}{{range len $....": loops more than 10000 times for one card`},
		{`{{range $a, $b := .}}{{range $c, $d := $}}{{range $e, $f := $}}{{range $g, $h := $}}{{end}}{{end}}{{end}}{{end}}`, `loops more than 10000 times for one card`},
		{`{{printf "%1000000000d" 1}}`, `box "title": template "{{printf \"%1000000000d\" 1}}": printf widths and precisions are at most 999`},
		{`{{printf "%*d" 1000000000 1}}`, `printf with a width from an argument (*) is not for layout values`},
		{`{{define "a"}}{{template "a"}}{{end}}{{template "a"}}`, `define and block are not for layout values`},
	} {
		csv := "name,b,c,d,e,f,g,h,i,j,k\nA," + long + ",2,3,4,5,6,7,8,9,10\n"
		layout := fmt.Sprintf("size: poker\nfront:\n  title: {text: %q, x: 5, y: 5, w: 50, h: 10}\n", tt.text)
		d := loadSoon(t, fstest.MapFS{"cards.csv": {Data: []byte(csv)}, "layout.yaml": {Data: []byte(layout)}}, userdeck.DefaultBudgets())
		assert.Contains(t, d.Problems.Error(), tt.want, tt.text)
	}
	// Loops within the budget print as before.
	got, err := userdeck.Expand(`{{range 3}}*{{end}}{{printf "%05.1f" 2.5}}`, nil)
	require.NoError(t, err)
	assert.Equal(t, "***002.5", got)
}

// Issue 31, point 4: a 1 MB layout of a 40,000-deep extend chain and 200
// boxes at its end ran on at 300 s (each box walked its chain anew). A
// chain is at most 16 deep, and each box's merge is worked out once.
func TestExtendChainsAreCappedAndMemoised(t *testing.T) {
	var b strings.Builder
	b.WriteString("size: poker\nstyles:\n  s0: {type: text, text: x, size: 9}\n")
	for i := 1; i < 40_000; i++ {
		fmt.Fprintf(&b, "  s%d: {extend: s%d}\n", i, i-1)
	}
	b.WriteString("front:\n")
	for i := range 200 {
		fmt.Fprintf(&b, "  b%d: {extend: s39999, y: %d, h: 5}\n", i, i%80)
	}
	d := loadSoon(t, fstest.MapFS{"cards.csv": {Data: []byte("name\nA\nB\n")}, "layout.yaml": {Data: []byte(b.String())}}, userdeck.DefaultBudgets())
	// Said at the box's own line (40,004: after the size, the 40,000
	// styles and two headings), with the chain's length: the link where
	// the count ran out is only where the cap was reached.
	assert.Contains(t, d.Problems.Error(), `layout.yaml:40004:3: error: box "b0": its extend chain is 40001 boxes long (b0 -> s39999 -> ...): a chain of extends is at most 16 boxes`)
	assert.Contains(t, d.Problems.Error(), `layout.yaml:40005:3: error: box "b1": its extend chain is 40001 boxes long`)

	// One over the cap, through a box whose own chain was merged first
	// (memoised): still refused, at the longer chain's box.
	b.Reset()
	b.WriteString("size: poker\nstyles:\n  s0: {type: text, text: x, size: 9}\n")
	for i := 1; i < 15; i++ {
		fmt.Fprintf(&b, "  s%d: {extend: s%d}\n", i, i-1)
	}
	b.WriteString("front:\n  a: {extend: s14, x: 5, y: 5, w: 50, h: 10}\n  b: {extend: a, y: 20}\n")
	d = loadSoon(t, fstest.MapFS{"cards.csv": {Data: []byte("name\nA\n")}, "layout.yaml": {Data: []byte(b.String())}}, userdeck.DefaultBudgets())
	msg := d.Problems.Error()
	assert.NotContains(t, msg, `box "a"`, "a's chain is 16 boxes: a and s14 to s0")
	assert.Contains(t, msg, `layout.yaml:20:3: error: box "b": its extend chain is 17 boxes long (b -> a -> ...)`)

	// 16 boxes deep prints, with every property of the chain.
	b.Reset()
	b.WriteString("size: poker\nstyles:\n  s0: {type: text, text: \"{{.name}}\", size: 9, color: red}\n")
	for i := 1; i < 15; i++ {
		fmt.Fprintf(&b, "  s%d: {extend: s%d}\n", i, i-1)
	}
	b.WriteString("front:\n  a: {extend: s14, x: 5, y: 5, w: 50, h: 10}\n  b: {extend: s14, x: 5, y: 20, w: 50, h: 10, size: 8}\n")
	d = loadSoon(t, fstest.MapFS{"cards.csv": {Data: []byte("name\nA\n")}, "layout.yaml": {Data: []byte(b.String())}}, userdeck.DefaultBudgets())
	require.NoError(t, d.Err(true), d.Problems.Error())
	require.Len(t, d.Cards, 1)
}

// Issue 31, point 9: a font path with ".." said "invalid argument"; it is
// outside the deck, and says so.
func TestFontOutsideTheDeckSaysSo(t *testing.T) {
	d := loadSoon(t, fstest.MapFS{"cards.csv": {Data: []byte("name\nA\n")},
		"layout.yaml": {Data: []byte("fonts:\n  Fancy: ../fonts/x.ttf\n" + goodLayout)}}, userdeck.DefaultBudgets())
	msg := d.Problems.Error()
	assert.Contains(t, msg, `font "Fancy": "../fonts/x.ttf" is outside the deck folder deck: name a file inside it by a relative path`)
	assert.NotContains(t, msg, "invalid argument")
}

// Issue 31, point 2: a deck is read through a root. A data file, a picture,
// a font or a folder that is a link to outside the deck is refused and
// named as a link; a link inside the deck is read as before.
func TestLinksOutOfTheDeckAreRefused(t *testing.T) {
	if _, err := os.Lstat("/proc/self/status"); err != nil {
		t.Skip("no /proc: links are a unix test")
	}
	top := t.TempDir()
	dir := filepath.Join(top, "deck")
	_, err := userdeck.Init(dir)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(top, "secret.csv"), []byte("name\nTOP SECRET\n"), 0o600))
	back, err := os.ReadFile(filepath.Join(dir, "back.png"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(top, "back.png"), back, 0o600))
	require.NoError(t, os.Mkdir(filepath.Join(top, "icons"), 0o755))
	require.NoError(t, os.Rename(filepath.Join(dir, "icons", "energy.png"), filepath.Join(top, "icons", "energy.png")))

	require.NoError(t, os.Remove(filepath.Join(dir, "cards.csv")))
	require.NoError(t, os.Symlink("../secret.csv", filepath.Join(dir, "cards.csv")))
	require.NoError(t, os.RemoveAll(filepath.Join(dir, "icons")))
	require.NoError(t, os.Symlink("../icons", filepath.Join(dir, "icons")))
	require.NoError(t, os.Symlink("/proc/self/status", filepath.Join(dir, "status.csv")))

	d, err := userdeck.LoadDir(dir, "deck", userdeck.DefaultBudgets())
	require.NoError(t, err)
	msg := d.Problems.Error()
	for _, link := range []string{"deck/cards.csv", "deck/icons"} {
		assert.Contains(t, msg, link+" is a link to outside the deck folder deck", link)
	}
	assert.Contains(t, msg, "deck/status.csv is a link by an absolute path")
	assert.NotContains(t, msg, "TOP SECRET")
	assert.NotContains(t, msg, "VmPeak")

	// Links that stay inside the deck are followed.
	ok := filepath.Join(top, "ok")
	_, err = userdeck.Init(ok)
	require.NoError(t, err)
	require.NoError(t, os.Rename(filepath.Join(ok, "cards.csv"), filepath.Join(ok, "data.txt")))
	require.NoError(t, os.Symlink("data.txt", filepath.Join(ok, "cards.csv")))
	d, err = userdeck.LoadDir(ok, "ok", userdeck.DefaultBudgets())
	require.NoError(t, err)
	require.NoError(t, d.Err(false), d.Problems.Error())
	assert.Contains(t, d.Inputs(), "cards.csv")

	// A picture linked out, absolutely: refused, named as a link.
	require.NoError(t, os.Remove(filepath.Join(ok, "back.png")))
	require.NoError(t, os.Symlink(filepath.Join(top, "back.png"), filepath.Join(ok, "back.png")))
	d, err = userdeck.LoadDir(ok, "ok", userdeck.DefaultBudgets())
	require.NoError(t, err)
	assert.Contains(t, d.Problems.Error(), "ok/back.png is a link by an absolute path: a deck reads only its own files, by links relative to the folder ok")
}
