package corpwar

import (
	"errors"
	"fmt"

	"boardroom/referee"
	"boardroom/referee/tui"
	"boardroom/referee/verb"
	corpwarrules "boardroom/rules/corpwar"
)

// How `play` offers each verb: its label when it is possible now and how it
// asks for the verb's fields, offering only what the rules allow now. Each
// verb in verbs.go names its own.

// TUIView is how `play` shows the game between actions.
var TUIView = tui.View[*State]{
	Show:    func(s *State) string { return s.Compact() },
	Events:  func(s *State) []string { return s.Events },
	Table:   func(s *State) referee.Table { return s.OnTable() },
	Journal: func(s *State) referee.Journal { return s.Moved },
	Wrap:    true, // what an action did, undid or did again: words whole at tui.Width
}

type ask = verb.Ask[*State]
type answers = []verb.Answer

// open reports whether an action of type typ may happen now, as far as the
// phase goes: not after the end, not while an espionage card waits for its
// answer (unless typ is the answer).
func open(s *State, typ string) bool {
	if s.Phase == Ended || !phases.Get().Allows(s.Phase, typ) {
		return false
	}
	return s.Spy == nil || typ == "accept" || typ == "call"
}

// title is a question that does not depend on the state, in the table's
// language.
func title(id string) func(*State, verb.Values) string {
	return func(s *State, _ verb.Values) string { return s.T(id) }
}

// playerAsk offers the players for whom ok holds, asking question id.
func playerAsk(id string, ok func(s *State, name string) bool) ask {
	return ask{
		Title: title(id),
		Options: func(s *State, _ verb.Values) answers {
			var out answers
			for _, p := range s.Players {
				if ok(s, p.Name) {
					out = append(out, verb.Answer{Label: p.Name, Value: p.Name})
				}
			}
			return out
		},
	}
}

// anyone reports whether ok holds for some player.
func anyone(s *State, ok func(s *State, name string) bool) bool {
	for _, p := range s.Players {
		if ok(s, p.Name) {
			return true
		}
	}
	return false
}

// player is the player a field names (given, so found).
func player(s *State, name string) *PlayerState {
	i, err := s.PlayerIndex(name)
	if err != nil {
		return &PlayerState{}
	}
	return &s.Players[i]
}

func deptOptions(label func(d Dept) string, ok func(d Dept) bool) answers {
	var opts answers
	for _, d := range R().Depts {
		if ok == nil || ok(d) {
			opts = append(opts, verb.Answer{Label: label(d), Value: string(d)})
		}
	}
	return opts
}

// fixed leaves a field out (or gives it text) when when holds.
func fixed(when func(s *State, v verb.Values) bool, text string) func(*State, verb.Values) (string, bool) {
	return func(s *State, v verb.Values) (string, bool) { return text, when(s, v) }
}

// place: a player with new employees, a department, how many.
func placeLabel(s *State) string {
	if !open(s, "place") || !anyone(s, hasNew) {
		return ""
	}
	return s.T("menu.place")
}

func hasNew(s *State, name string) bool { return player(s, name).New > 0 }

func placeAsk() map[string]ask {
	return map[string]ask{
		"player": {
			Title: title("ask.place_player"),
			Options: func(s *State, _ verb.Values) answers {
				var out answers
				for _, p := range s.Players {
					if p.New > 0 {
						out = append(out, verb.Answer{Label: s.T("ask.place_player_option", p.Name, p.New), Value: p.Name})
					}
				}
				return out
			},
		},
		"department": {
			Title: title("ask.department"), Worded: true,
			Options: func(s *State, v verb.Values) answers {
				p := player(s, v.String("player"))
				return deptOptions(func(d Dept) string {
					return s.T("ask.place_department_option", s.dept(d), p.Staff.Of(d), p.Need(d))
				}, nil)
			},
		},
		"n": {
			Fixed: fixed(func(s *State, v verb.Values) bool { return player(s, v.String("player")).New == 1 }, "1"),
			Title: title("ask.how_many"), Worded: true,
			Range: func(s *State, v verb.Values) (int, int) { return 1, player(s, v.String("player")).New },
		},
	}
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
	case corpwarrules.Ace, corpwarrules.King:
		for _, d := range R().Depts {
			try(&PlayCard{Player: name, Card: string(c), Dept: string(d)})
		}
	case corpwarrules.Queen:
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
	for _, c := range []Card{corpwarrules.Ace, corpwarrules.King, corpwarrules.Queen, corpwarrules.Jack} {
		if len(cardPlays(s, name, c)) > 0 {
			out = append(out, c)
		}
	}
	return out
}

