package politicard

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/referee"
	"boardroom/referee/refereetest"
	politicardrules "boardroom/rules/politicard"
)

// The instructions printed after every undo and redo, followed to the
// letter by a model of the table, rebuild the table before and after each
// action: random matches of two people (both readings of the rules, the
// sample decks), and of a person against each AI style, whose deck, hand
// and face-down cards the referee holds (undo takes back its turns too).
func TestUndoInstructionsRebuildTheTable(t *testing.T) {
	want := refereetest.TableMovesRuns()
	decks := []string{"tempo", "control"}
	undos := 0
	for seed := uint64(1); undos < want; seed++ {
		variant := []string{VariantRulebook, VariantEngine}[seed%2]
		st := Setup{Players: []string{"Ann", "Bob"}, Decks: [2]politicardrules.Deck{sample(t, decks[seed%2]), sample(t, decks[seed/2%2])}, Variant: variant}
		c := refereetest.TableMovesCase[*State]{Rules: Rules{}, GameID: GameID, Seed: int64(seed), View: TUIView, Setup: st, Steps: 200,
			Next: func(s *State, r *rand.Rand) referee.Action[*State] { return propose(s, r) }}
		if seed%3 == 0 { // Ann against an AI seat
			style := Styles()[seed/3%3]
			st.Players[1], st.AI = AIName(style), []string{"", style}
			st.Decks[1] = sample(t, StyleDeck(style))
			c.Setup, c.View.Auto, c.Steps = st, NextAI, 60
		}
		undos += refereetest.CheckTableMoves(t, c, rand.New(rand.NewPCG(seed, 30)))
		if t.Failed() {
			return
		}
	}
	assert.GreaterOrEqual(t, undos, want)
}
