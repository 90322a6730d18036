package rheinhessen

import (
	"cmp"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strings"
	"sync"

	"boardroom/rules/cards"
)

// SalvageResult is what an audit does to a factory floor: the legal hands it
// keeps, the cards left over, and the fine on them.
type SalvageResult struct {
	Kept        [][]cards.Card `json:"kept"`         // legal hands, each a list of cards
	Leftover    []cards.Card   `json:"leftover"`     // cards that leave the floor
	KeptRaw     int            `json:"kept_raw"`     // raw value kept (the greatest possible)
	LeftoverRaw int            `json:"leftover_raw"` // raw value of the leftover
	Fine        int            `json:"fine"`         // round half up (LeftoverRaw x FineFactor)
	FineFactor  Rate           `json:"fine_factor"`
	ExactFine   Decimal        `json:"exact_fine"` // LeftoverRaw x FineFactor before rounding
	Explanation string         `json:"explanation"`
}

// String explains the salvage in words.
func (s SalvageResult) String() string { return s.Explanation }

// Salvage reorganizes a factory floor as an audit does: its cards are regrouped
// freely into legal hands keeping the greatest total raw value, and the
// leftover is fined leftover raw x fine_factor, rounded half up. The floor is
// expected to come from the game's shoe (at most four copies of a card);
// invalid cards are left over with no value.
//
// The algorithm is exact, not greedy, and rests on three facts:
//
//  1. Cards of one rank that are not in a straight or flush can all be kept
//     when there are two or more of them (2 = pair, 3 = three of a kind,
//     4 = four of a kind, 5 = 3 + 2, 6 = 4 + 2, ...); two pair and full house
//     are just two such groups. A single card of a rank can only be kept in a
//     straight or a flush. So the kept raw is the floor's raw minus the values
//     of the ranks left with exactly one card after choosing some straights and
//     flushes, and only that choice needs searching.
//  2. A straight flush is a straight. A flush is any 5 cards of one suit (with
//     at most four copies of a card it is never five of a kind), so a set of
//     cards can be split into flushes exactly when each suit has a multiple of
//     5 of them.
//  3. Two copies of the same straight can be dropped without loss: each of
//     their ranks gets two cards back and so ends with 0 or 2+ cards either
//     way. So each of the ten straights (A-5 up to 10-A) is used at most once.
//
// A dynamic program then walks the ranks A (low), 2, 3, ..., K, A (high). Its
// state is which of the last four straight starts are still open (16), whether
// the A-2-3-4-5 straight took an ace (2), and how many cards of each suit went
// to flushes, modulo 5 (625): at most 20,000 states per rank. At each rank it
// chooses whether a straight starts there and how many cards of each suit go
// to flushes, pays the rank's value when exactly one card is left, and ends
// with every straight closed and every suit's flush count a multiple of 5. Ties
// go to the solution moving the fewest cards into straights and flushes, then
// to the first found in a fixed order, so the same floor (in any order) always
// gives the same grouping. Floors without a single-card rank skip the search.
//
// Kept hands are listed straights first (lowest first), then flushes (by suit),
// then same-rank groups by rank. A straight's cards run in order (A 2 3 4 5);
// other hands and the leftover are sorted by rank, then suit (S H D C).
func (r *Rules) Salvage(floor []cards.Card) SalvageResult {
	var count [cards.Ace + 1][4]int // cards of each rank and suit
	res := SalvageResult{Kept: [][]cards.Card{}, Leftover: []cards.Card{}, FineFactor: r.Audit.FineFactor}
	for _, c := range floor {
		if !c.Valid() {
			res.Leftover = append(res.Leftover, c)
			continue
		}
		count[c.Rank][c.Suit-cards.Spades]++
	}
	plan := planSalvage(&count, &r.values)

	take := func(rk cards.Rank, s int) cards.Card {
		count[rk][s]--
		return cards.New(rk, cards.Suits[s])
	}
	// Straights: one card of each rank, from the first suit that has one
	// after the flushes have had theirs.
	for start := range starts {
		if !plan.straight[start] {
			continue
		}
		hand := make([]cards.Card, 0, 5)
		for pos := start; pos < start+5; pos++ {
			rk := posRank(pos)
			for s := range 4 {
				if count[rk][s]-plan.flush[rk][s] > 0 {
					hand = append(hand, take(rk, s))
					break
				}
			}
		}
		res.Kept = append(res.Kept, hand) // in straight order: A 2 3 4 5
	}
	// Flushes: each suit's flush cards in rank order, five at a time.
	for s := range 4 {
		var suited []cards.Card
		for _, rk := range cards.Ranks {
			for range plan.flush[rk][s] {
				suited = append(suited, take(rk, s))
			}
		}
		for i := 0; i+5 <= len(suited); i += 5 {
			res.Kept = append(res.Kept, suited[i:i+5:i+5])
		}
	}
	// Same-rank groups: two or more cards of a rank are all kept.
	for _, rk := range cards.Ranks {
		var same []cards.Card
		for s := range 4 {
			for count[rk][s] > 0 {
				same = append(same, take(rk, s))
			}
		}
		if len(same) == 1 {
			res.Leftover = append(res.Leftover, same[0])
			continue
		}
		for _, size := range groupSizes(len(same)) {
			res.Kept = append(res.Kept, same[:size:size])
			same = same[size:]
		}
	}
	cards.Sort(res.Leftover)

	for _, h := range res.Kept {
		res.KeptRaw += r.Raw(h)
	}
	res.LeftoverRaw = r.Raw(res.Leftover)
	res.Fine, res.ExactFine = r.AuditFine(res.LeftoverRaw)
	res.Explanation = r.explainSalvage(res)
	return res
}

