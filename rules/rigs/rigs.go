// Package rigs holds what R.I.G.S. is: every card, count, cost and limit of the
// game, loaded from the embedded rigs.yaml and validated against the rulebook's
// "Game Item Inventory".
package rigs

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"boardroom/phrase/msg"
	"boardroom/rules/datafile"
)

// DataFile is the name errors use for the embedded rules data.
const DataFile = "rules/rigs/rigs.yaml"

// Resource is one of the four resources.
type Resource string

const (
	Energy   Resource = "energy"
	Supplies Resource = "supplies"
	Metal    Resource = "metal"
	Luxuries Resource = "luxuries"
)

// Resources lists the four resources in rulebook order.
var Resources = []Resource{Energy, Supplies, Metal, Luxuries}

// Basic lists the three resources Vinnie lends and plots harvest without a survey.
var Basic = []Resource{Energy, Supplies, Metal}

// Title is the resource's display name ("Energy").
func (r Resource) Title() string {
	if r == "" {
		return ""
	}
	return strings.ToUpper(string(r[:1])) + string(r[1:])
}

// Phase is one of the four phases of a round.
type Phase string

const (
	PlayerPhase     Phase = "player"
	DisasterPhase   Phase = "disaster"
	ProductionPhase Phase = "production"
	MarketPhase     Phase = "market"
)

// Phases lists the phases in round order.
var Phases = []Phase{PlayerPhase, DisasterPhase, ProductionPhase, MarketPhase}

// Title is the phase's display name ("Player").
func (p Phase) Title() string { return Resource(p).Title() }

// Rules is the whole of the R.I.G.S. rules data.
type Rules struct {
	Game      string          `yaml:"game"`
	Players   PlayerRange     `yaml:"players"`
	Rounds    int             `yaml:"rounds"`
	Start     Start           `yaml:"start"`
	Costs     Costs           `yaml:"costs"`
	Limits    Limits          `yaml:"limits"`
	Vinnie    Vinnie          `yaml:"vinnie"`
	EndGame   EndGame         `yaml:"end_game"`
	Inventory Inventory       `yaml:"inventory"`
	Round     []PhaseSummary  `yaml:"round"`
	Plots     []PlotType      `yaml:"plots"`
	Surveys   []Survey        `yaml:"surveys"`
	Market    []MarketLevel   `yaml:"market"`
	Karma     []KarmaCard     `yaml:"karma"`
	Disasters []DisasterCard  `yaml:"disasters"`
	Money     []Bill          `yaml:"money"`
	Coupons   CountPerKind    `yaml:"resource_coupons"`
	Script    CountPerKind    `yaml:"vinnie_script"`
	Tokens    int             `yaml:"rigs_tokens"`
	Aids      int             `yaml:"player_aids"`
	KarmaKind []KarmaKindInfo `yaml:"karma_kinds"`

	// Rulings are the rulings of docs/rulings.md the data applies, by key.
	Rulings datafile.Rulings `yaml:"rulings"`
}

// PlayerRange is the supported number of players.
type PlayerRange struct {
	Min int `yaml:"min"`
	Max int `yaml:"max"`
}

// Start is each player's starting kit.
type Start struct {
	Credits   int              `yaml:"credits"`
	Bills     map[int]int      `yaml:"bills"` // denomination -> count
	Rigs      int              `yaml:"rigs"`
	Resources map[Resource]int `yaml:"resources"`
	Plots     map[int]int      `yaml:"plots"` // player count -> plots
}

// Costs are what actions cost.
type Costs struct {
	Survey    map[Resource]int `yaml:"survey"`
	BuildRigs map[Resource]int `yaml:"build_rigs"`
	MoveRigs  map[Resource]int `yaml:"move_rigs"`
	PowerPlot map[Resource]int `yaml:"power_plot"`
}

// Limits are the game's hard limits.
type Limits struct {
	RigsInPlay      int `yaml:"rigs_in_play"`
	KarmaHand       int `yaml:"karma_hand"`
	GameMarketCards int `yaml:"game_market_cards"`
	Die             int `yaml:"die"`
}

