package rigs

import (
	"fmt"
	"maps"
	"slices"
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
	p, pl, err := ownedPlot(s, a.Player, a.Plot, s.say("rule.survey_own"))
	if err != nil {
		return err
	}
	if pl.Surveyed() {
		return s.no(s.say("rule.survey_once"), "refuse.surveyed", s.plotName(*pl), pl.Luxury())
	}
	cost := R().Costs.Survey
	if err := s.canPay(p, cost, s.say("rule.survey_cost", s.cost(cost))); err != nil {
		return err
	}
	if len(s.SurveyDeck) == 0 {
		return s.no(s.say("rule.survey_deck"), "refuse.survey_deck_empty")
	}
	if s.Physical != (a.Yield != nil) {
		if s.Physical {
			return s.no(s.say("rule.survey_physical"), "refuse.say_yield", p.Name, pl.ID)
		}
		return s.no(s.say("rule.survey_referee"), "refuse.no_yield")
	}
	if a.Yield != nil && !slices.Contains(s.SurveyDeck, *a.Yield) {
		return s.no(s.say("rule.survey_deck_holds"), "refuse.survey_deck_out", *a.Yield)
	}
	return nil
}

func (a *Survey) Apply(s0 *State, ch *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	p := &s.Players[i]
	s.payFor(p, "survey", s.say("what.survey"), R().Costs.Survey)
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
	s.move(s.surveyCard(y), 1, s.at("survey_deck"), s.onTablePlot(*pl))
	if y == 0 {
		s.tell("survey.zero", p.Name, s.plotName(*pl), s.cost(R().Costs.Survey))
	} else {
		s.tell("survey.yield", p.Name, s.plotName(*pl), s.cost(R().Costs.Survey), y)
	}
	return s, nil
}

func (s *State) canPay(p *PlayerState, cost map[rigsrules.Resource]int, rule string) error {
	for _, res := range rigsrules.Resources {
		if need := cost[res]; p.Res[res] < need {
			return s.no(rule, "refuse.has_only", p.Name, s.amount(res, p.Res[res]))
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
		return s.no(s.say("rule.build_whole"), "refuse.build_one")
	}
	if in := s.RigsInPlay(); a.N > R().Limits.RigsInPlay-in {
		return s.no(s.say("rule.rigs_limit", R().Limits.RigsInPlay), "refuse.rigs_limit", in, a.N, in+a.N)
	}
	cost := scale(R().Costs.BuildRigs, a.N)
	if err := s.canPay(&s.Players[i], cost, s.say("rule.build_cost", s.cost(R().Costs.BuildRigs), a.N, s.cost(cost))); err != nil {
		return err
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
	s.move(s.thing("rigs"), a.N, s.at("bank"), s.warehouse(p.Name))
	s.workCost("build", s.say("what.rigs_built"), i, R().Costs.BuildRigs, a.N, had)
	s.work("build", "work.rigs_in_play", s.RigsInPlay(), R().Limits.RigsInPlay)
	s.tell("build.done", p.Name, a.N, s.cost(cost), p.Warehouse, s.RigsInPlay())
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
func (s *State) place(p *PlayerState, id int) string {
	if id == 0 {
		return s.say("place.warehouse")
	}
	if pl, ok := p.Plot(id); ok {
		return s.plotName(*pl)
	}
	return s.say("place.plot", id)
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
		return s.no(s.say("rule.move_whole"), "refuse.move_one")
	}
	if a.From == a.To {
		return s.no(s.say("rule.move_places"), "refuse.same_place")
	}
	have := p.Warehouse
	if a.From != 0 {
		pl, ok := p.Plot(a.From)
		if !ok {
			return s.no(s.say("rule.move_own"), "refuse.owns_no_plot", p.Name, a.From)
		}
		have = pl.Rigs
	}
	if have < a.N {
		if a.From == 0 {
			return s.no(s.say("rule.move_have"), "refuse.rigs_in_warehouse", p.Name, have)
		}
		return s.no(s.say("rule.move_have"), "refuse.rigs_on", p.Name, have, s.place(p, a.From))
	}
	if a.To != 0 {
		pl, ok := p.Plot(a.To)
		if !ok {
			return s.no(s.say("rule.place_own"), "refuse.owns_no_plot", p.Name, a.To)
		}
		if pl.Resource == "" {
			return s.no(s.say("rule.configure_first"), "refuse.not_configured", s.plotName(*pl), p.Name, pl.ID)
		}
		if c := Capacity(*pl, pl.Resource); pl.Rigs+a.N > c {
			return s.no(s.say("rule.spot_free"), "refuse.plot_full", pl.ID, rigsrules.PlotTypeName(s.Language(), pl.Type), pl.Resource, c, pl.Rigs)
		}
	}
	cost := scale(R().Costs.MoveRigs, a.N)
	return s.canPay(p, cost, s.say("rule.move_cost", s.cost(R().Costs.MoveRigs), a.N, s.cost(cost)))
}

func (a *Move) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	p := &s.Players[i]
	cost := scale(R().Costs.MoveRigs, a.N)
	s.payFor(p, "move", s.say("what.moving", a.N, s.cost(R().Costs.MoveRigs)), cost)
	s.move(s.thing("rigs"), a.N, s.rigsAt(p, a.From), s.rigsAt(p, a.To))
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
	s.tell("move.done", p.Name, a.N, s.place(&s0.Players[i], a.From), s.place(p, a.To), s.cost(cost))
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
	p, pl, err := ownedPlot(s, a.Player, a.Plot, s.say("rule.configure_own"))
	if err != nil {
		return err
	}
	if _, err := ParseResource(string(a.Resource)); err != nil {
		return s.no(s.say("rule.configure_resources"), "refuse.no_resource", string(a.Resource))
	}
	if pl.Resource == a.Resource {
		return s.no(s.say("rule.configure_one"), "refuse.already_harvests", s.plotName(*pl), a.Resource)
	}
	c := Capacity(*pl, a.Resource)
	if a.Resource == rigsrules.Luxuries && c == 0 {
		id := "refuse.no_survey"
		if pl.Surveyed() {
			id = "refuse.zero_survey"
		}
		return s.no(s.say("rule.luxury_spots"), id, s.plotName(*pl))
	}
	if pl.Rigs > c {
		return s.no(s.say("rule.spots_free"), "refuse.too_many_rigs", s.plotName(*pl), pl.Rigs, c, a.Resource)
	}
	if pl.Rigs > 0 {
		cost := scale(R().Costs.MoveRigs, pl.Rigs)
		return s.canPay(p, cost, s.say("rule.reconfigure_cost", s.cost(R().Costs.MoveRigs), pl.Rigs, s.plotName(*pl), s.cost(cost)))
	}
	return nil
}

func (a *Configure) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	p := &s.Players[i]
	pl, _ := p.Plot(a.Plot)
	pl.Resource = a.Resource
	if pl.Rigs > 0 {
		cost := scale(R().Costs.MoveRigs, pl.Rigs)
		s.payFor(p, "configuring-plots", s.say("what.moving_on_it", pl.Rigs, s.cost(R().Costs.MoveRigs)), cost)
		s.tell("configure.done_moving", p.Name, s.plotName(*pl), a.Resource, Capacity(*pl, a.Resource), pl.Rigs, s.cost(cost))
		return s, nil
	}
	s.tell("configure.done", p.Name, s.plotName(*pl), a.Resource, Capacity(*pl, a.Resource))
	return s, nil
}
