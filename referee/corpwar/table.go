package corpwar

import (
	"fmt"
	"strconv"

	"boardroom/referee"
)

// The places on the table, as the players are told them.
const (
	bankPlace     = "the bank"
	tokenSupply   = "the token supply"
	drawPilePlace = "the top of the draw pile"
	discardPlace  = "the discard pile"
	centrePlace   = "the centre (Market Research)"
)

func handPlace(name string) string     { return name + "'s hand" }
func storagePlace(name string) string  { return name + "'s storage" }
func newHiresPlace(name string) string { return name + "'s new hires" }
func improvedPlace(name string) string { return name + "'s board (Improved Methods, face up)" }
func boostPlace(name string) string    { return name + "'s board (Innovation Boost, face up)" }
func spyPlace(target string) string    { return "the table before " + target + " (face down, Espionage)" }
func deptPlace(name string, d Dept) string {
	return fmt.Sprintf("%s's %s department", name, R().DeptName(d))
}

// moveCard records a special action card the table has seen face up
// moved from one place to another, by its name in quotes as the players
// know it: "Reconversion (Queen)".
func (s *State) moveCard(c Card, from, to string) {
	s.Moved.MoveCards("card", []string{strconv.Quote(CardName(c))}, from, to)
}

// moveMoney records n money moved from the bank to player i (n < 0: from
// the player to the bank).
func (s *State) moveMoney(i, n int) {
	from, to := bankPlace, s.Players[i].Name
	if n < 0 {
		n, from, to = -n, to, from
	}
	s.Moved.Add(referee.Move{Thing: "money", Things: "money", Count: n, From: from, To: to})
}

// OnTable is what lies on the table: each corporation's money, product and
// employee tokens (per department, and new hires waiting for the next
// Allocation Phase), the special action cards in hands, face up on boards
// and in the centre, the draw and discard piles. After an undo the players
// are told what each undone action moved, backwards (Journal).
func (s *State) OnTable() referee.Table {
	var t referee.Table
	t.Place(drawPilePlace, discardPlace, centrePlace)
	for _, p := range s.Players {
		t.Piles = append(t.Piles, referee.Pile{Place: p.Name, Thing: "money", Things: "money", Count: p.Money, Supply: bankPlace})
		t.AddFrom(storagePlace(p.Name), "product token", p.Products, tokenSupply)
		for _, d := range R().Depts {
			t.AddFrom(deptPlace(p.Name, d), "employee token", p.Staff.Of(d), tokenSupply)
			t.Place(deptPlace(p.Name, d))
		}
		t.AddFrom(newHiresPlace(p.Name), "employee token", p.New, tokenSupply)
		t.Place(p.Name, storagePlace(p.Name), newHiresPlace(p.Name), handPlace(p.Name), improvedPlace(p.Name), boostPlace(p.Name), spyPlace(p.Name))
	}
	t.Add(drawPilePlace, "card", s.Pile)
	for _, p := range s.Players {
		t.Add(handPlace(p.Name), "card", p.Hand)
		t.Add(improvedPlace(p.Name), "card", p.Improved.Total())
		t.Add(boostPlace(p.Name), "card", len(p.Boosted))
	}
	if s.Spy != nil {
		t.Add(spyPlace(s.Spy.Target), "card", 1)
	}
	t.Add(centrePlace, "card", s.MarketResearch)
	t.Add(discardPlace, "card", s.Discard)
	t.Mark("the turn", fmt.Sprint(s.Turn))
	t.Mark("the phase", s.Phase.Title())
	demand := "not rolled"
	if s.Demand != nil {
		demand = fmt.Sprint(s.Demand.Total)
	}
	t.Mark("the market demand", demand)
	return t
}
