package rigs

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"boardroom/referee"
	"boardroom/referee/tui"
	rules "boardroom/rules/rigs"
)

type choice = tui.Choice[*State]
type action = referee.Action[*State]

// ifLegal keeps a choice only if its action is legal now.
func ifLegal(s *State, c choice, probe action) []choice {
	if probe.Legal(s) == nil {
		return []choice{c}
	}
	return nil
}

// when keeps a choice only if some player could make it: the menu offers
// what the rules allow now.
func when(s *State, c choice, can func(p *PlayerState) bool) []choice {
	for i := range s.Players {
		if can(&s.Players[i]) {
			return []choice{c}
		}
	}
	return nil
}

// most is the largest n from 1 to hi for which build(n) is legal in s (0 when
// none is): the upper bound a count question offers.
func most(s *State, hi int, build func(n int) action) int {
	best := 0
	for n := 1; n <= hi; n++ {
		if build(n).Legal(s) == nil {
			best = n
		}
	}
	return best
}

// anyPlayer reports whether some player i may do what ok(i) says.
func anyPlayer(s *State, ok func(i int) bool) bool {
	for i := range s.Players {
		if ok(i) {
			return true
		}
	}
	return false
}

// places are where player i's RIGS stand or may go: the warehouse (0) and
// each plot.
func places(s *State, i int) []Plot {
	return append([]Plot{{ID: 0, Type: "warehouse"}}, s.Players[i].Plots...)
}

// canMove reports whether player i may move 1 RIGS from from (or anywhere,
// -1) to to (or anywhere, -1).
func canMove(s *State, i, from, to int) bool {
	for _, f := range places(s, i) {
		for _, t := range places(s, i) {
			if (from < 0 || f.ID == from) && (to < 0 || t.ID == to) &&
				(&Move{Player: s.Players[i].Name, From: f.ID, To: t.ID, N: 1}).Legal(s) == nil {
				return true
			}
		}
	}
	return false
}

// canConfigure reports whether player i may configure plot id (or any plot,
// -1) to some resource.
func canConfigure(s *State, i, id int) bool {
	for _, pl := range s.Players[i].Plots {
		if id >= 0 && pl.ID != id {
			continue
		}
		for _, res := range rules.Resources {
			if (&Configure{Player: s.Players[i].Name, Plot: pl.ID, Resource: res}).Legal(s) == nil {
				return true
			}
		}
	}
	return false
}

// surveyProbe is the survey of plot id by player i as the table would enter
// it (with physical decks, with a yield still in the Survey deck).
func surveyProbe(s *State, i, id int) *Survey {
	a := &Survey{Player: s.Players[i].Name, Plot: id}
	if s.Physical && len(s.SurveyDeck) > 0 {
		y := s.SurveyDeck[0]
		a.Yield = &y
	}
	return a
}

func canSurvey(s *State, i int) bool {
	for _, pl := range s.Players[i].Plots {
		if surveyProbe(s, i, pl.ID).Legal(s) == nil {
			return true
		}
	}
	return false
}

// giveable is what player i may give now, and how much of it at most.
func giveable(s *State, i int) ([]string, map[string]int) {
	p := &s.Players[i]
	other := ""
	for _, q := range s.Players {
		if q.Name != p.Name {
			other = q.Name
			break
		}
	}
	have := map[string]int{"credits": p.Credits, "rigs": p.Warehouse}
	for _, res := range rules.Resources {
		have[strings.ToLower(string(res))] = p.Res[res]
	}
	var whats []string
	upTo := map[string]int{}
	for _, what := range []string{"credits", "energy", "supplies", "metal", "luxuries", "rigs", "plot"} {
		if what == "plot" {
			if len(p.Plots) > 0 && (&Give{From: p.Name, To: other, What: what, N: p.Plots[0].ID}).Legal(s) == nil {
				whats = append(whats, what)
			}
			continue
		}
		if n := most(s, have[what], func(n int) action { return &Give{From: p.Name, To: other, What: what, N: n} }); n > 0 {
			whats = append(whats, what)
			upTo[what] = n
		}
	}
	return whats, upTo
}

func pickPlayer(p tui.Prompter, s *State, title string, keep func(i int) bool) (string, error) {
	var names []string
	for i, pl := range s.Players {
		if keep == nil || keep(i) {
			names = append(names, pl.Name)
		}
	}
	if len(names) == 0 {
		return "", referee.Refusef("the menu offers only what the rules allow now", "no player can do that now")
	}
	return tui.SelectPlayer(p, title, names)
}

func pickPlot(p tui.Prompter, plots []Plot, title string, keep func(Plot) bool) (int, error) {
	var ok []Plot
	for _, pl := range plots {
		if keep == nil || keep(pl) {
			ok = append(ok, pl)
		}
	}
	if len(ok) == 0 {
		return 0, referee.Refusef("the menu offers only what the rules allow now", "no plot fits")
	}
	pl, err := tui.SelectValue(p, title, ok, func(pl Plot) string {
		res := "not configured"
		if pl.Resource != "" {
			res = fmt.Sprintf("%s, %s", pl.Resource.Title(), plural(pl.Rigs, "RIGS", "RIGS"))
		}
		return fmt.Sprintf("#%d %s (%s)", pl.ID, pl.Type, res)
	})
	return pl.ID, err
}

