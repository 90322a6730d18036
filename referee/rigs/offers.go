package rigs

import (
	"slices"
	"strconv"
	"strings"

	rigsrules "boardroom/rules/rigs"

	"boardroom/referee/verb"
)

// alone is a question of the menu that needs no earlier answer (asked
// ahead on a phone's form), message id, in the table's language.
func alone(id string) askFor { return askFor{Title: asked(id), Alone: true} }

// The descriptors of the moves whose questions play writes by hand (a deal,
// a loan, a repayment, a Disaster card): the same questions, asked from the
// descriptor, so that a seat's phone (serve --play) offers them to the seat
// itself. play keeps its own menus for them (its overrides in playMenu); the
// answers are checked by the actions' own Legal, as from the command line.

// giveLabel offers a deal while deals are open and someone has something
// to give.
func giveLabel(s *State) string {
	if !dealing(s) || len(s.Players) < 2 || !anyPlayer(s, func(i int) bool { return canGive(s, i) }) {
		return ""
	}
	return s.say("menu.deal")
}

func canGive(s *State, i int) bool { w, _ := giveable(s, i); return len(w) > 0 }

func giveAsk() map[string]askFor {
	return map[string]askFor{
		"from": playerAsk("ask.who_gives", canGive),
		"to": {
			Title: asked("ask.to_whom"), Alone: true,
			Options: func(s *State, v verb.Values) answers {
				var out answers
				for _, p := range s.Players {
					if !strings.EqualFold(p.Name, v.String("from")) {
						out = append(out, verb.Answer{Label: p.Name, Value: p.Name})
					}
				}
				return out
			},
		},
		"what": {
			Title: asked("ask.what_given"), Alone: true,
			Options: func(s *State, v verb.Values) answers {
				whats := []string{"credits", "energy", "supplies", "metal", "luxuries", "rigs", "plot"}
				if i := who(s, v, "from"); i >= 0 {
					whats, _ = giveable(s, i)
				}
				out := make(answers, len(whats))
				for k, w := range whats {
					out[k] = verb.Answer{Label: s.giveWord(w), Value: w}
				}
				return out
			},
		},
		"N": alone("ask.how_many_or_plot"),
	}
}

// giveWord is what a deal gives, in the table's words as an option of a
// menu or a phone's form starts them: "Credits" (word.credits is written for
// the middle of a sentence, "5 credits"), "Plot", as the resources are
// ("Energy").
func (s *State) giveWord(what string) string {
	switch what {
	case "credits":
		return s.say("option.give.credits")
	case "rigs":
		return "RIGS"
	case "plot":
		return s.say("option.give.plot")
	}
	return rigsrules.Resource(what).SayIn(s.Language())
}

// loanLabel offers a loan while deals are open and someone may borrow.
func loanLabel(s *State) string {
	if !dealing(s) || !anyPlayer(s, func(i int) bool { return canBorrow(s, i) }) {
		return ""
	}
	return s.say("menu.loan")
}

func canBorrow(s *State, i int) bool {
	return slices.ContainsFunc(R().Vinnie.Lends, func(res rigsrules.Resource) bool { return s.MayBorrow(i, res) > 0 })
}

func loanAsk() map[string]askFor {
	return map[string]askFor{
		"player": playerAsk("ask.who_borrows", canBorrow),
		"resource": {
			Title: asked("ask.which_resource"), Alone: true,
			Options: func(s *State, v verb.Values) answers {
				i := who(s, v, "player")
				var out answers
				for _, res := range R().Vinnie.Lends {
					if i < 0 {
						out = append(out, verb.Answer{Label: res.SayIn(s.Language()), Value: string(res)})
					} else if n := s.MayBorrow(i, res); n > 0 {
						out = append(out, verb.Answer{Label: s.say("ask.up_to", res, n), Value: string(res)})
					}
				}
				return out
			},
		},
		"N": alone("ask.how_many"),
	}
}

// repayLabel offers to repay Vinnie in the Player Phase when someone holds
// script they can pay back.
func repayLabel(s *State) string {
	if !playerPhase(s) || !anyPlayer(s, func(i int) bool { return canRepayAny(s, i) }) {
		return ""
	}
	return s.say("menu.repay", R().Vinnie.RepayInGame)
}

func canRepay(s *State, i int, res rigsrules.Resource) bool {
	return (&Repay{Player: s.Players[i].Name, Resource: res, N: 1}).Legal(s) == nil
}

func canRepayAny(s *State, i int) bool {
	return slices.ContainsFunc(R().Vinnie.Lends, func(res rigsrules.Resource) bool { return canRepay(s, i, res) })
}

