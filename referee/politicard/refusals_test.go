package politicard

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
	"boardroom/referee"
	"boardroom/referee/refereetest"
	politicardrules "boardroom/rules/politicard"
)

// Everything refused names its rule and changes nothing (the engine checks
// the last; refereetest.CheckUndo proves it over random matches).
func TestRefusals(t *testing.T) {
	s := start(t, deckWith(t, "G1", "S12", "S6", "S22", "S13", "S14"), deckWith(t))
	refused(t, s, play("Bob", "G23"), "it is Ann's turn, not Bob's (rule: ruling PC5")
	refused(t, s, play("Ann", "G4"), "G4 "+R().MustCard("G4").Name.EN+" is not in Ann's deck (rule: ruling PC20")
	refused(t, s, play("Ann", "S22"), "is an intervention: set it face down")
	refused(t, s, act("Ann"), "Ann's instant slot is empty")
	_, err := s.Seat("Cy")
	assert.ErrorContains(t, err, `no player named "Cy" (players: Ann, Bob)`)
	assert.True(t, referee.IsRefusal(err), "an unknown player is refused with the rule, as in every game")
	_, err = s.Seat("Bobb")
	assert.ErrorContains(t, err, `did you mean "Bob"?`)

	s = do(t, s, play("Ann", "S12"))
	refused(t, s, play("Ann", "S6"), "Ann's instant slot holds S12 Gesture Politics: activate it first ('activate Ann') (rule: ruling PC9")
	refused(t, s, &Activate{Player: "Ann", Target: "G1"}, "S12 Gesture Politics chooses no card")
	s = do(t, s, play("Ann", "G1"))
	refused(t, s, play("Ann", "G23"), "Ann has no AP left: G23 Wendell Oldcastle costs 1")
	refused(t, s, set("Ann"), "setting an intervention costs 1")
	s = do(t, s, act("Ann"))
	s = next(t, s)
	refused(t, s, play("Ann", "G1"), "Ann's deck holds 1 copy of G1")

	// A full government row (5 cards).
	for _, id := range []string{"G36", "G36", "G32", "G32"} {
		s = do(t, s, play("Ann", id))
		if s.Players[0].AP == 0 {
			s = next(t, s)
		}
	}
	require.Len(t, s.Players[0].Side.Gov, 5)
	refused(t, s, play("Ann", "G33"), "Ann's government row is full (5 cards) (rule: ruling PC8")

	// The hand runs out.
	s.Players[0].Hand = 0
	refused(t, s, play("Ann", "S13"), "Ann holds no card")
}

// Targets must be cards the effect can act on (PC17).
func TestTargets(t *testing.T) {
	s := start(t, deckWith(t, "S4", "G4"), deckWith(t, "G1"))
	s = do(t, s, play("Ann", "G4"))
	s = do(t, s, play("Ann", "S4"))
	refused(t, s, &Activate{Player: "Ann", Target: "G4"}, "Party Offensive acts on a government card of Bob")
	refused(t, s, &Activate{Player: "Ann", Target: "Nobody"}, `no card "Nobody"`)
	s = do(t, s, end("Ann"))
	s = do(t, s, play("Bob", "G1"))
	s = do(t, s, play("Bob", "G23"))
	s = do(t, s, end("Bob"))
	s = do(t, s, &Activate{Player: "Ann", Target: "G23"})
	assert.True(t, placedOf(s, 1, "G23").Deactivated, "the named card, not the strongest")
	assert.False(t, placedOf(s, 1, "G1").Deactivated)
}

// A deck that breaks the rules, an unknown first player or tie rule, and
// wrong players are refused at the start.
func TestSetupChecks(t *testing.T) {
	good := deckWith(t)
	bad := politicardrules.Deck{Name: "short", Entries: []politicardrules.DeckLine{{ID: "G1", Copies: 3}}}
	for _, tc := range []struct {
		st   Setup
		want string
	}{
		{Setup{Players: []string{"Ann", "Bob"}, Decks: [2]politicardrules.Deck{good, bad}}, "Bob's deck short is not legal: the deck has 3 cards"},
		{Setup{Players: []string{"Ann"}, Decks: [2]politicardrules.Deck{good, good}}, "is for exactly 2 players"},
		{Setup{Players: []string{"Ann", "Bob"}, Decks: [2]politicardrules.Deck{good, good}, First: "Cy"}, `--first "Cy"`},
		{Setup{Players: []string{"Ann", "Bob"}, Decks: [2]politicardrules.Deck{good, good}, Tie: "coin"}, "--tie is first-passer or last-passer"},
	} {
		err := tc.st.Check()
		assert.ErrorContains(t, err, tc.want)
	}
	bad.Entries[0].Copies = 1
	refusal := (&Setup{Players: []string{"Ann", "Bob"}, Decks: [2]politicardrules.Deck{bad, good}}).Check()
	assert.True(t, referee.IsRefusal(refusal), "an illegal deck is a refusal (exit 1)")
}

