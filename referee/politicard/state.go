// Package politicard referees a Politicard match in progress: best of three
// rounds between two players who hold their real cards. The referee never
// sees a hand (PC20): it counts each player's deck, hand and discards, keeps
// the AP, the pass flags, both rows with every card's buffs, debuffs,
// deactivation and shield, the slots, the face-down interventions and the
// round wins, applies every card's effect, opens the trigger window after
// each action of a player for the opponent's interventions (PC13, PC14), and
// scores each round, itemised card by card and aura by aura (PC10).
//
// The rulings it applies are PC1-PC23 in docs/rulings.md.
package politicard

import (
	"fmt"
	"slices"

	"boardroom/phrase/msg"
	"boardroom/referee"
	politicardrules "boardroom/rules/politicard"

	"boardroom/phrase"
)

// GameID is the registry id.
const GameID = "politicard"

// The tie rules (PC7).
const (
	TieFirstPasser = "first-passer"
	TieLastPasser  = "last-passer"
)

// R is the rules data.
func R() *politicardrules.Rules { return politicardrules.Load() }

// Language is the table's language: the game's own for a match saved
// before it had one.
func (s *State) Language() msg.Lang {
	if s.Lang == "" {
		return R().Language
	}
	return s.Lang
}

// tr is message id of the catalogue in the table's language.
func (s *State) tr(id string, args ...any) string {
	return politicardrules.Messages.Say(s.Language(), id, args...)
}

// tell says message id to the table (a line of the action's events).
func (s *State) tell(id string, args ...any) { s.say("%s", s.tr(id, args...)) }

// refuseID is a refusal saying message id, resting on the ruling of key.
func (s *State) refuseID(key, id string, args ...any) error {
	return refuse(s.rule(key), "%s", s.tr(id, args...))
}

// rule names the ruling of key as the table reads it: "ruling PC4: Two AP
// a turn ..." in the game's own language; the rulings' titles exist in
// English only (docs/rulings.md), so another language names the number.
func (s *State) rule(key string) string { return RuleIn(s.Language(), key) }

// RuleIn names the ruling of key in l, as the referee's refusals do.
func RuleIn(l msg.Lang, key string) string {
	if l == R().Language {
		return R().Cite(key)
	}
	return politicardrules.Messages.Say(l, "cite.ruling", ruleID(key))
}

// why records message id as a line of the action's arithmetic, resting on
// the ruling of key.
func (s *State) why(key, id string, args ...any) { s.line(ruleID(key), "%s", s.tr(id, args...)) }

// nameOfEffect is the name of the card whose effect is kind (the card that
// set a round's ban, named in the refusals it causes).
func (s *State) nameOfEffect(kind string) string {
	for _, c := range R().Cards {
		if c.Effect.Kind == kind {
			return s.Name(c.ID)
		}
	}
	return kind
}

// keyword is a keyword as the table's language prints it ("Movement").
func (s *State) keyword(name string) string { return R().KeywordTitle(name, s.Language()) }

// RoundFlags are what a player's actions set for the rest of a round.
type RoundFlags struct {
	// GovPlayed are the seqs of the government cards the player played this
	// round, in order (Massenproteste).
	GovPlayed []int `json:"gov_played,omitempty"`
	// Once are the once-per-round abilities already used ("plattform", a card id).
	Once []string `json:"once,omitempty"`
	// NextGovBuff is what the next government card played gets (Think-tank).
	NextGovBuff int `json:"next_gov_buff,omitempty"`
	// NoInitiatives and NoGov: the player may play no more initiatives
	// (Oppositionsblockade) or government cards (Parlament geschlossen).
	NoInitiatives bool `json:"no_initiatives,omitempty"`
	NoGov         bool `json:"no_government,omitempty"`
}

// TurnFlags are what the player did this turn (Skandalspirale).
type TurnFlags struct {
	Initiative bool `json:"initiative,omitempty"`
	Public     bool `json:"public,omitempty"`
	// NGO is the NGO/Think-Tank card played this turn whose discount the
	// next initiative has not used yet (PC12).
	NGO string `json:"ngo,omitempty"`
}

