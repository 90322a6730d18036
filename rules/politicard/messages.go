package politicard

import (
	"boardroom/phrase/msg"
)

// Messages is Politicard's catalogue (messages.yaml): every sentence the
// referee, the print set and the game's spec say, in both languages;
// messages_compiled.go is its Go form, written by go generate (see gen/).
var Messages = &msg.Catalog{Name: "rules/politicard/messages.yaml", Table: compiledMessages}
