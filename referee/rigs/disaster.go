package rigs

import (
	"fmt"
	"strings"

	"boardroom/lazy"
	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"
)

// Production effects a disaster or Karma card leaves for this round's
// Production Phase.
const (
	EffEclipse  = "Solar Eclipse!"          // Desert plots produce no Energy
	EffSeasonal = "Seasonal Hell"           // 1 working RIGS per Valley plot
	EffInfest   = "Infestation!"            // no Supplies production
	EffCharger  = "Battery Charger Failure" // produced Energy cannot be stored
	EffJunction = "Energy Junction Failure" // produced Energy cannot power plots
	EffDouble   = "Ridiculous Efficiency"   // all RIGS produce double
	EffCarrier  = "Carrier Lost"            // no RIGS work
	EffBrownout = "Brownout!"               // twice the Energy to power a plot
	effTriple   = "triple:"                 // + plot id: that plot produces triple
	effInactive = "inactive:"               // + plot id: that plot's RIGS are inactive
	effSentTo   = "sent:"                   // + plot id + ":" + player index: that plot's production goes to the player
)

// disasterRule is how one Disaster card works, exactly.
type disasterRule struct {
	lose       rigsrules.Resource // resource lost from the warehouse
	all        bool               // all of it (else half, rounded up)
	rigsIfNone bool               // with none of the resource, lose 1 RIGS instead
	effect     string             // production effect kept for this round
	// rigsUnless: lose 1 RIGS now unless the player has this (plot type or
	// harvest); without it the player "has no ..." (lacking).
	rigsUnless func(p *PlayerState) bool
	lacking    string
	// karmaIf: the player suffered (draws a Karma card)
	karmaIf func(p *PlayerState, lost int) bool
	// karmaBefore is karmaIf in games of edition 1 (saved before a Karma card
	// was given only for a real loss): a saved game replays as it was accepted.
	karmaBefore func(p *PlayerState, lost int) bool
}

// cutsProduction reports whether the player has RIGS on a plot of type t
// harvesting res ("" : any resource) beyond keep per plot: the production
// the card takes away.
func cutsProduction(t string, res rigsrules.Resource, keep int) func(*PlayerState) bool {
	return func(p *PlayerState) bool {
		for _, pl := range p.Plots {
			if pl.Type == t && pl.Resource != "" && (res == "" || pl.Resource == res) && pl.Rigs > keep {
				return true
			}
		}
		return false
	}
}

func ownsType(t string) func(*PlayerState) bool {
	return func(p *PlayerState) bool {
		for _, pl := range p.Plots {
			if pl.Type == t {
				return true
			}
		}
		return false
	}
}

func harvests(res rigsrules.Resource) func(*PlayerState) bool {
	return func(p *PlayerState) bool {
		for _, pl := range p.Plots {
			if pl.Resource == res && pl.Rigs > 0 {
				return true
			}
		}
		return false
	}
}

func lostAny(_ *PlayerState, lost int) bool { return lost > 0 }

// disasterRules holds every Disaster card of rules/rigs by title; a test
// checks that each card of the data has one.
var disasterRules = &lazy.Value[map[string]disasterRule]{New: func() map[string]disasterRule {
	return map[string]disasterRule{
		"Safe!":                   {},
		"Unexpected Spoilage":     {lose: rigsrules.Supplies, rigsIfNone: true, karmaIf: lostAny},
		"Massive Solar Flare":     {lose: rigsrules.Energy, all: true, rigsIfNone: true, karmaIf: lostAny},
		"Out in the (Acid) Rain!": {lose: rigsrules.Metal, rigsIfNone: true, karmaIf: lostAny},
		"RAID!":                   {lose: rigsrules.Luxuries, all: true, karmaIf: lostAny},
		"Theft!":                  {lose: rigsrules.Luxuries, karmaIf: lostAny},
		"Corrosive Cloud!":        {lose: rigsrules.Metal, all: true, rigsIfNone: true, karmaIf: lostAny},
		"Battery Failure":         {lose: rigsrules.Energy, all: true, karmaIf: lostAny},
		"Solar Eclipse!": {effect: EffEclipse, rigsUnless: ownsType("Desert"), lacking: "desert",
			karmaIf: func(p *PlayerState, lost int) bool {
				return lost > 0 || cutsProduction("Desert", rigsrules.Energy, 0)(p)
			},
			karmaBefore: func(p *PlayerState, lost int) bool { return lost > 0 || ownsType("Desert")(p) }},
		"Seasonal Hell": {effect: EffSeasonal, rigsUnless: ownsType("Valley"), lacking: "valley",
			karmaIf:     func(p *PlayerState, lost int) bool { return lost > 0 || cutsProduction("Valley", "", 1)(p) },
			karmaBefore: func(p *PlayerState, lost int) bool { return lost > 0 || ownsType("Valley")(p) }},
		"Infestation!": {effect: EffInfest, rigsUnless: harvests(rigsrules.Supplies), lacking: "supplies",
			karmaIf: func(p *PlayerState, lost int) bool { return lost > 0 || harvests(rigsrules.Supplies)(p) }},
		"Battery Charger Failure": {effect: EffCharger, karmaIf: func(p *PlayerState, _ int) bool { return harvests(rigsrules.Energy)(p) }},
		"Energy Junction Failure": {effect: EffJunction, karmaIf: func(p *PlayerState, _ int) bool { return harvests(rigsrules.Energy)(p) }},
	}
}}

