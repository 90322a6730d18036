package rigs

import (
	"errors"
	"fmt"
	"strings"

	"boardroom/phrase"
	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"
)

// ---- give (deals) ----

// Give transfers something from one player to another as part of a deal:
// credits, a resource, RIGS from the warehouse, or a plot (with its survey
// and RIGS). Zero Hour deals (Production Phase) move credits and resources only.
type Give struct {
	From string `json:"from"`
	To   string `json:"to"`
	What string `json:"what"` // credits, energy, supplies, metal, luxuries, rigs, plot
	N    int    `json:"n"`    // amount, or the plot number
}

func (*Give) ActionType() string { return string(ActGive) }

func (a *Give) Legal(s *State) error {
	if err := inPhase(s, ActGive); err != nil {
		return err
	}
	i, err := player(s, a.From)
	if err != nil {
		return err
	}
	j, err := player(s, a.To)
	if err != nil {
		return err
	}
	if i == j {
		return s.no(s.say("rule.deals"), "refuse.deal_two")
	}
	p := &s.Players[i]
	what := strings.ToLower(a.What)
	if s.Phase == Production && (what == "rigs" || what == "plot") {
		return s.no(s.say("rule.zero_hour"), "refuse.zero_hour")
	}
	if a.N < 1 {
		return s.no(s.say("rule.deal_whole"), "refuse.give_one")
	}
	switch what {
	case "credits":
		if p.Credits < a.N {
			return s.no(s.say("rule.give_have"), "refuse.has_credits", p.Name, p.Credits)
		}
	case "rigs":
		if p.Warehouse < a.N {
			return s.no(s.say("rule.give_rigs"), "refuse.rigs_in_warehouse", p.Name, p.Warehouse)
		}
	case "plot":
		if _, ok := p.Plot(a.N); !ok {
			return s.no(s.say("rule.give_plots"), "refuse.no_such_plot", p.Name, a.N, s.plotList(p.Plots))
		}
	default:
		res, err := ParseResource(what)
		if err != nil {
			return s.no(s.say("rule.deal_what"), "refuse.deal_what", a.What)
		}
		if p.Res[res] < a.N {
			return s.no(s.say("rule.give_have"), "refuse.has_in_warehouse", p.Name, s.amount(res, p.Res[res]))
		}
	}
	return nil
}

func (a *Give) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.From)
	j, _ := player(s, a.To)
	p, q := &s.Players[i], &s.Players[j]
	switch what := strings.ToLower(a.What); what {
	case "credits":
		s.work("deals", "work.deal_credits", p.Name, p.Credits, a.N, p.Credits-a.N, q.Name, q.Credits, q.Credits+a.N)
		p.Credits -= a.N
		q.Credits += a.N
		s.move(s.thing("credit"), a.N, p.Name, q.Name)
		s.tell("give.credits", p.Name, q.Name, a.N)
	case "rigs":
		p.Warehouse -= a.N
		q.Warehouse += a.N
		s.move(s.thing("rigs"), a.N, s.warehouse(p.Name), s.warehouse(q.Name))
		s.tell("give.rigs", p.Name, q.Name, a.N)
	case "plot":
		for k, pl := range p.Plots {
			if pl.ID == a.N {
				p.Plots = append(p.Plots[:k:k], p.Plots[k+1:]...)
				q.Plots = append(q.Plots, pl)
				s.Moved.Move(s.onTablePlot(pl), 1, p.Name, q.Name) // with what lies on it
				s.OwnershipChanged = true
				s.tell("give.plot", p.Name, q.Name, s.plotName(pl), pl.Rigs)
				break
			}
		}
	default:
		res, _ := ParseResource(what)
		s.work("deals", "work.deal_resource", p.Name, res, p.Res[res], a.N, p.Res[res]-a.N, q.Name, q.Res[res], q.Res[res]+a.N)
		p.Res[res] -= a.N
		q.Res[res] += a.N
		s.move(s.coupon(res), a.N, s.warehouse(p.Name), s.warehouse(q.Name))
		s.tell("give.resource", p.Name, q.Name, s.amount(res, a.N))
	}
	return s, nil
}

// ---- Vinnie ----

// Loan borrows resources from Vinnie: one script of that type per unit.
type Loan struct {
	Player   string             `json:"player"`
	Resource rigsrules.Resource `json:"resource"`
	N        int                `json:"n"`
}

