package rheinhessen

import (
	"hash/fnv"
	"slices"

	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// expert is the persona beyond the rulebook: it weighs every production it
// could make by what it scores now, the fine it risks on its floor before the
// game ends, and the pairs its hand can still make from the cards no one has
// seen; it audits the rival its exact salvage fine hurts most.
type expert struct {
	p     *rheinhessenrules.Persona
	r     *rheinhessenrules.Rules
	buf   scratch
	fines map[uint64]int // salvage fine by floor fingerprint
	// salvaged is fine's scratch for the kept cards.
	salvaged []cards.Card
}

func newExpert(p *rheinhessenrules.Persona) Policy {
	return &expert{p: p, r: R(), fines: map[uint64]int{}}
}

func (e *expert) Choose(v *Seen) Move {
	if v.CanAudit {
		if victim := e.auditTarget(v); victim >= 0 {
			return Move{Kind: MoveAudit, Victim: victim}
		}
	}
	return e.produce(v)
}

// fine is the exact fine an audit of floor would cost its owner.
func (e *expert) fine(floor []cards.Card) int {
	h := fnv.New64a()
	var buf [52]byte
	for _, c := range floor {
		buf[c.Index()]++
	}
	h.Write(buf[:])
	key := h.Sum64()
	if f, ok := e.fines[key]; ok {
		return f
	}
	var f int
	e.salvaged, f = e.r.SalvageFloor(floor, e.salvaged)
	if len(e.fines) > 4096 {
		clear(e.fines)
	}
	e.fines[key] = f
	return f
}

// auditTarget is the rival whose audit hurts most: the exact fine, counted
// half again for a rival at or above the expert's score.
func (e *expert) auditTarget(v *Seen) int {
	best, bestValue := -1, 0
	me := v.Seats[v.Seat].Score
	for j := range v.Seats {
		s := &v.Seats[j]
		if j == v.Seat || s.IllegalRaw < e.p.AuditFrom {
			continue
		}
		f := e.fine(s.Floor)
		value := 2 * f
		if s.Score >= me {
			value += f
		}
		if value > bestValue {
			best, bestValue = j, value
		}
	}
	return best
}

// turnsLeft is how many turns the rivals play after this one before the game
// ends (an estimate while the pile lasts), and how many of its own turns the
// expert has left after this one.
func (e *expert) turnsLeft(v *Seen) (rivals, mine int) {
	n := len(v.Seats)
	last := v.LastTurn
	if last == 0 {
		// Each turn draws draw_per_turn cards; the round of the last draw is
		// completed.
		turns := (v.DrawPile + e.r.DrawPerTurn - 1) / e.r.DrawPerTurn
		end := v.Turn + turns
		last = ((end-1)/n + 1) * n
	}
	after := max(0, last-v.Turn)
	mine = after / n
	return after - mine, mine
}

// pairChance is how many unseen copies of c's rank could still join it: the
// cards no floor, discard or own hand accounts for.
func pairChance(v *Seen, c cards.Card) int {
	n := 0
	for _, s := range cards.Suits {
		x := cards.New(c.Rank, s)
		n += 4 - int(v.Out[x.Index()])
	}
	for _, h := range v.Hand {
		if h.Rank == c.Rank {
			n--
		}
	}
	return max(0, n)
}

func (e *expert) produce(v *Seen) Move {
	options, values := e.rank(v)
	best := -1
	for i := range options {
		if best < 0 || values[i] > values[best] {
			best = i
		}
	}
	if best < 0 || values[best] <= 0 {
		return Move{Kind: MovePass}
	}
	o := options[best]
	return Move{Kind: MoveProduce, Cards: o.cards, Illegal: o.illegal}
}

// winValue is the value rank gives a production that reaches the winning
// score (more than any other).
const winValue = 1_000_000

// rank lists the productions the expert weighs, each with its value in
// hundredths of a point: a pass is worth 0. A production that wins is
// worth winValue and its points.
func (e *expert) rank(v *Seen) ([]choice, []int) {
	r := e.r
	if len(v.Hand) == 0 {
		return nil, nil
	}
	me := &v.Seats[v.Seat]
	rivalTurns, myTurns := e.turnsLeft(v)
	risk := min(100, e.p.AuditRisk*rivalTurns) // percent
	var options []choice
	for _, o := range legalOptions(v.Hand, &e.buf) {
		raw := r.Raw(o)
		options = append(options, choice{cards: o, raw: raw, points: r.PointsForRaw(raw, true)})
	}
	// Illegal: the best safe production of the cards that pair least, or,
	// when no rival can audit before the end, the whole hand.
	pool := singles(v.Hand, &e.buf)
	slices.SortStableFunc(pool, func(a, b cards.Card) int { return pairChance(v, a) - pairChance(v, b) })
	limit := min(e.p.Limit(v.Track), r.Illegal.DangerFrom-1)
	if myTurns == 0 {
		pool, limit = slices.Clone(v.Hand), 1000
		if triggers(r, v.Track) {
			limit = r.Illegal.DangerFrom - 1
		}
	}
	if cs, raw := bestSubset(pool, limit, &e.buf); raw > 0 {
		options = append(options, choice{cards: cs, raw: raw, illegal: true, points: r.PointsForRaw(raw, false)})
	}
	values := make([]int, len(options))
	for i, o := range options {
		if pts := netPoints(r, v, o); me.Score+pts >= r.WinScore {
			values[i] = winValue + pts
			continue
		}
		value := 100 * o.points
		if !o.illegal && myTurns > 0 {
			// A hand that merges two legal ones (two pair, full house) costs
			// the compliance bonus the second would score on a later turn.
			switch h, _ := rheinhessenrules.Classify(o.cards); h {
			case rheinhessenrules.TwoPair, rheinhessenrules.FullHouse, rheinhessenrules.FourOfAKind:
				value -= 100 * e.p.MergeCost
			case rheinhessenrules.ThreeOfAKind:
				value -= 100 * e.p.MergeCost / 2
			}
		}
		if o.illegal {
			value -= risk * e.r.Audit.FineFactor.Times(o.raw).Round()
		}
		// What the cards could still become: a card with unseen copies may
		// yet pair; spending it costs that hope while turns remain.
		if myTurns > 0 {
			for _, c := range o.cards {
				value -= 100 * e.p.PairValue * min(pairChance(v, c), 2) / 2
			}
			value += 100 * e.p.PairValue * len(o.cards) / 2
		}
		values[i] = value
	}
	return options, values
}
