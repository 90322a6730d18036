package rigs

import (
	"testing"

	"boardroom/phrase/msg"
)

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
