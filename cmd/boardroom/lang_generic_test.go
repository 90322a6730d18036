package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// genericStep is one command of no game (or of a game's own tools) run at
// a German table: its exit code and German phrases its output must hold.
type genericStep struct {
	args []string
	code int
	want []string
}

// scanGerman runs each step with BOARDROOM_LANG=de and fails on any of
// englishWords (and a few English words the generic help used to have).
func scanGerman(t *testing.T, steps []genericStep) {
	t.Helper()
	t.Setenv("BOARDROOM_LANG", "de")
	t.Setenv("NO_COLOR", "1")
	for _, c := range steps {
		r := runCLI(t, c.args...)
		require.Equal(t, c.code, r.code, "%v: %s%s", c.args, r.stdout, r.stderr)
		out := flat(r.stdout + r.stderr)
		for _, w := range c.want {
			assert.Contains(t, out, w, "%v", c.args)
		}
		assert.NotRegexp(t, englishWords, out, "%v", c.args)
		for _, english := range []string{"saved game", "without", "every ", " of ", "must be", "want ", "default"} {
			assert.NotContains(t, out, english, "%v", c.args)
		}
	}
}

// The tidying of the saved games and the table display speak the table's
// language: their help, flags, usage errors and their lines.
func TestGamesTidyAndServeSpeakGermanAtAGermanTable(t *testing.T) {
	home := t.TempDir()
	t.Setenv(referee.HomeEnv, home)
	t.Setenv("LANG", "")
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--lang", "de", "--name", "friday")
	require.Equal(t, 0, r.code, r.stderr)
	tidyStdin = strings.NewReader("n\n")
	t.Cleanup(func() { tidyStdin = strings.NewReader("") })
	scanGerman(t, []genericStep{
		{[]string{"games", "--help"}, 0, []string{"Gespeicherte Spiele löschen", "Einem gespeicherten Spiel einen anderen Namen geben"}},
		{[]string{"games", "rm", "--help"}, 0, []string{"Sicherung (.json.bak)", "ohne Rückfrage löschen", "Verzeichnis der gespeicherten Spiele"}},
		{[]string{"games", "rm", "friday"}, 0, []string{"Das gespeicherte rigs-Spiel „friday“ löschen", "[j/N]", "rigs/friday behalten."}},
		{[]string{"games", "rm", "fridy"}, 1, []string{"kein gespeichertes Spiel namens „fridy“"}},
		{[]string{"games", "rename", "--help"}, 0, []string{"rename <Name> <neuer-Name>"}},
		{[]string{"games", "rename", "friday", "monday"}, 0, []string{"rigs/friday heißt jetzt monday"}},
		{[]string{"games", "archive", "--help"}, 0, []string{"Begleitdateien", "jedes beendete Spiel archivieren"}},
		{[]string{"games", "archive"}, 2, []string{"nenne die zu archivierenden Spiele"}},
		{[]string{"games", "archive", "monday", "--finished"}, 2, []string{"nicht beides"}},
		{[]string{"games", "archive", "--older-than", "soon"}, 2, []string{"erwartet ist ein Alter wie 30d"}},
		{[]string{"games", "archive", "--finished"}, 0, []string{"Kein gespeichertes Spiel zu archivieren."}},
		{[]string{"games", "archive", "monday"}, 0, []string{"rigs/monday archiviert in"}},
		{[]string{"serve", "--help"}, 0, []string{"Eine Webseite zum Anschauen", "die Adresse der Anzeige", "Spielleitung"}},
		{[]string{"serve", "--addr", "x"}, 2, []string{"--addr muss Rechner:Port sein"}},
		{[]string{"serve", "--json"}, 2, []string{"gib beides an"}},
		{[]string{"serve", "--game", "rgs/friday"}, 2, []string{"--game rgs/friday: kein Spiel „rgs“ (meintest du „rigs“?)"}},
	})
}

// cobra's instructions for loading a completion script are said in the
// table's language, by our own text.
func TestCompletionInstructionsAreGermanAtAGermanTable(t *testing.T) {
	scanGerman(t, []genericStep{
		{[]string{"completion", "bash", "--help"}, 0, []string{"braucht das Paket 'bash-completion'", "Beschreibungen der Vervollständigungen weglassen"}},
		{[]string{"completion", "zsh", "--help"}, 0, []string{`boardroom completion zsh > "${fpath[1]}/_boardroom"`, "schalte die Vervollständigung einmal ein"}},
		{[]string{"completion", "fish", "--help"}, 0, []string{"boardroom completion fish | source", "Für jede neue Shell"}},
		{[]string{"completion", "powershell", "--help"}, 0, []string{"PowerShell-Profil"}},
	})
}

