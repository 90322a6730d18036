package display

import (
	"html/template"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"boardroom/lazy"
)

// The top of a game's page is what a table reads from across the room, and
// it must fit a TV without scrolling: whose turn it is and what they may do
// (in words, never command syntax), the game's key numbers, a scoreboard
// with one row per player (the score and the key counters) and the last
// events. Everything else (each player's whole card, the game's groups and
// lists, a game's own template) follows below, for whoever scrolls.

// board is the scoreboard: a row per player, a column per counter.
type board struct {
	Score string      // the label of the score column ("Score", "Money"); "" none
	Heads []boardHead // the first header row: a counter or a group of them
	Cols  []string    // the second header row: each counter's label ("" under a single counter)
	Rows  []boardRow
	keys  []boardCol
}

type boardHead struct {
	Label string
	Span  int
	Group bool // a group of counters ("Resources": Energy, Metal...)
}

type boardCol struct{ key, sub string }

type boardRow struct {
	Name  string
	Tags  []string
	Score string
	Cells []boardCell
}

type boardCell struct{ Label, Value string }

// maxCounters bounds the scoreboard's columns besides the name and the
// score: past it the counters are in each player's card below.
const maxCounters = 10

// shortText is the longest word a scoreboard cell shows.
const shortText = 16

// cellValue is what a scoreboard cell shows of v, and whether v belongs in
// one: numbers, short words, amounts written as an object with a "text"
// ({"text": "4 1/2", "twelfths": 54}) and sums itemised as an object with a
// "total" ({"total": 9, "lines": [...]}).
func (p *page) cellValue(v *node) (string, bool) {
	switch {
	case v.kind == kNumber:
		return v.text, true
	case v.kind == kString && v.text != "" && utf8.RuneCountInString(v.text) <= shortText:
		return p.word(v.key, v.text), true
	case v.kind == kObject:
		if t := v.get("text"); t != nil && t.scalar() {
			return t.textValue(p), true
		}
		if t := v.get("total"); t != nil && t.kind == kNumber {
			return t.text, true
		}
	}
	return "", false
}

// counterGroup reports whether v is a small object of numbers, shown as a
// group of columns.
func counterGroup(v *node) bool {
	if v.kind != kObject || len(v.keys) == 0 || len(v.keys) > 5 {
		return false
	}
	for _, sv := range v.vals {
		if sv.kind != kNumber {
			return false
		}
	}
	return true
}

// buildBoard reads the scoreboard from the view's players.
func (p *page) buildBoard(players []*node) {
	var b board
	// The score is the first number (or amount) of a player, the counters
	// the numbers and short words after it, in the order the view gives.
	var cols []boardCol
	for _, pl := range players {
		for i, k := range pl.keys {
			v := pl.vals[i]
			if k == "name" || p.hidden(k) {
				continue
			}
			if _, ok := p.cellValue(v); ok && v.kind != kString && b.Score == "" {
				b.Score = k
				continue
			}
			if k == b.Score {
				continue
			}
			switch {
			case counterGroup(v):
				for _, sk := range v.keys {
					if c := (boardCol{k, sk}); !slices.Contains(cols, c) {
						cols = append(cols, c)
					}
				}
			default:
				if _, ok := p.cellValue(v); ok {
					if c := (boardCol{key: k}); !slices.Contains(cols, c) {
						cols = append(cols, c)
					}
				}
			}
		}
	}
	// Keep whole groups within the budget: a group that does not fit is
	// left to the cards below.
	for _, c := range cols {
		if len(b.keys) >= maxCounters {
			break
		}
		if c.sub != "" && !slices.ContainsFunc(b.keys, func(o boardCol) bool { return o.key == c.key }) {
			n := 0
			for _, o := range cols {
				if o.key == c.key {
					n++
				}
			}
			if len(b.keys)+n > maxCounters {
				continue
			}
		}
		b.keys = append(b.keys, c)
	}
	for _, c := range b.keys {
		if c.sub == "" {
			b.Heads = append(b.Heads, boardHead{Label: p.label(c.key), Span: 1})
			b.Cols = append(b.Cols, "")
			continue
		}
		if n := len(b.Heads); n > 0 && b.Heads[n-1].Group && b.Heads[n-1].Label == p.label(c.key) {
			b.Heads[n-1].Span++
		} else {
			b.Heads = append(b.Heads, boardHead{Label: p.label(c.key), Span: 1, Group: true})
		}
		b.Cols = append(b.Cols, p.label(c.sub))
	}
	for _, pl := range players {
		row := boardRow{}
		if n := pl.get("name"); n != nil {
			row.Name = n.textValue(p)
		}
		for _, q := range p.Players {
			if q.Name == row.Name {
				row.Tags = q.Tags
			}
		}
		if b.Score != "" {
			if v := pl.get(b.Score); v != nil {
				row.Score, _ = p.cellValue(v)
			}
		}
		for j, c := range b.keys {
			v := pl.get(c.key)
			if c.sub != "" {
				v = v.get(c.sub)
			}
			cell := boardCell{Label: p.label(c.key), Value: "—"}
			switch {
			case c.sub != "" && j > 0 && b.keys[j-1].sub != "" && b.keys[j-1].key == c.key:
				// a phone shows the cells one after the other, each with
				// its label: the group is named once, at its first
				// ("Resources: Energy 5  Luxuries 0"), not at each
				cell.Label = p.label(c.sub)
			case c.sub != "":
				cell.Label += ": " + p.label(c.sub)
			}
			if v != nil {
				if t, ok := p.cellValue(v); ok {
					cell.Value = t
				}
			}
			row.Cells = append(row.Cells, cell)
		}
		b.Rows = append(b.Rows, row)
	}
	if b.Score != "" {
		b.Score = p.label(b.Score)
	}
	p.Board = b
}

