package rheinhessen

import (
	"hash/fnv"
	"math/rand/v2"
	"slices"

	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// searcher is the Expert that searches: determinised Monte Carlo over the
// productions the quick expert ranks best. It sees only what its seat may
// see (Seen). A production that wins at once is taken without search
// (winNow). Otherwise, for each of mc_samples deals of the unseen cards (the
// copies no floor, discard or own hand accounts for, dealt to the rivals'
// hands by their counts and the rest to the pile, in a random order) it
// plays each candidate and then mc_horizon turns in the fast simulator, the
// rivals as the quick expert and its own seat as the quick expert that also
// takes a win at once (finisher), and scores where the game stands: a win or
// a loss if it ended, else its lead over the best rival, each counted as its
// score, less half the exact salvage fine of its floor (the chance of an
// audit before the end), plus half the raw value of its hand (points to
// come). The same deals serve every candidate (common random numbers), and
// the deals come from a hash of what the seat sees, so that the same
// position gets the same answer in the simulator and the referee. Its audits
// are the quick expert's (an audit costs the auditor nothing; whom to audit
// is the choice).
type searcher struct {
	p      *rheinhessenrules.Persona
	r      *rheinhessenrules.Rules
	quick  *expert
	finish finisher
	sim    Sim
	pols   []Policy
	cands  []Move
	score  []float64
	deck   []cards.Card
	hands  [][]cards.Card
}

func newSearcher(p *rheinhessenrules.Persona) *searcher {
	q := newExpert(p).(*expert)
	return &searcher{p: p, r: q.r, quick: q, finish: finisher{q}}
}

// finisher is the Quick Expert that first takes a production that wins at
// once (winNow): the Expert's own seat in its playouts.
type finisher struct{ *expert }

func (f *finisher) Choose(v *Seen) Move {
	if m, ok := winNow(f.r, v, &f.buf); ok {
		return m
	}
	return f.expert.Choose(v)
}

// winNow is a production that reaches the winning score at once, if the hand
// holds one: a legal hand, the best illegal production below the danger zone,
// or the whole hand declared illegal (a violation's kickback, and where it
// triggers the external audit the extra loss and the fine on the seat's own
// floor, counted: netPoints). The game ends as it is made, so no fine comes
// after. Legal hands first, then the smaller illegal one.
func winNow(r *rheinhessenrules.Rules, v *Seen, buf *scratch) (Move, bool) {
	if len(v.Hand) == 0 {
		return Move{}, false
	}
	need := r.WinScore - v.Seats[v.Seat].Score
	var win []cards.Card
	eachLegal(v.Hand, buf, func(o []cards.Card) {
		if win == nil && r.PointsForRaw(r.Raw(o), true) >= need {
			win = slices.Clone(o)
		}
	})
	if win != nil {
		return Move{Kind: MoveProduce, Cards: win}, true
	}
	if cs, raw := bestSubset(v.Hand, r.Illegal.DangerFrom-1, buf); raw > 0 && r.PointsForRaw(raw, false) >= need {
		return Move{Kind: MoveProduce, Cards: cs, Illegal: true}, true
	}
	raw := r.Raw(v.Hand)
	all := choice{cards: v.Hand, raw: raw, illegal: true, points: r.PointsForRaw(raw, false)}
	if netPoints(r, v, all) >= need {
		return Move{Kind: MoveProduce, Cards: slices.Clone(v.Hand), Illegal: true}, true
	}
	return Move{}, false
}

func (e *searcher) Choose(v *Seen) Move {
	if m, ok := winNow(e.r, v, &e.quick.buf); ok {
		return m
	}
	if v.CanAudit {
		if victim := e.quick.auditTarget(v); victim >= 0 {
			return Move{Kind: MoveAudit, Victim: victim}
		}
	}
	options, values := e.quick.rank(v)
	// The candidates: the quick expert's best few, and passing.
	order := make([]int, len(options))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return values[b] - values[a] })
	if len(order) > 0 && values[order[0]] >= winValue {
		o := options[order[0]]
		return Move{Kind: MoveProduce, Cards: o.cards, Illegal: o.illegal}
	}
	e.cands = append(e.cands[:0], Move{Kind: MovePass})
	for _, i := range order[:min(len(order), max(1, e.p.MCCandidates))] {
		e.cands = append(e.cands, Move{Kind: MoveProduce, Cards: options[i].cards, Illegal: options[i].illegal})
	}
	if len(e.cands) == 1 {
		return e.cands[0]
	}
	e.search(v)
	best := 1 // the quick expert's choice wins ties
	if values[order[0]] <= 0 {
		best = 0
	}
	for i := range e.cands {
		if e.score[i] > e.score[best]+1e-9 {
			best = i
		}
	}
	return e.cands[best]
}

