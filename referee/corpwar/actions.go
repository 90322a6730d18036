package corpwar

import (
	"fmt"
	"strings"

	"boardroom/lazy"
	"boardroom/referee"
	corpwarrules "boardroom/rules/corpwar"
)

var refuse = referee.Refusef

// inPhase refuses an action of type action once the game has ended or
// outside its phase (the phase table).
func inPhase(s *State, action ActionName) error {
	if s.Phase == Ended {
		return refuse("the game ends when a corporation has more than the winning money, or at the last turn; "+R().Cite("end"), "the game has ended: %s", s.WinnerText())
	}
	return phases.Get().Check(s.Phase, string(action), fmt.Sprintf(" of turn %d", s.Turn))
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
		return 0, refuse("only a face-down espionage card is accepted or called", "no espionage card is waiting")
	}
	i, err := s.PlayerIndex(player)
	if err != nil {
		return 0, err
	}
	if s.Players[i].Name != s.Spy.Target {
		return 0, refuse("the targeted corporation answers espionage",
			"%s's card is against %s, not %s", s.Spy.Attacker, s.Spy.Target, s.Players[i].Name)
	}
	return i, nil
}

// noSpy refuses anything but the answer while an espionage card waits.
func noSpy(s *State) error {
	if s.Spy != nil {
		return refuse("the target of an espionage card answers before anything else happens; "+R().Cite("disruption"),
			"%s's card against %s's %s waits: 'accept %s' or 'call %s <card>'", s.Spy.Attacker, s.Spy.Target,
			R().DeptName(s.Spy.Dept), s.Spy.Target, s.Spy.Target)
	}
	return nil
}

