package rigs

import (
	"maps"
	"slices"
	"strconv"

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
// markers to set back. Places and things are said in the table's language,
// as the journal records them.
func (s *State) OnTable() referee.Table {
	var t referee.Table
	bank := s.at("bank")
	rigs, credit, karma := s.thing("rigs"), s.thing("credit"), s.thing("karma_card")
	t.Place(s.at("grant"), s.at("disaster_pile"), s.at("karma_pile"), s.at("market_pile"), s.at("vinnie_pile"), s.at("karma_deck"))
	for _, p := range s.Players {
		t.Place(p.Name, s.warehouse(p.Name), s.karmaHand(p.Name), s.inFront(p.Name), s.setAside(p.Name), s.cardInFront(cardRecycling, p.Name), s.cardInFront(cardPartsShop, p.Name))
		for _, pl := range p.Plots {
			t.Place(s.onTablePlot(pl))
		}
		add(&t, p.Name, credit, p.Credits, bank)
		for _, res := range rigsrules.Resources {
			add(&t, s.warehouse(p.Name), s.coupon(res), p.Res[res], bank)
		}
		add(&t, s.warehouse(p.Name), rigs, p.Warehouse, bank)
		for _, pl := range p.Plots {
			name := s.onTablePlot(pl)
			t.Piles = append(t.Piles, referee.Pile{Place: p.Name, Thing: name, Count: 1,
				Supply: s.at("plot_deck"), Kind: s.plotCard(pl.Type).one})
			add(&t, name, rigs, pl.Rigs, bank)
			if pl.Survey != nil {
				add(&t, name, s.surveyCard(*pl.Survey), 1, s.at("survey_deck"))
			}
		}
		for _, res := range rigsrules.Basic {
			add(&t, p.Name, s.script(res), p.Script[res], "")
		}
		add(&t, s.karmaHand(p.Name), karma, p.Karma, "")
		add(&t, s.inFront(p.Name), karma, len(p.InPlay), "")
		add(&t, s.setAside(p.Name), karma, len(p.NextRound), "")
		add(&t, s.cardInFront(cardRecycling, p.Name), rigs, p.Recycled, bank)
		add(&t, s.cardInFront(cardPartsShop, p.Name), rigs, p.Spares, bank)
		if p.Disaster != "" && !p.Resolved {
			add(&t, s.inFront(p.Name), s.disasterCard(p.Disaster), 1, s.at("disaster_deck"))
		}
	}
	for _, typ := range s.GrantPool {
		add(&t, s.at("grant"), s.plotCard(typ), 1, s.at("plot_deck"))
	}
	for _, res := range rigsrules.Basic {
		add(&t, s.at("vinnie_pile"), s.script(res), s.ScriptLeft[res], "")
	}
	add(&t, s.at("karma_deck"), karma, s.KarmaDeck, "")
	add(&t, s.at("karma_pile"), karma, s.KarmaPile, "")
	for _, title := range s.DisasterPile {
		add(&t, s.at("disaster_pile"), s.disasterCard(title), 1, s.at("disaster_deck"))
	}
	for _, level := range s.MarketDrawn {
		add(&t, s.at("market_pile"), s.marketCard(level), 1, s.at("market_deck"))
	}
	if s.EndValues != nil {
		types := slices.Sorted(maps.Keys(s.EndValues.Cards))
		for _, typ := range types {
			for _, level := range s.EndValues.Cards[typ] {
				add(&t, s.endRow(typ), s.marketCard(level), 1, s.at("end_market_deck"))
			}
		}
	}
	t.Mark(s.at("round_marker"), strconv.Itoa(s.Round))
	t.Mark(s.at("phase_marker"), s.say("phase."+string(s.Phase)))
	if s.Leader >= 0 && s.Leader < len(s.Players) {
		t.Mark(s.at("leader_marker"), s.Players[s.Leader].Name)
	}
	return t
}

// at is a place on the table (or a marker), as the players are told it in
// the table's language: "the bank", "Bank".
func (s *State) at(id string, args ...any) string { return s.say("table."+id, args...) }

// thingWords is a thing the table moves, one and many, in the table's
// language ("credit", "credits"; "Credit", "Credits").
type thingWords struct{ one, many string }

// thing is the thing of message thing.<id> (its first argument the count
// that picks the form, the others its own).
func (s *State) thing(id string, args ...any) thingWords {
	return thingWords{
		one:  s.say("thing."+id, append([]any{1}, args...)...),
		many: s.say("thing."+id, append([]any{2}, args...)...),
	}
}

// move records n of a thing moved from one place to another (n < 0: the
// other way), in the table's language.
func (s *State) move(th thingWords, n int, from, to string) {
	s.Moved.MoveThings(th.one, th.many, n, from, to)
}

func (s *State) warehouse(name string) string { return s.at("warehouse", name) }
func (s *State) karmaHand(name string) string { return s.at("hand", name) }
func (s *State) inFront(name string) string   { return s.at("in_front", name) }
func (s *State) setAside(name string) string  { return s.at("set_aside", name) }

// cardInFront is a card laid out in front of a player (Recycling, Parts
// Shop), by its title in the table's language.
func (s *State) cardInFront(card, name string) string {
	return s.at("card_in_front", s.karmaName(card), name)
}
func (s *State) endRow(typ string) string {
	return s.at("end_row", rigsrules.PlotTypeName(s.Language(), typ))
}
func (s *State) coupon(res rigsrules.Resource) thingWords { return s.thing("coupon", res) }
func (s *State) script(res rigsrules.Resource) thingWords { return s.thing("script", res) }
func (s *State) disasterCard(title string) thingWords {
	return s.thing("disaster_card", s.disasterName(title))
}
func (s *State) marketCard(level string) thingWords {
	return s.thing("market_card", rigsrules.LevelName(s.Language(), level))
}
func (s *State) plotCard(typ string) thingWords {
	return s.thing("plot_card", rigsrules.PlotTypeName(s.Language(), typ))
}
func (s *State) surveyCard(y int) thingWords { return s.thing("survey_card", y) }

// rigsAt is where a player's RIGS lie: the warehouse (plot 0) or a plot.
func (s *State) rigsAt(p *PlayerState, plot int) string {
	if pl, ok := p.Plot(plot); ok && plot > 0 {
		return s.onTablePlot(*pl)
	}
	return s.warehouse(p.Name)
}

// credits records n credits from the bank to p (n < 0: to the bank).
func (s *State) credits(p *PlayerState, n int) { s.move(s.thing("credit"), n, s.at("bank"), p.Name) }

// coupons records n coupons of res from the bank to p's warehouse (n < 0:
// to the bank).
func (s *State) coupons(p *PlayerState, res rigsrules.Resource, n int) {
	s.move(s.coupon(res), n, s.at("bank"), s.warehouse(p.Name))
}

// onTablePlot is "plot #10 (Forest)", as the table writes it on the card,
// in the table's language: one of a kind, moved whole.
func (s *State) onTablePlot(p Plot) string { return s.plotName(p) }

// add is count of a thing in a place, fetched from supply ("" : none), with
// the things' plural in the table's language.
func add(t *referee.Table, place string, th thingWords, count int, supply string) {
	if count != 0 {
		t.Piles = append(t.Piles, referee.Pile{Place: place, Thing: th.one, Things: th.many, Count: count, Supply: supply})
	}
}
