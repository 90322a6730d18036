package uses

import "boardroom/phrase/msg"

var cat *msg.Catalog

func say(id string, args ...any) string { return cat.Say(msg.EN, id, args...) }

func lines(name string) []string {
	return []string{say("greet.hello", "Ann"), say("greet.gone"), cat.Say(msg.DE, "phase."+name)}
}
