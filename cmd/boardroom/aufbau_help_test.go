package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An Aufbausystem campaign is German in its help too: the generic commands'
// one-liners and flags, --players without "Spielers'", examples with German
// names of goods.
func TestAufbauHelpIsGerman(t *testing.T) {
	r := runCLI(t, "aufbau", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	for _, want := range []string{"Ein neues Spiel beginnen und speichern", "Die letzte Aktion zurücknehmen", "Das Spiel nacherzählen", "Interaktiv leiten"} {
		assert.Contains(t, r.stdout, want)
	}
	assert.NotContains(t, r.stdout, "Start a new game")
	r = runCLI(t, "aufbau", "new", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "die Namen der Spieler, mit Komma")
	assert.NotContains(t, r.stdout, "Spielers'")
	assert.Contains(t, flat(r.stdout), "Startwert für die Karten und Würfe des Schiedsrichters")
	r = runCLI(t, "aufbau", "bau", "--help")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "--rein Wolle --raus Tuche")
	assert.NotContains(t, r.stdout, "raw.wool")
	r = runCLI(t, "aufbau", "verkauf", "--help")
	assert.NotContains(t, r.stdout, "raw.grain:12", "examples use the names")
	for _, c := range []struct{ verb, want string }{{"why", "Erklären, was der Schiedsrichter getan hat und warum"}, {"rules", "Die Regeln von Aufbausystem nachschlagen"}} {
		r = runCLI(t, "aufbau", c.verb, "--help")
		require.Equal(t, 0, r.code, r.stderr)
		assert.Contains(t, flat(r.stdout), c.want)
		for _, english := range []string{"Explain", "Look up", "also put", "explain an earlier", "show at most", "with --show"} {
			assert.NotContains(t, r.stdout, english, c.verb)
		}
	}
}

// The sequence: an office switched to gold in maintenance would pay
// both its gold and the influence already counted; the switch is refused
// then (ruling AU26) and the office pays one yield.
func TestAufbauOfficeModeSequence(t *testing.T) {
	home := t.TempDir()
	cli := func(args ...string) result { return runCLI(t, append(args, "--home", home)...) }
	require.Equal(t, 0, cli("aufbau", "new", "--players", "Anna", "--physical", "--name", "q").code)
	require.Equal(t, 0, cli("aufbau", "next", "--wuerfel", "7,7,4,2").code)
	require.Equal(t, 0, cli("aufbau", "next").code)
	r := cli("aufbau", "modus", "Anna", "A5", "gold")
	assert.Equal(t, 1, r.code, r.stdout)
	assert.Contains(t, r.stderr, "AU26")
	r = cli("aufbau", "next", "--wuerfel", "21,22,2")
	require.Equal(t, 0, r.code, r.stderr)
	assert.NotContains(t, r.stdout, "Einkommen Amt A5")
}

// A German campaign refuses in German: the word before the reason, and
// undo and redo with nothing to take back or do again; an English one in
// English.
func TestAufbauRefusalsInTheCampaignsLanguage(t *testing.T) {
	home := t.TempDir()
	cli := func(args ...string) result { return runCLI(t, append(args, "--home", home)...) }
	require.Equal(t, 0, cli("aufbau", "new", "--players", "Anna", "--name", "de").code)
	r := cli("aufbau", "undo", "--game", "de")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "abgelehnt: nichts zurückzunehmen: keine Aktion ist in Kraft")
	r = cli("aufbau", "redo", "--game", "de")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "abgelehnt: nichts wiederherzustellen")
	r = cli("aufbau", "einfluss", "Anan", "temp", "1", "--game", "de")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "abgelehnt: kein Spieler")
	assert.NotContains(t, r.stderr, "refused")
	require.Equal(t, 0, cli("aufbau", "new", "--players", "Anna", "--name", "en", "--lang", "en").code)
	r = cli("aufbau", "undo", "--game", "en")
	assert.Contains(t, r.stderr, "refused: nothing to undo: no action is in effect")
}

// The first line of a new campaign is in its language too.
func TestAufbauNewSaysSavedInTheCampaignsLanguage(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "aufbau", "new", "--players", "Anna", "--name", "de", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, `Neues Spiel „de“ (aufbau) gespeichert in `)
	assert.NotContains(t, r.stdout, "saved in")
	r = runCLI(t, "aufbau", "new", "--players", "Anna", "--name", "en", "--lang", "en", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, `new aufbau game "en" saved in `)
}

