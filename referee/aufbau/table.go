package aufbau

import (
	"boardroom/phrase/msg"
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"boardroom/lazy"
	"boardroom/referee"
)

// OnTable is what the domain sheets show: after an undo or a redo the
// table is told which numbers to write back (tableMoves). Nothing moves
// between places: the campaign is kept on paper.
func (s *State) OnTable() referee.Table {
	var t referee.Table
	t.Mark(s.msg("table.the_round"), fmt.Sprintf("%d (%s)", s.Round, R().PhaseNames[s.Phase].In(s.Language())))
	for _, p := range s.Players {
		t.Mark(p.Name+s.msg("table.gold"), p.Gold.Amount())
		t.Mark(p.Name+s.msg("table.pending_gold"), p.Pending.Gold.Amount())
		t.Mark(p.Name+s.msg("table.labour"), fmt.Sprint(p.Labor))
		t.Mark(p.Name+s.msg("table.influence"), fmt.Sprint(p.Influence))
		t.Mark(p.Name+s.msg("table.information"), fmt.Sprint(p.Info))
		t.Mark(p.Name+s.msg("table.kw"), fmt.Sprint(p.KW))
		t.Mark(p.Name+s.msg("table.as"), fmt.Sprint(p.AS))
		t.Mark(p.Name+s.msg("table.n"), fmt.Sprint(p.N))
		t.Mark(p.Name+s.msg("table.permanent_labour"), fmt.Sprint(p.PermLabor))
		t.Mark(p.Name+s.msg("table.permanent_influence"), fmt.Sprint(p.PermInfl))
		inv := s.inventory(p.Raw, p.Special)
		if inv == "" {
			inv = s.msg("table.nothing")
		}
		t.Mark(p.Name+s.msg("table.inventory"), inv)
		t.Mark(p.Name+s.msg("table.posts"), fmt.Sprintf("%d/%d/%d/%d/%d", len(p.Domains), len(p.Cities), len(p.Offices), len(p.Orgs), len(p.Trades)))
	}
	return t
}

// tableMoves is what to write back on the domain sheets after an undo or a
// redo: each number that changed, in the campaign's language.
func tableMoves(from, to *State, back bool) []string {
	old := map[string]string{}
	for _, m := range from.OnTable().Markers {
		old[m.Name] = m.Value
	}
	var out []string
	for _, m := range to.OnTable().Markers {
		was, ok := old[m.Name]
		if !ok || was == m.Value {
			continue
		}
		v, w := m.Value, was
		line := to.msg("table.set", m.Name, v, w)
		if back {
			line = to.msg("table.set_back", m.Name, v, w)
		}
		out = append(out, upperFirst(line)) // "die Runde zurück auf ..." starts a sentence
	}
	return out
}

// upperFirst is s with its first letter a capital.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// loopWords are the play loop's and the retelling's own words.
var loopWords = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{
		"What now?":                     "table.what_now",
		"Undo last action":              "table.undo_last_action",
		"Redo":                          "table.redo",
		"Save and quit":                 "table.save_and_quit",
		"refused:":                      "table.refused",
		"Undone":                        "table.undone",
		"Redone":                        "table.redone",
		"the last action":               "table.the_last_action",
		"Nothing to move on the table.": "table.nothing_to_move",
		"Put back on the table:":        "table.put_back",
		"On the table, again:":          "table.on_the_table_again",
		"Game %q is saved. Resume it with: boardroom %s play --game %s": "table.saved",
		"Back":                       "table.back",
		"empty to go back":           "table.empty_to_go_back",
		"WHEN":                       "table.when",
		"Jan 2 15:04":                "table.stamp",
		"WHAT":                       "table.what",
		"(undone later) ":            "table.undone_later",
		"Undo of #%d: %s":            "table.undo_of",
		"Redo of #%d: %s":            "table.redo_of",
		"the action":                 "table.the_action",
		"%s game %q":                 "table.game_header",
		"new %s game %q saved in %s": "table.saved_in",
		"quit":                       "keys.quit",
		"up":                         "keys.up",
		"down":                       "keys.down",
		"submit":                     "keys.submit",
		"next":                       "keys.next",
		"back":                       "keys.back",
		"left":                       "keys.left",
		"right":                      "keys.right",
		"first":                      "keys.first",
		"last":                       "keys.last",
		"filter":                     "keys.filter",
		"clear filter":               "keys.clear_filter",
		"done filtering":             "keys.done_filtering",
		"toggle":                     "keys.toggle",
		"complete":                   "keys.complete",
		"Yes":                        "keys.yes",
		"No":                         "keys.no",
		// the frame of `why`
		"Refused: %s (after log entry %d; nothing changed)": "why.frame_refused",
		"Refused: %s (before any action; nothing changed)":  "why.frame_refused_first",
		"Why:":                   "why.frame_why",
		"Rule:":                  "why.frame_rule",
		"Log entry %d (%s, %s):": "why.frame_entry",
		"accepted":               "why.frame_accepted",
		"the undo of entry %d":   "why.frame_undo_of",
		"the redo of entry %d":   "why.frame_redo_of",
		"accepted, undone later": "why.frame_undone_later",
		"Step by step:":          "why.frame_steps",
		"checked:":               "why.frame_checked",
		"The referee said:":      "why.frame_said",
		"The rules behind it:":   "why.frame_rules",
		"Rulebook:":              "why.frame_rulebook",
		"none.":                  "why.frame_no_quote",
		"nothing to explain yet: no action has been accepted or refused in game %q": "why.frame_nothing_yet",
		"taken back (entry %d):": "why.frame_taken_back",
		"done again (entry %d):": "why.frame_done_again",
		"rule":                   "why.frame_kind_rule",
		"ruling":                 "why.frame_kind_ruling",
		"Nothing was counted: this action moves no number by a calculation. It was allowed because the referee's checks for it passed, under the rules below. What it did:": "why.frame_nothing_counted",
		"nothing to undo: no action is in effect":                                                    "table.nothing_to_undo",
		"nothing to redo: redo re-applies an undone action, and only until a new action is accepted": "table.nothing_to_redo",
	}
}}

