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
	l := s.Language()
	vals := make([]string, len(p.Cards))
	for i, c := range p.Cards {
		vals[i] = fmt.Sprint(r.Value(c))
	}
	s.Work.Line("R1", "%s", s.say("work.raw", cards.Format(p.Cards), strings.Join(vals, " + "), p.Raw))
	switch {
	case p.Hand != "" && p.Legal:
		s.Work.Line("R3", "%s", s.say("work.hand_legal", r.HandNameIn(l, p.Hand)))
	case p.Hand != "":
		s.Work.Line("R7", "%s", s.say("work.hand_illegal", r.HandNameIn(l, p.Hand)))
	default:
		s.Work.Line("R3", "%s", s.say("work.no_hand", len(r.Hands)))
	}
	if p.Legal {
		s.Work.Line("R6", "%s", s.say("work.legal", p.Raw, p.Factor, p.Bonus, p.Exact, p.Exact.Round()))
		return
	}
	s.Work.Line("R6", "%s", s.say("work.illegal", p.Raw, p.Factor, p.Exact, p.Exact.Round()))
	if p.Violation {
		s.Work.Line("R8", "%s", s.say("work.violation", p.Raw, r.Illegal.DangerFrom, p.Kickback, p.Points))
	} else {
		s.Work.Line("R20", "%s", s.say("work.safe", p.Raw, r.Illegal.DangerFrom))
	}
}

// workTrack records a violation's ticks on the audit track.
func (s *State) workTrack(tc rheinhessenrules.TrackChange) {
	r := R()
	if tc.ExternalAudit {
		s.Work.Line("R9", "%s", s.say("work.track_external", tc.Before, tc.Ticks, tc.Reached, r.Track.ExternalAuditAt, tc.After))
		return
	}
	s.Work.Line("R9", "%s", s.say("work.track", tc.Before, tc.Ticks, tc.After))
}

// workAudit records one floor's audit as audit() computed it: what the
// optimal salvage keeps, the leftover's raw value, its fine and the score.
func (s *State) workAudit(name string, floor []cards.Card, res rheinhessenrules.SalvageResult, before, after int) {
	if !s.Work.On {
		return
	}
	r := R()
	if len(floor) == 0 {
		s.Work.Line("R13", "%s", s.say("work.audit_empty", s.possessive(name, true)))
		return
	}
	kept := s.say("work.kept_none")
	if len(res.Kept) > 0 {
		var ks []string
		for _, k := range res.Kept {
			ks = append(ks, cards.Format(k))
		}
		kept = s.say("work.kept", strings.Join(ks, ", "), res.KeptRaw)
	}
	s.Work.Line("R11", "%s", s.say("work.audit_floor", s.possessive(name, true), cards.Format(floor), kept))
	if len(res.Leftover) == 0 {
		s.Work.Line("R12", "%s", s.say("work.no_leftover"))
		return
	}
	vals := make([]string, len(res.Leftover))
	for i, c := range res.Leftover {
		vals[i] = fmt.Sprint(r.Value(c))
	}
	s.Work.Line("R1", "%s", s.say("work.leftover", cards.Format(res.Leftover), strings.Join(vals, " + "), res.LeftoverRaw))
	s.Work.Line("R12", "%s", s.say("work.fine", res.LeftoverRaw, res.FineFactor, res.ExactFine, res.Fine))
	s.Work.Line("R19", "%s", s.say("work.score_minus", s.possessive(name, true), before, res.Fine, after))
}
