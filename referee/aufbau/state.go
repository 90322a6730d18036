// Package aufbau is the game master's bookkeeper for the Aufbausystem: each
// player's domain economy across rounds (maintenance → actions → conversion →
// reset), every automatic step in the engine's order with a ledger line per
// source, every action with its check shown, dice rolled by the referee
// (seeded, recorded) or entered from the table.
package aufbau

import (
	"boardroom/phrase/msg"
	"maps"
	"slices"
	"strings"

	"boardroom/referee"
	aufbaurules "boardroom/rules/aufbau"

	"boardroom/phrase"
)

// R is the embedded rules data.
func R() *aufbaurules.Rules {
	if testRules != nil {
		return testRules
	}
	return aufbaurules.Load()
}

// testRules, when set (by a test only), stands in for the embedded rules
// data: a test changes the data and sees help and arithmetic follow.
var testRules *aufbaurules.Rules

// Gold is exact gold in twelfths.
type Gold = aufbaurules.Gold

// The phases.
const (
	Maintenance = "maintenance"
	Actions     = "actions"
	Conversion  = "conversion"
	Reset       = "reset"
)

// State is a campaign in progress.
type State struct {
	Lang     msg.Lang `json:"lang,omitempty"` // "": the game's own, German
	Physical bool     `json:"physical"`
	Rounds   int      `json:"rounds"` // 0: an open campaign
	Rev      int      `json:"rev,omitempty"`
	Round    int      `json:"round"`
	Phase    string   `json:"phase"`
	Players  []Player `json:"players"`
	// Markets are the market instances of the current market section.
	Markets []Market `json:"markets"`
	// Section is the current event section: its first round and events.
	Section EventSection `json:"section"`
	Ended   bool         `json:"ended"`
	// Said is what the last action did, in the table's words.
	Said []string `json:"said"`
	// Work is the arithmetic of the last action, line by line with its
	// rule, in the campaign's language (for `why`; not saved).
	Work referee.Work `json:"-"`
	// step is the automatic step booking ledger lines now (its Kassenbuch
	// column), while an action runs.
	step string
}

// Market is one market instance: local, or a trade enterprise's own.
type Market struct {
	ID       string         `json:"id"`
	Owner    string         `json:"owner,omitempty"`
	RawRoll  int            `json:"raw_roll"`
	SpecRoll int            `json:"special_roll"`
	Mods     map[string]int `json:"mods"` // market group -> gold per investment
}

// EventSection is the events of a section and the dice rolled for them.
type EventSection struct {
	Start   int            `json:"start"`
	Events  []int          `json:"events"`
	PerInv  map[string]int `json:"per_inv,omitempty"` // "event/index" -> value
	Flat    map[string]int `json:"flat,omitempty"`
	Miracle bool           `json:"miracle,omitempty"`
	Pirates bool           `json:"pirates,omitempty"` // event 16: pirates, not raiders
	Damage  map[string]int `json:"damage,omitempty"`  // "player/event" -> damage done this section
}

