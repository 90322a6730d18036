package referee

import (
	"encoding/json"
	"fmt"
	"time"
)

// Kind is what a log entry records.
type Kind string

// The kinds of log entries.
const (
	KindAction Kind = "action" // a player action, with the automatic steps it triggered
	KindUndo   Kind = "undo"   // takes back the action entry Target
	KindRedo   Kind = "redo"   // re-applies the undone action entry Target
)

// Entry is one line of the append-only log.
type Entry struct {
	Seq      int             `json:"seq"`                // 1, 2, 3... in log order
	Time     time.Time       `json:"time"`               // when it was accepted (UTC)
	Kind     Kind            `json:"kind"`               // action, undo or redo
	Action   json.RawMessage `json:"action,omitempty"`   // KindAction: the game's action, {"type": ...}
	Outcomes []Outcome       `json:"outcomes,omitempty"` // KindAction: the random outcomes it resolved
	Target   int             `json:"target,omitempty"`   // KindUndo, KindRedo: Seq of the action entry
}

// HistoryEntry is an entry as `log` shows it: Undone is true for an action
// entry whose effect is currently taken back.
type HistoryEntry struct {
	Entry
	Undone bool `json:"undone,omitempty"`
}

// timeline walks the log and returns the indexes of the action entries in
// effect, in order, and the redo stack (most recently undone last). It
// checks that every undo and redo names the entry it must.
func timeline(log []Entry) (done, redo []int, err error) {
	done = make([]int, 0, len(log))
	for i, e := range log {
		if e.Seq != i+1 {
			return nil, nil, fmt.Errorf("entry %d has sequence number %d", i+1, e.Seq)
		}
		switch e.Kind {
		case KindAction:
			if len(e.Action) == 0 {
				return nil, nil, fmt.Errorf("entry %d is an action without \"action\"", e.Seq)
			}
			if e.Target != 0 {
				return nil, nil, fmt.Errorf("entry %d is an action with a \"target\"", e.Seq)
			}
			done = append(done, i)
			redo = redo[:0]
		case KindUndo:
			if len(done) == 0 {
				return nil, nil, fmt.Errorf("entry %d undoes entry %d but nothing is left to undo", e.Seq, e.Target)
			}
			last := done[len(done)-1]
			if e.Target != log[last].Seq {
				return nil, nil, fmt.Errorf("entry %d undoes entry %d but the last action in effect is entry %d", e.Seq, e.Target, log[last].Seq)
			}
			done = done[:len(done)-1]
			redo = append(redo, last)
		case KindRedo:
			if len(redo) == 0 {
				return nil, nil, fmt.Errorf("entry %d redoes entry %d but nothing is undone", e.Seq, e.Target)
			}
			last := redo[len(redo)-1]
			if e.Target != log[last].Seq {
				return nil, nil, fmt.Errorf("entry %d redoes entry %d but the last undone action is entry %d", e.Seq, e.Target, log[last].Seq)
			}
			redo = redo[:len(redo)-1]
			done = append(done, last)
		default:
			return nil, nil, fmt.Errorf("entry %d has unknown kind %q", i+1, e.Kind)
		}
		if e.Kind != KindAction && (len(e.Action) != 0 || len(e.Outcomes) != 0) {
			return nil, nil, fmt.Errorf("entry %d (%s) carries an action or outcomes", e.Seq, e.Kind)
		}
	}
	return done, redo, nil
}

// Effective returns the action entries in effect after the whole log: every
// action entry, in order, minus those undone and not redone. Replaying them
// from the setup gives the current state.
func Effective(log []Entry) ([]Entry, error) {
	done, _, err := timeline(log)
	if err != nil {
		return nil, fmt.Errorf("cannot read the log: %v", err)
	}
	out := make([]Entry, len(done))
	for i, k := range done {
		out[i] = log[k]
	}
	return out, nil
}

// History returns every entry of log in order, each action entry marked
// Undone when its effect is currently taken back.
func History(log []Entry) ([]HistoryEntry, error) {
	done, _, err := timeline(log)
	if err != nil {
		return nil, fmt.Errorf("cannot read the log: %v", err)
	}
	in := make([]bool, len(log))
	for _, k := range done {
		in[k] = true
	}
	out := make([]HistoryEntry, len(log))
	for i, e := range log {
		out[i] = HistoryEntry{Entry: e, Undone: e.Kind == KindAction && !in[i]}
	}
	return out, nil
}

// Replay builds the state the effective actions of log lead to, using the
// outcomes recorded in each entry (nothing is drawn). Each action is checked
// with Legal before it is applied, as it was when it was accepted.
func Replay[S any](rules Rules[S], setup json.RawMessage, seed int64, log []Entry) (S, error) {
	done, _, err := timeline(log)
	if err != nil {
		var zero S
		return zero, fmt.Errorf("cannot replay the log: %v", err)
	}
	return replay(rules, setup, seed, log, done)
}

// replay starts from rules.New and applies the entries log[k] for k in done.
func replay[S any](rules Rules[S], setup json.RawMessage, seed int64, log []Entry, done []int) (S, error) {
	s, err := rules.New(setup, seed)
	if err != nil {
		return s, fmt.Errorf("cannot set up the game: %w", err)
	}
	for _, k := range done {
		s, err = applyRecorded(rules, s, log[k])
		if err != nil {
			return s, err
		}
	}
	return s, nil
}

