// Package rigs referees a game of R.I.G.S. in progress: it tracks everything
// the rules make players count (credits, resources, RIGS, plots, Karma hand
// sizes, Vinnie script, the decks, round and phase) and checks every action
// against the rules in rules/rigs.
package rigs

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"boardroom/phrase/msg"
	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"

	"boardroom/phrase"
)

// Phase of the round; Setup comes once before round 1, End after round 15.
type Phase string

const (
	SetupPhase Phase = "setup"
	Player     Phase = Phase(rigsrules.PlayerPhase)
	Disaster   Phase = Phase(rigsrules.DisasterPhase)
	Production Phase = Phase(rigsrules.ProductionPhase)
	Market     Phase = Phase(rigsrules.MarketPhase)
	Ended      Phase = "ended"
)

// Title is "Player", "Production"...
func (p Phase) Title() string { return rigsrules.Resource(p).Title() }

// Plot is one plot card on the table.
type Plot struct {
	ID       int                `json:"id"`       // the plot's number in this game, in the order plots were taken
	Type     string             `json:"type"`     // Plains, Valley, Forest, Desert, Ridge
	Survey   *int               `json:"survey"`   // the survey's yield; nil while unsurveyed
	Resource rigsrules.Resource `json:"resource"` // what its RIGS harvest; "" while unconfigured
	Rigs     int                `json:"rigs"`
}

// Surveyed reports whether the plot has a survey card.
func (p Plot) Surveyed() bool { return p.Survey != nil }

// Luxury is the number of Luxury spots (0 when unsurveyed).
func (p Plot) Luxury() int {
	if p.Survey == nil {
		return 0
	}
	return *p.Survey
}

// PlayerState is one player's holdings.
type PlayerState struct {
	Name      string                     `json:"name"`
	Credits   int                        `json:"credits"`
	Res       map[rigsrules.Resource]int `json:"resources"`
	Warehouse int                        `json:"rigs_warehouse"` // RIGS in the warehouse
	Plots     []Plot                     `json:"plots"`
	Karma     int                        `json:"karma"` // cards in hand
	Script    map[rigsrules.Resource]int `json:"loans"` // Vinnie script held, per resource
	Borrowed  int                        `json:"borrowed_this_phase"`
	// Disaster is the Disaster card dealt this round ("" before), Resolved once applied.
	Disaster string `json:"disaster,omitempty"`
	Resolved bool   `json:"disaster_resolved,omitempty"`
	// Effects on this round's production (disasters and Karma cards), by name.
	Effects []string `json:"effects,omitempty"`
	// Power is the plots the player chose to power this Production Phase (nil: the referee chooses).
	Power []int `json:"power,omitempty"`
	// Worth is the end-game breakdown, once the game has ended.
	Worth *Worth `json:"worth,omitempty"`
	// KarmaHold is where this player's Karma cards lie outside the hand (karma_cards.go).
	KarmaHold
}

// PlayerName is the name the table calls the player by (the roster's key).
func (p PlayerState) PlayerName() string { return p.Name }

// PlacedRigs is the number of RIGS on the player's plots.
func (p *PlayerState) PlacedRigs() int {
	n := 0
	for _, pl := range p.Plots {
		n += pl.Rigs
	}
	return n
}

// Plot finds one of the player's plots by number.
func (p *PlayerState) Plot(id int) (*Plot, bool) {
	for i := range p.Plots {
		if p.Plots[i].ID == id {
			return &p.Plots[i], true
		}
	}
	return nil, false
}

func (p *PlayerState) hasEffect(e string) bool {
	for _, x := range p.Effects {
		if x == e {
			return true
		}
	}
	return false
}

