package rigs

import (
	"fmt"
	"maps"
	"strings"

	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"
)

// ---- survey ----

// Survey pays a Supply and puts a survey card under an unsurveyed plot.
type Survey struct {
	Player string `json:"player"`
	Plot   int    `json:"plot"`
	Yield  *int   `json:"yield,omitempty"` // physical decks: the card drawn
}

func (*Survey) ActionType() string { return string(ActSurvey) }

func (a *Survey) Legal(s *State) error {
	if err := inPhase(s, ActSurvey); err != nil {
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
	s.Moved.Move(surveyCard(y), 1, surveyDeck, onTablePlot(*pl))
	if y == 0 {
		s.Say("%s surveys plot #%d (%s) for %s: yield 0, no Luxury spots. Take a 0-yield survey card.", p.Name, pl.ID, pl.Type, costText(R().Costs.Survey))
	} else {
		s.Say("%s surveys plot #%d (%s) for %s: yield %d, %s. Take a %d-yield survey card.", p.Name, pl.ID, pl.Type, costText(R().Costs.Survey), y, plural(y, "Luxury spot", "Luxury spots"), y)
	}
	return s, nil
}

func canPay(p *PlayerState, cost map[rigsrules.Resource]int, rule string) error {
	for _, res := range rigsrules.Resources {
		if need := cost[res]; p.Res[res] < need {
			return refuse(rule, "%s has %s", p.Name, resName(res, p.Res[res]))
		}
	}
	return nil
}

// pay takes cost from p's warehouse to the bank.
func (s *State) pay(p *PlayerState, cost map[rigsrules.Resource]int) {
	for _, res := range rigsrules.Resources {
		if n := cost[res]; n != 0 {
			p.Res[res] -= n
			s.coupons(p, res, -n)
		}
	}
}

func scale(cost map[rigsrules.Resource]int, n int) map[rigsrules.Resource]int {
	out := map[rigsrules.Resource]int{}
	for k, v := range cost {
		out[k] = v * n
	}
	return out
}

func costText(c map[rigsrules.Resource]int) string { return rigsrules.CostText(c) }

// ---- build ----

// Build pays Metal for new RIGS, which go to the warehouse.
type Build struct {
	Player string `json:"player"`
	N      int    `json:"n"`
}

func (*Build) ActionType() string { return string(ActBuild) }

func (a *Build) Legal(s *State) error {
	if err := inPhase(s, ActBuild); err != nil {
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
	s.pay(p, cost)
	p.Warehouse += a.N
	s.Moved.Move("RIGS", a.N, bankPlace, warehouse(p.Name))
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

func (*Move) ActionType() string { return string(ActMove) }

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

// plotName is "plot #4 (Desert)" in the table's language.
func (s *State) plotName(pl Plot) string {
	return s.say("plot.name", pl.ID, rigsrules.PlotTypeName(s.Language(), pl.Type))
}

// plotTypes lists plot types ("Desert, Plains") in the table's language.
func (s *State) plotTypes(types []string) string {
	out := make([]string, len(types))
	for i, t := range types {
		out[i] = rigsrules.PlotTypeName(s.Language(), t)
	}
	return strings.Join(out, ", ")
}

// upFirst starts a sentence with a capital: "Plot #4 (Desert) ...".
func upFirst(x string) string {
	if x == "" {
		return x
	}
	return strings.ToUpper(x[:1]) + x[1:]
}

func (a *Move) Legal(s *State) error {
	p, err := actor(s, ActMove, a.Player)
	if err != nil {
		return err
	}
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
	s.Moved.Move("RIGS", a.N, rigsAt(p, a.From), rigsAt(p, a.To))
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
	Player   string             `json:"player"`
	Plot     int                `json:"plot"`
	Resource rigsrules.Resource `json:"resource"`
}

func (*Configure) ActionType() string { return string(ActConfigure) }

func (a *Configure) Legal(s *State) error {
	if err := inPhase(s, ActConfigure); err != nil {
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
	if a.Resource == rigsrules.Luxuries && c == 0 {
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
