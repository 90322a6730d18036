package rigs

import (
	"fmt"
	"slices"
	"strings"

	"boardroom/lazy"
	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"
)

// ---- the cards the referee applies only when it tracks cards ----

// trackedEffects are applied in games that track cards; they take
// precedence over karmaEffects.
var trackedEffects = &lazy.Value[map[string]karmaEffect]{New: func() map[string]karmaEffect {
	return map[string]karmaEffect{
		cardIdentityTheft: {target: targetVictim, check: func(s *State, a *Karma, i int) error {
			if a.Choice != "draw" && a.Choice != "card" {
				return refuse("Identity Theft: the victim may draw three Karma cards OR receive this card at the start of the next round",
					"say what the victim picks: --choice draw or --choice card")
			}
			return nil
		}, apply: func(s *State, a *Karma, i, v, _ int) error {
			p, q := &s.Players[i], &s.Players[v]
			s.Work.Line("identity-theft", "Identity Theft: %s's %d credits and %s's %d change hands: %s %d, %s %d", p.Name, p.Credits, q.Name, q.Credits, p.Name, q.Credits, q.Name, p.Credits)
			s.move(s.thing("credit"), p.Credits, p.Name, q.Name)
			s.move(s.thing("credit"), q.Credits, q.Name, p.Name)
			p.Credits, q.Credits = q.Credits, p.Credits
			s.Say("%s and %s swap credits: %s %s, %s %s.", p.Name, q.Name, p.Name, credits(p.Credits), q.Name, credits(q.Credits))
			if a.Choice == "card" {
				q.NextRound = append(frozen(q.NextRound), cardIdentityTheft)
				s.move(s.thing("karma_card"), 1, s.karmaHand(p.Name), s.setAside(q.Name))
				s.Say("Set %q aside for %s: it goes into %s's hand when the next round begins.", cardIdentityTheft, q.Name, q.Name)
				return nil
			}
			got := s.drawKarma(v, 3)
			s.Say("%s draws %s.", q.Name, plural(got, "Karma card", "Karma cards"))
			return nil
		}},
		"Ain't Working for You": {target: targetVictim, apply: func(s *State, a *Karma, i, v, _ int) error {
			q := &s.Players[v]
			q.NoSabotage = s.Round
			s.Say("%s's Sabotage card goes back to %s's hand with no effect (if it was entered, undo it); %s cannot play Sabotage cards for the rest of round %d.", q.Name, q.Name, q.Name, s.Round)
			return nil
		}},
		"Rough Storm": {check: func(s *State, a *Karma, i int) error {
			for name, order := range a.Lose {
				if _, err := player(s, name); err != nil {
					return err
				}
				if len(order) != len(slices.Compact(slices.Clone(order))) {
					return refuse("Rough Storm: each player picks the resources they discard", "%s names a resource twice", name)
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
					s.Say("%s rolls %d: safe.", p.Name, d)
					continue
				}
				lost := s.takeInOrder(p, d, loseOrder(a, p.Name))
				if len(lost) == 0 {
					s.Say("%s rolls %d but has no resources to discard.", p.Name, d)
					continue
				}
				got := s.drawKarma(j, 1)
				s.Say("%s rolls %d: discards %s to the bank; draws %s.", p.Name, d, strings.Join(lost, ", "), plural(got, "Karma card", "Karma cards"))
			}
			return nil
		}},
		"I Ain't Going Alone": {target: targetVictim, check: func(s *State, a *Karma, i int) error {
			p := &s.Players[i]
			if len(a.Give) == 0 && a.Cards == 0 {
				if p.LastLoss == nil {
					return refuse(`"I Ain't Going Alone": the victim matches your most recent loss to a Disaster or Karma card, or a loss you create now`,
						"%s has lost nothing to a Disaster or Karma card; discard now for the victim to match with --give energy=2 and/or --cards 1", p.Name)
				}
				return nil
			}
			for _, x := range a.Give {
				if p.Res[x.Resource] < x.N {
					return refuse(`"I Ain't Going Alone": you create a new loss from what you have`, "%s has %s", p.Name, resName(x.Resource, p.Res[x.Resource]))
				}
			}
			if a.Cards < 0 || a.Cards > p.Karma-1 {
				return refuse(`"I Ain't Going Alone": you create a new loss from what you have`, "%s holds %s besides this one", p.Name, plural(p.Karma-1, "Karma card", "Karma cards"))
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
				s.Say("%s discards %s for %s to match.", p.Name, loss, q.Name)
			}
			var lost []string
			for _, r := range rigsrules.Resources {
				if n := min(loss.Res[r], q.Res[r]); n > 0 {
					q.Res[r] -= n
					s.coupons(q, r, -n)
					lost = append(lost, resName(r, n))
				}
			}
			if n := min(loss.Karma, q.Karma); n > 0 {
				s.discardKarma(v, n)
				lost = append(lost, plural(n, "Karma card of their choice", "Karma cards of their choice"))
			}
			if len(lost) == 0 {
				s.Say("%s matches %s's loss (%s) with nothing: there is nothing to discard.", q.Name, p.Name, loss)
				return nil
			}
			s.Say("%s matches %s's loss (%s): discards %s.", q.Name, p.Name, loss, strings.Join(lost, ", "))
			return nil
		}},
		"Warehouse Insurance": {check: func(s *State, a *Karma, i int) error {
			if l := s.Players[i].ResLoss; l == nil || l.Recovered {
				return refuse("Warehouse Insurance recovers your most recent loss of resources to a Disaster, Destruction or Sabotage card, once",
					"%s has no such loss left to recover", s.Players[i].Name)
			}
			return nil
		}, apply: func(s *State, a *Karma, i, v, _ int) error {
			p := &s.Players[i]
			l := *p.ResLoss
			for _, r := range rigsrules.Resources {
				p.Res[r] += l.Res[r]
				s.coupons(p, r, l.Res[r])
			}
			l.Recovered = true
			p.ResLoss = &l
			s.Say("%s takes back %s from the bank (lost to %q).", p.Name, l.String(), l.Cause)
			return nil
		}},
		"Triangulation Drift": {target: targetOtherPlot, check: func(s *State, a *Karma, i int) error {
			_, pl, _ := s.PlotOwner(a.Plot)
			if len(a.Dest) != pl.Rigs {
				return refuse("Triangulation Drift: you move each RIGS of the plot to another plot or a warehouse",
					"%s has %s: say where each goes with --dest (a plot number, or a player's name for their warehouse), e.g. --dest 7,Ann", plotName(*pl), plural(pl.Rigs, "RIGS", "RIGS"))
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
					return refuse("Triangulation Drift moves the RIGS to other plots", "plot #%d is the plot they leave", id)
				}
				_, to, ok := s.PlotOwner(id)
				if !ok {
					return refuse("Triangulation Drift moves the RIGS to other plots", "there is no plot #%d", id)
				}
				room[id]++
				if to.Resource == "" || to.Rigs+room[id] > Capacity(*to, to.Resource) {
					return refuse("Triangulation Drift: a RIGS lands on an open spot matching what that plot harvests, or in a warehouse",
						"%s has %s and %s", plotName(*to), plural(to.Rigs, "RIGS", "RIGS"), plural(Capacity(*to, to.Resource), "spot", "spots"))
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
				moves = append(moves, fmt.Sprintf("%s's %s", s.Players[j].Name, plotName(*to)))
			}
			s.move(s.thing("rigs"), n-len(moves), from, s.at("bank"))
			got := s.drawKarma(o, 1)
			if n == 0 {
				s.Say("%s's %s has no RIGS to drift; %s draws %s.", s.Players[o].Name, plotName(*pl), s.Players[o].Name, plural(got, "Karma card", "Karma cards"))
				return nil
			}
			s.Say("The %s on %s's %s drift, free: move 1 to %s; %s draws %s.", plural(n, "RIGS", "RIGS"), s.Players[o].Name, plotName(*pl), strings.Join(moves, ", 1 to "), s.Players[o].Name, plural(got, "Karma card", "Karma cards"))
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
		return 0, "", refuse("Triangulation Drift moves the RIGS to other plots or warehouses", "%q is neither a plot number nor a player", d)
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
