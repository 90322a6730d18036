package rigs

import (
	"fmt"
	"strconv"
	"strings"

	"boardroom/referee"
	rules "boardroom/rules/rigs"
)

// Karma plays a Karma card from a player's hand. Cards that change what the
// referee tracks are applied exactly (see karmaEffects); for the others the
// card leaves the hand and the table resolves it, using `adjust` for any
// tracked change.
type Karma struct {
	Title    string         `json:"title"`
	Player   string         `json:"player"`
	Victim   string         `json:"victim,omitempty"`
	Plot     int            `json:"plot,omitempty"`
	Resource rules.Resource `json:"resource,omitempty"`
	Roll     int            `json:"roll,omitempty"` // physical dice: the roll
}

func (*Karma) ActionType() string { return "karma" }

// karmaEffect is a card the referee applies by name.
type karmaEffect struct {
	needs string // "victim", "plot", "own-plot", "victim-plot": what the command must name
	dice  bool   // rolls a die (entered with physical dice)
	apply func(s *State, a *Karma, i, v int, roll int) error
}

func loseRigsEffect(n int) func(s *State, a *Karma, i, v, _ int) error {
	return func(s *State, a *Karma, i, v, _ int) error {
		k := s.loseRigs(v, n, a.Plot)
		s.say("%s loses %s.", s.Players[v].Name, plural(k, "RIGS", "RIGS"))
		return nil
	}
}