// A user's own deck: the help, flags and usage errors of cards and each of
// its commands speak the table's language.
func TestCardsHelpIsGermanAtAGermanTable(t *testing.T) {
	dir := t.TempDir()
	scanGerman(t, []genericStep{
		{[]string{"cards", "--help"}, 0, []string{"Dein eigenes Deck drucken", "Ein durchgearbeitetes Beispiel steht in docs/cards.md", "# ein Startdeck, das sofort druckt"}},
		{[]string{"cards", "bogus"}, 2, []string{"unbekannter Befehl „bogus“ für cards"}},
		{[]string{"cards", "init", "--help"}, 0, []string{"boardroom cards init ORDNER", "überschreibt nichts"}},
		{[]string{"cards", "init", dir + "/deck"}, 0, []string{"Dateien in", "Als Nächstes: boardroom cards print"}},
		{[]string{"cards", "print", "--help"}, 0, []string{"druckfertiges PDF", "ohne Angabe: der Beschnitt des Layouts", "(Standard: \"long\")", "Obergrenze: Megapixel"}},
		{[]string{"cards", "print", dir + "/deck", "--max-cards", "-1"}, 2, []string{"--max-cards muss zwischen 1 und 10000000 liegen"}},
		{[]string{"cards", "check", "--help"}, 0, []string{"Jedes Bild wird einmal gelesen", "die Probleme als JSON ausgeben"}},
		{[]string{"cards", "showcase", "--help"}, 0, []string{"Schlagschatten", "die Rückseiten der Karten zeigen"}},
		{[]string{"cards", "serve", "--help"}, 0, []string{"im Webbrowser zeigen", "nur dieser Computer"}},
	})
}

// The games' own tools run without a game: Rheinhessen's check and salvage
// and Politicard's deck and simulate say their usage and its errors in the
// table's language, a mistyped card included.
func TestGameToolsUsageErrorsAreGermanAtAGermanTable(t *testing.T) {
	scanGerman(t, []genericStep{
		{[]string{"rheinhessen", "salvage", "--help"}, 0, []string{"boardroom rheinhessen retten <Karte>..."}},
		{[]string{"rheinhessen", "salvage", "XX"}, 2, []string{"„XX“ ist keine Karte"}},
		{[]string{"rheinhessen", "check", "8S", "8S", "8S", "8S", "8S"}, 2, []string{"8♠ kommt 5-mal vor, aber ein Kartenschlitten aus 4 Decks enthält nur 4", "bewerten <Karte>..."}},
		{[]string{"politicard", "deck", "foo"}, 2, []string{"unbekannter Befehl „foo“ für politicard deck (wähle check, list, sample, show)"}},
		{[]string{"politicard", "deck", "shwo"}, 2, []string{"(meintest du „show“?)"}},
		{[]string{"politicard", "deck", "list", "x"}, 2, []string{"deck list nimmt keine weiteren Angaben"}},
		{[]string{"politicard", "simulate", "x"}, 2, []string{"simulate nimmt keine weiteren Angaben"}},
		{[]string{"politicard", "simulate", "--deck-a", "foo"}, 2, []string{"„foo“ ist weder ein Beispieldeck"}},
		{[]string{"politicard", "simulate", "--deck-a", "tempo"}, 2, []string{"--deck-b fehlt"}},
	})
}

// print's own errors at a German table: every flag given wrong that
// print_cmd reads itself (the numbers printables checks are said by it).
func TestPrintFlagErrorsAreGermanAtAGermanTable(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(referee.HomeEnv, dir)
	scanGerman(t, []genericStep{
		{[]string{"rigs", "print", "--back-offset", "foo"}, 2, []string{"--back-offset „foo“: erwartet ist X,Y in mm"}},
		{[]string{"rigs", "print", "--only", "nix"}, 2, []string{"--only „nix“ nennt kein Teil in den gewählten Bestandteilen (--list zeigt"}},
		{[]string{"rigs", "print", "-o", ""}, 2, []string{"-o braucht einen Dateinamen"}},
		{[]string{"rigs", "print", "-o", "-", "--json"}, 2, []string{"wohin auch --json schreibt"}},
		{[]string{"rigs", "print", "-o", dir}, 2, []string{"ist ein Verzeichnis; gib einen Dateinamen an"}},
	})
}
