package rigs

import (
	"encoding/json"
	"fmt"
	"io"
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
		ID:    GameID,
		Rules: Rules{},
		New: spec.NewSpec{
			Long: fmt.Sprintf(`Start a new game of R.I.G.S. for %d-%d players, in seat order. The referee draws
cards and rolls dice (seeded and recorded) and tells you which physical card to
take; with --physical the players draw and roll and tell the referee, which refuses
draws the decks cannot hold. The game is saved after every action.`, r.Players.Min, r.Players.Max),
			Examples: []string{"new --players Ann,Bob,Cy", "new --players Ann,Bob --name friday --seed 42",
				"new --players Ann,Bob,Cy,Dee --physical"},
			Fields: spec.Players("player", r.Players.Min, r.Players.Max, "the players draw the cards and roll the dice; the referee records them"),
		},
		// The generic layer's --lang (validated: de or en) is the table's language.
		Setup: func(v verb.Values, seed int64) (json.RawMessage, error) {
			return spec.PlayersSetup("Ann,Bob,Cy", func(names []string, physical bool) (Setup, error) {
				st, err := ParseSetup(names, physical)
				st.Lang = msg.Lang(v.String("lang"))
				return st, err
			})(v, seed)
		},
		// After `new`: number the plot cards as the referee does.
		Started: func(s *State) string { return PlotNumberNote(s.Physical) },
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

// PlotNumberNote tells the table to number the plot cards as the referee
// does: the printed plot cards carry a write-in # box.
func PlotNumberNote(physical bool) string {
	note := fmt.Sprintf("Plot cards: write each plot's number (#1-#%d, as the referee names plots) in the # box of its card as it is dealt", R().DeckSizes()["plots"])
	if physical {
		return note + "."
	}
	return note + ": the starting plots above now, the others as they come."
}

// ---- the fields' parsers: each returns the typed value, or a usage error
// in the words the command line has always used ----

// tableInt reads a whole number a table can mean (at most a million).
func tableInt(s, what string) (int, error) {
	n, err := phrase.ParseInt(s)
	if err != nil {
		return 0, phrase.Usagef("%s must be a whole number, got %s", what, phrase.Clip(s))
	}
	if n > 1_000_000 || n < -1_000_000 {
		return 0, phrase.Usagef("%s must be a table's number (at most a million), got %d", what, n)
	}
	return n, nil
}

// intOf is tableInt as a Field.Parse.
func intOf(what string) func(string) (any, error) {
	return func(s string) (any, error) { return tableInt(s, what) }
}

// countArg reads an optional N: 1 or more.
func countArg(s string) (any, error) {
	n, err := tableInt(s, "N")
	if err != nil {
		return nil, err
	}
	if n < 1 {
		return nil, phrase.Usagef("N must be 1 or more, got %d", n)
	}
	return n, nil
}

// plotArg reads a plot number ("3" or "#3").
func plotArg(s string) (any, error) {
	n, err := ParsePlotRef(s)
	if err != nil {
		return nil, phrase.Usagef("%v", err)
	}
	return n, nil
}

// placeArg reads where RIGS are: a plot number, or the warehouse (0).
func placeArg(s string) (any, error) {
	if strings.EqualFold(s, "warehouse") || strings.EqualFold(s, "w") {
		return 0, nil
	}
	n, err := ParsePlotRef(s)
	if err != nil {
		return nil, phrase.Usagef("%v, or warehouse", err)
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
		d, err := tableInt(x, "a die")
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
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
	return phrase.Usagef("--lose wants player=resource,resource, e.g. Ann=supplies,energy; got %q", s)
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
	var basicTitles []string
	for _, res := range rigsrules.Basic {
		basicTitles = append(basicTitles, res.Title())
	}
	diceUsage := fmt.Sprintf("--dice needs %s rolls: %s, e.g. 4,2,5", rigsrules.NumberWord(len(rigsrules.Basic)), strings.Join(basicTitles, ","))
	var swapText string // the Safe! card's Karma line: "discard 1 Karma card and draw 1"
	for _, d := range r.Disasters {
		if d.Kind == "safe" && d.Karma.EN != "" {
			swapText = strings.TrimSuffix(strings.TrimPrefix(d.Karma.EN, "You may "), ".")
		}
	}

	var endFlags []verb.Field
	for _, t := range r.Plots {
		endFlags = append(endFlags, verb.Field{Name: strings.ToLower(t.Type), Flag: true, Parse: splitComma,
			Help: fmt.Sprintf("the %d End Market card%s drawn for %s, comma-separated", t.EndMarketCards, map[bool]string{true: "s", false: ""}[t.EndMarketCards > 1], t.Type)})
	}

	return []verb.Verb[*State]{
		{
			Name: string(ActNext), Short: "End the current phase and run the automatic steps of the next",
			Long: `End the current phase when the table is ready. Automatic steps run at once: the
starting plots and the Expedition Leader (setup), the Karma hand limit (end of the
Player Phase), the Disaster cards (Disaster Phase), the Final Call and production
(end of the Production Phase), the Land Grant draw (Player Phase), and the end of
the game after the last Market Phase.`,
			Examples: []string{"next"},
			Build: func(verb.Values, *State) (referee.Action[*State], error) {
				return &Next{}, nil
			},
		},
		{
			Name: string(ActGrant), Short: "Land Grant: the Expedition Leader's pick (or, --physical, record a plot drawn)",
			Examples: []string{"grant Ann valley", "grant Ann valley --order Cy,Bob"},
			Fields: []verb.Field{player,
				{Name: "type", Placeholder: "<" + plotTypes + ">", Parse: func(s string) (any, error) {
					t, err := ParsePlotType(s)
					if err != nil {
						return nil, err // an unknown name: refused as every game refuses one
					}
					return t, nil
				}},
				{Name: "order", Flag: true, Parse: splitComma,
					Help: "who draws next from the rest, comma-separated (default: seat order after the leader)"}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Grant{Player: v.String("player"), Type: v.String("type"), Order: verb.Value[[]string](v, "order")}, nil
			},
		},
		{
			Name: string(ActRollOff), Short: "Record the dice of a roll-off for Expedition Leader (--physical): one per tied player, in the order listed",
			Long: `With --physical the table rolls the roll-off for Expedition Leader: when players tie
on their plots, the referee lists them and waits. Each tied player rolls one die;
enter the dice in the order the referee listed the players. The highest roll leads;
players tied on the highest roll roll again.`,
			Examples: []string{"rolloff 5 2", "rolloff 3,6,1"},
			Fields:   []verb.Field{{Name: "die", Kind: verb.ListField, Parse: diceArg}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				a := &RollOff{}
				for _, ds := range verb.ListOf[[]int](v, "die") {
					a.Rolls = append(a.Rolls, ds...)
				}
				return a, nil
			},
		},
		{
			Name:     string(ActSurvey),
			Short:    fmt.Sprintf("Survey a plot for %s (the yield only with --physical decks)", costText(r.Costs.Survey)),
			Examples: []string{"survey Ann 3", "survey Ann 3 2     # physical: the card drawn shows yield 2"},
			Fields: []verb.Field{player, plot,
				{Name: "yield", Kind: verb.IntField, Optional: true, Parse: intOf("yield")}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Survey{Player: v.String("player"), Plot: v.Int("plot"), Yield: v.IntPtr("yield")}, nil
			},
			Label: surveyLabel, Ask: surveyAsk(),
		},
		{
			Name:     string(ActBuild),
			Short:    fmt.Sprintf("Build N RIGS (%s each) into the warehouse", costText(r.Costs.BuildRigs)),
			Examples: []string{"build Bob 2"},
			Fields:   []verb.Field{player, count},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Build{Player: v.String("player"), N: v.Int("N")}, nil
			},
			Label: buildLabel, Ask: buildAsk(),
		},
		{
			Name:     string(ActMove),
			Short:    fmt.Sprintf("Move RIGS between the warehouse and plots (%s each)", costText(r.Costs.MoveRigs)),
			Examples: []string{"move Ann warehouse 3 2", "move Ann 3 5"},
			Fields:   []verb.Field{player, {Name: "from", Parse: placeArg}, {Name: "to", Parse: placeArg}, count},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Move{Player: v.String("player"), From: v.Int("from"), To: v.Int("to"), N: v.Int("N")}, nil
			},
			Label: moveLabel, Ask: moveAsk(),
		},
		{
			Name:     string(ActConfigure),
			Short:    fmt.Sprintf("Set what a plot's RIGS harvest (RIGS on it move: %s each)", costText(r.Costs.MoveRigs)),
			Examples: []string{"configure Ann 3 energy"},
			Fields: []verb.Field{player, plot,
				{Name: "resource", Placeholder: "<" + resourceList(rigsrules.Resources) + ">", Parse: resourceArg}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Configure{Player: v.String("player"), Plot: v.Int("plot"), Resource: verb.Value[rigsrules.Resource](v, "resource")}, nil
			},
			Label: configureLabel, Ask: configureAsk(),
		},
		{
			Name: string(ActGive), Short: "A deal: give credits, resources, RIGS or a plot (N = plot number) to another player",
			Examples: []string{"give Ann Bob credits 20", "give Bob Ann energy 2", "give Ann Bob plot 4"},
			Fields: []verb.Field{{Name: "from"}, {Name: "to"},
				{Name: "what", Placeholder: "<credits|" + resourceList(rigsrules.Resources) + "|rigs|plot>", Parse: func(s string) (any, error) {
					switch what := strings.ToLower(s); what {
					case "credit", "credits":
						return "credits", nil
					case "rigs", "plot":
						return what, nil
					default:
						r, err := resourceArg(what)
						if err != nil {
							return nil, err
						}
						return string(r.(rigsrules.Resource)), nil
					}
				}},
				{Name: "N", Parse: func(s string) (any, error) {
					var g giveN
					g.plot, g.plotErr = ParsePlotRef(s)
					g.n, g.nErr = tableInt(s, "N")
					return g, nil
				}}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				what, g := v.String("what"), verb.Value[giveN](v, "N")
				n := g.n
				if what == "plot" {
					if g.plotErr != nil {
						return nil, phrase.Usagef("%v", g.plotErr)
					}
					n = g.plot
				} else if g.nErr != nil {
					return nil, g.nErr
				}
				return &Give{From: v.String("from"), To: v.String("to"), What: what, N: n}, nil
			},
		},
		{
			Name: string(ActLoan),
			Short: fmt.Sprintf("Borrow from Vinnie (%d per plot owned per phase; owe %d each, %d at the end)",
				r.Vinnie.PerPlotPerPhase, r.Vinnie.RepayInGame, r.Vinnie.RepayAtEnd),
			Examples: []string{"loan Cy energy 2"},
			Fields:   []verb.Field{player, lends, count},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Loan{Player: v.String("player"), Resource: verb.Value[rigsrules.Resource](v, "resource"), N: v.Int("N")}, nil
			},
		},
		{
			Name: string(ActRepay),
			Short: fmt.Sprintf("Pay Vinnie back N script (%d of the resource each, %s Phase)",
				r.Vinnie.RepayInGame, phaseList(r.Vinnie.RepayPhases)),
			Examples: []string{"repay Cy energy 1"},
			Fields:   []verb.Field{player, lends, count},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Repay{Player: v.String("player"), Resource: verb.Value[rigsrules.Resource](v, "resource"), N: v.Int("N")}, nil
			},
		},
		{
			Name: string(ActDisaster), Short: "Resolve a player's Disaster card (the title only with --physical decks)",
			Examples: []string{"disaster Ann", "disaster Ann --rigs-from 3", `disaster Ann "Theft!"     # physical`},
			Fields: []verb.Field{player, {Name: "title", Optional: true},
				{Name: "rigs-from", Flag: true, Parse: placeArg,
					Help: "where a lost RIGS comes from, the victim's choice: warehouse or a plot number holding one (default: warehouse, then the fullest plot)"}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &DisasterAction{Player: v.String("player"), Title: v.String("title"), RigsFrom: v.Int("rigs-from")}, nil
			},
		},
		{
			Name: string(ActPower), Short: "Choose which plots get Energy this Production Phase, in order (none: the referee chooses)",
			Examples: []string{"power Ann 3 1"},
			Fields:   []verb.Field{player, {Name: "plot", Kind: verb.ListField, Optional: true, Placeholder: "[plot]", Parse: plotArg}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Power{Player: v.String("player"), Plots: nilIfEmpty(verb.ListOf[int](v, "plot"))}, nil
			},
		},
		{
			Name: string(ActMarket), Short: "Draw this round's Market card (or record the card drawn, --physical)",
			Examples: []string{"market", "market high     # physical"},
			Fields: []verb.Field{{Name: "level", Optional: true,
				Placeholder: "<" + lowerList(r.Market, func(m rigsrules.MarketLevel) string { return m.Level }) + ">",
				Parse: func(s string) (any, error) {
					lv, err := ParseLevel(s)
					if err != nil {
						return nil, phrase.Usagef("%v", err)
					}
					return lv, nil
				}}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &MarketDraw{Level: v.String("level")}, nil
			},
		},
		{
			Name: string(ActSell), Short: "Sell Luxuries at this round's price",
			Examples: []string{"sell Ann all", "sell Bob 2"},
			Fields: []verb.Field{player, {Name: "N", Kind: verb.IntField, Optional: true, Placeholder: "<N|all>",
				Parse: func(s string) (any, error) {
					if strings.EqualFold(s, "all") {
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
			Name:  string(ActSwap),
			Short: "Safe! (or a Disaster that did not hit you): " + swapText,
			Long: `In the Disaster Phase a player whose Disaster card brought no Karma card (Safe!,
or nothing lost) may discard 1 Karma card and draw 1, once. Naming the card put on
the discard pile lets the referee refuse it until the pile is reshuffled.`,
			Examples: []string{`swap Ann "Left the Light On"`, "swap Ann"},
			Fields:   []verb.Field{player, {Name: "card-title", Optional: true}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Swap{Player: v.String("player"), Title: v.String("card-title")}, nil
			},
		},
		{
			Name: string(ActAdjust), Short: "Change a tracked number by agreement of the table (logged with --reason)",
			Examples: []string{`adjust Ann supplies -2 --reason "I Ain't Going Alone"`,
				`adjust Bob rigs:4 -1 --reason "Triangulation Drift"   # RIGS on plot #4`},
			Fields: []verb.Field{player,
				{Name: "what", Placeholder: "<credits|" + resourceList(rigsrules.Resources) + "|karma|rigs|rigs:PLOT>",
					Parse: func(s string) (any, error) { return strings.ToLower(s), nil }},
				{Name: "change", Kind: verb.IntField, Placeholder: "<+N|-N>", Parse: intOf("the change")},
				{Name: "reason", Flag: true, Help: "why (required): the card or the agreement"}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				reason := v.String("reason")
				if strings.TrimSpace(reason) == "" {
					return nil, phrase.Usagef("--reason is required")
				}
				return &Adjust{Player: v.String("player"), What: v.String("what"), Delta: v.Int("change"), Reason: reason}, nil
			},
		},
		{
			Name: string(ActEnd), Short: "End the game with --physical decks: record the End Market cards and resource dice",
			Examples: []string{"end --plains normal --valley low --forest high,low --desert spike,normal --ridge low,low --dice 4,2,5"},
			Fields: append(endFlags, verb.Field{Name: "dice", Flag: true,
				Help: "the Energy, Supplies and Metal dice, e.g. 4,2,5",
				Parse: func(s string) (any, error) {
					parts := strings.Split(s, ",")
					if len(parts) != len(rigsrules.Basic) {
						return nil, phrase.Usagef("%s", diceUsage)
					}
					dice := map[rigsrules.Resource]int{}
					for k, res := range rigsrules.Basic {
						n, err := tableInt(parts[k], "a die")
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
					return nil, phrase.Usagef("%s", diceUsage)
				}
				return a, nil
			},
		},
	}
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
		Name: string(ActKarma), Short: "Play a Karma card; cards that change tracked numbers are applied exactly",
		Long: `Play a Karma card from a player's hand. The referee applies by name the cards that
change what it tracks (RIGS, resources, credits, Karma hands, production, prices);
for the others the card leaves the hand and the table resolves it, recording any
tracked change with 'adjust'.

Each Karma card exists once: a played card lies on the Karma discard pile until
the deck runs out and the pile is reshuffled, and cannot be played before then.
Cards put out into play (Recycling, Parts Shop, R.I.G.S. Alarm System, I've Got a
Donk, Push, Pull, or Drag) lie in front of their owner, outside the hand; the same
command with the same title uses such a card (cash in Recycling, roll for Parts
Shop or a protection, discard Push, Pull, or Drag for a RIGS after one of yours is
destroyed).`,
		Examples: []string{
			`karma "Left the Light On" Ann --victim Bob`,
			`karma "Blowout!" Ann --victim Bob --plot 4`,
			`karma "Ridiculous Efficiency" Cy`,
			`karma "I WANT THAT!" Ann --victim Bob,Cy --resource metal`,
			`karma Ruins Cy --take supplies=2,metal`,
			`karma "Swap Meet" Bob --give energy=4 --take metal=4`,
			`karma "Identity Theft" Bob --victim Ann --choice card`,
			`karma "Rough Storm" Ann --lose Ann=supplies,Bob=metal,energy`,
			`karma "I Ain't Going Alone" Ann --victim Bob --give energy=2 --cards 1`,
			`karma "Triangulation Drift" Cy --plot 4 --dest 9,9,Cy`,
		},
		Fields: []verb.Field{{Name: "title"}, {Name: "player"},
			{Name: "victim", Flag: true, Help: "the player the card targets (I WANT THAT!: several, comma-separated)"},
			{Name: "plot", Flag: true, Parse: optPlot, Help: "the plot the card names"},
			{Name: "plot2", Flag: true, Parse: optPlot, Help: "Survey Typo: the other plot"},
			{Name: "to", Flag: true, Help: "\"Record Not Found\": the new owner the Expedition Leader names"},
			{Name: "resource", Flag: true, Help: "the resource type the card names", Parse: func(s string) (any, error) {
				if s == "" {
					return rigsrules.Resource(""), nil
				}
				return resourceArg(s)
			}},
			{Name: "resources", Flag: true, Kind: verb.ListField, Parse: resourceArg,
				Help: "Poker Night: the resource types rolled for, comma-separated"},
			{Name: "roll", Flag: true, Kind: verb.IntField, Help: "with physical dice: the die rolled"},
			{Name: "rolls", Flag: true, Kind: verb.ListField, Parse: intOf("a die"),
				Help: "with physical dice: several dice, comma-separated, in order"},
			{Name: "take", Flag: true, Parse: amounts("take"),
				Help: "Ruins, Swap Meet: resources taken, e.g. supplies=2,metal (a bare type takes the rest)"},
			{Name: "give", Flag: true, Parse: amounts("give"),
				Help: "Swap Meet: resources returned; I Ain't Going Alone: resources you discard for the victim to match, e.g. energy=3"},
			{Name: "cards", Flag: true, Kind: verb.IntField, Help: "I Ain't Going Alone: Karma cards you discard for the victim to match"},
			{Name: "choice", Flag: true, Parse: func(c string) (any, error) {
				ch := strings.ToLower(strings.TrimSpace(c))
				if c != "" && ch != "draw" && ch != "card" {
					return nil, phrase.Usagef("--choice is draw or card, got %q", c)
				}
				return ch, nil
			}, Help: "Identity Theft: the victim's pick, draw (3 Karma cards now) or card (this card next round)"},
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
			}, Help: "Rough Storm: the order in which players discard, e.g. --lose Ann=supplies,energy,Bob=metal (name each player before their resources; default Energy, Supplies, Metal, Luxuries)"},
			{Name: "dest", Flag: true, Parse: func(d string) (any, error) {
				if d == "" {
					return []string(nil), nil
				}
				var out []string
				for _, x := range strings.Split(d, ",") {
					out = append(out, strings.TrimSpace(x))
				}
				return out, nil
			}, Help: "Triangulation Drift: where each RIGS of the plot goes, comma-separated: a plot number, or a player's name for their warehouse"},
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
