package politicard

import (
	"slices"

	politicardrules "boardroom/rules/politicard"
)

// ---- the trigger window (PC13, PC14) ----

// after opens the trigger window of an action. When the opponent has an
// intervention face down and one of the pool's interventions fires on the
// action itself, the played card's own effects wait (an intervention
// resolves first); otherwise they resolve now, and the window stays open
// for the interventions that look at the board after it.
func (s *State) after(ev Event) {
	owner := 1 - ev.Player
	o := &s.Players[owner]
	if o.FaceDown > 0 {
		if hits := s.hits(ev, false); len(hits) > 0 {
			ev.Deferred = true
			s.Window = &ev
			s.tell("log.window_may_reveal_face_down",
				o.Name, s.triggerHint(owner), s.Players[ev.Player].Name, s.rule("order"))
			return
		}
	}
	s.resolveOwn(ev)
	if o.FaceDown > 0 {
		if hits := s.hits(ev, true); len(hits) > 0 {
			s.Window = &ev
			s.tell("log.window_may_reveal_face_down_2",
				o.Name, s.triggerHint(owner), s.rule("interventions"))
		}
	}
}

// triggerHint is the verb that reveals an intervention of seat i, for a
// person; the referee answers for its own seats (PC23).
func (s *State) triggerHint(i int) string {
	if s.quiet || s.IsAI(i) {
		return ""
	}
	return " (" + s.tr("hint.trigger_short", s.verb("trigger"), s.Players[i].Name) + ")"
}

// settle closes an open window: the action's own effects resolve if they
// waited.
func (s *State) settle() {
	w := s.Window
	if w == nil {
		return
	}
	s.Window = nil
	s.Closed = s.describe(*w)
	if w.Deferred {
		s.tell("log.no_intervention_was_revealed_resolves", s.describe(*w))
		s.resolveOwn(*w)
	}
}

// hits are the pool's interventions that fire on ev: the state triggers
// (state true) or those that look at the action.
func (s *State) hits(ev Event, state bool) []*politicardrules.Card {
	var out []*politicardrules.Card
	r := R()
	for i := range r.Cards {
		c := &r.Cards[i]
		if c.Type == politicardrules.Intervention && politicardrules.StateTrigger(c.Trigger.Kind) == state && s.matches(ev, c) {
			out = append(out, c)
		}
	}
	return out
}

// matches reports whether intervention c fires on ev (its owner being the
// actor's opponent), judged on the board now.
func (s *State) matches(ev Event, c *politicardrules.Card) bool {
	t := c.Trigger
	actor := &s.Players[ev.Player]
	owner := 1 - ev.Player
	switch t.Kind {
	case "sets_intervention":
		return ev.Kind == "set"
	case "gov_count_at_least":
		return len(actor.Side.Gov) >= t.N
	case "pub_count_at_least":
		return len(actor.Side.Pub) >= t.N
	case "leads":
		return s.Influence(ev.Player).Total > s.Influence(owner).Total
	}
	if ev.Kind != "play" {
		return false
	}
	pl := R().MustCard(ev.Card)
	if s.placed(ev.Seq) == nil {
		return false
	}
	gov, pub := pl.Type == politicardrules.Government, pl.Type == politicardrules.Public
	switch t.Kind {
	case "plays_public_tag":
		return pub && pl.HasAnyKeyword(t.Tags)
	case "plays_public":
		return pub
	case "plays_gov":
		return gov
	case "plays_gov_tier":
		return gov && pl.Tier == t.Tier
	case "plays_gov_keyword":
		return gov && pl.HasAnyKeyword(t.Tags)
	case "plays_gov_power":
		return gov && pl.Power <= t.Max
	case "nth_gov":
		return gov && len(actor.Round.GovPlayed) == t.N && actor.Round.GovPlayed[t.N-1] == ev.Seq
	case "plays_initiative_tier":
		return pl.Initiative() && pl.CostTier >= t.Tier
	case "initiative_and_public":
		return (pl.Initiative() && ev.Before.Public) || (pub && ev.Before.Initiative)
	}
	return false
}

