package rigs

import (
	"errors"
	"slices"
	"strings"

	"boardroom/lazy"
	"boardroom/referee"
	"boardroom/referee/tui"
	"boardroom/referee/verb"
	rigsrules "boardroom/rules/rigs"
)

// How `play` offers the verbs of R.I.G.S.: the menu (which verbs, in which
// phase), the probes that keep only what the rules allow now, and the
// choices written by hand. The descriptors' questions are in menu_asks.go,
// the card menus (Karma, Disasters, the swap) in menu_cards.go.

type choice = tui.Choice[*State]
type action = referee.Action[*State]

// TUIView is how the interactive referee shows the game.
var TUIView = tui.View[*State]{
	Show:    func(s *State) string { return s.Compact() },
	Events:  func(s *State) []string { return s.Events },
	Table:   func(s *State) referee.Table { return s.OnTable() },
	Journal: func(s *State) referee.Journal { return s.Moved },
	Wrap:    true, // what an action did, undid or did again: words whole at tui.Width
}

// playMenu is the menu of `play`: the verbs with a descriptor's Label and
// Ask are asked for from it; the rest, whose questions depend on the card
// dealt or drawn (Karma, Disasters, the Land Grant, deals), are written by
// hand below.
var playMenu = &lazy.Value[tui.Menu[*State]]{New: func() tui.Menu[*State] {
	return tui.Verbs(verb.Order(actionList.Get(), Verbs()), byHand())
}}

// byHand are the menus of play written by hand, by verb.
func byHand() map[string]func(*State) []choice {
	return map[string]func(*State) []choice{
		string(ActRollOff):  rollOffChoices,
		string(ActGrant):    grantChoices,
		string(ActDisaster): disasterChoices,
		string(ActPower):    powerChoices,
		string(ActMarket):   marketChoices,
		string(ActGive):     tui.Only(dealing, dealChoice),
		string(ActLoan):     tui.Only(dealing, loanChoices),
		string(ActRepay):    tui.Only(playerPhase, repayChoice),
		string(ActSwap):     tui.Only(func(s *State) bool { return s.Phase == Disaster }, swapChoice),
		string(ActKarma):    tui.Only(func(s *State) bool { return s.Phase != SetupPhase && (s.Phase != Player || !s.menuWaits()) }, karmaChoices),
		string(ActAdjust):   adjustChoices,
		string(ActEnd):      endChoices,
		string(ActNext):     nextChoices,
	}
}

// dealing reports whether deals and loans are open: the Player Phase and
// the Production Phase.
func dealing(s *State) bool { return playerPhase(s) || s.Phase == Production }

// Menu is what the interactive referee offers in s: only actions that the
// rules allow now.
func Menu(s *State) []choice { return playMenu.Get()(s) }

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
		for _, res := range rigsrules.Resources {
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
	for _, res := range rigsrules.Resources {
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
		if n := tui.Most(s, have[what], func(n int) action { return &Give{From: p.Name, To: other, What: what, N: n} }); n > 0 {
			whats = append(whats, what)
			upTo[what] = n
		}
	}
	return whats, upTo
}

// pickPlayer asks which player, offering those for whom keep(i) holds
// (everyone when keep is nil).
func pickPlayer(p tui.Prompter, s *State, title string, keep func(i int) bool) (string, error) {
	names := make([]string, len(s.Players))
	for i, pl := range s.Players {
		names[i] = pl.Name
	}
	return tui.SelectPlayerWhere(p, title, names, keep)
}

// pickPlot asks which of plots, offering those keep accepts (all when keep
// is nil), and returns its number.
func pickPlot(p tui.Prompter, s *State, plots []Plot, title string, keep func(Plot) bool) (int, error) {
	pl, err := tui.SelectValueWhere(p, title, plots, keep, s.plotLabel, s.say("ask.no_plot_fits"))
	return pl.ID, err
}

func pickResource(p tui.Prompter, s *State, title string, from []rigsrules.Resource) (rigsrules.Resource, error) {
	return tui.SelectValue(p, title, from, func(r rigsrules.Resource) string { return r.SayIn(s.Language()) })
}

// rollOffChoice records the dice of a roll-off for Expedition Leader.
func rollOffChoice(s *State) choice {
	return choice{Label: s.say("menu.rolloff", s.nameList(s.RollOff)), Build: func(p tui.Prompter, s *State) (action, error) {
		a := &RollOff{}
		for _, i := range s.RollOff {
			d, err := tui.InputInt(p, s.say("ask.rolled", s.Players[i].Name), 1, R().Limits.Die)
			if err != nil {
				return nil, err
			}
			a.Rolls = append(a.Rolls, d)
		}
		return a, nil
	}}
}

