package spec

import (
	"encoding/json"
	"fmt"
	"slices"

	"boardroom/referee"
)

// Explanation is what `why` tells about one log entry: the action as
// stored, what the referee said when it accepted it, and its reasoning.
type Explanation struct {
	Seq  int          `json:"seq"`
	Kind referee.Kind `json:"kind"` // action, undo or redo
	// Target is the entry an undo or redo took back or did again.
	Target int `json:"target,omitempty"`
	// Undone is whether the action is taken back now.
	Undone bool `json:"undone,omitempty"`
	// Type is the action's kind as stored ("produce").
	Type   string          `json:"type,omitempty"`
	Action json.RawMessage `json:"action,omitempty"`
	// Said is what the referee told the table when it accepted the action.
	Said []string `json:"said"`
	// Steps are the arithmetic the action recorded as the referee computed
	// it (State.Work), line by line with its rule (empty when the action
	// computed nothing: Said is then the reasoning).
	Steps []referee.Reason `json:"steps,omitempty"`
	// Entries is how many entries the log has.
	Entries int `json:"entries"`
}

func (ss *session[S]) Entries() int { return ss.g.Entries() }

func (ss *session[S]) Why(seq int) (*Explanation, error) {
	g := ss.g
	log := g.Log()
	if seq == 0 {
		seq = len(log)
		if ss.sp.Auto != nil {
			// the last thing a person did, not the referee's own turns
			// played after it (an AI seat's production): that is what the
			// person asking means
			err := g.Story(func(h referee.HistoryEntry, before, _ S) {
				if _, auto := ss.sp.Auto(before); h.Kind != referee.KindAction || !auto {
					seq = h.Seq
				}
			})
			if err != nil {
				return nil, fmt.Errorf("cannot retell game %q: %v", g.Name(), err)
			}
		}
	}
	if _, err := referee.EntryAt(log, seq); err != nil {
		return nil, err
	}
	var ex *Explanation
	said := map[int][]string{}
	actions := map[int]json.RawMessage{}
	explain := func(s S) {
		if w, ok := any(s).(referee.Worker); ok {
			w.Explain() // the actions record their arithmetic as they replay
		}
	}
	err := g.StoryFrom(explain, func(h referee.HistoryEntry, before, after S) {
		var ev []string
		if h.Kind == referee.KindAction {
			ev = ss.sp.View.Events0(after)
			said[h.Seq] = ev
			actions[h.Seq] = h.Action
		} else {
			ev = said[h.Target]
		}
		if h.Seq != seq {
			return
		}
		ex = &Explanation{Seq: h.Seq, Kind: h.Kind, Target: h.Target, Undone: h.Undone, Said: ev, Entries: len(log)}
		raw := h.Action
		if h.Kind != referee.KindAction {
			raw = actions[h.Target]
			if h.Kind == referee.KindUndo {
				before, after = after, before // the action's own states
			}
		}
		ex.Action = raw
		var head struct {
			Type string `json:"type"`
		}
		_ = json.Unmarshal(raw, &head)
		ex.Type = head.Type
		if w, ok := any(after).(referee.Worker); ok && h.Kind == referee.KindAction {
			// the arithmetic the action recorded as it computed
			ex.Steps = slices.Clone(w.WorkDone())
		}
	})
	if err != nil {
		return nil, fmt.Errorf("cannot retell game %q: %v", g.Name(), err)
	}
	if ex == nil {
		return nil, fmt.Errorf("entry %d is not in the log", seq)
	}
	if ex.Said == nil {
		ex.Said = []string{}
	}
	return ex, nil
}