// ---- own effects of a play (PC13: passive effects, then when-played) ----

var onPlayKinds = []string{"each_discards", "ap_if_opp_more_gov", "opp_draws_fewer", "ap_if_own_tag", "shield_strongest",
	"opp_discards", "each_draws", "ap_if_ongoing", "buff_strongest", "ap"}

// hasOnPlay reports whether a public card has a when-played effect.
func hasOnPlay(c *politicardrules.Card) bool {
	return c.HasKeyword("Oligarch") || slices.Contains(onPlayKinds, c.Effect.Kind)
}

// active lists the active public cards of seat i with an effect of kind.
func (s *State) active(i int, kind string) []politicardrules.Placed {
	var out []politicardrules.Placed
	for _, p := range s.Players[i].Side.Pub {
		if !p.Deactivated && R().MustCard(p.ID).Effect.Kind == kind {
			out = append(out, p)
		}
	}
	return out
}

// hasActiveTag reports whether seat i has an active public card with the
// keyword, other than the card with seq except.
func (s *State) hasActiveTag(i int, tag string, except int) bool {
	for _, p := range s.Players[i].Side.Pub {
		if p.Seq != except && !p.Deactivated && R().MustCard(p.ID).HasKeyword(tag) {
			return true
		}
	}
	return false
}

// resolveOwn resolves the own effects of an action: what it sets off in
// the cards already out, then the played card's when-played effects.
func (s *State) resolveOwn(ev Event) {
	if ev.Kind != "play" {
		return
	}
	i := ev.Player
	p := &s.Players[i]
	c := R().MustCard(ev.Card)
	side, _, _, present := s.find(ev.Seq)
	switch c.Type {
	case politicardrules.Government:
		if present && side == i && p.Round.NextGovBuff > 0 {
			n := p.Round.NextGovBuff
			p.Round.NextGovBuff = 0
			s.placed(ev.Seq).Buff += n
			s.tell("log.think_tank_put_marker_on", s.nameOfEffect("draw_next_gov"), s.Label(c.ID), n, n)
		}
		for _, q := range s.active(1-i, "draw_on_opp_small_gov") {
			e := R().MustCard(q.ID).Effect
			if c.Power <= e.Max {
				s.draw(1-i, e.N, s.Label(q.ID))
			}
		}
	case politicardrules.Public:
		for _, q := range s.active(i, "draw_on_own_tag") {
			e := R().MustCard(q.ID).Effect
			if q.Seq != ev.Seq && c.HasKeyword(e.Tag) {
				s.draw(i, e.N, s.Label(q.ID))
			}
		}
		if sl := p.Side.GovSlot; sl != nil {
			e := R().MustCard(sl.ID).Effect
			if e.Kind == "buff_on_own_tag" && c.HasKeyword(e.Tag) {
				s.buff(i, e.N, s.Name(sl.ID))
			}
		}
		if !present {
			return
		}
		if pl := s.placed(ev.Seq); pl.Deactivated {
			s.tell("log.deactivated_when_played_effects_do", s.Label(c.ID))
			return
		}
		s.onPlay(i, c, ev.Seq)
	case politicardrules.Ongoing:
		if !present {
			return
		}
		for _, q := range s.active(i, "ap_on_ongoing_once") {
			if !p.used(q.ID) {
				p.Round.Once = append(p.Round.Once, q.ID)
				s.gainAP(i, R().MustCard(q.ID).Effect.N, s.tr("log.platform_once", s.Label(q.ID)))
			}
		}
		if c.Effect.Kind == "aura_per_tag_draw" && s.hasActiveTag(i, "Plattform", -1) {
			s.draw(i, 1, c.Name.In(s.Language()))
		}
	}
}