// Typing errors (a bad number, an unknown name with its "did you mean", a
// wrong count of arguments) are said in the language of the campaign they
// were meant for, although the input is read before the campaign is
// opened; without a campaign they stay German, the game's language (AU23).
func TestAufbauTypingErrorsInTheCampaignsLanguage(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	cli := func(args ...string) result { return runCLI(t, append(args, "--home", home)...) }
	r := cli("aufbau", "verkauf", "Anna", "Getriede:12")
	assert.Equal(t, 1, r.code, "an unknown name is refused, as in every game")
	assert.Contains(t, r.stderr, "meintest du Getreide", "no campaign: the game's language")
	r = cli("aufbau", "einfluss", "Anna", "temp", "zwei")
	assert.Contains(t, r.stderr, `<Investitionen> muss eine ganze Zahl sein, nicht „zwei“`, "no campaign: the game's language")
	r = cli("aufbau", "einfluss", "Anna")
	assert.Contains(t, r.stderr, "3 Angaben erwartet, 1 bekommen")
	require.Equal(t, 0, cli("aufbau", "new", "--players", "Anna,Ben", "--name", "de").code)
	require.Equal(t, 0, cli("aufbau", "new", "--players", "Anna,Ben", "--name", "en", "--lang", "en").code)
	typos := [][]string{
		{"verkauf", "Anna", "Getriede:12"},
		{"verkauf", "Anna", "Getreide:x"},
		{"verkauf", "Anna", "Getreide"},
		{"einfluss", "Anna", "temp", "zwei"},
		{"einfluss", "Anna", "tmp", "2"},
		{"einfluss", "Anna", "temp", "2", "3"},
		{"einfluss"},
		{"erwerb", "Anna", "org", "Kullt"},
		{"fachkraft", "Anna", "Magir", "einfach"},
		{"fachkraft", "Anna", "Magier", "einfachh"},
		{"material", "Anna", "domaene", "4", "--wuerfel", "x"},
		{"bau", "Anna", "einrichtung", "D1", "--schluessel", "klein Archiv"},
	}
	english := []string{"did you mean", "must be a whole number", "takes", "argument", "got only", "no goods", "the count is", "one of", "a name with spaces", "there is no", "Game de"}
	german := []string{"meintest du", "ganze Zahl", "Angabe", "bekommen", "keine Ware", "die Anzahl", "eines von", "gibt es nicht", "Anführungszeichen", "Kampagne en", "Wurf", "allgemein"}
	unknownName := map[string]bool{"Getriede:12": true, "Kullt": true, "Magir": true, "einfachh": true}
	for _, typo := range typos {
		code := 2 // a malformed value: a usage error
		if unknownName[typo[len(typo)-1]] || (len(typo) > 2 && unknownName[typo[2]]) {
			code = 1 // a name the game does not know: refused, as in every game
		}
		de := cli(append([]string{"aufbau"}, append(typo, "--game", "de")...)...)
		assert.Equal(t, code, de.code, "%v: %s", typo, de.stderr)
		en := cli(append([]string{"aufbau"}, append(typo, "--game", "en")...)...)
		assert.Equal(t, code, en.code, "%v: %s", typo, en.stderr)
		msgDE, msgEN := firstLine(de.stderr), firstLine(en.stderr)
		assert.NotEqual(t, msgDE, msgEN, "%v", typo)
		for _, w := range english {
			assert.NotContains(t, msgDE, w, "%v in the German campaign", typo)
		}
		for _, w := range german {
			assert.NotContains(t, msgEN, w, "%v in the English campaign", typo)
		}
	}
	en := cli("aufbau", "verkauf", "Anna", "Getriede:12", "--game", "en")
	assert.Contains(t, en.stderr, "did you mean grain (raw.grain)?")
	de := cli("aufbau", "einfluss", "Anna", "temp", "zwei", "--game", "de")
	assert.Contains(t, de.stderr, `<Investitionen> muss eine ganze Zahl sein, nicht „zwei“`)
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// Every verb, as a new group tries them (accepted or refused), speaks the
// campaign's language: a German campaign shows none of a list of English
// words, an English one none of a list of German words.
func TestAufbauEveryVerbSpeaksTheCampaignsLanguage(t *testing.T) {
	home := t.TempDir()
	t.Chdir(t.TempDir())
	cli := func(args ...string) result { return runCLI(t, append(args, "--home", home)...) }
	tour := [][]string{
		{"show"}, {"modus", "Anna", "verlust", "einfluss"}, {"next"}, {"einfluss", "Anna", "temp", "2"}, {"verleih", "Ben", "1"},
		{"verkauf", "Anna", "Getreide:6"}, {"kauf", "Ben", "AK:1"}, {"handel", "Anna", "--verkauf", "Getreide:6", "--kauf", "AK:1"},
		{"material", "Ben", "domaene", "2"}, {"erwerb", "Anna", "stadt", "klein"}, {"erwerb", "Ben", "org", "Kult"},
		{"paechter", "Anna", "D1", "1"}, {"truppen", "Ben", "miliz", "1"}, {"bau", "Anna", "werkstatt", "D1", "--rein", "Wolle", "--raus", "Tuche"},
		{"bau", "Ben", "lager", "D1"}, {"spezialisierung", "Anna", "D1", "landwirtschaft"}, {"politik", "Ben", "verteidigen"},
		{"fachkraft", "Anna", "Magier", "einfach"}, {"modus", "Anna", "kleines Amt", "gold"}, {"undo"}, {"redo"}, {"next"},
		{"log"}, {"show"}, {"show", "--json"}, {"modus", "Anna", "Atm", "gold"}, {"verkauf", "Anna", "Getriede:6"},
	}
	english := []string{" the ", " and ", "refused", "influence", "round ", "labour", "leased", "did you mean", "Game ", "wrote", "must be"}
	german := []string{"ä", "ö", "ü", "ß", "Einfluss", "Runde", "abgelehnt", "Getreide", "Regel", "Entscheid", " nicht ", " und ", "meinten", "Kampagne", "Verlust"}
	for _, lang := range []string{"de", "en"} {
		args := []string{"aufbau", "new", "--players", "Anna,Ben", "--seed", "5", "--name", lang}
		if lang == "en" {
			args = append(args, "--lang", "en")
		}
		require.Equal(t, 0, cli(args...).code)
		var all strings.Builder
		for _, v := range tour {
			r := cli(append(append([]string{"aufbau"}, v...), "--game", lang)...)
			all.WriteString(r.stdout + r.stderr)
		}
		r := runCLI(t, "aufbau", "print", "karte", "-o", "karte.pdf")
		require.Equal(t, 0, r.code, r.stderr)
		if lang == "de" {
			all.WriteString(r.stdout)
		}
		var out []string
		for _, line := range strings.Split(all.String(), "\n") {
			if strings.HasPrefix(line, "Usage:") || strings.HasPrefix(line, "Run '") || strings.Contains(line, "saved in") && lang == "en" ||
				strings.HasPrefix(strings.TrimSpace(line), `"`) || strings.HasPrefix(strings.TrimSpace(line), "{") || strings.HasPrefix(strings.TrimSpace(line), "}") {
				continue // cobra's usage lines; the path; the JSON for scripts (keys are identifiers)
			}
			out = append(out, line)
		}
		text := strings.Join(out, "\n")
		wrong := english
		if lang == "en" {
			wrong = german
		}
		for _, w := range wrong {
			for _, line := range out {
				if strings.Contains(line, w) && !strings.Contains(line, `"words"`) && !strings.Contains(line, "boardroom aufbau") {
					t.Errorf("%s campaign: %q in %q", lang, w, line)
					break
				}
			}
		}
		assert.NotEmpty(t, text)
	}
}

// The frame of help and of a usage error is German in a game played in
// German (its rules data says so), English in the others.
func TestAufbauUsageFrameIsGerman(t *testing.T) {
	r := runCLI(t, "aufbau", "next", "--help")
	require.Equal(t, 0, r.code)
	for _, w := range []string{"Aufruf:", "Beispiele:", "Optionen:"} {
		assert.Contains(t, r.stdout, w)
	}
	for _, w := range []string{"Usage:", "Examples:", "Flags:"} {
		assert.NotContains(t, r.stdout, w)
	}
	r = runCLI(t, "aufbau", "--help")
	assert.Contains(t, r.stdout, "Befehle:")
	assert.Contains(t, r.stdout, `Mehr zu einem Befehl: boardroom aufbau [Befehl] --help`)
	r = runCLI(t, "aufbau", "einfluss", "Anna", "temp", "--home", t.TempDir())
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "\nAufruf: boardroom aufbau einfluss <Spieler> <temp|perm> <Investitionen> [Optionen]\nMehr dazu: boardroom aufbau einfluss --help\n")
	r = runCLI(t, "aufbau", "print", "--help")
	assert.Contains(t, r.stdout, "Bestandteile des Spiels Aufbausystem als druckfertiges PDF in exakter Größe\ndrucken.")
	assert.Contains(t, r.stdout, "Hilfe zu print")
	assert.Contains(t, r.stdout, "# alles → aufbau.pdf")
	for _, w := range []string{"Print Aufbausystem", "help for", "everything", "PDF file to write", "print two-sided"} {
		assert.NotContains(t, r.stdout, w)
	}
	r = runCLI(t, "aufbau", "--help")
	assert.Contains(t, r.stdout, "(1-8 Spieler)")
	assert.Contains(t, r.stdout, "Die Anleitung zum Spiel Aufbausystem steht in docs/aufbau.md")
	r = runCLI(t, "aufbau", "next", "--wuerfl", "3", "--home", t.TempDir())
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "boardroom: unbekannte Option --wuerfl\n")
	r = runCLI(t, "aufbau", "new", "--players", "Anna", "--rounds", "x", "--home", t.TempDir())
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `--rounds muss eine ganze Zahl sein, nicht „x“`)
	r = runCLI(t, "rigs", "new", "--foo")
	assert.Contains(t, r.stderr, "unknown flag: --foo")
	r = runCLI(t, "rigs", "new", "--help")
	assert.Contains(t, r.stdout, "Usage:")
	assert.NotContains(t, r.stdout, "Aufruf:")
	assert.Contains(t, r.stdout, "help for new")
}

