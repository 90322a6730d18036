package tui

import (
	"boardroom/phrase"
	"boardroom/phrase/msg"
)

// LangOf is the language a game's state says it is played in: its method
// Language (msg.Lang, or a string such as "de"), else English, the language
// of a state that does not say.
func LangOf(s any) msg.Lang {
	switch x := s.(type) {
	case interface{ Language() msg.Lang }:
		if l, err := msg.Parse(string(x.Language())); err == nil {
			return l
		}
	case interface{ Language() string }:
		if l, err := msg.Parse(x.Language()); err == nil {
			return l
		}
	}
	return msg.EN
}

// langOfPrompter is the language the questions are asked in: the game's,
// when Run has put its language on the prompter, else English.
func langOfPrompter(p Prompter) msg.Lang {
	if lp, ok := p.(langPrompter); ok {
		return lp.lang
	}
	return msg.EN
}

// say is the generic message id in the language of p.
func say(p Prompter, id string, args ...any) string {
	return phrase.Say(langOfPrompter(p), id, args...)
}