// State is a game of R.I.G.S. in progress.
type State struct {
	referee.Roster[PlayerState]
	Physical bool  `json:"physical"` // players draw and roll; the referee records
	Round    int   `json:"round"`
	Phase    Phase `json:"phase"`
	Leader   int   `json:"leader"` // index of the Expedition Leader, -1 before there is one
	// OwnershipChanged is set when a plot changes hands; the Expedition
	// Leader is decided again at the start of the next Player Phase.
	OwnershipChanged bool `json:"ownership_changed"`

	PlotDeck     []string    `json:"plot_deck"`     // types left in the Plot deck
	GrantPool    []string    `json:"grant_pool"`    // plots drawn for this round's Land Grant, not yet handed out
	Granted      []bool      `json:"granted"`       // who received a plot in this Land Grant (physical mode)
	SurveyDeck   []int       `json:"survey_deck"`   // yields left in the Survey deck
	DisasterDeck []string    `json:"disaster_deck"` // titles left in the Disaster deck
	DisasterPile []string    `json:"disaster_discard"`
	KarmaDeck    int         `json:"karma_deck"` // cards left in the Karma deck
	KarmaPile    int         `json:"karma_discard"`
	MarketLeft   []string    `json:"market_left"`     // levels of the Market cards not yet drawn
	MarketDrawn  []string    `json:"market_drawn"`    // Game Market cards drawn, in order
	Price        int         `json:"price"`           // this round's price of one Luxury (0 before the first draw)
	Boost        map[int]int `json:"boost,omitempty"` // Naive Profits: extra price per Luxury for a player this Market Phase
	NextPlotID   int         `json:"next_plot_id"`

	ScriptLeft map[rigsrules.Resource]int `json:"script_left"`      // Vinnie script not yet lent, per resource
	Backed     []int                      `json:"backed,omitempty"` // plots that backed a Vinnie loan this phase

	EndValues *EndValues `json:"end_values,omitempty"`

	// Edition is the edition of the rulings the game was started under (0:
	// before editions were recorded; see EditionIssue8); a saved game replays under its own edition.
	Edition int `json:"edition,omitempty"`
	// RollOff lists the players (seat indexes) tied for Expedition Leader
	// whose roll-off the table has still to roll and enter (physical games).
	RollOff []int `json:"roll_off,omitempty"`

	// Lang is the language the table plays in; empty (games saved before
	// there was a choice) is the game's own: see Language.
	Lang msg.Lang `json:"lang,omitempty"`

	// KarmaBook is which Karma card is where, as far as the referee knows (karma_cards.go).
	KarmaBook
}

// EndValues are the end-game draws: plot values and resource dice.
type EndValues struct {
	Cards     map[string][]string        `json:"cards"`      // plot type -> End Market cards drawn
	PlotValue map[string]int             `json:"plot_value"` // plot type -> credits per plot
	Dice      map[rigsrules.Resource]int `json:"dice"`       // resource -> credits per unit
}

// Worth is one player's end-game worth, itemised.
type Worth struct {
	Credits   int                        `json:"credits"`
	Plots     int                        `json:"plots"`
	Resources int                        `json:"resources"`
	Vinnie    int                        `json:"vinnie"` // credits taken for script that could not be paid in kind
	InKind    map[rigsrules.Resource]int `json:"vinnie_in_kind"`
	Total     int                        `json:"total"`
	Lines     []string                   `json:"lines"`
}

// PlayerIndex finds a player by name, any case; the refusal names the
// players in the table's language.
func (s *State) PlayerIndex(name string) (int, error) { return s.PlayerIndexIn(s.Language(), name) }

// Language is the table's language: the game's own when the setup named
// none.
func (s *State) Language() msg.Lang {
	if s == nil || s.Lang == "" {
		return rigsrules.Own
	}
	return s.Lang
}

// say is the message id of the game's catalogue in the table's language.
func (s *State) say(id string, args ...any) string {
	return rigsrules.Messages.Say(s.Language(), id, args...)
}

// R is the rules data.
func R() *rigsrules.Rules { return rigsrules.Load() }

// Clone copies the state for an action to change (actions must not change
// the state they are given). What actions change in place (players, their
// plots and maps, the script pool) is copied; the decks are shared with their
// capacity cut to their length, so an append copies them and removal always
// builds a new slice (removeOne): neither can write into the original.
func (s *State) Clone() *State {
	c := *s
	c.Players = make([]PlayerState, len(s.Players))
	for i, p := range s.Players {
		q := p
		q.Res = maps.Clone(p.Res)
		q.Script = maps.Clone(p.Script)
		q.Plots = make([]Plot, len(p.Plots))
		copy(q.Plots, p.Plots)
		for j, pl := range p.Plots {
			if pl.Survey != nil {
				v := *pl.Survey
				q.Plots[j].Survey = &v
			}
		}
		q.Effects = frozen(p.Effects)
		q.Power = frozen(p.Power)
		if p.Worth != nil {
			w := *p.Worth
			w.InKind = maps.Clone(p.Worth.InKind)
			w.Lines = frozen(p.Worth.Lines)
			q.Worth = &w
		}
		c.Players[i] = q
	}
	c.PlotDeck = frozen(s.PlotDeck)
	c.GrantPool = frozen(s.GrantPool)
	c.Granted = append([]bool(nil), s.Granted...)
	c.SurveyDeck = frozen(s.SurveyDeck)
	c.DisasterDeck = frozen(s.DisasterDeck)
	c.DisasterPile = frozen(s.DisasterPile)
	c.MarketLeft = frozen(s.MarketLeft)
	c.MarketDrawn = frozen(s.MarketDrawn)
	c.Backed = frozen(s.Backed)
	c.RollOff = frozen(s.RollOff)
	c.Boost = maps.Clone(s.Boost)
	c.ScriptLeft = maps.Clone(s.ScriptLeft)
	if s.EndValues != nil {
		e := EndValues{Cards: map[string][]string{}, PlotValue: maps.Clone(s.EndValues.PlotValue), Dice: maps.Clone(s.EndValues.Dice)}
		for k, v := range s.EndValues.Cards {
			e.Cards[k] = frozen(v)
		}
		c.EndValues = &e
	}
	c.Events = nil
	c.Work.Lines = nil
	c.Moved = nil
	return &c
}

