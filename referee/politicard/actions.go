package politicard

import (
	"slices"
	"strings"

	"boardroom/referee"
	politicardrules "boardroom/rules/politicard"
)

var refuse = referee.Refusef

// rule names a ruling for a refusal.
func rule(key string) string { return R().Cite(key) }

// closed is s with any open trigger window closed: the next action of the
// table closes it, so it is judged on that state.
func (s *State) closed() *State {
	if s.Window == nil {
		return s
	}
	c := s.Clone()
	c.settle()
	return c
}

// onTurn checks that the match goes on and that name is the player whose
// turn it is; it returns the seat.
func onTurn(s *State, name string) (int, error) {
	if s.Ended {
		return -1, s.refuseID("match", "refuse.match_has_ended_won", s.Players[s.Winner].Name, s.Players[s.Winner].Wins, s.Players[1-s.Winner].Wins)
	}
	i, err := s.Seat(name)
	if err != nil {
		return -1, err
	}
	if i != s.Active {
		return -1, s.refuseID("turn_end", "refuse.turn_not", s.Players[s.Active].Name, s.Players[i].Name)
	}
	return i, nil
}

// card looks up a card id stored in an action.
func card(id string) (*politicardrules.Card, error) {
	c, err := R().Find(id, nil)
	if err != nil {
		return nil, refuse(rule("pool"), "%v", err)
	}
	return c, nil
}

// fromDeck checks that seat i's deck has another copy of the card that is
// not already on the table or in the discards (PC20).
func (s *State) fromDeck(i int, c *politicardrules.Card) error {
	p := &s.Players[i]
	n := p.Deck[c.ID]
	if n == 0 {
		return s.refuseID("hidden_hands", "refuse.not_in_deck", s.Label(c.ID), p.Name)
	}
	if v := s.visible(i, c.ID); v >= n {
		return s.refuseID("hidden_hands", "refuse.deck_holds_table_already_shows",
			p.Name, n, s.Label(c.ID), v)
	}
	return nil
}

// ---- play ----

// Play puts a card from the hand into play for 1 AP: a government card in
// the government row, a public card in the public row, an instant in the
// instant slot, an ongoing card in the slot it names (PC4, PC8).
type Play struct {
	Player string `json:"player"`
	Card   string `json:"card"`
}

func (*Play) ActionType() string { return string(ActPlay) }

func (a *Play) Legal(s0 *State) error {
	s := s0.closed()
	i, err := onTurn(s, a.Player)
	if err != nil {
		return err
	}
	r := R()
	c, err := card(a.Card)
	if err != nil {
		return err
	}
	p := &s.Players[i]
	if c.Type == politicardrules.Intervention {
		return s.refuseID("interventions", "refuse.intervention_set_face_down_with", s.Label(c.ID), p.Name)
	}
	if p.Hand < 1 {
		return s.refuseID("hidden_hands", "refuse.holds_no_card", p.Name)
	}
	if n, _ := s.cost(i, c); p.AP < n {
		return s.refuseID("ap", "refuse.has_left_costs_end_turn", p.Name, p.AP, s.Label(c.ID), n)
	}
	if err := s.fromDeck(i, c); err != nil {
		return err
	}
	if h := s.held(i); h != nil && !slices.Contains(h.Hand, c.ID) {
		return s.refuseID("solo", "refuse.does_not_hold", p.Name, s.Label(c.ID))
	}
	sd := &p.Side
	switch c.Type {
	case politicardrules.Government:
		if p.Round.NoGov {
			return s.refuseID("interventions", "refuse.no_gov", s.nameOfEffect("block_gov"), p.Name)
		}
		if len(sd.Gov) >= r.RowSize {
			return s.refuseID("placement", "refuse.government_row_full_cards", p.Name, r.RowSize)
		}
	case politicardrules.Public:
		if len(sd.Pub) >= r.RowSize {
			return s.refuseID("placement", "refuse.public_row_full_cards", p.Name, r.RowSize)
		}
	case politicardrules.Instant, politicardrules.Ongoing:
		if p.Round.NoInitiatives {
			return s.refuseID("effects", "refuse.no_initiatives", s.nameOfEffect("block_initiatives"), p.Name)
		}
		if c.Type == politicardrules.Instant && sd.Instant != nil {
			return s.refuseID("instants", "refuse.instant_slot_holds_activate_first", p.Name, s.Label(sd.Instant.ID), p.Name)
		}
	}
	return nil
}

