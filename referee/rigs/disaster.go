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
		"Solar Eclipse!": {effect: EffEclipse, rigsUnless: ownsType("Desert"), lacking: "Desert plots",
			karmaIf: func(p *PlayerState, lost int) bool {
				return lost > 0 || cutsProduction("Desert", rigsrules.Energy, 0)(p)
			},
			karmaBefore: func(p *PlayerState, lost int) bool { return lost > 0 || ownsType("Desert")(p) }},
		"Seasonal Hell": {effect: EffSeasonal, rigsUnless: ownsType("Valley"), lacking: "Valley plots",
			karmaIf:     func(p *PlayerState, lost int) bool { return lost > 0 || cutsProduction("Valley", "", 1)(p) },
			karmaBefore: func(p *PlayerState, lost int) bool { return lost > 0 || ownsType("Valley")(p) }},
		"Infestation!": {effect: EffInfest, rigsUnless: harvests(rigsrules.Supplies), lacking: "Supplies-producing RIGS",
			karmaIf: func(p *PlayerState, lost int) bool { return lost > 0 || harvests(rigsrules.Supplies)(p) }},
		"Battery Charger Failure": {effect: EffCharger, karmaIf: func(p *PlayerState, _ int) bool { return harvests(rigsrules.Energy)(p) }},
		"Energy Junction Failure": {effect: EffJunction, karmaIf: func(p *PlayerState, _ int) bool { return harvests(rigsrules.Energy)(p) }},
	}
}}

// reshuffleDisasters makes the discarded Disaster cards a new deck.
func (s *State) reshuffleDisasters() {
	for _, t := range s.DisasterPile {
		s.Moved.Move(disasterCard(t), 1, disasterPile, disasterDeck)
	}
	s.DisasterDeck, s.DisasterPile = s.DisasterPile, nil
}

