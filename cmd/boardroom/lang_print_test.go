package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/games"
	"boardroom/phrase/msg"
)

// printErrorWords are the words of the engine's and the flag library's
// English errors ("must be", "got", "invalid argument", strconv's
// "parsing"): none is German.
var printErrorWords = regexp.MustCompile(`(?i)\b(must|got|invalid|argument|flag|only applies|parsing|syntax|strconv|unknown|needs|usage|whole number)\b`)

// Every print flag given wrong, at a German and at an English table (the
// language asked by print --lang, or by the environment): each game's print
// says what is wrong in the table's language, the flag library's and the
// engine's words included, with the table's quotation marks, and exits 2.
func TestPrintFlagsWrongSpeakTheTablesLanguage(t *testing.T) {
	out := t.TempDir() + "/x.pdf"
	cases := []struct {
		flags  []string
		de, en string
	}{
		{[]string{"--copies", "0"}, "--copies muss zwischen 1 und 100 liegen, nicht 0", "--copies must be 1 to 100, got 0"},
		{[]string{"--copies", "x"}, "ungültiger Wert „x“ für --copies: keine ganze Zahl", `invalid argument "x" for "--copies" flag: not a whole number`},
		{[]string{"--copies", "99999999999999999999"}, "für --copies: Zahl zu groß", "flag: too large a number"},
		{[]string{"--gutter", "x"}, "ungültiger Wert „x“ für --gutter: keine Zahl: mit Punkt statt Komma angeben, etwa 2.5", `invalid argument "x" for "--gutter" flag: not a number: give it with a decimal point, such as 2.5`},
		{[]string{"--gutter", "-1"}, "--gutter muss zwischen 0 und 20 mm liegen, nicht -1", "--gutter must be 0 to 20 mm, got -1"},
		{[]string{"--bleed", "9"}, "--bleed muss zwischen 0 und 5 mm liegen, nicht 9", "--bleed must be 0 to 5 mm, got 9"},
		{[]string{"--back-offset", "20,0"}, "--back-offset muss auf jeder Achse innerhalb von ±10 mm liegen, nicht 20,0", "--back-offset must be within ±10 mm on each axis, got 20,0"},
		{[]string{"--backs", "fold", "--back-offset", "1,1"}, "--back-offset gilt nur mit --backs duplex", "--back-offset only applies to --backs duplex"},
		{[]string{"--backs", "none", "--one-sided-last"}, "--one-sided-last gilt nur mit --backs duplex", "--one-sided-last only applies to --backs duplex"},
		{[]string{"--ink-saver=maybe"}, "ungültiger Wert „maybe“ für --ink-saver: true oder false angeben", `invalid argument "maybe" for "--ink-saver" flag: give true or false`},
		{[]string{"-z"}, "unbekannte Kurzoption „z“ in -z", "unknown shorthand flag: 'z' in -z"},
		{[]string{"-o"}, "die Option „o“ in -o braucht einen Wert", "flag needs an argument: 'o' in -o"},
		{[]string{"--dpi"}, "die Option braucht einen Wert: --dpi", "flag needs an argument: --dpi"},
		{[]string{"--margin", "3"}, "unbekannte Option --margin", "unknown flag: --margin"},
	}
	for _, g := range games.All() {
		for _, l := range msg.Langs {
			for _, byEnv := range []bool{false, true} {
				for _, c := range cases {
					args := []string{g.ID, "print", "-o", out}
					if byEnv {
						t.Setenv("BOARDROOM_LANG", string(l))
					} else {
						t.Setenv("BOARDROOM_LANG", string(msg.Langs[0]))
						if l == msg.Langs[0] {
							t.Setenv("BOARDROOM_LANG", string(msg.Langs[1]))
						}
						args = append(args, "--lang", string(l))
					}
					args = append(args, c.flags...)
					r := runCLI(t, args...)
					require.Equal(t, 2, r.code, "%v: %s", args, r.stderr)
					if l == msg.DE {
						assert.Contains(t, r.stderr, c.de, "%v", args)
						assert.NotRegexp(t, printErrorWords, r.stderr, "%v", args)
						assert.NotContains(t, r.stderr, `"`, "%v: straight quotes at a German table", args)
					} else {
						assert.Contains(t, r.stderr, c.en, "%v", args)
						assert.NotRegexp(t, germanWords, r.stderr, "%v", args)
						assert.NotContains(t, r.stderr, "„", "%v", args)
					}
				}
			}
		}
	}
}

