package rigs

import (
	"errors"
	"fmt"
	"strings"

	"boardroom/referee"
)

var refuse = referee.Refusef

// endedRule is the rule a refusal names once the game is over.
func endedRule() string {
	return fmt.Sprintf("the game ends after the Market Phase of round %d", R().Limits.GameMarketCards)
}

// Rules the Player-Phase gate names.
const (
	ruleGrantFirst = `Player Phase: "If possible, the Land Grant occurs at the very start of this phase"`
	ruleLeaderNext = `Player Phase: "the Expedition Leader is then determined at the beginning of this phase also, but after any Land Grant"; "Final ties are decided by roll off"`
)

// grantFirst refuses a Player-Phase action while this round's Land Grant or
// the Expedition Leader's roll-off is still open (edition 2 on): the
// Expedition Leader is decided on the plots after the grant.
func (s *State) grantFirst() error {
	if s.Phase != Player || !s.strict() {
		return nil
	}
	if len(s.GrantPool) > 0 {
		ld := s.Players[s.Leader].Name
		return refuse(ruleGrantFirst, "the Expedition Leader (%s) has not picked from %s yet: 'grant %s <type>'", ld, strings.Join(s.GrantPool, ", "), ld)
	}
	if s.Physical && s.grantOpen() {
		return refuse(ruleGrantFirst, "record the plots drawn first with 'grant <player> <type>' (still to receive one: %s)", strings.Join(s.ungranted(), ", "))
	}
	if len(s.RollOff) > 0 {
		return refuse(ruleLeaderNext, "%s have not entered their roll-off yet: 'rolloff %s'", s.nameList(s.RollOff), strings.TrimSpace(strings.Repeat("<die> ", len(s.RollOff))))
	}
	return nil
}

// inPhase refuses an action of type action outside its phases (the phase
// table), and anything before the Land Grant and roll-off are settled.
func inPhase(s *State, action ActionName) error {
	if !phases.Get().Allows(s.Phase, string(action)) {
		if s.Phase == Ended {
			return refuse(endedRule(), "the game has ended")
		}
		return phases.Get().Check(s.Phase, string(action), "")
	}
	return s.grantFirst()
}

