package phrase

import (
	"slices"
	"strings"

	"boardroom/phrase/msg"
	"boardroom/rules/names"
)

// Suggest is the candidate a mistyped word was most likely meant to be: the
// closest by edit distance (ignoring case), within 2 edits (1 for words of up
// to 4 letters), or the only candidate the word starts; "" when none is close
// (names.Suggest: one suggestion rule for every engine and game).
//
// A word typed with its umlauts meets a candidate written without them and
// the other way (prüfen, pruefen): the same word is the candidate itself,
// and the distance is counted with the umlauts written out (prüfn is one
// letter from pruefen).
func Suggest(word string, candidates []string) string {
	for _, c := range candidates {
		if SameWord(word, c) {
			return c
		}
	}
	if s := names.Suggest(word, candidates); s != "" {
		return s
	}
	written := names.Keys(word)[1]
	folded := make([]string, len(candidates))
	for i, c := range candidates {
		folded[i] = names.Keys(c)[1]
	}
	if s := names.Suggest(written, folded); s != "" {
		return candidates[slices.Index(folded, s)]
	}
	return ""
}

// SameWord reports whether typed is name, with case, umlauts (ä, ae), ß
// and hyphens aside: how a command word is matched in every game (prüfen
// runs pruefen).
func SameWord(typed, name string) bool { return names.Same(typed, name) || names.Same(name, typed) }

// DidYouMean is ` (did you mean "Anna"?)` for a close candidate, else "".
func DidYouMean(word string, candidates []string) string {
	if s := Suggest(word, candidates); s != "" && !strings.EqualFold(s, word) {
		return ` (did you mean "` + s + `"?)`
	}
	return ""
}

// DidYouMeanIn is DidYouMean in l: ` (meintest du „Anna“?)` in German.
func DidYouMeanIn(l msg.Lang, word string, candidates []string) string {
	if s := Suggest(word, candidates); s != "" && !strings.EqualFold(s, word) {
		return Say(l, "word.did_you_mean", s)
	}
	return ""
}

// DidYouMeanOf is DidYouMeanIn over names as each table types them (names
// gives, per language, the same things in the same order): a word close to
// another table's name suggests the name in l ("valey" at a German table:
// meintest du „tal“?), as either table's name is taken at both.
func DidYouMeanOf(l msg.Lang, word string, names func(msg.Lang) []string) string {
	own := names(l)
	if s := DidYouMeanIn(l, word, own); s != "" {
		return s
	}
	for _, o := range msg.Langs {
		other := names(o)
		if o == l || len(other) != len(own) {
			continue
		}
		if s := Suggest(word, other); s != "" && !SameWord(word, s) {
			return Say(l, "word.did_you_mean", own[slices.Index(other, s)])
		}
	}
	return ""
}