func pickResource(p tui.Prompter, title string, from []rules.Resource) (rules.Resource, error) {
	return tui.SelectValue(p, title, from, func(r rules.Resource) string { return r.Title() })
}

// playOrder is the order `play` offers the verbs in, the same in every
// phase (each verb's label says when it is on the menu).
var playOrder = []string{"rolloff", "grant", "configure", "move", "build", "survey", "disaster", "power",
	"market", "sell", "give", "loan", "repay", "swap", "karma", "adjust", "end", "next"}

// playMenu is the menu of `play`: the verbs with a descriptor's Label and
// Ask are asked for from it; the rest, whose questions depend on the card
// dealt or drawn (Karma, Disasters, the Land Grant, deals), are written by
// hand below.
var playMenu = sync.OnceValue(func() tui.Menu[*State] {
	byName := map[string]referee.Verb[*State]{}
	for _, v := range Verbs() {
		byName[v.Name] = v
	}
	verbs := make([]referee.Verb[*State], 0, len(playOrder))
	for _, name := range playOrder {
		verbs = append(verbs, byName[name])
	}
	return tui.Verbs(verbs, map[string]func(*State) []choice{
		"rolloff":  rollOffChoices,
		"grant":    grantChoices,
		"disaster": disasterChoices,
		"power":    powerChoices,
		"market":   marketChoices,
		"give":     only(dealing, dealChoice),
		"loan":     only(dealing, loanChoices),
		"repay":    only(playerPhase, repayChoice),
		"swap":     only(func(s *State) bool { return s.Phase == Disaster }, swapChoice),
		"karma":    only(func(s *State) bool { return s.Phase != SetupPhase && (s.Phase != Player || !s.menuWaits()) }, karmaChoices),
		"adjust":   adjustChoices,
		"end":      endChoices,
		"next":     nextChoices,
	})
})

// only offers the choices of f while open holds.
func only(open func(s *State) bool, f func(s *State) []choice) func(s *State) []choice {
	return func(s *State) []choice {
		if !open(s) {
			return nil
		}
		return f(s)
	}
}

// dealing reports whether deals and loans are open: the Player Phase and
// the Production Phase.
func dealing(s *State) bool { return playerPhase(s) || s.Phase == Production }

// Menu is what the interactive referee offers in s: only actions that the
// rules allow now.
func Menu(s *State) []choice { return playMenu()(s) }

// menuWaits reports whether the roll-off for Expedition Leader or the Land
// Grant must be entered before `play` offers anything else of the Player
// Phase (any edition: the menu leads the table through the order).
func (s *State) menuWaits() bool {
	return len(s.RollOff) > 0 || len(s.GrantPool) > 0 || (s.Physical && s.grantOpen() && s.strict())
}

// playerPhase reports whether the Player Phase's own actions are open.
func playerPhase(s *State) bool { return s.Phase == Player && !s.menuWaits() }

// drawn reports whether this round's Market card is drawn (the Market
// Phase's selling and ending are open).
func drawn(s *State) bool { return s.Phase == Market && len(s.MarketDrawn) >= s.Round }

func rollOffChoices(s *State) []choice {
	if s.Phase != Player || len(s.RollOff) == 0 {
		return nil
	}
	return []choice{rollOffChoice(s)}
}

func grantChoices(s *State) []choice {
	r := R()
	switch {
	case s.Phase == SetupPhase && s.Physical:
		return []choice{{Label: "Record a starting plot", Build: func(p tui.Prompter, s *State) (action, error) {
			name, err := pickPlayer(p, s, "Who drew it?", func(i int) bool { return len(s.Players[i].Plots) < r.Start.Plots[len(s.Players)] })
			if err != nil {
				return nil, err
			}
			t, err := pickType(p, s.PlotDeck)
			return &Grant{Player: name, Type: t}, err
		}}}
	case s.Phase != Player || len(s.RollOff) > 0:
		return nil
	case len(s.GrantPool) > 0:
		leader := s.Players[s.Leader].Name
		return []choice{{Label: fmt.Sprintf("Land Grant: %s picks from %s", leader, strings.Join(s.GrantPool, ", ")), Build: func(p tui.Prompter, s *State) (action, error) {
			t, err := tui.SelectString(p, "Which plot does "+leader+" keep?", uniq(s.GrantPool))
			return &Grant{Player: leader, Type: t}, err
		}}}
	case s.Physical && s.grantOpen():
		return []choice{{Label: "Land Grant: record a plot drawn", Build: func(p tui.Prompter, s *State) (action, error) {
			name, err := pickPlayer(p, s, "Who received it?", func(i int) bool { return !s.Granted[i] })
			if err != nil {
				return nil, err
			}
			t, err := pickType(p, s.PlotDeck)
			return &Grant{Player: name, Type: t}, err
		}}}
	}
	return nil
}

// The descriptors' side of the menu: labels and questions for configure,
// move, build, survey and sell.

type askFor = referee.Ask[*State]
type answers = []referee.Answer

