package uses

import "boardroom/phrase/msg"

var Messages *msg.Catalog

func say(id string, args ...any) string { return Messages.Say(msg.EN, id, args...) }

func lines(name string) []string {
	return []string{say("greet.hello", "Ann"), say("greet.gone"), Messages.Say(msg.DE, "phase."+name)}
}