// reshuffleDisasters makes the discarded Disaster cards a new deck.
func (s *State) reshuffleDisasters() {
	for _, t := range s.DisasterPile {
		s.move(s.disasterCard(t), 1, s.at("disaster_pile"), s.at("disaster_deck"))
	}
	s.DisasterDeck, s.DisasterPile = s.DisasterPile, nil
}

// dealDisaster draws the top Disaster card, reshuffling the discards into a
// new deck when it is empty.
func (s *State) dealDisaster(ch *referee.Chance) (string, error) {
	if len(s.DisasterDeck) == 0 {
		s.reshuffleDisasters()
		s.tell("disaster.reshuffle")
	}
	idx, err := referee.Pick(ch, "disaster", s.DisasterDeck)
	if err != nil {
		return "", err
	}
	t := s.DisasterDeck[idx]
	s.DisasterDeck = removeOne(s.DisasterDeck, t)
	return t, nil
}

// DisasterAction resolves the Disaster card a player was dealt (or, with
// physical decks, the card the Expedition Leader dealt them). RigsFrom says
// where a lost RIGS comes from (0: the warehouse, then the fullest plot).
type DisasterAction struct {
	Player   string `json:"player"`
	Title    string `json:"title,omitempty"`
	RigsFrom int    `json:"rigs_from,omitempty"`
}

func (*DisasterAction) ActionType() string { return string(ActDisaster) }

func findDisaster(title string) (string, bool) {
	for _, d := range R().Disasters {
		for _, t := range []string{d.Title.EN, d.Title.DE} { // the table may name it in either language
			if strings.EqualFold(t, strings.TrimSpace(title)) || strings.EqualFold(strings.Trim(t, "!"), strings.Trim(strings.TrimSpace(title), "!")) {
				return d.Key(), true
			}
		}
	}
	return "", false
}

func (a *DisasterAction) Legal(s *State) error {
	p, err := actor(s, ActDisaster, a.Player)
	if err != nil {
		return err
	}
	if p.Resolved {
		return s.no(s.say("rule.one_disaster"), "refuse.disaster_resolved", p.Name, s.disasterName(p.Disaster))
	}
	if s.Physical {
		if a.Title == "" {
			return s.no(s.say("rule.disaster_physical"), "refuse.disaster_title", p.Name)
		}
		t, ok := findDisaster(a.Title)
		if !ok {
			var titles []string
			for _, d := range R().Disasters {
				titles = append(titles, s.disasterName(d.Key()))
			}
			return s.no(s.say("rule.disaster_deck"), "refuse.no_disaster_titled", a.Title, didYouMeanTitle(a.Title, titles), strings.Join(titles, ", "))
		}
		deck := s.DisasterDeck
		if len(deck) == 0 {
			deck = s.DisasterPile
		}
		if count(deck, t) == 0 {
			return s.no(s.say("rule.disaster_deck"), "refuse.disaster_deck_out", s.disasterName(t))
		}
	} else if a.Title != "" {
		if t, _ := findDisaster(a.Title); t != p.Disaster {
			return s.no(s.say("rule.referee_dealt"), "refuse.was_dealt", p.Name, s.disasterName(p.Disaster))
		}
	}
	if a.RigsFrom != 0 {
		pl, ok := p.Plot(a.RigsFrom)
		if !ok {
			return s.no(s.say("rule.lost_rigs"), "refuse.no_such_plot", p.Name, a.RigsFrom, s.plotList(p.Plots))
		}
		if pl.Rigs == 0 && s.strict() {
			return s.no(s.say("rule.lost_rigs"), "refuse.no_rigs_on", s.plotName(*pl), p.Name)
		}
	}
	return nil
}

