package referee

import (
	"cmp"
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
	// Supply is where the thing comes from when no other place on the table
	// gave it, and goes back to when no other place takes it: "the bank",
	// "the top of the survey deck". Empty: the thing is just added or removed.
	Supply string
	// Kind is, for a one-of-a-kind thing, the plain thing it is elsewhere:
	// "plot #13 (Valley)" is a "plot card (Valley)" while it lies in the Land
	// Grant. A move between the two is one move of the same card.
	Kind string
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

// count is "1 credit", "20 credits", "3 PAWNS".
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

// Moves says what the players must do to turn the table from into the table
// to: "Move 2 Karma cards from Anna's hand to the top of the Karma draw
// pile." for each thing that changed place, and "Set the audit track to 2 of
// 5." for each marker that changed. With back set (after an undo) the
// sentences say "back": "Move 20 credits from Cy back to the bank." Things
// that appear or vanish without a counterpart come from or go to their
// Supply, or are said plainly: "Add 1 pawn to the board."
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
		} else if (proto[p.Thing].Supply == "" && p.Supply != "") || (proto[p.Thing].Kind == "" && p.Kind != "") {
			q := proto[p.Thing]
			q.Supply = cmp.Or(q.Supply, p.Supply)
			q.Kind = cmp.Or(q.Kind, p.Kind)
			proto[p.Thing] = q
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
	move := func(what, fromPlace, toPlace string) {
		out = append(out, fmt.Sprintf("Move %s from %s %sto %s.", what, fromPlace, backWord, toPlace))
	}
	// places lists the places where thing grew (gain) or shrank (lose).
	places := func(thing string, gain bool) []key {
		var ks []key
		for _, k := range order {
			if k.thing == thing && ((gain && delta[k] > 0) || (!gain && delta[k] < 0)) {
				ks = append(ks, k)
			}
		}
		return ks
	}
	pair := func(g, l key, say func(n int)) {
		n := min(delta[g], -delta[l])
		say(n)
		delta[g] -= n
		delta[l] += n
	}
	// 1. The same thing left one place and arrived in another.
	for _, thing := range things {
		p := proto[thing]
		for {
			gain, lose := places(thing, true), places(thing, false)
			if len(gain) == 0 || len(lose) == 0 {
				break
			}
			// Of the places the thing left, the one nearest the place it
			// reached: Anna's hand to Anna's floor, not to Ben's hand, when
			// both moved the same count.
			l := lose[0]
			for _, c := range lose[1:] {
				if sharedWords(c.place, gain[0].place) > sharedWords(l.place, gain[0].place) {
					l = c
				}
			}
			pair(gain[0], l, func(n int) { move(p.count(n), l.place, gain[0].place) })
		}
	}
	// 2. A one-of-a-kind thing became the plain thing it is, or back: plot
	// #13 (Valley) taken back into the Land Grant, where it is a plot card.
	for _, thing := range things {
		p := proto[thing]
		if p.Kind == "" {
			continue
		}
		for {
			lose, gainKind := places(thing, false), places(p.Kind, true)
			if len(lose) == 0 || len(gainKind) == 0 {
				break
			}
			pair(gainKind[0], lose[0], func(int) { move(p.count(1), lose[0].place, gainKind[0].place) })
		}
		for {
			gain, loseKind := places(thing, true), places(p.Kind, false)
			if len(gain) == 0 || len(loseKind) == 0 {
				break
			}
			pair(gain[0], loseKind[0], func(int) { move(p.count(1), loseKind[0].place, gain[0].place) })
		}
	}
	// 3. What is left came from its supply or goes back to it.
	for _, thing := range things {
		p := proto[thing]
		for _, g := range places(thing, true) {
			if p.Supply != "" {
				move(p.count(delta[g]), p.Supply, g.place)
			} else {
				out = append(out, fmt.Sprintf("Add %s to %s.", p.count(delta[g]), g.place))
			}
		}
		for _, l := range places(thing, false) {
			if p.Supply != "" {
				move(p.count(-delta[l]), l.place, p.Supply)
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

// sharedWords is how many words two places begin with in common ("Anna's
// hand" and "Anna's floor": 1).
func sharedWords(a, b string) int {
	wa, wb := strings.Fields(a), strings.Fields(b)
	n := 0
	for n < len(wa) && n < len(wb) && wa[n] == wb[n] {
		n++
	}
	return n
}
