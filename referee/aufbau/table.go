package aufbau

import (
	"fmt"

	"boardroom/referee"
)

// OnTable is what the domain sheets show: after an undo or a redo the
// table is told which numbers to write back (referee.Moves).
func (s *State) OnTable() referee.Table {
	var t referee.Table
	t.Mark(s.msg("table.the_round"), fmt.Sprintf("%d (%s)", s.Round, R().PhaseNames[s.Phase].In(s.Lang)))
	for _, p := range s.Players {
		t.Mark(p.Name+s.msg("table.gold"), p.Gold.Amount())
		t.Mark(p.Name+s.msg("table.pending_gold"), p.Pending.Gold.Amount())
		t.Mark(p.Name+s.msg("table.labour"), fmt.Sprint(p.Labor))
		t.Mark(p.Name+s.msg("table.influence"), fmt.Sprint(p.Influence))
		t.Mark(p.Name+": Information", fmt.Sprint(p.Info))
		t.Mark(p.Name+": KW", fmt.Sprint(p.KW))
		t.Mark(p.Name+": AS", fmt.Sprint(p.AS))
		t.Mark(p.Name+": N", fmt.Sprint(p.N))
		t.Mark(p.Name+s.msg("table.permanent_labour"), fmt.Sprint(p.PermLabor))
		t.Mark(p.Name+s.msg("table.permanent_influence"), fmt.Sprint(p.PermInfl))
		t.Mark(p.Name+s.msg("table.inventory"), s.inventory(p.Raw)+s.inventory(p.Special))
		t.Mark(p.Name+s.msg("table.posts"), fmt.Sprintf("%d/%d/%d/%d/%d", len(p.Domains), len(p.Cities), len(p.Offices), len(p.Orgs), len(p.Trades)))
	}
	return t
}
