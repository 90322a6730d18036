package rheinhessen

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// GameID is the registry id.
const GameID = "rheinhessen"

// Setup is what `new` records: the corporations in seat order and, for a
// virtual game, the AI persona of each seat ("" for a human, virtual.go).
type Setup struct {
	Players []string `json:"players"`
	AI      []string `json:"ai,omitempty"`
	// Personas are, for a table with personas from a file (--personas),
	// those its AI seats play.
	Personas []rheinhessenrules.Persona `json:"personas,omitempty"`
	// Lang is the language the table plays in; empty is the game's own
	// (a game saved before there was a choice).
	Lang msg.Lang `json:"lang,omitempty"`
}

// ParseSetup checks the names and their number (2-4, R15).
func ParseSetup(names []string) (Setup, error) { return ParseSetupIn(rheinhessenrules.Own, names) }

// ParseSetupIn is ParseSetup with its errors in l (the caller sets the
// setup's Lang).
func ParseSetupIn(l msg.Lang, names []string) (Setup, error) {
	r := R()
	if one, err := referee.Names(names, 1, 1, r.Game, "corporation"); err == nil && r.Players.Min > 1 {
		// One name alone is a solo player who has not found --ai yet: the
		// refusal says the one thing they need.
		return Setup{}, errors.New(sayf(l, "setup.one_name", r.Game, r.Players.Min, r.Players.Max, one[0]))
	}
	clean, err := referee.Names(names, r.Players.Min, r.Players.Max, r.Game, "corporation")
	if err != nil {
		return Setup{}, err
	}
	return Setup{Players: clean}, nil
}

// Rules is the Rheinhessen referee for the engine.
type Rules struct{}

var _ referee.Rules[*State] = Rules{}

// New deals the starting hands (counted: 7 each) and starts turn 1 with its
// draw. The seed is not used: the players draw real cards.
func (Rules) New(raw json.RawMessage, seed int64) (*State, error) {
	var st Setup
	if err := json.Unmarshal(raw, &st); err != nil {
		return nil, fmt.Errorf("rheinhessen: bad setup: %v", err)
	}
	ai, personas, lang := st.AI, st.Personas, st.Lang
	st, err := ParseSetupIn(lang, st.Players)
	if err != nil {
		return nil, fmt.Errorf("rheinhessen: %v", err)
	}
	if ai != nil {
		return newVirtual(st.Players, ai, personas, lang, seed)
	}
	r := R()
	pile, err := r.DrawPile(len(st.Players))
	if err != nil {
		return nil, err
	}
	s := &State{DrawPile: pile, Audited: -1, Discards: []cards.Card{}, Winners: []int{}, Lang: lang}
	for _, n := range st.Players {
		s.Players = append(s.Players, PlayerState{Name: n, Hand: r.StartingHand, Floor: []FloorHand{}})
	}
	s.tell("event.deal", joinAndIn(s.Language(), s.Names()), r.StartingHand, r.Shoe(), r.Decks, pile)
	s.startTurn()
	return s, nil
}

// Status is the line `games --saved` shows.
func (Rules) Status(s *State) string {
	if s.Ended {
		return s.say("status.ended", s.WinnerText())
	}
	return s.say("status.playing", s.Turn, s.Round(), s.CurrentName(), s.Track, s.DrawPile)
}

// Decode reads a stored action.
func (Rules) Decode(raw json.RawMessage) (referee.Action[*State], error) {
	return referee.DecodeTagged[*State](raw, actionKinds.Get())
}

// startTurn starts the next turn: the next seat, and its draw of 2 (fewer
// when fewer are left), which the referee counts (R26). The draw that takes
// the last card fixes the last turn of the game (R29).
func (s *State) startTurn() {
	r := R()
	s.Turn++
	s.Current = (s.Turn - 1) % len(s.Players)
	s.Audited = -1
	p := &s.Players[s.Current]
	n := min(r.DrawPerTurn, s.DrawPile)
	s.DrawPile -= n
	p.Hand += n
	s.Moved.Move("card", n, s.place("place.draw_pile"), s.place("place.hand", p.Name))
	if s.Shoe != nil {
		s.Shoe.Draw(s.Current, n)
	}
	if n == 0 {
		s.Say("%s", s.sayYou(p.Name, "event.turn_empty", "event.turn_empty.you", s.Turn, s.Round(), p.Name, p.Hand))
	} else {
		s.tell("event.turn", s.Turn, s.Round(), p.Name, n, s.DrawPile, p.Hand)
	}
	if s.DrawPile == 0 && s.LastTurn == 0 {
		s.LastTurn = s.Round() * len(s.Players)
		if s.LastTurn == s.Turn {
			s.Say("%s", s.sayYou(p.Name, "event.last_card_last_seat", "event.last_card_last_seat.you", p.Name))
		} else {
			last := s.Players[(s.LastTurn-1)%len(s.Players)].Name
			s.Say("%s", s.sayYou(last, "event.last_card", "event.last_card.you", s.LastTurn, last))
		}
	}
}

