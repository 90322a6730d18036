package display_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/display"
)

// The page names files relative to the home, never the server's absolute
// paths: a damaged game's page said "kept beside it (<absolute
// home>/rigs/g.json.bak)" to every phone on the network.
func TestPageNamesFilesRelativeToTheHome(t *testing.T) {
	f := newFixture(t, display.Options{})
	empty := body(t, f.get(t, "/"))
	assert.Contains(t, empty, "No saved games")
	assert.NotContains(t, empty, f.home)

	newTally(t, f.home, "friday", "Ann")
	addN(t, f.home, "friday", 1)
	addN(t, f.home, "friday", 2)
	path := filepath.Join(f.home, "tally", "friday.json")
	require.NoError(t, os.WriteFile(path, []byte("{ not json"), 0o644))
	page := body(t, f.get(t, "/g/tally/friday"))
	assert.Contains(t, page, "The previous good version is kept beside it (tally/friday.json.bak).")
	assert.NotContains(t, page, f.home)
	index := body(t, f.get(t, "/"))
	assert.NotContains(t, index, f.home)
}

// A refused request is logged with its path escaped: control characters
// in a URL (%1b) reach the server's terminal as text, not as commands.
func TestRefusedRequestsAreLoggedEscaped(t *testing.T) {
	f := newFixture(t, display.Options{})
	r := f.get(t, "/g/tally/%1b%5d0%3bpwned%07")
	assert.Equal(t, 400, r.StatusCode, "a path with control characters is refused")
	logged := f.log.String()
	assert.Contains(t, logged, `\x1b]0;pwned\a`)
	assert.NotContains(t, logged, "\x1b")
	assert.NotContains(t, logged, "\a")

	// a line break in an address starts no line of its own, and a page's
	// refusal is logged as its sentence, not its HTML
	f = newFixture(t, display.Options{})
	r = f.get(t, "/a%0aserve:%20fake%20line", "Accept", "text/html")
	assert.Equal(t, 400, r.StatusCode)
	logged = f.log.String()
	assert.Equal(t, 1, strings.Count(logged, "\n"), "one line: %q", logged)
	assert.Contains(t, logged, `/a\nserve: fake line`)
	assert.NotContains(t, logged, "<html")

	// bidi controls (a right-to-left override) do not turn the rest of
	// the line around on a terminal that honours them: "gpj.exe" read as
	// "exe.jpg", a refused address made to look like another
	f = newFixture(t, display.Options{})
	r = f.get(t, "/g/tally/%E2%80%AEgpj.exe%E2%81%A6x")
	assert.Equal(t, 400, r.StatusCode)
	logged = f.log.String()
	assert.Contains(t, logged, `/g/tally/\u202egpj.exe\u2066x`)
	assert.NotContains(t, logged, "\u202e")
	assert.NotContains(t, logged, "\u2066")
}