// Player is one player as the referee keeps them.
type Player struct {
	Name string `json:"name"`
	// Deck is the registered deck: copies by card id.
	Deck     map[string]int `json:"deck"`
	DeckLeft int            `json:"deck_left"` // cards left to draw
	Hand     int            `json:"hand"`      // cards held: counted, never seen
	// Discard are the discarded cards the table has seen; DiscardHidden
	// counts those discarded face down (hands at round end, discards by
	// effects, unfired interventions).
	Discard       []string             `json:"discard"`
	DiscardHidden int                  `json:"discard_hidden"`
	AP            int                  `json:"ap"`
	Passed        bool                 `json:"passed"`
	Side          politicardrules.Side `json:"side"`
	FaceDown      int                  `json:"face_down"` // interventions set face down
	Wins          int                  `json:"wins"`
	Round         RoundFlags           `json:"round_flags"`
	Turn          TurnFlags            `json:"turn_flags"`
	// DrawFewer is how many cards fewer the player draws at the start of
	// the next round.
	DrawFewer int `json:"draw_fewer,omitempty"`
}

// Event is an action a trigger window is open for.
type Event struct {
	Kind   string    `json:"kind"` // play, set, activate
	Player int       `json:"player"`
	Card   string    `json:"card,omitempty"`
	Seq    int       `json:"seq,omitempty"` // the placed card
	Before TurnFlags `json:"before"`        // the actor's turn flags before the action
	// Deferred: the played card's own effects wait until the window closes
	// (an intervention that fires on the play resolves first, PC13).
	Deferred bool `json:"deferred,omitempty"`
}

// RoundResult is how a round ended.
type RoundResult struct {
	Round     int    `json:"round"`
	Influence [2]int `json:"influence"`
	Winner    int    `json:"winner"`
	Why       string `json:"why"`
}

// State is a Politicard match in progress.
type State struct {
	Players [2]Player `json:"players"`
	Round   int       `json:"round"`
	Turn    int       `json:"turn"`   // turns started this match
	Active  int       `json:"active"` // whose turn it is
	Seq     int       `json:"seq"`    // the last card placed
	Tie     string    `json:"tie"`
	// Variant is the reading of the rules (Setup.Variant): "" is a match
	// saved before the variant existed, refereed as the engine did.
	Variant string                `json:"variant,omitempty"`
	Names   politicardrules.Names `json:"names,omitempty"`
	// Lang is the table's language ("" in a match saved before it had
	// one: the game's own).
	Lang msg.Lang `json:"lang,omitempty"`
	// Window is the last action while its trigger window is open.
	Window *Event `json:"window"`
	// Closed is the action whose window the table let close unused, last
	// ("" when none has): a reveal now is too late (PC14).
	Closed  string        `json:"closed_window,omitempty"`
	Results []RoundResult `json:"results"`
	Ended   bool          `json:"ended"`
	Winner  int           `json:"winner"`
	// AI names the style of each seat the referee plays ("" for a
	// person); Held is what the referee holds of those seats (PC23).
	AI   [2]string `json:"ai,omitempty"`
	Held [2]*Held  `json:"held,omitempty"`
	// PublicDeck: the registered decks are public (Setup.PublicDeck).
	PublicDeck bool `json:"public_deck,omitempty"`
	// Events are what the last action did, in words.
	Events []string `json:"-"`
	// Moved is what the last action moved on the table (not saved).
	Moved referee.Journal `json:"-"`
	// Work is the arithmetic of the last action, line by line with its
	// rule (for `why`; not saved).
	Work referee.Work `json:"-"`
	// quiet skips the sentences (the simulator's matches: nobody reads them).
	quiet bool
	// lost counts the effects lost for want of a target (a +N with no
	// active government card): the AI's look ahead reads it, quiet or not.
	lost int
}