func dept(name string) (Dept, error) {
	d, err := ParseDept(name)
	if err != nil {
		return "", refuse("a corporation has four departments: "+deptList(), "%v", err)
	}
	return d, nil
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
		return refuse("the game ends when a corporation has more than the winning money, or at the last turn; "+R().Cite("end"), "the game has ended: %s", s.WinnerText())
	case Allocation:
		for _, p := range s.Players {
			if p.New > 0 {
				return refuse("every new employee is placed in a department in the Allocation Phase; "+R().Cite("allocation"),
					"%s has %s to place: 'place %s <department> [N]'", p.Name, plural(p.New, "new employee", "new employees"), p.Name)
			}
		}
	case Action:
		return noSpy(s)
	case Execution:
		if !s.Physical {
			return nil
		}
		if s.Demand == nil {
			return refuse("the Execution Phase starts with the market demand", "roll it and enter it: 'demand <die>'")
		}
		for i, p := range s.Players {
			if p.Roll == nil && s.diceNeeded(i) > 0 {
				return refuse("each corporation's dice are rolled before upkeep",
					"%s has not entered theirs: 'roll %s %s'", p.Name, p.Name, s.diceFlags(i))
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
			s.Work.Check("CW3", "every new employee is placed: left to place %s", strings.Join(left, ", "))
		case Action:
			s.Work.Check(R().Rulings["disruption"].ID, "no espionage card waits for its target's answer")
		case Execution:
			if d := s0.Demand; d != nil {
				s.Work.Check(R().Rulings["sales"].ID, "this turn's market demand is in: %s, %d", intsText(d.Dice), d.Total)
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
				s.Work.Check(R().Rulings["order"].ID, "each corporation's dice are rolled before upkeep: %s rolled", strings.Join(rolled, ", "))
			}
			if len(left) > 0 {
				s.Work.Check(R().Rulings["order"].ID, "the referee rolls the dice of %s, who had not rolled", strings.Join(left, ", "))
			}
		}
	}
	switch s.Phase {
	case Allocation:
		s.Phase = Action
		s.Say("Turn %d, Action Phase: play special action cards in turn order, %s first.", s.Turn, s.Players[0].Name)
	case Action:
		s.Phase = Execution
		s.Say("Turn %d, Execution Phase.", s.Turn)
		if s.Physical {
			s.Say("Roll the market demand and enter it: 'demand <die>'.")
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
		s.Say("Turn %d, Upkeep Phase. Due: %s. Fire anyone first; 'next' pays.", s.Turn, strings.Join(due, ", "))
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
		extra = fmt.Sprintf(" + %d for %s", s.MarketResearch*r.Demand.PerMarketResearch,
			plural(s.MarketResearch, "Market Research card", "Market Research cards"))
	}
	s.Say("Market demand: %s%s = %d: each corporation sells at most %d this turn.", intsText(dice), extra, s.Demand.Total, s.Demand.Total)
	s.Work.Line("CW7", "market demand: %s + %d x %d Market Research = %d, the most each corporation sells this turn (CW13)",
		intsText(dice), s.MarketResearch, r.Demand.PerMarketResearch, s.Demand.Total)
}

func intsText(v []int) string {
	p := make([]string, len(v))
	for i, x := range v {
		p[i] = itoa(x)
	}
	if len(p) == 1 {
		return "die " + p[0]
	}
	return "dice " + strings.Join(p, "+")
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
			laid = append(laid, placeName(from))
			cost = r.EmployeeUpkeep(p.Employees())
		}
		if len(laid) > 0 {
			s.Say("%s cannot pay for every employee and lets %s go (%s): %s.", p.Name, plural(len(laid), "employee", "employees"),
				r.Cite("layoffs"), strings.Join(laid, ", "))
		}
		s.moveMoney(i, -cost)
		p.Money -= cost
		storage := r.StorageCost(p.Products)
		thrown := 0
		for storage > p.Money {
			p.Products--
			s.Moved.Move("product token", 1, storagePlace(p.Name), tokenSupply)
			thrown++
			storage = r.StorageCost(p.Products)
		}
		if thrown > 0 {
			s.Say("%s cannot pay for storage and throws %s away (%s).", p.Name, plural(thrown, "product", "products"), r.Cite("layoffs"))
		}
		s.moveMoney(i, -storage)
		p.Money -= storage
		s.workUpkeep(i, money, cost, storage, len(laid), thrown)
		s.Say("%s pays %d for %s and %d for %s (%s): %d money left.", p.Name, cost, plural(p.Employees(), "employee", "employees"),
			storage, plural(p.Products, "product", "products"), r.Cite("rounding"), p.Money)
		if over := p.Hand - r.HandLimit; over > 0 {
			p.Hand -= over
			s.Discard += over
			s.Moved.Move("card", over, handPlace(p.Name), discardPlace)
			s.Say("%s discards %s of their choice, down to %d (%s).", p.Name, plural(over, "card", "cards"), r.HandLimit, r.Cite("hand"))
		}
		for range p.Boosted {
			s.moveCard(corpwarrules.King, boostPlace(p.Name), discardPlace)
			s.discardSeen(corpwarrules.King)
		}
		p.Boosted, p.Disrupted, p.Roll = nil, nil, nil
	}
	s.Demand = nil

	var rich []string
	for _, p := range s.Players {
		if r.Wins(p.Money) {
			rich = append(rich, fmt.Sprintf("%s has %d", p.Name, p.Money))
		}
	}
	working := false
	for i := range s.Players {
		working = working || s.CanEarn(i)
	}
	switch {
	case len(rich) > 0:
		s.EndReason = fmt.Sprintf("%s, more than %d after upkeep", strings.Join(rich, " and "), r.End.MoneyAbove)
	case !working:
		s.EndReason = fmt.Sprintf("no corporation can earn money any more (%s)", r.Cite("stalemate"))
	case s.Turn >= r.End.LastTurn:
		s.EndReason = fmt.Sprintf("turn %d was the last (%s)", r.End.LastTurn, r.Cite("stalemate"))
	}
	if s.EndReason != "" {
		s.Phase = Ended
		s.Work.Line("CW17", "the game ends after upkeep: %s", s.EndReason)
		s.Say("The game ends: %s. %s.", s.EndReason, s.WinnerText())
		return
	}
	s.Turn++
	s.Phase = Allocation
	waiting := 0
	for _, p := range s.Players {
		waiting += p.New
	}
	if waiting > 0 {
		s.Say("Turn %d, Allocation Phase: place the new employees, then 'next'.", s.Turn)
	} else {
		s.Say("Turn %d, Allocation Phase: nobody has a new employee to place; 'next' starts the Action Phase.", s.Turn)
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
	if _, err := dept(a.Dept); err != nil {
		return err
	}
	p := s.Players[i]
	if a.N < 1 {
		return refuse("", "place at least 1 employee, not %d", a.N)
	}
	if a.N > p.New {
		rule := "only new employees are placed; those at work stay where they are; " + R().Cite("allocation")
		return refuse(rule, "%s has %s to place, not %d", p.Name, plural(p.New, "new employee", "new employees"), a.N)
	}
	return nil
}