// frozen shares a slice with its capacity cut to its length: appending to
// the result copies it.
func frozen[T any](v []T) []T { return v[:len(v):len(v)] }

// PlotOwner finds a plot by number: its owner and the plot.
func (s *State) PlotOwner(id int) (int, *Plot, bool) {
	for i := range s.Players {
		if pl, ok := s.Players[i].Plot(id); ok {
			return i, pl, true
		}
	}
	return -1, nil, false
}

// RigsInPlay counts every RIGS token in warehouses and on plots.
func (s *State) RigsInPlay() int {
	n := 0
	for i := range s.Players {
		n += s.Players[i].Warehouse + s.Players[i].PlacedRigs()
		n += s.Players[i].Recycled + s.Players[i].Spares // RIGS on Recycling and Parts Shop
	}
	return n
}

// LastRound reports whether this round's Market card is the last Game Market card.
func (s *State) LastRound() bool { return s.Round >= R().Limits.GameMarketCards }

// Capacity is how many RIGS a plot takes (and how much it yields) for a
// resource: the rule is rules.Capacity.
func Capacity(pl Plot, res rigsrules.Resource) int { return R().Capacity(pl.Type, pl.Luxury(), res) }

// ParseResource reads energy|supplies|metal|luxuries (and singulars, and
// the initials), or a resource's name at a German table (Energie, Vorräte,
// Metall, Luxusgüter, and singulars): every name is accepted at either
// table. An unknown name is said in the table's language.
func ParseResource(s string) (rigsrules.Resource, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "energy", "e", "energie":
		return rigsrules.Energy, nil
	case "supplies", "supply", "s", "vorräte", "vorrat", "vorraete":
		return rigsrules.Supplies, nil
	case "metal", "metals", "m", "metall":
		return rigsrules.Metal, nil
	case "luxuries", "luxury", "l", "luxusgüter", "luxusgut", "luxusgueter":
		return rigsrules.Luxuries, nil
	}
	return "", unknown("usage.unknown_resource", s, func(l msg.Lang) []string {
		var names []string
		for _, r := range rigsrules.Resources {
			names = append(names, strings.ToLower(rigsrules.Messages.Say(l, "resource."+string(r))))
		}
		return names
	})
}

// ParsePlotType reads plains|valley|forest|desert|ridge, or a plot type's
// name at a German table (ebene, tal, wald, wüste, grat): every name is
// accepted at either table. An unknown name is said in the table's
// language.
func ParsePlotType(s string) (string, error) {
	s = strings.TrimSpace(s)
	if t, ok := R().Plot(s); ok {
		return t.Type, nil
	}
	for _, p := range R().Plots {
		for _, l := range msg.Langs {
			if strings.EqualFold(rigsrules.PlotTypeName(l, p.Type), s) {
				return p.Type, nil
			}
		}
	}
	return "", unknown("usage.unknown_plot_type", s, plotTypeNames)
}

// plotTypeNames are the plot types as the table of l types them.
func plotTypeNames(l msg.Lang) []string {
	var types []string
	for _, p := range R().Plots {
		types = append(types, strings.ToLower(rigsrules.PlotTypeName(l, p.Type)))
	}
	return types
}

// unknown is the error for a name typed that names none of names (in the
// table's language l): message id with the name, a suggestion and the
// names, said in English until the command line says it in the table's
// language.
func unknown(id, typed string, names func(l msg.Lang) []string) error {
	say := func(l msg.Lang) string {
		return rigsrules.Messages.Say(l, id, phrase.ClipIn(l, typed), phrase.DidYouMeanOf(l, typed, names), strings.Join(names(l), ", "))
	}
	return &phrase.UnknownError{Msg: say(msg.EN), Said: func(l string) string {
		if lang, err := msg.Parse(l); err == nil {
			return say(lang)
		}
		return ""
	}}
}

