// Package yamlerror says a YAML syntax error a person made in a file of
// theirs (a deck's layout or data, a Politicard deck or names file) in our
// words, in the table's language, at the line and column of the mistake:
// the YAML library's own words are English, name the line where the
// enclosing block starts, and speak of tokens and nodes.
package yamlerror

import (
	"strings"

	"go.yaml.in/yaml/v3"

	"boardroom/phrase/msg"
)

//go:generate go run -tags rulesgen ./gen

// Messages are the words for the YAML library's errors, in both languages.
var Messages = &msg.Catalog{Name: "rules/yamlerror/messages.yaml", Table: compiledMessages}

// Problem is a YAML syntax error where a person finds it: the line and
// column of the mistake (1-based; Line 0 when the library names no line)
// and what is wrong, said in a language by SayIn.
type Problem struct {
	Line, Col int
	key       string // the catalogue's yaml.<key>, "" for words we have none for
	text      string // the library's words
}

// SayIn is what is wrong, in l: our words, or for an error we have no words
// for, the library's, named as such.
func (p Problem) SayIn(l msg.Lang) string {
	switch p.key {
	case "":
		return Messages.Say(l, "yaml.other", p.text)
	case "tab":
		if p.Col > 0 {
			return Messages.Say(l, "yaml.tab_at", p.Col)
		}
	}
	return Messages.Say(l, "yaml."+p.key)
}

func (p Problem) String() string { return p.SayIn(msg.EN) }

// Explain is the syntax error err that the YAML library returned for
// data, placed on the line with the mistake, at its first character (the
// tab, for a tab in the indentation).
func Explain(data []byte, err error) Problem {
	words := strings.TrimPrefix(err.Error(), "yaml: ")
	if rest, ok := strings.CutPrefix(words, "line "); ok {
		if _, w, ok := strings.Cut(rest, ": "); ok {
			words = w
		}
	}
	p := Problem{text: words, key: key(words)}
	// The library names the line where the enclosing block starts, or
	// counts from 0: the mistake is on the first line whose prefix of the
	// file fails with the same words.
	lines := strings.SplitAfter(string(data), "\n")
	for k := 1; k <= len(lines) && k <= 4000; k++ {
		var n yaml.Node
		e := yaml.Unmarshal([]byte(strings.Join(lines[:k], "")), &n)
		if e == nil {
			continue
		}
		m := strings.TrimPrefix(e.Error(), "yaml: ")
		if i := strings.Index(m, ": "); strings.HasPrefix(m, "line ") && i >= 0 {
			m = m[i+2:]
		}
		if m == words {
			p.Line = k
			break
		}
	}
	if p.Line == 0 {
		p.Line = len(lines) // only at the end: an unclosed bracket or quote
		if p.Line > 1 && lines[p.Line-1] == "" {
			p.Line--
		}
	}
	text := strings.TrimRight(lines[p.Line-1], "\r\n")
	body := strings.TrimLeft(text, " ")
	p.Col = len([]rune(text)) - len([]rune(body)) + 1
	if strings.HasPrefix(body, "\t") {
		p.key = "tab" // "cannot start any token": a tab where the indentation goes on
	}
	if p.key == "tab" {
		p.Col = strings.IndexByte(text, '\t') + 1 // 0 when the tab is not on this line
	}
	return p
}

// key is the catalogue's message (yaml.<key>) for the library's words, ""
// for words we have none for.
func key(text string) string {
	switch text {
	case "did not find expected ',' or ']'":
		return "list_open"
	case "did not find expected ',' or '}'":
		return "mapping_open"
	case "did not find expected '-' indicator":
		return "dash"
	case "did not find expected key":
		return "indent"
	case "did not find expected node content":
		return "value"
	case "found a tab character that violates indentation":
		return "tab"
	case "found character that cannot start any token":
		return "token"
	case "mapping values are not allowed in this context":
		return "colon"
	case "could not find expected ':'":
		return "no_colon"
	case "found unexpected end of stream":
		return "end"
	case "block sequence entries are not allowed in this context":
		return "dash_here"
	case "did not find expected <document start>":
		return "document"
	}
	return ""
}
