package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/games"
	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
	corpwarrules "boardroom/rules/corpwar"
	"boardroom/rules/lookup"
	politicardrules "boardroom/rules/politicard"
	rheinhessenrules "boardroom/rules/rheinhessen"
	rigsrules "boardroom/rules/rigs"
)

// Before a game is open, the help speaks the table's language: the locale
// (LANG) when BOARDROOM_LANG is unset, over the game's own English. The
// generic parts are German; the game's own verbs stay as its catalogue
// says them (English while it has none).
func TestGermanLocaleGivesGermanHelp(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "de_DE.UTF-8")
	r := runCLI(t, "rigs", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	for _, want := range []string{"Aufruf:", "Befehle:", "Optionen:", "Ein neues Spiel beginnen und speichern", "Das Spiel nacherzählen",
		"Interaktiv leiten", "Hilfe zu rigs", "Bestandteile des Spiels R.I.G.S. als PDF drucken", "(2-4 Spieler)", "Die Anleitung zum Spiel R.I.G.S."} {
		assert.Contains(t, r.stdout, want)
	}
	for _, english := range []string{"Usage:", "Available Commands:", "Start a new game", "Retell the game", "help for"} {
		assert.NotContains(t, r.stdout, english)
	}
	r = runCLI(t, "rigs", "new", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "--lang Text")
	assert.Contains(t, flat(r.stdout), "die Sprache des Spiels: de (Deutsch) oder en (Englisch)")
	assert.Contains(t, flat(r.stdout), "Startwert für die Karten und Würfe")
	// a usage error before any game is open is German too
	r = runCLI(t, "rigs", "shwo")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `unbekannter Befehl „shwo“ für rigs (meintest du „show“?)`)
	assert.Contains(t, r.stderr, "Aufruf: boardroom rigs [Optionen]")
}

// The root's help at a German table is German, cobra's own commands (help,
// completion) and flags (--version) included, and so are the usage errors
// cobra would write in English: a stray argument, an unknown shell.
func TestRootHelpAndCobrasWordsAreGermanAtAGermanTable(t *testing.T) {
	t.Setenv("BOARDROOM_LANG", "de")
	t.Setenv(referee.HomeEnv, t.TempDir())
	for _, c := range []struct {
		args []string
		code int
		want []string
	}{
		{[]string{"--help"}, 0, []string{"Eigene Karten: jedes Deck", "Das Skript zur Vervollständigung für eine Shell erzeugen",
			"Hilfe zu jedem Befehl", "Die Handbuchseiten (Abschnitt 1)", "Die gespeicherten Spiele als laufende Webseiten", "Version von boardroom"}},
		{[]string{"help", "--help"}, 0, []string{"boardroom help [Befehl] [Optionen]", "zeigt seine ganze Hilfe", "Hilfe zu help"}},
		{[]string{"completion", "--help"}, 0, []string{"Das Skript zur Vervollständigung für bash erzeugen", "Hilfe zu completion"}},
		{[]string{"completion", "bsh"}, 2, []string{"unbekannte Shell „bsh“ für completion (meintest du „bash“?)"}},
		{[]string{"games", "extra"}, 2, []string{"unbekannter Befehl „extra“ für „boardroom games“"}},
		{[]string{"aufbau", "verkauf", "Anna", "gold3"}, 2, []string{"boardroom: <Ware:Anzahl> „gold3“: Ware:Anzahl, z. B. Getreide:12"}},
		{[]string{"rigs", "new", "--players", "Ann,Bob", "--lang", "de", "stray"}, 2, []string{"unerwartete Angabe „stray“ für „boardroom rigs new“"}},
		{[]string{"spiel"}, 2, []string{"unbekanntes Spiel oder unbekannter Befehl „spiel“"}},
		{[]string{"rigs", "new", "--players", "Anna,Ben", "--seed", "x"}, 2, []string{"ungültiger Wert „x“ für --seed: keine ganze Zahl: in Ziffern angeben, etwa 12"}},
		{[]string{"rigs", "print", "--paper", "foo"}, 2, []string{"unbekanntes Papierformat „foo“ (wähle a4, letter, a3 oder tabloid)"}},
		{[]string{"rigs", "print", "--backs", "both"}, 2, []string{"unbekannte Art der Rückseiten „both“ (wähle duplex, fold oder none)"}},
		{[]string{"rigs", "rules", "--help"}, 0, []string{"boardroom rigs rules [Wörter ...] [Optionen]", "boardroom rigs rules was passiert bei gleichstand", "# Tippfehler werden verziehen"}},
		{[]string{"rigs", "card", "--help"}, 0, []string{"boardroom rigs card <Name oder Kennung ...> [Optionen]", `boardroom rigs card "Identitätsdiebstahl"`}},
	} {
		r := runCLI(t, c.args...)
		require.Equal(t, c.code, r.code, "%v: %s%s", c.args, r.stdout, r.stderr)
		out := flat(r.stdout + r.stderr)
		for _, w := range c.want {
			assert.Contains(t, out, w, "%v", c.args)
		}
		assert.NotRegexp(t, englishWords, out, "%v", c.args)
		for _, english := range []string{"Usage", "Flags", "unknown", "command", "Generate", "Help about", "version for", "help for", "Use \""} {
			assert.NotContains(t, out, english, "%v", c.args)
		}
	}
}

