package referee

import (
	"fmt"
	"slices"
	"strings"
)

// Move is one thing the table does with its hands: some of one thing
// taken from a place and put in another, as an action did it. An undo tells
// the table its moves backwards (the last first, each from where it went back
// to where it came from), a redo tells them again in order: the instructions
// come from what each action moved, never from comparing two tables
// (principle 6).
type Move struct {
	// Thing is one of them, as printed on the component ("card", "credit",
	// `Disaster card "Theft!"`, "plot #10 (Forest)"); Things the plural
	// (empty: PluralOf(Thing)).
	Thing, Things string
	// Cards names them one by one where the referee knows them ("10♠"):
	// then Count is len(Cards).
	Cards []string
	Count int
	// From and To are places as the players call them ("Anna's hand", "the
	// top of the draw pile", "the bank"). An empty From: the things are
	// just added to To; an empty To: they are just removed from From.
	From, To string
}

// Journal is what an action moved on the table, in the order it moved it.
// A game's state carries the journal of the last action, as it carries its
// events.
type Journal []Move

// Move records n of thing moved from one place to another (n < 0: the
// other way; nothing when n is 0). A move of the same thing between the same
// places as the move before it adds to that move.
func (j *Journal) Move(thing string, n int, from, to string) {
	if n < 0 {
		n, from, to = -n, to, from
	}
	j.Add(Move{Thing: thing, Count: n, From: from, To: to})
}

// MoveCards records the cards named moved from one place to another
// (nothing when there are none).
func (j *Journal) MoveCards(thing string, cards []string, from, to string) {
	j.Add(Move{Thing: thing, Cards: slices.Clone(cards), Count: len(cards), From: from, To: to})
}

// Add records m (nothing when it moves nothing, or from a place to itself).
func (j *Journal) Add(m Move) {
	if m.Count <= 0 || m.From == m.To {
		return
	}
	if n := len(*j); n > 0 {
		last := &(*j)[n-1]
		if last.Thing == m.Thing && last.Things == m.Things && last.From == m.From && last.To == m.To &&
			(last.Cards == nil) == (m.Cards == nil) && !oneOfAKind(m.Thing) {
			last.Count += m.Count
			last.Cards = append(last.Cards, m.Cards...)
			return
		}
	}
	*j = append(*j, m)
}

// What is what moves, as the table reads it: "10♠ 10♥", "2 cards", "1
// credit", "plot #10 (Forest)", `the Disaster card "Theft!"`.
func (m Move) What() string {
	if m.Cards != nil {
		return strings.Join(m.Cards, " ")
	}
	return countOf(m.Thing, m.Things, m.Count)
}

// Sentence is the move as the table is told it: "Move 2 cards from the top
// of the draw pile to Ben's hand.", or with back (an undo) the move the other
// way: "Move 2 cards from Ben's hand back to the top of the draw pile."
func (m Move) Sentence(back bool) string {
	from, to, word := m.From, m.To, ""
	if back {
		from, to, word = m.To, m.From, "back "
	}
	switch {
	case from == "":
		return fmt.Sprintf("Add %s to %s.", m.What(), to)
	case to == "":
		return fmt.Sprintf("Remove %s from %s.", m.What(), from)
	}
	return fmt.Sprintf("Move %s from %s %sto %s.", m.What(), from, word, to)
}

// Sentences are the journal as the table is told it: in order, or with
// back (an undo) the last move first, each the other way.
func (j Journal) Sentences(back bool) []string {
	out := make([]string, 0, len(j))
	for i := range j {
		m := j[i]
		if back {
			m = j[len(j)-1-i]
		}
		out = append(out, m.Sentence(back))
	}
	return out
}

func oneOfAKind(thing string) bool {
	return strings.Contains(thing, "#") || strings.HasSuffix(thing, `"`)
}

// countOf is "1 credit", "20 credits", "3 PAWNS", "plot #10 (Forest)".
func countOf(thing, things string, n int) string {
	if n == 1 && strings.Contains(thing, "#") { // one of a kind: "plot #10 (Forest)"
		return thing
	}
	if n == 1 && strings.HasSuffix(thing, `"`) { // a card by its title: `Disaster card "Theft!"`
		return "the " + thing
	}
	if n == 1 {
		return "1 " + thing
	}
	if things == "" {
		things = PluralOf(thing)
	}
	return fmt.Sprintf("%d %s", n, things)
}
