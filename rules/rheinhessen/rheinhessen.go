// Package rheinhessen holds what Rheinhessen Industriewerk is: every number of
// the game, loaded from the embedded rheinhessen.yaml and validated, and the
// pure rules built on them: card raw values, the eight legal hands, production
// scoring, the audit track and the optimal audit salvage.
//
// Every function takes its numbers from the loaded data (*Rules); the
// package-level functions use the embedded data (Load). Money-like arithmetic
// is done in integer hundredths so that 26.2 rounds to 26 and x.5 rounds up
// exactly.
package rheinhessen

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"boardroom/lazy"
	"boardroom/phrase/msg"
	"boardroom/rules/cards"
	"boardroom/rules/datafile"
)

// DataFile is the name errors use for the embedded rules data.
const DataFile = "rules/rheinhessen/rheinhessen.yaml"

// Rules is the whole of the Rheinhessen rules data.
type Rules struct {
	Game         string         `yaml:"game"`
	Players      PlayerRange    `yaml:"players"`
	Decks        int            `yaml:"decks"`
	DeckCards    int            `yaml:"deck_cards"`
	StartingHand int            `yaml:"starting_hand"`
	DrawPerTurn  int            `yaml:"draw_per_turn"`
	WinScore     int            `yaml:"win_score"`
	Turn         []TurnStep     `yaml:"turn"`        // the phases of a turn, in order
	CardValues   map[string]int `yaml:"card_values"` // rank notation -> raw value
	Hands        []HandInfo     `yaml:"hands"`
	Legal        LegalRule      `yaml:"legal"`
	Illegal      IllegalRule    `yaml:"illegal"`
	Track        TrackRule      `yaml:"track"`
	Audit        AuditRule      `yaml:"audit"`

	// Rulings are the rulings of docs/rulings.md the referee applies, by key.
	Rulings datafile.Rulings `yaml:"rulings"`

	values [cards.Ace + 1]int // raw value by rank, filled by validate
}

// TurnStep is one phase of a turn: its name and what happens, in words.
type TurnStep struct {
	Name msg.Text `yaml:"name" json:"name"`
	Text msg.Text `yaml:"text" json:"text"`
}

// PlayerRange is the supported number of corporations.
type PlayerRange struct {
	Min int `yaml:"min"`
	Max int `yaml:"max"`
}

// HandInfo is one legal hand as the data file describes it.
type HandInfo struct {
	ID   Hand     `yaml:"id"`
	Name msg.Text `yaml:"name"` // in words: "two pair", "Zwei Paare"
	Rule msg.Text `yaml:"rule"` // its exact definition
}

// LegalRule is the legal production formula: raw x Factor + Bonus.
type LegalRule struct {
	Factor Rate `yaml:"factor"`
	Bonus  int  `yaml:"bonus"`
}

// IllegalRule is the illegal production formula: raw x Factor, and from
// DangerFrom raw on a violation that scores Kickback less.
type IllegalRule struct {
	Factor     Rate `yaml:"factor"`
	DangerFrom int  `yaml:"danger_from"`
	Kickback   int  `yaml:"kickback"`
}

// TrackRule is the audit track.
type TrackRule struct {
	Tick            int    `yaml:"tick"`
	HighTick        int    `yaml:"high_tick"`
	HighFrom        int    `yaml:"high_from"`
	ExternalAuditAt int    `yaml:"external_audit_at"`
	ResetTo         int    `yaml:"reset_to"`
	Zones           []Zone `yaml:"zones"`
}

// Zone is a stretch of the audit track and what it means.
type Zone struct {
	From    int      `yaml:"from" json:"from"`
	To      int      `yaml:"to" json:"to"`
	Name    msg.Text `yaml:"name" json:"name"`
	Meaning msg.Text `yaml:"meaning" json:"meaning"`
}

// AuditRule is what an audit costs.
type AuditRule struct {
	FineFactor        Rate `yaml:"fine_factor"`
	ExternalExtraLoss int  `yaml:"external_extra_loss"`
}

// compiled.go is the YAML written out as Go, the only form of the
// data in the binary; after editing the YAML run go generate (see gen/).
//
//go:generate go run -tags rulesgen ./gen
var data = &datafile.Builtin[Rules, *Rules]{Name: DataFile, Gen: compiled, Validate: true}

// Load returns the embedded rules data, decoded and validated once.
func Load() *Rules { return data.Get() }