// BOARDROOM_LANG beats the locale and the game's own German: the
// Aufbausystem's generic help is English.
func TestBoardroomLangGivesEnglishHelp(t *testing.T) {
	t.Setenv("BOARDROOM_LANG", "en")
	t.Setenv("LANG", "de_DE.UTF-8")
	r := runCLI(t, "aufbau", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	for _, want := range []string{"Usage:", "Available Commands:", "Flags:", "Start a new game and save it", "Retell the game",
		"help for aufbau", "Print Aufbausystem components to a PDF", "The guide to Aufbausystem"} {
		assert.Contains(t, r.stdout, want)
	}
	for _, german := range []string{"Aufruf:", "Befehle:", "Optionen:", "Ein neues Spiel", "Hilfe zu"} {
		assert.NotContains(t, r.stdout, german)
	}
	r = runCLI(t, "aufbau", "print", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "PDF file to write")
	assert.NotContains(t, r.stdout, "Rückseiten")
}

// --lang of new names the language; anything else is a usage error naming
// the two, and no game is made.
func TestNewLangIsCheckedAndNamesTheTwoLanguages(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Ben", "--name", "fr", "--lang", "fr", "--home", home)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "de (Deutsch)")
	assert.Contains(t, r.stderr, "en (English)")
	assert.Contains(t, r.stderr, "Usage: boardroom rigs new")
	_, err := os.Stat(filepath.Join(home, "rigs", "fr.json"))
	assert.True(t, os.IsNotExist(err), "a refused new saves nothing")
	r = runCLI(t, "rigs", "new", "--players", "Ann,Ben", "--name", "de", "--lang", "Deutsch", "--home", home)
	assert.Equal(t, 0, r.code, r.stderr)
}

// The language is read once and normalised before the game's Setup reads
// it as v.String("lang").
func TestCheckLangNormalises(t *testing.T) {
	h := spec.New(&spec.Spec[int]{ID: "t"})
	ns := h.NewSpec()
	require.NotEmpty(t, ns.Fields)
	f := ns.Fields[len(ns.Fields)-1]
	assert.Equal(t, spec.LangField, f.Name)
	assert.True(t, f.Flag)
	v, err := verb.Decode(ns.Fields, nil, map[string]string{"lang": "DE"})
	require.NoError(t, err)
	assert.Equal(t, "DE", v.String("lang"))
	assert.Equal(t, msg.EN, h.Own())
	assert.Equal(t, msg.DE, spec.WithLanguage(h, msg.DE).Own())
}

// A saved game keeps its language whatever the environment says; a game of
// an older format, saved without one, opens in the game's own language.
func TestSavedGameKeepsItsLanguage(t *testing.T) {
	home := t.TempDir()
	require.Equal(t, 0, runCLI(t, "aufbau", "new", "--players", "Anna", "--name", "old", "--home", home).code)
	path := filepath.Join(home, "aufbau", "old.json")
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	old := strings.NewReplacer(`"lang":"de",`, "", `,"lang":"de"`, "").Replace(string(b))
	require.NotContains(t, old, `"lang"`, "the fixture is a game saved before games said their language")
	require.NoError(t, os.WriteFile(path, []byte(old), 0o644))
	t.Setenv("BOARDROOM_LANG", "en")
	r := runCLI(t, "aufbau", "show", "--game", "old", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Spiel „old“ (aufbau)")
	r = runCLI(t, "aufbau", "undo", "--game", "old", "--home", home)
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "abgelehnt: nichts zurückzunehmen")
	// an English game, whose state says no language, stays English under a German environment
	t.Setenv("BOARDROOM_LANG", "de")
	require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Ann,Ben", "--name", "en", "--home", home).code)
	r = runCLI(t, "rigs", "show", "--game", "en", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, `rigs game "en"`)
	r = runCLI(t, "rigs", "log", "--game", "en", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "New game for Ann and Ben (seed")
}

// print --lang picks the language of what print says (and of the
// components: printables.Options.Lang); an unknown one is a usage error.
func TestPrintLang(t *testing.T) {
	r := runCLI(t, "rigs", "print", "--list", "--lang", "de")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "BESTANDTEIL")
	assert.Contains(t, r.stdout, "gesamt")
	r = runCLI(t, "aufbau", "print", "--list", "--lang", "en")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "COMPONENT")
	r = runCLI(t, "aufbau", "print", "--list")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "BESTANDTEIL", "the game's own language by default")
	r = runCLI(t, "rigs", "print", "--lang", "fr", "--list")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "de (Deutsch) or en (English)")
	out := filepath.Join(t.TempDir(), "r.pdf")
	r = runCLI(t, "rigs", "print", "--lang", "de", "-o", out)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Regexp(t, `r\.pdf geschrieben: \d+ Seiten`, r.stdout)
	assert.Contains(t, r.stdout, "in Originalgröße (100 %) drucken")
}

