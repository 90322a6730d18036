package corpwar

import (
	"fmt"
	"strings"

	"boardroom/referee"
	corpwarrules "boardroom/rules/corpwar"
)

// ---- card ----

// PlayCard plays a special action card face up: Improved Methods (Dept),
// Innovation Boost (Dept), Reconversion (Dept to To) or Market Research.
// Espionage is Spy.
type PlayCard struct {
	Player string `json:"player"`
	Card   string `json:"card"`
	Dept   string `json:"department,omitempty"`
	To     string `json:"to,omitempty"`
}

func (*PlayCard) ActionType() string { return string(ActCard) }

func (a *PlayCard) Legal(s *State) error {
	i, err := actor(s, ActionName(a.ActionType()), a.Player)
	if err != nil {
		return err
	}
	c, err := ParseCard(a.Card)
	if err != nil {
		return refuse("", "%v", err)
	}
	p := s.Players[i]
	if c == corpwarrules.Joker {
		return refuse("espionage is played face down against an opponent's department", "use 'spy %s <target> <department>'", p.Name)
	}
	if p.Hand < 1 {
		return refuse("a card is played from the hand", "%s has no card in hand", p.Name)
	}
	if err := possible(s, c); err != nil {
		return err
	}
	r := R()
	switch c {
	case corpwarrules.Ace, corpwarrules.King:
		d, err := dept(a.Dept)
		if err != nil {
			return err
		}
		if c == corpwarrules.Ace && p.Improved.Of(d) >= r.MaxImproved() {
			return refuse("Improved Methods lower a department's roll down to "+itoa(r.Success.Lowest)+"+ and no further; "+r.Cite("methods"),
				"%s's %s already succeeds on %d+", p.Name, r.DeptName(d), p.Need(d))
		}
		if c == corpwarrules.King && p.boosted(d) {
			return refuse("one Innovation Boost per department per turn; "+r.Cite("boost"), "%s's %s is already boosted this turn", p.Name, r.DeptName(d))
		}
	case corpwarrules.Queen:
		from, err := dept(a.Dept)
		if err != nil {
			return err
		}
		to, err := dept(a.To)
		if err != nil {
			return err
		}
		if from == to {
			return refuse("Reconversion moves an employee to another department", "%s and %s are the same", r.DeptName(from), r.DeptName(to))
		}
		if p.Staff.Of(from) < 1 {
			return refuse("Reconversion moves one of your employees", "%s has nobody in %s", p.Name, r.DeptName(from))
		}
	}
	return nil
}

// possible refuses a card of a kind whose every copy is face up (CW19).
func possible(s *State, c Card) error {
	if s.Unseen(c) > 0 {
		return nil
	}
	info, _ := R().Card(c)
	return refuse(fmt.Sprintf("the deck has %s; %s", plural(info.Count, info.Action+" card", info.Action+" cards"), R().Cite("hidden")),
		"all %d are face up on the table or in the discards: that card cannot be in a hand", info.Count)
}

func (a *PlayCard) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	r := R()
	i, _ := s.PlayerIndex(a.Player)
	c, _ := ParseCard(a.Card)
	p := &s.Players[i]
	p.Hand--
	switch c {
	case corpwarrules.Ace:
		d, _ := ParseDept(a.Dept)
		was := p.Need(d)
		p.Improved.Add(d, 1)
		s.moveCard(corpwarrules.Ace, handPlace(p.Name), improvedPlace(p.Name))
		s.Work.Line("CW5", "Improved Methods on %s: its dice need %d+ less %d = %d+ (never below %d+), for good", r.DeptName(d), was, r.Success.ImprovedStep, p.Need(d), r.Success.Lowest)
		s.Say("%s plays Improved Methods on %s: its dice now succeed on %d+ (%s for good).", p.Name, r.DeptName(d), p.Need(d), plural(p.Improved.Of(d), "card", "cards"))
	case corpwarrules.King:
		d, _ := ParseDept(a.Dept)
		p.Boosted = append(p.Boosted, d)
		s.moveCard(corpwarrules.King, handPlace(p.Name), boostPlace(p.Name))
		s.Work.Line("CW6", "Innovation Boost on %s: each success counts %d times this turn", r.DeptName(d), r.BoostFactor)
		s.Say("%s plays Innovation Boost on %s: each success counts %d times this turn (%s).", p.Name, r.DeptName(d), r.BoostFactor, r.Cite("boost"))
	case corpwarrules.Queen:
		from, _ := ParseDept(a.Dept)
		to, _ := ParseDept(a.To)
		s.Work.Line("CW3", "Reconversion moves one employee for good: %s %d - 1 = %d, %s %d + 1 = %d",
			r.DeptName(from), p.Staff.Of(from), p.Staff.Of(from)-1, r.DeptName(to), p.Staff.Of(to), p.Staff.Of(to)+1)
		p.Staff.Add(from, -1)
		p.Staff.Add(to, 1)
		s.moveCard(corpwarrules.Queen, handPlace(p.Name), discardPlace)
		s.Moved.Move("employee token", 1, deptPlace(p.Name, from), deptPlace(p.Name, to))
		s.discardSeen(corpwarrules.Queen)
		s.Say("%s plays Reconversion: an employee moves from %s to %s for good.", p.Name, r.DeptName(from), r.DeptName(to))
	case corpwarrules.Jack:
		s.MarketResearch++
		s.moveCard(corpwarrules.Jack, handPlace(p.Name), centrePlace)
		s.Work.Line("CW7", "Market Research: the demand is the dice + %d x %d cards in play = dice + %d, from this turn on",
			r.Demand.PerMarketResearch, s.MarketResearch, r.Demand.PerMarketResearch*s.MarketResearch)
		s.Say("%s plays Market Research: the demand is %d higher from this turn on (%s in play, %s).", p.Name,
			r.Demand.PerMarketResearch, plural(s.MarketResearch, "card", "cards"), r.Cite("market"))
	}
	return s, nil
}