// scoreOf is a player's score as the scoreboard shows it ("" none).
func (p *page) scoreOf(name string) string {
	for _, r := range p.Board.Rows {
		if r.Name == name {
			return r.Score
		}
	}
	return ""
}

// buildTop reads the top of the page from the view: the scoreboard, the key
// numbers and whose turn it is in words.
func (p *page) buildTop(root *node) {
	var names []string
	for _, pl := range p.Players {
		names = append(names, pl.Name)
	}
	if ps := root.get("players"); ps != nil && ps.kind == kArray && len(names) > 0 {
		var objs []*node
		for _, it := range ps.items {
			if it.kind == kObject {
				objs = append(objs, it)
			}
		}
		p.buildBoard(objs)
	}
	skip := []string{"players", "next", "ended", "words", "winner", "winners", "result", "end_reason"}
	for i, k := range root.keys {
		v := root.vals[i]
		switch {
		case slices.Contains(skip, k), p.hidden(k), v.empty(), v.kind == kBool:
		case v.kind == kArray && allNames(v.items, names):
			// a ranking of the players ("standings"): each with its score
			f := fact{Label: p.label(k)}
			for _, it := range v.items {
				f.Parts = append(f.Parts, fact{Label: it.text, Value: p.scoreOf(it.text)})
			}
			p.Keys = append(p.Keys, f)
		case v.scalar():
			f := p.newFact(k, v)
			f.Long = f.Long || utf8.RuneCountInString(f.Value) > shortText
			p.Keys = append(p.Keys, f)
		case v.kind == kObject:
			// the numbers of a group ("Market": price, cards left)
			f := fact{Label: p.label(k)}
			for j, sk := range v.keys {
				sv := v.vals[j]
				if p.hidden(sk) {
					continue
				}
				if t, ok := p.cellValue(sv); ok {
					f.Parts = append(f.Parts, fact{Label: p.labelIn(k, sk), Value: p.valueWords(sk, sv, t)})
				}
			}
			if len(f.Parts) > 0 {
				p.Keys = append(p.Keys, f)
			}
		}
	}
	p.Who, p.Turn = inWords(p.Next, names)
}

// allNames reports whether items are the players' names, each once (a
// ranking).
func allNames(items []*node, names []string) bool {
	if len(items) == 0 || len(names) == 0 {
		return false
	}
	for _, it := range items {
		if it.kind != kString || !slices.Contains(names, it.text) {
			return false
		}
	}
	return true
}

