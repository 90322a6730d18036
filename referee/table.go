package referee

import (
	"fmt"
	"strings"
)

// Table is what lies on the physical table at a point of the game, as the
// players see it: the things in each place (cards in a hand, coupons in a
// warehouse, the plot cards a player owns, money in the bank) and the
// markers that show a number (a score track, the audit track). A game
// describes its table; the engine compares two tables to tell the players
// what to move after an undo or a redo (principle 6).
type Table struct {
	Piles   []Pile
	Markers []Marker
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
	// already ends in "S", such as "RIGS").
	Things string
	Count  int
	// Supply is where the thing comes from when no other place on the table
	// gave it, and goes back to when no other place takes it: "the bank",
	// "the top of the survey deck". Empty: the thing is just added or removed.
	Supply string
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

// Mark appends a marker.
func (t *Table) Mark(name, value string) {
	t.Markers = append(t.Markers, Marker{Name: name, Value: value})
}

// count is "1 credit", "20 credits", "3 RIGS".
func (p Pile) count(n int) string {
	if n == 1 && strings.Contains(p.Thing, "#") { // one of a kind: "plot #10 (Forest)"
		return p.Thing
	}
	if n == 1 && strings.HasSuffix(p.Thing, `"`) { // a card by its title: `Disaster card "Theft!"`
		return "the " + p.Thing
	}
	if n == 1 {
		return "1 " + p.Thing
	}
	pl := p.Things
	if pl == "" {
		pl = PluralOf(p.Thing)
	}
	return fmt.Sprintf("%d %s", n, pl)
}

// PluralOf is the plural of a component's name: "credit" -> "credits",
// "RIGS" -> "RIGS", "Luxury" -> "Luxuries". (Plural, with both forms given,
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

// Count is "1 card", "2 cards": n of a thing, with the plural when n is not 1.
func Count(n int, thing string) string {
	return Pile{Thing: thing}.count(n)
}

// Moves says what the players must do to turn the table from into the table
// to: "Move 2 Karma cards from Anna's hand to the top of the Karma draw
// pile." for each thing that changed place, and "Set the audit track to 2 of
// 5." for each marker that changed. With back set (after an undo) the
// sentences say "back": "Move 20 credits from Cy back to the bank." Things
// that appear or vanish without a counterpart come from or go to their
// Supply, or are said plainly: "Add 1 RIGS to Ann's warehouse."
func Moves(from, to Table, back bool) []string {
	type key struct{ place, thing string }
	delta := map[key]int{}
	var things []string
	seen := map[string]bool{}
	var order []key
	proto := map[string]Pile{}
	note := func(p Pile, sign int) {
		k := key{p.Place, p.Thing}
		if _, ok := delta[k]; !ok {
			order = append(order, k)
		}
		delta[k] += sign * p.Count
		if !seen[p.Thing] {
			seen[p.Thing] = true
			things = append(things, p.Thing)
			proto[p.Thing] = p
		} else if proto[p.Thing].Supply == "" && p.Supply != "" {
			proto[p.Thing] = p
		}
	}
	// The order of to comes first, so moves read in the order the game lists
	// its table.
	for _, p := range to.Piles {
		note(p, +1)
	}
	for _, p := range from.Piles {
		note(p, -1)
	}
	backWord := ""
	if back {
		backWord = "back "
	}
	var out []string
	for _, thing := range things {
		p := proto[thing]
		var gain, lose []key
		for _, k := range order {
			if k.thing != thing {
				continue
			}
			switch d := delta[k]; {
			case d > 0:
				gain = append(gain, k)
			case d < 0:
				lose = append(lose, k)
			}
		}
		for len(gain) > 0 && len(lose) > 0 {
			g, l := gain[0], lose[0]
			n := min(delta[g], -delta[l])
			out = append(out, fmt.Sprintf("Move %s from %s %sto %s.", p.count(n), l.place, backWord, g.place))
			delta[g] -= n
			delta[l] += n
			if delta[g] == 0 {
				gain = gain[1:]
			}
			if delta[l] == 0 {
				lose = lose[1:]
			}
		}
		for _, g := range gain {
			if p.Supply != "" {
				out = append(out, fmt.Sprintf("Move %s from %s %sto %s.", p.count(delta[g]), p.Supply, backWord, g.place))
			} else {
				out = append(out, fmt.Sprintf("Add %s to %s.", p.count(delta[g]), g.place))
			}
		}
		for _, l := range lose {
			if p.Supply != "" {
				out = append(out, fmt.Sprintf("Move %s from %s %sto %s.", p.count(-delta[l]), l.place, backWord, p.Supply))
			} else {
				out = append(out, fmt.Sprintf("Remove %s from %s.", p.count(-delta[l]), l.place))
			}
		}
	}
	old := map[string]string{}
	for _, m := range from.Markers {
		old[m.Name] = m.Value
	}
	for _, m := range to.Markers {
		if was, ok := old[m.Name]; ok && was != m.Value {
			out = append(out, fmt.Sprintf("Set %s %sto %s (from %s).", m.Name, backWord, m.Value, was))
		}
	}
	return out
}