// playerAsk offers the players i for whom ok(s, i) holds.
func playerAsk(title string, ok func(s *State, i int) bool) askFor {
	return askFor{
		Prompt: title,
		Options: func(s *State, _ referee.Values) answers {
			var out answers
			for i, p := range s.Players {
				if ok(s, i) {
					out = append(out, referee.Answer{Label: p.Name, Value: p.Name})
				}
			}
			return out
		},
	}
}

// who is the index of the player a field names (-1 if none).
func who(s *State, v referee.Values, field string) int {
	i, err := s.PlayerIndex(v.String(field))
	if err != nil {
		return -1
	}
	return i
}

func plotLabel(pl Plot) string {
	res := "not configured"
	if pl.Resource != "" {
		res = fmt.Sprintf("%s, %s", pl.Resource.Title(), plural(pl.Rigs, "RIGS", "RIGS"))
	}
	return fmt.Sprintf("#%d %s (%s)", pl.ID, pl.Type, res)
}

// plotAsk offers player's plots for which ok holds.
func plotAsk(title string, ok func(s *State, i int, v referee.Values, pl Plot) bool) askFor {
	return askFor{
		Prompt: title,
		Options: func(s *State, v referee.Values) answers {
			i := who(s, v, "player")
			if i < 0 {
				return nil
			}
			var out answers
			for _, pl := range s.Players[i].Plots {
				if ok(s, i, v, pl) {
					out = append(out, referee.Answer{Label: plotLabel(pl), Value: strconv.Itoa(pl.ID)})
				}
			}
			return out
		},
	}
}

func configureLabel(s *State) string {
	if !playerPhase(s) || !anyPlayer(s, func(i int) bool { return canConfigure(s, i, -1) }) {
		return ""
	}
	return "Configure a plot"
}

func configureAsk() map[string]askFor {
	return map[string]askFor{
		"player": playerAsk("Whose plot?", func(s *State, i int) bool { return canConfigure(s, i, -1) }),
		"plot":   plotAsk("Which plot?", func(s *State, i int, _ referee.Values, pl Plot) bool { return canConfigure(s, i, pl.ID) }),
		"resource": {
			Prompt: "Harvest what?",
			Options: func(s *State, v referee.Values) answers {
				var out answers
				for _, res := range rules.Resources {
					if (&Configure{Player: v.String("player"), Plot: v.Int("plot"), Resource: res}).Legal(s) == nil {
						out = append(out, referee.Answer{Label: res.Title(), Value: string(res)})
					}
				}
				return out
			},
		},
	}
}

func moveLabel(s *State) string {
	if !playerPhase(s) || !anyPlayer(s, func(i int) bool { return canMove(s, i, -1, -1) }) {
		return ""
	}
	return fmt.Sprintf("Move RIGS (%s each)", costText(R().Costs.MoveRigs))
}

func moveAsk() map[string]askFor {
	place := func(title string, ok func(s *State, i int, v referee.Values, id int) bool) askFor {
		return askFor{
			Prompt: title,
			Options: func(s *State, v referee.Values) answers {
				i := who(s, v, "player")
				if i < 0 {
					return nil
				}
				var out answers
				for _, pl := range places(s, i) {
					if !ok(s, i, v, pl.ID) {
						continue
					}
					if pl.ID == 0 {
						out = append(out, referee.Answer{Label: fmt.Sprintf("the warehouse (%d RIGS)", s.Players[i].Warehouse), Value: "warehouse"})
					} else {
						out = append(out, referee.Answer{Label: fmt.Sprintf("%s (%d RIGS)", plotName(pl), pl.Rigs), Value: strconv.Itoa(pl.ID)})
					}
				}
				return out
			},
		}
	}
	return map[string]askFor{
		"player": playerAsk("Whose RIGS?", func(s *State, i int) bool { return canMove(s, i, -1, -1) }),
		"from":   place("From where?", func(s *State, i int, _ referee.Values, id int) bool { return canMove(s, i, id, -1) }),
		"to":     place("To where?", func(s *State, i int, v referee.Values, id int) bool { return canMove(s, i, v.Int("from"), id) }),
		"N": {
			Prompt: "How many RIGS?",
			Range: func(s *State, v referee.Values) (int, int) {
				return 1, most(s, R().Limits.RigsInPlay, func(n int) action {
					return &Move{Player: v.String("player"), From: v.Int("from"), To: v.Int("to"), N: n}
				})
			},
		},
	}
}

func canBuild(s *State, i int) bool { return (&Build{Player: s.Players[i].Name, N: 1}).Legal(s) == nil }

func buildLabel(s *State) string {
	if !playerPhase(s) || !anyPlayer(s, func(i int) bool { return canBuild(s, i) }) {
		return ""
	}
	return fmt.Sprintf("Build RIGS (%s each)", costText(R().Costs.BuildRigs))
}

func buildAsk() map[string]askFor {
	return map[string]askFor{
		"player": playerAsk("Who builds?", canBuild),
		"N": {
			Prompt: "How many RIGS?",
			Range: func(s *State, v referee.Values) (int, int) {
				return 1, most(s, R().Limits.RigsInPlay, func(n int) action { return &Build{Player: v.String("player"), N: n} })
			},
		},
	}
}

func surveyLabel(s *State) string {
	if !playerPhase(s) || !anyPlayer(s, func(i int) bool { return canSurvey(s, i) }) {
		return ""
	}
	return fmt.Sprintf("Survey a plot (%s)", costText(R().Costs.Survey))
}

