package referee

import "strings"

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
		if d := distance(w, lc); d < bestD {
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

// distance is the Levenshtein distance between a and b, in runes.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
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
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
