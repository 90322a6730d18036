package rigs

import (
	"fmt"
	"maps"
	"strings"

	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"
)

// MarketDraw draws this round's Game Market card (or records the one drawn).
type MarketDraw struct {
	Level string `json:"level,omitempty"` // physical decks: the card drawn
}

func (*MarketDraw) ActionType() string { return string(ActMarket) }

func (a *MarketDraw) Legal(s *State) error {
	if err := inPhase(s, ActMarket); err != nil {
		return err
	}
	if len(s.MarketDrawn) >= s.Round {
		return refuse("one Market card per Market Phase", "this round's card is drawn: %s, %s per Luxury", s.MarketDrawn[len(s.MarketDrawn)-1], credits(s.Price))
	}
	if s.Physical != (a.Level != "") {
		if s.Physical {
			return refuse("with physical decks the players draw the Market card", "say which: 'market spike|high|normal|low'")
		}
		return refuse("the referee draws the Market card (the game was not started with --physical)", "leave out the level")
	}
	if a.Level != "" {
		lv, err := ParseLevel(a.Level)
		if err != nil {
			return refuse("Market cards are Spike, High, Normal or Low", "%v", err)
		}
		return deckHas(s.MarketLeft, lv, "Market")
	}
	return nil
}

func (a *MarketDraw) Apply(s0 *State, ch *referee.Chance) (*State, error) {
	s := s0.Clone()
	var lv string
	if a.Level != "" {
		l, _ := ParseLevel(a.Level)
		v, err := referee.Enter(ch, "market", l)
		if err != nil {
			return nil, err
		}
		lv = v
	} else {
		idx, err := referee.Pick(ch, "market", s.MarketLeft)
		if err != nil {
			return nil, err
		}
		lv = s.MarketLeft[idx]
	}
	s.MarketLeft = removeOne(s.MarketLeft, lv)
	s.MarketDrawn = append(s.MarketDrawn, lv)
	s.Moved.Move(marketCard(lv), 1, marketDeck, marketPile)
	s.Price, _ = R().MarketPrice(lv)
	left := R().Limits.GameMarketCards - len(s.MarketDrawn)
	s.Work.Line("market-cards", "Market card %d of the game's %d, drawn from the %d in the deck: %s; %d - 1 = %d left in the deck", len(s.MarketDrawn), R().Limits.GameMarketCards, len(s0.MarketLeft), strings.ToUpper(lv), len(s0.MarketLeft), len(s.MarketLeft))
	s.Work.Line("market-prices", "%s: one Luxury sells for %d this round", strings.ToUpper(lv), s.Price)
	if left == 0 {
		s.Work.Line("the-last-round", "Game Market cards left: %d - %d = 0: this is the last round", R().Limits.GameMarketCards, len(s.MarketDrawn))
	}
	s.Say("Market card %d of %d: %s. One Luxury sells for %s.", len(s.MarketDrawn), R().Limits.GameMarketCards, strings.ToUpper(lv), credits(s.Price))
	if left == 0 {
		s.Say("That was the last Game Market card: this is the last round, and every Luxury must be sold.")
	}
	return s, nil
}

// Sell sells a player's Luxuries at this round's price (N = 0: all of them).
type Sell struct {
	Player string `json:"player"`
	N      int    `json:"n"`
}

func (*Sell) ActionType() string { return string(ActSell) }

func (a *Sell) Legal(s *State) error {
	if err := inPhase(s, ActSell); err != nil {
		return err
	}
	if len(s.MarketDrawn) < s.Round {
		return refuse("Luxuries sell at the price of this round's Market card", "draw it first with 'market'")
	}
	i, err := player(s, a.Player)
	if err != nil {
		return err
	}
	p := &s.Players[i]
	if a.N < 0 {
		return refuse("Luxuries sell in whole units", "sell a positive number, or all")
	}
	if p.Res[rigsrules.Luxuries] == 0 {
		return refuse("a player sells only the Luxuries in his or her warehouse", "%s has no Luxuries", p.Name)
	}
	if a.N > p.Res[rigsrules.Luxuries] {
		return refuse("a player sells only the Luxuries in his or her warehouse", "%s has %s", p.Name, resName(rigsrules.Luxuries, p.Res[rigsrules.Luxuries]))
	}
	return nil
}

