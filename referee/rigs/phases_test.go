package rigs

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/refereetest"
)

// The phase table names stored action types, each made by its own kind and
// bound to phases of the round in play order; every action it lists is
// refused outside them with the generated sentence.
func TestPhaseTableNamesRealActions(t *testing.T) {
	tb := phases.Get()
	assert.Equal(t, []Phase{Player, Disaster, Production, Market}, tb.Order)
	refereetest.PhaseTable(t, tb, actionKinds.Get())
}

// In the Disaster Phase every player resolves their own card, in any
// order: what comes next names each one still to do, not the first alone
// (the TV and every phone read "Ann: resolve each Disaster card" while Bob
// and Cy had theirs to resolve too).
func TestDisasterHintNamesEveryPlayerStillToResolve(t *testing.T) {
	tg := newGame(t, false, "Ann", "Bob", "Cy")
	s := tg.next()
	for s.Phase != Disaster {
		require.Equal(t, Player, s.Phase, "the round's start")
		s = tg.next()
	}
	assert.Equal(t, "Disaster cards still to resolve: Ann, Bob and Cy; each player resolves their own ('disaster <player>').", s.hint())
	s.Players[0].Resolved = true
	assert.Equal(t, "Disaster cards still to resolve: Bob and Cy; each player resolves their own ('disaster <player>').", s.hint())
}
