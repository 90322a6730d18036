package rheinhessen

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/refereetest"
	"boardroom/rules/cards"
)

// randomAction proposes what a table might: mostly productions by the
// corporation whose turn it is (legal hands, illegal piles big enough to be
// violations), audits, passes, and now and then something the referee must
// refuse (the wrong player, a second audit, more cards than held, a card the
// shoe no longer has).
func randomAction(s *State, r *rand.Rand) referee.Action[*State] {
	if s.Ended {
		return nil
	}
	cur := s.Players[s.Current].Name
	anyone := s.Players[r.IntN(len(s.Players))].Name
	deck := cards.Deck()
	card := func() cards.Card { return deck[r.IntN(len(deck))] }
	switch k := r.IntN(20); {
	case k < 2:
		return &Pass{Player: anyone}
	case k < 5:
		return &Audit{Auditor: cur, Victim: anyone}
	case k < 6:
		return &Produce{Player: anyone, Cards: []cards.Card{card()}, Illegal: true}
	case k < 11: // a pair or three of a kind, declared legal (or not)
		c := card()
		n := 2 + r.IntN(2)
		cs := make([]cards.Card, n)
		for i := range cs {
			cs[i] = cards.New(c.Rank, cards.Suits[r.IntN(4)])
		}
		return &Produce{Player: cur, Cards: cs, Illegal: r.IntN(4) == 0}
	case k < 17: // an illegal pile, often a violation
		n := 1 + r.IntN(min(8, max(1, s.Players[s.Current].Hand)))
		cs := make([]cards.Card, n)
		for i := range cs {
			cs[i] = card()
		}
		return &Produce{Player: cur, Cards: cs, Illegal: true}
	default:
		return &Pass{Player: cur}
	}
}

func TestUndoProperty(t *testing.T) {
	t.Parallel()
	for _, seed := range []uint64{1, 2, 3} {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			t.Parallel() // each its own saved game: the saves' syncs overlap
			names := []string{"Anna", "Ben", "Clara", "David"}[:2+int(seed)%3]
			raw, _ := json.Marshal(Setup{Players: names})
			r := rand.New(rand.NewPCG(seed, 99))
			refereetest.CheckUndo[*State](t, Rules{}, GameID, raw, 1, 160, r, randomAction)
		})
	}
}

// Random games played to their end keep every card accounted for and never
// show the track at 4 or more.
func TestRandomGamesKeepTheCount(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		names := []string{"Anna", "Ben", "Clara", "David"}[:2+int(seed)%3]
		raw, _ := json.Marshal(Setup{Players: names})
		s, err := Rules{}.New(raw, 0)
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(seed, 7))
		for step := 0; step < 5000 && !s.Ended; step++ {
			a := randomAction(s, r)
			if a.Legal(s) != nil {
				continue
			}
			before := s.ToView()
			next, err := a.Apply(s, nil)
			require.NoError(t, err)
			require.Equal(t, before, s.ToView(), "Apply must not change its input")
			s = next
			require.Less(t, s.Track, 4)
			total := len(s.Discards) + s.DrawPile
			for _, p := range s.Players {
				require.GreaterOrEqual(t, p.Hand, 0)
				total += p.Hand + len(p.FloorCards())
			}
			require.Equal(t, 208, total, "seed %d step %d", seed, step)
			require.NoError(t, cards.CheckShoe(append(s.Players[0].FloorCards(), s.Discards...), 4))
		}
		require.True(t, s.Ended, "seed %d: the game ends", seed)
	}
}
