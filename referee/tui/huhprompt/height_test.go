package huhprompt

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/referee/tui"
)

// A long Select in normal mode scrolls under its title and "/" filters it:
// typing "17" and Enter picks "tui.Option 17" of 30 (issue 9: long lists paged or
// filterable, the question always visible).
func TestHuhLongSelectFilters(t *testing.T) {
	t.Setenv("TERM", "xterm")
	t.Setenv("NO_COLOR", "1")
	var opts []tui.Option
	for i := 1; i <= 30; i++ {
		opts = append(opts, tui.Option{Label: fmt.Sprintf("tui.Option %d", i), Value: fmt.Sprint(i)})
	}
	var out screen
	p := New(false, typing("/17\r", &out), &out)
	v, err := p.Select("Which one?", opts)
	require.NoError(t, err)
	assert.Equal(t, "17", v)
	assert.Contains(t, out.String(), "Which one? › tui.Option 17")
	assert.Contains(t, out.String(), "/ filter", "the help line says how to filter")
	assert.NotContains(t, out.String(), "tui.Option 30", "the list scrolls: the last options are not drawn at first")
}

// keys types s one key at a time, as a player does: the first once the form
// is on the screen (a player looks before typing; a key that came before the
// first frame would skip it), the rest as fast as they are read (the form
// takes them in order).
type keys struct {
	s      string
	screen *screen
	from   int // the screen's length when typing began
	looked bool
}

func typing(s string, on *screen) *keys { return &keys{s: s, screen: on, from: len(on.String())} }

func (k *keys) Read(p []byte) (int, error) {
	if k.s == "" {
		return 0, io.EOF
	}
	if !k.looked {
		// Look again each time the form draws; the deadline only tells a
		// hang from a slow machine.
		deadline := time.After(60 * time.Second)
		for {
			shown, more := k.screen.since(k.from)
			if strings.Contains(shown, "┃") {
				break
			}
			select {
			case <-more:
			case <-deadline:
				return 0, fmt.Errorf("no form on the screen after 60 s: %q", shown)
			}
		}
		k.looked = true
	}
	p[0], k.s = k.s[0], k.s[1:]
	return 1, nil
}

// screen is what the form drew, safe to look at while it draws.
type screen struct {
	mu   sync.Mutex
	b    strings.Builder
	more chan struct{} // closed at the next write
}

func (s *screen) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.more != nil {
		close(s.more)
		s.more = nil
	}
	return s.b.Write(p)
}

// since is what was drawn from byte from on, and a channel closed when more
// is drawn.
func (s *screen) since(from int) (string, <-chan struct{}) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.more == nil {
		s.more = make(chan struct{})
	}
	return s.b.String()[from:], s.more
}

func (s *screen) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// A short Select gets no filter: "/" is not a key there.
func TestHuhShortSelectHasNoFilter(t *testing.T) {
	t.Setenv("TERM", "xterm")
	t.Setenv("NO_COLOR", "1")
	var out screen
	p := New(false, typing("j\r", &out), &out)
	v, err := p.Select("Who?", []tui.Option{{Label: "Ann", Value: "a"}, {Label: "Bob", Value: "b"}})
	require.NoError(t, err)
	assert.Equal(t, "b", v)
	assert.NotContains(t, out.String(), "filter")
}

// Esc while filtering leaves the filter (it does not quit); Enter then picks
// from what the filter left. Esc outside the filter still quits.
func TestHuhEscLeavesTheFilter(t *testing.T) {
	t.Setenv("TERM", "xterm")
	t.Setenv("NO_COLOR", "1")
	var opts []tui.Option
	for i := 1; i <= 30; i++ {
		opts = append(opts, tui.Option{Label: fmt.Sprintf("tui.Option %d", i), Value: fmt.Sprint(i)})
	}
	var out screen
	p := New(false, typing("/29\x1b\r", &out), &out)
	v, err := p.Select("Which one?", opts)
	require.NoError(t, err)
	assert.Equal(t, "29", v)

	p = New(false, typing("\x1b", &out), &out)
	_, err = p.Select("Which one?", opts)
	assert.ErrorIs(t, err, tui.ErrQuit)
}

