package rigs

import (
	"fmt"
	"strings"

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
		return refuse("deals are agreements between players", "a deal is between two players")
	}
	p := &s.Players[i]
	what := strings.ToLower(a.What)
	if s.Phase == Production && (what == "rigs" || what == "plot") {
		return refuse("Zero Hour deals (Production Phase) move resources and credits only", "plots and RIGS change hands in the Player Phase")
	}
	if a.N < 1 {
		return refuse("a deal gives whole things, 1 or more", "give at least 1")
	}
	switch what {
	case "credits":
		if p.Credits < a.N {
			return refuse("a player gives only what he or she has", "%s has %s", p.Name, credits(p.Credits))
		}
	case "rigs":
		if p.Warehouse < a.N {
			return refuse("RIGS change hands from warehouse to warehouse", "%s has %s in the warehouse", p.Name, plural(p.Warehouse, "RIGS", "RIGS"))
		}
	case "plot":
		if _, ok := p.Plot(a.N); !ok {
			return refuse("a player gives only plots he or she owns", "%s owns no plot #%d (plots: %s)", p.Name, a.N, plotList(p.Plots))
		}
	default:
		res, err := ParseResource(what)
		if err != nil {
			return refuse("deals move credits, resources, RIGS or plots", "%v; or credits, rigs, plot", err)
		}
		if p.Res[res] < a.N {
			return refuse("a player gives only what he or she has", "%s has %s in the warehouse", p.Name, resName(res, p.Res[res]))
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
		s.Work.Line("deals", "a deal: %s's credits %d - %d = %d, %s's %d + %d = %d", p.Name, p.Credits, a.N, p.Credits-a.N, q.Name, q.Credits, a.N, q.Credits+a.N)
		p.Credits -= a.N
		q.Credits += a.N
		s.Moved.Move("credit", a.N, p.Name, q.Name)
		s.Say("%s gives %s %s: hand over the bills.", p.Name, q.Name, credits(a.N))
	case "rigs":
		p.Warehouse -= a.N
		q.Warehouse += a.N
		s.Moved.Move("RIGS", a.N, warehouse(p.Name), warehouse(q.Name))
		s.Say("%s gives %s %s: from %s warehouse to %s's (free).", p.Name, q.Name, plural(a.N, "RIGS", "RIGS"), p.Name+"'s", q.Name)
	case "plot":
		for k, pl := range p.Plots {
			if pl.ID == a.N {
				p.Plots = append(p.Plots[:k:k], p.Plots[k+1:]...)
				q.Plots = append(q.Plots, pl)
				s.Moved.Move(onTablePlot(pl), 1, p.Name, q.Name) // with what lies on it
				s.OwnershipChanged = true
				s.Say("%s gives %s %s, with its survey and the %s on it: hand the card over as it lies.", p.Name, q.Name, plotName(pl), plural(pl.Rigs, "RIGS", "RIGS"))
				break
			}
		}
	default:
		res, _ := ParseResource(what)
		s.Work.Line("deals", "a deal: %s's %s %d - %d = %d, %s's %d + %d = %d", p.Name, res.Title(), p.Res[res], a.N, p.Res[res]-a.N, q.Name, q.Res[res], a.N, q.Res[res]+a.N)
		p.Res[res] -= a.N
		q.Res[res] += a.N
		s.Moved.Move(coupon(res), a.N, warehouse(p.Name), warehouse(q.Name))
		s.Say("%s gives %s %s, from warehouse to warehouse.", p.Name, q.Name, resName(res, a.N))
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
		return refuse("Vinnie lends Energy, Supplies or Metal", "not %s", a.Resource.Title())
	}
	if a.N < 1 {
		return refuse("Vinnie lends whole resources, 1 or more", "borrow at least 1")
	}
	if room := s.loanRoom(i); a.N > room {
		return refuse(fmt.Sprintf("Vinnie lends at most %s per plot a player owns per phase", plural(v.PerPlotPerPhase, "resource", "resources")),
			"%s owns %s and has borrowed %d this phase: %d more at most", p.Name, plural(len(p.Plots), "plot", "plots"), p.Borrowed, room)
	}
	if left := s.ScriptLeft[a.Resource]; left < a.N {
		return refuse(fmt.Sprintf("each unit takes one of the %d %s script; with none left, a loan must be repaid first", v.ScriptPerType, a.Resource.Title()),
			"%d %s script left", left, a.Resource.Title())
	}
	return nil
}

