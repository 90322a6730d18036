package userdeck

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"boardroom/printables"
)

// A span is a run of text in one style, or an inline icon.
type span struct {
	text  string
	style int // bit 1 bold, bit 2 italic
	icon  *icon
	color *printables.Color // nil: the box's colour
	scale float64           // its size as a multiple of the box's (0: 1)
	fam   *faces            // nil: the box's font
}

// icon is a picture the layout names for ":name:" in text, with its height
// and how far its bottom sits above the baseline, in em of the text.
type icon struct {
	img         *printables.Image
	svg         *svgPic // an SVG icon, drawn as vectors (img nil)
	size, raise float64
}

// aspect is the icon's width over its height.
func (ic *icon) aspect() float64 {
	if ic.svg != nil {
		return ic.svg.view[2] / ic.svg.view[3]
	}
	return float64(ic.img.W) / float64(ic.img.H)
}

// The default icon: 0.9 em tall, its top at the capitals' height (0.7 em),
// reaching a little below the baseline, within the line's descent.
const (
	iconSize  = 0.9
	iconRaise = -0.2
)

func (s span) sc() float64 {
	if s.scale == 0 {
		return 1
	}
	return s.scale
}

type word []span

// richEnv is what the markup of a text may name: the layout's icons and
// font families, and the box's size (a span's size in points is relative
// to it, so that a span shrinks with its box).
type richEnv struct {
	icons map[string]*icon
	fonts map[string]faces
	size  float64
}

// spanAttr is one level of <span ...>: what it changes.
type spanAttr struct {
	color *printables.Color
	scale float64
	fam   *faces
}

// parseRich reads the markup of a text cell: **bold**, *italic*, :icon:
// (an icon the layout names), <span color="red" size="12" font="mono">
// ...</span>, a backslash before * : or < to write it, and line breaks (a
// real one, or \n as two characters) between paragraphs. Mistakes in the
// markup are returned as messages; the text still prints.
func parseRich(s string, base int, env richEnv) ([][]word, []said) {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, `\n`, "\n")
	p := &richParser{env: env, style: base}
	var paras [][]word
	for _, line := range strings.Split(s, "\n") {
		paras = append(paras, p.line(line))
	}
	if len(p.stack) > 0 {
		p.issue("rich.span_not_closed")
	}
	return paras, p.issues
}

type richParser struct {
	env    richEnv
	style  int
	stack  []spanAttr
	issues []said
}

// issue notes a mistake in the markup, said by message id with args.
func (p *richParser) issue(id string, args ...any) {
	p.issues = append(p.issues, said{id: id, args: args})
}

func (p *richParser) attr() spanAttr {
	if n := len(p.stack); n > 0 {
		return p.stack[n-1]
	}
	return spanAttr{}
}

// open reads the attributes of a <span ...> tag (the text between "<span"
// and ">").
func (p *richParser) open(attrs string) {
	a := p.attr()
	rest := strings.TrimSpace(attrs)
	for rest != "" {
		k, v, ok := strings.Cut(rest, "=")
		if !ok {
			p.issue("rich.span_want_name_value", attrs)
			break
		}
		k = strings.TrimSpace(k)
		v = strings.TrimLeft(v, " ")
		if strings.HasPrefix(v, `"`) || strings.HasPrefix(v, `'`) {
			q := v[:1]
			end := strings.Index(v[1:], q)
			if end < 0 {
				p.issue("rich.span_quote_not_closed", attrs)
				break
			}
			v, rest = v[1:1+end], strings.TrimSpace(v[2+end:])
		} else {
			f := strings.Fields(v)
			if len(f) == 0 {
				p.issue("rich.span_no_value", attrs, k)
				break
			}
			v, rest = f[0], strings.TrimSpace(strings.TrimPrefix(v, f[0]))
		}
		switch strings.ToLower(k) {
		case "color", "colour":
			c, err := parseColor(v)
			if err != nil {
				p.issue("rich.span_color", v, err)
			} else {
				a.color = c
			}
		case "size":
			a.scale = p.size(v, a)
		case "font":
			if fc, ok := p.env.fonts[v]; ok {
				a.fam = &fc
			} else {
				p.issue("rich.span_no_such_font", v)
			}
		default:
			p.issue("rich.span_unknown_attribute", k)
		}
	}
	p.stack = append(p.stack, a)
}

