package corpwar

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase"
	"boardroom/referee"
	corpwarrules "boardroom/rules/corpwar"
)

// fresh is a new game in the given phase (the books set up by the test).
func fresh(t *testing.T, physical bool, phase Phase, names ...string) *State {
	t.Helper()
	raw, _ := json.Marshal(Setup{Players: names, Physical: physical})
	s, err := Rules{}.New(raw, 1)
	require.NoError(t, err)
	s.Phase = phase
	for i := range s.Players {
		s.Players[i].New = 0
	}
	return s
}

var seq int

// apply checks that a is legal, applies it and checks that the state it was
// given did not change.
func apply(t *testing.T, s *State, a referee.Action[*State]) *State {
	t.Helper()
	require.NoError(t, a.Legal(s), "%T %+v", a, a)
	before, _ := json.Marshal(s)
	seq++
	out, err := a.Apply(s, referee.NewChance(3, seq))
	require.NoError(t, err)
	after, _ := json.Marshal(s)
	assert.JSONEq(t, string(before), string(after), "Apply changed its input")
	assert.Equal(t, s.Cards(), out.Cards(), "no card appears or vanishes")
	return out
}

func refusedWith(t *testing.T, s *State, a referee.Action[*State], want string) {
	t.Helper()
	err := a.Legal(s)
	require.Error(t, err, "%T %+v", a, a)
	assert.True(t, referee.IsRefusal(err))
	assert.Contains(t, err.Error(), want)
}

func staff(p, r, h, s int) PerDept { return PerDept{p, r, h, s} }

// Execution with the demand set, for tests of the dice.
func executing(t *testing.T, s *State, demand int) *State {
	t.Helper()
	s.Phase = Execution
	s.Demand = &Demand{Dice: []int{demand}, Total: demand}
	return s
}

func TestImprovedMethodsStackDownTo2(t *testing.T) {
	s := fresh(t, true, Action, "A", "B")
	s.Players[0].Hand, s.Players[0].Staff = 4, staff(1, 0, 0, 0)
	s = apply(t, s, &PlayCard{Player: "A", Card: "ace", Dept: "production"})
	assert.Equal(t, 3, s.Players[0].Need(prod))
	s = apply(t, s, &PlayCard{Player: "A", Card: "improved-methods", Dept: "production"})
	assert.Equal(t, 2, s.Players[0].Need(prod))
	refusedWith(t, s, &PlayCard{Player: "A", Card: "ace", Dept: "production"}, "ruling CW5")
	s = apply(t, s, &PlayCard{Player: "A", Card: "ace", Dept: "sales"})
	s = apply(t, s, &PlayCard{Player: "A", Card: "ace", Dept: "hr"})
	assert.Equal(t, 4, s.InPlay(corpwarrules.Ace))
	s.Players[1].Hand = 1
	refusedWith(t, s, &PlayCard{Player: "B", Card: "ace", Dept: "sales"}, "all 4 are face up on the table or in the discards")
	// A 2 now counts: Production needs 2+.
	s = executing(t, s, 6)
	s = apply(t, s, &Roll{Player: "A", Dice: map[Dept][]int{prod: d(2)}})
	assert.Equal(t, 1, s.Players[0].Products)
}

func TestInnovationBoostDoublesOutputThisTurn(t *testing.T) {
	s := fresh(t, true, Action, "A", "B")
	s.Players[0].Hand, s.Players[0].Staff, s.Players[0].Products = 3, staff(2, 1, 0, 3), 1
	s = apply(t, s, &PlayCard{Player: "A", Card: "king", Dept: "production"})
	refusedWith(t, s, &PlayCard{Player: "A", Card: "boost", Dept: "production"}, "one Innovation Boost per department per turn")
	s = apply(t, s, &PlayCard{Player: "A", Card: "k", Dept: "sales"})
	s = executing(t, s, 4)
	// Production 5,1: 1 success x2 = 2 products (3 in all); Research 6: 1 card.
	// Sales 6,6,1: 2 successes x2 = 4, but the demand is 4 and there are 3 products: 3 sold.
	s = apply(t, s, &Roll{Player: "A", Dice: map[Dept][]int{prod: d(5, 1), res: d(6), sales: d(6, 6, 1)}})
	a := s.Players[0]
	assert.Equal(t, 0, a.Products)
	assert.Equal(t, 10+3*3, a.Money)
	assert.Equal(t, 2, a.Roll.Depts[0].Output)
	assert.Contains(t, a.Roll.Depts[2].Note, "has only 3 products")
	// The Kings go to the discards at the end of the turn.
	s.Phase = Upkeep
	s = apply(t, s, &Next{})
	assert.Empty(t, s.Players[0].Boosted)
	assert.Equal(t, 2, s.Seen[corpwarrules.King])
}

