package rheinhessen

import (
	"cmp"
	"flag"
	"math"
	"math/bits"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/rules/cards"
)

// referencePlan is the salvage search as first written: every state the
// walk can reach, with no bound but the trivial one, kept as the yardstick
// planSalvage must match choice for choice (TestSalvageMatchesReference).
// Ties between predecessors go to the lower state number, as in planSalvage.
func referencePlan(count *[cards.Ace + 1][4]int, values *[cards.Ace + 1]int) salvagePlan {
	var plan salvagePlan
	var total [cards.Ace + 1]int
	n, upper := 0, 0
	for _, rk := range cards.Ranks {
		for s := range 4 {
			total[rk] += count[rk][s]
		}
		n += total[rk]
		if total[rk] == 1 {
			upper += values[rk]
		}
	}
	if upper == 0 {
		return plan // no single-card rank: nothing to rescue
	}

	// Cards a suit can give to flushes at each rank (at most four copies of a
	// card, so no flush is five of a kind), and what is still to come.
	var usable [cards.Ace + 1][4]int
	var suitTotal [4]int
	for _, rk := range cards.Ranks {
		for s := range 4 {
			usable[rk][s] = min(count[rk][s], 4)
			suitTotal[s] += usable[rk][s]
		}
	}
	for s := range 4 {
		if suitTotal[s] < 5 { // no flush possible in this suit
			for _, rk := range cards.Ranks {
				usable[rk][s] = 0
			}
		}
	}
	var after [positions][4]int // usable suit cards at positions after p
	for p := positions - 2; p >= 0; p-- {
		for s := range 4 {
			after[p][s] = after[p+1][s] + usable[posRank(p+1)][s]
		}
	}
	// finishable[p][res]: every suit's flush count can still reach a multiple
	// of 5 with the usable cards after position p.
	var finishable [positions][residues]bool
	for p := range positions {
		for res := range residues {
			finishable[p][res] = residueReachable(res, &after[p])
		}
	}
	var canStart [starts]bool
	for p := range starts {
		canStart[p] = true
		for q := p; q < p+5; q++ {
			if total[posRank(q)] == 0 {
				canStart[p] = false
			}
		}
	}

	// Flush options per position (the ace decides its flushes at the top).
	var options [positions][]refOption
	for p := 1; p < positions; p++ {
		rk := posRank(p)
		opts := []refOption{{}}
		for s := range 4 {
			var grown []refOption
			for _, o := range opts {
				for k := 0; k <= usable[rk][s]; k++ {
					o2 := o
					o2.per[s] = k
					o2.total += k
					grown = append(grown, o2)
				}
			}
			opts = grown
		}
		// Fewest flush cards first: the inner loop stops at the first that
		// does not fit, and ties prefer moving fewer cards.
		sortOptions(opts)
		for i := range opts {
			per := opts[i].per
			opts[i].lo, opts[i].hi = uint8(per[0]+5*per[1]), uint8(per[2]+5*per[3])
		}
		options[p] = opts
	}

	// Objective: leftover value first, then cards moved into 5-card hands.
	scale := int64(n + 1)
	const inf = math.MaxInt64
	bound := int64(upper) * scale // choosing no straight or flush achieves this

	ws := referenceMemory()
	back, choice, reached := &ws.back, &ws.choice, &ws.reached
	dist, next := ws.dist, ws.next

	// Position 0, the ace low: only whether A-2-3-4-5 starts.
	start := int32(0)
	dist[start] = 0
	back[0][start] = start
	reached[0] = append(reached[0], start)
	if canStart[0] {
		s := int32((1<<4 | 1) * residues) // ace bit set, straight 0 open
		dist[s] = 5                       // five cards moved
		back[0][s] = start
		choice[0][s] = 1
		reached[0] = append(reached[0], s)
	}

	for p := 1; p < positions; p++ {
		rk := posRank(p)
		v := int64(values[rk]) * scale
		live, grown := reached[p-1], reached[p][:0]
		for _, st := range live {
			d := dist[st]
			mask := int(st) / residues & 15
			ace := int(st) / residues >> 4
			res := int(st) % residues
			resLo, resHi := &addTwo[res%25], &addTwo[res/25]
			avail := total[rk]
			if p == positions-1 {
				avail -= ace
			}
			open := bits.OnesCount(uint(mask))
			for b := range 2 {
				if b == 1 && (p >= starts || !canStart[p]) {
					break
				}
				y := open + b
				if y > avail {
					break
				}
				newMask := (mask<<1 | b) & 15
				base := (ace<<4 | newMask) * residues
				moved := int64(b * 5)
				for fi, o := range options[p] {
					if y+o.total > avail {
						break
					}
					nd := d + moved + int64(o.total)
					if avail-y-o.total == 1 {
						nd += v
					}
					if nd > bound {
						continue
					}
					nres := int(resLo[o.lo]) + 25*int(resHi[o.hi])
					if !finishable[p][nres] {
						continue
					}
					ns := int32(base + nres)
					if back[p][ns] < 0 {
						next[ns] = inf
						grown = append(grown, ns)
					}
					if nd < next[ns] || nd == next[ns] && st < back[p][ns] {
						next[ns] = nd
						back[p][ns] = st
						choice[p][ns] = uint16(fi<<1 | b)
					}
				}
			}
		}
		reached[p] = grown
		dist, next = next, dist
	}

	// Every straight is closed after the ace high; every suit's flush count
	// must be a multiple of 5 (residue 0). Prefer no ace-low straight on a tie.
	best, bestD := int32(-1), int64(inf)
	for ace := range 2 {
		s := int32(ace << 4 * residues)
		if back[positions-1][s] >= 0 && dist[s] < bestD {
			best, bestD = s, dist[s]
		}
	}
	if best < 0 {
		return plan // cannot happen: choosing nothing is always possible
	}
	for p, st := positions-1, best; p >= 0; p-- {
		c := int(choice[p][st])
		b, fi := c&1, c>>1
		if b == 1 {
			plan.straight[p] = true
		}
		if p > 0 {
			o := options[p][fi]
			plan.flush[posRank(p)] = o.per
		}
		st = back[p][st]
	}
	return plan
}

