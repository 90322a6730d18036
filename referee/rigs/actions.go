package rigs

import (
	"errors"
	"fmt"
	"maps"
	"strings"
	"sync"

	"boardroom/referee"
	rules "boardroom/rules/rigs"
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

// phases is the round of R.I.G.S.: its phases in order and the actions
// bound to them (Vinnie's phases come from the rules data).
var phases = sync.OnceValue(func() *referee.PhaseTable[Phase] {
	var loan, repay []Phase
	for _, p := range R().Vinnie.Phases {
		loan = append(loan, Phase(p))
	}
	for _, p := range R().Vinnie.RepayPhases {
		repay = append(repay, Phase(p))
	}
	in := func(what string, ps ...Phase) referee.PhaseAction[Phase] {
		return referee.PhaseAction[Phase]{What: what, In: ps}
	}
	return &referee.PhaseTable[Phase]{
		Order: []Phase{Player, Disaster, Production, Market},
		Title: Phase.Title,
		Actions: map[string]referee.PhaseAction[Phase]{
			"grant":     in("The Land Grant", Player),
			"survey":    in("Surveying", Player),
			"build":     in("Building RIGS", Player),
			"move":      in("Moving RIGS", Player),
			"configure": in("Configuring plots", Player),
			"give":      in("Making a deal", Player, Production),
			"loan":      in("Borrowing from Vinnie", loan...),
			"repay":     in("Repaying Vinnie", repay...),
			"disaster":  in("Resolving a Disaster", Disaster),
			"swap":      in("Discarding 1 Karma card and drawing 1", Disaster),
			"power":     in("Powering plots", Production),
			"market":    in("The Market card", Market),
			"sell":      in("Selling Luxuries", Market),
			"end":       in("The end of the game", Market),
		},
	}
})

// inPhase refuses an action of type action outside its phases (the phase
// table), and anything before the Land Grant and roll-off are settled.
func inPhase(s *State, action string) error {
	if !phases().Allows(s.Phase, action) {
		if s.Phase == Ended {
			return refuse(endedRule(), "the game has ended")
		}
		return phases().Check(s.Phase, action, "")
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

func (*Next) ActionType() string { return "next" }

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
			s.Players[i].Disaster, s.Players[i].Resolved, s.Players[i].Effects = "", false, nil
			if s.Physical {
				continue
			}
			title, err := s.dealDisaster(ch)
			if err != nil {
				return nil, err
			}
			s.Players[i].Disaster = title
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

func (*Grant) ActionType() string { return "grant" }

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
		return inPhase(s, "grant")
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
	s.grantPlot(i, typ)
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
		s.grantPlot(j, typ)
		s.Say("%s draws plot #%d (%s): write #%d on the card.", s.Players[j].Name, s.NextPlotID-1, typ, s.NextPlotID-1)
	}
	if err := s.decideLeader(ch); err != nil {
		return nil, err
	}
	return s, nil
}

// ---- survey ----

// Survey pays a Supply and puts a survey card under an unsurveyed plot.
type Survey struct {
	Player string `json:"player"`
	Plot   int    `json:"plot"`
	Yield  *int   `json:"yield,omitempty"` // physical decks: the card drawn
}

func (*Survey) ActionType() string { return "survey" }

func (a *Survey) Legal(s *State) error {
	if err := inPhase(s, "survey"); err != nil {
		return err
	}
	p, pl, err := ownedPlot(s, a.Player, a.Plot, "a player surveys a plot he or she owns")
	if err != nil {
		return err
	}
	if pl.Surveyed() {
		return refuse("a plot is surveyed once; the survey stays with it", "%s is already surveyed (yield %d)", plotName(*pl), pl.Luxury())
	}
	cost := R().Costs.Survey
	if err := canPay(p, cost, "a survey costs "+costText(cost)); err != nil {
		return err
	}
	if len(s.SurveyDeck) == 0 {
		return refuse("surveys are drawn from the Survey deck", "the Survey deck is empty")
	}
	if s.Physical != (a.Yield != nil) {
		if s.Physical {
			return refuse("with physical decks the players draw the survey card", "say its yield: 'survey %s %d <yield>'", p.Name, pl.ID)
		}
		return refuse("the referee draws the survey card (the game was not started with --physical)", "leave out the yield")
	}
	if a.Yield != nil {
		return deckHas(s.SurveyDeck, *a.Yield, "Survey")
	}
	return nil
}

func (a *Survey) Apply(s0 *State, ch *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	p := &s.Players[i]
	s.payFor(p, "survey", "the survey", R().Costs.Survey)
	var y int
	if a.Yield != nil {
		v, err := referee.Enter(ch, "survey", *a.Yield)
		if err != nil {
			return nil, err
		}
		y = v
	} else {
		idx, err := referee.Pick(ch, "survey", s.SurveyDeck)
		if err != nil {
			return nil, err
		}
		y = s.SurveyDeck[idx]
	}
	s.SurveyDeck = removeOne(s.SurveyDeck, y)
	pl, _ := p.Plot(a.Plot)
	pl.Survey = &y
	if y == 0 {
		s.Say("%s surveys plot #%d (%s) for %s: yield 0, no Luxury spots. Take a 0-yield survey card.", p.Name, pl.ID, pl.Type, costText(R().Costs.Survey))
	} else {
		s.Say("%s surveys plot #%d (%s) for %s: yield %d, %s. Take a %d-yield survey card.", p.Name, pl.ID, pl.Type, costText(R().Costs.Survey), y, plural(y, "Luxury spot", "Luxury spots"), y)
	}
	return s, nil
}

func canPay(p *PlayerState, cost map[rules.Resource]int, rule string) error {
	for _, res := range rules.Resources {
		if need := cost[res]; p.Res[res] < need {
			return refuse(rule, "%s has %s", p.Name, resName(res, p.Res[res]))
		}
	}
	return nil
}

func pay(p *PlayerState, cost map[rules.Resource]int) {
	for res, n := range cost {
		p.Res[res] -= n
	}
}

func scale(cost map[rules.Resource]int, n int) map[rules.Resource]int {
	out := map[rules.Resource]int{}
	for k, v := range cost {
		out[k] = v * n
	}
	return out
}

func costText(c map[rules.Resource]int) string { return rules.CostText(c) }

// ---- build ----

// Build pays Metal for new RIGS, which go to the warehouse.
type Build struct {
	Player string `json:"player"`
	N      int    `json:"n"`
}

func (*Build) ActionType() string { return "build" }

func (a *Build) Legal(s *State) error {
	if err := inPhase(s, "build"); err != nil {
		return err
	}
	i, err := player(s, a.Player)
	if err != nil {
		return err
	}
	if a.N < 1 {
		return refuse("RIGS are built whole, 1 or more at a time", "build at least 1 RIGS")
	}
	if in := s.RigsInPlay(); a.N > R().Limits.RigsInPlay-in {
		return refuse(fmt.Sprintf("at most %d RIGS tokens are in play", R().Limits.RigsInPlay), "%s in play, %d more would make %d", plural(in, "is", "are"), a.N, in+a.N)
	}
	cost := scale(R().Costs.BuildRigs, a.N)
	if err := canPay(&s.Players[i], cost, fmt.Sprintf("a RIGS costs %s; %s %s", costText(R().Costs.BuildRigs), plural(a.N, "costs", "cost"), costText(cost))); err != nil {
		return err
	}
	if in := s.RigsInPlay(); in+a.N > R().Limits.RigsInPlay {
		return refuse(fmt.Sprintf("at most %d RIGS tokens are in play", R().Limits.RigsInPlay), "%s in play, %d more would make %d", plural(in, "is", "are"), a.N, in+a.N)
	}
	return nil
}

func (a *Build) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	p := &s.Players[i]
	cost := scale(R().Costs.BuildRigs, a.N)
	had := maps.Clone(p.Res)
	pay(p, cost)
	p.Warehouse += a.N
	s.workCost("build", "RIGS built", i, R().Costs.BuildRigs, a.N, had)
	s.Work.Line("build", "RIGS in play: %d of at most %d", s.RigsInPlay(), R().Limits.RigsInPlay)
	s.Say("%s builds %s for %s: put %s in %s warehouse (%d there, %d RIGS in play).", p.Name, plural(a.N, "RIGS", "RIGS"), costText(cost), plural(a.N, "RIGS token", "RIGS tokens"), pronoun(p), p.Warehouse, s.RigsInPlay())
	return s, nil
}