func TestReconversionMovesOneEmployeeForGood(t *testing.T) {
	s := fresh(t, false, Action, "A", "B")
	s.Players[0].Hand, s.Players[0].Staff = 2, staff(0, 2, 0, 0)
	refusedWith(t, s, &PlayCard{Player: "A", Card: "queen", Dept: "sales", To: "production"}, "A has nobody in Sales")
	refusedWith(t, s, &PlayCard{Player: "A", Card: "queen", Dept: "research", To: "research"}, "the same")
	refusedWith(t, s, &PlayCard{Player: "A", Card: "queen", Dept: "research", To: "marketing"}, `unknown department "marketing"`)
	s = apply(t, s, &PlayCard{Player: "A", Card: "reconversion", Dept: "research", To: "sales"})
	assert.Equal(t, staff(0, 1, 0, 1), s.Players[0].Staff)
	assert.Equal(t, 1, s.Seen[corpwarrules.Queen])
	assert.Equal(t, 1, s.Discard)
}

func TestMarketResearchCountsFromThisTurn(t *testing.T) {
	s := fresh(t, false, Action, "A", "B")
	s.Players[1].Hand = 2
	s = apply(t, s, &PlayCard{Player: "B", Card: "jack"})
	s = apply(t, s, &PlayCard{Player: "B", Card: "market-research"})
	s = apply(t, s, &Next{})
	require.NotNil(t, s.Demand)
	assert.Equal(t, s.Demand.Dice[0]+4, s.Demand.Total, "one die + 2 per Market Research card")
	assert.Equal(t, 2, s.MarketResearch)
	assert.Contains(t, s.Events[len(s.Events)-1], "+ 4 for 2 Market Research cards")
}

func TestJokerIsPlayedFaceDown(t *testing.T) {
	s := fresh(t, false, Action, "A", "B")
	s.Players[0].Hand = 1
	refusedWith(t, s, &PlayCard{Player: "A", Card: "joker"}, "use 'spy A <target> <department>'")
	refusedWith(t, s, &PlayCard{Player: "A", Card: "ten"}, `unknown card "ten"`)
}

func TestEspionageAccepted(t *testing.T) {
	s := fresh(t, true, Action, "A", "B")
	s.Players[1].Staff = staff(2, 0, 0, 1)
	refusedWith(t, s, &Spy{Player: "A", Target: "A", Dept: "sales"}, "cannot spy on themselves")
	refusedWith(t, s, &Spy{Player: "A", Target: "Cy", Dept: "sales"}, `no player named "Cy"`)
	refusedWith(t, s, &Spy{Player: "A", Target: "B", Dept: "legal"}, `unknown department "legal"`)
	s = apply(t, s, &Spy{Player: "A", Target: "B", Dept: "production"})
	refusedWith(t, s, &Next{}, "the target of an espionage card answers before anything else")
	refusedWith(t, s, &Accept{Player: "A"}, "the targeted corporation answers espionage")
	s = apply(t, s, &Accept{Player: "B"})
	assert.Equal(t, []Dept{prod}, s.Players[1].Disrupted)
	assert.Equal(t, 1, s.Discard)
	assert.Empty(t, s.Seen, "an accepted card is discarded unseen")
	refusedWith(t, s, &Spy{Player: "A", Target: "B", Dept: "production"}, "already disrupted this turn")
	s = executing(t, s, 3)
	refusedWith(t, s, &Roll{Player: "B", Dice: map[Dept][]int{prod: d(6, 6), sales: d(6)}}, "a disrupted department rolls no dice")
	s = apply(t, s, &Roll{Player: "B", Dice: map[Dept][]int{sales: d(6)}})
	assert.Equal(t, 0, s.Players[1].Products)
	assert.True(t, s.Players[1].Roll.Depts[0].Disrupted)
}

