package userdeck

import (
	"slices"
	"strings"
	"unicode"

	"boardroom/printables"
	"boardroom/printables/userdeck/hyphen"
)

// softHyphen (U+00AD) marks where a word may be broken: printed as a hyphen
// at the end of a line when the word is broken there, and not at all
// elsewhere. A cell's own are always honoured; hyphenate: adds those its
// language's patterns find.
const softHyphen = "\u00ad"

// hyphenate puts a soft hyphen at each place the patterns allow in every
// run of letters of the text (a word keeps its punctuation whole: "trashed,"
// hyphenates "trashed").
func hyphenate(paras [][]word, p *hyphen.Patterns) {
	if p == nil {
		return
	}
	for _, para := range paras {
		for _, w := range para {
			for i := range w {
				if w[i].icon == nil && w[i].text != "" {
					w[i].text = hyphenateText(w[i].text, p)
				}
			}
		}
	}
}

func hyphenateText(s string, p *hyphen.Patterns) string {
	var b strings.Builder
	runes := []rune(s)
	for i := 0; i < len(runes); {
		j := i
		for j < len(runes) && unicode.IsLetter(runes[j]) {
			j++
		}
		if j == i {
			b.WriteRune(runes[i])
			i++
			continue
		}
		last := i
		for _, k := range p.Points(string(runes[i:j])) {
			b.WriteString(string(runes[last:i+k]) + softHyphen)
			last = i + k
		}
		b.WriteString(string(runes[last:j]))
		i = j
	}
	return b.String()
}

// visible is text without its soft hyphens.
func visible(s string) string {
	if !strings.Contains(s, softHyphen) {
		return s
	}
	return strings.ReplaceAll(s, softHyphen, "")
}

// hyphenSplit breaks w at its last soft hyphen whose part before, with a
// hyphen, is at most room wide: that part (ending in "-") and the rest.
func (f faces) hyphenSplit(w word, size, room float64) (head, tail word, ok bool) {
	if !slices.ContainsFunc(w, func(s span) bool { return strings.Contains(s.text, softHyphen) }) {
		return nil, nil, false // the common word: nowhere to break
	}
	bestSpan, bestAt := -1, 0
	before := 0.0 // the width of the spans before span i
	for i, s := range w {
		if s.icon != nil {
			before += f.spanWidth(s, size)
			continue
		}
		if !strings.Contains(s.text, softHyphen) {
			before += f.spanWidth(s, size)
			continue
		}
		fnt := f.spanFont(s, size)
		dash := printables.TextWidth("-", fnt)
		for at := 0; ; {
			k := strings.Index(s.text[at:], softHyphen)
			if k < 0 {
				break
			}
			at += k
			if before+printables.TextWidth(visible(s.text[:at]), fnt)+dash <= room+1e-9 {
				bestSpan, bestAt = i, at
			}
			at += len(softHyphen)
		}
		before += f.spanWidth(s, size)
	}
	if bestSpan < 0 {
		return nil, nil, false
	}
	head = append(word{}, w[:bestSpan+1]...)
	last := &head[len(head)-1]
	last.text = last.text[:bestAt] + "-"
	rest := w[bestSpan]
	rest.text = rest.text[bestAt+len(softHyphen):]
	tail = append(word{}, rest)
	if rest.text == "" {
		tail = tail[:0]
	}
	tail = append(tail, w[bestSpan+1:]...)
	if len(tail) == 0 {
		return nil, nil, false
	}
	return head, tail, true
}