// A game's verbs take their help from the game's catalogue by convention
// (verb.<name>.name, .short, .long, .examples, .use, .<field>; new.long,
// new.examples, new.<field>) in the table's language; both names of a verb
// work whatever the language, --help lists the table's; a missing ID leaves
// the code's text.
func TestVerbHelpComesFromTheGamesCatalogue(t *testing.T) {
	cat := &msg.Catalog{Name: "test", Gen: func() map[string]msg.Text {
		return map[string]msg.Text{
			"verb.sell.name":     {EN: "sell", DE: "verkauf"},
			"verb.sell.short":    {EN: "Sell goods", DE: "Waren verkaufen"},
			"verb.sell.use":      {EN: "<player> <goods...>", DE: "<spieler> <waren...>"},
			"verb.sell.examples": {EN: "sell Ann grain:2", DE: "verkauf Anna Getreide:2\nverkauf Ben Holz:1"},
			"verb.sell.price":    {EN: "the price asked", DE: "der verlangte Preis"},
			"new.long":           {EN: "Start a market.", DE: "Einen Markt beginnen."},
		}
	}}
	sp := &spec.Spec[int]{ID: "market", Messages: cat, Verbs: []verb.Verb[int]{
		{Name: "sell", Short: "code's short", Long: "code's long", Fields: []verb.Field{
			{Name: "player"}, {Name: "goods", Kind: verb.ListField}, {Name: "price", Flag: true, Kind: verb.IntField, Help: "code's price"}}},
		{Name: "pass", Short: "Pass the turn"},
	}}
	for _, c := range []struct {
		lang                                          msg.Lang
		name, other, short, long, use, example, price string
	}{
		{msg.DE, "verkauf", "sell", "Waren verkaufen", "code's long", "verkauf <spieler> <waren...>", "verkauf Ben Holz:1", "der verlangte Preis"},
		{msg.EN, "sell", "verkauf", "Sell goods", "code's long", "sell <player> <goods...>", "sell Ann grain:2", "the price asked"},
	} {
		t.Setenv("BOARDROOM_LANG", string(c.lang))
		cmds := refereeCommands(spec.New(sp), &strings.Builder{}, allCommands)
		byName := map[string]*cobra.Command{}
		for _, cmd := range cmds {
			byName[cmd.Name()] = cmd
			defineAllFlags(cmd) // a verb's help is said with its flags, when help is read
		}
		sell := byName[c.name]
		require.NotNil(t, sell, "the verb is listed by its %s name", c.lang)
		assert.Contains(t, sell.Aliases, c.other, "the other language's name works too")
		assert.Equal(t, c.short, sell.Short)
		assert.Equal(t, c.long, sell.Long, "no ID: the code's text")
		assert.Equal(t, c.use, sell.Use)
		assert.Contains(t, sell.Example, "boardroom market "+c.example)
		assert.Equal(t, c.price, sell.Flags().Lookup("price").Usage)
		assert.Equal(t, "Pass the turn", byName["pass"].Short, "a verb the catalogue does not know keeps the code's words")
		assert.Equal(t, cat.Say(c.lang, "new.long"), byName["new"].Long)
		for _, cmd := range cmds {
			forgetFlags(cmd) // no tree holds them: nothing else would
		}
	}
}