// Parse decodes and validates Rheinhessen rules data. Errors name the file
// and line.
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
	if r.Decks < 1 {
		return errf([]any{"decks"}, "decks: need at least 1, got %d", r.Decks)
	}
	if n := len(cards.Deck()); r.DeckCards != n {
		return errf([]any{"deck_cards"}, "deck_cards: a standard deck has %d cards, not %d", n, r.DeckCards)
	}
	if r.StartingHand < 1 {
		return errf([]any{"starting_hand"}, "starting_hand: need at least 1, got %d", r.StartingHand)
	}
	if r.DrawPerTurn < 1 {
		return errf([]any{"draw_per_turn"}, "draw_per_turn: need at least 1, got %d", r.DrawPerTurn)
	}
	if r.Decks*r.DeckCards < r.Players.Max*r.StartingHand {
		return errf([]any{"starting_hand"}, "starting_hand: %d players x %d cards is more than the %d cards of the shoe",
			r.Players.Max, r.StartingHand, r.Decks*r.DeckCards)
	}
	if r.WinScore < 1 {
		return errf([]any{"win_score"}, "win_score: need a positive score, got %d", r.WinScore)
	}

	if len(r.Turn) == 0 {
		return errf([]any{"turn"}, "turn: need the phases of a turn")
	}
	for i, st := range r.Turn {
		if !complete(st.Name) || !complete(st.Text) {
			return errf([]any{"turn", i}, "turn[%d]: needs a name and a text, in English and German", i)
		}
	}

	// Card values: exactly the thirteen ranks, each positive.
	for key, v := range r.CardValues {
		rank, err := cards.ParseRank(key)
		if err != nil {
			return errf([]any{"card_values", key}, "card_values: %q is not a rank (2-10, J, Q, K, A)", key)
		}
		if r.values[rank] != 0 {
			return errf([]any{"card_values", key}, "card_values: rank %s is given twice", rank)
		}
		if v < 1 || v > maxCardValue {
			return errf([]any{"card_values", key}, "card_values: %s must be worth 1 to %d, got %d", rank, maxCardValue, v)
		}
		r.values[rank] = v
	}
	for _, rank := range cards.Ranks {
		if r.values[rank] == 0 {
			return errf([]any{"card_values"}, "card_values: rank %s is missing", rank)
		}
	}

	// Hands: the eight legal hands, each once, in the rulebook's order.
	if len(r.Hands) != len(Hands) {
		return errf([]any{"hands"}, "hands: need the %d legal hands (%s), got %d", len(Hands), handIDs(), len(r.Hands))
	}
	for i, h := range r.Hands {
		if h.ID != Hands[i] {
			return errf([]any{"hands", i}, "hands[%d]: expected %q, got %q (the hands are %s)", i, Hands[i], h.ID, handIDs())
		}
		if !complete(h.Name) || !complete(h.Rule) {
			return errf([]any{"hands", i}, "hands[%d]: %s needs a name and a rule, in English and German", i, h.ID)
		}
	}

	if r.Legal.Factor <= 0 {
		return errf([]any{"legal", "factor"}, "legal.factor: must be positive")
	}
	if r.Legal.Bonus < 0 {
		return errf([]any{"legal", "bonus"}, "legal.bonus: must not be negative")
	}
	if r.Illegal.Factor <= 0 {
		return errf([]any{"illegal", "factor"}, "illegal.factor: must be positive")
	}
	if r.Illegal.DangerFrom < 1 {
		return errf([]any{"illegal", "danger_from"}, "illegal.danger_from: must be positive")
	}
	if r.Illegal.Kickback < 0 {
		return errf([]any{"illegal", "kickback"}, "illegal.kickback: must not be negative")
	}

	t := r.Track
	if t.Tick < 1 || t.HighTick < t.Tick {
		return errf([]any{"track", "tick"}, "track: need 1 <= tick <= high_tick, got %d and %d", t.Tick, t.HighTick)
	}
	if t.HighFrom < 1 || t.ExternalAuditAt <= t.HighFrom {
		return errf([]any{"track", "high_from"}, "track: need 1 <= high_from < external_audit_at, got %d and %d", t.HighFrom, t.ExternalAuditAt)
	}
	if t.ResetTo < 0 || t.ResetTo >= t.ExternalAuditAt {
		return errf([]any{"track", "reset_to"}, "track.reset_to: must be 0 to %d, got %d", t.ExternalAuditAt-1, t.ResetTo)
	}
	next := 0
	for i, z := range t.Zones {
		path := []any{"track", "zones", i}
		if z.From != next || z.To < z.From {
			return errf(path, "track.zones[%d]: zones must cover 0 to %d in order without gaps; expected one from %d, got %d-%d",
				i, t.ExternalAuditAt, next, z.From, z.To)
		}
		if !complete(z.Name) || !complete(z.Meaning) {
			return errf(path, "track.zones[%d]: needs a name and a meaning, in English and German", i)
		}
		next = z.To + 1
	}
	if next != t.ExternalAuditAt+1 {
		return errf([]any{"track", "zones"}, "track.zones: zones must cover 0 to %d, they end at %d", t.ExternalAuditAt, next-1)
	}

	if r.Audit.FineFactor <= 0 {
		return errf([]any{"audit", "fine_factor"}, "audit.fine_factor: must be positive")
	}
	if r.Audit.ExternalExtraLoss < 0 {
		return errf([]any{"audit", "external_extra_loss"}, "audit.external_extra_loss: must not be negative")
	}

	for key, ru := range r.Rulings {
		if !strings.HasPrefix(ru.ID, "R") || strings.TrimSpace(ru.Title) == "" {
			return errf([]any{"rulings", key}, "rulings.%s: needs an id Rn and a title", key)
		}
	}

	// Fill in the numbers texts name in braces, now that they are known good.
	for i := range r.Turn {
		text, err := r.expandText(r.Turn[i].Text)
		if err != nil {
			return errf([]any{"turn", i, "text"}, "turn[%d].text: %v", i, err)
		}
		r.Turn[i].Text = text
	}
	for i := range t.Zones {
		text, err := r.expandText(t.Zones[i].Meaning)
		if err != nil {
			return errf([]any{"track", "zones", i, "meaning"}, "track.zones[%d].meaning: %v", i, err)
		}
		r.Track.Zones[i].Meaning = text
	}
	return nil
}

