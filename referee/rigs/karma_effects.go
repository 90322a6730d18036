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
	apply  func(s *State, a *Karma, i, v int, roll int) error
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
		s.Say("%s loses %s: return %s to the bank.", s.Players[v].Name, lostFrom(where), itThem(len(where)))
	} else {
		s.Say("%s has no RIGS to lose.", s.Players[v].Name)
	}
	return nil
}

// lostFrom says how many RIGS were lost and where from, given the places
// loseRigsAt lists: "1 RIGS from plot #10 (Forest)", "3 RIGS, 1 from the
// warehouse and 2 from plot #4 (Desert)".
func lostFrom(where []string) string {
	var order []string
	n := map[string]int{}
	for _, w := range where {
		if n[w] == 0 {
			order = append(order, w)
		}
		n[w]++
	}
	all := plural(len(where), "RIGS", "RIGS")
	if len(order) == 1 {
		return all + " from " + order[0]
	}
	var parts []string
	for _, w := range order {
		parts = append(parts, fmt.Sprintf("%d from %s", n[w], w))
	}
	return all + ", " + strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// itThem is the pronoun for n things handed back.
func itThem(n int) string {
	if n == 1 {
		return "it"
	}
	return "them"
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
				s.Say("%s has no RIGS to lose; draws %s.", p.Name, plural(got, "Karma card", "Karma cards"))
				return nil
			}
			s.Say("%s loses half the RIGS, rounded up: %s: return %s to the bank; draws %s.", p.Name, lostFrom(where), itThem(len(where)), plural(got, "Karma card", "Karma cards"))
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
			s.Say("%s loses all Luxuries: %s.", p.Name, resName(rigsrules.Luxuries, n))
			return nil
		}},
		"Left the Light On": {target: targetVictim, apply: func(s *State, a *Karma, i, v, _ int) error {
			p := &s.Players[v]
			n := (p.Res[rigsrules.Energy] + 1) / 2
			s.Work.Line("karma", "Left the Light On: %s loses half of %d Energy, rounded up: (%d + 1) / 2 = %d; %d - %d = %d", p.Name, p.Res[rigsrules.Energy], p.Res[rigsrules.Energy], n, p.Res[rigsrules.Energy], n, p.Res[rigsrules.Energy]-n)
			p.Res[rigsrules.Energy] -= n
			s.coupons(p, rigsrules.Energy, -n)
			s.Say("%s loses half the Energy, rounded up: %s.", p.Name, resName(rigsrules.Energy, n))
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
			s.Say("%s loses every resource in the warehouse (%s): return %s to the bank; draws %s (one per 10 lost, rounded up).", p.Name, plural(lost, "resource", "resources"), itThem(lost), plural(got, "Karma card", "Karma cards"))
			return nil
		}},
		"Blowout!": {target: targetVictimPlot, apply: func(s *State, a *Karma, i, v, _ int) error {
			pl, _ := s.Players[v].Plot(a.Plot)
			n := pl.Rigs
			pl.Rigs = 0
			s.move(s.thing("rigs"), n, s.onTablePlot(*pl), s.at("bank"))
			got := s.drawKarma(v, 1)
			if n == 0 {
				s.Say("%s has no RIGS on %s to lose; draws %s.", s.Players[v].Name, plotName(*pl), plural(got, "Karma card", "Karma cards"))
				return nil
			}
			s.Say("%s loses all %s on %s: return %s to the bank; draws %s.", s.Players[v].Name, plural(n, "RIGS", "RIGS"), plotName(*pl), itThem(n), plural(got, "Karma card", "Karma cards"))
			return nil
		}},
		"Identity Theft": {target: targetVictim, apply: func(s *State, a *Karma, i, v, _ int) error {
			p, q := &s.Players[i], &s.Players[v]
			s.move(s.thing("credit"), p.Credits, p.Name, q.Name)
			s.move(s.thing("credit"), q.Credits, q.Name, p.Name)
			p.Credits, q.Credits = q.Credits, p.Credits
			s.Say("%s and %s swap credits: %s %s, %s %s. %s may draw 3 Karma cards (adjust %s karma +3) or take this card next round.",
				p.Name, q.Name, p.Name, plural(p.Credits, "credit", "credits"), q.Name, plural(q.Credits, "credit", "credits"), q.Name, q.Name)
			return nil
		}},
		"Incorrect Drivers": {target: targetPlot, apply: func(s *State, a *Karma, i, v, _ int) error {
			o, pl, _ := s.PlotOwner(a.Plot)
			s.Players[o].Effects = append(s.Players[o].Effects, effInactive+strconv.Itoa(a.Plot))
			s.Say("The RIGS on %s's %s are inactive this Production Phase.", s.Players[o].Name, plotName(*pl))
			return nil
		}},
		"You sent it WHERE?!": {target: targetVictimPlot, apply: func(s *State, a *Karma, i, v, _ int) error {
			s.Players[v].Effects = append(s.Players[v].Effects, fmt.Sprintf("%s%d:%d", effSentTo, a.Plot, i))
			s.Say("The production of %s's %s goes to %s this round.", s.Players[v].Name, s.place(&s.Players[v], a.Plot), s.Players[i].Name)
			return nil
		}},
		"Brownout!": {target: targetVictim, apply: func(s *State, a *Karma, i, v, _ int) error {
			s.Players[v].Effects = append(s.Players[v].Effects, EffBrownout)
			s.Say("%s needs twice the Energy to power each plot this Production Phase.", s.Players[v].Name)
			return nil
		}},
		"Carrier Lost": {target: targetVictim, apply: func(s *State, a *Karma, i, v, _ int) error {
			s.Players[v].Effects = append(s.Players[v].Effects, EffCarrier)
			got := s.drawKarma(v, 1)
			s.Say("None of %s's RIGS work this Production Phase; %s draws %s.", s.Players[v].Name, s.Players[v].Name, plural(got, "Karma card", "Karma cards"))
			return nil
		}},
		"Ridiculous Efficiency": {apply: func(s *State, a *Karma, i, v, _ int) error {
			s.Players[i].Effects = append(s.Players[i].Effects, EffDouble)
			s.Say("All of %s's RIGS produce double this Production Phase.", s.Players[i].Name)
			return nil
		}},
		"R.I.G.S. T.D.M.": {target: targetOwnPlot, apply: func(s *State, a *Karma, i, v, _ int) error {
			s.Players[i].Effects = append(s.Players[i].Effects, effTriple+strconv.Itoa(a.Plot))
			s.Say("The RIGS on %s's %s produce triple this Production Phase.", s.Players[i].Name, s.place(&s.Players[i], a.Plot))
			return nil
		}},
		"Winning Raffle Ticket": {dice: true, apply: func(s *State, a *Karma, i, v, roll int) error {
			s.Work.Line("karma", "Winning Raffle Ticket: the die gives %d; %s's Luxuries %d + %d = %d", roll, s.Players[i].Name, s.Players[i].Res[rigsrules.Luxuries], roll, s.Players[i].Res[rigsrules.Luxuries]+roll)
			s.Players[i].Res[rigsrules.Luxuries] += roll
			s.coupons(&s.Players[i], rigsrules.Luxuries, roll)
			s.Say("%s rolls %d: +%s.", s.Players[i].Name, roll, resName(rigsrules.Luxuries, roll))
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
			s.Say("The highest Market card in the discards sets this round's price: %s per Luxury.", plural(best, "credit", "credits"))
			return nil
		}},
		"Survey Error": {target: targetSurveyed, apply: func(s *State, a *Karma, i, v, _ int) error {
			o, pl, _ := s.PlotOwner(a.Plot)
			s.SurveyDeck = append(frozen(s.SurveyDeck), pl.Luxury())
			s.move(s.surveyCard(pl.Luxury()), 1, s.onTablePlot(*pl), s.at("survey_deck"))
			msg := fmt.Sprintf("%s loses its survey: put the survey card (yield %d) back into the Survey deck and shuffle it", upFirst(plotName(*pl)), pl.Luxury())
			pl.Survey = nil
			if pl.Resource == rigsrules.Luxuries && pl.Rigs > 0 {
				msg += fmt.Sprintf("; its %s go to %s's warehouse, free: move %s off the plot", plural(pl.Rigs, "RIGS", "RIGS"), s.Players[o].Name, itThem(pl.Rigs))
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
			s.Say("%s and %s swap survey cards: #%d now yields %d, #%d yields %d.", upFirst(plotName(*p1)), plotName(*p2), p1.ID, p1.Luxury(), p2.ID, p2.Luxury())
			for _, x := range []struct {
				o  int
				pl *Plot
			}{{o1, p1}, {o2, p2}} {
				if x.pl.Resource == rigsrules.Luxuries && x.pl.Rigs > x.pl.Luxury() {
					n := x.pl.Rigs - x.pl.Luxury()
					giveRigs(s, x.o, x.pl, n)
					s.Say("%s on %s go to %s's warehouse, free: move %s off the plot.", plural(n, "RIGS", "RIGS"), plotName(*x.pl), s.Players[x.o].Name, itThem(n))
				}
			}
			return nil
		}},
		`"Record Not Found"`: {target: targetOtherPlot, check: func(s *State, a *Karma, i int) error {
			o, _, _ := s.PlotOwner(a.Plot)
			j, err := player(s, a.To)
			if err != nil {
				return refuse(`"Record Not Found": the Expedition Leader names the new owner`, "give --to")
			}
			if j == o {
				return refuse(`"Record Not Found": the new owner is anyone but the victim`, "%s owns %s", s.Players[o].Name, s.place(&s.Players[o], a.Plot))
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
			s.Say("%s and its %s now belong to %s: hand %s the card; %s draws %s.", upFirst(s.place(&s.Players[j], a.Plot)), plural(s.plotRigs(j, a.Plot), "RIGS", "RIGS"), s.Players[j].Name, s.Players[j].Name, p.Name, plural(got, "Karma card", "Karma cards"))
			return nil
		}},
		"Below the Surface": {target: targetOwnPlot, check: func(s *State, a *Karma, i int) error {
			if _, err := ParseResource(string(a.Resource)); err != nil {
				return refuse("Below the Surface names a resource type", "give --resource")
			}
			return nil
		}, apply: func(s *State, a *Karma, i, v, _ int) error {
			pl, _ := s.Players[i].Plot(a.Plot)
			n := Capacity(*pl, a.Resource)
			s.Work.Line("plot-capacity", "%s has %d %s spots: %s's %s %d + %d = %d", plotName(*pl), n, a.Resource.Title(), s.Players[i].Name, a.Resource.Title(), s.Players[i].Res[a.Resource], n, s.Players[i].Res[a.Resource]+n)
			s.Players[i].Res[a.Resource] += n
			s.coupons(&s.Players[i], a.Resource, n)
			s.Say("%s takes %s from the bank: %s has %s.", s.Players[i].Name, resName(a.Resource, n), plotName(*pl), plural(n, a.Resource.Title()+" spot", a.Resource.Title()+" spots"))
			return nil
		}},
		"Push, Pull, or Drag": {check: func(s *State, a *Karma, i int) error {
			if s.RigsInPlay() >= R().Limits.RigsInPlay {
				return refuse(fmt.Sprintf("at most %d RIGS tokens are in play", R().Limits.RigsInPlay), "all are in play")
			}
			return nil
		}, apply: func(s *State, a *Karma, i, v, _ int) error {
			s.Players[i].Warehouse++
			s.move(s.thing("rigs"), 1, s.at("bank"), s.warehouse(s.Players[i].Name))
			s.Say("%s takes 1 RIGS from the bank into the warehouse.", s.Players[i].Name)
			return nil
		}},
		"Poker Night": {check: func(s *State, a *Karma, i int) error {
			if len(a.Resources) == 0 {
				return refuse("Poker Night: choose the resource types to roll for", "give --resources energy,metal")
			}
			seen := map[rigsrules.Resource]bool{}
			for _, r := range a.Resources {
				if seen[r] {
					return refuse("Poker Night rolls once for each resource type", "%s is named twice", r.Title())
				}
				seen[r] = true
				if s.Players[i].Res[r] == 0 {
					return refuse("Poker Night rolls for resources you hold", "%s holds no %s", s.Players[i].Name, r.Title())
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
				s.Say("%s rolls %d for %s: %d %s %d.", p.Name, d, r.Title(), before, phrase.Arrow(), p.Res[r])
			}
			return nil
		}},
		"I WANT THAT!": {check: func(s *State, a *Karma, i int) error {
			if _, err := ParseResource(string(a.Resource)); err != nil {
				return refuse("I WANT THAT! names a resource type", "give --resource")
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
					s.Say("%s has no %s.", q.Name, a.Resource.Title())
					continue
				}
				d, err := rollOrEnter(ch, a, k, "d6 "+q.Name)
				if err != nil {
					return err
				}
				n := min(d, q.Res[a.Resource])
				s.Work.Line("karma", "%s rolls %d and has %d %s: gives min(%d, %d) = %d", q.Name, d, q.Res[a.Resource], a.Resource.Title(), d, q.Res[a.Resource], n)
				q.Res[a.Resource] -= n
				s.Players[i].Res[a.Resource] += n
				s.move(s.coupon(a.Resource), n, s.warehouse(q.Name), s.warehouse(s.Players[i].Name))
				s.Say("%s rolls %d and gives %s %s.", q.Name, d, s.Players[i].Name, resName(a.Resource, n))
			}
			return nil
		}},
		"Ruins": {check: func(s *State, a *Karma, i int) error {
			if len(a.Take) == 0 {
				return refuse("Ruins: say which resources you take, in order", "give --take supplies=2,metal (a bare type takes the rest)")
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
					got = append(got, resName(t.Resource, n))
					left -= n
				}
			}
			s.Say("%s rolls %d and takes %s from the bank.", s.Players[i].Name, d, strings.Join(got, ", "))
			return nil
		}},
		"Swap Meet": {check: func(s *State, a *Karma, i int) error {
			g, t := sumAmounts(a.Give), sumAmounts(a.Take)
			if g < 1 || g > 6 || g != t {
				return refuse("Swap Meet trades up to 6 resources for the same number", "--give totals %d, --take %d", g, t)
			}
			for _, x := range a.Give {
				if s.Players[i].Res[x.Resource] < x.N {
					return refuse("Swap Meet returns resources from your warehouse", "%s has %s", s.Players[i].Name, resName(x.Resource, s.Players[i].Res[x.Resource]))
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
			s.Say("%s swaps %s at the Swap Meet.", s.Players[i].Name, plural(sumAmounts(a.Give), "resource", "resources"))
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
			s.Say("%s's Luxuries sell for %d + %d = %s each this round.", s.Players[i].Name, s.Price, s.Boost[i], plural(s.Price+s.Boost[i], "credit", "credits"))
			return nil
		}},
	}
}}

func discardFromVictim(s *State, a *Karma, i, v, _ int) error {
	if s.Players[v].Karma == 0 {
		s.Say("%s has no Karma card to lose.", s.Players[v].Name)
		return nil
	}
	s.discardKarma(v, 1)
	s.Say("%s discards 1 Karma card (%d left).", s.Players[v].Name, s.Players[v].Karma)
	return nil
}

func takeFromVictim(s *State, a *Karma, i, v, _ int) error {
	if s.Players[v].Karma == 0 {
		s.Say("%s has no Karma card to take.", s.Players[v].Name)
		return nil
	}
	s.Players[v].Karma--
	s.Players[i].Karma++
	s.move(s.thing("karma_card"), 1, s.karmaHand(s.Players[v].Name), s.karmaHand(s.Players[i].Name))
	s.Say("%s takes 1 Karma card from %s.", s.Players[i].Name, s.Players[v].Name)
	return nil
}