func (a *Loan) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	p := &s.Players[i]
	v := R().Vinnie
	s.Work.Line("vinnie", "Vinnie lends up to %d per plot a player owns per phase: %s x %d - %d borrowed this phase = %d; %s asks %d",
		v.PerPlotPerPhase, plotsText(len(p.Plots)), v.PerPlotPerPhase, p.Borrowed, s.loanRoom(i), p.Name, a.N)
	s.Work.Line("vinnie-exactly", "%s script left on the table: %d - %d = %d", a.Resource.Title(), s.ScriptLeft[a.Resource], a.N, s.ScriptLeft[a.Resource]-a.N)
	s.Work.Line("", "%s's %s: %d + %d = %d", p.Name, a.Resource.Title(), p.Res[a.Resource], a.N, p.Res[a.Resource]+a.N)
	s.Work.Line("vinnie-exactly", "%s's %s script: %d + %d = %d; each is repaid with %d in a Player Phase or %d at the end",
		p.Name, a.Resource.Title(), p.Script[a.Resource], a.N, p.Script[a.Resource]+a.N, v.RepayInGame, v.RepayAtEnd)
	p.Res[a.Resource] += a.N
	p.Script[a.Resource] += a.N
	p.Borrowed += a.N
	s.ScriptLeft[a.Resource] -= a.N
	s.coupons(p, a.Resource, a.N)
	s.Moved.Move(script(a.Resource), a.N, vinniePile, p.Name)
	s.Say("Vinnie lends %s %s: take %s and %d %s script (owe %d each in a Player Phase, %d at the end). %s.",
		p.Name, resName(a.Resource, a.N), resName(a.Resource, a.N), a.N, a.Resource.Title(), v.RepayInGame, v.RepayAtEnd, s.borrowText(i))
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
		return refuse("Vinnie is repaid script by script, 1 or more", "repay at least 1 script")
	}
	if p.Script[a.Resource] < a.N {
		return refuse("a player repays only the script he or she holds", "%s holds %d %s script", p.Name, p.Script[a.Resource], a.Resource.Title())
	}
	need := a.N * v.RepayInGame
	if p.Res[a.Resource] < need {
		return refuse(fmt.Sprintf("each script is repaid with %d of the same resource", v.RepayInGame),
			"%d script need %s; %s has %s", a.N, resName(a.Resource, need), p.Name, resName(a.Resource, p.Res[a.Resource]))
	}
	return nil
}

func (a *Repay) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	p := &s.Players[i]
	need := a.N * R().Vinnie.RepayInGame
	s.Work.Line("vinnie-exactly", "%d script x %d = %d %s to repay", a.N, R().Vinnie.RepayInGame, need, a.Resource.Title())
	s.Work.Line("", "%s's %s: %d - %d = %d", p.Name, a.Resource.Title(), p.Res[a.Resource], need, p.Res[a.Resource]-need)
	p.Res[a.Resource] -= need
	p.Script[a.Resource] -= a.N
	s.ScriptLeft[a.Resource] += a.N
	s.coupons(p, a.Resource, -need)
	s.Moved.Move(script(a.Resource), a.N, p.Name, vinniePile)
	s.Say("%s repays Vinnie %s for %d %s script: return the script. %d still held.", p.Name, resName(a.Resource, need), a.N, a.Resource.Title(), p.Script[a.Resource])
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

