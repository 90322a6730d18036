package rheinhessen

import (
	"boardroom/referee"
	"boardroom/referee/tui"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// violationNote is what an illegal production does to the audit track, for
// the question before it: ", a violation (raw 36, 27 or more): the audit
// track goes 3 -> 5" (an external audit when it reaches the end), or
// ", safe (raw 5, 26 or less): the audit track stays at 3"; the threshold
// from the rules data.
func violationNote(s *State, p rheinhessenrules.Production) string {
	from := R().Illegal.DangerFrom
	if !p.Violation {
		// what it does to the audit track, said either way
		return s.say("note.safe_track", p.Raw, from-1, s.Track)
	}
	tc, err := R().Advance(s.Track, true)
	if err != nil {
		return s.say("note.violation")
	}
	if tc.ExternalAudit {
		return s.say("note.violation_external", change{tc.Before, tc.Reached}, p.Raw, from)
	}
	return s.say("note.violation_track", change{tc.Before, tc.Reached}, p.Raw, from)
}

// TUIView is how `play` shows the game: the state before each menu and the
// events after each action.
var TUIView = tui.View[*State]{
	Show:    func(s *State) string { return s.Compact() },
	Events:  func(s *State) []string { return s.Events },
	Table:   func(s *State) referee.Table { return s.OnTable() },
	Journal: func(s *State) referee.Journal { return s.Moved },
	Wrap:    true, // what an action did, undid or did again: words whole at tui.Width
}
