package rigs

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"boardroom/referee"
	rules "boardroom/rules/rigs"
)

// GameID is the registry id.
const GameID = "rigs"

// Setup is what `new` records: the players in seat order and whether the
// players draw cards and roll dice themselves.
type Setup struct {
	Players  []string `json:"players"`
	Physical bool     `json:"physical"`
	// KarmaCards: the referee tracks which Karma card is where (games
	// started before it did replay as they were played; see karma_cards.go).
	KarmaCards bool `json:"karma_cards,omitempty"`
}

// ParseSetup checks names and player count.
func ParseSetup(names []string, physical bool) (Setup, error) {
	r := R()
	clean, err := referee.Names(names, r.Players.Min, r.Players.Max, r.Game, "player")
	if err != nil {
		return Setup{}, err
	}
	for _, n := range clean {
		if _, err := ParseResource(n); err == nil || strings.EqualFold(n, "warehouse") || strings.EqualFold(n, "all") {
			return Setup{}, fmt.Errorf("player name %q is a word the commands use; pick another", n)
		}
	}
	return Setup{Players: clean, Physical: physical, KarmaCards: true}, nil
}

// Rules is the R.I.G.S. referee for the engine.
type Rules struct{}

var _ referee.Rules[*State] = Rules{}

// New deals nothing yet: the game starts in the Setup phase; `next` deals
// the starting plots (or, with physical decks, the players record them).
func (Rules) New(raw json.RawMessage, seed int64) (*State, error) {
	var st Setup
	if err := json.Unmarshal(raw, &st); err != nil {
		return nil, fmt.Errorf("rigs: bad setup: %v", err)
	}
	tracked := st.KarmaCards
	st, err := ParseSetup(st.Players, st.Physical)
	if err != nil {
		return nil, fmt.Errorf("rigs: %v", err)
	}
	st.KarmaCards = tracked
	r := R()
	s := &State{Physical: st.Physical, Round: 0, Phase: SetupPhase, Leader: -1, NextPlotID: 1,
		KarmaDeck: r.DeckSizes()["karma"], ScriptLeft: map[rules.Resource]int{}}
	s.KarmaCards = st.KarmaCards
	for _, p := range r.Plots {
		for i := 0; i < p.Count; i++ {
			s.PlotDeck = append(s.PlotDeck, p.Type)
		}
	}
	for _, sv := range r.Surveys {
		for i := 0; i < sv.Count; i++ {
			s.SurveyDeck = append(s.SurveyDeck, sv.Yield)
		}
	}
	for _, d := range r.Disasters {
		for i := 0; i < d.Count; i++ {
			s.DisasterDeck = append(s.DisasterDeck, d.Title)
		}
	}
	for _, m := range r.Market {
		for i := 0; i < m.Count; i++ {
			s.MarketLeft = append(s.MarketLeft, m.Level)
		}
	}
	for _, res := range r.Vinnie.Lends {
		s.ScriptLeft[res] = r.Vinnie.ScriptPerType
	}
	for _, name := range st.Players {
		p := PlayerState{Name: name, Credits: r.Start.Credits, Warehouse: r.Start.Rigs,
			Res: map[rules.Resource]int{}, Script: map[rules.Resource]int{}}
		for _, res := range rules.Resources {
			p.Res[res] = r.Start.Resources[res]
		}
		for _, res := range r.Vinnie.Lends {
			p.Script[res] = 0
		}
		s.Players = append(s.Players, p)
	}
	s.Granted = make([]bool, len(s.Players))
	return s, nil
}

// Status is the line `games --saved` shows.
func (Rules) Status(s *State) string {
	switch s.Phase {
	case SetupPhase:
		return "setting up"
	case Ended:
		return "ended: " + s.WinnerText()
	}
	return fmt.Sprintf("round %d, %s", s.Round, s.Phase.Title())
}

// Decode reads a stored action.
func (Rules) Decode(raw json.RawMessage) (referee.Action[*State], error) {
	return referee.DecodeTagged[*State](raw, actionKinds)
}

var actionKinds = map[string]func() referee.Action[*State]{
	"next":      func() referee.Action[*State] { return &Next{} },
	"grant":     func() referee.Action[*State] { return &Grant{} },
	"survey":    func() referee.Action[*State] { return &Survey{} },
	"build":     func() referee.Action[*State] { return &Build{} },
	"move":      func() referee.Action[*State] { return &Move{} },
	"configure": func() referee.Action[*State] { return &Configure{} },
	"give":      func() referee.Action[*State] { return &Give{} },
	"loan":      func() referee.Action[*State] { return &Loan{} },
	"repay":     func() referee.Action[*State] { return &Repay{} },
	"disaster":  func() referee.Action[*State] { return &DisasterAction{} },
	"power":     func() referee.Action[*State] { return &Power{} },
	"market":    func() referee.Action[*State] { return &MarketDraw{} },
	"sell":      func() referee.Action[*State] { return &Sell{} },
	"karma":     func() referee.Action[*State] { return &Karma{} },
	"swap":      func() referee.Action[*State] { return &Swap{} },
	"adjust":    func() referee.Action[*State] { return &Adjust{} },
	"end":       func() referee.Action[*State] { return &End{} },
}

// Winners are the players with the highest worth (ties share the win).
func (s *State) Winners() []int {
	if s.Phase != Ended {
		return nil
	}
	best := -1 << 31
	var w []int
	for i, p := range s.Players {
		if p.Worth == nil {
			continue
		}
		switch {
		case p.Worth.Total > best:
			best, w = p.Worth.Total, []int{i}
		case p.Worth.Total == best:
			w = append(w, i)
		}
	}
	return w
}

