package corpwar

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/tui"
	"boardroom/referee/verb"
	corpwarrules "boardroom/rules/corpwar"
	"boardroom/rules/dice"

	"boardroom/phrase"
)

// Spec is the Corporate Warfare referee, described once: `new`, the verbs,
// the views and the menu.
func Spec() *spec.Spec[*State] {
	r := R()
	return &spec.Spec[*State]{
		ID:    GameID,
		Rules: Rules{},
		New: spec.NewSpec{
			Long: fmt.Sprintf(`Start a new game of Corporate Warfare for %d-%d corporations, in seat order: the
first named plays first (toss a coin for it before you type). The players hold the
special action cards; the referee counts them, never sees a hand, rolls the dice
(seeded and recorded) and keeps the books. With --physical the players roll the
dice and enter them. The game is saved after every action.`, r.Players.Min, r.Players.Max),
			Examples: []string{
				"new --players Ann,Bob",
				"new --players Ann,Bob,Cy --name friday --seed 42",
				"new --players Ann,Bob --physical",
			},
			Fields: spec.Players("player", r.Players.Min, r.Players.Max, "the players roll the dice; the referee records them"),
		},
		Setup: spec.PlayersSetup("Ann,Bob", ParseSetup),
		Verbs: Verbs(),
		Show:  func(w io.Writer, s *State) error { return s.Write(w) },
		JSON:  func(s *State) any { return s.ToView() },
		Menu:  tui.Verbs(verb.Order(actionList.Get(), Verbs()), nil),
		View:  TUIView,
	}
}

// deptArg passes a department on in its canonical name ("s" is sales, "new"
// the new employees), or as typed when it is none: the referee then refuses
// it with the rule (exit 1), so it is never a usage error.
func deptArg(s string) (any, error) {
	if strings.EqualFold(strings.TrimSpace(s), NewStaff) {
		return NewStaff, nil
	}
	if d, err := ParseDept(s); err == nil {
		return string(d), nil
	}
	return s, nil
}

// cardArg passes a card on as its kind ("a", "boost" are ace, king), or as
// typed when it is none: the referee refuses an unknown card (exit 1).
func cardArg(s string) (any, error) {
	if c, err := ParseCard(s); err == nil {
		return string(c), nil
	}
	return s, nil
}

// countArg is the N of place and fire: a whole number, 1 or more.
func countArg(s string) (any, error) {
	n, err := phrase.ParseInt(s)
	if err != nil || n < 1 {
		return nil, phrase.Usagef("N must be a whole number, 1 or more, got %s", phrase.Clip(s))
	}
	return n, nil
}

// diceArg reads dice typed at the table ("4", "3,5,6", "d6=4") for the field
// the errors name ("--roll", "the demand"): the values, []int{} for an entry
// of no dice.
func diceArg(name string) func(string) (any, error) {
	return func(s string) (any, error) {
		r, err := dice.Parse(s)
		if err != nil {
			return nil, phrase.Usagef("%s %q: %v (write dice like 4, 3,5,6 or d6=4)", name, s, err)
		}
		if err := r.Check(R().Die); err != nil && r.Sides != 0 {
			return nil, phrase.Usagef("%s %q: %v", name, s, err)
		}
		if r.Values == nil {
			return []int{}, nil
		}
		return r.Values, nil
	}
}

// optionalDiceArg is diceArg for a flag whose empty value means "not given"
// (call --roll ""), as it always did.
func optionalDiceArg(name string) func(string) (any, error) {
	parse := diceArg(name)
	return func(s string) (any, error) {
		if s == "" {
			return []int(nil), nil
		}
		return parse(s)
	}
}

// spell is a small number in words, as the help texts say it ("one lower").
func spell(n int) string {
	words := []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return strconv.Itoa(n)
}

// some is "a die", "an employee" for one, else "2 dice", "2 employees".
func some(n int, one, many string) string {
	if n == 1 {
		if strings.ContainsAny(one[:1], "aeiou") {
			return "an " + one
		}
		return "a " + one
	}
	return strconv.Itoa(n) + " " + many
}

// cardAction is the name of a card's action in the rules data ("Improved Methods").
func cardAction(c Card) string {
	info, _ := R().Card(c)
	return info.Action
}

