package politicard

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	politicardrules "boardroom/rules/politicard"
)

// The AI models the person's hidden cards from the deck the person
// registered when the table made it public (new --public-deck, saved with
// the game), else from the card pool, each card as often as a deck may
// hold it; never from its own deck, which here is another (PC25).
func TestTheAIModelsThePersonsDeckOnlyWhenItIsPublic(t *testing.T) {
	person, own := sample(t, "control"), sample(t, "tempo")
	require.NotEqual(t, person.Counts(), own.Counts(), "the test needs two different decks")
	for _, public := range []bool{true, false} {
		raw, err := json.Marshal(Setup{Players: []string{"Ann", "Strong"}, Decks: [2]politicardrules.Deck{person, own},
			First: "Ann", Variant: VariantRulebook, AI: []string{"", StyleStrong}, PublicDeck: public})
		require.NoError(t, err)
		s, err := Rules{}.New(raw, 7)
		require.NoError(t, err)
		require.Equal(t, public, s.PublicDeck, "the setup's choice is the game's")

		want := poolDeck.Get()
		if public {
			want = person.Counts()
		}
		for k := range 5 {
			d := s.deal(1, rand.New(rand.NewPCG(uint64(k), 25)))
			assert.Equal(t, want, d.Players[0].Deck, "public %v: the deck list the AI reckons the person plays", public)
			h := d.Held[0]
			dealt := map[string]int{}
			for _, id := range append(append(append([]string{}, h.Hand...), h.Pile...), h.Set...) {
				dealt[id]++
			}
			assert.Equal(t, s.Players[0].Hand, len(h.Hand), "the person's hand, in the number the table shows")
			for id, n := range dealt {
				assert.LessOrEqual(t, n, want[id], "public %v: %s dealt %d times", public, id, n)
			}
		}
	}
	// the pool: every card, as often as a deck may hold it (PC15)
	r := R()
	require.Len(t, poolDeck.Get(), len(r.Cards))
	for k := range r.Cards {
		assert.Equal(t, r.CopyLimit(&r.Cards[k]), poolDeck.Get()[r.Cards[k].ID])
	}
}
