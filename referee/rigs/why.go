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
			level = s.levelName(m.Level)
		}
	}
	drawn := s.say("work.no_market_card")
	if k := len(s.MarketDrawn); k > 0 {
		drawn = s.say("work.market_card_is", s.levelName(s.MarketDrawn[k-1]))
	}
	s.work("market-prices", "work.sells_for", drawn, s.Price, level)
	if b := s.Boost[i]; b > 0 {
		s.work("naive-profits", "work.naive_profits", s.karmaName(cardNaiveProfits), p.Name, s.Price, b, price)
	}
	if all {
		s.work("market", "work.sell_all", s.amount(rigsrules.Luxuries, n), p.Name)
	}
	s.work("market", "work.sale", n, price, n*price)
	s.work("", "work.credits_plus", p.Name, creditsBefore, n*price, p.Credits)
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
		s.work(rule, "work.cost", what, n, unit[res], res, c)
		s.work("", "work.stock_minus", p.Name, res, before[res], c, p.Res[res])
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
			s.work(rule, "work.pays", p.Name, s.amount(res, n), what, p.Res[res], n, p.Res[res]-n)
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
	cause = s.karmaName(cause)
	line := func(who, what string, was, now int) {
		if was != now {
			s.work(rule, "work.change", cause, who, what, was, plusMinus(now-was), now)
		}
	}
	for j := range s.Players {
		if j >= len(before.Players) {
			break
		}
		b, p := &before.Players[j], &s.Players[j]
		line(p.Name, s.say("word.credits"), b.Credits, p.Credits)
		for _, r := range rigsrules.Resources {
			line(p.Name, r.SayIn(s.Language()), b.Res[r], p.Res[r])
		}
		had := b.Karma
		if j == played {
			had--
		}
		line(p.Name, s.say("count.karma_hand"), had, p.Karma)
		line(p.Name, s.say("adjust.rigs_warehouse"), b.Warehouse, p.Warehouse)
		line(p.Name, s.say("count.rigs_on_plots"), b.PlacedRigs(), p.PlacedRigs())
		line(p.Name, s.say("count.plots"), len(b.Plots), len(p.Plots))
		line(p.Name, s.say("count.rigs_on", s.karmaName(cardRecycling)), b.Recycled, p.Recycled)
		line(p.Name, s.say("count.rigs_on", s.karmaName(cardPartsShop)), b.Spares, p.Spares)
	}
	if before.Price != s.Price {
		s.work("market-prices", "work.price_change", cause, before.Price, plusMinus(s.Price-before.Price), s.Price)
	}
}

// workLeader records how the Expedition Leader is found: each player's
// plots as the rule ranks them, and who has the worst collection.
func (s *State) workLeader(keys []leaderKey, tied []int) {
	if !s.Work.On {
		return
	}
	for i, k := range keys {
		s.Work.Line("expedition-leader", "%s: %s", s.Players[i].Name, s.leaderKeyText(k))
	}
	s.work("expedition-leader", "work.worst", s.nameList(tied))
}

// workPlayed records a Karma card played from player i's hand: the phase
// it allows and the hand less the card.
func (s *State) workPlayed(k rigsrules.KarmaCard, i int) {
	if !s.Work.On {
		return
	}
	p := &s.Players[i]
	kind := "Karma"
	if k.Kind != "" {
		kind = s.say("count.kind." + k.Kind)
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
		s.Work.Check("setup", "%s", s.say("check.setup", R().Start.Plots[len(s.Players)]))
	case Player:
		s.Work.Check("the-land-grant-comes-first", "%s", s.say("check.player", s.Round))
	case Disaster:
		s.Work.Check("disaster-phase", "%s", s.say("check.disaster", s.nameList(seatsOf(s))))
	case Production:
		s.Work.Check("production", "%s", s.say("check.production"))
	case Market:
		s.Work.Check("market-cards", "%s", s.say("check.market", len(s.MarketDrawn), R().Limits.GameMarketCards))
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
