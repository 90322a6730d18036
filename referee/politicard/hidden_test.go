package politicard

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/verb"
	politicardrules "boardroom/rules/politicard"
)

// The trigger window says that Bob may reveal an intervention, never which
// ones could fire: that would tell Ann the interventions of Bob's deck
// every time she plays (DESIGN principle 9). Not in the verb's output, not
// in `show`, not in `show --json` (the served page).
func TestWindowRevealsNoDeckList(t *testing.T) {
	s := start(t, deckWith(t, "G18"), deckWith(t, "S30", "S31", "S37", "S32", "S40"))
	s = do(t, s, end("Ann"))
	s = do(t, s, set("Bob"))
	s = do(t, s, end("Bob"))
	s = do(t, s, play("Ann", "G18"))
	require.NotNil(t, s.Window)
	raw, err := json.Marshal(s.ToView())
	require.NoError(t, err)
	shared := strings.Join(s.Events, "\n") + "\n" + s.Text() + "\n" + s.Compact() + "\n" + string(raw)
	assert.Contains(t, shared, "Window: Bob may reveal a face-down intervention now ('trigger Bob <card>').")
	assert.Contains(t, s.Text(), "Window open on Ann's play of G18 "+s.Name("G18")+": Bob may reveal a face-down intervention now.")
	for _, c := range R().Cards {
		if c.Type == politicardrules.Intervention {
			assert.NotContains(t, shared, c.ID+" ", "the table learns nothing of Bob's interventions")
			assert.NotContains(t, shared, c.Name)
		}
	}
	// Bob's own view, asked for by name, lists his candidates.
	v := verb.NewValues()
	v.Set("player", "Bob")
	got := revealable(s, v)
	var ids []string
	for _, a := range got {
		ids = append(ids, a.Value)
	}
	assert.Subset(t, []string{"S30", "S31", "S37", "S32", "S40"}, ids)
	assert.NotEmpty(t, ids)
}

// Typing `trigger Bob <card>` while Bob's window is open (Ann probing) must
// not tell whether the card is in Bob's registered deck: for every
// intervention, the refusal is the same sentence whether or not Bob's deck
// holds it (only revealing a card Bob really holds is accepted, and that
// is Bob's move made on the table).
func TestTriggerRefusalTellsNothingOfTheDeck(t *testing.T) {
	window := func(bob politicardrules.Deck) *State {
		s := start(t, deckWith(t, "S22", "G4"), bob)
		s = do(t, s, play("Ann", "G4"))
		s = do(t, s, set("Ann"))
		s = do(t, s, end("Ann"))
		s = do(t, s, set("Bob"))
		s = do(t, s, end("Bob"))
		s = do(t, s, play("Ann", "G23"))
		require.NotNil(t, s.Window)
		return s
	}
	without := window(deckWith(t, "S31"))
	compared, unified := 0, 0
	for _, c := range R().Cards {
		if c.Type != politicardrules.Intervention || without.Players[1].Deck[c.ID] > 0 {
			continue
		}
		with := window(deckWith(t, "S31", c.ID))
		require.Positive(t, with.Players[1].Deck[c.ID])
		errOut := trig("Bob", c.ID).Legal(without)
		require.Error(t, errOut, "%s is not in Bob's deck", c.ID)
		errIn := trig("Bob", c.ID).Legal(with)
		if errIn == nil {
			// Bob holds it and it fires: the refusal without it names no reason
			assert.Contains(t, errOut.Error(), "Bob can reveal only an intervention they set face down themselves, from their registered deck; the referee does not say whether")
			unified++
			continue
		}
		assert.Equal(t, errOut.Error(), errIn.Error(), "%s: the refusal must not depend on Bob's deck", c.ID)
		compared++
	}
	assert.Positive(t, compared)
	assert.Positive(t, unified)

	// Every copy already shown reads the same as no copy at all.
	s := window(deckWith(t, "S31"))
	require.NoError(t, trig("Bob", "S31").Legal(s))
	s.Players[1].Discard = append(s.Players[1].Discard, "S31") // the deck's only copy is shown
	err := trig("Bob", "S31").Legal(s)
	require.Error(t, err)
	assert.Equal(t, "Bob can reveal only an intervention they set face down themselves, from their registered deck; the referee does not say whether "+s.Label("S31")+" is one (rule: "+rule("hidden_hands")+")", err.Error())
}
