package games

import (
	corpwarprint "boardroom/printables/corpwar"
	corpwarref "boardroom/referee/corpwar"
	"boardroom/referee/spec"
	corpwarrules "boardroom/rules/corpwar"
)

// corpwarInfo is what lists and help show of Corporate Warfare without loading its rules
// (TestInfoMatchesRules keeps it equal to the rules data).
var corpwarInfo = Info{
	ID: "corpwar", Title: "Corporate Warfare", MinPlayers: 2, MaxPlayers: 5,
	Summary: "employees in four departments, dice, special action cards and espionage bluffs",
}

// corpwarGame is Corporate Warfare: its rules, its referee and its print set.
func corpwarGame() Game {
	cw := corpwarrules.Load()
	return Game{
		ID: "corpwar", Title: cw.Game, MinPlayers: cw.Players.Min, MaxPlayers: cw.Players.Max,
		Summary:    corpwarInfo.Summary,
		Components: corpwarprint.Components,
		Aliases: map[string]string{"deck": "cards", "card": "cards", "board": "boards", "employee": "employees",
			"product": "products", "coin": "money", "coins": "money", "sheet": "reference"},
		PrintExamples: []string{
			"--list                         # components, counts and pages",
			"cards --backs fold -o deck.pdf",
			`cards --only "Joker" -o joker.pdf`,
			"boards reference --paper letter -o sheets.pdf",
		},
		Referee: func() spec.Handle { return spec.New(corpwarref.Spec()) },
		DisplayLabels: map[string]string{"last_turn": "Game ends after turn",
			"new_employees": "New employees", "improved_methods": "Improved Methods", "success_roll": "Succeeds on", "upkeep_due": "Upkeep due",
			"in_hands": "In hands", "face_down": "Face down", "market_research": "Market Research"},
	}
}