// Vinnie is the loan shark's terms.
type Vinnie struct {
	Phases          []Phase    `yaml:"phases"`
	PerPlotPerPhase int        `yaml:"per_plot_per_phase"`
	ScriptPerType   int        `yaml:"script_per_type"`
	RepayInGame     int        `yaml:"repay_in_game"`
	RepayAtEnd      int        `yaml:"repay_at_end"`
	RepayPhases     []Phase    `yaml:"repay_phases"`
	Lends           []Resource `yaml:"lends"`
}

// EndGame is how worth is counted.
type EndGame struct {
	SurveyedLuxuryMultiplier int `yaml:"luxury_plot_multiplier"`
	ResourceValueDice        int `yaml:"resource_value_dice"`
}

// Inventory is the "Game Item Inventory" the printed set must match.
type Inventory struct {
	Plots     map[string]int `yaml:"plots"`
	Surveys   map[int]int    `yaml:"surveys"`
	Karma     map[string]int `yaml:"karma"`
	Market    map[string]int `yaml:"market"`
	Disasters map[string]int `yaml:"disasters"`
	Money     map[int]int    `yaml:"money"`
	Coupons   int            `yaml:"resource_coupons_each"`
	Script    int            `yaml:"vinnie_script_each"`
	Tokens    int            `yaml:"rigs_tokens"`
}

// PhaseSummary is one phase of the round summary printed on the player aid.
type PhaseSummary struct {
	Phase Phase  `yaml:"phase"`
	Steps []Step `yaml:"steps"`
}

// Step is one step of a phase.
type Step struct {
	Name msg.Text `yaml:"name"`
	Text msg.Text `yaml:"text"`
}

// PlotType is one kind of plot card.
type PlotType struct {
	Type           string           `yaml:"type"`
	Count          int              `yaml:"count"`
	Capacity       map[Resource]int `yaml:"capacity"`
	EndMarketCards int              `yaml:"end_market_cards"`
	Note           msg.Text         `yaml:"note"`
}

// Survey is one kind of survey card.
type Survey struct {
	Yield int `yaml:"yield"`
	Count int `yaml:"count"`
}

// MarketLevel is one kind of market card.
type MarketLevel struct {
	Level string `yaml:"level"`
	Count int    `yaml:"count"`
	Price int    `yaml:"price"`
}

// KarmaKindInfo describes a Karma kind (Destruction, Sabotage, Wealth, Protection).
type KarmaKindInfo struct {
	Kind string   `yaml:"kind"`
	Name msg.Text `yaml:"name"`
	Text msg.Text `yaml:"text"`
}

// KarmaCard is one Karma card (each title is printed once).
type KarmaCard struct {
	// Title is the card's title in each language; its English title is the
	// card's name in saved games and logs (Key).
	Title  msg.Text `yaml:"title"`
	Kind   string   `yaml:"kind"`
	Phases []Phase  `yaml:"phases"`
	Target string   `yaml:"target"`
	// InPlay: the card is put out in front of its owner when played and
	// stays there (out of the hand, out of the deck) until it is discarded.
	InPlay bool     `yaml:"in_play,omitempty"`
	Effect msg.Text `yaml:"effect"`
}

// Key is the card's name in saved games and logs: its English title.
func (k KarmaCard) Key() string { return k.Title.EN }

// DisasterCard is one Disaster-deck card with its count.
type DisasterCard struct {
	// Title is the card's title in each language; its English title is the
	// card's name in saved games and logs (Key).
	Title  msg.Text `yaml:"title"`
	Kind   string   `yaml:"kind"` // safe or disaster
	Count  int      `yaml:"count"`
	Effect msg.Text `yaml:"effect"`
	Karma  msg.Text `yaml:"karma"` // when the player draws a Karma card
}

// Key is the card's name in saved games and logs: its English title.
func (d DisasterCard) Key() string { return d.Title.EN }

// Bill is one money denomination.
type Bill struct {
	Value int `yaml:"value"`
	Count int `yaml:"count"`
}

// CountPerKind is a count printed for each of a list of resources.
type CountPerKind struct {
	Each  int        `yaml:"each"`
	Kinds []Resource `yaml:"kinds"`
}