// The coin toss comes from the seed: the same seed, the same first player;
// both seats come up.
func TestCoinToss(t *testing.T) {
	d := deckWith(t)
	firsts := map[int]bool{}
	for seed := int64(0); seed < 20; seed++ {
		raw, _ := json.Marshal(setupOf(t, d, d, "", ""))
		s, err := Rules{}.New(raw, seed)
		require.NoError(t, err)
		again, _ := Rules{}.New(raw, seed)
		assert.Equal(t, s.Active, again.Active)
		firsts[s.Active] = true
		assert.Contains(t, s.Events[len(s.Events)-2], "Coin toss")
	}
	assert.Len(t, firsts, 2)
}

// A stored action that names nothing the referee knows is an error, not a panic.
func TestDecode(t *testing.T) {
	for _, raw := range []string{`{"type":"play","player":"Ann","card":"G4"}`, `{"type":"trigger","player":"Bob","card":"S22","target":"G4"}`} {
		a, err := Rules{}.Decode(json.RawMessage(raw))
		require.NoError(t, err)
		back, err := referee.EncodeAction(a)
		require.NoError(t, err)
		assert.JSONEq(t, raw, string(back))
	}
	_, err := Rules{}.Decode(json.RawMessage(`{"type":"shuffle"}`))
	assert.ErrorContains(t, err, "unknown type")
	s := start(t, deckWith(t), deckWith(t))
	refused(t, s, play("Ann", "G999"), `no card "G999"`)
}

// Whatever a stored or typed action holds, the referee refuses it or plays
// it; it never panics and Apply never changes the state it is given.
func FuzzActions(f *testing.F) {
	fuzzcheck.Bound(f)
	f.Add(`{"type":"play","player":"Ann","card":"G4"}`, `{"type":"trigger","player":"Bob","card":"S22","target":"G4"}`)
	f.Add(`{"type":"activate","player":"Ann","target":"Nobody"}`, `{"type":"set","player":"ann"}`)
	f.Add(`{"type":"play","player":"Ann","card":"S2"}`, `{"type":"activate","player":"Ann","target":"G23"}`)
	f.Add(`{"type":"pass","player":"Ann"}`, `{"type":"pass","player":"Bob"}`)
	base := func() *State {
		s := start(f, deckWith(f, "G4", "S2", "S4", "S9", "S11", "S1"), deckWith(f, "S22", "S31", "S40", "S23"))
		s = do(f, s, end("Ann"))
		s = do(f, s, set("Bob"))
		s = do(f, s, set("Bob"))
		return do(f, s, end("Bob"))
	}()
	f.Fuzz(func(t *testing.T, a1, a2 string) {
		fuzzcheck.Check(t, len(a1)+len(a2), func() {
			s := base
			for _, raw := range []string{a1, a2} {
				a, err := Rules{}.Decode(json.RawMessage(raw))
				if err != nil {
					continue
				}
				if a.Legal(s) != nil {
					continue
				}
				before := s.Clone()
				n, err := a.Apply(s, referee.NewChance(1, 0))
				if err != nil {
					t.Fatalf("%s: %v", raw, err)
				}
				if !assert.Equal(t, before, s.Clone()) {
					t.Fatalf("%s changed the state it was given", raw)
				}
				s = n
			}
		})
	})
}

// A correction by agreement changes a count, logged with its reason.
func TestAdjust(t *testing.T) {
	tb := refereetest.NewTable(t, Rules{}, GameID, setupOf(t, deckWith(t), deckWith(t), "Ann", ""), 1)
	s := tb.Do(adjuster.Get().Action(referee.Adjustment{Player: "Bob", What: "hand", Delta: 1, Reason: "drew one short"}))
	assert.Equal(t, []int{6, 19}, []int{s.Players[1].Hand, s.Players[1].DeckLeft})
	tb.Refused(adjuster.Get().Action(referee.Adjustment{Player: "Bob", What: "hand", Delta: 30, Reason: "x"}), "come from their deck")
	s = tb.Do(adjuster.Get().Action(referee.Adjustment{Player: "Ann", What: "ap", Delta: -1, Reason: "forgot a card"}))
	assert.Equal(t, 1, s.Players[0].AP)
	// Bob holds 6: a correction may take him to the hand limit of 8, not
	// past it (PC19), as no draw can.
	tb.Refused(adjuster.Get().Action(referee.Adjustment{Player: "Bob", What: "hand", Delta: 3, Reason: "x"}), "would go above 8")
	s = tb.Do(adjuster.Get().Action(referee.Adjustment{Player: "Bob", What: "hand", Delta: 2, Reason: "two draws missed"}))
	assert.Equal(t, 8, s.Players[1].Hand)
}
