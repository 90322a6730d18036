// Package politicard holds what Politicard is: every number of the game and
// the whole card pool (133 cards with the engine's stats and effects in our own
// words), loaded from the embedded politicard.yaml and validated, and the pure
// rules built on them: finding a card by id or name, reading and checking a
// deck file, and the influence of a government row, card by card.
package politicard

import (
	"slices"
	"strings"

	"boardroom/lazy"
	"boardroom/phrase/msg"
	"boardroom/rules/datafile"
)

// DataFile is the name errors use for the embedded rules data.
const DataFile = "rules/politicard/politicard.yaml"

// The card types.
const (
	Government   = "government"
	Public       = "public"
	Instant      = "instant"
	Ongoing      = "ongoing"
	Intervention = "intervention"
)

// Types are the card types in pool order.
var Types = []string{Government, Public, Instant, Ongoing, Intervention}

// Rules is the whole of the Politicard rules data.
type Rules struct {
	Game string `yaml:"game"`
	// Language is the game's own language, as its rulebook is written.
	Language    msg.Lang    `yaml:"language"`
	Players     PlayerRange `yaml:"players"`
	APPerTurn   int         `yaml:"ap_per_turn"`
	PlayCost    int         `yaml:"play_cost"`
	RowSize     int         `yaml:"row_size"`
	OpeningHand int         `yaml:"opening_hand"`
	EndTurnDraw int         `yaml:"end_turn_draw"`
	// HandLimit: no draw takes a hand above it (PC19).
	HandLimit   int          `yaml:"hand_limit"`
	RoundsToWin int          `yaml:"rounds_to_win"`
	Deck        DeckRule     `yaml:"deck"`
	Keywords    []Keyword    `yaml:"keywords"`
	Resolution  []msg.Text   `yaml:"resolution"`
	Cards       []Card       `yaml:"cards"`
	SampleDecks []SampleDeck `yaml:"sample_decks"`
	Reference   []Section    `yaml:"reference"`
	// Rulings are the rulings of docs/rulings.md the referee applies, by key.
	Rulings datafile.Rulings `yaml:"rulings"`

	byID map[string]int
}

// PlayerRange is the supported number of players.
type PlayerRange struct {
	Min int `yaml:"min"`
	Max int `yaml:"max"`
}

// DeckRule is what a legal deck is (PC15).
type DeckRule struct {
	Size          int `yaml:"size" json:"size"`
	Budget        int `yaml:"budget" json:"budget"`
	Copies        int `yaml:"copies" json:"copies"`
	CopiesTopTier int `yaml:"copies_top_tier" json:"copies_top_tier"`
	TopTier       int `yaml:"top_tier" json:"top_tier"`
}

// Keyword is a keyword and what it does. Name is the key the data uses
// (cards' keyword lists, effects' tags); Title is the keyword as a
// language prints it, Card the noun of a card with it ("Movement card",
// "Bewegungskarte").
type Keyword struct {
	Name  string   `yaml:"name" json:"name"`
	Title msg.Text `yaml:"title" json:"title"`
	Card  msg.Text `yaml:"card" json:"card"`
	Text  msg.Text `yaml:"text" json:"text"`
}

// Card is one card of the pool.
type Card struct {
	ID   string `yaml:"id" json:"id"`
	Type string `yaml:"type" json:"type"`
	// Name is the card's name; a person's (government and public cards) is
	// the same in both languages.
	Name msg.Text `yaml:"name" json:"name"`
	Role msg.Text `yaml:"role,omitempty" json:"role,omitempty"` // government and public cards
	// Power and Tier (rank tier, 1 or 2) are a government card's.
	Power int `yaml:"power,omitempty" json:"power,omitempty"`
	Tier  int `yaml:"tier,omitempty" json:"tier,omitempty"`
	HP    int `yaml:"hp" json:"hp"`
	// CostTier is the cost class of every other card (1-3); it sets the
	// copy limit. A government card's is its rank tier.
	CostTier    int      `yaml:"cost_tier,omitempty" json:"cost_tier,omitempty"`
	Keywords    []string `yaml:"keywords,omitempty" json:"keywords,omitempty"`
	Slot        string   `yaml:"slot,omitempty" json:"slot,omitempty"` // an ongoing card's: government or public
	Effect      Effect   `yaml:"effect,omitempty" json:"effect"`
	Trigger     Effect   `yaml:"trigger,omitempty" json:"trigger"`
	Text        msg.Text `yaml:"text,omitempty" json:"text,omitempty"`
	TriggerText msg.Text `yaml:"trigger_text,omitempty" json:"trigger_text,omitempty"`
}