// Review of issue 18, point 10: the tokens cobra and pflag add to a German
// help are German too: the usage line's "[Optionen]" and "[Befehl]", the
// flags' value types ("Text", "Zahl") and "(Standard: …)", with the
// columns of the flag list kept; English games keep cobra's words.
func TestAufbauHelpTokensAreGerman(t *testing.T) {
	r := runCLI(t, "aufbau", "print", "--help")
	require.Equal(t, 0, r.code)
	assert.Contains(t, r.stdout, "  boardroom aufbau print [Bestandteil ...] [Optionen]\n")
	assert.Contains(t, r.stdout, "      --copies Zahl          jedes Teil so oft drucken (Standard: 1)\n")
	assert.Contains(t, r.stdout, "      --back-offset Text     die Rückseiten um X,Y mm verschieben\n")
	for _, w := range []string{"[flags]", " string ", " int ", " float ", "(default", "stringArray"} {
		assert.NotContains(t, r.stdout, w)
	}
	r = runCLI(t, "aufbau", "show", "--help")
	assert.Contains(t, r.stdout, "--home Text     Verzeichnis der gespeicherten Spiele (ohne diese\n")
	assert.NotContains(t, r.stdout, "vor $BOARDROOM_HOME")
	r = runCLI(t, "aufbau", "--help")
	assert.Contains(t, r.stdout, "  boardroom aufbau [Befehl]\n")
	r = runCLI(t, "aufbau", "einfluss", "Anna", "temp", "--home", t.TempDir())
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "\nAufruf: boardroom aufbau einfluss <Spieler> <temp|perm> <Investitionen> [Optionen]\n")
	r = runCLI(t, "politicard", "new", "--help")
	assert.Contains(t, r.stdout, "  boardroom politicard new [flags]\n")
	assert.Contains(t, r.stdout, "--deck-a string")
}

