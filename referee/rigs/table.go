package rigs

import (
	"fmt"
	"maps"
	"slices"

	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"
)

// OnTable is what lies on the table, named as printed: each player's
// credits, resource coupons and RIGS tokens in the warehouse, the plot cards
// they own (with the number the table wrote on them) with the survey card
// and the RIGS on each, Karma cards in hand, Vinnie script, the Disaster
// card dealt to each player, the decks and discard piles, and the round,
// phase and Expedition Leader. After an undo the players are told what each
// undone action moved, backwards (its journal, State.Moved), and the
// markers to set back.
func (s *State) OnTable() referee.Table {
	var t referee.Table
	const bank = "the bank"
	t.Place(grantPlace, disasterPile, karmaPile, marketPile, vinniePile, karmaDeck)
	for _, p := range s.Players {
		t.Place(p.Name, warehouse(p.Name), karmaHand(p.Name), inFront(p.Name), setAside(p.Name), cardRecycling+" in front of "+p.Name, cardPartsShop+" in front of "+p.Name)
		for _, pl := range p.Plots {
			t.Place(onTablePlot(pl))
		}
		t.AddFrom(p.Name, "credit", p.Credits, bank)
		for _, res := range rigsrules.Resources {
			t.AddFrom(p.Name+"'s warehouse", res.Title()+" coupon", p.Res[res], bank)
		}
		t.AddFrom(p.Name+"'s warehouse", "RIGS", p.Warehouse, bank)
		for _, pl := range p.Plots {
			name := onTablePlot(pl)
			t.Piles = append(t.Piles, referee.Pile{Place: p.Name, Thing: name, Count: 1,
				Supply: "the top of the plot deck", Kind: "plot card (" + pl.Type + ")"})
			t.AddFrom(name, "RIGS", pl.Rigs, bank)
			if pl.Survey != nil {
				t.AddFrom(name, fmt.Sprintf("survey card (yield %d)", *pl.Survey), 1, "the top of the survey deck")
			}
		}
		for _, res := range rigsrules.Basic {
			t.Add(p.Name, res.Title()+" script", p.Script[res])
		}
		t.Add(p.Name+"'s hand", "Karma card", p.Karma)
		t.Add("the table in front of "+p.Name, "Karma card", len(p.InPlay))
		t.Add("the cards set aside for "+p.Name+" (next round)", "Karma card", len(p.NextRound))
		t.AddFrom(cardRecycling+" in front of "+p.Name, "RIGS", p.Recycled, bank)
		t.AddFrom(cardPartsShop+" in front of "+p.Name, "RIGS", p.Spares, bank)
		if p.Disaster != "" && !p.Resolved {
			t.AddFrom("the table in front of "+p.Name, fmt.Sprintf("Disaster card %q", p.Disaster), 1, "the top of the Disaster deck")
		}
	}
	for _, typ := range s.GrantPool {
		t.AddFrom("the Land Grant (face up)", "plot card ("+typ+")", 1, "the top of the plot deck")
	}
	for _, res := range rigsrules.Basic {
		t.Add("Vinnie's script pile", res.Title()+" script", s.ScriptLeft[res])
	}
	t.Add("the top of the Karma deck", "Karma card", s.KarmaDeck)
	t.Add("the Karma discard pile", "Karma card", s.KarmaPile)
	for _, title := range s.DisasterPile {
		t.AddFrom("the Disaster discard pile", fmt.Sprintf("Disaster card %q", title), 1, "the top of the Disaster deck")
	}
	for _, level := range s.MarketDrawn {
		t.AddFrom("the Market discard pile", "Market card ("+level+")", 1, "the top of the Game Market deck")
	}
	if s.EndValues != nil {
		types := slices.Sorted(maps.Keys(s.EndValues.Cards))
		for _, typ := range types {
			for _, level := range s.EndValues.Cards[typ] {
				t.AddFrom(endRow(typ), "Market card ("+level+")", 1, "the top of the End Game Market deck")
			}
		}
	}
	t.Mark("the round marker", fmt.Sprint(s.Round))
	t.Mark("the phase", s.Phase.Title())
	if s.Leader >= 0 && s.Leader < len(s.Players) {
		t.Mark("the Expedition Leader", s.Players[s.Leader].Name)
	}
	return t
}

// The places on the table, as the players are told them.
const (
	bankPlace     = "the bank"
	grantPlace    = "the Land Grant (face up)"
	plotDeck      = "the top of the plot deck"
	surveyDeck    = "the top of the survey deck"
	disasterDeck  = "the top of the Disaster deck"
	disasterPile  = "the Disaster discard pile"
	karmaDeck     = "the top of the Karma deck"
	karmaPile     = "the Karma discard pile"
	marketDeck    = "the top of the Game Market deck"
	marketPile    = "the Market discard pile"
	endMarketDeck = "the top of the End Game Market deck"
	vinniePile    = "Vinnie's script pile"
)

func warehouse(name string) string         { return name + "'s warehouse" }
func karmaHand(name string) string         { return name + "'s hand" }
func inFront(name string) string           { return "the table in front of " + name }
func setAside(name string) string          { return "the cards set aside for " + name + " (next round)" }
func coupon(res rigsrules.Resource) string { return res.Title() + " coupon" }
func script(res rigsrules.Resource) string { return res.Title() + " script" }
func disasterCard(title string) string     { return fmt.Sprintf("Disaster card %q", title) }
func marketCard(level string) string       { return "Market card (" + level + ")" }
func plotCard(typ string) string           { return "plot card (" + typ + ")" }
func endRow(typ string) string             { return "the " + typ + " row of the end-game table" }
func surveyCard(y int) string              { return fmt.Sprintf("survey card (yield %d)", y) }

// rigsAt is where a player's RIGS lie: the warehouse (plot 0) or a plot.
func rigsAt(p *PlayerState, plot int) string {
	if pl, ok := p.Plot(plot); ok && plot > 0 {
		return onTablePlot(*pl)
	}
	return warehouse(p.Name)
}

// credits records n credits from the bank to p (n < 0: to the bank).
func (s *State) credits(p *PlayerState, n int) { s.Moved.Move("credit", n, bankPlace, p.Name) }

// coupons records n coupons of res from the bank to p's warehouse (n < 0:
// to the bank).
func (s *State) coupons(p *PlayerState, res rigsrules.Resource, n int) {
	s.Moved.Move(coupon(res), n, bankPlace, warehouse(p.Name))
}

// onTablePlot is "plot #10 (Forest)", as the table writes it on the card.
func onTablePlot(p Plot) string { return fmt.Sprintf("plot #%d (%s)", p.ID, p.Type) }