// Clone deep-copies the state.
func (s *State) Clone() *State {
	c := *s
	for i := range s.Players {
		p := s.Players[i]
		q := p
		// Discard, GovPlayed, Once and Results are only ever appended to:
		// a clipped copy shares them, and the next append reallocates.
		q.Discard = slices.Clip(p.Discard)
		q.Side = p.Side.Clone()
		q.Round.GovPlayed = slices.Clip(p.Round.GovPlayed)
		q.Round.Once = slices.Clip(p.Round.Once)
		c.Players[i] = q
	}
	if s.Window != nil {
		w := *s.Window
		c.Window = &w
	}
	c.Results = slices.Clip(s.Results)
	for i := range s.Held {
		c.Held[i] = s.Held[i].clone()
	}
	c.Events = nil
	c.Work.Lines = nil
	c.Moved = nil
	return &c
}

func (s *State) say(format string, args ...any) {
	if s.quiet {
		return
	}
	s.Events = append(s.Events, fmt.Sprintf(format, args...))
}

// line records a line of the action's arithmetic (not in the simulator's
// matches).
func (s *State) line(rule, format string, args ...any) {
	if s.Work.On && !s.quiet {
		s.Work.Line(rule, format, args...)
	}
}

// WorkDone is the arithmetic the last action recorded.
func (s *State) WorkDone() []referee.Reason { return s.Work.Lines }

// Explain turns the recording of the arithmetic on (referee.Work).
func (s *State) Explain() { s.Work.On = true }

// Name is a card's name as this match calls it.
func (s *State) Name(id string) string { return R().Name(id, s.Names, s.Language()) }

// Label is "G4 Dorian Valcourt".
func (s *State) Label(id string) string { return id + " " + s.Name(id) }

// Seat finds a player by name (the engine's roster lookup: any case, with
// a suggestion for a typo).
func (s *State) Seat(name string) (int, error) {
	l := s.Language()
	return referee.SeatIn(l, []string{s.Players[0].Name, s.Players[1].Name}, name,
		politicardrules.Messages.Say(l, "seats.player"), politicardrules.Messages.Say(l, "seats.players"))
}

// PlayerIndex is Seat: the lookup every game's state offers by this name.
func (s *State) PlayerIndex(name string) (int, error) { return s.Seat(name) }

// Influence is a player's influence now, itemised.
func (s *State) Influence(i int) politicardrules.Score {
	return R().Influence(s.Players[i].Side, s.Names, s.Language())
}

// rulebook reports whether the match follows the rulebook's hand limit and
// keyword discounts rather than the engine (PC4, PC12, PC19).
func (s *State) rulebook() bool { return s.Variant == VariantRulebook }

// cost is what playing card c costs seat i now (PC4, PC12): the play cost,
// 0 for the first government card of the round while an active Bewegung
// card is in the public row, 1 less for the first initiative of the turn
// after an NGO/Think-Tank card was played. why names the discount ("" for
// none).
func (s *State) cost(i int, c *politicardrules.Card) (n int, why string) {
	r := R()
	p := &s.Players[i]
	if !s.rulebook() {
		return r.PlayCost, ""
	}
	switch {
	case c.Type == politicardrules.Government && !p.used(onceBewegung):
		for _, q := range p.Side.Pub {
			if !q.Deactivated && r.MustCard(q.ID).HasKeyword("Bewegung") {
				return 0, s.tr("cost.movement", s.keyword("Bewegung"), s.Label(q.ID))
			}
		}
	case c.Initiative() && p.Turn.NGO != "":
		return max(0, r.PlayCost-1), s.tr("cost.ngo", s.keyword("NGO/Think-Tank"), s.Label(p.Turn.NGO))
	}
	return r.PlayCost, ""
}