// cardShort is what a card does, in a line for a menu.
func (s *State) cardShort(c Card) string {
	r := R()
	switch c {
	case corpwarrules.Ace:
		return s.T("card.short.ace", r.Success.ImprovedStep)
	case corpwarrules.King:
		return s.T("card.short.king", r.BoostFactor)
	case corpwarrules.Queen:
		return s.T("card.short.queen")
	case corpwarrules.Jack:
		return s.T("card.short.jack", r.Demand.PerMarketResearch)
	}
	return s.T("card.short.joker")
}

func cardLabel(s *State) string {
	if !open(s, "card") || !anyone(s, func(s *State, name string) bool { return len(playable(s, name)) > 0 }) {
		return ""
	}
	return s.T("menu.card")
}

func cardAsk() map[string]ask {
	card := func(v verb.Values) Card { return Card(v.String("card")) }
	// allows: the card may go on department d (and to "to"; "*" any).
	allows := func(s *State, v verb.Values, d Dept, to string) bool {
		for _, x := range cardPlays(s, v.String("player"), card(v)) {
			if x.Dept == string(d) && (to == "*" || x.To == to) {
				return true
			}
		}
		return false
	}
	return map[string]ask{
		"player": playerAsk("ask.card_player", func(s *State, name string) bool { return len(playable(s, name)) > 0 }),
		"card": {
			Title: title("ask.card"), Worded: true,
			Options: func(s *State, v verb.Values) answers {
				var out answers
				for _, c := range playable(s, v.String("player")) {
					out = append(out, verb.Answer{Label: s.cardName(c) + ": " + s.cardShort(c), Value: string(c)})
				}
				return out
			},
		},
		"department": {
			Fixed: fixed(func(_ *State, v verb.Values) bool {
				c := card(v)
				return c != corpwarrules.Ace && c != corpwarrules.King && c != corpwarrules.Queen
			}, ""),
			Title: func(s *State, v verb.Values) string {
				if card(v) == corpwarrules.Queen {
					return s.T("ask.move_from")
				}
				return s.T("ask.on_department", v.String("player"))
			},
			Options: func(s *State, v verb.Values) answers {
				p := player(s, v.String("player"))
				if card(v) == corpwarrules.Queen {
					return deptOptions(func(d Dept) string { return fmt.Sprintf("%s (%d)", s.dept(d), p.Staff.Of(d)) },
						func(d Dept) bool { return allows(s, v, d, "*") })
				}
				return deptOptions(func(d Dept) string {
					return s.T("ask.card_department_option", s.dept(d), p.Staff.Of(d), p.Need(d))
				}, func(d Dept) bool { return allows(s, v, d, "") })
			},
		},
		"to-department": {
			Fixed: fixed(func(_ *State, v verb.Values) bool { return card(v) != corpwarrules.Queen }, ""),
			Title: title("ask.to"), Worded: true,
			Options: func(s *State, v verb.Values) answers {
				p := player(s, v.String("player"))
				from := Dept(v.String("department"))
				return deptOptions(func(d Dept) string { return fmt.Sprintf("%s (%d)", s.dept(d), p.Staff.Of(d)) },
					func(d Dept) bool {
						for _, x := range cardPlays(s, v.String("player"), corpwarrules.Queen) {
							if x.Dept == string(from) && x.To == string(d) {
								return true
							}
						}
						return false
					})
			},
		},
	}
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

func spyLabel(s *State) string {
	if !open(s, "spy") || !anyone(s, func(s *State, name string) bool { return canSpy(s, name, "") }) {
		return ""
	}
	return s.T("menu.spy", s.cardTitle(corpwarrules.Joker))
}

func spyAsk() map[string]ask {
	return map[string]ask{
		"player": playerAsk("ask.spy_player", func(s *State, name string) bool { return canSpy(s, name, "") }),
		"target": {
			Title: title("ask.target"), Worded: true,
			Options: func(s *State, v verb.Values) answers {
				var out answers
				who := v.String("player")
				for _, p := range s.Players {
					if p.Name != who && canSpy(s, who, p.Name) {
						out = append(out, verb.Answer{Label: p.Name, Value: p.Name})
					}
				}
				return out
			},
		},
		"department": {
			Title: func(s *State, v verb.Values) string { return s.T("ask.spy_department", v.String("target")) },
			Options: func(s *State, v verb.Values) answers {
				tp := player(s, v.String("target"))
				return deptOptions(func(d Dept) string {
					return s.T("ask.spy_department_option", s.dept(d), tp.Staff.Of(d))
				}, func(d Dept) bool {
					return (&Spy{Player: v.String("player"), Target: v.String("target"), Dept: string(d)}).Legal(s) == nil
				})
			},
		},
	}
}

// The answer to an espionage card: the target is never asked for.
var target = ask{Fixed: func(s *State, _ verb.Values) (string, bool) {
	if s.Spy == nil {
		return "", false
	}
	return s.Spy.Target, true
}}

func acceptLabel(s *State) string {
	if !open(s, "accept") || s.Spy == nil {
		return ""
	}
	return s.T("menu.accept", s.Spy.Target, s.dept(s.Spy.Dept))
}

func callLabel(s *State) string {
	if !open(s, "call") || s.Spy == nil {
		return ""
	}
	return s.T("menu.call", s.Spy.Target)
}

func callAsk() map[string]ask {
	bluff := func(v verb.Values) bool { return Card(v.String("card")) != corpwarrules.Joker }
	attacker := func(s *State) *PlayerState { return player(s, s.Spy.Attacker) }
	return map[string]ask{
		"player": target,
		"card": {
			Title: title("ask.call_card"), Worded: true,
			Options: func(s *State, _ verb.Values) answers {
				var out answers
				for _, c := range corpwarrules.CardKinds {
					if s.Unseen(c) > 0 {
						label := s.T("ask.call_bluff", s.cardName(c))
						if c == corpwarrules.Joker {
							label = s.T("ask.call_joker", s.cardName(c), s.cardTitle(c))
						}
						out = append(out, verb.Answer{Label: label, Value: string(c)})
					}
				}
				return out
			},
		},
		"roll": {
			Fixed:  fixed(func(s *State, v verb.Values) bool { return !bluff(v) || !s.Physical }, ""),
			Worded: true,
			Title: func(s *State, _ verb.Values) string {
				return s.T("ask.penalty", s.Spy.Attacker, R().Espionage.PenaltyDice, R().Die)
			},
			Placeholder: "5",
		},
		"lose": {
			// Asked only when it can matter: the attacker may not be able to
			// pay and has more than one place to lose an employee from.
			Fixed: fixed(func(s *State, v verb.Values) bool {
				att := attacker(s)
				places := 0
				for _, d := range R().Depts {
					if att.Staff.Of(d) > 0 {
						places++
					}
				}
				if att.New > 0 {
					places++
				}
				return !bluff(v) || att.Money >= R().Die || places <= 1
			}, ""),
			Worded: true,
			Title: func(s *State, _ verb.Values) string {
				return s.T("ask.lose", s.Spy.Attacker)
			},
			Options: func(s *State, _ verb.Values) answers {
				att := attacker(s)
				opts := deptOptions(func(d Dept) string { return fmt.Sprintf("%s (%d)", s.dept(d), att.Staff.Of(d)) },
					func(d Dept) bool { return att.Staff.Of(d) > 0 })
				if att.New > 0 {
					opts = append(answers{{Label: s.T("ask.lose_new", att.New), Value: NewStaff}}, opts...)
				}
				return opts
			},
		},
	}
}

func demandLabel(s *State) string {
	if !open(s, "demand") || s.Demand != nil {
		return ""
	}
	return s.T("menu.demand")
}

func demandAsk() map[string]ask {
	return map[string]ask{"die": {
		Title:       func(s *State, _ verb.Values) string { return s.T("ask.demand", R().Die) },
		Placeholder: "4",
	}}
}

func rollLabel(s *State) string {
	if !open(s, "roll") || s.Demand == nil || !anyone(s, toRoll) {
		return ""
	}
	if s.Physical {
		return s.T("menu.enter_dice")
	}
	return s.T("menu.roll")
}

func toRoll(s *State, name string) bool { return player(s, name).Roll == nil }

func rollAsk() map[string]ask {
	a := map[string]ask{
		"player": playerAsk("ask.roll_player", toRoll),
		"hire":   {Fixed: fixed(func(*State, verb.Values) bool { return true }, "")},
		"sell":   {Fixed: fixed(func(*State, verb.Values) bool { return true }, "")},
	}
	for _, d := range R().Depts {
		staff := func(s *State, v verb.Values) int {
			p := player(s, v.String("player"))
			if p.disrupted(d) {
				return 0
			}
			return p.Staff.Of(d)
		}
		a[string(d)] = ask{
			Fixed: fixed(func(s *State, v verb.Values) bool { return !s.Physical || staff(s, v) == 0 }, ""),
			Title: func(s *State, v verb.Values) string {
				p := player(s, v.String("player"))
				n := staff(s, v)
				return s.T("ask.roll_dice", p.Name, s.dept(d), n, p.Need(d))
			},
			Placeholder: "3,5,6",
			Check: func(s *State, v verb.Values, x any) error {
				if n := staff(s, v); len(x.([]int)) != n {
					return errors.New(s.T("ask.enter_dice", n))
				}
				return nil
			},
		}
	}
	return a
}

func fireLabel(s *State) string {
	if !open(s, "fire") || !anyone(s, employs) {
		return ""
	}
	return s.T("menu.fire")
}

func employs(s *State, name string) bool { return player(s, name).Employees() > 0 }

func fireAsk() map[string]ask {
	have := func(s *State, v verb.Values) int {
		p := player(s, v.String("player"))
		if from := v.String("from"); from != NewStaff {
			return p.Staff.Of(Dept(from))
		}
		return p.New
	}
	return map[string]ask{
		"player": playerAsk("ask.fire_player", employs),
		"from": {
			Title: title("ask.fire_from"), Worded: true,
			Options: func(s *State, v verb.Values) answers {
				p := player(s, v.String("player"))
				opts := deptOptions(func(d Dept) string { return fmt.Sprintf("%s (%d)", s.dept(d), p.Staff.Of(d)) },
					func(d Dept) bool { return p.Staff.Of(d) > 0 })
				if p.New > 0 {
					opts = append(answers{{Label: s.T("ask.fire_new", p.New), Value: NewStaff}}, opts...)
				}
				return opts
			},
		},
		"n": {
			Fixed: fixed(func(s *State, v verb.Values) bool { return have(s, v) == 1 }, "1"),
			Title: title("ask.how_many"), Worded: true,
			Range: func(s *State, v verb.Values) (int, int) { return 1, have(s, v) },
		},
	}
}

// nextLabel names the step the phase ends with.
func nextLabel(s *State) string {
	if (&Next{}).Legal(s) != nil || s.Spy != nil {
		return ""
	}
	switch s.Phase {
	case Allocation:
		return s.T("menu.next_action", s.phaseName(Action))
	case Action:
		return s.T("menu.next_execution", s.phaseName(Execution))
	case Execution:
		if !s.Physical && anyone(s, toRoll) {
			return s.T("menu.next_roll_upkeep", s.phaseName(Upkeep))
		}
		return s.T("menu.next_upkeep", s.phaseName(Upkeep))
	case Upkeep:
		return s.T("menu.next_pay")
	}
	return ""
}

func nextConfirm(s *State, _ verb.Values) string {
	if s.Phase == Upkeep {
		return s.T("menu.confirm_pay")
	}
	return ""
}
