package rheinhessen

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"boardroom/lazy"
	"boardroom/phrase"
	"boardroom/referee"
	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

var refuse = referee.Refusef

// The rules refusals rest on, as the referee names them.
const (
	ruleTurn    = "R26: corporations play in seat order, a turn each: draw, optional internal audit, then produce or pass"
	ruleOneAudi = "R13: an internal audit is optional, once per turn, before producing"
	ruleRival   = "R13: the internal audit examines ONE competitor's floor"
	ruleEmpty   = "R16: a production has at least one card; producing nothing is a pass"
	ruleHand    = "R27: a corporation holds 7 + the cards it drew - the cards it produced"
	ruleShoe    = "R2, R28: four decks hold four of each card, counting every floor and the audit discards"
	ruleLegal   = "R7: a production declared legal is exactly one of the eight hands"
	// ruleVirtualHand is the virtual game's own rule (R35).
	ruleVirtualHand = "R35: in a virtual game the referee holds the cards, and a corporation produces only cards it holds"
)

// onTurn checks that the game goes on and that name is the corporation
// whose turn it is; it returns its seat.
func onTurn(s *State, name string) (int, error) {
	if s.Ended {
		return -1, refuse("the game ends when a corporation wins; "+R().Cite("winning"), "the game has ended: %s", s.WinnerText())
	}
	i, err := s.PlayerIndex(name)
	if err != nil {
		return -1, err
	}
	if i != s.Current {
		return -1, refuse(ruleTurn, "it is %s's turn (turn %d), not %s's", s.Players[s.Current].Name, s.Turn, s.Players[i].Name)
	}
	return i, nil
}

// ---- produce ----

// Produce lays cards from the current corporation's hand onto its floor,
// declared legal (a legal hand, R3) or illegal. It is scored (R6), moves the
// audit track when it is a violation (R8, R9) and may trigger an external
// audit (R13); reaching 300 afterwards wins (R30). Otherwise the turn ends.
type Produce struct {
	Player  string       `json:"player"`
	Cards   []cards.Card `json:"cards"`
	Illegal bool         `json:"illegal,omitempty"`
}

func (*Produce) ActionType() string { return string(ActProduce) }

func (a *Produce) Legal(s *State) error {
	i, err := onTurn(s, a.Player)
	if err != nil {
		return err
	}
	p := &s.Players[i]
	if len(a.Cards) == 0 {
		return refuse(ruleEmpty, "%s names no cards", p.Name)
	}
	for _, c := range a.Cards {
		if !c.Valid() {
			return refuse("", "%q is not a card", c.String())
		}
	}
	if len(a.Cards) > p.Hand {
		return refuse(ruleHand, "%s holds %s, so it cannot produce %d", p.Name, plural(p.Hand, "card", "cards"), len(a.Cards))
	}
	if err := shoeCheck(s, a.Cards); err != nil {
		return err
	}
	if s.Shoe != nil {
		if missing := s.Shoe.Missing(i, a.Cards); len(missing) > 0 {
			return refuse(ruleVirtualHand, "%s %s (see 'hand %s')", p.Name, notHeld(s.HandOf(i), missing), p.Name)
		}
	}
	if !a.Illegal {
		if _, err := R().Score(a.Cards, true); err != nil {
			msg := strings.TrimPrefix(err.Error(), "rheinhessen: ")
			if errors.Is(err, rheinhessenrules.ErrNotLegal) {
				return refuse(ruleLegal, "%s; to produce these cards anyway, declare them illegal (--illegal)", msg)
			}
			return refuse("", "%s", msg)
		}
	}
	return nil
}

