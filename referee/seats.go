package referee

import (
	"fmt"
	"strings"
)

// MaxNameLen is the longest player name a game accepts.
const MaxNameLen = 24

// Names checks the names a game is started with, in seat order: blanks are
// dropped, each name is at most MaxNameLen characters without commas, no two
// are the same (ignoring case), and there are min to max of them. noun is
// what the game calls a player ("player", "corporation"); game its title.
func Names(names []string, min, max int, game, noun string) ([]string, error) {
	var clean []string
	seen := map[string]bool{}
	for _, n := range names {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		if seen[strings.ToLower(n)] {
			return nil, fmt.Errorf("%s %q is named twice", noun, n)
		}
		if len([]rune(n)) > MaxNameLen || strings.ContainsAny(n, ",\n\t") {
			return nil, fmt.Errorf("%s name %q: use up to %d characters, no commas", noun, n, MaxNameLen)
		}
		seen[strings.ToLower(n)] = true
		clean = append(clean, n)
	}
	if len(clean) < min || len(clean) > max {
		return nil, fmt.Errorf("%s is for %d-%d %ss, got %d", game, min, max, noun, len(clean))
	}
	return clean, nil
}

// Seat finds name among the players' names (ignoring case), or refuses,
// listing who plays.
func Seat(names []string, name, noun string) (int, error) {
	for i, n := range names {
		if strings.EqualFold(n, strings.TrimSpace(name)) {
			return i, nil
		}
	}
	return -1, Refusef("the players are the ones named when the game was set up",
		"no %s named %q%s (%ss: %s)", noun, name, DidYouMean(name, names), noun, strings.Join(names, ", "))
}
