package rheinhessen

import (
	"encoding/json"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
	"boardroom/rules/cards"
)

func TestSalvageExamples(t *testing.T) {
	tests := []struct {
		name        string
		floor       string
		kept        []string
		leftover    string
		keptRaw     int
		leftoverRaw int
		fine        int
		explain     string
	}{
		{
			name:  "issue example: the ace-low straight rescues more than 2-6",
			floor: "8S 8H 5C 5D KS 2H 3D 4C 5H 6S AS",
			kept:  []string{"A♠ 2♥ 3♦ 4♣ 5♥", "5♦ 5♣", "8♠ 8♥"},
			// 2-3-4-5-6 would leave A and K (21); A-2-3-4-5 leaves 6 and K (16).
			leftover: "6♠ K♠", keptRaw: 51, leftoverRaw: 16, fine: 22,
			explain: "keeps 3 hands worth raw 51; leftover 6♠ K♠: raw 16 x 1.40 = 22.4 → 22 points fine",
		},
		{
			name:  "nothing left over",
			floor: "8S 8H 5C 5D",
			kept:  []string{"5♦ 5♣", "8♠ 8♥"},
			// two pair is kept as two pairs: same cards, same raw
			leftover: "", keptRaw: 26, leftoverRaw: 0, fine: 0,
			explain: "keeps 2 hands worth raw 26; nothing is left over, no fine",
		},
		{
			name:  "five and six of a rank are kept as legal hands",
			floor: "9S 9H 9D 9C 9S 7S 7H 7D 7C 7S 7H",
			kept:  []string{"7♠ 7♠ 7♥ 7♥", "7♦ 7♣", "9♠ 9♠ 9♥", "9♦ 9♣"},
			// five 9s: 3 + 2; six 7s: 4 + 2
			leftover: "", keptRaw: 87, leftoverRaw: 0, fine: 0,
		},
		{
			name:     "a flush may take a card from a pair to rescue an ace",
			floor:    "AH 2H 5H 9H JH 2S",
			kept:     []string{"2♥ 5♥ 9♥ J♥ A♥"},
			leftover: "2♠", keptRaw: 37, leftoverRaw: 2, fine: 3,
			explain: "keeps 1 hand worth raw 37; leftover 2♠: raw 2 x 1.40 = 2.8 → 3 points fine",
		},
		{
			name:     "a single card is fined",
			floor:    "KD",
			kept:     []string{},
			leftover: "K♦", keptRaw: 0, leftoverRaw: 10, fine: 14,
			explain: "keeps 0 hands worth raw 0; leftover K♦: raw 10 x 1.40 = 14 points fine",
		},
		{
			name:  "empty floor",
			floor: "", kept: []string{}, leftover: "",
			explain: "the floor is empty: nothing to keep, no fine",
		},
		{
			name: "greedy trap: two flushes beat the straight that rescues 10 and J",
			// The straight 8♥ 9♥ 10♠ J♠ Q♥ rescues the lone 10 and J but
			// leaves a lone 9; nothing then saves it. Two flushes keep all.
			floor:    "8S 8H 8H 9S 9H 10S JS QS QH QH",
			kept:     []string{"8♠ 9♠ 10♠ J♠ Q♠", "8♥ 8♥ 9♥ Q♥ Q♥"},
			leftover: "", keptRaw: 92, leftoverRaw: 0, fine: 0,
		},
		{
			name: "straight and flush together",
			// Straight 5-9 and a heart flush; greedy-by-hand choices differ.
			floor:    "5S 6D 7C 8S 9D 2H 4H 10H QH KH 3C",
			kept:     []string{"5♠ 6♦ 7♣ 8♠ 9♦", "2♥ 4♥ 10♥ Q♥ K♥"},
			leftover: "3♣", keptRaw: 71, leftoverRaw: 3, fine: 4,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			floor := hand(t, tt.floor)
			res := Salvage(floor)
			checkSalvage(t, Load(), floor, res)
			var kept []string
			for _, h := range res.Kept {
				kept = append(kept, cards.Format(h))
			}
			if kept == nil {
				kept = []string{}
			}
			assert.Equal(t, tt.kept, kept)
			assert.Equal(t, tt.leftover, cards.Format(res.Leftover))
			assert.Equal(t, tt.keptRaw, res.KeptRaw)
			assert.Equal(t, tt.leftoverRaw, res.LeftoverRaw)
			assert.Equal(t, tt.fine, res.Fine)
			assert.Equal(t, bruteForceKept(Load(), floor), res.KeptRaw, "not optimal")
			if tt.explain != "" {
				assert.Equal(t, tt.explain, res.String())
			}
		})
	}
}

func TestSalvageJSON(t *testing.T) {
	res := Salvage(hand(t, "8S 8H 5C 5D KS 2H 3D 4C 5H 6S AS"))
	b, err := json.Marshal(res)
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(b, &m))
	for _, key := range []string{"kept", "leftover", "kept_raw", "leftover_raw", "fine"} {
		assert.Contains(t, m, key)
	}
	assert.Equal(t, []any{"A♠", "2♥", "3♦", "4♣", "5♥"}, m["kept"].([]any)[0])
	assert.Equal(t, 22.0, m["fine"])

	empty, err := json.Marshal(Salvage(nil))
	require.NoError(t, err)
	assert.Contains(t, string(empty), `"kept":[]`)
	assert.Contains(t, string(empty), `"leftover":[]`)
}

