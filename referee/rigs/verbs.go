package rigs

import (
	"encoding/json"
	"io"
	"slices"
	"strings"

	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
	rigsrules "boardroom/rules/rigs"

	"boardroom/phrase"
)

// Spec is the R.I.G.S. referee, described once: `new`, the verbs, the views
// and the menu.
func Spec() *spec.Spec[*State] {
	r := R()
	return &spec.Spec[*State]{
		ID:       GameID,
		Messages: rigsrules.Messages,
		HelpArgs: helpArgs,
		Rules:    Rules{},
		// new's words are the catalogue's (new.long, new.examples, new.physical)
		New: spec.NewSpec{Fields: spec.Players("player", r.Players.Min, r.Players.Max, true)},
		// The generic layer's --lang (validated: de or en) is the table's language.
		Setup: func(v verb.Values, seed int64) (json.RawMessage, error) {
			return spec.PlayersSetup("Ann,Bob,Cy", func(names []string, physical bool) (Setup, error) {
				st, err := ParseSetup(names, physical)
				st.Lang = msg.Lang(v.String("lang"))
				return st, err
			})(v, seed)
		},
		// After `new`: number the plot cards as the referee does.
		Started: func(s *State) string { return s.plotNumberNote() },
		// Without --physical, `new` deals the starting plots at once.
		Start: func(s *State) referee.Action[*State] {
			if s.Physical {
				return nil
			}
			return &Next{}
		},
		Verbs: Verbs(),
		Show:  func(w io.Writer, s *State) error { return s.Write(w) },
		JSON:  func(s *State) any { return s.ToView() },
		Menu:  Menu,
		View:  TUIView,
	}
}

// plotNumberNote tells the table to number the plot cards as the referee
// does: the printed plot cards carry a write-in # box.
func (s *State) plotNumberNote() string {
	if s.Physical {
		return s.say("new.plot_numbers_physical", R().DeckSizes()["plots"])
	}
	return s.say("new.plot_numbers", R().DeckSizes()["plots"])
}

// ---- the fields' parsers: each returns the typed value, or a usage error
// in the words the command line has always used ----

// usage is the usage error of message id of the game's catalogue: English
// until the command line says it in the table's language.
func usage(id string, args ...any) *phrase.UsageError {
	return &phrase.UsageError{
		Msg:  rigsrules.Messages.Say(msg.EN, id, args...),
		Said: func(l string) string { return rigsrules.Messages.Say(msg.Lang(l), id, args...) },
	}
}

// resourceNames are resources by name in the message's language, in order:
// "Energie,Vorräte,Metall".
type resourceNames []rigsrules.Resource

func (rs resourceNames) SayIn(l msg.Lang) string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.SayIn(l)
	}
	return strings.Join(out, ",")
}

// argWord is what an argument is, in both languages ("the change"), for a
// usage error that names it.
func argWord(id string) msg.Text { return rigsrules.Messages.Text(id) }

// tableInt reads a whole number a table can mean (at most a million); what
// names it (argWord).
func tableInt(s string, what msg.Text) (int, error) {
	n, err := phrase.ParseInt(s)
	if err != nil {
		return 0, usage("usage.whole_number", what, phrase.Quoted(s))
	}
	if n > 1_000_000 || n < -1_000_000 {
		return 0, usage("usage.table_number", what, n)
	}
	return n, nil
}

// intOf is tableInt as a Field.Parse.
func intOf(what msg.Text) func(string) (any, error) {
	return func(s string) (any, error) { return tableInt(s, what) }
}

// countArg reads an optional N: 1 or more.
func countArg(s string) (any, error) {
	n, err := tableInt(s, argWord("arg.n"))
	if err != nil {
		return nil, err
	}
	if n < 1 {
		return nil, usage("usage.n_at_least_one", n)
	}
	return n, nil
}

// plotArg reads a plot number ("3" or "#3").
func plotArg(s string) (any, error) {
	n, err := ParsePlotRef(s)
	if err != nil {
		return nil, usage("usage.plot_number", phrase.Quoted(s)) // in the table's language
	}
	return n, nil
}

