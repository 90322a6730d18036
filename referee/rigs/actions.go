package rigs

import (
	"errors"
	"fmt"
	"strings"

	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"
)

var refuse = referee.Refusef

// endedRule is the rule a refusal names once the game is over.
func (s *State) endedRule() string { return s.say("rule.ended", R().Limits.GameMarketCards) }

// grantFirst refuses a Player-Phase action while this round's Land Grant or
// the Expedition Leader's roll-off is still open (edition 2 on): the
// Expedition Leader is decided on the plots after the grant.
func (s *State) grantFirst() error {
	if s.Phase != Player || !s.strict() {
		return nil
	}
	if len(s.GrantPool) > 0 {
		ld := s.Players[s.Leader].Name
		return s.no(s.say("rule.grant_first"), "refuse.leader_not_picked", ld, s.plotTypes(s.GrantPool))
	}
	if s.Physical && s.grantOpen() {
		return s.no(s.say("rule.grant_first"), "refuse.record_grant_first", s.joinAnd(s.ungranted()))
	}
	if len(s.RollOff) > 0 {
		return s.no(s.say("rule.leader_next"), "refuse.rolloff_open", s.nameList(s.RollOff), s.dieArgs(len(s.RollOff)))
	}
	return nil
}

// inPhase refuses an action of type action outside its phases (the phase
// table), and anything before the Land Grant and roll-off are settled.
func inPhase(s *State, action ActionName) error {
	if !phases.Get().Allows(s.Phase, string(action)) {
		if s.Phase == Ended {
			return s.no(s.endedRule(), "refuse.ended")
		}
		var names []string
		for _, p := range phases.Get().Actions[string(action)].In {
			names = append(names, s.say("phase_short."+string(p)))
		}
		return s.no(s.say("rule.happens_in", s.say("doing."+string(action)), s.joinOr(names)), "refuse.karma_phase", rigsrules.Phase(s.Phase))
	}
	return s.grantFirst()
}

// player finds a player by name; a name nobody at the table has is refused.
func player(s *State, name string) (int, error) {
	i, err := s.PlayerIndex(name)
	var r *referee.Refusal
	if errors.As(err, &r) && r.Rule == "" {
		return i, referee.Refusef(s.say("rule.players_named"), "%s", r.Reason)
	}
	return i, err
}

// actor opens an action of type action by the player named: refused
// outside its phases (inPhase) or for a name nobody at the table has.
func actor(s *State, action ActionName, name string) (*PlayerState, error) {
	if err := inPhase(s, action); err != nil {
		return nil, err
	}
	i, err := player(s, name)
	if err != nil {
		return nil, err
	}
	return &s.Players[i], nil
}

// ownedPlot finds a player and one of their plots, or refuses with the rule.
func ownedPlot(s *State, name string, id int, rule string) (*PlayerState, *Plot, error) {
	i, err := player(s, name)
	if err != nil {
		return nil, nil, err
	}
	p := &s.Players[i]
	pl, ok := p.Plot(id)
	if !ok {
		return nil, nil, s.no(rule, "refuse.no_such_plot", p.Name, id, s.plotList(p.Plots))
	}
	return p, pl, nil
}

// ---- next ----

// Next ends the current phase and runs the automatic steps of the next one.
type Next struct{}

func (*Next) ActionType() string { return string(ActNext) }

