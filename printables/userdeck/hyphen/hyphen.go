// Package hyphen finds where a word may be hyphenated, by Liang's method
// (the one of TeX) with the TeX patterns of a language: American English
// (hyph-en-us.tex, Gerard D.C. Kuiken's patterns with Knuth's, whose
// licence allows copies with its notice kept) and German in the reformed
// spelling (hyph-de-1996.tex, the Trennmustermannschaft's, MIT). Both files
// are carried as they are published in hyph-utf8 (hyphenation/tex-hyphen),
// notices and all.
package hyphen

import (
	_ "embed"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

//go:embed hyph-en-us.tex
var enUS string

//go:embed hyph-de-1996.tex
var de1996 string

// Patterns are a language's hyphenation patterns and exceptions, and how
// many letters a hyphen leaves at least before it and after it.
type Patterns struct {
	values      map[string][]uint8 // letters -> the value before each letter and after the last
	longest     int                // the most letters of a pattern
	exceptions  map[string][]int   // a word -> its points
	left, right int
}

// language is a language's pattern file, read once on first use.
type language struct {
	once        sync.Once
	src         *string
	left, right int
	p           *Patterns
}

var en, de = language{src: &enUS, left: 2, right: 3}, language{src: &de1996, left: 2, right: 2}

// Languages are the languages with patterns.
var Languages = [...]string{"de", "en"}

// For is the patterns of a language ("en", "de"), read on first use; nil
// for a language without.
func For(lang string) *Patterns {
	var l *language
	switch lang {
	case "en":
		l = &en
	case "de":
		l = &de
	default:
		return nil
	}
	l.once.Do(func() { l.p = Parse(*l.src, l.left, l.right) })
	return l.p
}

// Parse reads the \patterns{...} and \hyphenation{...} of a TeX pattern
// file (UTF-8, % comments).
func Parse(src string, left, right int) *Patterns {
	p := &Patterns{values: map[string][]uint8{}, exceptions: map[string][]int{}, left: left, right: right}
	var block string
	for line := range strings.Lines(src) {
		if i := strings.IndexByte(line, '%'); i >= 0 {
			line = line[:i]
		}
		for _, tok := range strings.Fields(line) {
			switch {
			case strings.HasPrefix(tok, `\patterns{`), strings.HasPrefix(tok, `\hyphenation{`):
				block, tok = tok[1:strings.IndexByte(tok, '{')], tok[strings.IndexByte(tok, '{')+1:]
			}
			end := strings.HasSuffix(tok, "}")
			tok = strings.TrimSuffix(tok, "}")
			if tok != "" {
				switch block {
				case "patterns":
					p.addPattern(tok)
				case "hyphenation":
					p.addException(tok)
				}
			}
			if end {
				block = ""
			}
		}
	}
	return p
}

func (p *Patterns) addPattern(tok string) {
	var letters strings.Builder
	vals := []uint8{0}
	for _, r := range tok {
		if r >= '0' && r <= '9' {
			vals[len(vals)-1] = uint8(r - '0')
			continue
		}
		letters.WriteRune(r)
		vals = append(vals, 0)
	}
	k := letters.String()
	p.values[k] = vals
	p.longest = max(p.longest, utf8.RuneCountInString(k))
}

func (p *Patterns) addException(tok string) {
	var word strings.Builder
	var points []int
	n := 0
	for _, r := range tok {
		if r == '-' {
			points = append(points, n)
			continue
		}
		word.WriteRune(r)
		n++
	}
	p.exceptions[word.String()] = points
}

// Points are the places in word (counted in letters) where a hyphen may
// go, in order: after the word's Points[i]-th letter. A word with a
// character other than a letter has none (the caller hyphenates the runs
// of letters of a longer text).
func (p *Patterns) Points(word string) []int {
	lower := []rune(strings.ToLower(word))
	n := len(lower)
	if n < p.left+p.right {
		return nil
	}
	for _, r := range lower {
		if !unicode.IsLetter(r) {
			return nil
		}
	}
	if pts, ok := p.exceptions[string(lower)]; ok {
		return pts
	}
	dotted := make([]rune, 0, n+2)
	dotted = append(append(append(dotted, '.'), lower...), '.')
	vals := make([]uint8, len(dotted)+1)
	for i := range dotted {
		for j := i + 1; j <= len(dotted) && j-i <= p.longest; j++ {
			v, ok := p.values[string(dotted[i:j])]
			if !ok {
				continue
			}
			for k, x := range v {
				vals[i+k] = max(vals[i+k], x)
			}
		}
	}
	// vals[i] is the value before dotted[i]: a hyphen after the word's
	// k-th letter is before dotted[k+1].
	var pts []int
	for k := p.left; k <= n-p.right; k++ {
		if vals[k+1]%2 == 1 {
			pts = append(pts, k)
		}
	}
	return pts
}