// placeArg reads where RIGS are: a plot number, or the warehouse (0).
func placeArg(s string) (any, error) {
	if strings.EqualFold(s, "warehouse") || strings.EqualFold(s, "w") || strings.EqualFold(s, "lager") {
		return 0, nil
	}
	n, err := ParsePlotRef(s)
	if err != nil {
		return nil, usage("usage.plot_or_warehouse", phrase.Quoted(s))
	}
	return n, nil
}

// resourceArg reads a resource type.
func resourceArg(s string) (any, error) {
	r, err := ParseResource(s)
	if err != nil {
		return nil, err // an unknown name: refused as every game refuses one
	}
	return r, nil
}

// diceArg reads one argument's dice ("5" or "3,6,1"), skipping empty parts.
func diceArg(s string) (any, error) {
	var out []int
	for _, x := range strings.Split(s, ",") {
		if strings.TrimSpace(x) == "" {
			continue
		}
		d, err := tableInt(x, argWord("arg.die"))
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}

// adjustWhat reads what adjust changes, as the log keeps it: credits,
// karma, rigs, rigs:PLOT or a resource, each by its name in either
// language ("Metall", "karmakarten", "rigs:#3").
func adjustWhat(s string) (any, error) {
	if r, err := ParseResource(s); err == nil {
		return string(r), nil // a resource by its name in either language
	}
	what := strings.ToLower(strings.TrimSpace(s))
	for _, l := range msg.Langs {
		if plot, ok := strings.CutPrefix(what, "rigs:"); ok || strings.HasPrefix(what, rigsrules.Messages.Say(l, "word.plot")+":") {
			if !ok {
				plot = what[len(rigsrules.Messages.Say(l, "word.plot"))+1:]
			}
			return "rigs:" + strings.TrimSpace(plot), nil
		}
		switch what {
		case strings.ToLower(rigsrules.Messages.Say(l, "word.credits")), "credit":
			return "credits", nil
		case strings.ToLower(rigsrules.Messages.Say(l, "word.karma_cards")), "karma", "karmakarte":
			return "karma", nil
		}
	}
	return what, nil
}

// theftChoice reads the victim's pick of Identity Theft, as the log keeps
// it (draw or card), by its word in either language.
func theftChoice(c string) (any, error) {
	ch := strings.ToLower(strings.TrimSpace(c))
	if ch == "" {
		return ch, nil
	}
	for _, canon := range []string{"draw", "card"} {
		for _, l := range msg.Langs {
			if ch == canon || ch == rigsrules.Messages.Say(l, "word.choice_"+canon) {
				return canon, nil
			}
		}
	}
	return nil, usage("usage.choice", c)
}

// splitComma keeps a comma list as its parts, as given.
func splitComma(s string) (any, error) { return strings.Split(s, ","), nil }

// nilIfEmpty keeps a list left out as nil, as the saved log has always had it.
func nilIfEmpty[T any](xs []T) []T {
	if len(xs) == 0 {
		return nil
	}
	return xs
}

// giveN is give's <N>: a plot number when a plot changes hands, else a count.
// Which one is meant depends on <what>, so both readings are kept.
type giveN struct {
	n, plot       int
	nErr, plotErr error
}

// loseStep is one element of --lose: "Ann=supplies" starts a player's
// order, a bare "energy" goes on with the last player named.
type loseStep struct {
	who string
	res rigsrules.Resource
}

// loseUsage is the message for a malformed --lose.
func loseUsage(s string) error {
	return usage("usage.lose", s)
}

// Help words from the rules data.

func lowerList[T any](xs []T, name func(T) string) string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = strings.ToLower(name(x))
	}
	return strings.Join(out, "|")
}

func resourceList(rs []rigsrules.Resource) string {
	return lowerList(rs, func(r rigsrules.Resource) string { return string(r) })
}

func phaseList(ps []rigsrules.Phase) string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Title()
	}
	return phrase.JoinAnd(out)
}