func (a *Next) Legal(s *State) error {
	r := R()
	switch s.Phase {
	case SetupPhase:
		if s.Physical {
			for _, p := range s.Players {
				if want := r.Start.Plots[len(s.Players)]; len(p.Plots) != want {
					return s.noCiting("setup", s.say("rule.starting_plots", want, len(s.Players)), "refuse.starting_plots_missing", p.Name, len(p.Plots))
				}
			}
		}
	case Player:
		if err := s.grantFirst(); err != nil {
			return err
		}
		if len(s.GrantPool) > 0 {
			return s.noCiting("land-grant", s.say("rule.grant_comes_first"), "refuse.leader_not_picked", s.Players[s.Leader].Name, s.plotTypes(s.GrantPool))
		}
		if s.Physical && s.grantOpen() {
			return s.noCiting("land-grant", s.say("rule.grant_everyone"), "refuse.record_grant", s.joinAnd(s.ungranted()))
		}
	case Disaster:
		for _, p := range s.Players {
			if !p.Resolved {
				id := "refuse.disaster_open"
				if s.Physical && p.Disaster == "" {
					id = "refuse.disaster_open_physical"
				}
				return s.noCiting("disaster-phase", s.say("rule.disasters_first"), id, p.Name)
			}
		}
	case Market:
		if len(s.MarketDrawn) < s.Round {
			return s.noCiting("market", s.say("rule.market_card_first"), "refuse.draw_market")
		}
		if s.LastRound() && s.Physical {
			return s.noCiting("end-game", s.say("rule.end_physical"), "refuse.enter_end")
		}
	case Ended:
		return s.no(s.endedRule(), "refuse.ended")
	}
	return nil
}

func (a *Next) Apply(s0 *State, ch *referee.Chance) (*State, error) {
	s := s0.Clone()
	r := R()
	s.checkNext()
	switch s.Phase {
	case SetupPhase:
		if !s.Physical {
			n := r.Start.Plots[len(s.Players)]
			for k := 0; k < n; k++ {
				for i := range s.Players {
					idx, err := referee.Pick(ch, "plot", s.PlotDeck)
					if err != nil {
						return nil, err
					}
					s.grantPlot(i, s.PlotDeck[idx])
				}
			}
			for _, p := range s.Players {
				s.tell("next.starting_plots", p.Name, s.plotList(p.Plots))
			}
		}
		s.Round, s.Phase = 1, Player
		s.tell("next.round1")
		if err := s.decideLeader(ch); err != nil {
			return nil, err
		}
	case Player:
		for i := range s.Players {
			if over := s.Players[i].Karma - r.Limits.KarmaHand; over > 0 {
				s.discardKarma(i, over)
				s.tell("next.hand_limit", s.Players[i].Name, over, r.Limits.KarmaHand)
			}
		}
		s.resetLoans()
		s.Phase = Disaster
		s.tell("next.round_phase", s.Round, rigsrules.DisasterPhase)
		for k := range s.Players {
			i := (s.Leader + k) % len(s.Players)
			if p := s.Players[i]; p.Disaster != "" && !p.Resolved { // a card left unresolved goes back
				s.move(s.disasterCard(p.Disaster), 1, s.inFront(p.Name), s.at("disaster_deck"))
			}
			s.Players[i].Disaster, s.Players[i].Resolved, s.Players[i].Effects = "", false, nil
			if s.Physical {
				continue
			}
			title, err := s.dealDisaster(ch)
			if err != nil {
				return nil, err
			}
			s.Players[i].Disaster = title
			s.move(s.disasterCard(title), 1, s.at("disaster_deck"), s.inFront(s.Players[i].Name))
			s.tell("next.dealt_disaster", s.Players[i].Name, s.disasterName(title))
		}
		if s.Physical {
			s.tell("next.deal_disasters_physical")
		}
	case Disaster:
		s.resetLoans()
		s.Phase = Production
		for i := range s.Players {
			s.Players[i].Power = nil
		}
		s.tell("next.production", s.Round)
	case Production:
		s.commitProduction()
		s.resetLoans()
		s.Phase = Market
		s.Boost = nil
		s.tell("next.market", s.Round)
	case Market:
		if s.LastRound() {
			if err := s.endGame(ch, nil); err != nil {
				return nil, err
			}
			return s, nil
		}
		s.Round++
		s.Phase = Player
		s.Boost = nil
		s.Price = 0 // this round's card is not drawn yet
		s.tell("next.round_phase", s.Round, rigsrules.PlayerPhase)
		s.startRoundKarma()
		for i := range s.Granted {
			s.Granted[i] = false
		}
		switch {
		case len(s.PlotDeck) == 0:
			s.tell("next.plot_deck_empty")
			if s.OwnershipChanged {
				if err := s.decideLeader(ch); err != nil {
					return nil, err
				}
			}
		case s.Physical:
			s.tell("next.grant_physical", s.Players[s.Leader].Name, min(len(s.Players), len(s.PlotDeck)))
		default:
			for k := 0; k < len(s.Players) && len(s.PlotDeck) > 0; k++ {
				idx, err := referee.Pick(ch, "plot", s.PlotDeck)
				if err != nil {
					return nil, err
				}
				s.GrantPool = append(s.GrantPool, s.PlotDeck[idx])
				s.move(s.plotCard(s.PlotDeck[idx]), 1, s.at("plot_deck"), s.at("grant"))
				s.PlotDeck = removeOne(s.PlotDeck, s.PlotDeck[idx])
			}
			s.tell("next.grant", s.Players[s.Leader].Name, s.plotTypes(s.GrantPool))
		}
	}
	return s, nil
}

