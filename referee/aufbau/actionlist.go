package aufbau

import (
	"boardroom/lazy"
	"boardroom/referee"
)

// ActionName is one kind of Aufbau action: its tag in a saved game (so a
// name never changes once a campaign is saved with it). Its verb on the
// command line is named in the list (English in code; the catalogue gives
// the German name).
type ActionName string

// The actions' names.
const (
	ActNext       ActionName = "next"
	ActInfluence  ActionName = "influence"
	ActLend       ActionName = "lend"
	ActSell       ActionName = "sell"
	ActBuy        ActionName = "buy"
	ActSellBuy    ActionName = "sellbuy"
	ActMaterials  ActionName = "materials"
	ActAcquire    ActionName = "acquire"
	ActTenants    ActionName = "tenants"
	ActTroops     ActionName = "troops"
	ActBuild      ActionName = "build"
	ActSpecialize ActionName = "specialize"
	ActPolitical  ActionName = "political"
	ActMode       ActionName = "mode"
	ActHire       ActionName = "hire"
)

// actionList is every Aufbau action, in the order `play` offers them, each
// with the verb that makes it; the campaign's round is not a phase
// table (each action checks its own moment). The decoder of saved games
// (actionKinds) and play's menu order are made from it. Adding an action
// touches this list, its descriptor in Verbs and its type, whose
// ActionType returns the constant; a test checks that the three agree.
var actionList = &lazy.Value[referee.ActionList[*State, referee.NoPhase]]{New: func() referee.ActionList[*State, referee.NoPhase] {
	return referee.ActionList[*State, referee.NoPhase]{
		{Name: string(ActNext), New: func() referee.Action[*State] { return &Next{} }},
		{Name: string(ActInfluence), Verb: "influence", New: func() referee.Action[*State] { return &GainInfluence{} }},
		{Name: string(ActLend), Verb: "lend", New: func() referee.Action[*State] { return &MoneyLend{} }},
		{Name: string(ActSell), Verb: "sell", New: func() referee.Action[*State] { return &MoneySell{} }},
		{Name: string(ActBuy), Verb: "buy", New: func() referee.Action[*State] { return &MoneyBuy{} }},
		{Name: string(ActSellBuy), Verb: "trade", New: func() referee.Action[*State] { return &MoneySellBuy{} }},
		{Name: string(ActMaterials), Verb: "materials", New: func() referee.Action[*State] { return &GainMaterials{} }},
		{Name: string(ActAcquire), Verb: "acquire", New: func() referee.Action[*State] { return &Acquire{} }},
		{Name: string(ActTenants), Verb: "tenants", New: func() referee.Action[*State] { return &Tenants{} }},
		{Name: string(ActTroops), Verb: "troops", New: func() referee.Action[*State] { return &Troops{} }},
		{Name: string(ActBuild), Verb: "build", New: func() referee.Action[*State] { return &Build{} }},
		{Name: string(ActSpecialize), Verb: "specialize", New: func() referee.Action[*State] { return &Specialize{} }},
		{Name: string(ActPolitical), Verb: "politics", New: func() referee.Action[*State] { return &Political{} }},
		{Name: string(ActMode), Verb: "mode", New: func() referee.Action[*State] { return &SetMode{} }},
		{Name: string(ActHire), Verb: "hire", New: func() referee.Action[*State] { return &Hire{} }},
	}
}}

// actionKinds are the actions a saved campaign holds, by name.
var actionKinds = &lazy.Value[map[string]func() referee.Action[*State]]{New: func() map[string]func() referee.Action[*State] {
	return actionList.Get().Kinds()
}}
