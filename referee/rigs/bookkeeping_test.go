package rigs

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/refereetest"
	"boardroom/referee/tui"
	rigsrules "boardroom/rules/rigs"
)

// noDesertStart is a 2-player physical game at round 1: Ann #1 Valley, #3
// Plains, #5 Forest, #7 Ridge, #9 Plains, #11 Valley (no Desert); Bob #2
// Desert, #4 Plains, #6 Forest, #8 Ridge, #10 Valley, #12 Desert. Ann has 2
// RIGS harvesting Energy on plot #1 and 3 in the warehouse.
func noDesertStart(t *testing.T) *tgame {
	tg := newGame(t, true, "Ann", "Bob")
	ann := []string{"valley", "plains", "forest", "ridge", "plains", "valley"}
	bob := []string{"desert", "plains", "forest", "ridge", "valley", "desert"}
	for k := range ann {
		tg.do(&Grant{Player: "Ann", Type: ann[k]})
		tg.do(&Grant{Player: "Bob", Type: bob[k]})
	}
	s := tg.next()
	require.Empty(t, s.RollOff, "Ann has more barren Plains: no tie")
	require.Equal(t, 0, s.Leader)
	tg.do(&Configure{Player: "Ann", Plot: 1, Resource: rigsrules.Energy})
	tg.do(&Move{Player: "Ann", From: 0, To: 1, N: 2})
	return tg
}

// Issue 8 point 7: messages name the plot by number and type, and the place a
// lost RIGS came from.
func TestMessagesNameThePhysicalThing(t *testing.T) {
	tg := noDesertStart(t)
	events := func(s *State) string { return strings.Join(s.Events, "\n") }
	s := tg.do(&Move{Player: "Ann", From: 1, To: 0, N: 1})
	assert.Contains(t, events(s), "Ann moves 1 RIGS from plot #1 (Valley) to the warehouse for 1 Supply.")
	s = tg.do(&Give{From: "Bob", To: "Ann", What: "plot", N: 4})
	assert.Contains(t, events(s), "Bob gives Ann plot #4 (Plains), with its survey and the 0 RIGS on it")
	tg.do(&Move{Player: "Ann", From: 0, To: 1, N: 1})
	tg.next()
	// Ann has no Desert plots: the victim says the RIGS comes from plot #1.
	s = tg.do(&DisasterAction{Player: "Ann", Title: "Solar Eclipse!", RigsFrom: 1})
	assert.Contains(t, events(s), `Ann: "Solar Eclipse!" — has no Desert plots and loses 1 RIGS from plot #1 (Valley) instead: return it to the bank; draws 1 Karma card (1 in hand).`)
	pl, _ := tg.p("Ann").Plot(1)
	assert.Equal(t, 1, pl.Rigs)
	// Bob has no Supplies-producing RIGS: from the warehouse (he named nothing).
	s = tg.do(&DisasterAction{Player: "Bob", Title: "Infestation!"})
	assert.Contains(t, events(s), `Bob: "Infestation!" — has no Supplies-producing RIGS and loses 1 RIGS from the warehouse instead`)

	// Resources lost name the warehouse; the Land Grant names plot and type.
	s2, _ := Rules{}.New(json.RawMessage(`{"players":["Ann","Bob"],"edition":2}`), 1)
	s2.Players[0].Res[rigsrules.Supplies] = 5
	s2.applyDisaster(0, "Unexpected Spoilage", disasterRules.Get()["Unexpected Spoilage"], 0)
	assert.Contains(t, events(s2), "return 3 Supplies from their warehouse to the bank (2 left)")
	g := newGame(t, false, "Ann", "Bob")
	s = g.next()
	assert.Regexp(t, `Ann starts with plots #1 \(\w+\), #3 \(\w+\),`, events(s))
}

// Issue 8 point 7: in `play` the victim chooses where a lost RIGS comes
// from, among the places that hold one of theirs.
func TestMenuAsksTheVictimWhereALostRigsComesFrom(t *testing.T) {
	tg := noDesertStart(t)
	tg.next()
	script := tui.NewScript(`Record Ann's Disaster card`, "Solar Eclipse!", "plot #1 (Valley) (2 RIGS)",
		`Record Bob's Disaster card`, "Safe!", tui.QuitValue)
	var out strings.Builder
	require.NoError(t, tui.Run(tg.g, Menu, TUIView, script, &out))
	assert.Equal(t, [][]string{{"the warehouse (3 RIGS)", "plot #1 (Valley) (2 RIGS)", "Back"}},
		script.Menus("Ann loses 1 RIGS: from where? (Ann chooses)"), "only places that hold a RIGS of Ann's")
	pl, _ := tg.p("Ann").Plot(1)
	assert.Equal(t, 1, pl.Rigs)
	assert.Equal(t, 3, tg.p("Ann").Warehouse)
	for _, q := range script.Asked {
		assert.NotContains(t, q.Title, "Bob loses", "Safe! costs no RIGS: no question")
	}
	// A named place must hold one of the victim's RIGS.
	tg2 := noDesertStart(t)
	tg2.next()
	tg2.refused(&DisasterAction{Player: "Ann", Title: "Solar Eclipse!", RigsFrom: 3}, "plot #3 (Plains) holds no RIGS of Ann's")
}

