package referee

import (
	"strings"

	"boardroom/phrase"
	"boardroom/phrase/msg"
)

// Messages is the engine's own words in both languages (messages.yaml,
// written out as Go by go generate: see gen/): what to move on the table,
// the log's frames, the engine's refusals. A game's words are its own
// catalogue's.
//
//go:generate go run -tags rulesgen ./gen
var Messages = &msg.Catalog{Name: "referee/messages.yaml", Table: compiledMessages}

// LangOf is the language a game's state is played in: its Language method
// (a msg.Lang, or a language's code as a string), else English.
func LangOf(state any) msg.Lang {
	switch s := state.(type) {
	case interface{ Language() msg.Lang }:
		if l := s.Language(); l != "" {
			return l
		}
	case interface{ Language() string }:
		if l, err := msg.Parse(s.Language()); err == nil {
			return l
		}
	}
	return msg.EN
}

// engineSays is the engine's message id in l.
func engineSays(l msg.Lang, id string, args ...any) string { return Messages.Say(l, id, args...) }

// MovesHead is the line over what to move on the table after an undo
// (back: "Put back on the table:") or a redo ("On the table, again:"), in l:
// the generic catalogue's, as play and the verbs say them.
func MovesHead(l msg.Lang, back bool) string {
	if back {
		return phrase.Say(l, "table.put_back")
	}
	return phrase.Say(l, "table.on_the_table_again")
}

// NothingToMove is the line of an undo or a redo that moved nothing on a
// real table, in l.
func NothingToMove(l msg.Lang) string { return phrase.Say(l, "table.nothing_to_move") }

// LogUndoRedo is the log's line for an undo or a redo of entry target, what
// the first event of the action ("" : "the action"), in l: "Undo of #3: Ann
// sells 2 Luxuries".
func LogUndoRedo(l msg.Lang, kind Kind, target int, what string) string {
	if what == "" {
		what = phrase.Say(l, "log.the_action")
	}
	if kind == KindRedo {
		return phrase.Say(l, "log.redo_of", target, what)
	}
	return phrase.Say(l, "log.undo_of", target, what)
}

// RefusalIn is a refusal said in l: the reason and its rule, and the word
// before the rule in l ("Regel").
func RefusalIn(l msg.Lang, rule, reason string) *Refusal {
	r := &Refusal{Reason: reason, Rule: rule}
	if l != msg.EN {
		r.Word = engineSays(l, "refusal.rule")
	}
	return r
}

// joinAnd is items as a list in l: "a, b and c", "a, b und c".
func joinAnd(l msg.Lang, items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + engineSays(l, "list.and") + items[len(items)-1]
}

// IsEngineRule reports whether rule is one of the engine's own rules, said
// in either language ("the players are the people named when the game was
// made", "adjustments are logged with the reason the table agreed on"):
// a refusal under one rests on no ruling of the game, so an explanation
// does not search the game's rulings for its words (they would find an
// unrelated one).
func IsEngineRule(rule string) bool {
	for id, t := range Messages.Texts() {
		if strings.HasPrefix(id, "seats.") || strings.HasPrefix(id, "adjust.") {
			if rule == t.EN || rule == t.DE {
				return true
			}
		}
	}
	return false
}