func TestEspionageCalledOnAJoker(t *testing.T) {
	s := fresh(t, false, Action, "A", "B")
	s.Players[1].Staff = staff(0, 0, 0, 2)
	s = apply(t, s, &Spy{Player: "A", Target: "B", Dept: "sales"})
	s = apply(t, s, &Call{Player: "B", Card: "joker"})
	assert.Equal(t, 1, s.Players[1].Staff.Of(sales), "the defender loses an employee there")
	assert.Equal(t, []Dept{sales}, s.Players[1].Disrupted, "and the sabotage succeeds")
	assert.Equal(t, 10, s.Players[0].Money)
	// The second Joker, against an empty department: nothing more to lose.
	s = apply(t, s, &Spy{Player: "A", Target: "B", Dept: "hr"})
	s = apply(t, s, &Call{Player: "B", Card: "joker"})
	assert.Contains(t, s.Events[len(s.Events)-1], "ruling CW9")
	// Both Jokers are face up in the discards: a third cannot be turned up.
	s.Players[1].Hand = 1
	s = apply(t, s, &Spy{Player: "B", Target: "A", Dept: "hr"})
	refusedWith(t, s, &Call{Player: "A", Card: "joker"}, "all 2 are face up")
}

func TestEspionageCalledOnABluff(t *testing.T) {
	// With the money to pay: the attacker pays the roll, nothing is disrupted.
	s := fresh(t, true, Action, "A", "B")
	s.Players[0].Staff, s.Players[0].Hand, s.Pile = staff(1, 0, 0, 0), 4, 12
	s = apply(t, s, &Spy{Player: "A", Target: "B", Dept: "sales"})
	refusedWith(t, s, &Call{Player: "B", Card: "king"}, "'call B king --roll <die>'")
	refusedWith(t, s, &Call{Player: "B", Card: "joker", Roll: d(3)}, "the card is a Joker: enter no roll")
	s = apply(t, s, &Call{Player: "B", Card: "king", Roll: d(6)})
	assert.Equal(t, 4, s.Players[0].Money)
	assert.Empty(t, s.Players[1].Disrupted)
	assert.Equal(t, 1, s.Seen[corpwarrules.King])

	// Without: 4 money against a roll of 5: pay nothing, lose an employee (their choice).
	s.Players[0].Staff, s.Players[0].New = staff(2, 0, 0, 1), 0
	s = apply(t, s, &Spy{Player: "A", Target: "B", Dept: "sales"})
	s = apply(t, s, &Call{Player: "B", Card: "ace", Roll: d(5), Lose: "sales"})
	assert.Equal(t, 4, s.Players[0].Money)
	assert.Equal(t, staff(2, 0, 0, 0), s.Players[0].Staff)
	assert.Contains(t, s.Events[len(s.Events)-1], "cannot pay 5: they pay nothing and lose 1 employee instead, from Sales (ruling CW10")
	// No choice given: the largest department.
	s = apply(t, s, &Spy{Player: "A", Target: "B", Dept: "sales"})
	s = apply(t, s, &Call{Player: "B", Card: "queen", Roll: d(6)})
	assert.Equal(t, staff(1, 0, 0, 0), s.Players[0].Staff)

	// Neither money enough nor an employee: pay all there is.
	s.Players[0].Staff = staff(0, 0, 0, 0)
	s = apply(t, s, &Spy{Player: "A", Target: "B", Dept: "sales"})
	s = apply(t, s, &Call{Player: "B", Card: "jack", Roll: d(6)})
	assert.Equal(t, 0, s.Players[0].Money)
	assert.Contains(t, s.Events[len(s.Events)-1], "pay all they have, 4")
}

func TestTheRefereeRollsTheBluffDie(t *testing.T) {
	s := fresh(t, false, Action, "A", "B")
	s = apply(t, s, &Spy{Player: "A", Target: "B", Dept: "sales"})
	refusedWith(t, s, &Call{Player: "B", Card: "king", Roll: d(3)}, "the referee rolls the dice in this game")
	s = apply(t, s, &Call{Player: "B", Card: "king"})
	assert.Less(t, s.Players[0].Money, 10)
	assert.GreaterOrEqual(t, s.Players[0].Money, 4)
}

