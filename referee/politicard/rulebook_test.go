package politicard

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// startVariant begins a match like start, under a reading of the rules.
func startVariant(t *testing.T, variant string, ann, bob []string) *State {
	t.Helper()
	st := setupOf(t, deckWith(t, ann...), deckWith(t, bob...), "Ann", "")
	st.Variant = variant
	raw, err := json.Marshal(st)
	require.NoError(t, err)
	s, err := Rules{}.New(raw, 1)
	require.NoError(t, err)
	return s
}

// Bewegung: "Deine erste Government Cards pro Round kostet 0 Action Points
// (einmal pro Round)" (PC4, PC12).
func TestBewegungFirstGovernmentCardFree(t *testing.T) {
	s := startVariant(t, VariantRulebook, []string{"S70", "G36", "G32"}, nil)
	s = do(t, s, play("Ann", "S70")) // 1 AP left
	s = do(t, s, play("Ann", "G36"))
	assert.Equal(t, 1, s.Players[0].AP, "the first government card of the round costs 0 AP")
	assert.Contains(t, s.Events[0], "Movement, S70 Emeric Quarrie: this government card costs 0 AP (once a round)")
	s = do(t, s, play("Ann", "G32"))
	assert.Equal(t, 0, s.Players[0].AP, "once per round: the second costs 1")

	// Next turn, same round: no second discount.
	s = next(t, s)
	s = do(t, s, play("Ann", "G23"))
	assert.Equal(t, 1, s.Players[0].AP)

	// A Bewegung card laid after the round's first government card still
	// discounts the next one (PC12); the referee does not call that one
	// "the first government card this round".
	l := startVariant(t, VariantRulebook, []string{"G36", "S70", "G32"}, nil)
	l = do(t, l, play("Ann", "G36"))
	l = do(t, l, play("Ann", "S70"))
	l = next(t, l)
	l = do(t, l, play("Ann", "G32"))
	assert.Equal(t, 2, l.Players[0].AP)
	assert.Contains(t, l.Events[0], "Movement, S70 Emeric Quarrie: this government card costs 0 AP (once a round)")
	assert.NotContains(t, l.Events[0], "first government card")

	// The engine's reading has no discount.
	e := startVariant(t, VariantEngine, []string{"S70", "G36"}, nil)
	e = do(t, e, play("Ann", "S70"))
	e = do(t, e, play("Ann", "G36"))
	assert.Equal(t, 0, e.Players[0].AP, "--variant engine: every card costs 1 AP")
}

// NGO/Think-Tank: "Deine naechste Initiative in diesem Zug kostet 1 Action
// Points (AP) weniger" (PC4, PC12).
func TestNGONextInitiativeCheaper(t *testing.T) {
	s := startVariant(t, VariantRulebook, []string{"S86", "S12", "S12", "S13"}, nil)
	s = do(t, s, play("Ann", "S86")) // 1 AP left
	assert.Contains(t, s.Events, "S86 Ulric Stanhope, NGO/Think Tank: Ann's next initiative this turn costs 1 AP less (ruling PC12: Oligarch, Platform, Movement and NGO/Think Tank act; the other keywords are tags).")
	s = do(t, s, play("Ann", "S12"))
	assert.Equal(t, 1, s.Players[0].AP, "the next initiative costs 0")
	s = do(t, s, act("Ann"))
	s = do(t, s, play("Ann", "S13"))
	assert.Equal(t, 0, s.Players[0].AP, "only the next one")

	// The discount lasts this turn only.
	s = startVariant(t, VariantRulebook, []string{"S86", "S12"}, nil)
	s = do(t, s, play("Ann", "S86"))
	s = next(t, s)
	s = do(t, s, play("Ann", "S12"))
	assert.Equal(t, 1, s.Players[0].AP, "a new turn: full price")

	e := startVariant(t, VariantEngine, []string{"S86", "S12"}, nil)
	e = do(t, e, play("Ann", "S86"))
	e = do(t, e, play("Ann", "S12"))
	assert.Equal(t, 0, e.Players[0].AP, "--variant engine: no discount")
}

// "Hand limit: 8 cards"; "Can I discard from hand? Only when an effect
// allows it." End Turn at 8 in hand does not draw a 9th (PC19).
func TestHandLimit(t *testing.T) {
	s := startVariant(t, VariantRulebook, nil, nil)
	for s.Players[0].Hand < R().HandLimit {
		s = do(t, s, end("Ann"))
		s = do(t, s, end("Bob"))
	}
	require.Equal(t, 8, s.Players[0].Hand)
	deck := s.Players[0].DeckLeft
	s = do(t, s, end("Ann"))
	assert.Equal(t, 8, s.Players[0].Hand, "End Turn at the hand limit draws nothing")
	assert.Equal(t, deck, s.Players[0].DeckLeft, "the card stays in the deck")
	assert.Contains(t, s.Events, "End Turn: Ann holds 8, the hand limit: no draw (ruling PC19: The hand limit: a draw stops at it).")

	e := startVariant(t, VariantEngine, nil, nil)
	for range 4 {
		e = do(t, e, end("Ann"))
		e = do(t, e, end("Bob"))
	}
	assert.Equal(t, 9, e.Players[0].Hand, "--variant engine: no hand limit")
}

// A match saved before the variant existed keeps the engine's reading, so
// its log replays as it was played.
func TestNoVariantIsTheEngine(t *testing.T) {
	s := startVariant(t, "", []string{"S70", "G36"}, nil)
	s = do(t, s, play("Ann", "S70"))
	s = do(t, s, play("Ann", "G36"))
	assert.Equal(t, 0, s.Players[0].AP)
	_, err := json.Marshal(s)
	require.NoError(t, err)
	st := setupOf(t, deckWith(t), deckWith(t), "Ann", "")
	st.Variant = "house"
	assert.ErrorContains(t, st.Check(), `--variant is rulebook or engine, not "house"`)
}

// "AP left over is lost at the end of the turn" (PC4): the player who
// ended a turn with AP to spare shows 0 AP during the opponent's turn, not
// what they left.
func TestLeftoverAPIsLost(t *testing.T) {
	s := startVariant(t, VariantRulebook, []string{"G36"}, nil)
	s = do(t, s, play("Ann", "G36")) // 1 AP left
	require.Equal(t, 1, s.Players[0].AP)
	s = do(t, s, end("Ann"))
	assert.Equal(t, 0, s.Players[0].AP, "Ann's leftover AP is lost")
	assert.Equal(t, 2, s.Players[1].AP)
}
