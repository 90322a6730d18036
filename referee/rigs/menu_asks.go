package rigs

import (
	"fmt"
	"slices"
	"strconv"

	"boardroom/referee/tui"
	"boardroom/referee/verb"
	rigsrules "boardroom/rules/rigs"
)

// The descriptors' side of the menu: labels and questions for configure,
// move, build, survey and sell.

type askFor = verb.Ask[*State]
type answers = []verb.Answer

// asked is a question of the menu, message id, in the table's language.
func asked(id string) func(s *State, _ verb.Values) string {
	return func(s *State, _ verb.Values) string { return s.say(id) }
}

// playerAsk offers the players i for whom ok(s, i) holds.
func playerAsk(title string, ok func(s *State, i int) bool) askFor {
	return askFor{
		Title: asked(title), Alone: true,
		Options: func(s *State, _ verb.Values) answers {
			var out answers
			for i, p := range s.Players {
				if ok(s, i) {
					out = append(out, verb.Answer{Label: p.Name, Value: p.Name})
				}
			}
			return out
		},
	}
}

// who is the index of the player a field names (-1 if none).
func who(s *State, v verb.Values, field string) int {
	i, err := s.PlayerIndex(v.String(field))
	if err != nil {
		return -1
	}
	return i
}

// plotLabel is a plot as a menu offers it: "#3 Valley (Energy, 2 RIGS)".
func (s *State) plotLabel(pl Plot) string {
	res := s.say("show.plot_unconfigured")
	if pl.Resource != "" {
		res = fmt.Sprintf("%s, %d RIGS", pl.Resource.SayIn(s.Language()), pl.Rigs)
	}
	return fmt.Sprintf("#%d %s (%s)", pl.ID, rigsrules.PlotTypeName(s.Language(), pl.Type), res)
}

// plotAsk offers player's plots for which ok holds.
func plotAsk(title string, ok func(s *State, i int, v verb.Values, pl Plot) bool) askFor {
	return askFor{
		Title: asked(title), Alone: true,
		Options: func(s *State, v verb.Values) answers {
			i := who(s, v, "player")
			if i < 0 {
				return nil
			}
			var out answers
			for _, pl := range s.Players[i].Plots {
				if ok(s, i, v, pl) {
					out = append(out, verb.Answer{Label: s.plotLabel(pl), Value: strconv.Itoa(pl.ID)})
				}
			}
			return out
		},
	}
}

func configureLabel(s *State) string {
	if !playerPhase(s) || !anyPlayer(s, func(i int) bool { return canConfigure(s, i, -1) }) {
		return ""
	}
	return s.say("menu.configure")
}

func configureAsk() map[string]askFor {
	return map[string]askFor{
		"player": playerAsk("ask.whose_plot", func(s *State, i int) bool { return canConfigure(s, i, -1) }),
		"plot":   plotAsk("ask.which_plot", func(s *State, i int, _ verb.Values, pl Plot) bool { return canConfigure(s, i, pl.ID) }),
		"resource": {
			Title: asked("ask.harvest_what"), Alone: true,
			Options: func(s *State, v verb.Values) answers {
				var out answers
				for _, res := range rigsrules.Resources {
					if (&Configure{Player: v.String("player"), Plot: v.Int("plot"), Resource: res}).Legal(s) == nil {
						out = append(out, verb.Answer{Label: res.Title(), Value: string(res)})
					}
				}
				return out
			},
		},
	}
}

func moveLabel(s *State) string {
	if !playerPhase(s) || !anyPlayer(s, func(i int) bool { return canMove(s, i, -1, -1) }) {
		return ""
	}
	return s.say("menu.move", s.cost(R().Costs.MoveRigs))
}