func surveyAsk() map[string]askFor {
	return map[string]askFor{
		"player": playerAsk("Who surveys?", canSurvey),
		"plot": plotAsk("Which plot?", func(s *State, i int, _ referee.Values, pl Plot) bool {
			return surveyProbe(s, i, pl.ID).Legal(s) == nil
		}),
		"yield": {
			// With physical decks: the yield on the survey card drawn.
			Fixed:  func(s *State, _ referee.Values) (string, bool) { return "", !s.Physical },
			Prompt: "Yield on the survey card drawn?",
			Options: func(s *State, _ referee.Values) answers {
				var yields []int
				for _, y := range s.SurveyDeck {
					if !slices.Contains(yields, y) {
						yields = append(yields, y)
					}
				}
				slices.Sort(yields)
				out := make(answers, len(yields))
				for k, y := range yields {
					out[k] = referee.Answer{Label: strconv.Itoa(y), Value: strconv.Itoa(y)}
				}
				return out
			},
		},
	}
}

func canSell(s *State, i int) bool { return (&Sell{Player: s.Players[i].Name, N: 1}).Legal(s) == nil }

func sellLabel(s *State) string {
	if !drawn(s) || !anyPlayer(s, func(i int) bool { return canSell(s, i) }) {
		return ""
	}
	return fmt.Sprintf("Sell Luxuries (%s each)", credits(s.Price))
}

func sellAsk() map[string]askFor {
	return map[string]askFor{
		"player": playerAsk("Who sells?", canSell),
		"N": {
			Prompt: "How many Luxuries?",
			Range: func(s *State, v referee.Values) (int, int) {
				i := who(s, v, "player")
				return 1, most(s, s.Players[i].Res[rules.Luxuries], func(n int) action { return &Sell{Player: v.String("player"), N: n} })
			},
		},
	}
}

func disasterChoices(s *State) []choice {
	if s.Phase != Disaster {
		return nil
	}
	var out []choice
	for _, pl := range s.Players {
		if pl.Resolved {
			continue
		}
		name := pl.Name
		if s.Physical {
			out = append(out, choice{Label: fmt.Sprintf("Record %s's Disaster card", name), Build: func(p tui.Prompter, s *State) (action, error) {
				var titles []string
				for _, d := range R().Disasters {
					titles = append(titles, d.Title)
				}
				t, err := tui.SelectString(p, "Which card was dealt?", titles)
				if err != nil {
					return nil, err
				}
				a := &DisasterAction{Player: name, Title: t}
				a.RigsFrom, err = askLostRigs(p, s, name, t)
				return a, err
			}})
		} else {
			title := pl.Disaster
			out = append(out, choice{Label: fmt.Sprintf("Resolve %s's Disaster card (%q)", name, title), Build: func(p tui.Prompter, s *State) (action, error) {
				a := &DisasterAction{Player: name}
				var err error
				a.RigsFrom, err = askLostRigs(p, s, name, title)
				return a, err
			}})
		}
	}
	return out
}

func powerChoices(s *State) []choice {
	if s.Phase != Production {
		return nil
	}
	return []choice{{Label: "Choose which plots get Energy", Build: func(p tui.Prompter, s *State) (action, error) {
		name, err := pickPlayer(p, s, "Whose plots?", nil)
		if err != nil {
			return nil, err
		}
		i, _ := s.PlayerIndex(name)
		var ids []int
		for {
			id, err := pickPlot(p, s.Players[i].Plots, "Power which plot next? (Back when done)", func(pl Plot) bool {
				for _, x := range ids {
					if x == pl.ID {
						return false
					}
				}
				return pl.Resource != "" && pl.Resource != rules.Energy && pl.Rigs > 0
			})
			if err != nil {
				break
			}
			ids = append(ids, id)
		}
		return &Power{Player: name, Plots: ids}, nil
	}}}
}

func marketChoices(s *State) []choice {
	if s.Phase != Market || drawn(s) {
		return nil
	}
	if s.Physical {
		return []choice{{Label: "Record the Market card drawn", Build: func(p tui.Prompter, s *State) (action, error) {
			lv, err := tui.SelectString(p, "Which level?", uniq(s.MarketLeft))
			return &MarketDraw{Level: lv}, err
		}}}
	}
	return []choice{tui.Act[*State]("Draw the Market card", &MarketDraw{})}
}

func adjustChoices(s *State) []choice {
	if s.Phase == SetupPhase || (s.Phase == Player && s.menuWaits()) || (s.Phase == Market && !drawn(s)) {
		return nil
	}
	return []choice{adjustChoice()}
}

func endChoices(s *State) []choice {
	if !drawn(s) || !s.LastRound() || !s.Physical {
		return nil
	}
	return []choice{{Label: "End the game: record the End Market cards and dice", Build: buildEnd}}
}