// search scores e.cands, summed over the deals.
func (e *searcher) search(v *Seen) {
	r := e.r
	n := len(v.Seats)
	e.score = append(e.score[:0], make([]float64, len(e.cands))...)
	// The unseen cards.
	var mine [52]int
	for _, c := range v.Hand {
		mine[c.Index()]++
	}
	e.deck = e.deck[:0]
	for k := range 52 {
		c := cardOfIndex[k]
		for range max(0, r.Decks-int(v.Out[k])-mine[k]) {
			e.deck = append(e.deck, c)
		}
	}
	rng := rand.New(rand.NewPCG(seenHash(v), 0x5eed))
	if len(e.pols) != n {
		e.pols = make([]Policy, n)
	}
	for i := range e.pols {
		e.pols[i] = e.quick
	}
	// Its own seat plays on as the Quick Expert that also takes any
	// production that wins at once (the rivals stay Quick Experts).
	e.pols[v.Seat] = &e.finish
	if len(e.hands) != n {
		e.hands = make([][]cards.Card, n)
	}
	// The candidate's turn, then mc_horizon turns more (at a 2-seat table
	// that is twice the rounds of a 4-seat one, for the same work).
	horizon := max(1, e.p.MCHorizon) + 1
	for range max(1, e.p.MCSamples) {
		rng.Shuffle(len(e.deck), func(i, j int) { e.deck[i], e.deck[j] = e.deck[j], e.deck[i] })
		at := 0
		for j := range v.Seats {
			if j == v.Seat {
				e.hands[j] = v.Hand
				continue
			}
			k := min(v.Seats[j].Hand, len(e.deck)-at)
			e.hands[j] = e.deck[at : at+k]
			at += k
		}
		pile := e.deck[at:]
		if len(pile) > v.DrawPile {
			pile = pile[len(pile)-v.DrawPile:]
		}
		for c, m := range e.cands {
			e.sim.reset(v, e.hands, pile, e.pols)
			if err := e.sim.play(m); err != nil {
				e.score[c] -= 1e9 // never chosen: a move the rules refuse
				continue
			}
			e.sim.runUntil(v.Turn + horizon)
			e.score[c] += e.sim.standing(v.Seat, e.quick.fine)
		}
	}
}

// seenHash is a fingerprint of what a seat sees, for the search's deals.
func seenHash(v *Seen) uint64 {
	h := fnv.New64a()
	var buf [52 + 8]byte
	for _, c := range v.Hand {
		buf[c.Index()]++
	}
	buf[52], buf[53], buf[54] = byte(v.Seat), byte(v.Turn), byte(v.Turn>>8)
	buf[55] = byte(v.Track)
	h.Write(buf[:])
	for _, s := range v.Seats {
		h.Write([]byte{byte(s.Score), byte(s.Score >> 8), byte(s.Hand), byte(s.IllegalRaw)})
	}
	return h.Sum64()
}

// reset makes g the position v with the rivals' hands and the pile as
// dealt (pile: the next card last), for the seat to play now.
func (g *Sim) reset(v *Seen, hands [][]cards.Card, pile []cards.Card, policies []Policy) {
	n := len(v.Seats)
	g.r = R()
	if len(g.seats) != n {
		g.seats = make([]simSeat, n)
		g.seen.Seats = make([]SeenSeat, n)
	}
	for j := range g.seats {
		s := &g.seats[j]
		s.score = v.Seats[j].Score
		s.hand = append(s.hand[:0], hands[j]...)
		s.floor = append(s.floor[:0], v.Seats[j].Floor...)
		s.illegalRaw = v.Seats[j].IllegalRaw
		s.stats = SeatStats{}
	}
	g.pile = append(g.pile[:0], pile...)
	g.track, g.turn, g.current, g.lastTurn = v.Track, v.Turn, v.Seat, v.LastTurn
	g.audited = -1
	if !v.CanAudit {
		g.audited = (v.Seat + 1) % n
	}
	g.out = v.Out
	g.ended, g.winners, g.end = false, g.winners[:0], EndScore
	g.policies = policies
}

// runUntil plays until the game ends or turn stop starts.
func (g *Sim) runUntil(stop int) {
	for steps := 0; !g.ended && g.turn < stop && steps < 1000; steps++ {
		if g.play(g.policies[g.current].Choose(g.view())) != nil {
			return
		}
	}
}

// standing is how well seat i stands, in points: if the game ended, a win
// (shared: its share) or a loss worth the winning score; else its lead over
// the best rival, each counted as its score, less half the exact salvage
// fine of its floor (fine; only a floor with illegal cards has one), plus
// half the raw value of its hand (points to come).
func (g *Sim) standing(i int, fine func([]cards.Card) int) float64 {
	win := float64(g.r.WinScore)
	if g.ended {
		for _, w := range g.winners {
			if w == i {
				return win / float64(len(g.winners))
			}
		}
		return -win
	}
	worth := func(j int) float64 {
		s := &g.seats[j]
		w := float64(s.score) + 0.5*float64(g.r.Raw(s.hand))
		if s.illegalRaw > 0 {
			w -= 0.5 * float64(fine(s.floor))
		}
		return w
	}
	best := -1e9
	for j := range g.seats {
		if j != i {
			best = max(best, worth(j))
		}
	}
	return worth(i) - best
}

// cardOfIndex is the card of each cards.Card.Index.
var cardOfIndex = func() (out [52]cards.Card) {
	for _, s := range cards.Suits {
		for _, rk := range cards.Ranks {
			c := cards.New(rk, s)
			out[c.Index()] = c
		}
	}
	return out
}()
