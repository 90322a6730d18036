package rheinhessen

import (
	"boardroom/lazy"
	"boardroom/referee"
)

// ActionName is one kind of Rheinhessen action: its verb on the command
// line and its tag in a saved game (so a name never changes once a game is
// saved with it).
type ActionName string

// The actions' names.
const (
	ActAudit   ActionName = "audit"
	ActProduce ActionName = "produce"
	ActPass    ActionName = "pass"
	ActAdjust  ActionName = "adjust"
)

// actionList is every Rheinhessen action, in the order `play` offers them;
// the game has no phases (the turn decides who acts). The decoder of saved
// games (actionKinds) and play's menu order are made from it. Adding an
// action touches this list, its descriptor in Verbs (named by its
// constant) and its type, whose ActionType returns the constant; a test
// checks that the three agree.
var actionList = &lazy.Value[referee.ActionList[*State, referee.NoPhase]]{New: func() referee.ActionList[*State, referee.NoPhase] {
	return referee.ActionList[*State, referee.NoPhase]{
		{Name: string(ActAudit), New: func() referee.Action[*State] { return &Audit{} }},
		{Name: string(ActProduce), New: func() referee.Action[*State] { return &Produce{} }},
		{Name: string(ActPass), New: func() referee.Action[*State] { return &Pass{} }},
		{Name: string(ActAdjust), New: func() referee.Action[*State] { return adjuster.Get().Kind() }},
	}
}}

// actionKinds are the actions a saved game holds, by name.
var actionKinds = &lazy.Value[map[string]func() referee.Action[*State]]{New: func() map[string]func() referee.Action[*State] {
	return actionList.Get().Kinds()
}}