// Targets are the allowed Karma target icons.
var Targets = []string{"self", "one", "many", "all", "karma"}

// KarmaKinds are the four Karma kinds in rulebook order.
var KarmaKinds = []string{"destruction", "sabotage", "wealth", "protection"}

// compiled.go is the YAML written out as Go, the only form of the
// data in the binary; after editing the YAML run go generate (see gen/).
//
//go:generate go run -tags rulesgen ./gen
var data = &datafile.Builtin[Rules, *Rules]{Name: DataFile, Gen: compiled}

// Load returns the embedded rules, decoded and validated once.
func Load() *Rules { return data.Get() }

// Parse decodes and validates R.I.G.S. rules data. Errors name the file and line.
func Parse(name string, data []byte) (*Rules, error) {
	return datafile.Parse[Rules](name, data)
}

// Validate checks the decoded data against the rulebook.
func (r *Rules) Validate(doc *datafile.Doc) error {
	errf := doc.Errorf
	if r.Game == "" {
		return errf(nil, "game: missing")
	}
	if r.Players.Min < 1 || r.Players.Max < r.Players.Min {
		return errf([]any{"players"}, "players: need 1 <= min <= max, got %d-%d", r.Players.Min, r.Players.Max)
	}
	if r.Rounds < 1 {
		return errf([]any{"rounds"}, "rounds must be positive")
	}
	for n := r.Players.Min; n <= r.Players.Max; n++ {
		if r.Start.Plots[n] < 1 {
			return errf([]any{"start", "plots"}, "start.plots: no starting plots for %d players", n)
		}
	}
	bills := 0
	for v, c := range r.Start.Bills {
		bills += v * c
	}
	if bills != r.Start.Credits {
		return errf([]any{"start", "bills"}, "start.bills add up to %d credits, start.credits says %d", bills, r.Start.Credits)
	}
	for _, res := range []map[Resource]int{r.Start.Resources, r.Costs.Survey, r.Costs.BuildRigs, r.Costs.MoveRigs, r.Costs.PowerPlot} {
		for k := range res {
			if !validResource(k) {
				return errf([]any{"costs"}, "unknown resource %q (want one of %s)", k, joinRes(Resources))
			}
		}
	}
	if r.Limits.RigsInPlay != r.Inventory.Tokens || r.Tokens != r.Inventory.Tokens {
		return errf([]any{"limits"}, "RIGS tokens: limit %d, printed %d, inventory %d must agree", r.Limits.RigsInPlay, r.Tokens, r.Inventory.Tokens)
	}
	if r.Limits.KarmaHand < 1 || r.Limits.GameMarketCards < 1 || r.Limits.Die < 2 {
		return errf([]any{"limits"}, "limits: karma_hand, game_market_cards and die must be positive")
	}
	// "The number of Rounds is maintained by Game Market Deck": one card a
	// round, so the rounds the sheets print are the cards dealt.
	if r.Rounds != r.Limits.GameMarketCards {
		return errf([]any{"rounds"}, "rounds: %d, but the Game Market deck has %d cards, one for each round", r.Rounds, r.Limits.GameMarketCards)
	}
	if r.Vinnie.ScriptPerType != r.Inventory.Script || r.Script.Each != r.Inventory.Script {
		return errf([]any{"vinnie"}, "Vinnie script: per type %d, printed %d, inventory %d must agree", r.Vinnie.ScriptPerType, r.Script.Each, r.Inventory.Script)
	}
	if r.Coupons.Each != r.Inventory.Coupons || len(r.Coupons.Kinds) != len(Resources) {
		return errf([]any{"resource_coupons"}, "resource coupons: %d of %d kinds printed, inventory says %d of each of 4", r.Coupons.Each, len(r.Coupons.Kinds), r.Inventory.Coupons)
	}
	for _, p := range r.Vinnie.Phases {
		if !validPhase(p) {
			return errf([]any{"vinnie", "phases"}, "unknown phase %q", p)
		}
	}

	plots := map[string]int{}
	for i, p := range r.Plots {
		at := []any{"plots", i}
		if p.Count < 1 || p.EndMarketCards < 1 {
			return errf(at, "plot %q: count and end_market_cards must be positive", p.Type)
		}
		for _, res := range Basic {
			if p.Capacity[res] < 1 {
				return errf(at, "plot %q: capacity for %s missing", p.Type, res)
			}
		}
		for res := range p.Capacity {
			if res == Luxuries || !validResource(res) {
				return errf(at, "plot %q: capacity for %q is not allowed (Luxury capacity comes from the survey)", p.Type, res)
			}
		}
		plots[p.Type] += p.Count
	}
	if err := sameCounts(errf, "plots", r.Inventory.Plots, plots); err != nil {
		return err
	}

	surveys := map[int]int{}
	for _, s := range r.Surveys {
		surveys[s.Yield] += s.Count
	}
	if err := sameCounts(errf, "surveys", r.Inventory.Surveys, surveys); err != nil {
		return err
	}

	market := map[string]int{}
	for i, m := range r.Market {
		if m.Price < 1 {
			return errf([]any{"market", i}, "market %q: price must be positive", m.Level)
		}
		market[m.Level] += m.Count
	}
	if err := sameCounts(errf, "market", r.Inventory.Market, market); err != nil {
		return err
	}
	if total(market) < r.Limits.GameMarketCards+2*3+2 {
		return errf([]any{"market"}, "market: %d cards cannot make a %d-card game deck and the end-game draws", total(market), r.Limits.GameMarketCards)
	}

	if len(r.KarmaKind) != len(KarmaKinds) {
		return errf([]any{"karma_kinds"}, "karma_kinds: want the %d kinds %s", len(KarmaKinds), strings.Join(KarmaKinds, ", "))
	}
	for i, k := range r.KarmaKind {
		if k.Kind != KarmaKinds[i] || !complete(k.Text) || !complete(k.Name) {
			return errf([]any{"karma_kinds", i}, "karma_kinds: entry %d must be %s with a name and a text in both languages", i+1, KarmaKinds[i])
		}
	}
	karma := map[string]int{}
	seen := map[string]bool{}
	for i, k := range r.Karma {
		at := []any{"karma", i}
		if !complete(k.Title) || !complete(k.Effect) {
			return errf(at, "karma card %d: title and effect are required in both languages", i+1)
		}
		titles := []string{strings.ToLower(k.Title.EN), strings.ToLower(k.Title.DE)}
		for _, t := range slices.Compact(titles) {
			if seen[t] {
				return errf(at, "karma card %q appears twice", t)
			}
			seen[t] = true
		}
		if !slices.Contains(KarmaKinds, k.Kind) {
			return errf(at, "karma card %q: kind %q is not one of %s", k.Title, k.Kind, strings.Join(KarmaKinds, ", "))
		}
		if !slices.Contains(Targets, k.Target) {
			return errf(at, "karma card %q: target %q is not one of %s", k.Title, k.Target, strings.Join(Targets, ", "))
		}
		if len(k.Phases) == 0 {
			return errf(at, "karma card %q: phases missing", k.Title)
		}
		for _, p := range k.Phases {
			if !validPhase(p) {
				return errf(at, "karma card %q: unknown phase %q", k.Title, p)
			}
		}
		karma[k.Kind]++
	}
	if err := sameCounts(errf, "karma", r.Inventory.Karma, karma); err != nil {
		return err
	}

	disasters := map[string]int{}
	for i, d := range r.Disasters {
		at := []any{"disasters", i}
		if d.Kind != "safe" && d.Kind != "disaster" {
			return errf(at, "disaster card %q: kind %q is not safe or disaster", d.Title, d.Kind)
		}
		if d.Count < 1 || !complete(d.Effect) || !complete(d.Title) || !complete(d.Karma) {
			return errf(at, "disaster card %d: title, effect and Karma line in both languages and a positive count are required", i+1)
		}
		disasters[d.Kind] += d.Count
	}
	if err := sameCounts(errf, "disasters", r.Inventory.Disasters, disasters); err != nil {
		return err
	}

	money := map[int]int{}
	for _, b := range r.Money {
		money[b.Value] += b.Count
	}
	if err := sameCounts(errf, "money", r.Inventory.Money, money); err != nil {
		return err
	}
	for v := range r.Start.Bills {
		if _, ok := money[v]; !ok {
			return errf([]any{"start", "bills"}, "start.bills: there is no %d-credit bill", v)
		}
	}
	for key, ru := range r.Rulings {
		if ru.ID != "" || strings.TrimSpace(ru.Title) == "" {
			return errf([]any{"rulings", key}, "rulings.%s: R.I.G.S. rulings are unnumbered: give a title, no id", key)
		}
	}
	if len(r.Round) != len(Phases) {
		return errf([]any{"round"}, "round: want a summary for each of the %d phases", len(Phases))
	}
	for i, ps := range r.Round {
		if ps.Phase != Phases[i] || len(ps.Steps) == 0 {
			return errf([]any{"round", i}, "round: phase %d must be %s with at least one step", i+1, Phases[i])
		}
	}
	return nil
}