func TestSalvageInvalidCard(t *testing.T) {
	floor := append(hand(t, "8S 8H"), cards.Card{})
	res := Salvage(floor)
	assert.Equal(t, [][]cards.Card{hand(t, "8S 8H")}, res.Kept)
	assert.Equal(t, []cards.Card{{}}, res.Leftover)
	assert.Equal(t, 0, res.LeftoverRaw)
}

func TestSalvageDeterministic(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for range 50 {
		floor := drawFloor(rng, 40)
		want := Salvage(floor)
		for range 3 {
			shuffled := slices.Clone(floor)
			rng.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
			assert.Equal(t, want, Salvage(shuffled))
		}
	}
}

// TestSalvageOptimal compares Salvage with an exhaustive search on thousands of
// random small floors, half drawn from the whole shoe and half from a few
// neighbouring ranks and suits, where straights, flushes and repeats abound.
func TestSalvageOptimal(t *testing.T) {
	r := Load()
	rng := rand.New(rand.NewPCG(2024, 4))
	n := 4000
	if testing.Short() {
		n = 400
	}
	for i := range n {
		size := 1 + rng.IntN(12)
		var floor []cards.Card
		if i%2 == 0 {
			floor = drawFloor(rng, size)
		} else {
			floor = denseFloor(rng, size)
		}
		res := r.Salvage(floor)
		checkSalvage(t, r, floor, res)
		best := bruteForceKept(r, floor)
		if !assert.Equal(t, best, res.KeptRaw, "floor %s", cards.Format(floor)) {
			return
		}
	}
}

// TestSalvageLarge checks validity (not optimality) on big floors, and that
// no straight or flush could be added to rescue a leftover card.
func TestSalvageLarge(t *testing.T) {
	r := Load()
	rng := rand.New(rand.NewPCG(9, 9))
	for i := range 100 {
		size := 20 + rng.IntN(60)
		floor := drawFloor(rng, size)
		if i%2 == 1 {
			floor = denseFloor(rng, min(size, 40))
		}
		res := r.Salvage(floor)
		checkSalvage(t, r, floor, res)
		// Nothing of one rank is left over twice.
		seen := map[cards.Rank]bool{}
		for _, c := range res.Leftover {
			assert.False(t, seen[c.Rank], "two leftover %s", c.Rank)
			seen[c.Rank] = true
		}
		// The leftover alone holds no straight or flush.
		assert.Equal(t, 0, bruteForceKept(r, res.Leftover), "leftover %s", cards.Format(res.Leftover))
	}
}

func FuzzSalvage(f *testing.F) {
	fuzzcheck.Bound(f)
	f.Add([]byte{0, 13, 26, 39, 1, 2, 3, 4})
	f.Add([]byte{12, 0, 1, 2, 3, 16, 17, 18, 19, 20})
	r := Load()
	deck := cards.Deck()
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			var floor []cards.Card
			var copies [52]int
			for _, b := range data {
				c := deck[int(b)%52]
				if copies[c.Index()] < 4 && len(floor) < 10 {
					copies[c.Index()]++
					floor = append(floor, c)
				}
			}
			res := r.Salvage(floor)
			checkSalvage(t, r, floor, res)
			require.Equal(t, bruteForceKept(r, floor), res.KeptRaw, cards.Format(floor))
		})
	})
}

// checkSalvage checks that a result is a valid reorganization of floor: the
// kept hands are legal, kept and leftover are exactly the floor's cards, and
// the sums and the fine add up.
func checkSalvage(t testing.TB, r *Rules, floor []cards.Card, res SalvageResult) {
	t.Helper()
	var all []cards.Card
	keptRaw := 0
	for _, h := range res.Kept {
		_, ok := Classify(h)
		require.True(t, ok, "kept %s is not a legal hand", cards.Format(h))
		all = append(all, h...)
		keptRaw += r.Raw(h)
	}
	all = append(all, res.Leftover...)
	want := slices.Clone(floor)
	slices.SortFunc(want, cards.Compare)
	slices.SortFunc(all, cards.Compare)
	require.Equal(t, len(want), len(all))
	if len(want) > 0 {
		require.Equal(t, want, all)
	}
	require.Equal(t, keptRaw, res.KeptRaw)
	require.Equal(t, r.Raw(res.Leftover), res.LeftoverRaw)
	require.Equal(t, r.Raw(floor), res.KeptRaw+res.LeftoverRaw)
	require.Equal(t, r.Audit.FineFactor.Times(res.LeftoverRaw).Round(), res.Fine)
}