func moveAsk() map[string]askFor {
	place := func(title string, ok func(s *State, i int, v verb.Values, id int) bool) askFor {
		return askFor{
			Title: asked(title), Alone: true,
			Options: func(s *State, v verb.Values) answers {
				i := who(s, v, "player")
				if i < 0 {
					return nil
				}
				var out answers
				for _, pl := range places(s, i) {
					if !ok(s, i, v, pl.ID) {
						continue
					}
					if pl.ID == 0 {
						out = append(out, verb.Answer{Label: s.say("ask.warehouse_rigs", s.Players[i].Warehouse), Value: "warehouse"})
					} else {
						out = append(out, verb.Answer{Label: fmt.Sprintf("%s (%d RIGS)", s.plotName(pl), pl.Rigs), Value: strconv.Itoa(pl.ID)})
					}
				}
				return out
			},
		}
	}
	return map[string]askFor{
		"player": playerAsk("ask.whose_rigs", func(s *State, i int) bool { return canMove(s, i, -1, -1) }),
		"from":   place("ask.from_where", func(s *State, i int, _ verb.Values, id int) bool { return canMove(s, i, id, -1) }),
		"to":     place("ask.to_where", func(s *State, i int, v verb.Values, id int) bool { return canMove(s, i, v.Int("from"), id) }),
		"N": {
			Title: asked("ask.how_many_rigs"), Alone: true,
			Range: func(s *State, v verb.Values) (int, int) {
				return 1, tui.Most(s, R().Limits.RigsInPlay, func(n int) action {
					return &Move{Player: v.String("player"), From: v.Int("from"), To: v.Int("to"), N: n}
				})
			},
		},
	}
}

func canBuild(s *State, i int) bool { return (&Build{Player: s.Players[i].Name, N: 1}).Legal(s) == nil }

func buildLabel(s *State) string {
	if !playerPhase(s) || !anyPlayer(s, func(i int) bool { return canBuild(s, i) }) {
		return ""
	}
	return s.say("menu.build", s.cost(R().Costs.BuildRigs))
}

func buildAsk() map[string]askFor {
	return map[string]askFor{
		"player": playerAsk("ask.who_builds", canBuild),
		"N": {
			Title: asked("ask.how_many_rigs"), Alone: true,
			Range: func(s *State, v verb.Values) (int, int) {
				return 1, tui.Most(s, R().Limits.RigsInPlay, func(n int) action { return &Build{Player: v.String("player"), N: n} })
			},
		},
	}
}

func surveyLabel(s *State) string {
	if !playerPhase(s) || !anyPlayer(s, func(i int) bool { return canSurvey(s, i) }) {
		return ""
	}
	return s.say("menu.survey", s.cost(R().Costs.Survey))
}

func surveyAsk() map[string]askFor {
	return map[string]askFor{
		"player": playerAsk("ask.who_surveys", canSurvey),
		"plot": plotAsk("ask.which_plot", func(s *State, i int, _ verb.Values, pl Plot) bool {
			return surveyProbe(s, i, pl.ID).Legal(s) == nil
		}),
		"yield": {
			// With physical decks: the yield on the survey card drawn.
			Fixed: func(s *State, _ verb.Values) (string, bool) { return "", !s.Physical },
			Title: asked("ask.survey_yield"), Alone: true,
			Options: func(s *State, _ verb.Values) answers {
				var yields []int
				for _, y := range s.SurveyDeck {
					if !slices.Contains(yields, y) {
						yields = append(yields, y)
					}
				}
				slices.Sort(yields)
				out := make(answers, len(yields))
				for k, y := range yields {
					out[k] = verb.Answer{Label: strconv.Itoa(y), Value: strconv.Itoa(y)}
				}
				return out
			},
		},
	}
}

func canSell(s *State, i int) bool { return (&Sell{Player: s.Players[i].Name, N: 1}).Legal(s) == nil }

func sellLabel(s *State) string {
	if !drawn(s) || !anyPlayer(s, func(i int) bool { return canSell(s, i) }) {
		return ""
	}
	return s.say("menu.sell", s.Price)
}

func sellAsk() map[string]askFor {
	return map[string]askFor{
		"player": playerAsk("ask.who_sells", canSell),
		"N": {
			Title: asked("ask.how_many_luxuries"), Alone: true,
			Range: func(s *State, v verb.Values) (int, int) {
				i := who(s, v, "player")
				return 1, tui.Most(s, s.Players[i].Res[rigsrules.Luxuries], func(n int) action { return &Sell{Player: v.String("player"), N: n} })
			},
		},
	}
}
