package politicard

import (
	"slices"
	"strings"

	"boardroom/referee"
	politicardrules "boardroom/rules/politicard"
)

// The AI styles (PC23). Each plays only what its seat may see: its own
// hand and face-down interventions (Held), the table, the counts. The
// strong style looks one action ahead with the referee's own Apply and
// scoring, on a copy of the state; what it reads of the copy is public or
// its own. In the endgame it plays out deals of what it cannot see (mc.go).
const (
	// StyleTempo plays its strongest government and public cards and its
	// initiatives at once, for influence now; it sets an intervention only
	// when it has nothing else to play.
	StyleTempo = "tempo"
	// StyleControl sets its interventions first and reveals them on the
	// opponent's best plays; then it builds its rows.
	StyleControl = "control"
	// StyleStrong tries every legal action on a copy of the state and takes
	// the one that leaves the best influence difference (greedy one-ply
	// lookahead), and reveals an intervention when that beats letting the
	// window close; once the draw piles run low it plays each action out
	// to the round's end over several deals of the cards it cannot see
	// (determinised Monte Carlo, mc.go) and takes the one that wins most.
	StyleStrong = "strong"
)

// Styles are the AI styles, the default first.
func Styles() []string { return []string{StyleTempo, StyleControl, StyleStrong} }

// StyleDeck is the sample deck a style plays when no deck is given.
func StyleDeck(style string) string {
	if style == StyleControl {
		return "control"
	}
	return "tempo"
}

// NextAI is the action of a seat the referee plays in s, and false when a
// person is to act (their turn, or a window open for them on the AI's
// action) or the match has ended.
func NextAI(s *State) (referee.Action[*State], bool) {
	if s.Ended {
		return nil, false
	}
	if w := s.Window; w != nil {
		o := 1 - w.Player
		if !s.IsAI(o) {
			return nil, false // the person may reveal: they trigger or let it go
		}
		if a := react(s, o); a != nil {
			return a, true
		}
		if !s.IsAI(s.Active) {
			// The AI has chosen to reveal nothing: it says so and the
			// window closes now, as a person's 'let' closes it, so that
			// the person's card resolves before they act again and no
			// screen says the AI "may reveal" (PC23). Between two AI
			// seats (simulate) the next action closes it, as before.
			return &Let{Player: s.Players[o].Name}, true
		}
	}
	if !s.IsAI(s.Active) {
		return nil, false
	}
	return turn(s, s.Active), true
}

// react is an AI seat's answer to an open window: an intervention to
// reveal, or nil to let it close.
func react(s *State, i int) referee.Action[*State] {
	h := s.held(i)
	if h == nil || len(h.Set) == 0 {
		return nil
	}
	name := s.Players[i].Name
	var best referee.Action[*State]
	bestV := -1 // the strong style reveals whatever does it no harm now: a card kept face down is lost at round end
	var base int
	var q *State
	if s.AI[i] == StyleStrong {
		q = s.quietly()
		c := s.quietly()
		c.settle()
		base = c.margin(i)
	}
	seen := map[string]bool{}
	for _, id := range h.Set {
		if seen[id] {
			continue
		}
		seen[id] = true
		a := &Trigger{Player: name, Card: id}
		if a.Legal(s) != nil {
			continue
		}
		switch s.AI[i] {
		case StyleStrong:
			n, _ := a.Apply(q, nil)
			if v := n.margin(i) - base; v > bestV {
				best, bestV = a, v
			}
		case StyleControl:
			// the opponent's best plays: a government card of power 5 or
			// more, or anything else that fires it
			if w := s.Window; w.Kind == "play" {
				if c := R().MustCard(w.Card); c.Type == politicardrules.Government && c.Power < 5 {
					continue
				}
			}
			return a
		default:
			return a
		}
	}
	return best
}

// quietly is a copy of s that says nothing (for a look ahead).
func (s *State) quietly() *State {
	c := s.Clone()
	c.quiet = true
	return c
}

// margin is seat i's influence lead, once any waiting effect resolves.
func (s *State) margin(i int) int {
	if s.Window != nil && s.Window.Deferred {
		s = s.Clone()
		s.quiet = true
		s.settle()
	}
	if s.Ended {
		if s.Winner == i {
			return 1000
		}
		return -1000
	}
	r := R()
	return r.Influence(s.Players[i].Side, s.Names, s.Language()).Total - r.Influence(s.Players[1-i].Side, s.Names, s.Language()).Total
}

// candidates are seat i's legal plays this turn besides End and Pass:
// activating its instant, each card of its hand it may place, setting an
// intervention.
func candidates(s *State, i int) []referee.Action[*State] {
	s = s.closed() // every action closes an open window first: judge on that, once
	name := s.Players[i].Name
	var out []referee.Action[*State]
	if a := (&Activate{Player: name}); s.Players[i].Side.Instant != nil && a.Legal(s) == nil {
		out = append(out, a)
	}
	seen := map[string]bool{}
	for _, id := range s.held(i).Hand {
		if seen[id] {
			continue
		}
		seen[id] = true
		if R().MustCard(id).Type == politicardrules.Intervention {
			continue
		}
		if a := (&Play{Player: name, Card: id}); a.Legal(s) == nil {
			out = append(out, a)
		}
	}
	if a := (&Set{Player: name}); a.Legal(s) == nil {
		out = append(out, a)
	}
	return out
}

// rank is how much a style wants to play a card now (higher first).
func rank(style string, a referee.Action[*State], s *State) int {
	switch a := a.(type) {
	case *Activate:
		return 100
	case *Set:
		if style == StyleControl && s.Players[s.Active].FaceDown < 2 {
			return 200
		}
		return 1
	case *Play:
		c := R().MustCard(a.Card)
		switch c.Type {
		case politicardrules.Government:
			if style == StyleControl {
				return 40 + c.Power
			}
			return 60 + c.Power
		case politicardrules.Public:
			return 50 + c.HP
		default:
			return 30 + c.HP
		}
	}
	return 0
}

