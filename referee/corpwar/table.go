package corpwar

import (
	"fmt"
	"strconv"

	"boardroom/referee"
)

// The places on the table, as the players are told them in the table's
// language: place.<key> in the catalogue ("the discard pile").
func (s *State) place(key string) string { return s.T("place." + key) }

func (s *State) handPlace(name string) string     { return s.T("place.hand", name) }
func (s *State) storagePlace(name string) string  { return s.T("place.storage", name) }
func (s *State) newHiresPlace(name string) string { return s.T("place.new_hires", name) }
func (s *State) improvedPlace(name string) string {
	return s.T("place.improved", name, s.cardTitle("ace"))
}
func (s *State) boostPlace(name string) string { return s.T("place.boost", name, s.cardTitle("king")) }
func (s *State) spyPlace(target string) string {
	return s.T("place.spy", target, s.cardTitle("joker"))
}
func (s *State) deptPlace(name string, d Dept) string {
	return s.T("place.department", name, s.dept(d))
}
func (s *State) centrePlace() string { return s.T("place.centre", s.cardTitle("jack")) }

// thing is a token or card as the table calls it, one and many:
// thing.<key>.one and thing.<key>.other in the catalogue.
func (s *State) thing(key string) (one, many string) {
	return s.T("thing." + key + ".one"), s.T("thing." + key + ".other")
}

// move records n things of a kind ("card", "employee", "product", "money")
// moved from one place to another (n < 0: the other way).
func (s *State) move(key string, n int, from, to string) {
	if n < 0 {
		n, from, to = -n, to, from
	}
	one, many := s.thing(key)
	s.Moved.Add(referee.Move{Thing: one, Things: many, Count: n, From: from, To: to})
}

// moveCard records a special action card the table has seen face up
// moved from one place to another, by its name in quotes as the players
// know it: "Reconversion (Queen)".
func (s *State) moveCard(c Card, from, to string) {
	one, _ := s.thing("card")
	s.Moved.MoveCards(one, []string{strconv.Quote(s.cardName(c))}, from, to)
}

// moveMoney records n money moved from the bank to player i (n < 0: from
// the player to the bank).
func (s *State) moveMoney(i, n int) {
	s.move("money", n, s.place("bank"), s.Players[i].Name)
}

// OnTable is what lies on the table: each corporation's money, product and
// employee tokens (per department, and new hires waiting for the next
// Allocation Phase), the special action cards in hands, face up on boards
// and in the centre, the draw and discard piles. After an undo the players
// are told what each undone action moved, backwards (Journal).
func (s *State) OnTable() referee.Table {
	var t referee.Table
	supply, bank := s.place("supply"), s.place("bank")
	add := func(place, key string, n int, supply string) {
		if n != 0 {
			one, many := s.thing(key)
			t.Piles = append(t.Piles, referee.Pile{Place: place, Thing: one, Things: many, Count: n, Supply: supply})
		}
	}
	t.Place(s.place("draw_pile"), s.place("discard"), s.centrePlace())
	for _, p := range s.Players {
		money, moneys := s.thing("money")
		t.Piles = append(t.Piles, referee.Pile{Place: p.Name, Thing: money, Things: moneys, Count: p.Money, Supply: bank})
		add(s.storagePlace(p.Name), "product", p.Products, supply)
		for _, d := range R().Depts {
			add(s.deptPlace(p.Name, d), "employee", p.Staff.Of(d), supply)
			t.Place(s.deptPlace(p.Name, d))
		}
		add(s.newHiresPlace(p.Name), "employee", p.New, supply)
		t.Place(p.Name, s.storagePlace(p.Name), s.newHiresPlace(p.Name), s.handPlace(p.Name), s.improvedPlace(p.Name),
			s.boostPlace(p.Name), s.spyPlace(p.Name))
	}
	add(s.place("draw_pile"), "card", s.Pile, "")
	for _, p := range s.Players {
		add(s.handPlace(p.Name), "card", p.Hand, "")
		add(s.improvedPlace(p.Name), "card", p.Improved.Total(), "")
		add(s.boostPlace(p.Name), "card", len(p.Boosted), "")
	}
	if s.Spy != nil {
		add(s.spyPlace(s.Spy.Target), "card", 1, "")
	}
	add(s.centrePlace(), "card", s.MarketResearch, "")
	add(s.place("discard"), "card", s.Discard, "")
	t.Mark(s.T("mark.turn"), fmt.Sprint(s.Turn))
	t.Mark(s.T("mark.phase"), s.phaseName(s.Phase))
	demand := s.T("mark.not_rolled")
	if s.Demand != nil {
		demand = fmt.Sprint(s.Demand.Total)
	}
	t.Mark(s.T("mark.demand"), demand)
	return t
}
