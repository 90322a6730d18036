// Package corpwar holds what Corporate Warfare is: every number of the game,
// its four departments, the special action cards and the turn, loaded from the
// embedded corpwar.yaml, and the pure rule functions the referee and the
// print set compute with (success rolls, demand, upkeep, the end).
package corpwar

import (
	"fmt"
	"slices"
	"strings"

	"boardroom/phrase/msg"
	"boardroom/rules/datafile"
)

// DataFile is the name errors use for the embedded rules data.
const DataFile = "rules/corpwar/corpwar.yaml"

// Dept is a department: production, research, hr or sales.
type Dept string

// The four departments.
const (
	Production Dept = "production"
	Research   Dept = "research"
	HR         Dept = "hr"
	Sales      Dept = "sales"
)

// Card is a kind of special action card: ace, king, queen, jack or joker.
type Card string

// The five kinds of special action card.
const (
	Ace   Card = "ace"
	King  Card = "king"
	Queen Card = "queen"
	Jack  Card = "jack"
	Joker Card = "joker"
)

// Phase is one of the four phases of a turn.
type Phase string

// The four phases.
const (
	Allocation Phase = "allocation"
	Action     Phase = "action"
	Execution  Phase = "execution"
	Upkeep     Phase = "upkeep"
)

// Phases lists the phases in turn order.
var Phases = []Phase{Allocation, Action, Execution, Upkeep}

// Rules is the whole of the Corporate Warfare rules data.
type Rules struct {
	Game        string       `yaml:"game"`
	Players     PlayerRange  `yaml:"players"`
	Die         int          `yaml:"die"`
	Start       Start        `yaml:"start"`
	Departments []Department `yaml:"departments"`
	Success     Success      `yaml:"success"`
	SalePrice   int          `yaml:"sale_price"`
	Demand      Demand       `yaml:"demand"`
	BoostFactor int          `yaml:"boost_factor"`
	Upkeep      UpkeepCosts  `yaml:"upkeep"`
	HandLimit   int          `yaml:"hand_limit"`
	End         End          `yaml:"end"`
	Espionage   Espionage    `yaml:"espionage"`
	Cards       []CardInfo   `yaml:"cards"`
	Tokens      Tokens       `yaml:"tokens"`
	Turn        []PhaseInfo  `yaml:"turn"`
	// Cited are the rulings the referee names, their titles in both
	// languages.
	Cited map[string]CitedRuling `yaml:"rulings"`

	// Depts are the department ids in execution order (filled by Validate).
	Depts []Dept `yaml:"-"`
	// Rulings are the cited rulings with their English titles, as
	// docs/rulings.md heads them (filled by Validate, for the checks that
	// compare the two).
	Rulings map[string]Ruling `yaml:"-"`
}

// PlayerRange is the supported number of players.
type PlayerRange struct {
	Min int `yaml:"min"`
	Max int `yaml:"max"`
}

// Start is each corporation's starting kit.
type Start struct {
	Employees int `yaml:"employees"`
	Cards     int `yaml:"cards"`
	Money     int `yaml:"money"`
}

// Department is one department: what a success there does.
type Department struct {
	ID      Dept     `yaml:"id"`
	Name    msg.Text `yaml:"name"`
	Success msg.Text `yaml:"success"`
}

// Success is the roll a department's dice need.
type Success struct {
	Roll         int `yaml:"roll"`
	ImprovedStep int `yaml:"improved_step"`
	Lowest       int `yaml:"lowest"`
}

// Demand is how the market demand of a turn is made.
type Demand struct {
	Dice              int `yaml:"dice"`
	PerMarketResearch int `yaml:"per_market_research"`
}

// Group is a cost per full group: Cost for every Each.
type Group struct {
	Each int `yaml:"each"`
	Cost int `yaml:"cost"`
}

// UpkeepCosts is what a corporation pays at the end of a turn.
type UpkeepCosts struct {
	Employees Group `yaml:"employees"`
	Products  Group `yaml:"products"`
}

// End is when the game ends.
type End struct {
	MoneyAbove int `yaml:"money_above"`
	LastTurn   int `yaml:"last_turn"`
}

// Espionage is what a called espionage card costs.
type Espionage struct {
	PenaltyDice int `yaml:"penalty_dice"`
	JokerLoss   int `yaml:"joker_loss"`
	UnpaidLoss  int `yaml:"unpaid_loss"`
}

