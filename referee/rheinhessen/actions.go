package rheinhessen

import (
	"errors"
	"sort"
	"strings"

	"boardroom/lazy"
	"boardroom/referee"
	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// onTurn checks that the game goes on and that name is the corporation
// whose turn it is; it returns its seat.
func onTurn(s *State, name string) (int, error) {
	if s.Ended {
		return -1, s.refuseWith(s.say("rule.ended", s.cite("winning")), "refuse.ended", s.WinnerText())
	}
	i, err := s.PlayerIndex(name)
	if err != nil {
		return -1, err
	}
	if i != s.Current {
		return -1, s.refuse("rule.turn", "refuse.not_your_turn", s.Players[s.Current].Name, s.Turn, s.Players[i].Name)
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
	r := R()
	if len(a.Cards) == 0 {
		return s.refuse("rule.empty", "refuse.no_cards", p.Name)
	}
	for _, c := range a.Cards {
		if !c.Valid() {
			return s.refuse("", "refuse.not_a_card", c.String())
		}
	}
	if len(a.Cards) > p.Hand {
		return s.refuseWith(s.say("rule.hand", r.StartingHand), "refuse.too_many_cards", p.Name, p.Hand, len(a.Cards))
	}
	if err := shoeCheck(s, a.Cards); err != nil {
		return err
	}
	if !a.Illegal {
		if _, err := r.Score(a.Cards, true); err != nil {
			if errors.Is(err, rheinhessenrules.ErrNotLegal) {
				return s.refuseWith(s.say("rule.legal", len(r.Hands)), "refuse.not_legal", r.NotLegal(s.Language(), a.Cards))
			}
			return s.refuse("", "refuse.plain", strings.TrimPrefix(err.Error(), "rheinhessen: "))
		}
	}
	// The virtual hand is looked at last: every refusal before this one
	// rests on the cards named and the table alone, so a link that acts for
	// the seat without seeing its hand (serve --play's host) learns from a
	// refusal only whether the whole set it names is held, never a card at
	// a time (a single card is no legal hand).
	if s.Shoe != nil {
		if missing := s.Shoe.Missing(i, a.Cards); len(missing) > 0 {
			r := s.refuse("rule.virtual_hand", "refuse.not_held", p.Name, s.notHeld(s.HandOf(i), missing)).(*referee.Refusal)
			r.Public = s.say("refuse.not_held_public", p.Name) // names no card of the hand
			return r
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
		return s.refuseWith(s.say("rule.shoe", decks), "refuse.shoe", c, here[c], decks)
	}
	return s.refuseWith(s.say("rule.shoe", decks), "refuse.shoe_out", c, here[c], known[c], s.whereIs(c), decks)
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
	s.Moved.MoveCards("card", cardNames(a.Cards), s.place("place.hand", p.Name), s.floorArea(p.Name, prod.Legal))
	before := p.Score
	p.Score += prod.Points
	s.Say("%s", s.sayYou(p.Name, "event.produce", "event.produce.you", p.Name, cards.Format(a.Cards), r.Explain(s.Language(), prod), change{before, p.Score}))
	s.workProduction(prod)
	s.Work.Line("", "%s", s.say("work.score_plus", s.possessive(p.Name, true), before, prod.Points, p.Score))

	tc, err := r.Advance(s.Track, prod.Violation)
	if err != nil {
		return nil, err
	}
	if prod.Violation {
		s.workTrack(tc)
		if tc.ExternalAudit {
			s.tell("event.external_audit", s.possessive(p.Name, true), prod.Raw, tc.Ticks, tc.Reached, r.Audit.FineFactor)
			for j := range s.Players {
				s.Say("  %s.", s.audit(j))
			}
			before := p.Score
			p.Score -= r.Audit.ExternalExtraLoss
			s.Say("%s", s.sayYou(p.Name, "event.extra_loss", "event.extra_loss.you", p.Name, r.Audit.ExternalExtraLoss, change{before, p.Score}))
			s.Work.Line("R13", "%s", s.say("work.extra_loss", s.possessive(p.Name, true), before, r.Audit.ExternalExtraLoss, p.Score))
			s.tell("event.track_reset", tc.After)
		} else {
			zone := ""
			if z, ok := r.Zone(tc.After); ok {
				zone = s.say("event.zone_next", z.Name, r.TicksFor(tc.After))
			}
			s.tell("event.violation", s.possessive(p.Name, true), prod.Raw, tc.Ticks, tc.After, zone)
		}
		s.Moved.Move("coin", tc.After-s.Track, s.place("place.coins"), s.place("place.track"))
		s.Track = tc.After
	}
	if p.Score >= r.WinScore {
		s.Ended = true
		s.Winners = []int{i}
		s.Result = s.say("result.win_score", p.Name, p.Score, r.WinScore)
		s.tell("event.game_over_score", s.Result, s.WinnerText())
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
	name := s.Players[s.Current].Name
	s.Work.Line("R26", "%s", s.sayYou(name, "work.pass", "work.pass.you", name))
	s.Say("%s", s.sayYou(name, "event.pass", "event.pass.you", name))
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
		return s.refuse("rule.one_audit", "refuse.audited", s.Players[i].Name, s.Players[s.Audited].Name)
	}
	v, err := s.PlayerIndex(a.Victim)
	if err != nil {
		return err
	}
	if v == i {
		return s.refuse("rule.rival", "refuse.own_floor", s.Players[i].Name)
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
	name := s.Players[s.Current].Name
	s.Work.Line("R32", "%s", s.say("work.audit", name, s.Players[v].Name))
	s.Say("%s", s.sayYou(name, "event.audit", "event.audit.you", name, s.possessive(s.Players[v].Name, false), s.audit(v)))
	return s, nil
}

// ---- adjust ----

// adjuster is what `adjust` may change: a score or the cards in a hand
// (taken from or put back on the draw pile). A correction never ends the
// game by itself (R34).
var adjuster = &lazy.Value[*referee.Adjuster[*State]]{New: func() *referee.Adjuster[*State] {
	return &referee.Adjuster[*State]{
		Messages: rheinhessenrules.Messages,
		Counters: []referee.Counter[*State]{
			{Name: "score", Words: "counter.score.", Count: "n.points",
				Get: func(s *State, i int) int { return s.Players[i].Score },
				Set: func(s *State, i, v int) { s.Players[i].Score = v },
				Min: -referee.MaxAdjustment},
			{Name: "hand", Words: "counter.hand.",
				Get: func(s *State, i int) int { return s.Players[i].Hand },
				Set: func(s *State, i, v int) {
					if s.Shoe != nil { // a virtual game: the cards themselves move (R35)
						if d := v - s.Players[i].Hand; d > 0 {
							s.Shoe.Draw(i, d)
						} else {
							s.Shoe.PutBack(i, -d)
						}
					}
					s.Moved.Move("card", v-s.Players[i].Hand, s.place("place.draw_pile"), s.place("place.hand", s.Players[i].Name))
					s.DrawPile -= v - s.Players[i].Hand
					s.Players[i].Hand = v
				},
				Max:  func(s *State, i int) int { return s.Players[i].Hand + s.DrawPile },
				Rule: func(s *State) string { return s.say("rule.adjust_hand") }},
		},
		Clone: (*State).Clone,
		Open: func(s *State) error {
			if s.Ended {
				return s.refuseWith(s.say("rule.ended", s.cite("winning")), "refuse.ended", s.WinnerText())
			}
			return nil
		},
	}
}}