// ---- spy ----

// Spy lays a card face down against a department of an opponent: Espionage,
// or a bluff. The target answers with Accept or Call.
type Spy struct {
	Player string `json:"player"`
	Target string `json:"target"`
	Dept   string `json:"department"`
}

func (*Spy) ActionType() string { return string(ActSpy) }

func (a *Spy) Legal(s *State) error {
	i, err := actor(s, ActionName(a.ActionType()), a.Player)
	if err != nil {
		return err
	}
	t, err := s.PlayerIndex(a.Target)
	if err != nil {
		return err
	}
	d, err := dept(a.Dept)
	if err != nil {
		return err
	}
	if i == t {
		return refuse("espionage targets an opponent's corporation", "%s cannot spy on themselves", s.Players[i].Name)
	}
	if s.Players[i].Hand < 1 {
		return refuse("espionage lays a card from the hand face down (a bluff needs a card too)", "%s has no card in hand", s.Players[i].Name)
	}
	if s.Players[t].disrupted(d) {
		return refuse("a department is disrupted once per turn; "+R().Cite("disruption"), "%s's %s is already disrupted this turn", s.Players[t].Name, R().DeptName(d))
	}
	return nil
}

func (a *Spy) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := s.PlayerIndex(a.Player)
	t, _ := s.PlayerIndex(a.Target)
	d, _ := ParseDept(a.Dept)
	s.Players[i].Hand--
	s.Spy = &Espionage{Attacker: s.Players[i].Name, Target: s.Players[t].Name, Dept: d}
	s.Moved.Move("card", 1, handPlace(s.Players[i].Name), spyPlace(s.Players[t].Name))
	tn := s.Players[t].Name
	s.Say("%s lays a card face down against %s's %s: Espionage, or a bluff. %s accepts ('accept %s') or calls ('call %s <card turned up>').",
		s.Players[i].Name, tn, R().DeptName(d), tn, tn, tn)
	return s, nil
}

// ---- accept ----

// Accept: the target accepts the sabotage; the department is disrupted this
// turn and the face-down card is discarded unseen.
type Accept struct {
	Player string `json:"player"`
}

func (*Accept) ActionType() string { return string(ActAccept) }

func (a *Accept) Legal(s *State) error {
	_, err := actor(s, ActionName(a.ActionType()), a.Player)
	return err
}

func (a *Accept) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	e := *s.Spy
	t, _ := s.PlayerIndex(e.Target)
	s.Players[t].Disrupted = append(s.Players[t].Disrupted, e.Dept)
	s.Discard++
	s.Spy = nil
	s.Moved.Move("card", 1, spyPlace(e.Target), discardPlace)
	s.Say("%s accepts: %s's %s is disrupted this turn and rolls no dice (%s). The card is discarded unseen.",
		e.Target, e.Target, R().DeptName(e.Dept), R().Cite("disruption"))
	return s, nil
}

// ---- call ----

// Call: the target calls; Card is the card turned up. A Joker costs the
// target an employee in the department and the disruption stands; anything
// else costs the attacker a die roll of money (Roll, entered with physical
// dice), or an employee (from Lose, their choice) if they cannot pay.
type Call struct {
	Player string `json:"player"`
	Card   string `json:"card"`
	Roll   []int  `json:"roll,omitempty"`
	Lose   string `json:"lose,omitempty"`
}

func (*Call) ActionType() string { return string(ActCall) }

