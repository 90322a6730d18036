package huhprompt

import (
	"io"
	"os"
	"strings"
	"testing"

	"github.com/charmbracelet/huh"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/tui"
)

// The end-to-end test of accessible mode through Run is in
// accessible_test.go; these check the parts of NewHuh one at a time.

func accessible(t *testing.T, input string) (tui.Prompter, *strings.Builder) {
	t.Helper()
	t.Setenv("TERM", "xterm")
	var out strings.Builder
	return New(true, strings.NewReader(input), &out), &out
}

func TestHuhAccessibleQuestions(t *testing.T) {
	p, out := accessible(t, "2\n0\nabc\n3\nseven\n7\ny\n\n")
	opts := []tui.Option{{Label: "Ann", Value: "a"}, {Label: "Bob", Value: "b"}, {Label: "Cy", Value: "c"}}

	v, err := p.Select("Who?", opts)
	require.NoError(t, err)
	assert.Equal(t, "b", v)
	v, err = p.Select("Who else?", opts) // 0 and abc are refused, 3 is Cy
	require.NoError(t, err)
	assert.Equal(t, "c", v)
	n, err := tui.InputInt(p, "How many?", 1, 9)
	require.NoError(t, err)
	assert.Equal(t, 7, n)
	ok, err := p.Confirm("Sure?")
	require.NoError(t, err)
	assert.True(t, ok)
	ok, err = p.Confirm("Really?") // an empty answer is the default, no
	require.NoError(t, err)
	assert.False(t, ok)

	assert.Equal(t, strings.Join([]string{
		"Who? ",
		"1. Ann",
		"2. Bob",
		"3. Cy",
		"Enter a number between 1 and 3: ",
		"Who else? ",
		"1. Ann",
		"2. Bob",
		"3. Cy",
		"Enter a number between 1 and 3: Invalid: must be a number between 1 and 3",
		"Enter a number between 1 and 3: Invalid: must be a number between 1 and 3",
		"Enter a number between 1 and 3: ",
		"How many? (1-9, empty to go back) enter a whole number from 1 to 9, or nothing to go back",
		"How many? (1-9, empty to go back) ",
		"Sure? [y/N] ",
		"Really? [y/N] ",
		"",
	}, "\n"), out.String())

	// The input has ended: the next question is tui.ErrQuit, and so is every later one.
	_, err = p.Select("More?", opts)
	assert.ErrorIs(t, err, tui.ErrQuit)
	_, err = p.Confirm("Still there?")
	assert.ErrorIs(t, err, tui.ErrQuit)
}

func TestHuhAccessibleEndOfInput(t *testing.T) {
	for _, tc := range []struct {
		name string
		ask  func(tui.Prompter) error
	}{
		{"select", func(p tui.Prompter) error {
			_, err := p.Select("Who?", []tui.Option{{Label: "Ann", Value: "a"}, {Label: "Bob", Value: "b"}})
			return err
		}},
		{"input", func(p tui.Prompter) error { _, err := tui.InputInt(p, "How many?", 1, 9); return err }},
		{"confirm", func(p tui.Prompter) error { _, err := p.Confirm("Sure?"); return err }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, out := accessible(t, "")
			assert.ErrorIs(t, tc.ask(p), tui.ErrQuit)
			assert.NotContains(t, out.String(), "Invalid")
			assert.NotContains(t, out.String(), "enter a whole number")
		})
	}
}

func TestHuhAccessibleLastLineWithoutNewline(t *testing.T) {
	p, _ := accessible(t, "1\n2")
	opts := []tui.Option{{Label: "Ann", Value: "a"}, {Label: "Bob", Value: "b"}}
	v, err := p.Select("Who?", opts)
	require.NoError(t, err)
	assert.Equal(t, "a", v)
	v, err = p.Select("Who?", opts)
	require.NoError(t, err)
	assert.Equal(t, "b", v)
	_, err = p.Select("Who?", opts)
	assert.ErrorIs(t, err, tui.ErrQuit)
}

func TestHuhAccessibleInterrupt(t *testing.T) {
	// Ctrl-C while a question waits: the input (a pipe nobody writes to) is
	// left waiting, the question is tui.ErrQuit.
	r, w := io.Pipe()
	defer w.Close()
	sig := make(chan os.Signal, 1)
	sig <- os.Interrupt
	var out strings.Builder
	h := New(true, nil, &out).(*huhPrompter)
	h.lines = newLineReader(r, func() (<-chan os.Signal, func()) { return sig, func() {} })

	_, err := h.Select("Who?", []tui.Option{{Label: "Ann", Value: "a"}, {Label: "Bob", Value: "b"}})
	assert.ErrorIs(t, err, tui.ErrQuit)
	_, err = h.Input("Name?", "", nil)
	assert.ErrorIs(t, err, tui.ErrQuit)
	assert.True(t, tui.Interrupted(h), "Ctrl-C is an interrupt: play exits 130")
}

// The end of input quits without an interrupt: play exits 0.
func TestHuhAccessibleEndOfInputIsNoInterrupt(t *testing.T) {
	p, _ := accessible(t, "")
	_, err := p.Select("Who?", []tui.Option{{Label: "Ann", Value: "a"}, {Label: "Bob", Value: "b"}})
	assert.ErrorIs(t, err, tui.ErrQuit)
	assert.False(t, tui.Interrupted(p))
	assert.False(t, tui.Interrupted(tui.NewScript()), "a tui.Prompter that cannot tell")
}

func TestHuhTermDumbIsAccessible(t *testing.T) {
	t.Setenv("TERM", "dumb")
	var out strings.Builder
	p := New(false, strings.NewReader("2\n"), &out)
	v, err := p.Select("Who?", []tui.Option{{Label: "Ann", Value: "a"}, {Label: "Bob", Value: "b"}})
	require.NoError(t, err)
	assert.Equal(t, "b", v)
	assert.Contains(t, out.String(), "2. Bob")
}

// TestHuhSwallowsPipedInput documents why lineReader exists: huh v1.0.0's
// accessible mode reads each prompt through a new bufio.Scanner, so from a
// reader that is not a line-mode terminal the first prompt swallows the
// answers meant for the next ones. If this test fails, huh has fixed it and
// lineReader could hand over the reader as it is.
func TestHuhSwallowsPipedInput(t *testing.T) {
	var first, second string
	var out strings.Builder
	err := huh.NewForm(huh.NewGroup(
		huh.NewInput().Title("first").Value(&first),
		huh.NewInput().Title("second").Value(&second),
	)).WithAccessible(true).WithInput(strings.NewReader("a\nb\n")).WithOutput(&out).Run()
	require.NoError(t, err)
	assert.Equal(t, "a", first)
	assert.Equal(t, "", second, "huh now reads line by line")
}

func TestIsTerminal(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "x")
	require.NoError(t, err)
	defer f.Close()
	assert.False(t, tui.IsTerminal(f))
	assert.False(t, tui.IsTerminal(strings.NewReader("")))
}