func (s *State) resetLoans() {
	for i := range s.Players {
		s.Players[i].Borrowed = 0
	}
	s.Backed = nil
}

func (s *State) grantOpen() bool {
	if s.Round < 2 || len(s.PlotDeck) == 0 {
		return false
	}
	n := 0
	for _, g := range s.Granted {
		if g {
			n++
		}
	}
	return n < len(s.Players)
}

func (s *State) ungrantedSeats() []int {
	var out []int
	for i, g := range s.Granted {
		if !g {
			out = append(out, i)
		}
	}
	return out
}

func (s *State) ungranted() []string {
	var out []string
	for i, g := range s.Granted {
		if !g {
			out = append(out, s.Players[i].Name)
		}
	}
	return out
}

// plotList is "#1 (Plains), #4 (Desert)" in the table's language.
func (s *State) plotList(plots []Plot) string {
	var parts []string
	for _, p := range plots {
		parts = append(parts, fmt.Sprintf("#%d (%s)", p.ID, rigsrules.PlotTypeName(s.Language(), p.Type)))
	}
	return strings.Join(parts, ", ")
}

// dieArgs is n die placeholders for a rolloff command ("<die> <die>").
func (s *State) dieArgs(n int) string {
	return strings.TrimSpace(strings.Repeat(s.say("word.die_arg")+" ", n))
}

// ---- grant ----

// Grant hands out a plot card: the Expedition Leader's pick of the Land
// Grant (the others then get the rest at random, in Order), or, with
// physical decks, a plot a player drew (also the starting plots).
type Grant struct {
	Player string   `json:"player"`
	Type   string   `json:"plot_type"`
	Order  []string `json:"order,omitempty"`
}

func (*Grant) ActionType() string { return string(ActGrant) }

func (a *Grant) Legal(s *State) error {
	i, err := player(s, a.Player)
	if err != nil {
		return err
	}
	typ, err := ParsePlotType(a.Type)
	if err != nil {
		return s.no(s.say("rule.plot_types", s.plotTypes(s.allPlotTypes())), "refuse.no_plot_type", a.Type, s.plotTypes(s.allPlotTypes()))
	}
	r := R()
	switch {
	case s.Phase == SetupPhase && s.Physical:
		if want := r.Start.Plots[len(s.Players)]; len(s.Players[i].Plots) >= want {
			return s.no(s.say("rule.starting_plots", want, len(s.Players)), "refuse.has_all_plots", s.Players[i].Name)
		}
		return s.plotDeckHas(typ)
	case s.Phase != Player:
		return inPhase(s, ActGrant)
	case s.Round < 2:
		return s.no(s.say("rule.grant_after_round1"), "refuse.round1")
	case s.Physical:
		if !s.grantOpen() {
			return s.no(s.say("rule.grant_one_each_while"), "refuse.grant_complete")
		}
		if s.Granted[i] {
			return s.no(s.say("rule.grant_one_each"), "refuse.grant_received", s.Players[i].Name)
		}
		return s.plotDeckHas(typ)
	}
	if len(s.GrantPool) == 0 {
		return s.no(s.say("rule.one_grant"), "refuse.no_grant_waiting")
	}
	if i != s.Leader {
		return s.no(s.say("rule.leader_picks_first"), "refuse.not_leader", s.Players[s.Leader].Name, s.Players[i].Name)
	}
	if count(s.GrantPool, typ) == 0 {
		return s.no(s.say("rule.leader_picks_drawn"), "refuse.drawn", s.plotTypes(s.GrantPool))
	}
	seen := map[int]bool{}
	for _, n := range a.Order {
		j, err := player(s, n)
		if err != nil {
			return err
		}
		if j == s.Leader || seen[j] {
			return s.no(s.say("rule.grant_order"), "refuse.not_in_order", s.Players[j].Name)
		}
		seen[j] = true
	}
	return nil
}