// shoeCheck refuses a production that would put more copies of a card in
// view than four decks hold (R28).
func shoeCheck(s *State, cs []cards.Card) error {
	decks := R().Decks
	known := s.InPlay()
	here := map[cards.Card]int{}
	for _, c := range cs {
		here[c]++
	}
	var bad []cards.Card
	for c, n := range here {
		if n+known[c] > decks {
			bad = append(bad, c)
		}
	}
	if len(bad) == 0 {
		return nil
	}
	sort.Slice(bad, func(x, y int) bool { return cards.Compare(bad[x], bad[y]) < 0 })
	c := bad[0]
	if known[c] == 0 {
		return refuse(ruleShoe, "%s appears %s in this production, but %s hold only %d", c, times(here[c]), plural(decks, "deck", "decks"), decks)
	}
	return refuse(ruleShoe, "%s appears %s in this production and %d %s already out (%s): %s hold only %d",
		c, times(here[c]), known[c], map[bool]string{true: "is", false: "are"}[known[c] == 1], s.whereIs(c), plural(decks, "deck", "decks"), decks)
}

func times(n int) string {
	if n == 1 {
		return "once"
	}
	return fmt.Sprintf("%d times", n)
}

func (a *Produce) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	r := R()
	i := s.Current
	prod, err := r.Score(a.Cards, !a.Illegal)
	if err != nil {
		return nil, err
	}
	p := &s.Players[i]
	p.Hand -= len(a.Cards)
	if s.Shoe != nil {
		if err := s.Shoe.Take(i, a.Cards); err != nil {
			return nil, err
		}
	}
	p.Floor = append(p.Floor, FloorHand{Cards: append([]cards.Card(nil), a.Cards...), Raw: prod.Raw, Legal: prod.Legal, Hand: prod.Hand})
	s.Moved.MoveCards("card", cardNames(a.Cards), handPlace(p.Name), floorArea(p.Name, prod.Legal))
	before := p.Score
	p.Score += prod.Points
	s.Say("%s %s: %s; score %d %s %d.", subject(p.Name, "produces", "produce"), cards.Format(a.Cards), prod.Explanation, before, phrase.Arrow(), p.Score)
	s.workProduction(prod)
	s.Work.Line("", "%s score: %d + %d = %d", possessive(p.Name, true), before, prod.Points, p.Score)

	tc, err := r.Advance(s.Track, prod.Violation)
	if err != nil {
		return nil, err
	}
	if prod.Violation {
		s.workTrack(tc)
		ticks := plural(tc.Ticks, "tick", "ticks")
		if tc.ExternalAudit {
			s.Say("%s %d-raw illegal production adds %s: track %d, external audit: every floor is reorganized and its leftover fined raw x %s (R9, R13).",
				possessive(p.Name, true), prod.Raw, ticks, tc.Reached, r.Audit.FineFactor)
			for j := range s.Players {
				s.Say("  %s.", s.audit(j))
			}
			before := p.Score
			p.Score -= r.Audit.ExternalExtraLoss
			loses := "loses"
			if isYou(p.Name) {
				loses = "lose"
			}
			s.Say("%s triggered the external audit and %s %d more: score %d %s %d.", p.Name, loses, r.Audit.ExternalExtraLoss, before, phrase.Arrow(), p.Score)
			s.Work.Line("R13", "%s set off the external audit: %d - %d = %d", possessive(p.Name, true), before, r.Audit.ExternalExtraLoss, p.Score)
			s.Say("The audit track resets to %d.", tc.After)
		} else {
			zone := ""
			if z, ok := r.Zone(tc.After); ok {
				zone = fmt.Sprintf(" (%s: the next violation adds %s)", z.Name, plural(r.TicksFor(tc.After), "tick", "ticks"))
			}
			s.Say("%s %d-raw illegal production adds %s: track %d%s.", possessive(p.Name, true), prod.Raw, ticks, tc.After, zone)
		}
		s.Moved.Move("coin", tc.After-s.Track, coinSupply, trackPlace)
		s.Track = tc.After
	}
	if p.Score >= r.WinScore {
		s.Ended = true
		s.Winners = []int{i}
		s.Result = fmt.Sprintf("%s reaches %s after a production: %d wins at once", p.Name, points(p.Score), r.WinScore)
		s.Say("Game over: %s (R14, R30). %s.", s.Result, s.WinnerText())
		return s, nil
	}
	s.endTurn()
	return s, nil
}

// ---- pass ----