// Effect is what a card does, or an intervention's trigger: a kind the
// referee knows and its numbers.
type Effect struct {
	Kind string   `yaml:"kind" json:"kind,omitempty"`
	N    int      `yaml:"n,omitempty" json:"n,omitempty"`
	Max  int      `yaml:"max,omitempty" json:"max,omitempty"`
	Tier int      `yaml:"tier,omitempty" json:"tier,omitempty"`
	Tag  string   `yaml:"tag,omitempty" json:"tag,omitempty"`
	Tags []string `yaml:"tags,omitempty" json:"tags,omitempty"`
}

// Section is a section of the reference sheet.
type Section struct {
	Heading msg.Text   `yaml:"heading" json:"heading"`
	Lines   []msg.Text `yaml:"lines" json:"lines"`
}

// SampleDeck is a bundled deck.
type SampleDeck struct {
	Name  string      `yaml:"name" json:"name"`
	Title msg.Text    `yaml:"title" json:"title"`
	Cards []DeckEntry `yaml:"cards" json:"cards"`
}

// DeckEntry is a card of a deck and how many copies.
type DeckEntry struct {
	ID     string `yaml:"id" json:"id"`
	Copies int    `yaml:"copies" json:"copies"`
}

// The effect kinds the referee knows, by card type (PC18).
var effectKinds = &lazy.Value[map[string][]string]{New: func() map[string][]string {
	return map[string][]string{
		Public: {"none", "each_discards", "activate_draw_once", "ap_if_opp_more_gov", "aura_per_tag", "activate_debuff_opp_once",
			"activate_buff", "draw_on_own_tag", "opp_activate_debuff", "draw_on_opp_small_gov", "ap_on_ongoing_once", "opp_draws_fewer",
			"ap_if_own_tag", "shield_strongest", "opp_discards", "each_draws", "ap_if_ongoing", "activate_draw_ap", "draw_on_opp_trap",
			"buff_strongest", "ap"},
		Instant: {"repeat_public", "buff_strongest", "draw", "deactivate_opp", "block_initiatives", "ap", "swing", "draw_next_gov",
			"reactivate", "buff_per_public", "shield"},
		Ongoing:      {"aura_tier", "aura_per_tag", "buff_on_own_tag", "aura_if_tag", "aura_unless_tags", "soften_traps", "aura_per_tag_draw"},
		Intervention: {"deactivate", "debuff", "return_to_hand", "cancel", "debuff_ap", "destroy", "steal", "deactivate_public", "debuff_round_gov", "block_gov", "opp_discards", "steal_weakest", "zero", "debuff_target"},
	}
}}

// TriggerKinds are the interventions' triggers. State triggers are checked
// on the board after an action of the opponent, the others against the
// action itself (PC14).
var TriggerKinds = []string{"plays_public_tag", "plays_gov_tier", "gov_count_at_least", "plays_initiative_tier", "plays_gov_keyword",
	"plays_gov_power", "pub_count_at_least", "nth_gov", "sets_intervention", "plays_public", "plays_gov", "initiative_and_public", "leads"}

// StateTrigger reports whether a trigger kind looks at the board rather
// than at the action.
func StateTrigger(kind string) bool {
	return kind == "gov_count_at_least" || kind == "pub_count_at_least" || kind == "leads"
}

// compiled.go is the YAML written out as Go, the only form of the
// data in the binary; after editing the YAML run go generate (see gen/).
//
//go:generate go run -tags rulesgen ./gen
var data = &datafile.Builtin[Rules, *Rules]{Name: DataFile, Gen: compiled, Validate: true}

// Load returns the embedded rules data, decoded and validated once.
func Load() *Rules { return data.Get() }

// Parse decodes and validates Politicard rules data. Errors name the file and line.
func Parse(name string, data []byte) (*Rules, error) {
	return datafile.Parse[Rules](name, data)
}

// Cite names a ruling by key, as the referee says it.
func (r *Rules) Cite(key string) string { return r.Rulings.Cite(key) }

// The engine's counts (PC1).
var poolCounts = &lazy.Value[map[string]int]{New: func() map[string]int {
	return map[string]int{Government: 68, Public: 25, Instant: 12, Ongoing: 8, Intervention: 20}
}}

var knownKeywords = []string{"Oligarch", "Plattform", "Leadership", "Diplomat", "Medien", "NGO/Think-Tank", "Bewegung", "Intelligenz"}