// bruteForceKept is the greatest raw value any grouping of floor into legal
// hands keeps, by exhaustive search: every subset of 2-5 cards that Classify
// accepts is a candidate hand, and best(set) tries leaving the set's first
// card over or putting it in each candidate hand that fits. Floors up to
// about 14 cards.
func bruteForceKept(r *Rules, floor []cards.Card) int {
	n := len(floor)
	if n == 0 {
		return 0
	}
	raw := make([]int, n)
	for i, c := range floor {
		raw[i] = r.Value(c)
	}
	byLowest := make([][]uint32, n) // candidate hands by their lowest card
	var pick func(start int, mask uint32, size int)
	pick = func(start int, mask uint32, size int) {
		if size >= 2 {
			hand := make([]cards.Card, 0, size)
			for m := mask; m != 0; m &= m - 1 {
				hand = append(hand, floor[bits.TrailingZeros32(m)])
			}
			if _, ok := Classify(hand); ok {
				low := bits.TrailingZeros32(mask)
				byLowest[low] = append(byLowest[low], mask)
			}
		}
		if size == 5 {
			return
		}
		for i := start; i < n; i++ {
			pick(i+1, mask|1<<i, size+1)
		}
	}
	pick(0, 0, 0)

	memo := make([]int, 1<<n)
	for i := range memo {
		memo[i] = -1
	}
	var best func(mask uint32) int
	best = func(mask uint32) int {
		if mask == 0 {
			return 0
		}
		if memo[mask] >= 0 {
			return memo[mask]
		}
		low := bits.TrailingZeros32(mask)
		b := best(mask &^ (1 << low)) // the lowest card is left over
		for _, h := range byLowest[low] {
			if h&mask == h {
				v := 0
				for m := h; m != 0; m &= m - 1 {
					v += raw[bits.TrailingZeros32(m)]
				}
				b = max(b, v+best(mask&^h))
			}
		}
		memo[mask] = b
		return b
	}
	return best(1<<n - 1)
}

// drawFloor draws n cards from a shuffled shoe of four decks.
func drawFloor(rng *rand.Rand, n int) []cards.Card {
	shoe := cards.Shoe(4)
	rng.Shuffle(len(shoe), func(i, j int) { shoe[i], shoe[j] = shoe[j], shoe[i] })
	return shoe[:n]
}

// denseFloor draws n cards from a few neighbouring ranks (sometimes around
// the ace) and one to three suits, at most four copies of a card.
func denseFloor(rng *rand.Rand, n int) []cards.Card {
	order := []cards.Rank{cards.Ace, cards.Two, cards.Three, cards.Four, cards.Five, cards.Six, cards.Seven,
		cards.Eight, cards.Nine, cards.Ten, cards.Jack, cards.Queen, cards.King, cards.Ace}
	width := 5 + rng.IntN(4)
	start := rng.IntN(len(order) - width + 1)
	ranks := order[start : start+width]
	suits := cards.Suits[:1+rng.IntN(3)]
	var pool []cards.Card
	for _, rk := range ranks {
		for _, s := range suits {
			c := cards.New(rk, s)
			if !slices.Contains(pool, c) {
				pool = append(pool, c, c, c, c)
			}
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	return pool[:min(n, len(pool))]
}

func benchFloors(size, count int, needSingle bool) [][]cards.Card {
	rng := rand.New(rand.NewPCG(uint64(size), 1))
	var floors [][]cards.Card
	for len(floors) < count {
		floor := drawFloor(rng, size)
		if needSingle && !hasSingleRank(floor) {
			continue
		}
		floors = append(floors, floor)
	}
	return floors
}

func hasSingleRank(floor []cards.Card) bool {
	var n [cards.Ace + 1]int
	for _, c := range floor {
		n[c.Rank]++
	}
	return slices.Contains(n[:], 1)
}

func benchmarkSalvage(b *testing.B, size int, needSingle bool) {
	r := Load()
	floors := benchFloors(size, 64, needSingle)
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		r.Salvage(floors[i%len(floors)])
	}
}

// Random floors drawn from four decks (target: 40 cards under 50 ms, 60 under 1 s).
func BenchmarkSalvage40(b *testing.B) { benchmarkSalvage(b, 40, false) }
func BenchmarkSalvage60(b *testing.B) { benchmarkSalvage(b, 60, false) }

// Only floors with a single-card rank, so the search always runs.
func BenchmarkSalvage40Search(b *testing.B) { benchmarkSalvage(b, 40, true) }
func BenchmarkSalvage60Search(b *testing.B) { benchmarkSalvage(b, 60, true) }

// BenchmarkSalvageStress is a floor built to make the search work hard: 58
// cards, three ranks with four copies of every card (256 ways each to feed
// flushes) and ten single-card ranks to rescue.
func BenchmarkSalvageStress(b *testing.B) {
	var floor []cards.Card
	for _, rk := range []cards.Rank{cards.Two, cards.Four, cards.Six} {
		for _, s := range cards.Suits {
			for range 4 {
				floor = append(floor, cards.New(rk, s))
			}
		}
	}
	for i, rk := range []cards.Rank{cards.Three, cards.Five, cards.Seven, cards.Eight, cards.Nine,
		cards.Ten, cards.Jack, cards.Queen, cards.King, cards.Ace} {
		floor = append(floor, cards.New(rk, cards.Suits[i%4]))
	}
	r := Load()
	for b.Loop() {
		r.Salvage(floor)
	}
}
