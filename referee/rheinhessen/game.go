package rheinhessen

import (
	"encoding/json"
	"fmt"
	"strings"

	"boardroom/phrase"
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
}

// ParseSetup checks the names and their number (2-4, R15).
func ParseSetup(names []string) (Setup, error) {
	r := R()
	if one, err := referee.Names(names, 1, 1, r.Game, "corporation"); err == nil && r.Players.Min > 1 {
		// One name alone is a solo player who has not found --ai yet: the
		// refusal says the one thing they need.
		return Setup{}, fmt.Errorf("%s is for %d-%d corporations, got 1: name the rivals too (--players %s,Ben), or play alone against AI corporations with --ai (--players %s --ai)",
			r.Game, r.Players.Min, r.Players.Max, one[0], one[0])
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
	ai, personas := st.AI, st.Personas
	st, err := ParseSetup(st.Players)
	if err != nil {
		return nil, fmt.Errorf("rheinhessen: %v", err)
	}
	if ai != nil {
		return newVirtual(st.Players, ai, personas, seed)
	}
	r := R()
	pile, err := r.DrawPile(len(st.Players))
	if err != nil {
		return nil, err
	}
	s := &State{DrawPile: pile, Audited: -1, Discards: []cards.Card{}, Winners: []int{}}
	for _, n := range st.Players {
		s.Players = append(s.Players, PlayerState{Name: n, Hand: r.StartingHand, Floor: []FloorHand{}})
	}
	s.Say("%s each draw %s from the %d of %s: %s left in the draw pile.",
		joinAnd(s.Names()), plural(r.StartingHand, "card", "cards"), r.Shoe(), plural(r.Decks, "deck", "decks"), plural(pile, "card", "cards"))
	s.startTurn()
	return s, nil
}

// Status is the line `games --saved` shows.
func (Rules) Status(s *State) string {
	if s.Ended {
		return "ended: " + s.WinnerText()
	}
	return fmt.Sprintf("turn %d (round %d), %s to play; track %d, draw pile %d", s.Turn, s.Round(), s.CurrentName(), s.Track, s.DrawPile)
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
	s.Moved.Move("card", n, drawPilePlace, handPlace(p.Name))
	if s.Shoe != nil {
		s.Shoe.Draw(s.Current, n)
	}
	if n == 0 {
		s.Say("Turn %d (round %d), %s: the draw pile is empty, so %s nothing and %s %s; the round is being completed.",
			s.Turn, s.Round(), p.Name, subject(p.Name, "draws", "draw"), holds(p.Name), plural(p.Hand, "card", "cards"))
	} else {
		s.Say("Turn %d (round %d), %s: draws %s (%d left in the draw pile) and holds %s.",
			s.Turn, s.Round(), p.Name, plural(n, "card", "cards"), s.DrawPile, plural(p.Hand, "card", "cards"))
	}
	if s.DrawPile == 0 && s.LastTurn == 0 {
		s.LastTurn = s.Round() * len(s.Players)
		if s.LastTurn == s.Turn {
			s.Say("That was the last card of the draw pile and %s the last seat of the round: the game ends after this turn (R29).", subject(p.Name, "is", "are"))
		} else {
			last := s.Players[(s.LastTurn-1)%len(s.Players)].Name
			s.Say("That was the last card of the draw pile: the round is completed without drawing, and the game ends after turn %d, %s (R29).", s.LastTurn, ownTurn(last))
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
	why := fmt.Sprintf("the draw pile ran out and the round is complete: the highest score, %s, wins", points(best))
	if len(top) > 1 {
		var tied, raws []string
		for _, i := range top {
			tied = append(tied, s.Players[i].Name)
			raws = append(raws, fmt.Sprintf("%s %d", s.Players[i].Name, s.Players[i].IllegalRaw()))
		}
		w := referee.Lowest(top, func(i int) int { return s.Players[i].IllegalRaw() })
		why += fmt.Sprintf("; %s tie, so the lowest illegal raw value on the floor decides (%s)", joinAnd(tied), strings.Join(raws, ", "))
		if len(w) > 1 {
			why += " and still ties: the win is shared (R31)"
		}
		top = w
	}
	s.Winners = top
	s.Result = why
	s.Say("Game over: %s. %s.", why, s.WinnerText())
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
		return fmt.Sprintf("%s floor is empty: nothing to keep, no fine", possessive(p.Name, true))
	}
	res := r.Salvage(floor)
	s.journalAudit(p, res)
	p.Floor = []FloorHand{}
	var kept []string
	for _, k := range res.Kept {
		h, _ := rheinhessenrules.Classify(k)
		fh := FloorHand{Cards: append([]cards.Card(nil), k...), Raw: r.Raw(k), Legal: true, Hand: h}
		p.Floor = append(p.Floor, fh)
		kept = append(kept, fmt.Sprintf("%s %s", r.HandName(h), cards.Format(k)))
	}
	s.Discards = append(s.Discards, res.Leftover...)
	if len(res.Leftover) == 0 {
		s.workAudit(p.Name, floor, res, p.Score, p.Score)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s floor", possessive(p.Name, true))
	if len(kept) == 0 {
		b.WriteString(" keeps no legal hand")
	} else {
		fmt.Fprintf(&b, " keeps %s (raw %d)", strings.Join(kept, ", "), res.KeptRaw)
	}
	if len(res.Leftover) == 0 {
		b.WriteString("; nothing is left over, no fine")
		return b.String()
	}
	before := p.Score
	p.Score -= res.Fine
	s.workAudit(p.Name, floor, res, before, p.Score)
	fmt.Fprintf(&b, "; leftover %s leaves the floor: raw %d x %s = %s", cards.Format(res.Leftover), res.LeftoverRaw, res.FineFactor, res.ExactFine)
	if rheinhessenrules.Whole(res.Fine) != res.ExactFine {
		fmt.Fprintf(&b, " %s %d", phrase.Arrow(), res.Fine)
	}
	fmt.Fprintf(&b, " fine: score %d %s %d", before, phrase.Arrow(), p.Score)
	return b.String()
}

// holds is the verb "holds", or "hold" after You.
func holds(name string) string {
	if isYou(name) {
		return "hold"
	}
	return "holds"
}

// ownTurn is "Anna's" or "yours": whose turn a turn is.
func ownTurn(name string) string {
	if isYou(name) {
		return "yours"
	}
	return name + "'s"
}
