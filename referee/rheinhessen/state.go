// Package rheinhessen referees a game of Rheinhessen Industriewerk in
// progress. The players hold real cards from four shuffled decks; the referee
// never sees a hand. It counts the draw pile and the cards each corporation
// holds, enforces whose turn it is and the order of a turn (the draw, counted
// at the start of the turn; an optional internal audit; then a production or a
// pass), checks every production against the four-deck shoe (the cards on all
// floors and those removed by audits included), scores it with
// rules/rheinhessen, moves the audit track, runs internal and external audits
// with the optimal salvage, and ends the game at 300 points or when the draw
// pile runs out. Every step is explained in words (State.Events).
//
// The rulings it applies are R1-R34 in docs/rulings.md.
package rheinhessen

import (
	"strings"

	"boardroom/referee"
	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"

	"boardroom/phrase/msg"
)

// FloorHand is one group of cards on a factory floor: a production as it was
// produced, or a legal hand an audit kept.
type FloorHand struct {
	Cards []cards.Card `json:"cards"`
	Raw   int          `json:"raw"`
	// Legal is true in the legal area of the floor: produced as a legal hand,
	// or kept by an audit. A legal hand declared illegal lies in the illegal
	// area (Legal false) and keeps its Hand name.
	Legal bool                  `json:"legal"`
	Hand  rheinhessenrules.Hand `json:"hand"` // the legal hand the cards are; null when none
}

// PlayerState is one corporation.
type PlayerState struct {
	Name  string      `json:"name"`
	Score int         `json:"score"`
	Hand  int         `json:"hand"` // cards held: counted, never seen (R27)
	Floor []FloorHand `json:"floor"`
}

// PlayerName is the name the table calls the player by (the roster's key).
func (p PlayerState) PlayerName() string { return p.Name }

// IllegalRaw is the raw value of the floor's illegal area: the tie-break at
// the end of the deck (R31).
func (p *PlayerState) IllegalRaw() int {
	n := 0
	for _, h := range p.Floor {
		if !h.Legal {
			n += h.Raw
		}
	}
	return n
}

// FloorRaw is the raw value of every card on the floor.
func (p *PlayerState) FloorRaw() int {
	n := 0
	for _, h := range p.Floor {
		n += h.Raw
	}
	return n
}

// FloorCards lists every card on the floor, in the order of its hands.
func (p *PlayerState) FloorCards() []cards.Card {
	var cs []cards.Card
	for _, h := range p.Floor {
		cs = append(cs, h.Cards...)
	}
	return cs
}

// State is a game of Rheinhessen Industriewerk in progress.
type State struct {
	referee.Roster[PlayerState]
	// Turn is the turn being played, 1 for the first; Current is the seat
	// whose turn it is. Turns go round the table in seat order.
	Turn    int `json:"turn"`
	Current int `json:"current"`
	// DrawPile is the cards left to draw: 208 - 7 per corporation - the
	// draws of every turn started so far.
	DrawPile int `json:"draw_pile"`
	Track    int `json:"track"` // the audit track, 0 to 4 (R9, R10)
	// Audited is the seat audited this turn, -1 when the current
	// corporation has not audited (one internal audit per turn).
	Audited int `json:"audited"`
	// LastTurn is the turn that ends the game, once the draw pile has run
	// out: the last turn of that round (R29). 0 while cards are left.
	LastTurn int `json:"last_turn"`
	// Discards are the cards audits removed from floors: out of the game,
	// but still part of the shoe (R28).
	Discards []cards.Card `json:"discards"`
	Ended    bool         `json:"ended"`
	// Winners are the seats that won (more than one only when the
	// tie-break leaves a tie, R31); Result says why.
	Winners []int  `json:"winners"`
	Result  string `json:"result"`
	// AI is, in a virtual game, the persona playing each seat ("" for a
	// human); nil at a table of humans with real cards.
	AI []string `json:"ai,omitempty"`
	// Personas are the game's own personas (--personas), nil for the
	// built-in ones.
	Personas []rheinhessenrules.Persona `json:"personas,omitempty"`
	// Shoe is, in a virtual game, the cards the referee holds: the draw pile
	// and every hand (virtual.go). nil at a table with real cards.
	Shoe *referee.Shoe[cards.Card] `json:"shoe,omitempty"`
	// Lang is the language the table plays in (Setup.Lang); empty is the
	// game's own.
	Lang msg.Lang `json:"lang,omitempty"`
}

