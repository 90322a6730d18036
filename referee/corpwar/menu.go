package corpwar

import (
	"fmt"

	"boardroom/referee"
	"boardroom/referee/tui"
	rules "boardroom/rules/corpwar"
	"boardroom/rules/dice"
)

// TUIView is how `play` shows the game between actions.
var TUIView = tui.View[*State]{
	Show:   func(s *State) string { return s.Compact() },
	Events: func(s *State) []string { return s.Events },
	Table:  func(s *State) referee.Table { return s.OnTable() },
}

type choice = tui.Choice[*State]
type action = referee.Action[*State]

// Menu lists what the table can do now; each choice builds the same action
// the command-line verb does.
func Menu(s *State) []choice {
	var out []choice
	legal := func(a action) bool { return a.Legal(s) == nil }
	switch s.Phase {
	case Allocation:
		for _, p := range s.Players {
			if p.New > 0 {
				out = append(out, placeChoice(p))
			}
		}
		if legal(&Next{}) {
			out = append(out, tui.Act[*State]("Start the Action Phase", &Next{}))
		}
	case Action:
		if s.Spy != nil {
			e := *s.Spy
			out = append(out,
				tui.Act[*State](fmt.Sprintf("%s accepts: %s is disrupted this turn", e.Target, R().DeptName(e.Dept)), &Accept{Player: e.Target}),
				callChoice(s))
			break
		}
		if anyone(s, func(name string) bool { return len(playable(s, name)) > 0 }) {
			out = append(out, cardChoice())
		}
		if anyone(s, func(name string) bool { return canSpy(s, name, "") }) {
			out = append(out, spyChoice())
		}
		if legal(&Next{}) {
			out = append(out, tui.Act[*State]("Start the Execution Phase (no more cards)", &Next{}))
		}
	case Execution:
		if s.Demand == nil {
			out = append(out, choice{Label: "Enter the market demand die", Build: func(p tui.Prompter, s *State) (action, error) {
				v, err := tui.InputInt(p, "Market demand die", 1, R().Die)
				return &DemandRoll{Dice: []int{v}}, err
			}})
			break
		}
		left := 0
		for i, p := range s.Players {
			if p.Roll == nil {
				left++
				out = append(out, rollChoice(s, i))
			}
		}
		label := "Start the Upkeep Phase"
		if left > 0 && !s.Physical {
			label = "Roll for everyone left and start the Upkeep Phase"
		}
		if legal(&Next{}) {
			out = append(out, tui.Act[*State](label, &Next{}))
		}
	case Upkeep:
		if anyone(s, func(name string) bool { i, _ := s.PlayerIndex(name); return s.Players[i].Employees() > 0 }) {
			out = append(out, fireChoice())
		}
		if legal(&Next{}) {
			out = append(out, tui.Confirmed[*State]("Pay upkeep and end the turn", "Pay upkeep, apply the hand limit and end the turn?", &Next{}))
		}
	}
	return out
}

// anyone reports whether some player may do what ok says.
func anyone(s *State, ok func(name string) bool) bool {
	for _, p := range s.Players {
		if ok(p.Name) {
			return true
		}
	}
	return false
}

// cardPlays are the ways player name may play card c now: each department
// (and destination) the rules allow.
func cardPlays(s *State, name string, c Card) []*PlayCard {
	var out []*PlayCard
	try := func(a *PlayCard) {
		if a.Legal(s) == nil {
			out = append(out, a)
		}
	}
	switch c {
	case rules.Ace, rules.King:
		for _, d := range R().Depts {
			try(&PlayCard{Player: name, Card: string(c), Dept: string(d)})
		}
	case rules.Queen:
		for _, d := range R().Depts {
			for _, to := range R().Depts {
				try(&PlayCard{Player: name, Card: string(c), Dept: string(d), To: string(to)})
			}
		}
	default:
		try(&PlayCard{Player: name, Card: string(c)})
	}
	return out
}

// playable are the face-up cards player name may play now.
func playable(s *State, name string) []Card {
	var out []Card
	for _, c := range []Card{rules.Ace, rules.King, rules.Queen, rules.Jack} {
		if len(cardPlays(s, name, c)) > 0 {
			out = append(out, c)
		}
	}
	return out
}

// canSpy reports whether name may spy on target (or on anyone, "") now.
func canSpy(s *State, name, target string) bool {
	for _, t := range s.Players {
		if target != "" && t.Name != target {
			continue
		}
		for _, d := range R().Depts {
			if (&Spy{Player: name, Target: t.Name, Dept: string(d)}).Legal(s) == nil {
				return true
			}
		}
	}
	return false
}

func deptOptions(label func(d Dept) string, ok func(d Dept) bool) []tui.Option {
	var opts []tui.Option
	for _, d := range R().Depts {
		if ok == nil || ok(d) {
			opts = append(opts, tui.Option{Label: label(d), Value: string(d)})
		}
	}
	return opts
}

