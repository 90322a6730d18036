package referee

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestShoeDealsFromTheSeed(t *testing.T) {
	deck := []int{}
	for i := range 40 {
		deck = append(deck, i%10) // four copies of 0..9
	}
	a, err := NewShoe(deck, 7, 3, 5)
	require.NoError(t, err)
	b, _ := NewShoe(deck, 7, 3, 5)
	c, _ := NewShoe(deck, 8, 3, 5)
	assert.Equal(t, a, b, "the same seed deals the same cards")
	assert.NotEqual(t, a.Pile, c.Pile)
	assert.Equal(t, 40, a.Count())
	assert.Len(t, a.Pile, 25)
	for i := range 3 {
		assert.Len(t, a.Hand(i), 5)
	}
	// Every card of the deck is somewhere, exactly as often as in the deck.
	all := slices.Clone(a.Pile)
	for _, h := range a.Hands {
		all = append(all, h...)
	}
	slices.Sort(all)
	want := slices.Clone(deck)
	slices.Sort(want)
	assert.Equal(t, want, all)

	top := a.Pile[len(a.Pile)-1]
	got := a.Draw(1, 2)
	assert.Equal(t, top, got[0], "the top card is drawn first")
	assert.Len(t, a.Hand(1), 7)
	assert.Equal(t, 40, a.Count())

	_, err = NewShoe(deck, 1, 9, 5)
	require.Error(t, err)
}

func TestShoeTakeChecksTheHand(t *testing.T) {
	sh := &Shoe[string]{Hands: [][]string{{"8S", "8S", "KH"}, {"2C"}}}
	assert.Nil(t, sh.Missing(0, []string{"8S", "8S"}))
	assert.Equal(t, []string{"8S"}, sh.Missing(0, []string{"8S", "8S", "8S"}))
	c := sh.Clone()
	require.Error(t, sh.Take(0, []string{"KH", "2C"}))
	assert.Equal(t, c, sh, "a refused take changes nothing")
	require.NoError(t, sh.Take(0, []string{"8S", "KH"}))
	assert.Equal(t, []string{"8S"}, sh.Hand(0))
	assert.Equal(t, []string{"8S", "8S", "KH"}, c.Hand(0), "a clone is a copy")
	assert.Equal(t, 0, len((&Shoe[int]{Hands: [][]int{{}}}).Draw(0, 2)), "an empty pile draws nothing")
}

func TestSimulateIsTheSameOnAnyNumberOfWorkers(t *testing.T) {
	play := func(i int) int64 { return GameSeed(42, i) % 1000 }
	one := Simulate(1000, 1, play, nil)
	calls := 0
	last := 0
	many := Simulate(1000, 7, play, func(done int) { calls++; assert.Greater(t, done, last); last = done })
	assert.Equal(t, one, many)
	assert.Equal(t, 1000, last)
	assert.Positive(t, calls)
	assert.NotEqual(t, GameSeed(42, 0), GameSeed(42, 1))
	assert.NotEqual(t, GameSeed(42, 0), GameSeed(43, 0))
	assert.Empty(t, Simulate(0, 4, play, nil))
}

// SimulateEach hands every result over once, in game order, on the caller's
// goroutine, however many workers play and however unevenly they are slow.
func TestSimulateEachHandsResultsOverInOrder(t *testing.T) {
	for _, workers := range []int{1, 2, 7, 0} {
		var got []int
		SimulateEach(1001, workers, func(i int) int {
			if i%37 == 0 {
				time.Sleep(time.Millisecond) // a slow game
			}
			return i
		}, func(i, r int) {
			assert.Equal(t, i, r)
			got = append(got, r)
		}, nil)
		require.Len(t, got, 1001, "%d workers", workers)
		for i, r := range got {
			require.Equal(t, i, r)
		}
	}
}

func TestWilson(t *testing.T) {
	lo, hi := Wilson(50, 100)
	assert.InDelta(t, 0.404, lo, 0.001)
	assert.InDelta(t, 0.596, hi, 0.001)
	lo, hi = Wilson(0, 10)
	assert.Equal(t, 0.0, lo)
	assert.InDelta(t, 0.278, hi, 0.001)
	lo, hi = Wilson(0, 0)
	assert.Equal(t, [2]float64{0, 1}, [2]float64{lo, hi})
}

func TestAutoplayStopsAtAHuman(t *testing.T) {
	// A counter game: seats below 3 are policies that add one; 3 is a human.
	next := func(s int) (Action[int], bool) {
		if s >= 3 {
			return nil, false
		}
		return nil, true
	}
	do := func(Action[int]) (int, error) { return 0, nil }
	_, n, err := Autoplay(0, next, do, 10)
	require.NoError(t, err)
	assert.Equal(t, 10, n, "a policy that never ends stops at the limit")
	s := 0
	do = func(Action[int]) (int, error) { s++; return s, nil }
	got, n, err := Autoplay(0, next, do, 10)
	require.NoError(t, err)
	assert.Equal(t, 3, got)
	assert.Equal(t, 3, n)
}