func (a *Call) Legal(s *State) error {
	if _, err := actor(s, ActionName(a.ActionType()), a.Player); err != nil {
		return err
	}
	c, err := ParseCard(a.Card)
	if err != nil {
		return refuse("", "%v", err)
	}
	if err := possible(s, c); err != nil {
		return err
	}
	if a.Lose != "" && a.Lose != NewStaff {
		if _, err := dept(a.Lose); err != nil {
			return err
		}
	}
	n := R().Espionage.PenaltyDice
	switch {
	case c == corpwarrules.Joker && len(a.Roll) > 0:
		return refuse("only a bluff costs the attacker a die roll", "the card is a Joker: enter no roll")
	case c != corpwarrules.Joker && s.Physical && len(a.Roll) != n:
		return refuse("a called bluff costs the attacker one die roll of money", "%s rolls %s and you enter it: 'call %s %s --roll <die>'",
			s.Spy.Attacker, plural(n, "die", "dice"), s.Spy.Target, c)
	case !s.Physical && len(a.Roll) > 0:
		return refuse("the referee rolls the dice in this game (it was started without --physical)", "enter no roll")
	}
	return checkDice(a.Roll)
}

// checkDice refuses values no die shows.
func checkDice(vals []int) error {
	for _, v := range vals {
		if v < 1 || v > R().Die {
			return refuse(fmt.Sprintf("a die shows 1 to %d", R().Die), "%d is not a roll", v)
		}
	}
	return nil
}

func (a *Call) Apply(s0 *State, ch *referee.Chance) (*State, error) {
	s := s0.Clone()
	r := R()
	e := *s.Spy
	c, _ := ParseCard(a.Card)
	i, _ := s.PlayerIndex(e.Attacker)
	t, _ := s.PlayerIndex(e.Target)
	s.Spy = nil
	s.discardSeen(c)
	s.moveCard(c, spyPlace(e.Target), discardPlace) // turned up: now it is known
	att, tgt := &s.Players[i], &s.Players[t]
	dn := r.DeptName(e.Dept)
	if c == corpwarrules.Joker {
		tgt.Disrupted = append(tgt.Disrupted, e.Dept)
		lost := min(r.Espionage.JokerLoss, tgt.Staff.Of(e.Dept))
		s.Work.Line("CW9", "a called Joker: %s's %s is disrupted and loses min(%d, %d employed there) = %d, leaving %d",
			tgt.Name, dn, r.Espionage.JokerLoss, tgt.Staff.Of(e.Dept), lost, tgt.Staff.Of(e.Dept)-lost)
		tgt.Staff.Add(e.Dept, -lost)
		s.Moved.Move("employee token", lost, deptPlace(tgt.Name, e.Dept), tokenSupply)
		s.Say("%s calls: it is a Joker. The espionage succeeds: %s's %s is disrupted this turn (%s).", tgt.Name, tgt.Name, dn, r.Cite("disruption"))
		if lost > 0 {
			s.Say("%s loses %s from %s: %d left there.", tgt.Name, plural(lost, "employee", "employees"), dn, tgt.Staff.Of(e.Dept))
		} else {
			s.Say("%s has nobody in %s to lose (%s).", tgt.Name, dn, r.Cite("joker"))
		}
		return s, nil
	}
	var dice []int
	for k := 0; k < r.Espionage.PenaltyDice; k++ {
		var d int
		var err error
		if s.Physical {
			d, err = referee.Enter(ch, "bluff die", a.Roll[k])
		} else {
			d, err = ch.Roll("bluff die", r.Die)
		}
		if err != nil {
			return nil, err
		}
		dice = append(dice, d)
	}
	owed := r.MarketDemand(dice, 0)
	s.workBluff(att.Name, dice, owed, att.Money)
	s.Say("%s calls: it is %s, a bluff. The espionage fails. %s rolls %s: %d money owed.", tgt.Name, CardName(c), att.Name, intsText(dice), owed)
	switch {
	case att.Money >= owed:
		s.moveMoney(i, -owed)
		att.Money -= owed
		s.Say("%s pays %d: %d money left (%s).", att.Name, owed, att.Money, r.Cite("bluff"))
	case att.Employees() > 0:
		var from []string
		lose := a.Lose
		if d, err := ParseDept(lose); err == nil {
			lose = string(d)
		}
		for k := 0; k < r.Espionage.UnpaidLoss; k++ {
			if w := s.loseEmployee(i, lose); w != "" {
				from = append(from, placeName(w))
			}
		}
		s.Say("%s has only %d money and cannot pay %d: they pay nothing and lose %s instead, from %s (%s).", att.Name, att.Money, owed,
			plural(len(from), "employee", "employees"), strings.Join(from, ", "), r.Cite("bluff"))
	default:
		paid := att.Money
		s.moveMoney(i, -paid)
		att.Money = 0
		s.Say("%s cannot pay %d and has no employee to lose: they pay all they have, %d (%s).", att.Name, owed, paid, r.Cite("bluff"))
	}
	return s, nil
}