// wordsRE are the patterns inWords, Blocks and inline read, compiled when
// first used (not at start: most commands never show a page).
var wordsRE = &lazy.Value[notePatterns]{New: func() notePatterns {
	return notePatterns{
		// a command in quotes: 'pass Ben' (not the apostrophe of "players'")
		quotedCommand: regexp.MustCompile(`(^|[^\p{L}])'([\p{Ll}][^']*)'`),
		flagAside:     regexp.MustCompile(`\s*(\([^()]*--[^()]*\)|\[--[^\[\]]*\])`),
		// "draw the Market card ('market')": the command that does what
		// the sentence says, set aside for the command line; or the
		// commands, listed ("Karten spielen ('karte', 'spionieren')")
		commandAside: regexp.MustCompile(`\s*\('[\p{Ll}][^'()]*'(?:(?:,\s*|\s+(?:or|oder)\s+)'[\p{Ll}][^'()]*')*\)`),
		// "; or 'play'": the terminal's menus, nothing to do at the table
		orPlay: regexp.MustCompile(`[;,]\s*\p{L}+\s+'play'\.?\s*$`),
		// a clause of a sentence, with the mark that ends it ("" at the end)
		clause:  regexp.MustCompile(`[^.;:,]+?(?:[.;:,](?:\s+|$)|$)`),
		flag:    regexp.MustCompile(`(^|\s)--\p{Ll}`),
		spaces:  regexp.MustCompile(`\s+`),
		heading: regexp.MustCompile(`^#{1,6} +(.+?)#*$`),
		item:    regexp.MustCompile(`^(?:[-*•]|(\d{1,3})[.)]) +(.+)$`),
		link:    regexp.MustCompile(`\[([^\]]+)\]\([^)\s]*\)`),
		code:    regexp.MustCompile("`([^`]+)`"),
		bold:    regexp.MustCompile(`(\*\*|__)(\S(?:.*?\S)?)(\*\*|__)`),
		em:      regexp.MustCompile(`(^|[^\p{L}\p{N}*_])([*_])([^\s*_](?:[^*_]*[^\s*_])?)[*_]`),
	}
}}

type notePatterns struct {
	quotedCommand, flagAside, commandAside, orPlay, spaces, heading, item, link, code, bold, em, clause, flag *regexp.Regexp
}

// inWords is what the table does next said in words, from the view's next
// sentence, which a referee writes for the command line ("'produce Ben
// <cards...>' (add --illegal for an illegal production) or 'pass Ben'"):
// each quoted command becomes its verb, asides about flags ("(add
// --illegal ...)", "[--illegal]"), a command set aside after the words
// that say what it does ("draw the Market card ('market')") and the offer
// of the terminal's menus ("; or 'play'") are dropped, and
// when every command names the same player, that player is who acts ("Ben",
// "produce or pass").
func inWords(next string, names []string) (who, what string) {
	if next == "" {
		return "", ""
	}
	re := wordsRE.Get()
	quotedCommand, spaces := re.quotedCommand, re.spaces
	var named []string
	text := dropAsides(next)
	text = quotedCommand.ReplaceAllStringFunc(text, func(q string) string {
		m := quotedCommand.FindStringSubmatch(q)
		words := strings.Fields(m[2])
		for _, w := range words[1:] {
			if slices.Contains(names, w) && !slices.Contains(named, w) {
				named = append(named, w)
			}
		}
		return m[1] + words[0]
	})
	text = strings.TrimSpace(spaces.ReplaceAllString(text, " "))
	text = strings.TrimSuffix(text, ".")
	if len(named) == 1 {
		who = named[0]
	}
	return who, text
}

// dropAsides is text without what a referee's sentence says only for the
// command line: asides about flags, a command set aside after the words
// that say what it does, and the offer of the terminal's menus.
func dropAsides(text string) string {
	re := wordsRE.Get()
	text = re.flagAside.ReplaceAllString(re.orPlay.ReplaceAllString(text, ""), "")
	return re.commandAside.ReplaceAllString(text, "")
}

// readOut is a sentence of the referee said for a table that reads it
// and types nothing (the TV, the phones' news): the referee writes what to
// type into its sentences for the command line ("Fire anyone first;
// 'next' pays.", "draw the Market card ('market')"). Asides that name a
// command or a flag are dropped, then each clause (up to a ".", ";", ":"
// or ",") that still quotes a command or names a flag, and the sentence
// ends where its last clause kept ends: "Fire anyone first." A sentence
// that is nothing but a command ("'next'") says nothing that happened:
// it is "", which the events leave out (the bare verb "next" read as a
// word typed on the TV).
func readOut(line string) string {
	re := wordsRE.Get()
	text := dropAsides(line)
	if !re.quotedCommand.MatchString(text) && !re.flag.MatchString(text) {
		return text
	}
	var kept []string
	for _, c := range re.clause.FindAllString(text, -1) {
		if !re.quotedCommand.MatchString(c) && !re.flag.MatchString(c) {
			kept = append(kept, c)
		}
	}
	if len(kept) == 0 {
		return ""
	}
	last := strings.TrimRight(kept[len(kept)-1], " .;:,")
	kept[len(kept)-1] = last + "."
	return strings.TrimSpace(strings.Join(kept, ""))
}

