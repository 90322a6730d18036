package corpwar

import (
	"fmt"
	"strconv"
	"strings"

	"boardroom/lazy"
	"boardroom/phrase"
	"boardroom/referee"
	corpwarrules "boardroom/rules/corpwar"
)

// ended refuses anything once the game is over.
func (s *State) ended() error {
	return s.refuse(s.rule("rule.ended", "end"), "refuse.ended", s.WinnerText())
}

// inPhase refuses an action of type action once the game has ended or
// outside its phase (the phase table).
func inPhase(s *State, action ActionName) error {
	if s.Phase == Ended {
		return s.ended()
	}
	if phases.Get().Allows(s.Phase, string(action)) {
		return nil
	}
	var in []string
	for _, p := range phases.Get().Actions[string(action)].In {
		in = append(in, s.phaseName(p))
	}
	return s.refuse(s.T("rule.phase", s.T("what."+string(action)), strings.Join(in, ", ")), "refuse.phase", s.phaseName(s.Phase), s.Turn)
}

// actor runs the checks every player's action opens with, and returns the
// player's index: the game goes on and it is the action's phase (the phase
// table); while an espionage card waits, only its target answers it (accept,
// call) and nothing else happens; the player is at the table.
func actor(s *State, action ActionName, player string) (int, error) {
	if err := inPhase(s, action); err != nil {
		return 0, err
	}
	answer := action == ActAccept || action == ActCall
	if !answer {
		if err := noSpy(s); err != nil {
			return 0, err
		}
		return s.PlayerIndex(player)
	}
	if s.Spy == nil {
		return 0, s.refuse(s.rule("rule.answer_waiting", ""), "refuse.no_spy")
	}
	i, err := s.PlayerIndex(player)
	if err != nil {
		return 0, err
	}
	if s.Players[i].Name != s.Spy.Target {
		return 0, s.refuse(s.rule("rule.target_answers", ""), "refuse.not_target", s.Spy.Attacker, s.Spy.Target, s.Players[i].Name)
	}
	return i, nil
}

// noSpy refuses anything but the answer while an espionage card waits.
func noSpy(s *State) error {
	if s.Spy != nil {
		return s.refuse(s.rule("rule.answer_first", "disruption"), "refuse.spy_waits", s.Spy.Attacker, s.Spy.Target, s.dept(s.Spy.Dept))
	}
	return nil
}

// dept reads a department a player typed, or refuses it.
func (s *State) deptOf(name string) (Dept, error) {
	d, err := ParseDept(name)
	if err != nil {
		return "", s.refuse(s.rule("rule.departments", "", s.deptList()), "refuse.unknown_department", s.unknownDept(name), s.deptList())
	}
	return d, nil
}

// unknownDept is a department the referee does not know as the refusal
// names it: quoted, with the department it was probably meant to be.
func (s *State) unknownDept(name string) string {
	var all []string
	for _, d := range R().Depts {
		all = append(all, strings.ToLower(R().DeptName(d).In(s.Language())))
	}
	return phrase.ClipIn(s.Language(), name) + phrase.DidYouMeanIn(s.Language(), strings.ToLower(strings.TrimSpace(name)), all)
}

// ---- next ----

// Next ends the current phase and runs the automatic steps of the next one:
// the demand roll (Execution), the dice of everyone who has not rolled
// (end of Execution), upkeep, the hand limit and the end (end of Upkeep).
type Next struct{}

func (*Next) ActionType() string { return string(ActNext) }

func (a *Next) Legal(s *State) error {
	switch s.Phase {
	case Ended:
		return s.ended()
	case Allocation:
		for _, p := range s.Players {
			if p.New > 0 {
				return s.refuse(s.rule("rule.place_all", "allocation"), "refuse.place_first", p.Name, p.New)
			}
		}
	case Action:
		return noSpy(s)
	case Execution:
		if !s.Physical {
			return nil
		}
		if s.Demand == nil {
			return s.refuse(s.rule("rule.demand_first", ""), "refuse.enter_demand")
		}
		for i, p := range s.Players {
			if p.Roll == nil && s.diceNeeded(i) > 0 {
				return s.refuse(s.rule("rule.dice_before_upkeep", ""), "refuse.dice_missing", p.Name, s.diceFlags(i))
			}
		}
	}
	return nil
}