// fileErrorWords are the English words of the engine's and the file
// layer's errors.
var fileErrorWords = regexp.MustCompile(`(?i)\b(cannot|invalid|allowed|already|exists|such|directory|regular|write|create)\b`)

// The engine's errors a user reads are said in the table's language: a
// game name that cannot be one, a name already taken, a saved-games
// directory that cannot be made, a file print cannot write (the system's
// reason in the table's words too).
func TestFileAndNameErrorsSpeakTheTablesLanguage(t *testing.T) {
	dir := t.TempDir()
	home := filepath.Join(dir, "home")
	notDir := filepath.Join(dir, "file")
	require.NoError(t, os.WriteFile(notDir, nil, 0o644))
	r := runCLI(t, "rigs", "new", "--players", "Anna,Ben", "--home", home, "--name", "taken")
	require.Equal(t, 0, r.code, r.stderr)
	cases := []struct {
		args   []string
		code   int
		de, en string
	}{
		{[]string{"rigs", "new", "--players", "Anna,Ben", "--home", home, "--name", "a/b"}, 2,
			"ungültiger Spielname „a/b“: „/“ ist nicht erlaubt", `invalid game name "a/b": '/' is not allowed`},
		{[]string{"rigs", "show", "--home", home, "--game", "x y"}, 2,
			"ungültiger Spielname „x y“: „ “ ist nicht erlaubt", `invalid game name "x y": ' ' is not allowed`},
		{[]string{"rigs", "new", "--players", "Anna,Ben", "--home", home, "--name", "taken"}, 1,
			"das rigs-Spiel lässt sich nicht anlegen: ein gespeichertes Spiel namens „taken“ gibt es schon", `cannot create rigs game: a saved game named "taken" already exists`},
		{[]string{"rigs", "new", "--players", "Anna,Ben", "--home", notDir}, 1,
			"das Verzeichnis der gespeicherten Spiele lässt sich nicht anlegen: " + notDir + ": kein Verzeichnis", "cannot create the saved-games directory: " + notDir + ": not a directory"},
		{[]string{"rigs", "print", "-o", filepath.Join(dir, "nodir", "x.pdf")}, 1,
			"x.pdf lässt sich nicht schreiben: Datei oder Verzeichnis nicht gefunden", "x.pdf: no such file or directory"},
		{[]string{"rigs", "new", "--players", "Anna,anna", "--home", home}, 2, "Spieler „anna“ ist doppelt genannt", `player "anna" is named twice`},
		{[]string{"aufbau", "new", "--players", "Anna,anna", "--home", home}, 2, "Spieler „anna“ ist doppelt genannt", `player "anna" is named twice`},
		{[]string{"rheinhessen", "new", "--players", "Anna,anna", "--home", home}, 2, "Konzern „anna“ ist doppelt genannt", `corporation "anna" is named twice`},
		{[]string{"corpwar", "new", "--players", "Anna", "--home", home}, 2, "Corporate Warfare ist für 2–5 Spieler, genannt: 1 (Entscheid CW1", "Corporate Warfare is for 2-5 players, got 1 (ruling CW1"},
		{[]string{"rigs", "new", "--players", "", "--home", home}, 2, "--players fehlt, etwa --players", "--players is required, e.g. --players"},
		{[]string{"rigs", "print", "-o", os.DevNull}, 1,
			"/dev/null lässt sich nicht schreiben: es ist ein zeichenorientiertes Gerät, keine gewöhnliche Datei", "cannot write /dev/null: it is a character device, not a regular file"},
	}
	for _, l := range msg.Langs {
		for _, c := range cases {
			t.Setenv("BOARDROOM_LANG", string(l)) // show has no --lang: the table's before a game is open
			args := c.args
			if c.args[1] != "show" {
				args = append(append([]string{}, c.args...), "--lang", string(l))
			}
			r := runCLI(t, args...)
			require.Equal(t, c.code, r.code, "%v: %s", args, r.stderr)
			first := strings.SplitN(r.stderr, "\n", 2)[0]
			if l == msg.DE {
				assert.Contains(t, first, c.de, "%v", args)
				assert.NotRegexp(t, fileErrorWords, strings.ReplaceAll(first, dir, ""), "%v", args)
			} else {
				assert.Contains(t, first, c.en, "%v", args)
				assert.NotRegexp(t, germanWords, first, "%v", args)
			}
		}
	}
}