// canPlay reports whether seat i holds a card and can pay for some card
// type now, discounts included.
func (s *State) canPlay(i int) bool {
	p := &s.Players[i]
	if p.Hand < 1 {
		return false
	}
	for _, probe := range []politicardrules.Card{{Type: politicardrules.Government}, {Type: politicardrules.Instant}, {Type: politicardrules.Public}} {
		if n, _ := s.cost(i, &probe); p.AP >= n {
			return true
		}
	}
	return false
}

// onceBewegung is Bewegung's key in RoundFlags.Once.
const onceBewegung = "bewegung"

// used reports whether a once-per-round ability was used.
func (p *Player) used(key string) bool {
	for _, k := range p.Round.Once {
		if k == key {
			return true
		}
	}
	return false
}

// visible counts the copies of a card of p's deck the table can see: on
// the table (either side) and in p's known discards.
func (s *State) visible(owner int, id string) int {
	n := 0
	for _, q := range s.Players {
		for _, pl := range allPlaced(&q.Side) {
			if pl.Owner == owner && pl.ID == id {
				n++
			}
		}
	}
	for _, d := range s.Players[owner].Discard {
		if d == id {
			n++
		}
	}
	return n
}

// allPlaced lists every card on a side.
func allPlaced(sd *politicardrules.Side) []*politicardrules.Placed {
	var out []*politicardrules.Placed
	for i := range sd.Gov {
		out = append(out, &sd.Gov[i])
	}
	for i := range sd.Pub {
		out = append(out, &sd.Pub[i])
	}
	for _, p := range []*politicardrules.Placed{sd.Instant, sd.GovSlot, sd.PubSlot} {
		if p != nil {
			out = append(out, p)
		}
	}
	return out
}

// find locates a placed card by seq on either side: the side and the row
// ("government", "public", "instant", "government slot", "public slot")
// and the index in the row.
func (s *State) find(seq int) (side int, row string, idx int, ok bool) {
	for i := range s.Players {
		sd := &s.Players[i].Side
		for j := range sd.Gov {
			if sd.Gov[j].Seq == seq {
				return i, "government", j, true
			}
		}
		for j := range sd.Pub {
			if sd.Pub[j].Seq == seq {
				return i, "public", j, true
			}
		}
		if sd.Instant != nil && sd.Instant.Seq == seq {
			return i, "instant", 0, true
		}
		if sd.GovSlot != nil && sd.GovSlot.Seq == seq {
			return i, "government slot", 0, true
		}
		if sd.PubSlot != nil && sd.PubSlot.Seq == seq {
			return i, "public slot", 0, true
		}
	}
	return -1, "", -1, false
}

// placed returns the placed card with this seq, or nil.
func (s *State) placed(seq int) *politicardrules.Placed {
	side, row, idx, ok := s.find(seq)
	if !ok {
		return nil
	}
	sd := &s.Players[side].Side
	switch row {
	case "government":
		return &sd.Gov[idx]
	case "public":
		return &sd.Pub[idx]
	case "instant":
		return sd.Instant
	case "government slot":
		return sd.GovSlot
	default:
		return sd.PubSlot
	}
}

// remove takes a placed card off the table and returns it.
func (s *State) remove(seq int) (politicardrules.Placed, bool) {
	side, row, idx, ok := s.find(seq)
	if !ok {
		return politicardrules.Placed{}, false
	}
	sd := &s.Players[side].Side
	var p politicardrules.Placed
	switch row {
	case "government":
		p = sd.Gov[idx]
		sd.Gov = append(sd.Gov[:idx:idx], sd.Gov[idx+1:]...)
	case "public":
		p = sd.Pub[idx]
		sd.Pub = append(sd.Pub[:idx:idx], sd.Pub[idx+1:]...)
	case "instant":
		p, sd.Instant = *sd.Instant, nil
	case "government slot":
		p, sd.GovSlot = *sd.GovSlot, nil
	default:
		p, sd.PubSlot = *sd.PubSlot, nil
	}
	return p, true
}

