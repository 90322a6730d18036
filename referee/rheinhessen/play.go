package rheinhessen

import (
	"boardroom/referee"
	"boardroom/referee/tui"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// violationNote is ", a violation: track 3 -> 5, external audit" for an
// illegal production that is one.
func violationNote(s *State, p rheinhessenrules.Production) string {
	if !p.Violation {
		return ""
	}
	tc, err := R().Advance(s.Track, true)
	if err != nil {
		return s.say("note.violation")
	}
	if tc.ExternalAudit {
		return s.say("note.violation_external", change{tc.Before, tc.Reached})
	}
	return s.say("note.violation_track", change{tc.Before, tc.Reached})
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
