package rheinhessen

import (
	"encoding/json"
	"fmt"
	"strings"

	"boardroom/referee"
	"boardroom/rules/cards"
	"boardroom/rules/rheinhessen"
)

// Why is the referee's reasoning for a production, line by line with the
// ruling behind each line (`boardroom rheinhessen why`): the raw value
// card by card, the hand, the formula, the score and the track. Other
// actions are told by what the referee said (nil).
func Why(before, after *State, raw json.RawMessage) []referee.Reason {
	var head struct {
		Type string `json:"type"`
	}
	if json.Unmarshal(raw, &head) != nil || head.Type != "produce" {
		return nil
	}
	var a Produce
	if json.Unmarshal(raw, &a) != nil || len(a.Cards) == 0 {
		return nil
	}
	r := rheinhessen.Load()
	p, err := r.Score(a.Cards, !a.Illegal)
	if err != nil {
		return nil
	}
	var out []referee.Reason
	say := func(rule, format string, args ...any) {
		out = append(out, referee.Reason{Text: fmt.Sprintf(format, args...), Rule: rule})
	}
	vals := make([]string, len(a.Cards))
	for i, c := range a.Cards {
		vals[i] = fmt.Sprint(r.Value(c))
	}
	say("R1", "raw value of %s: %s = %d", cards.Format(a.Cards), strings.Join(vals, " + "), p.Raw)
	switch {
	case p.Hand != "" && p.Legal:
		say("R3", "the cards are exactly one hand, a %s: declared legal", p.Hand)
	case p.Hand != "":
		say("R7", "the cards are a %s, declared illegal: a legal hand may be declared illegal", p.Hand)
	default:
		say("R3", "the cards are no legal hand (exactly one of the eight), so they can only be produced illegally")
	}
	if p.Legal {
		say("R6", "legal: %d x %s + %d = %s, rounded half up: %d points", p.Raw, p.Factor, p.Bonus, p.Exact, p.Exact.Round())
	} else {
		say("R6", "illegal: %d x %s = %s, rounded half up: %d", p.Raw, p.Factor, p.Exact, p.Exact.Round())
		if p.Violation {
			say("R8", "raw %d is %d or more: a violation, minus %d kickback = %d points", p.Raw, r.Illegal.DangerFrom, p.Kickback, p.Points)
		} else {
			say("R20", "raw %d is under %d: safe, no kickback and no tick", p.Raw, r.Illegal.DangerFrom)
		}
	}
	i := before.Current
	if i >= 0 && i < len(before.Players) && i < len(after.Players) {
		b, af := before.Players[i], after.Players[i]
		if af.Score == b.Score+p.Points {
			say("", "%s's score: %d + %d = %d", b.Name, b.Score, p.Points, af.Score)
		} else {
			say("R13", "%s's score: %d + %d for the production, then the audit it set off: %d", b.Name, b.Score, p.Points, af.Score)
		}
	}
	if p.Violation {
		add := r.Track.Tick
		if before.Track >= r.Track.HighFrom {
			add = r.Track.HighTick
		}
		if before.Track+add >= r.Track.ExternalAuditAt {
			say("R9", "track %d + %d ticks = %d: %d or more calls the external audit, then the track resets to %d", before.Track, add, before.Track+add, r.Track.ExternalAuditAt, after.Track)
		} else {
			say("R9", "track %d + %d = %d", before.Track, add, after.Track)
		}
	}
	return out
}