func (a *Next) Apply(s0 *State, ch *referee.Chance) (*State, error) {
	s := s0.Clone()
	if s.Work.On {
		switch s0.Phase {
		case Allocation:
			var left []string
			for _, p := range s0.Players {
				left = append(left, fmt.Sprintf("%s %d", p.Name, p.New))
			}
			s.check("CW3", "why.all_placed", strings.Join(left, ", "))
		case Action:
			s.check(R().Rulings["disruption"].ID, "why.no_spy")
		case Execution:
			if d := s0.Demand; d != nil {
				s.check(R().Rulings["sales"].ID, "why.demand_in", s.dice(d.Dice), d.Total)
			}
			var rolled, left []string
			for i, p := range s0.Players {
				switch {
				case p.Roll != nil:
					rolled = append(rolled, p.Name)
				case s0.diceNeeded(i) > 0:
					left = append(left, p.Name)
				}
			}
			if len(rolled) > 0 {
				s.check(R().Rulings["order"].ID, "why.rolled", strings.Join(rolled, ", "))
			}
			if len(left) > 0 {
				s.check(R().Rulings["order"].ID, "why.rolls_left", strings.Join(left, ", "))
			}
		}
	}
	switch s.Phase {
	case Allocation:
		s.Phase = Action
		s.say("event.action_phase", s.Turn, s.phaseName(Action), s.Players[0].Name)
	case Action:
		s.Phase = Execution
		s.say("event.execution_phase", s.Turn, s.phaseName(Execution))
		if s.Physical {
			s.say("event.enter_demand")
			break
		}
		var dice []int
		for k := 0; k < R().Demand.Dice; k++ {
			d, err := ch.Roll("demand", R().Die)
			if err != nil {
				return nil, err
			}
			dice = append(dice, d)
		}
		s.setDemand(dice)
	case Execution:
		for i := range s.Players {
			if s.Players[i].Roll == nil {
				if err := s.roll(i, nil, nil, nil, ch); err != nil {
					return nil, err
				}
			}
		}
		s.Phase = Upkeep
		var due []string
		for i, p := range s.Players {
			e, st := s.UpkeepDue(i)
			due = append(due, fmt.Sprintf("%s %d", p.Name, e+st))
		}
		s.say("event.upkeep_phase", s.Turn, s.phaseName(Upkeep), strings.Join(due, ", "))
	case Upkeep:
		s.payUpkeep()
	}
	return s, nil
}

// setDemand records this turn's demand.
func (s *State) setDemand(dice []int) {
	r := R()
	s.Demand = &Demand{Dice: dice, MarketResearch: s.MarketResearch, Total: r.MarketDemand(dice, s.MarketResearch)}
	extra := ""
	if s.MarketResearch > 0 {
		extra = s.T("event.demand_bonus", s.MarketResearch*r.Demand.PerMarketResearch, s.MarketResearch, s.cardTitle(corpwarrules.Jack))
	}
	s.say("event.demand", s.dice(dice), extra, s.Demand.Total)
	s.work("CW7", "why.demand", s.dice(dice), s.MarketResearch, r.Demand.PerMarketResearch, s.cardTitle(corpwarrules.Jack), s.Demand.Total)
}

// joinInts is the numbers joined with sep: "3+5".
func joinInts(v []int, sep string) string {
	p := make([]string, len(v))
	for i, x := range v {
		p[i] = strconv.Itoa(x)
	}
	return strings.Join(p, sep)
}

