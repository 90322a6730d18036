package display

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	rheinhessenrules "boardroom/rules/rheinhessen"
	rigsrules "boardroom/rules/rigs"
)

// A player chooses their name: Rheinhessen's catalogue has winner.one
// ("{1} wins with {2} points"), and a winner named One was shown as
// "Winner: [winner.one]".
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

// A player's name changes no other word of the page: players named
// Valley and player leave the plot type Valley and the phase player the
// table's words, and are themselves where the view names them.
func TestAPlayersNameChangesNoOtherWord(t *testing.T) {
	p := page{Game: Game{ID: "rigs", Messages: rigsrules.Messages}, Lang: msg.DE}
	require.NoError(t, build(&p, []byte(`{"phase": "player", "expedition_leader": "Valley",
		"players": [{"name": "Valley", "plots": [{"id": 5, "type": "Valley"}]}, {"name": "player"}]}`)))
	values := map[string]string{}
	for _, f := range p.Facts {
		values[f.Label] = f.Value
	}
	assert.Equal(t, rigsrules.Messages.Say(msg.DE, "phase.player"), values[p.label("phase")])
	assert.Equal(t, "Valley", values[p.label("expedition_leader")])
	require.Len(t, p.Players[0].Tables, 1)
	assert.Contains(t, p.Players[0].Tables[0].Rows[0], "Tal")
}

// A top-level word that is the game's word for something (the phase
// "player") tags no player who chose it as their name: R.I.G.S.' player
// named player, Corporate Warfare's named allocation, had the tag Phase
// on the scoreboard, as if the phase were theirs; a key naming them
// (the Expedition Leader) still tags them.
func TestAPlayerNamedLikeThePhaseIsNotTaggedWithIt(t *testing.T) {
	p := page{Game: Game{ID: "rigs", Messages: rigsrules.Messages}, Lang: msg.DE}
	require.NoError(t, build(&p, []byte(`{"phase": "player", "expedition_leader": "player",
		"players": [{"name": "player"}, {"name": "Ben"}]}`)))
	require.Len(t, p.Players, 2)
	assert.Equal(t, []string{p.label("expedition_leader")}, p.Players[0].Tags)
	assert.Empty(t, p.Players[1].Tags)
}

// The capital of nothing is nothing: a saved game with no status line
// (written by hand, or by an older version) showed "�" on the index.
func TestCapitalOfNothingIsNothing(t *testing.T) {
	capital := funcs.Get()["capital"].(func(string) string)
	assert.Equal(t, "", capital(""))
	assert.Equal(t, "Runde 1", capital("runde 1"))
	assert.Equal(t, "Über", capital("über"))
}
