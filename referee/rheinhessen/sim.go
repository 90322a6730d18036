package rheinhessen

import (
	"fmt"

	"boardroom/referee"
	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// The simulator plays whole virtual games with every seat held by a policy,
// fast: the same rules as the referee (the same scoring, track, salvage, end
// of the deck and tie-break, from rules/rheinhessen), kept in plain arrays
// without the sentences the referee writes for people. TestSimMatchesReferee
// plays the same games through both and compares them move by move.

// End is how a game ended.
type End int8

// The ways a game ends.
const (
	EndScore    End = iota // a corporation reached the winning score
	EndDeck                // the pile ran out: the highest score won
	EndTieBreak            // the pile ran out, tied scores: the lower illegal raw won
	EndShared              // the pile ran out and the tie-break tied too: the win is shared
)

func (e End) String() string {
	return [...]string{"score", "deck", "tie-break", "shared"}[e]
}

// SeatStats is what one seat did in one game.
type SeatStats struct {
	Legal          int // legal productions
	Illegal        int // illegal productions
	Violations     int // illegal productions in the danger zone
	Passes         int
	Idle           int // passes with no card in hand (no choice)
	AuditsMade     int // internal audits it made
	AuditsSuffered int // internal audits of its floor
	Externals      int // external audits it triggered
	Fines          int // points lost to fines, internal and external
	// Produced is the points its productions scored, before fines and the
	// external audit's extra loss (kickbacks included).
	Produced int
	// By the audit track value at the start of its turns (0 to 4): its
	// turns, the internal audits it made, its illegal productions and its
	// violations.
	TurnsAt      [TrackValues]int
	AuditsAt     [TrackValues]int
	IllegalAt    [TrackValues]int
	ViolationsAt [TrackValues]int
	// By how dirty the dirtiest rival floor was at the start of its turns
	// (illegal raw 0, 1-25, 26-50, 51 or more: DirtBucket): its turns and
	// the internal audits it made and the external audits it triggered.
	DirtTurns     [DirtBuckets]int
	DirtAudits    [DirtBuckets]int
	DirtExternals [DirtBuckets]int
	// IllegalHeld is the illegal raw value on its floor at the end of its
	// turns (what the rivals see when they audit), summed over them (over
	// Turns(): the mean it shows).
	IllegalHeld int
}

// TrackValues is the number of audit track values the statistics count (the
// rules' external_audit_at is 5: values 0 to 4).
const TrackValues = 5

// DirtBuckets is the number of rival-floor buckets (DirtBucket).
const DirtBuckets = 4

// DirtBucket is the bucket of an illegal raw value: 0, 1-25, 26-50, 51+.
func DirtBucket(raw int) int {
	switch {
	case raw <= 0:
		return 0
	case raw <= 25:
		return 1
	case raw <= 50:
		return 2
	}
	return 3
}

// Turns is how many turns the seat played (each ends with a production or a
// pass).
func (st *SeatStats) Turns() int { return st.Legal + st.Illegal + st.Passes }

// GameResult is one simulated game.
type GameResult struct {
	Scores  []int
	Stats   []SeatStats
	Winners []int
	End     End
	Turns   int
}

// simSeat is one corporation in the simulator.
type simSeat struct {
	score      int
	hand       []cards.Card
	floor      []cards.Card
	illegalRaw int
	stats      SeatStats
}

// Sim is one game in the simulator.
type Sim struct {
	r        *rheinhessenrules.Rules
	seats    []simSeat
	pile     []cards.Card // the next card last
	track    int
	turn     int
	current  int
	audited  int
	lastTurn int
	out      [52]int8
	ended    bool
	winners  []int
	end      End
	dirt     int // the current seat's DirtBucket at the start of its turn
	policies []Policy
	seen     Seen
	salvaged []cards.Card // audit's scratch: the array the next salvage fills
}

// NewSim deals a virtual game for the policies, one per seat, from seed:
// the same shuffle and deal as the referee's virtual game (New).
func NewSim(seed int64, policies []Policy) (*Sim, error) {
	r := R()
	n := len(policies)
	if n < r.Players.Min || n > r.Players.Max {
		return nil, fmt.Errorf("rheinhessen: %d to %d corporations play, not %d", r.Players.Min, r.Players.Max, n)
	}
	sh, err := referee.NewShoe(cards.Shoe(r.Decks), seed, n, r.StartingHand)
	if err != nil {
		return nil, err
	}
	g := &Sim{r: r, seats: make([]simSeat, n), pile: sh.Pile, policies: policies, audited: -1}
	for i := range g.seats {
		g.seats[i].hand = sh.Hands[i]
	}
	g.seen.Seats = make([]SeenSeat, n)
	g.startTurn()
	return g, nil
}

// Simulate plays one game to its end.
func Simulate(seed int64, policies []Policy) (GameResult, error) {
	g, err := NewSim(seed, policies)
	if err != nil {
		return GameResult{}, err
	}
	return g.Run()
}

// Run plays the game to its end and returns the result; an error is a move
// a policy chose that the rules refuse (a bug in the policy).
func (g *Sim) Run() (GameResult, error) {
	for steps := 0; !g.ended; steps++ {
		if steps > 10000 {
			return GameResult{}, fmt.Errorf("rheinhessen: the game did not end after %d moves", steps)
		}
		m := g.policies[g.current].Choose(g.view())
		if err := g.play(m); err != nil {
			return GameResult{}, err
		}
	}
	res := GameResult{Winners: g.winners, End: g.end, Turns: g.turn,
		Scores: make([]int, len(g.seats)), Stats: make([]SeatStats, len(g.seats))}
	for i := range g.seats {
		res.Scores[i] = g.seats[i].score
		res.Stats[i] = g.seats[i].stats
	}
	return res, nil
}

// view is what the current seat sees (reused between moves).
func (g *Sim) view() *Seen {
	v := &g.seen
	v.Seat, v.Hand = g.current, g.seats[g.current].hand
	v.Track, v.DrawPile, v.Turn, v.LastTurn = g.track, len(g.pile), g.turn, g.lastTurn
	v.CanAudit = g.audited < 0
	v.Out = g.out
	for i := range g.seats {
		p := &g.seats[i]
		v.Seats[i] = SeenSeat{Score: p.score, Hand: len(p.hand), IllegalRaw: p.illegalRaw, Floor: p.floor}
	}
	return v
}

// play checks and applies one move of the current seat.
func (g *Sim) play(m Move) error {
	p := &g.seats[g.current]
	switch m.Kind {
	case MovePass:
		p.stats.Passes++
		if len(p.hand) == 0 {
			p.stats.Idle++
		}
		g.endTurn()
		return nil
	case MoveAudit:
		if g.audited >= 0 || m.Victim == g.current || m.Victim < 0 || m.Victim >= len(g.seats) {
			return fmt.Errorf("rheinhessen: turn %d: seat %d may not audit seat %d", g.turn, g.current, m.Victim)
		}
		g.audited = m.Victim
		p.stats.AuditsMade++
		p.stats.AuditsAt[min(g.track, TrackValues-1)]++
		p.stats.DirtAudits[g.dirt]++
		g.seats[m.Victim].stats.AuditsSuffered++
		g.audit(m.Victim)
		return nil
	}
	if len(m.Cards) == 0 {
		return fmt.Errorf("rheinhessen: turn %d: a production of no cards", g.turn)
	}
	var idx [52]int8
	for _, c := range m.Cards {
		if !c.Valid() {
			return fmt.Errorf("rheinhessen: turn %d: %v is not a card", g.turn, c)
		}
		idx[c.Index()]++
	}
	for _, c := range p.hand {
		idx[c.Index()]--
	}
	for _, n := range idx {
		if n > 0 {
			return fmt.Errorf("rheinhessen: turn %d: seat %d produces %s but holds %s", g.turn, g.current, cards.Format(m.Cards), cards.Format(p.hand))
		}
	}
	raw := g.r.Raw(m.Cards)
	legal := !m.Illegal
	if legal {
		if _, ok := rheinhessenrules.Classify(m.Cards); !ok {
			return fmt.Errorf("rheinhessen: turn %d: %s declared legal is no legal hand", g.turn, cards.Format(m.Cards))
		}
	}
	// Take the cards from the hand onto the floor.
	for _, c := range m.Cards {
		for k, h := range p.hand {
			if h == c {
				p.hand = append(p.hand[:k], p.hand[k+1:]...)
				break
			}
		}
		p.floor = append(p.floor, c)
		g.out[c.Index()]++
		if g.out[c.Index()] > int8(g.r.Decks) {
			return fmt.Errorf("rheinhessen: turn %d: a copy of %s more than %d decks hold", g.turn, c, g.r.Decks)
		}
	}
	sc := g.r.ScoreRaw(raw, legal)
	p.score += sc.Points
	p.stats.Produced += sc.Points
	at := min(g.track, TrackValues-1)
	if legal {
		p.stats.Legal++
	} else {
		p.stats.Illegal++
		p.stats.IllegalAt[at]++
		p.illegalRaw += raw
	}
	if sc.Violation {
		p.stats.Violations++
		p.stats.ViolationsAt[at]++
		tc, err := g.r.Advance(g.track, true)
		if err != nil {
			return err
		}
		if tc.ExternalAudit {
			p.stats.Externals++
			p.stats.DirtExternals[g.dirt]++
			for j := range g.seats {
				g.audit(j)
			}
			p.score -= g.r.Audit.ExternalExtraLoss
		}
		g.track = tc.After
	}
	if p.score >= g.r.WinScore {
		g.ended, g.winners, g.end = true, []int{g.current}, EndScore
		return nil
	}
	g.endTurn()
	return nil
}

// audit reorganizes seat v's floor as the referee's audit does.
func (g *Sim) audit(v int) {
	p := &g.seats[v]
	if len(p.floor) == 0 || p.illegalRaw == 0 {
		// Every card already lies in a legal hand: the audit keeps them all
		// (it may regroup them, which the simulator, counting cards, does
		// not see) and fines nothing.
		return
	}
	kept, fine := g.r.SalvageFloor(p.floor, g.salvaged)
	// The kept cards become the floor; its old array holds the next salvage.
	p.floor, g.salvaged = kept, p.floor
	p.illegalRaw = 0 // the leftover leaves the floor but stays out of play (R28): out is unchanged
	p.score -= fine
	p.stats.Fines += fine
}

func (g *Sim) startTurn() {
	r := g.r
	g.turn++
	n := len(g.seats)
	g.current = (g.turn - 1) % n
	g.audited = -1
	k := min(r.DrawPerTurn, len(g.pile))
	p := &g.seats[g.current]
	for range k {
		p.hand = append(p.hand, g.pile[len(g.pile)-1])
		g.pile = g.pile[:len(g.pile)-1]
	}
	if len(g.pile) == 0 && g.lastTurn == 0 {
		g.lastTurn = ((g.turn-1)/n + 1) * n
	}
	dirtiest := 0
	for j := range g.seats {
		if j != g.current {
			dirtiest = max(dirtiest, g.seats[j].illegalRaw)
		}
	}
	g.dirt = DirtBucket(dirtiest)
	p.stats.TurnsAt[min(g.track, TrackValues-1)]++
	p.stats.DirtTurns[g.dirt]++
}

func (g *Sim) endTurn() {
	g.seats[g.current].stats.IllegalHeld += g.seats[g.current].illegalRaw
	if g.lastTurn > 0 && g.turn >= g.lastTurn {
		g.endByDeck()
		return
	}
	g.startTurn()
}

func (g *Sim) endByDeck() {
	g.ended = true
	all := referee.AllSeats(len(g.seats))
	top := referee.Highest(all, func(i int) int { return g.seats[i].score })
	g.end = EndDeck
	if len(top) > 1 {
		g.end = EndTieBreak
		top = referee.Lowest(top, func(i int) int { return g.seats[i].illegalRaw })
		if len(top) > 1 {
			g.end = EndShared
		}
	}
	g.winners = top
}
