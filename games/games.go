// Package games is the registry: one small descriptor per supported game,
// from which the `boardroom <game> <verb>` command tree is built.
package games

import (
	"fmt"
	"strings"
	"sync"

	"boardroom/printables"
	corpwarprint "boardroom/printables/corpwar"
	rheinhessenprint "boardroom/printables/rheinhessen"
	rigsprint "boardroom/printables/rigs"
	"boardroom/rules/corpwar"
	"boardroom/rules/rheinhessen"
	"boardroom/rules/rigs"
)

// Game describes one supported game.
type Game struct {
	ID         string // command name: "rigs"
	Title      string // "R.I.G.S."
	Summary    string // one line
	MinPlayers int
	MaxPlayers int
	// Components builds the printable components in print order; nil while
	// the game has no print set yet.
	Components func() ([]*printables.Component, error)
	// Aliases maps other names users type to component IDs.
	Aliases map[string]string
	// PrintExamples are example arguments of `print`, each with a comment.
	PrintExamples []string
}

// Players is "2-4 players".
func (g Game) Players() string {
	if g.MinPlayers == g.MaxPlayers {
		return fmt.Sprintf("%d players", g.MinPlayers)
	}
	return fmt.Sprintf("%d-%d players", g.MinPlayers, g.MaxPlayers)
}

// All lists the registered games in a stable order.
func All() []Game { return registry() }

var registry = sync.OnceValue(func() []Game {
	r := rigs.Load()
	rh := rheinhessen.Load()
	return []Game{
		{
			ID: "rigs", Title: r.Game, MinPlayers: r.Players.Min, MaxPlayers: r.Players.Max,
			Summary:    "planetary colonization economics: plots, RIGS, disasters, Karma and Vinnie loans",
			Components: rigsprint.Components,
			Aliases: map[string]string{
				"plot": "plots", "survey": "surveys", "disaster": "disasters", "markets": "market",
				"bills": "money", "credits": "money", "resource": "resources", "coupons": "resources",
				"vinnie": "script", "token": "tokens", "rigs": "tokens", "aids": "aid", "player-aid": "aid",
				"sheet": "reference",
			},
			PrintExamples: []string{
				"--list                         # components, counts and pages",
				"karma disasters --paper letter --backs fold -o decks.pdf",
				"money --copies 2 -o money.pdf",
				`karma --only "Wrong Address" -o replacement.pdf`,
				"--calibration -o calibration.pdf",
				"market --back-offset 0.8,-0.5 -o market.pdf",
			},
		},
		{
			ID: "rheinhessen", Title: rh.Game, MinPlayers: rh.Players.Min, MaxPlayers: rh.Players.Max,
			Summary:    "poker-hand production with audits, four decks: check and salvage settle disputes",
			Components: rheinhessenprint.Components,
		},
		{
			ID: "corpwar", Title: corpwar.Load().Game, MinPlayers: corpwar.Load().Players.Min, MaxPlayers: corpwar.Load().Players.Max,
			Summary:    "employees in four departments, dice, special action cards and espionage bluffs",
			Components: corpwarprint.Components,
			Aliases: map[string]string{"deck": "cards", "card": "cards", "board": "boards", "employee": "employees",
				"product": "products", "coin": "money", "coins": "money", "sheet": "reference"},
			PrintExamples: []string{
				"--list                         # components, counts and pages",
				"cards --backs fold -o deck.pdf",
				`cards --only "Joker" -o joker.pdf`,
				"boards reference --paper letter -o sheets.pdf",
			},
		},
	}
})

// ByID finds a game by its command name.
func ByID(id string) (Game, bool) {
	for _, g := range All() {
		if strings.EqualFold(g.ID, id) {
			return g, true
		}
	}
	return Game{}, false
}

// IDs lists the command names of all games.
func IDs() []string {
	var ids []string
	for _, g := range All() {
		ids = append(ids, g.ID)
	}
	return ids
}