// payUpkeep ends the turn: upkeep with layoffs, storage, the hand limit,
// the face-up Innovation Boosts discarded, then the end or the next turn.
func (s *State) payUpkeep() {
	r := R()
	for i := range s.Players {
		p := &s.Players[i]
		money := p.Money
		cost := r.EmployeeUpkeep(p.Employees())
		var laid []string
		for cost > p.Money {
			from := s.loseEmployee(i, "")
			if from == "" {
				break
			}
			laid = append(laid, s.placeName(from))
			cost = r.EmployeeUpkeep(p.Employees())
		}
		if len(laid) > 0 {
			s.say("event.layoffs", p.Name, len(laid), s.cite("layoffs"), strings.Join(laid, ", "))
		}
		s.moveMoney(i, -cost)
		p.Money -= cost
		storage := r.StorageCost(p.Products)
		thrown := 0
		for storage > p.Money {
			p.Products--
			s.move("product", 1, s.storagePlace(p.Name), s.place("supply"))
			thrown++
			storage = r.StorageCost(p.Products)
		}
		if thrown > 0 {
			s.say("event.thrown", p.Name, thrown, s.cite("layoffs"))
		}
		s.moveMoney(i, -storage)
		p.Money -= storage
		s.workUpkeep(i, money, cost, storage, len(laid), thrown)
		s.say("event.pays", p.Name, cost, p.Employees(), storage, p.Products, s.cite("rounding"), p.Money)
		if over := p.Hand - r.HandLimit; over > 0 {
			p.Hand -= over
			s.Discard += over
			s.move("card", over, s.handPlace(p.Name), s.place("discard"))
			s.say("event.hand_limit", p.Name, over, r.HandLimit, s.cite("hand"))
		}
		for range p.Boosted {
			s.moveCard(corpwarrules.King, s.boostPlace(p.Name), s.place("discard"))
			s.discardSeen(corpwarrules.King)
		}
		p.Boosted, p.Disrupted, p.Roll = nil, nil, nil
	}
	s.Demand = nil

	var rich []string
	for _, p := range s.Players {
		if r.Wins(p.Money) {
			rich = append(rich, s.T("end.has", p.Name, p.Money))
		}
	}
	working := false
	for i := range s.Players {
		working = working || s.CanEarn(i)
	}
	switch {
	case len(rich) > 0:
		s.EndReason = s.T("end.rich", s.list(rich), r.End.MoneyAbove)
	case !working:
		s.EndReason = s.T("end.stalemate", s.cite("stalemate"))
	case s.Turn >= r.End.LastTurn:
		s.EndReason = s.T("end.last_turn", r.End.LastTurn, s.cite("stalemate"))
	}
	if s.EndReason != "" {
		s.Phase = Ended
		s.work("CW17", "why.end", s.EndReason)
		s.say("event.end", s.EndReason, s.WinnerText())
		return
	}
	s.Turn++
	s.Phase = Allocation
	waiting := 0
	for _, p := range s.Players {
		waiting += p.New
	}
	if waiting > 0 {
		s.say("event.allocation_phase", s.Turn, s.phaseName(Allocation))
	} else {
		s.say("event.allocation_nobody", s.Turn, s.phaseName(Allocation), s.phaseName(Action))
	}
}

// ---- place ----

// Place puts new employees to work in a department; they stay there (CW3).
type Place struct {
	Player string `json:"player"`
	Dept   string `json:"department"`
	N      int    `json:"n"`
}

func (*Place) ActionType() string { return string(ActPlace) }

func (a *Place) Legal(s *State) error {
	i, err := actor(s, ActionName(a.ActionType()), a.Player)
	if err != nil {
		return err
	}
	if _, err := s.deptOf(a.Dept); err != nil {
		return err
	}
	p := s.Players[i]
	if a.N < 1 {
		return s.refuse("", "refuse.place_none", a.N)
	}
	if a.N > p.New {
		return s.refuse(s.rule("rule.only_new", "allocation"), "refuse.place_too_many", p.Name, p.New, a.N)
	}
	return nil
}

func (a *Place) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := s.PlayerIndex(a.Player)
	d, _ := ParseDept(a.Dept)
	p := &s.Players[i]
	s.work(R().Rulings["allocation"].ID, "why.place_left", p.Name, p.New, a.N, p.New-a.N)
	s.work(R().Rulings["allocation"].ID, "why.place_dept", p.Name, s.dept(d), p.Staff.Of(d), a.N, p.Staff.Of(d)+a.N)
	p.New -= a.N
	p.Staff.Add(d, a.N)
	s.move("employee", a.N, s.newHiresPlace(p.Name), s.deptPlace(p.Name, d))
	s.say("event.place", p.Name, a.N, s.dept(d), p.Staff.Of(d))
	return s, nil
}

// ---- demand ----

// DemandRoll records the market demand die rolled at the table (physical dice).
type DemandRoll struct {
	Dice []int `json:"dice"`
}

func (*DemandRoll) ActionType() string { return string(ActDemand) }