func grantChoices(s *State) []choice {
	r := R()
	switch {
	case s.Phase == SetupPhase && s.Physical:
		return []choice{{Label: s.say("menu.record_start"), Build: func(p tui.Prompter, s *State) (action, error) {
			name, err := pickPlayer(p, s, s.say("ask.who_drew"), func(i int) bool { return len(s.Players[i].Plots) < r.Start.Plots[len(s.Players)] })
			if err != nil {
				return nil, err
			}
			return recordGrant(name)(p, s)
		}}}
	case s.Phase != Player || len(s.RollOff) > 0:
		return nil
	case len(s.GrantPool) > 0:
		leader := s.Players[s.Leader].Name
		return []choice{{Label: s.say("menu.grant_pick", leader, s.plotTypes(s.GrantPool)), Build: func(p tui.Prompter, s *State) (action, error) {
			t, err := tui.SelectString(p, s.say("ask.keep", leader), plotTypes(s.GrantPool))
			return &Grant{Player: leader, Type: t}, err
		}}}
	case s.Physical && s.grantOpen():
		return []choice{{Label: s.say("menu.grant_record"), Build: func(p tui.Prompter, s *State) (action, error) {
			name, err := pickPlayer(p, s, s.say("ask.who_received"), func(i int) bool { return !s.Granted[i] })
			if err != nil {
				return nil, err
			}
			return recordGrant(name)(p, s)
		}}}
	}
	return nil
}