var karmaEffects = map[string]karmaEffect{
	`"Missing" Support`: {needs: "victim", apply: loseRigsEffect(1)},
	"Wrong Manual":      {needs: "victim", apply: loseRigsEffect(1)},
	"Bad OS Revision": {needs: "victim", apply: func(s *State, a *Karma, i, v, _ int) error {
		p := &s.Players[v]
		n := (p.Warehouse + p.PlacedRigs() + 1) / 2
		k := s.loseRigs(v, n, a.Plot)
		got := s.drawKarma(v, 2)
		s.say("%s loses half the RIGS, rounded up: %s; draws %d Karma cards.", p.Name, plural(k, "RIGS", "RIGS"), got)
		return nil
	}},
	"Eye for an Eye":  {needs: "victim", apply: discardFromVictim},
	"Not THAT one":    {needs: "victim", apply: discardFromVictim},
	"Give Me That!":   {needs: "victim", apply: takeFromVictim},
	"I'll Take THAT!": {needs: "victim", apply: takeFromVictim},
	`"Accidental" Dumping`: {needs: "victim", apply: func(s *State, a *Karma, i, v, _ int) error {
		p := &s.Players[v]
		n := p.Res[rules.Luxuries]
		p.Res[rules.Luxuries] = 0
		s.say("%s loses all Luxuries: %s.", p.Name, resName(rules.Luxuries, n))
		return nil
	}},
	"Left the Light On": {needs: "victim", apply: func(s *State, a *Karma, i, v, _ int) error {
		p := &s.Players[v]
		n := (p.Res[rules.Energy] + 1) / 2
		p.Res[rules.Energy] -= n
		s.say("%s loses half the Energy, rounded up: %s.", p.Name, resName(rules.Energy, n))
		return nil
	}},
	"Da' Roof is on Fire!": {needs: "victim", apply: func(s *State, a *Karma, i, v, _ int) error {
		p := &s.Players[v]
		lost := 0
		for _, r := range rules.Resources {
			lost += p.Res[r]
			p.Res[r] = 0
		}
		got := s.drawKarma(v, (lost+9)/10)
		s.say("%s loses every resource in the warehouse (%d) and draws %d Karma card%s (one per 10 lost, rounded up).", p.Name, lost, got, sIf(got))
		return nil
	}},
	"Blowout!": {needs: "victim-plot", apply: func(s *State, a *Karma, i, v, _ int) error {
		pl, _ := s.Players[v].Plot(a.Plot)
		n := pl.Rigs
		pl.Rigs = 0
		got := s.drawKarma(v, 1)
		s.say("%s loses all %s on plot #%d and draws %d Karma card.", s.Players[v].Name, plural(n, "RIGS", "RIGS"), pl.ID, got)
		return nil
	}},
	"Identity Theft": {needs: "victim", apply: func(s *State, a *Karma, i, v, _ int) error {
		p, q := &s.Players[i], &s.Players[v]
		p.Credits, q.Credits = q.Credits, p.Credits
		s.say("%s and %s swap credits: %s %d, %s %d. %s may draw 3 Karma cards (adjust %s karma +3) or take this card next round.",
			p.Name, q.Name, p.Name, p.Credits, q.Name, q.Credits, q.Name, q.Name)
		return nil
	}},
	"Incorrect Drivers": {needs: "plot", apply: func(s *State, a *Karma, i, v, _ int) error {
		o, _, _ := s.PlotOwner(a.Plot)
		s.Players[o].Effects = append(s.Players[o].Effects, effInactive+strconv.Itoa(a.Plot))
		s.say("The RIGS on plot #%d (%s) are inactive this Production Phase.", a.Plot, s.Players[o].Name)
		return nil
	}},
	"You sent it WHERE?!": {needs: "victim-plot", apply: func(s *State, a *Karma, i, v, _ int) error {
		s.Players[v].Effects = append(s.Players[v].Effects, fmt.Sprintf("%s%d:%d", effSentTo, a.Plot, i))
		s.say("Plot #%d's production goes to %s instead of %s.", a.Plot, s.Players[i].Name, s.Players[v].Name)
		return nil
	}},
	"Brownout!": {needs: "victim", apply: func(s *State, a *Karma, i, v, _ int) error {
		s.Players[v].Effects = append(s.Players[v].Effects, EffBrownout)
		s.say("%s needs twice the Energy to power each plot this Production Phase.", s.Players[v].Name)
		return nil
	}},
	"Carrier Lost": {needs: "victim", apply: func(s *State, a *Karma, i, v, _ int) error {
		s.Players[v].Effects = append(s.Players[v].Effects, EffCarrier)
		got := s.drawKarma(v, 1)
		s.say("None of %s's RIGS work this Production Phase; %s draws %d Karma card.", s.Players[v].Name, s.Players[v].Name, got)
		return nil
	}},
	"Ridiculous Efficiency": {apply: func(s *State, a *Karma, i, v, _ int) error {
		s.Players[i].Effects = append(s.Players[i].Effects, EffDouble)
		s.say("All of %s's RIGS produce double this Production Phase.", s.Players[i].Name)
		return nil
	}},
	"R.I.G.S. T.D.M.": {needs: "own-plot", apply: func(s *State, a *Karma, i, v, _ int) error {
		s.Players[i].Effects = append(s.Players[i].Effects, effTriple+strconv.Itoa(a.Plot))
		s.say("The RIGS on %s's plot #%d produce triple this Production Phase.", s.Players[i].Name, a.Plot)
		return nil
	}},
	"Winning Raffle Ticket": {dice: true, apply: func(s *State, a *Karma, i, v, roll int) error {
		s.Players[i].Res[rules.Luxuries] += roll
		s.say("%s rolls %d: +%s.", s.Players[i].Name, roll, resName(rules.Luxuries, roll))
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
		s.say("The highest Market card in the discards sets this round's price: %d credits per Luxury.", best)
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
		s.say("%s's Luxuries sell for %d + %d = %d credits this round.", s.Players[i].Name, s.Price, s.Boost[i], s.Price+s.Boost[i])
		return nil
	}},
}

func discardFromVictim(s *State, a *Karma, i, v, _ int) error {
	if s.Players[v].Karma == 0 {
		s.say("%s has no Karma card to lose.", s.Players[v].Name)
		return nil
	}
	s.discardKarma(v, 1)
	s.say("%s discards 1 Karma card (%d left).", s.Players[v].Name, s.Players[v].Karma)
	return nil
}

func takeFromVictim(s *State, a *Karma, i, v, _ int) error {
	if s.Players[v].Karma == 0 {
		s.say("%s has no Karma card to take.", s.Players[v].Name)
		return nil
	}
	s.Players[v].Karma--
	s.Players[i].Karma++
	s.say("%s takes 1 Karma card from %s.", s.Players[i].Name, s.Players[v].Name)
	return nil
}

func (a *Karma) card() (rules.KarmaCard, error) {
	k, ok := R().KarmaByTitle(strings.TrimSpace(a.Title))
	if !ok {
		// Be kind to shells: accept the title without its quotes and punctuation.
		norm := func(t string) string {
			return strings.Map(func(r rune) rune {
				if r == '"' || r == '\'' || r == '!' || r == '?' || r == '.' || r == ',' {
					return -1
				}
				return r
			}, strings.ToLower(t))
		}
		for _, c := range R().Karma {
			if norm(c.Title) == norm(a.Title) {
				return c, nil
			}
		}
		return rules.KarmaCard{}, refuse("", "no Karma card is titled %q (see the cards, or 'boardroom rigs print karma --list')", a.Title)
	}
	return k, nil
}