// complete reports whether a text of the data has both languages.
func complete(t msg.Text) bool { return strings.TrimSpace(t.EN) != "" && strings.TrimSpace(t.DE) != "" }

// expandText is expand in both languages.
func (r *Rules) expandText(t msg.Text) (msg.Text, error) {
	en, err := r.expand(t.EN)
	if err != nil {
		return t, err
	}
	de, err := r.expand(t.DE)
	return msg.Text{EN: en, DE: de}, err
}

// expand replaces {name} in a text with the number of that name
// (datafile.Expand: an unknown name is an error naming it).
func (r *Rules) expand(text string) (string, error) {
	numbers := map[string]any{
		"tick":                r.Track.Tick,
		"high_tick":           r.Track.HighTick,
		"high_from":           r.Track.HighFrom,
		"external_audit_at":   r.Track.ExternalAuditAt,
		"reset_to":            r.Track.ResetTo,
		"external_extra_loss": r.Audit.ExternalExtraLoss,
		"danger_from":         r.Illegal.DangerFrom,
		"kickback":            r.Illegal.Kickback,
		"bonus":               r.Legal.Bonus,
		"win_score":           r.WinScore,
		"draw_per_turn":       r.DrawPerTurn,
		"starting_hand":       r.StartingHand,
	}
	return datafile.Expand(text, numbers)
}

// Cite names a ruling for the referee's messages: "ruling R29: When the
// deck runs out". An unknown key (a bug) is named as it is.
func (r *Rules) Cite(key string) string { return r.Rulings.Cite(key) }

// Shoe is the number of cards in play: decks x cards per deck (208).
func (r *Rules) Shoe() int { return r.Decks * r.DeckCards }

// DrawPile is the number of cards left to draw once every corporation holds
// its starting hand.
func (r *Rules) DrawPile(players int) (int, error) {
	if players < r.Players.Min || players > r.Players.Max {
		return 0, fmt.Errorf("rheinhessen: %d to %d corporations play, not %d", r.Players.Min, r.Players.Max, players)
	}
	return r.Shoe() - players*r.StartingHand, nil
}

// maxCardValue bounds a card's raw value: the audit's search keeps its
// costs (values times the cards on the floor) in 32 bits.
const maxCardValue = 10000

// Value is the raw value of one card (0 for an invalid card).
func (r *Rules) Value(c cards.Card) int {
	if !c.Valid() {
		return 0
	}
	return r.values[c.Rank]
}

// Raw is the raw value of cards: the sum of their card values.
func (r *Rules) Raw(cs []cards.Card) int {
	total := 0
	for _, c := range cs {
		total += r.Value(c)
	}
	return total
}

// Raw is the raw value of cards under the embedded rules.
func Raw(cs []cards.Card) int { return Load().Raw(cs) }

// HandInfo returns the data file's entry for a legal hand.
func (r *Rules) HandInfo(h Hand) (HandInfo, bool) {
	for _, info := range r.Hands {
		if info.ID == h {
			return info, true
		}
	}
	return HandInfo{}, false
}

