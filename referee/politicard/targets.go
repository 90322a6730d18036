package politicard

import (
	politicardrules "boardroom/rules/politicard"
)

// targetRule is which cards an effect may choose: whose, which rows, which
// cards there, and the default when the player names none (PC17).
type targetRule struct {
	seat   int
	gov    bool
	pub    bool
	filter func(q politicardrules.Placed) bool
	deflt  func() int // the seq chosen by default; 0: none
	what   string     // "an opposing government card", for refusals
}

// pick resolves a named target (the card's id or name; the most recently
// played when several match) or the default.
func (s *State) pick(t targetRule, ref string, effect string) (int, error) {
	if ref == "" {
		return t.deflt(), nil
	}
	c, err := R().FindIn(s.Language(), ref, s.Names)
	if err != nil {
		return 0, s.refuseID("targets", "refuse.x_2", effect, err)
	}
	best := 0
	sd := &s.Players[t.seat].Side
	var rows []politicardrules.Placed
	if t.gov {
		rows = append(rows, sd.Gov...)
	}
	if t.pub {
		rows = append(rows, sd.Pub...)
	}
	for _, q := range rows {
		if q.ID == c.ID && (t.filter == nil || t.filter(q)) && q.Seq > best {
			best = q.Seq
		}
	}
	if best == 0 {
		return 0, s.refuseID("targets", "refuse.acts_on_not_one", effect, t.what, s.Label(c.ID))
	}
	return best, nil
}

func (s *State) strongestSeq(i int) int {
	if k := R().Strongest(s.Players[i].Side.Gov); k >= 0 {
		return s.Players[i].Side.Gov[k].Seq
	}
	return 0
}

func (s *State) latest(rows []politicardrules.Placed, ok func(politicardrules.Placed) bool) int {
	best := 0
	for _, q := range rows {
		if ok(q) && q.Seq > best {
			best = q.Seq
		}
	}
	return best
}

func noTarget(s *State, c *politicardrules.Card, ref string) (int, error) {
	if ref != "" {
		return 0, s.refuseID("targets", "refuse.chooses_no_card_leave_out", s.Label(c.ID))
	}
	return 0, nil
}

// instantTarget is the card an instant of seat i acts on.
func (s *State) instantTarget(i int, c *politicardrules.Card, ref string) (int, error) {
	t := instantRule(s, i, c)
	if t == nil {
		return noTarget(s, c, ref)
	}
	return s.pick(*t, ref, c.Name.In(s.Language()))
}

// instantRule is what an instant of seat i may act on; nil: it chooses none.
func instantRule(s *State, i int, c *politicardrules.Card) *targetRule {
	me, opp := i, 1-i
	var t targetRule
	switch c.Effect.Kind {
	case "deactivate_opp", "swing":
		t = targetRule{seat: opp, gov: true, deflt: func() int { return s.strongestSeq(opp) }, what: s.tr("target.gov_of", s.Players[opp].Name)}
	case "reactivate":
		off := func(q politicardrules.Placed) bool { return q.Deactivated }
		sd := &s.Players[me].Side
		t = targetRule{seat: me, gov: true, pub: true, filter: off,
			deflt: func() int { return s.latest(append(append([]politicardrules.Placed{}, sd.Gov...), sd.Pub...), off) }, what: s.tr("target.deactivated_of", s.Players[me].Name)}
	case "shield":
		t = targetRule{seat: me, gov: true, pub: true, deflt: func() int { return s.strongestSeq(me) }, what: s.tr("target.row_of", s.Players[me].Name)}
	case "repeat_public":
		ok := func(q politicardrules.Placed) bool { return !q.Deactivated && hasOnPlay(R().MustCard(q.ID)) }
		t = targetRule{seat: me, pub: true, filter: ok, deflt: func() int { return s.latest(s.Players[me].Side.Pub, ok) },
			what: s.tr("target.public_played_of", s.Players[me].Name)}
	default:
		return nil
	}
	return &t
}

// trapTarget is the card an intervention of seat i acts on, when it chooses.
func (s *State) trapTarget(i int, c *politicardrules.Card, _ Event, ref string) (int, error) {
	t := trapRule(s, i, c)
	if t == nil {
		return noTarget(s, c, ref)
	}
	return s.pick(*t, ref, c.Name.In(s.Language()))
}

// trapRule is what an intervention of seat i may act on; nil: none chosen.
func trapRule(s *State, i int, c *politicardrules.Card) *targetRule {
	v := 1 - i
	var t targetRule
	switch c.Effect.Kind {
	case "return_to_hand":
		t = targetRule{seat: v, gov: true, deflt: func() int {
			if q := s.strongestSeq(v); q != 0 {
				return q
			}
			if k := R().Weakest(s.Players[v].Side.Gov); k >= 0 {
				return s.Players[v].Side.Gov[k].Seq
			}
			return 0
		}, what: s.tr("target.gov_of", s.Players[v].Name)}
	case "deactivate_public":
		t = targetRule{seat: v, pub: true, deflt: func() int { return s.latest(s.Players[v].Side.Pub, func(politicardrules.Placed) bool { return true }) },
			what: s.tr("target.pub_of", s.Players[v].Name)}
	case "debuff_target":
		t = targetRule{seat: v, gov: true, deflt: func() int { return s.strongestSeq(v) }, what: s.tr("target.gov_of", s.Players[v].Name)}
	default:
		return nil
	}
	return &t
}