func TestUpkeepWithLayoffs(t *testing.T) {
	s := fresh(t, false, Upkeep, "A", "B", "C")
	// A: 1 money, 7 employees (2 new) and 7 products. Employees cost 2: A lets
	// them go one at a time, the new ones first, until 5 cost 1; then storage
	// (7 products cost 1) cannot be paid: products go until 5 cost nothing.
	s.Players[0].Money, s.Players[0].Staff, s.Players[0].New, s.Players[0].Products = 1, staff(1, 0, 1, 3), 2, 7
	// B: no money, 3 employees: one goes, 2 cost nothing.
	s.Players[1].Money, s.Players[1].Staff = 0, staff(2, 0, 0, 1)
	// C fires one first, voluntarily, and pays for 5.
	s.Players[2].Staff = staff(2, 2, 0, 2)
	refusedWith(t, s, &Fire{Player: "C", From: "hr", N: 1}, "C has no employees in HR")
	refusedWith(t, s, &Fire{Player: "C", From: "new", N: 1}, "C has no new employees")
	s = apply(t, s, &Fire{Player: "C", From: "research", N: 1})
	s = apply(t, s, &Next{})
	a, b, c := s.Players[0], s.Players[1], s.Players[2]
	assert.Equal(t, 0, a.New)
	assert.Equal(t, staff(1, 0, 1, 3), a.Staff, "the new employees go first")
	assert.Equal(t, 0, a.Money)
	assert.Equal(t, 5, a.Products)
	assert.Equal(t, staff(1, 0, 0, 1), b.Staff, "then the largest department")
	assert.Equal(t, 0, b.Money)
	assert.Equal(t, 9, c.Money, "5 employees cost 1")
	joined := ""
	for _, e := range s.Events {
		joined += e + "\n"
	}
	assert.Contains(t, joined, "A cannot pay for every employee and lets 2 employees go (ruling CW15")
	assert.Contains(t, joined, "A cannot pay for storage and throws 2 products away")
	assert.Contains(t, joined, "C pays 1 for 5 employees and 0 for 0 products (ruling CW14")
	assert.Equal(t, 2, s.Turn)
	assert.Equal(t, Allocation, s.Phase)
}

func TestDemandLimitsSales(t *testing.T) {
	s := fresh(t, true, Execution, "A", "B")
	s.Players[0].Staff, s.Players[0].Products = staff(0, 0, 0, 4), 5
	s.Players[1].Staff, s.Players[1].Products = staff(0, 0, 0, 2), 5
	s = apply(t, s, &DemandRoll{Dice: d(2)})
	refusedWith(t, s, &DemandRoll{Dice: d(3)}, "the demand is rolled once per turn")
	refusedWith(t, s, &Roll{Player: "A", Dice: map[Dept][]int{sales: d(6, 6, 6, 6)}, Sell: ptr(3)}, "the demand is 2 this turn, so A cannot sell 3")
	s = apply(t, s, &Roll{Player: "A", Dice: map[Dept][]int{sales: d(6, 6, 6, 6)}})
	assert.Equal(t, 3, s.Players[0].Products, "4 successes, demand 2: 2 sold")
	assert.Equal(t, 16, s.Players[0].Money)
	assert.Contains(t, s.Players[0].Roll.Depts[0].Note, "the demand is 2 (ruling CW13")
	s = apply(t, s, &Roll{Player: "B", Dice: map[Dept][]int{sales: d(6, 6)}, Sell: ptr(1)})
	assert.Equal(t, 13, s.Players[1].Money, "sold only the 1 asked for")
}

func TestHireIfDesiredAndNewEmployeesWaitForAllocation(t *testing.T) {
	s := executing(t, fresh(t, false, Execution, "A", "B"), 3)
	s.Players[0].Staff = staff(0, 0, 6, 0)
	s.Players[0].Improved.Add(hr, 2) // 2+: five or six successes
	s = apply(t, s, &Roll{Player: "A", Hire: ptr(1)})
	assert.Equal(t, 1, s.Players[0].New)
	assert.Equal(t, 6, s.Players[0].Staff.Of(hr))
	s = apply(t, s, &Next{})
	s = apply(t, s, &Next{})
	require.Equal(t, Allocation, s.Phase)
	refusedWith(t, s, &Next{}, "A has 1 new employee to place")
	refusedWith(t, s, &Place{Player: "A", Dept: "sales", N: 2}, "A has 1 new employee to place, not 2")
}