// Validate checks the decoded data.
func (r *Rules) Validate(doc *datafile.Doc) error {
	errf := doc.Errorf
	if r.Game == "" {
		return errf(nil, "game: missing")
	}
	if r.Language != msg.EN && r.Language != msg.DE {
		return errf([]any{"language"}, "language: de or en, got %q", r.Language)
	}
	if r.Players.Min != 2 || r.Players.Max != 2 {
		return errf([]any{"players"}, "players: Politicard is for exactly 2 players")
	}
	for _, c := range []struct {
		key string
		v   int
	}{{"ap_per_turn", r.APPerTurn}, {"play_cost", r.PlayCost}, {"row_size", r.RowSize}, {"opening_hand", r.OpeningHand},
		{"end_turn_draw", r.EndTurnDraw}, {"rounds_to_win", r.RoundsToWin}, {"hand_limit", r.HandLimit}} {
		if c.v < 1 {
			return errf([]any{c.key}, "%s: need at least 1, got %d", c.key, c.v)
		}
	}
	d := r.Deck
	if d.Size < r.OpeningHand || d.Budget < 1 || d.Copies < 1 || d.CopiesTopTier < 1 || d.TopTier < 1 {
		return errf([]any{"deck"}, "deck: size, budget, copies, copies_top_tier and top_tier must be positive (size at least the opening hand)")
	}
	if len(r.Keywords) != len(knownKeywords) {
		return errf([]any{"keywords"}, "keywords: need the %d keywords %s", len(knownKeywords), strings.Join(knownKeywords, ", "))
	}
	for i, k := range r.Keywords {
		if k.Name != knownKeywords[i] || !both(k.Text) || !both(k.Title) || !both(k.Card) {
			return errf([]any{"keywords", i}, "keywords[%d]: expected %s with a title, a card noun and a text in both languages", i, knownKeywords[i])
		}
	}
	if r.HandLimit < r.OpeningHand {
		return errf([]any{"hand_limit"}, "hand_limit: %d is below the opening hand of %d", r.HandLimit, r.OpeningHand)
	}
	if len(r.Resolution) != 4 {
		return errf([]any{"resolution"}, "resolution: need the 4 priorities")
	}
	for i, t := range r.Resolution {
		if !both(t) {
			return errf([]any{"resolution", i}, "resolution[%d]: needs en and de", i)
		}
	}
	consts := map[string]any{"ap_per_turn": r.APPerTurn, "play_cost": r.PlayCost, "row_size": r.RowSize,
		"opening_hand": r.OpeningHand, "end_turn_draw": r.EndTurnDraw, "rounds_to_win": r.RoundsToWin, "hand_limit": r.HandLimit,
		"deck_size": d.Size, "budget": d.Budget, "copies": d.Copies, "copies_top_tier": d.CopiesTopTier, "top_tier": d.TopTier}
	if len(r.Reference) == 0 {
		return errf([]any{"reference"}, "reference: missing")
	}
	for i := range r.Reference {
		sec := &r.Reference[i]
		if !both(sec.Heading) || len(sec.Lines) == 0 {
			return errf([]any{"reference", i}, "reference[%d]: needs a heading in both languages and lines", i)
		}
		for j, l := range sec.Lines {
			x, err := expandBoth(l, func(msg.Lang) map[string]any { return consts })
			if err != nil {
				return errf([]any{"reference", i, "lines", j}, "reference: %v", err)
			}
			sec.Lines[j] = x
		}
	}
	r.byID = map[string]int{}
	names := map[string]string{}
	counts := map[string]int{}
	for i := range r.Cards {
		c := &r.Cards[i]
		at := []any{"cards", i}
		if c.Type == Government || c.Type == Public {
			// a person: the same name in both languages
			if c.Name.DE != "" && c.Name.DE != c.Name.EN {
				return errf(at, "%s: a person's name is the same in both languages: give name: {en: ...} alone", c.ID)
			}
			c.Name.DE = c.Name.EN
		}
		if c.ID == "" || !both(c.Name) {
			return errf(at, "cards[%d]: needs an id and a name in both languages", i)
		}
		key := strings.ToUpper(c.ID)
		if _, dup := r.byID[key]; dup {
			return errf(at, "cards[%d]: id %s is given twice", i, c.ID)
		}
		r.byID[key] = i
		for _, n := range []string{c.Name.EN, c.Name.DE} {
			if other, dup := names[strings.ToLower(n)]; dup && other != c.ID {
				return errf(at, "%s: name %q is already %s's", c.ID, n, other)
			}
			names[strings.ToLower(n)] = c.ID
		}
		if !slices.Contains(Types, c.Type) {
			return errf(at, "%s: type %q is not one of %s", c.ID, c.Type, strings.Join(Types, ", "))
		}
		counts[c.Type]++
		if c.HP < 1 {
			return errf(at, "%s: hp must be positive", c.ID)
		}
		for _, k := range c.Keywords {
			if !slices.Contains(knownKeywords, k) {
				return errf(at, "%s: unknown keyword %q", c.ID, k)
			}
		}
		switch c.Type {
		case Government:
			if c.Power < 1 || c.Power > 10 || (c.Tier != 1 && c.Tier != 2) || !both(c.Role) {
				return errf(at, "%s: a government card needs power 1-10, tier 1 or 2 and a role", c.ID)
			}
			if c.Effect.Kind != "" || c.Text != (msg.Text{}) {
				return errf(at, "%s: government cards carry no ability (PC11)", c.ID)
			}
			for _, k := range c.Keywords {
				if k != "Leadership" && k != "Diplomat" {
					return errf(at, "%s: a government card's keywords are Leadership and Diplomat, not %s", c.ID, k)
				}
			}
			c.CostTier = c.Tier
			continue
		case Public:
			if !both(c.Role) {
				return errf(at, "%s: a public card needs a role in both languages", c.ID)
			}
		case Ongoing:
			if c.Slot != Government && c.Slot != Public {
				return errf(at, "%s: an ongoing card's slot is government or public, not %q", c.ID, c.Slot)
			}
		case Intervention:
			if !slices.Contains(TriggerKinds, c.Trigger.Kind) || !both(c.TriggerText) {
				return errf(at, "%s: an intervention needs a trigger (%s) and a trigger_text", c.ID, strings.Join(TriggerKinds, ", "))
			}
		}
		if c.Type != Intervention && (c.Trigger.Kind != "" || c.TriggerText != (msg.Text{})) {
			return errf(at, "%s: only interventions have a trigger", c.ID)
		}
		if c.CostTier < 1 || c.CostTier > 3 {
			return errf(at, "%s: cost_tier must be 1-3", c.ID)
		}
		if !slices.Contains(effectKinds.Get()[c.Type], c.Effect.Kind) {
			return errf(at, "%s: effect kind %q is not one the referee knows for %s cards", c.ID, c.Effect.Kind, c.Type)
		}
		if !both(c.Text) {
			return errf(at, "%s: needs a text in both languages", c.ID)
		}
		var err error
		if c.Text, err = expandBoth(c.Text, func(l msg.Lang) map[string]any { return r.values(c.Effect, consts, l) }); err != nil {
			return errf(at, "%s: text: %v", c.ID, err)
		}
		if c.TriggerText, err = expandBoth(c.TriggerText, func(l msg.Lang) map[string]any { return r.values(c.Trigger, consts, l) }); err != nil {
			return errf(at, "%s: trigger_text: %v", c.ID, err)
		}
	}
	for t, n := range poolCounts.Get() {
		if counts[t] != n {
			return errf([]any{"cards"}, "cards: the pool has %d %s cards, not %d (PC1)", n, t, counts[t])
		}
	}
	for i, sd := range r.SampleDecks {
		if sd.Name == "" || !both(sd.Title) {
			return errf([]any{"sample_decks", i}, "sample_decks[%d]: needs a name and a title", i)
		}
		dk := Deck{Name: sd.Name}
		for j, e := range sd.Cards {
			if _, ok := r.byID[strings.ToUpper(e.ID)]; !ok {
				return errf([]any{"sample_decks", i, "cards", j}, "sample deck %s: unknown card %q", sd.Name, e.ID)
			}
			dk.Entries = append(dk.Entries, DeckLine{ID: e.ID, Copies: e.Copies})
		}
		if v := r.Violations(dk); len(v) > 0 {
			return errf([]any{"sample_decks", i}, "sample deck %s is not legal: %s", sd.Name, strings.Join(v, "; "))
		}
	}
	if len(r.SampleDecks) < 2 {
		return errf([]any{"sample_decks"}, "sample_decks: need two")
	}
	if len(r.Rulings) == 0 {
		return errf([]any{"rulings"}, "rulings: missing")
	}
	return nil
}

