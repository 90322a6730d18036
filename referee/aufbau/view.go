package aufbau

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"boardroom/referee"
	"boardroom/referee/tui"
)

var jsonMarshal = json.Marshal

// TUIView is how the campaign shows itself to the engine.
var TUIView = tui.View[*State]{
	Show:   func(s *State) string { return s.Compact() },
	Events: func(s *State) []string { return s.Said },
	Table:  func(s *State) referee.Table { return s.OnTable() },
}

// Compact is one line per player.
func (s *State) Compact() string {
	lines := []string{s.head()}
	for _, p := range s.Players {
		lines = append(lines, fmt.Sprintf("%s: %s, %d AK, %d %s, KW %d AS %d N %d, %s %d/%d", p.Name, p.Gold, p.Labor, p.Influence, s.msg("play.influence"),
			p.KW, p.AS, p.N, s.msg("play.actions"), p.Standard, R().Actions.Standard))
	}
	return tui.Compact(lines...)
}

func (s *State) head() string {
	ph := R().PhaseNames[s.Phase].In(s.Lang)
	if s.Ended {
		return s.msg("view.the_campaign_ended_after_round", s.Round)
	}
	h := s.msg("view.round_phase", s.Round, ph)
	if s.Rounds > 0 {
		h += s.msg("view.of", s.Rounds)
	}
	var ev []string
	for _, e := range s.Events() {
		ev = append(ev, fmt.Sprintf("%d %s", e.Roll, e.Name(s.Lang)))
	}
	if len(ev) > 0 {
		h += s.msg("view.events") + strings.Join(ev, ", ")
	}
	return h + "."
}

