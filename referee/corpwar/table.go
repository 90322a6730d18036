package corpwar

import (
	"fmt"

	"boardroom/referee"
)

// OnTable is what lies on the table: each corporation's money, product and
// employee tokens (per department, and new hires waiting for the next
// Allocation Phase), the special action cards in hands, face up on boards
// and in the centre, the draw and discard piles. After an undo the players
// are told what goes back where (referee.Moves).
func (s *State) OnTable() referee.Table {
	var t referee.Table
	const bank, supply = "the bank", "the token supply"
	for _, p := range s.Players {
		t.Piles = append(t.Piles, referee.Pile{Place: p.Name, Thing: "money", Things: "money", Count: p.Money, Supply: bank})
		t.AddFrom(p.Name+"'s storage", "product token", p.Products, supply)
		for _, d := range R().Depts {
			t.AddFrom(fmt.Sprintf("%s's %s department", p.Name, R().DeptName(d)), "employee token", p.Staff.Of(d), supply)
		}
		t.AddFrom(p.Name+"'s new hires", "employee token", p.New, supply)
	}
	t.Add("the top of the draw pile", "card", s.Pile)
	for _, p := range s.Players {
		t.Add(p.Name+"'s hand", "card", p.Hand)
		t.Add(p.Name+"'s board (Improved Methods, face up)", "card", p.Improved.Total())
		t.Add(p.Name+"'s board (Innovation Boost, face up)", "card", len(p.Boosted))
	}
	if s.Spy != nil {
		t.Add("face down before "+s.Spy.Target+" (Espionage)", "card", 1)
	}
	t.Add("the centre (Market Research)", "card", s.MarketResearch)
	t.Add("the discard pile", "card", s.Discard)
	t.Mark("the turn", fmt.Sprint(s.Turn))
	t.Mark("the phase", s.Phase.Title())
	demand := "not rolled"
	if s.Demand != nil {
		demand = fmt.Sprint(s.Demand.Total)
	}
	t.Mark("the market demand", demand)
	return t
}
