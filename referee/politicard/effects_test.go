package politicard

import (
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	politicardrules "boardroom/rules/politicard"
)

// next passes the turn to Ann again (Ann ends, Bob ends).
func next(t *testing.T, s *State) *State {
	t.Helper()
	s = do(t, s, end("Ann"))
	return do(t, s, end("Bob"))
}

// Every card with an effect does exactly what its text says (PC12, PC18).
func TestCardEffects(t *testing.T) {
	cases := []struct {
		card string
		ann  []string // Ann's deck besides the card
		bob  []string // Bob's deck
		run  func(t *testing.T, s *State)
	}{
		// Public cards.
		{card: "S64", run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S64"))
			assert.Equal(t, []int{5, 19}, []int{s.Players[0].Hand, s.Players[0].DeckLeft}, "Oligarch: draw 1 when played")
		}},
		{card: "S65", run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S65"))
			assert.Equal(t, 5, s.Players[0].Hand)
		}},
		{card: "S66", ann: []string{"S12", "S12", "S6"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S66"))
			s = do(t, s, play("Ann", "S12"))
			s = do(t, s, act("Ann"))
			assert.Equal(t, 1, s.Players[0].AP, "Plattform: +1 AP when you activate an instant")
			s = do(t, s, play("Ann", "S12"))
			s = do(t, s, act("Ann"))
			assert.Equal(t, 0, s.Players[0].AP, "once per round")
		}},
		{card: "S67", run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S67"))
			assert.Equal(t, []int{3, 4, 1, 1}, []int{s.Players[0].Hand, s.Players[1].Hand, s.Players[0].DiscardHidden, s.Players[1].DiscardHidden},
				"each player discards 1, face down")
		}},
		{card: "S68", ann: []string{"S12", "S12"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S68"))
			s = do(t, s, play("Ann", "S12"))
			s = do(t, s, act("Ann"))
			assert.Equal(t, 1, s.Players[0].AP, "Plattform")
			assert.Equal(t, 5, s.Players[0].Hand, "5 - 2 plays + Gesture Politics 1 + the once-per-round draw 1")
			s = do(t, s, play("Ann", "S12"))
			s = do(t, s, act("Ann"))
			assert.Equal(t, 5, s.Players[0].Hand, "- the play + Gesture Politics; no second draw this round")
		}},
		{card: "S69", run: func(t *testing.T, s *State) {
			s = do(t, s, end("Ann"))
			s = do(t, s, play("Bob", "G23"))
			s = do(t, s, end("Bob"))
			s = do(t, s, play("Ann", "S69"))
			assert.Equal(t, 2, s.Players[0].AP, "Bob has more government cards: +1 AP")
		}},
		{card: "S70", run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S70"))
			assert.Equal(t, 1, infl(s, 0), "its aura: +1 per active Bewegung card, itself included")
		}},
		{card: "S71", ann: []string{"S12"}, bob: []string{"G4"}, run: func(t *testing.T, s *State) {
			s = do(t, s, end("Ann"))
			s = do(t, s, play("Bob", "G4"))
			s = do(t, s, end("Bob"))
			s = do(t, s, play("Ann", "S71"))
			s = do(t, s, play("Ann", "S12"))
			s = do(t, s, act("Ann"))
			assert.Equal(t, 7, infl(s, 1), "Bob's strongest -1")
		}},
		{card: "S72", ann: []string{"S12"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "G23"))
			s = do(t, s, play("Ann", "S72"))
			s = next(t, s)
			s = do(t, s, play("Ann", "S12"))
			s = do(t, s, act("Ann"))
			assert.Equal(t, 6, infl(s, 0))
		}},
		{card: "S73", ann: []string{"S65"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S73"))
			s = do(t, s, play("Ann", "S65"))
			assert.Equal(t, 5, s.Players[0].Hand, "5 - 2 + the Oligarch's draw + the NGO draw")
		}},
		{card: "S76", ann: []string{"S13"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S76"))
			s = do(t, s, play("Ann", "S13"))
			assert.Equal(t, 1, s.Players[0].AP)
		}},
		{card: "S77", run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S77"))
			s = do(t, s, pass("Ann"))
			s = do(t, s, pass("Bob"))
			assert.Equal(t, []int{5, 4}, []int{s.Players[0].Hand, s.Players[1].Hand}, "Bob draws 1 fewer at the next round")
		}},
		{card: "S78", ann: []string{"S66"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S66"))
			s = do(t, s, play("Ann", "S78"))
			assert.Equal(t, 1, s.Players[0].AP)
		}},
		{card: "S79", run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "G23"))
			s = do(t, s, play("Ann", "S79"))
			assert.True(t, placedOf(s, 0, "G23").Shield)
		}},
		{card: "S80", ann: []string{"S67"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S67"))
			s = do(t, s, play("Ann", "S80"))
			assert.Equal(t, 1, s.Players[0].AP)
		}},
		{card: "S81", run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S81"))
			assert.Equal(t, 4, s.Players[1].Hand)
		}},
		{card: "S82", ann: []string{"S65"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S65"))
			s = do(t, s, play("Ann", "S82"))
			assert.Equal(t, []int{6, 6}, []int{s.Players[0].Hand, s.Players[1].Hand}, "Ann draws 2 with an NGO card out, Bob 1")
		}},
		{card: "S83", ann: []string{"S13"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S13"))
			s = do(t, s, play("Ann", "S83"))
			assert.Equal(t, 1, s.Players[0].AP)
		}},
		{card: "S84", ann: []string{"S12"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S84"))
			s = do(t, s, play("Ann", "S12"))
			s = do(t, s, act("Ann"))
			assert.Equal(t, []int{1, 5}, []int{s.Players[0].AP, s.Players[0].Hand}, "+1 AP and draw 1, besides Gesture Politics's draw")
		}},
		{card: "S86", ann: []string{"S12"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "G23"))
			s = do(t, s, play("Ann", "S86"))
			s = next(t, s)
			s = do(t, s, play("Ann", "S12"))
			s = do(t, s, act("Ann"))
			assert.Equal(t, 6, infl(s, 0))
		}},
		{card: "S87", run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "G23"))
			s = do(t, s, play("Ann", "S87"))
			assert.Equal(t, 6, infl(s, 0))
		}},
		{card: "S88", run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S88"))
			assert.Equal(t, 2, s.Players[0].AP)
		}},

		// Instants.
		{card: "S1", ann: []string{"S88"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S88"))
			s = do(t, s, play("Ann", "S1"))
			s = do(t, s, act("Ann"))
			assert.Equal(t, 2, s.Players[0].AP, "the +1 AP again")
			assert.Equal(t, 5, s.Players[0].Hand, "and the Oligarch's draw again")
		}},
		{card: "S2", ann: []string{"S67", "S2"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "G23"))
			s = do(t, s, play("Ann", "S2"))
			s = do(t, s, act("Ann"))
			assert.Equal(t, 7, infl(s, 0))
			s = next(t, s)
			s = do(t, s, play("Ann", "S67"))
			s = do(t, s, play("Ann", "S2"))
			s = do(t, s, act("Ann"))
			assert.Equal(t, 10, infl(s, 0), "+3 with a Medien card out")
		}},
		{card: "S3", run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S3"))
			s = do(t, s, act("Ann"))
			assert.Equal(t, 6, s.Players[0].Hand)
		}},
		{card: "S4", bob: []string{"G4"}, run: func(t *testing.T, s *State) {
			s = do(t, s, end("Ann"))
			s = do(t, s, play("Bob", "G23"))
			s = do(t, s, play("Bob", "G4"))
			s = do(t, s, end("Bob"))
			s = do(t, s, play("Ann", "S4"))
			s = do(t, s, act("Ann"))
			assert.True(t, placedOf(s, 1, "G4").Deactivated, "the strongest by default")
			assert.Equal(t, 13, infl(s, 1), "a deactivated government card still counts")
		}},
		{card: "S5", bob: []string{"S12"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S5"))
			s = do(t, s, act("Ann"))
			s = do(t, s, end("Ann"))
			refused(t, s, play("Bob", "S12"), "Opposition Blockade")
			do(t, s, play("Bob", "G23"))
		}},
		{card: "S6", run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S6"))
			s = do(t, s, act("Ann"))
			assert.Equal(t, 2, s.Players[0].AP)
		}},
		{card: "S7", bob: []string{"G4"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "G23"))
			s = do(t, s, end("Ann"))
			s = do(t, s, play("Bob", "G4"))
			s = do(t, s, end("Bob"))
			s = do(t, s, play("Ann", "S7"))
			s = do(t, s, act("Ann"))
			assert.Equal(t, []int{7, 6}, []int{infl(s, 0), infl(s, 1)})
		}},
		{card: "S8", run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S8"))
			s = do(t, s, act("Ann"))
			s = do(t, s, play("Ann", "G23"))
			assert.Equal(t, 7, infl(s, 0))
			assert.Equal(t, 4, s.Players[0].Hand, "5 - 2 plays + 1 drawn")
		}},
		{card: "S9", ann: []string{"S12"}, bob: []string{"S4"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "G23"))
			s = do(t, s, end("Ann"))
			s = do(t, s, play("Bob", "S4"))
			s = do(t, s, act("Bob"))
			s = do(t, s, end("Bob"))
			require.True(t, placedOf(s, 0, "G23").Deactivated)
			s = do(t, s, play("Ann", "S9"))
			s = do(t, s, act("Ann"))
			assert.False(t, placedOf(s, 0, "G23").Deactivated)
			assert.Equal(t, 4, infl(s, 0), "reactivated at -1")
		}},
		{card: "S10", ann: []string{"S66", "S67"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "G23"))
			s = do(t, s, play("Ann", "S66"))
			s = next(t, s)
			s = do(t, s, play("Ann", "S67"))
			s = do(t, s, play("Ann", "S10"))
			s = do(t, s, act("Ann"))
			assert.Equal(t, 7, infl(s, 0), "+1 for each of 2 active public cards")
		}},
		{card: "S12", run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S12"))
			s = do(t, s, act("Ann"))
			assert.Equal(t, 5, s.Players[0].Hand)
		}},

		// Ongoing cards.
		{card: "S14", ann: []string{"S66", "S68"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S66"))
			s = do(t, s, play("Ann", "S14"))
			assert.Equal(t, 1, infl(s, 0), "+1 for the active Plattform card")
			s = next(t, s)
			s = do(t, s, play("Ann", "S68"))
			assert.Equal(t, 2, infl(s, 0), "+1 for each of 2 active Plattform cards")
		}},
		{card: "S15", ann: []string{"S88"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "G23"))
			s = do(t, s, play("Ann", "S15"))
			s = next(t, s)
			s = do(t, s, play("Ann", "S88"))
			assert.Equal(t, 6, infl(s, 0), "an Oligarch played: the strongest +1")
		}},
		{card: "S16", ann: []string{"S73"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "G23"))
			s = do(t, s, play("Ann", "S16"))
			assert.NotNil(t, s.Players[0].Side.PubSlot, "Civil Society goes to the public slot")
			assert.Equal(t, 5, infl(s, 0))
			s = next(t, s)
			s = do(t, s, play("Ann", "S73"))
			assert.Equal(t, 6, infl(s, 0))
		}},
		{card: "S17", ann: []string{"S19"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "G23"))
			s = do(t, s, play("Ann", "S17"))
			assert.Equal(t, 6, infl(s, 0))
			s = next(t, s)
			s = do(t, s, play("Ann", "S19"))
			assert.Equal(t, "S19", s.Players[0].Side.GovSlot.ID, "a new ongoing card replaces the one in its slot")
			assert.Equal(t, []string{"S17"}, s.Players[0].Discard)
		}},
		{card: "S18", bob: []string{"S22"}, ann: []string{"G4"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S18"))
			s = do(t, s, end("Ann"))
			s = do(t, s, set("Bob"))
			s = do(t, s, end("Bob"))
			s = do(t, s, play("Ann", "G4"))
			s = do(t, s, trig("Bob", "S22"))
			assert.Equal(t, 7, infl(s, 0), "Whistleblower's -2 is -1")
		}},
		{card: "S20", ann: []string{"S66", "S88"}, run: func(t *testing.T, s *State) {
			s = do(t, s, play("Ann", "S66"))
			s = do(t, s, play("Ann", "S20"))
			assert.Equal(t, 4, s.Players[0].Hand, "5 - 2 + 1: a Plattform card is out")
			s = next(t, s)
			s = do(t, s, play("Ann", "S88"))
			assert.Equal(t, 1, infl(s, 0), "+1 per active Oligarch card")
		}},
	}
	for _, tc := range cases {
		c := R().MustCard(tc.card)
		t.Run(tc.card+" "+c.Name.EN, func(t *testing.T) {
			s := start(t, deckWith(t, append([]string{tc.card}, tc.ann...)...), deckWith(t, tc.bob...))
			tc.run(t, s)
		})
	}
}