// WinnerText is "Ann wins with 412" or "Ann and Bob share the win with 300".
func (s *State) WinnerText() string {
	w := s.Winners()
	if len(w) == 0 {
		return "no winner"
	}
	var names []string
	for _, i := range w {
		names = append(names, s.Players[i].Name)
	}
	if len(w) == 1 {
		return fmt.Sprintf("%s wins with a worth of %d", names[0], s.Players[w[0]].Worth.Total)
	}
	return fmt.Sprintf("%s share the win with a worth of %d", strings.Join(names, " and "), s.Players[w[0]].Worth.Total)
}

// decideLeader makes the player with the worst collection of plots the
// Expedition Leader: most barren Plains (no Luxury spots found), then fewest
// plots, then most Valleys; a roll-off settles the rest.
func (s *State) decideLeader(ch *referee.Chance) error {
	type key struct{ barren, plots, valleys int }
	keys := make([]key, len(s.Players))
	for i, p := range s.Players {
		for _, pl := range p.Plots {
			if pl.Type == "Plains" && pl.Luxury() == 0 {
				keys[i].barren++
			}
			if pl.Type == "Valley" {
				keys[i].valleys++
			}
		}
		keys[i].plots = len(p.Plots)
	}
	worse := func(a, b key) int { // >0 when a is the worse collection
		if a.barren != b.barren {
			return a.barren - b.barren
		}
		if a.plots != b.plots {
			return b.plots - a.plots
		}
		return a.valleys - b.valleys
	}
	var tied []int
	for i := range s.Players {
		switch {
		case len(tied) == 0 || worse(keys[i], keys[tied[0]]) > 0:
			tied = []int{i}
		case worse(keys[i], keys[tied[0]]) == 0:
			tied = append(tied, i)
		}
	}
	for len(tied) > 1 {
		best, var2 := 0, []int{}
		var rolls []string
		for _, i := range tied {
			d, err := ch.Roll("roll-off "+s.Players[i].Name, R().Limits.Die)
			if err != nil {
				return err
			}
			rolls = append(rolls, fmt.Sprintf("%s %d", s.Players[i].Name, d))
			switch {
			case d > best:
				best, var2 = d, []int{i}
			case d == best:
				var2 = append(var2, i)
			}
		}
		s.say("Roll-off for Expedition Leader: %s.", strings.Join(rolls, ", "))
		tied = var2
	}
	old := s.Leader
	s.Leader = tied[0]
	s.OwnershipChanged = false
	if old != s.Leader {
		s.say("%s is the Expedition Leader (worst plots: %s, %s, %s).", s.Players[s.Leader].Name,
			plural(keys[s.Leader].barren, "barren Plains", "barren Plains"), plural(keys[s.Leader].plots, "plot", "plots"), plural(keys[s.Leader].valleys, "Valley", "Valleys"))
	} else {
		s.say("%s stays Expedition Leader.", s.Players[s.Leader].Name)
	}
	return nil
}

// drawKarma gives a player n Karma cards, reshuffling the discards when the
// deck runs out; it says how many could be drawn.
func (s *State) drawKarma(i, n int) int {
	got := 0
	for ; got < n; got++ {
		if s.KarmaDeck == 0 {
			if s.KarmaPile == 0 {
				s.say("The Karma deck and its discards are empty: %s draws no more.", s.Players[i].Name)
				break
			}
			s.KarmaDeck, s.KarmaPile = s.KarmaPile, 0
			s.KarmaDiscard = nil // the played cards go back into the deck
			s.say("The Karma discards are shuffled into a new Karma deck.")
		}
		s.KarmaDeck--
		s.Players[i].Karma++
	}
	return got
}

func (s *State) discardKarma(i, n int) {
	s.Players[i].Karma -= n
	s.KarmaPile += n
}

// grantPlot gives a new plot card to a player.
func (s *State) grantPlot(i int, typ string) {
	s.PlotDeck = removeOne(s.PlotDeck, typ)
	s.Players[i].Plots = append(s.Players[i].Plots, Plot{ID: s.NextPlotID, Type: typ})
	s.NextPlotID++
	s.OwnershipChanged = true
}

// loseRigs removes n RIGS from a player, from the place named (0: the
// warehouse first, then the fullest plots). It returns how many were lost.
func (s *State) loseRigs(i, n, from int) int {
	p := &s.Players[i]
	lost := 0
	take := func(pl *Plot) {
		for lost < n && pl.Rigs > 0 {
			pl.Rigs--
			lost++
		}
	}
	if from > 0 {
		if pl, ok := p.Plot(from); ok {
			take(pl)
		}
	}
	for lost < n && p.Warehouse > 0 {
		p.Warehouse--
		lost++
	}
	for lost < n && p.PlacedRigs() > 0 {
		idx := make([]int, len(p.Plots))
		for k := range idx {
			idx[k] = k
		}
		sort.SliceStable(idx, func(a, b int) bool { return p.Plots[idx[a]].Rigs > p.Plots[idx[b]].Rigs })
		take(&p.Plots[idx[0]])
	}
	return lost
}

// LegalTypes lists the action types that make sense in the state's phase
// (for menus); Legal still decides.
func (s *State) LegalTypes() []string {
	switch s.Phase {
	case SetupPhase:
		if s.Physical {
			return []string{"grant", "next"}
		}
		return []string{"next"}
	case Player:
		return []string{"grant", "survey", "build", "move", "configure", "give", "loan", "repay", "karma", "adjust", "next"}
	case Disaster:
		return []string{"disaster", "swap", "karma", "adjust", "next"}
	case Production:
		return []string{"power", "give", "loan", "karma", "adjust", "next"}
	case Market:
		return []string{"market", "sell", "karma", "adjust", "next", "end"}
	}
	return nil
}
