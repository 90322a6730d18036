package corpwar

import (
	"fmt"
	"io"
	"strings"

	"boardroom/phrase/msg"
	"boardroom/referee/tui"
	corpwarrules "boardroom/rules/corpwar"
)

// View is what `show --json` prints: every tracked number.
type View struct {
	Turn        int          `json:"turn"`
	LastTurn    int          `json:"last_turn"`
	Phase       Phase        `json:"phase"`
	Physical    bool         `json:"physical"`
	FirstPlayer string       `json:"first_player"`
	Market      MarketView   `json:"market"`
	Deck        DeckView     `json:"deck"`
	Espionage   *Espionage   `json:"espionage"`
	Players     []PlayerView `json:"players"`
	Ended       bool         `json:"ended"`
	EndReason   string       `json:"end_reason,omitempty"`
	Winners     []string     `json:"winners,omitempty"`
	Next        string       `json:"next,omitempty"`
	// Lang is the table's language, which the view's words are in.
	Lang msg.Lang `json:"lang"`
}

// MarketView is the demand: the Market Research cards in play and this
// turn's roll.
type MarketView struct {
	MarketResearch int     `json:"market_research"`
	Bonus          int     `json:"bonus"`
	Demand         *Demand `json:"demand"` // null until rolled this turn
}

// DeckView is where the special action cards are.
type DeckView struct {
	Size     int          `json:"size"`
	Pile     int          `json:"pile"`
	Discard  int          `json:"discard"`
	Seen     map[Card]int `json:"discard_seen"` // of the discards, known to be of a kind
	InHands  int          `json:"in_hands"`
	FaceUp   map[Card]int `json:"face_up"` // in play on the table
	Unseen   map[Card]int `json:"unseen"`  // could still be in a hand, the pile or face down
	FaceDown int          `json:"face_down"`
}

// PlayerView is one corporation in `show --json`.
type PlayerView struct {
	Name         string      `json:"name"`
	Money        int         `json:"money"`
	Products     int         `json:"products"`
	Employees    PerDept     `json:"employees"`
	NewEmployees int         `json:"new_employees"`
	Total        int         `json:"employees_total"`
	Hand         int         `json:"cards_in_hand"`
	Improved     PerDept     `json:"improved_methods"`
	Need         PerDept     `json:"success_roll"`
	Boosted      []Dept      `json:"boosted"`
	Disrupted    []Dept      `json:"disrupted"`
	Roll         *RollResult `json:"roll"`
	Upkeep       UpkeepView  `json:"upkeep_due"`
}

// UpkeepView is what a corporation would pay if upkeep were paid now.
type UpkeepView struct {
	Employees int `json:"employees"`
	Storage   int `json:"storage"`
	Total     int `json:"total"`
}

// Label is a key of the JSON view as the table reads it in l ("upkeep_due":
// "Upkeep due", "Fälliger Unterhalt"): the table display's label,
// view.<key> in the catalogue.
func Label(l msg.Lang, key string) string { return corpwarrules.Messages.Say(l, "view."+key) }

// ToView builds the JSON view.
func (s *State) ToView() View {
	r := R()
	v := View{Turn: s.Turn, LastTurn: r.End.LastTurn, Phase: s.Phase, Physical: s.Physical, FirstPlayer: s.Players[0].Name,
		Espionage: s.Spy, Ended: s.Phase == Ended, EndReason: s.EndReason, Next: s.Hint(), Lang: s.Language()}
	v.Market = MarketView{MarketResearch: s.MarketResearch, Bonus: s.MarketResearch * r.Demand.PerMarketResearch, Demand: s.Demand}
	v.Deck = DeckView{Size: r.DeckSize(), Pile: s.Pile, Discard: s.Discard, Seen: map[Card]int{}, FaceUp: map[Card]int{}, Unseen: map[Card]int{}}
	if s.Spy != nil {
		v.Deck.FaceDown = 1
	}
	for _, c := range corpwarrules.CardKinds {
		v.Deck.Seen[c], v.Deck.FaceUp[c], v.Deck.Unseen[c] = s.Seen[c], s.InPlay(c), s.Unseen(c)
	}
	for i, p := range s.Players {
		e, st := s.UpkeepDue(i)
		pv := PlayerView{Name: p.Name, Money: p.Money, Products: p.Products, Employees: p.Staff, NewEmployees: p.New,
			Total: p.Employees(), Hand: p.Hand, Improved: p.Improved, Boosted: p.Boosted,
			Disrupted: p.Disrupted, Roll: p.Roll, Upkeep: UpkeepView{e, st, e + st}}
		if pv.Boosted == nil {
			pv.Boosted = []Dept{}
		}
		if pv.Disrupted == nil {
			pv.Disrupted = []Dept{}
		}
		for _, d := range r.Depts {
			pv.Need.Add(d, p.Need(d))
		}
		v.Deck.InHands += p.Hand
		v.Players = append(v.Players, pv)
	}
	for _, w := range s.Winners() {
		v.Winners = append(v.Winners, s.Players[w].Name)
	}
	return v
}

// Write prints the state for people.
func (s *State) Write(w io.Writer) error {
	_, err := io.WriteString(w, s.String())
	return err
}

// String is the state for people: the turn, the market, the cards, each
// corporation's books, and what comes next in the words of the commands.
func (s *State) String() string {
	if s.Phase == Ended {
		return s.Table()
	}
	return s.Table() + "\n" + s.T("show.next", s.Hint()) + "\n"
}

