package corpwar

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	corpwarrules "boardroom/rules/corpwar"
)

// Boundary tests (issue 30): every refusal that counts something, at its
// edge: the amount owned accepted and one more refused, the cap accepted and
// one over refused. The numbers come from the rules data.

type edge struct {
	name  string
	phase Phase
	set   func(s *State)
	a     referee.Action[*State]
	ok    bool
	want  string
}

func runEdges(t *testing.T, physical bool, cases []edge) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := fresh(t, physical, c.phase, "A", "B")
			if c.set != nil {
				c.set(s)
			}
			if c.ok {
				require.NoError(t, c.a.Legal(s), "%T %+v", c.a, c.a)
				return
			}
			refusedWith(t, s, c.a, c.want)
		})
	}
}

func TestCountingRefusalsAtTheirEdge(t *testing.T) {
	r := R()
	a := func(s *State) *PlayerState { return &s.Players[0] }
	newStaff := func(n int) func(s *State) { return func(s *State) { a(s).New = n } }
	atWork := func(n int) func(s *State) { return func(s *State) { a(s).Staff = staff(0, 0, n, 0) } }
	hand := func(n int) func(s *State) { return func(s *State) { a(s).Hand = n } }
	improved := func(n int) func(s *State) {
		return func(s *State) { a(s).Hand = 1; a(s).Improved = staff(0, n, 0, 0) }
	}
	require.Positive(t, r.MaxImproved())
	runEdges(t, true, []edge{
		{"place all new employees", Allocation, newStaff(3), &Place{Player: "A", Dept: "sales", N: 3}, true, ""},
		{"place one more than new", Allocation, newStaff(3), &Place{Player: "A", Dept: "sales", N: 4}, false, "A has 3 new employees to place, not 4"},
		{"place 0", Allocation, newStaff(3), &Place{Player: "A", Dept: "sales", N: 0}, false, "place at least 1"},
		{"fire all new employees", Upkeep, newStaff(2), &Fire{Player: "A", From: NewStaff, N: 2}, true, ""},
		{"fire one more than new", Upkeep, newStaff(2), &Fire{Player: "A", From: NewStaff, N: 3}, false, "A has 2 new employees"},
		{"fire all of a department", Upkeep, atWork(2), &Fire{Player: "A", From: "hr", N: 2}, true, ""},
		{"fire one more than a department has", Upkeep, atWork(2), &Fire{Player: "A", From: "hr", N: 3}, false, "A has 2 employees"},
		{"fire 0", Upkeep, atWork(2), &Fire{Player: "A", From: "hr", N: 0}, false, "fire at least 1"},
		{"play the only card in hand", Action, hand(1), &PlayCard{Player: "A", Card: "king", Dept: "sales"}, true, ""},
		{"play with no card in hand", Action, hand(0), &PlayCard{Player: "A", Card: "king", Dept: "sales"}, false, "A has no card in hand"},
		{"spy with the only card in hand", Action, hand(1), &Spy{Player: "A", Target: "B", Dept: "sales"}, true, ""},
		{"spy with no card in hand", Action, hand(0), &Spy{Player: "A", Target: "B", Dept: "sales"}, false, "A has no card in hand"},
		{"improve one step below the lowest roll", Action, improved(r.MaxImproved() - 1), &PlayCard{Player: "A", Card: "ace", Dept: "research"}, true, ""},
		{"improve past the lowest roll", Action, improved(r.MaxImproved()), &PlayCard{Player: "A", Card: "ace", Dept: "research"}, false, "already succeeds on"},
		{"reconvert the only employee", Action, func(s *State) { a(s).Hand = 1; a(s).Staff = staff(1, 0, 0, 0) },
			&PlayCard{Player: "A", Card: "queen", Dept: "production", To: "sales"}, true, ""},
		{"reconvert from an empty department", Action, func(s *State) { a(s).Hand = 1; a(s).Staff = staff(0, 1, 0, 0) },
			&PlayCard{Player: "A", Card: "queen", Dept: "production", To: "sales"}, false, "A has nobody in"},
		{"demand: the dice the rules roll", Execution, nil, &DemandRoll{Dice: nDice(r.Demand.Dice, r.Die)}, true, ""},
		{"demand: one die more", Execution, nil, &DemandRoll{Dice: nDice(r.Demand.Dice+1, r.Die)}, false, "enter"},
		{"demand: one die less", Execution, nil, &DemandRoll{Dice: nDice(r.Demand.Dice-1, r.Die)}, false, "enter"},
		{"demand: a die above the faces", Execution, nil, &DemandRoll{Dice: nDice(r.Demand.Dice, r.Die+1)}, false, "a die shows 1 to"},
		{"demand: a die showing 1", Execution, nil, &DemandRoll{Dice: nDice(r.Demand.Dice, 1)}, true, ""},
		{"demand: a die showing 0", Execution, nil, &DemandRoll{Dice: nDice(r.Demand.Dice, 0)}, false, "a die shows 1 to"},
	})
}