func repayAsk() map[string]askFor {
	return map[string]askFor{
		"player": playerAsk("ask.who_repays", canRepayAny),
		"resource": {
			Title: asked("ask.which_script"), Alone: true,
			Options: func(s *State, v verb.Values) answers {
				i := who(s, v, "player")
				var out answers
				for _, res := range R().Vinnie.Lends {
					if i < 0 || canRepay(s, i, res) {
						out = append(out, verb.Answer{Label: res.SayIn(s.Language()), Value: string(res)})
					}
				}
				return out
			},
		},
		"N": alone("ask.how_many_script"),
	}
}

// disasterLabel offers the Disaster Phase's cards while one is not
// resolved: recorded (physical cards) or resolved (the referee dealt it).
func disasterLabel(s *State) string {
	if s.Phase != Disaster || !anyPlayer(s, func(i int) bool { return !s.Players[i].Resolved }) {
		return ""
	}
	if s.Physical {
		return s.say("menu.disaster_record_any")
	}
	return s.say("menu.disaster_resolve_any")
}

// disasterSeatLabel names the Disaster card dealt to seat, where the
// referee dealt it (a virtual game) and the seat has not resolved it: the
// phone's button says which card it resolves, as play's menu does.
func disasterSeatLabel(s *State, seat string) string {
	i, err := s.PlayerIndex(seat)
	if err != nil || s.Phase != Disaster || s.Physical || s.Players[i].Resolved || s.Players[i].Disaster == "" {
		return ""
	}
	return s.say("menu.resolve_disaster", s.Players[i].Name, s.disasterName(s.Players[i].Disaster))
}

func disasterAsk() map[string]askFor {
	return map[string]askFor{
		"player": playerAsk("ask.whose_disaster", func(s *State, i int) bool { return !s.Players[i].Resolved }),
		"title": {
			// The referee dealt it in a virtual game: not asked.
			Fixed: func(s *State, _ verb.Values) (string, bool) { return "", !s.Physical },
			Title: asked("ask.which_card_dealt"), Alone: true,
			Options: func(s *State, _ verb.Values) answers {
				var out answers
				for _, d := range R().Disasters {
					out = append(out, verb.Answer{Label: s.disasterName(d.Key()), Value: d.Key()})
				}
				return out
			},
		},
		"rigs-from": {
			// Asked only when the victim may choose where a lost RIGS comes
			// from (else the warehouse, then the fullest plot).
			Fixed: func(s *State, v verb.Values) (string, bool) {
				i := who(s, v, "player")
				if i < 0 || len(s.RigsPlaces(i)) < 2 {
					return "", true
				}
				return "", !s.Physical && !s.disasterLosesRigs(i, s.Players[i].Disaster)
			},
			Title: asked("ask.lost_rigs_where"), Alone: true,
			Options: func(s *State, v verb.Values) answers {
				i := who(s, v, "player")
				if i < 0 {
					return nil
				}
				pl := &s.Players[i]
				var out answers
				for _, id := range s.RigsPlaces(i) {
					label := s.say("ask.rigs_in_warehouse", pl.Warehouse)
					if id != 0 {
						q, _ := pl.Plot(id)
						label = s.say("ask.rigs_on_plot", s.plotName(*q), q.Rigs)
					}
					value := strconv.Itoa(id)
					if id == 0 {
						value = "warehouse"
					}
					out = append(out, verb.Answer{Label: label, Value: value})
				}
				return out
			},
		},
	}
}

// powerLabel offers, in the Production Phase, to choose which plots get
// Energy (else the referee chooses).
func powerLabel(s *State) string {
	if s.Phase != Production {
		return ""
	}
	return s.say("menu.power")
}

func powerAsk() map[string]askFor {
	return map[string]askFor{
		"player": playerAsk("ask.whose_plots", func(*State, int) bool { return true }),
		"plot": {
			Title: asked("ask.power_plots"), Alone: true,
			Placeholder: "3 1",
		},
	}
}

// swapLabel offers the swap of a Karma card to a player the Disaster left
// unhurt ("Safe!") who holds one.
func swapLabel(s *State) string {
	if s.Phase != Disaster || !anyPlayer(s, func(i int) bool { return canSwap(s, i) }) {
		return ""
	}
	return s.say("menu.swap_karma", s.disasterName("Safe!"))
}

func canSwap(s *State, i int) bool {
	p := &s.Players[i]
	return p.SwapRound == s.Round && p.Karma > 0
}

func swapAsk() map[string]askFor {
	return map[string]askFor{
		"player": playerAsk("ask.who_swaps", canSwap),
		"card-title": {
			Title: asked("ask.which_card_discarded"), Alone: true,
			// The cards that may be the one discarded (none in play or
			// discarded now); left out, it is not said.
			Options: func(s *State, _ verb.Values) answers {
				var out answers
				for _, k := range R().Karma {
					if where, _ := s.whereKarma(k.Key()); where == "" {
						out = append(out, verb.Answer{Label: s.karmaName(k.Key()), Value: k.Key()})
					}
				}
				return out
			},
		},
	}
}
