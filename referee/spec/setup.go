package spec

import (
	"encoding/json"
	"fmt"
	"strings"

	"boardroom/referee/verb"

	"boardroom/phrase"
)

// Players are the setup fields every table game has: --players, the names
// in seat order, and, when physical, --physical (the players draw and roll;
// the referee records). Their help is the game's catalogue's new.players
// and new.physical (verb.NewMessageID); the English here is for a game
// whose catalogue has none.
func Players(noun string, min, max int, physical bool) []verb.Field {
	n := fmt.Sprintf("%d-%d", min, max)
	if min == max {
		n = fmt.Sprint(min)
	}
	f := []verb.Field{{Name: "players", Flag: true, Kind: verb.ListField,
		Help: fmt.Sprintf("the %ss' names in seat order, comma-separated (%s)", noun, n)}}
	if physical {
		f = append(f, verb.Field{Name: "physical", Flag: true, Kind: verb.BoolField})
	}
	return f
}

// PlayersSetup makes a game's setup from the Players fields with parse (the
// game's own checks: names, counts); example is what to suggest when
// --players is missing ("Ann,Bob"). Its errors are usage errors.
func PlayersSetup[T any](example string, parse func(names []string, physical bool) (T, error)) func(verb.Values, int64) (json.RawMessage, error) {
	return func(v verb.Values, _ int64) (json.RawMessage, error) {
		var names []string
		for _, n := range v.Strings("players") {
			if strings.TrimSpace(n) != "" {
				names = append(names, n)
			}
		}
		if len(names) == 0 {
			return nil, phrase.Usage("new.players_required", example)
		}
		st, err := parse(names, v.Bool("physical"))
		if err != nil {
			return nil, phrase.UsageOf(err) // in the table's language where it can say itself
		}
		return json.Marshal(st)
	}
}