// Salvage reorganizes a floor under the embedded rules.
func Salvage(floor []cards.Card) SalvageResult { return Load().Salvage(floor) }

func (r *Rules) explainSalvage(s SalvageResult) string {
	if len(s.Kept) == 0 && len(s.Leftover) == 0 {
		return "the floor is empty: nothing to keep, no fine"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "keeps %d %s worth raw %d", len(s.Kept), plural(len(s.Kept), "hand", "hands"), s.KeptRaw)
	if len(s.Leftover) == 0 {
		b.WriteString("; nothing is left over, no fine")
		return b.String()
	}
	fmt.Fprintf(&b, "; leftover %s: raw %d x %s = %s", cards.Format(s.Leftover), s.LeftoverRaw, s.FineFactor, s.ExactFine)
	if Whole(s.Fine) != s.ExactFine {
		fmt.Fprintf(&b, " -> %d", s.Fine)
	}
	fmt.Fprintf(&b, " %s fine", pointsWord(s.Fine))
	return b.String()
}

// groupSizes splits n >= 2 cards of one rank into legal same-rank hands:
// fours, then a three and/or a two as needed (5 = 3+2, 9 = 4+3+2).
func groupSizes(n int) []int {
	var sizes []int
	for n > 5 || n == 4 {
		sizes = append(sizes, 4)
		n -= 4
	}
	switch n {
	case 5:
		sizes = append(sizes, 3, 2)
	case 2, 3:
		sizes = append(sizes, n)
	}
	return sizes
}

// Positions of the rank walk: 0 is the ace low, 1..13 are Two..Ace. A
// straight starting at position p covers p..p+4, so starts are 0..9.
const (
	positions = 14
	starts    = 10
	residues  = 625 // 5^4: each suit's flush card count modulo 5
	states    = 16 * 2 * residues
)

func posRank(pos int) cards.Rank {
	if pos == 0 {
		return cards.Ace
	}
	return cards.Two + cards.Rank(pos-1)
}

// salvagePlan is the DP's choice: which straights, and how many cards of each
// rank and suit go to flushes.
type salvagePlan struct {
	straight [starts]bool
	flush    [cards.Ace + 1][4]int
}

// addTwo[a][b] adds two two-digit residue vectors (0..24) digit by digit
// mod 5. A four-digit vector is its low two digits plus 25 x its high two,
// so two lookups in this small table (it stays in the CPU cache, where a
// 625 x 625 table of whole vectors did not) add whole vectors: addMod.
var addTwo = func() (t [25][25]uint8) {
	for a := range 25 {
		for b := range 25 {
			t[a][b] = uint8((a%5+b%5)%5 + 5*((a/5+b/5)%5))
		}
	}
	return t
}()

// flushOption is how many cards of each suit one rank gives to flushes.
type flushOption struct {
	per    [4]int
	total  int
	code   uint16 // per as a residue vector
	lo, hi uint8  // code's low and high two digits (code = lo + 25 x hi)
}

// planSalvage runs the dynamic program described on Salvage.
func planSalvage(count *[cards.Ace + 1][4]int, values *[cards.Ace + 1]int) salvagePlan {
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
	var options [positions][]flushOption
	for p := 1; p < positions; p++ {
		rk := posRank(p)
		opts := []flushOption{{}}
		for s := range 4 {
			var grown []flushOption
			for _, o := range opts {
				for k := 0; k <= usable[rk][s]; k++ {
					o2 := o
					o2.per[s] = k
					o2.total += k
					o2.code += uint16(k * pow5[s])
					grown = append(grown, o2)
				}
			}
			opts = grown
		}
		// Fewest flush cards first: the inner loop stops at the first that
		// does not fit, and ties prefer moving fewer cards.
		sortOptions(opts)
		for i := range opts {
			opts[i].lo, opts[i].hi = uint8(opts[i].code%25), uint8(opts[i].code/25)
		}
		options[p] = opts
	}

	// Objective: leftover value first, then cards moved into 5-card hands.
	scale := int64(n + 1)
	const inf = math.MaxInt64
	bound := int64(upper) * scale // choosing no straight or flush achieves this

	ws := workspaces.Get().(*workspace)
	defer ws.release()
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
					if nd < next[ns] {
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

// addMod adds two residue vectors (four base-5 digits) digit by digit mod 5.
func addMod(a, b int) int {
	return int(addTwo[a%25][b%25]) + 25*int(addTwo[a/25][b/25])
}

var pow5 = [4]int{1, 5, 25, 125}

// workspace is the DP's memory, reused between calls: back[p][state] is the
// previous state (-1 when the state was not reached at p) and choice[p][state]
// the choice made at p (flush option << 1 | straight start); reached[p] lists
// the states reached at p.
type workspace struct {
	back       [positions][]int32
	choice     [positions][]uint16
	reached    [positions][]int32
	dist, next []int64
}

var workspaces = sync.Pool{New: func() any {
	ws := &workspace{dist: make([]int64, states), next: make([]int64, states)}
	for p := range positions {
		ws.back[p] = make([]int32, states)
		ws.choice[p] = make([]uint16, states)
		for i := range ws.back[p] {
			ws.back[p][i] = -1
		}
	}
	return ws
}}

// release marks every state unreached again and returns ws to the pool.
func (ws *workspace) release() {
	for p := range positions {
		for _, s := range ws.reached[p] {
			ws.back[p][s] = -1
		}
		ws.reached[p] = ws.reached[p][:0]
	}
	workspaces.Put(ws)
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

// sortOptions orders flush options by total, keeping the fixed enumeration
// order among equals.
func sortOptions(opts []flushOption) {
	slices.SortStableFunc(opts, func(a, b flushOption) int { return cmp.Compare(a.total, b.total) })
}
