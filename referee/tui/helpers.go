package tui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"boardroom/columns"
	"boardroom/referee"

	"boardroom/phrase"
)

// Back is the last entry of every Select the helpers ask; picking it returns
// ErrBack.
var Back = Option{Label: "Back", Value: "tui:back"}

// SelectOption offers options plus Back and returns the Value chosen, or
// ErrBack.
func SelectOption(p Prompter, title string, options []Option) (string, error) {
	opts := make([]Option, 0, len(options)+1)
	opts = append(opts, options...)
	opts = append(opts, Back)
	v, err := p.Select(title, opts)
	if err != nil {
		return "", err
	}
	if v == Back.Value {
		return "", ErrBack
	}
	return v, nil
}

// SelectString offers values (each its own label) plus Back and returns the
// one chosen, or ErrBack.
func SelectString(p Prompter, title string, values []string) (string, error) {
	opts := make([]Option, len(values))
	for i, v := range values {
		opts[i] = Option{Label: v, Value: v}
	}
	return SelectOption(p, title, opts)
}

// SelectPlayer asks which of the players named names, plus Back, and returns
// the name chosen, or ErrBack.
func SelectPlayer(p Prompter, title string, names []string) (string, error) {
	return SelectString(p, title, names)
}

// SelectValue offers items, each shown as label(item), plus Back and returns
// the item chosen, or ErrBack.
func SelectValue[T any](p Prompter, title string, items []T, label func(T) string) (T, error) {
	var zero T
	opts := make([]Option, len(items))
	for i, it := range items {
		opts[i] = Option{Label: label(it), Value: strconv.Itoa(i)}
	}
	v, err := SelectOption(p, title, opts)
	if err != nil {
		return zero, err
	}
	i, err := strconv.Atoi(v)
	if err != nil || i < 0 || i >= len(items) {
		return zero, fmt.Errorf("tui: the prompter returned %q, which is not one of the options of %q", v, title)
	}
	return items[i], nil
}

// InputInt asks for a whole number from min to max. The title gets the range
// and the way back appended ("How many? (1-5, empty to go back)"); an empty
// answer returns ErrBack; anything else outside the range is refused by the
// prompt itself (huh asks again).
func InputInt(p Prompter, title string, min, max int) (int, error) {
	rng := fmt.Sprintf("%d-%d", min, max)
	if min == max {
		rng = strconv.Itoa(min)
	}
	validate := func(s string) error {
		_, err := parseInt(p, s, min, max)
		return err
	}
	ans, err := p.Input(fmt.Sprintf("%s (%s, %s)", title, rng, say(p, "tui.empty_to_go_back")), rng, validate)
	if err != nil {
		return 0, err
	}
	if strings.TrimSpace(ans) == "" {
		return 0, ErrBack
	}
	return parseInt(p, ans, min, max)
}

// parseInt reads a whole number from min to max; "" is accepted (as 0) for
// the way back.
func parseInt(p Prompter, s string, min, max int) (int, error) {
	if strings.TrimSpace(s) == "" {
		return 0, nil
	}
	n, err := phrase.ParseInt(s)
	if err != nil || n < min || n > max {
		if min == max {
			return 0, errors.New(say(p, "tui.enter_the_number", min))
		}
		return 0, errors.New(say(p, "tui.enter_a_number_from_to", min, max))
	}
	return n, nil
}

// Act is a Choice that needs no questions: it always builds a.
func Act[S any](label string, a referee.Action[S]) Choice[S] {
	return Choice[S]{Label: label, Build: func(Prompter, S) (referee.Action[S], error) { return a, nil }}
}

// Confirmed is a Choice that asks question (yes/no) before building a; "no"
// goes back to the menu. Use it for steps that are hard to take back at the
// table, such as ending a phase.
func Confirmed[S any](label, question string, a referee.Action[S]) Choice[S] {
	return Choice[S]{Label: label, Build: func(p Prompter, _ S) (referee.Action[S], error) {
		ok, err := p.Confirm(question)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, ErrBack
		}
		return a, nil
	}}
}

// Width is the width of the terminal `play` is made for (80x24): the
// lines it shows are wrapped to it.
const Width = 80

// Fit cuts line to Width columns (runes, as the terminal shows them: see
// phrase.Symbols), ending a cut line with "…": for a label that must stay
// on one line. Sentences are wrapped (Wrap), never cut.
func Fit(line string) string {
	r := []rune(phrase.Symbols(line)) // measured as the terminal shows it ("…" is "..." in ASCII)
	if len(r) <= Width {
		return string(r)
	}
	if phrase.Plain() {
		return string(r[:Width-3]) + "..."
	}
	return string(r[:Width-1]) + "…"
}

// Compact joins lines, each wrapped to Width (see Wrap: words are never
// cut at the terminal's edge), into the few lines a game shows above the
// menu of `play`.
func Compact(lines ...string) string {
	var out []string
	for _, l := range lines {
		out = append(out, Wrap(l)...)
	}
	return strings.Join(out, "\n")
}

// Wrap breaks line at spaces into lines of at most Width columns (runes,
// as the terminal shows them: see phrase.Symbols), the later ones indented
// by two spaces more than the first: for sentences that must be read whole,
// such as what an AI seat just did. A word longer than a line is broken,
// not cut.
func Wrap(line string) []string {
	line = phrase.Symbols(line) // measured as the terminal shows it: "ä" is "ae" in ASCII
	if columns.Len(line) <= Width {
		return []string{line} // as written: its columns line up
	}
	lead := line[:len(line)-len(strings.TrimLeft(line, " "))] // the first line keeps its indent
	return columns.Indent(line, Width, lead, lead+"  ")
}
