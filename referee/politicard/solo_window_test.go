package politicard

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	politicardrules "boardroom/rules/politicard"
)

// soloState is `new --players Ann --deck-a tempo --ai style --first Ann`.
func soloState(t *testing.T, style string, seed int64) *State {
	t.Helper()
	setup := Setup{Players: []string{"Ann", AIName(style)}, Decks: [2]politicardrules.Deck{sample(t, "tempo"), sample(t, StyleDeck(style))}, First: "Ann", Variant: VariantRulebook, AI: []string{"", style}}
	raw, err := json.Marshal(setup)
	require.NoError(t, err)
	s, err := Rules{}.New(raw, seed)
	require.NoError(t, err)
	return s
}

// annActs is something Ann may do without the referee seeing her hand:
// let a window on the AI's action close, else place the first card of her
// deck the referee accepts, else end the turn (now and then, or with
// nothing to draw or no room in her hand, pass).
func annActs(s *State) referee.Action[*State] {
	if w := s.Window; w != nil && w.Player == 1 {
		return &Let{Player: "Ann"}
	}
	ids := make([]string, 0, len(s.Players[0].Deck))
	for id := range s.Players[0].Deck {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		if R().MustCard(id).Type == politicardrules.Intervention {
			continue
		}
		if a := (&Play{Player: "Ann", Card: id}); a.Legal(s) == nil {
			return a
		}
	}
	if s.Players[0].Hand < 8 && s.Players[0].DeckLeft > 0 && s.Turn%5 != 0 {
		return &End{Player: "Ann"}
	}
	return &Pass{Player: "Ann"}
}

// When Ann's action opens a window for the AI and the AI reveals nothing,
// the referee lets it close at once ("<AI> reveals nothing") and Ann's card
// resolves: no window is left open for a seat that has already chosen, so
// no screen says the AI "may reveal" and no hint offers a 'trigger' verb
// for the AI seat, which is refused (known issue of the solo work).
func TestSoloAILetsItsWindowClose(t *testing.T) {
	declined := 0
	for _, style := range Styles() {
		s := soloState(t, style, 4)
		for step := 0; step < 400 && !s.Ended; step++ {
			for a, ok := NextAI(s); ok; a, ok = NextAI(s) {
				s = do(t, s, a)
				if _, isLet := a.(*Let); isLet {
					declined++
					assert.Contains(t, s.Events[0], AIName(style)+" reveals nothing: the window on Ann's")
				}
			}
			if s.Ended {
				break
			}
			if w := s.Window; w != nil {
				require.Equal(t, 1, w.Player, "%s: a window at rest is Ann's, on the AI's action: %s", style, s.describe(*w))
			}
			assert.NotContains(t, s.Compact(), "Window: "+AIName(style), style)
			assert.NotContains(t, s.hint(), "'trigger "+AIName(style), style)
			s = do(t, s, annActs(s))
		}
		require.True(t, s.Ended, "%s: the match ends", style)
	}
	assert.Positive(t, declined, "the AI let some of its windows close")
}
