package politicard

import (
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	politicardrules "boardroom/rules/politicard"
)

// The strong AI does not play a card whose effect is lost (a +N with no
// active government card: Influencer Campaign, S86) while another legal
// play would not lose one. go test plays 40 matches of the strong style
// against each style and deck; -long 1,000.
func TestStrongAIWastesNoCard(t *testing.T) {
	n := 40
	if *long {
		n = 1000
	}
	decks := []string{"tempo", "control"}
	var plays, wasted atomic.Int64
	errs := referee.Simulate(n, 0, func(k int) error {
		da, db := decks[k%2], decks[(k/2)%2]
		other := Styles()[(k/4)%len(Styles())]
		styles := [2]string{StyleStrong, other}
		names := []string{"A", "B"}
		s := newState(Setup{Players: names, Decks: [2]politicardrules.Deck{sample(t, da), sample(t, db)}, First: names[k%2], Variant: VariantRulebook, AI: styles[:]}, referee.GameSeed(37, k))
		s.quiet = true
		for step := 0; !s.Ended; step++ {
			if step > 20000 {
				return fmt.Errorf("match %d does not end", k)
			}
			a, ok := NextAI(s)
			if !ok {
				return fmt.Errorf("match %d: no AI action", k)
			}
			i := s.Active
			if w := s.Window; w != nil && s.IsAI(1-w.Player) {
				i = 1 - w.Player
			}
			if s.AI[i] == StyleStrong {
				switch a.(type) {
				case *Play, *Activate:
					plays.Add(1)
					if s.Wasted(i, a) {
						for _, b := range candidates(s, i) {
							if !s.Wasted(i, b) {
								wasted.Add(1)
								return fmt.Errorf("match %d, turn %d: the strong AI plays %+v, losing its effect, where %+v would not", k, s.Turn, a, b)
							}
						}
					}
				}
			}
			next, err := a.Apply(s, nil)
			if err != nil {
				return err
			}
			s = next
		}
		return nil
	}, nil)
	for _, err := range errs {
		assert.NoError(t, err)
	}
	require.Positive(t, plays.Load())
	assert.Zero(t, wasted.Load())
	t.Logf("%d matches, %d plays of the strong AI, %d wasted", n, plays.Load(), wasted.Load())
}
