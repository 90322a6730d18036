package referee

import (
	"fmt"
	"unicode/utf8"

	"boardroom/phrase/msg"
)

// Named is a player's state as the roster knows it: the name the table
// calls them by.
type Named interface{ PlayerName() string }

// Roster is the furniture every game's state carries: the players in seat
// order, and what the last action did in the table's words. A game's state
// embeds it (its JSON is the "players" list; the events are not saved: each
// action says them again when it is replayed).
//
//	type State struct {
//		referee.Roster[PlayerState]
//		Round int `json:"round"`
//	}
type Roster[P Named] struct {
	Players []P      `json:"players"`
	Events  []string `json:"-"`
	// Work is the arithmetic of the last action (for `why`; not saved).
	Work Work `json:"-"`
	// Moved is what the last action moved on the table (not saved: each
	// action moves it again when it is replayed); undo and redo tell it.
	Moved Journal `json:"-"`
}

// Journal is what the last action moved on the table.
func (r *Roster[P]) Journal() Journal { return r.Moved }

// WorkDone is the arithmetic the last action recorded.
func (r *Roster[P]) WorkDone() []Reason { return r.Work.Lines }

// Explain turns the recording of the arithmetic on (referee.Work).
func (r *Roster[P]) Explain() { r.Work.On = true }

// Say adds a sentence to what the last action did.
func (r *Roster[P]) Say(format string, args ...any) {
	r.Events = append(r.Events, fmt.Sprintf(format, args...))
}

// Names lists the players' names in seat order.
func (r *Roster[P]) Names() []string {
	n := make([]string, len(r.Players))
	for i, p := range r.Players {
		n[i] = p.PlayerName()
	}
	return n
}

// NameWidth is the width of the longest name, in runes: the column the
// players' names are padded to in a table.
func (r *Roster[P]) NameWidth() int {
	w := 0
	for _, p := range r.Players {
		w = max(w, utf8.RuneCountInString(p.PlayerName()))
	}
	return w
}

// Seat finds a player by name, case-insensitively; the error names the
// players (noun: "player", "corporation") and suggests the closest name.
func (r *Roster[P]) Seat(name, noun string) (int, error) { return Seat(r.Names(), name, noun) }

// PlayerIndex is Seat for a game that calls its seats players.
func (r *Roster[P]) PlayerIndex(name string) (int, error) { return r.Seat(name, "player") }

// PlayerIndexIn is PlayerIndex with its refusal said in l: a game whose
// state knows its language calls it from its own PlayerIndex.
func (r *Roster[P]) PlayerIndexIn(l msg.Lang, name string) (int, error) {
	return SeatIn(l, r.Names(), name, engineSays(l, "seats.player"), engineSays(l, "seats.players"))
}
