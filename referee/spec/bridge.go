package spec

import (
	"boardroom/lazy"
	"boardroom/phrase"
	"boardroom/phrase/msg"
)

// bridge says one of the English frames the command `why` writes today in
// l. It exists only while that command (cmd/boardroom/lookup_cmd.go, which
// another part of the house owns) writes English formats: once it says the
// frames by their IDs (phrase.Say(s.Language(), "why.refused", ...)), this
// file and Session.Word go. Each format maps to its message and the verbs
// its arguments are written with.
func bridge(l msg.Lang, english string) string {
	f, ok := whyFrames.Get()[english]
	if !ok {
		return english
	}
	return phrase.Say(l, f.id, f.verbs...)
}

type frame struct {
	id    string
	verbs []any
}

var whyFrames = &lazy.Value[map[string]frame]{New: func() map[string]frame {
	return map[string]frame{
		"Refused: %s (after log entry %d; nothing changed)": {"why.refused", []any{"%s", "%d"}},
		"Refused: %s (before any action; nothing changed)":  {"why.refused_first", []any{"%s"}},
		"Why:":                   {"why.why", nil},
		"Rule:":                  {"why.rule", nil},
		"Log entry %d (%s, %s):": {"why.entry", []any{"%d", "%s", "%s"}},
		"accepted":               {"why.accepted", nil},
		"the undo of entry %d":   {"why.undo_of", []any{"%d"}},
		"the redo of entry %d":   {"why.redo_of", []any{"%d"}},
		"accepted, undone later": {"why.undone_later", nil},
		"Step by step:":          {"why.steps", nil},
		"checked:":               {"why.checked", nil},
		"The referee said:":      {"why.said", nil},
		"The rules behind it:":   {"why.rules", nil},
		"Rulebook:":              {"why.rulebook", nil},
		"rule":                   {"why.kind_rule", nil},
		"ruling":                 {"why.kind_ruling", nil},
		"none.":                  {"why.no_quote", nil},
		"nothing to explain yet: no action has been accepted or refused in game %q": {"why.nothing_yet", []any{"%q"}},
		"taken back (entry %d):": {"why.taken_back", []any{"%d"}},
		"done again (entry %d):": {"why.done_again", []any{"%d"}},
		"Nothing was counted: this action moves no number by a calculation. It was allowed because the referee's checks for it passed, under the rules below. What it did:": {"why.nothing_counted", nil},
	}
}}
