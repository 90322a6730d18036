package display

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// A player chooses their name, and a name is never a word of the game's
// catalogue: Rheinhessen's catalogue has winner.one ("{1} wins with {2}
// points"), so a winner named One was shown as "[winner.one]", and a name
// could as well have said another word of the game in its place.
func TestAPlayersNameIsNeverSaidFromTheCatalogue(t *testing.T) {
	for _, l := range msg.Langs {
		p := page{Game: Game{ID: "rheinhessen", Messages: rheinhessenrules.Messages}, Lang: l}
		require.NoError(t, build(&p, []byte(`{"ended": true, "current": "One", "winner": "One", "winners": ["One"],
			"standings": ["One", "Shared"], "players": [{"name": "One", "score": 120}, {"name": "Shared", "score": 3}]}`)))
		assert.Contains(t, p.Result, p.label("winner")+": One", l)
		var all []string
		all = append(all, p.Result...)
		for _, f := range p.Facts {
			all = append(all, f.Value)
		}
		for _, k := range p.Keys {
			all = append(all, k.Value)
		}
		for _, s := range all {
			assert.NotContains(t, s, "[", "%s: a name said as a catalogue's ID", l)
			assert.NotContains(t, strings.ToLower(s), "wins with", l)
			assert.NotContains(t, strings.ToLower(s), "gewinnt mit", l)
		}
	}
}

// A word the catalogue has only as a sentence with blanks to fill is
// itself on the page, not the ID in brackets.
func TestAWordWhoseMessageHasBlanksIsItself(t *testing.T) {
	p := page{Game: Game{ID: "rheinhessen", Messages: rheinhessenrules.Messages}, Lang: msg.EN}
	assert.Equal(t, "one", p.word("winner", "one"))
}
