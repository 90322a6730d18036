package corpwar

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/referee"
	"boardroom/referee/refereetest"
)

// The instructions printed after every undo and redo, followed to the
// letter by a model of the table, rebuild the table before and after each
// action: random games at 2 to 5 players, with the referee's dice and decks
// and with the table's own (physical).
func TestUndoInstructionsRebuildTheTable(t *testing.T) {
	want := refereetest.TableMovesRuns()
	undos := 0
	for seed := uint64(1); undos < want; seed++ {
		names := []string{"Ann", "Bob", "Cy", "Dee", "Eve"}[:2+int(seed)%4]
		c := refereetest.TableMovesCase[*State]{Rules: Rules{}, GameID: GameID, Seed: int64(seed), View: TUIView,
			Setup: Setup{Players: names, Physical: seed%2 == 0}, Steps: 300,
			Next: func(s *State, r *rand.Rand) referee.Action[*State] {
				if s.Phase == Ended {
					return nil
				}
				if r.IntN(4) == 0 {
					return propose(s, r) // often refused
				}
				return legalMove(s, r)
			}}
		undos += refereetest.CheckTableMoves(t, c, rand.New(rand.NewPCG(seed, 30)))
		if t.Failed() {
			return
		}
	}
	assert.GreaterOrEqual(t, undos, want)
}

// A card the table has seen face up is named in the undo and the redo: the
// discard pile holds many cards, and "1 card from the discard pile" does not
// say which to take back (the played Queen, the called Joker).
func TestUndoNamesTheCardsSeenFaceUp(t *testing.T) {
	s := fresh(t, false, Action, "A", "B")
	s.Players[0].Hand, s.Players[0].Staff = 2, staff(0, 2, 0, 0)
	s = apply(t, s, &PlayCard{Player: "A", Card: "queen", Dept: "research", To: "sales"})
	assert.Equal(t, []string{
		`Move 1 employee token from A's Sales department back to A's Research department.`,
		`Move "Reconversion (Queen)" from the discard pile back to A's hand.`,
	}, s.Moved.Sentences(true))
	s = apply(t, s, &PlayCard{Player: "A", Card: "jack"})
	assert.Equal(t, []string{`Move "Market Research (Jack)" from A's hand to the centre (Market Research).`}, s.Moved.Sentences(false))

	s = fresh(t, false, Action, "A", "B")
	s.Players[1].Staff = staff(0, 0, 0, 2)
	s = apply(t, s, &Spy{Player: "A", Target: "B", Dept: "sales"})
	assert.Equal(t, []string{"Move 1 card from A's hand to the table before B (face down, Espionage)."}, s.Moved.Sentences(false),
		"laid face down: not known yet")
	s = apply(t, s, &Call{Player: "B", Card: "joker"})
	assert.Equal(t, []string{
		"Move 1 employee token from the token supply back to B's Sales department.",
		`Move "Espionage (Joker)" from the discard pile back to the table before B (face down, Espionage).`,
	}, s.Moved.Sentences(true))
}
