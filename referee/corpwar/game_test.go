package corpwar

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/refereetest"
	corpwarrules "boardroom/rules/corpwar"
)

type tgame struct {
	t  *testing.T
	g  *referee.Game[*State]
	tb *refereetest.Table[*State]
}

func newGame(t *testing.T, physical bool, names ...string) *tgame {
	t.Helper()
	st, err := ParseSetup(names, physical)
	require.NoError(t, err)
	tb := refereetest.NewTable[*State](t, Rules{}, GameID, st, 7)
	return &tgame{t, tb.G, tb}
}

func (tg *tgame) do(a referee.Action[*State]) *State { tg.t.Helper(); return tg.tb.Do(a) }

func (tg *tgame) refused(a referee.Action[*State], want string) {
	tg.t.Helper()
	tg.tb.Refused(a, want)
}

func (tg *tgame) p(name string) PlayerState {
	s := tg.g.State()
	i, err := s.PlayerIndex(name)
	require.NoError(tg.t, err)
	return s.Players[i]
}

func (tg *tgame) next() *State { tg.t.Helper(); return tg.do(&Next{}) }

func (tg *tgame) roll(name string, dice map[Dept][]int) *State {
	tg.t.Helper()
	return tg.do(&Roll{Player: name, Dice: dice})
}

// books is a corporation's money, products, cards in hand and employees
// (Production, Research, HR, Sales, new).
type books struct{ money, products, hand, p, r, hr, s, new int }

func (tg *tgame) books(name string) books {
	p := tg.p(name)
	return books{p.Money, p.Products, p.Hand, p.Staff.Of(corpwarrules.Production), p.Staff.Of(corpwarrules.Research), p.Staff.Of(corpwarrules.HR), p.Staff.Of(corpwarrules.Sales), p.New}
}

func d(v ...int) []int { return v }

const (
	prod  = corpwarrules.Production
	res   = corpwarrules.Research
	hr    = corpwarrules.HR
	sales = corpwarrules.Sales
)