// endTurn ends the current turn: the game ends when it was the last turn,
// otherwise the next turn starts.
func (s *State) endTurn() {
	if s.Ended {
		return
	}
	if s.LastTurn > 0 && s.Turn >= s.LastTurn {
		s.endByDeck()
		return
	}
	s.startTurn()
}

// endByDeck ends the game once the round in which the draw pile ran out is
// complete: the highest score wins, ties go to the lowest illegal raw value
// on the floor, and a tie that remains shares the win (R14, R31).
func (s *State) endByDeck() {
	s.Ended = true
	top := referee.Highest(referee.AllSeats(len(s.Players)), func(i int) int { return s.Players[i].Score })
	best := s.Players[top[0]].Score
	why := s.say("result.deck_out", best)
	if len(top) > 1 {
		var tied, raws []string
		for _, i := range top {
			tied = append(tied, s.Players[i].Name)
			raws = append(raws, fmt.Sprintf("%s %d", s.Players[i].Name, s.Players[i].IllegalRaw()))
		}
		w := referee.Lowest(top, func(i int) int { return s.Players[i].IllegalRaw() })
		why += s.say("result.tie", joinAndIn(s.Language(), tied), strings.Join(raws, ", "))
		if len(w) > 1 {
			why += s.say("result.still_tied")
		}
		top = w
	}
	s.Winners = top
	s.Result = why
	s.tell("event.game_over", why, s.WinnerText())
}

// audit reorganizes seat v's floor as every audit does (R11, R12): the
// optimal salvage stays as legal hands, the leftover leaves the floor for the
// discards (R28) and its owner is fined.
func (s *State) audit(v int) string {
	r := R()
	p := &s.Players[v]
	floor := p.FloorCards()
	if len(floor) == 0 {
		s.workAudit(p.Name, nil, rheinhessenrules.SalvageResult{}, p.Score, p.Score)
		return s.say("audit.empty", s.possessive(p.Name, true))
	}
	res := r.Salvage(floor)
	s.journalAudit(p, res)
	p.Floor = []FloorHand{}
	var kept []string
	for _, k := range res.Kept {
		h, _ := rheinhessenrules.Classify(k)
		fh := FloorHand{Cards: append([]cards.Card(nil), k...), Raw: r.Raw(k), Legal: true, Hand: h}
		p.Floor = append(p.Floor, fh)
		kept = append(kept, fmt.Sprintf("%s %s", r.HandNameIn(s.Language(), h), cards.Format(k)))
	}
	s.Discards = append(s.Discards, res.Leftover...)
	if len(res.Leftover) == 0 {
		s.workAudit(p.Name, floor, res, p.Score, p.Score)
	}
	var b strings.Builder
	if len(kept) == 0 {
		b.WriteString(s.say("audit.keeps_none", s.possessive(p.Name, true)))
	} else {
		b.WriteString(s.say("audit.keeps", s.possessive(p.Name, true), strings.Join(kept, ", "), res.KeptRaw))
	}
	if len(res.Leftover) == 0 {
		b.WriteString(s.say("audit.no_leftover"))
		return b.String()
	}
	before := p.Score
	p.Score -= res.Fine
	s.workAudit(p.Name, floor, res, before, p.Score)
	fine := ""
	if rheinhessenrules.Whole(res.Fine) != res.ExactFine {
		fine = fmt.Sprintf(" %s %d", phrase.Arrow(), res.Fine)
	}
	b.WriteString(s.say("audit.fine", cards.Format(res.Leftover), res.LeftoverRaw, res.FineFactor, res.ExactFine, fine, change{before, p.Score}))
	return b.String()
}