// A verb run against a saved game speaks that game's language in its usage
// errors and its --help, whatever the environment says: the command line
// is built in the language of the game the verb acts on (--game, else the
// most recent of its kind); the arguments' names of its usage line too.
func TestVerbUsageAndHelpFollowTheSavedGame(t *testing.T) {
	home := t.TempDir()
	t.Setenv("BOARDROOM_HOME", home)
	t.Setenv("BOARDROOM_LANG", "en")
	require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--lang", "de", "--seed", "1", "--name", "deutsch").code)
	r := runCLI(t, "rigs", "sell", "Ann", "99", "oil")
	require.Equal(t, 2, r.code, r.stderr)
	assert.Contains(t, r.stderr, "Aufruf: boardroom rigs verkaufen <Spieler> [N|alle] [Optionen]")
	assert.NotContains(t, r.stderr, "Usage:")
	r = runCLI(t, "rigs", "sell", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Aufruf:")
	assert.Contains(t, r.stdout, "verkaufen <Spieler>")
	assert.Contains(t, r.stdout, "Optionen:")
	assert.NotContains(t, r.stdout, "Flags:")
	r = runCLI(t, "help", "rigs", "sell")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Aufruf:", "help <game> <verb> is the verb's --help")

	// an English game made later is the one the verbs act on now
	t.Setenv("BOARDROOM_LANG", "de")
	require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--lang", "en", "--seed", "1", "--name", "english").code)
	r = runCLI(t, "rigs", "sell", "Ann", "99", "oil")
	require.Equal(t, 2, r.code, r.stderr)
	assert.Contains(t, r.stderr, "Usage: boardroom rigs sell <player> [N|all] [flags]")
	r = runCLI(t, "rigs", "sell", "Ann", "99", "oil", "--game", "deutsch")
	require.Equal(t, 2, r.code, r.stderr)
	assert.Contains(t, r.stderr, "Aufruf: boardroom rigs verkaufen", "--game names the game, and its language")
	r = runCLI(t, "rigs", "show", "--game=deutsch", "extra")
	require.Equal(t, 2, r.code, r.stderr)
	assert.Contains(t, r.stderr, "Aufruf: boardroom rigs show")

	// the player whose turn it is may be left out: said in the table's words
	require.Equal(t, 0, runCLI(t, "politicard", "new", "--players", "Ann,Bob", "--deck-a", "tempo", "--deck-b", "control", "--lang", "de", "--seed", "4").code)
	t.Setenv("BOARDROOM_LANG", "en")
	r = runCLI(t, "politicard", "place", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "ausspielen [Spieler] <Karte>")

	// new --lang: the usage errors of the game it makes
	r = runCLI(t, "aufbau", "new", "--lang", "en", "--players")
	require.Equal(t, 2, r.code, r.stderr)
	assert.Contains(t, r.stderr, "Usage: boardroom aufbau new")
}

// rules and card answer in the saved game's language when --game names it
// or one game of the kind is saved; among several, without --game, they
// guess none and speak the environment's language.
func TestLookupFollowsTheNamedOrOnlyGame(t *testing.T) {
	home := t.TempDir()
	t.Setenv("BOARDROOM_HOME", home)
	t.Setenv("BOARDROOM_LANG", "en")
	require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--lang", "de", "--seed", "1", "--name", "deutsch").code)
	r := runCLI(t, "rigs", "rules", "--list")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Regeln (", "the one saved game's language")
	r = runCLI(t, "rigs", "card", "brownout")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "(Karte ")
	r = runCLI(t, "rigs", "rules")
	require.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "sag, was nachgeschlagen werden soll")
	assert.Contains(t, r.stderr, "Aufruf: boardroom rigs rules")

	require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--lang", "en", "--seed", "1", "--name", "english").code)
	t.Setenv("BOARDROOM_LANG", "de")
	r = runCLI(t, "rigs", "rules", "--list")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Regeln (", "two games: the environment's")
	r = runCLI(t, "rigs", "rules", "--list", "--game", "english")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Rules (", "--game names the table")
	r = runCLI(t, "rigs", "rules", "--list", "--game", "nope")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, `--game „nope“: in `+home+" gibt es keine gespeicherte rigs-Partie")

	// why explains the most recent game, in its language, its usage errors too
	r = runCLI(t, "rigs", "why", "x")
	require.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "N is a log entry number")
	assert.Contains(t, r.stderr, "Usage: boardroom rigs why")
}

// The Aufbausystem's flags have a name in each language: --help lists the
// table's (--dice at an English table, --wuerfel at a German one) and both
// are accepted at either.
func TestFlagsHaveANameInEachLanguage(t *testing.T) {
	home := t.TempDir()
	t.Setenv("BOARDROOM_HOME", home)
	require.Equal(t, 0, runCLI(t, "aufbau", "new", "--players", "Anna,Ben", "--lang", "en", "--physical", "--seed", "5", "--name", "en").code)
	r := runCLI(t, "aufbau", "next", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "--dice stringArray")
	assert.Contains(t, r.stdout, "next --dice 7,9,4,1")
	assert.NotContains(t, r.stdout, "--wuerfel")
	r = runCLI(t, "aufbau", "trade", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "trade <player> --sell <goods:count> --buy <goods:count>")
	for _, f := range []string{"--dice", "--wuerfel"} {
		r = runCLI(t, "aufbau", "next", f, "99")
		assert.NotEqual(t, 2, r.code, "%s is a flag of next: %s", f, r.stderr)
		assert.NotContains(t, r.stderr, "unknown flag")
	}

	require.Equal(t, 0, runCLI(t, "aufbau", "new", "--players", "Anna,Ben", "--lang", "de", "--seed", "5", "--name", "de").code)
	r = runCLI(t, "aufbau", "next", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "--wuerfel Text")
	assert.NotContains(t, r.stdout, "--dice")
}

