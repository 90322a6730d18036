package userdeck

import (
	"strings"
	"unicode"

	"boardroom/printables"
)

// A span is a run of text in one style, or an inline icon.
type span struct {
	text  string
	style int // bit 1 bold, bit 2 italic
	icon  *printables.Image
}

type word []span

// parseRich reads the markup of a text cell: **bold**, *italic*, :icon:
// (an icon the layout names), a backslash before * or : to write it, and
// line breaks (a real one, or \n as two characters) between paragraphs.
func parseRich(s string, base int, icons map[string]*printables.Image) [][]word {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, `\n`, "\n")
	var paras [][]word
	for _, p := range strings.Split(s, "\n") {
		paras = append(paras, parseLine(p, base, icons))
	}
	return paras
}

func parseLine(s string, style int, icons map[string]*printables.Image) []word {
	var words []word
	var cur word
	var buf strings.Builder
	flush := func() {
		if buf.Len() > 0 {
			cur = append(cur, span{text: buf.String(), style: style})
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
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r == '\\' && i+1 < len(rs) && (rs[i+1] == '*' || rs[i+1] == ':' || rs[i+1] == '\\'):
			buf.WriteRune(rs[i+1])
			i++
		case unicode.IsSpace(r):
			endWord()
		case r == '*' && i+1 < len(rs) && rs[i+1] == '*':
			flush()
			style ^= 1
			i++
		case r == '*':
			flush()
			style ^= 2
		case r == ':':
			end := i + 1
			for end < len(rs) && (unicode.IsLetter(rs[end]) || unicode.IsDigit(rs[end]) || rs[end] == '_' || rs[end] == '-') {
				end++
			}
			if end < len(rs) && rs[end] == ':' && end > i+1 {
				if im, ok := icons[string(rs[i+1:end])]; ok {
					flush()
					cur = append(cur, span{icon: im, style: style})
					i = end
					continue
				}
			}
			buf.WriteRune(r)
		default:
			buf.WriteRune(r)
		}
	}
	endWord()
	return words
}

// faces are a family's four styles.
type faces [4]printables.FontFace

func (f faces) font(style int, size float64) printables.Font {
	return printables.Font{Face: f[style&3], Size: size}
}

// iconBox is an inline icon's size and place around the baseline: its top
// at the capitals' height, 0.9 em tall (reaching a little below the
// baseline, within the line's descent), its width by its proportions.
func iconBox(im *printables.Image, size float64) (w, up, h float64) {
	h = 0.9 * size * printables.PtToMM
	w = h * float64(im.W) / float64(im.H)
	return w, 0.7 * size * printables.PtToMM, h
}

func (f faces) spanWidth(s span, size float64) float64 {
	if s.icon != nil {
		w, _, _ := iconBox(s.icon, size)
		return w
	}
	return printables.TextWidth(s.text, f.font(s.style, size))
}

func (f faces) wordWidth(w word, size float64) float64 {
	t := 0.0
	for _, s := range w {
		t += f.spanWidth(s, size)
	}
	return t
}

type line []word

// wrapRich breaks paragraphs into lines no wider than width; false when a
// word alone is wider.
func (f faces) wrapRich(paras [][]word, size, width float64) ([]line, bool) {
	space := printables.TextWidth(" ", f.font(0, size))
	var lines []line
	ok := true
	for _, p := range paras {
		var cur line
		curW := 0.0
		for _, w := range p {
			ww := f.wordWidth(w, size)
			if ww > width+1e-9 {
				ok = false
			}
			if len(cur) == 0 {
				cur, curW = line{w}, ww
			} else if curW+space+ww <= width+1e-9 {
				cur = append(cur, w)
				curW += space + ww
			} else {
				lines = append(lines, cur)
				cur, curW = line{w}, ww
			}
		}
		lines = append(lines, cur)
	}
	return lines, ok
}

func textHeight(n int, size, leading float64) float64 {
	if n == 0 {
		return 0
	}
	return 0.7*size*printables.PtToMM + float64(n-1)*leading*size*printables.PtToMM + 0.25*size*printables.PtToMM
}

// fitText lays text out in the box at the largest size from the box's size
// down to its minimum (0.25 pt steps) at which it fits. When it fits at no
// size it is laid out at the minimum anyway, and fits is false: the caller
// reports it (never a silent cut).
func (f faces) fitText(paras [][]word, b *Box, col printables.Color) (ops []op, size float64, fits bool) {
	var lines []line
	// Text that does not fit at the minimum fits at no size: skip the search.
	if l, ok := f.wrapRich(paras, b.MinSize, b.W); !ok || textHeight(len(l), b.MinSize, b.Leading) > b.H+1e-9 {
		return f.place(l, b.MinSize, b, col), b.MinSize, false
	}
	for size = b.Size; size >= b.MinSize-1e-9; size -= 0.25 {
		var ok bool
		lines, ok = f.wrapRich(paras, size, b.W)
		if ok && textHeight(len(lines), size, b.Leading) <= b.H+1e-9 {
			return f.place(lines, size, b, col), size, true
		}
	}
	size = b.MinSize
	lines, _ = f.wrapRich(paras, size, b.W)
	return f.place(lines, size, b, col), size, false
}

// place turns lines into drawing operations: text runs of one style and icons.
func (f faces) place(lines []line, size float64, b *Box, col printables.Color) []op {
	var ops []op
	lead := b.Leading * size * printables.PtToMM
	space := printables.TextWidth(" ", f.font(0, size))
	h := textHeight(len(lines), size, b.Leading)
	y := b.Y + (b.H-h)*b.VAlign + 0.7*size*printables.PtToMM
	for _, ln := range lines {
		lw := 0.0
		for i, w := range ln {
			if i > 0 {
				lw += space
			}
			lw += f.wordWidth(w, size)
		}
		x := b.X
		switch b.Align {
		case printables.Center:
			x += (b.W - lw) / 2
		case printables.Right:
			x += b.W - lw
		}
		// Runs of one style, spaces included, are one text operation.
		var run strings.Builder
		runStyle, runX := -1, x
		flush := func() {
			if run.Len() > 0 {
				ops = append(ops, op{kind: opText, x: runX, y: y, text: run.String(), font: f.font(runStyle, size), color: col})
			}
			run.Reset()
			runStyle = -1
		}
		for i, w := range ln {
			if i > 0 {
				if runStyle >= 0 {
					run.WriteByte(' ')
				}
				x += space
			}
			for _, s := range w {
				sw := f.spanWidth(s, size)
				if s.icon != nil {
					flush()
					iw, up, ih := iconBox(s.icon, size)
					ops = append(ops, op{kind: opImage, x: x, y: y - up, w: iw, h: ih, img: s.icon})
				} else {
					if runStyle != s.style {
						flush()
						runStyle, runX = s.style, x
					}
					run.WriteString(s.text)
				}
				x += sw
			}
		}
		flush()
		y += lead
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