// size reads a span's size: points ("12") or a share of the text around it ("150%").
func (p *richParser) size(v string, a spanAttr) float64 {
	cur := a.scale
	if cur == 0 {
		cur = 1
	}
	pct := strings.HasSuffix(v, "%")
	f, err := strconv.ParseFloat(strings.TrimSuffix(v, "%"), 64)
	bad := err != nil || f != f || f <= 0
	if !bad && pct {
		f = f / 100 * cur
	} else if !bad && p.env.size > 0 {
		f /= p.env.size
	}
	if bad || f < 0.1 || f > 10 {
		p.issue("rich.span_size", v)
		return a.scale
	}
	return f
}

func (p *richParser) line(s string) []word {
	var words []word
	var cur word
	var buf strings.Builder
	flush := func() {
		if buf.Len() > 0 {
			a := p.attr()
			cur = append(cur, span{text: buf.String(), style: p.style, color: a.color, scale: a.scale, fam: a.fam})
			buf.Reset()
		}
	}
	endWord := func() {
		flush()
		if len(cur) > 0 {
			words = append(words, cur)
			cur = nil
		}
	}
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '\\' && i+1 < len(s) && strings.IndexByte(`*:\<`, s[i+1]) >= 0:
			buf.WriteByte(s[i+1])
			i += 2
			continue
		case unicode.IsSpace(r):
			endWord()
		case r == '*' && strings.HasPrefix(s[i:], "**"):
			flush()
			p.style ^= 1
			n = 2
		case r == '*':
			flush()
			p.style ^= 2
		case r == '<' && strings.HasPrefix(s[i:], "</span>"):
			flush()
			if len(p.stack) == 0 {
				p.issue("rich.span_end_without_start")
			} else {
				p.stack = p.stack[:len(p.stack)-1]
			}
			n = len("</span>")
		case r == '<' && strings.HasPrefix(s[i:], "<span") && strings.IndexByte(s[i:], '>') > 0 &&
			(len(s) > i+5 && (s[i+5] == ' ' || s[i+5] == '>')):
			flush()
			end := strings.IndexByte(s[i:], '>')
			p.open(s[i+5 : i+end])
			n = end + 1
		case r == ':':
			end := i + 1
			for end < len(s) {
				q, m := utf8.DecodeRuneInString(s[end:])
				if !(unicode.IsLetter(q) || unicode.IsDigit(q) || q == '_' || q == '-') {
					break
				}
				end += m
			}
			if end < len(s) && s[end] == ':' && end > i+1 {
				if ic, ok := p.env.icons[s[i+1:end]]; ok {
					flush()
					a := p.attr()
					cur = append(cur, span{icon: ic, style: p.style, scale: a.scale})
					i = end + 1
					continue
				}
			}
			buf.WriteRune(r)
		default:
			buf.WriteRune(r)
		}
		i += n
	}
	endWord()
	return words
}

// faces are a family's four styles.
type faces [4]printables.FontFace

func (f faces) font(style int, size float64) printables.Font {
	return printables.Font{Face: f[style&3], Size: size}
}

// spanFont is the font of a text span at the box's size.
func (f faces) spanFont(s span, size float64) printables.Font {
	if s.fam != nil {
		return s.fam.font(s.style, size*s.sc())
	}
	return f.font(s.style, size*s.sc())
}

// iconBox is an inline icon's size and place around the baseline: up is
// how far its top is above the baseline.
func iconBox(ic *icon, size float64) (w, up, h float64) {
	em := size * printables.PtToMM
	h = ic.size * em
	w = h * ic.aspect()
	return w, h + ic.raise*em, h
}

