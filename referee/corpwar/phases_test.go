package corpwar

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/referee/refereetest"
)

// The phase table names stored action types, each made by its own kind and
// bound to phases of the round in play order; every action it lists is
// refused outside them with the generated sentence.
func TestPhaseTableNamesRealActions(t *testing.T) {
	tb := phases.Get()
	assert.Equal(t, []Phase{Allocation, Action, Execution, Upkeep}, tb.Order)
	refereetest.PhaseTable(t, tb, actionKinds.Get())
}