// Effects of the opponent's public cards.
func TestOpponentEffects(t *testing.T) {
	t.Run("S74 when the opponent activates an instant, their strongest -1", func(t *testing.T) {
		s := start(t, deckWith(t, "G4", "S12"), deckWith(t, "S74"))
		s = do(t, s, play("Ann", "G4"))
		s = do(t, s, end("Ann"))
		s = do(t, s, play("Bob", "S74"))
		s = do(t, s, end("Bob"))
		s = do(t, s, play("Ann", "S12"))
		s = do(t, s, act("Ann"))
		assert.Equal(t, 7, infl(s, 0))
	})
	t.Run("S75 the opponent plays a government card of power 5 or less: draw 1", func(t *testing.T) {
		s := start(t, deckWith(t, "G4"), deckWith(t, "S75"))
		s = do(t, s, end("Ann"))
		s = do(t, s, play("Bob", "S75"))
		s = do(t, s, end("Bob"))
		h := s.Players[1].Hand
		s = do(t, s, play("Ann", "G4"))
		assert.Equal(t, h, s.Players[1].Hand)
		s = do(t, s, play("Ann", "G23"))
		assert.Equal(t, h+1, s.Players[1].Hand)
	})
	t.Run("S85 an intervention of the opponent fires: draw 1", func(t *testing.T) {
		s := start(t, deckWith(t, "S85"), deckWith(t, "S31"))
		s = do(t, s, play("Ann", "S85"))
		s = do(t, s, end("Ann"))
		s = do(t, s, set("Bob"))
		s = do(t, s, end("Bob"))
		s = do(t, s, play("Ann", "G23"))
		h := s.Players[0].Hand
		s = do(t, s, trig("Bob", "S31"))
		assert.Equal(t, h+1, s.Players[0].Hand)
	})
}

