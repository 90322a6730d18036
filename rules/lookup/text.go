package lookup

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"boardroom/lazy"
	"boardroom/rules/names"
)

// fold lowers s and drops its accents: "Gleichstand" and "gleichstand",
// "Affäre", "Affaere" and "Affare", "Straße" and "strasse" all read alike.
// German ae, oe, ue are read as a, o, u on both sides of a search, so a
// player who types the umlaut out finds the word too.
func fold(s string) string {
	out := foldAccents(s)
	if strings.Contains(out, "e") {
		out = umlautPairs.Get().Replace(out)
	}
	return out
}

// foldAccents lowers s and drops its accents, nothing more.
func foldAccents(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch r {
		case 'ß':
			b.WriteString("ss")
			continue
		case '♠':
			b.WriteString("s")
			continue
		case '♥':
			b.WriteString("h")
			continue
		case '♦':
			b.WriteString("d")
			continue
		case '♣':
			b.WriteString("c")
			continue
		case '×':
			b.WriteString(" x ")
			continue
		}
		r = unicode.ToLower(r)
		if r < utf8.RuneSelf {
			b.WriteRune(r)
			continue
		}
		if base, ok := names.Fold(r); ok {
			b.WriteString(base)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

var umlautPairs = &lazy.Value[*strings.Replacer]{New: func() *strings.Replacer { return strings.NewReplacer("ae", "a", "oe", "o", "ue", "u") }}

// words splits folded text into words: letters and digits, so "S31",
// "8s", "10h" and "2w6" stay whole and "RIGS'" loses its quote.
func words(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// stem cuts the endings that make "loans" and "loan", "borrowed" and
// "borrow", "Runden" and "Runde" differ. It is crude and applied to the
// index and the query alike, so it only has to be consistent.
func stem(w string) string {
	if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
		w = w[:len(w)-1]
	}
	// twice, so "lowered" and "lower" (or "powered" and "power") both end
	// as "low" ("pow"): one cut would leave "lower" against "low"
	for range 2 {
		for _, suf := range stemSuffixes {
			if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 3 {
				w = w[:len(w)-len(suf)]
				break
			}
		}
	}
	return w
}

// terms are the searchable terms of a text: folded, split, stemmed, stop
// words left out.
func terms(s string) []string {
	ws := words(fold(s))
	out := ws[:0]
	for _, w := range ws {
		if stopWords.Get()[w] {
			continue
		}
		out = append(out, stem(w))
	}
	return out
}

// dropContractions cuts the tails of a query's English contractions
// ("what's", "can't", "it's", "they're"), so "what's the most I can borrow"
// asks about the most and borrowing, not about an "s". "'ll" and "'ve"
// stay: they are half a card's name ("I'll Take THAT!", "I've Got a Donk").
func dropContractions(q string) string {
	if !strings.ContainsAny(q, "'’") {
		return q
	}
	var b strings.Builder
	for i := 0; i < len(q); {
		r, n := utf8.DecodeRuneInString(q[i:])
		if (r == '\'' || r == '’') && i > 0 {
			prev, _ := utf8.DecodeLastRuneInString(q[:i])
			tail := q[i+n:]
			end := strings.IndexFunc(tail, func(r rune) bool { return !unicode.IsLetter(r) })
			if end < 0 {
				end = len(tail)
			}
			switch strings.ToLower(tail[:end]) {
			case "s", "t", "d", "m", "re":
				if unicode.IsLetter(prev) {
					i += n + end // the apostrophe and the tail
					continue
				}
			}
		}
		b.WriteRune(r)
		i += n
	}
	return b.String()
}

// stopWords carry no meaning in a search, in English or German (built on
// first use: no package builds tables at init).
var stopWords = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`a an the and or of to in on at by for from with is are was be been it its
		this that these those as if then than do does did can could may might must will would should what
		which who whom whose when where why how i me my we our you your he she his her they them their
		there here not no so any some all into out up about after before also only just once per each
		der die das den dem des ein eine einer eines einem einen und oder nicht ist sind wird werden
		mit von zu im am auf aus bei fur ich du er sie es wir ihr wenn wie was wer wo mein dein sein
		whats wats thats hows whos wheres whens theres heres cant dont doesnt didnt isnt arent wasnt
		wont im youre theyre don doesn didn isn aren wasn
		wieviel wieviele viel viele welche welcher welches kann darf muss man`) {
		m[fold(w)] = true
	}
	return m
}}

// typos is how many typos a query word of this length may have.
func typos(w string) int {
	n := utf8.RuneCountInString(w)
	switch {
	case n >= 8:
		return 2
	case n >= 4:
		return 1
	}
	return 0
}

// scanner turns text into terms in one pass, without building the folded
// text: the index's hot loop.
type scanner struct {
	buf  []byte
	word []byte
}

// each calls fn with every term of text (folded, stemmed, stop words left
// out) and the folded word it came from; both are only valid during the
// call.
func (sc *scanner) each(text string, fn func(term, word []byte)) {
	sc.buf = sc.buf[:0]
	flush := func() {
		if len(sc.buf) == 0 {
			return
		}
		w := sc.buf
		if slices.Contains(w, 'e') {
			w = unpair(w)
		}
		sc.word = append(sc.word[:0], w...)
		if !stopWords.Get()[string(w)] {
			fn(stemBytes(w), sc.word)
		}
		sc.buf = sc.buf[:0]
	}
	for _, r := range text {
		if r < utf8.RuneSelf {
			switch {
			case r >= 'A' && r <= 'Z':
				sc.buf = append(sc.buf, byte(r)+'a'-'A')
			case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
				sc.buf = append(sc.buf, byte(r))
			default:
				flush()
			}
			continue
		}
		switch r {
		case 'ß':
			sc.buf = append(sc.buf, 's', 's')
			continue
		case '♠':
			sc.buf = append(sc.buf, 's')
			continue
		case '♥':
			sc.buf = append(sc.buf, 'h')
			continue
		case '♦':
			sc.buf = append(sc.buf, 'd')
			continue
		case '♣':
			sc.buf = append(sc.buf, 'c')
			continue
		}
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			flush()
			continue
		}
		r = unicode.ToLower(r)
		if base, ok := names.Fold(r); ok {
			sc.buf = append(sc.buf, base...)
			continue
		}
		sc.buf = utf8.AppendRune(sc.buf, r)
	}
	flush()
}

// unpair reads ae, oe, ue as a, o, u (in place), as fold does.
func unpair(b []byte) []byte {
	out := b[:0]
	for i := 0; i < len(b); i++ {
		if b[i] == 'e' && len(out) > 0 {
			if p := out[len(out)-1]; (p == 'a' || p == 'o' || p == 'u') && (i == 0 || b[i-1] == p) {
				continue
			}
		}
		out = append(out, b[i])
	}
	return out
}

// stemBytes is stem on a byte slice (it only shortens).
func stemBytes(w []byte) []byte {
	if len(w) > 3 && w[len(w)-1] == 's' && w[len(w)-2] != 's' {
		w = w[:len(w)-1]
	}
	for range 2 { // as stem does
		for _, suf := range stemSuffixes {
			if len(w)-len(suf) >= 3 && string(w[len(w)-len(suf):]) == suf {
				w = w[:len(w)-len(suf)]
				break
			}
		}
	}
	return w
}

var stemSuffixes = []string{"ing", "ed", "en", "er", "e"}