// values are the placeholders a card's text in l may name: the effect's
// numbers, its keyword ({tag}, the first of {tags}) as l prints it and the
// noun of a card with it ({tagcard}), and the game's constants.
func (r *Rules) values(e Effect, consts map[string]any, l msg.Lang) map[string]any {
	tag := e.Tag
	if tag == "" && len(e.Tags) > 0 {
		tag = e.Tags[0]
	}
	m := map[string]any{"n": e.N, "max": e.Max, "tier": e.Tier, "tag": tag, "tagcard": tag}
	if k, ok := r.keyword(tag); ok {
		m["tag"], m["tagcard"] = k.Title.In(l), k.Card.In(l)
	}
	for k, v := range consts {
		m[k] = v
	}
	return m
}

// both reports whether t has both languages.
func both(t msg.Text) bool { return t.EN != "" && t.DE != "" }

// expandBoth fills t's placeholders in each language.
func expandBoth(t msg.Text, values func(msg.Lang) map[string]any) (msg.Text, error) {
	var err error
	if t.EN, err = datafile.Expand(t.EN, values(msg.EN)); err != nil {
		return t, err
	}
	t.DE, err = datafile.Expand(t.DE, values(msg.DE))
	return t, err
}

// keyword is the keyword with key name.
func (r *Rules) keyword(name string) (*Keyword, bool) {
	for i := range r.Keywords {
		if r.Keywords[i].Name == name {
			return &r.Keywords[i], true
		}
	}
	return nil, false
}

