package games

import (
	rigsprint "boardroom/printables/rigs"
	rigsref "boardroom/referee/rigs"
	"boardroom/referee/spec"
	rigsrules "boardroom/rules/rigs"
)

// rigsInfo is what lists and help show of R.I.G.S. without loading its rules
// (TestInfoMatchesRules keeps it equal to the rules data).
var rigsInfo = Info{
	ID: "rigs", Title: "R.I.G.S.", MinPlayers: 2, MaxPlayers: 4,
	Summary: "summary.rigs",
}

// rigsGame is R.I.G.S.: its rules, its referee and its print set.
func rigsGame() Game {
	r := rigsrules.Load()
	return Game{
		ID: "rigs", Title: r.Game, MinPlayers: r.Players.Min, MaxPlayers: r.Players.Max,
		Summary:    rigsInfo.Summary,
		Components: rigsprint.ComponentsIn,
		Aliases: map[string]string{
			"plot": "plots", "survey": "surveys", "disaster": "disasters", "markets": "market",
			"bills": "money", "credits": "money", "resource": "resources", "coupons": "resources",
			"vinnie": "script", "token": "tokens", "rigs": "tokens", "aids": "aid", "player-aid": "aid",
			"sheet": "reference",
		},
		PrintExamples: []string{
			"--list",
			"karma disasters --paper letter --backs fold -o decks.pdf",
			"money --copies 2 -o money.pdf",
			`karma --only "Wrong Address" -o replacement.pdf`,
			"--calibration -o calibration.pdf",
			"market --back-offset 0.8,-0.5 -o market.pdf",
		},
		Referee: func() spec.Handle { return spec.New(rigsref.Spec()) },
	}
}