func (a *Sell) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	s.sell(i, a.N)
	return s, nil
}

func (s *State) sell(i, n int) {
	p := &s.Players[i]
	all := n == 0
	if all {
		n = p.Res[rigsrules.Luxuries]
	}
	price := s.Price + s.Boost[i]
	p.Res[rigsrules.Luxuries] -= n
	s.coupons(p, rigsrules.Luxuries, -n)
	before := p.Credits
	p.Credits += n * price
	s.credits(p, n*price)
	s.workSale(i, n, price, all, before)
	extra := ""
	if s.Boost[i] > 0 {
		extra = fmt.Sprintf(" (%d + %d Naive Profits)", s.Price, s.Boost[i])
	}
	s.Say("%s sells %s at %d%s: return %s to the bank and take %s (%d in all).", p.Name, resName(rigsrules.Luxuries, n), price, extra, itThem(n), credits(n*price), p.Credits)
}

// End records the end-game draws with physical decks: the End Game Market
// cards for each plot type and the three resource dice.
type End struct {
	Cards map[string][]string        `json:"cards"`
	Dice  map[rigsrules.Resource]int `json:"dice"`
}

func (*End) ActionType() string { return string(ActEnd) }

func (a *End) Legal(s *State) error {
	if err := inPhase(s, ActEnd); err != nil {
		return err
	}
	if !s.LastRound() || len(s.MarketDrawn) < s.Round {
		return refuse(fmt.Sprintf("the game ends after the Market Phase of round %d", R().Limits.GameMarketCards), "it is round %d", s.Round)
	}
	if !s.Physical {
		return refuse("the referee draws the end-game cards and rolls the dice (the game was not started with --physical)", "use 'next'")
	}
	left := append([]string(nil), s.MarketLeft...)
	for _, t := range R().Plots {
		cards := a.Cards[t.Type]
		if len(cards) != t.EndMarketCards {
			return refuse(fmt.Sprintf("%s plots are valued by %s", t.Type, plural(t.EndMarketCards, "End Market card", "End Market cards")), "got %d for %s", len(cards), t.Type)
		}
		for _, c := range cards {
			lv, err := ParseLevel(c)
			if err != nil {
				return refuse("Market cards are Spike, High, Normal or Low", "%v", err)
			}
			if count(left, lv) == 0 {
				return refuse("the End Game Market deck is the cards not drawn during the game", "no %s is left in it", lv)
			}
			left = removeOne(left, lv)
		}
	}
	for _, res := range rigsrules.Basic {
		d, ok := a.Dice[res]
		if !ok || d < 1 || d > R().Limits.Die {
			return refuse(fmt.Sprintf("one die roll (1-%d) values each of Energy, Supplies and Metal", R().Limits.Die), "the %s roll is missing or out of range", res.Title())
		}
	}
	return nil
}

func (a *End) Apply(s0 *State, ch *referee.Chance) (*State, error) {
	s := s0.Clone()
	if err := s.endGame(ch, a); err != nil {
		return nil, err
	}
	return s, nil
}

