package rigs

import (
	"boardroom/lazy"
	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"
)

// ActionName is one kind of R.I.G.S. action: its verb on the command line,
// its tag in a saved game (so a name never changes once a game is saved
// with it) and its key in the phase table.
type ActionName string

// The actions' names.
const (
	ActRollOff   ActionName = "rolloff"
	ActGrant     ActionName = "grant"
	ActConfigure ActionName = "configure"
	ActMove      ActionName = "move"
	ActBuild     ActionName = "build"
	ActSurvey    ActionName = "survey"
	ActDisaster  ActionName = "disaster"
	ActPower     ActionName = "power"
	ActMarket    ActionName = "market"
	ActSell      ActionName = "sell"
	ActGive      ActionName = "give"
	ActLoan      ActionName = "loan"
	ActRepay     ActionName = "repay"
	ActSwap      ActionName = "swap"
	ActKarma     ActionName = "karma"
	ActAdjust    ActionName = "adjust"
	ActEnd       ActionName = "end"
	ActNext      ActionName = "next"
)

// actionDef is one action, described once.
type actionDef struct {
	Name ActionName
	// New is the empty action a saved entry of this name decodes into.
	New func() action
	// What is the action as a refusal outside its phases names it
	// ("Selling Luxuries"), and In the phases it is allowed in (a
	// function: Vinnie's phases come from the rules data). With no What
	// the action is allowed in every phase (its own Legal decides).
	What string
	In   func() []Phase
}

// actionList is every R.I.G.S. action, in the order `play` offers them
// (the same in every phase: each verb's label says when it is on the menu).
// The decoder of saved games (actionKinds), the phase table (phases) and
// play's menu order are made from it. Adding an action touches this list,
// its descriptor in Verbs (named by its constant) and its type, whose
// ActionType returns the constant; a test checks that the three agree.
var actionList = &lazy.Value[[]actionDef]{New: func() []actionDef {
	only := func(ps ...Phase) func() []Phase { return func() []Phase { return ps } }
	return []actionDef{
		{Name: ActRollOff, New: func() action { return &RollOff{} }},
		{Name: ActGrant, New: func() action { return &Grant{} }, What: "The Land Grant", In: only(Player)},
		{Name: ActConfigure, New: func() action { return &Configure{} }, What: "Configuring plots", In: only(Player)},
		{Name: ActMove, New: func() action { return &Move{} }, What: "Moving RIGS", In: only(Player)},
		{Name: ActBuild, New: func() action { return &Build{} }, What: "Building RIGS", In: only(Player)},
		{Name: ActSurvey, New: func() action { return &Survey{} }, What: "Surveying", In: only(Player)},
		{Name: ActDisaster, New: func() action { return &DisasterAction{} }, What: "Resolving a Disaster", In: only(Disaster)},
		{Name: ActPower, New: func() action { return &Power{} }, What: "Powering plots", In: only(Production)},
		{Name: ActMarket, New: func() action { return &MarketDraw{} }, What: "The Market card", In: only(Market)},
		{Name: ActSell, New: func() action { return &Sell{} }, What: "Selling Luxuries", In: only(Market)},
		{Name: ActGive, New: func() action { return &Give{} }, What: "Making a deal", In: only(Player, Production)},
		{Name: ActLoan, New: func() action { return &Loan{} }, What: "Borrowing from Vinnie", In: func() []Phase { return phasesOf(R().Vinnie.Phases) }},
		{Name: ActRepay, New: func() action { return &Repay{} }, What: "Repaying Vinnie", In: func() []Phase { return phasesOf(R().Vinnie.RepayPhases) }},
		{Name: ActSwap, New: func() action { return &Swap{} }, What: "Discarding 1 Karma card and drawing 1", In: only(Disaster)},
		{Name: ActKarma, New: func() action { return &Karma{} }},
		{Name: ActAdjust, New: func() action { return &Adjust{} }},
		{Name: ActEnd, New: func() action { return &End{} }, What: "The end of the game", In: only(Market)},
		{Name: ActNext, New: func() action { return &Next{} }},
	}
}}

// actionKinds are the actions a saved game holds, by name.
var actionKinds = &lazy.Value[map[string]func() referee.Action[*State]]{New: func() map[string]func() referee.Action[*State] {
	m := make(map[string]func() referee.Action[*State], len(actionList.Get()))
	for _, a := range actionList.Get() {
		m[string(a.Name)] = a.New
	}
	return m
}}

// phases is the round of R.I.G.S.: its phases in order and the actions
// bound to them.
var phases = &lazy.Value[*referee.PhaseTable[Phase]]{New: func() *referee.PhaseTable[Phase] {
	t := &referee.PhaseTable[Phase]{
		Order:   []Phase{Player, Disaster, Production, Market},
		Title:   Phase.Title,
		Actions: map[string]referee.PhaseAction[Phase]{},
	}
	for _, a := range actionList.Get() {
		if a.What != "" {
			t.Actions[string(a.Name)] = referee.PhaseAction[Phase]{What: a.What, In: a.In()}
		}
	}
	return t
}}

// playOrder is the order `play` offers the verbs in: the list's.
func playOrder() []ActionName {
	out := make([]ActionName, 0, len(actionList.Get()))
	for _, a := range actionList.Get() {
		out = append(out, a.Name)
	}
	return out
}

// phasesOf are the rules data's phases as the referee's.
func phasesOf(ps []rigsrules.Phase) []Phase {
	var out []Phase
	for _, p := range ps {
		out = append(out, Phase(p))
	}
	return out
}