// player finds a player by name; a name nobody at the table has is refused.
func player(s *State, name string) (int, error) {
	i, err := s.PlayerIndex(name)
	var r *referee.Refusal
	if errors.As(err, &r) && r.Rule == "" {
		return i, refuse("the players are the ones named when the game was set up", "%s", r.Reason)
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
		return nil, nil, refuse(rule, "%s owns no plot #%d (plots: %s)", p.Name, id, plotList(p.Plots))
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
					return refuse(fmt.Sprintf("each player starts with %d plots with %d players", want, len(s.Players)),
						"%s has %s; record the plots drawn with 'grant %s <type>'", p.Name, plural(len(p.Plots), "plot", "plots"), p.Name)
				}
			}
		}
	case Player:
		if err := s.grantFirst(); err != nil {
			return err
		}
		if len(s.GrantPool) > 0 {
			return refuse("the Land Grant comes first in the Player Phase",
				"the Expedition Leader (%s) has not picked from %s yet: 'grant %s <type>'", s.Players[s.Leader].Name, strings.Join(s.GrantPool, ", "), s.Players[s.Leader].Name)
		}
		if s.Physical && s.grantOpen() {
			return refuse("while plots last, every player gets a plot in the Land Grant",
				"record the plots drawn with 'grant <player> <type>' (still to receive one: %s)", strings.Join(s.ungranted(), ", "))
		}
	case Disaster:
		for _, p := range s.Players {
			if !p.Resolved {
				how := fmt.Sprintf("'disaster %s'", p.Name)
				if s.Physical && p.Disaster == "" {
					how = fmt.Sprintf("'disaster %s <title>' with the card dealt", p.Name)
				}
				return refuse("every player's Disaster card is resolved before the Production Phase", "%s's is not: %s", p.Name, how)
			}
		}
	case Market:
		if len(s.MarketDrawn) < s.Round {
			return refuse("the Market Phase starts with a Market card", "draw it with 'market'")
		}
		if s.LastRound() && s.Physical {
			return refuse("with physical decks the players draw the End Game Market cards and roll the resource dice",
				"enter them with 'end' (see 'boardroom rigs end --help')")
		}
	case Ended:
		return refuse(endedRule(), "the game has ended")
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
				s.Say("%s starts with plots %s: take those cards and write the numbers on them.", p.Name, plotList(p.Plots))
			}
		}
		s.Round, s.Phase = 1, Player
		s.Say("Round 1, Player Phase (no Land Grant in round 1).")
		if err := s.decideLeader(ch); err != nil {
			return nil, err
		}
	case Player:
		for i := range s.Players {
			if over := s.Players[i].Karma - r.Limits.KarmaHand; over > 0 {
				s.discardKarma(i, over)
				s.Say("%s discards %s down to %d (hand limit at the end of the Player Phase).", s.Players[i].Name, plural(over, "Karma card", "Karma cards"), r.Limits.KarmaHand)
			}
		}
		s.resetLoans()
		s.Phase = Disaster
		s.Say("Round %d, Disaster Phase.", s.Round)
		for k := range s.Players {
			i := (s.Leader + k) % len(s.Players)
			if p := s.Players[i]; p.Disaster != "" && !p.Resolved { // a card left unresolved goes back
				s.Moved.Move(disasterCard(p.Disaster), 1, inFront(p.Name), disasterDeck)
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
			s.Moved.Move(disasterCard(title), 1, disasterDeck, inFront(s.Players[i].Name))
			s.Say("%s is dealt %q: take that card. Resolve it with 'disaster %s'.", s.Players[i].Name, title, s.Players[i].Name)
		}
		if s.Physical {
			s.Say("The Expedition Leader deals a Disaster card to each player; record each with 'disaster <player> <title>'.")
		}
	case Disaster:
		s.resetLoans()
		s.Phase = Production
		for i := range s.Players {
			s.Players[i].Power = nil
		}
		s.Say("Round %d, Production Phase: 'show' has each player's production; Zero Hour deals and Vinnie loans are open; 'next' is the Final Call.", s.Round)
	case Production:
		s.commitProduction()
		s.resetLoans()
		s.Phase = Market
		s.Boost = nil
		s.Say("Round %d, Market Phase: draw the Market card with 'market'.", s.Round)
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
		s.Say("Round %d, Player Phase.", s.Round)
		s.startRoundKarma()
		for i := range s.Granted {
			s.Granted[i] = false
		}
		switch {
		case len(s.PlotDeck) == 0:
			s.Say("The Plot deck is empty: no Land Grant.")
			if s.OwnershipChanged {
				if err := s.decideLeader(ch); err != nil {
					return nil, err
				}
			}
		case s.Physical:
			s.Say("Land Grant: the Expedition Leader (%s) draws %s; record who gets what with 'grant <player> <type>'.",
				s.Players[s.Leader].Name, plural(min(len(s.Players), len(s.PlotDeck)), "plot", "plots"))
		default:
			for k := 0; k < len(s.Players) && len(s.PlotDeck) > 0; k++ {
				idx, err := referee.Pick(ch, "plot", s.PlotDeck)
				if err != nil {
					return nil, err
				}
				s.GrantPool = append(s.GrantPool, s.PlotDeck[idx])
				s.Moved.Move(plotCard(s.PlotDeck[idx]), 1, plotDeck, grantPlace)
				s.PlotDeck = removeOne(s.PlotDeck, s.PlotDeck[idx])
			}
			s.Say("Land Grant: %s draws %s. Pick one with 'grant %s <type>'; the rest go to the others at random.",
				s.Players[s.Leader].Name, strings.Join(s.GrantPool, ", "), s.Players[s.Leader].Name)
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

func plotList(plots []Plot) string {
	var parts []string
	for _, p := range plots {
		parts = append(parts, fmt.Sprintf("#%d (%s)", p.ID, p.Type))
	}
	return strings.Join(parts, ", ")
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
		return refuse("plot cards are Plains, Valley, Forest, Desert or Ridge", "%v", err)
	}
	r := R()
	switch {
	case s.Phase == SetupPhase && s.Physical:
		if want := r.Start.Plots[len(s.Players)]; len(s.Players[i].Plots) >= want {
			return refuse(fmt.Sprintf("each player starts with %d plots with %d players", want, len(s.Players)), "%s has them all", s.Players[i].Name)
		}
		return deckHas(s.PlotDeck, typ, "Plot")
	case s.Phase != Player:
		return inPhase(s, ActGrant)
	case s.Round < 2:
		return refuse("Land Grants start after the first round", "it is round 1")
	case s.Physical:
		if !s.grantOpen() {
			return refuse("one plot per player per Land Grant, while plots last", "this round's Land Grant is complete")
		}
		if s.Granted[i] {
			return refuse("one plot per player per Land Grant", "%s has received one this round", s.Players[i].Name)
		}
		return deckHas(s.PlotDeck, typ, "Plot")
	}
	if len(s.GrantPool) == 0 {
		return refuse("one Land Grant per Player Phase, while plots last", "there is no plot waiting to be granted")
	}
	if i != s.Leader {
		return refuse("the Expedition Leader picks first from the Land Grant", "%s is the Expedition Leader, not %s", s.Players[s.Leader].Name, s.Players[i].Name)
	}
	if count(s.GrantPool, typ) == 0 {
		return refuse("the Expedition Leader picks one of the plots drawn", "drawn: %s", strings.Join(s.GrantPool, ", "))
	}
	seen := map[int]bool{}
	for _, n := range a.Order {
		j, err := player(s, n)
		if err != nil {
			return err
		}
		if j == s.Leader || seen[j] {
			return refuse("the others draw once each, in the order the Expedition Leader chooses", "%s cannot be in the order", s.Players[j].Name)
		}
		seen[j] = true
	}
	return nil
}

func deckHas[T comparable](deck []T, v T, name string) error {
	for _, x := range deck {
		if x == v {
			return nil
		}
	}
	return refuse(fmt.Sprintf("the %s deck holds only the cards the inventory lists", name), "no %v is left in the %s deck", v, name)
}

func (a *Grant) Apply(s0 *State, ch *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	typ, _ := ParsePlotType(a.Type)
	if s.Phase == SetupPhase || s.Physical {
		s.grantPlot(i, typ)
		s.Say("%s receives plot #%d (%s): write #%d on the card.", s.Players[i].Name, s.NextPlotID-1, typ, s.NextPlotID-1)
		s.Work.Line("land-grant", "%s receives plot #%d (%s): %s's plots %d + 1 = %d", s.Players[i].Name, s.NextPlotID-1, typ, s.Players[i].Name, len(s0.Players[i].Plots), len(s.Players[i].Plots))
		if s.Phase == Player {
			s.Work.Line("land-grant", "plots still to grant this round: %d - 1 = %d", len(s0.ungrantedSeats()), len(s.ungrantedSeats())-1)
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
	s.Work.Line("land-grant", "the leader %s keeps %s of the %d plots drawn (%s); %s's plots %d + 1 = %d", s.Players[i].Name, typ, len(s.GrantPool), strings.Join(s.GrantPool, ", "), s.Players[i].Name, len(s.Players[i].Plots), len(s.Players[i].Plots)+1)
	s.GrantPool = removeOne(s.GrantPool, typ)
	s.PlotDeck = append(s.PlotDeck, typ) // grantPlot takes it from the deck
	s.grantPlotFrom(i, typ, grantPlace)
	s.Say("%s picks plot #%d (%s): write #%d on the card.", s.Players[i].Name, s.NextPlotID-1, typ, s.NextPlotID-1)
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
			s.Say("No plot left for %s in this Land Grant.", s.Players[j].Name)
			continue
		}
		idx, err := referee.Pick(ch, "grant draw", s.GrantPool)
		if err != nil {
			return nil, err
		}
		typ := s.GrantPool[idx]
		s.Work.Line("land-grant", "%s draws %s at random from the %d left (%s); %s's plots %d + 1 = %d", s.Players[j].Name, typ, len(s.GrantPool), strings.Join(s.GrantPool, ", "), s.Players[j].Name, len(s.Players[j].Plots), len(s.Players[j].Plots)+1)
		s.GrantPool = removeOne(s.GrantPool, typ)
		s.PlotDeck = append(s.PlotDeck, typ)
		s.grantPlotFrom(j, typ, grantPlace)
		s.Say("%s draws plot #%d (%s): write #%d on the card.", s.Players[j].Name, s.NextPlotID-1, typ, s.NextPlotID-1)
	}
	if err := s.decideLeader(ch); err != nil {
		return nil, err
	}
	return s, nil
}