// A whole game with physical dice, every number worked out by hand in the
// comments. A grows through HR and sells two products a turn; B plays the
// cards, spies and bluffs. A passes 30 after upkeep in turn 6.
func TestScriptedGameToTheEnd(t *testing.T) {
	tg := newGame(t, true, "A", "B")
	s := tg.g.State()
	require.Equal(t, Allocation, s.Phase)
	assert.Equal(t, 14, s.Pile, "18 cards, 2 dealt to each")
	assert.Equal(t, books{10, 0, 2, 0, 0, 0, 0, 3}, tg.books("A"), "10 money, 2 cards, 3 employees to place")

	// Turn 1.
	tg.do(&Place{Player: "A", Dept: "production", N: 1})
	tg.do(&Place{Player: "A", Dept: "hr", N: 1})
	tg.refused(&Next{}, "A has 1 new employee to place")
	tg.do(&Place{Player: "A", Dept: "sales", N: 1})
	tg.do(&Place{Player: "B", Dept: "research", N: 2})
	tg.do(&Place{Player: "B", Dept: "sales", N: 1})
	tg.refused(&PlayCard{Player: "B", Card: "ace", Dept: "research"}, "playing special action cards happens in the Action Phase")
	tg.next()
	tg.refused(&Place{Player: "A", Dept: "sales", N: 1}, "placing employees happens in the Allocation Phase")
	tg.do(&PlayCard{Player: "B", Card: "ace", Dept: "research"}) // B's Research succeeds on 3+
	tg.next()
	tg.refused(&Roll{Player: "A"}, "enter it first: 'demand <die>'")
	tg.do(&DemandRoll{Dice: d(2)}) // demand 2
	tg.refused(&Roll{Player: "A", Dice: map[Dept][]int{prod: d(6), sales: d(6)}}, "A has 1 employee in HR: enter 1, not 0")
	tg.refused(&Roll{Player: "A", Dice: map[Dept][]int{prod: d(7), hr: d(6), sales: d(6)}}, "a die shows 1 to 6")
	// A: Production 6 → 1 product; HR 6 → 1 new; Sales 6 sells that product: 13 money.
	tg.roll("A", map[Dept][]int{prod: d(6), hr: d(6), sales: d(6)})
	// B: Research 3 (3+) and 2 → draws 1 card (1 left after the Ace, now 2); Sales 4, but no product.
	tg.refused(&Next{}, "B has not entered theirs")
	tg.roll("B", map[Dept][]int{res: d(3, 2), sales: d(4)})
	tg.refused(&Roll{Player: "B", Dice: map[Dept][]int{res: d(3, 2), sales: d(4)}}, "each corporation rolls once per turn")
	assert.Equal(t, books{13, 0, 2, 1, 0, 1, 1, 1}, tg.books("A"))
	assert.Equal(t, books{10, 0, 2, 0, 2, 0, 1, 0}, tg.books("B"))
	tg.next()
	s = tg.next() // upkeep: A 4 employees → 1; B 3 → 1
	assert.Equal(t, 2, s.Turn)
	assert.Equal(t, books{12, 0, 2, 1, 0, 1, 1, 1}, tg.books("A"))
	assert.Equal(t, books{9, 0, 2, 0, 2, 0, 1, 0}, tg.books("B"))

	// Turn 2: a Market Research, a called bluff that B pays, a Reconversion.
	tg.do(&Place{Player: "A", Dept: "production", N: 1})
	tg.next()
	tg.do(&PlayCard{Player: "A", Card: "jack"})
	tg.do(&Spy{Player: "B", Target: "A", Dept: "hr"})
	tg.refused(&PlayCard{Player: "A", Card: "king", Dept: "sales"}, "the target of an espionage card answers before anything else happens")
	tg.refused(&Accept{Player: "B"}, "B's card is against A, not B")
	tg.refused(&Call{Player: "A", Card: "queen"}, "'call A queen --roll <die>'")
	tg.do(&Call{Player: "A", Card: "queen", Roll: d(4)}) // a bluff: B pays 4 of 9
	assert.Equal(t, 5, tg.p("B").Money)
	tg.do(&PlayCard{Player: "B", Card: "queen", Dept: "research", To: "sales"}) // B: Research 1, Sales 2
	tg.next()
	s = tg.do(&DemandRoll{Dice: d(1)}) // 1 + 2 for the Market Research card = 3
	assert.Equal(t, 3, s.Demand.Total)
	// A: Production 6,6 → 2 products; HR 6 → 1 new; Sales 6 sells 1: 15 money, 1 product.
	tg.roll("A", map[Dept][]int{prod: d(6, 6), hr: d(6), sales: d(6)})
	// B: Research 3 (3+) → 1 card; Sales 5,5 but no product.
	tg.roll("B", map[Dept][]int{res: d(3), sales: d(5, 5)})
	tg.next()
	tg.next() // A: 5 employees → 1, 1 product → 0; B: 3 employees → 1
	assert.Equal(t, books{14, 1, 1, 2, 0, 1, 1, 1}, tg.books("A"))
	assert.Equal(t, books{4, 0, 1, 0, 1, 0, 2, 0}, tg.books("B"))

	// Turn 3: espionage accepted, espionage called on a Joker, a firing.
	tg.do(&Place{Player: "A", Dept: "sales", N: 1})
	tg.next()
	tg.do(&Spy{Player: "A", Target: "B", Dept: "sales"})
	tg.do(&Accept{Player: "B"}) // B's Sales are disrupted
	tg.do(&Spy{Player: "B", Target: "A", Dept: "hr"})
	tg.do(&Call{Player: "A", Card: "joker"}) // A loses its HR employee; HR disrupted
	tg.refused(&Spy{Player: "B", Target: "A", Dept: "sales"}, "B has no card in hand")
	tg.next()
	tg.do(&DemandRoll{Dice: d(1)}) // 3
	tg.refused(&Roll{Player: "A", Dice: map[Dept][]int{prod: d(6, 6), sales: d(6, 6)}, Sell: ptr(4)}, "the demand is 3 this turn, so A cannot sell 4")
	// A: Production 6,6 → 3 products; Sales 6,6 sell 2: 20 money, 1 product.
	tg.roll("A", map[Dept][]int{prod: d(6, 6), sales: d(6, 6)})
	tg.refused(&Roll{Player: "B", Dice: map[Dept][]int{res: d(1), sales: d(5, 5)}}, "B's Sales is disrupted this turn")
	tg.roll("B", map[Dept][]int{res: d(1)})
	tg.next()
	tg.do(&Fire{Player: "B", From: "research", N: 1}) // 2 employees cost nothing
	s = tg.next()
	assert.Equal(t, books{19, 1, 0, 2, 0, 0, 2, 0}, tg.books("A"))
	assert.Equal(t, books{4, 0, 0, 0, 0, 0, 2, 0}, tg.books("B"))
	assert.Equal(t, 1, tg.p("B").Improved.Of(res), "Improved Methods stay on the department")
	assert.Equal(t, 18, s.Cards())
	assert.Equal(t, 12, s.Pile)
	assert.Equal(t, 4, s.Discard)
	assert.Equal(t, map[Card]int{corpwarrules.Queen: 2, corpwarrules.Joker: 1}, s.Seen, "the accepted card was discarded unseen")

	// Turns 4-6: A makes 2 products and sells 2 each turn: +6 - 1 upkeep.
	for _, want := range []int{24, 29, 34} {
		tg.next()
		tg.next()
		tg.do(&DemandRoll{Dice: d(1)})
		tg.roll("A", map[Dept][]int{prod: d(6, 6), sales: d(6, 6)})
		tg.roll("B", map[Dept][]int{sales: d(6, 6)})
		tg.next()
		s = tg.next()
		assert.Equal(t, want, tg.p("A").Money)
		assert.Equal(t, 1, tg.p("A").Products)
	}
	require.Equal(t, Ended, s.Phase, "34 is more than 30")
	assert.Equal(t, 6, s.Turn)
	assert.Equal(t, 4, tg.p("B").Money)
	assert.Equal(t, "A wins with 34 money", s.WinnerText())
	assert.Equal(t, "ended: A wins with 34 money", Rules{}.Status(s))
	assert.Contains(t, s.EndReason, "A has 34, more than 30 after upkeep")
	tg.refused(&Next{}, "the game has ended")
	// The saved file replays to the same end.
	g2, err := referee.Open(strings.TrimSuffix(tg.g.Path(), "/corpwar/test.json"), GameID, "test", Rules{}, referee.ReadOnly())
	require.NoError(t, err)
	assert.Equal(t, s.ToView(), g2.State().ToView())
}

func ptr(n int) *int { return &n }
