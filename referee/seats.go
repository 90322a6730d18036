package referee

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"boardroom/phrase"
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
			return nil, fmt.Errorf("%s %s is named twice", noun, phrase.Clip(n))
		}
		if k := utf8.RuneCountInString(n); k > MaxNameLen {
			return nil, fmt.Errorf("%s name %s: it has %d characters; use up to %d characters", noun, phrase.Clip(n), k, MaxNameLen)
		}
		// Commas separate names; newlines and tabs would break the tables.
		// (Other control characters are refused where names are typed, and
		// escaped where they are printed: a game saved with one still opens.)
		if i := strings.IndexAny(n, ",\n\t\r"); i >= 0 {
			what := "a comma"
			if n[i] != ',' {
				what = phrase.ControlName(rune(n[i]))
			}
			return nil, fmt.Errorf("%s name %s: character %d is %s; names have no commas, newlines or tabs", noun, phrase.Clip(n), utf8.RuneCountInString(n[:i])+1, what)
		}
		seen[strings.ToLower(n)] = true
		clean = append(clean, n)
	}
	if len(clean) < min || len(clean) > max {
		if min == max {
			return nil, fmt.Errorf("%s is for exactly %d %ss, got %d", game, min, noun, len(clean))
		}
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
		"no %s named %s%s (%ss: %s)", noun, phrase.Clip(name), phrase.DidYouMean(name, names), noun, strings.Join(names, ", "))
}