// Player is one player's domain economy.
type Player struct {
	Name   string         `json:"name"`
	Gold   Gold           `json:"gold"`
	Info   int            `json:"information"`
	Checks map[string]int `json:"checks"`
	// PermLabor is the permanent AK (Arbeitskraft, labour) added at every reset.
	PermLabor int `json:"permanent_labor"`
	// PermInfl is the permanent influence added at every reset.
	PermInfl int `json:"permanent_influence"`
	// Labor is the round's AK (Arbeitskraft, labour) pool.
	Labor     int `json:"labor"`
	Influence int `json:"influence"`
	// KW (Konsequenzenwert) is the consequences a player has drawn by
	// political moves: it raises the DC of the next ones.
	KW int `json:"kw"`
	// AS (Ansehen) is the player's standing at court, −6 to 6.
	AS int `json:"as"`
	// N (Neider) counts the enviers: at 3, 6 and 9 they strike back in
	// maintenance.
	N         int            `json:"n"`
	Raw       map[string]int `json:"raw"`
	Special   map[string]int `json:"special"`
	Pending   Pending        `json:"pending"`
	Domains   []Domain       `json:"domains"`
	Cities    []City         `json:"cities"`
	Offices   []Office       `json:"offices"`
	Orgs      []Org          `json:"organizations"`
	Trades    []Trade        `json:"trade_enterprises"`
	Workshops []Workshop     `json:"workshops"`
	Storages  []Storage      `json:"storages"`
	Troops    map[string]int `json:"troops"`
	// TroopLO is the troops' LO (Loyalität, loyalty), 0 to 6.
	TroopLO     int          `json:"troop_loyalty"`
	Specialists []Specialist `json:"specialists"`
	Facilities  []Facility   `json:"facilities"`
	Projects    []Project    `json:"projects,omitempty"`
	NextID      int          `json:"next_id"`
	// The round's action economy.
	Used      []string `json:"used_keys"`
	Standard  int      `json:"standard_used"`
	FreeUsed  int      `json:"free_used"`
	BonusUsed []string `json:"bonus_used"`
	Loss      string   `json:"loss_choice,omitempty"`
	Political bool     `json:"political"`
	// Ledger is the last automatic step's lines for this player.
	Ledger []Line `json:"ledger"`
	// Book is the round's Kassenbuch: every line of the round's automatic
	// steps and every action that changed the player's gold, with the
	// balance after it (from the round's maintenance on).
	Book []BookLine `json:"book,omitempty"`
}

// BookLine is one line of the round's Kassenbuch.
type BookLine struct {
	Step    string `json:"step"` // the step, in words: "Unterhalt", "Aktion", ...
	Text    string `json:"text"`
	Gold    Gold   `json:"gold"`
	Balance Gold   `json:"balance"`
}

// Pending arrives at the next maintenance.
type Pending struct {
	Gold    Gold           `json:"gold"`
	Labor   int            `json:"labor"`
	Raw     map[string]int `json:"raw"`
	Special map[string]int `json:"special"`
}

// Line is one ledger line: its source and what it changed.
type Line struct {
	Text string `json:"text"`
	Gold Gold   `json:"gold"`
}

// Domain is a domain (Domäne).
type Domain struct {
	ID      string   `json:"id"`
	Tier    string   `json:"tier"`
	Picks   []string `json:"picks"`
	Spec    string   `json:"specialization,omitempty"`
	Tenants int      `json:"tenants"`
	// LO (Loyalität) is the loyalty, 0 to 6.
	LO     int  `json:"loyalty"`
	Unrest bool `json:"unrest"`
}

// City is a city property (Stadtbesitz).
type City struct {
	ID      string `json:"id"`
	Tier    string `json:"tier"`
	Pacht   bool   `json:"pacht"`
	Mode    string `json:"mode"` // leased | production
	Tenants int    `json:"tenants"`
	// LO (Loyalität) is the loyalty, 0 to 6.
	LO     int  `json:"loyalty"`
	Unrest bool `json:"unrest"`
}

// Office is an office (Amt).
type Office struct {
	ID        string `json:"id"`
	Tier      string `json:"tier"`
	Mode      string `json:"mode"` // influence | gold | split
	CityAdmin bool   `json:"city_administration,omitempty"`
}

// Org is an organisation, one per kind.
type Org struct {
	Kind      string `json:"kind"`
	Tier      string `json:"tier"`
	Followers int    `json:"followers"`
	// LO (Loyalität) is the loyalty, 0 to 6.
	LO     int  `json:"loyalty"`
	Unrest bool `json:"unrest"`
}

// Trade is a trade enterprise.
type Trade struct {
	ID      string `json:"id"`
	Tier    string `json:"tier"`
	Mode    string `json:"mode"` // produce | trade
	Damaged bool   `json:"damaged,omitempty"`
}

// Workshop converts one raw material into a special one.
type Workshop struct {
	ID         string `json:"id"`
	Tier       string `json:"tier"`
	At         string `json:"at"`
	Input      string `json:"input"`
	Output     string `json:"output"`
	Starter    bool   `json:"starter,omitempty"`
	Damaged    bool   `json:"damaged,omitempty"`
	Maintained bool   `json:"maintained"`
}