// CardInfo is one kind of special action card.
type CardInfo struct {
	Card     Card     `yaml:"card"`
	Rank     string   `yaml:"rank"`      // the standard card it replaces: A, K, Q, J or Joker
	RankName msg.Text `yaml:"rank_name"` // the rank as the table says it: "Queen", "Dame"
	Index    msg.Text `yaml:"index"`     // the corner letter of that language's decks: "Q", "D"
	Title    msg.Text `yaml:"action"`    // "Improved Methods"
	Count    int      `yaml:"count"`
	Text     msg.Text `yaml:"effect"`
	Where    msg.Text `yaml:"after"` // where it goes once played: "stays on the department"

	// Action, Effect and After are Title, Text and Where in English, for
	// the code that does not yet say them in the table's language (filled
	// by Validate).
	Action string `yaml:"-"`
	Effect string `yaml:"-"`
	After  string `yaml:"-"`
}

// Tokens are the counts the print set makes.
type Tokens struct {
	Employees int    `yaml:"employees"`
	Products  int    `yaml:"products"`
	Money     []Coin `yaml:"money"`
}

// Coin is one money denomination.
type Coin struct {
	Value int `yaml:"value"`
	Count int `yaml:"count"`
}

// PhaseInfo is one phase of the turn with its steps, for people.
type PhaseInfo struct {
	Phase Phase      `yaml:"phase"`
	Name  msg.Text   `yaml:"name"`
	Steps []msg.Text `yaml:"steps"`
}

// Ruling is a ruling's number in docs/rulings.md and its short title.
type Ruling = datafile.Ruling

// CitedRuling is a ruling's number and its short title in both languages.
type CitedRuling struct {
	ID    string   `yaml:"id"`
	Title msg.Text `yaml:"title"`
}

// RulingKeys are the rulings the referee cites; the data must name each.
var RulingKeys = []string{"players", "together", "allocation", "order", "methods", "boost", "market", "disruption",
	"joker", "bluff", "empty_deck", "hiring", "sales", "rounding", "layoffs", "hand", "end", "stalemate", "hidden", "correction"}

// CardKinds lists the kinds of special action card in rulebook order.
var CardKinds = []Card{Ace, King, Queen, Jack, Joker}

// compiled.go is the YAML written out as Go, the only form of the
// data in the binary; after editing the YAML run go generate (see gen/).
//
//go:generate go run -tags rulesgen ./gen
var data = &datafile.Builtin[Rules, *Rules]{Name: DataFile, Gen: compiled}

// Load returns the embedded rules data, decoded and validated once.
func Load() *Rules { return data.Get() }

// Parse decodes and validates Corporate Warfare rules data. Errors name the
// file and line.
func Parse(name string, data []byte) (*Rules, error) {
	return datafile.Parse[Rules](name, data)
}

