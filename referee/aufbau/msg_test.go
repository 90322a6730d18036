package aufbau

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/referee"
	aufbaurules "boardroom/rules/aufbau"
)

// The plural forms: 1 Wurf, 2 Würfe.
func TestPluralForms(t *testing.T) {
	one, err := Format("de", "roll.too_many_entered_were_needed", 1, 2)
	require.NoError(t, err)
	assert.Equal(t, "1 Wurf zu viel eingegeben: gebraucht wurden 2", one)
	two, err := Format("de", "roll.too_many_entered_were_needed", 2, 2)
	require.NoError(t, err)
	assert.Equal(t, "2 Würfe zu viel eingegeben: gebraucht wurden 2", two)
	en, err := Format("en", "roll.too_many_entered_were_needed", 1, 3)
	require.NoError(t, err)
	assert.Equal(t, "1 roll too many entered: 3 were needed", en)
}

// Words that only one of the two languages uses, as whole words.
var (
	englishOnly = []string{"the", "and", "of", "income", "upkeep", "leased", "production", "influence", "success", "veryGood", "good", "poor", "fail",
		"simple", "small", "medium", "large", "ruling", "market", "event", "round", "labour", "damaged", "gold", "players", "local", "raw", "special",
		"starter", "workshop", "storage", "office", "domain", "physical", "decks", "with", "for", "back", "to", "set", "rule", "refused",
		"Undone", "Redone", "leased", "trade", "produce", "Nothing", "table"}
	germanOnly = []string{"der", "die", "das", "und", "mit", "für", "Runde", "Einkommen", "Unterhalt", "Einfluss", "Erfolg", "gegen", "Umwandlung",
		"klein", "mittel", "groß", "Stufe", "Stufen", "Würfe", "Wurf", "Ereignis", "Markt", "Getreide", "Pulpellen", "Werkstatt", "Lager", "Amt",
		"Domäne", "Stadtbesitz", "verpachtet", "Entscheid", "lokal", "Rohmaterial", "Sondermaterial", "Proben", "Spieler", "Neue", "Pools",
		"Ertrag", "Nahrung", "Einheiten", "gegessen", "fehlen", "AK", "KK", "SG", "KW", "AS", "LO", "Gefolge", "Pacht", "behält", "je", "auch"}
)

func wordsOf(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || strings.ContainsRune("äöüÄÖÜß", r))
	})
}

// leaks lists the lines of out that hold a word of the other language.
func leaks(out []string, other []string) []string {
	var bad []string
	quoted := regexp.MustCompile(`'[^']*'`) // a command to type
	for _, line := range out {
		line = quoted.ReplaceAllString(line, "")
		for _, w := range wordsOf(line) {
			if slices.Contains(other, w) {
				bad = append(bad, w+": "+line)
				break
			}
		}
	}
	return bad
}

// playScript plays the twelve-round script in lang and returns every line
// the table sees: what each step said, the state shown, what an undo
// writes back on the sheets.
func playScript(t *testing.T, lang msg.Lang) []string {
	s := newGame(t, Setup{Players: []string{"Anna", "Ben"}, Physical: true, Rounds: 12, Lang: lang})
	var out []string
	out = append(out, s.Said...)
	for i, a := range twelveRounds() {
		require.NoError(t, a.Legal(s), "step %d", i)
		n, err := a.Apply(s, referee.NewChance(1, i))
		require.NoError(t, err)
		out = append(out, n.Said...)
		out = append(out, strings.Split(n.Text(), "\n")...)
		out = append(out, tableMoves(n, s, true)...) // the engine frames them ("Put back on the table:") in its own catalogue
		s = n
	}
	// a refusal or two, in the campaign's language
	for _, a := range []referee.Action[*State]{&MoneyLend{Player: "Anna", Inv: 1, Dice: []int{14}}, &Next{Dice: []int{1}}} {
		if err := a.Legal(s); err != nil {
			out = append(out, err.Error())
		}
	}
	return out
}

// German means German, English means English: the twelve-round script
// played in each language shows no word of the other.
func TestOneLanguage(t *testing.T) {
	de := playScript(t, "de")
	assert.Empty(t, strings.Join(leaks(de, englishOnly), "\n"), "English in a German campaign")
	en := playScript(t, "en")
	assert.Empty(t, strings.Join(leaks(en, germanOnly), "\n"), "German in an English campaign")
}

// No code identifiers in what the table reads: no CamelCase ids, no
// material ids in the sentences of the catalogue.
func TestNoCodeIdentifiers(t *testing.T) {
	camel := regexp.MustCompile(`\b[A-Za-z]+[a-z][A-Z][a-z]+\b`)
	for k, m := range aufbaurules.Messages.Texts() {
		for _, text := range []string{m.DE, m.EN} {
			assert.False(t, camel.MatchString(text), "%s: %q", k, text)
			if !strings.HasPrefix(k, "verb.") { // the help names the ids a player may type
				assert.NotRegexp(t, `\b(raw|special|money|influence|materials)\.[a-z]`, text, k)
			}
		}
	}
}

// The local market reads as the rulebook calls it ("Lokaler Markt"), not
// "Markt lokal", in every line of the twelve-round script and in the rolls
// a physical step asks for; the English says "local market".
func TestLocalMarketReadsNaturally(t *testing.T) {
	de := strings.Join(playScript(t, "de"), "\n")
	assert.NotContains(t, de, "Markt lokal")
	assert.Contains(t, de, "lokaler Markt")
	assert.Contains(t, de, "Lokaler Markt: Rohmaterial")
	en := strings.Join(playScript(t, "en"), "\n")
	assert.NotContains(t, en, "market lokal")
	assert.NotContains(t, en, "lokal")
	assert.Contains(t, en, "local market")
	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	err := (&Next{}).Legal(s)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "2W6 Rohmaterial-Tabelle (lokaler Markt)")
	assert.NotContains(t, err.Error(), "Markt lokal")
}

// Review of issue 18, point 11: the status line of `games --saved` and the
// display's index and headline is in the campaign's language ("Runde 1,
// Aktionen" was shown for an English campaign too).
func TestStatusInTheCampaignsLanguage(t *testing.T) {
	de := newGame(t, Setup{Players: []string{"Anna"}})
	en := newGame(t, Setup{Players: []string{"Anna"}, Lang: "en"})
	assert.Equal(t, "Runde 1, Unterhalt", Rules{}.Status(de))
	assert.Equal(t, "round 1, maintenance phase", Rules{}.Status(en))
	de.Ended, en.Ended = true, true
	assert.Equal(t, "beendet nach Runde 1", Rules{}.Status(de))
	assert.Equal(t, "ended after round 1", Rules{}.Status(en))
}
