package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/games"
	"boardroom/rules/lookup"
)

// What a table reads has no Markdown marks and no file names of a
// repository: every text of every entry of every game, as 'rules' shows it.
func TestLookupTextsArePlain(t *testing.T) {
	assert.Equal(t, "the events table.", lookup.Plain("Details: `docs/rules/tables/events.md` the **events** table."))
	assert.Equal(t, "Coverage: (siehe) nothing.", lookup.Plain("Coverage: (siehe) nothing."))
	assert.Equal(t, "Einkommen nach Tier", lookup.Plain("Einkommen nach Tier (siehe `src/core/rules/v1.ts`)"))
	assert.Equal(t, "a link and code", lookup.Plain("a [link](http://x) and `code`"))
	// a field whose name begins like a file's extension is no file: the
	// ".go" of "pending.gold" once cut the word down to "ld"
	assert.Equal(t, "Auszahlung als pending.gold nächste Runde", lookup.Plain("Auszahlung als `pending.gold` nächste Runde"))
	assert.Equal(t, "the mdash and a v1.tsx stay", lookup.Plain("the mdash and a v1.tsx stay"))
	// a bracket of a file and the code names next to it goes whole, not
	// only its file, which left ", boardFace)" behind
	assert.Equal(t, "printed under boxes 1 and 2.", lookup.Plain("printed under boxes 1 and 2. (`printables/rheinhessen.go`, `boardFace`)"))
	file := regexp.MustCompile(`[A-Za-z0-9_-]+\.(md|ts|go|yaml)\b|\*\*|` + "`")
	for _, id := range games.IDs() {
		l, err := games.LookupOf(id)
		require.NoError(t, err)
		for _, e := range l.Entries() {
			for _, s := range []string{e.Title, e.Text, e.Quote, strings.Join(e.Facts, " ")} {
				assert.False(t, file.MatchString(lookup.Plain(s)), "%s %s %s: %q", id, e.Kind, e.ID, lookup.Plain(s))
			}
		}
	}
}

// Every word a glossary points to is a word of the game's index: a
// players' word never leads nowhere.
func TestGlossaryTargetsExist(t *testing.T) {
	for _, id := range games.IDs() {
		l, err := games.LookupOf(id)
		require.NoError(t, err)
		assert.Empty(t, l.MissingGlossaryTargets(), id)
	}
}

// The example: a German campaign's question about negative gold
// answers with the German ruling, its rulebook quote without Markdown
// marks, and no file a player does not have; the rule section it names
// shows its quote's bold as text too (not a terminal here: plain).
func TestRulesAnswerIsTextInTheTablesLanguage(t *testing.T) {
	t.Setenv("BOARDROOM_LANG", "")
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "")
	r := runCLI(t, "aufbau", "rules", "darf", "gold", "negativ", "werden")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Entscheid AU8: Gold wird nur durch Unterhalt negativ, nie durch einen Kauf")
	assert.NotContains(t, r.stdout, "implementation-status")
	assert.NotContains(t, r.stdout, "Why:")
	r = runCLI(t, "aufbau", "rules", "unterhalt", "ab", "runde", "2")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Runde 2")
	for _, mark := range []string{"**", "`", "\x1b["} {
		assert.NotContains(t, r.stdout, mark)
	}
	// an English table asks the same game: the English ruling
	t.Setenv("BOARDROOM_LANG", "en")
	r = runCLI(t, "aufbau", "rules", "AU8")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "AU8: Gold may go negative through upkeep, never through a purchase")
	assert.NotContains(t, r.stdout, "implementation-status")
	// and a German one asks an English game: the German ruling
	t.Setenv("BOARDROOM_LANG", "de")
	r = runCLI(t, "rheinhessen", "rules", "R29")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Entscheid R29: Wenn das Deck aufgebraucht ist")
	assert.Contains(t, r.stdout, "Regelwerk: „Ist das Deck aufgebraucht")
	assert.Contains(t, r.stdout, "Begründung: ")
	for _, w := range []string{"Rulebook:", "ruling R", "See also:", "Why:"} {
		assert.NotContains(t, r.stdout, w, "the frame is German")
	}
	r = runCLI(t, "rigs", "card", "brownout")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "(Karte brownout)")
	assert.Contains(t, r.stdout, "Entscheid spannungsabfall: Spannungsabfall!", "a ruling of no number goes by the slug of its title in the table's language")
	assert.Contains(t, r.stdout, "Zitat: „für die laufende Produktionsphase")
	r = runCLI(t, "rigs", "rules", "--list")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Entscheide, wo die Regelwerke Lücken lassen (")
	assert.Regexp(t, `vinnie-genau +Vinnie, genau`, r.stdout)
	// the same in English, of the game played in German
	t.Setenv("BOARDROOM_LANG", "en")
	r = runCLI(t, "aufbau", "rules", "AU13")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "ruling AU13: Physical dice")
	assert.Contains(t, r.stdout, "Rulebook: none (the ruling fills a gap).")
	for _, w := range []string{"Regelwerk:", "Entscheid", "Siehe auch:", "Begründung:"} {
		assert.NotContains(t, r.stdout, w, "the frame is English")
	}
}
