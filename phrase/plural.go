package phrase

import (
	"strconv"
	"strings"

	"boardroom/phrase/msg"
)

// Plural is n followed by the noun that agrees with it: Plural(1, "card",
// "cards") is "1 card", Plural(0, "card", "cards") "0 cards". It is the one
// helper for counts in the referee and the command line; every message with a
// count in it uses it, never "%d cards".
func Plural(n int, one, many string) string {
	if n == 1 || n == -1 {
		return strconv.Itoa(n) + " " + one
	}
	return strconv.Itoa(n) + " " + many
}

// JoinAnd lists names as a sentence does: "Ann", "Ann and Ben", "Ann, Ben
// and Cy"; "" for none.
func JoinAnd(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// JoinAndIn is JoinAnd in l: "Ann, Ben und Cy" in German.
func JoinAndIn(l msg.Lang, names []string) string {
	if len(names) < 2 {
		return JoinAnd(names)
	}
	return strings.Join(names[:len(names)-1], ", ") + Say(l, "word.and") + names[len(names)-1]
}

// JoinOrIn is names as choices in l: "a4, letter, a3 or tabloid", "… oder
// tabloid" in German.
func JoinOrIn(l msg.Lang, names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + Say(l, "word.or") + names[len(names)-1]
}