// A name the game does not know, and a count mistyped, are said in the
// table's language: the refusal names the players with the game's word for
// them.
func TestUnknownNamesAndCountsInTheTablesLanguage(t *testing.T) {
	home := t.TempDir()
	t.Setenv("BOARDROOM_HOME", home)
	require.Equal(t, 0, runCLI(t, "corpwar", "new", "--players", "Ann,Bob", "--lang", "de", "--seed", "2").code)
	r := runCLI(t, "corpwar", "place", "Zed", "production", "1")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, `Spieler „Zed“ spielt nicht mit (Spieler: Ann, Bob)`)
	r = runCLI(t, "corpwar", "place", "Ann", "production", "abc")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `N muss eine ganze Zahl ab 1 sein, nicht „abc“`)
	require.Equal(t, 0, runCLI(t, "rheinhessen", "new", "--players", "Anna,Ben", "--lang", "de", "--seed", "3").code)
	r = runCLI(t, "rheinhessen", "audit", "Anna", "Zed")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, `Konzern „Zed“ spielt nicht mit (Konzerne: Anna, Ben)`)
	require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--lang", "en", "--seed", "2").code)
	r = runCLI(t, "rigs", "build", "Zed", "1")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, `no player named "Zed" (players: Ann, Bob)`)
}

// Politicard's deck tools speak the language of BOARDROOM_LANG (no game is
// open): their help, their columns, their lines.
func TestPoliticardDeckToolsInBothLanguages(t *testing.T) {
	t.Setenv("BOARDROOM_LANG", "de")
	r := runCLI(t, "politicard", "deck", "show", "tempo")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "tempo: 25 Karten, ")
	assert.Contains(t, r.stdout, "regelkonform.")
	assert.Contains(t, r.stdout, "Regierung (")
	assert.Contains(t, r.stdout, "Stärke ")
	r = runCLI(t, "politicard", "deck", "list", "--type", "ongoing")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "TYP")
	assert.Contains(t, r.stdout, "feld)")
	r = runCLI(t, "politicard", "deck", "check", "tempo")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "tempo: regelkonform, 25 Karten")
	r = runCLI(t, "politicard", "simulate", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "vollständige Partien zwischen zwei KI-Plätzen")
	assert.Contains(t, r.stdout, "Zahl der zu spielenden Partien")

	t.Setenv("BOARDROOM_LANG", "en")
	r = runCLI(t, "politicard", "deck", "show", "tempo")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "tempo: 25 cards, ")
	assert.Contains(t, r.stdout, "Government (")
	r = runCLI(t, "politicard", "deck", "check", "tempo")
	assert.Contains(t, r.stdout, "tempo: legal, 25 cards")
}

// A German Politicard table is answered in German: a card the pool has not,
// a seat that does not play, the actor taken for the person, the verbs'
// examples and --players; the deck tool says its violations in the tools'
// language.
func TestPoliticardSpeaksGermanAtAGermanTable(t *testing.T) {
	home := t.TempDir()
	t.Setenv("BOARDROOM_HOME", home)
	require.Equal(t, 0, runCLI(t, "politicard", "new", "--players", "Anna,Ben", "--deck-a", "tempo", "--deck-b", "control",
		"--lang", "de", "--first", "Anna", "--seed", "4").code)
	r := runCLI(t, "politicard", "ausspielen", "Anna", "Spin Docter")
	assert.Equal(t, 1, r.code, r.stderr)
	assert.Contains(t, r.stderr, `keine Karte „Spin Docter“ im Kartenpool (meintest du „Spin Doctor“?) (eine ID wie G4`)
	r = runCLI(t, "politicard", "auslegen", "Anne")
	assert.Equal(t, 1, r.code, r.stderr)
	assert.Contains(t, r.stderr, `Spieler „Anne“ spielt nicht mit (meintest du „Anna“?) (Spieler: Anna, Ben)`)
	r = runCLI(t, "politicard", "auslegen")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Kein Spieler genannt: Anna ist am Zug.")
	r = runCLI(t, "politicard", "auslegen", "--help")
	assert.Contains(t, r.stdout, "boardroom politicard auslegen Ben")
	assert.NotContains(t, r.stdout, "politicard set Ben")

	t.Setenv("BOARDROOM_LANG", "de")
	r = runCLI(t, "politicard", "new", "--help")
	assert.Contains(t, r.stdout, "die Namen der Spieler in Sitzreihenfolge")
	deck := filepath.Join(t.TempDir(), "d.yaml")
	require.NoError(t, os.WriteFile(deck, []byte("- G4\n- G4\n- G4\n- X99\n"), 0o644))
	r = runCLI(t, "politicard", "deck", "check", deck)
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stdout, deck+`:4: keine Karte „X99“ im Kartenpool`)
	assert.Contains(t, r.stdout, deck+`:1: 3 Exemplare von G4 Dorian Valcourt: höchstens 2 Exemplare einer Karte`)
	assert.Contains(t, r.stderr, "3 Verstöße (Entscheid PC15)")
}

