package rheinhessen

import (
	"fmt"
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
// go to the solution moving the fewest cards into straights and flushes, then,
// rank by rank from the top, to the lower-numbered state, so the same floor (in
// any order) always gives the same grouping. Floors without a single-card rank
// skip the search.
//
// The walk is bounded so that it looks at few of those states: first walks
// that use no flush or the flushes of one suit only (a handful of states each)
// give a value the answer cannot exceed, and the full walk then drops every
// state whose cost so far, plus what it must still pay (single cards nothing
// can rescue, cards its unfinished flushes still need), exceeds that value.
// States on a best solution are never dropped, and ties are settled by state
// number, not by the order states were found, so the bound changes the speed,
// never the answer: TestSalvageMatchesReference checks it against the
// unbounded walk.
//
// Kept hands are listed straights first (lowest first), then flushes (by suit),
// then same-rank groups by rank. A straight's cards run in order (A 2 3 4 5);
// other hands and the leftover are sorted by rank, then suit (S H D C).
func (r *Rules) Salvage(floor []cards.Card) SalvageResult {
	res := r.SalvagePlain(floor)
	res.Explanation = r.explainSalvage(res)
	return res
}

// SalvagePlain is Salvage without the Explanation sentence, for callers that
// salvage thousands of floors a second and show none (the simulator).
func (r *Rules) SalvagePlain(floor []cards.Card) SalvageResult {
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
	return res
}

// SalvageFloor is SalvagePlain for the simulator: it appends the kept
// cards to dst[:0] (the hands of SalvagePlain's Kept one after another, in
// the same order) and returns them with the fine, allocating nothing when
// dst has room. TestSalvageFloorMatchesSalvagePlain holds it to SalvagePlain.
func (r *Rules) SalvageFloor(floor, dst []cards.Card) ([]cards.Card, int) {
	var count [cards.Ace + 1][4]int
	leftoverRaw := 0
	for _, c := range floor {
		if !c.Valid() {
			leftoverRaw += r.Value(c)
			continue
		}
		count[c.Rank][c.Suit-cards.Spades]++
	}
	plan := planSalvage(&count, &r.values)
	kept := dst[:0]
	for start := range starts {
		if !plan.straight[start] {
			continue
		}
		for pos := start; pos < start+5; pos++ {
			rk := posRank(pos)
			for s := range 4 {
				if count[rk][s]-plan.flush[rk][s] > 0 {
					count[rk][s]--
					kept = append(kept, cards.New(rk, cards.Suits[s]))
					break
				}
			}
		}
	}
	for s := range 4 {
		for _, rk := range cards.Ranks {
			for range plan.flush[rk][s] {
				count[rk][s]--
				kept = append(kept, cards.New(rk, cards.Suits[s]))
			}
		}
	}
	for _, rk := range cards.Ranks {
		n := count[rk][0] + count[rk][1] + count[rk][2] + count[rk][3]
		if n == 1 {
			leftoverRaw += r.values[rk]
			continue
		}
		for s := range 4 {
			for range count[rk][s] {
				kept = append(kept, cards.New(rk, cards.Suits[s]))
			}
		}
	}
	fine, _ := r.AuditFine(leftoverRaw)
	return kept, fine
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
	per    [4]uint8
	total  uint8
	lo, hi uint8 // per as a residue vector (four base-5 digits): its low two digits, its high two
}

// salvageSearch is one floor's search: what every walk over it shares.
type salvageSearch struct {
	total    [cards.Ace + 1]int
	values   *[cards.Ace + 1]int
	scale    int64 // cost of one point of value: more than all cards moved
	canStart [starts]bool
	options  [positions][]flushOption
	// needLo[p][x] / needHi[p][x]: the fewest cards suits 0-1 (2-3) with
	// flush residues x still need to reach multiples of 5 (needTwo), or
	// cannotFinish when the usable cards after position p cannot get them
	// there: one lookup per pair of suits in the walk's inner loop.
	needLo, needHi [positions][25]int64
	// unavoidable[p]: the value, times scale, of the single cards after
	// position p that no straight or flush can take, which every walk pays.
	unavoidable [positions]int64
	ws          *workspace
}

// planSalvage finds the best choice of straights and flushes (see Salvage).
func planSalvage(count *[cards.Ace + 1][4]int, values *[cards.Ace + 1]int) salvagePlan {
	var plan salvagePlan
	sr := salvageSearch{values: values}
	n, upper := 0, 0
	for _, rk := range cards.Ranks {
		for s := range 4 {
			sr.total[rk] += count[rk][s]
		}
		n += sr.total[rk]
		if sr.total[rk] == 1 {
			upper += values[rk]
		}
	}
	if upper == 0 {
		return plan // no single-card rank: nothing to rescue
	}
	sr.scale = int64(n + 1)

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
	for p := range positions {
		for x := range 25 {
			sr.needLo[p][x], sr.needHi[p][x] = cannotFinish, cannotFinish
			if digitReachable(x%5, after[p][0]) && digitReachable(x/5, after[p][1]) {
				sr.needLo[p][x] = int64(needTwo[x])
			}
			if digitReachable(x%5, after[p][2]) && digitReachable(x/5, after[p][3]) {
				sr.needHi[p][x] = int64(needTwo[x])
			}
		}
	}
	for p := range starts {
		sr.canStart[p] = true
		for q := p; q < p+5; q++ {
			if sr.total[posRank(q)] == 0 {
				sr.canStart[p] = false
			}
		}
	}
	for p := positions - 2; p >= 0; p-- {
		sr.unavoidable[p] = sr.unavoidable[p+1]
		if q := p + 1; sr.total[posRank(q)] == 1 && !sr.rescuable(q, &usable) {
			sr.unavoidable[p] += int64(values[posRank(q)]) * sr.scale
		}
	}

	sr.ws = workspaces.Get().(*workspace)
	defer workspaces.Put(sr.ws)

	// Choosing no straight or flush costs upper; walks without flushes, then
	// with the flushes of one suit, lower that bound cheaply. The full walk
	// then looks only at states that can finish within it.
	bound := int64(upper) * sr.scale
	flushSuits := 0
	for s := range 4 {
		if suitTotal[s] >= 5 {
			flushSuits++
		}
	}
	for s := -1; s < 4; s++ {
		var only [cards.Ace + 1][4]int // the usable cards of suit s alone (none: no flush)
		if s >= 0 {
			if suitTotal[s] < 5 {
				continue
			}
			for _, rk := range cards.Ranks {
				only[rk][s] = usable[rk][s]
			}
		}
		if flushSuits <= 1 && (s >= 0 || flushSuits == 0) {
			break // this walk is the full walk: it runs below
		}
		sr.setOptions(&only)
		if _, d := sr.walk(bound); d >= 0 {
			bound = min(bound, d)
		}
	}
	sr.setOptions(&usable)
	best, _ := sr.walk(bound)
	if best < 0 {
		return plan // cannot happen: the bound is a cost some walk reaches
	}
	for p, i := positions-1, best; p >= 0; p-- {
		nd := &sr.ws.layers[p][i]
		b, fi := int(nd.choice&1), int(nd.choice>>1)
		if b == 1 {
			plan.straight[p] = true
		}
		if p > 0 {
			for s, k := range sr.options[p][fi].per {
				plan.flush[posRank(p)][s] = int(k)
			}
		}
		i = nd.from
	}
	return plan
}

// rescuable reports whether a straight or a flush could take the card at
// position q.
func (sr *salvageSearch) rescuable(q int, usable *[cards.Ace + 1][4]int) bool {
	for s := range 4 {
		if usable[posRank(q)][s] > 0 {
			return true
		}
	}
	if q == positions-1 && sr.canStart[0] { // the ace of A-2-3-4-5
		return true
	}
	for st := max(0, q-4); st <= q && st < starts; st++ {
		if sr.canStart[st] {
			return true
		}
	}
	return false
}

// setOptions lists each position's flush options from the cards usable in
// flushes (the ace decides its flushes at the top): flushOptionsFor's
// lists, shared by every search.
func (sr *salvageSearch) setOptions(usable *[cards.Ace + 1][4]int) {
	table := flushOptionTable()
	for p := 1; p < positions; p++ {
		u := &usable[posRank(p)]
		sr.options[p] = table[u[0]+5*u[1]+25*u[2]+125*u[3]]
	}
}

// flushOptionTable holds, for each count of usable cards per suit at one
// rank (0 to 4 each, since a floor holds at most four copies of a card;
// index u0 + 5 u1 + 25 u2 + 125 u3), the ways to give them to flushes,
// fewest flush cards first: the walk stops at the first that does not fit.
// Among equal totals they stay in the order k0, k1, k2, k3. Built on first
// use (about 50,000 options, 400 KB).
var flushOptionTable = sync.OnceValue(func() *[residues][]flushOption {
	var table [residues][]flushOption
	for key := range residues {
		u := [4]int{key % 5, key / 5 % 5, key / 25 % 5, key / 125}
		var opts []flushOption
		for k0 := 0; k0 <= u[0]; k0++ {
			for k1 := 0; k1 <= u[1]; k1++ {
				for k2 := 0; k2 <= u[2]; k2++ {
					for k3 := 0; k3 <= u[3]; k3++ {
						opts = append(opts, flushOption{per: [4]uint8{uint8(k0), uint8(k1), uint8(k2), uint8(k3)},
							total: uint8(k0 + k1 + k2 + k3), lo: uint8(k0 + 5*k1), hi: uint8(k2 + 5*k3)})
					}
				}
			}
		}
		slices.SortStableFunc(opts, func(a, b flushOption) int { return int(a.total) - int(b.total) })
		table[key] = opts
	}
	return &table
})

// walk runs the dynamic program over the current flush options, dropping
// states that cannot finish within bound. It returns the index of the best
// final node in the last layer and its cost, or -1, -1 when none finishes
// within bound.
func (sr *salvageSearch) walk(bound int64) (int32, int64) {
	ws := sr.ws
	slot := ws.slot

	// Position 0, the ace low: only whether A-2-3-4-5 starts.
	ws.layers[0] = append(ws.layers[0][:0], node{state: 0, from: -1})
	if sr.canStart[0] && 5+sr.unavoidable[0] <= bound {
		// ace bit set, straight 0 open, five cards moved
		ws.layers[0] = append(ws.layers[0], node{state: (1<<4 | 1) * residues, from: -1, dist: 5, choice: 1})
	}

	for p := 1; p < positions; p++ {
		rk := posRank(p)
		v := int64(sr.values[rk]) * sr.scale
		limit := bound - sr.unavoidable[p]
		needLo, needHi := &sr.needLo[p], &sr.needHi[p]
		opts := sr.options[p]
		prev, cur := ws.layers[p-1], ws.layers[p][:0]
		for i := range prev {
			st := prev[i].state
			d := int64(prev[i].dist)
			mask := int(st) / residues & 15
			ace := int(st) / residues >> 4
			res := int(st) % residues
			resLo, resHi := &addTwo[res%25], &addTwo[res/25]
			avail := sr.total[rk]
			if p == positions-1 {
				avail -= ace
			}
			open := bits.OnesCount(uint(mask))
			for b := range 2 {
				if b == 1 && (p >= starts || !sr.canStart[p]) {
					break
				}
				y := open + b
				if y > avail {
					break
				}
				newMask := (mask<<1 | b) & 15
				base := (ace<<4 | newMask) * residues
				moved := d + int64(b*5)
				for fi := range opts {
					o := &opts[fi]
					total := int(o.total)
					if y+total > avail {
						break
					}
					nd := moved + int64(total)
					if nd > limit {
						break // the options come fewest cards first: none later fits
					}
					if avail-y-total == 1 {
						nd += v
					}
					lo, hi := resLo[o.lo], resHi[o.hi]
					if nd+needLo[lo]+needHi[hi] > limit {
						continue
					}
					ns := int32(base + int(lo) + 25*int(hi))
					j := slot[ns]
					if j < 0 {
						slot[ns] = int32(len(cur))
						cur = append(cur, node{state: ns, from: int32(i), dist: int32(nd), choice: uint16(fi<<1 | b)})
						continue
					}
					if c := &cur[j]; nd < int64(c.dist) || nd == int64(c.dist) && st < prev[c.from].state {
						c.from, c.dist, c.choice = int32(i), int32(nd), uint16(fi<<1|b)
					}
				}
			}
		}
		for _, c := range cur {
			slot[c.state] = -1
		}
		ws.layers[p] = cur
	}

	// Every straight is closed after the ace high; every suit's flush count
	// must be a multiple of 5 (residue 0). Prefer no ace-low straight on a tie.
	best, bestD := int32(-1), int64(-1)
	for ace := range 2 {
		s := int32(ace << 4 * residues)
		for i, c := range ws.layers[positions-1] {
			if c.state == s && (best < 0 || int64(c.dist) < bestD) {
				best, bestD = int32(i), int64(c.dist)
			}
		}
	}
	return best, bestD
}

// node is a state reached in one layer of the walk: its number, the index of
// the node it came from in the layer before, its cost so far and the choice
// made (flush option << 1 | straight start).
type node struct {
	state, from int32
	// dist is at most the walk's bound, the single cards' value times
	// scale (the cards on the floor, plus one): far inside an int32, which
	// keeps a node at 16 bytes.
	dist   int32
	choice uint16
}

// workspace is the walk's memory, reused between calls: the nodes of each
// layer, and slot[state], the index of the state's node in the layer being
// built (-1 when it has none).
type workspace struct {
	layers [positions][]node
	slot   []int32
}

var workspaces = sync.Pool{New: func() any {
	ws := &workspace{slot: make([]int32, states)}
	for i := range ws.slot {
		ws.slot[i] = -1
	}
	return ws
}}

// digitReachable reports whether a suit whose flush count is d modulo 5 can
// still reach a multiple of 5 with left usable cards to come.
func digitReachable(d, left int) bool { return d == 0 || left >= 5-d }

// cannotFinish is a need no walk's bound admits.
const cannotFinish = 1 << 40

// needTwo[x]: the fewest cards two suits with flush residues x (two base-5
// digits) still need to reach multiples of 5.
var needTwo = func() (t [25]int) {
	for x := range 25 {
		t[x] = (5-x%5)%5 + (5-x/5)%5
	}
	return t
}()