// Review of issue 18: amounts typed as arguments of a verb that takes them
// as options (handel Ben Getreide:6 AK:1) are not a name to quote: the
// answer is the count and the usage line, without the quoting hint that
// would suggest `handel "Ben Getreide:6 AK:1"`. A name's words still get it.
func TestSurplusAmountsGetNoQuotingHint(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "aufbau", "handel", "Ben", "Getreide:6", "AK:1", "--home", home)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "boardroom: 1 Angabe erwartet, 3 bekommen\n")
	assert.NotContains(t, r.stderr, "Anführungszeichen")
	assert.Contains(t, r.stderr, "Aufruf: boardroom aufbau handel <Spieler> --verkauf <Ware:Anzahl> --kauf <Ware:Anzahl> [Optionen]")
	r = runCLI(t, "politicard", "place", "Ann", "Spin", "Doctor", "--home", home)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `a name with spaces goes in quotes, as in: boardroom politicard place Ann "Spin Doctor"`)
}

// Review of issue 18: a political step without --groesse says what is
// missing, in a sentence, not the bare pattern "--groesse klein|mittel|groß".
func TestAufbauPoliticsWithoutSizeSaysWhatIsMissing(t *testing.T) {
	home := t.TempDir()
	cli := func(args ...string) result { return runCLI(t, append(args, "--home", home)...) }
	require.Equal(t, 0, cli("aufbau", "new", "--players", "Anna,Ben", "--seed", "3").code)
	require.Equal(t, 0, cli("aufbau", "next").code)
	r := cli("aufbau", "politik", "Ben", "verteidigen")
	assert.Equal(t, 2, r.code, "an incomplete call is a usage error, whatever the campaign's state")
	assert.Contains(t, r.stderr, "dieser politische Schritt braucht --groesse klein, mittel oder groß")
	assert.Contains(t, r.stderr, "Aufruf: boardroom aufbau politik <Spieler>")
	// Turning information into gold has no size: it is not asked for.
	r = cli("aufbau", "politik", "Ben", "info", "--investitionen", "1", "--zu", "gold")
	assert.Equal(t, 1, r.code, r.stderr)
	assert.NotContains(t, r.stderr, "--groesse")
	// In an English campaign, in English.
	require.Equal(t, 0, cli("aufbau", "new", "--players", "Anna", "--lang", "en", "--name", "en").code)
	require.Equal(t, 0, cli("aufbau", "next", "--game", "en").code)
	r = cli("aufbau", "politik", "Anna", "manipulate", "--game", "en")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "this political action needs --size small, medium or large", "the flag by its English name")
}

