package corpwar

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/refereetest"
	corpwarrules "boardroom/rules/corpwar"
)

// propose is a random player at the table: it proposes an action that fits
// the phase, with random choices; it may be illegal.
func propose(s *State, r *rand.Rand) referee.Action[*State] {
	R := corpwarrules.Load()
	pick := func(n int) int { return r.IntN(n) }
	player := s.Players[pick(len(s.Players))].Name
	// Players at a table put more people into making and selling products.
	weighted := func() string {
		return string([]Dept{corpwarrules.Production, corpwarrules.Production, corpwarrules.Production, corpwarrules.Sales, corpwarrules.Sales, corpwarrules.Sales,
			corpwarrules.Research, corpwarrules.HR}[pick(8)])
	}
	dept := weighted()
	die := func() int { return 1 + pick(R.Die) }
	switch s.Phase {
	case Allocation:
		for _, p := range s.Players {
			if p.New > 0 {
				return &Place{Player: p.Name, Dept: dept, N: 1 + pick(p.New)}
			}
		}
		return &Next{}
	case Action:
		if e := s.Spy; e != nil {
			if pick(2) == 0 {
				return &Accept{Player: e.Target}
			}
			c := corpwarrules.CardKinds[pick(len(corpwarrules.CardKinds))]
			a := &Call{Player: e.Target, Card: string(c)}
			if s.Physical && c != corpwarrules.Joker {
				a.Roll = []int{die()}
			}
			if pick(2) == 0 {
				a.Lose = string(R.Depts[pick(len(R.Depts))])
			}
			return a
		}
		switch n := pick(10); {
		case n < 5:
			return &Next{}
		case n == 5:
			return &Spy{Player: player, Target: s.Players[pick(len(s.Players))].Name, Dept: dept}
		}
		c := []Card{corpwarrules.Ace, corpwarrules.King, corpwarrules.Queen, corpwarrules.Jack}[pick(4)]
		return &PlayCard{Player: player, Card: string(c), Dept: dept, To: weighted()}
	case Execution:
		if s.Demand == nil {
			return &DemandRoll{Dice: []int{die()}}
		}
		for i, p := range s.Players {
			if p.Roll != nil || pick(3) == 0 {
				continue
			}
			a := &Roll{Player: p.Name}
			if s.Physical {
				a.Dice = map[Dept][]int{}
				src := seededDice(r.Uint64())
				for _, d := range R.Depts {
					if n := s.Players[i].Staff.Of(d); n > 0 && !s.Players[i].disrupted(d) {
						a.Dice[d] = src(n, R.Die)
					}
				}
			}
			if pick(8) == 0 {
				n := pick(3)
				a.Hire = &n
			}
			if pick(8) == 0 {
				n := pick(4)
				a.Sell = &n
			}
			return a
		}
		return &Next{}
	case Upkeep:
		if pick(10) == 0 {
			return &Fire{Player: player, From: dept, N: 1}
		}
		return &Next{}
	}
	return nil
}

// seededDice is a source of the table's dice for these tests: rolls n dice
// with the given sides; the same seed gives the same rolls.
func seededDice(seed uint64) func(n, sides int) []int {
	rng := rand.New(rand.NewPCG(seed, seed^0x5eed))
	return func(n, sides int) []int {
		v := make([]int, n)
		for i := range v {
			v[i] = 1 + rng.IntN(sides)
		}
		return v
	}
}

// legalMove proposes until an action is legal (a few tries, then Next or the
// answer to a waiting espionage card, which are always possible).
func legalMove(s *State, r *rand.Rand) referee.Action[*State] {
	for k := 0; k < 20; k++ {
		if a := propose(s, r); a != nil && a.Legal(s) == nil {
			return a
		}
	}
	if s.Spy != nil {
		return &Accept{Player: s.Spy.Target}
	}
	if s.Phase == Allocation {
		for _, p := range s.Players {
			if p.New > 0 {
				return &Place{Player: p.Name, Dept: string(corpwarrules.Production), N: p.New}
			}
		}
	}
	if s.Phase == Execution && s.Physical {
		if s.Demand == nil {
			return &DemandRoll{Dice: []int{1 + r.IntN(6)}}
		}
		for i, p := range s.Players {
			if p.Roll == nil {
				a := &Roll{Player: p.Name, Dice: map[Dept][]int{}}
				for _, d := range corpwarrules.Load().Depts {
					if n := s.Players[i].Staff.Of(d); n > 0 && !s.Players[i].disrupted(d) {
						a.Dice[d] = seededDice(r.Uint64())(n, 6)
					}
				}
				return a
			}
		}
	}
	return &Next{}
}

// planned is a player with table sense: new employees go to HR first, then
// to whichever of Production and Sales has fewer; Market Research, Improved
// Methods on Sales and Production and Innovation Boosts are played when
// legal; espionage is accepted; nobody fires anyone.
func planned(s *State, r *rand.Rand) referee.Action[*State] {
	switch s.Phase {
	case Allocation:
		for _, p := range s.Players {
			if p.New > 0 {
				d := corpwarrules.Production
				switch {
				case p.Staff.HR == 0:
					d = corpwarrules.HR
				case p.Staff.Sales < p.Staff.Production:
					d = corpwarrules.Sales
				}
				return &Place{Player: p.Name, Dept: string(d), N: 1}
			}
		}
	case Action:
		if s.Spy != nil {
			return &Accept{Player: s.Spy.Target}
		}
		for _, p := range s.Players {
			if p.Hand == 0 {
				continue
			}
			for _, a := range []referee.Action[*State]{&PlayCard{Player: p.Name, Card: "jack"}, &PlayCard{Player: p.Name, Card: "ace", Dept: "sales"},
				&PlayCard{Player: p.Name, Card: "ace", Dept: "production"}, &PlayCard{Player: p.Name, Card: "king", Dept: "production"}} {
				if r.IntN(2) == 0 && a.Legal(s) == nil {
					return a
				}
			}
		}
	case Execution:
		if s.Physical && s.Demand == nil {
			return &DemandRoll{Dice: []int{1 + r.IntN(6)}}
		}
		if s.Physical {
			return legalMove(s, r)
		}
	}
	return &Next{}
}