var newGameLine = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`^New game for (.+?)(, with physical decks and dice \(the table draws and rolls\))? \(seed (-?\d+)\)\.$`)
}}

var numberFromTo = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`^enter a whole number from (-?\d+) to (-?\d+), or nothing to go back$`)
}}

// loopWord says one of the loop's words in the campaign's language.
func loopWord(s *State, english string) string {
	if k, ok := loopWords.Get()[english]; ok {
		switch k {
		case "table.saved":
			return s.msg(k, "%s", "%s", "%s") // a format for the loop
		case "table.game_header":
			return s.msg(k, "%s", "%q")
		case "table.saved_in":
			return s.msg(k, "%s", "%q", "%s")
		case "table.undo_of", "table.redo_of":
			return s.msg(k, "%d", "%s")
		case "why.frame_refused":
			return s.msg(k, "%s", "%d")
		case "why.frame_refused_first":
			return s.msg(k, "%s")
		case "why.frame_nothing_yet":
			return s.msg(k, "%q")
		case "why.frame_entry":
			return s.msg(k, "%d", "%s", "%s")
		case "why.frame_undo_of", "why.frame_redo_of", "why.frame_taken_back", "why.frame_done_again":
			return s.msg(k, "%d")
		}
		return s.msg(k)
	}
	if m := newGameLine.Get().FindStringSubmatch(english); m != nil {
		var names []string
		for _, p := range s.Players {
			names = append(names, p.Name)
		}
		list := strings.Join(names, ", ")
		if len(names) > 1 {
			list = strings.Join(names[:len(names)-1], ", ") + s.msg("table.and") + names[len(names)-1]
		}
		if s.Physical {
			return s.msg("table.new_campaign_physical", list, m[3])
		}
		return s.msg("table.new_campaign", list, m[3])
	}
	if m := numberFromTo.Get().FindStringSubmatch(english); m != nil {
		return s.msg("table.enter_number_from_to", m[1], m[2])
	}
	// the typing errors of the verbs (verb.Decode), said again once the
	// campaign is open
	for _, p := range engineTyping.Get() {
		if m := p.re.FindStringSubmatch(english); m != nil {
			args := make([]any, len(m)-1)
			for i, x := range m[1:] {
				args[i] = x
			}
			return s.msg(p.key, args...)
		}
	}
	return english
}

var engineTyping = &lazy.Value[[]struct {
	re  *regexp.Regexp
	key string
}]{New: func() []struct {
	re  *regexp.Regexp
	key string
} {
	return []struct {
		re  *regexp.Regexp
		key string
	}{
		{regexp.MustCompile(`^(\S+) must be a whole number, got (.+)$`), "input.whole_number"},
		{regexp.MustCompile(`^missing <([^>]+)>$`), "input.missing"},
		{regexp.MustCompile(`^unexpected argument (.+)$`), "input.unexpected"},
		{regexp.MustCompile(`^accepts (\d+) arg\(s\), received (\d+): a name with spaces goes in quotes, as in: (.+)$`), "input.too_many_quote"},
		{regexp.MustCompile(`^accepts (\d+) arg\(s\), received (\d+)$`), "input.count"},
		{regexp.MustCompile(`^requires at least (\d+) arg\(s\), only received (\d+)$`), "input.at_least"},
		{regexp.MustCompile(`^accepts between (\d+) and (\d+) arg\(s\), received (\d+)$`), "input.between"},
		{regexp.MustCompile(`^Game (\S+):$`), "input.game_line"},
	}
}}

// Language is the campaign's language: English, or German, the game's own
// (a campaign saved before it had a language, and no campaign at all: a
// typing error before any was started).
func (s *State) Language() msg.Lang {
	if s != nil && s.Lang == msg.EN {
		return msg.EN
	}
	return msg.DE
}
