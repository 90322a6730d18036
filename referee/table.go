package referee

import (
	"strings"

	"boardroom/phrase/msg"
)

// Table is what lies on the physical table at a point of the game, as the
// players see it: the things in each place (cards in a hand, coupons in a
// warehouse, the plot cards a player owns, money in the bank) and the
// markers that show a number (a score track, the audit track). A game
// describes its table; the engine compares the markers of two tables, and
// a test builds its model of the table from it (refereetest.TableModel).
// What to move between places after an undo or a redo comes from what each
// action moved (Journal), never from comparing tables (principle 6).
type Table struct {
	Piles   []Pile
	Markers []Marker
	// Places are places on the table that may be empty (an area of a
	// factory floor): a model of the table knows them by name.
	Places []string
	// Virtual says nothing of the game lies on a real table (the referee
	// holds every card): after an undo or a redo there is nothing to tell
	// the players to move.
	Virtual bool
}

// Pile is how many of one thing lie in one place.
type Pile struct {
	// Place is where the things lie, as the players call it: "Ann's
	// warehouse", "the bank", "the top of the Karma draw pile".
	Place string
	// Thing is one of them, as printed on the component: "credit",
	// "Energy coupon", "Karma card", "plot #10 (Forest)". Things with the
	// same name are interchangeable; a name with "#" in it, or ending in a
	// quoted title (`Disaster card "Theft!"`), is one of a kind.
	Thing string
	// Things is the plural; empty means Thing + "s" (or Thing when it
	// already ends in "S", such as "PAWNS").
	Things string
	Count  int
	// Supply is where the thing comes from and goes back to off the
	// counted table: "the bank", "the top of the survey deck" (a model of
	// the table does not count what lies there). Empty: none.
	Supply string
	// Kind is, for a one-of-a-kind thing, the plain thing it is elsewhere:
	// "plot #13 (Valley)" is a "plot card (Valley)" while it lies in the Land
	// Grant: a move between the two is one move of the same card.
	Kind string
	// Cards names the things one by one where the referee knows them (the
	// cards on a factory floor, "10♠"): len(Cards) == Count. nil: only
	// the count is known (a hand the referee never sees).
	Cards []string
}

// Marker is a number shown on the table, such as a position on a track.
type Marker struct {
	Name  string // "Anna's score", "the audit track"
	Value string // "26", "2 of 5"
}

// Add appends a pile (nothing when count is 0).
func (t *Table) Add(place, thing string, count int) {
	t.AddFrom(place, thing, count, "")
}

// AddFrom appends a pile of things that come from supply (see Pile.Supply).
func (t *Table) AddFrom(place, thing string, count int, supply string) {
	if count != 0 {
		t.Piles = append(t.Piles, Pile{Place: place, Thing: thing, Count: count, Supply: supply})
	}
}

// Place names places that are on the table even when nothing lies there.
func (t *Table) Place(places ...string) { t.Places = append(t.Places, places...) }

// AddCards appends a pile of cards the referee knows by name (nothing when
// there are none).
func (t *Table) AddCards(place, thing string, cards []string) {
	if len(cards) > 0 {
		t.Piles = append(t.Piles, Pile{Place: place, Thing: thing, Count: len(cards), Cards: cards})
	}
}

// Mark appends a marker.
func (t *Table) Mark(name, value string) {
	t.Markers = append(t.Markers, Marker{Name: name, Value: value})
}

// PluralOf is the plural of a component's name: "credit" -> "credits",
// "PAWNS" -> "PAWNS", "Luxury" -> "Luxuries". (Plural, with both forms given,
// is for sentences.)
func PluralOf(noun string) string {
	switch {
	case noun == "" || strings.HasSuffix(noun, "S") || strings.HasSuffix(noun, "s"):
		return noun
	case strings.HasSuffix(noun, ")") || strings.HasSuffix(noun, `"`): // "plot #10 (Forest)" is one of a kind
		return noun
	case len(noun) > 1 && noun[len(noun)-1] == 'y' && !strings.ContainsRune("aeiou", rune(noun[len(noun)-2])):
		return noun[:len(noun)-1] + "ies"
	}
	return noun + "s"
}

// MarkerMoves says which markers to set to turn the table from into the
// table to: "Set the audit track to 2 of 5 (from 1 of 5)." for each marker
// that changed (a marker new in to: "Set X to 2."), in the order of to; with back (after an undo) "Set Anna's
// score back to 14 (from 26)." What moved between places is told from the
// actions' journals (Journal), never from two tables.
func MarkerMoves(from, to Table, back bool) []string { return MarkerMovesIn(msg.EN, from, to, back) }

// MarkerMovesIn is MarkerMoves in l (referee/messages.yaml, marker.*):
// German "Annas Punkte zurück auf 14 (war 26).".
func MarkerMovesIn(l msg.Lang, from, to Table, back bool) []string {
	set, setFrom := "marker.set", "marker.set_from"
	if back {
		set, setFrom = "marker.set_back", "marker.set_back_from"
	}
	old := map[string]string{}
	for _, m := range from.Markers {
		old[m.Name] = m.Value
	}
	var out []string
	for _, m := range to.Markers {
		was, ok := old[m.Name]
		switch {
		case !ok && m.Value != "": // a marker that comes with a card put back
			out = append(out, engineSays(l, set, m.Name, m.Value))
		case ok && was != m.Value:
			out = append(out, engineSays(l, setFrom, m.Name, m.Value, was))
		}
	}
	return out
}