func TestHandLimitReshuffleAndEmptyDeck(t *testing.T) {
	s := executing(t, fresh(t, false, Execution, "A", "B"), 3)
	s.Players[0].Staff = staff(0, 6, 0, 0)
	s.Players[0].Improved.Add(res, 2)
	s.Players[0].Hand, s.Players[1].Hand = 2, 2
	s.Pile, s.Discard, s.Seen = 1, 3, map[Card]int{corpwarrules.Queen: 2}
	// 6 dice on 2+: up to 6 cards from a pile of 1 and 3 discards: 4 at most.
	s = apply(t, s, &Roll{Player: "A", Dice: nil})
	a := s.Players[0]
	got := a.Roll.Depts[0].Output
	assert.LessOrEqual(t, got, 4)
	if a.Roll.Depts[0].Successes > 4 {
		assert.Equal(t, 4, got)
		assert.Contains(t, a.Roll.Depts[0].Note, "ruling CW11")
	}
	assert.Empty(t, s.Seen, "the reshuffled discards are unknown again")
	s = apply(t, s, &Next{})
	s.Players[0].Hand += 4 // 2 + what was drawn + 4: more than 5
	s = apply(t, s, &Next{})
	assert.Equal(t, 5, s.Players[0].Hand)
	assert.Contains(t, s.Events, "A discards "+phrase.Plural(2+got+4-5, "card", "cards")+" of their choice, down to 5 (ruling CW16: the hand limit is applied after upkeep).")
}

func TestTheEnd(t *testing.T) {
	end := func(money ...int) *State {
		s := fresh(t, false, Upkeep, "A", "B", "C")
		for i, m := range money {
			s.Players[i].Money, s.Players[i].Staff = m, staff(1, 0, 0, 0)
		}
		return apply(t, s, &Next{})
	}
	s := end(30, 12, 29)
	assert.Equal(t, Allocation, s.Phase, "30 is not more than 30")
	s = end(31, 12, 33)
	require.Equal(t, Ended, s.Phase)
	assert.Equal(t, "C wins with 33 money", s.WinnerText())
	assert.Contains(t, s.EndReason, "A has 31 and C has 33")
	s = end(33, 33, 2)
	assert.Equal(t, []int{0, 1}, s.Winners())
	assert.Contains(t, s.WinnerText(), "A and B share the win with 33 money (ruling CW17")

	// Nobody can earn money again: A makes products it cannot sell, B sells
	// but makes nothing and has nothing to sell; no cards, no HR.
	s = fresh(t, false, Upkeep, "A", "B")
	s.Players[0].Money, s.Players[0].Staff, s.Players[0].Hand = 12, staff(2, 0, 0, 0), 0
	s.Players[1].Staff, s.Players[1].Hand = staff(0, 0, 0, 2), 0
	s.Pile = 18
	s = apply(t, s, &Next{})
	require.Equal(t, Ended, s.Phase)
	assert.Contains(t, s.EndReason, "no corporation can earn money any more (ruling CW18")
	assert.Equal(t, "A wins with 12 money", s.WinnerText())
	// One card in a hand may be a Reconversion: the game goes on.
	s = fresh(t, false, Upkeep, "A", "B")
	s.Players[0].Staff, s.Players[0].Hand, s.Players[1].Hand, s.Pile = staff(2, 0, 0, 0), 1, 0, 17
	s = apply(t, s, &Next{})
	assert.Equal(t, Allocation, s.Phase)

	// The last turn.
	s = fresh(t, false, Upkeep, "A", "B")
	s.Players[0].Staff = staff(1, 0, 0, 0)
	s.Turn = corpwarrules.Load().End.LastTurn
	s = apply(t, s, &Next{})
	require.Equal(t, Ended, s.Phase)
	assert.Contains(t, s.EndReason, "turn 50 was the last")
	assert.Equal(t, []int{0, 1}, s.Winners(), "10 each")
}