// The line left for an answered question ("title › answer") is wrapped at
// words to the 80 columns of play, never cut mid-word by the terminal
// ("...no card to act on: noth" / "ing happens)").
func TestHuhEchoWrapsAtWords(t *testing.T) {
	t.Setenv("TERM", "xterm")
	t.Setenv("NO_COLOR", "1")
	var out screen
	p := New(false, typing("\r", &out), &out)
	title := "Which card does Whataboutism act on?"
	answer := "As the card says (no card to act on: nothing happens)"
	_, err := p.Select(title, []tui.Option{{Label: answer, Value: "x"}, {Label: "G4 Dorian Valcourt", Value: "G4"}})
	require.NoError(t, err)
	text := out.String()
	k := strings.LastIndex(text, title+" ›")
	require.GreaterOrEqual(t, k, 0, "the answer is echoed")
	echo := strings.Split(strings.TrimRight(text[k:], "\n"), "\n")
	require.Len(t, echo, 2, "%q", echo)
	for _, l := range echo {
		assert.LessOrEqual(t, len([]rune(l)), tui.Width, "%q", l)
	}
	assert.Equal(t, title+" › "+answer, strings.Join(strings.Fields(strings.Join(echo, " ")), " "), "every word whole")
}

// Where the screen has less room left under the state than a menu needs
// (Room), the menu is made shorter: it scrolls under its title, with "/"
// to filter, rather than pushing the state off the top. The limit holds
// for the next Select only.
func TestHuhSelectFitsTheRoomLeft(t *testing.T) {
	t.Setenv("TERM", "xterm")
	t.Setenv("NO_COLOR", "1")
	var opts []tui.Option
	for i := 1; i <= 8; i++ {
		opts = append(opts, tui.Option{Label: fmt.Sprintf("Entry %d", i), Value: fmt.Sprint(i)})
	}
	var out screen
	p := New(false, typing("\r", &out), &out)
	p.(interface{ Room(int) }).Room(8) // a title and five entries, a blank line, the keys' help
	v, err := p.Select("Which one?", opts)
	require.NoError(t, err)
	assert.Equal(t, "1", v)
	assert.Contains(t, out.String(), "Entry 5")
	assert.NotContains(t, out.String(), "Entry 6", "the list scrolls under its title")
	assert.Contains(t, out.String(), "/ filter")

	var whole screen
	p = New(false, typing("\r", &whole), &whole)
	p.(interface{ Room(int) }).Room(8)
	_, err = p.Select("Which one?", opts[:2]) // the limit is spent on this one
	require.NoError(t, err)
	p.(*huhPrompter).in = typing("\r", &whole)
	_, err = p.Select("Which one?", opts)
	require.NoError(t, err)
	assert.Contains(t, whole.String(), "Entry 8", "the next Select is whole again")
}

// At a German table the long Select's filter key is helped in German too
// ("/ filtern"), and so are the keys while filtering: every word of the
// key help line is the table's.
func TestHuhFilterHelpSpeaksTheGamesWords(t *testing.T) {
	t.Setenv("TERM", "xterm")
	t.Setenv("NO_COLOR", "1")
	var opts []tui.Option
	for i := 1; i <= 30; i++ {
		opts = append(opts, tui.Option{Label: fmt.Sprintf("Karte %d", i), Value: fmt.Sprint(i)})
	}
	var out screen
	p := New(false, typing("/17\r", &out), &out)
	p.(interface{ Speak(msg.Lang) }).Speak(msg.DE)
	v, err := p.Select("Welche?", opts)
	require.NoError(t, err)
	assert.Equal(t, "17", v)
	assert.Contains(t, out.String(), "/ filtern")
	assert.NotRegexp(t, `/ filter([^n]|$)`, out.String())
	assert.NotContains(t, out.String(), "done filtering")
	assert.NotContains(t, out.String(), "clear filter")
}
