// Package userdeck prints a user's own deck: cards from spreadsheet data
// (CSV or YAML) drawn by a layout (YAML: a card size and boxes of text,
// pictures and shapes), bound to the print engine as one component, so that
// a user's deck is imposed, backed, marked and calibrated exactly as the
// games' decks are.
package userdeck

import (
	"fmt"
	"sort"
	"strings"

	"boardroom/phrase/msg"
	"boardroom/rules/names"
)

//go:generate go run -tags rulesgen ./gen

// Messages is what the deck loader says about a deck, in both languages
// (package phrase/msg): every problem is a message ID with its arguments.
var Messages = &msg.Catalog{Name: "printables/userdeck/messages.yaml", Table: compiledMessages}

// said is a sentence of the catalogue not yet said in a language: a
// problem's message, or an error that becomes one. Its Error is English;
// said as an argument of another message (msg.Sayer), it speaks that
// message's language.
type said struct {
	id   string
	args []any
}

func (s said) SayIn(l msg.Lang) string { return Messages.Say(l, s.id, s.args...) }
func (s said) Error() string           { return s.SayIn(msg.EN) }
func (s said) String() string          { return s.SayIn(msg.EN) }

// Unwrap is the first argument that is an error: what the sentence wraps.
func (s said) Unwrap() error {
	for _, a := range s.args {
		if e, ok := a.(error); ok {
			return e
		}
	}
	return nil
}

// saidList is sentences said one after the other, joined by commas.
type saidList []said

func (s saidList) SayIn(l msg.Lang) string {
	out := make([]string, len(s))
	for i, x := range s {
		out[i] = x.SayIn(l)
	}
	return strings.Join(out, ", ")
}

// sayErr is the error said by message id with args.
func sayErr(id string, args ...any) error { return said{id: id, args: args} }

// SayError is err in l: an error of the deck loader (a sentence of its
// catalogue, a budget) in that language, any other error as it says itself.
func SayError(l msg.Lang, err error) string {
	if s, ok := err.(msg.Sayer); ok {
		return s.SayIn(l)
	}
	return err.Error()
}

// Problem is one thing wrong with a deck, at a place in one of its files.
type Problem struct {
	File    string `json:"file"`
	Line    int    `json:"line,omitempty"`
	Col     int    `json:"column,omitempty"`
	Msg     string `json:"message"`
	Warning bool   `json:"warning,omitempty"`
	// said is Msg not yet said in a language, lang the language Msg is
	// in ("" for English).
	said said
	lang msg.Lang
}

// In is the problem said in l: its message and its kind.
func (p Problem) In(l msg.Lang) Problem {
	if p.said.id != "" {
		p.Msg = p.said.SayIn(l)
	}
	p.lang = l
	return p
}

func (p Problem) String() string {
	where := p.File
	if p.Line > 0 {
		where += fmt.Sprintf(":%d", p.Line)
		if p.Col > 0 {
			where += fmt.Sprintf(":%d", p.Col)
		}
	}
	kind := Messages.Say(p.lang, "problem.error")
	if p.Warning {
		kind = Messages.Say(p.lang, "problem.warning")
	}
	return fmt.Sprintf("%s: %s: %s", where, kind, p.Msg)
}

// Problems are every problem found, in file and line order.
type Problems []Problem

// Errors are the problems that are not warnings.
func (ps Problems) Errors() Problems {
	var out Problems
	for _, p := range ps {
		if !p.Warning {
			out = append(out, p)
		}
	}
	return out
}

// Warnings are the problems that are warnings.
func (ps Problems) Warnings() Problems {
	var out Problems
	for _, p := range ps {
		if p.Warning {
			out = append(out, p)
		}
	}
	return out
}

func (ps Problems) sort() {
	sort.SliceStable(ps, func(i, j int) bool {
		a, b := ps[i], ps[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// Error lists the problems, one a line.
func (ps Problems) Error() string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.String()
	}
	return strings.Join(lines, "\n")
}

// pos is a place in a file.
type pos struct {
	File      string
	Line, Col int
}

// problem is the message id with args at p, said in English until the deck
// says it in its language (Problem.In).
func (p pos) problem(id string, args ...any) Problem {
	s := said{id: id, args: args}
	return Problem{File: p.File, Line: p.Line, Col: p.Col, Msg: s.SayIn(msg.EN), said: s}
}

func (p pos) warning(id string, args ...any) Problem {
	pr := p.problem(id, args...)
	pr.Warning = true
	return pr
}

// didYouMean is ` (did you mean "x"?)` for the candidate nearest to word,
// when one is near enough, said in the language of the message it is an
// argument of.
func didYouMean(word string, candidates []string) hint {
	w := strings.ToLower(word)
	best, bestD := "", 1<<30
	for _, c := range candidates {
		lc := strings.ToLower(c)
		if lc == w {
			return hint{c}
		}
		if d := names.Distance(w, lc); d < bestD {
			best, bestD = c, d
		}
	}
	limit := max(1, len([]rune(w))/3)
	if best != "" && bestD <= limit {
		return hint{best}
	}
	return hint{}
}

// hint is a name a word comes near to ("" for none): said as
// ` (did you mean "x"?)`, or nothing.
type hint struct{ word string }

func (h hint) SayIn(l msg.Lang) string {
	if h.word == "" {
		return ""
	}
	return Messages.Say(l, "problem.did_you_mean", h.word)
}

func (h hint) String() string { return h.SayIn(msg.EN) }
