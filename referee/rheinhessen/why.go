package rheinhessen

import (
	"fmt"
	"strings"

	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// The referee's arithmetic, recorded as the actions compute it (State.Work,
// shown by `boardroom rheinhessen why`), each line with the ruling behind it.

// workProduction records a production's points as Produce.Apply scored
// them: the raw value card by card, the hand, the formula, the kickback.
func (s *State) workProduction(p rheinhessenrules.Production) {
	if !s.Work.On {
		return
	}
	r := R()
	vals := make([]string, len(p.Cards))
	for i, c := range p.Cards {
		vals[i] = fmt.Sprint(r.Value(c))
	}
	s.Work.Line("R1", "raw value of %s: %s = %d", cards.Format(p.Cards), strings.Join(vals, " + "), p.Raw)
	switch {
	case p.Hand != "" && p.Legal:
		s.Work.Line("R3", "the cards are exactly one hand, a %s: declared legal", p.Hand)
	case p.Hand != "":
		s.Work.Line("R7", "the cards are a %s, declared illegal: a legal hand may be declared illegal", p.Hand)
	default:
		s.Work.Line("R3", "the cards are no legal hand (exactly one of the eight), so they can only be produced illegally")
	}
	if p.Legal {
		s.Work.Line("R6", "legal: %d x %s + %d = %s, rounded half up: %d points", p.Raw, p.Factor, p.Bonus, p.Exact, p.Exact.Round())
		return
	}
	s.Work.Line("R6", "illegal: %d x %s = %s, rounded half up: %d", p.Raw, p.Factor, p.Exact, p.Exact.Round())
	if p.Violation {
		s.Work.Line("R8", "raw %d is %d or more: a violation, minus %d kickback = %d points", p.Raw, r.Illegal.DangerFrom, p.Kickback, p.Points)
	} else {
		s.Work.Line("R20", "raw %d is under %d: safe, no kickback and no tick", p.Raw, r.Illegal.DangerFrom)
	}
}

// workTrack records a violation's ticks on the audit track.
func (s *State) workTrack(tc rheinhessenrules.TrackChange) {
	r := R()
	if tc.ExternalAudit {
		s.Work.Line("R9", "track %d + %d ticks = %d: %d or more calls the external audit, then the track resets to %d", tc.Before, tc.Ticks, tc.Reached, r.Track.ExternalAuditAt, tc.After)
		return
	}
	s.Work.Line("R9", "track %d + %d = %d", tc.Before, tc.Ticks, tc.After)
}

// workAudit records one floor's audit as audit() computed it: what the
// optimal salvage keeps, the leftover's raw value, its fine and the score.
func (s *State) workAudit(name string, floor []cards.Card, res rheinhessenrules.SalvageResult, before, after int) {
	if !s.Work.On {
		return
	}
	r := R()
	if len(floor) == 0 {
		s.Work.Line("R13", "%s floor is empty: nothing to salvage, no fine", possessive(name, true))
		return
	}
	kept := "no legal hand"
	if len(res.Kept) > 0 {
		var ks []string
		for _, k := range res.Kept {
			ks = append(ks, cards.Format(k))
		}
		kept = fmt.Sprintf("%s (raw %d, the most any regrouping keeps)", strings.Join(ks, ", "), res.KeptRaw)
	}
	s.Work.Line("R11", "%s floor %s: kept %s", possessive(name, true), cards.Format(floor), kept)
	if len(res.Leftover) == 0 {
		s.Work.Line("R12", "nothing is left over: no fine")
		return
	}
	vals := make([]string, len(res.Leftover))
	for i, c := range res.Leftover {
		vals[i] = fmt.Sprint(r.Value(c))
	}
	s.Work.Line("R1", "leftover %s: raw %s = %d", cards.Format(res.Leftover), strings.Join(vals, " + "), res.LeftoverRaw)
	s.Work.Line("R12", "fine: %d x %s = %s, rounded half up: %d", res.LeftoverRaw, res.FineFactor, res.ExactFine, res.Fine)
	s.Work.Line("R19", "%s score: %d - %d = %d", possessive(name, true), before, res.Fine, after)
}