func powerChoices(s *State) []choice {
	if s.Phase != Production {
		return nil
	}
	return []choice{{Label: s.say("menu.power"), Build: func(p tui.Prompter, s *State) (action, error) {
		name, err := pickPlayer(p, s, s.say("ask.whose_plots"), nil)
		if err != nil {
			return nil, err
		}
		i, _ := s.PlayerIndex(name)
		var ids []int
		for {
			id, err := pickPlot(p, s, s.Players[i].Plots, s.say("ask.power_next"), func(pl Plot) bool {
				for _, x := range ids {
					if x == pl.ID {
						return false
					}
				}
				return pl.Resource != "" && pl.Resource != rigsrules.Energy && pl.Rigs > 0
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
		return []choice{{Label: s.say("menu.market_record"), Build: func(p tui.Prompter, s *State) (action, error) {
			lv, err := tui.SelectString(p, s.say("ask.level"), marketLevels(s.MarketLeft))
			return &MarketDraw{Level: lv}, err
		}}}
	}
	return []choice{tui.Act[*State](s.say("menu.market_draw"), &MarketDraw{})}
}

func adjustChoices(s *State) []choice {
	if s.Phase == SetupPhase || (s.Phase == Player && s.menuWaits()) || (s.Phase == Market && !drawn(s)) {
		return nil
	}
	return []choice{adjustChoice(s)}
}

func endChoices(s *State) []choice {
	if !drawn(s) || !s.LastRound() || !s.Physical {
		return nil
	}
	return []choice{{Label: s.say("menu.end_physical"), Build: buildEnd}}
}

// nextLabel is play's label of the phase's end when it is open ("" not).
func nextLabel(s *State) string {
	if c := nextChoices(s); len(c) > 0 {
		return c[0].Label
	}
	return ""
}

func nextChoices(s *State) []choice {
	label := ""
	switch s.Phase {
	case SetupPhase:
		label = s.say("menu.next_setup")
	case Player:
		if !s.menuWaits() {
			label = s.say("menu.next_player")
		}
	case Disaster:
		label = s.say("menu.next_disaster")
	case Production:
		label = s.say("menu.next_production")
	case Market:
		switch {
		case !drawn(s), s.LastRound() && s.Physical:
		case s.LastRound():
			label = s.say("menu.next_last")
		default:
			label = s.say("menu.next_market")
		}
	}
	if label == "" {
		return nil
	}
	return tui.IfLegal(s, tui.Act[*State](label, &Next{}), &Next{})
}

// plotTypes are the plot types found in cards, in the order of the rules.
func plotTypes(cards []string) []string {
	var all []string
	for _, t := range R().Plots {
		all = append(all, t.Type)
	}
	return slices.DeleteFunc(all, func(t string) bool { return !slices.Contains(cards, t) })
}

// marketLevels are the Market levels found in cards, in the order of the
// rules.
func marketLevels(cards []string) []string {
	var all []string
	for _, m := range R().Market {
		all = append(all, m.Level)
	}
	return slices.DeleteFunc(all, func(l string) bool { return !slices.Contains(cards, l) })
}

func pickType(p tui.Prompter, s *State, deck []string) (string, error) {
	return tui.SelectString(p, s.say("ask.plot_type"), plotTypes(deck))
}

// dealChoice gives what the giver has: only givers with something to give,
// only what they have, at most all of it.
func dealChoice(s *State) []choice {
	canGive := func(i int) bool { w, _ := giveable(s, i); return len(w) > 0 }
	if len(s.Players) < 2 || !anyPlayer(s, canGive) {
		return nil
	}
	return []choice{{Label: s.say("menu.deal"), Build: func(p tui.Prompter, s *State) (action, error) {
		from, err := pickPlayer(p, s, s.say("ask.who_gives"), canGive)
		if err != nil {
			return nil, err
		}
		to, err := pickPlayer(p, s, s.say("ask.to_whom"), func(i int) bool { return !strings.EqualFold(s.Players[i].Name, from) })
		if err != nil {
			return nil, err
		}
		i, _ := s.PlayerIndex(from)
		whats, upTo := giveable(s, i)
		opts := make([]tui.Option, len(whats))
		for k, w := range whats {
			opts[k] = tui.Option{Label: s.giveWord(w), Value: w} // in the table's words, as the phones ask it
		}
		what, err := tui.SelectOption(p, s.say("ask.what_given"), opts)
		if err != nil {
			return nil, err
		}
		if what == "plot" {
			id, err := pickPlot(p, s, s.Players[i].Plots, s.say("ask.which_plot"), nil)
			return &Give{From: from, To: to, What: what, N: id}, err
		}
		n, err := tui.InputInt(p, s.say("ask.how_many"), 1, upTo[what])
		return &Give{From: from, To: to, What: what, N: n}, err
	}}}
}

// repayChoice repays only script a player holds, at most what the player
// holds and can pay back.
func repayChoice(s *State) []choice {
	r := R()
	canRepay := func(i int, res rigsrules.Resource) bool {
		return (&Repay{Player: s.Players[i].Name, Resource: res, N: 1}).Legal(s) == nil
	}
	canAny := func(i int) bool {
		return slices.ContainsFunc(r.Vinnie.Lends, func(res rigsrules.Resource) bool { return canRepay(i, res) })
	}
	if !anyPlayer(s, canAny) {
		return nil
	}
	return []choice{{Label: s.say("menu.repay", r.Vinnie.RepayInGame), Build: func(p tui.Prompter, s *State) (action, error) {
		name, err := pickPlayer(p, s, s.say("ask.who_repays"), canAny)
		if err != nil {
			return nil, err
		}
		i, _ := s.PlayerIndex(name)
		var owed []rigsrules.Resource
		for _, res := range r.Vinnie.Lends {
			if canRepay(i, res) {
				owed = append(owed, res)
			}
		}
		res, err := pickResource(p, s, s.say("ask.which_script"), owed)
		if err != nil {
			return nil, err
		}
		n, err := tui.InputInt(p, s.say("ask.how_many_script"), 1, tui.Most(s, r.Vinnie.ScriptPerType, func(n int) action { return &Repay{Player: name, Resource: res, N: n} }))
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
	return when(s, choice{Label: s.say("menu.loan"), Build: func(p tui.Prompter, s *State) (action, error) {
		name, err := pickPlayer(p, s, s.say("ask.who_borrows"), can)
		if err != nil {
			return nil, err
		}
		i, _ := s.PlayerIndex(name)
		var open []rigsrules.Resource
		for _, res := range lends {
			if s.MayBorrow(i, res) > 0 {
				open = append(open, res)
			}
		}
		res, err := tui.SelectValue(p, s.say("ask.which_resource"), open, func(r rigsrules.Resource) string {
			return s.say("ask.up_to", r, s.MayBorrow(i, r))
		})
		if err != nil {
			return nil, err
		}
		n, err := tui.InputInt(p, s.say("ask.how_many"), 1, s.MayBorrow(i, res))
		return &Loan{Player: name, Resource: res, N: n}, err
	}}, func(p *PlayerState) bool {
		i, _ := s.PlayerIndex(p.Name)
		return can(i)
	})
}

func adjustChoice(s *State) choice {
	return choice{Label: s.say("menu.adjust"), Build: func(p tui.Prompter, s *State) (action, error) {
		name, err := pickPlayer(p, s, s.say("ask.whose"), nil)
		if err != nil {
			return nil, err
		}
		what, err := tui.SelectString(p, s.say("ask.what"), []string{"credits", "energy", "supplies", "metal", "luxuries", "karma", "rigs"})
		if err != nil {
			return nil, err
		}
		d, err := tui.InputInt(p, s.say("ask.change_by"), -1000, 1000)
		if err != nil {
			return nil, err
		}
		reason, err := p.Input(s.say("ask.why"), "", func(x string) error {
			if strings.TrimSpace(x) == "" {
				return errors.New(s.say("ask.say_why"))
			}
			return nil
		})
		return &Adjust{Player: name, What: what, Delta: d, Reason: reason}, err
	}}
}

func buildEnd(p tui.Prompter, s *State) (action, error) {
	a := &End{Cards: map[string][]string{}, Dice: map[rigsrules.Resource]int{}}
	for _, t := range R().Plots {
		for k := 0; k < t.EndMarketCards; k++ {
			lv, err := tui.SelectString(p, s.say("ask.end_card", k+1, rigsrules.PlotTypeName(s.Language(), t.Type)), marketLevels(s.MarketLeft))
			if err != nil {
				return nil, err
			}
			a.Cards[t.Type] = append(a.Cards[t.Type], lv)
		}
	}
	for _, res := range rigsrules.Basic {
		d, err := tui.InputInt(p, s.say("ask.die_for", res), 1, R().Limits.Die)
		if err != nil {
			return nil, err
		}
		a.Dice[res] = d
	}
	return a, nil
}
