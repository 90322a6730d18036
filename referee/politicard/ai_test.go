package politicard

import (
	"encoding/json"
	"flag"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	pc "boardroom/rules/politicard"
)

var long = flag.Bool("long", false, "play the long tables: 10,000 matches without an illegal move, 1,000 matches of the strong style against each")

func sample(t testing.TB, name string) pc.Deck {
	sd, ok := R().Sample(name)
	require.True(t, ok, name)
	return sd.Deck()
}

// TestAINoIllegalMove plays AI against AI, every style and sample deck on
// both sides, and checks every action with Legal before it is applied
// (PlayMatch fails on the first illegal one): a few hundred matches, 10,000
// with -long.
func TestAINoIllegalMove(t *testing.T) {
	n := 300
	if *long {
		n = 10000
	}
	decks := []string{"tempo", "control"}
	styles := Styles()
	k := 0
	for k < n {
		for _, da := range decks {
			for _, db := range decks {
				for _, sa := range styles {
					for _, sb := range styles {
						r, err := PlayMatch([2]pc.Deck{sample(t, da), sample(t, db)}, [2]string{sa, sb}, k%2, referee.GameSeed(25, k))
						require.NoError(t, err, "%s/%s against %s/%s", da, sa, db, sb)
						require.GreaterOrEqual(t, len(r.Rounds), 2)
						k++
					}
				}
			}
		}
	}
}

// TestStrongBeatsTheStyles plays the strong style against tempo and control
// with the same deck on both sides, the first player alternating: it must
// win at least half on every table (80 matches a table, a few seconds; with
// -long 1,000, where the figures of docs/politicard.md come from, and the
// lower end of the 95 % interval must clear the 60 %).
func TestStrongBeatsTheStyles(t *testing.T) {
	n := 80
	if *long {
		n = 1000
	}
	for _, deck := range []string{"tempo", "control"} {
		for _, opp := range []string{StyleTempo, StyleControl} {
			rep, err := RunSimulation(SimOptions{DeckRefs: [2]string{deck, deck}, Decks: [2]pc.Deck{sample(t, deck), sample(t, deck)},
				Styles: [2]string{StyleStrong, opp}, Games: n, Seed: 1})
			require.NoError(t, err)
			sd := rep.Sides[0]
			t.Logf("%s deck, strong against %s: %.1f%% (%.1f-%.1f %%) of %d", deck, opp, 100*sd.Rate, 100*sd.Low, 100*sd.High, n)
			assert.GreaterOrEqual(t, sd.Rate, 0.5, "%s deck, strong against %s", deck, opp)
			if *long {
				assert.Greater(t, sd.Low, 0.6, "%s deck, strong against %s", deck, opp)
			}
		}
	}
}

// BenchmarkMatch is one complete match, tempo deck and style against
// control deck and style, on one core: the issue asks for 500 a second.
//
//	go test ./referee/politicard/ -run '^$' -bench Match -benchtime 2000x -cpu 1
func BenchmarkMatch(b *testing.B) {
	decks := [2]pc.Deck{sample(b, "tempo"), sample(b, "control")}
	styles := [2]string{StyleTempo, StyleControl}
	benchMatches(b, decks, styles)
}

// BenchmarkMatchStrong is the same with the strong style on one side.
func BenchmarkMatchStrong(b *testing.B) {
	decks := [2]pc.Deck{sample(b, "tempo"), sample(b, "tempo")}
	styles := [2]string{StyleStrong, StyleTempo}
	benchMatches(b, decks, styles)
}

// benchMatches plays b.N matches and reports them per second of CPU time
// (the machine may be shared: the wall clock would say more about the
// neighbours than about the simulator).
func benchMatches(b *testing.B, decks [2]pc.Deck, styles [2]string) {
	k := 0
	cpu0 := cpuTime()
	for b.Loop() {
		if _, err := PlayMatch(decks, styles, k%2, referee.GameSeed(1, k)); err != nil {
			b.Fatal(err)
		}
		k++
	}
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "matches/cpu-s")
	}
}

// The strong style's endgame plays out deals of what it cannot see: its
// choice must not change when the opponent's hidden cards (hand, pile,
// face-down interventions) are others of the same numbers, nor when its own
// pile is in another order (it knows what is left, not the order).
func TestStrongSeesOnlyItsSeat(t *testing.T) {
	d := sample(t, "tempo")
	checked := 0
	for k := 0; k < 6; k++ {
		st := Setup{Players: []string{"A", "B"}, Decks: [2]pc.Deck{d, d}, First: []string{"A", "B"}[k%2], Variant: VariantRulebook, AI: []string{StyleStrong, StyleTempo}}
		s := newState(st, referee.GameSeed(3, k))
		s.quiet = true
		for !s.Ended {
			if s.Active == 0 && s.Window == nil && s.endgame(0) {
				want := turn(s, 0)
				o := s.Clone()
				h := o.Held[1]
				pool := append(append(slices.Clone(h.Hand), h.Pile...), h.Set...)
				slices.Reverse(pool) // other cards in the same places
				h.Hand, h.Pile = pool[:len(h.Hand)], pool[len(h.Hand):len(h.Hand)+len(h.Pile)]
				h.Set = pool[len(h.Hand)+len(h.Pile):]
				own := o.Held[0]
				own.Pile = slices.Clone(own.Pile)
				slices.Reverse(own.Pile)
				assert.Equal(t, want, turn(o, 0), "match %d, turn %d", k, s.Turn)
				// the deals themselves are the same
				seed := viewSeed(s, 0)
				require.Equal(t, seed, viewSeed(o, 0))
				x, err := json.Marshal(s.deal(0, rand.New(rand.NewPCG(seed, 25))))
				require.NoError(t, err)
				y, err := json.Marshal(o.deal(0, rand.New(rand.NewPCG(seed, 25))))
				require.NoError(t, err)
				assert.JSONEq(t, string(x), string(y), "match %d, turn %d", k, s.Turn)
				checked++
			}
			a, ok := NextAI(s)
			require.True(t, ok)
			n, err := a.Apply(s, nil)
			require.NoError(t, err)
			s = n
		}
	}
	assert.Greater(t, checked, 10, "endgame decisions checked")
}
