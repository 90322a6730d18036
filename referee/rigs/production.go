package rigs

import (
	"maps"
	"sort"
	"strconv"
	"strings"

	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"
)

// PlotOutput is what one plot does this Production Phase.
type PlotOutput struct {
	Plot     int                `json:"plot"`
	Type     string             `json:"type"`
	Resource rigsrules.Resource `json:"resource"`
	Rigs     int                `json:"rigs"`    // RIGS on it
	Working  int                `json:"working"` // RIGS that work
	Output   int                `json:"output"`  // units produced when powered
	Power    int                `json:"power"`   // Energy it needs (0: harvests Energy, or idle)
	Powered  bool               `json:"powered"`
	To       int                `json:"to"` // player who receives the output
	Note     string             `json:"note,omitempty"`
}

// Plan is one player's production for the phase, plot by plot.
type Plan struct {
	Player     int                                `json:"player"`
	Plots      []PlotOutput                       `json:"plots"`
	Produced   map[rigsrules.Resource]int         `json:"produced"`     // goes to the warehouse
	EnergyMade int                                `json:"energy_made"`  // produced by Energy plots (kept by the player)
	PowerNeed  int                                `json:"power_needed"` // Energy spent on powered plots
	FromMade   int                                `json:"power_from_production"`
	FromStore  int                                `json:"power_from_warehouse"`
	EnergyLost int                                `json:"energy_lost"`    // Battery Charger Failure
	Sent       map[int]map[rigsrules.Resource]int `json:"sent,omitempty"` // to other players (You sent it WHERE?!)
	Lines      []string                           `json:"lines"`
}

func effectPlot(effects []string, prefix string, id int) bool {
	for _, e := range effects {
		if e == prefix+strconv.Itoa(id) {
			return true
		}
	}
	return false
}

func sentTo(effects []string, id int) int {
	for _, e := range effects {
		if strings.HasPrefix(e, effSentTo+strconv.Itoa(id)+":") {
			n, _ := strconv.Atoi(strings.TrimPrefix(e, effSentTo+strconv.Itoa(id)+":"))
			return n
		}
	}
	return -1
}