// print --list names every component's size in the table's language: the
// kind of item in its words, a decimal comma and × at a German table, a
// decimal point and x at an English one, in every game.
func TestPrintListSizesInTheTablesLanguage(t *testing.T) {
	decimalPoint, decimalComma := regexp.MustCompile(`\d\.\d+ (mm|x|×)`), regexp.MustCompile(`\d,\d+ (mm|x|×)`)
	for _, c := range []struct {
		game   string
		de, en []string
	}{
		{"rigs", []string{"Pokerkarte 63,5 × 88,9 mm", "Scheibe, 3/4 Zoll, 19,05 mm"}, []string{"poker card 63.5 x 88.9 mm", "3/4 inch disc, 19.05 mm"}},
		{"corpwar", []string{"Pokerkarte 63,5 × 88,9 mm", "Scheibe, 3/4 Zoll, 19,05 mm", "Münze, 22 mm"}, []string{"poker card 63.5 x 88.9 mm", "3/4 inch disc, 19.05 mm", "coin, 22 mm"}},
		{"politicard", []string{"Pokerkarte 63,5 × 88,9 mm", "399,5 × 281 mm, Felder 67 × 92 mm"}, []string{"poker card 63.5 x 88.9 mm", "399.5 x 281 mm with 67 x 92 mm spaces"}},
		{"rheinhessen", []string{"Übersichtskarte 95 × 130 mm"}, []string{"reference card 95 x 130 mm"}},
	} {
		for _, l := range []string{"de", "en"} {
			args := []string{c.game, "print", "--lang", l, "--list"}
			if c.game == "politicard" {
				args = append(args, "--deck", "tempo")
			}
			r := runCLI(t, args...)
			require.Equal(t, 0, r.code, r.stderr)
			out := flat(r.stdout)
			want, wrong := c.en, decimalComma
			if l == "de" {
				want, wrong = c.de, decimalPoint
				for _, english := range []string{"poker card", "inch", "coin", " x "} {
					assert.NotContains(t, out, english, "%s --lang de", c.game)
				}
			}
			for _, w := range want {
				assert.Contains(t, out, w, "%s --lang %s", c.game, l)
			}
			assert.NotRegexp(t, wrong, out, "%s --lang %s", c.game, l)
		}
	}
}

// Politicard's new refuses its own setup and every problem of a deck file
// or a names file in the table's language, not only an unknown card.
func TestPoliticardNewAndDeckFileErrorsInTheTablesLanguage(t *testing.T) {
	t.Setenv(referee.HomeEnv, t.TempDir())
	dir := t.TempDir()
	file := func(name, text string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
		return p
	}
	unknown, broken, notList := file("unknown.yaml", "name: x\ncards:\n  - zz99\n"), file("broken.yaml", "a: ["), file("list.txt", "G4 x 3\n")
	field, copies, empty := file("field.yaml", "- id: G1\n  count: 2\n"), file("copies.yaml", "- id: G1\n  copies: x\n"), file("empty.yaml", "")
	names, missing := file("names.yaml", "G1: [x]\n"), filepath.Join(dir, "missing.yaml")
	base := []string{"politicard", "new", "--lang", "de", "--players", "Anna,Ben"}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--deck-a", "tempo", "--deck-b", "control", "--first", "Cy"}, 2, "--first „Cy“ ist keiner der Spieler (Anna, Ben)"},
		{[]string{"--deck-a", "tempo", "--deck-b", "control", "--variant", "house"}, 2, "--variant ist rulebook oder engine, nicht „house“"},
		{[]string{"--deck-a", "tempo", "--deck-b", "control", "--tie", "coin"}, 2, "--tie ist first-passer oder last-passer, nicht „coin“"},
		{[]string{"--deck-a", "tempp", "--deck-b", "control"}, 2, "„tempp“ ist weder ein Beispieldeck (tempo, control) noch eine Datei (meintest du „tempo“?)"},
		{[]string{"--deck-a", missing, "--deck-b", "control"}, 1, "das Deck " + missing + " ist nicht lesbar: Datei nicht gefunden"},
		{[]string{"--deck-a", unknown, "--deck-b", "control"}, 1, unknown + ":3: keine Karte „zz99“ im Kartenpool"},
		{[]string{"--deck-a", broken, "--deck-b", "control"}, 1, broken + ":1: kein gültiges YAML"},
		{[]string{"--deck-a", notList, "--deck-b", "control"}, 1, notList + ":1: ein Deck ist eine Liste von Karten"},
		{[]string{"--deck-a", field, "--deck-b", "control"}, 1, field + ":2: unbekanntes Feld „count“ (eine Kartenzeile hat id: oder name: und copies:)"},
		{[]string{"--deck-a", copies, "--deck-b", "control"}, 1, copies + ":2: copies: hier gehört eine ganze Zahl ab 1 hin, nicht „x“"},
		{[]string{"--deck-a", empty, "--deck-b", "control"}, 1, empty + ": die Datei ist leer"},
		{[]string{"--deck-a", "tempo", "--deck-b", "control", "--names", names}, 2, "--names: " + names + ":1: G1: hier fehlt ein Name"},
		{[]string{"--deck-a", "tempo", "--deck-b", "control", "--names", missing}, 1, "die Namensdatei (--names) " + missing + " ist nicht lesbar"},
	} {
		r := runCLI(t, append(base, c.args...)...)
		require.Equal(t, c.code, r.code, "%v: %s", c.args, r.stderr)
		assert.Contains(t, r.stderr, c.want, "%v", c.args)
		// the YAML library's words for a syntax error are said in ours
		assert.NotRegexp(t, englishWords, strings.NewReplacer(dir, "DIR").Replace(r.stderr), "%v", c.args)
		assert.NotContains(t, r.stderr, "did not find", "%v", c.args)
	}
}

