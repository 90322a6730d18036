package rheinhessen

import (
	"fmt"
	"slices"

	"boardroom/referee"
	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// The places on the table, as the players are told them.
const (
	drawPilePlace = "the top of the draw pile"
	discardsPlace = "the audit discards (out of the game)"
	trackPlace    = "the audit track"
	coinSupply    = "the coin supply"
)

// floorArea is the legal or the illegal area of a floor.
func floorArea(name string, legal bool) string {
	if legal {
		return legalArea(name)
	}
	return illegalArea(name)
}

// journalAudit records what an audit of p's floor moves (R11, R12): the
// cards of the salvage that lay in the illegal area go to the legal area,
// the leftover goes to the audit discards, from the area it lay in.
func (s *State) journalAudit(p *PlayerState, res rheinhessenrules.SalvageResult) {
	area := map[bool][]string{}
	for _, h := range p.Floor {
		area[h.Legal] = append(area[h.Legal], cardNames(h.Cards)...)
	}
	take := func(c string) bool { // from the legal area when it lies there
		for _, legal := range []bool{true, false} {
			if i := slices.Index(area[legal], c); i >= 0 {
				area[legal] = slices.Delete(area[legal], i, i+1)
				return legal
			}
		}
		return false
	}
	var up []string
	for _, k := range res.Kept {
		for _, c := range cardNames(k) {
			if !take(c) {
				up = append(up, c)
			}
		}
	}
	out := map[bool][]string{}
	for _, c := range cardNames(res.Leftover) {
		legal := take(c)
		out[legal] = append(out[legal], c)
	}
	s.Moved.MoveCards("card", up, illegalArea(p.Name), legalArea(p.Name))
	s.Moved.MoveCards("card", out[true], legalArea(p.Name), discardsPlace)
	s.Moved.MoveCards("card", out[false], illegalArea(p.Name), discardsPlace)
}

func handPlace(name string) string   { return name + "'s hand" }
func legalArea(name string) string   { return name + "'s floor (legal area)" }
func illegalArea(name string) string { return name + "'s floor (illegal area)" }

// cardNames are cards as printed on them: "10♠".
func cardNames(cs []cards.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// OnTable is what lies on the table: the draw pile, each corporation's hand
// and factory floor (its legal and illegal areas), the cards audits removed,
// the coins on the audit track and each score (R23, R24). After an undo the
// players are told what each undone action moved, backwards (State.Moved).
func (s *State) OnTable() referee.Table {
	if s.Virtual() {
		return referee.Table{Virtual: true} // the referee holds every card (R35)
	}
	var t referee.Table
	t.Place(drawPilePlace, discardsPlace, trackPlace)
	for _, p := range s.Players {
		t.Place(handPlace(p.Name), legalArea(p.Name), illegalArea(p.Name))
	}
	t.Add(drawPilePlace, "card", s.DrawPile)
	for _, p := range s.Players {
		t.Add(handPlace(p.Name), "card", p.Hand)
		var legal, illegal []string
		for _, h := range p.Floor {
			if h.Legal {
				legal = append(legal, cardNames(h.Cards)...)
			} else {
				illegal = append(illegal, cardNames(h.Cards)...)
			}
		}
		t.AddCards(legalArea(p.Name), "card", legal)
		t.AddCards(illegalArea(p.Name), "card", illegal)
	}
	t.AddCards(discardsPlace, "card", cardNames(s.Discards))
	t.AddFrom(trackPlace, "coin", s.Track, coinSupply)
	for _, p := range s.Players {
		t.Mark(p.Name+"'s score", fmt.Sprint(p.Score))
	}
	return t
}
