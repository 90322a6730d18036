package politicard

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"boardroom/phrase/msg"
	"boardroom/referee"
	politicardrules "boardroom/rules/politicard"
)

// Setup is what `new` records: the players, their registered decks, who
// starts (empty: the referee tosses a coin), the tie rule, the reading of
// the rules and the group's own card names.
type Setup struct {
	Players []string                `json:"players"`
	Decks   [2]politicardrules.Deck `json:"decks"`
	First   string                  `json:"first,omitempty"`
	Tie     string                  `json:"tie,omitempty"`
	// Variant is VariantRulebook or VariantEngine (PC4, PC12, PC19). A
	// match saved before the variant existed has none and keeps the
	// engine's reading it was played under, so its log replays as it was.
	Variant string                `json:"variant,omitempty"`
	Names   politicardrules.Names `json:"names,omitempty"`
	// AI is the style of each seat the referee plays ("" for a person;
	// PC23): the referee shuffles that seat's deck from the game's seed.
	AI []string `json:"ai,omitempty"`
	// Lang is the language the table plays in ("" the game's own).
	Lang msg.Lang `json:"lang,omitempty"`
	// PublicDeck says the table made each person's registered deck public
	// (`new --public-deck`): the AI seat models the person's hidden cards
	// from it, else from the card pool (PC25).
	PublicDeck bool `json:"public_deck,omitempty"`
}

// The readings of the rules (where the rulebook and the engine it came
// from differ, the rulebook wins; the engine's reading is a variant): the rulebook's hand limit
// and keyword discounts, or the original engine's (none of them).
const (
	VariantRulebook = "rulebook"
	VariantEngine   = "engine"
)

// Check validates a setup: two players, two legal decks (PC15), a known
// first player and tie rule.
func (st *Setup) Check() error {
	r := R()
	l := lang(st.Lang)
	clean, err := referee.Names(st.Players, r.Players.Min, r.Players.Max, r.Game, "player")
	if err != nil {
		return err
	}
	st.Players = clean
	for i, d := range st.Decks {
		for _, e := range d.Entries {
			if _, ok := r.Card(e.ID); !ok {
				return usage("setup.unknown_card", st.Players[i], e.ID)
			}
		}
		if v := r.ViolationsIn(d, l); len(v) > 0 {
			return referee.RefusalIn(l, RuleIn(l, "deck"), politicardrules.Messages.Say(l, "setup.deck_not_legal", st.Players[i], d.Name, strings.Join(v, "; ")))
		}
	}
	if st.First != "" && !strings.EqualFold(st.First, st.Players[0]) && !strings.EqualFold(st.First, st.Players[1]) {
		return usage("setup.first", st.First, st.Players[0], st.Players[1])
	}
	switch st.Variant {
	case "", VariantRulebook, VariantEngine:
	default:
		return usage("setup.variant", VariantRulebook, VariantEngine, st.Variant)
	}
	if len(st.AI) > 0 {
		if len(st.AI) != 2 {
			return usage("setup.ai_seats", len(st.AI))
		}
		for _, a := range st.AI {
			if a != "" && !slices.Contains(Styles(), a) {
				return usage("usage.ai_style", strings.Join(Styles(), ", "), a, didYouMean{a, Styles()})
			}
		}
	}
	switch st.Lang {
	case "", msg.DE, msg.EN:
	default:
		return usage("setup.lang", st.Lang)
	}
	switch st.Tie {
	case "":
		st.Tie = TieFirstPasser
	case TieFirstPasser, TieLastPasser:
	default:
		return usage("setup.tie", TieFirstPasser, TieLastPasser, st.Tie)
	}
	return nil
}

// lang is a setup's language: the game's own when it names none.
func lang(l msg.Lang) msg.Lang {
	if l == "" {
		return R().Language
	}
	return l
}

// Rules is the Politicard referee for the engine.
type Rules struct{}

var _ referee.Rules[*State] = Rules{}

// New registers the decks, has both players shuffle and draw their opening
// hands, and tosses the coin for who starts (PC3): the toss comes from the
// game's seed, which the saved game records.
func (Rules) New(raw json.RawMessage, seed int64) (*State, error) {
	var st Setup
	if err := json.Unmarshal(raw, &st); err != nil {
		return nil, fmt.Errorf("politicard: bad setup: %v", err)
	}
	if err := st.Check(); err != nil {
		return nil, fmt.Errorf("politicard: %v", err)
	}
	return newState(st, seed), nil
}

