package corpwar

import "boardroom/phrase/msg"

// Messages are the game's words in both languages: everything the referee,
// the print set and the help say of Corporate Warfare (messages.yaml, written
// out as Go by go generate like the rules data).
var Messages = &msg.Catalog{Name: "rules/corpwar/messages.yaml", Table: compiledMessages}

// Own is the language the rulebook is written in: a game with no language
// of its own (one saved before there were two) is played in it.
const Own = msg.EN
