// Package games is the registry: one small descriptor per supported game,
// from which the `boardroom <game> <verb>` command tree is built.
package games

import (
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"boardroom/printables"
	"boardroom/referee/spec"
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
	// Referee is the game's table referee (nil: none yet): new, its verbs,
	// show, undo, redo, log and play are built from it.
	Referee func() spec.Handle
	// Tools are the game's commands beyond printing and refereeing.
	Tools func(stdout io.Writer) []*cobra.Command
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
	return []Game{
		rigsGame(),
		rheinhessenGame(),
		corpwarGame(),
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
