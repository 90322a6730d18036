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

// ToView builds the JSON view.
func (s *State) ToView() View {
	v := View{Round: s.Round, Phase: s.Phase, Physical: s.Physical, ScriptLeft: s.ScriptLeft,
		GrantPool: s.GrantPool, KarmaDiscard: s.KarmaDiscard, RigsInPlay: s.RigsInPlay(), EndValues: s.EndValues, Ended: s.Phase == Ended}
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
		if pv.Plots == nil {
			pv.Plots = []Plot{}
		}
		pv.Rigs.Warehouse, pv.Rigs.Placed = p.Warehouse, p.PlacedRigs()
		pv.MayBorrow = map[rigsrules.Resource]int{}
		for _, res := range R().Vinnie.Lends {
			pv.MayBorrow[res] = s.MayBorrow(i, res)
		}
		pv.KarmaInPlay, pv.KarmaNextRound, pv.RigsOnCards = p.InPlay, p.NextRound, p.Recycled+p.Spares
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

// Write prints the state for people.
func (s *State) Write(w io.Writer) error {
	r := R()
	var b strings.Builder
	switch s.Phase {
	case SetupPhase:
		fmt.Fprintf(&b, "Setting up. ")
		if s.Physical {
			fmt.Fprintf(&b, "Record each player's %s with 'grant <player> <type>', then 'next'.\n", plural(r.Start.Plots[len(s.Players)], "starting plot", "starting plots"))
		} else {
			fmt.Fprintf(&b, "'next' deals the starting plots.\n")
		}
	case Ended:
		fmt.Fprintf(&b, "The game has ended after round %d.\n", s.Round)
	default:
		fmt.Fprintf(&b, "Round %d of %d, %s Phase.", s.Round, r.Limits.GameMarketCards, s.Phase.Title())
		if s.Leader >= 0 {
			fmt.Fprintf(&b, " Expedition Leader: %s.", s.Players[s.Leader].Name)
		}
		b.WriteString("\n")
	}
	price := "not drawn yet this round"
	if n := len(s.MarketDrawn); n > 0 && n == s.Round {
		price = fmt.Sprintf("%s, %s per Luxury", strings.ToUpper(s.MarketDrawn[n-1]), credits(s.Price))
	}
	fmt.Fprintf(&b, "Market: %s; %s left.\n", price, plural(r.Limits.GameMarketCards-len(s.MarketDrawn), "Game Market card", "Game Market cards"))
	fmt.Fprintf(&b, "Vinnie script left: Energy %d, Supplies %d, Metal %d. RIGS in play %d of %d.\n",
		s.ScriptLeft[rigsrules.Energy], s.ScriptLeft[rigsrules.Supplies], s.ScriptLeft[rigsrules.Metal], s.RigsInPlay(), r.Limits.RigsInPlay)
	fmt.Fprintf(&b, "Decks: plots %d, surveys %d, disasters %d (+%d discarded), Karma %d (+%d discarded).\n",
		len(s.PlotDeck), len(s.SurveyDeck), len(s.DisasterDeck), len(s.DisasterPile), s.KarmaDeck, s.KarmaPile)
	if len(s.KarmaDiscard) > 0 {
		fmt.Fprintf(&b, "Known on the Karma discard pile: %s.\n", strings.Join(s.KarmaDiscard, ", "))
	}
	if len(s.GrantPool) > 0 {
		fmt.Fprintf(&b, "Land Grant waiting: %s (the Expedition Leader picks with 'grant').\n", strings.Join(s.GrantPool, ", "))
	}
	for i, p := range s.Players {
		lead := ""
		if i == s.Leader {
			lead = " (Expedition Leader)"
		}
		fmt.Fprintf(&b, "\n%s%s: %s; Energy %d, Supplies %d, Metal %d, Luxuries %d; RIGS %d in warehouse, %d placed; Karma %d",
			p.Name, lead, credits(p.Credits), p.Res[rigsrules.Energy], p.Res[rigsrules.Supplies], p.Res[rigsrules.Metal], p.Res[rigsrules.Luxuries],
			p.Warehouse, p.PlacedRigs(), p.Karma)
		var loans []string
		for _, res := range rigsrules.Basic {
			if n := p.Script[res]; n > 0 {
				loans = append(loans, fmt.Sprintf("%d %s", n, res.Title()))
			}
		}
		if len(loans) > 0 {
			fmt.Fprintf(&b, "; Vinnie script: %s", strings.Join(loans, ", "))
		}
		if s.Phase == Player || s.Phase == Production {
			fmt.Fprintf(&b, "; %s", strings.TrimPrefix(s.borrowText(i), p.Name+" "))
		}
		b.WriteString(p.knownCards())
		b.WriteString("\n")
		for _, pl := range p.Plots {
			survey := "unsurveyed"
			if pl.Surveyed() {
				survey = fmt.Sprintf("survey %d", pl.Luxury())
			}
			res := "not configured"
			if pl.Resource != "" {
				res = fmt.Sprintf("%s, %d of %s used", pl.Resource.Title(), pl.Rigs, plural(Capacity(pl, pl.Resource), "spot", "spots"))
			}
			fmt.Fprintf(&b, "  %s, %s, %s\n", plotName(pl), survey, res)
		}
		if s.Phase == Disaster && p.Disaster != "" {
			st := "to resolve"
			if p.Resolved {
				st = "resolved"
			}
			fmt.Fprintf(&b, "  Disaster: %q (%s)\n", p.Disaster, st)
		}
		if len(p.Effects) > 0 {
			fmt.Fprintf(&b, "  this round: %s\n", strings.Join(p.Effects, ", "))
		}
		if s.Phase == Production {
			plan := s.ProductionPlan(i)
			for _, l := range plan.Lines {
				fmt.Fprintf(&b, "  production: %s\n", l)
			}
		}
		if p.Worth != nil {
			for _, l := range p.Worth.Lines {
				fmt.Fprintf(&b, "  %s\n", l)
			}
		}
	}
	if s.Phase == Ended {
		fmt.Fprintf(&b, "\n%s.\n", s.WinnerText())
	} else {
		fmt.Fprintf(&b, "\nNext: %s\n", s.hint())
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// hint says what the table does next.
func (s *State) hint() string {
	switch s.Phase {
	case SetupPhase:
		return "'next' starts round 1."
	case Player:
		if len(s.GrantPool) > 0 {
			return fmt.Sprintf("the Expedition Leader picks a plot: 'grant %s <type>'.", s.Players[s.Leader].Name)
		}
		if s.Physical && s.grantOpen() {
			return fmt.Sprintf("record the Land Grant first: 'grant <player> <type>' for %s.", s.nameList(s.ungrantedSeats()))
		}
		if len(s.RollOff) > 0 {
			return fmt.Sprintf("%s roll a die each for Expedition Leader: 'rolloff %s'.", s.nameList(s.RollOff), strings.TrimSpace(strings.Repeat("<die> ", len(s.RollOff))))
		}
		return "build, move, configure, survey, deal, borrow or repay; 'next' ends the Player Phase."
	case Disaster:
		for _, p := range s.Players {
			if !p.Resolved {
				return fmt.Sprintf("resolve each Disaster card: 'disaster %s'.", p.Name)
			}
		}
		return "'next' starts the Production Phase."
	case Production:
		return "Zero Hour deals and loans; production Karma cards; 'next' is the Final Call and commits production."
	case Market:
		if len(s.MarketDrawn) < s.Round {
			return "'market' draws the Market card."
		}
		if s.LastRound() {
			if s.Physical {
				return "sell, then record the end-game draws with 'end'."
			}
			return "sell Luxuries; 'next' ends the game (unsold Luxuries are sold at this price)."
		}
		return "sell Luxuries; 'next' starts the next round."
	}
	return ""
}

// Compact is the state in a few lines for `play` (80x24): the round and
// phase, one line per player and what comes next; `show` prints everything.
func (s *State) Compact() string {
	r := R()
	var head string
	switch s.Phase {
	case SetupPhase:
		head = "Setting up."
	case Ended:
		head = fmt.Sprintf("The game has ended after round %d.", s.Round)
	default:
		head = fmt.Sprintf("Round %d of %d, %s Phase.", s.Round, r.Limits.GameMarketCards, s.Phase.Title())
		if n := len(s.MarketDrawn); n > 0 && n == s.Round {
			head += fmt.Sprintf(" Market %s, %d cr.", strings.ToUpper(s.MarketDrawn[n-1]), s.Price)
		}
		head += fmt.Sprintf(" RIGS %d/%d.", s.RigsInPlay(), r.Limits.RigsInPlay)
	}
	lines := []string{head}
	width := s.NameWidth()
	for i, p := range s.Players {
		mark := " "
		if i == s.Leader {
			mark = "*"
		}
		l := fmt.Sprintf("%s%-*s %4d cr  E%d S%d M%d L%d  RIGS %d+%d  K%d", mark, width, p.Name, p.Credits,
			p.Res[rigsrules.Energy], p.Res[rigsrules.Supplies], p.Res[rigsrules.Metal], p.Res[rigsrules.Luxuries], p.Warehouse, p.PlacedRigs(), p.Karma)
		var plots []string
		for _, pl := range p.Plots {
			res := "-"
			if pl.Resource != "" {
				res = fmt.Sprintf("%s%d/%d", string(pl.Resource.Title()[:1]), pl.Rigs, Capacity(pl, pl.Resource))
			}
			plots = append(plots, fmt.Sprintf("#%d%s", pl.ID, res))
		}
		if len(plots) > 0 {
			l += "  " + strings.Join(plots, " ")
		}
		lines = append(lines, l)
	}
	if s.Phase == Ended {
		lines = append(lines, s.WinnerText()+".")
	} else {
		lines = append(lines, "Next: "+s.hint())
	}
	return tui.Compact(lines...)
}