// Review of issue 18, point 10: the log's time stamps are German in a
// German campaign ("26.11. 11:38", not "Nov 26 11:38": "Mar", "May", "Oct"
// and "Dec" are no German months), English in an English one.
func TestAufbauLogStampsInTheCampaignsLanguage(t *testing.T) {
	home := t.TempDir()
	cli := func(args ...string) result { return runCLI(t, append(args, "--home", home)...) }
	require.Equal(t, 0, cli("aufbau", "new", "--players", "Anna", "--name", "de").code)
	require.Equal(t, 0, cli("aufbau", "new", "--players", "Anna", "--name", "en", "--lang", "en").code)
	r := cli("aufbau", "log", "--game", "de")
	require.Equal(t, 0, r.code)
	assert.Regexp(t, `(?m)^0  \d{1,2}\.\d{1,2}\. \d\d:\d\d  Neues Spiel für Anna`, r.stdout)
	r = cli("aufbau", "log", "--game", "en")
	assert.Regexp(t, `(?m)^0  [A-Z][a-z]{2} \d{1,2} \d\d:\d\d  New game for Anna`, r.stdout)
}

// Surplus words are shown quoted only when they could be one name the last
// field takes: a number after a count (rigs sell Ann 99 oil) or a card's
// code after a player (politicard set Bob S31) is no name, and the answer
// is the count alone; a person's name in two words still gets the hint.
func TestQuotingHintOnlyForWordsOfAName(t *testing.T) {
	home := t.TempDir()
	for _, args := range [][]string{{"rigs", "new", "--players", "Ann,Bob"}, {"politicard", "new", "--players", "Ann,Bob", "--deck-a", "tempo", "--deck-b", "control", "--lang", "en"}} {
		r := runCLI(t, append(args, "--home", home)...)
		require.Equal(t, 0, r.code, r.stderr)
	}
	r := runCLI(t, "rigs", "sell", "Ann", "99", "oil", "--home", home)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "boardroom: takes 2 arguments, got 3\n")
	assert.NotContains(t, r.stderr, "quotes")
	r = runCLI(t, "politicard", "set", "Bob", "S31", "--home", home)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "boardroom: takes one argument, got 2\n")
	assert.NotContains(t, r.stderr, "quotes")
	r = runCLI(t, "politicard", "set", "Bob", "Smith", "--home", home)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `a name with spaces goes in quotes, as in: boardroom politicard set "Bob Smith"`)
}
