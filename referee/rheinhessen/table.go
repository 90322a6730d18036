package rheinhessen

import (
	"fmt"
	"slices"

	"boardroom/referee"
	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// place is a place on the table, as the players are told it in the table's
// language ("the top of the draw pile", "Anna's hand").
func (s *State) place(id string, args ...any) string { return s.say(id, args...) }

// floorArea is the legal or the illegal area of a floor.
func (s *State) floorArea(name string, legal bool) string {
	if legal {
		return s.place("place.legal_area", name)
	}
	return s.place("place.illegal_area", name)
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
	s.Moved.MoveCards("card", up, s.place("place.illegal_area", p.Name), s.place("place.legal_area", p.Name))
	s.Moved.MoveCards("card", out[true], s.place("place.legal_area", p.Name), s.place("place.discards"))
	s.Moved.MoveCards("card", out[false], s.place("place.illegal_area", p.Name), s.place("place.discards"))
}

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
	t.Place(s.place("place.draw_pile"), s.place("place.discards"), s.place("place.track"))
	for _, p := range s.Players {
		t.Place(s.place("place.hand", p.Name), s.place("place.legal_area", p.Name), s.place("place.illegal_area", p.Name))
	}
	t.Add(s.place("place.draw_pile"), "card", s.DrawPile)
	for _, p := range s.Players {
		t.Add(s.place("place.hand", p.Name), "card", p.Hand)
		var legal, illegal []string
		for _, h := range p.Floor {
			if h.Legal {
				legal = append(legal, cardNames(h.Cards)...)
			} else {
				illegal = append(illegal, cardNames(h.Cards)...)
			}
		}
		t.AddCards(s.place("place.legal_area", p.Name), "card", legal)
		t.AddCards(s.place("place.illegal_area", p.Name), "card", illegal)
	}
	t.AddCards(s.place("place.discards"), "card", cardNames(s.Discards))
	t.AddFrom(s.place("place.track"), "coin", s.Track, s.place("place.coins"))
	for _, p := range s.Players {
		t.Mark(s.place("place.score", p.Name), fmt.Sprint(p.Score))
	}
	return t
}
