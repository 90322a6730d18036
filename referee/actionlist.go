package referee

// ActionDef is one kind of a game's action, described once: its name (the
// verb on the command line, the "type" of its saved entries, its key in the
// phase table), the empty value a saved entry decodes into, and the phases
// it happens in. A game lists its actions in one ActionList, in the order
// its interactive menu offers them, and makes the rest from it.
type ActionDef[S any, P comparable] struct {
	Name string
	// Verb is the command-line verb that makes it, when that is not Name
	// (a saved entry keeps its type when a verb is renamed for the table).
	Verb string
	// New is the empty action a saved entry of this name decodes into.
	New func() Action[S]
	// What is the action as a refusal outside its phases names it
	// ("Selling Luxuries"); In the phases it happens in. With no What the
	// action may happen in any phase (its own Legal decides).
	What string
	In   []P
}

// ActionList is every action of a game, in the order of its menu.
type ActionList[S any, P comparable] []ActionDef[S, P]

// Kinds is the decoder's table: each action's constructor by name.
func (l ActionList[S, P]) Kinds() map[string]func() Action[S] {
	m := make(map[string]func() Action[S], len(l))
	for _, a := range l {
		m[a.Name] = a.New
	}
	return m
}

// Phases is the phase table of the phases order, named by title, with
// the actions of the list that are bound to phases.
func (l ActionList[S, P]) Phases(order []P, title func(P) string) *PhaseTable[P] {
	t := &PhaseTable[P]{Order: order, Title: title, Actions: map[string]PhaseAction[P]{}}
	for _, a := range l {
		if a.What != "" {
			t.Actions[a.Name] = PhaseAction[P]{What: a.What, In: a.In}
		}
	}
	return t
}

// VerbName is the verb that makes the action: Verb, else Name.
func (a ActionDef[S, P]) VerbName() string {
	if a.Verb != "" {
		return a.Verb
	}
	return a.Name
}

// NoPhase is the phase of a game whose actions are not bound to phases
// (its turn decides who may act, not a phase).
type NoPhase struct{}
