package huhprompt

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/referee/tui"
)

// A game that speaks another language gets the key help line and Yes/No
// in it too ("↑ hoch • ↓ runter • enter bestätigen"), the keys unchanged.
func TestHuhSpeaksTheGamesWords(t *testing.T) {
	p := New(true, strings.NewReader(""), &bytes.Buffer{}).(*huhPrompter)
	assert.Equal(t, "up", p.keymap.Select.Up.Help().Desc)
	p.Speak(msg.DE)
	assert.Equal(t, "hoch", p.keymap.Select.Up.Help().Desc)
	assert.Equal(t, "↑", p.keymap.Select.Up.Help().Key)
	assert.Equal(t, "runter", p.keymap.Select.Down.Help().Desc)
	assert.Equal(t, "bestätigen", p.keymap.Input.Submit.Help().Desc)
	assert.Equal(t, "beenden", p.keymap.Quit.Help().Desc)
	assert.Equal(t, "Ja", p.say("keys.yes"))
	// and back: the words follow the language, not what was said before
	p.Speak(msg.EN)
	assert.Equal(t, "up", p.keymap.Select.Up.Help().Desc)
	assert.Equal(t, "No", p.say("keys.no"))
	var _ interface{ Speak(msg.Lang) } = p
}

// The plain prompts' own lines (which number to enter, why an answer is
// refused) are said in the game's language too: huh writes them in English.
func TestHuhPlainPromptsSpeakTheGamesWords(t *testing.T) {
	p, out := accessible(t, "0\n2\n")
	p.(interface{ Speak(msg.Lang) }).Speak(msg.DE)
	v, err := p.Select("Wer?", []tui.Option{{Label: "Anna", Value: "a"}, {Label: "Ben", Value: "b"}, {Label: "Cara", Value: "c"}})
	require.NoError(t, err)
	assert.Equal(t, "b", v)
	assert.Contains(t, out.String(), "Eine Zahl von 1 bis 3 eingeben: Ungültig: eine Zahl von 1 bis 3 eingeben\n")
	assert.NotContains(t, out.String(), "Enter a number")
}
