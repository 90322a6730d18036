package politicard

import (
	"boardroom/phrase/msg"
	"boardroom/rules/datafile"
)

// Messages is Politicard's catalogue (messages.yaml): every sentence the
// referee, the print set and the game's spec say, in both languages;
// messages_compiled.go is its Go form, written by go generate (see gen/).
var Messages = &msg.Catalog{Name: "rules/politicard/messages.yaml", Gen: compiledMessages}

// ParseMessages decodes messages.yaml (for the generator): every entry an
// ID with its text in each language; errors name the file and line.
func ParseMessages(source []byte) (map[string]msg.Text, error) {
	m := map[string]msg.Text{}
	_, err := datafile.Decode(Messages.Name, source, &m)
	return m, err
}