func (f faces) spanWidth(s span, size float64) float64 {
	if s.icon != nil {
		w, _, _ := iconBox(s.icon, size*s.sc())
		return w
	}
	return printables.TextWidth(visible(s.text), f.spanFont(s, size))
}

// spaceWidth is the width of the space before a word: the regular style of
// its first span's font and size.
// plain is the width of a space of the box's font at size, worked out once
// by the caller.
func (f faces) spaceWidth(w word, size, plain float64) float64 {
	if w[0].fam == nil && w[0].scale == 0 {
		return plain
	}
	fam := f
	if w[0].fam != nil {
		fam = *w[0].fam
	}
	return printables.TextWidth(" ", fam.font(0, size*w[0].sc()))
}

func (f faces) wordWidth(w word, size float64) float64 {
	t := 0.0
	for _, s := range w {
		t += f.spanWidth(s, size)
	}
	return t
}

// line is a line of words; last marks a paragraph's last line (never
// justified).
type line struct {
	words []word
	last  bool
}

// scale is the largest span of the line, as a multiple of the box's size.
func (l line) scale() float64 {
	m := 1.0
	first := true
	for _, w := range l.words {
		for _, s := range w {
			if first || s.sc() > m {
				m, first = s.sc(), false
			}
		}
	}
	return m
}

