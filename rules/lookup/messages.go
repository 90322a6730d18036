package lookup

//go:generate go run -tags rulesgen ./gen

import (
	"boardroom/phrase/msg"
)

// MessagesFile is the name errors use for the lookup's message catalogue.
const MessagesFile = "rules/lookup/messages.yaml"

// Messages are the frames of the rules lookup (`rules`, `card`, `why`):
// the kinds of entries, the headings and labels around them, in English
// and German. The entries themselves (rule sections, cards, rulings) are
// the games' data.
var Messages = &msg.Catalog{Name: MessagesFile, Table: compiledMessages}

// KindIn is an entry's kind as a heading says it in l ("rule", "Regel").
func KindIn(k Kind, l msg.Lang) string { return Messages.Say(l, "kind."+string(k)) }