// HandName is a hand in English words ("two pair"), or "no hand".
func (r *Rules) HandName(h Hand) string { return r.HandNameIn(msg.EN, h) }

// HandNameIn is a hand in words in l ("two pair", "Zwei Paare"), or "no
// hand" (kein Blatt).
func (r *Rules) HandNameIn(l msg.Lang, h Hand) string {
	if info, ok := r.HandInfo(h); ok {
		return info.Name.In(l)
	}
	return Messages.Say(l, "hand.none")
}

// Rate is a factor with two decimals, kept exactly as hundredths: 0.70 is 70.
// In the data file it is written as a decimal number ("0.70").
type Rate int

var decimalText = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`^[0-9]+(\.[0-9]{1,2})?$`) }}

// UnmarshalYAML reads a decimal with at most two decimals, exactly.
func (x *Rate) UnmarshalYAML(n *yaml.Node) error {
	v, err := parseHundredths(n.Value)
	if n.Kind != yaml.ScalarNode || err != nil || v < 0 {
		return &yaml.TypeError{Errors: []string{fmt.Sprintf(
			"line %d: %q is not a factor: write a decimal with at most two decimals, e.g. 0.70", n.Line, n.Value)}}
	}
	*x = Rate(v)
	return nil
}

// SayIn writes the factor as l writes decimals: "0.70", "0,70".
func (x Rate) SayIn(l msg.Lang) string { return decimalIn(l, x.String()) }

// decimalIn is a decimal written with a point as l writes it (German with
// a comma).
func decimalIn(l msg.Lang, s string) string {
	if l == msg.DE {
		return strings.Replace(s, ".", ",", 1)
	}
	return s
}

// String writes the factor with two decimals: "0.70".
func (x Rate) String() string { return fmt.Sprintf("%d.%02d", int(x)/100, int(x)%100) }

// MarshalJSON writes the factor as a JSON number: 0.70.
func (x Rate) MarshalJSON() ([]byte, error) { return []byte(x.String()), nil }

// Times is n x the factor, exactly, in hundredths.
func (x Rate) Times(n int) Decimal { return Decimal(n * int(x)) }

// Decimal is an exact amount in hundredths: 2620 is 26.2.
type Decimal int

// Whole is the amount n.
func Whole(n int) Decimal { return Decimal(n * 100) }

// Round rounds half up to a whole number: 26.2 -> 26, 15.5 -> 16.
func (d Decimal) Round() int {
	q := (int(d) + 50) / 100
	if (int(d)+50)%100 < 0 { // floor for negative amounts, so -0.5 -> 0 and -0.6 -> -1
		q--
	}
	return q
}

// SayIn writes the amount as l writes decimals: "26.2", "26,2".
func (d Decimal) SayIn(l msg.Lang) string { return decimalIn(l, d.String()) }

// String writes the amount without trailing zeros: "26.2", "26", "24.65".
func (d Decimal) String() string {
	sign := ""
	v := int(d)
	if v < 0 {
		sign, v = "-", -v
	}
	s := fmt.Sprintf("%s%d.%02d", sign, v/100, v%100)
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// MarshalJSON writes the amount as a JSON number.
func (d Decimal) MarshalJSON() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalJSON reads a JSON number with at most two decimals.
func (d *Decimal) UnmarshalJSON(b []byte) error {
	v, err := parseHundredths(string(b))
	if err != nil {
		return err
	}
	*d = Decimal(v)
	return nil
}

// UnmarshalJSON reads a JSON number with at most two decimals.
func (x *Rate) UnmarshalJSON(b []byte) error {
	v, err := parseHundredths(string(b))
	if err != nil {
		return err
	}
	*x = Rate(v)
	return nil
}

// parseHundredths reads "-26.2" as -2620, exactly.
func parseHundredths(s string) (int, error) {
	neg := strings.HasPrefix(s, "-")
	digits := strings.TrimPrefix(s, "-")
	if !decimalText.Get().MatchString(digits) || len(digits) > 12 {
		return 0, fmt.Errorf("rheinhessen: %q is not an amount with at most two decimals", s)
	}
	whole, frac, _ := strings.Cut(digits, ".")
	frac = (frac + "00")[:2]
	w, err1 := strconv.Atoi(whole)
	f, err2 := strconv.Atoi(frac)
	if err1 != nil || err2 != nil {
		return 0, fmt.Errorf("rheinhessen: %q is not a usable amount", s)
	}
	v := w*100 + f
	if neg {
		v = -v
	}
	return v, nil
}
