package rigs

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/referee"
)

// The phase table names stored action types, each made by its own kind and
// bound to phases of the round in play order; every action it lists is
// refused outside them with the generated sentence.
func TestPhaseTableNamesRealActions(t *testing.T) {
	tb := phases()
	assert.Equal(t, []Phase{Player, Disaster, Production, Market}, tb.Order)
	for typ, a := range tb.Actions {
		mk, ok := actionKinds[typ]
		if assert.True(t, ok, "%s is an action type", typ) {
			act, _ := mk().(referee.Typed)
			assert.Equal(t, typ, act.ActionType())
		}
		assert.NotEmpty(t, a.What, typ)
		assert.NotEmpty(t, a.In, typ)
		for _, p := range a.In {
			assert.Contains(t, tb.Order, p, typ)
		}
		for _, p := range tb.Order {
			if !tb.Allows(p, typ) {
				assert.ErrorContains(t, tb.Check(p, typ, ""), a.What+" happens in the ")
			}
		}
	}
	assert.True(t, tb.Allows(tb.Order[0], "adjust"), "adjust is bound to no phase")
	assert.True(t, tb.Allows(tb.Order[0], "next"), "next is bound to no phase")
}