// Language is the language the referee speaks at this table: the one chosen
// at new, else the game's own.
func (s *State) Language() msg.Lang {
	if s.Lang == "" {
		return rheinhessenrules.Own
	}
	return s.Lang
}

// R is the rules data.
func R() *rheinhessenrules.Rules { return rheinhessenrules.Load() }

// Clone deep-copies the state (actions must not change the state they are given).
func (s *State) Clone() *State {
	c := *s
	c.Players = make([]PlayerState, len(s.Players))
	for i, p := range s.Players {
		q := p
		q.Floor = make([]FloorHand, len(p.Floor))
		for j, h := range p.Floor {
			q.Floor[j] = h
			q.Floor[j].Cards = append([]cards.Card(nil), h.Cards...)
		}
		c.Players[i] = q
	}
	c.Discards = append([]cards.Card(nil), s.Discards...)
	c.Winners = append([]int(nil), s.Winners...)
	c.Shoe = s.Shoe.Clone()
	c.Events = nil
	c.Work.Lines = nil
	c.Moved = nil
	return &c
}

// PlayerIndex finds a corporation by name (case-insensitive).
func (s *State) PlayerIndex(name string) (int, error) {
	l := s.Language()
	return referee.SeatIn(l, s.Names(), name, sayf(l, "seats.corporation"), sayf(l, "seats.corporations"))
}

// Round is the round the current turn belongs to, 1 for the first.
func (s *State) Round() int { return (s.Turn-1)/len(s.Players) + 1 }

// CurrentName is the name of the corporation whose turn it is ("" once the
// game has ended).
func (s *State) CurrentName() string {
	if s.Ended {
		return ""
	}
	return s.Players[s.Current].Name
}

// CanAudit reports whether the current corporation may still make its
// internal audit this turn.
func (s *State) CanAudit() bool { return !s.Ended && s.Audited < 0 }

// InPlay counts the copies of each card that are known to be out of the
// draw pile and the hands: on every floor and among the audit discards.
func (s *State) InPlay() map[cards.Card]int {
	n := map[cards.Card]int{}
	for i := range s.Players {
		for _, h := range s.Players[i].Floor {
			for _, c := range h.Cards {
				n[c]++
			}
		}
	}
	for _, c := range s.Discards {
		n[c]++
	}
	return n
}

// whereIs says where the known copies of c are: "2 on Anna's floor, 1 among
// the audit discards".
func (s *State) whereIs(c cards.Card) string {
	var parts []string
	for _, p := range s.Players {
		n := 0
		for _, x := range p.FloorCards() {
			if x == c {
				n++
			}
		}
		if n > 0 {
			parts = append(parts, s.say("where.floor", n, s.possessive(p.Name, false)))
		}
	}
	n := 0
	for _, x := range s.Discards {
		if x == c {
			n++
		}
	}
	if n > 0 {
		parts = append(parts, s.say("where.discards", n))
	}
	return strings.Join(parts, ", ")
}

// WinnerText is "Anna wins with 312 points" or "Anna and Ben share the win
// with 180 points"; "" while the game goes on.
func (s *State) WinnerText() string {
	if !s.Ended || len(s.Winners) == 0 {
		return ""
	}
	var names []string
	for _, w := range s.Winners {
		names = append(names, s.Players[w].Name)
	}
	score := s.Players[s.Winners[0]].Score
	if len(names) == 1 {
		return s.sayYou(names[0], "winner.one", "winner.one.you", names[0], score)
	}
	return s.say("winner.shared", joinAndIn(s.Language(), names), score)
}

// handLabel is how a floor's hand is listed: "full house", "pair declared
// illegal", "illegal".
func handLabel(l msg.Lang, h FloorHand) string {
	switch {
	case h.Legal:
		return R().HandNameIn(l, h.Hand)
	case h.Hand != "":
		return sayf(l, "floor.declared_illegal", R().HandNameIn(l, h.Hand))
	}
	return sayf(l, "floor.illegal")
}