// Verbs are the R.I.G.S. actions as the players call them.
func Verbs() []verb.Verb[*State] {
	r := R()
	player := verb.Field{Name: "player"}
	count := verb.Field{Name: "N", Kind: verb.IntField, Optional: true, Default: "1", Parse: countArg}
	plot := verb.Field{Name: "plot", Parse: plotArg}
	plotTypes := lowerList(r.Plots, func(p rigsrules.PlotType) string { return p.Type })
	lends := verb.Field{Name: "resource", Placeholder: "<" + resourceList(r.Vinnie.Lends) + ">", Parse: resourceArg}
	diceUsage := usage("usage.dice_rolls", len(rigsrules.Basic), resourceNames(rigsrules.Basic))

	var endFlags []verb.Field
	for _, t := range r.Plots {
		endFlags = append(endFlags, verb.Field{Name: strings.ToLower(t.Type), Flag: true, Parse: splitComma})
	}

	return saidIn([]verb.Verb[*State]{
		{
			Name: string(ActNext),
			Build: func(verb.Values, *State) (referee.Action[*State], error) {
				return &Next{}, nil
			},
			// The host's phone offers the phase's end as play does (it
			// names no player: no seat may send it); without it the host
			// had to type 'next'.
			Label: nextLabel,
		},
		{
			Name: string(ActGrant),
			Fields: []verb.Field{player,
				{Name: "type", Placeholder: "<" + plotTypes + ">", Parse: func(s string) (any, error) {
					t, err := ParsePlotType(s)
					if err != nil {
						return nil, err // an unknown name: refused as every game refuses one
					}
					return t, nil
				}},
				{Name: "order", Flag: true, Parse: splitComma}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Grant{Player: v.String("player"), Type: v.String("type"), Order: verb.Value[[]string](v, "order")}, nil
			},
		},
		{
			Name:   string(ActRollOff),
			Fields: []verb.Field{{Name: "die", Kind: verb.ListField, Parse: diceArg}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				a := &RollOff{}
				for _, ds := range verb.ListOf[[]int](v, "die") {
					a.Rolls = append(a.Rolls, ds...)
				}
				return a, nil
			},
		},
		{
			Name: string(ActSurvey),
			Fields: []verb.Field{player, plot,
				{Name: "yield", Kind: verb.IntField, Optional: true, Parse: intOf(argWord("arg.yield"))}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Survey{Player: v.String("player"), Plot: v.Int("plot"), Yield: v.IntPtr("yield")}, nil
			},
			Label: surveyLabel, Ask: surveyAsk(),
		},
		{
			Name:   string(ActBuild),
			Fields: []verb.Field{player, count},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Build{Player: v.String("player"), N: v.Int("N")}, nil
			},
			Label: buildLabel, Ask: buildAsk(),
		},
		{
			Name:   string(ActMove),
			Fields: []verb.Field{player, {Name: "from", Parse: placeArg}, {Name: "to", Parse: placeArg}, count},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Move{Player: v.String("player"), From: v.Int("from"), To: v.Int("to"), N: v.Int("N")}, nil
			},
			Label: moveLabel, Ask: moveAsk(),
		},
		{
			Name: string(ActConfigure),
			Fields: []verb.Field{player, plot,
				{Name: "resource", Placeholder: "<" + resourceList(rigsrules.Resources) + ">", Parse: resourceArg}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Configure{Player: v.String("player"), Plot: v.Int("plot"), Resource: verb.Value[rigsrules.Resource](v, "resource")}, nil
			},
			Label: configureLabel, Ask: configureAsk(),
		},
		{
			Name: string(ActGive),
			Fields: []verb.Field{{Name: "from"}, {Name: "to"},
				{Name: "what", Placeholder: "<credits|" + resourceList(rigsrules.Resources) + "|rigs|plot>", Parse: func(s string) (any, error) {
					switch what := strings.ToLower(s); what {
					case "credit", "credits":
						return "credits", nil
					case "rigs", "plot":
						return what, nil
					case "parzelle": // a German table's word
						return "plot", nil
					default:
						r, err := ParseResource(what)
						if err != nil {
							return nil, giveWhatError(s)
						}
						return string(r), nil
					}
				}},
				{Name: "N", Parse: func(s string) (any, error) {
					var g giveN
					if p, err := plotArg(s); err == nil {
						g.plot = p.(int)
					} else {
						g.plotErr = err
					}
					g.n, g.nErr = tableInt(s, argWord("arg.n"))
					return g, nil
				}}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				what, g := v.String("what"), verb.Value[giveN](v, "N")
				n := g.n
				if what == "plot" {
					if g.plotErr != nil {
						return nil, g.plotErr // in the table's language
					}
					n = g.plot
				} else if g.nErr != nil {
					return nil, g.nErr
				}
				return &Give{From: v.String("from"), To: v.String("to"), What: what, N: n}, nil
			},
			Label: giveLabel, Ask: giveAsk(), // offers.go
		},
		{
			Name:   string(ActLoan),
			Fields: []verb.Field{player, lends, count},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Loan{Player: v.String("player"), Resource: verb.Value[rigsrules.Resource](v, "resource"), N: v.Int("N")}, nil
			},
			Label: loanLabel, Ask: loanAsk(), // offers.go
		},
		{
			Name:   string(ActRepay),
			Fields: []verb.Field{player, lends, count},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Repay{Player: v.String("player"), Resource: verb.Value[rigsrules.Resource](v, "resource"), N: v.Int("N")}, nil
			},
			Label: repayLabel, Ask: repayAsk(), // offers.go
		},
		{
			Name: string(ActDisaster),
			Fields: []verb.Field{player, {Name: "title", Optional: true},
				{Name: "rigs-from", Flag: true, Parse: placeArg}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &DisasterAction{Player: v.String("player"), Title: v.String("title"), RigsFrom: v.Int("rigs-from")}, nil
			},
			Label: disasterLabel, SeatLabel: disasterSeatLabel, Ask: disasterAsk(), // offers.go
		},
		{
			Name:   string(ActPower),
			Fields: []verb.Field{player, {Name: "plot", Kind: verb.ListField, Optional: true, Placeholder: "[plot]", Parse: plotArg}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Power{Player: v.String("player"), Plots: nilIfEmpty(verb.ListOf[int](v, "plot"))}, nil
			},
			Label: powerLabel, Ask: powerAsk(), // offers.go
		},
		{
			Name: string(ActMarket),
			Fields: []verb.Field{{Name: "level", Optional: true,
				Placeholder: "<" + lowerList(r.Market, func(m rigsrules.MarketLevel) string { return m.Level }) + ">",
				Parse: func(s string) (any, error) {
					lv, err := ParseLevel(s)
					if err != nil {
						return nil, err // a usage error, in the table's language
					}
					return lv, nil
				}}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &MarketDraw{Level: v.String("level")}, nil
			},
		},
		{
			Name: string(ActSell),
			Fields: []verb.Field{player, {Name: "N", Kind: verb.IntField, Optional: true, Placeholder: "<N|all>",
				Parse: func(s string) (any, error) {
					if strings.EqualFold(s, "all") || strings.EqualFold(s, "alle") {
						return 0, nil // 0: all of them
					}
					return countArg(s)
				}}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Sell{Player: v.String("player"), N: v.Int("N")}, nil
			},
			Label: sellLabel, Ask: sellAsk(),
		},
		karmaVerb(),
		{
			Name:   string(ActSwap),
			Fields: []verb.Field{player, {Name: "card-title", Optional: true}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Swap{Player: v.String("player"), Title: v.String("card-title")}, nil
			},
			Label: swapLabel, Ask: swapAsk(), // offers.go
		},
		{
			Name: string(ActAdjust),
			Fields: []verb.Field{player,
				{Name: "what", Placeholder: "<credits|" + resourceList(rigsrules.Resources) + "|karma|rigs|rigs:PLOT>",
					Parse: adjustWhat},
				{Name: "change", Kind: verb.IntField, Placeholder: "<+N|-N>", Parse: intOf(argWord("arg.change"))},
				{Name: "reason", Flag: true}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				reason := v.String("reason")
				if strings.TrimSpace(reason) == "" {
					return nil, usage("usage.reason_required")
				}
				return &Adjust{Player: v.String("player"), What: v.String("what"), Delta: v.Int("change"), Reason: reason}, nil
			},
		},
		{
			Name: string(ActEnd),
			Fields: append(endFlags, verb.Field{Name: "dice", Flag: true,
				Parse: func(s string) (any, error) {
					parts := strings.Split(s, ",")
					if len(parts) != len(rigsrules.Basic) {
						return nil, diceUsage
					}
					dice := map[rigsrules.Resource]int{}
					for k, res := range rigsrules.Basic {
						n, err := tableInt(parts[k], argWord("arg.die"))
						if err != nil {
							return nil, err
						}
						dice[res] = n
					}
					return dice, nil
				}}),
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				a := &End{Cards: map[string][]string{}, Dice: verb.Value[map[rigsrules.Resource]int](v, "dice")}
				for _, t := range R().Plots {
					if cs := verb.Value[[]string](v, strings.ToLower(t.Type)); len(cs) > 0 && !(len(cs) == 1 && cs[0] == "") {
						a.Cards[t.Type] = cs
					}
				}
				if a.Dice == nil {
					return nil, diceUsage
				}
				return a, nil
			},
		},
	})
}

