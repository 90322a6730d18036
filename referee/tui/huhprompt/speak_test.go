package huhprompt

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A game that speaks another language gets the key help line and Yes/No
// in it too ("↑ hoch • ↓ runter • enter bestätigen"), the keys unchanged.
func TestHuhSpeaksTheGamesWords(t *testing.T) {
	p := New(true, strings.NewReader(""), &bytes.Buffer{}).(*huhPrompter)
	assert.Equal(t, "up", p.keymap.Select.Up.Help().Desc)
	de := map[string]string{"up": "hoch", "down": "runter", "submit": "bestätigen", "quit": "beenden", "Yes": "Ja", "No": "Nein"}
	p.Speak(func(e string) string {
		if w, ok := de[e]; ok {
			return w
		}
		return e
	})
	assert.Equal(t, "hoch", p.keymap.Select.Up.Help().Desc)
	assert.Equal(t, "↑", p.keymap.Select.Up.Help().Key)
	assert.Equal(t, "runter", p.keymap.Select.Down.Help().Desc)
	assert.Equal(t, "bestätigen", p.keymap.Input.Submit.Help().Desc)
	assert.Equal(t, "beenden", p.keymap.Quit.Help().Desc)
	assert.Equal(t, "Ja", p.say("Yes"))
	var _ interface{ Speak(func(string) string) } = p
}