// Verbs are place, card, spy, accept, call, demand, roll, fire, next and
// adjust; `play` offers all but adjust, when the phase allows them.
func Verbs() []verb.Verb[*State] {
	r := R()
	var deptNames []string
	for _, d := range r.Depts {
		deptNames = append(deptNames, string(d))
	}
	depts := strings.Join(deptNames, "|")
	var faceUp []string // the cards played face up: all but the Joker
	for _, c := range corpwarrules.CardKinds {
		if c != corpwarrules.Joker {
			faceUp = append(faceUp, string(c))
		}
	}
	faceUpCards := strings.Join(faceUp, "|")
	player := verb.Field{Name: "player"}
	count := verb.Field{Name: "n", Kind: verb.IntField, Optional: true, Placeholder: "<N>", Default: "1", Parse: countArg}
	es := r.Espionage

	roll := []verb.Field{player}
	for _, d := range r.Depts {
		roll = append(roll, verb.Field{Name: string(d), Flag: true, Parse: diceArg("--" + string(d)),
			Help: "with --physical dice: the dice rolled for " + r.DeptName(d) + ", e.g. 3,5,6"})
	}
	// A backquoted word names a flag's value in --help ("--hire N"): the
	// flags of Int fields are registered as text.
	roll = append(roll,
		verb.Field{Name: "hire", Flag: true, Kind: verb.IntField, Help: "take at most `N` new employees from HR's successes"},
		verb.Field{Name: "sell", Flag: true, Kind: verb.IntField, Help: "sell at most `N` products"})

	return []verb.Verb[*State]{
		{
			Name: string(ActPlace), Short: "Allocation: put N new employees (default 1) to work in a department, for good",
			Examples: []string{"place Ann production 2", "place Bob sales"},
			Fields: []verb.Field{player,
				{Name: "department", Placeholder: "<" + depts + ">", Parse: deptArg}, count},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Place{Player: v.String("player"), Dept: v.String("department"), N: v.Int("n")}, nil
			},
			Label: placeLabel, Ask: placeAsk(),
		},
		{
			Name:  string(ActCard),
			Short: "Action: play a special action card face up (espionage is 'spy')",
			Long: fmt.Sprintf(`Play a special action card from a player's hand:
  ace    %s on one of your departments (its dice succeed %s lower, for good)
  king   %s on one of your departments (each success counts %s this turn)
  queen  %s: move one employee from a department to another, for good
  jack   %s: the demand is %d higher from this turn on
The action's name works too (improved-methods, boost, reconversion, market-research).`,
				cardAction(corpwarrules.Ace), spell(r.Success.ImprovedStep), cardAction(corpwarrules.King), times(r.BoostFactor),
				cardAction(corpwarrules.Queen), cardAction(corpwarrules.Jack), r.Demand.PerMarketResearch),
			Examples: []string{"card Ann ace production", "card Ann king sales", "card Bob queen research sales", "card Bob jack"},
			Fields: []verb.Field{player,
				{Name: "card", Placeholder: "<" + faceUpCards + ">", Parse: cardArg},
				{Name: "department", Optional: true, Parse: deptArg},
				{Name: "to-department", Optional: true, Parse: deptArg}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &PlayCard{Player: v.String("player"), Card: v.String("card"),
					Dept: v.String("department"), To: v.String("to-department")}, nil
			},
			Label: cardLabel, Ask: cardAsk(),
		},
		{
			Name: string(ActSpy), Short: "Action: lay a card face down against an opponent's department (Espionage, or a bluff)",
			Examples: []string{"spy Ann Bob sales"},
			Fields: []verb.Field{player, {Name: "target"},
				{Name: "department", Placeholder: "<" + depts + ">", Parse: deptArg}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Spy{Player: v.String("player"), Target: v.String("target"), Dept: v.String("department")}, nil
			},
			Label: spyLabel, Ask: spyAsk(),
		},
		{
			Name: string(ActAccept), Short: "The target accepts the espionage: the department is disrupted this turn",
			Examples: []string{"accept Bob"},
			Fields:   []verb.Field{player},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Accept{Player: v.String("player")}, nil
			},
			Label: acceptLabel, Ask: map[string]verb.Ask[*State]{"player": target},
		},
		{
			Name:  string(ActCall),
			Short: "The target calls the espionage: enter the card turned up (joker, or the bluff's " + faceUpCards + ")",
			Long: fmt.Sprintf(`The target calls; turn the face-down card up and enter it. A Joker: the target loses
%s in that department and it is disrupted this turn. Anything else was a
bluff: the attacker rolls %s and pays that much money, or loses %s if
they cannot pay (--lose says which: a department or "new").`,
				some(es.JokerLoss, "employee", "employees"), some(es.PenaltyDice, "die", "dice"),
				some(es.UnpaidLoss, "employee", "employees")),
			Examples: []string{"call Bob joker", "call Bob queen", "call Bob queen --roll 5 --lose sales   # --physical"},
			Fields: []verb.Field{player,
				{Name: "card", Placeholder: "<card turned up>", Parse: cardArg},
				{Name: "roll", Flag: true, Parse: optionalDiceArg("--roll"),
					Help: "with --physical dice: the attacker's penalty " + map[bool]string{true: "die", false: "dice"}[es.PenaltyDice == 1]},
				{Name: "lose", Flag: true, Parse: deptArg,
					Help: "the attacker's employee to lose if they cannot pay: a department or new (default: new, then the largest department)"}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Call{Player: v.String("player"), Card: v.String("card"),
					Roll: verb.Value[[]int](v, "roll"), Lose: v.String("lose")}, nil
			},
			Label: callLabel, Ask: callAsk(),
		},
		{
			Name: string(ActDemand), Short: "Execution, --physical: enter the market demand die rolled at the table",
			Examples: []string{"demand 4", fmt.Sprintf("demand d%d=4", r.Die)},
			Fields:   []verb.Field{{Name: "die", Parse: diceArg("the demand")}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &DemandRoll{Dice: verb.Value[[]int](v, "die")}, nil
			},
			Label: demandLabel, Ask: demandAsk(),
		},
		{
			Name:  string(ActRoll),
			Short: "Execution: roll a corporation's dice (or, --physical, enter them per department)",
			Long: fmt.Sprintf(`Roll one die per employee at work in each department that is not disrupted and apply
what they did, in the order %s. The referee rolls,
unless the game is --physical: then enter the dice rolled per department.
HR's new employees ("if desired") and sales can be capped with --hire and --sell.`, deptOrder()),
			Examples: []string{"roll Ann", "roll Ann --hire 0", "roll Ann --production 4,6 --sales 5 --research 2   # --physical"},
			Fields:   roll,
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				a := &Roll{Player: v.String("player"), Hire: v.IntPtr("hire"), Sell: v.IntPtr("sell")}
				for _, d := range R().Depts {
					if !v.Has(string(d)) {
						continue
					}
					if a.Dice == nil {
						a.Dice = map[Dept][]int{}
					}
					a.Dice[d] = verb.Value[[]int](v, string(d))
				}
				return a, nil
			},
			Label: rollLabel, Ask: rollAsk(),
		},
		{
			Name: string(ActFire), Short: "Upkeep: let N employees (default 1) go before upkeep is paid",
			Examples: []string{"fire Ann research", "fire Bob new 2"},
			Fields: []verb.Field{player,
				{Name: "from", Placeholder: "<" + depts + "|" + NewStaff + ">", Parse: deptArg}, count},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Fire{Player: v.String("player"), From: v.String("from"), N: v.Int("n")}, nil
			},
			Label: fireLabel, Ask: fireAsk(),
		},
		{
			Name: string(ActNext), Short: "End the current phase and run the automatic steps of the next",
			Long: `End the current phase when the table is ready. Automatic steps run at once: the
market demand roll (start of the Execution Phase), the dice of every corporation
that has not rolled (end of the Execution Phase), and upkeep, layoffs, storage,
the hand limit and the end of the game (end of the Upkeep Phase).`,
			Examples: []string{"next"},
			Build: func(verb.Values, *State) (referee.Action[*State], error) {
				return &Next{}, nil
			},
			Label:   nextLabel,
			Confirm: nextConfirm,
		},
		verb.Adjust(adjuster.Get(),
			`adjust Ann money -3 --reason "paid storage twice"`,
			`adjust Bob cards +1 --reason "forgot the draw"`),
	}
}

// times is "double" for 2, "triple" for 3, else "N times".
func times(n int) string {
	switch n {
	case 2:
		return "double"
	case 3:
		return "triple"
	}
	return strconv.Itoa(n) + " times"
}

// deptOrder is "Production, Research, HR, Sales": the departments in the
// order the Execution Phase resolves them.
func deptOrder() string {
	var names []string
	for _, d := range R().Depts {
		names = append(names, R().DeptName(d))
	}
	return strings.Join(names, ", ")
}
