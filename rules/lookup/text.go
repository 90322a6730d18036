package lookup

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/english"
	"github.com/blevesearch/snowballstem/german"

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

// stem is a word's stem: the English Snowball stemmer, then the German
// one, on the folded word ("loans" and "loan", "borrowed" and "borrow",
// "Runden" and "Runde", "Einrichtungen" and "Einrichtung" meet). A word
// is not known to be English or German, so both run, in that order, on
// the index and the query alike: what counts is that the two sides agree.
// Short words and words with digits ("S31", "2w6", "10h") stay whole.
func stem(w string) string {
	if len(w) < 4 || strings.ContainsAny(w, "0123456789") {
		return w
	}
	stems.mu.Lock()
	defer stems.mu.Unlock()
	if s, ok := stems.of[w]; ok {
		return s
	}
	if stems.of == nil {
		stems.of = make(map[string]string, 4096)
		stems.env = snowballstem.NewEnv("")
	}
	stems.env.SetCurrent(w)
	english.Stem(stems.env)
	stems.env.SetCurrent(stems.env.Current())
	german.Stem(stems.env)
	s := stems.env.Current()
	if len(s) < 3 { // "spy" is "spi", never less than 3 letters
		s = w[:min(len(w), 3)]
	}
	stems.of[w] = s
	return s
}

// stems remembers each word's stem: a game's index meets a few thousand
// words, most of them many times, and every index of the process shares
// them.
var stems struct {
	mu  sync.Mutex
	of  map[string]string
	env *snowballstem.Env
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

// stopWords carry no meaning in a question, in English or German: they
// weigh nothing (built on first use: no package builds tables at init).
// Words that are a rule's subject in a game ("most", "more", "end",
// "work", "first") are not among them.
var stopWords = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := make(map[string]bool, len(stopLang.Get()))
	for w := range stopLang.Get() {
		m[w] = true
	}
	return m
}}

// stopLang is each stop word's language: "en", "de", or "" for both
// ("was", "man", "so").
var stopLang = &lazy.Value[map[string]string]{New: func() map[string]string {
	m := map[string]string{}
	add := func(lang, list string) {
		for _, w := range strings.Fields(list) {
			w = fold(w)
			if l, ok := m[w]; ok && l != lang {
				m[w] = ""
				continue
			}
			m[w] = lang
		}
	}
	add("en", `a an the and or of to in on at by for from with is are was were be been being it its
		this that these those as if then than do does did done can could may might must will would shall
		should what which who whom whose when where why how i me my mine we us our you your yours he him
		she her his they them their there here not no nor so any some all into out up about after before
		also only just once per each get gets got have has had having am very too such
		happen happens happened happening anything something
		whats wats thats hows whos wheres whens theres heres cant dont doesnt didnt isnt arent wasnt
		wont im ive youre theyre don doesn didn isn aren wasn won`)
	add("de", `der die das den dem des ein eine einer eines einem einen und oder nicht ist sind war waren
		wird werden wurde wurden mit von vom zu zum zur im am an auf aus bei beim fur ich du er sie es wir
		ihr wenn wie was wer wo wann warum weshalb wieso mein meine meinen meiner dein deine sein seine
		ihre kann kannst konnen darf darfst durfen muss musst mussen man soll sollen sollte habe hast hat
		haben gibt gilt gibts noch schon auch nur denn dann als so um mir mich dir dich uns euch sich
		welche welcher welches welchen wieviel wieviele viel viele passiert passieren funktioniert
		funktionieren geht gehen eigentlich etwas bitte mal da dass ob`)
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
	// stops counts the stop words met, by language ("en", "de", ""):
	// what language a text is written in
	stops map[string]int
}

// each calls fn with every term of text (folded, stemmed, stop words left
// out) and the folded word it came from; both are only valid during the
// call.
func (sc *scanner) each(text string, fn func(term string, word []byte)) {
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
		} else if sc.stops != nil {
			sc.stops[stopLang.Get()[string(w)]]++
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

// stemBytes is stem on a byte slice: a word met before is looked up
// without making a string of it (an index meets each word many times).
func stemBytes(w []byte) string {
	stems.mu.Lock()
	s, ok := stems.of[string(w)]
	stems.mu.Unlock()
	if ok {
		return s
	}
	if len(w) < 4 {
		short := string(w)
		stems.mu.Lock()
		if stems.of == nil {
			stems.of = make(map[string]string, 4096)
			stems.env = snowballstem.NewEnv("")
		}
		stems.of[short] = short
		stems.mu.Unlock()
		return short
	}
	return stem(string(w))
}

// language is what the stop words met since the last clear say a text is
// written in: "de", "en", or "" when they do not tell.
func (sc *scanner) language() string {
	switch de, en := sc.stops["de"], sc.stops["en"]; {
	case de > en:
		return "de"
	case en > de:
		return "en"
	}
	return ""
}