func (a *Place) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := s.PlayerIndex(a.Player)
	d, _ := ParseDept(a.Dept)
	p := &s.Players[i]
	s.Work.Line("allocation", "%s's employees to place: %d - %d = %d", p.Name, p.New, a.N, p.New-a.N)
	s.Work.Line("allocation", "%s's %s: %d + %d = %d employees", p.Name, R().DeptName(d), p.Staff.Of(d), a.N, p.Staff.Of(d)+a.N)
	p.New -= a.N
	p.Staff.Add(d, a.N)
	s.Moved.Move("employee token", a.N, newHiresPlace(p.Name), deptPlace(p.Name, d))
	s.Say("%s places %s in %s: %s has %d.", p.Name, plural(a.N, "employee", "employees"), R().DeptName(d), R().DeptName(d), p.Staff.Of(d))
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
		return refuse("the referee rolls the dice in this game (it was started without --physical)", "the demand was rolled when the phase began")
	}
	if s.Demand != nil {
		return refuse("the demand is rolled once per turn", "it is %d this turn", s.Demand.Total)
	}
	if n := R().Demand.Dice; len(a.Dice) != n {
		return refuse(fmt.Sprintf("the market demand is %s", plural(n, "die", "dice")), "enter %d, not %d", n, len(a.Dice))
	}
	return checkDice(a.Dice)
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
		d, err := dept(a.From)
		if err != nil {
			return err
		}
		have = p.Staff.Of(d)
	}
	if a.N < 1 {
		return refuse("", "fire at least 1 employee, not %d", a.N)
	}
	if a.N > have {
		return refuse("", "%s has %s in %s", p.Name, plural(have, "employee", "employees"), placeName(a.fromKey()))
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
	s.Work.Line("CW15", "%s fires %d: upkeep due now %d for employees + %d for storage", p.Name, a.N, e, st)
	s.Say("%s fires %s from %s: %s left, upkeep due %d.", p.Name, plural(a.N, "employee", "employees"), placeName(a.fromKey()),
		plural(p.Employees(), "employee", "employees"), e+st)
	return s, nil
}

// ---- adjust ----

// adjuster is what `adjust` may change: money, products, and the cards in a
// hand (drawn from the pile, or discarded face down). A correction never
// ends the game by itself (CW20).
var adjuster = &lazy.Value[*referee.Adjuster[*State]]{New: func() *referee.Adjuster[*State] {
	return &referee.Adjuster[*State]{
		Counters: []referee.Counter[*State]{
			{Name: "money", Help: "money tokens",
				Get:  func(s *State, i int) int { return s.Players[i].Money },
				Set:  func(s *State, i, v int) { s.moveMoney(i, v-s.Players[i].Money); s.Players[i].Money = v },
				Show: func(n int) string { return itoa(n) + " money" }},
			{Name: "products", Help: "products in stock",
				Get: func(s *State, i int) int { return s.Players[i].Products },
				Set: func(s *State, i, v int) {
					s.Moved.Move("product token", v-s.Players[i].Products, tokenSupply, storagePlace(s.Players[i].Name))
					s.Players[i].Products = v
				},
				Show: func(n int) string { return plural(n, "product", "products") }},
			{Name: "cards", Help: "cards in hand: drawn from the pile, or discarded face down",
				Get: func(s *State, i int) int { return s.Players[i].Hand },
				Set: func(s *State, i, v int) {
					if d := v - s.Players[i].Hand; d > 0 {
						s.draw(i, d)
					} else {
						s.Players[i].Hand += d
						s.Discard -= d
						s.Moved.Move("card", -d, handPlace(s.Players[i].Name), discardPlace)
					}
				},
				Max:  func(s *State, i int) int { return s.Players[i].Hand + s.Pile + s.Discard },
				Rule: "cards come from the pile, and from the discards shuffled when it runs out; " + R().Cite("empty_deck"),
				Show: func(n int) string { return plural(n, "card", "cards") + " in hand" }},
		},
		Clone: (*State).Clone,
		Open: func(s *State) error {
			if s.Phase == Ended {
				return refuse("the game ends when a corporation has more than the winning money, or at the last turn; "+R().Cite("end"), "the game has ended: %s", s.WinnerText())
			}
			return nil
		},
	}
}}
