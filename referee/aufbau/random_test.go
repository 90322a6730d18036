package aufbau

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// randomAction is a random action for player p (legal or not).
func randomAction(r *rand.Rand, s *State, p string) referee.Action[*State] {
	tiers := []string{"small", "medium", "large"}
	mats := []string{"raw.grain", "special.pulpellen", "special.simpleTools", "raw.wool"}
	switch r.IntN(14) {
	case 0:
		return &GainInfluence{Player: p, Kind: []string{"temporary", "permanent"}[r.IntN(2)], Inv: 1 + r.IntN(6)}
	case 1:
		return &MoneyLend{Player: p, Inv: 1 + r.IntN(4)}
	case 2:
		return &MoneySell{Player: p, Goods: []Goods{{mats[r.IntN(len(mats))], 1 + r.IntN(3)*6}}}
	case 3:
		return &MoneyBuy{Player: p, Goods: []Goods{{mats[r.IntN(len(mats))], 6}}}
	case 4:
		return &GainMaterials{Player: p, Mode: []string{"domain", "workshop"}[r.IntN(2)], Inv: 1 + r.IntN(4), Target: fmt.Sprintf("D%d", 1+r.IntN(3))}
	case 5:
		return &Acquire{Player: p, What: []string{"domain", "city", "office", "org", "trade"}[r.IntN(5)], Tier: tiers[r.IntN(3)],
			Kind: []string{"underworld", "spy", "cult", "collegiumTrade", "collegiumCraft"}[r.IntN(5)], Pacht: r.IntN(2) == 0}
	case 6:
		return &Tenants{Player: p, At: []string{"S2", "D1", "cult", "S6", "D6"}[r.IntN(5)], Levels: 1 + r.IntN(2)}
	case 7:
		return &Troops{Player: p, Kind: []string{"bodyguard", "militia", "mercenary", "thug"}[r.IntN(4)], Levels: 1}
	case 8:
		return &Build{Player: p, What: []string{"starter", "workshop", "storage", "facility", "upgrade"}[r.IntN(5)], At: []string{"D1", "S2", "A5", "W3", "L4", "D6"}[r.IntN(6)],
			Key: "general.small.markt", Input: "raw.wool", Output: "special.cloth"}
	case 9:
		return &Political{Player: p, Kind: []string{"defend", "manipulate", "loyalty", "convert"}[r.IntN(4)], Size: "small", Inv: 1, Targets: []string{"S2"}, To: "gold"}
	case 10:
		return &SetMode{Player: p, Of: []string{"S2", "A5", "H6", "verlust"}[r.IntN(4)], Mode: []string{"production", "gold", "trade", "leased", "influence"}[r.IntN(5)]}
	case 12:
		return &MoneySellBuy{Player: p, Sell: []Goods{{"raw.grain", 6}}, Buy: []Goods{{mats[r.IntN(len(mats))], 1}}}
	case 11:
		return &Hire{Player: p, Kind: "artisan", Tier: []string{"simple", "experienced"}[r.IntN(2)]}
	}
	return &GainInfluence{Player: p, Kind: "temporary", Inv: 1}
}

// playRandom plays a random campaign of rounds rounds for n players: in
// every actions phase each player tries a few random actions and the legal
// ones are played.
func playRandom(tb testing.TB, seed uint64, n, rounds int) *State {
	r := rand.New(rand.NewPCG(seed, 7))
	names := []string{"Anna", "Ben", "Clara", "David", "Eva", "Finn", "Greta", "Hans"}[:n]
	s := newGame(tb, Setup{Players: names, Rounds: rounds})
	step := 0
	apply := func(a referee.Action[*State]) {
		if a.Legal(s) != nil {
			return
		}
		next, err := a.Apply(s, referee.NewChance(int64(seed), step))
		require.NoError(tb, err)
		s = next
		step++
	}
	for !s.Ended {
		apply(&Next{})
		if s.Phase == Actions {
			for _, p := range names {
				for range 4 {
					apply(randomAction(r, s, p))
				}
			}
		}
		if step > 10000 {
			tb.Fatal("the campaign does not end")
		}
	}
	return s
}

// Random legal campaigns end after their rounds without a panic, and gold
// stays exact (checked by the type) and pools non-negative.
func TestRandomCampaigns(t *testing.T) {
	for seed := range uint64(8) {
		s := playRandom(t, seed, 4, 20)
		require.Equal(t, 20, s.Round)
		for _, p := range s.Players {
			require.GreaterOrEqual(t, p.Labor, 0)
			require.GreaterOrEqual(t, p.Influence, 0)
		}
	}
}

// BenchmarkThousandRandomCampaigns plays 1,000 random legal 20-round
// campaigns for 4 players and reports the longest one.
func BenchmarkThousandRandomCampaigns(b *testing.B) {
	for range b.N {
		var longest time.Duration
		for seed := range uint64(1000) {
			start := time.Now()
			playRandom(b, seed, 4, 20)
			longest = max(longest, time.Since(start))
		}
		b.ReportMetric(float64(longest.Microseconds()), "µs-longest-game")
	}
}
