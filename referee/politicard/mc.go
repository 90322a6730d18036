package politicard

import (
	"hash/fnv"
	"math/rand/v2"
	"slices"

	"boardroom/lazy"
	"boardroom/referee"
	politicardrules "boardroom/rules/politicard"
)

// The strong style's endgame: once the draw piles run low, the
// round turns on who runs out of plays first and who passes when, which a
// one-action lookahead cannot see. There it plays each candidate (every
// play, End Turn, Pass) out to the round's end several times, both seats
// played by the tempo style, and takes the one that wins most often.
//
// It plays out only what its seat may see: its own hand as it is, its own
// draw pile in an order of its own (it knows what is left, not the order),
// and for the opponent's hidden cards (hand, pile, face-down
// interventions, in the numbers the table shows) a deal from the deck list
// the opponent registered when the table made it public (--public-deck),
// else from the card pool, each card as often as a deck may hold it
// (PC15), less the opponent's cards seen face up (PC25). Its own deck
// says nothing of the opponent's. The deals are seeded from what it sees,
// so the referee and the simulator make the same choice.

// mcSamples are the deals each candidate is played out over.
const mcSamples = 6

// mcFrom is how many cards may be left in both draw piles together for
// the strong style to play the endgame out.
const mcFrom = 4

// endgame reports whether the strong style plays s out (see mcFrom).
func (s *State) endgame(i int) bool {
	return s.Players[0].DeckLeft+s.Players[1].DeckLeft <= mcFrom && s.Turn <= 200*s.Round
}

// mcChoose is the candidate (cs, End Turn, Pass) that wins seat i the round
// most often over the deals, ties to the earlier.
func mcChoose(s *State, i int, cs []referee.Action[*State]) referee.Action[*State] {
	name := s.Players[i].Name
	all := slices.Clip(cs)
	if s.Players[i].DeckLeft > 0 {
		// with nothing to draw, End Turn is a pass that does not count
		// as one: a round where both did it would never end
		all = append(all, &End{Player: name})
	}
	all = append(all, &Pass{Player: name})
	rng := rand.New(rand.NewPCG(viewSeed(s, i), 25))
	deals := make([]*State, mcSamples)
	for k := range deals {
		deals[k] = s.deal(i, rng)
	}
	var best referee.Action[*State]
	bestV := -1
	for _, a := range all {
		if a.Legal(s) != nil {
			continue
		}
		v := 0
		for _, d := range deals {
			v += playOut(d, i, a)
		}
		if v > bestV {
			best, bestV = a, v
		}
	}
	return best
}

// playOut plays a in the deal d, then both seats in the tempo style to the
// round's end: 2 for a round seat i wins, plus 1 for each point of its
// lead (capped), 0 when it loses.
func playOut(d *State, i int, a referee.Action[*State]) int {
	s, err := a.Apply(d, nil)
	if err != nil {
		return 0
	}
	rounds := len(d.Results)
	for n := 0; n < 400 && !s.Ended && len(s.Results) == rounds; n++ {
		b, ok := NextAI(s)
		if !ok {
			break
		}
		if s, err = b.Apply(s, nil); err != nil {
			return 0
		}
	}
	if len(s.Results) > rounds {
		if s.Results[rounds].Winner == i {
			return 100
		}
		return 0
	}
	return 50 // the round did not end: count it as even
}

// viewSeed is a seed from what seat i sees: the turn, the table's counts,
// its own hand.
func viewSeed(s *State, i int) uint64 {
	h := fnv.New64a()
	var b []byte
	for _, p := range s.Players {
		b = append(b, byte(p.DeckLeft), byte(p.Hand), byte(p.FaceDown), byte(p.AP), byte(len(p.Side.Gov)), byte(len(p.Side.Pub)))
	}
	b = append(b, byte(s.Turn), byte(s.Turn>>8), byte(s.Round), byte(s.Seq), byte(s.Seq>>8), byte(i))
	h.Write(b)
	for _, id := range s.HandOf(i) {
		h.Write([]byte(id))
	}
	return h.Sum64()
}

// deal is s with what seat i cannot see dealt at random (see above), both
// seats played by the tempo style, quiet.
func (s *State) deal(i int, rng *rand.Rand) *State {
	c := s.Clone()
	c.quiet = true
	c.AI = [2]string{StyleTempo, StyleTempo}
	o := 1 - i
	own := c.Held[i]
	own.Pile = slices.Clone(own.Pile)
	slices.Sort(own.Pile) // what is left, whatever its order
	rng.Shuffle(len(own.Pile), func(a, b int) { own.Pile[a], own.Pile[b] = own.Pile[b], own.Pile[a] })

	full, model := map[string]int{}, map[string]int{}
	known := s.opponentDeck(o)
	seen := map[string]bool{}
	for id := range known {
		seen[id] = true
	}
	for k := range s.Players {
		for _, q := range allPlaced(&s.Players[k].Side) {
			if q.Owner == o {
				seen[q.ID] = true
			}
		}
	}
	for _, id := range s.Players[o].Discard {
		seen[id] = true
	}
	for id := range seen {
		v := s.visible(o, id)
		full[id] = max(known[id], v)
		model[id] = full[id] - v
	}
	var pool, traps []string
	for _, id := range R().Ids(model) {
		for range model[id] {
			if R().MustCard(id).Type == politicardrules.Intervention {
				traps = append(traps, id)
			}
			pool = append(pool, id)
		}
	}
	rng.Shuffle(len(traps), func(a, b int) { traps[a], traps[b] = traps[b], traps[a] })
	p := &c.Players[o]
	set := traps[:min(p.FaceDown, len(traps))]
	for _, id := range set {
		take(&pool, id)
	}
	rng.Shuffle(len(pool), func(a, b int) { pool[a], pool[b] = pool[b], pool[a] })
	nh := min(p.Hand, len(pool))
	hand := slices.Clone(pool[:nh])
	pile := slices.Clone(pool[nh:min(len(pool), nh+p.DeckLeft)])
	p.Hand, p.DeckLeft, p.FaceDown = len(hand), len(pile), len(set)
	p.Deck = full
	c.Held[o] = &Held{Pile: pile, Hand: hand, Set: slices.Clone(set)}
	return c
}

// opponentDeck is the deck list seat i's opponent o is reckoned to play
// from: the deck o registered when the table made it public, else the card
// pool, each card as often as a deck may hold it (PC15, PC25).
func (s *State) opponentDeck(o int) map[string]int {
	if s.PublicDeck {
		return s.Players[o].Deck
	}
	return poolDeck.Get()
}

// poolDeck is every card of the pool, as often as a deck may hold it.
var poolDeck = &lazy.Value[map[string]int]{New: func() map[string]int {
	r := R()
	out := make(map[string]int, len(r.Cards))
	for k := range r.Cards {
		out[r.Cards[k].ID] = r.CopyLimit(&r.Cards[k])
	}
	return out
}}
