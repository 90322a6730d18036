package corpwar

import (
	"encoding/json"
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
	"boardroom/phrase/msg"
)

// Spec is the Corporate Warfare referee, described once: `new`, the verbs,
// the views and the menu.
func Spec() *spec.Spec[*State] {
	r := R()
	return &spec.Spec[*State]{
		ID:       GameID,
		Messages: corpwarrules.Messages,
		// the numbers of players the help says come from the rules data
		HelpArgs: func(id string) []any {
			if id == "new.players" {
				return []any{r.Players.Min, r.Players.Max}
			}
			return nil
		},
		Rules: Rules{},
		New: spec.NewSpec{
			Fields: spec.Players("player", r.Players.Min, r.Players.Max, true),
		},
		Setup: setup,
		Verbs: Verbs(),
		Show:  func(w io.Writer, s *State) error { return s.Write(w) },
		JSON:  func(s *State) any { return s.ToView() },
		Menu:  tui.Verbs(verb.Order(actionList.Get(), Verbs()), nil),
		View:  TUIView,
	}
}

// setup is what `new` records: the players (spec.PlayersSetup's checks),
// --physical and the table's language (--lang, which the generic layer
// adds to every game's `new`).
func setup(v verb.Values, seed int64) (json.RawMessage, error) {
	raw, err := spec.PlayersSetup("Ann,Bob", ParseSetup)(v, seed)
	if err != nil {
		return nil, err
	}
	lang := msg.Lang(v.String("lang"))
	if lang == "" {
		return raw, nil
	}
	var st Setup
	if err := json.Unmarshal(raw, &st); err != nil {
		return nil, err
	}
	st.Lang = lang
	return json.Marshal(st)
}

// TableWords are the catalogue's words the generic layer reads by
// convention for each verb and nothing in this package says: the verb's
// name as each table types it (verb.<name>.name; both names work in both
// languages) and its usage line (verb.<name>.use).
var TableWords = []string{
	"verb.place.name", "verb.place.use", "verb.card.name", "verb.card.use", "verb.spy.name", "verb.spy.use",
	"verb.accept.name", "verb.accept.use", "verb.call.name", "verb.call.use", "verb.demand.name", "verb.demand.use",
	"verb.roll.name", "verb.roll.use", "verb.fire.name", "verb.fire.use", "verb.next.name", "verb.adjust.name",
}

// help is a help text of the catalogue in English: the generic layer says
// the verbs' help in the table's language by the same IDs (verb.<name>.short,
// ...); this is what it falls back on.
func help(id string) string { return corpwarrules.Messages.Text(id).EN }

// examples are a help text's lines (verb.<name>.examples), one example each.
func examples(id string) []string { return strings.Split(help(id), "\n") }

// deptArg passes a department on in its canonical name ("s" is sales, "new"
// the new employees). One it does not know is a name the game does not know
// (phrase.UnknownError, exit 1, with the referee's refusal and its rule), so
// the command line names it together with an unknown player.
func deptArg(s string) (any, error) {
	for _, l := range msg.Langs {
		if phrase.SameWord(strings.TrimSpace(s), corpwarrules.Messages.Say(l, "word.new_staff")) {
			return NewStaff, nil // "new", "neu": either table's word
		}
	}
	if d, err := ParseDept(s); err == nil {
		return string(d), nil
	}
	return nil, unknownName(func(st *State) error { _, err := st.deptOf(s); return err })
}

// cardArg passes a card on as its kind ("a", "boost" are ace, king); one it
// does not know is refused as an unknown department is.
func cardArg(s string) (any, error) {
	if c, err := ParseCard(s); err == nil {
		return string(c), nil
	}
	return nil, unknownName(func(st *State) error { _, err := st.cardOf(s); return err })
}

// unknownName is the referee's refusal of a name (refuse, said by a table of
// each language) as the unknown name of a command line: the line is read
// before the game, and its language, are known.
func unknownName(refuse func(*State) error) error {
	said := func(lang string) string { return refuse(&State{Lang: msg.Lang(lang)}).Error() }
	return &phrase.UnknownError{Msg: said(""), Said: said}
}

// countArg is the N of place and fire: a whole number, 1 or more.
func countArg(s string) (any, error) {
	n, err := phrase.ParseInt(s)
	if err != nil || n < 1 {
		return nil, usage("usage.count", phrase.Typed(s))
	}
	return n, nil
}

