package refereetest

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/referee"
	"boardroom/referee/verb"
)

// ActionList checks that a game's action list, its verbs' descriptors and
// its actions' types agree: every action of the list is listed once, has
// exactly one verb of its name and a type whose ActionType is that name,
// (made by the verb of its Verb, else of its name), and names a phase refusal exactly when it is bound to phases; every verb
// is an action of the list. A verb added to one and not the others fails.
func ActionList[S any, P comparable](t *testing.T, list referee.ActionList[S, P], verbs []verb.Verb[S]) {
	t.Helper()
	listed := map[string]bool{}
	for _, a := range list {
		assert.False(t, listed[a.VerbName()], "%s listed twice", a.Name)
		listed[a.VerbName()] = true
		typed, ok := a.New().(referee.Typed)
		if assert.True(t, ok, "%s has no ActionType", a.Name) {
			assert.Equal(t, a.Name, typed.ActionType(), "the type of %s", a.Name)
		}
		if a.What == "" {
			assert.Empty(t, a.In, "%s has phases but no name for the refusal", a.Name)
		} else {
			assert.NotEmpty(t, a.In, "%s names itself for a phase refusal but has no phase", a.Name)
		}
	}
	count := map[string]int{}
	for _, v := range verbs {
		count[v.Name]++
		assert.True(t, listed[v.Name], "the verb %s is not in the action list", v.Name)
	}
	for name := range listed {
		assert.Equal(t, 1, count[name], "verbs named %s", name)
	}
	assert.Len(t, verb.Order(list, verbs), len(verbs))
}
