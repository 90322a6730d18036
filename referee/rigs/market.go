package rigs

import (
	"fmt"
	"maps"
	"strings"

	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"
)

// levelName is a Market level in the table's language ("High", "Hoch").
func (s *State) levelName(level string) string { return rigsrules.LevelName(s.Language(), level) }

// levels lists the Market levels of the rules data in the table's language.
func (s *State) levels() string {
	var out []string
	for _, m := range R().Market {
		out = append(out, s.levelName(m.Level))
	}
	return s.joinOr(out)
}

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
		return s.no(s.say("rule.one_market_card"), "refuse.market_drawn", s.levelName(s.MarketDrawn[len(s.MarketDrawn)-1]), s.Price)
	}
	if s.Physical != (a.Level != "") {
		if s.Physical {
			return s.no(s.say("rule.market_physical"), "refuse.say_level")
		}
		return s.no(s.say("rule.market_referee"), "refuse.no_level")
	}
	if a.Level != "" {
		lv, err := ParseLevel(a.Level)
		if err != nil {
			return s.no(s.say("rule.market_levels", s.levels()), "refuse.no_level_named", a.Level)
		}
		if count(s.MarketLeft, lv) == 0 {
			return s.no(s.say("rule.market_deck"), "refuse.market_deck_out", s.levelName(lv))
		}
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
	s.move(s.marketCard(lv), 1, s.at("market_deck"), s.at("market_pile"))
	s.Price, _ = R().MarketPrice(lv)
	left := R().Limits.GameMarketCards - len(s.MarketDrawn)
	level := strings.ToUpper(s.levelName(lv))
	s.work("market-cards", "work.market_card", len(s.MarketDrawn), R().Limits.GameMarketCards, len(s0.MarketLeft), level, len(s.MarketLeft))
	s.work("market-prices", "work.market_price", level, s.Price)
	if left == 0 {
		s.work("the-last-round", "work.last_round", R().Limits.GameMarketCards, len(s.MarketDrawn))
	}
	s.tell("market.drawn", len(s.MarketDrawn), R().Limits.GameMarketCards, level, s.Price)
	if left == 0 {
		s.tell("market.last")
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
		return s.no(s.say("rule.sell_price"), "refuse.draw_market_first")
	}
	i, err := player(s, a.Player)
	if err != nil {
		return err
	}
	p := &s.Players[i]
	if a.N < 0 {
		return s.no(s.say("rule.sell_whole"), "refuse.sell_positive")
	}
	if p.Res[rigsrules.Luxuries] == 0 {
		return s.no(s.say("rule.sell_own"), "refuse.no_luxuries", p.Name)
	}
	if a.N > p.Res[rigsrules.Luxuries] {
		return s.no(s.say("rule.sell_own"), "refuse.has_only", p.Name, s.amount(rigsrules.Luxuries, p.Res[rigsrules.Luxuries]))
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
	if s.Boost[i] > 0 {
		s.tell("sell.done_boost", p.Name, s.amount(rigsrules.Luxuries, n), price, s.Price, s.Boost[i], s.karmaName(cardNaiveProfits), n*price, p.Credits, n)
		return
	}
	s.tell("sell.done", p.Name, s.amount(rigsrules.Luxuries, n), price, n*price, p.Credits, n)
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
		return s.no(s.endedRule(), "refuse.it_is_round", s.Round)
	}
	if !s.Physical {
		return s.no(s.say("rule.end_referee"), "refuse.use_next")
	}
	left := append([]string(nil), s.MarketLeft...)
	for _, t := range R().Plots {
		cards := a.Cards[t.Type]
		if len(cards) != t.EndMarketCards {
			typ := rigsrules.PlotTypeName(s.Language(), t.Type)
			return s.no(s.say("rule.end_cards", typ, t.EndMarketCards), "refuse.end_cards", len(cards), typ)
		}
		for _, c := range cards {
			lv, err := ParseLevel(c)
			if err != nil {
				return s.no(s.say("rule.market_levels", s.levels()), "refuse.no_level_named", c)
			}
			if count(left, lv) == 0 {
				return s.no(s.say("rule.end_deck"), "refuse.end_deck_out", s.levelName(lv))
			}
			left = removeOne(left, lv)
		}
	}
	for _, res := range rigsrules.Basic {
		d, ok := a.Dice[res]
		if !ok || d < 1 || d > R().Limits.Die {
			return s.no(s.say("rule.end_dice", R().Limits.Die), "refuse.end_die", res)
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
			s.tell("end.sell_all")
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
			s.move(s.marketCard(lv), 1, s.at("end_market_deck"), s.endRow(t.Type))
			price, _ := r.MarketPrice(lv)
			ev.PlotValue[t.Type] += price
		}
		var levels []string
		for _, c := range ev.Cards[t.Type] {
			levels = append(levels, s.levelName(c))
		}
		s.tell("end.market", rigsrules.PlotTypeName(s.Language(), t.Type), strings.Join(levels, " + "), ev.PlotValue[t.Type])
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
	s.tell("end.dice", ev.Dice[rigsrules.Energy], ev.Dice[rigsrules.Supplies], ev.Dice[rigsrules.Metal], rigsrules.Energy, rigsrules.Supplies, rigsrules.Metal)
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
	w.Lines = append(w.Lines, s.say("worth.credits", p.Credits))
	var plotParts []string
	for _, pl := range p.Plots {
		v, multiplied := r.PlotWorth(ev.PlotValue[pl.Type], pl.Luxury())
		typ := rigsrules.PlotTypeName(s.Language(), pl.Type)
		w.Plots += v
		if multiplied {
			plotParts = append(plotParts, s.say("worth.plot_luxury", pl.ID, typ, v, r.EndGame.SurveyedLuxuryMultiplier))
		} else {
			plotParts = append(plotParts, fmt.Sprintf("#%d %s %d", pl.ID, typ, v))
		}
	}
	w.Lines = append(w.Lines, s.say("worth.plots", w.Plots, strings.Join(plotParts, ", ")))
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
		vin = append(vin, s.say("worth.vinnie_script", p.Script[rr], rr, owe, inKind, short, ev.Dice[rr], short*ev.Dice[rr]))
	}
	var rp []string
	for _, rr := range rigsrules.Basic {
		if res[rr] > 0 {
			w.Resources += res[rr] * ev.Dice[rr]
			rp = append(rp, fmt.Sprintf("%d %s x %d", res[rr], rr.SayIn(s.Language()), ev.Dice[rr]))
		}
	}
	line := s.say("worth.resources", w.Resources)
	if len(rp) > 0 {
		line += " (" + strings.Join(rp, ", ") + ")"
	}
	w.Lines = append(w.Lines, line)
	if len(vin) > 0 {
		w.Lines = append(w.Lines, s.say("worth.vinnie", w.Vinnie, strings.Join(vin, "; ")))
	}
	w.Total = w.Credits + w.Plots + w.Resources - w.Vinnie
	w.Lines = append(w.Lines, s.say("worth.total", w.Total))
	return w
}
