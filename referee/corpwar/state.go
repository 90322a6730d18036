// Package corpwar referees a game of Corporate Warfare in progress: it keeps
// each corporation's books (money, products, employees per department, the
// number of cards in hand, the cards lying face up), runs the four phases of
// a turn, rolls or records the dice, settles espionage bluffs and upkeep, and
// checks every action against the rules in rules/corpwar. The players hold
// the real cards: the referee counts them but never knows a hand (CW19).
package corpwar

import (
	"errors"
	"maps"
	"slices"
	"strings"

	"boardroom/lazy"
	"boardroom/phrase/msg"
	"boardroom/referee"
	corpwarrules "boardroom/rules/corpwar"
)

// Phase of the turn; Ended once the game is over.
type Phase string

// The phases of a turn, and the end.
const (
	Allocation Phase = Phase(corpwarrules.Allocation)
	Action     Phase = Phase(corpwarrules.Action)
	Execution  Phase = Phase(corpwarrules.Execution)
	Upkeep     Phase = Phase(corpwarrules.Upkeep)
	Ended      Phase = "ended"
)

// Title is the phase's English name, "Allocation", "Action"... (the state
// says it in the table's language: phaseName).
func (p Phase) Title() string {
	if p == "" {
		return ""
	}
	return phaseTitle(p).EN
}

// Dept is a department (rules.Dept).
type Dept = corpwarrules.Dept

// Card is a kind of special action card (rules.Card).
type Card = corpwarrules.Card

// R is the rules data.
func R() *corpwarrules.Rules { return corpwarrules.Load() }

// PlayerState is one corporation's books.
type PlayerState struct {
	Name     string  `json:"name"`
	Money    int     `json:"money"`
	Products int     `json:"products"`
	Staff    PerDept `json:"employees"`     // employees at work, per department
	New      int     `json:"new_employees"` // hired, to be placed in the next Allocation Phase
	Hand     int     `json:"cards_in_hand"`
	Improved PerDept `json:"improved_methods"` // Improved Methods (Aces) face up, per department
	// This turn only:
	Boosted   []Dept      `json:"boosted,omitempty"`   // Innovation Boost (Kings) face up
	Disrupted []Dept      `json:"disrupted,omitempty"` // by espionage
	Roll      *RollResult `json:"roll,omitempty"`      // the Execution Phase, once rolled
}

// PlayerName is the name the table calls the player by (the roster's key).
func (p PlayerState) PlayerName() string { return p.Name }

// Employees counts every employee: at work and new.
func (p *PlayerState) Employees() int {
	n := p.New
	return n + p.Staff.Total()
}

// AtWork counts the employees placed in departments.
func (p *PlayerState) AtWork() int { return p.Employees() - p.New }

func (p *PlayerState) boosted(d Dept) bool   { return slices.Contains(p.Boosted, d) }
func (p *PlayerState) disrupted(d Dept) bool { return slices.Contains(p.Disrupted, d) }

// Need is the roll a department's dice need now.
func (p *PlayerState) Need(d Dept) int { return R().SuccessRoll(p.Improved.Of(d)) }

// RollResult is what a corporation's dice did in the Execution Phase.
type RollResult struct {
	Depts []DeptRoll `json:"departments"`
}

// DeptRoll is one department's dice.
type DeptRoll struct {
	Dept      Dept   `json:"department"`
	Need      int    `json:"need"` // the success roll
	Dice      []int  `json:"dice"`
	Successes int    `json:"successes"`
	Factor    int    `json:"factor"` // Innovation Boost
	Output    int    `json:"output"` // products made, cards drawn, employees hired, products sold
	Disrupted bool   `json:"disrupted,omitempty"`
	Note      string `json:"note,omitempty"` // in the table's language
}

// Demand is the market demand of the turn.
type Demand struct {
	Dice           []int `json:"dice"`
	MarketResearch int   `json:"market_research"` // cards in play when it was rolled
	Total          int   `json:"total"`
}

// Espionage is a face-down card waiting for its target's answer.
type Espionage struct {
	Attacker string `json:"attacker"`
	Target   string `json:"target"`
	Dept     Dept   `json:"department"`
}

// State is a game of Corporate Warfare in progress.
type State struct {
	referee.Roster[PlayerState]
	Physical bool    `json:"physical"` // players roll the dice; the referee records them
	Turn     int     `json:"turn"`
	Phase    Phase   `json:"phase"`
	Demand   *Demand `json:"demand,omitempty"` // this turn's, once rolled
	// MarketResearch is the Market Research cards (Jacks) in the centre.
	MarketResearch int `json:"market_research"`
	Pile           int `json:"pile"`    // cards in the draw pile
	Discard        int `json:"discard"` // cards in the discard pile
	// Seen are the cards of the discard pile known to be of a kind: played
	// face up or turned up. Cards discarded unseen are counted in Discard only.
	Seen map[Card]int `json:"discard_seen"`
	Spy  *Espionage   `json:"espionage,omitempty"`
	// EndReason says why the game ended, in the table's language.
	EndReason string `json:"end_reason,omitempty"`
	// Lang is the table's language; empty (a game saved before it had one)
	// is the game's own, English.
	Lang msg.Lang `json:"lang,omitempty"`
}

