package phrase_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/phrase/msg/msgtest"
)

// The generic catalogue is complete in both languages, every ID its code
// uses is in it, and every ID in it is used by the generic layer.
func TestMessagesAreCompleteAndUsed(t *testing.T) {
	msgtest.Check(t, phrase.Messages, msgtest.Options{
		Dirs: []string{".", "../referee/verb", "../referee/tui", "../referee/tui/huhprompt", "../referee/spec",
			"../referee/refereetest", "../cmd/boardroom", "../games"},
		Uses: []msgtest.Use{{Func: "Say", Arg: 1}, {Func: "Usage", Arg: 0}, {Func: "say", Arg: 1}, {Func: "SayFrom", Arg: 2}},
		Skip: []string{"referee.Messages.", "lookup.Messages.", "politicardrules.Messages."},
	})
}

func TestJoinAndIn(t *testing.T) {
	assert.Equal(t, "Ann, Ben und Cy", phrase.JoinAndIn(msg.DE, []string{"Ann", "Ben", "Cy"}))
	assert.Equal(t, "Ann and Ben", phrase.JoinAndIn(msg.EN, []string{"Ann", "Ben"}))
	assert.Equal(t, "Ann", phrase.JoinAndIn(msg.DE, []string{"Ann"}))
}

func TestDidYouMeanIn(t *testing.T) {
	assert.Equal(t, ` (meintest du „show“?)`, phrase.DidYouMeanIn(msg.DE, "shwo", []string{"show", "new"}))
	assert.Equal(t, ` (did you mean "show"?)`, phrase.DidYouMeanIn(msg.EN, "shwo", []string{"show", "new"}))
	assert.Equal(t, "", phrase.DidYouMeanIn(msg.EN, "zzzzzz", []string{"show"}))
}

// A usage error made in English says itself in the table's language.
func TestUsageSaysItselfInEachLanguage(t *testing.T) {
	ue := phrase.Usage("input.missing", "player")
	assert.Equal(t, "missing <player>", ue.Error())
	assert.Equal(t, "<player> fehlt", ue.In("de"))
	assert.Equal(t, "missing <player>", ue.In("en"))
}

// A game's catalogue may say a generic line its own way; the rest stays
// generic.
func TestSayFromPrefersTheGamesWords(t *testing.T) {
	game := &msg.Catalog{Name: "game", Gen: func() map[string]msg.Text {
		return map[string]msg.Text{"table.put_back": {EN: "Write back on the sheets:", DE: "Auf den Bögen zurückschreiben:"}}
	}}
	assert.Equal(t, "Auf den Bögen zurückschreiben:", phrase.SayFrom(game, msg.DE, "table.put_back"))
	assert.Equal(t, "Zurückgenommen", phrase.SayFrom(game, msg.DE, "table.undone"))
	assert.Equal(t, "Undone", phrase.SayFrom(nil, msg.EN, "table.undone"))
}
