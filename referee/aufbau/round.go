package aufbau

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"boardroom/referee"
)

// led books one ledger line for p: the gold it changes (applied) and its
// source in words.
func (s *State) led(p *Player, g Gold, key string, args ...any) {
	before := p.Gold
	p.Gold += g
	text := s.msg(key, args...)
	if !s.Work.On {
		// not asked for (only why retells with the arithmetic on)
	} else if g != 0 {
		s.work(ledgerRule(key), "why.ledger", p.Name, text, before.Amount(), signedGold(g), p.Gold.Amount())
	} else {
		s.work(ledgerRule(key), "why.note", p.Name, text)
	}
	p.Ledger = append(p.Ledger, Line{Text: text, Gold: g})
	if s.Rev >= Rev1 {
		p.Book = append(p.Book, BookLine{Step: s.step, Text: text, Gold: g, Balance: p.Gold})
	}
}

// note books a ledger line that changes no gold.
func (s *State) note(p *Player, key string, args ...any) { s.led(p, 0, key, args...) }

func (s *State) tier(x string) string { return R().TierName(x, s.Language()) }

// gold is an amount of gold in words: "12 ¾ Gold", "12 ¾ gold".
func (s *State) gold(g Gold) string { return g.Amount() + " " + s.msg("abbr.gold") }

// marketName is a market's name: "lokaler Markt" (the rulebook's
// "Lokaler Markt"), a trade enterprise's "Markt H1".
func (s *State) marketName(id string) string {
	if id == "lokal" {
		return s.msg("round.local")
	}
	return s.msg("round.named_market", id)
}

// marketTitle is marketName at the start of a line: "Lokaler Markt".
func (s *State) marketTitle(id string) string {
	if id == "lokal" {
		return s.msg("round.local_title")
	}
	return s.msg("round.named_market_title", id)
}

func (s *State) matName(id string) string {
	if id == "ak" {
		return s.msg("actions.labour")
	}
	if m, ok := R().Material(id); ok {
		return m.Name(s.Language())
	}
	return id
}

// Next advances the campaign: from maintenance to actions (the automatic
// steps of maintenance), from actions through conversion and reset to the
// next round's maintenance.
type Next struct {
	Dice []int `json:"dice,omitempty"`
}

func (*Next) ActionType() string { return string(ActNext) }

func (a *Next) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }

func (a *Next) Apply(s *State, ch *referee.Chance) (*State, error) { return run(s, ch, a.Dice, a.do) }

func (a *Next) do(s *State, r *roller) error {
	if s.Ended {
		return referee.Refusef(s.cite("open_campaign"), "%s", s.msg("actions.the_campaign_has_ended"))
	}
	if s.Phase == Maintenance {
		for i := range s.Players {
			s.Players[i].Book = nil // a new round, a new page of the Kassenbuch
		}
		s.step = s.msg("step.maintenance")
		if err := s.maintenance(r); err != nil {
			return err
		}
		s.say("round.round_maintenance_done_now_actions", s.Round)
	} else {
		s.step = s.msg("step.conversion")
		s.conversion()
		s.say("round.round_conversion", s.Round)
		s.sayLedgers()
		for i := range s.Players {
			s.Players[i].Ledger = nil
		}
		s.step = s.msg("step.reset")
		s.reset()
		if s.Rounds > 0 && s.Round > s.Rounds {
			s.Round--
			s.Ended = true
			s.Phase = Reset
			s.say("round.the_campaign_ends_after_round", s.Round, s.cite("open_campaign"))
			for k, i := range s.Standing() {
				s.say("round.x_2", k+1, s.Players[i].Name, s.Players[i].Worth())
			}
			return nil
		}
		s.say("round.reset_round_begins_with_maintenance", s.Round)
	}
	s.sayLedgers()
	return nil
}

func (s *State) sayLedgers() {
	for _, p := range s.Players {
		if len(p.Ledger) == 0 {
			continue
		}
		s.Said = append(s.Said, p.Name+":")
		for _, l := range p.Ledger {
			if l.Gold != 0 {
				s.Said = append(s.Said, "  "+pad(l.Gold.Signed()+" "+s.msg("abbr.gold"), 12)+" "+l.Text)
			} else {
				s.Said = append(s.Said, "  "+pad("", 12)+" "+l.Text)
			}
		}
		s.Said = append(s.Said, "  = "+s.gold(p.Gold))
	}
}

// pad fills s with spaces to n runes.
func pad(s string, n int) string {
	if k := utf8.RuneCountInString(s); k < n {
		return s + strings.Repeat(" ", n-k)
	}
	return s
}

// signedGold is "+ 1 ¼" or "− 2": an amount added in a sum.
func signedGold(g Gold) string {
	if g < 0 {
		return "− " + (-g).Amount()
	}
	return "+ " + g.Amount()
}

// byTier is a number of the rules data for the small, medium and large
// tier, as the rules name a holding's sizes: "2/4/6".
func byTier(n func(tier string) int) string {
	return fmt.Sprintf("%d/%d/%d", n("small"), n("medium"), n("large"))
}
