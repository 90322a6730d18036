package tui

import (
	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/verb"
)

// LangOf is the language a game's state says it is played in: its method
// Language (msg.Lang, or a string such as "de"), else English, the language
// of a state that does not say.
func LangOf(s any) msg.Lang { return referee.LangOf(s) }

// say is the generic message id in the language of p (in the game's words
// where its catalogue has them: see View.Messages).
func say(p Prompter, id string, args ...any) string {
	if lp, ok := p.(langPrompter); ok {
		return phrase.SayFrom(lp.game, lp.lang, id, args...)
	}
	return phrase.Say(msg.EN, id, args...)
}

// Speaking is p asking in the language l, as play asks (Back, "empty to go
// back" and the number range's refusals said in it, in the game's own words
// where its catalogue game has them): a front end other than play's (a
// seat's phone) asks a menu's questions through it.
func Speaking(p Prompter, l msg.Lang, game *msg.Catalog) Prompter {
	return langPrompter{p, l, game}
}

// fieldHelp is the question a field of the verb name asks by default, in
// the language p speaks (Field.HelpIn).
func fieldHelp(p Prompter, name string, f verb.Field) string {
	if lp, ok := p.(langPrompter); ok {
		return f.HelpIn(lp.game, lp.lang, name, nil)
	}
	return f.Help
}