// exercised are the cards the effect tests put to work while
// TestEveryEffectIsTested runs them: played (public and ongoing cards),
// activated (instants) or triggered (interventions), as do records them.
var exercised = struct {
	sync.Mutex
	cards map[string]bool
}{cards: map[string]bool{}}

// exercise records the card a puts to work when a test run by
// TestEveryEffectIsTested plays it with do.
func exercise(t testing.TB, s *State, a referee.Action[*State]) {
	if !strings.HasPrefix(t.Name(), "TestEveryEffectIsTested/") {
		return
	}
	exercised.Lock()
	defer exercised.Unlock()
	switch a := a.(type) {
	case *Play:
		if c := R().MustCard(a.Card); c.Type != politicardrules.Instant {
			exercised.cards[c.ID] = true
		}
	case *Activate:
		i, _ := s.Seat(a.Player)
		exercised.cards[s.Players[i].Side.Instant.ID] = true
	case *Trigger:
		exercised.cards[R().MustCard(a.Card).ID] = true
	}
}

// Every card of the pool with an effect of its own is put to work by the
// effect tests: run here, they record what they play, activate and trigger.
func TestEveryEffectIsTested(t *testing.T) {
	exercised.Lock()
	clear(exercised.cards)
	exercised.Unlock()
	t.Run("effects", func(t *testing.T) {
		t.Run("TestCardEffects", TestCardEffects)
		t.Run("TestOpponentEffects", TestOpponentEffects)
		t.Run("TestShield", TestShield)
		t.Run("TestInterventions", TestInterventions)
	})
	require.False(t, t.Failed(), "the effect tests fail")
	exercised.Lock()
	defer exercised.Unlock()
	for _, c := range R().Cards {
		switch c.Type {
		case politicardrules.Public, politicardrules.Ongoing, politicardrules.Intervention:
			assert.True(t, exercised.cards[c.ID], "%s %s (%s) is never played or triggered by an effect test", c.ID, c.Name.EN, c.Type)
		case politicardrules.Instant:
			assert.True(t, exercised.cards[c.ID], "%s %s (instant) is never activated by an effect test", c.ID, c.Name.EN)
		}
	}
}