func TestBadInputIsRefusedWithTheRule(t *testing.T) {
	s := fresh(t, false, Allocation, "A", "B")
	s.Players[0].New = 3
	refusedWith(t, s, &Place{Player: "Zed", Dept: "sales", N: 1}, `no player named "Zed" (players: A, B)`)
	refusedWith(t, s, &Place{Player: "A", Dept: "marketing", N: 1}, `unknown department "marketing" (choose production, research, hr, sales) (rule: a corporation has four departments`)
	refusedWith(t, s, &Spy{Player: "A", Target: "B", Dept: "sales"}, "espionage happens in the Action Phase")
	refusedWith(t, s, &Roll{Player: "A"}, "rolling the departments' dice happens in the Execution Phase")
	refusedWith(t, s, &Fire{Player: "A", From: "sales", N: 1}, "firing employees happens in the Upkeep Phase")
	refusedWith(t, s, &DemandRoll{Dice: d(3)}, "the market demand roll happens in the Execution Phase")
	s.Phase = Execution
	s.Demand = &Demand{Dice: d(3), Total: 3}
	refusedWith(t, s, &DemandRoll{Dice: d(3)}, "the referee rolls the dice in this game")
	refusedWith(t, s, &Roll{Player: "A", Dice: map[Dept][]int{sales: d(4)}}, "the referee rolls the dice in this game")
}

// Every player's action opens with the same checks, in the same order and
// words (actor): the game goes on, it is the action's phase, a waiting
// espionage card is answered first and only by its target, the player is
// at the table.
func TestEveryPlayersActionOpensWithTheSameChecks(t *testing.T) {
	answers := map[string]bool{"accept": true, "call": true}
	kinds := 0
	for kind, pa := range phases.Get().Actions {
		if kind == "demand" {
			continue // the demand roll is the table's, not a player's
		}
		a, err := Rules{}.Decode(json.RawMessage(`{"type":"` + kind + `","player":"Zed"}`))
		require.NoError(t, err, kind)
		kinds++
		t.Run(kind, func(t *testing.T) {
			s := fresh(t, true, pa.In[0], "A", "B")
			s.Phase = Ended
			refusedWith(t, s, a, "the game has ended")
			s.Phase = pa.In[0]
			for _, other := range phases.Get().Order {
				if !slices.Contains(pa.In, other) {
					s.Phase = other
					refusedWith(t, s, a, "happens in the "+pa.In[0].Title())
				}
			}
			s.Phase = pa.In[0]
			if answers[kind] {
				refusedWith(t, s, a, "no espionage card is waiting")
				s.Spy = &Espionage{Attacker: "A", Target: "B", Dept: sales}
				refusedWith(t, s, a, `no player named "Zed"`)
				named, err := Rules{}.Decode(json.RawMessage(`{"type":"` + kind + `","player":"A"}`))
				require.NoError(t, err)
				refusedWith(t, s, named, "the targeted corporation answers espionage")
				return
			}
			refusedWith(t, s, a, `no player named "Zed"`)
			if pa.In[0] == Action {
				s.Spy = &Espionage{Attacker: "A", Target: "B", Dept: sales}
				refusedWith(t, s, a, "the target of an espionage card answers before anything else")
			}
		})
	}
	assert.Equal(t, 7, kinds, "place, card, spy, accept, call, roll, fire")
}

func TestParseDeptAndCard(t *testing.T) {
	for in, want := range map[string]Dept{"production": prod, "Prod": prod, "p": prod, "R": res, "hr": hr, "human resources": hr, "sales": sales, "s": sales} {
		got, err := ParseDept(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	_, err := ParseDept("x")
	assert.ErrorIs(t, err, errUnknown)
	for in, want := range map[string]Dept{"Produktion": prod, "forsch": res, "personal": hr, "Vertrieb": sales, "v": sales} {
		got, err := ParseDept(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, "%s: a German table types the German names", in)
	}
	for in, want := range map[string]Card{"ace": corpwarrules.Ace, "A": corpwarrules.Ace, "Improved Methods": corpwarrules.Ace, "innovation_boost": corpwarrules.King,
		"boost": corpwarrules.King, "Q": corpwarrules.Queen, "market-research": corpwarrules.Jack, "espionage": corpwarrules.Joker, "JOKER": corpwarrules.Joker} {
		got, err := ParseCard(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
}
