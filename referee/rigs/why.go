package rigs

import (
	"fmt"

	rigsrules "boardroom/rules/rigs"
)

// The referee's arithmetic, recorded as the actions compute it (State.Work,
// shown by `boardroom rigs why`), each line with the ruling or rule section
// behind it.

// workSale records a sale of n Luxuries at price (all: the count was 'all').
func (s *State) workSale(i, n, price int, all bool, creditsBefore int) {
	if !s.Work.On {
		return
	}
	p := &s.Players[i]
	level := ""
	for _, m := range R().Market {
		if m.Price == s.Price {
			level = m.Level
		}
	}
	drawn := "no Market card drawn yet"
	if k := len(s.MarketDrawn); k > 0 {
		drawn = "this round's Market card is " + s.MarketDrawn[k-1]
	}
	s.Work.Line("market-prices", "%s; one Luxury sells for %d (%s)", drawn, s.Price, level)
	if b := s.Boost[i]; b > 0 {
		s.Work.Line("naive-profits", "Naive Profits adds the lowest drawn card's price for %s: %d + %d = %d", p.Name, s.Price, b, price)
	}
	if all {
		s.Work.Line("market", "all of them ('all', or no count): the %s in %s's warehouse", resName(rigsrules.Luxuries, n), p.Name)
	}
	s.Work.Line("market", "%d x %d = %d credits", n, price, n*price)
	s.Work.Line("", "%s's credits: %d + %d = %d", p.Name, creditsBefore, n*price, p.Credits)
}

// workCost records a payment in resources: each resource's count before,
// the cost and what is left.
func (s *State) workCost(rule, what string, i int, unit map[rigsrules.Resource]int, n int, before map[rigsrules.Resource]int) {
	p := &s.Players[i]
	for _, res := range rigsrules.Resources {
		c := unit[res] * n
		if c == 0 {
			continue
		}
		s.Work.Line(rule, "%s: %d x %d %s = %d %s", what, n, unit[res], res.Title(), c, res.Title())
		s.Work.Line("", "%s's %s: %d - %d = %d", p.Name, res.Title(), before[res], c, p.Res[res])
	}
}

// workWorth records a player's end-game worth as worth() counted it.
func (s *State) workWorth(w Worth, name string) {
	if !s.Work.On {
		return
	}
	// The lines are credits, plots, resources, then Vinnie's when he collects.
	for k, l := range w.Lines[:len(w.Lines)-1] {
		rule := "end-game"
		switch k {
		case 1:
			rule = "end-game-plot-value"
		case 3:
			rule = "vinnie-exactly"
		}
		s.Work.Line(rule, "%s: %s", name, l)
	}
	s.work("end-game", "work.worth", name, w.Credits, w.Plots, w.Resources, w.Vinnie, w.Total)
}

// plotsText is "3 plots" for the loan room's line.
func plotsText(n int) string {
	return fmt.Sprintf("%d %s", n, map[bool]string{true: "plot", false: "plots"}[n == 1])
}

// payFor pays cost from p's warehouse and records each resource paid:
// what it was for, under rule, and the count before and after.
func (s *State) payFor(p *PlayerState, rule, what string, cost map[rigsrules.Resource]int) {
	for _, res := range rigsrules.Resources {
		if n := cost[res]; n > 0 {
			s.Work.Line(rule, "%s pays %s for %s: %d - %d = %d", p.Name, resName(res, n), what, p.Res[res], n, p.Res[res]-n)
		}
	}
	s.pay(p, cost)
}

// plusMinus is a change as a term of a sum: "+ 5", "- 3".
func plusMinus(d int) string {
	if d < 0 {
		return fmt.Sprintf("- %d", -d)
	}
	return fmt.Sprintf("+ %d", d)
}

