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

	"boardroom/rules/names"
)

// Problem is one thing wrong with a deck, at a place in one of its files.
type Problem struct {
	File    string `json:"file"`
	Line    int    `json:"line,omitempty"`
	Col     int    `json:"column,omitempty"`
	Msg     string `json:"message"`
	Warning bool   `json:"warning,omitempty"`
}

func (p Problem) String() string {
	where := p.File
	if p.Line > 0 {
		where += fmt.Sprintf(":%d", p.Line)
		if p.Col > 0 {
			where += fmt.Sprintf(":%d", p.Col)
		}
	}
	kind := "error"
	if p.Warning {
		kind = "warning"
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

func (p pos) problem(format string, args ...any) Problem {
	return Problem{File: p.File, Line: p.Line, Col: p.Col, Msg: fmt.Sprintf(format, args...)}
}

func (p pos) warning(format string, args ...any) Problem {
	pr := p.problem(format, args...)
	pr.Warning = true
	return pr
}

// didYouMean is ` (did you mean "x"?)` for the candidate nearest to word,
// when one is near enough.
func didYouMean(word string, candidates []string) string {
	w := strings.ToLower(word)
	best, bestD := "", 1<<30
	for _, c := range candidates {
		lc := strings.ToLower(c)
		if lc == w {
			return fmt.Sprintf(" (did you mean %q?)", c)
		}
		if d := names.Distance(w, lc); d < bestD {
			best, bestD = c, d
		}
	}
	limit := max(1, len([]rune(w))/3)
	if best != "" && bestD <= limit {
		return fmt.Sprintf(" (did you mean %q?)", best)
	}
	return ""
}