// ---- move ----

// Move takes RIGS between the warehouse (0) and plots, 1 Supply each.
type Move struct {
	Player string `json:"player"`
	From   int    `json:"from"` // plot number, 0 = warehouse
	To     int    `json:"to"`
	N      int    `json:"n"`
}

func (*Move) ActionType() string { return "move" }

// place names where a player's RIGS stand: "the warehouse" (id 0) or
// "plot #3 (Valley)".
func place(p *PlayerState, id int) string {
	if id == 0 {
		return "the warehouse"
	}
	if pl, ok := p.Plot(id); ok {
		return plotName(*pl)
	}
	return fmt.Sprintf("plot #%d", id)
}

// plotName is "plot #3 (Valley)", as the table writes it on the card.
func plotName(pl Plot) string { return fmt.Sprintf("plot #%d (%s)", pl.ID, pl.Type) }

// upFirst starts a sentence with a capital: "Plot #4 (Desert) ...".
func upFirst(x string) string {
	if x == "" {
		return x
	}
	return strings.ToUpper(x[:1]) + x[1:]
}

func (a *Move) Legal(s *State) error {
	if err := inPhase(s, "move"); err != nil {
		return err
	}
	i, err := player(s, a.Player)
	if err != nil {
		return err
	}
	p := &s.Players[i]
	if a.N < 1 {
		return refuse("RIGS are moved whole, 1 or more at a time", "move at least 1 RIGS")
	}
	if a.From == a.To {
		return refuse("a move takes RIGS from one place to another", "from and to are the same place")
	}
	have := p.Warehouse
	if a.From != 0 {
		pl, ok := p.Plot(a.From)
		if !ok {
			return refuse("a player moves his or her own RIGS", "%s owns no plot #%d", p.Name, a.From)
		}
		have = pl.Rigs
	}
	if have < a.N {
		where := "on " + place(p, a.From)
		if a.From == 0 {
			where = "in the warehouse"
		}
		return refuse("a player moves only RIGS he or she has in that place", "%s has %s %s", p.Name, plural(have, "RIGS", "RIGS"), where)
	}
	if a.To != 0 {
		pl, ok := p.Plot(a.To)
		if !ok {
			return refuse("RIGS are placed on the player's own plots", "%s owns no plot #%d", p.Name, a.To)
		}
		if pl.Resource == "" {
			return refuse("all RIGS on a plot harvest one resource: configure the plot first",
				"%s is not configured: 'configure %s %d <resource>'", plotName(*pl), p.Name, pl.ID)
		}
		if c := Capacity(*pl, pl.Resource); pl.Rigs+a.N > c {
			return refuse("RIGS must be placed in an available spot", "plot #%d (%s, %s) has %s and %s", pl.ID, pl.Type, pl.Resource.Title(), plural(c, "spot", "spots"), plural(pl.Rigs, "RIGS", "RIGS"))
		}
	}
	cost := scale(R().Costs.MoveRigs, a.N)
	return canPay(p, cost, fmt.Sprintf("moving a RIGS costs %s; %s %s", costText(R().Costs.MoveRigs), plural(a.N, "costs", "cost"), costText(cost)))
}

