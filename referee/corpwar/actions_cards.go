package corpwar

import (
	"slices"
	"strings"

	"boardroom/phrase"
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
	c, err := s.cardOf(a.Card)
	if err != nil {
		return err
	}
	p := s.Players[i]
	if c == corpwarrules.Joker {
		return s.refuse(s.rule("rule.joker_face_down", ""), "refuse.use_spy", p.Name)
	}
	if p.Hand < 1 {
		return s.refuse(s.rule("rule.from_hand", ""), "refuse.no_card", p.Name)
	}
	if err := possible(s, c); err != nil {
		return err
	}
	r := R()
	switch c {
	case corpwarrules.Ace, corpwarrules.King:
		d, err := s.deptOf(a.Dept)
		if err != nil {
			return err
		}
		if c == corpwarrules.Ace && p.Improved.Of(d) >= r.MaxImproved() {
			return s.refuse(s.rule("rule.methods_lowest", "methods", s.cardTitle(c), r.Success.Lowest), "refuse.already_lowest", p.Name, s.dept(d), p.Need(d))
		}
		if c == corpwarrules.King && p.boosted(d) {
			return s.refuse(s.rule("rule.one_boost", "boost", s.cardTitle(c)), "refuse.already_boosted", p.Name, s.dept(d))
		}
	case corpwarrules.Queen:
		from, err := s.deptOf(a.Dept)
		if err != nil {
			return err
		}
		to, err := s.deptOf(a.To)
		if err != nil {
			return err
		}
		if from == to {
			return s.refuse(s.rule("rule.reconversion_other", "", s.cardTitle(c)), "refuse.same_department", s.dept(from))
		}
		if p.Staff.Of(from) < 1 {
			return s.refuse(s.rule("rule.reconversion_yours", "", s.cardTitle(c)), "refuse.nobody_in", p.Name, s.dept(from))
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
	return s.refuse(s.rule("rule.deck_has", "hidden", info.Count, s.cardTitle(c)), "refuse.all_seen", info.Count)
}

// cardMeant is the "did you mean" of a card the referee does not know:
// the closest of the kinds and the names a card may be given.
func (s *State) cardMeant(name string) string {
	var all []string
	for _, c := range corpwarrules.CardKinds {
		all = append(all, string(c))
	}
	for w := range cardWords.Get() {
		if len(w) > 2 { // "a", "jo" are short hands, never a suggestion
			all = append(all, w)
		}
	}
	slices.Sort(all) // one suggestion for one typo, whatever the map's order
	return phrase.DidYouMeanIn(s.Language(), strings.ToLower(strings.TrimSpace(name)), all)
}

// cardOf reads a card a player typed, or refuses it.
func (s *State) cardOf(name string) (Card, error) {
	c, err := ParseCard(name)
	if err != nil {
		return "", s.refuse("", "refuse.unknown_card", name, s.cardMeant(name))
	}
	return c, nil
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
		s.moveCard(corpwarrules.Ace, s.handPlace(p.Name), s.improvedPlace(p.Name))
		s.work("CW5", "why.methods", s.cardTitle(c), s.dept(d), was, r.Success.ImprovedStep, p.Need(d), r.Success.Lowest)
		s.say("event.methods", p.Name, s.cardTitle(c), s.dept(d), p.Need(d), p.Improved.Of(d))
	case corpwarrules.King:
		d, _ := ParseDept(a.Dept)
		p.Boosted = append(p.Boosted, d)
		s.moveCard(corpwarrules.King, s.handPlace(p.Name), s.boostPlace(p.Name))
		s.work("CW6", "why.boost", s.cardTitle(c), s.dept(d), r.BoostFactor)
		s.say("event.boost", p.Name, s.cardTitle(c), s.dept(d), r.BoostFactor, s.cite("boost"))
	case corpwarrules.Queen:
		from, _ := ParseDept(a.Dept)
		to, _ := ParseDept(a.To)
		s.work("CW3", "why.reconversion", s.cardTitle(c),
			s.dept(from), p.Staff.Of(from), p.Staff.Of(from)-1, s.dept(to), p.Staff.Of(to), p.Staff.Of(to)+1)
		p.Staff.Add(from, -1)
		p.Staff.Add(to, 1)
		s.moveCard(corpwarrules.Queen, s.handPlace(p.Name), s.place("discard"))
		s.move("employee", 1, s.deptPlace(p.Name, from), s.deptPlace(p.Name, to))
		s.discardSeen(corpwarrules.Queen)
		s.say("event.reconversion", p.Name, s.cardTitle(c), s.dept(from), s.dept(to))
	case corpwarrules.Jack:
		s.MarketResearch++
		s.moveCard(corpwarrules.Jack, s.handPlace(p.Name), s.centrePlace())
		s.work("CW7", "why.market", s.cardTitle(c), r.Demand.PerMarketResearch, s.MarketResearch, r.Demand.PerMarketResearch*s.MarketResearch)
		s.say("event.market", p.Name, s.cardTitle(c), r.Demand.PerMarketResearch, s.MarketResearch, s.cite("market"))
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
	d, err := s.deptOf(a.Dept)
	if err != nil {
		return err
	}
	if i == t {
		return s.refuse(s.rule("rule.spy_opponent", ""), "refuse.spy_self", s.Players[i].Name)
	}
	if s.Players[i].Hand < 1 {
		return s.refuse(s.rule("rule.spy_card", ""), "refuse.no_card", s.Players[i].Name)
	}
	if s.Players[t].disrupted(d) {
		return s.refuse(s.rule("rule.disrupted_once", "disruption"), "refuse.already_disrupted", s.Players[t].Name, s.dept(d))
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
	s.move("card", 1, s.handPlace(s.Players[i].Name), s.spyPlace(s.Players[t].Name))
	s.say("event.spy", s.Players[i].Name, s.Players[t].Name, s.dept(d), s.cardTitle(corpwarrules.Joker))
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
	s.move("card", 1, s.spyPlace(e.Target), s.place("discard"))
	s.say("event.accept", e.Target, s.dept(e.Dept), s.cite("disruption"))
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
	c, err := s.cardOf(a.Card)
	if err != nil {
		return err
	}
	if err := possible(s, c); err != nil {
		return err
	}
	if a.Lose != "" && a.Lose != NewStaff {
		if _, err := s.deptOf(a.Lose); err != nil {
			return err
		}
	}
	n := R().Espionage.PenaltyDice
	switch {
	case c == corpwarrules.Joker && len(a.Roll) > 0:
		return s.refuse(s.rule("rule.bluff_roll", ""), "refuse.joker_no_roll")
	case c != corpwarrules.Joker && s.Physical && len(a.Roll) != n:
		return s.refuse(s.rule("rule.bluff_costs", "", n), "refuse.enter_bluff", s.Spy.Attacker, n, s.Spy.Target, string(c))
	case !s.Physical && len(a.Roll) > 0:
		return s.refuse(s.rule("rule.referee_rolls", ""), "refuse.no_roll")
	}
	return s.checkDice(a.Roll)
}

// checkDice refuses values no die shows.
func (s *State) checkDice(vals []int) error {
	for _, v := range vals {
		if v < 1 || v > R().Die {
			return s.refuse(s.rule("rule.die_shows", "", R().Die), "refuse.not_a_roll", v)
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
	s.moveCard(c, s.spyPlace(e.Target), s.place("discard")) // turned up: now it is known
	att, tgt := &s.Players[i], &s.Players[t]
	dn := s.dept(e.Dept)
	if c == corpwarrules.Joker {
		tgt.Disrupted = append(tgt.Disrupted, e.Dept)
		lost := min(r.Espionage.JokerLoss, tgt.Staff.Of(e.Dept))
		s.work("CW9", "why.joker", tgt.Name, dn, r.Espionage.JokerLoss, tgt.Staff.Of(e.Dept), lost, tgt.Staff.Of(e.Dept)-lost)
		tgt.Staff.Add(e.Dept, -lost)
		s.move("employee", lost, s.deptPlace(tgt.Name, e.Dept), s.place("supply"))
		s.say("event.call_joker", tgt.Name, dn, s.cite("disruption"))
		if lost > 0 {
			s.say("event.joker_loss", tgt.Name, lost, dn, tgt.Staff.Of(e.Dept))
		} else {
			s.say("event.joker_nobody", tgt.Name, dn, s.cite("joker"))
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
	s.say("event.call_bluff", tgt.Name, s.cardName(c), att.Name, s.dice(dice), owed)
	switch {
	case att.Money >= owed:
		s.moveMoney(i, -owed)
		att.Money -= owed
		s.say("event.bluff_paid", att.Name, owed, att.Money, s.cite("bluff"))
	case att.Employees() > 0:
		var from []string
		lose := a.Lose
		if d, err := ParseDept(lose); err == nil {
			lose = string(d)
		}
		for k := 0; k < r.Espionage.UnpaidLoss; k++ {
			if w := s.loseEmployee(i, lose); w != "" {
				from = append(from, s.placeName(w))
			}
		}
		s.say("event.bluff_unpaid", att.Name, att.Money, owed, len(from), strings.Join(from, ", "), s.cite("bluff"))
	default:
		paid := att.Money
		s.moveMoney(i, -paid)
		att.Money = 0
		s.say("event.bluff_broke", att.Name, owed, paid, s.cite("bluff"))
	}
	return s, nil
}