func sameCounts[K comparable](errf func([]any, string, ...any) error, section string, want, got map[K]int) error {
	keys := map[K]bool{}
	for k := range want {
		keys[k] = true
	}
	for k := range got {
		keys[k] = true
	}
	var bad []string
	for k := range keys {
		if want[k] != got[k] {
			bad = append(bad, fmt.Sprintf("%v: %d, inventory says %d", k, got[k], want[k]))
		}
	}
	if len(bad) > 0 {
		sort.Strings(bad)
		return errf([]any{section}, "%s do not match the Game Item Inventory: %s", section, strings.Join(bad, "; "))
	}
	return nil
}

func total[K comparable](m map[K]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

func validResource(r Resource) bool {
	for _, x := range Resources {
		if x == r {
			return true
		}
	}
	return false
}

func validPhase(p Phase) bool {
	for _, x := range Phases {
		if x == p {
			return true
		}
	}
	return false
}

func joinRes(rs []Resource) string {
	s := make([]string, len(rs))
	for i, r := range rs {
		s[i] = string(r)
	}
	return strings.Join(s, ", ")
}

// Cite names a ruling for the referee's messages: `ruling "Plot capacity"`.
// An unknown key (a bug) is named as it is.
func (r *Rules) Cite(key string) string { return r.Rulings.Cite(key) }

// Plot returns the plot type by name (case-insensitive).
func (r *Rules) Plot(name string) (PlotType, bool) {
	for _, p := range r.Plots {
		if strings.EqualFold(p.Type, name) {
			return p, true
		}
	}
	return PlotType{}, false
}

// MarketPrice returns the credit price of one Luxury at a market level.
func (r *Rules) MarketPrice(level string) (int, bool) {
	for _, m := range r.Market {
		if strings.EqualFold(m.Level, level) {
			return m.Price, true
		}
	}
	return 0, false
}

// KarmaByTitle finds a Karma card by its title (case-insensitive).
func (r *Rules) KarmaByTitle(title string) (KarmaCard, bool) {
	for _, k := range r.Karma {
		if strings.EqualFold(k.Title.EN, title) || strings.EqualFold(k.Title.DE, title) {
			return k, true
		}
	}
	return KarmaCard{}, false
}

// DisasterByTitle finds a Disaster card by its title in either language
// (case-insensitive).
func (r *Rules) DisasterByTitle(title string) (DisasterCard, bool) {
	for _, d := range r.Disasters {
		if strings.EqualFold(d.Title.EN, title) || strings.EqualFold(d.Title.DE, title) {
			return d, true
		}
	}
	return DisasterCard{}, false
}

// complete reports whether a text has both languages.
func complete(t msg.Text) bool { return strings.TrimSpace(t.EN) != "" && strings.TrimSpace(t.DE) != "" }

// DeckSizes returns the number of cards in each of the five decks.
func (r *Rules) DeckSizes() map[string]int {
	return map[string]int{
		"plots":     total(r.Inventory.Plots),
		"surveys":   total(r.Inventory.Surveys),
		"karma":     total(r.Inventory.Karma),
		"disasters": total(r.Inventory.Disasters),
		"market":    total(r.Inventory.Market),
	}
}
