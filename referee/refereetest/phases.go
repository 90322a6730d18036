package refereetest

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/referee"
)

// PhaseTable checks a game's phase table against its actions: every action
// type it lists is made by its own kind (kinds: the game's action type ->
// constructor) and bound to phases of the round, and is refused outside them
// with the generated sentence; actions it does not list (adjust, next) are
// allowed in any phase.
func PhaseTable[P comparable, S any](t *testing.T, tb *referee.PhaseTable[P], kinds map[string]func() referee.Action[S]) {
	t.Helper()
	for typ, a := range tb.Actions {
		mk, ok := kinds[typ]
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