// referenceWorkspace is referencePlan's memory, kept between calls (tests
// call it from one goroutine).
type referenceWorkspace struct {
	back       [positions][]int32
	choice     [positions][]uint16
	reached    [positions][]int32
	dist, next []int64
}

var refWS *referenceWorkspace

// referenceMemory returns the memory with every state unreached.
func referenceMemory() *referenceWorkspace {
	if refWS == nil {
		refWS = &referenceWorkspace{dist: make([]int64, states), next: make([]int64, states)}
		for p := range positions {
			refWS.back[p] = make([]int32, states)
			refWS.choice[p] = make([]uint16, states)
			for i := range refWS.back[p] {
				refWS.back[p][i] = -1
			}
		}
	}
	for p := range positions {
		for _, s := range refWS.reached[p] {
			refWS.back[p][s] = -1
		}
		refWS.reached[p] = refWS.reached[p][:0]
	}
	return refWS
}

// residueReachable reports whether every suit's flush count can still become a
// multiple of 5 with the usable cards still to come.
func residueReachable(res int, after *[4]int) bool {
	for s := range 4 {
		if d := res % 5; d != 0 && after[s] < 5-d {
			return false
		}
		res /= 5
	}
	return true
}

// gameFloors reads testdata/floors.txt: floors audited in simulated games.
func gameFloors(t testing.TB) [][]cards.Card {
	data, err := os.ReadFile("testdata/floors.txt")
	require.NoError(t, err)
	var floors [][]cards.Card
	for line := range strings.Lines(string(data)) {
		if strings.HasPrefix(line, "#") {
			continue
		}
		floor, err := cards.ParseList(strings.Fields(line))
		require.NoError(t, err)
		floors = append(floors, floor)
	}
	return floors
}

func counts(floor []cards.Card) *[cards.Ace + 1][4]int {
	var count [cards.Ace + 1][4]int
	for _, c := range floor {
		count[c.Rank][c.Suit-cards.Spades]++
	}
	return &count
}

// long is -long: the long comparisons in full.
var long = flag.Bool("long", false, "run the long statistical tests")

// The bounded search makes exactly the choice the unbounded walk makes, on
// floors from simulated games and on random floors of every size, sparse and
// dense: the bound changes the speed, never the answer. 300 game floors and
// 300 random ones; with -long every game floor and 3,000 random ones.
func TestSalvageMatchesReference(t *testing.T) {
	r := Load()
	floors := gameFloors(t)
	rng := rand.New(rand.NewPCG(12, 12))
	random := 3000
	if !*long {
		floors, random = floors[:300], 300
	}
	for i := range random {
		size := 3 + rng.IntN(60)
		if i%2 == 0 {
			floors = append(floors, drawFloor(rng, size))
		} else {
			floors = append(floors, denseFloor(rng, size))
		}
	}
	for _, floor := range floors {
		want := referencePlan(counts(floor), &r.values)
		got := planSalvage(counts(floor), &r.values)
		if !assert.Equal(t, want, got, "floor %s", cards.Format(floor)) {
			return
		}
	}
}

// BenchmarkSalvageGameFloors salvages the floors audited in simulated games.
func BenchmarkSalvageGameFloors(b *testing.B) {
	r := Load()
	floors := gameFloors(b)
	for i := 0; b.Loop(); i++ {
		r.Salvage(floors[i%len(floors)])
	}
}

// sortOptions orders flush options by total, keeping the fixed enumeration
// order among equals.
func sortOptions(opts []refOption) {
	slices.SortStableFunc(opts, func(a, b refOption) int { return cmp.Compare(a.total, b.total) })
}

// SalvageFloor keeps the cards SalvagePlain keeps, in the same order, and
// fines the same, on the game floors and random ones.
func TestSalvageFloorMatchesSalvagePlain(t *testing.T) {
	r := Load()
	floors := gameFloors(t)
	rng := rand.New(rand.NewPCG(13, 13))
	for i := range 1000 {
		if i%2 == 0 {
			floors = append(floors, drawFloor(rng, 3+rng.IntN(60)))
		} else {
			floors = append(floors, denseFloor(rng, 3+rng.IntN(60)))
		}
	}
	var buf []cards.Card
	for _, floor := range floors {
		want := r.SalvagePlain(floor)
		var flat []cards.Card
		for _, h := range want.Kept {
			flat = append(flat, h...)
		}
		var fine int
		buf, fine = r.SalvageFloor(floor, buf)
		require.Equal(t, want.Fine, fine, "floor %s", cards.Format(floor))
		if len(flat) == 0 {
			require.Empty(t, buf, "floor %s", cards.Format(floor))
			continue
		}
		require.Equal(t, flat, buf, "floor %s", cards.Format(floor))
	}
}

// refOption is the reference walk's flush option (its own, so that the
// reference does not lean on the search's compact table).
type refOption struct {
	per    [4]int
	total  int
	lo, hi uint8
}

// BenchmarkSalvageFloorGameFloors is BenchmarkSalvageGameFloors through
// SalvageFloor, the simulator's call (no hands built, no sentence).
func BenchmarkSalvageFloorGameFloors(b *testing.B) {
	r := Load()
	floors := gameFloors(b)
	var buf []cards.Card
	for i := 0; b.Loop(); i++ {
		buf, _ = r.SalvageFloor(floors[i%len(floors)], buf)
	}
}
