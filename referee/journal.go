package referee

import (
	"fmt"
	"slices"
	"strings"

	"boardroom/phrase"
	"boardroom/phrase/msg"
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

// MoveThings is Move with the things' plural given (a German game's
// "Kredit", "Kredite": PluralOf knows English only).
func (j *Journal) MoveThings(thing, things string, n int, from, to string) {
	if n < 0 {
		n, from, to = -n, to, from
	}
	j.Add(Move{Thing: thing, Things: things, Count: n, From: from, To: to})
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
func (m Move) What() string { return m.WhatIn(msg.EN) }

// WhatIn is what moves in l: the things are the game's words, said in its
// language already; l says the article of a card known by its title.
func (m Move) WhatIn(l msg.Lang) string {
	if m.Cards != nil {
		return strings.Join(m.Cards, " ")
	}
	return countOf(l, m.Thing, m.Things, m.Count)
}

// Sentence is the move as the table is told it: "Move 2 cards from the top
// of the draw pile to Ben's hand.", or with back (an undo) the move the other
// way: "Move 2 cards from Ben's hand back to the top of the draw pile."
func (m Move) Sentence(back bool) string { return m.SentenceIn(msg.EN, back) }

// SentenceIn is the move as the table is told it in l (referee/messages.yaml,
// move.*): German "2 Karten zurücklegen: Bens Hand → Nachziehstapel.".
func (m Move) SentenceIn(l msg.Lang, back bool) string {
	from, to, id := m.From, m.To, "move.move"
	if back {
		from, to, id = m.To, m.From, "move.move_back"
	}
	switch {
	case from == "":
		return engineSays(l, "move.add", m.WhatIn(l), to)
	case to == "":
		return engineSays(l, "move.remove", m.WhatIn(l), from)
	}
	// German points from one place to the other: the arrow as the
	// terminal shows it.
	return phrase.Arrows(engineSays(l, id, m.WhatIn(l), from, to))
}

// Sentences are the journal as the table is told it: in order, or with
// back (an undo) the last move first, each the other way.
func (j Journal) Sentences(back bool) []string { return j.SentencesIn(msg.EN, back) }

// SentencesIn are the journal as the table is told it in l (the game's
// language: LangOf(state)).
func (j Journal) SentencesIn(l msg.Lang, back bool) []string {
	out := make([]string, 0, len(j))
	for i := range j {
		m := j[i]
		if back {
			m = j[len(j)-1-i]
		}
		out = append(out, m.SentenceIn(l, back))
	}
	return out
}

func oneOfAKind(thing string) bool {
	return strings.Contains(thing, "#") || strings.HasSuffix(thing, `"`)
}

// countOf is "1 credit", "20 credits", "3 PAWNS", "plot #10 (Forest)".
// A German game gives its plurals (Move.Things): PluralOf is English.
func countOf(l msg.Lang, thing, things string, n int) string {
	if n == 1 && strings.Contains(thing, "#") { // one of a kind: "plot #10 (Forest)"
		return thing
	}
	if n == 1 && strings.HasSuffix(thing, `"`) { // a card by its title: `Disaster card "Theft!"`
		return engineSays(l, "move.titled", thing)
	}
	if n == 1 {
		return "1 " + thing
	}
	if things == "" && l == msg.EN {
		things = PluralOf(thing)
	} else if things == "" {
		things = thing // a German game gives its plurals (MoveThings)
	}
	return fmt.Sprintf("%d %s", n, things)
}