// PerDept is a number per department.
type PerDept struct {
	Production int `json:"production"`
	Research   int `json:"research"`
	HR         int `json:"hr"`
	Sales      int `json:"sales"`
}

func (c *PerDept) at(d Dept) *int {
	switch d {
	case corpwarrules.Production:
		return &c.Production
	case corpwarrules.Research:
		return &c.Research
	case corpwarrules.HR:
		return &c.HR
	case corpwarrules.Sales:
		return &c.Sales
	}
	return new(int) // not a department: reads 0, writes go nowhere
}

// Of is the number for department d.
func (c PerDept) Of(d Dept) int { return *c.at(d) }

// Add adds n to department d.
func (c *PerDept) Add(d Dept, n int) { *c.at(d) += n }

// Total sums the departments.
func (c PerDept) Total() int { return c.Production + c.Research + c.HR + c.Sales }

// Clone deep-copies the state (actions must not change the state they are given).
func (s *State) Clone() *State {
	c := *s
	c.Players = make([]PlayerState, len(s.Players))
	for i, p := range s.Players {
		q := p
		q.Boosted = append([]Dept(nil), p.Boosted...)
		q.Disrupted = append([]Dept(nil), p.Disrupted...)
		c.Players[i] = q
	}
	// Roll, Demand and Spy are replaced, never changed: they are shared.
	c.Seen = maps.Clone(s.Seen)
	c.Events = nil
	c.Work.Lines = nil
	c.Moved = nil
	return &c
}

// InPlay counts the cards of a kind lying face up: Improved Methods on
// departments, Innovation Boosts this turn, Market Research in the centre.
func (s *State) InPlay(c Card) int {
	n := 0
	switch c {
	case corpwarrules.Ace:
		for _, p := range s.Players {
			n += p.Improved.Total()
		}
	case corpwarrules.King:
		for _, p := range s.Players {
			n += len(p.Boosted)
		}
	case corpwarrules.Jack:
		n = s.MarketResearch
	}
	return n
}

// Unseen counts the cards of a kind that may be in a hand, the pile or face
// down: the deck's count minus those face up in play or seen in the discards.
func (s *State) Unseen(c Card) int {
	info, _ := R().Card(c)
	return info.Count - s.InPlay(c) - s.Seen[c]
}

// Cards counts every special action card wherever it is; it is always the
// deck's size (tests check it).
func (s *State) Cards() int {
	n := s.Pile + s.Discard
	for _, p := range s.Players {
		n += p.Hand
	}
	for _, c := range corpwarrules.CardKinds {
		n += s.InPlay(c)
	}
	if s.Spy != nil {
		n++
	}
	return n
}

// Winners are the players with the most money once the game has ended
// (ties share the win, CW17).
func (s *State) Winners() []int {
	if s.Phase != Ended {
		return nil
	}
	return referee.Highest(referee.AllSeats(len(s.Players)), func(i int) int { return s.Players[i].Money })
}

// WinnerText is "Ann wins with 34 money" or "Ann and Bob share the win with 31 money".
func (s *State) WinnerText() string {
	w := s.Winners()
	if len(w) == 0 {
		return s.T("winner.none")
	}
	var names []string
	for _, i := range w {
		names = append(names, s.Players[i].Name)
	}
	if len(w) == 1 {
		return s.T("winner.one", names[0], s.Players[w[0]].Money)
	}
	return s.T("winner.shared", s.list(names), s.Players[w[0]].Money, s.cite("end"))
}

// draw gives player i up to n cards from the pile, shuffling the discards
// into a new pile when it runs out; it returns how many were drawn.
func (s *State) draw(i, n int) int {
	got := 0
	for ; got < n; got++ {
		if s.Pile == 0 {
			if s.Discard == 0 {
				s.say("event.deck_empty", s.Players[i].Name, s.cite("empty_deck"))
				break
			}
			s.move("card", s.Discard, s.place("discard"), s.place("draw_pile"))
			s.Pile, s.Discard, s.Seen = s.Discard, 0, map[Card]int{}
			s.say("event.reshuffle", s.Pile)
		}
		s.Pile--
		s.Players[i].Hand++
		s.move("card", 1, s.place("draw_pile"), s.handPlace(s.Players[i].Name))
	}
	return got
}

// discardSeen puts a card that was face up on the discard pile.
func (s *State) discardSeen(c Card) {
	s.Discard++
	s.Seen[c]++
}