func (a *Adjust) field(p *PlayerState) (*int, error) {
	if id, ok := strings.CutPrefix(strings.ToLower(a.What), "rigs:"); ok {
		n, err := ParsePlotRef(id)
		if err != nil {
			return nil, err
		}
		pl, ok := p.Plot(n)
		if !ok {
			return nil, fmt.Errorf("%s owns no plot #%d", p.Name, n)
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
		return nil, fmt.Errorf("%v; or credits, karma, rigs (warehouse), rigs:N (on plot #N)", err)
	}
	v := p.Res[res]
	return &v, nil
}

func (a *Adjust) Legal(s *State) error {
	if s.Phase == Ended {
		return refuse(endedRule(), "the game has ended")
	}
	if err := s.grantFirst(); err != nil {
		return err
	}
	i, err := player(s, a.Player)
	if err != nil {
		return err
	}
	if strings.TrimSpace(a.Reason) == "" {
		return refuse("adjustments are logged with the reason the table agreed on", "give --reason")
	}
	if a.Delta == 0 {
		return refuse("an adjustment changes a tracked number", "the change is 0")
	}
	p := &s.Players[i]
	f, err := a.field(p)
	if err != nil {
		return refuse("adjust changes credits, a resource, Karma cards, RIGS in the warehouse or RIGS on a plot", "%v", err)
	}
	if a.Delta > 1_000_000 || a.Delta < -1_000_000 {
		return refuse("an adjustment is a table's number, at most a million", "a change of %d is not a table's number", a.Delta)
	}
	if *f+a.Delta < 0 {
		return refuse("no tracked count goes below 0", "%s has %d %s; %+d would go below 0", p.Name, *f, strings.ToLower(a.What), a.Delta)
	}
	if id, ok := strings.CutPrefix(strings.ToLower(a.What), "rigs:"); ok && a.Delta > 0 {
		n, _ := ParsePlotRef(id)
		pl, _ := p.Plot(n)
		if pl.Resource == "" || pl.Rigs+a.Delta > Capacity(*pl, pl.Resource) {
			return refuse("RIGS stand in available spots of a configured plot", "%s has %s and %s", plotName(*pl), plural(pl.Rigs, "RIGS", "RIGS"), plural(Capacity(*pl, pl.Resource), "spot", "spots"))
		}
	}
	if strings.HasPrefix(strings.ToLower(a.What), "rigs") && a.Delta > 0 && s.RigsInPlay()+a.Delta > R().Limits.RigsInPlay {
		return refuse(fmt.Sprintf("at most %d RIGS tokens are in play", R().Limits.RigsInPlay), "%s in play", plural(s.RigsInPlay(), "is", "are"))
	}
	if strings.EqualFold(a.What, "karma") && a.Delta > 0 && a.Delta > s.KarmaDeck+s.KarmaPile {
		return refuse("Karma cards come from the Karma deck", "only %d left in the deck and discards", s.KarmaDeck+s.KarmaPile)
	}
	return nil
}

func (a *Adjust) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	p := &s.Players[i]
	switch what := strings.ToLower(a.What); {
	case what == "credits":
		s.Work.Line("rule-x", "a change the table agreed (%s): %s's credits %d %s = %d", a.Reason, p.Name, p.Credits, plusMinus(a.Delta), p.Credits+a.Delta)
		p.Credits += a.Delta
		s.credits(p, a.Delta)
	case what == "rigs":
		p.Warehouse += a.Delta
		s.Moved.Move("RIGS", a.Delta, bankPlace, warehouse(p.Name))
	case strings.HasPrefix(what, "rigs:"):
		f, _ := a.field(p)
		*f += a.Delta
		n, _ := ParsePlotRef(strings.TrimPrefix(what, "rigs:"))
		s.Moved.Move("RIGS", a.Delta, bankPlace, rigsAt(p, n))
	case what == "karma":
		if a.Delta > 0 {
			s.drawKarma(i, a.Delta)
		} else {
			s.discardKarma(i, -a.Delta)
		}
	default:
		res, _ := ParseResource(a.What)
		s.Work.Line("rule-x", "a change the table agreed (%s): %s's %s %d %s = %d", a.Reason, p.Name, res.Title(), p.Res[res], plusMinus(a.Delta), p.Res[res]+a.Delta)
		p.Res[res] += a.Delta
		s.coupons(p, res, a.Delta)
	}
	what := strings.ToLower(a.What)
	switch {
	case what == "rigs":
		what = "RIGS in the warehouse"
	case strings.HasPrefix(what, "rigs:"):
		n, _ := ParsePlotRef(strings.TrimPrefix(what, "rigs:"))
		pl, _ := p.Plot(n)
		what = "RIGS on " + plotName(*pl)
	}
	s.Say("%s: %s %+d (%s).", p.Name, what, a.Delta, a.Reason)
	return s, nil
}
