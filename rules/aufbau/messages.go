package aufbau

import (
	"boardroom/phrase/msg"
)

// MessagesFile is the name errors use for the catalogue.
const MessagesFile = "rules/aufbau/messages.yaml"

// Messages is the Aufbausystem's catalogue: every sentence the referee, the
// printed sheets and the help say, in German and English, by ID
// (messages_compiled.go is messages.yaml written out as Go by go generate).
var Messages = &msg.Catalog{Name: MessagesFile, Table: compiledMessages}
