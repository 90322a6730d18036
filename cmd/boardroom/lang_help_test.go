package main

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/games"
	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee"
)

// badFormat is what fmt writes for a verb it cannot fill ("%!d(MISSING)").
var badFormat = regexp.MustCompile(`%!`)

// A help text falls back from the game's catalogue to the generic one, then
// to the code's: a text there that needs arguments is passed over, never
// shown as its raw ID.
func TestHelpFallbackNeverShowsARawID(t *testing.T) {
	require.True(t, phrase.Messages.Has("cmd.unknown_command"))
	for _, l := range msg.Langs {
		gh := gameHelp{lang: l}
		assert.Equal(t, "the code's text", gh.text("cmd.unknown_command", "the code's text"), "a generic text that needs arguments")
		assert.Equal(t, phrase.Say(l, "cmd.new.short"), gh.text("cmd.new.short", "x"), "a generic text without arguments")
		g, _ := games.ByID("rigs")
		gh = gameHelp{cat: g.Handle().Messages(), lang: l}
		assert.Equal(t, "the code's text", gh.text("refuse.below_zero", "the code's text"), "a game's text that needs arguments")
	}
}

// Every verb of every game, by its name in code, in both languages: its
// help shows no raw ID and no verb fmt could not fill.
func TestEveryVerbsHelpIsWholeInBothLanguages(t *testing.T) {
	t.Setenv(referee.HomeEnv, t.TempDir())
	checked := 0
	for _, g := range games.All() {
		h := g.Handle()
		if h == nil {
			continue
		}
		names := []string{"new", "show", "log", "undo", "redo", "why", "rules", "card", "print"}
		for _, vb := range h.Verbs() {
			names = append(names, vb.Name)
		}
		for _, l := range msg.Langs {
			t.Setenv("BOARDROOM_LANG", string(l))
			for _, name := range names {
				r := runCLI(t, g.ID, name, "--help")
				if r.code != 0 && name == "card" {
					continue // a game without cards
				}
				require.Equal(t, 0, r.code, "%s %s: %s", g.ID, name, r.stderr)
				assert.NotRegexp(t, missingMessage, r.stdout, "%s --lang %s: %s --help", g.ID, l, name)
				assert.NotRegexp(t, badFormat, r.stdout, "%s --lang %s: %s --help", g.ID, l, name)
				checked++
			}
		}
	}
	assert.Greater(t, checked, 100, "the helps checked")
}

// Every flag of every verb has its help in the table's language at a
// table of the other language than the game's own (the code's help is in
// the game's own): the catalogue holds verb.<name>.<field> (a field a verb
// shares with another has its own ID: the help falls back to the code's
// otherwise).
func TestEveryVerbFlagsHelpIsInTheTablesLanguage(t *testing.T) {
	t.Setenv(referee.HomeEnv, t.TempDir())
	for _, g := range games.All() {
		h := g.Handle()
		if h == nil || h.Messages() == nil {
			continue
		}
		t.Setenv("BOARDROOM_LANG", string(msg.DE))
		if g.Lang() == msg.DE {
			t.Setenv("BOARDROOM_LANG", string(msg.EN))
		}
		for _, vb := range h.Verbs() {
			r := runCLI(t, g.ID, vb.Name, "--help")
			require.Equal(t, 0, r.code, "%s %s: %s", g.ID, vb.Name, r.stderr)
			for _, f := range vb.Fields {
				if !f.Flag || f.Help == "" || len(f.Help) < 12 {
					continue
				}
				assert.NotContains(t, flat(r.stdout), flat(f.Help), "%s %s --%s: the code's help, in the game's own language", g.ID, vb.Name, f.Name)
			}
		}
	}
}
