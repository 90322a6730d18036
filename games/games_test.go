package games

import (
	"testing"

	"boardroom/phrase/msg"
	"boardroom/phrase/msg/msgtest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRegistry(t *testing.T) {
	seen := map[string]bool{}
	for _, g := range All() {
		assert.False(t, seen[g.ID], "duplicate id %s", g.ID)
		seen[g.ID] = true
		assert.NotEmpty(t, g.Title)
		assert.LessOrEqual(t, g.MinPlayers, g.MaxPlayers)
		if g.Components == nil {
			assert.Empty(t, g.Aliases)
			continue
		}
		comps, err := g.Components(g.Lang())
		require.NoError(t, err)
		ids := map[string]bool{}
		for _, c := range comps {
			ids[c.ID] = true
		}
		for alias, id := range g.Aliases {
			assert.True(t, ids[id], "alias %s points to unknown component %s", alias, id)
			assert.False(t, ids[alias], "alias %s shadows a component", alias)
		}
	}
	g, ok := ByID("RIGS")
	require.True(t, ok)
	assert.Equal(t, 2, g.MinPlayers)
	assert.Equal(t, 4, g.MaxPlayers)
	_, ok = ByID("monopoly")
	assert.False(t, ok)
}

// What `boardroom games` and the top-level help show without loading a
// game's rules is what the rules data says.
func TestInfoMatchesRules(t *testing.T) {
	infos := Infos()
	require.Len(t, infos, len(All()))
	for i, g := range All() {
		in := infos[i]
		assert.Equal(t, Info{ID: g.ID, Title: g.Title, Summary: g.Summary, MinPlayers: g.MinPlayers, MaxPlayers: g.MaxPlayers, Solo: g.Solo, Language: g.Language}, in, g.ID)
		for _, l := range msg.Langs {
			assert.NotEmpty(t, in.SummaryIn(l), "%s %s", g.ID, l)
			assert.Equal(t, in.Solo == "", in.SoloIn(l) == "", "%s %s", g.ID, l)
		}
		assert.NotEqual(t, in.SummaryIn(msg.DE), in.SummaryIn(msg.EN), g.ID)
	}
}

// The registry's words are in both languages with the same placeholders,
// and each is some game's.
func TestMessagesAreCompleteAndUsed(t *testing.T) {
	msgtest.Check(t, Messages, msgtest.Options{Dirs: []string{"."}, Skip: []string{"corpwarref.", "rheinhessenref.", "politicardref.", "aufbauref.", "rigsref.", "politicardrules.", "aufbaurules.", "rigsrules.", "corpwarrules.", "rheinhessenrules."}})
}