// cardShort is what a card does, in a line for a menu.
func cardShort(c Card) string {
	r := R()
	switch c {
	case rules.Ace:
		return fmt.Sprintf("one of your departments succeeds %d lower, for good", r.Success.ImprovedStep)
	case rules.King:
		return fmt.Sprintf("one of your departments' successes count %d times this turn", r.BoostFactor)
	case rules.Queen:
		return "move one of your employees to another department, for good"
	case rules.Jack:
		return fmt.Sprintf("the demand is %d higher from this turn on", r.Demand.PerMarketResearch)
	}
	return "lay it face down against an opponent's department"
}

func placeChoice(p PlayerState) choice {
	name := p.Name
	return choice{Label: fmt.Sprintf("Place %s's new employees (%d)", name, p.New), Build: func(pr tui.Prompter, s *State) (action, error) {
		i, err := s.PlayerIndex(name)
		if err != nil {
			return nil, err
		}
		pl := s.Players[i]
		d, err := tui.SelectOption(pr, "Which department?", deptOptions(func(d Dept) string {
			return fmt.Sprintf("%s (%d there, %d+)", R().DeptName(d), pl.Staff.Of(d), pl.Need(d))
		}, nil))
		if err != nil {
			return nil, err
		}
		n := 1
		if pl.New > 1 {
			if n, err = tui.InputInt(pr, "How many?", 1, pl.New); err != nil {
				return nil, err
			}
		}
		return &Place{Player: name, Dept: d, N: n}, nil
	}}
}

func cardChoice() choice {
	return choice{Label: "Play a special action card", Build: func(pr tui.Prompter, s *State) (action, error) {
		var names []string
		for _, p := range s.Players {
			if len(playable(s, p.Name)) > 0 {
				names = append(names, p.Name)
			}
		}
		if len(names) == 0 {
			return nil, referee.Refusef("a card is played from the hand", "nobody has a card in hand that can be played now")
		}
		who, err := tui.SelectPlayer(pr, "Who plays a card?", names)
		if err != nil {
			return nil, err
		}
		var opts []tui.Option
		for _, c := range playable(s, who) {
			opts = append(opts, tui.Option{Label: CardName(c) + ": " + cardShort(c), Value: string(c)})
		}
		cv, err := tui.SelectOption(pr, "Which card?", opts)
		if err != nil {
			return nil, err
		}
		c := Card(cv)
		i, _ := s.PlayerIndex(who)
		p := s.Players[i]
		a := &PlayCard{Player: who, Card: cv}
		plays := cardPlays(s, who, c)
		allows := func(d Dept, to string) bool {
			for _, x := range plays {
				if x.Dept == string(d) && (to == "*" || x.To == to) {
					return true
				}
			}
			return false
		}
		switch c {
		case rules.Ace, rules.King:
			a.Dept, err = tui.SelectOption(pr, "On which of "+who+"'s departments?", deptOptions(func(d Dept) string {
				return fmt.Sprintf("%s (%s, %d+)", R().DeptName(d), plural(p.Staff.Of(d), "employee", "employees"), p.Need(d))
			}, func(d Dept) bool { return allows(d, "") }))
		case rules.Queen:
			a.Dept, err = tui.SelectOption(pr, "Move an employee from", deptOptions(func(d Dept) string {
				return fmt.Sprintf("%s (%d)", R().DeptName(d), p.Staff.Of(d))
			}, func(d Dept) bool { return allows(d, "*") }))
			if err == nil {
				a.To, err = tui.SelectOption(pr, "to", deptOptions(func(d Dept) string {
					return fmt.Sprintf("%s (%d)", R().DeptName(d), p.Staff.Of(d))
				}, func(d Dept) bool { return allows(Dept(a.Dept), string(d)) }))
			}
		}
		return a, err
	}}
}

func spyChoice() choice {
	return choice{Label: "Espionage: lay a card face down (it may be a bluff)", Build: func(pr tui.Prompter, s *State) (action, error) {
		var names []string
		for _, p := range s.Players {
			if canSpy(s, p.Name, "") {
				names = append(names, p.Name)
			}
		}
		if len(names) == 0 {
			return nil, referee.Refusef("espionage lays a card from the hand face down", "nobody has a card in hand")
		}
		who, err := tui.SelectPlayer(pr, "Who spies?", names)
		if err != nil {
			return nil, err
		}
		var targets []string
		for _, p := range s.Players {
			if p.Name != who && canSpy(s, who, p.Name) {
				targets = append(targets, p.Name)
			}
		}
		target, err := tui.SelectPlayer(pr, "On whom?", targets)
		if err != nil {
			return nil, err
		}
		t, _ := s.PlayerIndex(target)
		tp := s.Players[t]
		d, err := tui.SelectOption(pr, "Which of "+target+"'s departments?", deptOptions(func(d Dept) string {
			return fmt.Sprintf("%s (%s)", R().DeptName(d), plural(tp.Staff.Of(d), "employee", "employees"))
		}, func(d Dept) bool { return (&Spy{Player: who, Target: target, Dept: string(d)}).Legal(s) == nil }))
		if err != nil {
			return nil, err
		}
		return &Spy{Player: who, Target: target, Dept: d}, nil
	}}
}