func (a *Play) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	s.settle()
	i, _ := s.Seat(a.Player)
	c, _ := card(a.Card)
	p := &s.Players[i]
	cost, why := s.cost(i, c)
	if why != "" {
		if c.Type == politicardrules.Government {
			p.Round.Once = append(p.Round.Once, onceBewegung)
		} else {
			p.Turn.NGO = ""
		}
		s.tell("log.x_3", why, s.rule("ap"))
	}
	p.AP -= cost
	p.Hand--
	if h := s.held(i); h != nil {
		take(&h.Hand, c.ID)
	}
	s.Seq++
	pl := politicardrules.Placed{ID: c.ID, Seq: s.Seq, Owner: i}
	before := p.Turn
	where := ""
	switch c.Type {
	case politicardrules.Government:
		p.Side.Gov = append(p.Side.Gov, pl)
		p.Round.GovPlayed = append(p.Round.GovPlayed, pl.Seq)
		where = s.tr("into.gov_row")
	case politicardrules.Public:
		p.Side.Pub = append(p.Side.Pub, pl)
		p.Turn.Public = true
		where = s.tr("into.pub_row")
	case politicardrules.Instant:
		p.Side.Instant = &pl
		p.Turn.Initiative = true
		where = s.tr("into.instant")
	case politicardrules.Ongoing:
		slot := &p.Side.GovSlot
		where = s.tr("into.gov_slot")
		if c.Slot == politicardrules.Public {
			slot, where = &p.Side.PubSlot, s.tr("into.pub_slot")
		}
		if *slot != nil {
			s.tell("log.replaces_which_goes_discard_pile", s.Label(c.ID), s.Label((*slot).ID), s.rule("placement"))
			s.discard(**slot, s.placeOf((*slot).Seq))
		}
		*slot = &pl
		p.Turn.Initiative = true
	}
	s.moveCard(c.ID, s.heldAt(i, "hand"), s.placeOf(pl.Seq))
	s.workPlay(i, c, p.AP+cost, cost, why, where)
	s.tell("log.plays_into_their_left_holds", p.Name, s.Label(c.ID), where, p.AP, p.Hand)
	s.after(Event{Kind: "play", Player: i, Card: c.ID, Seq: pl.Seq, Before: before})
	return s, nil
}

// ---- activate ----

// Activate resolves the instant in the player's slot, for 0 AP, on their
// own turn; it is then discarded (PC9). Target names the card it acts on
// where the instant chooses one.
type Activate struct {
	Player string `json:"player"`
	Target string `json:"target,omitempty"`
}

func (*Activate) ActionType() string { return string(ActActivate) }

func (a *Activate) Legal(s0 *State) error {
	s := s0.closed()
	i, err := onTurn(s, a.Player)
	if err != nil {
		return err
	}
	p := &s.Players[i]
	if p.Side.Instant == nil {
		return s.refuseID("instants", "refuse.instant_slot_empty_play_instant", p.Name)
	}
	_, err = s.instantTarget(i, R().MustCard(p.Side.Instant.ID), a.Target)
	return err
}

func (a *Activate) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	s.settle()
	i, _ := s.Seat(a.Player)
	p := &s.Players[i]
	c := R().MustCard(p.Side.Instant.ID)
	target, _ := s.instantTarget(i, c, a.Target)
	inst := *p.Side.Instant
	from := s.placeOf(inst.Seq)
	p.Side.Instant = nil
	s.discard(inst, from)
	s.why("instants", "why.instant_in_slot_activated_for", p.Name, p.AP)
	s.tell("log.activates_ap_then_goes_discard", p.Name, s.Label(c.ID))
	s.instant(i, c, target)
	s.onActivate(i)
	s.after(Event{Kind: "activate", Player: i, Card: c.ID, Before: p.Turn})
	return s, nil
}

// ---- set ----

// Set puts an intervention face down for 1 AP; the referee does not see
// which one (PC14, PC20).
type Set struct {
	Player string `json:"player"`
}

