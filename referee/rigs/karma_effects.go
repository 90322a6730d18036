package rigs

import (
	"fmt"
	"strconv"
	"strings"

	"boardroom/lazy"
	"boardroom/phrase"
	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"
)

// karmaTarget is what a Karma card's command names besides its player.
type karmaTarget int

// The targets of Karma cards.
const (
	targetNone        karmaTarget = iota // nothing more
	targetVictim                         // another player (--victim)
	targetVictimPlot                     // another player and one of their plots (--victim, --plot)
	targetPlot                           // any plot (--plot)
	targetOwnPlot                        // one of the player's own plots (--plot)
	targetOtherPlot                      // another player's plot (--plot)
	targetSurveyed                       // a surveyed plot (--plot)
	targetTwoSurveyed                    // two different surveyed plots (--plot, --plot2)
)

// karmaEffect is a card the referee applies by name.
type karmaEffect struct {
	target karmaTarget // what the command must name
	dice   bool        // rolls a die (entered with physical dice)
	check  func(s *State, a *Karma, i int) error
	// now, when set, is the part of check that no answer can change:
	// whether player i can play the card at all at this point (the menus
	// offer only such cards).
	now   func(s *State, i int) error
	apply func(s *State, a *Karma, i, v int, roll int) error
	// applyCh is for cards that roll several dice.
	applyCh func(s *State, a *Karma, i int, ch *referee.Chance) error
	// rigsLost is how many RIGS the card destroys of the victim's, from
	// places chosen by rigsChooser ("victim" or "player": the card's player).
	rigsLost    func(s *State, v int) int
	rigsChooser string
}

func oneRigs(*State, int) int { return 1 }

// halfRigs is half of all the victim's RIGS, on plots and in the warehouse, rounded up.
func halfRigs(s *State, v int) int {
	p := &s.Players[v]
	return (p.Warehouse + p.PlacedRigs() + 1) / 2
}

// rollOrEnter rolls die k of a card, or takes it from the rolls entered.
func rollOrEnter(ch *referee.Chance, a *Karma, k int, what string) (int, error) {
	if r := a.rolls(); len(r) > 0 {
		return referee.Enter(ch, what, r[k])
	}
	return ch.Roll(what, R().Limits.Die)
}

func giveRigs(s *State, owner int, pl *Plot, n int) {
	pl.Rigs -= n
	s.Players[owner].Warehouse += n
	s.move(s.thing("rigs"), n, s.onTablePlot(*pl), s.warehouse(s.Players[owner].Name))
}

// loseRigsEffect is a card that destroys 1 of the victim's RIGS, from the
// place a.Plot (0: the warehouse) chosen by the victim or the card's player.
func loseRigsEffect(s *State, a *Karma, i, v, _ int) error {
	if where := s.loseRigsAt(v, 1, a.Plot); len(where) > 0 {
		s.tell("karma.loses_rigs", s.Players[v].Name, s.lostFrom(where), len(where))
	} else {
		s.tell("karma.no_rigs_to_lose", s.Players[v].Name)
	}
	return nil
}

// lostFrom says how many RIGS were lost and where from, given the places
// loseRigsAt lists: "1 RIGS from plot #10 (Forest)", "3 RIGS, 1 from the
// warehouse and 2 from plot #4 (Desert)".
func (s *State) lostFrom(where []string) string {
	var order []string
	n := map[string]int{}
	for _, w := range where {
		if n[w] == 0 {
			order = append(order, w)
		}
		n[w]++
	}
	if len(order) == 1 {
		return s.say("karma.lost_from", len(where), order[0])
	}
	var parts []string
	for _, w := range order {
		parts = append(parts, s.say("karma.lost_part", n[w], w))
	}
	list := s.say("list.and", strings.Join(parts[:len(parts)-1], ", "), parts[len(parts)-1])
	return s.say("karma.lost_from_many", len(where), list)
}

