package phrase

import (
	"strings"

	"boardroom/phrase/msg"
	"boardroom/rules/names"
)

// Suggest is the candidate a mistyped word was most likely meant to be: the
// closest by edit distance (ignoring case), within 2 edits (1 for words of up
// to 4 letters), or the only candidate the word starts; "" when none is close
// (names.Suggest: one suggestion rule for every engine and game).
func Suggest(word string, candidates []string) string { return names.Suggest(word, candidates) }

// DidYouMean is ` (did you mean "Anna"?)` for a close candidate, else "".
func DidYouMean(word string, candidates []string) string {
	return names.DidYouMean(word, candidates)
}

// DidYouMeanIn is DidYouMean in l: ` (meintest du „Anna“?)` in German.
func DidYouMeanIn(l msg.Lang, word string, candidates []string) string {
	if s := Suggest(word, candidates); s != "" && !strings.EqualFold(s, word) {
		return Say(l, "word.did_you_mean", s)
	}
	return ""
}