// diceArg reads dice typed at the table ("4", "3,5,6", "d6=4") for the field
// the errors name (a flag, "--roll", or the words of message id name, "the
// demand"): the values, []int{} for an entry of no dice. Its errors say
// themselves in either language.
func diceArg(name string) func(string) (any, error) {
	var what any = name
	if !strings.HasPrefix(name, "--") {
		what = corpwarrules.Messages.Text(name)
	}
	return func(s string) (any, error) {
		r, err := dice.Parse(s)
		if err != nil {
			if v, ok := offTheDie(s, R().Die); ok {
				return nil, usage("usage.dice_value", what, phrase.Typed(s), R().Die, v)
			}
			return nil, usage("usage.dice", what, phrase.Typed(s))
		}
		if r.Sides != 0 && r.Sides != R().Die {
			return nil, usage("usage.dice_sides", what, phrase.Typed(s), r.Sides, R().Die)
		}
		for _, v := range r.Values {
			if r.Sides != 0 && (v < 1 || v > R().Die) {
				return nil, usage("usage.dice_value", what, phrase.Typed(s), R().Die, v)
			}
		}
		if r.Values == nil {
			return []int{}, nil
		}
		return r.Values, nil
	}
}

// offTheDie is the first whole number of typed dice ("4,9", "d6=9") that a
// die of sides cannot show.
func offTheDie(s string, sides int) (int, bool) {
	if _, vals, ok := strings.Cut(s, "="); ok {
		s = vals
	}
	for _, f := range strings.FieldsFunc(s, func(c rune) bool { return c == ',' || c == ' ' || c == '\t' }) {
		if v, err := strconv.Atoi(f); err == nil && (v < 1 || v > sides) {
			return v, true
		}
	}
	return 0, false
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

	roll := []verb.Field{player}
	for _, d := range r.Depts {
		roll = append(roll, verb.Field{Name: string(d), Flag: true, Parse: diceArg("--" + string(d))})
	}
	// A backquoted word names a flag's value in --help ("--hire N"): the
	// flags of Int fields are registered as text.
	roll = append(roll,
		verb.Field{Name: "hire", Flag: true, Kind: verb.IntField},
		verb.Field{Name: "sell", Flag: true, Kind: verb.IntField})

	return []verb.Verb[*State]{
		{
			Name: string(ActPlace),
			Fields: []verb.Field{player,
				{Name: "department", Placeholder: "<" + depts + ">", Parse: deptArg}, count},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Place{Player: v.String("player"), Dept: v.String("department"), N: v.Int("n")}, nil
			},
			Label: placeLabel, Ask: placeAsk(),
		},
		{
			Name: string(ActCard),
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
			Name: string(ActSpy),
			Fields: []verb.Field{player, {Name: "target"},
				{Name: "department", Placeholder: "<" + depts + ">", Parse: deptArg}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Spy{Player: v.String("player"), Target: v.String("target"), Dept: v.String("department")}, nil
			},
			Label: spyLabel, Ask: spyAsk(),
		},
		{
			Name:   string(ActAccept),
			Fields: []verb.Field{player},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Accept{Player: v.String("player")}, nil
			},
			Label: acceptLabel, Ask: map[string]verb.Ask[*State]{"player": target},
		},
		{
			Name: string(ActCall),
			Fields: []verb.Field{player,
				{Name: "card", Placeholder: "<card turned up>", Parse: cardArg},
				{Name: "roll", Flag: true, Parse: optionalDiceArg("--roll")},
				{Name: "lose", Flag: true, Parse: deptArg}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Call{Player: v.String("player"), Card: v.String("card"),
					Roll: verb.Value[[]int](v, "roll"), Lose: v.String("lose")}, nil
			},
			Label: callLabel, Ask: callAsk(),
		},
		{
			Name:   string(ActDemand),
			Fields: []verb.Field{{Name: "die", Parse: diceArg("usage.the_demand")}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &DemandRoll{Dice: verb.Value[[]int](v, "die")}, nil
			},
			Label: demandLabel, Ask: demandAsk(),
		},
		{
			Name:   string(ActRoll),
			Fields: roll,
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
			Name: string(ActFire),
			Fields: []verb.Field{player,
				{Name: "from", Placeholder: "<" + depts + "|" + NewStaff + ">", Parse: deptArg}, count},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Fire{Player: v.String("player"), From: v.String("from"), N: v.Int("n")}, nil
			},
			Label: fireLabel, Ask: fireAsk(),
		},
		{
			Name: string(ActNext),
			Build: func(verb.Values, *State) (referee.Action[*State], error) {
				return &Next{}, nil
			},
			Label:   nextLabel,
			Confirm: nextConfirm,
		},
		verb.Adjust(adjuster.Get(), examples("verb.adjust.examples")...),
	}
}

// usage is a typing error of the command line, message id of the game's
// catalogue: said in the table's language once the game is open.
func usage(id string, args ...any) *phrase.UsageError {
	return &phrase.UsageError{Msg: corpwarrules.Messages.Say(msg.EN, id, args...),
		Said: func(l string) string { return corpwarrules.Messages.Say(msg.Lang(l), id, args...) }}
}
