package rheinhessen

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/rules/cards"
)

// winPosition is the Expert at 280 holding seven cards of different ranks
// (raw 46, no legal hand): only the whole hand declared illegal, a violation
// scoring round(46 x 0.60) - 5 = 23, reaches 300; the best production below
// the danger zone scores 16. The pile is far from its end.
func winPosition(score int) *Seen {
	c := cards.New
	hand := []cards.Card{c(cards.King, cards.Spades), c(cards.Queen, cards.Hearts), c(cards.Nine, cards.Diamonds),
		c(cards.Seven, cards.Clubs), c(cards.Five, cards.Spades), c(cards.Three, cards.Hearts), c(cards.Two, cards.Diamonds)}
	return &Seen{Seat: 0, Hand: hand, Track: 0, DrawPile: 100, Turn: 11, CanAudit: true,
		Seats: []SeenSeat{{Score: score, Hand: len(hand)}, {Score: 120, Hand: 7}}}
}

// The Expert wins with its whole hand declared illegal when that is what
// reaches the winning score (R39): the Quick Expert, which looks only at
// productions below the danger zone before its last turn, does not.
func TestExpertWinsWithItsWholeHand(t *testing.T) {
	p, ok := Personas().Persona("expert")
	require.True(t, ok)
	v := winPosition(280)
	m := NewPolicy(p).Choose(v)
	assert.Equal(t, MoveProduce, m.Kind)
	assert.True(t, m.Illegal)
	assert.ElementsMatch(t, v.Hand, m.Cards, "the whole hand")

	q, _ := Personas().Persona("quick")
	assert.NotEqual(t, len(v.Hand), len(NewPolicy(q).Choose(winPosition(280)).Cards), "the Quick Expert keeps some cards")

	// Played in the simulator, the move ends the game with the Expert the
	// winner at 303.
	g := &Sim{}
	g.reset(v, [][]cards.Card{v.Hand, nil}, nil, nil)
	require.NoError(t, g.play(m))
	assert.True(t, g.ended)
	assert.Equal(t, []int{0}, g.winners)
	assert.Equal(t, 303, g.seats[0].score)

	// Twenty points short it does not dump a hand that does not win.
	m = NewPolicy(p).Choose(winPosition(260))
	assert.False(t, m.Kind == MoveProduce && len(m.Cards) == len(v.Hand), "no dump that does not win")
}