func nextChoices(s *State) []choice {
	label := ""
	switch s.Phase {
	case SetupPhase:
		label = "Start round 1 (deal the starting plots, choose the Expedition Leader)"
	case Player:
		if !s.menuWaits() {
			label = "End the Player Phase"
		}
	case Disaster:
		label = "Start the Production Phase"
	case Production:
		label = "Final Call: commit production"
	case Market:
		switch {
		case !drawn(s), s.LastRound() && s.Physical:
		case s.LastRound():
			label = "End the game (sell the rest, value plots and resources)"
		default:
			label = "Start the next round"
		}
	}
	if label == "" {
		return nil
	}
	return ifLegal(s, tui.Act[*State](label, &Next{}), &Next{})
}

func uniq(v []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range v {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func pickType(p tui.Prompter, deck []string) (string, error) {
	return tui.SelectString(p, "Which plot type?", uniq(deck))
}

// dealChoice gives what the giver has: only givers with something to give,
// only what they have, at most all of it.
func dealChoice(s *State) []choice {
	canGive := func(i int) bool { w, _ := giveable(s, i); return len(w) > 0 }
	if len(s.Players) < 2 || !anyPlayer(s, canGive) {
		return nil
	}
	return []choice{{Label: "Deal: give credits, resources, RIGS or a plot", Build: func(p tui.Prompter, s *State) (action, error) {
		from, err := pickPlayer(p, s, "Who gives?", canGive)
		if err != nil {
			return nil, err
		}
		to, err := pickPlayer(p, s, "To whom?", func(i int) bool { return !strings.EqualFold(s.Players[i].Name, from) })
		if err != nil {
			return nil, err
		}
		i, _ := s.PlayerIndex(from)
		whats, upTo := giveable(s, i)
		what, err := tui.SelectString(p, "What?", whats)
		if err != nil {
			return nil, err
		}
		if what == "plot" {
			id, err := pickPlot(p, s.Players[i].Plots, "Which plot?", nil)
			return &Give{From: from, To: to, What: what, N: id}, err
		}
		n, err := tui.InputInt(p, "How many?", 1, upTo[what])
		return &Give{From: from, To: to, What: what, N: n}, err
	}}}
}

// repayChoice repays only script a player holds, at most what the player
// holds and can pay back.
func repayChoice(s *State) []choice {
	r := R()
	canRepay := func(i int, res rules.Resource) bool {
		return (&Repay{Player: s.Players[i].Name, Resource: res, N: 1}).Legal(s) == nil
	}
	canAny := func(i int) bool {
		return slices.ContainsFunc(r.Vinnie.Lends, func(res rules.Resource) bool { return canRepay(i, res) })
	}
	if !anyPlayer(s, canAny) {
		return nil
	}
	return []choice{{Label: fmt.Sprintf("Repay Vinnie (%d per script)", r.Vinnie.RepayInGame), Build: func(p tui.Prompter, s *State) (action, error) {
		name, err := pickPlayer(p, s, "Who repays?", canAny)
		if err != nil {
			return nil, err
		}
		i, _ := s.PlayerIndex(name)
		var owed []rules.Resource
		for _, res := range r.Vinnie.Lends {
			if canRepay(i, res) {
				owed = append(owed, res)
			}
		}
		res, err := pickResource(p, "Which script?", owed)
		if err != nil {
			return nil, err
		}
		n, err := tui.InputInt(p, "How many script?", 1, most(s, r.Vinnie.ScriptPerType, func(n int) action { return &Repay{Player: name, Resource: res, N: n} }))
		return &Repay{Player: name, Resource: res, N: n}, err
	}}}
}

func loanChoices(s *State) []choice {
	lends := R().Vinnie.Lends
	can := func(i int) bool {
		for _, res := range lends {
			if s.MayBorrow(i, res) > 0 {
				return true
			}
		}
		return false
	}
	return when(s, choice{Label: "Borrow from Vinnie", Build: func(p tui.Prompter, s *State) (action, error) {
		name, err := pickPlayer(p, s, "Who borrows?", can)
		if err != nil {
			return nil, err
		}
		i, _ := s.PlayerIndex(name)
		var open []rules.Resource
		for _, res := range lends {
			if s.MayBorrow(i, res) > 0 {
				open = append(open, res)
			}
		}
		res, err := tui.SelectValue(p, "Which resource?", open, func(r rules.Resource) string {
			return fmt.Sprintf("%s (up to %d)", r.Title(), s.MayBorrow(i, r))
		})
		if err != nil {
			return nil, err
		}
		n, err := tui.InputInt(p, "How many?", 1, s.MayBorrow(i, res))
		return &Loan{Player: name, Resource: res, N: n}, err
	}}, func(p *PlayerState) bool {
		i, _ := s.PlayerIndex(p.Name)
		return can(i)
	})
}

// askLostRigs asks the victim where a RIGS lost to the Disaster card title
// comes from, offering only places that hold one of theirs; 0 (the
// warehouse, then the fullest plot) when nothing is lost or there is no choice.
func askLostRigs(p tui.Prompter, s *State, name, title string) (int, error) {
	i, err := s.PlayerIndex(name)
	if err != nil || !s.disasterLosesRigs(i, title) {
		return 0, nil
	}
	return askRigsPlace(p, s, i, 1, name)
}

// askKarmaRigs asks, for a Karma card that destroys RIGS of the victim's,
// where they come from: the victim chooses, or, for "Missing" Support, the
// card's player.
func askKarmaRigs(p tui.Prompter, s *State, eff karmaEffect, a *Karma) (int, error) {
	v, err := s.PlayerIndex(a.Victim)
	if err != nil || eff.rigsLost == nil {
		return 0, nil
	}
	who := s.Players[v].Name
	if eff.rigsChooser == "player" {
		who = a.Player
	}
	return askRigsPlace(p, s, v, eff.rigsLost(s, v), who)
}

// askRigsPlace asks where player i's n lost RIGS come from (who chooses),
// offering only places that hold one of theirs; 0 when nothing is lost or
// only one place holds RIGS. With n > 1 the place named goes first, then
// the warehouse, then the fullest plots.
func askRigsPlace(p tui.Prompter, s *State, i, n int, who string) (int, error) {
	places := s.RigsPlaces(i)
	if n < 1 || len(places) < 2 {
		return 0, nil
	}
	pl := &s.Players[i]
	title := fmt.Sprintf("%s loses 1 RIGS: from where? (%s chooses)", pl.Name, who)
	if n > 1 {
		title = fmt.Sprintf("%s loses %s: from where first? (%s chooses; the rest from the warehouse, then the fullest plots)", pl.Name, plural(n, "RIGS", "RIGS"), who)
	}
	return tui.SelectValue(p, title, places, func(id int) string {
		if id == 0 {
			return fmt.Sprintf("the warehouse (%s)", plural(pl.Warehouse, "RIGS", "RIGS"))
		}
		q, _ := pl.Plot(id)
		return fmt.Sprintf("%s (%s)", plotName(*q), plural(q.Rigs, "RIGS", "RIGS"))
	})
}

// rollOffChoice records the dice of a roll-off for Expedition Leader.
func rollOffChoice(s *State) choice {
	return choice{Label: fmt.Sprintf("Roll-off for Expedition Leader: record the dice of %s", s.nameList(s.RollOff)), Build: func(p tui.Prompter, s *State) (action, error) {
		a := &RollOff{}
		for _, i := range s.RollOff {
			d, err := tui.InputInt(p, fmt.Sprintf("What did %s roll?", s.Players[i].Name), 1, R().Limits.Die)
			if err != nil {
				return nil, err
			}
			a.Rolls = append(a.Rolls, d)
		}
		return a, nil
	}}
}

func karmaChoices(s *State) []choice {
	return when(s, choice{Label: "Play a Karma card", Build: func(p tui.Prompter, s *State) (action, error) {
		name, err := pickPlayer(p, s, "Who plays it?", func(i int) bool { return s.Players[i].Karma > 0 || len(s.Players[i].InPlay) > 0 })
		if err != nil {
			return nil, err
		}
		cards := playableKarma(s, name)
		if len(cards) == 0 {
			return nil, referee.Refusef("Phase Icons determine which phases a card is allowed to be used in", "%s has no Karma card to play in the %s Phase", name, s.Phase.Title())
		}
		k, err := tui.SelectValue(p, "Which card?", cards, func(k rules.KarmaCard) string {
			if where, _ := s.whereKarma(k.Title); where == "front" {
				return k.Title + " (in front of you: use it)"
			}
			return k.Title
		})
		if err != nil {
			return nil, err
		}
		a := &Karma{Title: k.Title, Player: name}
		if where, j := s.whereKarma(k.Title); where == "front" && s.Players[j].Name == name {
			return a, askFrontRoll(p, s, a)
		}
		eff, known := effectFor(s, k)
		if !known {
			return a, nil
		}
		if strings.HasPrefix(eff.needs, "victim") {
			v, err := pickPlayer(p, s, "Who is the victim?", func(i int) bool { return !strings.EqualFold(s.Players[i].Name, name) })
			if err != nil {
				return nil, err
			}
			a.Victim = v
			if a.Plot, err = askKarmaRigs(p, s, eff, a); err != nil {
				return nil, err
			}
			if eff.needs == "victim-plot" {
				vi, _ := s.PlayerIndex(v)
				if a.Plot, err = pickPlot(p, s.Players[vi].Plots, "Which of their plots?", nil); err != nil {
					return nil, err
				}
			}
		}
		switch eff.needs {
		case "own-plot":
			i, _ := s.PlayerIndex(name)
			if a.Plot, err = pickPlot(p, s.Players[i].Plots, "Which of your plots?", nil); err != nil {
				return nil, err
			}
		case "plot":
			var all []Plot
			for _, pl := range s.Players {
				all = append(all, pl.Plots...)
			}
			if a.Plot, err = pickPlot(p, all, "Which plot?", nil); err != nil {
				return nil, err
			}
		}
		switch eff.needs {
		case "surveyed", "two-surveyed", "other-plot":
			var all []Plot
			for _, pl := range s.Players {
				if eff.needs != "other-plot" || !strings.EqualFold(pl.Name, name) {
					all = append(all, pl.Plots...)
				}
			}
			keep := func(pl Plot) bool { return eff.needs == "other-plot" || pl.Surveyed() }
			if a.Plot, err = pickPlot(p, all, "Which plot?", keep); err != nil {
				return nil, err
			}
			if eff.needs == "two-surveyed" {
				if a.Plot2, err = pickPlot(p, all, "And the other plot?", func(pl Plot) bool { return pl.Surveyed() && pl.ID != a.Plot }); err != nil {
					return nil, err
				}
			}
		}
		switch k.Title {
		case `"Record Not Found"`:
			o, _, _ := s.PlotOwner(a.Plot)
			if a.To, err = pickPlayer(p, s, "Who does the Expedition Leader name as the new owner?", func(j int) bool { return j != o }); err != nil {
				return nil, err
			}
		case "Below the Surface":
			if a.Resource, err = pickResource(p, "Which resource's spots?", rules.Resources); err != nil {
				return nil, err
			}
		case "I WANT THAT!":
			if a.Resource, err = pickResource(p, "Which resource?", rules.Resources); err != nil {
				return nil, err
			}
			var vs []string
			for {
				v, err := pickPlayer(p, s, "Add a victim (Back when done)", func(j int) bool {
					n := s.Players[j].Name
					for _, x := range vs {
						if x == n {
							return false
						}
					}
					return !strings.EqualFold(n, name)
				})
				if err != nil {
					break
				}
				vs = append(vs, v)
			}
			a.Victim = strings.Join(vs, ",")
		case "Poker Night":
			i, _ := s.PlayerIndex(name)
			for {
				var held []rules.Resource
				for _, r := range rules.Resources {
					taken := false
					for _, x := range a.Resources {
						taken = taken || x == r
					}
					if s.Players[i].Res[r] > 0 && !taken {
						held = append(held, r)
					}
				}
				if len(held) == 0 {
					break
				}
				r, err := pickResource(p, "Roll for which resource? (Back when done)", held)
				if err != nil {
					break
				}
				a.Resources = append(a.Resources, r)
			}
		case "Identity Theft":
			if s.KarmaCards {
				if a.Choice, err = tui.SelectString(p, "What does "+a.Victim+" pick?", []string{"draw", "card"}); err != nil {
					return nil, err
				}
			}
		case "Rough Storm":
			a.Lose = map[string][]rules.Resource{}
			for _, q := range s.Players {
				v, err := p.Input(q.Name+": which resources go first (e.g. supplies,energy; empty: Energy, Supplies, Metal, then Luxuries)?", "", func(v string) error {
					_, err := parseOrder(v)
					return err
				})
				if err != nil {
					return nil, err
				}
				if order, _ := parseOrder(v); len(order) > 0 {
					a.Lose[q.Name] = order
				}
			}
		case "I Ain't Going Alone":
			i, _ := s.PlayerIndex(name)
			match := "Discard now for the victim to match"
			opts := []string{match}
			if l := s.Players[i].LastLoss; l != nil {
				opts = append([]string{fmt.Sprintf("Match my last loss (%s, to %q)", l, l.Cause)}, opts...)
			}
			how, err := tui.SelectString(p, "Which loss?", opts)
			if err != nil {
				return nil, err
			}
			if how == match {
				v, err := p.Input("Which resources do you discard (e.g. energy=2; empty for none)?", "energy=2", func(v string) error { _, err := ParseAmounts(v); return err })
				if err != nil {
					return nil, err
				}
				a.Give, _ = ParseAmounts(v)
				if a.Cards, err = tui.InputInt(p, "How many Karma cards do you discard?", 0, max(0, s.Players[i].Karma-1)); err != nil {
					return nil, err
				}
			}
		case "Triangulation Drift":
			_, pl, _ := s.PlotOwner(a.Plot)
			for k := 0; k < pl.Rigs; k++ {
				d, err := tui.SelectString(p, fmt.Sprintf("Where does RIGS %d of %d go?", k+1, pl.Rigs), driftPlaces(s, a))
				if err != nil {
					return nil, err
				}
				id, _, _ := strings.Cut(strings.TrimPrefix(d, "plot #"), " ")
				if strings.HasPrefix(d, "plot #") {
					d = id
				} else {
					d = strings.TrimSuffix(d, "'s warehouse")
				}
				a.Dest = append(a.Dest, d)
			}
		case "Ruins", "Swap Meet":
			ask := func(title string) ([]Amount, error) {
				v, err := p.Input(title, "supplies=2,metal", func(v string) error { _, err := ParseAmounts(v); return err })
				if err != nil {
					return nil, err
				}
				return ParseAmounts(v)
			}
			if k.Title == "Swap Meet" {
				if a.Give, err = ask("Which resources go back (e.g. energy=4)?"); err != nil {
					return nil, err
				}
			}
			if a.Take, err = ask("Which resources do you take, in order (e.g. supplies=2,metal: a bare type takes the rest)?"); err != nil {
				return nil, err
			}
		}
		if s.Physical && (eff.dice || eff.applyCh != nil) {
			return a, askRolls(p, a)
		}
		return a, nil
	}}, func(p *PlayerState) bool { return p.Karma > 0 || len(p.InPlay) > 0 })
}

// playableKarma are the cards a player may name now: those the referee does
// not know to lie elsewhere, and those in front of the player.
func playableKarma(s *State, name string) []rules.KarmaCard {
	i, _ := s.PlayerIndex(name)
	var cards []rules.KarmaCard
	for _, k := range R().Karma {
		if !slices.ContainsFunc(k.Phases, func(ph rules.Phase) bool { return Phase(ph) == s.Phase }) {
			continue
		}
		where, j := s.whereKarma(k.Title)
		if where == "front" && j == i || where == "" && s.Players[i].Karma > 0 {
			cards = append(cards, k)
		}
	}
	return cards
}

// askFrontRoll asks the die of a card used from in front of its owner.
func askFrontRoll(p tui.Prompter, s *State, a *Karma) error {
	if a.Title == cardPPD || a.Title == cardRecycling || !s.Physical {
		return nil
	}
	return askRolls(p, a)
}

// driftPlaces are where a drifting RIGS may land: plots with an open spot, and warehouses.
func driftPlaces(s *State, a *Karma) []string {
	var out []string
	for _, q := range s.Players {
		for _, pl := range q.Plots {
			if pl.ID != a.Plot && pl.Resource != "" && pl.Rigs+count(a.Dest, strconv.Itoa(pl.ID)) < Capacity(pl, pl.Resource) {
				out = append(out, fmt.Sprintf("plot #%d (%s, %s)", pl.ID, q.Name, pl.Resource.Title()))
			}
		}
	}
	for _, q := range s.Players {
		out = append(out, q.Name+"'s warehouse")
	}
	return out
}

// parseOrder reads "supplies,energy" (empty: none).
func parseOrder(v string) ([]rules.Resource, error) {
	var out []rules.Resource
	for _, x := range strings.Split(v, ",") {
		if strings.TrimSpace(x) == "" {
			continue
		}
		r, err := ParseResource(x)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

// askRolls asks what the dice showed, in order.
func askRolls(p tui.Prompter, a *Karma) error {
	v, err := p.Input("What did the dice show, in order (comma-separated; Rough Storm: in seat order)?", "4", func(v string) error {
		for _, x := range strings.Split(v, ",") {
			if d, err := referee.ParseInt(strings.TrimSpace(x)); err != nil || d < 1 || d > R().Limits.Die {
				return fmt.Errorf("dice show 1-%d", R().Limits.Die)
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, x := range strings.Split(v, ",") {
		d, _ := referee.ParseInt(strings.TrimSpace(x))
		a.Rolls = append(a.Rolls, d)
	}
	return nil
}

// swapChoice is "may discard 1 Karma card and draw 1" (Safe!, or a Disaster that did not hit).
func swapChoice(s *State) []choice {
	can := func(p *PlayerState) bool { return p.SwapRound == s.Round && p.Karma > 0 }
	return when(s, choice{Label: "Discard 1 Karma card and draw 1 (Safe!, or not hit by the Disaster)", Build: func(p tui.Prompter, s *State) (action, error) {
		name, err := pickPlayer(p, s, "Who swaps?", func(i int) bool { return can(&s.Players[i]) })
		if err != nil {
			return nil, err
		}
		titles := []string{"(not said)"}
		for _, k := range R().Karma {
			if where, _ := s.whereKarma(k.Title); where == "" {
				titles = append(titles, k.Title)
			}
		}
		t, err := tui.SelectString(p, "Which card goes on the discard pile? (naming it lets the referee refuse it until the reshuffle)", titles)
		if err != nil {
			return nil, err
		}
		if t == titles[0] {
			t = ""
		}
		return &Swap{Player: name, Title: t}, nil
	}}, can)
}

func adjustChoice() choice {
	return choice{Label: "Adjust a number (agreed by the table, logged)", Build: func(p tui.Prompter, s *State) (action, error) {
		name, err := pickPlayer(p, s, "Whose?", nil)
		if err != nil {
			return nil, err
		}
		what, err := tui.SelectString(p, "What?", []string{"credits", "energy", "supplies", "metal", "luxuries", "karma", "rigs"})
		if err != nil {
			return nil, err
		}
		d, err := tui.InputInt(p, "Change by (negative to take away)?", -1000, 1000)
		if err != nil {
			return nil, err
		}
		reason, err := p.Input("Why? (the card or the agreement)", "", func(s string) error {
			if strings.TrimSpace(s) == "" {
				return fmt.Errorf("say why")
			}
			return nil
		})
		return &Adjust{Player: name, What: what, Delta: d, Reason: reason}, err
	}}
}

func buildEnd(p tui.Prompter, s *State) (action, error) {
	a := &End{Cards: map[string][]string{}, Dice: map[rules.Resource]int{}}
	for _, t := range R().Plots {
		for k := 0; k < t.EndMarketCards; k++ {
			lv, err := tui.SelectString(p, fmt.Sprintf("End Market card %d for %s?", k+1, t.Type), uniq(s.MarketLeft))
			if err != nil {
				return nil, err
			}
			a.Cards[t.Type] = append(a.Cards[t.Type], lv)
		}
	}
	for _, res := range rules.Basic {
		d, err := tui.InputInt(p, fmt.Sprintf("Die for %s?", res.Title()), 1, R().Limits.Die)
		if err != nil {
			return nil, err
		}
		a.Dice[res] = d
	}
	return a, nil
}

// TUIView is how the interactive referee shows the game.
var TUIView = tui.View[*State]{
	Show:   func(s *State) string { return s.Compact() },
	Events: func(s *State) []string { return s.Events },
	Table:  func(s *State) referee.Table { return s.OnTable() },
}