// onPlay is a public card's when-played effect: Oligarch's draw, then its
// own (PC12).
func (s *State) onPlay(i int, c *politicardrules.Card, seq int) {
	p := &s.Players[i]
	o := &s.Players[1-i]
	e := c.Effect
	who := s.Label(c.ID)
	if c.HasKeyword("Oligarch") {
		s.draw(i, 1, who+", "+s.keyword("Oligarch"))
	}
	if c.HasKeyword("NGO/Think-Tank") && s.rulebook() {
		p.Turn.NGO = c.ID
		s.tell("log.ngo", who, s.keyword("NGO/Think-Tank"), p.Name, s.rule("keywords"))
	}
	switch e.Kind {
	case "each_discards":
		s.discardHand(i, e.N, who)
		s.discardHand(1-i, e.N, who)
	case "ap_if_opp_more_gov":
		if len(o.Side.Gov) > len(p.Side.Gov) {
			s.gainAP(i, e.N, who)
		}
	case "opp_draws_fewer":
		o.DrawFewer += e.N
		s.tell("log.draws_fewer_at_start_next", who, o.Name, e.N)
	case "ap_if_own_tag":
		if s.hasActiveTag(i, e.Tag, seq) {
			s.gainAP(i, e.N, who)
		}
	case "shield_strongest":
		if k := R().Strongest(p.Side.Gov); k >= 0 {
			p.Side.Gov[k].Shield = true
			s.tell("log.gets_shield_put_shield_marker", who, s.Label(p.Side.Gov[k].ID), s.rule("shield"))
		}
	case "opp_discards":
		s.discardHand(1-i, e.N, who)
	case "each_draws":
		n := e.N
		if s.hasActiveTag(i, e.Tag, seq) {
			n++
		}
		s.draw(i, n, who)
		s.draw(1-i, e.N, who)
	case "ap_if_ongoing":
		if p.Side.GovSlot != nil || p.Side.PubSlot != nil {
			s.gainAP(i, e.N, who)
		}
	case "buff_strongest":
		s.buff(i, e.N, who)
	case "ap":
		s.gainAP(i, e.N, who)
	}
}

// onActivate are the passive effects of activating an instant (PC12, PC13).
func (s *State) onActivate(i int) {
	p := &s.Players[i]
	if s.hasActiveTag(i, "Plattform", -1) && !p.used("plattform") {
		p.Round.Once = append(p.Round.Once, "plattform")
		s.gainAP(i, 1, s.tr("log.platform_once", s.keyword("Plattform")))
	}
	for _, q := range p.Side.Pub {
		if q.Deactivated {
			continue
		}
		c := R().MustCard(q.ID)
		e := c.Effect
		who := s.Label(c.ID)
		switch e.Kind {
		case "activate_buff":
			s.buff(i, e.N, who)
		case "activate_draw_ap":
			s.draw(i, e.N, who)
			s.gainAP(i, e.N, who)
		case "activate_draw_once":
			if !p.used(c.ID) {
				p.Round.Once = append(p.Round.Once, c.ID)
				s.draw(i, e.N, s.tr("log.platform_once", who))
			}
		case "activate_debuff_opp_once":
			if !p.used(c.ID) {
				p.Round.Once = append(p.Round.Once, c.ID)
				s.hitStrongest(1-i, e.N, s.tr("log.platform_once", who))
			}
		}
	}
	for _, q := range s.active(1-i, "opp_activate_debuff") {
		s.hitStrongest(i, R().MustCard(q.ID).Effect.N, s.Label(q.ID))
	}
}

// ---- instants (PC9) ----

