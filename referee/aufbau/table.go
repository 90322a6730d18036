package aufbau

import (
	"boardroom/phrase/msg"
	"fmt"
	"unicode"
	"unicode/utf8"

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

// Language is the campaign's language: English, or German, the game's own
// (a campaign saved before it had a language, and no campaign at all: a
// typing error before any was started).
func (s *State) Language() msg.Lang {
	if s != nil && s.Lang == msg.EN {
		return msg.EN
	}
	return msg.DE
}