// breakWord cuts a word wider than width into pieces that fit (an icon is
// never cut; a piece holds at least one character).
func (f faces) breakWord(w word, size, width float64) []word {
	var out []word
	var cur word
	curW := 0.0
	for _, s := range w {
		if s.icon != nil {
			sw := f.spanWidth(s, size)
			if len(cur) > 0 && curW+sw > width+1e-9 {
				out, cur, curW = append(out, cur), nil, 0
			}
			cur, curW = append(cur, s), curW+sw
			continue
		}
		fnt := f.spanFont(s, size)
		start := 0
		for i, r := range s.text {
			rw := printables.TextWidth(string(r), fnt)
			if curW+rw > width+1e-9 && (len(cur) > 0 || i > start) {
				if i > start {
					p := s
					p.text = s.text[start:i]
					cur = append(cur, p)
				}
				out, cur, curW, start = append(out, cur), nil, 0, i
			}
			curW += rw
		}
		if start < len(s.text) {
			p := s
			p.text = s.text[start:]
			cur = append(cur, p)
		}
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// wordText is a word as plain text (icons as :?:), for messages.
func wordText(w word) string {
	var b strings.Builder
	for _, s := range w {
		if s.icon != nil {
			b.WriteString("(icon)")
		}
		b.WriteString(s.text)
	}
	return b.String()
}

// wrapRich breaks paragraphs into lines no wider than width. A word alone
// wider than width is broken across lines when breakLong is set, else left
// whole; either way it is listed in long.
func (f faces) wrapRich(paras [][]word, size, width float64, breakLong bool) (lines []line, long []string) {
	plain := printables.TextWidth(" ", f.font(0, size))
	for _, p := range paras {
		var cur line
		curW := 0.0
		for _, w := range p {
			for {
				ww := f.wordWidth(w, size)
				space := f.spaceWidth(w, size, plain)
				if len(cur.words) == 0 && ww <= width+1e-9 {
					cur, curW = line{words: []word{w}}, ww
					break
				}
				if len(cur.words) > 0 && curW+space+ww <= width+1e-9 {
					cur.words = append(cur.words, w)
					curW += space + ww
					break
				}
				// At a soft hyphen (the cell's, or hyphenate:'s), as
				// much of the word as the line has room for.
				room := width
				if len(cur.words) > 0 {
					room = width - curW - space
				}
				if head, tail, ok := f.hyphenSplit(w, size, room); ok {
					cur.words = append(cur.words, head)
					lines = append(lines, cur)
					cur, curW, w = line{}, 0, tail
					continue
				}
				if len(cur.words) > 0 {
					lines = append(lines, cur)
					cur, curW = line{}, 0
					continue
				}
				// Alone on its line and wider than it: a long word.
				long = append(long, visible(wordText(w)))
				pieces := []word{w}
				if breakLong {
					pieces = f.breakWord(w, size, width)
				}
				for _, w := range pieces[:len(pieces)-1] {
					lines = append(lines, line{words: []word{w}})
				}
				last := pieces[len(pieces)-1]
				cur, curW = line{words: []word{last}}, f.wordWidth(last, size)
				break
			}
		}
		cur.last = true
		lines = append(lines, cur)
	}
	// A soft hyphen not broken at prints nothing (taken out of a copy: the
	// paragraphs are wrapped again at other sizes).
	for _, l := range lines {
		for k, w := range l.words {
			if slices.ContainsFunc(w, func(s span) bool { return strings.Contains(s.text, softHyphen) }) {
				c := append(word{}, w...)
				for i := range c {
					c[i].text = visible(c[i].text)
				}
				l.words[k] = c
			}
		}
	}
	return lines, long
}

// textHeight is the height of the lines set at size: the first line's
// ascent, a line's spacing before each further line (by its largest span),
// and the last line's descent.
func textHeight(lines []line, size, leading float64) float64 {
	if len(lines) == 0 {
		return 0
	}
	em := size * printables.PtToMM
	h := 0.7 * em * lines[0].scale()
	for _, l := range lines[1:] {
		h += leading * em * l.scale()
	}
	return h + 0.25*em*lines[len(lines)-1].scale()
}

// fitResult is a text laid out in its box.
type fitResult struct {
	ops  []op
	size float64
	fits bool     // false: it runs out of its box even at min_size (or was cut, with an ellipsis)
	long []string // words wider than the box even at min_size: broken across lines
	cut  bool     // lines left out, an ellipsis at the end
}

// fitText lays text out in the box at the largest size from the box's size
// down to its minimum (0.25 pt steps) at which it fits with no word broken.
// When a word is wider than the box even at the minimum, it is broken
// across lines instead, at the largest size at which the text then fits (a
// long word does not drop the whole text to its minimum). Text that still
// does not fit runs out of its box at the minimum (fits false: the caller
// reports it, never a silent cut), or, with overflow: ellipsis, ends with
// "…" at the last line that fits (reported too).
func (f faces) fitText(paras [][]word, b *Box, col printables.Color) fitResult {
	lines, long := f.wrapRich(paras, b.MinSize, b.W, false)
	fitsAt := func(breakLong bool) (fitResult, bool) {
		for size := b.Size; size >= b.MinSize-1e-9; size -= 0.25 {
			lines, long := f.wrapRich(paras, size, b.W, breakLong)
			if (breakLong || len(long) == 0) && textHeight(lines, size, b.Leading) <= b.H+1e-9 {
				if !breakLong {
					long = nil
				}
				return fitResult{ops: f.place(lines, size, b, col), size: size, fits: true, long: long}, true
			}
		}
		return fitResult{}, false
	}
	if len(long) == 0 && textHeight(lines, b.MinSize, b.Leading) <= b.H+1e-9 {
		if r, ok := fitsAt(false); ok {
			return r
		}
	}
	if len(long) > 0 {
		if r, ok := fitsAt(true); ok {
			return r
		}
	}
	size := b.MinSize
	lines, long = f.wrapRich(paras, size, b.W, true)
	r := fitResult{size: size, long: long, fits: textHeight(lines, size, b.Leading) <= b.H+1e-9}
	if !r.fits && b.Ellipsis {
		lines, r.cut = f.ellipsis(lines, size, b), true
	}
	r.ops = f.place(lines, size, b, col)
	return r
}

// ellipsis keeps the lines that fit the box's height and ends the last with
// "…", words taken off its end until the ellipsis fits the width.
func (f faces) ellipsis(lines []line, size float64, b *Box) []line {
	n := len(lines)
	for n > 1 && textHeight(lines[:n], size, b.Leading) > b.H+1e-9 {
		n--
	}
	out := append([]line{}, lines[:n]...)
	last := line{words: append([]word{}, out[n-1].words...), last: true} // never stretched
	dots := span{text: "…"}
	for len(last.words) > 0 {
		w := append(word{}, last.words[len(last.words)-1]...)
		tail := w[len(w)-1]
		if tail.icon == nil {
			dots = tail
			dots.text = "…"
		}
		last.words[len(last.words)-1] = append(w, dots)
		if f.lineWidth(last, size) <= b.W+1e-9 || len(last.words) == 1 {
			break
		}
		last.words = last.words[:len(last.words)-1]
	}
	if len(last.words) == 0 {
		last.words = []word{{dots}}
	}
	out[n-1] = last
	return out
}

func (f faces) lineWidth(ln line, size float64) float64 {
	plain := printables.TextWidth(" ", f.font(0, size))
	lw := 0.0
	for i, w := range ln.words {
		if i > 0 {
			lw += f.spaceWidth(w, size, plain)
		}
		lw += f.wordWidth(w, size)
	}
	return lw
}

// place turns lines into drawing operations: text runs of one font and
// colour, and icons.
func (f faces) place(lines []line, size float64, b *Box, col printables.Color) []op {
	var ops []op
	em := size * printables.PtToMM
	h := textHeight(lines, size, b.Leading)
	y := b.Y + (b.H-h)*b.VAlign
	plain := printables.TextWidth(" ", f.font(0, size))
	for i, ln := range lines {
		if i == 0 {
			y += 0.7 * em * ln.scale()
		} else {
			y += b.Leading * em * ln.scale()
		}
		lw := f.lineWidth(ln, size)
		x := b.X
		extra := 0.0 // added to each space of a justified line
		switch {
		case b.Justify && !ln.last && len(ln.words) > 1:
			extra = (b.W - lw) / float64(len(ln.words)-1)
		case b.Align == printables.Center:
			x += (b.W - lw) / 2
		case b.Align == printables.Right:
			x += b.W - lw
		}
		// Runs of one font and colour, spaces included, are one text
		// operation (a justified line's words are each their own).
		var run strings.Builder
		var runFont printables.Font
		var runCol printables.Color
		open, runX := false, x
		flush := func() {
			if run.Len() > 0 {
				ops = append(ops, op{kind: opText, x: runX, y: y, text: run.String(), font: runFont, color: runCol})
			}
			run.Reset()
			open = false
		}
		for j, w := range ln.words {
			if j > 0 {
				sp := f.spaceWidth(w, size, plain)
				if open && extra == 0 {
					run.WriteByte(' ')
				} else {
					flush()
				}
				x += sp + extra
			}
			for _, s := range w {
				sw := f.spanWidth(s, size)
				if s.icon != nil {
					flush()
					iw, up, ih := iconBox(s.icon, size*s.sc())
					if s.icon.svg != nil {
						ops = append(ops, op{kind: opSVG, x: x, y: y - up, w: iw, h: ih, more: &opMore{svg: s.icon.svg}})
					} else {
						ops = append(ops, op{kind: opImage, x: x, y: y - up, w: iw, h: ih, img: s.icon.img})
					}
				} else {
					fnt, c := f.spanFont(s, size), col
					if s.color != nil {
						c = *s.color
					}
					if !open || fnt != runFont || c != runCol {
						flush()
						open, runFont, runCol, runX = true, fnt, c, x
					}
					run.WriteString(s.text)
				}
				x += sw
			}
		}
		flush()
	}
	return ops
}

// unknownIcons are the ":name:" in a text cell that name no icon of the
// layout: a typo (":enrgy:") would print as the word between colons.
func unknownIcons(s string, icons map[string]string) []string {
	var out []string
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		switch {
		case rs[i] == '\\':
			i++
		case rs[i] == ':':
			end := i + 1
			for end < len(rs) && (unicode.IsLetter(rs[end]) || unicode.IsDigit(rs[end]) || rs[end] == '_' || rs[end] == '-') {
				end++
			}
			if end < len(rs) && rs[end] == ':' && end > i+1 && unicode.IsLetter(rs[i+1]) {
				if name := string(rs[i+1 : end]); icons[name] == "" {
					out = append(out, name)
				}
				i = end
			}
		}
	}
	return out
}