// playRandom plays one random legal game to the end without saving it and
// returns its last turn and the number of actions.
func playRandom(t testing.TB, seed uint64, physical bool) (turns, actions int) {
	return play(t, seed, physical, legalMove)
}

func play(t testing.TB, seed uint64, physical bool, player func(*State, *rand.Rand) referee.Action[*State]) (turns, actions int) {
	r := rand.New(rand.NewPCG(seed, 99))
	names := []string{"Ann", "Bob", "Cy", "Dee", "Eve"}[:2+r.IntN(4)]
	raw, _ := json.Marshal(Setup{Players: names, Physical: physical})
	s, err := Rules{}.New(raw, int64(seed))
	if err != nil {
		t.Fatal(err)
	}
	deck := corpwarrules.Load().DeckSize()
	for s.Phase != Ended {
		a := player(s, r)
		if err := a.Legal(s); err != nil {
			t.Fatalf("game %d, turn %d: the player's %#v is refused: %v", seed, s.Turn, a, err)
		}
		actions++
		s, err = a.Apply(s, referee.NewChance(int64(seed), actions))
		if err != nil {
			t.Fatalf("game %d: %v", seed, err)
		}
		if s.Cards() != deck {
			t.Fatalf("game %d, action %d (%#v): %d cards, not %d", seed, actions, a, s.Cards(), deck)
		}
		for _, p := range s.Players {
			if p.Money < 0 || p.Products < 0 || p.Hand < 0 || p.New < 0 {
				t.Fatalf("game %d: negative books %+v", seed, p)
			}
		}
		if actions > 100000 {
			t.Fatalf("game %d does not end", seed)
		}
	}
	return s.Turn, actions
}

// Undo restores the state before every action, redo the state after it,
// refused actions change nothing, and the saved file replays the same game.
func TestUndoRedoProperty(t *testing.T) {
	t.Parallel()
	for _, physical := range []bool{false, true} {
		for seed := uint64(1); seed <= 2; seed++ {
			t.Run(fmt.Sprintf("physical %v seed %d", physical, seed), func(t *testing.T) {
				t.Parallel() // each its own saved game: the saves' syncs overlap
				raw, _ := json.Marshal(Setup{Players: []string{"Ann", "Bob", "Cy"}, Physical: physical})
				r := rand.New(rand.NewPCG(seed, 5))
				refereetest.CheckUndo(t, Rules{}, GameID, raw, int64(seed), 80, r, func(s *State, r *rand.Rand) referee.Action[*State] {
					if s.Phase == Ended {
						return nil
					}
					if r.IntN(3) == 0 {
						return propose(s, r) // often illegal: must be refused and change nothing
					}
					return legalMove(s, r)
				})
			})
		}
	}
}

// Random legal games always end (the longest within the last turn of the data).
func TestRandomGamesEnd(t *testing.T) {
	longest := 0
	for seed := uint64(1); seed <= 300; seed++ {
		turns, _ := playRandom(t, seed, seed%2 == 0)
		longest = max(longest, turns)
	}
	require.LessOrEqual(t, longest, corpwarrules.Load().End.LastTurn)
	t.Logf("longest of 300 random games: %d turns", longest)
}

// Players with table sense end the game by money, far from the last turn.
func TestPlannedGamesEndByMoney(t *testing.T) {
	longest := 0
	for seed := uint64(1); seed <= 300; seed++ {
		turns, _ := play(t, seed, seed%2 == 0, planned)
		longest = max(longest, turns)
	}
	require.Less(t, longest, corpwarrules.Load().End.LastTurn/2)
	t.Logf("longest of 300 planned games: %d turns", longest)
}

// BenchmarkTenThousandRandomGames plays random legal games to the end, one
// game (seed) per op, every other one with physical dice: run it with
// -benchtime 10000x for 10,000 games. It reports the longest game in turns
// and in actions, the mean turns, and how many games only the last turn
// ended (CW18). The random players place and sell badly, so many never get
// rich.
func BenchmarkTenThousandRandomGames(b *testing.B) { benchGames(b, legalMove) }

// BenchmarkTenThousandPlannedGames is the same with players with table sense.
func BenchmarkTenThousandPlannedGames(b *testing.B) { benchGames(b, planned) }

func benchGames(b *testing.B, player func(*State, *rand.Rand) referee.Action[*State]) {
	longest, longestActions, total, capped, games := 0, 0, 0, 0, 0
	for seed := uint64(1); b.Loop(); seed++ {
		turns, actions := play(b, seed, seed%2 == 0, player)
		games++
		total += turns
		longest = max(longest, turns)
		longestActions = max(longestActions, actions)
		if turns == corpwarrules.Load().End.LastTurn {
			capped++
		}
	}
	b.ReportMetric(float64(longest), "longest-turns")
	b.ReportMetric(float64(longestActions), "longest-actions")
	b.ReportMetric(float64(total)/float64(games), "mean-turns")
	b.ReportMetric(float64(capped), "games-at-last-turn")
}
