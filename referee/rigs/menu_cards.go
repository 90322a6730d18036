package rigs

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"boardroom/lazy"
	"boardroom/referee/tui"
	rigsrules "boardroom/rules/rigs"

	"boardroom/phrase"
)

// The card menus of `play`: which Karma card, and what it names (one ask
// per kind of target, then the card's own questions); the Disaster cards;
// where lost RIGS come from; the Karma swap.

func disasterChoices(s *State) []choice {
	if s.Phase != Disaster {
		return nil
	}
	var out []choice
	for _, pl := range s.Players {
		if pl.Resolved {
			continue
		}
		name := pl.Name
		if s.Physical {
			out = append(out, choice{Label: s.say("menu.record_disaster", name), Build: func(p tui.Prompter, s *State) (action, error) {
				var titles []string
				for _, d := range R().Disasters {
					titles = append(titles, d.Key())
				}
				t, err := tui.SelectString(p, s.say("ask.which_card_dealt"), titles)
				if err != nil {
					return nil, err
				}
				a := &DisasterAction{Player: name, Title: t}
				a.RigsFrom, err = askLostRigs(p, s, name, t)
				return a, err
			}})
		} else {
			title := pl.Disaster
			out = append(out, choice{Label: s.say("menu.resolve_disaster", name, s.disasterName(title)), Build: func(p tui.Prompter, s *State) (action, error) {
				a := &DisasterAction{Player: name}
				var err error
				a.RigsFrom, err = askLostRigs(p, s, name, title)
				return a, err
			}})
		}
	}
	return out
}

// askLostRigs asks the victim where a RIGS lost to the Disaster card title
// comes from, offering only places that hold one of theirs; 0 (the
// warehouse, then the fullest plot) when nothing is lost or there is no choice.
func askLostRigs(p tui.Prompter, s *State, name, title string) (int, error) {
	i, err := s.PlayerIndex(name)
	if err != nil || !s.disasterLosesRigs(i, title) {
		return 0, nil
	}
	return askRigsPlace(p, s, i, 1, name)
}

// askKarmaRigs asks, for a Karma card that destroys RIGS of the victim's,
// where they come from: the victim chooses, or, for "Missing" Support, the
// card's player.
func askKarmaRigs(p tui.Prompter, s *State, eff karmaEffect, a *Karma) (int, error) {
	v, err := s.PlayerIndex(a.Victim)
	if err != nil || eff.rigsLost == nil {
		return 0, nil
	}
	who := s.Players[v].Name
	if eff.rigsChooser == "player" {
		who = a.Player
	}
	return askRigsPlace(p, s, v, eff.rigsLost(s, v), who)
}

// askRigsPlace asks where player i's n lost RIGS come from (who chooses),
// offering only places that hold one of theirs; 0 when nothing is lost or
// only one place holds RIGS. With n > 1 the place named goes first, then
// the warehouse, then the fullest plots.
func askRigsPlace(p tui.Prompter, s *State, i, n int, who string) (int, error) {
	places := s.RigsPlaces(i)
	if n < 1 || len(places) < 2 {
		return 0, nil
	}
	pl := &s.Players[i]
	title := s.say("ask.lost_rigs_from", pl.Name, who)
	if n > 1 {
		title = s.say("ask.lost_rigs_from_first", pl.Name, n, who)
	}
	return tui.SelectValue(p, title, places, func(id int) string {
		if id == 0 {
			return s.say("ask.rigs_in_warehouse", pl.Warehouse)
		}
		q, _ := pl.Plot(id)
		return s.say("ask.rigs_on_plot", s.plotName(*q), q.Rigs)
	})
}

// swapChoice is "may discard 1 Karma card and draw 1" (Safe!, or a Disaster that did not hit).
func swapChoice(s *State) []choice {
	can := func(p *PlayerState) bool { return p.SwapRound == s.Round && p.Karma > 0 }
	return when(s, choice{Label: s.say("menu.swap_karma", s.disasterName("Safe!")), Build: func(p tui.Prompter, s *State) (action, error) {
		name, err := pickPlayer(p, s, s.say("ask.who_swaps"), func(i int) bool { return can(&s.Players[i]) })
		if err != nil {
			return nil, err
		}
		titles := []string{s.say("ask.not_said")}
		for _, k := range R().Karma {
			if where, _ := s.whereKarma(k.Key()); where == "" {
				titles = append(titles, k.Key())
			}
		}
		t, err := tui.SelectString(p, s.say("ask.which_card_discarded"), titles)
		if err != nil {
			return nil, err
		}
		if t == titles[0] {
			t = ""
		}
		return &Swap{Player: name, Title: t}, nil
	}}, can)
}

func karmaChoices(s *State) []choice {
	return when(s, choice{Label: s.say("menu.play_karma"), Build: buildKarma}, func(p *PlayerState) bool { return p.Karma > 0 || len(p.InPlay) > 0 })
}

