// Package names is how people type names at a table: any case, accents and
// umlauts optional (Affäre, Affare, Affaere), spaces and hyphens optional,
// and the closest name when a word is mistyped. Rules packages use it; the
// referee's Suggest is the same algorithm (it may call this one: the rules
// sit below the referee and cannot call it).
package names

import (
	"strings"
	"unicode"

	"boardroom/lazy"
)

// foldings are the two ASCII spellings of a letter with a mark: without it,
// and the German transcription (ä: a and ae).
var foldings = &lazy.Value[map[rune][2]string]{New: func() map[rune][2]string {
	return map[rune][2]string{
		'ä': {"a", "ae"}, 'ö': {"o", "oe"}, 'ü': {"u", "ue"}, 'ß': {"ss", "ss"},
		'à': {"a", "a"}, 'á': {"a", "a"}, 'â': {"a", "a"}, 'å': {"a", "a"}, 'ç': {"c", "c"}, 'è': {"e", "e"},
		'é': {"e", "e"}, 'ê': {"e", "e"}, 'ë': {"e", "e"}, 'í': {"i", "i"}, 'ï': {"i", "i"}, 'ñ': {"n", "n"},
		'ó': {"o", "o"}, 'ô': {"o", "o"}, 'ø': {"o", "o"}, 'ú': {"u", "u"},
	}
}}

// Keys are the keys a name is found by: lower case, letters and digits
// only, each marked letter dropped to its base letter (Keys[0]) and
// written out the German way (Keys[1]). What a person typed is looked up
// by its Keys[0], which meets either.
func Keys(s string) [2]string {
	var a, b strings.Builder
	for _, r := range strings.ToLower(s) {
		if f, ok := foldings.Get()[r]; ok {
			a.WriteString(f[0])
			b.WriteString(f[1])
			continue
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			a.WriteRune(r)
			b.WriteRune(r)
		}
	}
	return [2]string{a.String(), b.String()}
}

// Same reports whether typed names name, accents, case, spaces and hyphens
// aside.
func Same(typed, name string) bool {
	k := Keys(typed)[0]
	n := Keys(name)
	return k != "" && (k == n[0] || k == n[1])
}

// Suggest is the candidate a mistyped word was most likely meant to be: the
// closest by edit distance (ignoring case), within 2 edits (1 for words of up
// to 4 letters), or the only candidate the word starts; "" when none is close.
func Suggest(word string, candidates []string) string {
	w := strings.ToLower(strings.TrimSpace(word))
	if w == "" {
		return ""
	}
	best, bestD := "", 1<<30
	var prefixed []string
	for _, c := range candidates {
		lc := strings.ToLower(c)
		if lc == w {
			return c
		}
		if strings.HasPrefix(lc, w) {
			prefixed = append(prefixed, c)
		}
		if d := Distance(w, lc); d < bestD {
			best, bestD = c, d
		}
	}
	limit := 2
	if len([]rune(w)) <= 4 {
		limit = 1
	}
	if bestD <= limit {
		return best
	}
	if len(prefixed) == 1 {
		return prefixed[0]
	}
	return ""
}

// DidYouMean is ` (did you mean "Anna"?)` for a close candidate, else "".
func DidYouMean(word string, candidates []string) string {
	if s := Suggest(word, candidates); s != "" && !strings.EqualFold(s, word) {
		return ` (did you mean "` + s + `"?)`
	}
	return ""
}

// Distance is the edit distance between a and b in runes, an adjacent swap
// ("Anan" for "Anna") counting as one edit (Damerau-Levenshtein, restricted).
func Distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1) // two letters swapped
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}
