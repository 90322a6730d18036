package aufbau

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/tui"
	aufbaurules "boardroom/rules/aufbau"
)

var jsonMarshal = json.Marshal

// TUIView is how the campaign shows itself to the engine.
var TUIView = tui.View[*State]{
	Show:         func(s *State) string { return s.Compact() },
	Events:       func(s *State) []string { return s.Said },
	Table:        func(s *State) referee.Table { return s.OnTable() },
	TableMarkers: tableMoves,
}

// PlayView is TUIView for `play`: what an action did wrapped at tui.Width,
// each line's indent kept, words whole, never cut by the terminal's edge.
var PlayView = func() tui.View[*State] {
	v := TUIView
	v.Messages = aufbaurules.Messages // the fields' questions, in the campaign's language
	v.Events = func(s *State) []string {
		var out []string
		for _, e := range s.Said {
			for _, l := range strings.Split(e, "\n") {
				out = append(out, strings.Join(tui.Wrap(l), "\n"))
			}
		}
		return out
	}
	return v
}()

// Compact is one line per player.
func (s *State) Compact() string {
	lines := []string{s.head()}
	for _, p := range s.Players {
		lines = append(lines, fmt.Sprintf("%s: %s, %d %s, %d %s, %s %d %s %d %s %d, %s %d/%d", p.Name, s.gold(p.Gold), p.Labor, s.msg("abbr.ak"),
			p.Influence, s.msg("play.influence"), s.msg("abbr.kw"), p.KW, s.msg("abbr.as"), p.AS, s.msg("abbr.n"), p.N,
			s.msg("play.actions"), p.Standard, R().Actions.Standard))
	}
	return tui.Compact(lines...)
}