// buildKarma asks who plays which Karma card, what the card names (the ask
// of its kind of target), the card's own questions and, with physical dice,
// the dice.
func buildKarma(p tui.Prompter, s *State) (action, error) {
	name, err := pickPlayer(p, s, s.say("ask.who_plays"), func(i int) bool { return s.Players[i].Karma > 0 || len(s.Players[i].InPlay) > 0 })
	if err != nil {
		return nil, err
	}
	return buildKarmaOf(p, s, name)
}

// buildKarmaOf asks which Karma card name plays, and the card's questions.
func buildKarmaOf(p tui.Prompter, s *State, name string) (action, error) {
	cards := karmaNow(s, name)
	if len(cards) == 0 {
		return nil, s.no(s.say("rule.karma_phase_icons"), "refuse.no_karma_for_phase", name, rigsrules.Phase(s.Phase))
	}
	k, err := tui.SelectValue(p, s.say("ask.which_card"), cards, func(k rigsrules.KarmaCard) string {
		if where, _ := s.whereKarma(k.Key()); where == "front" {
			return s.say("ask.card_in_front", k.Title.In(s.Language()))
		}
		return k.Title.In(s.Language())
	})
	if err != nil {
		return nil, err
	}
	return buildKarmaCard(p, s, name, k)
}

// buildKarmaCard asks what card k needs, played by name.
func buildKarmaCard(p tui.Prompter, s *State, name string, k rigsrules.KarmaCard) (action, error) {
	a := &Karma{Title: k.Key(), Player: name}
	if where, j := s.whereKarma(k.Key()); where == "front" && s.Players[j].Name == name {
		return a, askFrontRoll(p, s, a)
	}
	eff, known := effectFor(s, k)
	if !known {
		return a, nil
	}
	if ask := targetAsks.Get()[eff.target]; ask != nil {
		if err := ask(p, s, eff, a); err != nil {
			return nil, err
		}
	}
	if ask := cardAsks.Get()[k.Key()]; ask != nil {
		if err := ask(p, s, a); err != nil {
			return nil, err
		}
	}
	if s.Physical && (eff.dice || eff.applyCh != nil) {
		return a, askRolls(p, s, a)
	}
	return a, nil
}

// targetAsks ask what a Karma card names, one ask per kind of target.
var targetAsks = &lazy.Value[map[karmaTarget]func(p tui.Prompter, s *State, eff karmaEffect, a *Karma) error]{New: func() map[karmaTarget]func(p tui.Prompter, s *State, eff karmaEffect, a *Karma) error {
	return map[karmaTarget]func(p tui.Prompter, s *State, eff karmaEffect, a *Karma) error{
		targetVictim: askVictim,
		targetVictimPlot: func(p tui.Prompter, s *State, eff karmaEffect, a *Karma) error {
			if err := askVictim(p, s, eff, a); err != nil {
				return err
			}
			v, _ := s.PlayerIndex(a.Victim)
			var err error
			a.Plot, err = pickPlot(p, s, s.Players[v].Plots, s.say("ask.which_of_their_plots"), nil)
			return err
		},
		targetPlot: func(p tui.Prompter, s *State, _ karmaEffect, a *Karma) error {
			var err error
			a.Plot, err = pickPlot(p, s, plotsBut(s, ""), s.say("ask.which_plot"), nil)
			return err
		},
		targetOwnPlot: func(p tui.Prompter, s *State, _ karmaEffect, a *Karma) error {
			i, _ := s.PlayerIndex(a.Player)
			var err error
			a.Plot, err = pickPlot(p, s, s.Players[i].Plots, s.say("ask.which_of_your_plots"), nil)
			return err
		},
		targetOtherPlot: func(p tui.Prompter, s *State, _ karmaEffect, a *Karma) error {
			var err error
			a.Plot, err = pickPlot(p, s, plotsBut(s, a.Player), s.say("ask.which_plot"), nil)
			return err
		},
		targetSurveyed: func(p tui.Prompter, s *State, _ karmaEffect, a *Karma) error {
			var err error
			a.Plot, err = pickPlot(p, s, plotsBut(s, ""), s.say("ask.which_plot"), Plot.Surveyed)
			return err
		},
		targetTwoSurveyed: func(p tui.Prompter, s *State, _ karmaEffect, a *Karma) error {
			var err error
			if a.Plot, err = pickPlot(p, s, plotsBut(s, ""), s.say("ask.which_plot"), Plot.Surveyed); err != nil {
				return err
			}
			a.Plot2, err = pickPlot(p, s, plotsBut(s, ""), s.say("ask.other_plot"), func(pl Plot) bool { return pl.Surveyed() && pl.ID != a.Plot })
			return err
		},
	}
}}

