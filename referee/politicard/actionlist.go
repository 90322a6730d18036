package politicard

import (
	"boardroom/lazy"
	"boardroom/referee"
)

// ActionName is one kind of Politicard action: its tag in a saved game (so
// a name never changes once a game is saved with it) and, but for play,
// its verb on the command line.
type ActionName string

// The actions' names.
const (
	ActTrigger  ActionName = "trigger"
	ActPlay     ActionName = "play" // the verb is place: play is the interactive referee
	ActActivate ActionName = "activate"
	ActSet      ActionName = "set"
	ActEnd      ActionName = "end"
	ActPass     ActionName = "pass"
	ActLet      ActionName = "let"
	ActAdjust   ActionName = "adjust"
)

// actionList is every Politicard action, in the order `play` offers them
// (trigger first, while a window is open); the game has no phases (the
// turn and the window decide who acts). The decoder of saved games
// (actionKinds) and play's menu order are made from it. Adding an action
// touches this list, its descriptor in Verbs (named by its constant) and
// its type, whose ActionType returns the constant; a test checks that the
// three agree.
var actionList = &lazy.Value[referee.ActionList[*State, referee.NoPhase]]{New: func() referee.ActionList[*State, referee.NoPhase] {
	return referee.ActionList[*State, referee.NoPhase]{
		{Name: string(ActTrigger), New: func() referee.Action[*State] { return &Trigger{} }},
		{Name: string(ActPlay), Verb: "place", New: func() referee.Action[*State] { return &Play{} }},
		{Name: string(ActActivate), New: func() referee.Action[*State] { return &Activate{} }},
		{Name: string(ActSet), New: func() referee.Action[*State] { return &Set{} }},
		{Name: string(ActEnd), New: func() referee.Action[*State] { return &End{} }},
		{Name: string(ActPass), New: func() referee.Action[*State] { return &Pass{} }},
		{Name: string(ActLet), New: func() referee.Action[*State] { return &Let{} }},
		{Name: string(ActAdjust), New: func() referee.Action[*State] { return adjuster.Get().Kind() }},
	}
}}

// actionKinds are the actions a saved game holds, by name.
var actionKinds = &lazy.Value[map[string]func() referee.Action[*State]]{New: func() map[string]func() referee.Action[*State] {
	return actionList.Get().Kinds()
}}
