package lookup

import (
	"html"
	"regexp"
	"strings"

	"boardroom/lazy"
)

// The rules data and the rulings write a little Markdown (bold, code,
// links, headings, lists); a terminal and a page each show it as text of
// their own. Terminal is the form for `rules`, `card` and `why`; HTML the
// form for a page (the table display). Both leave out the names of a
// repository's files the rulebooks cite ("docs/dev/implementation-status.md",
// "src/core/rules/v1.ts"), which mean nothing at a table.

// Bold is how a terminal that takes it shows bold text (ANSI: on, off).
const (
	BoldOn  = "\x1b[1m"
	BoldOff = "\x1b[22m"
)

var (
	mdLink = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`\[([^\]]+)\]\([^)]*\)`) }}
	// a file of a repository, with a "see" before it and brackets around
	// it; the extension ends a word ("pending.gold" is a field, not a Go
	// file); a bracket that holds only the file and code names next to it
	// goes whole ("(`printables/board.go`, `boardFace`)")
	repoFile = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile("\\((?:(?:siehe|see|Details:)\\s+)?`[A-Za-z0-9_./*-]+\\.(?:md|ts|go|yaml|yml|json)`(?:,\\s*`[^`]*`)*\\)" +
			"|\\(?(?:(?:siehe|see|Details:)\\s+)?`?[A-Za-z0-9_.*-]*(?:/[A-Za-z0-9_.*-]+)*\\.(?:md|ts|go|yaml|yml|json)\\b`?\\)?")
	}}
	spaces = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`[ \t]{2,}|\s+([.,;:])`) }}
	// *text* or _text_ as emphasis: the marks hug a word on both sides
	// ("2 * 3" and "snake_case" stay)
	emphasis = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(^|[\s(„"“])([*_])([^\s*_](?:[^*_]*[^\s*_])?)([*_])($|[\s).,;:!?"“”])`)
	}}
)

// span is a piece of a line: its text and whether it is bold or code.
type span struct {
	text       string
	bold, code bool
}

// spans splits a line at its bold (** or __, in pairs) and code (`...`)
// marks; an unpaired mark stays as it is written.
func spans(line string) []span {
	var out []span
	bold := false
	var cur strings.Builder
	flush := func(code bool) {
		if cur.Len() > 0 || code {
			out = append(out, span{text: cur.String(), bold: bold, code: code})
			cur.Reset()
		}
	}
	for i := 0; i < len(line); {
		switch {
		case line[i] == '`':
			if j := strings.IndexByte(line[i+1:], '`'); j >= 0 {
				flush(false)
				cur.WriteString(line[i+1 : i+1+j])
				flush(true)
				i += j + 2
				continue
			}
		case strings.HasPrefix(line[i:], "**") || strings.HasPrefix(line[i:], "__"):
			mark := line[i : i+2]
			if bold || strings.Contains(line[i+2:], mark) {
				flush(false)
				bold = !bold
				i += 2
				continue
			}
		}
		cur.WriteByte(line[i])
		i++
	}
	flush(false)
	return out
}

// prepare drops links (their text stays), the repository's files and the
// emphasis marks of one line, and its heading marks (a heading line is
// bold); it tidies the spaces a dropped file leaves.
func prepare(line string) (string, bool) {
	line = mdLink.Get().ReplaceAllString(line, "$1")
	if strings.ContainsAny(line, "./") {
		line = repoFile.Get().ReplaceAllString(line, "")
	}
	heading := false
	if t := strings.TrimLeft(line, "#"); t != line && (t == "" || t[0] == ' ') {
		line, heading = t, true
	}
	if strings.ContainsAny(line, "*_") {
		line = emphasis.Get().ReplaceAllString(line, "$1$3$5")
	}
	line = spaces.Get().ReplaceAllStringFunc(line, func(m string) string {
		if t := strings.TrimSpace(m); t != "" {
			return t // " ." where a file name was: "."
		}
		return " "
	})
	return strings.TrimSpace(line), heading
}

// Terminal is s as a terminal shows it: bold as the terminal's bold when
// bold is true (a colour terminal, NO_COLOR unset), else plain; code as its
// text; links as their text; headings bold; list items and paragraphs line
// by line as written.
func Terminal(s string, bold bool) string {
	if !strings.ContainsAny(s, "*_`#[./") {
		return s
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		l, heading := prepare(l)
		var b strings.Builder
		if heading && bold {
			b.WriteString(BoldOn)
		}
		for _, sp := range spans(l) {
			if sp.bold && bold && !heading {
				b.WriteString(BoldOn + sp.text + BoldOff)
				continue
			}
			b.WriteString(sp.text)
		}
		if heading && bold {
			b.WriteString(BoldOff)
		}
		lines[i] = b.String()
	}
	return strings.Join(lines, "\n")
}

// Plain is s as text with no marks at all: Terminal without bold.
func Plain(s string) string { return Terminal(s, false) }

// HTML is s as a page shows it, escaped: bold as <strong>, code as <code>,
// links as their text, a heading as a <strong> paragraph, lines starting
// "- " or "* " as a list, blank lines between paragraphs, a line break
// inside one as <br>.
func HTML(s string) string {
	var b strings.Builder
	inList, inPara := false, false
	closeAll := func() {
		if inList {
			b.WriteString("</ul>")
			inList = false
		}
		if inPara {
			b.WriteString("</p>")
			inPara = false
		}
	}
	for _, raw := range strings.Split(s, "\n") {
		t := strings.TrimSpace(raw)
		if t == "" {
			closeAll()
			continue
		}
		item := ""
		if rest, ok := strings.CutPrefix(t, "- "); ok {
			item = rest
		} else if rest, ok := strings.CutPrefix(t, "* "); ok {
			item = rest
		}
		if item != "" {
			if inPara {
				b.WriteString("</p>")
				inPara = false
			}
			if !inList {
				b.WriteString("<ul>")
				inList = true
			}
			b.WriteString("<li>" + inlineHTML(item) + "</li>")
			continue
		}
		if inList {
			b.WriteString("</ul>")
			inList = false
		}
		if inPara {
			b.WriteString("<br>")
		} else {
			b.WriteString("<p>")
			inPara = true
		}
		b.WriteString(inlineHTML(t))
	}
	closeAll()
	return b.String()
}

// inlineHTML is one line's marks as HTML, its text escaped.
func inlineHTML(line string) string {
	line, heading := prepare(line)
	var b strings.Builder
	for _, sp := range spans(line) {
		t := html.EscapeString(sp.text)
		switch {
		case sp.code:
			b.WriteString("<code>" + t + "</code>")
		case sp.bold && !heading:
			b.WriteString("<strong>" + t + "</strong>")
		default:
			b.WriteString(t)
		}
	}
	if heading {
		return "<strong>" + b.String() + "</strong>"
	}
	return b.String()
}

// VisibleLen is the number of runes of s a terminal shows: its ANSI marks
// left out.
func VisibleLen(s string) int {
	n := 0
	for i := 0; i < len(s); {
		if s[i] == '\x1b' {
			if j := strings.IndexByte(s[i:], 'm'); j >= 0 {
				i += j + 1
				continue
			}
		}
		r := s[i]
		switch {
		case r < 0x80 || r >= 0xC0: // a rune starts here
			n++
		}
		i++
	}
	return n
}

// StripANSI is s without its ANSI marks (for where a terminal's bold means
// nothing: a file, the display).
func StripANSI(s string) string {
	if !strings.Contains(s, "\x1b[") {
		return s
	}
	return strings.NewReplacer(BoldOn, "", BoldOff, "").Replace(s)
}
