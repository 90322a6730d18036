package rigs

import (
	"strings"

	"boardroom/phrase/msg"
)

// MessagesFile is the name errors use for the game's message catalogue.
const MessagesFile = "rules/rigs/messages.yaml"

// Messages is every sentence of R.I.G.S. a person reads, by ID, in German
// and English: the referee, the printables and the game's help say them
// from here (messages.yaml, written out as Go by go generate: see gen/).
var Messages = &msg.Catalog{Name: MessagesFile, Table: compiledMessages}

// Own is the language R.I.G.S. is written in: a game that names none is
// played in it.
const Own = msg.EN

// SayIn is the resource's name in l ("Energy", "Energie"): a message
// argument says it in the message's language.
func (r Resource) SayIn(l msg.Lang) string { return Messages.Say(l, "resource."+string(r)) }

// SayIn is the phase's name in l ("Market Phase", "Marktphase").
func (p Phase) SayIn(l msg.Lang) string { return Messages.Say(l, "phase."+string(p)) }

// AmountIn is n of a resource in l, with the form the number takes ("1
// Luxury", "3 Luxuries"; "1 Luxusgut", "3 Luxusgüter").
func AmountIn(l msg.Lang, res Resource, n int) string {
	return Messages.Say(l, "amount."+string(res), n)
}

// PlotTypeName is a plot type's name in l ("Desert", "Wüste"); the data and
// the log name types in English.
func PlotTypeName(l msg.Lang, typ string) string {
	id := "plot_type." + strings.ToLower(typ)
	if !Messages.Has(id) {
		return typ
	}
	return Messages.Say(l, id)
}

// LevelName is a Market level's name in l ("High", "Hoch").
func LevelName(l msg.Lang, level string) string {
	id := "level." + strings.ToLower(level)
	if !Messages.Has(id) {
		return level
	}
	return Messages.Say(l, id)
}

// CostTextIn is a cost in l: "2 Metal", "1 Supply + 1 Energy".
func CostTextIn(l msg.Lang, c map[Resource]int) string {
	var parts []string
	for _, res := range Resources {
		if n, ok := c[res]; ok {
			parts = append(parts, AmountIn(l, res, n))
		}
	}
	return strings.Join(parts, " + ")
}
