package rigs

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	rigsrules "boardroom/rules/rigs"
)

// A game set up in German plays in German; a setup that names no language
// (every game saved before there was a choice) plays in the game's own,
// English; a language that is neither is refused at setup.
func TestTheSetupsLanguageIsTheTables(t *testing.T) {
	for _, c := range []struct {
		setup string
		want  msg.Lang
	}{
		{`{"players":["Ann","Bob"],"edition":2,"lang":"de"}`, msg.DE},
		{`{"players":["Ann","Bob"],"edition":2,"lang":"en"}`, msg.EN},
		{`{"players":["Ann","Bob"],"edition":2}`, msg.EN},
	} {
		s, err := Rules{}.New(json.RawMessage(c.setup), 1)
		require.NoError(t, err, c.setup)
		assert.Equal(t, c.want, s.Language(), c.setup)
		assert.Equal(t, c.want, s.Clone().Language(), "a clone keeps the language")
	}
	_, err := Rules{}.New(json.RawMessage(`{"players":["Ann","Bob"],"lang":"fr"}`), 1)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "de (Deutsch) or en (English)")
}

// The help the generic layer reads (the catalogue with Spec.HelpArgs) has
// the rules data's numbers in both languages, and each verb a German and an
// English name the other verbs do not have.
func TestHelpIsInBothLanguagesWithTheRulesNumbers(t *testing.T) {
	said := func(l msg.Lang, id string) string { return rigsrules.Messages.Say(l, id, helpArgs(id)...) }
	assert.Equal(t, "Survey a plot for 1 Supply (the yield only with --physical decks)", said(msg.EN, "verb.survey.short"))
	assert.Equal(t, "Erkundet eine Parzelle für 1 Vorrat (den Ertrag nur mit echten Stapeln, --physical)", said(msg.DE, "verb.survey.short"))
	assert.Equal(t, "Verschont! (oder eine Katastrophe, die dich nicht getroffen hat): 1 Karmakarte abwerfen und 1 ziehen", said(msg.DE, "verb.swap.short"))
	assert.Equal(t, "Zahlt Vinnie N Schuldscheine zurück (je 2 des Rohstoffs, Spielerphase)", said(msg.DE, "verb.repay.short"))
	texts := rigsrules.Messages.Texts()
	for _, v := range Verbs() {
		if v.Name == "adjust" {
			continue // the engine's, with its own words
		}
		assert.Empty(t, v.Short+v.Long+strings.Join(v.Examples, ""), "%s: its help is the catalogue's, not a copy", v.Name)
		for _, l := range msg.Langs {
			assert.NotEmpty(t, said(l, "verb."+v.Name+".short"), v.Name)
			assert.NotContains(t, said(l, "verb."+v.Name+".short"), "{", v.Name)
		}
	}
	require.Len(t, verbNames, len(Verbs()))
	seen := map[string]bool{}
	for _, id := range verbNames {
		n := texts[id]
		for _, name := range []string{n.EN, n.DE} {
			assert.False(t, seen[name] && n.EN != n.DE, "%s: %q names two verbs", id, name)
			seen[name] = true
		}
	}
}

// The view names the cards on the table as the table does: at a German
// table the TV's player box says „Diebstahl!“, as the event log does, not
// the data's "Theft!"; an English table's titles are the data's.
func TestTheViewsCardTitlesAreInTheTablesLanguage(t *testing.T) {
	for _, c := range []struct {
		lang                       string
		disaster, karma, discarded string
	}{
		{"de", "Diebstahl!", "Identitätsdiebstahl", "Identitätsdiebstahl"},
		{"en", "Theft!", "Identity Theft", "Identity Theft"},
	} {
		s, err := Rules{}.New(json.RawMessage(`{"players":["Ann","Bob"],"edition":2,"lang":"`+c.lang+`"}`), 1)
		require.NoError(t, err)
		s.Players[0].Disaster = "Theft!"
		s.Players[1].InPlay = []string{"Identity Theft"}
		s.Players[1].NextRound = []string{"Identity Theft"}
		s.KarmaDiscard = []string{"Identity Theft"}
		v := s.ToView()
		assert.Equal(t, c.disaster, v.Players[0].Disaster, c.lang)
		assert.Equal(t, []string{c.karma}, v.Players[1].KarmaInPlay, c.lang)
		assert.Equal(t, []string{c.karma}, v.Players[1].KarmaNextRound, c.lang)
		assert.Equal(t, []string{c.discarded}, v.KarmaDiscard, c.lang)
		assert.Equal(t, "Theft!", s.Players[0].Disaster, "the saved state keeps the data's title")
	}
}