// Table is the state without the hint: the turn, the market, the cards and
// each corporation's books (and the winner once the game has ended).
func (s *State) Table() string {
	r := R()
	var b strings.Builder
	if s.Phase == Ended {
		b.WriteString(s.T("show.ended", s.Turn, s.EndReason) + "\n")
	} else {
		b.WriteString(s.T("show.turn", s.Turn, s.phaseName(s.Phase), s.Players[0].Name))
		if s.Physical {
			b.WriteString(" " + s.T("show.physical"))
		}
		b.WriteString("\n")
	}
	demand := s.T("show.demand_none")
	if s.Demand != nil {
		demand = s.T("show.demand_is", s.Demand.Total)
	}
	b.WriteString(s.T("show.market", demand, s.MarketResearch, s.cardTitle(corpwarrules.Jack), s.MarketResearch*r.Demand.PerMarketResearch) + "\n")
	seen := []string{}
	for _, c := range corpwarrules.CardKinds {
		if n := s.Seen[c]; n > 0 {
			seen = append(seen, fmt.Sprintf("%d %s", n, s.cardTitle(c)))
		}
	}
	known := ""
	if len(seen) > 0 {
		known = s.T("show.known", strings.Join(seen, ", "))
	}
	b.WriteString(s.T("show.cards", s.Pile, s.Discard, known) + "\n")
	if s.Spy != nil {
		b.WriteString(s.T("show.spy", s.Spy.Attacker, s.Spy.Target, s.dept(s.Spy.Dept)) + "\n")
	}
	width := s.NameWidth()
	for i, p := range s.Players {
		e, st := s.UpkeepDue(i)
		pad := strings.Repeat(" ", width-len([]rune(p.Name)))
		b.WriteString("\n" + p.Name + pad + "  " + s.T("show.books", fmt.Sprintf("%3d", p.Money), p.Products, p.Hand, e+st) + "\n")
		var depts []string
		for _, d := range r.Depts {
			var tags []string
			tags = append(tags, fmt.Sprintf("%d+", p.Need(d)))
			if p.boosted(d) {
				tags = append(tags, fmt.Sprintf("x%d", r.BoostFactor))
			}
			if p.disrupted(d) {
				tags = append(tags, s.T("show.disrupted"))
			}
			depts = append(depts, fmt.Sprintf("%s %d (%s)", s.dept(d), p.Staff.Of(d), strings.Join(tags, ", ")))
		}
		if p.New > 0 {
			depts = append(depts, s.T("show.new", p.New))
		}
		fmt.Fprintf(&b, "  %s\n", strings.Join(depts, "  "))
		if p.Roll != nil && s.Phase != Allocation {
			var rolls []string
			for _, dr := range p.Roll.Depts {
				if dr.Disrupted {
					rolls = append(rolls, s.dept(dr.Dept)+" "+s.T("show.disrupted"))
					continue
				}
				rolls = append(rolls, fmt.Sprintf("%s %s = %d", s.dept(dr.Dept), diceText(dr.Dice, dr.Need), dr.Output))
			}
			if len(rolls) > 0 {
				b.WriteString("  " + s.T("show.rolled", strings.Join(rolls, "; ")) + "\n")
			}
		}
	}
	if s.Phase == Ended {
		fmt.Fprintf(&b, "\n%s.\n", s.WinnerText())
	}
	return b.String()
}

// Compact is the state in a few lines for `play` (80x24): the turn, the
// market and the cards, one line per corporation (money, products, cards in
// hand, its departments as "Pro 2@4+": 2 employees succeeding on 4+, with x2
// when boosted and ! when disrupted, and the upkeep due in the Upkeep Phase)
// and what comes next; `show` prints the books in full.
func (s *State) Compact() string {
	r := R()
	head := s.T("compact.turn", s.Turn, s.phaseName(s.Phase))
	if s.Phase == Ended {
		head = s.T("show.ended", s.Turn, s.EndReason)
	}
	if s.Demand != nil {
		head += " " + s.T("compact.demand", s.Demand.Total)
	}
	head += " " + s.T("compact.cards", s.Pile, s.Discard)
	lines := []string{head}
	if s.Spy != nil {
		lines = append(lines, s.T("compact.spy", s.Spy.Attacker, s.Spy.Target, s.dept(s.Spy.Dept)))
	}
	width := s.NameWidth()
	for i, p := range s.Players {
		pad := strings.Repeat(" ", width-len([]rune(p.Name)))
		l := p.Name + pad + " " + s.T("compact.books", fmt.Sprintf("%3d", p.Money), fmt.Sprintf("%2d", p.Products), fmt.Sprintf("%2d", p.Hand)) + " "
		for _, d := range r.Depts {
			name := []rune(s.dept(d))
			tag := ""
			if p.boosted(d) {
				tag += fmt.Sprintf("x%d", r.BoostFactor)
			}
			if p.disrupted(d) {
				tag += "!"
			}
			l += fmt.Sprintf(" %s %d@%d+%s", string(name[:min(3, len(name))]), p.Staff.Of(d), p.Need(d), tag)
		}
		if p.New > 0 {
			l = beside(l, s.T("show.new", p.New))
		}
		if s.Phase == Upkeep {
			e, st := s.UpkeepDue(i)
			l = beside(l, s.T("compact.upkeep", e+st))
		}
		lines = append(lines, l)
	}
	if s.Phase == Ended {
		lines = append(lines, s.WinnerText()+".")
	} else {
		lines = append(lines, s.T("show.next", s.Hint()))
	}
	return tui.Compact(lines...)
}

// beside is the player's line l with x after it, two spaces apart, or one
// where two would take the line past the terminal's width (a German
// "Unterhalt 1" after four departments).
func beside(l, x string) string {
	if len([]rune(l+"  "+x)) > tui.Width {
		return l + " " + x
	}
	return l + "  " + x
}
