package rigs

import (
	"slices"
	"strings"

	"boardroom/lazy"
	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"
)

// ---- the cards the referee applies only when it tracks cards ----

// identityTheftDraws are the Karma cards the victim of Identity Theft
// draws when it picks to draw (the card's text: "draw 3 Karma cards now").
const identityTheftDraws = 3

// insuranceNow: Warehouse Insurance needs a loss of resources not yet
// recovered.
func insuranceNow(s *State, i int) error {
	if l := s.Players[i].ResLoss; l == nil || l.Recovered {
		return s.no(s.say("rule.insurance", s.karmaName("Warehouse Insurance")), "refuse.insurance_nothing", s.Players[i].Name)
	}
	return nil
}

// trackedEffects are applied in games that track cards; they take
// precedence over karmaEffects.
var trackedEffects = &lazy.Value[map[string]karmaEffect]{New: func() map[string]karmaEffect {
	return map[string]karmaEffect{
		cardIdentityTheft: {target: targetVictim, check: func(s *State, a *Karma, i int) error {
			if a.Choice != "draw" && a.Choice != "card" {
				return s.no(s.say("rule.identity_theft", s.karmaName(cardIdentityTheft)), "refuse.identity_theft_choice")
			}
			return nil
		}, apply: func(s *State, a *Karma, i, v, _ int) error {
			p, q := &s.Players[i], &s.Players[v]
			s.work("identity-theft", "work.identity_theft", s.karmaName(cardIdentityTheft), p.Name, p.Credits, q.Name, q.Credits)
			s.move(s.thing("credit"), p.Credits, p.Name, q.Name)
			s.move(s.thing("credit"), q.Credits, q.Name, p.Name)
			p.Credits, q.Credits = q.Credits, p.Credits
			s.tell("karma.swap_credits", p.Name, q.Name, p.Credits, q.Credits)
			if a.Choice == "card" {
				q.NextRound = append(frozen(q.NextRound), cardIdentityTheft)
				s.move(s.thing("karma_card"), 1, s.karmaHand(p.Name), s.setAside(q.Name))
				s.tell("karma.set_aside", s.karmaName(cardIdentityTheft), q.Name)
				return nil
			}
			got := s.drawKarma(v, identityTheftDraws)
			s.tell("karma.draws", q.Name, got)
			return nil
		}},
		"Ain't Working for You": {target: targetVictim, apply: func(s *State, a *Karma, i, v, _ int) error {
			q := &s.Players[v]
			q.NoSabotage = s.Round
			s.tell("karma.sabotage_back", q.Name, s.Round)
			return nil
		}},
		"Rough Storm": {check: func(s *State, a *Karma, i int) error {
			for name, order := range a.Lose {
				if _, err := player(s, name); err != nil {
					return err
				}
				if len(order) != len(slices.Compact(slices.Clone(order))) {
					return s.no(s.say("rule.rough_storm", s.karmaName("Rough Storm")), "refuse.resource_twice", name)
				}
			}
			return needRolls(s, a, len(s.Players))
		}, applyCh: func(s *State, a *Karma, i int, ch *referee.Chance) error {
			for j := range s.Players {
				p := &s.Players[j]
				d, err := rollOrEnter(ch, a, j, "d6 "+p.Name)
				if err != nil {
					return err
				}
				if d == R().Limits.Die {
					s.tell("karma.rolls_safe", p.Name, d)
					continue
				}
				lost := s.takeInOrder(p, d, loseOrder(a, p.Name))
				if len(lost) == 0 {
					s.tell("karma.rolls_nothing", p.Name, d)
					continue
				}
				got := s.drawKarma(j, 1)
				s.tell("karma.rolls_discards", p.Name, d, strings.Join(lost, ", "), got)
			}
			return nil
		}},
		"I Ain't Going Alone": {target: targetVictim, check: func(s *State, a *Karma, i int) error {
			p := &s.Players[i]
			if len(a.Give) == 0 && a.Cards == 0 {
				if p.LastLoss == nil {
					return s.no(s.say("rule.not_alone", s.karmaName(`"I Ain't Going Alone"`)), "refuse.not_alone_nothing", p.Name)
				}
				return nil
			}
			for _, x := range a.Give {
				if p.Res[x.Resource] < x.N {
					return s.no(s.say("rule.not_alone_new", s.karmaName(`"I Ain't Going Alone"`)), "refuse.has_only", p.Name, s.amount(x.Resource, p.Res[x.Resource]))
				}
			}
			if a.Cards < 0 || a.Cards > p.Karma-1 {
				return s.no(s.say("rule.not_alone_new", s.karmaName(`"I Ain't Going Alone"`)), "refuse.not_alone_cards", p.Name, p.Karma-1)
			}
			return nil
		}, apply: func(s *State, a *Karma, i, v, _ int) error {
			p, q := &s.Players[i], &s.Players[v]
			loss := p.LastLoss
			if len(a.Give) > 0 || a.Cards > 0 {
				res := map[rigsrules.Resource]int{}
				for _, x := range a.Give {
					p.Res[x.Resource] -= x.N
					s.coupons(p, x.Resource, -x.N)
					res[x.Resource] += x.N
				}
				s.discardKarma(i, a.Cards)
				loss = &Loss{Cause: "I Ain't Going Alone", Res: res, Karma: a.Cards}
				s.tell("karma.not_alone_discards", p.Name, loss, q.Name)
			}
			var lost []string
			for _, r := range rigsrules.Resources {
				if n := min(loss.Res[r], q.Res[r]); n > 0 {
					q.Res[r] -= n
					s.coupons(q, r, -n)
					lost = append(lost, s.amount(r, n))
				}
			}
			if n := min(loss.Karma, q.Karma); n > 0 {
				s.discardKarma(v, n)
				lost = append(lost, s.say("karma.cards_of_choice", n))
			}
			if len(lost) == 0 {
				s.tell("karma.match_nothing", q.Name, p.Name, loss)
				return nil
			}
			s.tell("karma.match", q.Name, p.Name, loss, strings.Join(lost, ", "))
			return nil
		}},
		"Warehouse Insurance": {now: insuranceNow, check: func(s *State, a *Karma, i int) error {
			return insuranceNow(s, i)
		}, apply: func(s *State, a *Karma, i, v, _ int) error {
			p := &s.Players[i]
			l := *p.ResLoss
			for _, r := range rigsrules.Resources {
				p.Res[r] += l.Res[r]
				s.coupons(p, r, l.Res[r])
			}
			l.Recovered = true
			p.ResLoss = &l
			s.tell("karma.insurance", p.Name, &l, s.effectNames([]string{l.Cause}))
			return nil
		}},
		"Triangulation Drift": {target: targetOtherPlot, check: func(s *State, a *Karma, i int) error {
			_, pl, _ := s.PlotOwner(a.Plot)
			if len(a.Dest) != pl.Rigs {
				return s.no(s.say("rule.drift", s.karmaName("Triangulation Drift")), "refuse.drift_dest", s.plotName(*pl), pl.Rigs)
			}
			room := map[int]int{}
			for _, d := range a.Dest {
				id, name, err := parseDest(s, d)
				if err != nil {
					return err
				}
				if name != "" {
					continue
				}
				if id == a.Plot {
					return s.no(s.say("rule.drift_other", s.karmaName("Triangulation Drift")), "refuse.drift_same", id)
				}
				_, to, ok := s.PlotOwner(id)
				if !ok {
					return s.no(s.say("rule.drift_other", s.karmaName("Triangulation Drift")), "refuse.drift_no_plot", id)
				}
				room[id]++
				if to.Resource == "" || to.Rigs+room[id] > Capacity(*to, to.Resource) {
					return s.no(s.say("rule.drift_spot", s.karmaName("Triangulation Drift")), "refuse.drift_full", s.plotName(*to), to.Rigs, Capacity(*to, to.Resource))
				}
			}
			return nil
		}, apply: func(s *State, a *Karma, i, v, _ int) error {
			o, pl, _ := s.PlotOwner(a.Plot)
			n := pl.Rigs
			pl.Rigs = 0
			var moves []string
			from := s.onTablePlot(*pl)
			for _, d := range a.Dest {
				id, name, _ := parseDest(s, d)
				if name != "" {
					j, _ := player(s, name)
					s.Players[j].Warehouse++
					s.move(s.thing("rigs"), 1, from, s.warehouse(s.Players[j].Name))
					moves = append(moves, s.Players[j].Name+"'s warehouse")
					continue
				}
				j, to, _ := s.PlotOwner(id)
				to.Rigs++
				s.move(s.thing("rigs"), 1, from, s.onTablePlot(*to))
				moves = append(moves, s.say("karma.drift_to_plot", s.Players[j].Name, s.plotName(*to)))
			}
			s.move(s.thing("rigs"), n-len(moves), from, s.at("bank"))
			got := s.drawKarma(o, 1)
			if n == 0 {
				s.tell("karma.drift_none", s.Players[o].Name, s.plotName(*pl), got)
				return nil
			}
			s.tell("karma.drift", n, s.Players[o].Name, s.plotName(*pl), strings.Join(moves, s.say("karma.drift_sep")), got)
			return nil
		}},
	}
}}