// ProductionPlan computes player i's production from the plots, the RIGS on
// them, the Energy available, and this round's disaster and Karma effects.
// Energy-harvesting plots need no power and their Energy may power the
// player's other plots; other plots need 1 Energy each (2 under Brownout),
// taken first from Energy made this phase, then from the warehouse. Unless
// the player chose plots with `power`, the referee powers the plots that
// produce most first.
func (s *State) ProductionPlan(i int) Plan {
	p := &s.Players[i]
	plan := Plan{Player: i, Produced: map[rigsrules.Resource]int{}, Sent: map[int]map[rigsrules.Resource]int{}}
	perPlot := R().PowerPerPlot(p.hasEffect(EffBrownout))
	for _, pl := range p.Plots {
		o := PlotOutput{Plot: pl.ID, Type: pl.Type, Resource: pl.Resource, Rigs: pl.Rigs, Working: pl.Rigs, To: i}
		if pl.Resource == "" || pl.Rigs == 0 {
			continue
		}
		var notes []string
		switch {
		case p.hasEffect(EffCarrier):
			o.Working = 0
			notes = append(notes, s.karmaName(EffCarrier))
		case effectPlot(p.Effects, effInactive, pl.ID):
			o.Working = 0
			notes = append(notes, s.karmaName("Incorrect Drivers"))
		case p.hasEffect(EffSeasonal) && pl.Type == "Valley" && o.Working > 1:
			o.Working = 1
			notes = append(notes, s.say("production.seasonal", s.disasterName(EffSeasonal)))
		}
		mult := 1
		if p.hasEffect(EffDouble) {
			mult *= 2
			notes = append(notes, s.say("production.double"))
		}
		if effectPlot(p.Effects, effTriple, pl.ID) {
			mult *= 3
			notes = append(notes, s.say("production.triple"))
		}
		o.Output = o.Working * mult
		if p.hasEffect(EffEclipse) && pl.Type == "Desert" && pl.Resource == rigsrules.Energy {
			o.Output = 0
			notes = append(notes, s.disasterName(EffEclipse))
		}
		if p.hasEffect(EffInfest) && pl.Resource == rigsrules.Supplies {
			o.Output = 0
			notes = append(notes, s.disasterName(EffInfest))
		}
		if t := sentTo(p.Effects, pl.ID); t >= 0 {
			o.To = t
			notes = append(notes, s.say("production.sent_to", s.Players[t].Name))
		}
		if pl.Resource != rigsrules.Energy && o.Output > 0 {
			o.Power = perPlot
		}
		o.Powered = o.Power == 0 && o.Output > 0
		o.Note = strings.Join(notes, ", ")
		if o.Resource == rigsrules.Energy && o.To == i {
			plan.EnergyMade += o.Output
		}
		plan.Plots = append(plan.Plots, o)
	}
	// Which plots get power.
	canUseMade := !p.hasEffect(EffJunction)
	avail := p.Res[rigsrules.Energy]
	if canUseMade {
		avail += plan.EnergyMade
	}
	var want []int // indexes into plan.Plots, in the order power is given
	if p.Power != nil {
		for _, id := range p.Power {
			for k, o := range plan.Plots {
				if o.Plot == id && o.Power > 0 {
					want = append(want, k)
				}
			}
		}
	} else {
		for k, o := range plan.Plots {
			if o.Power > 0 {
				want = append(want, k)
			}
		}
		sort.SliceStable(want, func(a, b int) bool { return plan.Plots[want[a]].Output > plan.Plots[want[b]].Output })
	}
	for _, k := range want {
		if plan.Plots[k].Power <= avail {
			avail -= plan.Plots[k].Power
			plan.PowerNeed += plan.Plots[k].Power
			plan.Plots[k].Powered = true
		}
	}
	if canUseMade {
		plan.FromMade = min(plan.PowerNeed, plan.EnergyMade)
	}
	plan.FromStore = plan.PowerNeed - plan.FromMade
	for _, o := range plan.Plots {
		if !o.Powered || o.Output == 0 {
			continue
		}
		if o.To != i {
			if plan.Sent[o.To] == nil {
				plan.Sent[o.To] = map[rigsrules.Resource]int{}
			}
			plan.Sent[o.To][o.Resource] += o.Output
			continue
		}
		if o.Resource != rigsrules.Energy {
			plan.Produced[o.Resource] += o.Output
		}
	}
	left := plan.EnergyMade - plan.FromMade
	if p.hasEffect(EffCharger) {
		plan.EnergyLost = left
		left = 0
	}
	if left > 0 {
		plan.Produced[rigsrules.Energy] += left
	}
	// Words.
	for _, o := range plan.Plots {
		state := s.say("production.powered")
		switch {
		case o.Output == 0:
			state = s.say("production.idle")
		case o.Power == 0:
			state = s.say("production.self_powered")
		case !o.Powered:
			state = s.say("production.unpowered", o.Power)
		}
		line := s.say("production.plot", o.Plot, rigsrules.PlotTypeName(s.Language(), o.Type), o.Rigs, o.Resource, s.amount(o.Resource, o.Output), state)
		if o.Note != "" {
			line += " (" + o.Note + ")"
		}
		plan.Lines = append(plan.Lines, line)
	}
	if plan.PowerNeed > 0 {
		plan.Lines = append(plan.Lines, s.say("production.power", plan.PowerNeed, plan.FromMade, plan.FromStore))
	}
	if plan.EnergyLost > 0 {
		plan.Lines = append(plan.Lines, s.say("production.charger", s.disasterName(EffCharger), s.amount(rigsrules.Energy, plan.EnergyLost)))
	}
	return plan
}