func (a *DemandRoll) Legal(s *State) error {
	if err := inPhase(s, ActDemand); err != nil {
		return err
	}
	if !s.Physical {
		return s.refuse(s.rule("rule.referee_rolls", ""), "refuse.demand_rolled")
	}
	if s.Demand != nil {
		return s.refuse(s.rule("rule.demand_once", ""), "refuse.demand_is", s.Demand.Total)
	}
	if n := R().Demand.Dice; len(a.Dice) != n {
		return s.refuse(s.rule("rule.demand_dice", "", n), "refuse.enter_n", n, len(a.Dice))
	}
	return s.checkDice(a.Dice)
}

func (a *DemandRoll) Apply(s0 *State, ch *referee.Chance) (*State, error) {
	s := s0.Clone()
	var dice []int
	for _, v := range a.Dice {
		d, err := referee.Enter(ch, "demand", v)
		if err != nil {
			return nil, err
		}
		dice = append(dice, d)
	}
	s.setDemand(dice)
	return s, nil
}

// ---- fire ----

// Fire lets employees go in the Upkeep Phase, before it is paid (CW15): from
// a department or from the new employees ("new").
type Fire struct {
	Player string `json:"player"`
	From   string `json:"from"`
	N      int    `json:"n"`
}

func (*Fire) ActionType() string { return string(ActFire) }

func (a *Fire) Legal(s *State) error {
	i, err := actor(s, ActionName(a.ActionType()), a.Player)
	if err != nil {
		return err
	}
	p := s.Players[i]
	have := p.New
	if a.From != NewStaff {
		d, err := s.deptOf(a.From)
		if err != nil {
			return err
		}
		have = p.Staff.Of(d)
	}
	if a.N < 1 {
		return s.refuse("", "refuse.fire_none", a.N)
	}
	if a.N > have {
		if a.fromKey() == NewStaff {
			return s.refuse("", "refuse.fire_new_too_many", p.Name, have)
		}
		return s.refuse("", "refuse.fire_too_many", p.Name, have, s.placeName(a.fromKey()))
	}
	return nil
}

func (a *Fire) fromKey() string {
	if a.From == NewStaff {
		return NewStaff
	}
	d, _ := ParseDept(a.From)
	return string(d)
}

func (a *Fire) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := s.PlayerIndex(a.Player)
	for k := 0; k < a.N; k++ {
		s.loseEmployee(i, a.fromKey())
	}
	p := &s.Players[i]
	e, st := s.UpkeepDue(i)
	s.work("CW15", "why.fire", p.Name, a.N, e, st)
	if a.fromKey() == NewStaff {
		s.say("event.fire_new", p.Name, a.N, p.Employees(), e+st)
	} else {
		s.say("event.fire", p.Name, a.N, s.placeName(a.fromKey()), p.Employees(), e+st)
	}
	return s, nil
}

// ---- adjust ----

// adjuster is what `adjust` may change: money, products, and the cards in a
// hand (drawn from the pile, or discarded face down). A correction never
// ends the game by itself (CW20).
var adjuster = &lazy.Value[*referee.Adjuster[*State]]{New: func() *referee.Adjuster[*State] {
	return &referee.Adjuster[*State]{
		Messages: corpwarrules.Messages,
		Counters: []referee.Counter[*State]{
			{Name: "money", Words: "counter.money.",
				Get: func(s *State, i int) int { return s.Players[i].Money },
				Set: func(s *State, i, v int) { s.moveMoney(i, v-s.Players[i].Money); s.Players[i].Money = v }},
			{Name: "products", Words: "counter.products.",
				Get: func(s *State, i int) int { return s.Players[i].Products },
				Set: func(s *State, i, v int) {
					s.move("product", v-s.Players[i].Products, s.place("supply"), s.storagePlace(s.Players[i].Name))
					s.Players[i].Products = v
				}},
			{Name: "cards", Words: "counter.cards.",
				Get: func(s *State, i int) int { return s.Players[i].Hand },
				Set: func(s *State, i, v int) {
					if d := v - s.Players[i].Hand; d > 0 {
						s.draw(i, d)
					} else {
						s.Players[i].Hand += d
						s.Discard -= d
						s.move("card", -d, s.handPlace(s.Players[i].Name), s.place("discard"))
					}
				},
				Max:  func(s *State, i int) int { return s.Players[i].Hand + s.Pile + s.Discard },
				Rule: func(s *State) string { return s.rule("rule.adjust_cards", "empty_deck") }},
		},
		Clone: (*State).Clone,
		Open: func(s *State) error {
			if s.Phase == Ended {
				return s.ended()
			}
			return nil
		},
	}
}}