// instant resolves an activated instant of seat i; target is the seq of
// the card it acts on (0: none).
func (s *State) instant(i int, c *politicardrules.Card, target int) {
	p := &s.Players[i]
	o := &s.Players[1-i]
	e := c.Effect
	who := c.Name.In(s.Language())
	switch e.Kind {
	case "repeat_public":
		if target == 0 {
			s.tell("log.has_no_active_public_card", who, p.Name)
			return
		}
		q := s.placed(target)
		s.tell("log.when_played_effect_happens_again", who, s.Label(q.ID))
		s.onPlay(i, R().MustCard(q.ID), target)
	case "buff_strongest":
		n := e.N
		if e.Tag != "" && s.hasActiveTag(i, e.Tag, -1) {
			n++
		}
		s.buff(i, n, who)
	case "draw":
		s.draw(i, e.N, who)
	case "deactivate_opp":
		s.deactivate(target, who)
	case "block_initiatives":
		o.Round.NoInitiatives = true
		s.why("instants", "why.may_play_no_more_initiatives", who, o.Name)
		s.tell("log.may_play_no_more_initiatives", who, o.Name)
	case "ap":
		s.gainAP(i, e.N, who)
	case "swing":
		s.debuff(target, e.N, false, who)
		s.buff(i, e.N, who)
	case "draw_next_gov":
		s.draw(i, e.N, who)
		p.Round.NextGovBuff += e.Max
		s.tell("log.next_government_card_plays_this", who, p.Name, e.Max)
	case "reactivate":
		if target == 0 {
			s.tell("log.has_no_deactivated_card_nothing", who, p.Name)
			return
		}
		q := s.placed(target)
		q.Deactivated = false
		s.why("instants", "why.active_again", who, s.Label(q.ID))
		if R().MustCard(q.ID).Type == politicardrules.Government {
			q.Debuff += e.N
			s.tell("log.reactivated_debuffed", who, s.Label(q.ID), e.N)
		} else {
			s.tell("log.reactivated", who, s.Label(q.ID))
		}
	case "buff_per_public":
		n := 0
		for _, q := range p.Side.Pub {
			if !q.Deactivated {
				n += e.N
			}
		}
		if n = min(n, e.Max); n > 0 {
			s.buff(i, n, who)
		} else {
			s.tell("log.has_no_active_public_card_2", who, p.Name)
		}
	case "shield":
		if target == 0 {
			s.tell("log.has_no_card_in_row", who, p.Name)
			return
		}
		q := s.placed(target)
		q.Shield = true
		s.why("shield", "why.gets_shield_next_negative_effect", who, s.Label(q.ID))
		s.tell("log.gets_shield_put_shield_marker", who, s.Label(q.ID), s.rule("shield"))
	}
}

// ---- interventions (PC14) ----

