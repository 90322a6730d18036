// Package games is the registry: one small descriptor per supported game,
// from which the `boardroom <game> <verb>` command tree is built.
package games

import (
	"io"
	"strings"

	"github.com/spf13/cobra"

	"boardroom/lazy"
	"boardroom/phrase/msg"
	"boardroom/printables"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
)

// Game describes one supported game.
type Game struct {
	ID    string // command name: "rigs"
	Title string // "R.I.G.S."
	// Summary is the message ID (in the registry's catalogue, Messages) of
	// the game's one line: SummaryIn says it.
	Summary    string
	MinPlayers int
	MaxPlayers int
	// Solo is the message ID of how fewer people play with the referee
	// taking seats ("1-4 with AI corporations (--ai)"; SoloIn says it); ""
	// when the game has no AI seats.
	Solo string
	// Language is the game's own language, as its rulebook is written ("de";
	// "" is English): the language of a new game without --lang, and of the
	// commands before any game exists when neither BOARDROOM_LANG nor the
	// locale names one (Lang reads it).
	Language string
	// Components builds the printable components in print order; nil while
	// the game has no print set yet.
	Components func(l msg.Lang) ([]*printables.Component, error)
	// PrintFields are the game's own flags of `print` (a deck file, a file
	// of the group's own names); when one is given, ComponentsWith builds the
	// components from them instead of Components.
	PrintFields []verb.Field
	// PrintFieldsIn are PrintFields with their help in a language; when
	// set, print's help says them.
	PrintFieldsIn  func(l msg.Lang) []verb.Field
	ComponentsWith func(v verb.Values, l msg.Lang) ([]*printables.Component, error)
	// Aliases maps other names users type to component IDs.
	Aliases map[string]string
	// ComponentNames are components' names as a table of each language
	// types them (nil, or an ID missing: the ID, in both): print's help and
	// --list say the table's, and print takes either language's.
	ComponentNames map[string]msg.Text
	// PrintExamples are example arguments of `print`, each with a comment.
	PrintExamples []string
	// PrintExamplesIn are the examples in a language, from the game's
	// catalogue; when set, they are said instead of PrintExamples.
	PrintExamplesIn func(l msg.Lang) []string
	// Referee is the game's table referee (nil: none yet): new, its verbs,
	// show, undo, redo, log and play are built from it.
	Referee func() spec.Handle
	// Tools are the game's commands beyond printing and refereeing.
	// l is the language of the command line (the saved game's, for a
	// tool that takes --game, else the environment's).
	Tools func(stdout io.Writer, l msg.Lang) []*cobra.Command
	// Display is the game's own template for `boardroom serve` (html/template
	// source redefining "state"; see package display); "" shows the generic
	// page read from the game's JSON view.
	Display string
	// DisplayStyle is the CSS of the Display template (served as a
	// stylesheet: the page allows no inline style).
	DisplayStyle string
	// DisplayLabels are the table's words for keys of the game's JSON view
	// on the display ("last_turn": "Points last turn"; "" leaves a
	// bookkeeping key off the page; see display.Game.Labels).
	DisplayLabels map[string]string
	// DisplayPrivate is what only one seat may see of a saved game (its hand
	// in a virtual game), as text, for that seat's phone under serve
	// --play; "" when it holds nothing hidden (nil: no seat ever does).
	DisplayPrivate func(home, name, seat string) (string, error)
}

// Lang is the game's own language (Language read; English when it names
// none).
func (g Game) Lang() msg.Lang { return own(g.Language) }

// ComponentName is the name a table of language l types for the component
// id (ComponentNames, else the ID).
func (g Game) ComponentName(id string, l msg.Lang) string {
	if n := g.ComponentNames[id].In(l); n != "" {
		return n
	}
	return id
}

func own(language string) msg.Lang {
	if l, err := msg.Parse(language); err == nil {
		return l
	}
	return msg.EN
}

// Handle is the game's referee (Referee) knowing the game's own language
// (the language of a saved game whose state names none); nil when the game
// has no referee.
func (g Game) Handle() spec.Handle {
	if g.Referee == nil {
		return nil
	}
	return spec.WithLanguage(g.Referee(), g.Lang())
}

// SummaryIn is the game's one line in l.
func (g Game) SummaryIn(l msg.Lang) string { return sayID(l, g.Summary) }

// SoloIn is how fewer people play with the referee taking seats, in l; ""
// when the game has no AI seats.
func (g Game) SoloIn(l msg.Lang) string { return sayID(l, g.Solo) }

// Messages is the registry's words in both languages (messages.yaml,
// written out as Go by go generate: see gen/): what the game list and the
// top-level help say of each game before any game is open.
//
//go:generate go run -tags rulesgen ./gen
var Messages = &msg.Catalog{Name: "games/messages.yaml", Table: compiledMessages}

// sayID is the registry's message id in l; "" for no id.
func sayID(l msg.Lang, id string) string {
	if id == "" {
		return ""
	}
	return Messages.Say(l, id)
}

// Info is what the game list and the top-level help show of a game: known
// without loading the game's rules, so that `boardroom games`, `--help` and
// `--version` stay as quick as a bare process start.
type Info struct {
	ID         string
	Title      string
	Summary    string // as Game.Summary: a message ID
	MinPlayers int
	MaxPlayers int
	Solo       string // as Game.Solo: a message ID
	Language   string // as Game.Language, known without loading the rules
}

// LanguageOf is the own language of the game with command name id
// (English for no such game), without loading its rules.
func LanguageOf(id string) msg.Lang {
	for _, r := range registered {
		if strings.EqualFold(r.info.ID, id) {
			return own(r.info.Language)
		}
	}
	return msg.EN
}

// SummaryIn is as Game.SummaryIn.
func (i Info) SummaryIn(l msg.Lang) string { return sayID(l, i.Summary) }

// SoloIn is as Game.SoloIn.
func (i Info) SoloIn(l msg.Lang) string { return sayID(l, i.Solo) }

// registered are the games, in a stable order: each one's command name and
// how to describe it (which loads its rules data, so a command loads only
// its own game's).
var registered = []struct {
	info Info
	game func() Game
}{
	{rigsInfo, rigsGame},
	{rheinhessenInfo, rheinhessenGame},
	{corpwarInfo, corpwarGame},
	{politicardInfo, politicardGame},
	{aufbauInfo, aufbauGame},
}

// All lists the registered games in a stable order.
func All() []Game { return registry.Get() }

var registry = &lazy.Value[[]Game]{New: func() []Game {
	all := make([]Game, len(registered))
	for i, r := range registered {
		all[i] = r.game()
	}
	return all
}}

// ByID finds a game by its command name, describing only that one.
func ByID(id string) (Game, bool) {
	for _, r := range registered {
		if strings.EqualFold(r.info.ID, id) {
			return r.game(), true
		}
	}
	return Game{}, false
}

// IDs lists the command names of all games (without loading any).
func IDs() []string {
	ids := make([]string, len(registered))
	for i, r := range registered {
		ids[i] = r.info.ID
	}
	return ids
}

// Infos lists what the game list shows of every game, loading no rules.
func Infos() []Info {
	infos := make([]Info, len(registered))
	for i, r := range registered {
		infos[i] = r.info
	}
	return infos
}