func (*Loan) ActionType() string { return string(ActLoan) }

func (a *Loan) Legal(s *State) error {
	v := R().Vinnie
	if err := inPhase(s, ActLoan); err != nil {
		return err
	}
	i, err := player(s, a.Player)
	if err != nil {
		return err
	}
	p := &s.Players[i]
	lends := false
	for _, r := range v.Lends {
		lends = lends || r == a.Resource
	}
	if !lends {
		var names []string
		for _, r := range v.Lends {
			names = append(names, r.SayIn(s.Language()))
		}
		return s.no(s.say("rule.vinnie_lends", s.joinOr(names)), "refuse.not_resource", a.Resource)
	}
	if a.N < 1 {
		return s.no(s.say("rule.vinnie_whole"), "refuse.borrow_one")
	}
	if room := s.loanRoom(i); a.N > room {
		return s.no(s.say("rule.vinnie_per_plot", v.PerPlotPerPhase),
			"refuse.vinnie_room", p.Name, len(p.Plots), p.Borrowed, room)
	}
	if left := s.ScriptLeft[a.Resource]; left < a.N {
		return s.no(s.say("rule.vinnie_script", v.ScriptPerType, a.Resource), "refuse.script_left", left, a.Resource)
	}
	return nil
}

func (a *Loan) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	p := &s.Players[i]
	v := R().Vinnie
	s.work("vinnie", "work.vinnie_room", v.PerPlotPerPhase, len(p.Plots), p.Borrowed, s.loanRoom(i), p.Name, a.N)
	s.work("vinnie-exactly", "work.script_left", a.Resource, s.ScriptLeft[a.Resource], a.N, s.ScriptLeft[a.Resource]-a.N)
	s.work("", "work.stock_plus", p.Name, a.Resource, p.Res[a.Resource], a.N, p.Res[a.Resource]+a.N)
	s.work("vinnie-exactly", "work.script_held", p.Name, a.Resource, p.Script[a.Resource], a.N, p.Script[a.Resource]+a.N, v.RepayInGame, v.RepayAtEnd)
	p.Res[a.Resource] += a.N
	p.Script[a.Resource] += a.N
	p.Borrowed += a.N
	s.ScriptLeft[a.Resource] -= a.N
	s.coupons(p, a.Resource, a.N)
	s.move(s.script(a.Resource), a.N, s.at("vinnie_pile"), p.Name)
	s.tell("loan.done", p.Name, s.amount(a.Resource, a.N), a.N, a.Resource, v.RepayInGame, v.RepayAtEnd, s.borrowText(i))
	return s, nil
}

// loanRoom is how many more units player i may borrow this phase by the
// plots rule: plots owned now x the limit per plot, less what the player
// borrowed this phase (never below 0). A plot that changes hands counts for
// its new owner.
func (s *State) loanRoom(i int) int {
	p := &s.Players[i]
	return max(0, len(p.Plots)*R().Vinnie.PerPlotPerPhase-p.Borrowed)
}

// MayBorrow is exactly how many units of res player i may borrow with the
// next loan: 0 when a loan of res is not allowed now, else the plots rule
// (loanRoom) capped by the script of res left on the table.
func (s *State) MayBorrow(i int, res rigsrules.Resource) int {
	if i < 0 || i >= len(s.Players) || (&Loan{Player: s.Players[i].Name, Resource: res, N: 1}).Legal(s) != nil {
		return 0
	}
	return min(s.loanRoom(i), s.ScriptLeft[res])
}

// borrowText is "Ann may borrow 3 more this phase" (with the script that
// caps it), the same numbers the next loan is checked against.
func (s *State) borrowText(i int) string { return s.borrowLine(i, true) }

// borrowRoom is borrowText without the player's name, for the player's own
// line of show.
func (s *State) borrowRoom(i int) string { return s.borrowLine(i, false) }

func (s *State) borrowLine(i int, named bool) string {
	p := &s.Players[i]
	room := s.loanRoom(i)
	var caps []string
	best := 0
	for _, res := range R().Vinnie.Lends {
		n := s.MayBorrow(i, res)
		best = max(best, n)
		if n < room {
			caps = append(caps, rigsrules.AmountIn(s.Language(), res, n))
		}
	}
	if room == 0 || best == 0 {
		if named {
			return s.say("vinnie.may_borrow_none", p.Name)
		}
		return s.say("vinnie.room_none")
	}
	txt := s.say("vinnie.room", best)
	if named {
		txt = s.say("vinnie.may_borrow", p.Name, best)
	}
	if len(caps) > 0 {
		txt += " " + s.say("vinnie.script_caps", strings.Join(caps, ", "))
	}
	return txt
}

