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

// actionList is every R.I.G.S. action, in the order `play` offers them
// (the same in every phase: each verb's label says when it is on the menu).
// The decoder of saved games (actionKinds), the phase table (phases) and
// play's menu order are made from it. Adding an action touches this list,
// its descriptor in Verbs (named by its constant) and its type, whose
// ActionType returns the constant; a test checks that the three agree.
var actionList = &lazy.Value[referee.ActionList[*State, Phase]]{New: func() referee.ActionList[*State, Phase] {
	only := func(ps ...Phase) []Phase { return ps }
	r := R()
	return referee.ActionList[*State, Phase]{
		{Name: string(ActRollOff), New: func() action { return &RollOff{} }},
		{Name: string(ActGrant), New: func() action { return &Grant{} }, What: "The Land Grant", In: only(Player)},
		{Name: string(ActConfigure), New: func() action { return &Configure{} }, What: "Configuring plots", In: only(Player)},
		{Name: string(ActMove), New: func() action { return &Move{} }, What: "Moving RIGS", In: only(Player)},
		{Name: string(ActBuild), New: func() action { return &Build{} }, What: "Building RIGS", In: only(Player)},
		{Name: string(ActSurvey), New: func() action { return &Survey{} }, What: "Surveying", In: only(Player)},
		{Name: string(ActDisaster), New: func() action { return &DisasterAction{} }, What: "Resolving a Disaster", In: only(Disaster)},
		{Name: string(ActPower), New: func() action { return &Power{} }, What: "Powering plots", In: only(Production)},
		{Name: string(ActMarket), New: func() action { return &MarketDraw{} }, What: "The Market card", In: only(Market)},
		{Name: string(ActSell), New: func() action { return &Sell{} }, What: "Selling Luxuries", In: only(Market)},
		{Name: string(ActGive), New: func() action { return &Give{} }, What: "Making a deal", In: only(Player, Production)},
		{Name: string(ActLoan), New: func() action { return &Loan{} }, What: "Borrowing from Vinnie", In: phasesOf(r.Vinnie.Phases)},
		{Name: string(ActRepay), New: func() action { return &Repay{} }, What: "Repaying Vinnie", In: phasesOf(r.Vinnie.RepayPhases)},
		{Name: string(ActSwap), New: func() action { return &Swap{} }, What: "Discarding 1 Karma card and drawing 1", In: only(Disaster)},
		{Name: string(ActKarma), New: func() action { return &Karma{} }},
		{Name: string(ActAdjust), New: func() action { return &Adjust{} }},
		{Name: string(ActEnd), New: func() action { return &End{} }, What: "The end of the game", In: only(Market)},
		{Name: string(ActNext), New: func() action { return &Next{} }},
	}
}}

// actionKinds are the actions a saved game holds, by name.
var actionKinds = &lazy.Value[map[string]func() referee.Action[*State]]{New: func() map[string]func() referee.Action[*State] {
	return actionList.Get().Kinds()
}}

// phases is the round of R.I.G.S.: its phases in order and the actions
// bound to them.
var phases = &lazy.Value[*referee.PhaseTable[Phase]]{New: func() *referee.PhaseTable[Phase] {
	return actionList.Get().Phases([]Phase{Player, Disaster, Production, Market}, Phase.Title)
}}

// phasesOf are the rules data's phases as the referee's.
func phasesOf(ps []rigsrules.Phase) []Phase {
	var out []Phase
	for _, p := range ps {
		out = append(out, Phase(p))
	}
	return out
}