// parseDest reads a Triangulation Drift destination: a plot number, or a
// player's name (their warehouse).
func parseDest(s *State, d string) (int, string, error) {
	if id, err := ParsePlotRef(d); err == nil {
		return id, "", nil
	}
	j, err := player(s, strings.TrimSpace(d))
	if err != nil {
		return 0, "", s.no(s.say("rule.drift_where", s.karmaName("Triangulation Drift")), "refuse.drift_neither", d)
	}
	return 0, s.Players[j].Name, nil
}

// loseOrder is the order in which a player gives up resources to Rough
// Storm: the order they named, then the rest in the default order (Energy,
// Supplies, Metal, Luxuries: Luxuries, which sell, last).
func loseOrder(a *Karma, name string) []rigsrules.Resource {
	var order []rigsrules.Resource
	for k, v := range a.Lose {
		if strings.EqualFold(k, name) {
			order = slices.Clone(v)
		}
	}
	for _, r := range rigsrules.Resources {
		if !slices.Contains(order, r) {
			order = append(order, r)
		}
	}
	return order
}

// takeInOrder discards n resources from a player's warehouse in order, or
// all they have if fewer, and says what went.
func (s *State) takeInOrder(p *PlayerState, n int, order []rigsrules.Resource) []string {
	var lost []string
	for _, r := range order {
		k := min(n, p.Res[r])
		if k > 0 {
			p.Res[r] -= k
			s.coupons(p, r, -k)
			n -= k
			lost = append(lost, resName(r, k))
		}
	}
	return lost
}

// effectFor is how the referee applies a card in this game, if it does.
func effectFor(s *State, k rigsrules.KarmaCard) (karmaEffect, bool) {
	if s.KarmaCards {
		if e, ok := trackedEffects.Get()[k.Key()]; ok {
			return e, true
		}
		if k.InPlay {
			return karmaEffect{}, false
		}
	}
	e, ok := karmaEffects.Get()[k.Key()]
	return e, ok
}