// trap applies intervention c of seat i on the action w of the opponent.
func (s *State) trap(i int, c *politicardrules.Card, w Event, target int) {
	v := 1 - i
	e := c.Effect
	who := c.Name.In(s.Language())
	switch e.Kind {
	case "deactivate":
		s.deactivate(w.Seq, who)
	case "debuff":
		s.debuff(w.Seq, e.N, true, who)
	case "return_to_hand":
		if q := s.placed(target); q != nil && s.hurt(q, who) {
			s.why("interventions", "why.influence_leaves_row_for_hand", who, s.Label(q.ID), R().Value(*q),
				s.Players[q.Owner].Name, s.Players[q.Owner].Name, s.Players[q.Owner].Hand, s.Players[q.Owner].Hand+1)
			s.moveCard(q.ID, s.placeOf(target), s.heldAt(q.Owner, "hand"))
			s.remove(target)
			s.Players[q.Owner].Hand++
			if h := s.held(q.Owner); h != nil {
				h.Hand = append(h.Hand, q.ID)
			}
			s.tell("log.goes_back_hand_holds", who, s.Label(q.ID), s.Players[q.Owner].Name, s.Players[q.Owner].Hand)
		}
	case "cancel":
		if w.Kind == "set" {
			vp := &s.Players[v]
			s.why("interventions", "why.new_intervention_cancelled_face_down", who, vp.Name, vp.FaceDown, vp.FaceDown-1)
			vp.FaceDown--
			vp.DiscardHidden++
			s.Moved.Move("card", 1, s.heldAt(v, "facedown"), s.heldAt(v, "discard_hidden"))
			if h := s.held(v); h != nil && len(h.Set) > 0 {
				h.Set = h.Set[:len(h.Set)-1]
			}
			s.tell("log.new_intervention_cancelled_goes_face", who, vp.Name)
			return
		}
		if q := s.placed(w.Seq); q != nil && s.hurt(q, who) {
			s.why("interventions", "why.influence_cancelled_off_row_discard", who, s.Label(q.ID), R().Value(*q), s.Players[q.Owner].Name)
			from := s.placeOf(w.Seq)
			s.remove(w.Seq)
			s.discard(*q, from)
			s.tell("log.cancelled_goes_discard_pile_ap", who, s.Label(q.ID))
		}
	case "debuff_ap":
		s.debuff(w.Seq, e.N, true, who)
		vp := &s.Players[v]
		lost := min(e.N, vp.AP)
		s.why("ap", "why.ap_min", who, vp.Name, vp.AP, e.N, vp.AP, vp.AP-lost)
		vp.AP -= lost
		s.tell("log.loses_left", who, vp.Name, lost, vp.AP)
	case "destroy":
		if q := s.placed(w.Seq); q != nil && s.hurt(q, who) {
			s.why("interventions", "why.influence_destroyed_off_row_discard", who, s.Label(q.ID), R().Value(*q), s.Players[q.Owner].Name)
			from := s.placeOf(w.Seq)
			s.remove(w.Seq)
			s.discard(*q, from)
			s.tell("log.destroyed_goes_discard_pile", who, s.Label(q.ID))
		}
	case "steal":
		s.steal(i, w.Seq, who)
	case "deactivate_public":
		s.deactivate(target, who)
	case "debuff_round_gov":
		for _, seq := range s.Players[v].Round.GovPlayed {
			s.debuff(seq, e.N, true, who)
		}
	case "block_gov":
		s.Players[v].Round.NoGov = true
		s.why("interventions", "why.may_play_no_more_government", who, s.Players[v].Name)
		s.tell("log.may_play_no_more_government", who, s.Players[v].Name)
	case "opp_discards":
		s.discardHand(v, e.N, who)
	case "steal_weakest":
		if k := R().Weakest(s.Players[v].Side.Gov); k >= 0 {
			s.steal(i, s.Players[v].Side.Gov[k].Seq, who)
		}
	case "zero":
		if q := s.placed(w.Seq); q != nil && s.hurt(q, who) {
			s.why("influence", "why.counts_this_round_instead", who, s.Label(q.ID), R().Value(*q))
			q.Zeroed = true
			s.tell("log.counts_this_round_turn_face", who, s.Label(q.ID))
		}
	case "debuff_target":
		if target == 0 {
			s.tell("log.has_no_active_government_card", who, s.Players[v].Name)
			return
		}
		s.debuff(target, e.N, true, who)
	}
	for _, q := range s.active(v, "draw_on_opp_trap") {
		s.draw(v, R().MustCard(q.ID).Effect.N, s.Label(q.ID))
	}
}

// steal moves a government card to seat i's government row until round
// end, or deactivates it in place when that row is full (PC22).
func (s *State) steal(i, seq int, who string) {
	q := s.placed(seq)
	if q == nil || !s.hurt(q, who) {
		return
	}
	if n := len(s.Players[i].Side.Gov); n >= R().RowSize {
		s.why("borrowed", "why.government_row_holds_deactivated_in", who, s.Players[i].Name, n, R().RowSize, s.Label(q.ID))
		q.Deactivated = true
		s.tell("log.government_row_full_so_deactivated", who, s.Players[i].Name, s.Label(q.ID))
		return
	}
	from := s.Players[q.Owner].Name
	s.why("borrowed", "why.influence_moves_from_government_row",
		who, s.Label(q.ID), R().Value(*q), from, s.Players[i].Name, s.Players[i].Name, len(s.Players[i].Side.Gov), len(s.Players[i].Side.Gov)+1, s.Players[i].Name)
	was := s.placeOf(seq)
	p, _ := s.remove(seq)
	s.Players[i].Side.Gov = append(s.Players[i].Side.Gov, p)
	s.moveCard(p.ID, was, s.placeOf(p.Seq))
	s.tell("log.move_government_row_until_round", who, s.Label(p.ID), s.Players[i].Name, s.Players[i].Name, s.rule("borrowed"))
}