// endGame sells the remaining Luxuries, values plots and resources, lets
// Vinnie collect, and ranks the players.
func (s *State) endGame(ch *referee.Chance, entered *End) error {
	r := R()
	for i := range s.Players {
		if s.Players[i].Res[rigsrules.Luxuries] > 0 {
			s.Say("Last round: every Luxury must be sold.")
			s.sell(i, 0)
		}
	}
	ev := &EndValues{Cards: map[string][]string{}, PlotValue: map[string]int{}, Dice: map[rigsrules.Resource]int{}}
	for _, t := range r.Plots {
		for k := 0; k < t.EndMarketCards; k++ {
			var lv string
			if entered != nil {
				l, _ := ParseLevel(entered.Cards[t.Type][k])
				v, err := referee.Enter(ch, "end market "+t.Type, l)
				if err != nil {
					return err
				}
				lv = v
			} else {
				idx, err := referee.Pick(ch, "end market "+t.Type, s.MarketLeft)
				if err != nil {
					return err
				}
				lv = s.MarketLeft[idx]
			}
			s.MarketLeft = removeOne(s.MarketLeft, lv)
			ev.Cards[t.Type] = append(ev.Cards[t.Type], lv)
			s.Moved.Move(marketCard(lv), 1, endMarketDeck, "the "+t.Type+" row of the end-game table")
			price, _ := r.MarketPrice(lv)
			ev.PlotValue[t.Type] += price
		}
		s.Say("End Market for %s: %s = %s per plot.", t.Type, strings.Join(ev.Cards[t.Type], " + "), credits(ev.PlotValue[t.Type]))
	}
	for _, res := range rigsrules.Basic {
		var d int
		var err error
		if entered != nil {
			d, err = referee.Enter(ch, "end die "+string(res), entered.Dice[res])
		} else {
			d, err = ch.Roll("end die "+string(res), r.Limits.Die)
		}
		if err != nil {
			return err
		}
		ev.Dice[res] = d
	}
	s.Say("Resource values (one die each): Energy %d, Supplies %d, Metal %d credits per unit.", ev.Dice[rigsrules.Energy], ev.Dice[rigsrules.Supplies], ev.Dice[rigsrules.Metal])
	s.EndValues = ev
	for i := range s.Players {
		w := s.worth(i)
		s.Players[i].Worth = &w
		s.workWorth(w, s.Players[i].Name)
	}
	s.Phase = Ended
	for _, p := range s.Players {
		s.Say("%s: %s", p.Name, strings.Join(p.Worth.Lines, "; "))
	}
	s.Say("%s.", s.WinnerText())
	return nil
}

// worth is player i's end-game worth with the end values drawn.
func (s *State) worth(i int) Worth {
	r := R()
	ev := s.EndValues
	p := &s.Players[i]
	w := Worth{Credits: p.Credits, InKind: map[rigsrules.Resource]int{}}
	w.Lines = append(w.Lines, fmt.Sprintf("credits %d", p.Credits))
	var plotParts []string
	for _, pl := range p.Plots {
		v, multiplied := r.PlotWorth(ev.PlotValue[pl.Type], pl.Luxury())
		note := ""
		if multiplied {
			note = fmt.Sprintf(" x%d Luxury", r.EndGame.SurveyedLuxuryMultiplier)
		}
		w.Plots += v
		plotParts = append(plotParts, fmt.Sprintf("#%d %s %d%s", pl.ID, pl.Type, v, note))
	}
	w.Lines = append(w.Lines, fmt.Sprintf("plots %d (%s)", w.Plots, strings.Join(plotParts, ", ")))
	res := maps.Clone(p.Res)
	var vin []string
	for _, rr := range rigsrules.Basic {
		owe := r.VinnieOwes(p.Script[rr])
		if owe == 0 {
			continue
		}
		inKind := min(owe, res[rr])
		res[rr] -= inKind
		w.InKind[rr] = inKind
		short := owe - inKind
		w.Vinnie += short * ev.Dice[rr]
		vin = append(vin, fmt.Sprintf("%d %s script: owes %d, pays %d in kind, %d x %d = %s", p.Script[rr], rr.Title(), owe, inKind, short, ev.Dice[rr], credits(short*ev.Dice[rr])))
	}
	var rp []string
	for _, rr := range rigsrules.Basic {
		if res[rr] > 0 {
			w.Resources += res[rr] * ev.Dice[rr]
			rp = append(rp, fmt.Sprintf("%d %s x %d", res[rr], rr.Title(), ev.Dice[rr]))
		}
	}
	line := fmt.Sprintf("resources %d", w.Resources)
	if len(rp) > 0 {
		line += " (" + strings.Join(rp, ", ") + ")"
	}
	w.Lines = append(w.Lines, line)
	if len(vin) > 0 {
		w.Lines = append(w.Lines, fmt.Sprintf("Vinnie -%d (%s)", w.Vinnie, strings.Join(vin, "; ")))
	}
	w.Total = w.Credits + w.Plots + w.Resources - w.Vinnie
	w.Lines = append(w.Lines, fmt.Sprintf("worth %d", w.Total))
	return w
}