func (*Set) ActionType() string { return string(ActSet) }

func (a *Set) Legal(s0 *State) error {
	s := s0.closed()
	i, err := onTurn(s, a.Player)
	if err != nil {
		return err
	}
	p := &s.Players[i]
	if p.Hand < 1 {
		return s.refuseID("hidden_hands", "refuse.holds_no_card", p.Name)
	}
	if p.AP < R().PlayCost {
		return s.refuseID("ap", "refuse.has_left_setting_intervention_costs", p.Name, p.AP, R().PlayCost)
	}
	if h := s.held(i); h != nil && s.setChoice(i) == "" {
		return s.refuseID("solo", "refuse.holds_no_intervention", p.Name)
	}
	return nil
}

func (a *Set) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	s.settle()
	i, _ := s.Seat(a.Player)
	p := &s.Players[i]
	s.why("ap", "why.setting_intervention_costs_ap_ap", R().PlayCost, p.Name, p.AP, R().PlayCost, p.AP-R().PlayCost, p.FaceDown, p.FaceDown+1)
	p.AP -= R().PlayCost
	p.Hand--
	if h := s.held(i); h != nil {
		id := s.setChoice(i)
		take(&h.Hand, id)
		h.Set = append(h.Set, id)
	}
	p.FaceDown++
	s.Moved.Move("card", 1, s.heldAt(i, "hand"), s.heldAt(i, "facedown"))
	s.tell("log.sets_intervention_face_down_face", p.Name, p.FaceDown, p.AP, p.Hand)
	s.after(Event{Kind: "set", Player: i, Before: p.Turn})
	return s, nil
}

// ---- trigger ----

// Trigger reveals one of the player's face-down interventions while the
// window of the opponent's last action is open: the referee checks its
// trigger against that action and applies its effect before the action's
// own effect (PC13, PC14).
type Trigger struct {
	Player string `json:"player"`
	Card   string `json:"card"`
	Target string `json:"target,omitempty"`
}

func (*Trigger) ActionType() string { return string(ActTrigger) }

func (a *Trigger) Legal(s *State) error {
	if s.Ended {
		return s.refuseID("match", "refuse.match_has_ended")
	}
	i, err := s.Seat(a.Player)
	if err != nil {
		return err
	}
	c, err := card(a.Card)
	if err != nil {
		return err
	}
	p := &s.Players[i]
	if c.Type != politicardrules.Intervention {
		return s.refuseID("interventions", "refuse.not_intervention", s.Label(c.ID))
	}
	w := s.Window
	if w == nil && s.Closed != "" {
		return s.refuseID("interventions", "refuse.too_late_window_on_has", s.Closed)
	}
	if w == nil {
		return s.refuseID("interventions", "refuse.no_action_waiting_for_intervention")
	}
	if w.Player == i {
		return s.refuseID("interventions", "refuse.intervention_fires_on_opponent_action", p.Name)
	}
	if p.FaceDown < 1 {
		return s.refuseID("interventions", "refuse.has_no_intervention_face_down", p.Name)
	}
	// What the table can see is checked first (does the card fire on this
	// action, at this target?), then what only the player knows: whether
	// the card is one they hold face down. That last refusal is one
	// sentence whatever the reason (not in the deck, every copy already
	// shown, an AI seat that did not set it), so that typing someone
	// else's trigger tells nothing about their deck: what a player hides
	// stays hidden.
	if !s.matches(*w, c) {
		return s.refuseID("interventions", "refuse.does_not_fire_on_trigger", s.Label(c.ID), s.describe(*w), c.TriggerText.In(s.Language()))
	}
	if _, err := s.trapTarget(i, c, *w, a.Target); err != nil {
		return err
	}
	h := s.held(i)
	if s.fromDeck(i, c) != nil || h != nil && !slices.Contains(h.Set, c.ID) {
		return s.refuseID("hidden_hands", "refuse.can_reveal_only_intervention_they", p.Name, s.Label(c.ID))
	}
	return nil
}

