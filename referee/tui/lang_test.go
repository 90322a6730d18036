package tui_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee/tui"
)

func TestLabelsAreTheCataloguesEnglish(t *testing.T) {
	assert.Equal(t, phrase.Say(msg.EN, "table.undo_last_action"), tui.UndoLabel)
	assert.Equal(t, phrase.Say(msg.EN, "table.redo"), tui.RedoLabel)
	assert.Equal(t, phrase.Say(msg.EN, "table.save_and_quit"), tui.QuitLabel)
	assert.Equal(t, phrase.Say(msg.EN, "table.what_now"), tui.MenuTitle)
}

type deState struct{}

func (deState) Language() msg.Lang { return msg.DE }

type oldState struct{}

func (oldState) Language() string { return "de" }

func TestLangOfReadsTheStatesLanguage(t *testing.T) {
	assert.Equal(t, msg.DE, tui.LangOf(deState{}))
	assert.Equal(t, msg.DE, tui.LangOf(oldState{}))
	assert.Equal(t, msg.EN, tui.LangOf(struct{}{}))
}
