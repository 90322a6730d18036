package referee

import (
	"math"
	"runtime"
	"sync/atomic"
)

// Policy plays a seat: from what that seat may see (V, the game's view of one
// seat: its own hand, never another's) to one action it takes. A policy must
// choose a legal action; a game's tests prove it by playing many games.
type Policy[V, A any] interface {
	// Choose returns the action the seat takes now.
	Choose(view V) A
}

// PolicyFunc is a function as a Policy.
type PolicyFunc[V, A any] func(view V) A

// Choose calls f.
func (f PolicyFunc[V, A]) Choose(view V) A { return f(view) }

// Autoplay plays the seats a policy holds until a human is to play or the
// game has ended: next returns the action for the seat to play now and
// whether a policy plays it (false: a human's turn, or the end); do plays it
// (Game.Do, which logs it like any action) and says what it did. It returns
// the number of actions played, stopping at the first error. limit bounds a
// runaway loop (a policy that never ends its turn).
func Autoplay[S any](s S, next func(S) (Action[S], bool), do func(Action[S]) (S, error), limit int) (S, int, error) {
	n := 0
	for n < limit {
		a, ok := next(s)
		if !ok {
			return s, n, nil
		}
		var err error
		if s, err = do(a); err != nil {
			return s, n, err
		}
		n++
	}
	return s, n, nil
}

// Simulate plays n games on workers goroutines (0: one per core) and returns
// their results in game order: play(i) must depend only on i (each game's
// seed derived from the simulation's seed and i), so the same seed gives the
// same results, and the same report, whatever the number of workers.
// progress, when not nil, is called with the number of games done so far
// (never concurrently).
func Simulate[R any](n, workers int, play func(game int) R, progress func(done int)) []R {
	out := make([]R, 0, max(n, 0))
	SimulateEach(n, workers, play, func(_ int, r R) { out = append(out, r) }, progress)
	return out
}

// SimulateEach is Simulate handing each result to each, in game order and on
// the caller's goroutine, instead of keeping them all: a million games need
// no more memory than a few hundred. Workers run at most a few batches ahead
// of the oldest game not yet handed over.
func SimulateEach[R any](n, workers int, play func(game int) R, each func(game int, r R), progress func(done int)) {
	if n <= 0 {
		return
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	const batch = 16
	batches := (n + batch - 1) / batch
	workers = max(1, min(workers, batches))
	type done struct {
		from int
		rs   []R
	}
	results := make(chan done, workers)
	// A worker takes a token before it claims a batch and the caller gives
	// it back when it has handed that batch over: the oldest claimed batch
	// always holds a token, so no one waits forever.
	tokens := make(chan struct{}, 4*workers)
	for range cap(tokens) {
		tokens <- struct{}{}
	}
	var next atomic.Int64
	stop := make(chan struct{})
	defer close(stop)
	for range workers {
		go func() {
			for {
				select {
				case <-tokens:
				case <-stop:
					return
				}
				from := int(next.Add(batch)) - batch
				if from >= n {
					return
				}
				to := min(from+batch, n)
				rs := make([]R, 0, to-from)
				for i := from; i < to; i++ {
					rs = append(rs, play(i))
				}
				select {
				case results <- done{from, rs}:
				case <-stop:
					return
				}
			}
		}()
	}
	pending := map[int][]R{}
	for handed := 0; handed < n; {
		d := <-results
		pending[d.from] = d.rs
		for rs, ok := pending[handed]; ok; rs, ok = pending[handed] {
			delete(pending, handed)
			for k, r := range rs {
				each(handed+k, r)
			}
			handed += len(rs)
			tokens <- struct{}{}
			if progress != nil {
				progress(handed)
			}
		}
	}
}

// GameSeed is the seed of game i of a simulation seeded with seed: a
// SplitMix64 step, so neighbouring games get unrelated shuffles.
func GameSeed(seed int64, i int) int64 {
	z := uint64(seed) + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return int64(z ^ (z >> 31))
}

// Wilson is the 95 % Wilson score interval of a rate of k successes in n
// trials, as fractions (0 to 1). It stays inside 0..1 and is honest for
// rates near 0 or 1, where the normal approximation is not.
func Wilson(k float64, n int) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	nf := float64(n)
	p := k / nf
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return max(0, mid-half), min(1, mid+half)
}