// discard puts a card that leaves the table (from the place it lay,
// placeOf) on its owner's discard pile.
func (s *State) discard(p politicardrules.Placed, from string) {
	s.Players[p.Owner].Discard = append(s.Players[p.Owner].Discard, p.ID)
	s.moveCard(p.ID, from, s.discardPlace(s.Players[p.Owner].Name))
}

// draw draws up to n cards for seat i: the deck runs out, it does not
// reshuffle (PC21).
func (s *State) draw(i, n int, why string) {
	p := &s.Players[i]
	k := min(n, p.DeckLeft)
	limit := R().HandLimit
	if s.rulebook() && p.Hand+k > limit && n > 0 {
		k = max(0, limit-p.Hand)
		s.why("hand", "why.holds_hand_limit_allows_hand", why, p.Name, p.Hand, limit, k, p.Hand, k, p.Hand+k)
		p.DeckLeft -= k
		p.Hand += k
		s.drawHeld(i, k)
		s.Moved.Move("card", k, s.heldAt(i, "deck"), s.heldAt(i, "hand"))
		if k == 0 {
			s.tell("log.holds_hand_limit_no_draw", why, p.Name, p.Hand, s.rule("hand"))
		} else {
			s.tell("log.draws_up_hand_limit_holds", why, p.Name, k, p.Hand, p.DeckLeft, s.rule("hand"))
		}
		return
	}
	if n > 0 {
		s.why("empty_deck", "why.draws_min_left_in_deck", why, p.Name, n, p.DeckLeft, k, p.Hand, p.Hand+k, p.DeckLeft-k)
	}
	p.DeckLeft -= k
	p.Hand += k
	s.drawHeld(i, k)
	s.Moved.Move("card", k, s.heldAt(i, "deck"), s.heldAt(i, "hand"))
	switch {
	case n <= 0:
	case k == 0:
		s.tell("log.would_draw_but_deck_empty", why, p.Name, n, s.rule("empty_deck"))
	case k < n:
		s.tell("log.draws_last_deck_holds", why, p.Name, k, p.Hand)
	default:
		s.tell("log.draws_holds_left_in_deck", why, p.Name, k, p.Hand, p.DeckLeft)
	}
}

// discardHand makes seat i discard n cards of their choice, face down.
func (s *State) discardHand(i, n int, why string) {
	p := &s.Players[i]
	k := min(n, p.Hand)
	s.why("interventions", "why.discards_min_held_hand", why, p.Name, n, p.Hand, k, p.Hand, k, p.Hand-k)
	p.Hand -= k
	p.DiscardHidden += k
	s.Moved.Move("card", k, s.heldAt(i, "hand"), s.heldAt(i, "discard_hidden"))
	s.discardHeld(i, k)
	if k == 0 {
		s.tell("log.holds_no_card_discard", why, p.Name)
		return
	}
	s.tell("log.discards_their_choice_face_down", why, p.Name, k, p.Hand)
}

// startTurn gives the turn to seat i: 2 AP, and their pass flag is cleared
// (a pass is not final, PC5). The AP the other player left over is lost
// (PC4): show and the display say 0, not what was left.
func (s *State) startTurn(i int) {
	s.Turn++
	s.Active = i
	s.Players[1-i].AP = 0
	p := &s.Players[i]
	p.AP = R().APPerTurn
	p.Passed = false
	p.Turn = TurnFlags{}
	s.tell("log.round_turn_play_with_ap", s.Round, s.Turn, p.Name, p.AP, p.Hand, p.DeckLeft)
}

// Status is the line `games --saved` shows.
func (Rules) Status(s *State) string {
	if s.Ended {
		return s.tr("status.ended", s.Players[s.Winner].Name, s.Players[s.Winner].Wins, s.Players[1-s.Winner].Wins)
	}
	return s.tr("status.round", s.Round, s.Players[s.Active].Name, s.Players[s.Active].AP,
		s.Players[0].Name, s.Players[0].Wins, s.Players[1].Name, s.Players[1].Wins)
}

func plural(n int, one, many string) string { return phrase.Plural(n, one, many) }