// Validate checks the decoded data against the rulebook and fills in the
// numbers that texts name in braces.
func (r *Rules) Validate(doc *datafile.Doc) error {
	errf := doc.Errorf
	if strings.TrimSpace(r.Game) == "" {
		return errf(nil, "game: missing")
	}
	if r.Players.Min < 2 || r.Players.Max < r.Players.Min {
		return errf([]any{"players"}, "players: need 2 <= min <= max, got %d-%d", r.Players.Min, r.Players.Max)
	}
	if r.Die < 2 {
		return errf([]any{"die"}, "die: a die needs at least 2 sides, got %d", r.Die)
	}
	if r.Start.Employees < 1 || r.Start.Cards < 0 || r.Start.Money < 0 {
		return errf([]any{"start"}, "start: need at least 1 employee and no negative cards or money")
	}

	want := []Dept{Production, Research, HR, Sales}
	if len(r.Departments) != len(want) {
		return errf([]any{"departments"}, "departments: want the 4 departments production, research, hr, sales")
	}
	seen := map[Dept]bool{}
	r.Depts = nil
	for i, d := range r.Departments {
		if !slices.Contains(want, d.ID) || seen[d.ID] {
			return errf([]any{"departments", i}, "departments[%d]: %q is not one of production, research, hr, sales, or comes twice", i, d.ID)
		}
		if blank(d.Name) || blank(d.Success) {
			return errf([]any{"departments", i}, "departments[%d]: %s needs a name and a success text", i, d.ID)
		}
		seen[d.ID] = true
		r.Depts = append(r.Depts, d.ID)
	}

	s := r.Success
	if s.Roll < 2 || s.Roll > r.Die || s.ImprovedStep < 1 || s.Lowest < 2 || s.Lowest > s.Roll {
		return errf([]any{"success"}, "success: need 2 <= lowest <= roll <= die and a positive improved_step (a 1 must always fail)")
	}
	if r.SalePrice < 1 || r.Demand.Dice < 1 || r.Demand.PerMarketResearch < 0 || r.BoostFactor < 2 {
		return errf([]any{"sale_price"}, "sale_price, demand.dice and boost_factor (2 or more) must be positive")
	}
	for key, g := range map[string]Group{"employees": r.Upkeep.Employees, "products": r.Upkeep.Products} {
		if g.Each < 1 || g.Cost < 0 {
			return errf([]any{"upkeep", key}, "upkeep.%s: need each >= 1 and cost >= 0", key)
		}
	}
	if r.HandLimit < 1 {
		return errf([]any{"hand_limit"}, "hand_limit: must be positive")
	}
	if r.End.MoneyAbove < r.Start.Money || r.End.LastTurn < 1 {
		return errf([]any{"end"}, "end: money_above must be at least the starting money and last_turn positive")
	}
	if e := r.Espionage; e.PenaltyDice < 1 || e.JokerLoss < 0 || e.UnpaidLoss < 0 {
		return errf([]any{"espionage"}, "espionage: penalty_dice must be positive, the losses not negative")
	}

	if len(r.Cards) != len(CardKinds) {
		return errf([]any{"cards"}, "cards: want the 5 kinds ace, king, queen, jack, joker in that order")
	}
	total := 0
	for i, c := range r.Cards {
		at := []any{"cards", i}
		if c.Card != CardKinds[i] {
			return errf(at, "cards[%d]: want %s, got %q (the order is ace, king, queen, jack, joker)", i, CardKinds[i], c.Card)
		}
		if blank(c.Title) || blank(c.Text) || strings.TrimSpace(c.Rank) == "" || blank(c.RankName) || blank(c.Index) || blank(c.Where) {
			return errf(at, "cards[%d]: %s needs a rank, a rank_name, an index, an action, an effect and where it goes after (after), each in en and de", i, c.Card)
		}
		max := len(Suits)
		if c.Card == Joker {
			max = 2
		}
		if c.Count < 1 || c.Count > max {
			return errf(at, "cards[%d]: %d %s cards; a standard deck has at most %d", i, c.Count, c.Card, max)
		}
		total += c.Count
	}
	if total < r.Players.Max*r.Start.Cards {
		return errf([]any{"cards"}, "cards: %d cards cannot deal %d to each of %d players", total, r.Start.Cards, r.Players.Max)
	}

	t := r.Tokens
	if t.Employees < 1 || t.Products < 1 || len(t.Money) == 0 {
		return errf([]any{"tokens"}, "tokens: need employees, products and money")
	}
	for i, c := range t.Money {
		if c.Value < 1 || c.Count < 1 || (i > 0 && c.Value <= t.Money[i-1].Value) {
			return errf([]any{"tokens", "money", i}, "tokens.money[%d]: values must be positive and rising, counts positive", i)
		}
	}

	if len(r.Turn) != len(Phases) {
		return errf([]any{"turn"}, "turn: want the 4 phases allocation, action, execution, upkeep")
	}
	r.Rulings = map[string]Ruling{}
	for _, key := range RulingKeys {
		ru, ok := r.Cited[key]
		if !ok || !strings.HasPrefix(ru.ID, "CW") || blank(ru.Title) {
			return errf([]any{"rulings"}, "rulings: %s needs an id CWn and a title in en and de", key)
		}
		r.Rulings[key] = Ruling{ID: ru.ID, Title: ru.Title.EN}
	}

	// Fill in the numbers texts name in braces, now that they are known good.
	for i := range r.Departments {
		if err := r.expandText(&r.Departments[i].Success); err != nil {
			return errf([]any{"departments", i, "success"}, "departments[%d].success: %v", i, err)
		}
	}
	for i := range r.Cards {
		c := &r.Cards[i]
		if err := r.expandText(&c.Text); err != nil {
			return errf([]any{"cards", i, "effect"}, "cards[%d].effect: %v", i, err)
		}
		c.Action, c.Effect, c.After = c.Title.EN, c.Text.EN, c.Where.EN
	}
	for i, ph := range r.Turn {
		if ph.Phase != Phases[i] || blank(ph.Name) || len(ph.Steps) == 0 {
			return errf([]any{"turn", i}, "turn[%d]: want phase %s with a name and steps", i, Phases[i])
		}
		for j := range ph.Steps {
			if err := r.expandText(&r.Turn[i].Steps[j]); err != nil {
				return errf([]any{"turn", i, "steps", j}, "turn[%d].steps[%d]: %v", i, j, err)
			}
		}
	}
	return nil
}

// blank reports whether a text lacks a language.
func blank(t msg.Text) bool { return strings.TrimSpace(t.EN) == "" || strings.TrimSpace(t.DE) == "" }

// expandText fills the numbers of a text in both languages.
func (r *Rules) expandText(t *msg.Text) error {
	en, err := r.expand(t.EN)
	if err != nil {
		return err
	}
	de, err := r.expand(t.DE)
	if err != nil {
		return fmt.Errorf("de: %w", err)
	}
	t.EN, t.DE = en, de
	return nil
}