// Text is the whole campaign for people.
func (s *State) Text() string {
	ru := R()
	var b strings.Builder
	fmt.Fprintln(&b, s.head())
	for _, m := range s.Markets {
		fmt.Fprintf(&b, "%s", s.msg("view.market_raw_special", m.ID, m.RawRoll, m.SpecRoll, s.modsText(m.Mods)))
	}
	for _, p := range s.Players {
		fmt.Fprintf(&b, "\n%s: %s", p.Name, p.Gold)
		if p.Pending.Gold != 0 {
			fmt.Fprintf(&b, "%s", s.msg("view.pending", p.Pending.Gold))
		}
		fmt.Fprintf(&b, "%s", s.msg("view.information_labour_influence_permanent_labour",
			p.Info, p.Labor, p.Influence, p.PermLabor, p.PermInfl))
		fmt.Fprintf(&b, "%s", s.msg("view.checks_influence_money_materials_kw",
			s.value(&p, "influence"), s.value(&p, "money"), s.value(&p, "materials"), p.KW, p.AS, p.N))
		if s.Phase == Actions {
			fmt.Fprintf(&b, "%s", s.msg("view.actions_of_free_build_of",
				p.Standard, ru.Actions.Standard, p.FreeUsed, ru.Actions.Free, strings.Join(p.Used, ", ")))
		}
		for _, d := range p.Domains {
			fmt.Fprintf(&b, "  %s %s %s, %s %s, %s %d, LO %d%s\n", ru.Domains.Name.In(s.Lang), d.ID, s.tier(d.Tier), s.msg("view.picks"), s.names(d.Picks), s.msg("view.tenants"), d.Tenants, d.LO, s.unrestText(d.Unrest))
		}
		for _, c := range p.Cities {
			pacht := ""
			if c.Pacht {
				pacht = s.msg("view.leased_from_someone")
			}
			fmt.Fprintf(&b, "  %s %s %s, %s%s, %s %d, LO %d%s\n", ru.Cities.Name.In(s.Lang), c.ID, s.tier(c.Tier), c.Mode, pacht, s.msg("view.tenants"), c.Tenants, c.LO, s.unrestText(c.Unrest))
		}
		for _, o := range p.Offices {
			fmt.Fprintf(&b, "  %s %s %s, %s\n", ru.Offices.Name.In(s.Lang), o.ID, s.tier(o.Tier), o.Mode)
		}
		for _, o := range p.Orgs {
			k := ru.Orgs.Kinds[o.Kind]
			fmt.Fprintf(&b, "  %s (%s) %s, %s %d, LO %d%s\n", Name2(k.DE, k.EN, s.Lang), o.Kind, s.tier(o.Tier), s.msg("view.followers"), o.Followers, o.LO, s.unrestText(o.Unrest))
		}
		for _, t := range p.Trades {
			fmt.Fprintf(&b, "  %s %s %s, %s%s\n", ru.Trade.Name.In(s.Lang), t.ID, s.tier(t.Tier), t.Mode, s.damagedText(t.Damaged))
		}
		for _, w := range p.Workshops {
			fmt.Fprintf(&b, "  %s %s %s @ %s: %s → %s%s\n", ru.Workshops.Name.In(s.Lang), w.ID, s.tier(w.Tier), w.At, s.matName(w.Input), s.matName(w.Output), s.damagedText(w.Damaged))
		}
		for _, l := range p.Storages {
			fmt.Fprintf(&b, "  %s %s %s @ %s%s\n", ru.Storage.Name.In(s.Lang), l.ID, s.tier(l.Tier), l.At, s.damagedText(l.Damaged))
		}
		for _, f := range p.Facilities {
			fmt.Fprintf(&b, "  %s %s @ %s%s\n", s.msg("play.facility"), f.Key, f.At, s.damagedText(f.Damaged))
		}
		for _, pr := range p.Projects {
			fmt.Fprintf(&b, "%s", s.msg("view.project_rounds_to_go", pr.Key, pr.At, pr.Left))
		}
		if p.Loss != "" {
			fmt.Fprintf(&b, "%s", s.msg("view.loss_on_a_counter_reaction", p.Loss))
		}
		for _, k := range slices.Sorted(maps.Keys(p.Troops)) {
			if p.Troops[k] > 0 {
				tk := ru.Troops.Kinds[k]
				fmt.Fprintf(&b, "  %s: %d %s\n", Name2(tk.DE, tk.EN, s.Lang), p.Troops[k], s.msg("acquire.levels"))
			}
		}
		for _, sp := range p.Specialists {
			fmt.Fprintf(&b, "  %s %s (%s), LO %d\n", s.msg("view.specialist"), ru.Specialists.Kinds[sp.Kind], sp.Tier, sp.LO)
		}
		if inv := s.inventory(p.Raw) + s.inventory(p.Special); inv != "" {
			fmt.Fprintf(&b, "  %s: %s\n", s.msg("view.inventory"), strings.TrimPrefix(inv, ", "))
		}
	}
	if s.Ended {
		fmt.Fprintln(&b, s.msg("view.standing_gold_equivalent"))
		for k, i := range s.Standing() {
			fmt.Fprintf(&b, "  %d. %s %s\n", k+1, s.Players[i].Name, s.Players[i].Worth())
		}
	} else if s.Phase == Maintenance {
		fmt.Fprintln(&b, s.msg("view.next_next_runs_maintenance_first"))
	} else {
		fmt.Fprintln(&b, s.msg("view.next_the_players_actions_then"))
	}
	return b.String()
}

func (s *State) names(ids []string) string {
	var out []string
	for _, id := range ids {
		out = append(out, s.matName(id))
	}
	return strings.Join(out, ", ")
}

func (s *State) unrestText(u bool) string {
	if u {
		return s.msg("view.in_unrest")
	}
	return ""
}

func (s *State) damagedText(d bool) string {
	if d {
		return s.msg("view.damaged")
	}
	return ""
}

func (s *State) inventory(m map[string]int) string {
	var b strings.Builder
	for _, id := range slices.Sorted(maps.Keys(m)) {
		fmt.Fprintf(&b, ", %d %s", m[id], s.matName(id))
	}
	return b.String()
}