// askVictim asks who the victim is (another player), then, for a card that
// destroys RIGS of theirs, where those come from.
func askVictim(p tui.Prompter, s *State, eff karmaEffect, a *Karma) error {
	v, err := pickPlayer(p, s, s.say("ask.victim"), func(i int) bool {
		return !strings.EqualFold(s.Players[i].Name, a.Player) && victimOf(s, a.Title, i)
	})
	if err != nil {
		return err
	}
	a.Victim = v
	a.Plot, err = askKarmaRigs(p, s, eff, a)
	return err
}

// plotsBut are the plots of every player but the one named but ("": all).
func plotsBut(s *State, but string) []Plot {
	var all []Plot
	for _, pl := range s.Players {
		if but == "" || !strings.EqualFold(pl.Name, but) {
			all = append(all, pl.Plots...)
		}
	}
	return all
}

// cardAsks are the questions of the Karma cards that ask more than their
// target, by title, asked after the target.
var cardAsks = &lazy.Value[map[string]func(p tui.Prompter, s *State, a *Karma) error]{New: func() map[string]func(p tui.Prompter, s *State, a *Karma) error {
	return map[string]func(p tui.Prompter, s *State, a *Karma) error{
		`"Record Not Found"`: func(p tui.Prompter, s *State, a *Karma) error {
			o, _, _ := s.PlotOwner(a.Plot)
			var err error
			a.To, err = pickPlayer(p, s, s.say("ask.new_owner"), func(j int) bool { return j != o })
			return err
		},
		"Below the Surface": func(p tui.Prompter, s *State, a *Karma) error {
			var err error
			a.Resource, err = pickResource(p, s, s.say("ask.which_spots"), rigsrules.Resources)
			return err
		},
		"I WANT THAT!":        askWantThat,
		"Poker Night":         askPokerNight,
		cardIdentityTheft:     askIdentityTheft,
		"Rough Storm":         askRoughStorm,
		"I Ain't Going Alone": askGoingAlone,
		"Triangulation Drift": askDrift,
		"Ruins":               askTrade,
		"Swap Meet":           askTrade,
	}
}}

// askWantThat asks the resource, then the victims, one at a time (Back
// when done).
func askWantThat(p tui.Prompter, s *State, a *Karma) error {
	var err error
	if a.Resource, err = pickResource(p, s, s.say("ask.which_resource"), rigsrules.Resources); err != nil {
		return err
	}
	var vs []string
	for {
		v, err := pickPlayer(p, s, s.say("ask.add_victim"), func(j int) bool {
			n := s.Players[j].Name
			return !slices.Contains(vs, n) && !strings.EqualFold(n, a.Player)
		})
		if err != nil {
			break
		}
		vs = append(vs, v)
	}
	a.Victim = strings.Join(vs, ",")
	return nil
}

// askPokerNight asks the resources rolled for, one at a time (Back when
// done), among those the player holds.
func askPokerNight(p tui.Prompter, s *State, a *Karma) error {
	i, _ := s.PlayerIndex(a.Player)
	for {
		var held []rigsrules.Resource
		for _, r := range rigsrules.Resources {
			if s.Players[i].Res[r] > 0 && !slices.Contains(a.Resources, r) {
				held = append(held, r)
			}
		}
		if len(held) == 0 {
			return nil
		}
		r, err := pickResource(p, s, s.say("ask.roll_for"), held)
		if err != nil {
			return nil
		}
		a.Resources = append(a.Resources, r)
	}
}

// askIdentityTheft asks, with the Karma cards tracked, what the victim picks.
func askIdentityTheft(p tui.Prompter, s *State, a *Karma) error {
	if !s.KarmaCards {
		return nil
	}
	var err error
	a.Choice, err = tui.SelectOption(p, s.say("ask.victim_picks", a.Victim), []tui.Option{
		{Label: s.say("ask.pick_draw", identityTheftDraws), Value: "draw"}, {Label: s.say("ask.pick_card"), Value: "card"}})
	return err
}

// askRoughStorm asks each player which resources go first.
func askRoughStorm(p tui.Prompter, s *State, a *Karma) error {
	a.Lose = map[string][]rigsrules.Resource{}
	for _, q := range s.Players {
		v, err := p.Input(s.say("ask.lose_first", q.Name), "", func(v string) error {
			_, err := parseOrder(v)
			return err
		})
		if err != nil {
			return err
		}
		if order, _ := parseOrder(v); len(order) > 0 {
			a.Lose[q.Name] = order
		}
	}
	return nil
}