// noteBlock is one part of an answer shown at the table: a heading, a
// paragraph or an item of a list (List "ul" or "ol"). Text is as written,
// its Markdown marks (**bold**, *emphasis*, `code`) made HTML by Note.HTML.
type noteBlock struct {
	Heading bool
	List    string
	Text    string
}

// Blocks are the note's text as headings, paragraphs and list items: the
// answers are written for an 80-column terminal (hard line breaks, an
// indented body under a title, columns padded with spaces) and in Markdown
// where they quote a rulebook ("# Title", "- item", "1. item"), and a page
// sets them as text that flows at any width. A line that is not indented
// and is followed by indented ones (or ends in ':'), or a Markdown
// heading, is a heading; a line that starts with "- ", "* ", "• " or "1. "
// is a list item; an indented line deeper than the one before continues
// its paragraph or item; runs of spaces inside a line (columns) read as
// one.
func (n *Note) Blocks() []noteBlock {
	re := wordsRE.Get()
	var out []noteBlock
	cur, curIndent := -1, -1 // the paragraph being read (an index of out)
	lines := strings.Split(strings.ReplaceAll(n.Text, "\r", ""), "\n")
	for i, line := range lines {
		body := strings.TrimSpace(line)
		if body == "" {
			cur, curIndent = -1, -1
			continue
		}
		indent := len(line) - len(strings.TrimLeft(line, " \t"))
		body = re.spaces.ReplaceAllString(body, " ")
		nextIndented := i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "" &&
			len(lines[i+1])-len(strings.TrimLeft(lines[i+1], " \t")) > indent
		heading := re.heading.FindStringSubmatch(body)
		item := re.item.FindStringSubmatch(body)
		switch {
		case heading != nil:
			out = append(out, noteBlock{Heading: true, Text: heading[1]})
			cur, curIndent = -1, -1
		case item != nil:
			list := "ul"
			if item[1] != "" {
				list = "ol"
			}
			out = append(out, noteBlock{List: list, Text: item[2]})
			cur, curIndent = len(out)-1, indent
		case cur >= 0 && indent > curIndent:
			out[cur].Text += " " + body
		case indent == 0 && (strings.HasSuffix(body, ":") || nextIndented):
			out = append(out, noteBlock{Heading: true, Text: body})
			cur, curIndent = -1, -1
		default:
			out = append(out, noteBlock{Text: body})
			cur, curIndent = len(out)-1, indent
		}
	}
	return out
}

// HTML is the note as the page shows it: its blocks as headings,
// paragraphs and lists, the Markdown marks of the text as HTML (bold,
// emphasis, code; a link as its text), everything else escaped: no raw
// Markdown reaches the page.
func (n *Note) HTML() template.HTML {
	var b strings.Builder
	list := ""
	for _, bl := range n.Blocks() {
		if bl.List != list {
			if list != "" {
				b.WriteString("</" + list + ">")
			}
			if bl.List != "" {
				b.WriteString("<" + bl.List + ">")
			}
			list = bl.List
		}
		switch {
		case bl.Heading:
			b.WriteString("<h3>" + inline(bl.Text) + "</h3>")
		case bl.List != "":
			b.WriteString("<li>" + inline(bl.Text) + "</li>")
		default:
			b.WriteString("<p>" + inline(bl.Text) + "</p>")
		}
	}
	if list != "" {
		b.WriteString("</" + list + ">")
	}
	return template.HTML(b.String())
}

// inline is text escaped for HTML with its Markdown marks made HTML:
// **bold** and __bold__, *emphasis* and _emphasis_, `code`, [a link](url)
// as its text.
func inline(text string) string {
	re := wordsRE.Get()
	s := re.link.ReplaceAllString(text, "$1")
	s = template.HTMLEscapeString(s)
	s = re.code.ReplaceAllString(s, "<code>$1</code>")
	s = re.bold.ReplaceAllString(s, "<strong>$2</strong>")
	s = re.em.ReplaceAllString(s, "$1<em>$3</em>")
	return s
}
