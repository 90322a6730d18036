package rigs

import (
	"fmt"
	"io"
	"strings"

	"boardroom/referee/tui"
	rigsrules "boardroom/rules/rigs"
)

// View is what `show --json` prints: every tracked number.
type View struct {
	Round      int                        `json:"round"`
	Phase      Phase                      `json:"phase"`
	Physical   bool                       `json:"physical"`
	Leader     string                     `json:"expedition_leader"`
	Market     MarketView                 `json:"market"`
	ScriptLeft map[rigsrules.Resource]int `json:"script_left"`
	Decks      map[string]int             `json:"decks"`
	GrantPool  []string                   `json:"grant_pool,omitempty"`
	// KarmaDiscard are the Karma cards known to lie on the discard pile.
	KarmaDiscard []string     `json:"karma_discard_titles,omitempty"`
	RigsInPlay   int          `json:"rigs_in_play"`
	Players      []PlayerView `json:"players"`
	Production   []Plan       `json:"production,omitempty"`
	EndValues    *EndValues   `json:"end_values,omitempty"`
	Ended        bool         `json:"ended"`
	Winners      []string     `json:"winners,omitempty"`
	// Next is what the table does now.
	Next string `json:"next,omitempty"`
}

// MarketView is the market: this round's price and the Game Market cards left.
type MarketView struct {
	Price     int      `json:"price"`
	Level     string   `json:"level,omitempty"`
	Remaining int      `json:"remaining"`
	Drawn     []string `json:"drawn"`
}

// PlayerView is one player in `show --json`.
type PlayerView struct {
	Name      string                     `json:"name"`
	Credits   int                        `json:"credits"`
	Resources map[rigsrules.Resource]int `json:"resources"`
	Loans     map[rigsrules.Resource]int `json:"loans"`
	Rigs      struct {
		Warehouse int `json:"warehouse"`
		Placed    int `json:"placed"`
	} `json:"rigs"`
	Plots    []Plot `json:"plots"`
	Karma    int    `json:"karma"`
	Borrowed int    `json:"borrowed_this_phase"`
	// MayBorrow is exactly what the next Vinnie loan of each resource allows.
	MayBorrow map[rigsrules.Resource]int `json:"may_borrow"`
	Disaster  string                     `json:"disaster,omitempty"`
	Effects   []string                   `json:"effects,omitempty"`
	Worth     *Worth                     `json:"worth,omitempty"`
	// The Karma cards in front of the player (with the RIGS on Recycling and
	// Parts Shop) and set aside for the next round.
	KarmaInPlay    []string `json:"karma_in_play,omitempty"`
	KarmaNextRound []string `json:"karma_next_round,omitempty"`
	RigsOnCards    int      `json:"rigs_on_cards,omitempty"`
}

// karmaTitles are the Karma cards' titles in the table's language: the
// view's card titles are said as the table says them (the TV shows them,
// and the event log already says „Diebstahl!“ at a German table), as
// Politicard's view names its cards; nil stays nil so an empty list is
// still left out.
func (s *State) karmaTitles(titles []string) []string {
	if titles == nil {
		return nil
	}
	out := make([]string, len(titles))
	for i, t := range titles {
		out[i] = s.karmaName(t)
	}
	return out
}

// ToView builds the JSON view: numbers and words for scripts, the cards'
// titles in the table's language (an English table's are the data's).
func (s *State) ToView() View {
	v := View{Round: s.Round, Phase: s.Phase, Physical: s.Physical, ScriptLeft: s.ScriptLeft,
		GrantPool: s.GrantPool, KarmaDiscard: s.karmaTitles(s.KarmaDiscard), RigsInPlay: s.RigsInPlay(), EndValues: s.EndValues, Ended: s.Phase == Ended}
	if s.Leader >= 0 {
		v.Leader = s.Players[s.Leader].Name
	}
	v.Market = MarketView{Price: s.Price, Remaining: R().Limits.GameMarketCards - len(s.MarketDrawn), Drawn: append([]string{}, s.MarketDrawn...)}
	if n := len(s.MarketDrawn); n > 0 && n == s.Round {
		v.Market.Level = s.MarketDrawn[n-1]
	}
	v.Decks = map[string]int{"plots": len(s.PlotDeck), "surveys": len(s.SurveyDeck), "disasters": len(s.DisasterDeck),
		"disaster_discards": len(s.DisasterPile), "karma": s.KarmaDeck, "karma_discards": s.KarmaPile,
		"market": len(s.MarketLeft)}
	for i, p := range s.Players {
		pv := PlayerView{Name: p.Name, Credits: p.Credits, Resources: p.Res, Loans: p.Script, Plots: p.Plots, Karma: p.Karma,
			Borrowed: p.Borrowed, Disaster: p.Disaster, Effects: p.Effects, Worth: p.Worth}
		if pv.Disaster != "" {
			pv.Disaster = s.disasterName(p.Disaster)
		}
		if pv.Plots == nil {
			pv.Plots = []Plot{}
		}
		pv.Rigs.Warehouse, pv.Rigs.Placed = p.Warehouse, p.PlacedRigs()
		pv.MayBorrow = map[rigsrules.Resource]int{}
		for _, res := range R().Vinnie.Lends {
			pv.MayBorrow[res] = s.MayBorrow(i, res)
		}
		pv.KarmaInPlay, pv.KarmaNextRound, pv.RigsOnCards = s.karmaTitles(p.InPlay), s.karmaTitles(p.NextRound), p.Recycled+p.Spares
		v.Players = append(v.Players, pv)
		if s.Phase == Production {
			v.Production = append(v.Production, s.ProductionPlan(i))
		}
	}
	for _, w := range s.Winners() {
		v.Winners = append(v.Winners, s.Players[w].Name)
	}
	v.Next = s.hint()
	return v
}

