package rigs

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/referee"
)

// The action list, the verbs' descriptors and the actions' types agree:
// every action of the list has exactly one verb of its name and a type
// whose ActionType is that name, and every verb is an action of the list.
// A new verb added to one and not the others fails here.
func TestEveryActionIsDescribedOnceAndAgrees(t *testing.T) {
	listed := map[string]bool{}
	for _, a := range actionList.Get() {
		assert.False(t, listed[string(a.Name)], "%s listed twice", a.Name)
		listed[string(a.Name)] = true
		typed, ok := a.New().(referee.Typed)
		if assert.True(t, ok, "%s has no ActionType", a.Name) {
			assert.Equal(t, string(a.Name), typed.ActionType(), "the type of %s", a.Name)
		}
		if a.What == "" {
			assert.Empty(t, a.In, "%s has phases but no name for the refusal", a.Name)
		} else {
			assert.NotEmpty(t, a.In, "%s names itself for a phase refusal but has no phase", a.Name)
		}
	}
	verbs := map[string]int{}
	for _, v := range Verbs() {
		verbs[v.Name]++
		assert.True(t, listed[v.Name], "the verb %s is not in actionList", v.Name)
	}
	for name := range listed {
		assert.Equal(t, 1, verbs[name], "verbs named %s", name)
	}
	assert.Len(t, actionList.Get().Names(), len(listed))
	for name := range phases.Get().Actions {
		assert.True(t, listed[name], "the phase table's %s is not in actionList", name)
	}
}