// commitProduction is the Final Call: every player's production goes to
// the warehouses and the Energy spent returns to the bank.
func (s *State) commitProduction() {
	plans := make([]Plan, len(s.Players))
	for i := range s.Players {
		plans[i] = s.ProductionPlan(i)
	}
	for i, plan := range plans {
		p := &s.Players[i]
		for _, l := range plan.Lines {
			s.Work.Line("production", "%s: %s", p.Name, l)
		}
		if len(plan.Lines) == 0 {
			s.work("production", "work.nothing_produced", p.Name)
		}
		had := maps.Clone(p.Res)
		p.Res[rigsrules.Energy] -= plan.FromStore
		s.coupons(p, rigsrules.Energy, -plan.FromStore)
		var got []string
		for _, res := range rigsrules.Resources {
			if n := plan.Produced[res]; n > 0 {
				p.Res[res] += n
				s.coupons(p, res, n)
				got = append(got, s.amount(res, n))
			}
		}
		for _, res := range rigsrules.Resources {
			if n := plan.Produced[res]; n > 0 || (res == rigsrules.Energy && plan.FromStore > 0) {
				s.work("", "work.produced", p.Name, res, had[res], n, map[bool]int{true: plan.FromStore}[res == rigsrules.Energy], p.Res[res])
			}
		}
		for _, o := range plan.Plots {
			if o.To != i && o.Powered && o.Output > 0 {
				s.Players[o.To].Res[o.Resource] += o.Output
				s.coupons(&s.Players[o.To], o.Resource, o.Output)
				s.tell("production.sent", s.amount(o.Resource, o.Output), p.Name, o.Plot, rigsrules.PlotTypeName(s.Language(), o.Type), s.Players[o.To].Name, s.karmaName("You sent it WHERE?!"))
			}
		}
		msg := s.say("production.nothing")
		if len(got) > 0 {
			msg = s.say("production.take", strings.Join(got, ", "))
		}
		if plan.FromStore > 0 {
			msg += s.say("production.spent", s.amount(rigsrules.Energy, plan.FromStore))
		}
		s.tell("production.done", p.Name, msg)
		p.Effects, p.Power = nil, nil
		if p.Disaster != "" && !p.Resolved {
			s.move(s.disasterCard(p.Disaster), 1, s.inFront(p.Name), s.at("disaster_deck"))
		}
		p.Disaster, p.Resolved = "", false
	}
}

// Power says which of a player's plots get Energy this Production Phase, in
// order of priority (instead of the referee's choice of the most productive).
type Power struct {
	Player string `json:"player"`
	Plots  []int  `json:"plots"` // empty: the referee chooses again
}

func (*Power) ActionType() string { return string(ActPower) }

func (a *Power) Legal(s *State) error {
	p, err := actor(s, ActPower, a.Player)
	if err != nil {
		return err
	}
	seen := map[int]bool{}
	for _, id := range a.Plots {
		if _, ok := p.Plot(id); !ok {
			return s.no(s.say("rule.power_own"), "refuse.owns_no_plot", p.Name, id)
		}
		if seen[id] {
			return s.no(s.say("rule.power_once"), "refuse.named_twice", id)
		}
		seen[id] = true
	}
	return nil
}

func (a *Power) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	p := &s.Players[i]
	if len(a.Plots) == 0 {
		p.Power = nil
		s.tell("power.referee", p.Name)
	} else {
		p.Power = append([]int{}, a.Plots...)
		var names []string
		for _, id := range a.Plots {
			pl, _ := p.Plot(id)
			names = append(names, s.plotName(*pl))
		}
		s.tell("power.order", p.Name, strings.Join(names, ", "))
	}
	s.work("production", "work.power_order", p.Name)
	for _, l := range s.ProductionPlan(i).Lines {
		s.Say("  %s", l)
		s.work("production", "work.plan", p.Name, l)
	}
	return s, nil
}