// workChanges records, under rule, every count the action changed since
// before, player by player, as a sum: credits, each resource, the Karma
// hand, RIGS in the warehouse and on plots, plots owned, RIGS held on
// Recycling and Parts Shop, and the Luxury price. cause names what changed
// them (a Karma card's title). played is the seat that played the card
// from the hand (-1: none): its hand is counted without that card.
func (s *State) workChanges(before *State, rule, cause string, played int) {
	if !s.Work.On {
		return
	}
	line := func(who, what string, was, now int) {
		if was != now {
			s.Work.Line(rule, "%s: %s's %s %d %s = %d", cause, who, what, was, plusMinus(now-was), now)
		}
	}
	for j := range s.Players {
		if j >= len(before.Players) {
			break
		}
		b, p := &before.Players[j], &s.Players[j]
		line(p.Name, "credits", b.Credits, p.Credits)
		for _, r := range rigsrules.Resources {
			line(p.Name, r.Title(), b.Res[r], p.Res[r])
		}
		had := b.Karma
		if j == played {
			had--
		}
		line(p.Name, "Karma cards in hand", had, p.Karma)
		line(p.Name, "RIGS in the warehouse", b.Warehouse, p.Warehouse)
		line(p.Name, "RIGS on plots", b.PlacedRigs(), p.PlacedRigs())
		line(p.Name, "plots", len(b.Plots), len(p.Plots))
		line(p.Name, "RIGS on Recycling", b.Recycled, p.Recycled)
		line(p.Name, "RIGS on Parts Shop", b.Spares, p.Spares)
	}
	if before.Price != s.Price {
		s.Work.Line("market-prices", "%s: one Luxury sells for %d %s = %d", cause, before.Price, plusMinus(s.Price-before.Price), s.Price)
	}
}

// workLeader records how the Expedition Leader is found: each player's
// plots as the rule ranks them, and who has the worst collection.
func (s *State) workLeader(keys []leaderKey, tied []int) {
	if !s.Work.On {
		return
	}
	for i, k := range keys {
		s.Work.Line("expedition-leader", "%s: %s, %s, %s", s.Players[i].Name, plural(k.barren, "barren Plains", "barren Plains"),
			plural(k.plots, "plot", "plots"), plural(k.valleys, "Valley", "Valleys"))
	}
	s.Work.Line("expedition-leader", "worst collection (most barren Plains, then fewest plots, then most Valleys): %s", s.nameList(tied))
}

// workPlayed records a Karma card played from player i's hand: the phase
// it allows and the hand less the card.
func (s *State) workPlayed(k rigsrules.KarmaCard, i int) {
	if !s.Work.On {
		return
	}
	p := &s.Players[i]
	kind := "Karma"
	for _, x := range R().KarmaKind {
		if x.Kind == k.Kind {
			kind = x.Name.In(s.Language())
		}
	}
	s.work("karma", "work.karma_played", p.Name, s.karmaName(k.Key()), kind, rigsrules.Phase(s.Phase), p.Karma, p.Karma-1)
}

// checkNext records the checks that let 'next' end the phase, each with
// its rule (Next.Legal makes them; 'next' itself counts nothing).
func (s *State) checkNext() {
	if !s.Work.On {
		return
	}
	switch s.Phase {
	case SetupPhase:
		s.Work.Check("setup", "the setup is done: each player gets %d starting plots", R().Start.Plots[len(s.Players)])
	case Player:
		s.Work.Check("the-land-grant-comes-first", "no Land Grant is open in round %d and no roll-off for Expedition Leader waits", s.Round)
	case Disaster:
		s.Work.Check("disaster-phase", "every player's Disaster card is resolved (%s)", s.nameList(seatsOf(s)))
	case Production:
		s.Work.Check("production", "the Final Call: deals and loans of the Production Phase close, and every player's plots produce")
	case Market:
		s.Work.Check("market-cards", "this round's Market card is drawn (%d of %d)", len(s.MarketDrawn), R().Limits.GameMarketCards)
	}
}

// seatsOf is every seat, in order.
func seatsOf(s *State) []int {
	out := make([]int, len(s.Players))
	for i := range out {
		out[i] = i
	}
	return out
}