// Issue 8 point 8: while the round's Land Grant is open, every Player-Phase
// action but the grant is refused with the rule; the menu offers only the grant.
func TestPlayerPhaseWaitsForTheLandGrant(t *testing.T) {
	for _, physical := range []bool{false, true} {
		tg := newGame(t, physical, "Ann", "Bob", "Cy")
		if physical {
			for _, n := range []string{"Ann", "Bob", "Cy"} {
				for _, typ := range []string{"valley", "plains", "forest", "desert"} {
					tg.do(&Grant{Player: n, Type: typ})
				}
			}
		}
		s := tg.next()
		if len(s.RollOff) > 0 {
			tg.do(&RollOff{Rolls: []int{6, 1, 1}[:len(s.RollOff)]})
		}
		s = tg.do(&Adjust{Player: "Ann", What: "karma", Delta: 1, Reason: "test"})
		for s.Round < 2 {
			switch s.Phase {
			case Disaster:
				for _, p := range s.Players {
					a := &DisasterAction{Player: p.Name}
					if physical {
						a.Title = "Safe!"
					}
					tg.do(a)
				}
			case Market:
				if physical {
					tg.do(&MarketDraw{Level: "normal"})
				} else {
					tg.do(&MarketDraw{})
				}
			}
			s = tg.next()
		}
		require.Equal(t, Player, s.Phase)
		ann, _ := s.PlayerIndex("Ann")
		plot := s.Players[ann].Plots[0].ID
		one := 1
		for _, a := range []referee.Action[*State]{
			&Survey{Player: "Ann", Plot: plot, Yield: map[bool]*int{true: &one}[physical]},
			&Build{Player: "Ann", N: 1}, &Move{Player: "Ann", From: 0, To: plot, N: 1},
			&Configure{Player: "Ann", Plot: plot, Resource: rigsrules.Energy},
			&Give{From: "Ann", To: "Bob", What: "credits", N: 1}, &Loan{Player: "Ann", Resource: rigsrules.Metal, N: 1},
			&Repay{Player: "Ann", Resource: rigsrules.Metal, N: 1}, &Adjust{Player: "Ann", What: "credits", Delta: 1, Reason: "x"},
			&Karma{Title: "Ridiculous Efficiency", Player: "Ann"}, &Next{},
		} {
			err := a.Legal(s)
			require.Error(t, err, "%T", a)
			var r *referee.Refusal
			require.True(t, errors.As(err, &r))
			assert.Equal(t, s.say("rule.grant_first"), r.Rule, "%T", a)
		}
		var labels []string
		for _, c := range Menu(s) {
			labels = append(labels, c.Label)
		}
		require.Len(t, labels, 1, "the menu offers only the grant: %v", labels)
		assert.Contains(t, labels[0], "Land Grant")
		assert.Zero(t, s.MayBorrow(ann, rigsrules.Metal))
		// The grant is accepted, then the rest is open again.
		if physical {
			for _, n := range []string{"Ann", "Bob", "Cy"} {
				s = tg.do(&Grant{Player: n, Type: tg.g.State().PlotDeck[0]})
			}
		} else {
			s = tg.do(&Grant{Player: s.Players[s.Leader].Name, Type: s.GrantPool[0]})
		}
		if len(s.RollOff) > 0 {
			menu := Menu(s)
			require.Len(t, menu, 1, "the menu offers only the roll-off")
			assert.Contains(t, menu[0].Label, "Roll-off for Expedition Leader")
			s = tg.do(&RollOff{Rolls: []int{6, 1, 1, 1}[:len(s.RollOff)]})
		}
		tg.do(&Give{From: "Ann", To: "Bob", What: "credits", N: 1})
	}
}