func callChoice(s *State) choice {
	e := *s.Spy
	return choice{Label: fmt.Sprintf("%s calls: turn the card up", e.Target), Build: func(pr tui.Prompter, s *State) (action, error) {
		var opts []tui.Option
		for _, c := range rules.CardKinds {
			if s.Unseen(c) > 0 {
				label := CardName(c) + ": a bluff"
				if c == rules.Joker {
					label = CardName(c) + ": the espionage succeeds"
				}
				opts = append(opts, tui.Option{Label: label, Value: string(c)})
			}
		}
		cv, err := tui.SelectOption(pr, "Which card was face down?", opts)
		if err != nil {
			return nil, err
		}
		a := &Call{Player: e.Target, Card: cv}
		if Card(cv) == rules.Joker {
			return a, nil
		}
		if s.Physical {
			v, err := tui.InputInt(pr, e.Attacker+"'s penalty die", 1, R().Die)
			if err != nil {
				return nil, err
			}
			a.Roll = []int{v}
		}
		i, _ := s.PlayerIndex(e.Attacker)
		att := s.Players[i]
		places := 0
		for _, d := range R().Depts {
			if att.Staff.Of(d) > 0 {
				places++
			}
		}
		if att.New > 0 {
			places++
		}
		if att.Money < R().Die && places > 1 {
			opts := deptOptions(func(d Dept) string { return fmt.Sprintf("%s (%d)", R().DeptName(d), att.Staff.Of(d)) },
				func(d Dept) bool { return att.Staff.Of(d) > 0 })
			if att.New > 0 {
				opts = append([]tui.Option{{Label: fmt.Sprintf("a new employee (%d)", att.New), Value: NewStaff}}, opts...)
			}
			if a.Lose, err = tui.SelectOption(pr, fmt.Sprintf("If %s cannot pay, who goes?", e.Attacker), opts); err != nil {
				return nil, err
			}
		}
		return a, nil
	}}
}

func rollChoice(s *State, i int) choice {
	name := s.Players[i].Name
	label := "Roll for " + name
	if s.Physical {
		label = "Enter " + name + "'s dice"
	}
	return choice{Label: label, Build: func(pr tui.Prompter, s *State) (action, error) {
		i, err := s.PlayerIndex(name)
		if err != nil {
			return nil, err
		}
		p := s.Players[i]
		a := &Roll{Player: name}
		if !s.Physical {
			return a, nil
		}
		for _, d := range R().Depts {
			n := p.Staff.Of(d)
			if n == 0 || p.disrupted(d) {
				continue
			}
			validate := func(text string) error {
				r, err := dice.Parse(text)
				if err != nil {
					return err
				}
				if err := r.Check(R().Die); err != nil {
					return err
				}
				if len(r.Values) != n {
					return fmt.Errorf("enter %d dice", n)
				}
				return nil
			}
			ans, err := pr.Input(fmt.Sprintf("%s's %s: %s (%d+ succeeds)", name, R().DeptName(d), plural(n, "die", "dice"), p.Need(d)), "e.g. 3,5,6", validate)
			if err != nil {
				return nil, err
			}
			r, err := dice.Parse(ans)
			if err != nil {
				return nil, err
			}
			if a.Dice == nil {
				a.Dice = map[Dept][]int{}
			}
			a.Dice[d] = r.Values
		}
		return a, nil
	}}
}

func fireChoice() choice {
	return choice{Label: "Fire employees (before upkeep is paid)", Build: func(pr tui.Prompter, s *State) (action, error) {
		var names []string
		for _, p := range s.Players {
			if p.Employees() > 0 {
				names = append(names, p.Name)
			}
		}
		if len(names) == 0 {
			return nil, referee.Refusef("", "nobody has an employee")
		}
		who, err := tui.SelectPlayer(pr, "Who fires?", names)
		if err != nil {
			return nil, err
		}
		i, _ := s.PlayerIndex(who)
		p := s.Players[i]
		opts := deptOptions(func(d Dept) string { return fmt.Sprintf("%s (%d)", R().DeptName(d), p.Staff.Of(d)) },
			func(d Dept) bool { return p.Staff.Of(d) > 0 })
		if p.New > 0 {
			opts = append([]tui.Option{{Label: fmt.Sprintf("new employees (%d)", p.New), Value: NewStaff}}, opts...)
		}
		from, err := tui.SelectOption(pr, "From where?", opts)
		if err != nil {
			return nil, err
		}
		have := p.New
		if from != NewStaff {
			have = p.Staff.Of(Dept(from))
		}
		n := 1
		if have > 1 {
			if n, err = tui.InputInt(pr, "How many?", 1, have); err != nil {
				return nil, err
			}
		}
		return &Fire{Player: who, From: from, N: n}, nil
	}}
}