func (a *Karma) Legal(s *State) error {
	if s.Phase == SetupPhase || s.Phase == Ended {
		return refuse("Karma cards are played during the rounds", "it is the %s phase", s.Phase)
	}
	k, err := a.card()
	if err != nil {
		return err
	}
	i, err := player(s, a.Player)
	if err != nil {
		return err
	}
	if s.Players[i].Karma < 1 {
		return refuse("a Karma card is played from its owner's hand", "%s holds no Karma card", s.Players[i].Name)
	}
	ok := false
	var names []string
	for _, ph := range k.Phases {
		ok = ok || Phase(ph) == s.Phase
		names = append(names, ph.Title())
	}
	if !ok {
		return refuse(fmt.Sprintf("%q is played in the %s Phase", k.Title, strings.Join(names, " or ")), "it is the %s Phase", s.Phase.Title())
	}
	eff, known := karmaEffects[k.Title]
	if !known {
		return nil
	}
	if k.Title == "You sent it WHERE?!" || k.Title == "Naive Profits" || k.Title == "Other Markets" {
		if k.Title != "You sent it WHERE?!" && len(s.MarketDrawn) < s.Round {
			return refuse(fmt.Sprintf("%q is played after the Market card is drawn", k.Title), "draw it with 'market'")
		}
	}
	switch eff.needs {
	case "victim", "victim-plot":
		if a.Victim == "" {
			return refuse(fmt.Sprintf("%q targets another player", k.Title), "name the victim with --victim")
		}
		v, err := player(s, a.Victim)
		if err != nil {
			return err
		}
		if v == i {
			return refuse("the victim of a Karma card is another player", "%s cannot target themselves", s.Players[i].Name)
		}
		if eff.needs == "victim-plot" {
			if _, ok := s.Players[v].Plot(a.Plot); !ok {
				return refuse(fmt.Sprintf("%q names one of the victim's plots", k.Title), "%s owns no plot #%d (use --plot)", s.Players[v].Name, a.Plot)
			}
		} else if a.Plot != 0 {
			if _, ok := s.Players[v].Plot(a.Plot); !ok {
				return refuse("", "%s owns no plot #%d", s.Players[v].Name, a.Plot)
			}
		}
	case "plot":
		if _, _, ok := s.PlotOwner(a.Plot); !ok {
			return refuse(fmt.Sprintf("%q names a plot", k.Title), "there is no plot #%d (use --plot)", a.Plot)
		}
	case "own-plot":
		if _, ok := s.Players[i].Plot(a.Plot); !ok {
			return refuse(fmt.Sprintf("%q names one of your own plots", k.Title), "%s owns no plot #%d (use --plot)", s.Players[i].Name, a.Plot)
		}
	}
	if eff.dice && s.Physical != (a.Roll != 0) {
		if s.Physical {
			return refuse("with physical dice the players roll", "give the roll with --roll")
		}
		return refuse("the referee rolls (the game was not started with --physical)", "leave out --roll")
	}
	if a.Roll != 0 && (a.Roll < 1 || a.Roll > R().Limits.Die) {
		return refuse(fmt.Sprintf("a die shows 1-%d", R().Limits.Die), "got %d", a.Roll)
	}
	return nil
}

func (a *Karma) Apply(s0 *State, ch *referee.Chance) (*State, error) {
	s := s0.Clone()
	k, _ := a.card()
	i, _ := player(s, a.Player)
	v := -1
	if a.Victim != "" {
		v, _ = player(s, a.Victim)
	}
	s.discardKarma(i, 1)
	s.say("%s plays %q.", s.Players[i].Name, k.Title)
	eff, known := karmaEffects[k.Title]
	if !known {
		s.say("The referee does not track this card's effect: resolve it at the table (record tracked changes with 'adjust ... --reason %q').", k.Title)
		return s, nil
	}
	roll := 0
	if eff.dice {
		var err error
		if a.Roll != 0 {
			roll, err = referee.Enter(ch, "d6", a.Roll)
		} else {
			roll, err = ch.Roll("d6", R().Limits.Die)
		}
		if err != nil {
			return nil, err
		}
	}
	if err := eff.apply(s, a, i, v, roll); err != nil {
		return nil, err
	}
	return s, nil
}
