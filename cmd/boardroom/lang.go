package main

import (
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"boardroom/games"
	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
)

// cmdLang is the language of c's help and of its usage errors while no
// game is open: BOARDROOM_LANG, then the locale, then the own language of
// the game c belongs to (English for the commands of no game).
func cmdLang(c *cobra.Command) msg.Lang {
	return msg.Env(games.LanguageOf(gameCommandOf(c)))
}

// say is the generic message id in c's language (cmdLang).
func say(c *cobra.Command, id string, args ...any) string {
	return phrase.Say(cmdLang(c), id, args...)
}

// gameHelp reads the help of a game's verbs and of its `new` from the
// game's catalogue, by the convention of its IDs (see spec.Spec.Messages),
// in the table's language; while an ID is missing, the code's text stands.
type gameHelp struct {
	cat  *msg.Catalog // nil: the game has none yet
	lang msg.Lang
	args func(id string) []any // the rules data's numbers a help text says
}

// say is the game's message id, with the numbers the rules data gives it.
func (gh gameHelp) say(id string) string {
	var args []any
	if gh.args != nil {
		args = gh.args(id)
	}
	return phrase.Arrows(gh.cat.Say(gh.lang, id, args...)) // a catalogue's arrows as the terminal shows them
}

// text is the message id of the game's catalogue, else of the generic one
// (the verbs every game shares, such as adjust), else code's text.
func (gh gameHelp) text(id, code string) string {
	switch {
	case gh.cat != nil && gh.cat.Has(id):
		return gh.say(id)
	case phrase.Messages.Has(id):
		return phrase.Say(gh.lang, id)
	}
	return code
}

// lines is the message id split at its lines (examples), or code's.
func (gh gameHelp) lines(id string, code []string) []string {
	if gh.cat == nil || !gh.cat.Has(id) {
		return code
	}
	return strings.Split(strings.TrimRight(gh.say(id), "\n"), "\n")
}

// fields are fields with each one's help from prefix+name ("verb.sell.price").
func (gh gameHelp) fields(prefix string, fields []verb.Field) []verb.Field {
	out := make([]verb.Field, len(fields))
	for i, f := range fields {
		f.Help = gh.text(prefix+f.Name, f.Help)
		out[i] = f
	}
	return out
}

// names are the verb's name in the table's language, and its other names:
// the verb's name in code and its name in each language (verb.<name>.name),
// every one accepted whatever the table's language.
func (gh gameHelp) names(name string) (string, []string) {
	id := "verb." + name + ".name"
	if gh.cat == nil || !gh.cat.Has(id) {
		return name, nil
	}
	primary := gh.cat.Say(gh.lang, id)
	var aliases []string
	for _, n := range []string{name, gh.cat.Say(msg.DE, id), gh.cat.Say(msg.EN, id)} {
		if n != primary && !slices.Contains(aliases, n) {
			aliases = append(aliases, n)
		}
	}
	return primary, aliases
}

// verbCommand is a verb's command, its help in the table's language: its
// usage line (verb.<name>.use: the arguments), one-liner, text and names.
func (gh gameHelp) verbCommand(vb spec.VerbInfo) *cobra.Command {
	name, aliases := gh.names(vb.Name)
	use := vb.Use
	args := strings.TrimPrefix(strings.TrimPrefix(use, vb.Name), " ")
	args = gh.text("verb."+vb.Name+".use", args)
	if vb.Actor != "" {
		args = strings.Replace(args, "<"+vb.Actor+">", "["+vb.Actor+"]", 1)
	}
	use = strings.TrimSpace(name + " " + args)
	return &cobra.Command{Use: use, Aliases: aliases,
		Short: gh.text("verb."+vb.Name+".short", vb.Short), Long: gh.text("verb."+vb.Name+".long", vb.Long)}
}