// loseEmployee takes one employee from player i: from the department named
// (or "new"), else from the new employees, else from the largest department
// (the first in execution order among equals). It returns where it came
// from, "" when the player has none.
func (s *State) loseEmployee(i int, from string) string {
	p := &s.Players[i]
	if from == NewStaff && p.New > 0 {
		p.New--
		s.move("employee", 1, s.newHiresPlace(p.Name), s.place("supply"))
		return NewStaff
	}
	if d := Dept(from); from != "" && p.Staff.Of(d) > 0 {
		p.Staff.Add(d, -1)
		s.move("employee", 1, s.deptPlace(p.Name, d), s.place("supply"))
		return string(d)
	}
	if p.New > 0 {
		p.New--
		s.move("employee", 1, s.newHiresPlace(p.Name), s.place("supply"))
		return NewStaff
	}
	best := Dept("")
	for _, d := range R().Depts {
		if p.Staff.Of(d) > 0 && (best == "" || p.Staff.Of(d) > p.Staff.Of(best)) {
			best = d
		}
	}
	if best == "" {
		return ""
	}
	p.Staff.Add(best, -1)
	s.move("employee", 1, s.deptPlace(p.Name, best), s.place("supply"))
	return string(best)
}

// NewStaff names the new employees, not yet placed, where a department is asked for.
const NewStaff = "new"

// placeName is "Production" or "the new employees".
func (s *State) placeName(where string) string {
	if where == NewStaff {
		return s.T("place.new_staff")
	}
	return s.dept(Dept(where))
}

// CanEarn reports whether corporation i may still earn money: it can sell
// (Sales staff, and products or Production staff), or it may yet change how
// it works: new employees to place, HR to hire more, a card in hand or
// Research to draw one that may be a Reconversion. A corporation that can do
// none of these never earns again (CW18).
func (s *State) CanEarn(i int) bool {
	p := &s.Players[i]
	st := p.Staff
	switch {
	case st.Sales > 0 && (st.Production > 0 || p.Products > 0):
		return true
	case p.New > 0 || st.HR > 0:
		return true
	case (p.Hand > 0 || st.Research > 0) && p.AtWork() > 0 && s.Unseen(corpwarrules.Queen) > 0:
		return true
	}
	return false
}

// UpkeepDue is what player i would pay now: employees, then storage.
func (s *State) UpkeepDue(i int) (employees, storage int) {
	p := &s.Players[i]
	return R().EmployeeUpkeep(p.Employees()), R().StorageCost(p.Products)
}

// ParseDept reads a department: production, research, hr, sales, or a
// prefix of one ("prod", "r", "s"), or its name in either language
// ("Vertrieb", "pers").
func ParseDept(s string) (Dept, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "human-resources" || s == "human resources" {
		return corpwarrules.HR, nil
	}
	if s != "" {
		for _, d := range R().Depts {
			if strings.HasPrefix(string(d), s) {
				return d, nil
			}
		}
		for _, d := range R().Depts {
			name := R().DeptName(d)
			for _, n := range []string{name.EN, name.DE} {
				if strings.HasPrefix(strings.ToLower(n), s) {
					return d, nil
				}
			}
		}
	}
	return "", errUnknown
}

// errUnknown is a department or card the referee does not know; the
// refusal says which in the table's language.
var errUnknown = errors.New("unknown")

// deptList is "production, research, hr, sales": the departments as the
// table types them, in its language ("produktion, forschung, personal, vertrieb").
func (s *State) deptList() string {
	var names []string
	for _, d := range R().Depts {
		names = append(names, strings.ToLower(R().DeptName(d).In(s.Language())))
	}
	return strings.Join(names, ", ")
}

// cardWords are the names a card may be given, besides its kind.
var cardWords = &lazy.Value[map[string]Card]{New: func() map[string]Card {
	return map[string]Card{
		"a": corpwarrules.Ace, "improved-methods": corpwarrules.Ace, "improved": corpwarrules.Ace, "methods": corpwarrules.Ace,
		"k": corpwarrules.King, "innovation-boost": corpwarrules.King, "innovation": corpwarrules.King, "boost": corpwarrules.King,
		"q": corpwarrules.Queen, "reconversion": corpwarrules.Queen,
		"j": corpwarrules.Jack, "market-research": corpwarrules.Jack, "market": corpwarrules.Jack,
		"espionage": corpwarrules.Joker, "jo": corpwarrules.Joker,
		// as a German table says them
		"ass": corpwarrules.Ace, "könig": corpwarrules.King, "koenig": corpwarrules.King, "dame": corpwarrules.Queen,
		"bube": corpwarrules.Jack, "verbesserte-methoden": corpwarrules.Ace, "methoden": corpwarrules.Ace,
		"innovationsschub": corpwarrules.King, "schub": corpwarrules.King, "umschulung": corpwarrules.Queen,
		"marktforschung": corpwarrules.Jack, "spionage": corpwarrules.Joker,
	}
}}

// ParseCard reads a card by kind (ace, king, queen, jack, joker), rank
// (A, K, Q, J) or action (improved-methods, boost, reconversion,
// market-research, espionage).
func ParseCard(s string) (Card, error) {
	k := strings.ToLower(strings.Join(strings.Fields(strings.ReplaceAll(s, "_", " ")), "-"))
	for _, c := range corpwarrules.CardKinds {
		if k == string(c) {
			return c, nil
		}
	}
	if c, ok := cardWords.Get()[k]; ok {
		return c, nil
	}
	return "", errUnknown
}

func deptIndex(d Dept) int {
	for i, x := range R().Depts {
		if x == d {
			return i
		}
	}
	return len(R().Depts)
}