// applyRecorded replays one action entry on s with its recorded outcomes.
func applyRecorded[S any](rules Rules[S], s S, e Entry) (S, error) {
	a, err := rules.Decode(e.Action)
	if err != nil {
		return s, fmt.Errorf("entry %d: %v", e.Seq, err)
	}
	if err := a.Legal(s); err != nil {
		return s, fmt.Errorf("entry %d is not legal on replay: %v", e.Seq, err)
	}
	ch := ReplayChance(e.Outcomes)
	next, err := a.Apply(s, ch)
	if err != nil {
		return s, fmt.Errorf("entry %d cannot be replayed: %v", e.Seq, err)
	}
	if err := ch.finish(); err != nil {
		return s, fmt.Errorf("entry %d cannot be replayed: %v", e.Seq, err)
	}
	return next, nil
}

// Initial is the state the game started in: its setup, before any action.
func (g *Game[S]) Initial() (S, error) {
	return g.rules.New(g.st.Setup, g.st.Seed)
}

// Story replays the whole log, undone actions included, and calls fn for
// every entry in log order with the state just before and just after it:
// for an action, the state it was played on and the state it made; for an
// undo, the state with the action and the state without it; for a redo,
// the reverse. It is what `log` needs to retell the game in the referee's
// own sentences.
func (g *Game[S]) Story(fn func(e HistoryEntry, before, after S)) error {
	return g.StoryFrom(nil, fn)
}

// StoryFrom is Story with the initial state prepared first by prep (nil:
// as it is): `why` turns on the recording of the arithmetic (Worker).
func (g *Game[S]) StoryFrom(prep func(S), fn func(e HistoryEntry, before, after S)) error {
	return g.story(prep, nil, fn)
}

// StoryTail is Story told for the last n entries only: fn is called for
// them and for the actions that their undos and redos name (in log order),
// what a page showing the last n entries needs. It replays the whole log
// once, as Story does; neither keeps every state (holding them all, a
// 300,000-entry log needs gigabytes).
func (g *Game[S]) StoryTail(n int, fn func(e HistoryEntry, before, after S)) error {
	hist := len(g.st.Log)
	want := make(map[int]bool, 2*n)
	for i := max(hist-n, 0); i < hist; i++ {
		want[i] = true
		if e := g.st.Log[i]; e.Kind != KindAction && e.Target >= 1 && e.Target <= hist {
			want[e.Target-1] = true
		}
	}
	return g.story(nil, func(i int) bool { return want[i] }, fn)
}

// story replays the log, undone actions included, calling fn for the
// entries want accepts (nil: all). It keeps only the states an undo goes
// back to: a first pass over the log (indexes only) marks them; a redo
// applies its action again on the state it was undone to, which is the
// state it was first played on (the log was checked: a redo re-applies the
// most recently undone action, with no new action since).
func (g *Game[S]) story(prep func(S), want func(int) bool, fn func(e HistoryEntry, before, after S)) error {
	s, err := g.Initial()
	if err != nil {
		return fmt.Errorf("cannot set up the game: %w", err)
	}
	if prep != nil {
		prep(s)
	}
	hist := g.History()
	// keep[i+1]: the state entry i made is gone back to by an undo
	// (keep[0]: the initial state).
	keep := make([]bool, len(hist)+1)
	ids := []int{-1}
	for i, h := range hist {
		switch h.Kind {
		case KindAction, KindRedo:
			ids = append(ids, i)
		case KindUndo:
			if len(ids) < 2 {
				return fmt.Errorf("entry %d undoes nothing", h.Seq)
			}
			ids = ids[:len(ids)-1]
			keep[ids[len(ids)-1]+1] = true
		}
	}
	type held struct {
		id    int
		state S
	}
	stack := []held{{id: -1, state: s}}
	push := func(id int, after S) {
		if top := &stack[len(stack)-1]; !keep[top.id+1] {
			var zero S
			top.state = zero // never the current state again
		}
		stack = append(stack, held{id: id, state: after})
	}
	for i, h := range hist {
		before := stack[len(stack)-1].state
		switch h.Kind {
		case KindAction:
			after, err := applyRecorded(g.rules, before, g.st.Log[i])
			if err != nil {
				return err
			}
			push(i, after)
			if want == nil || want(i) {
				fn(h, before, after)
			}
		case KindUndo:
			stack = stack[:len(stack)-1]
			if want == nil || want(i) {
				fn(h, before, stack[len(stack)-1].state)
			}
		case KindRedo:
			k := h.Target - 1
			if k < 0 || k >= i || hist[k].Kind != KindAction {
				return fmt.Errorf("entry %d redoes entry %d, which is not an action", h.Seq, h.Target)
			}
			after, err := applyRecorded(g.rules, before, g.st.Log[k])
			if err != nil {
				return err
			}
			push(i, after)
			if want == nil || want(i) {
				fn(h, before, after)
			}
		}
	}
	return nil
}