var karmaEffects = &lazy.Value[map[string]karmaEffect]{New: func() map[string]karmaEffect {
	return map[string]karmaEffect{
		`"Missing" Support`: {target: targetVictim, rigsLost: oneRigs, rigsChooser: "player", apply: loseRigsEffect},
		"Wrong Manual":      {target: targetVictim, rigsLost: oneRigs, rigsChooser: "victim", apply: loseRigsEffect},
		"Bad OS Revision": {target: targetVictim, rigsLost: halfRigs, rigsChooser: "victim", apply: func(s *State, a *Karma, i, v, _ int) error {
			p := &s.Players[v]
			where := s.loseRigsAt(v, halfRigs(s, v), a.Plot)
			got := s.drawKarma(v, 2)
			if len(where) == 0 {
				s.tell("karma.no_rigs_draws", p.Name, got)
				return nil
			}
			s.tell("karma.loses_half_rigs", p.Name, s.lostFrom(where), len(where), got)
			return nil
		}},
		"Eye for an Eye":  {target: targetVictim, apply: discardFromVictim},
		"Not THAT one":    {target: targetVictim, apply: discardFromVictim},
		"Give Me That!":   {target: targetVictim, apply: takeFromVictim},
		"I'll Take THAT!": {target: targetVictim, apply: takeFromVictim},
		`"Accidental" Dumping`: {target: targetVictim, apply: func(s *State, a *Karma, i, v, _ int) error {
			p := &s.Players[v]
			n := p.Res[rigsrules.Luxuries]
			p.Res[rigsrules.Luxuries] = 0
			s.coupons(p, rigsrules.Luxuries, -n)
			s.tell("karma.loses_luxuries", p.Name, s.amount(rigsrules.Luxuries, n))
			return nil
		}},
		"Left the Light On": {target: targetVictim, apply: func(s *State, a *Karma, i, v, _ int) error {
			p := &s.Players[v]
			n := (p.Res[rigsrules.Energy] + 1) / 2
			s.work("karma", "work.karma_light_on", s.karmaName("Left the Light On"), p.Name, p.Res[rigsrules.Energy], p.Res[rigsrules.Energy], n, p.Res[rigsrules.Energy], n, p.Res[rigsrules.Energy]-n)
			p.Res[rigsrules.Energy] -= n
			s.coupons(p, rigsrules.Energy, -n)
			s.tell("karma.loses_half_energy", p.Name, s.amount(rigsrules.Energy, n))
			return nil
		}},
		"Da' Roof is on Fire!": {target: targetVictim, apply: func(s *State, a *Karma, i, v, _ int) error {
			p := &s.Players[v]
			lost := 0
			for _, r := range rigsrules.Resources {
				lost += p.Res[r]
				s.coupons(p, r, -p.Res[r])
				p.Res[r] = 0
			}
			got := s.drawKarma(v, (lost+9)/10)
			s.tell("karma.roof_on_fire", p.Name, lost, got)
			return nil
		}},
		"Blowout!": {target: targetVictimPlot, apply: func(s *State, a *Karma, i, v, _ int) error {
			pl, _ := s.Players[v].Plot(a.Plot)
			n := pl.Rigs
			pl.Rigs = 0
			s.move(s.thing("rigs"), n, s.onTablePlot(*pl), s.at("bank"))
			got := s.drawKarma(v, 1)
			if n == 0 {
				s.tell("karma.blowout_none", s.Players[v].Name, s.plotName(*pl), got)
				return nil
			}
			s.tell("karma.blowout", s.Players[v].Name, n, s.plotName(*pl), got)
			return nil
		}},
		"Identity Theft": {target: targetVictim, apply: func(s *State, a *Karma, i, v, _ int) error {
			p, q := &s.Players[i], &s.Players[v]
			s.move(s.thing("credit"), p.Credits, p.Name, q.Name)
			s.move(s.thing("credit"), q.Credits, q.Name, p.Name)
			p.Credits, q.Credits = q.Credits, p.Credits
			s.tell("karma.identity_theft", p.Name, q.Name, p.Credits, q.Credits)
			return nil
		}},
		"Incorrect Drivers": {target: targetPlot, apply: func(s *State, a *Karma, i, v, _ int) error {
			o, pl, _ := s.PlotOwner(a.Plot)
			s.Players[o].Effects = append(s.Players[o].Effects, effInactive+strconv.Itoa(a.Plot))
			s.tell("karma.inactive", s.Players[o].Name, s.plotName(*pl))
			return nil
		}},
		"You sent it WHERE?!": {target: targetVictimPlot, apply: func(s *State, a *Karma, i, v, _ int) error {
			s.Players[v].Effects = append(s.Players[v].Effects, fmt.Sprintf("%s%d:%d", effSentTo, a.Plot, i))
			s.tell("karma.sent_to", s.Players[v].Name, s.place(&s.Players[v], a.Plot), s.Players[i].Name)
			return nil
		}},
		"Brownout!": {target: targetVictim, apply: func(s *State, a *Karma, i, v, _ int) error {
			s.Players[v].Effects = append(s.Players[v].Effects, EffBrownout)
			s.tell("karma.brownout", s.Players[v].Name)
			return nil
		}},
		"Carrier Lost": {target: targetVictim, apply: func(s *State, a *Karma, i, v, _ int) error {
			s.Players[v].Effects = append(s.Players[v].Effects, EffCarrier)
			got := s.drawKarma(v, 1)
			s.tell("karma.carrier_lost", s.Players[v].Name, got)
			return nil
		}},
		"Ridiculous Efficiency": {apply: func(s *State, a *Karma, i, v, _ int) error {
			s.Players[i].Effects = append(s.Players[i].Effects, EffDouble)
			s.tell("karma.double", s.Players[i].Name)
			return nil
		}},
		"R.I.G.S. T.D.M.": {target: targetOwnPlot, apply: func(s *State, a *Karma, i, v, _ int) error {
			s.Players[i].Effects = append(s.Players[i].Effects, effTriple+strconv.Itoa(a.Plot))
			s.tell("karma.triple", s.Players[i].Name, s.place(&s.Players[i], a.Plot))
			return nil
		}},
		"Winning Raffle Ticket": {dice: true, apply: func(s *State, a *Karma, i, v, roll int) error {
			s.work("karma", "work.karma_raffle", s.karmaName("Winning Raffle Ticket"), roll, s.Players[i].Name, s.Players[i].Res[rigsrules.Luxuries], roll, s.Players[i].Res[rigsrules.Luxuries]+roll)
			s.Players[i].Res[rigsrules.Luxuries] += roll
			s.coupons(&s.Players[i], rigsrules.Luxuries, roll)
			s.tell("karma.raffle", s.Players[i].Name, roll, s.amount(rigsrules.Luxuries, roll))
			return nil
		}},
		"Other Markets": {apply: func(s *State, a *Karma, i, v, _ int) error {
			best := 0
			for _, lv := range s.MarketDrawn {
				if p, _ := R().MarketPrice(lv); p > best {
					best = p
				}
			}
			s.Price = best
			s.tell("karma.other_markets", best)
			return nil
		}},
		"Survey Error": {target: targetSurveyed, apply: func(s *State, a *Karma, i, v, _ int) error {
			o, pl, _ := s.PlotOwner(a.Plot)
			s.SurveyDeck = append(frozen(s.SurveyDeck), pl.Luxury())
			s.move(s.surveyCard(pl.Luxury()), 1, s.onTablePlot(*pl), s.at("survey_deck"))
			msg := s.say("karma.survey_error", upFirst(s.plotName(*pl)), pl.Luxury())
			pl.Survey = nil
			if pl.Resource == rigsrules.Luxuries && pl.Rigs > 0 {
				msg += s.say("karma.survey_error_rigs", pl.Rigs, s.Players[o].Name)
				giveRigs(s, o, pl, pl.Rigs)
				pl.Resource = ""
			}
			s.Say("%s.", msg)
			return nil
		}},
		"Survey Typo": {target: targetTwoSurveyed, apply: func(s *State, a *Karma, i, v, _ int) error {
			o1, p1, _ := s.PlotOwner(a.Plot)
			o2, p2, _ := s.PlotOwner(a.Plot2)
			s.move(s.surveyCard(p1.Luxury()), 1, s.onTablePlot(*p1), s.onTablePlot(*p2))
			s.move(s.surveyCard(p2.Luxury()), 1, s.onTablePlot(*p2), s.onTablePlot(*p1))
			p1.Survey, p2.Survey = p2.Survey, p1.Survey
			s.tell("karma.survey_typo", upFirst(s.plotName(*p1)), s.plotName(*p2), p1.ID, p1.Luxury(), p2.ID, p2.Luxury())
			for _, x := range []struct {
				o  int
				pl *Plot
			}{{o1, p1}, {o2, p2}} {
				if x.pl.Resource == rigsrules.Luxuries && x.pl.Rigs > x.pl.Luxury() {
					n := x.pl.Rigs - x.pl.Luxury()
					giveRigs(s, x.o, x.pl, n)
					s.tell("karma.survey_typo_rigs", n, s.plotName(*x.pl), s.Players[x.o].Name)
				}
			}
			return nil
		}},
		`"Record Not Found"`: {target: targetOtherPlot, check: func(s *State, a *Karma, i int) error {
			o, _, _ := s.PlotOwner(a.Plot)
			j, err := player(s, a.To)
			if err != nil {
				return s.no(s.say("rule.record_not_found_leader", s.karmaName(`"Record Not Found"`)), "refuse.give_to")
			}
			if j == o {
				return s.no(s.say("rule.record_not_found_owner", s.karmaName(`"Record Not Found"`)), "refuse.owns", s.Players[o].Name, s.place(&s.Players[o], a.Plot))
			}
			return nil
		}, apply: func(s *State, a *Karma, i, v, _ int) error {
			o, _, _ := s.PlotOwner(a.Plot)
			j, _ := player(s, a.To)
			p := &s.Players[o]
			for k, pl := range p.Plots {
				if pl.ID == a.Plot {
					p.Plots = append(p.Plots[:k:k], p.Plots[k+1:]...)
					s.Players[j].Plots = append(s.Players[j].Plots, pl)
					s.Moved.Move(s.onTablePlot(pl), 1, p.Name, s.Players[j].Name) // with what lies on it
					break
				}
			}
			s.OwnershipChanged = true
			got := s.drawKarma(o, 1)
			s.tell("karma.record_not_found", upFirst(s.place(&s.Players[j], a.Plot)), s.plotRigs(j, a.Plot), s.Players[j].Name, p.Name, got)
			return nil
		}},
		"Below the Surface": {target: targetOwnPlot, check: func(s *State, a *Karma, i int) error {
			if _, err := ParseResource(string(a.Resource)); err != nil {
				return s.no(s.say("rule.names_resource", s.karmaName("Below the Surface")), "refuse.give_resource")
			}
			return nil
		}, apply: func(s *State, a *Karma, i, v, _ int) error {
			pl, _ := s.Players[i].Plot(a.Plot)
			n := Capacity(*pl, a.Resource)
			s.work("plot-capacity", "work.karma_below_surface", s.plotName(*pl), n, a.Resource, s.Players[i].Name, s.Players[i].Res[a.Resource], s.Players[i].Res[a.Resource]+n)
			s.Players[i].Res[a.Resource] += n
			s.coupons(&s.Players[i], a.Resource, n)
			s.tell("karma.below_surface", s.Players[i].Name, s.amount(a.Resource, n), s.plotName(*pl), n, a.Resource)
			return nil
		}},
		"Push, Pull, or Drag": {check: func(s *State, a *Karma, i int) error {
			if s.RigsInPlay() >= R().Limits.RigsInPlay {
				return s.no(s.say("rule.rigs_tokens", R().Limits.RigsInPlay), "refuse.all_in_play")
			}
			return nil
		}, apply: func(s *State, a *Karma, i, v, _ int) error {
			s.Players[i].Warehouse++
			s.move(s.thing("rigs"), 1, s.at("bank"), s.warehouse(s.Players[i].Name))
			s.tell("karma.push_pull", s.Players[i].Name)
			return nil
		}},
		"Poker Night": {check: func(s *State, a *Karma, i int) error {
			if len(a.Resources) == 0 {
				return s.no(s.say("rule.poker_choose", s.karmaName("Poker Night")), "refuse.give_resources")
			}
			seen := map[rigsrules.Resource]bool{}
			for _, r := range a.Resources {
				if seen[r] {
					return s.no(s.say("rule.poker_once", s.karmaName("Poker Night")), "refuse.resource_named_twice", r)
				}
				seen[r] = true
				if s.Players[i].Res[r] == 0 {
					return s.no(s.say("rule.poker_held", s.karmaName("Poker Night")), "refuse.holds_no", s.Players[i].Name, r)
				}
			}
			return needRolls(s, a, len(a.Resources))
		}, applyCh: func(s *State, a *Karma, i int, ch *referee.Chance) error {
			p := &s.Players[i]
			for k, r := range a.Resources {
				d, err := rollOrEnter(ch, a, k, "d6 "+string(r))
				if err != nil {
					return err
				}
				before := p.Res[r]
				switch {
				case d == 1:
					p.Res[r] = 0
				case d >= 6:
					p.Res[r] *= 3
				case d >= 4:
					p.Res[r] *= 2
				}
				s.coupons(p, r, p.Res[r]-before)
				s.tell("karma.poker", p.Name, d, r, before, phrase.Arrow(), p.Res[r])
			}
			return nil
		}},
		"I WANT THAT!": {check: func(s *State, a *Karma, i int) error {
			if _, err := ParseResource(string(a.Resource)); err != nil {
				return s.no(s.say("rule.names_resource", s.karmaName("I WANT THAT!")), "refuse.give_resource")
			}
			vs, err := victims(s, a, i)
			if err != nil {
				return err
			}
			return needRolls(s, a, len(vs))
		}, applyCh: func(s *State, a *Karma, i int, ch *referee.Chance) error {
			vs, _ := victims(s, a, i)
			for k, v := range vs {
				q := &s.Players[v]
				if q.Res[a.Resource] == 0 {
					s.tell("karma.has_no", q.Name, a.Resource)
					continue
				}
				d, err := rollOrEnter(ch, a, k, "d6 "+q.Name)
				if err != nil {
					return err
				}
				n := min(d, q.Res[a.Resource])
				s.work("karma", "work.karma_want_that", q.Name, d, q.Res[a.Resource], a.Resource, n)
				q.Res[a.Resource] -= n
				s.Players[i].Res[a.Resource] += n
				s.move(s.coupon(a.Resource), n, s.warehouse(q.Name), s.warehouse(s.Players[i].Name))
				s.tell("karma.want_that", q.Name, d, s.Players[i].Name, s.amount(a.Resource, n))
			}
			return nil
		}},
		"Ruins": {check: func(s *State, a *Karma, i int) error {
			if len(a.Take) == 0 {
				return s.no(s.say("rule.ruins_take", s.karmaName("Ruins")), "refuse.give_take")
			}
			return needRolls(s, a, 1)
		}, applyCh: func(s *State, a *Karma, i int, ch *referee.Chance) error {
			d, err := rollOrEnter(ch, a, 0, "d6")
			if err != nil {
				return err
			}
			left := d
			var got []string
			for k, t := range a.Take {
				n := t.N
				if n == 0 || k == len(a.Take)-1 && n < left {
					n = left
				}
				n = min(n, left)
				if n > 0 {
					s.Players[i].Res[t.Resource] += n
					s.coupons(&s.Players[i], t.Resource, n)
					got = append(got, s.amount(t.Resource, n))
					left -= n
				}
			}
			s.tell("karma.ruins", s.Players[i].Name, d, strings.Join(got, ", "))
			return nil
		}},
		"Swap Meet": {check: func(s *State, a *Karma, i int) error {
			g, t := sumAmounts(a.Give), sumAmounts(a.Take)
			if g < 1 || g > 6 || g != t {
				return s.no(s.say("rule.swap_meet", s.karmaName("Swap Meet")), "refuse.swap_totals", g, t)
			}
			for _, x := range a.Give {
				if s.Players[i].Res[x.Resource] < x.N {
					return s.no(s.say("rule.swap_meet_own", s.karmaName("Swap Meet")), "refuse.has_only", s.Players[i].Name, s.amount(x.Resource, s.Players[i].Res[x.Resource]))
				}
			}
			return nil
		}, apply: func(s *State, a *Karma, i, v, _ int) error {
			for _, x := range a.Give {
				s.Players[i].Res[x.Resource] -= x.N
				s.coupons(&s.Players[i], x.Resource, -x.N)
			}
			for _, x := range a.Take {
				s.Players[i].Res[x.Resource] += x.N
				s.coupons(&s.Players[i], x.Resource, x.N)
			}
			s.tell("karma.swap_meet", s.Players[i].Name, sumAmounts(a.Give), s.karmaName("Swap Meet"))
			return nil
		}},
		"Naive Profits": {apply: func(s *State, a *Karma, i, v, _ int) error {
			low := 0
			for k, lv := range s.MarketDrawn {
				if p, _ := R().MarketPrice(lv); k == 0 || p < low {
					low = p
				}
			}
			if s.Boost == nil {
				s.Boost = map[int]int{}
			}
			s.Boost[i] += low
			s.tell("karma.naive_profits", s.Players[i].Name, s.Price, s.Boost[i], s.Price+s.Boost[i])
			return nil
		}},
	}
}}

func discardFromVictim(s *State, a *Karma, i, v, _ int) error {
	if s.Players[v].Karma == 0 {
		s.tell("karma.none_to_lose", s.Players[v].Name)
		return nil
	}
	s.discardKarma(v, 1)
	s.tell("karma.discards_one", s.Players[v].Name, s.Players[v].Karma)
	return nil
}

func takeFromVictim(s *State, a *Karma, i, v, _ int) error {
	if s.Players[v].Karma == 0 {
		s.tell("karma.none_to_take", s.Players[v].Name)
		return nil
	}
	s.Players[v].Karma--
	s.Players[i].Karma++
	s.move(s.thing("karma_card"), 1, s.karmaHand(s.Players[v].Name), s.karmaHand(s.Players[i].Name))
	s.tell("karma.takes_one", s.Players[i].Name, s.Players[v].Name)
	return nil
}