// Write prints the state for people, in the table's language.
func (s *State) Write(w io.Writer) error {
	r := R()
	l := s.Language()
	var b strings.Builder
	switch s.Phase {
	case SetupPhase:
		if s.Physical {
			b.WriteString(s.say("show.setup_physical", r.Start.Plots[len(s.Players)]))
		} else {
			b.WriteString(s.say("show.setup"))
		}
	case Ended:
		b.WriteString(s.say("show.ended", s.Round))
	default:
		b.WriteString(s.say("show.round", s.Round, r.Limits.GameMarketCards, rigsrules.Phase(s.Phase)))
		if s.Leader >= 0 {
			b.WriteString(" " + s.say("show.leader", s.Players[s.Leader].Name))
		}
	}
	b.WriteString("\n")
	left := r.Limits.GameMarketCards - len(s.MarketDrawn)
	if n := len(s.MarketDrawn); n > 0 && n == s.Round {
		b.WriteString(s.say("show.market", strings.ToUpper(rigsrules.LevelName(l, s.MarketDrawn[n-1])), s.Price, left))
	} else {
		b.WriteString(s.say("show.market_undrawn", left))
	}
	b.WriteString("\n")
	b.WriteString(s.say("show.script_left", s.ScriptLeft[rigsrules.Energy], s.ScriptLeft[rigsrules.Supplies], s.ScriptLeft[rigsrules.Metal],
		s.RigsInPlay(), r.Limits.RigsInPlay, rigsrules.Energy, rigsrules.Supplies, rigsrules.Metal))
	b.WriteString("\n")
	b.WriteString(s.say("show.decks", len(s.PlotDeck), len(s.SurveyDeck), len(s.DisasterDeck), len(s.DisasterPile), s.KarmaDeck, s.KarmaPile))
	b.WriteString("\n")
	if len(s.KarmaDiscard) > 0 {
		b.WriteString(s.say("show.karma_discard", s.karmaNames(s.KarmaDiscard)) + "\n")
	}
	if len(s.GrantPool) > 0 {
		b.WriteString(s.say("show.grant_waiting", s.plotTypes(s.GrantPool)) + "\n")
	}
	for i, p := range s.Players {
		b.WriteString("\n")
		if i == s.Leader {
			b.WriteString(s.say("show.player_leader", p.Name))
		} else {
			b.WriteString(p.Name)
		}
		var stock []string
		for _, res := range rigsrules.Resources {
			stock = append(stock, fmt.Sprintf("%s %d", res.SayIn(l), p.Res[res]))
		}
		b.WriteString(s.say("show.player", p.Credits, strings.Join(stock, ", "), p.Warehouse, p.PlacedRigs(), p.Karma))
		var loans []string
		for _, res := range rigsrules.Basic {
			if n := p.Script[res]; n > 0 {
				loans = append(loans, rigsrules.AmountIn(l, res, n))
			}
		}
		if len(loans) > 0 {
			b.WriteString(s.say("show.player_script", strings.Join(loans, ", ")))
		}
		if s.Phase == Player || s.Phase == Production {
			b.WriteString("; " + s.borrowRoom(i))
		}
		b.WriteString(s.knownCards(&p))
		b.WriteString("\n")
		for _, pl := range p.Plots {
			survey := s.say("show.plot_unsurveyed")
			if pl.Surveyed() {
				survey = s.say("show.plot_survey", pl.Luxury())
			}
			res := s.say("show.plot_unconfigured")
			if pl.Resource != "" {
				res = s.say("show.plot_configured", pl.Resource, pl.Rigs, Capacity(pl, pl.Resource))
			}
			fmt.Fprintf(&b, "  %s, %s, %s\n", s.plotName(pl), survey, res)
		}
		if s.Phase == Disaster && p.Disaster != "" {
			st := s.say("show.disaster_open", s.disasterName(p.Disaster))
			if p.Resolved {
				st = s.say("show.disaster_resolved", s.disasterName(p.Disaster))
			}
			fmt.Fprintf(&b, "  %s\n", st)
		}
		if len(p.Effects) > 0 {
			fmt.Fprintf(&b, "  %s\n", s.say("show.effects", s.effectNames(p.Effects)))
		}
		if s.Phase == Production {
			plan := s.ProductionPlan(i)
			for _, line := range plan.Lines {
				fmt.Fprintf(&b, "  %s\n", s.say("show.production", line))
			}
		}
		if p.Worth != nil {
			for _, line := range p.Worth.Lines {
				fmt.Fprintf(&b, "  %s\n", line)
			}
		}
	}
	if s.Phase == Ended {
		fmt.Fprintf(&b, "\n%s.\n", s.WinnerText())
	} else {
		fmt.Fprintf(&b, "\n%s\n", s.say("show.next", s.hint()))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// hint says what the table does next.
func (s *State) hint() string {
	switch s.Phase {
	case SetupPhase:
		return s.say("hint.setup")
	case Player:
		if len(s.GrantPool) > 0 {
			return s.say("hint.grant_pick", s.Players[s.Leader].Name)
		}
		if s.Physical && s.grantOpen() {
			return s.say("hint.grant_record", s.nameList(s.ungrantedSeats()))
		}
		if len(s.RollOff) > 0 {
			return s.say("hint.rolloff", s.nameList(s.RollOff), strings.TrimSpace(strings.Repeat(s.say("word.die_arg")+" ", len(s.RollOff))), len(s.RollOff))
		}
		return s.say("hint.player")
	case Disaster:
		// Every player resolves their own card, in any order: each one
		// still to do is named (the first alone read, on the TV and every
		// phone, as if only that player were to act).
		var open []int
		for i, p := range s.Players {
			if !p.Resolved {
				open = append(open, i)
			}
		}
		if len(open) > 0 {
			return s.say("hint.disaster", s.nameList(open))
		}
		return s.say("hint.disaster_done")
	case Production:
		return s.say("hint.production")
	case Market:
		if len(s.MarketDrawn) < s.Round {
			return s.say("hint.market_draw")
		}
		if s.LastRound() {
			if s.Physical {
				return s.say("hint.market_last_physical")
			}
			return s.say("hint.market_last")
		}
		return s.say("hint.market")
	}
	return ""
}

// Compact is the state in a few lines for `play` (80x24): the round and
// phase, one line per player and what comes next; `show` prints everything.
func (s *State) Compact() string {
	r := R()
	l := s.Language()
	var head string
	switch s.Phase {
	case SetupPhase:
		head = s.say("compact.setup")
	case Ended:
		head = s.say("show.ended", s.Round)
	default:
		head = s.say("show.round", s.Round, r.Limits.GameMarketCards, rigsrules.Phase(s.Phase))
		if n := len(s.MarketDrawn); n > 0 && n == s.Round {
			head += " " + s.say("compact.market", strings.ToUpper(rigsrules.LevelName(l, s.MarketDrawn[n-1])), s.Price)
		}
		head += " " + s.say("compact.rigs", s.RigsInPlay(), r.Limits.RigsInPlay)
	}
	lines := []string{head}
	width := s.NameWidth()
	for i, p := range s.Players {
		mark := " "
		if i == s.Leader {
			mark = "*"
		}
		initial := func(res rigsrules.Resource) string { return string([]rune(res.SayIn(l))[:1]) }
		line := fmt.Sprintf("%s%-*s %4d cr  %s%d %s%d %s%d %s%d  RIGS %d+%d  K%d", mark, width, p.Name, p.Credits,
			initial(rigsrules.Energy), p.Res[rigsrules.Energy], initial(rigsrules.Supplies), p.Res[rigsrules.Supplies],
			initial(rigsrules.Metal), p.Res[rigsrules.Metal], initial(rigsrules.Luxuries), p.Res[rigsrules.Luxuries], p.Warehouse, p.PlacedRigs(), p.Karma)
		var plots []string
		for _, pl := range p.Plots {
			res := "-"
			if pl.Resource != "" {
				res = fmt.Sprintf("%s%d/%d", initial(pl.Resource), pl.Rigs, Capacity(pl, pl.Resource))
			}
			plots = append(plots, fmt.Sprintf("#%d%s", pl.ID, res))
		}
		if len(plots) > 0 {
			line += "  " + strings.Join(plots, " ")
		}
		lines = append(lines, line)
	}
	if s.Phase == Ended {
		lines = append(lines, s.WinnerText()+".")
	} else {
		lines = append(lines, s.say("show.next", s.hint()))
	}
	return tui.Compact(lines...)
}