// turn is the action of AI seat i on its turn.
func turn(s *State, i int) referee.Action[*State] {
	name := s.Players[i].Name
	p := &s.Players[i]
	cs := candidates(s, i)
	if s.AI[i] == StyleStrong {
		// a card whose effect would be lost now is not played (it may be
		// later, with a target; at round end it is lost either way)
		cs = slices.DeleteFunc(cs, func(a referee.Action[*State]) bool { return s.Wasted(i, a) })
	}
	if s.AI[i] == StyleStrong && s.endgame(i) {
		if a := mcChoose(s, i, cs); a != nil {
			return a
		}
	}
	if s.AI[i] == StyleStrong {
		if a := lookahead(s, i, cs); a != nil {
			return a
		}
	} else if len(cs) > 0 && !(s.Players[1-i].Passed && s.wins(i)) {
		slices.SortStableFunc(cs, func(x, y referee.Action[*State]) int { return rank(s.AI[i], y, s) - rank(s.AI[i], x, s) })
		return cs[0]
	}
	// Nothing (more) to play: pass when that wins the round or nothing can
	// change, otherwise end the turn and draw.
	o := &s.Players[1-i]
	switch {
	case o.Passed && s.wins(i):
		return &Pass{Player: name}
	case o.Passed && len(cs) == 0 && p.AP == R().APPerTurn:
		return &Pass{Player: name} // behind, and nothing to play
	case p.DeckLeft == 0 && p.AP == R().APPerTurn:
		return &Pass{Player: name}
	case p.Hand >= R().HandLimit && p.AP == R().APPerTurn:
		return &Pass{Player: name}
	case s.Turn > 200*s.Round:
		return &Pass{Player: name} // a runaway round: stop it
	}
	return &End{Player: name}
}

// wins reports whether seat i would win the round if it ended now (PC7).
func (s *State) wins(i int) bool {
	m := s.margin(i)
	if m != 0 {
		return m > 0
	}
	// a tie goes to the first passer, or to the last under last-passer
	first := s.Players[1-i].Passed
	if s.Tie == TieLastPasser {
		return !first
	}
	return first
}

// lookahead is the strong style's choice: the candidate that leaves the
// best margin, when it gains anything (nil: end or pass).
func lookahead(s *State, i int, cs []referee.Action[*State]) referee.Action[*State] {
	if s.Players[1-i].Passed && s.wins(i) {
		return nil
	}
	base := s.margin(i)
	q := s.quietly()
	var best referee.Action[*State]
	bestV := 0
	for _, a := range cs {
		n, err := a.Apply(q, nil)
		if err != nil {
			continue
		}
		gain := n.margin(i) - base
		// two-ply: what the best follow-up this turn makes of it (an
		// instant placed, then activated; an aura, then the card it buffs)
		if !n.Ended && n.Active == i && n.Players[i].AP > 0 {
			nq := n.quietly()
			for _, b := range candidates(n, i) {
				if m, err := b.Apply(nq, nil); err == nil {
					gain = max(gain, m.margin(i)-base)
				}
			}
		}
		if gain < 0 {
			continue
		}
		// a card held at round end is lost (PC6): playing one that gains
		// nothing now beats keeping it
		v := 4*gain + 2
		switch a := a.(type) {
		case *Activate:
			v += actBonus // frees the slot for the next instant, and its effect may pay later (a draw, AP)
		case *Set:
			if s.Players[i].FaceDown == 0 {
				v += setBonus // an intervention waiting is worth about a card
			}
		case *Play:
			c := R().MustCard(a.Card)
			if c.Type == politicardrules.Government && s.displaces(i, c) {
				continue // keep the row's slot for a stronger card to come
			}
			if c.Initiative() {
				v++
			}
			if strings.HasPrefix(c.Effect.Kind, "activate_") {
				v += 3 // pays off with every instant activated later
			}
		}
		if v > bestV {
			best, bestV = a, v
		}
	}
	return best
}

// Wasted reports whether seat i's action a loses its effect now: it, or
// (for an instant placed) its activation right after, finds no target (a
// +N with no active government card: "the +N is lost").
func (s *State) Wasted(i int, a referee.Action[*State]) bool {
	q := s.closed().quietly()
	n, err := a.Apply(q, nil)
	if err != nil {
		return false
	}
	if n.lost > q.lost {
		return true
	}
	p, ok := a.(*Play)
	if !ok || R().MustCard(p.Card).Type != politicardrules.Instant || n.Ended || n.Active != i {
		return false
	}
	act := &Activate{Player: s.Players[i].Name}
	if act.Legal(n) != nil {
		return false
	}
	m, err := act.Apply(n.quietly(), nil)
	return err == nil && m.lost > n.lost
}

// displaces reports whether placing government card c now would take a slot
// of the row that a stronger card of seat i's own (in hand or still in its
// deck: what its deck list minus what it has seen leaves) could fill.
func (s *State) displaces(i int, c *politicardrules.Card) bool {
	free := R().RowSize - len(s.Players[i].Side.Gov)
	h := s.held(i)
	better := 0
	for _, xs := range [][]string{h.Hand, h.Pile} {
		for _, id := range xs {
			if d := R().MustCard(id); d.Type == politicardrules.Government && d.Power > c.Power {
				better++
			}
		}
	}
	return better >= free
}

// setBonus is what the strong style counts for its first intervention set.
const setBonus = 6

// actBonus is what the strong style counts for activating its instant.
const actBonus = 10