// Repay pays Vinnie back during a Player Phase: 2 of the resource per script.
type Repay struct {
	Player   string             `json:"player"`
	Resource rigsrules.Resource `json:"resource"`
	N        int                `json:"n"` // scripts to pay off
}

func (*Repay) ActionType() string { return string(ActRepay) }

func (a *Repay) Legal(s *State) error {
	v := R().Vinnie
	p, err := actor(s, ActRepay, a.Player)
	if err != nil {
		return err
	}
	if a.N < 1 {
		return s.no(s.say("rule.repay_whole"), "refuse.repay_one")
	}
	if p.Script[a.Resource] < a.N {
		return s.no(s.say("rule.repay_held"), "refuse.script_held", p.Name, p.Script[a.Resource], a.Resource)
	}
	need := a.N * v.RepayInGame
	if p.Res[a.Resource] < need {
		return s.no(s.say("rule.repay_with", v.RepayInGame), "refuse.repay_need", a.N, s.amount(a.Resource, need), p.Name, s.amount(a.Resource, p.Res[a.Resource]))
	}
	return nil
}

func (a *Repay) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	p := &s.Players[i]
	need := a.N * R().Vinnie.RepayInGame
	s.work("vinnie-exactly", "work.repay", a.N, R().Vinnie.RepayInGame, need, a.Resource)
	s.work("", "work.stock_minus", p.Name, a.Resource, p.Res[a.Resource], need, p.Res[a.Resource]-need)
	p.Res[a.Resource] -= need
	p.Script[a.Resource] -= a.N
	s.ScriptLeft[a.Resource] += a.N
	s.coupons(p, a.Resource, -need)
	s.move(s.script(a.Resource), a.N, p.Name, s.at("vinnie_pile"))
	s.tell("repay.done", p.Name, s.amount(a.Resource, need), a.N, a.Resource, p.Script[a.Resource])
	return s, nil
}

// ---- adjust ----

// Adjust changes a tracked quantity by agreement of the table (a Karma card
// the referee does not apply by name, a correction), with the reason logged.
type Adjust struct {
	Player string `json:"player"`
	What   string `json:"what"` // credits, energy, supplies, metal, luxuries, karma, rigs
	Delta  int    `json:"delta"`
	Reason string `json:"reason"`
}

func (*Adjust) ActionType() string { return string(ActAdjust) }

func (a *Adjust) field(s *State, p *PlayerState) (*int, error) {
	if id, ok := strings.CutPrefix(strings.ToLower(a.What), "rigs:"); ok {
		n, err := ParsePlotRef(id)
		if err != nil {
			return nil, errors.New(s.say("usage.plot_number", phrase.Quoted(id)))
		}
		pl, ok := p.Plot(n)
		if !ok {
			return nil, errors.New(s.say("refuse.owns_no_plot", p.Name, n))
		}
		return &pl.Rigs, nil
	}
	switch strings.ToLower(a.What) {
	case "credits":
		return &p.Credits, nil
	case "karma":
		return &p.Karma, nil
	case "rigs":
		return &p.Warehouse, nil
	}
	res, err := ParseResource(a.What)
	if err != nil {
		return nil, errors.New(s.say("refuse.adjust_what", a.What))
	}
	v := p.Res[res]
	return &v, nil
}

