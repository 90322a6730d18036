package aufbau

import (
	"boardroom/lazy"
	"boardroom/referee"
)

// ActionName is one kind of Aufbau action: its tag in a saved game (so a
// name never changes once a campaign is saved with it). Its verb on the
// command line is German (einfluss, bau) and named in the list.
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
// with the German verb that makes it; the campaign's round is not a phase
// table (each action checks its own moment). The decoder of saved games
// (actionKinds) and play's menu order are made from it. Adding an action
// touches this list, its descriptor in Verbs and its type, whose
// ActionType returns the constant; a test checks that the three agree.
var actionList = &lazy.Value[referee.ActionList[*State, referee.NoPhase]]{New: func() referee.ActionList[*State, referee.NoPhase] {
	return referee.ActionList[*State, referee.NoPhase]{
		{Name: string(ActNext), New: func() referee.Action[*State] { return &Next{} }},
		{Name: string(ActInfluence), Verb: "einfluss", New: func() referee.Action[*State] { return &GainInfluence{} }},
		{Name: string(ActLend), Verb: "verleih", New: func() referee.Action[*State] { return &MoneyLend{} }},
		{Name: string(ActSell), Verb: "verkauf", New: func() referee.Action[*State] { return &MoneySell{} }},
		{Name: string(ActBuy), Verb: "kauf", New: func() referee.Action[*State] { return &MoneyBuy{} }},
		{Name: string(ActSellBuy), Verb: "handel", New: func() referee.Action[*State] { return &MoneySellBuy{} }},
		{Name: string(ActMaterials), Verb: "material", New: func() referee.Action[*State] { return &GainMaterials{} }},
		{Name: string(ActAcquire), Verb: "erwerb", New: func() referee.Action[*State] { return &Acquire{} }},
		{Name: string(ActTenants), Verb: "paechter", New: func() referee.Action[*State] { return &Tenants{} }},
		{Name: string(ActTroops), Verb: "truppen", New: func() referee.Action[*State] { return &Troops{} }},
		{Name: string(ActBuild), Verb: "bau", New: func() referee.Action[*State] { return &Build{} }},
		{Name: string(ActSpecialize), Verb: "spezialisierung", New: func() referee.Action[*State] { return &Specialize{} }},
		{Name: string(ActPolitical), Verb: "politik", New: func() referee.Action[*State] { return &Political{} }},
		{Name: string(ActMode), Verb: "modus", New: func() referee.Action[*State] { return &SetMode{} }},
		{Name: string(ActHire), Verb: "fachkraft", New: func() referee.Action[*State] { return &Hire{} }},
	}
}}

// actionKinds are the actions a saved campaign holds, by name.
var actionKinds = &lazy.Value[map[string]func() referee.Action[*State]]{New: func() map[string]func() referee.Action[*State] {
	return actionList.Get().Kinds()
}}