// Storage keeps goods over the conversion.
type Storage struct {
	ID         string `json:"id"`
	Tier       string `json:"tier"`
	At         string `json:"at"`
	Starter    bool   `json:"starter,omitempty"`
	Damaged    bool   `json:"damaged,omitempty"`
	Maintained bool   `json:"maintained"`
}

// Specialist is a hired specialist (Fachkraft).
type Specialist struct {
	Kind string `json:"kind"`
	Tier string `json:"tier"`
	// LO (Loyalität) is the loyalty, 0 to 6.
	LO    int `json:"loyalty"`
	Trait int `json:"trait,omitempty"` // 1-20
	// Extra are further traits whose positive side applies (recruitment 2, 5).
	Extra     []int `json:"extra,omitempty"`
	NegDouble bool  `json:"neg_double,omitempty"` // recruitment 10
	AllDouble bool  `json:"all_double,omitempty"` // recruitment 12
	Influence int   `json:"influence,omitempty"`  // recruitment 9: +2 per round
	PromoteAt int   `json:"promote_at,omitempty"` // recruitment 5: the round it becomes experienced
}

// effect is what the specialist's traits do (zero when it has none).
func (sp Specialist) effect(hasCult bool) aufbaurules.TraitEffect {
	var e aufbaurules.TraitEffect
	ts := R().Specialists.Traits
	if sp.Trait >= 1 && sp.Trait <= len(ts) {
		tr := ts[sp.Trait-1]
		pos, neg := tr.Pos, tr.Neg
		if tr.NeedsCult {
			if hasCult {
				neg = aufbaurules.TraitEffect{}
			} else {
				pos = aufbaurules.TraitEffect{}
			}
		}
		a, n := 1, 1
		if f := R().Specialists.DoubleFactor; sp.AllDouble {
			a, n = f, f
		} else if sp.NegDouble {
			n = f
		}
		e = pos.Times(a).Plus(neg.Times(n))
	}
	for _, x := range sp.Extra {
		if x >= 1 && x <= len(ts) {
			e = e.Plus(ts[x-1].Pos)
		}
	}
	return e
}

// traits sums the effects of the player's active specialists (LO > 0).
func (p *Player) traits() aufbaurules.TraitEffect {
	var e aufbaurules.TraitEffect
	for _, sp := range p.Specialists {
		if sp.LO > 0 {
			e = e.Plus(sp.effect(p.org("cult") != nil))
		}
	}
	return e
}

// Facility is a generic facility at a post.
type Facility struct {
	Key     string `json:"key"`
	At      string `json:"at"`
	Damaged bool   `json:"damaged,omitempty"`
	Done    int    `json:"done,omitempty"` // the round a long-term project was completed
}

// Project is a long-term project under construction (insulae).
type Project struct {
	Key  string `json:"key"`
	At   string `json:"at"`
	Left int    `json:"rounds_left"`
}

// insulae counts the insulae at a city, built and (with projects) under way.
func (p *Player) insulae(at string, projects bool) int {
	key := R().Facilities.Insulae.Key
	n := 0
	for _, f := range p.Facilities {
		if f.At == at && f.Key == key {
			n++
		}
	}
	if projects {
		for _, pr := range p.Projects {
			if pr.At == at && pr.Key == key {
				n++
			}
		}
	}
	return n
}

// cityTenantCap is a city's tenant cap with its insulae.
func (p *Player) cityTenantCap(c *City) int {
	return R().Cities.Tiers[c.Tier].TenantCap + R().Facilities.Insulae.TenantCap*p.insulae(c.ID, false)
}

// WorkDone is the arithmetic the last action recorded.
func (s *State) WorkDone() []referee.Reason { return s.Work.Lines }

// Explain turns the recording of the arithmetic on (referee.Work).
func (s *State) Explain() { s.Work.On = true }