// ParseLevel reads a Market level: spike|high|normal|low, or its name at a
// German table (spitze, hoch, normal, tief).
func ParseLevel(s string) (string, error) {
	for _, m := range R().Market {
		for _, name := range []string{m.Level, rigsrules.LevelName(msg.DE, m.Level), rigsrules.LevelName(msg.EN, m.Level)} {
			if strings.EqualFold(name, strings.TrimSpace(s)) {
				return m.Level, nil
			}
		}
	}
	// a usage error: the level is a word of the command line, not a name
	// the game knows
	say := func(l msg.Lang) string {
		var lv []string
		for _, m := range R().Market {
			lv = append(lv, strings.ToLower(rigsrules.LevelName(l, m.Level)))
		}
		return rigsrules.Messages.Say(l, "usage.unknown_level", phrase.ClipIn(l, s), strings.Join(lv, ", "))
	}
	return "", &phrase.UsageError{Msg: say(msg.EN), Said: func(l string) string {
		if lang, err := msg.Parse(l); err == nil {
			return say(lang)
		}
		return ""
	}}
}

// ParsePlotRef reads a plot number ("3" or "#3").
func ParsePlotRef(s string) (int, error) {
	n, err := phrase.ParseInt(strings.TrimPrefix(s, "#"))
	if err != nil || n < 1 || strings.HasPrefix(s, "#+") {
		return 0, fmt.Errorf("%s is not a plot number (plots are numbered 1, 2, 3... as 'show' lists them)", phrase.Clip(s))
	}
	return n, nil
}

func count(list []string, v string) int {
	n := 0
	for _, x := range list {
		if strings.EqualFold(x, v) {
			n++
		}
	}
	return n
}

// removeOne is a copy of list without its first v (list itself when v is
// not in it).
func removeOne[T comparable](list []T, v T) []T {
	if i := slices.Index(list, v); i >= 0 {
		return slices.Concat(list[:i], list[i+1:])
	}
	return list
}

// plural is phrase.Plural: "1 spot", "0 spots".
func plural(n int, one, many string) string { return phrase.Plural(n, one, many) }

// credits is "1 credit", "2 credits".
func credits(n int) string { return plural(n, "credit", "credits") }

func resName(r rigsrules.Resource, n int) string { return rigsrules.Amount(r, n) }

// karmaName is a Karma card's title in the table's language (the state and
// the log keep the English title, as the card is known in the data).
func (s *State) karmaName(title string) string {
	if c, ok := R().KarmaByTitle(title); ok {
		return c.Title.In(s.Language())
	}
	return title
}

// karmaNames lists Karma cards' titles in the table's language.
func (s *State) karmaNames(titles []string) string {
	out := make([]string, len(titles))
	for i, t := range titles {
		out[i] = s.karmaName(t)
	}
	return strings.Join(out, ", ")
}

// disasterName is a Disaster card's title in the table's language.
func (s *State) disasterName(title string) string {
	if d, ok := R().DisasterByTitle(title); ok {
		return d.Title.In(s.Language())
	}
	return title
}

// no refuses an action: rule is the rule it rests on, already said (a
// message of the catalogue), id the reason's message.
func (s *State) no(rule, id string, args ...any) *referee.Refusal {
	return referee.Refusef(rule, "%s", s.say(id, args...))
}

// noCiting is no for a rule that rests on the rules lookup's entry cite
// (a rule section, "disaster-phase"), which `why` then cites.
func (s *State) noCiting(cite, rule, id string, args ...any) *referee.Refusal {
	r := s.no(rule, id, args...)
	r.Cite = cite
	return r
}

// tell adds the message id to what the action did (the log and the
// verb's output).
func (s *State) tell(id string, args ...any) { s.Say("%s", s.say(id, args...)) }

// work records a line of the arithmetic `why` retells under rule, said from
// the message id.
func (s *State) work(rule, id string, args ...any) {
	if s.Work.On {
		s.Work.Line(rule, "%s", s.say(id, args...))
	}
}

// cost is a cost in the table's language ("2 Metal").
func (s *State) cost(c map[rigsrules.Resource]int) string {
	return rigsrules.CostTextIn(s.Language(), c)
}

// amount is n of a resource in the table's language ("3 Luxuries").
func (s *State) amount(res rigsrules.Resource, n int) string {
	return rigsrules.AmountIn(s.Language(), res, n)
}

// effectNames lists a player's effects this round (the cards that cause
// them, Karma or Disaster) in the table's language.
func (s *State) effectNames(effects []string) string {
	out := make([]string, len(effects))
	for i, e := range effects {
		out[i] = s.karmaName(e)
		if out[i] == e {
			out[i] = s.disasterName(e)
		}
	}
	return strings.Join(out, ", ")
}