func (a *Trigger) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := s.Seat(a.Player)
	c, _ := card(a.Card)
	w := *s.Window
	target, _ := s.trapTarget(i, c, w, a.Target)
	p := &s.Players[i]
	s.why("interventions", "why.fires_on_trigger_revealed_by", s.Label(c.ID), s.describe(w), c.TriggerText.In(s.Language()))
	s.why("order", "why.resolves_before_action_fires_on", p.Name, p.FaceDown, p.FaceDown-1)
	p.FaceDown--
	if h := s.held(i); h != nil {
		take(&h.Set, c.ID)
	}
	p.Discard = append(p.Discard, c.ID)
	s.moveCard(c.ID, s.heldAt(i, "facedown"), s.discardPlace(p.Name))
	s.tell("log.reveals_which_fires_on_goes", p.Name, s.Label(c.ID), s.describe(w), s.rule("interventions"))
	s.trap(i, c, w, target)
	s.Window, s.Closed = nil, s.describe(w)
	if w.Deferred {
		s.resolveOwn(w)
	}
	return s, nil
}

// ---- let ----

// Let lets an open trigger window close without an intervention: at a
// table with an AI seat the referee waits after its action while the person
// may reveal one, and goes on when they trigger or let it go (PC23).
type Let struct {
	Player string `json:"player"`
}

func (*Let) ActionType() string { return string(ActLet) }

func (a *Let) Legal(s *State) error {
	if s.Ended {
		return s.refuseID("match", "refuse.match_has_ended")
	}
	i, err := s.Seat(a.Player)
	if err != nil {
		return err
	}
	if s.Window == nil || s.Window.Player == i {
		return s.refuseID("interventions", "refuse.no_window_open_for_nothing", s.Players[i].Name)
	}
	return nil
}

func (a *Let) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := s.Seat(a.Player)
	s.tell("log.reveals_nothing_window_on_closes", s.Players[i].Name, s.describe(*s.Window))
	s.settle()
	return s, nil
}

// ---- end, pass ----

// End ends the turn and draws 1 (PC5).
type End struct {
	Player string `json:"player"`
}

func (*End) ActionType() string { return string(ActEnd) }

func (a *End) Legal(s *State) error { _, err := onTurn(s.closed(), a.Player); return err }

func (a *End) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	s.settle()
	i, _ := s.Seat(a.Player)
	s.why("turn_end", "why.end_turn_draws_pass_draws", R().EndTurnDraw, s.Players[i].Name)
	s.tell("log.ends_turn", s.Players[i].Name)
	s.draw(i, R().EndTurnDraw, s.tr("draw.end_turn"))
	s.startTurn(1 - i)
	return s, nil
}

// Pass ends the turn without a draw; the second of two passes in a row
// ends the round (PC5).
type Pass struct {
	Player string `json:"player"`
}

func (*Pass) ActionType() string { return string(ActPass) }

func (a *Pass) Legal(s *State) error { _, err := onTurn(s.closed(), a.Player); return err }

func (a *Pass) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	s.settle()
	i, _ := s.Seat(a.Player)
	if s.Players[1-i].Passed {
		s.why("turn_end", "why.passed_last_turn_passes_now", s.Players[1-i].Name, s.Players[i].Name)
		s.tell("log.passes_too", s.Players[i].Name)
		s.endRound(i)
		return s, nil
	}
	s.Players[i].Passed = true
	s.why("turn_end", "why.pass_counts_nothing_draws_nothing", s.Players[1-i].Name, s.Players[i].Name)
	s.tell("log.passes_no_draw_if_passes",
		s.Players[i].Name, s.Players[1-i].Name, s.Players[i].Name, s.rule("turn_end"))
	s.startTurn(1 - i)
	return s, nil
}

// describe is an action in words: "Ann's play of G4 ...".
func (s *State) describe(e Event) string {
	n := s.Players[e.Player].Name
	switch e.Kind {
	case "play":
		return s.tr("event.play", n, s.Label(e.Card))
	case "activate":
		return s.tr("event.activate", n, s.Label(e.Card))
	}
	return s.tr("event.set", n)
}

// joinNames lists cards by label.
func (s *State) joinNames(cs []*politicardrules.Card) string {
	var parts []string
	for _, c := range cs {
		parts = append(parts, s.Label(c.ID))
	}
	return strings.Join(parts, ", ")
}