// Saved games of edition 1 (before issue 8) open and keep their rulings: a
// survey before the Land Grant replays, and the referee rolls the roll-off.
func TestGamesSavedBeforeIssue8StillOpen(t *testing.T) {
	home := t.TempDir()
	g, err := referee.Create(home, GameID, "old", json.RawMessage(`{"players":["Ann","Bob"],"physical":true}`), 5, Rules{})
	require.NoError(t, err)
	for _, n := range []string{"Ann", "Bob"} {
		for _, typ := range []string{"valley", "plains", "forest", "desert", "ridge", "plains"} {
			_, err = g.Do(&Grant{Player: n, Type: typ})
			require.NoError(t, err)
		}
	}
	s, err := g.Do(&Next{})
	require.NoError(t, err)
	assert.Empty(t, s.RollOff, "edition 1: the referee rolled the roll-off")
	assert.Contains(t, strings.Join(s.Events, " "), "Roll-off for Expedition Leader:")
	for s.Round < 2 {
		switch s.Phase {
		case Disaster:
			_, err = g.Do(&DisasterAction{Player: "Ann", Title: "Solar Eclipse!"})
			require.NoError(t, err)
			_, err = g.Do(&DisasterAction{Player: "Bob", Title: "Safe!"})
			require.NoError(t, err)
			assert.Equal(t, 1, g.State().Players[0].Karma, "edition 1: owning a Desert gave a Karma card")
		case Market:
			_, err = g.Do(&MarketDraw{Level: "low"})
			require.NoError(t, err)
		}
		s, err = g.Do(&Next{})
		require.NoError(t, err)
	}
	one := 1
	_, err = g.Do(&Survey{Player: "Ann", Plot: 1, Yield: &one})
	require.NoError(t, err, "edition 1 accepted actions before the Land Grant")
	before := g.State().ToView()
	require.NoError(t, g.Close())
	g, err = referee.Open(home, GameID, "old", Rules{})
	require.NoError(t, err)
	defer g.Close()
	assert.Equal(t, before, g.State().ToView())
}

// Issue 8 points 10 and 12a: "may borrow N more" is exactly what the next
// loan allows, in many states: N succeeds and N+1 is refused (two games of
// 300 steps; six with -long).
func TestMayBorrowAgreesWithTheNextLoan(t *testing.T) {
	t.Parallel()
	var checked atomic.Int64
	mayBorrow := regexp.MustCompile(`may borrow (\d+) more`)
	seeds := 2 // a virtual two-player game and a physical three-player one
	if *refereetest.Long {
		seeds = 6
	}
	t.Run("seeds", func(t *testing.T) {
		for seed := range seeds {
			t.Run(fmt.Sprint(seed), func(t *testing.T) {
				t.Parallel() // each its own saved game: the saves' syncs overlap
				checked.Add(int64(mayBorrowAgreesWithTheNextLoan(t, seed, mayBorrow)))
			})
		}
	})
	assert.Greater(t, checked.Load(), int64(1000))
}

func mayBorrowAgreesWithTheNextLoan(t *testing.T, seed int, mayBorrow *regexp.Regexp) (checked int) {
	physical := seed%2 == 1
	st, _ := ParseSetup([]string{"Ann", "Bob", "Cy"}[:2+seed%2], physical)
	tg := newGame(t, physical, st.Players...)
	r := rand.New(rand.NewPCG(uint64(seed), 8))
	for step := 0; step < 300 && tg.g.State().Phase != Ended; step++ {
		s := tg.g.State()
		view := s.ToView()
		for i, p := range s.Players {
			text := s.borrowText(i)
			said := 0
			if m := mayBorrow.FindStringSubmatch(text); m != nil {
				said, _ = strconv.Atoi(m[1])
			}
			best := 0
			for _, res := range R().Vinnie.Lends {
				n := s.MayBorrow(i, res)
				best = max(best, n)
				if n > 0 {
					require.NoError(t, (&Loan{Player: p.Name, Resource: res, N: n}).Legal(s), "%s %s %d: %s", p.Name, res, n, text)
				}
				err := (&Loan{Player: p.Name, Resource: res, N: n + 1}).Legal(s)
				require.Error(t, err, "%s %s %d+1", p.Name, res, n)
				checked++
			}
			assert.Equal(t, best, said, "the message: %s", text)
			assert.Equal(t, best, func() int {
				m := 0
				for _, v := range view.Players[i].MayBorrow {
					m = max(m, v)
				}
				return m
			}(), "the view")
		}
		if a := randomAction(s, r); a.Legal(s) == nil {
			tg.do(a)
		}
	}
	return checked
}