func (s *State) head() string {
	ph := R().PhaseNames[s.Phase].In(s.Language())
	if s.Ended {
		return s.msg("view.the_campaign_ended_after_round", s.Round)
	}
	h := s.msg("view.round_phase", s.Round, ph)
	if s.Rounds > 0 {
		h += s.msg("view.of", s.Rounds)
	}
	var ev []string
	for _, e := range s.Events() {
		ev = append(ev, fmt.Sprintf("%d %s", e.Roll, e.Name(s.Language())))
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
		fmt.Fprintf(&b, "%s", s.msg("view.market_raw_special", s.marketTitle(m.ID), m.RawRoll, m.SpecRoll, s.modsText(m.Mods)))
	}
	for _, p := range s.Players {
		fmt.Fprintf(&b, "\n%s: %s", p.Name, s.gold(p.Gold))
		if p.Pending.Gold != 0 {
			fmt.Fprintf(&b, "%s", s.msg("view.pending", p.Pending.Gold))
		}
		fmt.Fprintf(&b, "%s", s.msg("view.information_labour_influence_permanent_labour",
			p.Info, p.Labor, p.Influence, p.PermLabor, p.PermInfl))
		fmt.Fprintf(&b, "%s", s.msg("view.checks_influence_money_materials_kw",
			s.value(&p, "influence"), s.value(&p, "money"), s.value(&p, "materials"), p.KW, p.AS, p.N))
		if s.Phase == Actions {
			fmt.Fprintf(&b, "%s", s.msg("view.actions_of_free_build_of",
				p.Standard, ru.Actions.Standard, p.FreeUsed, ru.Actions.Free, s.usedKeys(p.Used)))
		}
		for _, d := range p.Domains {
			fmt.Fprintf(&b, "  %s %s %s, %s %s, %s, %s %d%s\n", ru.Domains.Name.In(s.Language()), d.ID, s.tier(d.Tier), s.msg("view.picks"), s.names(d.Picks), s.msg("view.tenants", d.Tenants), s.msg("abbr.lo"), d.LO, s.unrestText(d.Unrest))
		}
		for _, c := range p.Cities {
			pacht := ""
			if c.Pacht {
				pacht = s.msg("view.leased_from_someone")
			}
			fmt.Fprintf(&b, "  %s %s %s, %s%s, %s, %s %d%s\n", ru.Cities.Name.In(s.Language()), c.ID, s.tier(c.Tier), s.mode(c.Mode), pacht, s.msg("view.tenants", c.Tenants), s.msg("abbr.lo"), c.LO, s.unrestText(c.Unrest))
		}
		for _, o := range p.Offices {
			fmt.Fprintf(&b, "  %s %s %s, %s\n", ru.Offices.Name.In(s.Language()), o.ID, s.tier(o.Tier), s.mode(o.Mode))
		}
		for _, o := range p.Orgs {
			k := ru.Orgs.Kinds[o.Kind]
			fmt.Fprintf(&b, "  %s %s, %s, %s %d%s\n", Name2(k.DE, k.EN, s.Language()), s.tier(o.Tier), s.msg("view.followers", o.Followers), s.msg("abbr.lo"), o.LO, s.unrestText(o.Unrest))
		}
		for _, t := range p.Trades {
			fmt.Fprintf(&b, "  %s %s %s, %s%s\n", ru.Trade.Name.In(s.Language()), t.ID, s.tier(t.Tier), s.mode(t.Mode), s.damagedText(t.Damaged))
		}
		for _, w := range p.Workshops {
			fmt.Fprintf(&b, "  %s %s %s @ %s: %s %s %s%s\n", ru.Workshops.Name.In(s.Language()), w.ID, s.tier(w.Tier), w.At, s.matName(w.Input), phrase.Arrow(), s.matName(w.Output), s.damagedText(w.Damaged))
		}
		for _, l := range p.Storages {
			fmt.Fprintf(&b, "  %s %s %s @ %s%s\n", ru.Storage.Name.In(s.Language()), l.ID, s.tier(l.Tier), l.At, s.damagedText(l.Damaged))
		}
		for _, f := range p.Facilities {
			fmt.Fprintf(&b, "  %s %s @ %s%s\n", s.msg("play.facility"), f.Key, f.At, s.damagedText(f.Damaged))
		}
		for _, pr := range p.Projects {
			fmt.Fprintf(&b, "%s", s.msg("view.project_rounds_to_go", pr.Key, pr.At, pr.Left))
		}
		if p.Loss != "" {
			fmt.Fprintf(&b, "%s", s.msg("view.loss_on_a_counter_reaction", s.mode(p.Loss)))
		}
		for _, k := range slices.Sorted(maps.Keys(p.Troops)) {
			if p.Troops[k] > 0 {
				tk := ru.Troops.Kinds[k]
				fmt.Fprintf(&b, "  %s: %d %s\n", Name2(tk.DE, tk.EN, s.Language()), p.Troops[k], s.msg("acquire.levels"))
			}
		}
		for _, sp := range p.Specialists {
			fmt.Fprintf(&b, "  %s %s (%s), %s %d\n", s.msg("view.specialist"), s.specKind(sp.Kind), s.specTier(sp.Tier), s.msg("abbr.lo"), sp.LO)
		}
		if inv := s.inventory(p.Raw, p.Special); inv != "" {
			fmt.Fprintf(&b, "  %s: %s\n", s.msg("view.inventory"), inv)
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

// inventory lists goods: "8 Getreide, 2 Pulpellen" ("" for none).
func (s *State) inventory(ms ...map[string]int) string {
	var out []string
	for _, m := range ms {
		for _, id := range slices.Sorted(maps.Keys(m)) {
			out = append(out, fmt.Sprintf("%d %s", m[id], s.matName(id)))
		}
	}
	return strings.Join(out, ", ")
}

// mode is a holding's mode in words.
func (s *State) mode(m string) string {
	if aufbaurules.Messages.Has("mode." + m) {
		return s.msg("mode." + m)
	}
	return m
}

// specTier is a specialist's tier in words.
func (s *State) specTier(t string) string {
	if x, ok := R().Specialists.Tiers[t]; ok {
		return aufbaurules.Name{DE: x.DE, EN: x.EN}.In(s.Language())
	}
	return t
}

// specKind is a specialist's kind in words.
func (s *State) specKind(k string) string {
	ru := R()
	if s.Language() == "en" && ru.Specialists.KindsEN[k] != "" {
		return ru.Specialists.KindsEN[k]
	}
	return ru.Specialists.Kinds[k]
}

// actionKey is a canonical action key ("money.lend") in words.
func (s *State) actionKey(key string) string {
	if aufbaurules.Messages.Has("key." + key) {
		return s.msg("key." + key)
	}
	ru := R()
	if kind, ok := strings.CutPrefix(key, "troops."); ok {
		if k, ok := ru.Troops.Kinds[kind]; ok {
			return s.msg("key.troops", Name2(k.DE, k.EN, s.Language()))
		}
	}
	if kind, ok := strings.CutPrefix(key, "acquire.org."); ok {
		if k, ok := ru.Orgs.Kinds[kind]; ok {
			return s.msg("key.acquire_org", Name2(k.DE, k.EN, s.Language()))
		}
	}
	return key
}

func (s *State) usedKeys(keys []string) string {
	var out []string
	for _, k := range keys {
		out = append(out, s.actionKey(k))
	}
	if len(out) == 0 {
		return s.msg("table.nothing")
	}
	return strings.Join(out, ", ")
}

// cite names a ruling in the campaign's language: "Entscheid AU18: Runde 1
// zahlt Einkommen, aber keinen Unterhalt".
func (s *State) cite(key string) string {
	if s.Language() != "en" {
		if aufbaurules.Messages.Has("ruling." + key) {
			ru := R().Rulings[key]
			return s.msg("ruling.cite", ru.ID, s.msg("ruling."+key))
		}
	}
	return R().Cite(key)
}

// JSONView is what `show --json` and the table display read: the state,
// and in the campaign's language the phase, what comes next and the words
// of the display.
type JSONView struct {
	*State
	PhaseName string            `json:"phase_name"`
	Next      string            `json:"next"`
	Words     map[string]string `json:"words"`
}

// View is the state as `show --json` prints it. Its next and phase_name
// are for the table display, which people read and never type on: what
// comes next in words, not the command line's ('next', 'mode <player>
// loss ...', which show prints), and the phase's name as the label of a
// box starts it, with a capital ("Maintenance", "Action").
func (s *State) View() JSONView {
	next := s.msg("view.next_in_words_actions")
	switch {
	case s.Ended:
		next = strings.TrimSpace(s.msg("view.the_campaign_ended_after_round", s.Round))
	case s.Phase == Maintenance:
		next = s.msg("view.next_in_words_maintenance")
	}
	words := map[string]string{}
	for _, k := range []string{"round", "phase", "events", "gold", "pending", "labour_influence", "tracks", "information", "book", "step", "item", "balance", "empty_book", "all_games", "game_over", "next", "last_change", "what_happened", "undone", "lang", "live", "offline", "reconnecting", "live_title", "asked", "follows"} {
		words[k] = s.msg("display." + k)
	}
	return JSONView{State: s, PhaseName: upperFirst(R().PhaseNames[s.Phase].In(s.Language())), Next: next, Words: words}
}

// trait is a specialist's trait (1-20) by name.
func (s *State) trait(n int) string {
	tr := R().Specialists.Traits[n-1]
	return aufbaurules.Name{DE: tr.DE, EN: tr.EN}.In(s.Language())
}

// viewKeys are the keys of `show --json` the generic display labels (the
// message view.<key>, said in the page's language).
var viewKeys = []string{"rounds", "round", "phase_name", "ended", "physical", "players", "name", "gold", "information", "checks",
	"labor", "influence", "kw", "as", "n", "troop_loyalty", "political", "materials", "money", "domains", "cities", "facilities",
	"offices", "organizations", "specialists", "storages", "trade_enterprises", "troops", "workshops", "book", "ledger"}

// The display says a zero of rounds (the open campaign) as the catalogue's
// view.rounds.zero, "open", not "0".
var _ = []string{"view.rounds.zero"}

// DisplayLabels are the display's labels of the view's keys in l (the
// display says them in the page's language from the catalogue).
func DisplayLabels(l msg.Lang) map[string]string {
	m := map[string]string{}
	for _, k := range viewKeys {
		m[k] = aufbaurules.Messages.Say(l, "view."+k)
	}
	return m
}

// PrintExamples are example arguments of `print`, each with a comment, in l.
func PrintExamples(l msg.Lang) []string {
	return strings.Split(aufbaurules.Messages.Say(l, "print.examples"), "\n")
}
