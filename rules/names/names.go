// Package names is how people type names at a table: any case, accents and
// umlauts optional (Affäre, Affare, Affaere), spaces and hyphens optional,
// and the closest name when a word is mistyped. It holds the binary's one
// accent folding (Fold) and one edit distance (Distance): the rules, the
// rules lookup, the referee and user decks use them.
package names

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"boardroom/lazy"
)

// marks are the letters with a mark that the rulebooks and players use,
// lower case, each with its base letter; ß is "ss". It is the one accent
// folding of the binary: names, the rules lookup and its search use it.
var marks = &lazy.Value[map[rune]string]{New: func() map[rune]string {
	return map[rune]string{
		'à': "a", 'á': "a", 'â': "a", 'ä': "a", 'ã': "a", 'å': "a",
		'è': "e", 'é': "e", 'ê': "e", 'ë': "e",
		'ì': "i", 'í': "i", 'î': "i", 'ï': "i",
		'ò': "o", 'ó': "o", 'ô': "o", 'ö': "o", 'õ': "o", 'ø': "o",
		'ù': "u", 'ú': "u", 'û': "u", 'ü': "u",
		'ç': "c", 'ñ': "n", 'ý': "y", 'ÿ': "y", 'ß': "ss",
	}
}}

// Fold is the lower-case letter r without its mark (é: "e", ä: "a", ß:
// "ss"), and false for a rune without one.
func Fold(r rune) (string, bool) {
	base, ok := marks.Get()[r]
	return base, ok
}

// german is r written out the German way (ä: "ae"), else base.
func german(r rune, base string) string {
	switch r {
	case 'ä':
		return "ae"
	case 'ö':
		return "oe"
	case 'ü':
		return "ue"
	}
	return base
}

// Keys are the keys a name is found by: lower case, letters and digits
// only, each marked letter dropped to its base letter (Keys[0]) and
// written out the German way (Keys[1]). What a person typed is looked up
// by its Keys[0], which meets either.
func Keys(s string) [2]string {
	var a, b strings.Builder
	for _, r := range strings.ToLower(s) {
		if base, ok := Fold(r); ok {
			a.WriteString(base)
			b.WriteString(german(r, base))
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
	return DistanceUpTo(a, b, utf8.RuneCountInString(a)+utf8.RuneCountInString(b))
}

// DistanceUpTo is Distance, or max+1 as soon as it must exceed max (a
// search over many words stops early on most).
func DistanceUpTo(a, b string, max int) int {
	ra, rb := []rune(a), []rune(b)
	la, lb := len(ra), len(rb)
	if d := la - lb; d > max || -d > max {
		return max + 1
	}
	prev2 := make([]int, lb+1)
	prev := make([]int, lb+1)
	cur := make([]int, lb+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= la; i++ {
		cur[0] = i
		best := cur[0]
		for j := 1; j <= lb; j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				v = min(v, prev2[j-2]+1) // two letters swapped
			}
			cur[j] = v
			best = min(best, v)
		}
		if best > max {
			return max + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[lb]
}