// A refusal under the engine's own rule (no such player) rests on no ruling
// of the game: why names none, not the closest match of the rule's words
// (Politicard's language ruling, PC24), at either table.
func TestWhyAfterASeatRefusalNamesNoUnrelatedRuling(t *testing.T) {
	for _, l := range []string{"de", "en"} {
		t.Setenv(referee.HomeEnv, t.TempDir())
		r := runCLI(t, "politicard", "new", "--players", "Ann,Bob", "--deck-a", "tempo", "--deck-b", "control", "--lang", l, "--seed", "4")
		require.Equal(t, 0, r.code, r.stderr)
		r = runCLI(t, "politicard", "end", "Cy")
		require.Equal(t, 1, r.code, r.stderr)
		r = runCLI(t, "politicard", "why")
		require.Equal(t, 0, r.code, r.stderr)
		assert.Contains(t, r.stdout, "Cy", l)
		assert.NotContains(t, r.stdout, "PC24", l)
	}
}

// Each verb's examples in --help are typed as the table types them: at a
// German table with the verb's German name, at an English one with its
// English name, in every game; and no text of its help is missing.
func TestVerbExamplesUseTheTablesVerbNames(t *testing.T) {
	t.Setenv(referee.HomeEnv, t.TempDir())
	for _, g := range games.All() {
		h := g.Handle()
		if h == nil || h.Messages() == nil {
			continue
		}
		cat := h.Messages()
		for _, vb := range h.Verbs() {
			id := "verb." + vb.Name + ".name"
			if !cat.Has(id) {
				continue
			}
			for _, l := range msg.Langs {
				t.Setenv("BOARDROOM_LANG", string(l))
				name := cat.Say(l, id)
				r := runCLI(t, g.ID, name, "--help")
				require.Equal(t, 0, r.code, "%s %s: %s", g.ID, name, r.stderr)
				// a text the catalogue cannot say shows its ID in brackets
				assert.NotRegexp(t, missingMessage, r.stdout, "%s --lang %s: %s --help", g.ID, l, name)
				_, ex, ok := strings.Cut(r.stdout, phrase.Say(l, "help.examples"))
				if !ok {
					continue
				}
				ex, _, _ = strings.Cut(ex, "\n\n")
				continued := false
				for _, line := range strings.Split(strings.TrimSpace(ex), "\n") {
					// a comment on a line of its own, the rest of a command
					// broken to fit 80 columns (fitExamples)
					wasContinued := continued
					continued = strings.HasSuffix(line, " \\")
					if wasContinued || strings.HasPrefix(strings.TrimSpace(line), "# ") {
						continue
					}
					assert.True(t, strings.HasPrefix(strings.TrimSpace(line), "boardroom "+g.ID+" "+name),
						"%s --lang %s: %s's example %q does not use %q", g.ID, l, vb.Name, line, name)
				}
			}
		}
	}
}

// why names the action it explains by the verb's name at the table.
func TestWhyNamesTheActionAsTheTableTypesIt(t *testing.T) {
	t.Setenv(referee.HomeEnv, t.TempDir())
	r := runCLI(t, "rheinhessen", "new", "--players", "Anna,Ben", "--lang", "de", "--seed", "3")
	require.Equal(t, 0, r.code, r.stderr)
	r = runCLI(t, "rheinhessen", "korrigieren", "Anna", "punkte", "+2", "--reason", "falsch gezählt")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Anna: Punkte +2 (falsch gezählt).")
	r = runCLI(t, "rheinhessen", "why")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "(korrigieren, angenommen)")
	assert.NotContains(t, r.stdout, "adjust")
}

// A rule section quotes its rulebook in the table's language: its German
// quote differs from its English one in every game whose rulebook is
// English (the Aufbausystem's quotes are its engine's words).
func TestRuleQuotesInBothLanguages(t *testing.T) {
	for game, b := range map[string]*lookup.Book{"rigs": rigsrules.LookupBook(), "rheinhessen": rheinhessenrules.LookupBook(),
		"corpwar": corpwarrules.LookupBook(), "politicard": politicardrules.LookupBook()} {
		require.NotEmpty(t, b.Sections, game)
		for _, sec := range b.Sections {
			assert.NotEqual(t, sec.Quote.EN, sec.Quote.DE, "%s: rule %s quotes the rulebook in one language only", game, sec.ID)
		}
	}
}