// giveWhat is what give moves, as a table of language l types it: the
// usage line lists these words and a malformed give offers the same.
func giveWhat(l msg.Lang) []string {
	out := []string{"credits"}
	for _, r := range rigsrules.Resources {
		out = append(out, strings.ToLower(rigsrules.Messages.Say(l, "resource."+string(r))))
	}
	return append(out, "rigs", rigsrules.Messages.Say(l, "word.plot"))
}

// giveWhatError is a give whose third word is none of giveWhat. A number
// there is a count typed before what it counts: a malformed line, a usage
// error with the usage line. Any other word is a name the game does not
// know, refused as every game refuses one; both offer the usage line's words.
func giveWhatError(typed string) error {
	if _, err := tableInt(typed, argWord("arg.n")); err != nil {
		return unknown("usage.give_what", typed, giveWhat)
	}
	say := func(l msg.Lang) string {
		return rigsrules.Messages.Say(l, "usage.give_count_first", phrase.ClipIn(l, typed), phrase.JoinOrIn(l, giveWhat(l)))
	}
	return &phrase.UsageError{Msg: say(msg.EN), Said: func(l string) string {
		if lang, err := msg.Parse(l); err == nil {
			return say(lang)
		}
		return ""
	}}
}

// saidIn gives the verbs whose usage line lists words of the game (plot
// types, resources, Market levels) that line in the table's language
// (verb.Verb.In): the words as that table types them.
func saidIn(vs []verb.Verb[*State]) []verb.Verb[*State] {
	words := func(l msg.Lang, field, name string) string {
		resources := func(rs []rigsrules.Resource) string {
			return lowerList(rs, func(r rigsrules.Resource) string { return rigsrules.Messages.Say(l, "resource."+string(r)) })
		}
		switch field {
		case "type":
			return "<" + strings.Join(plotTypeNames(l), "|") + ">"
		case "resource":
			if name == string(ActLoan) || name == string(ActRepay) {
				return "<" + resources(R().Vinnie.Lends) + ">"
			}
			return "<" + resources(rigsrules.Resources) + ">"
		case "what":
			if name == string(ActGive) {
				return "<" + strings.Join(giveWhat(l), "|") + ">"
			}
			return "<credits|" + resources(rigsrules.Resources) + "|karma|rigs|rigs:" + strings.ToUpper(rigsrules.Messages.Say(l, "word.plot")) + ">"
		case "level":
			return "<" + lowerList(R().Market, func(m rigsrules.MarketLevel) string { return rigsrules.LevelName(l, m.Level) }) + ">"
		case "N":
			if name == string(ActSell) {
				return "<N|" + rigsrules.Messages.Say(l, "word.all") + ">"
			}
		}
		return ""
	}
	for i := range vs {
		v := vs[i]
		if !slices.ContainsFunc(v.Fields, func(f verb.Field) bool { return words(msg.EN, f.Name, v.Name) != "" }) {
			continue
		}
		vs[i].In = func(l msg.Lang) (string, string) {
			w := v
			w.Fields = slices.Clone(v.Fields)
			for j, f := range w.Fields {
				if p := words(l, f.Name, v.Name); p != "" {
					w.Fields[j].Placeholder = p
				}
			}
			return w.Use(), ""
		}
	}
	return vs
}