// Pass ends the current corporation's turn without producing.
type Pass struct {
	Player string `json:"player"`
}

func (*Pass) ActionType() string { return string(ActPass) }

func (a *Pass) Legal(s *State) error {
	_, err := onTurn(s, a.Player)
	return err
}

func (a *Pass) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	s.Work.Line("R26", "a pass counts nothing: no card is played, no score or track changes; it was allowed because it is %s turn", ownTurn(s.Players[s.Current].Name))
	s.Say("%s.", subject(s.Players[s.Current].Name, "passes", "pass"))
	s.endTurn()
	return s, nil
}

// ---- audit ----

// Audit is the current corporation's internal audit of one rival's floor,
// after its draw and before it produces (R13): the optimal salvage stays,
// the leftover leaves the floor and is fined raw x 1.40 (R11, R12). The
// auditor gains nothing but the damage done (R32).
type Audit struct {
	Auditor string `json:"auditor"`
	Victim  string `json:"victim"`
}

func (*Audit) ActionType() string { return string(ActAudit) }

func (a *Audit) Legal(s *State) error {
	i, err := onTurn(s, a.Auditor)
	if err != nil {
		return err
	}
	if s.Audited >= 0 {
		return refuse(ruleOneAudi, "%s has already audited %s this turn", s.Players[i].Name, s.Players[s.Audited].Name)
	}
	v, err := s.PlayerIndex(a.Victim)
	if err != nil {
		return err
	}
	if v == i {
		return refuse(ruleRival, "%s cannot audit its own floor", s.Players[i].Name)
	}
	return nil
}

func (a *Audit) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	v, err := s.PlayerIndex(a.Victim)
	if err != nil {
		return nil, err
	}
	s.Audited = v
	s.Work.Line("R32", "%s audits %s: an internal audit, once a turn, of a rival; the auditor gains nothing", s.Players[s.Current].Name, s.Players[v].Name)
	s.Say("%s %s floor (internal audit): %s.", subject(s.Players[s.Current].Name, "audits", "audit"), possessive(s.Players[v].Name, false), s.audit(v))
	return s, nil
}

// ---- adjust ----

// ruleAdjustHand is why a hand cannot grow past the draw pile.
const ruleAdjustHand = "R27: the cards a corporation holds come from the draw pile and go back to it"

// adjuster is what `adjust` may change: a score or the cards in a hand
// (taken from or put back on the draw pile). A correction never ends the
// game by itself (R34).
var adjuster = &lazy.Value[*referee.Adjuster[*State]]{New: func() *referee.Adjuster[*State] {
	return &referee.Adjuster[*State]{
		Counters: []referee.Counter[*State]{
			{Name: "score", Help: "points on the score track (may go below 0, as fines do)",
				Get: func(s *State, i int) int { return s.Players[i].Score },
				Set: func(s *State, i, v int) { s.Players[i].Score = v },
				Min: -referee.MaxAdjustment, Show: points},
			{Name: "hand", Help: "cards the corporation holds, taken from or put back on the draw pile",
				Get: func(s *State, i int) int { return s.Players[i].Hand },
				Set: func(s *State, i, v int) {
					if s.Shoe != nil { // a virtual game: the cards themselves move (R35)
						if d := v - s.Players[i].Hand; d > 0 {
							s.Shoe.Draw(i, d)
						} else {
							s.Shoe.PutBack(i, -d)
						}
					}
					s.Moved.Move("card", v-s.Players[i].Hand, drawPilePlace, handPlace(s.Players[i].Name))
					s.DrawPile -= v - s.Players[i].Hand
					s.Players[i].Hand = v
				},
				Max: func(s *State, i int) int { return s.Players[i].Hand + s.DrawPile }, Rule: ruleAdjustHand,
				Show: func(n int) string { return plural(n, "card", "cards") + " in hand" }},
		},
		Clone: (*State).Clone,
		Open: func(s *State) error {
			if s.Ended {
				return refuse("the game ends when a corporation wins; "+R().Cite("winning"), "the game has ended: %s", s.WinnerText())
			}
			return nil
		},
	}
}}
