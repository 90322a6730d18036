package rheinhessen

import (
	"slices"

	"boardroom/referee"
	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// Seen is what one seat may see when it is its turn: its own hand, every
// factory floor, the scores, the cards each rival holds (counted), the audit
// track and the draw pile's size. Never another hand, never the order of the
// pile. The referee's virtual game and the simulator build the same Seen, and
// a policy chooses from it alone.
type Seen struct {
	Seat     int
	Hand     []cards.Card
	Seats    []SeenSeat
	Track    int
	DrawPile int
	Turn     int
	// LastTurn is the turn that ends the game once the pile has run out (0
	// before).
	LastTurn int
	// CanAudit is whether the seat may still make its internal audit.
	CanAudit bool
	// Out counts the copies of each card (by cards.Card.Index) that are on
	// a floor or among the audit discards: what no one can draw any more.
	Out [52]int8
}

// SeenSeat is one corporation as every seat sees it.
type SeenSeat struct {
	Score      int
	Hand       int // cards held (counted, not seen)
	IllegalRaw int // raw value of the floor's illegal area
	Floor      []cards.Card
}

// MoveKind is what a seat does.
type MoveKind int8

// The moves.
const (
	MovePass MoveKind = iota
	MoveProduce
	MoveAudit
)

// Move is one action a policy chooses: the referee turns it into the Audit,
// Produce or Pass action a human would play.
type Move struct {
	Kind    MoveKind
	Victim  int // MoveAudit
	Cards   []cards.Card
	Illegal bool
}

// Policy plays a seat of Rheinhessen: from what the seat sees to one legal
// move. A policy may keep memory, so each seat of each game has its own.
type Policy = referee.Policy[*Seen, Move]

// Action is the referee's action for m, played by the seat named player in s.
func (m Move) Action(s *State, player string) referee.Action[*State] {
	switch m.Kind {
	case MoveAudit:
		return &Audit{Auditor: player, Victim: s.Players[m.Victim].Name}
	case MoveProduce:
		return &Produce{Player: player, Cards: slices.Clone(m.Cards), Illegal: m.Illegal}
	}
	return &Pass{Player: player}
}

// NewPolicy is the policy of a persona (rules/rheinhessen/personas.yaml, R36).
func NewPolicy(p *rheinhessenrules.Persona) Policy {
	if p.Expert && p.MCSamples > 0 {
		return newSearcher(p)
	}
	if p.Expert {
		return newExpert(p)
	}
	return &persona{p: p, r: R()}
}

// persona plays by the numbers of a rulebook persona: see personas.yaml.
type persona struct {
	p   *rheinhessenrules.Persona
	r   *rheinhessenrules.Rules
	buf scratch
}

// Choose audits when a rival's floor is dirty enough, then produces or passes.
// A persona whose violation that triggers the external audit waits for the
// rivals' floors to be dirty (when_rivals_dirtier) decides it first, on the
// floors as they are: when it makes that spike play it does not audit, since
// an internal audit would clean the very floor the external audit is to
// fine, and the external audit reorganizes every floor anyway.
func (a *persona) Choose(v *Seen) Move {
	if a.p.TriggerExternal == rheinhessenrules.TriggerDirty && triggers(a.r, v.Track) && allowTrigger(a.p, v) {
		if m := a.produce(v); m.Kind == MoveProduce && m.Illegal && a.r.Raw(m.Cards) >= a.r.Illegal.DangerFrom {
			return m
		}
	}
	if v.CanAudit && (a.p.NoAuditFrom == 0 || v.Track < a.p.NoAuditFrom) {
		if a.p.AuditTarget == rheinhessenrules.TargetFine {
			if victim := biggestFine(a.r, v, a.p.AuditFrom); victim >= 0 {
				return Move{Kind: MoveAudit, Victim: victim}
			}
		} else if victim := auditTarget(v, a.p.AuditFrom, a.p.AuditTarget); victim >= 0 {
			return Move{Kind: MoveAudit, Victim: victim}
		}
	}
	return a.produce(v)
}

// biggestFine is the rival (of those whose floors hold at least from
// illegal raw) whose exact salvage fine is the biggest, or -1 when no fine
// is above 0.
func biggestFine(r *rheinhessenrules.Rules, v *Seen, from int) int {
	best, bestFine := -1, 0
	for j := range v.Seats {
		if j == v.Seat || v.Seats[j].IllegalRaw < from {
			continue
		}
		if f := r.SalvagePlain(v.Seats[j].Floor).Fine; f > bestFine {
			best, bestFine = j, f
		}
	}
	return best
}

// auditTarget is the rival a persona audits, or -1.
func auditTarget(v *Seen, from int, target string) int {
	best := -1
	for j := range v.Seats {
		if j == v.Seat || v.Seats[j].IllegalRaw < from {
			continue
		}
		if best < 0 {
			best = j
			continue
		}
		a, b := &v.Seats[j], &v.Seats[best]
		switch target {
		case rheinhessenrules.TargetLeader:
			if a.Score > b.Score || a.Score == b.Score && a.IllegalRaw > b.IllegalRaw {
				best = j
			}
		default:
			if a.IllegalRaw > b.IllegalRaw {
				best = j
			}
		}
	}
	if target == rheinhessenrules.TargetNext && best >= 0 {
		if next := (v.Seat + 1) % len(v.Seats); v.Seats[next].IllegalRaw >= from {
			return next
		}
	}
	return best
}

// choice is one production a policy weighs.
type choice struct {
	cards   []cards.Card
	raw     int
	illegal bool
	points  int
}

func (a *persona) produce(v *Seen) Move {
	r, p := a.r, a.p
	if len(v.Hand) == 0 {
		return Move{Kind: MovePass}
	}
	me := &v.Seats[v.Seat]
	var room [3]choice // at most one legal and two illegal
	options := room[:0]
	if p.PointsMax > 0 {
		// Steady growth: the best legal production scoring no more than
		// points_max.
		best, bestRaw := []cards.Card(nil), 0
		eachLegal(v.Hand, &a.buf, func(o []cards.Card) {
			if raw := r.Raw(o); raw > bestRaw && r.PointsForRaw(raw, true) <= p.PointsMax {
				best, bestRaw = append(best[:0], o...), raw
			}
		})
		if best != nil {
			options = append(options, choice{cards: best, raw: bestRaw, points: r.PointsForRaw(bestRaw, true)})
		}
	} else if cs, raw := bestLegal(v.Hand, &a.buf); cs != nil {
		options = append(options, choice{cards: cs, raw: raw, points: r.PointsForRaw(raw, true)})
	}
	// Where a violation triggers the external audit, illegal_max is the
	// limit of that violation (the spike play): a persona that does not make
	// it there makes no illegal production at all.
	// A persona that waits for the rivals' floors to be dirty before it
	// triggers the external audit makes, where a violation would trigger it,
	// that spike play or no illegal production at all (R36).
	limit := p.Limit(v.Track)
	trig := triggers(r, v.Track)
	if trig && !allowTrigger(p, v) {
		limit = 0
	}
	spikeOnly := trig && p.TriggerExternal == rheinhessenrules.TriggerDirty
	if limit > 0 {
		pool := v.Hand
		if p.KeepPairs {
			pool = singles(v.Hand, &a.buf)
		}
		if cs, raw := bestSubset(pool, min(limit, r.Illegal.DangerFrom-1), &a.buf); !spikeOnly && raw > 0 && raw >= p.IllegalMin {
			options = append(options, choice{cards: cs, raw: raw, illegal: true, points: r.PointsForRaw(raw, false)})
		}
		if limit >= r.Illegal.DangerFrom {
			if cs, raw := bestSubset(pool, limit, &a.buf); raw >= r.Illegal.DangerFrom && raw >= p.IllegalMin {
				options = append(options, choice{cards: cs, raw: raw, illegal: true, points: r.PointsForRaw(raw, false)})
			}
		}
	}
	if len(options) == 0 {
		return Move{Kind: MovePass}
	}
	// A production that wins is taken: the most points among those that do
	// (a violation that triggers the external audit costs its extra loss
	// first, R30).
	best, bestPts := -1, 0
	for i, o := range options {
		if pts := netPoints(r, v, o); me.Score+pts >= r.WinScore && (best < 0 || pts > bestPts) {
			best, bestPts = i, pts
		}
	}
	if best < 0 {
		value := func(o choice) int {
			if o.illegal {
				return o.points
			}
			return o.points + p.LegalBias
		}
		best = 0
		for i, o := range options {
			if value(o) > value(options[best]) {
				best = i
			}
		}
		if value(options[best]) < p.PassBelow {
			return Move{Kind: MovePass}
		}
	}
	o := options[best]
	return Move{Kind: MoveProduce, Cards: o.cards, Illegal: o.illegal}
}

// netPoints is what production o changes the seat's score by: its points,
// and for a violation that triggers the external audit, the extra loss and
// the exact fine of the seat's own floor with o's cards on it (the audit
// fines the production's own cards too).
func netPoints(r *rheinhessenrules.Rules, v *Seen, o choice) int {
	if !o.illegal || o.raw < r.Illegal.DangerFrom || !triggers(r, v.Track) {
		return o.points
	}
	floor := append(slices.Clone(v.Seats[v.Seat].Floor), o.cards...)
	return o.points - r.Audit.ExternalExtraLoss - r.SalvagePlain(floor).Fine
}

// triggers reports whether a violation at track triggers an external audit.
func triggers(r *rheinhessenrules.Rules, track int) bool {
	return track+r.TicksFor(track) >= r.Track.ExternalAuditAt
}

// allowTrigger says whether the persona makes the violation that triggers an
// external audit, as its trigger_external says.
func allowTrigger(p *rheinhessenrules.Persona, v *Seen) bool {
	switch p.TriggerExternal {
	case rheinhessenrules.TriggerAlways:
		return true
	case rheinhessenrules.TriggerDirty:
		rivals := 0
		for j := range v.Seats {
			if j != v.Seat {
				rivals += v.Seats[j].IllegalRaw
			}
		}
		return rivals-v.Seats[v.Seat].IllegalRaw >= p.DirtierBy
	}
	return false
}

// scratch is a policy's reusable memory for the searches below.
type scratch struct {
	byRank [cards.Ace + 1][]cards.Card
	rows   [][4]uint64
	option []cards.Card // eachLegal's production
}

// groupRanks sorts hand's cards by rank into buf.byRank.
func groupRanks(hand []cards.Card, buf *scratch) *[cards.Ace + 1][]cards.Card {
	for i := range buf.byRank {
		buf.byRank[i] = buf.byRank[i][:0]
	}
	for _, c := range hand {
		if c.Valid() {
			buf.byRank[c.Rank] = append(buf.byRank[c.Rank], c)
		}
	}
	return &buf.byRank
}

// singles is the cards of hand whose rank it holds once: the cards no pair,
// three or four of a kind needs.
func singles(hand []cards.Card, buf *scratch) []cards.Card {
	by := groupRanks(hand, buf)
	var out []cards.Card
	for _, rk := range cards.Ranks {
		if len(by[rk]) == 1 {
			out = append(out, by[rk][0])
		}
	}
	return out
}

// legalOptions lists the legal productions hand holds that a player would
// consider (eachLegal), each a new slice.
func legalOptions(hand []cards.Card, buf *scratch) [][]cards.Card {
	var out [][]cards.Card
	eachLegal(hand, buf, func(o []cards.Card) { out = append(out, slices.Clone(o)) })
	return out
}

// eachLegal calls yield with each legal production hand holds that a player
// would consider: every pair, three and four of a kind, the best two pair
// and full house, every straight (a straight flush where the suits allow)
// and the five best cards of each suit that has five. The slice yield gets
// is the scratch's and is overwritten after yield returns: clone what is
// kept. It allocates nothing, for the simulator's hot loop.
func eachLegal(hand []cards.Card, buf *scratch, yield func([]cards.Card)) {
	by := groupRanks(hand, buf)
	o := buf.option[:0]
	var pairs, trips [13]cards.Rank // by rank, highest last
	np, nt := 0, 0
	for _, rk := range cards.Ranks {
		n := len(by[rk])
		for k := 2; k <= min(n, 4); k++ {
			yield(append(o[:0], by[rk][:k]...))
		}
		if n >= 2 {
			pairs[np] = rk
			np++
		}
		if n >= 3 {
			trips[nt] = rk
			nt++
		}
	}
	if np >= 2 {
		a, b := pairs[np-1], pairs[np-2]
		yield(append(append(o[:0], by[a][:2]...), by[b][:2]...))
	}
	if nt > 0 {
		t := trips[nt-1]
		for k := np - 1; k >= 0; k-- {
			if pairs[k] != t {
				yield(append(append(o[:0], by[t][:3]...), by[pairs[k]][:2]...))
				break
			}
		}
	}
	// Straights, A-2-3-4-5 up to 10-J-Q-K-A.
	for start := 0; start < 10; start++ {
		ok := true
		for pos := start; pos < start+5 && ok; pos++ {
			ok = len(by[straightRank(pos)]) > 0
		}
		if !ok {
			continue
		}
		suited := false
		for _, s := range cards.Suits {
			o = o[:0]
			for pos := start; pos < start+5; pos++ {
				for _, c := range by[straightRank(pos)] {
					if c.Suit == s {
						o = append(o, c)
						break
					}
				}
			}
			if len(o) == 5 {
				suited = true
				break
			}
		}
		if !suited {
			o = o[:0]
			for pos := start; pos < start+5; pos++ {
				o = append(o, by[straightRank(pos)][0])
			}
		}
		yield(o)
	}
	// Flushes: the five best cards of a suit, gathered for every suit in
	// one pass down the ranks.
	var suited [4][5]cards.Card
	var ns [4]int
	for k := len(cards.Ranks) - 1; k >= 0; k-- {
		for _, c := range by[cards.Ranks[k]] {
			if i := c.Suit - cards.Spades; ns[i] < 5 {
				suited[i][ns[i]] = c
				ns[i]++
			}
		}
	}
	for i := range cards.Suits {
		if ns[i] == 5 {
			o = append(o[:0], suited[i][:]...)
			if _, ok := rheinhessenrules.Classify(o); ok {
				yield(o)
			}
		}
	}
	buf.option = o
}

// straightRank is the rank at a position of the straights: 0 is the ace
// low, 1..13 are Two..Ace.
func straightRank(pos int) cards.Rank {
	if pos == 0 {
		return cards.Ace
	}
	return cards.Two + cards.Rank(pos-1)
}

// bestLegal is the legal production of hand with the greatest raw value (the
// most points), or nil.
func bestLegal(hand []cards.Card, buf *scratch) ([]cards.Card, int) {
	r := R()
	var best []cards.Card
	bestRaw := 0
	eachLegal(hand, buf, func(o []cards.Card) {
		if raw := r.Raw(o); raw > bestRaw {
			best, bestRaw = append(best[:0], o...), raw
		}
	})
	return best, bestRaw
}

// bestSubset is the cards of pool with the greatest raw value not over limit
// (a subset-sum search over bitsets), preferring the cards that come first in
// pool; raw 0 and nil when none fits.
func bestSubset(pool []cards.Card, limit int, buf *scratch) ([]cards.Card, int) {
	r := R()
	if limit <= 0 || len(pool) == 0 {
		return nil, 0
	}
	if total := r.Raw(pool); total <= limit {
		return slices.Clone(pool), total
	}
	limit = min(limit, 255)
	n := len(pool)
	if cap(buf.rows) < n+1 {
		buf.rows = make([][4]uint64, n+1)
	}
	rows := buf.rows[:n+1]
	// rows[i]: the sums reachable with the cards i..n-1.
	rows[n] = [4]uint64{1}
	for i := n - 1; i >= 0; i-- {
		rows[i] = orShift(rows[i+1], r.Value(pool[i]))
	}
	best := 0
	for s := limit; s > 0; s-- {
		if rows[0][s/64]>>(s%64)&1 == 1 {
			best = s
			break
		}
	}
	if best == 0 {
		return nil, 0
	}
	var out []cards.Card
	s := best
	for i := 0; i < n && s > 0; i++ {
		v := r.Value(pool[i])
		if v <= s && rows[i+1][(s-v)/64]>>((s-v)%64)&1 == 1 {
			out = append(out, pool[i])
			s -= v
		}
	}
	return out, best
}

// orShift is a | a << k on 256-bit sets.
func orShift(a [4]uint64, k int) [4]uint64 {
	var b [4]uint64
	w, bit := k/64, uint(k%64)
	for i := 3; i >= w; i-- {
		b[i] = a[i-w] << bit
		if bit > 0 && i-w-1 >= 0 {
			b[i] |= a[i-w-1] >> (64 - bit)
		}
	}
	for i := range b {
		b[i] |= a[i]
	}
	return b
}
