package rheinhessen

import (
	"fmt"

	"boardroom/referee"
)

// OnTable is what lies on the table: the draw pile, each corporation's hand
// and factory floor (its legal and illegal areas), the cards audits removed,
// the coins on the audit track and each score (R23, R24). After an undo the
// players are told which cards go back where (referee.Moves).
func (s *State) OnTable() referee.Table {
	if s.Virtual() {
		return referee.Table{Virtual: true} // the referee holds every card (R35)
	}
	var t referee.Table
	t.Add("the top of the draw pile", "card", s.DrawPile)
	for _, p := range s.Players {
		t.Add(p.Name+"'s hand", "card", p.Hand)
		legal, illegal := 0, 0
		for _, h := range p.Floor {
			if h.Legal {
				legal += len(h.Cards)
			} else {
				illegal += len(h.Cards)
			}
		}
		t.Add(p.Name+"'s floor (legal area)", "card", legal)
		t.Add(p.Name+"'s floor (illegal area)", "card", illegal)
	}
	t.Add("the audit discards (out of the game)", "card", len(s.Discards))
	t.AddFrom("the audit track", "coin", s.Track, "the coin supply")
	for _, p := range s.Players {
		t.Mark(p.Name+"'s score", fmt.Sprint(p.Score))
	}
	return t
}