func (a *Adjust) Legal(s *State) error {
	if s.Phase == Ended {
		return s.no(s.endedRule(), "refuse.ended")
	}
	if err := s.grantFirst(); err != nil {
		return err
	}
	i, err := player(s, a.Player)
	if err != nil {
		return err
	}
	if strings.TrimSpace(a.Reason) == "" {
		return s.no(s.say("rule.adjust_reason"), "refuse.give_reason")
	}
	if a.Delta == 0 {
		return s.no(s.say("rule.adjust_changes"), "refuse.change_zero")
	}
	p := &s.Players[i]
	f, err := a.field(s, p)
	if err != nil {
		return referee.Refusef(s.say("rule.adjust_what"), "%v", err)
	}
	if a.Delta > 1_000_000 || a.Delta < -1_000_000 {
		return s.no(s.say("rule.adjust_million"), "refuse.adjust_million", a.Delta)
	}
	if *f+a.Delta < 0 {
		return s.no(s.say("rule.not_below_zero"), "refuse.below_zero", p.Name, a.counterAmount(s, p, *f), fmt.Sprintf("%+d", a.Delta))
	}
	if id, ok := strings.CutPrefix(strings.ToLower(a.What), "rigs:"); ok && a.Delta > 0 {
		n, _ := ParsePlotRef(id)
		pl, _ := p.Plot(n)
		if pl.Resource == "" || pl.Rigs+a.Delta > Capacity(*pl, pl.Resource) {
			return s.no(s.say("rule.adjust_spots"), "refuse.plot_spots", s.plotName(*pl), pl.Rigs, Capacity(*pl, pl.Resource))
		}
	}
	if strings.HasPrefix(strings.ToLower(a.What), "rigs") && a.Delta > 0 && s.RigsInPlay()+a.Delta > R().Limits.RigsInPlay {
		return s.no(s.say("rule.rigs_limit", R().Limits.RigsInPlay), "refuse.rigs_in_play", s.RigsInPlay())
	}
	if strings.EqualFold(a.What, "karma") && a.Delta > 0 && a.Delta > s.KarmaDeck+s.KarmaPile {
		return s.no(s.say("rule.karma_from_deck"), "refuse.karma_left", s.KarmaDeck+s.KarmaPile)
	}
	return nil
}

// counterName is what the adjust changes, in the table's language: "RIGS
// on plot #3", "Karma cards", "metal".
// counterAmount is n of the corrected counter in words ("3 Metall",
// "kein Metall", "keine Credits"): a resource says its amount, whose
// article at zero is its own.
func (a *Adjust) counterAmount(s *State, p *PlayerState, n int) string {
	if res, err := ParseResource(a.What); err == nil {
		return s.amount(res, n)
	}
	return s.say("adjust.count", n, a.counterName(s, p))
}

func (a *Adjust) counterName(s *State, p *PlayerState) string {
	what := strings.ToLower(a.What)
	switch {
	case what == "rigs":
		return s.say("adjust.rigs_warehouse")
	case strings.HasPrefix(what, "rigs:"):
		n, _ := ParsePlotRef(strings.TrimPrefix(what, "rigs:"))
		if pl, ok := p.Plot(n); ok {
			return s.say("adjust.rigs_on", s.plotName(*pl))
		}
		return a.What
	case what == "credits":
		return s.say("word.credits")
	case what == "karma":
		return s.say("word.karma_cards")
	}
	res, _ := ParseResource(a.What)
	return s.say("count.resource." + string(res))
}

func (a *Adjust) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	p := &s.Players[i]
	switch what := strings.ToLower(a.What); {
	case what == "credits":
		s.work("rule-x", "work.adjust_credits", a.Reason, p.Name, p.Credits, plusMinus(a.Delta), p.Credits+a.Delta)
		p.Credits += a.Delta
		s.credits(p, a.Delta)
	case what == "rigs":
		p.Warehouse += a.Delta
		s.move(s.thing("rigs"), a.Delta, s.at("bank"), s.warehouse(p.Name))
	case strings.HasPrefix(what, "rigs:"):
		f, _ := a.field(s, p)
		*f += a.Delta
		n, _ := ParsePlotRef(strings.TrimPrefix(what, "rigs:"))
		s.move(s.thing("rigs"), a.Delta, s.at("bank"), s.rigsAt(p, n))
	case what == "karma":
		if a.Delta > 0 {
			s.drawKarma(i, a.Delta)
		} else {
			s.discardKarma(i, -a.Delta)
		}
	default:
		res, _ := ParseResource(a.What)
		s.work("rule-x", "work.adjust_resource", a.Reason, p.Name, res, p.Res[res], plusMinus(a.Delta), p.Res[res]+a.Delta)
		p.Res[res] += a.Delta
		s.coupons(p, res, a.Delta)
	}
	what := a.counterName(s, p)
	s.tell("adjust.done", p.Name, what, fmt.Sprintf("%+d", a.Delta), a.Reason)
	return s, nil
}