// nDice is n dice, each showing v.
func nDice(n, v int) []int {
	out := make([]int, n)
	for k := range out {
		out[k] = v
	}
	return out
}

// A corporation sells at most the market demand; hire and sell start at 0.
func TestRollSellsAtMostTheDemand(t *testing.T) {
	for _, c := range []struct {
		name       string
		hire, sell int
		ok         bool
		want       string
	}{
		{"sell the demand", 0, 4, true, ""},
		{"sell one over the demand", 0, 5, false, "the demand is 4 this turn, so A cannot sell 5"},
		{"sell 0", 0, 0, true, ""},
		{"sell -1", 0, -1, false, "take a number from 0"},
		{"hire -1", -1, 0, false, "take a number from 0"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := executing(t, fresh(t, false, Execution, "A", "B"), 4)
			a := &Roll{Player: "A", Hire: &c.hire, Sell: &c.sell}
			if c.ok {
				require.NoError(t, a.Legal(s))
				return
			}
			refusedWith(t, s, a, c.want)
		})
	}
}

// A bluff called costs the attacker PenaltyDice dice, each 1 to Die.
func TestCallRollAtItsEdge(t *testing.T) {
	r := R()
	spying := func(t *testing.T) *State {
		s := fresh(t, true, Action, "A", "B")
		s.Players[1].Hand = 1
		s = apply(t, s, &Spy{Player: "B", Target: "A", Dept: "hr"})
		return s
	}
	for _, c := range []struct {
		name string
		roll []int
		ok   bool
		want string
	}{
		{"the dice it costs, top face", nDice(r.Espionage.PenaltyDice, r.Die), true, ""},
		{"the dice it costs, 1", nDice(r.Espionage.PenaltyDice, 1), true, ""},
		{"a face above the die", nDice(r.Espionage.PenaltyDice, r.Die+1), false, "a die shows 1 to"},
		{"a 0", nDice(r.Espionage.PenaltyDice, 0), false, "a die shows 1 to"},
		{"one die more", nDice(r.Espionage.PenaltyDice+1, 1), false, "--roll <die>"},
		{"one die less", nDice(r.Espionage.PenaltyDice-1, 1), false, "--roll <die>"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := spying(t)
			a := &Call{Player: "A", Card: "queen", Roll: c.roll}
			if c.ok {
				require.NoError(t, a.Legal(s))
				return
			}
			refusedWith(t, s, a, c.want)
		})
	}
	// Every copy of a kind face up: it cannot be the card called.
	s := spying(t)
	info, _ := r.Card(corpwarrules.Ace)
	s.Players[0].Improved = staff(info.Count-1, 0, 0, 0)
	require.NoError(t, (&Call{Player: "A", Card: "ace", Roll: nDice(r.Espionage.PenaltyDice, 1)}).Legal(s), "one Ace unseen")
	s.Players[1].Improved = staff(1, 0, 0, 0)
	assert.Error(t, (&Call{Player: "A", Card: "ace", Roll: nDice(r.Espionage.PenaltyDice, 1)}).Legal(s), "every Ace face up")
}

