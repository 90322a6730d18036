package games

import (
	"boardroom/phrase/msg"
	corpwarprint "boardroom/printables/corpwar"
	corpwarref "boardroom/referee/corpwar"
	"boardroom/referee/spec"
	corpwarrules "boardroom/rules/corpwar"
)

// corpwarInfo is what lists and help show of Corporate Warfare without loading its rules
// (TestInfoMatchesRules keeps it equal to the rules data).
var corpwarInfo = Info{
	ID: "corpwar", Title: "Corporate Warfare", MinPlayers: 2, MaxPlayers: 5,
	Summary: "summary.corpwar",
}

// corpwarGame is Corporate Warfare: its rules, its referee and its print set.
func corpwarGame() Game {
	cw := corpwarrules.Load()
	return Game{
		ID: "corpwar", Title: cw.Game, MinPlayers: cw.Players.Min, MaxPlayers: cw.Players.Max,
		Summary:    corpwarInfo.Summary,
		Components: corpwarprint.ComponentsIn,
		Aliases: map[string]string{"deck": "cards", "card": "cards", "board": "boards", "employee": "employees",
			"product": "products", "coin": "money", "coins": "money", "sheet": "reference"},
		PrintExamples: []string{
			"--list",
			"cards --backs fold -o deck.pdf",
			`cards --only "Joker" -o joker.pdf`,
			"boards reference --paper letter -o sheets.pdf",
		},
		Referee:       func() spec.Handle { return spec.New(corpwarref.Spec()) },
		DisplayLabels: corpwarLabels(),
	}
}

// corpwarLabels are the display's labels for the keys of the view whose
// made-readable key would not say it, from the game's catalogue (English
// until the display reads the catalogue in the table's language).
func corpwarLabels() map[string]string {
	out := map[string]string{}
	for _, k := range []string{"last_turn", "new_employees", "improved_methods", "success_roll", "upkeep_due", "in_hands", "face_down", "market_research"} {
		out[k] = corpwarref.Label(msg.EN, k)
	}
	return out
}