// plotDeckHas refuses a plot type the Plot deck no longer holds.
func (s *State) plotDeckHas(typ string) error {
	if count(s.PlotDeck, typ) > 0 {
		return nil
	}
	return s.no(s.say("rule.plot_deck"), "refuse.plot_deck_out", rigsrules.PlotTypeName(s.Language(), typ))
}

// allPlotTypes are the plot types of the rules data, in its order.
func (s *State) allPlotTypes() []string {
	var out []string
	for _, p := range R().Plots {
		out = append(out, p.Type)
	}
	return out
}

func (a *Grant) Apply(s0 *State, ch *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	typ, _ := ParsePlotType(a.Type)
	if s.Phase == SetupPhase || s.Physical {
		s.grantPlot(i, typ)
		typName := rigsrules.PlotTypeName(s.Language(), typ)
		s.tell("grant.receives", s.Players[i].Name, s.NextPlotID-1, typName)
		s.work("land-grant", "work.grant_receives", s.Players[i].Name, s.NextPlotID-1, typName, len(s0.Players[i].Plots), len(s.Players[i].Plots))
		if s.Phase == Player {
			s.work("land-grant", "work.grant_left", len(s0.ungrantedSeats()), len(s.ungrantedSeats())-1)
		}
		if s.Phase == Player {
			s.Granted[i] = true
			if !s.grantOpen() {
				if err := s.decideLeader(ch); err != nil {
					return nil, err
				}
			}
		}
		return s, nil
	}
	// The leader's pick, from the pool already drawn.
	s.work("land-grant", "work.leader_keeps", s.Players[i].Name, rigsrules.PlotTypeName(s.Language(), typ), len(s.GrantPool), s.plotTypes(s.GrantPool), len(s.Players[i].Plots), len(s.Players[i].Plots)+1)
	s.GrantPool = removeOne(s.GrantPool, typ)
	s.PlotDeck = append(s.PlotDeck, typ) // grantPlot takes it from the deck
	s.grantPlotFrom(i, typ, s.at("grant"))
	s.tell("grant.picks", s.Players[i].Name, s.NextPlotID-1, rigsrules.PlotTypeName(s.Language(), typ))
	order := []int{}
	for _, n := range a.Order {
		j, _ := player(s, n)
		order = append(order, j)
	}
	for k := 1; k < len(s.Players); k++ { // the rest of the table, seat order after the leader
		j := (s.Leader + k) % len(s.Players)
		dup := false
		for _, o := range order {
			dup = dup || o == j
		}
		if !dup {
			order = append(order, j)
		}
	}
	for _, j := range order {
		if len(s.GrantPool) == 0 {
			s.tell("grant.none_left", s.Players[j].Name)
			continue
		}
		idx, err := referee.Pick(ch, "grant draw", s.GrantPool)
		if err != nil {
			return nil, err
		}
		typ := s.GrantPool[idx]
		s.work("land-grant", "work.grant_draws", s.Players[j].Name, rigsrules.PlotTypeName(s.Language(), typ), len(s.GrantPool), s.plotTypes(s.GrantPool), len(s.Players[j].Plots), len(s.Players[j].Plots)+1)
		s.GrantPool = removeOne(s.GrantPool, typ)
		s.PlotDeck = append(s.PlotDeck, typ)
		s.grantPlotFrom(j, typ, s.at("grant"))
		s.tell("grant.draws", s.Players[j].Name, s.NextPlotID-1, rigsrules.PlotTypeName(s.Language(), typ))
	}
	if err := s.decideLeader(ch); err != nil {
		return nil, err
	}
	return s, nil
}