// dealDisaster draws the top Disaster card, reshuffling the discards into a
// new deck when it is empty.
func (s *State) dealDisaster(ch *referee.Chance) (string, error) {
	if len(s.DisasterDeck) == 0 {
		s.reshuffleDisasters()
		s.Say("The Disaster discards are shuffled into a new Disaster deck.")
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
		if strings.EqualFold(d.Title, strings.TrimSpace(title)) || strings.EqualFold(strings.Trim(d.Title, "!"), strings.Trim(strings.TrimSpace(title), "!")) {
			return d.Title, true
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
		return refuse("one Disaster card per player per round", "%s's %q is resolved", p.Name, p.Disaster)
	}
	if s.Physical {
		if a.Title == "" {
			return refuse("with physical decks the players say which card was dealt", "'disaster %s <title>'", p.Name)
		}
		t, ok := findDisaster(a.Title)
		if !ok {
			var titles []string
			for _, d := range R().Disasters {
				titles = append(titles, d.Title)
			}
			return refuse("the Disaster deck holds only the cards the inventory lists", "no Disaster card is titled %q%s (titles: %s)", a.Title, didYouMeanTitle(a.Title, titles), strings.Join(titles, ", "))
		}
		deck := s.DisasterDeck
		if len(deck) == 0 {
			deck = s.DisasterPile
		}
		if count(deck, t) == 0 {
			return refuse("the Disaster deck holds only the cards the inventory lists", "no %q is left in the Disaster deck", t)
		}
	} else if a.Title != "" {
		if t, _ := findDisaster(a.Title); t != p.Disaster {
			return refuse("the referee dealt the card", "%s was dealt %q", p.Name, p.Disaster)
		}
	}
	if a.RigsFrom != 0 {
		pl, ok := p.Plot(a.RigsFrom)
		if !ok {
			return refuse(ruleLostRigs, "%s owns no plot #%d (plots: %s)", p.Name, a.RigsFrom, plotList(p.Plots))
		}
		if pl.Rigs == 0 && s.strict() {
			return refuse(ruleLostRigs, "%s holds no RIGS of %s's", plotName(*pl), p.Name)
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
			s.Say("The Disaster discards are shuffled into a new Disaster deck.")
		}
		s.DisasterDeck = removeOne(s.DisasterDeck, t)
		p.Disaster = t
		s.Moved.Move(disasterCard(t), 1, disasterDeck, inFront(p.Name))
	}
	rule, ok := disasterRules.Get()[p.Disaster]
	if !ok {
		return nil, fmt.Errorf("rigs: no rule for the Disaster card %q", p.Disaster)
	}
	s.applyDisaster(i, p.Disaster, rule, a.RigsFrom)
	s.afterDisaster(s0, i)
	p.Resolved = true
	s.DisasterPile = append(s.DisasterPile, p.Disaster)
	s.Moved.Move(disasterCard(p.Disaster), 1, inFront(p.Name), disasterPile)
	return s, nil
}

// ruleLostRigs is the rule a refused place for a lost RIGS names.
const ruleLostRigs = "the victim chooses which of his or her RIGS is lost: from the warehouse or a plot holding one"

func (s *State) applyDisaster(i int, title string, d disasterRule, rigsFrom int) {
	p := &s.Players[i]
	lost := 0
	var parts []string
	loseOne := func(why string) {
		had := p.Warehouse + p.PlacedRigs()
		if from := s.loseRigsAt(i, 1, rigsFrom); len(from) > 0 {
			lost += len(from)
			s.Work.Line("lost-rigs", "%s %s: loses 1 RIGS from %s; %s's RIGS %d - 1 = %d", p.Name, why, from[0], p.Name, had, p.Warehouse+p.PlacedRigs())
			parts = append(parts, fmt.Sprintf("%s and loses 1 RIGS from %s instead: return it to the bank", why, from[0]))
		} else {
			parts = append(parts, fmt.Sprintf("%s and has no RIGS to lose", why))
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
				s.Work.Line("disaster-phase", "%s loses all %d %s: %d - %d = 0", p.Name, have, d.lose.Title(), have, n)
			} else {
				s.Work.Line("disaster-phase", "%s loses half of %d %s, rounded up: (%d + 1) / 2 = %d; %d - %d = %d", p.Name, have, d.lose.Title(), have, n, have, n, have-n)
			}
			p.Res[d.lose] -= n
			s.coupons(p, d.lose, -n)
			lost += n
			how := "all"
			if !d.all {
				how = "half, rounded up,"
			}
			parts = append(parts, fmt.Sprintf("loses %s of %s %s: return %s from %s warehouse to the bank (%d left)", how, pronoun(p), d.lose.Title(), resName(d.lose, n), pronoun(p), p.Res[d.lose]))
		} else if d.rigsIfNone {
			s.Work.Line("disaster-phase", "%s has 0 %s to lose", p.Name, d.lose.Title())
			loseOne(fmt.Sprintf("has no %s", d.lose.Title()))
		} else {
			s.Work.Line("disaster-phase", "%s has 0 %s to lose", p.Name, d.lose.Title())
			parts = append(parts, fmt.Sprintf("has no %s to lose", d.lose.Title()))
		}
	}
	if d.rigsUnless != nil && !d.rigsUnless(p) {
		loseOne("has no " + d.lacking)
	} else if d.effect != "" {
		p.Effects = append(p.Effects, d.effect)
		parts = append(parts, "keeps the card out for the Production Phase")
	}
	msg := fmt.Sprintf("%s: %q", p.Name, title)
	if title == "Safe!" {
		msg += " — safe"
	} else if len(parts) > 0 {
		msg += " — " + strings.Join(parts, "; ")
	}
	karmaIf := d.karmaIf
	if d.karmaBefore != nil && !s.strict() {
		karmaIf = d.karmaBefore
	}
	if karmaIf != nil && karmaIf(p, lost) {
		if s.drawKarma(i, 1) == 1 {
			msg += fmt.Sprintf("; draws 1 Karma card (%d in hand)", p.Karma)
			s.Work.Line("disaster-karma-draws", "%s lost %d to %q: draws 1 Karma card; hand %d + 1 = %d", p.Name, lost, title, p.Karma-1, p.Karma)
		}
	} else {
		s.Work.Line("safe-and-the-unaffected-discard", "%s lost nothing to %q: no Karma card drawn; may discard 1 and draw 1 ('swap')", p.Name, title)
		msg += "; nothing lost: may discard 1 Karma card and draw 1"
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