// karmaVerb plays (or uses) a Karma card: the flags are what the cards ask.
func karmaVerb() verb.Verb[*State] {
	amounts := func(flag string) func(string) (any, error) {
		return func(s string) (any, error) {
			if s == "" {
				return []Amount(nil), nil
			}
			am, err := ParseAmounts(s)
			if err != nil {
				return nil, phrase.Usagef("--%s: %v", flag, err)
			}
			return am, nil
		}
	}
	optPlot := func(s string) (any, error) {
		if s == "" {
			return 0, nil
		}
		return plotArg(s)
	}
	return verb.Verb[*State]{
		Name: string(ActKarma),
		Fields: []verb.Field{{Name: "title"}, {Name: "player"},
			{Name: "victim", Flag: true},
			{Name: "plot", Flag: true, Parse: optPlot},
			{Name: "plot2", Flag: true, Parse: optPlot},
			{Name: "to", Flag: true},
			{Name: "resource", Flag: true, Parse: func(s string) (any, error) {
				if s == "" {
					return rigsrules.Resource(""), nil
				}
				return resourceArg(s)
			}},
			{Name: "resources", Flag: true, Kind: verb.ListField, Parse: resourceArg},
			{Name: "roll", Flag: true, Kind: verb.IntField},
			{Name: "rolls", Flag: true, Kind: verb.ListField, Parse: intOf(argWord("arg.die"))},
			{Name: "take", Flag: true, Parse: amounts("take")},
			{Name: "give", Flag: true, Parse: amounts("give")},
			{Name: "cards", Flag: true, Kind: verb.IntField},
			{Name: "choice", Flag: true, Parse: theftChoice},
			{Name: "lose", Flag: true, Kind: verb.ListField, Parse: func(s string) (any, error) {
				who, order, named := strings.Cut(s, "=")
				if named && strings.TrimSpace(who) == "" {
					return nil, loseUsage(s)
				}
				if !named { // a bare resource: the last player named goes on
					who, order = "", s
				}
				r, err := ParseResource(order)
				if err != nil {
					if !named {
						return nil, loseUsage(s)
					}
					return nil, err // an unknown name: refused as every game refuses one
				}
				return loseStep{who: strings.TrimSpace(who), res: r}, nil
			}},
			{Name: "dest", Flag: true, Parse: func(d string) (any, error) {
				if d == "" {
					return []string(nil), nil
				}
				var out []string
				for _, x := range strings.Split(d, ",") {
					out = append(out, strings.TrimSpace(x))
				}
				return out, nil
			}},
		},
		Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
			a := &Karma{Title: v.String("title"), Player: v.String("player"),
				Victim: v.String("victim"), To: v.String("to"),
				Plot: v.Int("plot"), Plot2: v.Int("plot2"),
				Resource:  verb.Value[rigsrules.Resource](v, "resource"),
				Resources: nilIfEmpty(verb.ListOf[rigsrules.Resource](v, "resources")),
				Roll:      v.Int("roll"), Rolls: nilIfEmpty(verb.ListOf[int](v, "rolls")), Cards: v.Int("cards"),
				Take: verb.Value[[]Amount](v, "take"), Give: verb.Value[[]Amount](v, "give"),
				Choice: v.String("choice"), Dest: verb.Value[[]string](v, "dest")}
			who := ""
			for _, st := range verb.ListOf[loseStep](v, "lose") {
				if st.who != "" {
					who = st.who
				}
				if who == "" {
					return nil, loseUsage(string(st.res))
				}
				if a.Lose == nil {
					a.Lose = map[string][]rigsrules.Resource{}
				}
				a.Lose[who] = append(a.Lose[who], st.res)
			}
			return a, nil
		},
	}
}