// askGoingAlone asks which loss the victim matches: the player's last one,
// or what the player discards now.
func askGoingAlone(p tui.Prompter, s *State, a *Karma) error {
	i, _ := s.PlayerIndex(a.Player)
	const match = "discard"
	opts := []tui.Option{{Label: s.say("ask.discard_to_match"), Value: match}}
	if l := s.Players[i].LastLoss; l != nil {
		opts = append([]tui.Option{{Label: s.say("ask.match_last_loss", l, l.Cause), Value: "last"}}, opts...)
	}
	how, err := tui.SelectOption(p, s.say("ask.which_loss"), opts)
	if err != nil || how != match {
		return err
	}
	v, err := p.Input(s.say("ask.discard_which"), "energy=2", func(v string) error { _, err := ParseAmounts(v); return err })
	if err != nil {
		return err
	}
	a.Give, _ = ParseAmounts(v)
	a.Cards, err = tui.InputInt(p, s.say("ask.how_many_karma"), 0, max(0, s.Players[i].Karma-1))
	return err
}

// askDrift asks where each RIGS of the drifting plot goes.
func askDrift(p tui.Prompter, s *State, a *Karma) error {
	_, pl, _ := s.PlotOwner(a.Plot)
	for k := 0; k < pl.Rigs; k++ {
		d, err := tui.SelectOption(p, s.say("ask.drift_where", k+1, pl.Rigs), driftPlaces(s, a))
		if err != nil {
			return err
		}
		a.Dest = append(a.Dest, d)
	}
	return nil
}

// askTrade asks, for Swap Meet, which resources go back, and for both Ruins
// and Swap Meet, which are taken.
func askTrade(p tui.Prompter, s *State, a *Karma) error {
	ask := func(title string) ([]Amount, error) {
		v, err := p.Input(title, "supplies=2,metal", func(v string) error { _, err := ParseAmounts(v); return err })
		if err != nil {
			return nil, err
		}
		return ParseAmounts(v)
	}
	var err error
	if a.Title == "Swap Meet" {
		if a.Give, err = ask(s.say("ask.give_back")); err != nil {
			return err
		}
	}
	a.Take, err = ask(s.say("ask.take"))
	return err
}

// playableKarma are the cards a player may name now: those the referee does
// not know to lie elsewhere, and those in front of the player.
func playableKarma(s *State, name string) []rigsrules.KarmaCard {
	i, _ := s.PlayerIndex(name)
	var cards []rigsrules.KarmaCard
	for _, k := range R().Karma {
		if !slices.ContainsFunc(k.Phases, func(ph rigsrules.Phase) bool { return Phase(ph) == s.Phase }) {
			continue
		}
		where, j := s.whereKarma(k.Key())
		if where == "front" && j == i || where == "" && s.Players[i].Karma > 0 {
			cards = append(cards, k)
		}
	}
	return cards
}

// askFrontRoll asks the die of a card used from in front of its owner.
func askFrontRoll(p tui.Prompter, s *State, a *Karma) error {
	if a.Title == cardPPD || a.Title == cardRecycling || !s.Physical {
		return nil
	}
	return askRolls(p, s, a)
}

// driftPlaces are where a drifting RIGS may land: plots with an open spot,
// and warehouses; each as the table reads it, its value as --dest takes it
// (the plot's number, the warehouse's owner).
func driftPlaces(s *State, a *Karma) []tui.Option {
	var out []tui.Option
	for _, q := range s.Players {
		for _, pl := range q.Plots {
			if pl.ID != a.Plot && pl.Resource != "" && pl.Rigs+count(a.Dest, strconv.Itoa(pl.ID)) < Capacity(pl, pl.Resource) {
				out = append(out, tui.Option{Label: s.say("ask.drift_plot", pl.ID, q.Name, pl.Resource.SayIn(s.Language())), Value: strconv.Itoa(pl.ID)})
			}
		}
	}
	for _, q := range s.Players {
		out = append(out, tui.Option{Label: s.say("ask.drift_warehouse", q.Name), Value: q.Name})
	}
	return out
}

// parseOrder reads "supplies,energy" (empty: none).
func parseOrder(v string) ([]rigsrules.Resource, error) {
	var out []rigsrules.Resource
	for _, x := range strings.Split(v, ",") {
		if strings.TrimSpace(x) == "" {
			continue
		}
		r, err := ParseResource(x)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

// askRolls asks what the dice showed, in order.
func askRolls(p tui.Prompter, s *State, a *Karma) error {
	v, err := p.Input(s.say("ask.dice_showed", s.karmaName("Rough Storm")), "4", func(v string) error {
		for _, x := range strings.Split(v, ",") {
			if d, err := phrase.ParseInt(strings.TrimSpace(x)); err != nil || d < 1 || d > R().Limits.Die {
				return errors.New(s.say("ask.dice_range", R().Limits.Die))
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, x := range strings.Split(v, ",") {
		d, _ := phrase.ParseInt(strings.TrimSpace(x))
		a.Rolls = append(a.Rolls, d)
	}
	return nil
}
