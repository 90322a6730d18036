package phrase

import "boardroom/phrase/msg"

// Messages is the catalogue of the generic layer: the words every game
// shares (the command line's help and usage, the engine's refusals and
// frames, the menus of play, the print command), by ID, in both languages.
// It lives here, in the ground package, because every layer that says
// these words imports phrase already (the verb decoder, the menus, the
// spec, the command line, the printables); messages.yaml is its source,
// written out as Go by go generate.
var Messages = &msg.Catalog{Name: "phrase/messages.yaml", Gen: compiledMessages}

//go:generate go run -tags rulesgen ./gen

// Say is the generic message id in l with args.
func Say(l msg.Lang, id string, args ...any) string { return Messages.Say(l, id, args...) }