// Issue 8 point 10: every refusal in the package names the rule it rests on.
func TestEveryRefusalNamesARule(t *testing.T) {
	// In the source: no refusal is built with an empty rule.
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	empty := regexp.MustCompile(`(?i)refusef?\(\s*""`)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		for n, line := range strings.Split(string(b), "\n") {
			assert.False(t, empty.MatchString(line), "%s:%d: a refusal without a rule: %s", f, n+1, strings.TrimSpace(line))
		}
	}
	// In play: many illegal actions in many states, each refusal with a rule.
	refusals := 0
	for seed := range 4 {
		physical := seed%2 == 0
		tg := newGame(t, physical, "Ann", "Bob", "Cy")
		r := rand.New(rand.NewPCG(uint64(seed), 10))
		for step := 0; step < 250 && tg.g.State().Phase != Ended; step++ {
			s := tg.g.State()
			for _, a := range append(illegalActions(s, r), randomAction(s, r)) {
				err := a.Legal(s)
				if err == nil {
					continue
				}
				var ref *referee.Refusal
				require.True(t, errors.As(err, &ref), "%T: %v is not a refusal", a, err)
				assert.NotEmpty(t, ref.Rule, "%T %+v: %q has no rule", a, a, ref.Reason)
				refusals++
			}
			if a := randomAction(s, r); a.Legal(s) == nil {
				tg.do(a)
			}
		}
	}
	assert.Greater(t, refusals, 2000)
}

// illegalActions are actions of every type with wrong players, plots,
// amounts and words.
func illegalActions(s *State, r *rand.Rand) []referee.Action[*State] {
	who := s.Players[r.IntN(len(s.Players))].Name
	bad := []int{-1, 0, 99, 1 << 40}[r.IntN(4)]
	y := bad
	return []referee.Action[*State]{
		&Next{}, &Grant{Player: "Zed", Type: "plains"}, &Grant{Player: who, Type: "swamp"}, &Grant{Player: who, Type: "plains"},
		&Survey{Player: who, Plot: 99}, &Survey{Player: who, Plot: 1, Yield: &y},
		&Build{Player: who, N: bad}, &Move{Player: who, From: 0, To: 0, N: 1}, &Move{Player: who, From: 98, To: 0, N: 1},
		&Move{Player: who, From: 0, To: 1, N: bad}, &Configure{Player: who, Plot: 99, Resource: "gold"},
		&Configure{Player: who, Plot: 1, Resource: "gold"}, &Configure{Player: who, Plot: 1, Resource: rigsrules.Luxuries},
		&Give{From: who, To: who, What: "credits", N: 1}, &Give{From: who, To: "Zed", What: "credits", N: 1},
		&Give{From: who, To: s.Players[0].Name, What: "gold", N: 1}, &Give{From: who, To: s.Players[1].Name, What: "credits", N: bad},
		&Give{From: who, To: s.Players[1].Name, What: "plot", N: 99}, &Give{From: who, To: s.Players[1].Name, What: "energy", N: 1000},
		&Loan{Player: who, Resource: rigsrules.Luxuries, N: 1}, &Loan{Player: who, Resource: rigsrules.Energy, N: bad},
		&Repay{Player: who, Resource: rigsrules.Metal, N: bad}, &Repay{Player: who, Resource: rigsrules.Metal, N: 5},
		&DisasterAction{Player: who, Title: "Volcano"}, &DisasterAction{Player: who, RigsFrom: 99}, &DisasterAction{Player: who, Title: "Safe!"},
		&Power{Player: who, Plots: []int{99}}, &MarketDraw{Level: "gold"}, &MarketDraw{}, &MarketDraw{Level: "low"},
		&Sell{Player: who, N: bad}, &Sell{Player: who, N: 1000},
		&Karma{Title: "No Such Card", Player: who}, &Karma{Title: "Blowout!", Player: who, Victim: "Zed"},
		&Adjust{Player: who, What: "gold", Delta: 1, Reason: "x"}, &Adjust{Player: who, What: "credits", Delta: bad, Reason: "x"},
		&Adjust{Player: who, What: "rigs:99", Delta: 1, Reason: "x"}, &Adjust{Player: who, What: "credits", Delta: -100000, Reason: "x"},
		&End{}, &RollOff{Rolls: []int{bad}},
	}
}

