package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/games"
)

// What a table reads has no Markdown marks and no file names of a
// repository: every text of every entry of every game, as 'rules' shows it.
func TestLookupTextsArePlain(t *testing.T) {
	assert.Equal(t, "the events table.", plain("Details: `docs/rules/tables/events.md` the **events** table."))
	assert.Equal(t, "Coverage: (siehe) nothing.", plain("Coverage: (siehe) nothing."))
	assert.Equal(t, "Einkommen nach Tier", plain("Einkommen nach Tier (siehe `src/core/rules/v1.ts`)"))
	assert.Equal(t, "a link and code", plain("a [link](http://x) and `code`"))
	// a field whose name begins like a file's extension is no file: the
	// ".go" of "pending.gold" once cut the word down to "ld"
	assert.Equal(t, "Auszahlung als pending.gold nächste Runde", plain("Auszahlung als `pending.gold` nächste Runde"))
	assert.Equal(t, "the mdash and a v1.tsx stay", plain("the mdash and a v1.tsx stay"))
	// a bracket of a file and the code names next to it goes whole, not
	// only its file, which left ", boardFace)" behind
	assert.Equal(t, "printed under boxes 1 and 2.", plain("printed under boxes 1 and 2. (`printables/rheinhessen.go`, `boardFace`)"))
	file := regexp.MustCompile(`[A-Za-z0-9_-]+\.(md|ts|go|yaml)\b|\*\*|` + "`")
	for _, id := range games.IDs() {
		l, err := games.LookupOf(id)
		require.NoError(t, err)
		for _, e := range l.Entries() {
			for _, s := range []string{e.Title, e.Text, e.Quote, strings.Join(e.Facts, " ")} {
				assert.False(t, file.MatchString(plain(s)), "%s %s %s: %q", id, e.Kind, e.ID, plain(s))
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