// newState starts a match from a checked setup.
func newState(st Setup, seed int64) *State {
	r := R()
	s := &State{Round: 1, Tie: st.Tie, Variant: st.Variant, Names: st.Names, Lang: st.Lang, PublicDeck: st.PublicDeck, Results: []RoundResult{}}
	for i := range s.Players {
		s.Players[i] = Player{Name: st.Players[i], Deck: st.Decks[i].Counts(), DeckLeft: st.Decks[i].Size(), Discard: []string{}}
		if i < len(st.AI) && st.AI[i] != "" {
			s.AI[i] = st.AI[i]
			s.startHeld(i, st.Decks[i], seed)
		}
	}
	s.tell("log.each_shuffle_their_deck_draw", s.Players[0].Name, s.Players[1].Name, r.Deck.Size, r.OpeningHand)
	for i := range s.Players {
		if s.IsAI(i) {
			s.tell("log.referee_shuffles_deck_holds_hand", s.aiLine(i), st.Decks[i].Name, s.rule("solo"))
		}
	}
	for i := range s.Players {
		if st.PublicDeck && !s.IsAI(i) && s.IsAI(1-i) {
			// said once, at the start: the table knows what the AI may use
			s.tell("log.deck_public_to_ai", s.Players[i].Name, st.Decks[i].Name, s.Players[1-i].Name, s.rule("public_deck"))
		}
	}
	for i := range s.Players {
		s.draw(i, r.OpeningHand, s.tr("draw.opening"))
	}
	first := 0
	if st.First != "" {
		if strings.EqualFold(st.First, s.Players[1].Name) {
			first = 1
		}
		s.tell("log.starts_round_as_agreed", s.Players[first].Name, s.rule("match"))
	} else {
		first = rand.New(rand.NewPCG(uint64(seed), 0x7011c4d)).IntN(2)
		s.tell("log.coin_toss_starts_round", s.Players[first].Name, s.rule("match"))
	}
	s.startTurn(first)
	// The turn line is the first line of the state shown right after; in
	// its place, how to lay out the table: said once, before Next, so the
	// table sets up before the first turn is announced.
	s.Events[len(s.Events)-1] = s.tr("log.set_up_table", r.OpeningHand, s.Players[first].Name, r.APPerTurn)
	if s.Variant == VariantEngine {
		s.tell("log.engine_reading_variant_engine_no", r.PlayCost, s.rule("ap"), s.rule("hand"))
	}
	return s
}

// Decode reads a stored action.
func (Rules) Decode(raw json.RawMessage) (referee.Action[*State], error) {
	return referee.DecodeTagged[*State](raw, actionKinds.Get())
}

// endRound scores the round after the second of two passes in a row; last
// is the seat that passed last (PC5, PC7).
func (s *State) endRound(last int) {
	r := R()
	a, b := s.Influence(0), s.Influence(1)
	res := RoundResult{Round: s.Round, Influence: [2]int{a.Total, b.Total}}
	for i, sc := range []politicardrules.Score{a, b} {
		s.tell("log.influence", s.Players[i].Name, sc.Total, s.itemise(sc))
		s.workInfluence(i, sc)
	}
	switch {
	case a.Total > b.Total:
		res.Winner, res.Why = 0, s.tr("round.score", a.Total, b.Total)
	case b.Total > a.Total:
		res.Winner, res.Why = 1, s.tr("round.score", b.Total, a.Total)
	case s.Tie == TieLastPasser:
		res.Winner = last
		res.Why = s.tr("round.tie_last", a.Total, s.Players[last].Name, TieLastPasser, s.rule("tie"))
	default:
		res.Winner = 1 - last
		res.Why = s.tr("round.tie_first", a.Total, s.Players[1-last].Name, s.rule("tie"))
	}
	s.Results = append(s.Results, res)
	w := &s.Players[res.Winner]
	rl := ruleID("influence")
	if a.Total == b.Total {
		rl = ruleID("tie")
	}
	s.line(rl, "%s", s.tr("why.round_won", s.Round, w.Name, res.Why))
	s.why("match", "why.rounds_won_that_win_match", w.Name, w.Wins, w.Wins+1, r.RoundsToWin)
	w.Wins++
	s.tell("log.both_players_passed_one_after", s.Round, w.Name, res.Why,
		s.Players[0].Name, s.Players[0].Wins, s.Players[1].Name, s.Players[1].Wins)
	s.Window = nil
	if w.Wins >= r.RoundsToWin {
		s.Ended = true
		s.Winner = res.Winner
		s.tell("log.wins_match", w.Name, w.Wins, s.Players[1-res.Winner].Wins, s.rule("match"))
		return
	}
	s.newRound(res.Winner)
}

// newRound clears the board to the discard piles, discards both hands and
// the unfired interventions and deals a fresh hand (PC6); the round winner
// starts (PC3).
func (s *State) newRound(starter int) {
	r := R()
	s.Round++
	for i := range s.Players {
		sd := &s.Players[i].Side
		for _, p := range allPlaced(sd) {
			s.discard(*p, s.placeOf(p.Seq))
		}
		*sd = politicardrules.Side{}
	}
	s.tell("log.round_clear_both_rows_slots",
		s.Round, s.rule("new_round"), s.rule("borrowed"), r.OpeningHand)
	for i := range s.Players {
		p := &s.Players[i]
		s.Moved.Move("card", p.Hand, s.heldAt(i, "hand"), s.heldAt(i, "discard_hidden"))
		s.Moved.Move("card", p.FaceDown, s.heldAt(i, "facedown"), s.heldAt(i, "discard_hidden"))
		p.DiscardHidden += p.Hand + p.FaceDown
		p.Hand, p.FaceDown, p.AP, p.Passed = 0, 0, 0, false
		if h := s.held(i); h != nil {
			h.Hand, h.Set = h.Hand[:0], h.Set[:0]
		}
		p.Round = RoundFlags{}
		p.Turn = TurnFlags{}
		n := r.OpeningHand - p.DrawFewer
		why := s.tr("draw.new_hand")
		if p.DrawFewer > 0 {
			why = s.tr("draw.new_hand_fewer", p.DrawFewer)
		}
		p.DrawFewer = 0
		s.draw(i, max(0, n), why)
	}
	s.startTurn(starter)
}

// itemise is ": 10 G1 ..., +1 Koalitionszwang ..." for a round-end line.
func (s *State) itemise(sc politicardrules.Score) string {
	if len(sc.Lines) == 0 {
		return s.tr("influence.none")
	}
	var parts []string
	for _, l := range sc.Lines {
		parts = append(parts, fmt.Sprintf("%d %s", l.Points, l.What))
	}
	return " = " + strings.Join(parts, " + ")
}
