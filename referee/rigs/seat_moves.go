package rigs

import (
	"slices"

	"boardroom/referee/tui"
)

// The moves of play whose questions depend on the card or the answers
// before them (a Karma card's own questions, the Land Grant, the roll-off,
// the Market card), for a seat's phone (serve --play), which asks them one
// question at a time through the same Build (spec.Stepper): the same
// questions and choices as play, the same Legal, save and log.

// stepVerbs are the verbs offered step by step, in play's order.
var stepVerbs = []ActionName{ActRollOff, ActGrant, ActMarket, ActKarma}

// SeatChoices are the moves of stepVerbs that seat may take for itself now,
// asked for that seat (play's "who?" is the seat); "" the host's: every one,
// as play offers them.
//
// Whose each is: a Karma card its holder's; the Land Grant's pick the
// Expedition Leader's, and a card drawn (physical cards) its receiver's; the
// roll-off the tied players', each of whom may enter the dice the table saw;
// the Market card the Expedition Leader's, who "chooses who draws the Market
// card".
func (s *State) SeatChoices(seat string) []choice {
	menus := byHand()
	if seat == "" {
		var out []choice
		for _, v := range stepVerbs {
			out = append(out, menus[string(v)](s)...)
		}
		return out
	}
	i, err := s.PlayerIndex(seat)
	if err != nil || s.Players[i].Name != seat {
		return nil
	}
	leader := s.Leader == i
	var out []choice
	if slices.Contains(s.RollOff, i) {
		out = append(out, menus[string(ActRollOff)](s)...)
	}
	r := R()
	switch {
	case s.Phase == SetupPhase && s.Physical:
		if len(s.Players[i].Plots) < r.Start.Plots[len(s.Players)] {
			out = append(out, choice{Label: s.say("menu.record_start"), Build: recordGrant(seat)})
		}
	case s.Phase != Player || len(s.RollOff) > 0:
	case len(s.GrantPool) > 0:
		if leader {
			out = append(out, menus[string(ActGrant)](s)...)
		}
	case s.Physical && s.grantOpen():
		if !s.Granted[i] {
			out = append(out, choice{Label: s.say("menu.grant_record"), Build: recordGrant(seat)})
		}
	}
	if leader {
		out = append(out, menus[string(ActMarket)](s)...)
	}
	if len(menus[string(ActKarma)](s)) > 0 && len(karmaNow(s, seat)) > 0 {
		out = append(out, choice{Label: s.say("menu.play_karma"), Build: func(p tui.Prompter, s *State) (action, error) {
			return buildKarmaOf(p, s, seat)
		}})
	}
	return out
}

// recordGrant asks which plot card name drew (physical cards).
func recordGrant(name string) func(p tui.Prompter, s *State) (action, error) {
	return func(p tui.Prompter, s *State) (action, error) {
		t, err := pickType(p, s, s.PlotDeck)
		return &Grant{Player: name, Type: t}, err
	}
}