func (a *DisasterAction) Apply(s0 *State, ch *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	p := &s.Players[i]
	if s.Physical {
		t, _ := findDisaster(a.Title)
		if _, err := referee.Enter(ch, "disaster", t); err != nil {
			return nil, err
		}
		if len(s.DisasterDeck) == 0 {
			s.reshuffleDisasters()
			s.tell("disaster.reshuffle")
		}
		s.DisasterDeck = removeOne(s.DisasterDeck, t)
		p.Disaster = t
		s.move(s.disasterCard(t), 1, s.at("disaster_deck"), s.inFront(p.Name))
	}
	rule, ok := disasterRules.Get()[p.Disaster]
	if !ok {
		return nil, fmt.Errorf("rigs: no rule for the Disaster card %q", p.Disaster)
	}
	s.applyDisaster(i, p.Disaster, rule, a.RigsFrom)
	s.afterDisaster(s0, i)
	p.Resolved = true
	s.DisasterPile = append(s.DisasterPile, p.Disaster)
	s.move(s.disasterCard(p.Disaster), 1, s.inFront(p.Name), s.at("disaster_pile"))
	return s, nil
}

func (s *State) applyDisaster(i int, title string, d disasterRule, rigsFrom int) {
	p := &s.Players[i]
	lost := 0
	var parts []string
	loseOne := func(why string) {
		had := p.Warehouse + p.PlacedRigs()
		if from := s.loseRigsAt(i, 1, rigsFrom); len(from) > 0 {
			lost += len(from)
			s.work("lost-rigs", "work.lost_rigs", p.Name, why, from[0], had, p.Warehouse+p.PlacedRigs())
			parts = append(parts, s.say("disaster.rigs_instead", why, from[0]))
		} else {
			parts = append(parts, s.say("disaster.no_rigs", why))
		}
	}
	if d.lose != "" {
		have := p.Res[d.lose]
		n := have
		if !d.all {
			n = (have + 1) / 2
		}
		if n > 0 {
			if d.all {
				s.work("disaster-phase", "work.lose_all", p.Name, have, d.lose)
			} else {
				s.work("disaster-phase", "work.lose_half", p.Name, have, d.lose, n, have-n)
			}
			p.Res[d.lose] -= n
			s.coupons(p, d.lose, -n)
			lost += n
			id := "disaster.lose_half"
			if d.all {
				id = "disaster.lose_all"
			}
			parts = append(parts, s.say(id, d.lose, s.amount(d.lose, n), p.Res[d.lose]))
		} else if d.rigsIfNone {
			s.work("disaster-phase", "work.nothing_to_lose", p.Name, s.amount(d.lose, 0))
			loseOne(s.say("disaster.has_no", s.amount(d.lose, 0)))
		} else {
			s.work("disaster-phase", "work.nothing_to_lose", p.Name, s.amount(d.lose, 0))
			parts = append(parts, s.say("disaster.nothing_to_lose", s.amount(d.lose, 0)))
		}
	}
	if d.rigsUnless != nil && !d.rigsUnless(p) {
		loseOne(s.say("disaster.lacking_" + d.lacking))
	} else if d.effect != "" {
		p.Effects = append(p.Effects, d.effect)
		parts = append(parts, s.say("disaster.keep_out"))
	}
	msg := s.say("disaster.title", p.Name, s.disasterName(title))
	if title == "Safe!" {
		msg += s.say("disaster.safe")
	} else if len(parts) > 0 {
		msg += " — " + strings.Join(parts, "; ")
	}
	karmaIf := d.karmaIf
	if d.karmaBefore != nil && !s.strict() {
		karmaIf = d.karmaBefore
	}
	if karmaIf != nil && karmaIf(p, lost) {
		if s.drawKarma(i, 1) == 1 {
			msg += s.say("disaster.draws_karma", p.Karma)
			s.work("disaster-karma-draws", "work.disaster_karma", p.Name, lost, s.disasterName(title), p.Karma-1, p.Karma)
		}
	} else {
		s.work("safe-and-the-unaffected-discard", "work.disaster_nothing", p.Name, s.disasterName(title))
		if p.Karma > 0 {
			msg += s.say("disaster.may_swap")
		} else {
			// the swap needs a card to discard: offering it to an empty
			// hand sends the player looking for one
			msg += s.say("disaster.nothing_lost")
		}
	}
	s.Say("%s.", msg)
}

// disasterLosesRigs reports whether resolving title would cost player i a
// RIGS (so the victim has to say where it comes from).
func (s *State) disasterLosesRigs(i int, title string) bool {
	d, ok := disasterRules.Get()[title]
	if !ok {
		return false
	}
	c := s.Clone()
	before := c.Players[i].Warehouse + c.Players[i].PlacedRigs()
	c.applyDisaster(i, title, d, 0)
	return c.Players[i].Warehouse+c.Players[i].PlacedRigs() < before
}

func pronoun(*PlayerState) string { return "their" }