// ---- the small steps ----

// hurt applies the shield rule to a negative effect on q: false when the
// shield blocks it (and is spent) (PC16).
func (s *State) hurt(q *politicardrules.Placed, who string) bool {
	if !q.Shield {
		return true
	}
	q.Shield = false
	s.why("shield", "why.shield_on_blocks_negative_effect", who, s.Label(q.ID))
	s.tell("log.shield_on_blocks_spent_remove", who, s.Label(q.ID), s.rule("shield"))
	return false
}

func (s *State) deactivate(seq int, who string) {
	q := s.placed(seq)
	if q == nil {
		s.tell("log.no_card_deactivate_nothing_happens", who)
		return
	}
	if q.Deactivated || !s.hurt(q, who) {
		return
	}
	q.Deactivated = true
	if R().MustCard(q.ID).Type == politicardrules.Government {
		s.why("influence", "why.deactivated_until_round_end_effects", who, s.Label(q.ID), R().Value(*q))
	} else {
		s.why("influence", "why.deactivated_until_round_end_effects_2", who, s.Label(q.ID))
	}
	s.tell("log.deactivated_until_round_end_turn", who, s.Label(q.ID), s.rule("influence"))
}

// debuff gives the card with seq -n; fromTrap: an intervention's, which
// the victim's Alternative Fakten softens.
func (s *State) debuff(seq, n int, fromTrap bool, who string) {
	side, _, _, ok := s.find(seq)
	if !ok {
		return
	}
	if fromTrap {
		if sl := s.Players[side].Side.PubSlot; sl != nil && R().MustCard(sl.ID).Effect.Kind == "soften_traps" {
			k := R().MustCard(sl.ID).Effect.N
			s.why("interventions", "why.alternative_fakten_softens", who, s.Name(sl.ID), n, min(k, n), max(0, n-k))
			s.tell("log.alternative_fakten_takes_off", who, s.Name(sl.ID), min(k, n))
			n = max(0, n-k)
		}
	}
	q := s.placed(seq)
	if n == 0 || !s.hurt(q, who) {
		return
	}
	was := R().Value(*q)
	q.Debuff += n
	s.why("influence", "why.influence", who, s.Label(q.ID), was, n, R().Value(*q))
	s.tell("log.now", who, s.Label(q.ID), n, R().Value(*q))
}

// buff gives seat i's strongest active government card +n (PC17).
func (s *State) buff(i, n int, who string) {
	p := &s.Players[i]
	k := R().Strongest(p.Side.Gov)
	if k < 0 {
		s.lost++
		s.tell("log.has_no_active_government_card_2", who, p.Name, n)
		return
	}
	q := &p.Side.Gov[k]
	was := R().Value(*q)
	q.Buff += n
	s.why("targets", "why.strongest_active_government_card_influence", who, p.Name, s.Label(q.ID), was, n, R().Value(*q))
	s.tell("log.now_2", who, s.Label(q.ID), n, R().Value(*q))
}

// hitStrongest gives seat i's strongest active government card -n.
func (s *State) hitStrongest(i, n int, who string) {
	if k := R().Strongest(s.Players[i].Side.Gov); k >= 0 {
		s.debuff(s.Players[i].Side.Gov[k].Seq, n, false, who)
	}
}

func (s *State) gainAP(i, n int, who string) {
	p := &s.Players[i]
	s.why("keywords", "why.ap", who, p.Name, p.AP, n, p.AP+n)
	p.AP += n
	s.tell("log.x_2", who, p.Name, n, p.AP)
}
