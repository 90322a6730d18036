package referee

import "strconv"

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