// Physical dice: one die per employee at work in each department, none for
// a disrupted one, each 1 to Die.
func TestRollDiceAtTheirEdge(t *testing.T) {
	r := R()
	hr := corpwarrules.HR
	for _, c := range []struct {
		name      string
		disrupted bool
		dice      []int
		ok        bool
		want      string
	}{
		{"one die per employee", false, nDice(2, r.Die), true, ""},
		{"one die more", false, nDice(3, 1), false, "A has 2 employees in HR: enter 2, not 3"},
		{"one die less", false, nDice(1, 1), false, "A has 2 employees in HR: enter 2, not 1"},
		{"a face above the die", false, []int{1, r.Die + 1}, false, "a die shows 1 to"},
		{"a 0", false, []int{0, 1}, false, "a die shows 1 to"},
		{"disrupted: no dice", true, nil, true, ""},
		{"disrupted: one die", true, nDice(1, 1), false, "is disrupted this turn"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := fresh(t, true, Execution, "A", "B")
			s = executing(t, s, 3)
			s.Players[0].Staff = staff(0, 0, 2, 0)
			if c.disrupted {
				s.Players[0].Disrupted = []Dept{hr}
			}
			a := &Roll{Player: "A", Dice: map[Dept][]int{hr: c.dice}}
			if c.ok {
				require.NoError(t, a.Legal(s))
				return
			}
			refusedWith(t, s, a, c.want)
		})
	}
}

// The demand's dice as the referee writes them: one die, or several summed
// (the rules roll one; the mutation run found the second form untested).
func TestIntsText(t *testing.T) {
	s := &State{}
	assert.Equal(t, "roll 4", s.dice([]int{4}))
	assert.Equal(t, "dice 2+3", s.dice([]int{2, 3}))
	s.Lang = "de"
	assert.Equal(t, "Würfel 2+3", s.dice([]int{2, 3}))
}

// The game ends after the upkeep of the last turn, not one turn sooner.
func TestLastTurnAtItsEdge(t *testing.T) {
	last := R().End.LastTurn
	for _, c := range []struct {
		turn  int
		ended bool
	}{{last - 1, false}, {last, true}} {
		s := fresh(t, false, Upkeep, "A", "B")
		for i := range s.Players {
			s.Players[i].Staff = staff(1, 0, 0, 1)
			s.Players[i].Money = 10
		}
		s.Turn = c.turn
		s = apply(t, s, &Next{})
		assert.Equal(t, c.ended, s.Phase == Ended, "turn %d of %d: %s", c.turn, last, s.EndReason)
		if c.ended {
			assert.Contains(t, s.EndReason, fmt.Sprintf("turn %d was the last", last))
		}
	}
}

// adjust: cards in hand go down to the discards and up from the pile, at
// most every card the pile and the discards hold; money and products never
// below 0; nothing once the game has ended.
func TestAdjustAtItsEdge(t *testing.T) {
	adj := func(what string, d int) referee.Action[*State] {
		return adjuster.Get().Action(referee.Adjustment{Player: "A", What: what, Delta: d, Reason: "test"})
	}
	s := fresh(t, false, Action, "A", "B")
	s.Players[0].Hand, s.Players[0].Money, s.Players[0].Products = 2, 5, 3
	most := s.Pile + s.Discard
	require.Positive(t, most)
	out := apply(t, s, adj("cards", -2))
	assert.Equal(t, 0, out.Players[0].Hand)
	assert.Equal(t, s.Discard+2, out.Discard, "discarded face down")
	out = apply(t, s, adj("cards", most))
	assert.Equal(t, 2+most, out.Players[0].Hand, "every card the pile and the discards hold")
	refusedWith(t, s, adj("cards", most+1), "")
	refusedWith(t, s, adj("cards", -3), "")
	out = apply(t, s, adj("money", -5))
	assert.Equal(t, 0, out.Players[0].Money)
	refusedWith(t, s, adj("money", -6), "")
	out = apply(t, s, adj("products", -3))
	assert.Equal(t, 0, out.Players[0].Products)
	refusedWith(t, s, adj("products", -4), "")
	ended := s.Clone()
	ended.Phase = Ended
	refusedWith(t, ended, adj("money", 1), "the game has ended")
}