// A verb's line against a saved game of another language than the
// environment's builds its command tree once, in the game's language (the
// saved game is looked at before the tree is built); a line whose command
// reads no saved game (print) is said in the environment's, built again.
func TestAVerbsLineBuildsItsTreeOnceInTheGamesLanguage(t *testing.T) {
	home := t.TempDir()
	t.Setenv("BOARDROOM_HOME", home)
	t.Setenv("BOARDROOM_LANG", "en")
	require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--lang", "de", "--seed", "1", "--name", "deutsch").code)
	assert.Equal(t, table{lang: msg.DE, ok: true, asked: true}, tableGuess([]string{"show", "--json"}, "rigs", "show"))
	assert.Equal(t, table{}, tableGuess([]string{"--help"}, "rigs", ""), "a line that names no command guesses none")

	built := func(args ...string) (int64, result) {
		before := treesBuilt.Load()
		r := runCLI(t, args...)
		return treesBuilt.Load() - before, r
	}
	n, r := built("rigs", "show")
	require.Equal(t, 0, r.code, r.stderr)
	assert.EqualValues(t, 1, n, "built once")
	assert.Contains(t, r.stdout, "Spielerphase")
	n, r = built("rigs", "sell", "Ann", "99", "oil")
	assert.EqualValues(t, 1, n, "built once")
	assert.Contains(t, r.stderr, "Aufruf: boardroom rigs verkaufen")
	n, r = built("rigs", "print", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.EqualValues(t, 2, n, "print reads no saved game: built again in the environment's language")
	assert.Contains(t, r.stdout, "Usage:")
	n, r = built("rigs", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.EqualValues(t, 1, n)
	assert.Contains(t, r.stdout, "Usage:")
}

// The player a verb leaves out, whose turn it is, is named as the verb's
// usage line names it at that table, never by its name in code ("auditor",
// "<player>").
func TestTheActorLeftOutIsNamedAsTheTableNamesIt(t *testing.T) {
	home := t.TempDir()
	t.Setenv("BOARDROOM_HOME", home)
	t.Setenv("BOARDROOM_LANG", "en")
	require.Equal(t, 0, runCLI(t, "rheinhessen", "new", "--players", "Ann,Bob", "--lang", "de").code)
	r := runCLI(t, "rheinhessen", "prüfen", "Bob")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Kein Prüfer genannt: Ann ist am Zug.")
	require.Equal(t, 0, runCLI(t, "corpwar", "new", "--players", "Ann,Bob", "--lang", "de").code)
	r = runCLI(t, "corpwar", "hinnehmen")
	require.Equal(t, 2, r.code, r.stderr)
	assert.Contains(t, r.stderr, "<Name> fehlt: gerade ist niemand am Zug; nenne, wer: 'hinnehmen <Name>'")
	assert.NotContains(t, r.stderr, "<player>")
}

// A list argument's name is said in the table's language too: "[Parzelle...]".
func TestAListArgumentIsNamedInTheTablesLanguage(t *testing.T) {
	t.Setenv("BOARDROOM_HOME", t.TempDir())
	t.Setenv("BOARDROOM_LANG", "de")
	r := runCLI(t, "rigs", "versorgen", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "boardroom rigs versorgen <Spieler> [Parzelle...] [Optionen]")
}

// The player a verb may leave out is bracketed as optional in the usage
// line at either table, however the table's usage line names it.
func TestTheActorIsOptionalInTheUsageLineAtEitherTable(t *testing.T) {
	t.Setenv("BOARDROOM_HOME", t.TempDir())
	for lang, want := range map[string]string{"de": "boardroom corpwar hinnehmen [Name] [Optionen]", "en": "boardroom corpwar accept [player] [flags]"} {
		t.Setenv("BOARDROOM_LANG", lang)
		r := runCLI(t, "corpwar", "accept", "--help")
		require.Equal(t, 0, r.code, r.stderr)
		assert.Contains(t, r.stdout, want)
	}
}

// A mistyped word close to the other table's name suggests this table's
// name: "valey" at a German table means Tal.
func TestAMistypedWordOfTheOtherTableSuggestsThisTablesName(t *testing.T) {
	t.Setenv("BOARDROOM_HOME", t.TempDir())
	t.Setenv("BOARDROOM_LANG", "en")
	require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--lang", "de").code)
	r := runCLI(t, "rigs", "vergeben", "Ann", "valey")
	require.Equal(t, 1, r.code, r.stderr)
	assert.Contains(t, r.stderr, "unbekannte Parzellenart „valey“ (meintest du „tal“?)")
}