// expand replaces {name} in a text with the number of that name
// (datafile.Expand: an unknown name is an error naming it).
func (r *Rules) expand(text string) (string, error) {
	numbers := map[string]any{
		"roll":                r.Success.Roll,
		"improved_step":       r.Success.ImprovedStep,
		"improved_roll":       r.SuccessRoll(1),
		"lowest":              r.Success.Lowest,
		"sale_price":          r.SalePrice,
		"demand_dice":         r.Demand.Dice,
		"per_market_research": r.Demand.PerMarketResearch,
		"boost_factor":        r.BoostFactor,
		"employee_each":       r.Upkeep.Employees.Each,
		"employee_cost":       r.Upkeep.Employees.Cost,
		"product_each":        r.Upkeep.Products.Each,
		"product_cost":        r.Upkeep.Products.Cost,
		"hand_limit":          r.HandLimit,
		"money_above":         r.End.MoneyAbove,
		"last_turn":           r.End.LastTurn,
		"joker_loss":          r.Espionage.JokerLoss,
		"unpaid_loss":         r.Espionage.UnpaidLoss,
	}
	return datafile.Expand(text, numbers)
}

// Suits are the four suits the face cards come in, for the corner indices of
// the printed deck (the suit has no effect in the game).
var Suits = []string{"♠", "♥", "♦", "♣"}

// ---- lookups ----

// Department returns a department's data.
func (r *Rules) Department(d Dept) (Department, bool) {
	for _, x := range r.Departments {
		if x.ID == d {
			return x, true
		}
	}
	return Department{}, false
}

// DeptName is a department's display name in both languages ("Production",
// "Produktion"); the id when unknown.
func (r *Rules) DeptName(d Dept) msg.Text {
	if x, ok := r.Department(d); ok {
		return x.Name
	}
	return msg.Text{EN: string(d), DE: string(d)}
}

// Card returns a card kind's data.
func (r *Rules) Card(c Card) (CardInfo, bool) {
	for _, x := range r.Cards {
		if x.Card == c {
			return x, true
		}
	}
	return CardInfo{}, false
}

// DeckSize is the number of special action cards (18).
func (r *Rules) DeckSize() int {
	n := 0
	for _, c := range r.Cards {
		n += c.Count
	}
	return n
}

// Cite names a ruling for the referee's messages in l: "ruling CW14: upkeep
// counts full groups", "Auslegung CW14: Unterhalt zählt nur volle Gruppen".
// An unknown key (a bug) is named as it is.
func (r *Rules) Cite(l msg.Lang, key string) string {
	ru, ok := r.Cited[key]
	if !ok {
		return Messages.Say(l, "cite.ruling", key, "")
	}
	return Messages.Say(l, "cite.ruling", ru.ID, ru.Title)
}

// PhaseName is a phase's name in both languages ("Allocation", "Einteilung");
// the id when unknown.
func (r *Rules) PhaseName(p Phase) msg.Text {
	for _, ph := range r.Turn {
		if ph.Phase == p {
			return ph.Name
		}
	}
	return msg.Text{EN: string(p), DE: string(p)}
}

// ---- rule functions ----

// SuccessRoll is the number a department's dice need with that many
// Improved Methods cards on it: 4, 3, 2, and never below 2 (CW5).
func (r *Rules) SuccessRoll(improved int) int {
	return max(r.Success.Roll-improved*r.Success.ImprovedStep, r.Success.Lowest)
}

// MaxImproved is the number of Improved Methods cards that still lower a
// department's roll; more would do nothing.
func (r *Rules) MaxImproved() int {
	return (r.Success.Roll - r.Success.Lowest + r.Success.ImprovedStep - 1) / r.Success.ImprovedStep
}

// MarketDemand is a turn's demand: the dice rolled plus the Market Research
// bonus for the cards in play.
func (r *Rules) MarketDemand(dice []int, marketResearch int) int {
	n := 0
	for _, d := range dice {
		n += d
	}
	return n + marketResearch*r.Demand.PerMarketResearch
}

// EmployeeUpkeep is what n employees cost at the end of a turn: per full
// group, rounded down (CW14).
func (r *Rules) EmployeeUpkeep(n int) int { return groups(n, r.Upkeep.Employees) }

// StorageCost is what n products cost at the end of a turn (CW14).
func (r *Rules) StorageCost(n int) int { return groups(n, r.Upkeep.Products) }

func groups(n int, g Group) int {
	if n <= 0 {
		return 0
	}
	return n / g.Each * g.Cost
}

// Wins reports whether money ends the game after upkeep: more than 30.
func (r *Rules) Wins(money int) bool { return money > r.End.MoneyAbove }