// KeywordTitle is a keyword as l prints it ("Movement" for Bewegung).
func (r *Rules) KeywordTitle(name string, l msg.Lang) string {
	if k, ok := r.keyword(name); ok {
		return k.Title.In(l)
	}
	return name
}

// keywordCard is the noun of a card with keyword name in l ("Movement card").
func (r *Rules) keywordCard(name string, l msg.Lang) string {
	if k, ok := r.keyword(name); ok {
		return k.Card.In(l)
	}
	return name
}

// keywordCards is "NGO/Think Tank or Movement card" in l.
func (r *Rules) keywordCards(names []string, l msg.Lang) string {
	if len(names) == 1 {
		return r.keywordCard(names[0], l)
	}
	return Messages.Say(l, "keyword.either", r.KeywordTitle(names[0], l), r.keywordCard(names[1], l))
}

// KeywordTitles are keywords as l prints them.
func (r *Rules) KeywordTitles(names []string, l msg.Lang) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = r.KeywordTitle(n, l)
	}
	return out
}

// Card returns the card with this id (any case).
func (r *Rules) Card(id string) (*Card, bool) {
	i, ok := r.byID[strings.ToUpper(strings.TrimSpace(id))]
	if !ok {
		return nil, false
	}
	return &r.Cards[i], true
}

// MustCard is Card for ids the caller knows exist.
func (r *Rules) MustCard(id string) *Card {
	c, ok := r.Card(id)
	if !ok {
		panic("politicard: no card " + id)
	}
	return c
}

// Names are a group's own names for cards, by id (`--names FILE`).
type Names map[string]string

// Name is the card's name in l: the group's own when it has one.
func (r *Rules) Name(id string, names Names, l msg.Lang) string {
	if n, ok := names[strings.ToUpper(id)]; ok {
		return n
	}
	if c, ok := r.Card(id); ok {
		return c.Name.In(l)
	}
	return id
}

// actingKeywords are the keywords with an effect of their own (PC12).
var actingKeywords = []string{"Oligarch", "Plattform", "Bewegung", "NGO/Think-Tank"}

// ActingKeyword is the text of a keyword that acts (Oligarch, Plattform,
// Bewegung, NGO/Think-Tank); false for the keywords that are tags only.
func (r *Rules) ActingKeyword(name string, l msg.Lang) (string, bool) {
	if !slices.Contains(actingKeywords, name) {
		return "", false
	}
	if k, ok := r.keyword(name); ok {
		return k.Text.In(l), true
	}
	return "", false
}

// HasKeyword reports whether the card carries the keyword.
func (c *Card) HasKeyword(k string) bool { return slices.Contains(c.Keywords, k) }

// HasAnyKeyword reports whether the card carries one of the keywords.
func (c *Card) HasAnyKeyword(ks []string) bool {
	for _, k := range ks {
		if c.HasKeyword(k) {
			return true
		}
	}
	return false
}

// Initiative reports whether the card is an instant or ongoing initiative.
func (c *Card) Initiative() bool { return c.Type == Instant || c.Type == Ongoing }

// CopyLimit is how many copies of the card a deck may hold (PC15).
func (r *Rules) CopyLimit(c *Card) int {
	if c.Type != Government && c.CostTier >= r.Deck.TopTier {
		return r.Deck.CopiesTopTier
	}
	return r.Deck.Copies
}

// Sample returns a bundled deck by name.
func (r *Rules) Sample(name string) (*SampleDeck, bool) {
	for i := range r.SampleDecks {
		if strings.EqualFold(r.SampleDecks[i].Name, name) {
			return &r.SampleDecks[i], true
		}
	}
	return nil, false
}

// SampleNames lists the bundled decks' names.
func (r *Rules) SampleNames() []string {
	var out []string
	for _, d := range r.SampleDecks {
		out = append(out, d.Name)
	}
	return out
}
