package main

import (
	"io"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/games"
	"boardroom/phrase"
	"boardroom/phrase/msg"
)

// settledClashes are the command words that are also a verb's name, each
// settled by a rule written in the game's guide: Corporate Warfare plays a
// card with `card` (`karte` at a German table), the lookup's word; a
// card's name alone shows the card at every table, anything else is the
// verb.
var settledClashes = map[string][]string{"corpwar": {"card"}}

// sharedWords are the program's own commands of a game, in English at
// every table (docs/architecture.md says why).
var sharedWords = []string{"new", "show", "log", "undo", "redo", "play", "why", "rules", "card", "print"}

// No word names two commands of a game, in either table's language: every
// name of a verb (its code name, English and German) is accepted at every
// table, so a German verb name that is an English command word, or a
// tool's German name that is a verb's, would take the other's place
// silently (at a German table `corpwar card joker` ran the verb `karte`).
// Words are compared as they are matched: case, umlauts and ß aside.
func TestNoVerbNameIsAnotherCommandsWord(t *testing.T) {
	for _, g := range games.All() {
		for _, l := range msg.Langs {
			t.Setenv("BOARDROOM_LANG", string(l))
			root := newRootFor(io.Discard, io.Discard, g.ID)
			game, _, err := root.Find([]string{g.ID})
			require.NoError(t, err)
			cmds := game.Commands()
			for i, a := range cmds {
				for _, b := range cmds[i+1:] {
					for _, x := range append([]string{a.Name()}, a.Aliases...) {
						for _, y := range append([]string{b.Name()}, b.Aliases...) {
							if phrase.SameWord(x, y) {
								t.Errorf("%s (%s): %q names %q and %q names %q", g.ID, l, x, a.Name(), y, b.Name())
							}
						}
					}
				}
			}
			for _, w := range sharedWords {
				c, _, err := root.Find([]string{g.ID, w})
				if err != nil || c == game {
					continue // a game without a referee has no show
				}
				if slices.Contains(settledClashes[g.ID], w) {
					assert.True(t, c.HasAlias(w) || c.Name() == w, "%s (%s): %q", g.ID, l, w)
					assert.Contains(t, c.Example, g.ID+" "+c.Name()+" joker ", "%s (%s): the settled %q shows a card by its name", g.ID, l, w)
					continue
				}
				assert.Equal(t, w, c.Name(), "%s (%s): the shared command %q is a verb's name", g.ID, l, w)
			}
		}
	}
}

// A verb typed with its umlauts is the verb written without them, in every
// game (prüfen, pächter, as the catalogue writes them; pruefen, paechter), and a
// mistyped one is answered with the closest name, umlauts aside. The
// Rheinhessen tools have a German name, the English still works at every
// table, and the lookup word `card` shows a card at a German table too.
func TestVerbsAreMatchedUmlautsAsideAndToolsHaveGermanNames(t *testing.T) {
	home := t.TempDir()
	require.Equal(t, 0, runCLI(t, "rheinhessen", "new", "--players", "Anna,Ben", "--lang", "de", "--home", home).code)
	for _, verb := range []string{"prüfen", "PRÜFEN", "pruefen", "audit"} {
		r := runCLI(t, "rheinhessen", verb, "Anna", "Ben", "--home", home)
		assert.Equal(t, 0, r.code, "%s: %s", verb, r.stderr)
		assert.Contains(t, r.stdout, "Anna prüft", verb)
		require.Equal(t, 0, runCLI(t, "rheinhessen", "undo", "--home", home).code)
	}
	r := runCLI(t, "rheinhessen", "prüfn", "Anna", "Ben", "--home", home)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "unbekannter Befehl „prüfn“ für rheinhessen (meintest du „prüfen“?)")

	aufbau := t.TempDir()
	require.Equal(t, 0, runCLI(t, "aufbau", "new", "--players", "Anna", "--physical", "--home", aufbau).code)
	umlaut, ascii := runCLI(t, "aufbau", "pächter", "Anna", "--home", aufbau), runCLI(t, "aufbau", "paechter", "Anna", "--home", aufbau)
	assert.Equal(t, ascii.code, umlaut.code)
	assert.Equal(t, ascii.stderr, umlaut.stderr)
	assert.NotContains(t, umlaut.stderr, "unbekannter Befehl")

	for _, l := range msg.Langs {
		t.Setenv("BOARDROOM_LANG", string(l))
		for _, name := range []string{"bewerten", "check"} {
			r := runCLI(t, "rheinhessen", name, "8S", "8H")
			assert.Equal(t, 0, r.code, "%s %s: %s", l, name, r.stderr)
		}
		r := runCLI(t, "rheinhessen", "retten", "8S", "8H", "3C")
		assert.Equal(t, 0, r.code, r.stderr)
		help := runCLI(t, "rheinhessen", "--help").stdout
		want, not := "bewerten", "  check "
		if l == msg.EN {
			want, not = "check", "  bewerten "
		}
		assert.Contains(t, help, "  "+want+" ", l)
		assert.NotContains(t, help, not, l)
	}

	cw := t.TempDir()
	require.Equal(t, 0, runCLI(t, "corpwar", "new", "--players", "Anna,Ben", "--lang", "de", "--home", cw).code)
	r = runCLI(t, "corpwar", "card", "joker", "--home", cw)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Spionage (Karte Joker)")
}

// A word the game has no command for, typed against a saved German game,
// is refused in German with the closest name, on stderr and in --json.
func TestAnUnknownVerbIsRefusedInTheTablesLanguage(t *testing.T) {
	t.Setenv("BOARDROOM_LANG", "en")
	home := t.TempDir()
	require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Anna,Ben", "--lang", "de", "--home", home).code)
	r := runCLI(t, "rigs", "frob", "--home", home)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "unbekannter Befehl „frob“ für rigs")
	assert.Contains(t, r.stderr, "Aufruf: boardroom rigs")
	assert.NotRegexp(t, `unknown|Usage|Run '|flags`, r.stderr)
	r = runCLI(t, "rigs", "verkaufn", "--home", home)
	assert.Contains(t, r.stderr, "(meintest du „verkaufen“?)")
	r = runCLI(t, "rigs", "frob", "--json", "--home", home)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stdout, `"message": "unbekannter Befehl „frob“ für rigs"`)
}

// A tool that reads a saved game (Rheinhessen's hand) speaks that game's
// language, as the verbs do, whatever the environment's: its usage errors,
// its refusal and the word before its rule.
func TestAToolThatReadsASavedGameSpeaksItsLanguage(t *testing.T) {
	t.Setenv("BOARDROOM_LANG", "en")
	home := t.TempDir()
	require.Equal(t, 0, runCLI(t, "rheinhessen", "new", "--players", "Anna,Ben", "--lang", "de", "--home", home).code)
	r := runCLI(t, "rheinhessen", "hand", "Anna", "x", "--home", home)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "handkarten braucht den Namen eines Konzerns")
	assert.Contains(t, r.stderr, "Aufruf: boardroom rheinhessen handkarten <Spieler>")
	r = runCLI(t, "rheinhessen", "handkarten", "Anna", "--home", home)
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "wird mit echten Karten gespielt")
	assert.Contains(t, r.stderr, "(Regel: R27")
	assert.NotContains(t, r.stderr, "rule")
}
