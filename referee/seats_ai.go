package referee

import (
	"math"
	"runtime"
	"sync"
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
// (from any goroutine, never concurrently).
func Simulate[R any](n, workers int, play func(game int) R, progress func(done int)) []R {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, n))
	out := make([]R, n)
	var next, done atomic.Int64
	var mu sync.Mutex
	var wg sync.WaitGroup
	const batch = 16
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				from := int(next.Add(batch)) - batch
				if from >= n {
					return
				}
				to := min(from+batch, n)
				for i := from; i < to; i++ {
					out[i] = play(i)
				}
				d := done.Add(int64(to - from))
				if progress != nil {
					mu.Lock()
					progress(int(d))
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	return out
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