// Clone is a deep copy.
func (s *State) Clone() *State {
	t := *s
	t.Said = nil
	t.Work.Lines = nil
	t.Markets = slices.Clone(s.Markets)
	for i := range t.Markets {
		t.Markets[i].Mods = maps.Clone(s.Markets[i].Mods)
	}
	t.Section.Events = slices.Clone(s.Section.Events)
	t.Section.PerInv = maps.Clone(s.Section.PerInv)
	t.Section.Flat = maps.Clone(s.Section.Flat)
	t.Section.Damage = maps.Clone(s.Section.Damage)
	t.Players = slices.Clone(s.Players)
	for i := range t.Players {
		p := &t.Players[i]
		p.Checks = maps.Clone(p.Checks)
		p.Raw = maps.Clone(p.Raw)
		p.Special = maps.Clone(p.Special)
		p.Pending.Raw = maps.Clone(p.Pending.Raw)
		p.Pending.Special = maps.Clone(p.Pending.Special)
		p.Domains = slices.Clone(p.Domains)
		for j := range p.Domains {
			p.Domains[j].Picks = slices.Clone(p.Domains[j].Picks)
		}
		p.Cities = slices.Clone(p.Cities)
		p.Offices = slices.Clone(p.Offices)
		p.Orgs = slices.Clone(p.Orgs)
		p.Trades = slices.Clone(p.Trades)
		p.Workshops = slices.Clone(p.Workshops)
		p.Storages = slices.Clone(p.Storages)
		p.Troops = maps.Clone(p.Troops)
		p.Specialists = slices.Clone(p.Specialists)
		for j := range p.Specialists {
			p.Specialists[j].Extra = slices.Clone(p.Specialists[j].Extra)
		}
		p.Facilities = slices.Clone(p.Facilities)
		p.Projects = slices.Clone(p.Projects)
		p.Used = slices.Clone(p.Used)
		p.BonusUsed = slices.Clone(p.BonusUsed)
		p.Ledger = slices.Clone(p.Ledger)
		p.Book = slices.Clone(p.Book)
	}
	return &t
}

// PlayerIndex finds a player by name: any case, and umlauts optional
// ("joerg" and "Jorg" are Jörg) when that names one player.
func (s *State) PlayerIndex(name string) (int, error) {
	for i := range s.Players {
		if strings.EqualFold(s.Players[i].Name, strings.TrimSpace(name)) {
			return i, nil
		}
	}
	found := -1
	for i := range s.Players {
		if fold(s.Players[i].Name) == fold(name) {
			if found >= 0 {
				found = -1
				break
			}
			found = i
		}
	}
	if found >= 0 && fold(name) != "" {
		return found, nil
	}
	var names []string
	for _, p := range s.Players {
		names = append(names, p.Name)
	}
	var all []named
	for _, n := range names {
		all = append(all, named{id: n, names: []string{n}})
	}
	return -1, phrase.Usagef("%s", s.msg("state.no_player_players", name, suggest(name, all, s.Language()), strings.Join(names, ", ")))
}

// Events are the events active in the current round.
func (s *State) Events() []*aufbaurules.Event {
	var out []*aufbaurules.Event
	if s.Section.Start == 0 || s.Round < s.Section.Start || s.Round >= s.Section.Start+R().Events.Section {
		return nil
	}
	for _, n := range s.Section.Events {
		if e, ok := R().Event(n); ok {
			out = append(out, e)
		}
	}
	return out
}

// SectionStart reports whether this round starts the event section.
func (s *State) SectionStart() bool { return s.Section.Start == s.Round && len(s.Section.Events) > 0 }

// eventSum adds f over the active events.
func (s *State) eventSum(f func(e *aufbaurules.Event) int) int {
	n := 0
	for _, e := range s.Events() {
		n += f(e)
	}
	return n
}

// eventAny reports whether an active event has f.
func (s *State) eventAny(f func(e *aufbaurules.Event) bool) *aufbaurules.Event {
	for _, e := range s.Events() {
		if f(e) {
			return e
		}
	}
	return nil
}

// moneyBoom is the gold an economic boom adds to a loan or a sale of inv
// investments: its share of them, except on a failure.
func (s *State) moneyBoom(inv int, tier string) int {
	if e := s.eventAny(func(e *aufbaurules.Event) bool { return e.MoneyBoom != nil }); e != nil && tier != "fail" {
		return e.MoneyBoom.Apply(inv)
	}
	return 0
}
