package rheinhessen

import (
	"fmt"
	"math/bits"
	"strings"
	"sync"

	"boardroom/phrase"
	"boardroom/phrase/msg"
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
// The walk is bounded so that it looks at few of those states: it drops
// every state whose cost so far, plus the least it must still pay (single
// cards nothing can rescue; per suit, the cards its unfinished flushes still
// need and the single cards only its flushes could take), exceeds a bound.
// The first bounds tried leave over only the single cards nothing can
// rescue and move 5, 10, 15, ... cards: most floors find their best
// solution so within a few small walks. Failing that, walks that use no
// flush or the flushes of one suit only (a handful of states each) give a
// value the answer cannot exceed, and the full walk runs within it. States
// on a best solution are never dropped, and ties are settled by state
// number, not by the order states were found, so the bounds change the
// speed, never the answer: TestSalvageMatchesReference checks it against
// the unbounded walk.
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

func (r *Rules) explainSalvage(s SalvageResult) string { return r.ExplainSalvage(msg.EN, s) }

// ExplainSalvage is what an audit keeps and fines, in words in l.
func (r *Rules) ExplainSalvage(l msg.Lang, s SalvageResult) string {
	if len(s.Kept) == 0 && len(s.Leftover) == 0 {
		return Messages.Say(l, "salvage.empty")
	}
	var b strings.Builder
	b.WriteString(Messages.Say(l, "salvage.keeps", len(s.Kept), s.KeptRaw))
	if len(s.Leftover) == 0 {
		b.WriteString(Messages.Say(l, "salvage.no_leftover"))
		return b.String()
	}
	fmt.Fprintf(&b, "%s", Messages.Say(l, "salvage.leftover", cards.Format(s.Leftover), s.LeftoverRaw, s.FineFactor, s.ExactFine))
	if Whole(s.Fine) != s.ExactFine {
		fmt.Fprintf(&b, " %s %d", phrase.Arrow(), s.Fine)
	}
	b.WriteString(Messages.Say(l, "salvage.fine", s.Fine))
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

// flushSteps lists a suit's flush choices (one suit's cards only) from one
// residue digit at one rank, fewest cards first, leaving out those after
// which the suit's usable cards still to come cannot reach a multiple of 5.
type flushSteps struct {
	gen  uint32 // the floor it was listed for (stepsAt)
	n    uint8
	step [5]flushChoice
}

// noFlush is the steps of a suit a walk gives no flush: none, from residue 0.
var noFlush = [5]flushSteps{{n: 1}}

// salvageSearch is one floor's search: what every walk over it shares.
type salvageSearch struct {
	total    [cards.Ace + 1]int
	values   *[cards.Ace + 1]int
	scale    int64 // cost of one point of value: more than all cards moved
	canStart [starts]bool
	use      [positions][4]uint8 // the cards each suit can give to flushes at each position
	// idle[p][s]: what suit s still costs after position p at least in a
	// walk that gives it no flush (its single cards only flushes could take).
	idle [positions][4]int64
	// unavoidable[p]: the value, times scale, of the single cards after
	// position p that no straight or flush can take, which every walk pays.
	unavoidable [positions]int64
	// unavoidableCards: how many of them have a value.
	unavoidableCards int64
	ws               *workspace
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
	flushSuits := uint8(0) // the suits with a flush: bit s
	for s := range 4 {
		if suitTotal[s] < 5 { // no flush possible in this suit
			for _, rk := range cards.Ranks {
				usable[rk][s] = 0
			}
		} else {
			flushSuits |= 1 << s
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
			if values[posRank(q)] > 0 {
				sr.unavoidableCards++
			}
		}
	}
	if sr.unavoidable[0] == int64(upper)*sr.scale {
		// No straight or flush can take a single card: moving no card is
		// the only best choice. More than a sixth of the floors audited in
		// simulated games (testdata/floors.txt).
		return plan
	}

	sr.ws = workspaces.Get().(*workspace)
	defer workspaces.Put(sr.ws)
	rootNeed := sr.setSteps(count, &usable, flushSuits)
	// The walks with flushes of two suits or more all have those of
	// flushSuits: they share the choices listed (pairChoices).
	sr.ws.next()

	// Most floors can rescue every single card a straight or flush could
	// take: then the best solution leaves over the unavoidable cards only
	// and moves a multiple of 5 cards (every hand it makes has 5). Walks
	// within that leftover and 5, 10, 15, ... cards moved (from the least
	// the suits' flushes and the single cards to rescue need) look at few
	// states, and the first that finds a solution finds the best one, the
	// one the full walk finds (every state on a best solution is within its
	// bound). On the game floors this took the search from about 166,000
	// to 104,000 instructions a floor (cachegrind, BenchmarkSalvageFloor-
	// GameFloors; the one-suit walks below came first before). Floors
	// without a flush have one cheap walk and skip these.
	bound := int64(upper) * sr.scale
	lb := sr.unavoidable[0]
	if flushSuits != 0 {
		// A hand takes at most five of the single cards to rescue.
		rescue := int64(0)
		for q := 1; q < positions; q++ {
			if sr.total[posRank(q)] == 1 && values[posRank(q)] > 0 {
				rescue++
			}
		}
		rescue -= sr.unavoidableCards
		for m := max(5, (rootNeed+4)/5*5, (rescue+4)/5*5); m < sr.scale && lb+m < bound; m += 5 {
			if best, _ := sr.walk(lb+m, flushSuits); best >= 0 {
				return sr.plan(best)
			}
		}
	}
	// Otherwise choosing no straight or flush costs upper; walks without
	// flushes, then with the flushes of one suit, lower that bound cheaply,
	// and the full walk then looks only at states that can finish within
	// it. (Without the one-suit walks the full walk is six times slower on
	// the game floors; walks with the flushes of two suits cost more than
	// they save.)
	if flushSuits != 0 {
		if _, d := sr.walk(bound, 0); d >= 0 {
			bound = min(bound, d)
		}
	}
	if flushSuits&(flushSuits-1) != 0 { // two or more suits: one walk per suit
		for s := range 4 {
			if flushSuits&(1<<s) == 0 {
				continue
			}
			if _, d := sr.walk(bound, 1<<s); d >= 0 {
				bound = min(bound, d)
			}
		}
	}
	best, _ := sr.walk(bound, flushSuits)
	if best < 0 {
		return plan // cannot happen: the bound is a cost some walk reaches
	}
	return sr.plan(best)
}

// plan reads the choices on the path to the best final node.
func (sr *salvageSearch) plan(best int32) salvagePlan {
	var plan salvagePlan
	for p, i := positions-1, best; p >= 0; p-- {
		nd := &sr.ws.layers[p][i]
		b, ks := int(nd.choice&1), int(nd.choice>>1)
		if b == 1 {
			plan.straight[p] = true
		}
		if p > 0 {
			for s := range 4 {
				plan.flush[posRank(p)][s] = ks % 5
				ks /= 5
			}
		}
		i = nd.from
	}
	return plan
}

// setSteps lists each suit's flush steps (sr.steps, and sr.idle for the
// walks that give it no flush) with what each still costs at the positions
// after it, at least: as if each suit made its flushes on its own and
// nothing else mattered. Each of its cards moved to a flush costs 1, a
// single card of the suit that no straight could take costs its value
// unless a flush takes it (straights cost nothing here: their cards are
// paid when they start), and the suit's flush count must end a multiple
// of 5: a step after which it cannot is left out. This never exceeds what
// a walk will pay, so it drops no state on a best solution. (Counting the
// single cards only flushes can take, beyond the cards a residue needs,
// drops about 4 % more states on the game floors.)
func (sr *salvageSearch) setSteps(count, usable *[cards.Ace + 1][4]int, flushSuits uint8) (rootNeed int64) {
	ws := sr.ws
	for s := range 4 {
		if flushSuits&(1<<s) == 0 {
			continue
		}
		need := &ws.need[positions-1][s] // from residue d, at the positions after p
		*need = [5]int64{0, cannotFinish, cannotFinish, cannotFinish, cannotFinish}
		for p := positions - 1; p > 0; p-- {
			rk := posRank(p)
			u := usable[rk][s]
			sr.use[p][s] = uint8(u)
			sr.idle[p][s] = need[0]
			before := &ws.need[p-1][s]
			if u == 0 { // need does not change
				*before = *need
				need = before
				continue
			}
			pen := int64(0) // what leaving this rank's card out of flushes costs
			if sr.total[rk] == 1 && count[rk][s] == 1 && u == 1 && !sr.straightCovers(p) {
				pen = int64(sr.values[rk]) * sr.scale
			}
			for r := range 5 {
				best := pen + need[r]
				for k := 1; k <= u; k++ {
					best = min(best, int64(k)+need[(r+k)%5])
				}
				before[r] = min(best, cannotFinish)
			}
			need = before
		}
		rootNeed += need[0]
	}
	return rootNeed
}

// stepsAt is suit s's flush steps at position p from residue digit d:
// k of the rank's usable cards, as long as the suit can still finish
// (ws.steps, listed on first use for the floor).
func (sr *salvageSearch) stepsAt(p, s, d int) *flushSteps {
	ws := sr.ws
	l := &ws.steps[p][s][d]
	if l.gen == ws.gen {
		return l
	}
	unit := uint16([4]int{1, 5, 25, 125}[s])
	need := &ws.need[p][s]
	l.n, l.gen = 0, ws.gen
	for k := 0; k <= int(sr.use[p][s]); k++ {
		nd := d + k
		if nd >= 5 {
			nd -= 5
		}
		if need[nd] < cannotFinish {
			l.step[l.n] = flushChoice{total: uint8(k), need: int32(need[nd]), res: uint16(nd) * unit, code: uint16(k) * unit}
			l.n++
		}
	}
	return l
}

// straightCovers reports whether some straight could take a card at
// position q.
func (sr *salvageSearch) straightCovers(q int) bool {
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

// rescuable reports whether a straight or a flush could take the card at
// position q.
func (sr *salvageSearch) rescuable(q int, usable *[cards.Ace + 1][4]int) bool {
	for s := range 4 {
		if usable[posRank(q)][s] > 0 {
			return true
		}
	}
	return sr.straightCovers(q)
}

// walk runs the dynamic program with the flushes of the suits in the set
// (bit s for suit s), dropping states that cannot finish within bound. It
// returns the index of the best final node in the last layer and its cost,
// or -1, -1 when none finishes within bound.
//
// A state's flush choices at a rank depend only on the residues of its
// suits: the walks with two flush suits or more list them per pair of
// suits and residues met (pairChoices, shared by the walks of a floor),
// leaving out those after which a suit could no longer finish its
// flushes. On the game floors the full walk so tries about 40 % fewer
// (rank, state, choice) triples than when it read every option of the rank
// from one table and rejected the unfinishable ones one by one; the
// instructions fell by only a few per cent, the lists costing most of
// what they save. A state's choices give distinct states, so the order
// they are tried in changes no answer.
func (sr *salvageSearch) walk(bound int64, suits uint8) (int32, int64) {
	ws := sr.ws
	slot := ws.slot
	one := -1 // the walk's only flush suit
	if suits != 0 && suits&(suits-1) == 0 {
		one = bits.TrailingZeros8(suits)
	}

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
		for s := range 4 {
			if suits&(1<<s) == 0 {
				limit -= sr.idle[p][s]
			}
		}
		refs := &ws.refs[p]
		startHere := p < starts && sr.canStart[p]
		prev, cur := ws.layers[p-1], ws.layers[p][:0]
		for i := range prev {
			st := prev[i].state
			d := int64(prev[i].dist)
			top := int(st) / residues // ace<<4 | mask
			mask, ace, res := top&15, top>>4, int(st)-top*residues
			opts, opts2 := noFlush[0].step[:1], noFlush[0].step[:1] // suits 0-1 (or the one suit), suits 2-3
			switch {
			case one >= 0: // the flushes of one suit: its own steps
				l := sr.stepsAt(p, one, int(ws.digit[res]))
				opts = l.step[:l.n]
			case suits != 0: // suits 0-1 and 2-3: the choices of each pair
				ref := &refs[0][res%25]
				if ref.gen != ws.gen {
					sr.pairChoices(p, 0, res%25, suits, ref)
				}
				opts = ws.choices[ref.start:ref.end]
				ref = &refs[1][res/25]
				if ref.gen != ws.gen {
					sr.pairChoices(p, 1, res/25, suits, ref)
				}
				opts2 = ws.choices[ref.start:ref.end]
			}
			left := sr.total[rk] - bits.OnesCount(uint(mask)) // cards of the rank the straights leave
			if p == positions-1 {
				left -= ace
			}
			base := int32((top<<1)&^(1<<4|1<<5)|ace<<4) * residues
			for b := int32(0); left >= 0; b++ {
				moved := d + int64(b*5)
				room := min(int64(left), limit-moved) // flush cards that fit
				for k := range opts {
					o := &opts[k]
					if int64(o.total) > room {
						break // fewest cards first: none later fits
					}
					for k2 := range opts2 {
						o2 := &opts2[k2]
						total := int64(o.total) + int64(o2.total)
						if total > room {
							break
						}
						nd := moved + total
						if int64(left)-total == 1 {
							nd += v
						}
						if nd+int64(o.need)+int64(o2.need) > limit {
							continue
						}
						ns := base + int32(o.res) + int32(o2.res)
						ch := (o.code+o2.code)<<1 | uint16(b)
						j := slot[ns]
						if j < 0 {
							slot[ns] = int32(len(cur))
							cur = append(cur, node{state: ns, from: int32(i), dist: int32(nd), choice: ch})
							continue
						}
						if c := &cur[j]; nd < int64(c.dist) || nd == int64(c.dist) && st < prev[c.from].state {
							c.from, c.dist, c.choice = int32(i), int32(nd), ch
						}
					}
				}
				if b == 1 || !startHere {
					break
				}
				left-- // a straight starts here: one more card of the rank
				base += residues
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

// pairChoices lists, in ws.choices, the flush choices at position p of
// the suits of a pair (half 0: suits 0-1, half 1: suits 2-3) from their
// residue digits r (two base-5 digits), among the suits in the set: one
// step per suit, fewest cards first.
func (sr *salvageSearch) pairChoices(p, half, r int, suits uint8, ref *choiceRef) {
	ws := sr.ws
	a, b := &noFlush[0], &noFlush[0]
	if s := 2 * half; suits&(1<<s) != 0 {
		a = sr.stepsAt(p, s, r%5)
	}
	if s := 2*half + 1; suits&(1<<s) != 0 {
		b = sr.stepsAt(p, s, r/5)
	}
	start := len(ws.choices)
	for _, x := range a.step[:a.n] {
		for _, y := range b.step[:b.n] {
			c := flushChoice{total: x.total + y.total, need: x.need + y.need, res: x.res + y.res, code: x.code + y.code}
			// Insert in order of total (after equal totals).
			k := len(ws.choices)
			ws.choices = append(ws.choices, c)
			for k > start && ws.choices[k-1].total > c.total {
				ws.choices[k] = ws.choices[k-1]
				k--
			}
			ws.choices[k] = c
		}
	}
	*ref = choiceRef{gen: ws.gen, start: int32(start), end: int32(len(ws.choices))}
}

// flushChoice is one way a state gives cards of one rank to flushes: how
// many, how many its suits still need after it, the residues it leads to
// and the cards per suit (k0 + 5 k1 + 25 k2 + 125 k3).
type flushChoice struct {
	need      int32 // the least the suits still pay after it (times scale for values)
	total     uint8
	res, code uint16
}

// choiceRef is where a rank's choices for some residues lie in
// ws.choices, valid for the floor numbered gen.
type choiceRef struct {
	gen        uint32
	start, end int32
}

// node is a state reached in one layer of the walk: its number, the index of
// the node it came from in the layer before, its cost so far and the choice
// made (the flush cards per suit k0 + 5 k1 + 25 k2 + 125 k3, << 1 | straight
// start).
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
	// steps[p][s][d]: suit s's flush steps at position p from residue
	// digit d (the ace decides its flushes at the top, position 0 has
	// none), for the suits with flushes (setSteps).
	steps [positions][4][5]flushSteps
	// need[p][s][r]: what suit s with flush residue r still costs after
	// position p at least (setSteps).
	need   [positions][4][5]int64
	layers [positions][]node
	slot   []int32
	// choices holds the flush choices listed in this walk; refs[p][res]
	// says where those of position p and residues res are, when its gen is
	// the walk's.
	choices []flushChoice
	// digit[res]: the sum of res's digits, its only non-zero digit in a
	// walk with the flushes of one suit.
	digit [residues]uint8
	refs  [positions][2][25]choiceRef
	gen   uint32
}

// next starts a floor: the choices and steps listed for the last are void.
func (ws *workspace) next() {
	ws.choices = ws.choices[:0]
	ws.gen++
	if ws.gen == 0 { // wrapped around: forget every stamp
		ws.refs = [positions][2][25]choiceRef{}
		for p := range ws.steps {
			for s := range ws.steps[p] {
				for d := range ws.steps[p][s] {
					ws.steps[p][s][d].gen = 0
				}
			}
		}
		ws.gen = 1
	}
}

var workspaces = sync.Pool{New: func() any {
	ws := &workspace{slot: make([]int32, states)}
	for i := range ws.slot {
		ws.slot[i] = -1
	}
	for r := range residues {
		ws.digit[r] = uint8(r%5 + r/5%5 + r/25%5 + r/125)
	}
	return ws
}}

// cannotFinish is a cost no walk's bound admits.
const cannotFinish = 1 << 40