func (a *Move) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	p := &s.Players[i]
	cost := scale(R().Costs.MoveRigs, a.N)
	s.payFor(p, "move", fmt.Sprintf("moving %s (%s each)", plural(a.N, "RIGS", "RIGS"), costText(R().Costs.MoveRigs)), cost)
	if a.From == 0 {
		p.Warehouse -= a.N
	} else {
		pl, _ := p.Plot(a.From)
		pl.Rigs -= a.N
	}
	if a.To == 0 {
		p.Warehouse += a.N
	} else {
		pl, _ := p.Plot(a.To)
		pl.Rigs += a.N
	}
	s.Say("%s moves %s from %s to %s for %s.", p.Name, plural(a.N, "RIGS", "RIGS"), place(p, a.From), place(p, a.To), costText(cost))
	return s, nil
}

// ---- configure ----

// Configure sets what a plot's RIGS harvest. RIGS already on it move to the
// new spots: 1 Supply each.
type Configure struct {
	Player   string         `json:"player"`
	Plot     int            `json:"plot"`
	Resource rules.Resource `json:"resource"`
}

func (*Configure) ActionType() string { return "configure" }

func (a *Configure) Legal(s *State) error {
	if err := inPhase(s, "configure"); err != nil {
		return err
	}
	p, pl, err := ownedPlot(s, a.Player, a.Plot, "a player configures his or her own plots")
	if err != nil {
		return err
	}
	if _, err := ParseResource(string(a.Resource)); err != nil {
		return refuse("a plot is configured to harvest Energy, Supplies, Metal or Luxuries", "%v", err)
	}
	if pl.Resource == a.Resource {
		return refuse("configuring a plot sets the one resource all its RIGS harvest", "plot #%d (%s) already harvests %s", pl.ID, pl.Type, a.Resource.Title())
	}
	c := Capacity(*pl, a.Resource)
	if a.Resource == rules.Luxuries && c == 0 {
		return refuse("only a plot surveyed with Luxury spots can harvest Luxuries", "%s has %s", plotName(*pl), map[bool]string{true: "a 0-yield survey", false: "no survey"}[pl.Surveyed()])
	}
	if pl.Rigs > c {
		return refuse("RIGS must stand in available spots", "%s has %s but only %s; move some off first", plotName(*pl), plural(pl.Rigs, "RIGS", "RIGS"), plural(c, a.Resource.Title()+" spot", a.Resource.Title()+" spots"))
	}
	if pl.Rigs > 0 {
		cost := scale(R().Costs.MoveRigs, pl.Rigs)
		return canPay(p, cost, fmt.Sprintf("moving a RIGS to another spot on the same plot costs %s; the %s on %s: %s", costText(R().Costs.MoveRigs), plural(pl.Rigs, "RIGS", "RIGS"), plotName(*pl), costText(cost)))
	}
	return nil
}

func (a *Configure) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	p := &s.Players[i]
	pl, _ := p.Plot(a.Plot)
	pl.Resource = a.Resource
	msg := fmt.Sprintf("%s configures %s for %s: %s", p.Name, plotName(*pl), a.Resource.Title(), plural(Capacity(*pl, a.Resource), "spot", "spots"))
	if pl.Rigs > 0 {
		cost := scale(R().Costs.MoveRigs, pl.Rigs)
		s.payFor(p, "configuring-plots", fmt.Sprintf("moving the %s on it (%s each)", plural(pl.Rigs, "RIGS", "RIGS"), costText(R().Costs.MoveRigs)), cost)
		msg += fmt.Sprintf("; moving its %s costs %s", plural(pl.Rigs, "RIGS", "RIGS"), costText(cost))
	}
	s.Say("%s.", msg)
	return s, nil
}
