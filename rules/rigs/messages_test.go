package rigs

import (
	"testing"

	"boardroom/phrase/msg"
	"boardroom/phrase/msg/msgtest"
)

// Every message the referee, the printables and the rules of R.I.G.S. say is
// in the catalogue in both languages with the same placeholders, and every
// message of the catalogue is said somewhere.
func TestMessagesAreCompleteAndUsed(t *testing.T) {
	msgtest.Check(t, Messages, msgtest.Options{
		Dirs: []string{".", "../../referee/rigs", "../../printables/rigs"},
		Uses: []msgtest.Use{{Func: "say", Arg: 0}, {Func: "no", Arg: 1}, {Func: "tell", Arg: 0}, {Func: "work", Arg: 1}, {Func: "help", Arg: 0}, {Func: "asked", Arg: 0}, {Func: "usage", Arg: 0}, {Func: "playerAsk", Arg: 0}, {Func: "plotAsk", Arg: 0}, {Func: "unknown", Arg: 0}, {Func: "examples", Arg: 0}, {Func: "argWord", Arg: 0}},
	})
}

// BenchmarkFirstMessage is what a run pays for its first sentence of
// R.I.G.S.: a fresh catalogue, one message. The catalogue is a table the
// linker lays out, searched in place; built as a map it cost about half a
// millisecond of every game command.
func BenchmarkFirstMessage(b *testing.B) {
	for b.Loop() {
		c := &msg.Catalog{Name: MessagesFile, Table: compiledMessages}
		if c.Say(msg.EN, "resource.energy") == "" {
			b.Fatal("no message")
		}
	}
}
