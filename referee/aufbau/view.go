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
		lines = append(lines, fmt.Sprintf("%s: %s, %d AK, %d %s, KW %d AS %d N %d, %s %d/%d", p.Name, p.Gold, p.Labor, p.Influence, s.tr("Einfluss", "influence"),
			p.KW, p.AS, p.N, s.tr("Aktionen", "actions"), p.Standard, R().Actions.Standard))
	}
	return tui.Compact(lines...)
}

func (s *State) head() string {
	ph := R().PhaseNames[s.Phase].In(s.Lang)
	if s.Ended {
		return fmt.Sprintf(s.tr("Die Kampagne ist nach Runde %d beendet.", "The campaign ended after round %d."), s.Round)
	}
	h := fmt.Sprintf(s.tr("Runde %d, Phase %s", "Round %d, %s phase"), s.Round, ph)
	if s.Rounds > 0 {
		h += fmt.Sprintf(s.tr(" (von %d)", " (of %d)"), s.Rounds)
	}
	var ev []string
	for _, e := range s.Events() {
		ev = append(ev, fmt.Sprintf("%d %s", e.Roll, e.Name(s.Lang)))
	}
	if len(ev) > 0 {
		h += s.tr("; Ereignisse: ", "; events: ") + strings.Join(ev, ", ")
	}
	return h + "."
}

// Text is the whole campaign for people.
func (s *State) Text() string {
	ru := R()
	var b strings.Builder
	fmt.Fprintln(&b, s.head())
	for _, m := range s.Markets {
		fmt.Fprintf(&b, s.tr("Markt %s: Rohmaterial %d, Sondermaterial %d%s\n", "Market %s: raw %d, special %d%s\n"), m.ID, m.RawRoll, m.SpecRoll, s.modsText(m.Mods))
	}
	for _, p := range s.Players {
		fmt.Fprintf(&b, "\n%s: %s", p.Name, p.Gold)
		if p.Pending.Gold != 0 {
			fmt.Fprintf(&b, s.tr(" (+%s ausstehend)", " (+%s pending)"), p.Pending.Gold)
		}
		fmt.Fprintf(&b, s.tr(", Information %d, AK %d, Einfluss %d (permanent: AK %d, Einfluss %d)\n", ", information %d, labour %d, influence %d (permanent: labour %d, influence %d)\n"),
			p.Info, p.Labor, p.Influence, p.PermLabor, p.PermInfl)
		fmt.Fprintf(&b, s.tr("  Proben: Einfluss %d, Geld %d, Material %d; KW %d, AS %d, N %d\n", "  checks: influence %d, money %d, materials %d; KW %d, AS %d, N %d\n"),
			s.value(&p, "influence"), s.value(&p, "money"), s.value(&p, "materials"), p.KW, p.AS, p.N)
		if s.Phase == Actions {
			fmt.Fprintf(&b, s.tr("  Aktionen: %d von %d, freier Ausbau %d von %d, genutzt: %s\n", "  actions: %d of %d, free build %d of %d, used: %s\n"),
				p.Standard, ru.Actions.Standard, p.FreeUsed, ru.Actions.Free, strings.Join(p.Used, ", "))
		}
		for _, d := range p.Domains {
			fmt.Fprintf(&b, "  %s %s %s, %s %s, %s %d, LO %d%s\n", ru.Domains.Name.In(s.Lang), d.ID, s.tier(d.Tier), s.tr("Rohstoffe", "picks"), s.names(d.Picks), s.tr("Pächter", "tenants"), d.Tenants, d.LO, s.unrestText(d.Unrest))
		}
		for _, c := range p.Cities {
			pacht := ""
			if c.Pacht {
				pacht = s.tr(", Pacht", ", leased from someone")
			}
			fmt.Fprintf(&b, "  %s %s %s, %s%s, %s %d, LO %d%s\n", ru.Cities.Name.In(s.Lang), c.ID, s.tier(c.Tier), c.Mode, pacht, s.tr("Pächter", "tenants"), c.Tenants, c.LO, s.unrestText(c.Unrest))
		}
		for _, o := range p.Offices {
			fmt.Fprintf(&b, "  %s %s %s, %s\n", ru.Offices.Name.In(s.Lang), o.ID, s.tier(o.Tier), o.Mode)
		}
		for _, o := range p.Orgs {
			k := ru.Orgs.Kinds[o.Kind]
			fmt.Fprintf(&b, "  %s (%s) %s, %s %d, LO %d%s\n", Name2(k.DE, k.EN, s.Lang), o.Kind, s.tier(o.Tier), s.tr("Anhänger", "followers"), o.Followers, o.LO, s.unrestText(o.Unrest))
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
			fmt.Fprintf(&b, "  %s %s @ %s%s\n", s.tr("Einrichtung", "facility"), f.Key, f.At, s.damagedText(f.Damaged))
		}
		for _, pr := range p.Projects {
			fmt.Fprintf(&b, s.tr("  Bauvorhaben %s @ %s: noch %d Runden\n", "  project %s @ %s: %d rounds to go\n"), pr.Key, pr.At, pr.Left)
		}
		if p.Loss != "" {
			fmt.Fprintf(&b, s.tr("  Verlust bei der Gegenreaktion: %s\n", "  loss on a counter-reaction: %s\n"), p.Loss)
		}
		for _, k := range slices.Sorted(maps.Keys(p.Troops)) {
			if p.Troops[k] > 0 {
				tk := ru.Troops.Kinds[k]
				fmt.Fprintf(&b, "  %s: %d %s\n", Name2(tk.DE, tk.EN, s.Lang), p.Troops[k], s.tr("Stufen", "levels"))
			}
		}
		for _, sp := range p.Specialists {
			fmt.Fprintf(&b, "  %s %s (%s), LO %d\n", s.tr("Fachkraft", "specialist"), ru.Specialists.Kinds[sp.Kind], sp.Tier, sp.LO)
		}
		if inv := s.inventory(p.Raw) + s.inventory(p.Special); inv != "" {
			fmt.Fprintf(&b, "  %s: %s\n", s.tr("Inventar", "inventory"), strings.TrimPrefix(inv, ", "))
		}
	}
	if s.Ended {
		fmt.Fprintln(&b, s.tr("\nStand (Goldäquivalent):", "\nStanding (gold equivalent):"))
		for k, i := range s.Standing() {
			fmt.Fprintf(&b, "  %d. %s %s\n", k+1, s.Players[i].Name, s.Players[i].Worth())
		}
	} else if s.Phase == Maintenance {
		fmt.Fprintln(&b, s.tr("\nAls Nächstes: 'next' führt den Unterhalt aus (vorher ggf. 'modus <spieler> verlust gold|influence' für die Gegenreaktion).",
			"\nNext: 'next' runs maintenance (first, if needed, 'modus <player> verlust gold|influence' for the counter-reaction)."))
	} else {
		fmt.Fprintln(&b, s.tr("\nAls Nächstes: Aktionen der Spieler, dann 'next' für Umwandlung und Rücksetzen.", "\nNext: the players' actions, then 'next' for conversion and reset."))
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
		return s.tr(", in Unruhe", ", in unrest")
	}
	return ""
}

func (s *State) damagedText(d bool) string {
	if d {
		return s.tr(" (beschädigt)", " (damaged)")
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
