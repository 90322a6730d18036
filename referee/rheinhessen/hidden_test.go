package rheinhessen

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/rules/cards"
)

// A link that acts for a seat without seeing its virtual hand (serve
// --play's host) is told a refusal's Public words where it has them. What
// it is told of a production must not depend on which cards the hand holds:
// a single card (no legal hand) named one at a time, held or not, is
// refused in the same words under the same rule, so 52 tries do not read
// the hand.
func TestProductionRefusalToOthersDoesNotReadTheHand(t *testing.T) {
	raw, err := json.Marshal(Setup{Players: []string{"Anna", "Ben", "Clara"}, AI: []string{"", "", "balanced"}})
	require.NoError(t, err)
	s, err := Rules{}.New(raw, 5)
	require.NoError(t, err)
	i := s.Current
	held := map[cards.Card]bool{}
	for _, c := range s.HandOf(i) {
		held[c] = true
	}
	require.NotEmpty(t, held)
	told := func(cs ...cards.Card) string {
		err := (&Produce{Player: s.Players[i].Name, Cards: cs}).Legal(s)
		var ref *referee.Refusal
		require.True(t, errors.As(err, &ref), "%v: %v", cs, err)
		said := ref.Reason
		if ref.Public != "" {
			said = ref.Public
		}
		return said + " [" + ref.Rule + "]"
	}
	byHeld := map[bool]map[string]bool{true: {}, false: {}}
	for _, c := range mustCards(t, "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH "+
		"2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC") {
		// the card named may be repeated: the words around it may not differ
		said := strings.ReplaceAll(told(c), c.String(), "<card>")
		byHeld[held[c]][said] = true
	}
	require.Len(t, byHeld[true], 1, "one answer for every card held")
	assert.Equal(t, byHeld[true], byHeld[false], "a card not held is refused in the same words as one held")
}