// Issue 8 point 12b: Solar Eclipse! and Seasonal Hell give a Karma card only
// for a real loss of RIGS, resources or production.
func TestEclipseAndSeasonalHellDrawOnlyForARealLoss(t *testing.T) {
	cases := []struct {
		title string
		plots []Plot
		karma int
		why   string
	}{
		{"Solar Eclipse!", []Plot{{ID: 1, Type: "Desert"}}, 0, "a Desert with nothing on it: nothing lost"},
		{"Solar Eclipse!", []Plot{{ID: 1, Type: "Desert", Resource: rigsrules.Metal, Rigs: 1}}, 0, "a Desert harvesting Metal loses no Energy"},
		{"Solar Eclipse!", []Plot{{ID: 1, Type: "Desert", Resource: rigsrules.Energy, Rigs: 1}}, 1, "Energy production lost"},
		{"Solar Eclipse!", []Plot{{ID: 1, Type: "Valley"}}, 1, "no Desert: a RIGS lost"},
		{"Seasonal Hell", []Plot{{ID: 1, Type: "Valley", Resource: rigsrules.Energy, Rigs: 1}}, 0, "1 RIGS still works: nothing lost"},
		{"Seasonal Hell", []Plot{{ID: 1, Type: "Valley", Resource: rigsrules.Metal, Rigs: 2}}, 1, "the second RIGS stops"},
		{"Seasonal Hell", []Plot{{ID: 1, Type: "Desert"}}, 1, "no Valley: a RIGS lost"},
	}
	for _, c := range cases {
		for _, edition := range []int{0, CurrentEdition} {
			setup := `{"players":["Ann","Bob"]}` // games before editions were written down
			if edition != 0 {
				setup = fmt.Sprintf(`{"players":["Ann","Bob"],"edition":%d}`, edition)
			}
			s, err := Rules{}.New(json.RawMessage(setup), 1)
			require.NoError(t, err)
			p := &s.Players[0]
			p.Plots = c.plots
			s.applyDisaster(0, c.title, disasterRules.Get()[c.title], 0)
			want := c.karma
			if edition == 0 {
				want = 1 // before issue 8 every owner of a Desert (Valley) drew
			}
			assert.Equal(t, want, p.Karma, "%s, edition %d: %s", c.title, edition, c.why)
			if want == 0 {
				// no Karma card in hand: nothing to swap, and none offered
				assert.Contains(t, s.Events[0], "nothing lost (no Karma card in hand to swap)")
				assert.NotContains(t, s.Events[0], "may discard")
			}
		}
	}
}

// A player the Disaster did not hit may swap a Karma card, and is told so
// only when they hold one.
func TestNothingLostOffersTheSwapOnlyWithAKarmaCard(t *testing.T) {
	for _, held := range []int{0, 2} {
		s, err := Rules{}.New(json.RawMessage(`{"players":["Ann","Bob"]}`), 1)
		require.NoError(t, err)
		p := &s.Players[0]
		p.Plots = []Plot{{ID: 1, Type: "Valley"}}
		p.Karma = held
		s.applyDisaster(0, "Theft!", disasterRules.Get()["Theft!"], 0)
		require.Equal(t, held, p.Karma, "Theft! with no Luxuries takes nothing and gives no card")
		if held > 0 {
			assert.Contains(t, s.Events[0], "nothing lost: may discard 1 Karma card and draw 1")
		} else {
			assert.Contains(t, s.Events[0], "nothing lost (no Karma card in hand to swap)")
			assert.NotContains(t, s.Events[0], "may discard")
		}
	}
}

// Issue 8 point 12c: the roll-off is the table's in physical games (impossible
// rolls refused), the referee's otherwise.
func TestTheTableRollsTheRollOffInPhysicalGames(t *testing.T) {
	tg := physicalStart(t) // entered Ann 5, Bob 2
	s := tg.g.State()
	assert.Equal(t, 0, s.Leader)
	assert.Empty(t, s.RollOff)
	tg.refused(&RollOff{Rolls: []int{3, 4}}, "no roll-off is waiting")
	var entered []referee.Outcome
	for _, e := range tg.g.Log() {
		entered = append(entered, e.Outcomes...)
	}
	assert.Contains(t, entered, referee.Outcome{What: "roll-off Ann", Value: json.RawMessage("5"), Entered: true})
	// Without --physical the referee rolls at once.
	tg2 := newGame(t, false, "Ann", "Bob")
	s = tg2.next()
	assert.Empty(t, s.RollOff)
	assert.GreaterOrEqual(t, s.Leader, 0)
}

// In `play` what an action did, and what an undo took back, is wrapped at
// the terminal's width, words whole: the terminal never cuts a word in two.
func TestPlayWrapsWhatItTells(t *testing.T) {
	tg := noDesertStart(t)
	tg.next()
	script := tui.NewScript(`Record Ann's Disaster card`, "Solar Eclipse!", "plot #1 (Valley) (2 RIGS)",
		tui.UndoLabel, tui.QuitValue)
	var out strings.Builder
	require.NoError(t, tui.Run(tg.g, Menu, TUIView, script, &out))
	refereetest.AssertFits(t, out.String(), tui.Width)
	assert.Contains(t, refereetest.Words(out.String()), `Undone: Ann: "Solar Eclipse!"`)
}
