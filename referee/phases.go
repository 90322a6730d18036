package referee

import (
	"slices"
	"strings"

	"boardroom/phrase/msg"
)

// PhaseTable is a game's phases in the order they are played, and the
// phases each action type happens in. The refusal of an action out of its
// phase is generated from it: "Surveying happens in the Player Phase" (the
// rule) and "it is the Market Phase" (the reason).
type PhaseTable[P comparable] struct {
	// Order is the phases of a round (or turn) in the order they are played.
	Order []P
	// Title is how the table names a phase: "Player", "Allocation";
	// TitleIn, when set, in a language (CheckIn says it in the game's).
	Title   func(P) string
	TitleIn func(P, msg.Lang) string
	// Actions are the action types bound to phases. A type not listed may
	// happen in any phase (next, undo, adjust).
	Actions map[string]PhaseAction[P]
}

// PhaseAction is when one type of action happens.
type PhaseAction[P comparable] struct {
	// What is the action as the rule sentence names it: "Surveying",
	// "placing employees"; WhatIn, when it has words, in each language
	// (CheckIn says it in the game's).
	What   string
	WhatIn msg.Text
	// In are the phases it happens in, in the order the rule names them.
	In []P
}

// Allows reports whether action may happen in phase now.
func (t *PhaseTable[P]) Allows(now P, action string) bool {
	a, ok := t.Actions[action]
	return !ok || slices.Contains(a.In, now)
}

// Allowed lists the action types bound to phase now, sorted (the types not
// bound to phases are allowed too).
func (t *PhaseTable[P]) Allowed(now P) []string {
	var out []string
	for typ, a := range t.Actions {
		if slices.Contains(a.In, now) {
			out = append(out, typ)
		}
	}
	slices.Sort(out)
	return out
}

// After is the phase played after p, and whether it wraps round to the
// first phase of the next round; ok is false for a phase not in Order.
func (t *PhaseTable[P]) After(p P) (next P, wraps, ok bool) {
	i := slices.Index(t.Order, p)
	if i < 0 {
		return next, false, false
	}
	if i == len(t.Order)-1 {
		return t.Order[0], true, true
	}
	return t.Order[i+1], false, true
}

// Check refuses action when phase now is not one it happens in: "it is the
// Market Phase" + when (" of turn 3", or ""), under the rule "Surveying
// happens in the Player Phase". A phase outside the table (setup, the end)
// is named by Title like any other; games refuse an ended game first.
func (t *PhaseTable[P]) Check(now P, action, when string) error {
	return t.CheckIn(msg.EN, now, action, when)
}

// CheckIn is Check said in l (the game's language): the phases by TitleIn
// and the action by WhatIn where the game gives them, else Title and What;
// when is said by the game, in l.
func (t *PhaseTable[P]) CheckIn(l msg.Lang, now P, action, when string) error {
	a, ok := t.Actions[action]
	if !ok || slices.Contains(a.In, now) {
		return nil
	}
	title := t.Title
	if t.TitleIn != nil {
		title = func(p P) string { return t.TitleIn(p, l) }
	}
	what := a.What
	if w := a.WhatIn.In(l); w != "" {
		what = w
	}
	names := make([]string, len(a.In))
	for i, p := range a.In {
		names[i] = title(p)
	}
	return RefusalIn(l, engineSays(l, "phase.rule", what, strings.Join(names, engineSays(l, "phase.or"))),
		engineSays(l, "phase.now", title(now), when))
}
