package phrase

import "boardroom/phrase/msg"

// Messages is the catalogue of the generic layer: the words every game
// shares (the command line's help and usage, the engine's refusals and
// frames, the menus of play, the print command), by ID, in both languages.
// It lives here, in the ground package, because every layer that says
// these words imports phrase already (the verb decoder, the menus, the
// spec, the command line, the printables); messages.yaml is its source,
// written out as Go by go generate.
var Messages = &msg.Catalog{Name: "phrase/messages.yaml", Table: compiledMessages}

//go:generate go run -tags rulesgen ./gen

// Say is the generic message id in l with args.
func Say(l msg.Lang, id string, args ...any) string { return Messages.Say(l, id, args...) }

// SayFrom is the message id in l from a game's catalogue when it holds id
// (a game that says a generic line its own way: "Write back on the sheets"
// for the table's "Put back on the table"), else from the generic one.
func SayFrom(game *msg.Catalog, l msg.Lang, id string, args ...any) string {
	if game != nil && game.Has(id) {
		return game.Say(l, id, args...)
	}
	return Messages.Say(l, id, args...)
}
