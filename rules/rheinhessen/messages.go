package rheinhessen

import "boardroom/phrase/msg"

// Messages is the game's words in German and English, by ID: the referee,
// the printed components and the verbs' help say every sentence through it
// (messages.yaml, written out as Go by go generate: messages_compiled.go).
var Messages = &msg.Catalog{Name: "rules/rheinhessen/messages.yaml", Table: compiledMessages}

// Own is the language the rulebook is written in, the game's own.
const Own = msg.EN
