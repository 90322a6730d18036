package referee

import (
	"errors"
	"strings"
	"unicode/utf8"

	"boardroom/phrase"
	"boardroom/phrase/msg"
)

// MaxNameLen is the longest player name a game accepts.
const MaxNameLen = 24

// Names checks the names a game is started with, in seat order: blanks are
// dropped, each name is at most MaxNameLen characters without commas, no two
// are the same (ignoring case), and there are min to max of them. noun is
// what the game calls a player ("player", "corporation"); game its title.
//
// The error says itself in the table's language (phrase.Worded): the noun
// in each language from the catalogue (seats.noun.<noun>, seats.nouns.<noun>).
func Names(names []string, min, max int, game, noun string) ([]string, error) {
	clean, err := NamesIn(msg.EN, names, min, max, game, nounIn(msg.EN, noun, false), nounIn(msg.EN, noun, true))
	if err != nil {
		return nil, &seatsError{err: err, in: func(l msg.Lang) string {
			_, e := NamesIn(l, names, min, max, game, nounIn(l, noun, false), nounIn(l, noun, true))
			return e.Error()
		}}
	}
	return clean, nil
}

// nounIn is the game's word for a player (many: for players) in l, from the
// catalogue where it has it, else as the game gives it ("player", "players").
func nounIn(l msg.Lang, noun string, many bool) string {
	id := "seats.noun." + strings.ToLower(noun)
	if many {
		id = "seats.nouns." + strings.ToLower(noun)
	}
	if Messages.Has(id) {
		return engineSays(l, id)
	}
	if many {
		return noun + "s"
	}
	return noun
}

// seatsError is a roster Names refuses, said in each language.
type seatsError struct {
	err error
	in  func(l msg.Lang) string
}

func (e *seatsError) Error() string         { return e.err.Error() }
func (e *seatsError) In(lang string) string { return e.in(msg.Lang(lang)) }

// NamesIn is Names said in l, one and many the game's word for a player
// and for players in l ("Spieler", "Spieler").
func NamesIn(l msg.Lang, names []string, min, max int, game, one, many string) ([]string, error) {
	var clean []string
	seen := map[string]bool{}
	for _, n := range names {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		if seen[strings.ToLower(n)] {
			return nil, errors.New(engineSays(l, "seats.named_twice", one, phrase.Quoted(n)))
		}
		if k := utf8.RuneCountInString(n); k > MaxNameLen {
			return nil, errors.New(engineSays(l, "seats.too_long", one, phrase.Quoted(n), k, MaxNameLen))
		}
		// Commas separate names; newlines and tabs would break the tables.
		// (Other control characters are refused where names are typed, and
		// escaped where they are printed: a game saved with one still opens.)
		if i := strings.IndexAny(n, ",\n\t\r"); i >= 0 {
			what := engineSays(l, "seats.a_comma")
			if n[i] != ',' {
				what = phrase.ControlName(rune(n[i]))
			}
			return nil, errors.New(engineSays(l, "seats.bad_character", one, phrase.Quoted(n), utf8.RuneCountInString(n[:i])+1, what))
		}
		seen[strings.ToLower(n)] = true
		clean = append(clean, n)
	}
	if len(clean) < min || len(clean) > max {
		if min == max {
			return nil, errors.New(engineSays(l, "seats.exactly", game, min, one, many, len(clean)))
		}
		return nil, errors.New(engineSays(l, "seats.range", game, min, max, many, len(clean)))
	}
	return clean, nil
}

// Seat finds name among the players' names (ignoring case), or refuses,
// listing who plays.
func Seat(names []string, name, noun string) (int, error) {
	return SeatIn(msg.EN, names, name, noun, noun+"s")
}

// SeatIn is Seat said in l, one and many the game's word for a player and
// for players in l.
func SeatIn(l msg.Lang, names []string, name, one, many string) (int, error) {
	for i, n := range names {
		if strings.EqualFold(n, strings.TrimSpace(name)) {
			return i, nil
		}
	}
	return -1, RefusalIn(l, engineSays(l, "seats.who_plays"),
		engineSays(l, "seats.unknown", one, phrase.ClipIn(l, name), phrase.DidYouMeanIn(l, name, names), many, strings.Join(names, ", ")))
}
