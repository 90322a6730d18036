package politicard

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/refereetest"
	politicardrules "boardroom/rules/politicard"
)

// propose is a random player: it reveals a matching intervention half the
// time a window is open, otherwise the active player activates, plays a
// random card of their deck, ends or passes. It may propose illegal
// actions (a copy already out, a full row); the referee refuses them.
func propose(s *State, r *rand.Rand) referee.Action[*State] {
	if s.Ended {
		return nil
	}
	if w := s.Window; w != nil && r.IntN(2) == 0 {
		owner := 1 - w.Player
		var ids []string
		for _, c := range append(s.hits(*w, false), s.hits(*w, true)...) {
			if s.Players[owner].Deck[c.ID] > 0 {
				ids = append(ids, c.ID)
			}
		}
		if len(ids) > 0 {
			return &Trigger{Player: s.Players[owner].Name, Card: ids[r.IntN(len(ids))]}
		}
	}
	p := &s.Players[s.Active]
	roll := r.IntN(100)
	switch {
	case p.Side.Instant != nil && roll < 25:
		return &Activate{Player: p.Name}
	case p.AP > 0 && p.Hand > 0 && roll < 85:
		var ids []string
		for _, id := range R().Ids(p.Deck) {
			for k := 0; k < p.Deck[id]; k++ {
				ids = append(ids, id)
			}
		}
		id := ids[r.IntN(len(ids))]
		if R().MustCard(id).Type == politicardrules.Intervention {
			return &Set{Player: p.Name}
		}
		return &Play{Player: p.Name, Card: id}
	case p.Hand == 0 && p.Side.Instant == nil && roll < 30:
		return &End{Player: p.Name} // nothing left to do: mostly pass
	case p.Hand > 0 && (roll < 60 || (roll < 93 && p.AP > 0)):
		return &End{Player: p.Name}
	}
	return &Pass{Player: p.Name}
}

func sampleSetup(t testing.TB, a, b string, seed int64) json.RawMessage {
	da, _ := R().Sample(a)
	db, _ := R().Sample(b)
	raw, err := json.Marshal(Setup{Players: []string{"Ann", "Bob"}, Decks: [2]politicardrules.Deck{da.Deck(), db.Deck()}, Variant: VariantRulebook})
	require.NoError(t, err)
	return raw
}

// matchStats plays one random match to the end through Legal and Apply and
// returns how many actions it took and its longest round in turns.
func randomMatch(t testing.TB, raw json.RawMessage, seed int64) (actions, longest int) {
	s, err := Rules{}.New(raw, seed)
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(uint64(seed), 7))
	roundStart, round := s.Turn, s.Round
	for !s.Ended {
		var a referee.Action[*State]
		for k := 0; ; k++ {
			a = propose(s, r)
			if a.Legal(s) == nil {
				break
			}
			if k > 50 {
				a = &Pass{Player: s.Players[s.Active].Name}
				break
			}
		}
		s, err = a.Apply(s, referee.NewChance(seed, actions))
		require.NoError(t, err)
		actions++
		if s.Round != round {
			round, roundStart = s.Round, s.Turn
		}
		longest = max(longest, s.Turn-roundStart+1)
		require.Less(t, actions, 5000, "a match that does not end")
	}
	return actions, longest
}

// Random matches end, every action's undo and redo restore the states
// exactly, and refused actions change nothing.
func TestRandomMatches(t *testing.T) {
	for seed := int64(1); seed <= 40; seed++ {
		a, b := "tempo", "control"
		if seed%3 == 0 {
			b = "tempo"
		}
		n, longest := randomMatch(t, sampleSetup(t, a, b, seed), seed)
		require.Greater(t, n, 4)
		require.Less(t, longest, 200)
	}
	r := rand.New(rand.NewPCG(3, 4))
	refereetest.CheckUndo(t, Rules{}, GameID, sampleSetup(t, "tempo", "control", 3), 3, 150, r, propose)
}

// BenchmarkTenThousandMatches plays random legal matches through the
// referee to the end; run with -benchtime=10000x for the 10,000 of the
// issue. It reports the longest round in turns and the mean actions.
func BenchmarkTenThousandMatches(b *testing.B) {
	raws := []json.RawMessage{sampleSetup(b, "tempo", "control", 0), sampleSetup(b, "control", "tempo", 0), sampleSetup(b, "tempo", "tempo", 0), sampleSetup(b, "control", "control", 0)}
	longest, total := 0, 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		n, l := randomMatch(b, raws[i%len(raws)], int64(i))
		total += n
		longest = max(longest, l)
	}
	b.ReportMetric(float64(longest), "longest-round-turns")
	b.ReportMetric(float64(total)/float64(b.N), "actions/match")
}