// Politicard's own print flags and examples are in the table's language,
// and the deck-file errors of new without --lang are in the language of
// new's other errors (BOARDROOM_LANG, before a game exists), the YAML
// library's problems in our words.
func TestPoliticardPrintFlagsAndDeckErrorsSpeakTheTablesLanguage(t *testing.T) {
	t.Setenv("BOARDROOM_LANG", "de")
	r := runCLI(t, "politicard", "print", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	out := flat(r.stdout)
	for _, want := range []string{"--deck Text die Karten dieses Decks drucken", "--names Text eine YAML-Datei: Karten-ID",
		"# alle 133 Karten, jede einmal", "# die beiden Beispieldecks, je 25 Karten"} {
		assert.Contains(t, out, want)
	}
	for _, english := range []string{"print this deck's cards", "your group's own", "one of each", "cards each"} {
		assert.NotContains(t, out, english)
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	require.NoError(t, os.WriteFile(bad, []byte("- G4\n- [G18, S2\n"), 0o644))
	base := []string{"politicard", "new", "--players", "Anna,Ben", "--home", dir, "--deck-b", "tempo"}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--deck-a", bad}, bad + ":2: kein gültiges YAML: eine Liste in [ ] ist nicht geschlossen"},
		{[]string{"--deck-a", filepath.Join(dir, "nope.yaml")}, "ist nicht lesbar: Datei nicht gefunden"},
		{[]string{"--deck-a", "tempo", "--names", bad}, bad + ":2: kein gültiges YAML"},
		{[]string{"deck", "check", filepath.Join(dir, "nope.yaml")}, "das Deck " + filepath.Join(dir, "nope.yaml") + " ist nicht lesbar: Datei nicht gefunden"},
	} {
		args := append(base, c.args...)
		if c.args[0] == "deck" {
			args = append([]string{"politicard"}, c.args...)
		}
		r := runCLI(t, args...)
		require.NotEqual(t, 0, r.code)
		assert.Contains(t, r.stderr, c.want, "%v", c.args)
		assert.NotRegexp(t, englishWords, strings.ReplaceAll(r.stderr, dir, ""), "%v", c.args)
	}
}

// A user deck's --margin and --duplex given wrong are said in the table's
// language too.
func TestCardsMarginAndDuplexWrongSpeakTheTablesLanguage(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "deck")
	require.Equal(t, 0, runCLI(t, "cards", "init", dir).code)
	cases := []struct {
		flags  []string
		de, en string
	}{
		{[]string{"--margin", "10,5,3"}, "--margin „10,5,3“: erwartet eine, zwei oder vier Längen in mm", `--margin "10,5,3": want one, two or four lengths in mm`},
		{[]string{"--margin", "200"}, "--margin „200“: erwartet eine, zwei oder vier Längen in mm von 0 bis 100", `--margin "200": want one, two or four lengths in mm from 0 to 100`},
		{[]string{"--duplex", "sideways"}, "--duplex „sideways“: wähle long oder short", `--duplex "sideways": choose long or short`},
		{[]string{"--backs", "none", "--duplex", "short"}, "--duplex short gilt nur mit --backs duplex", "--duplex short only applies to --backs duplex"},
	}
	for _, l := range msg.Langs {
		t.Setenv("BOARDROOM_LANG", string(l))
		for _, c := range cases {
			r := runCLI(t, append([]string{"cards", "print", dir, "-o", filepath.Join(dir, "x.pdf")}, c.flags...)...)
			require.Equal(t, 2, r.code, "%v: %s", c.flags, r.stderr)
			first := strings.SplitN(r.stderr, "\n", 2)[0]
			if l == msg.DE {
				assert.Contains(t, first, c.de, "%v", c.flags)
				assert.NotRegexp(t, printErrorWords, first, "%v", c.flags)
			} else {
				assert.Contains(t, first, c.en, "%v", c.flags)
			}
		}
	}
}
