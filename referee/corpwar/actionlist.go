package corpwar

import (
	"boardroom/lazy"
	"boardroom/referee"
	corpwarrules "boardroom/rules/corpwar"
)

// ActionName is one kind of Corporate Warfare action: its verb on the
// command line, its tag in a saved game (so a name never changes once a
// game is saved with it) and its key in the phase table.
type ActionName string

// The actions' names.
const (
	ActPlace  ActionName = "place"
	ActCard   ActionName = "card"
	ActSpy    ActionName = "spy"
	ActAccept ActionName = "accept"
	ActCall   ActionName = "call"
	ActDemand ActionName = "demand"
	ActRoll   ActionName = "roll"
	ActFire   ActionName = "fire"
	ActNext   ActionName = "next"
	ActAdjust ActionName = "adjust"
)

// actionList is every Corporate Warfare action, in the order `play` offers
// them. The decoder of saved games (actionKinds), the phase table (phases)
// and play's menu order are made from it. Adding an action touches this
// list, its descriptor in Verbs (named by its constant) and its type, whose
// ActionType returns the constant; a test checks that the three agree.
var actionList = &lazy.Value[referee.ActionList[*State, Phase]]{New: func() referee.ActionList[*State, Phase] {
	return referee.ActionList[*State, Phase]{
		{Name: string(ActPlace), New: func() action { return &Place{} }, What: what("place"), In: []Phase{Allocation}},
		{Name: string(ActCard), New: func() action { return &PlayCard{} }, What: what("card"), In: []Phase{Action}},
		{Name: string(ActSpy), New: func() action { return &Spy{} }, What: what("spy"), In: []Phase{Action}},
		{Name: string(ActAccept), New: func() action { return &Accept{} }, What: what("accept"), In: []Phase{Action}},
		{Name: string(ActCall), New: func() action { return &Call{} }, What: what("call"), In: []Phase{Action}},
		{Name: string(ActDemand), New: func() action { return &DemandRoll{} }, What: what("demand"), In: []Phase{Execution}},
		{Name: string(ActRoll), New: func() action { return &Roll{} }, What: what("roll"), In: []Phase{Execution}},
		{Name: string(ActFire), New: func() action { return &Fire{} }, What: what("fire"), In: []Phase{Upkeep}},
		{Name: string(ActNext), New: func() action { return &Next{} }},
		{Name: string(ActAdjust), New: func() action { return adjuster.Get().Kind() }},
	}
}}

type action = referee.Action[*State]

// what is an action as a rule sentence names it, in English (the phase
// table's; the refusals say it in the table's language, what.<name>).
func what(name string) string { return corpwarrules.Messages.Text("what." + name).EN }

// actionKinds are the actions a saved game holds, by name.
var actionKinds = &lazy.Value[map[string]func() referee.Action[*State]]{New: func() map[string]func() referee.Action[*State] {
	return actionList.Get().Kinds()
}}

// phases is a turn of Corporate Warfare: its four phases in order and the
// actions bound to them.
var phases = &lazy.Value[*referee.PhaseTable[Phase]]{New: func() *referee.PhaseTable[Phase] {
	return actionList.Get().Phases([]Phase{Allocation, Action, Execution, Upkeep}, Phase.Title)
}}
