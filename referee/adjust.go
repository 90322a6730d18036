package referee

import (
	"fmt"
	"strings"

	"boardroom/phrase"
	"boardroom/phrase/msg"
)

// MaxAdjustment is the largest change one adjustment makes: a table's
// number, not an overflow.
const MaxAdjustment = 1_000_000

// Counter is a number the referee tracks for each player that the table may
// correct by agreement with `adjust <player> <counter> <+N|-N> --reason`:
// a score, money, the cards in a hand.
//
// Its words are in the game's catalogue (Adjuster.Messages), under the
// message IDs that start with Words: Words+"name" is its name as the table
// of each language types it ("score", "Punkte"; every name is accepted at
// either table, any case), Words+"help" one line for --help, Words+"count"
// a value in words ("{1|{1} point|{1} points}").
type Counter[S any] struct {
	// Name is the counter's name in code and in saved games ("score").
	Name string
	// Words is the start of its message IDs, "counter.score.".
	Words string
	// Get is the player's number in s.
	Get func(s S, seat int) int
	// Set stores v as the player's number in s, which is already a copy the
	// adjustment may change (a hand taken from the draw pile changes the
	// pile too). It is only called with a value Legal allowed.
	Set func(s S, seat, v int)
	// Min is the lowest value (0 for most counts).
	Min int
	// Max is the highest value the player may reach now; nil: no limit.
	Max func(s S, seat int) int
	// Count is the message ID of a value in words, when it is not
	// Words+"count" (a game that has the sentence already).
	Count string
	// Rule is what the table reads, in s's language, when a change goes
	// past Max ("cards come from the draw pile"); the generic "no tracked
	// count goes below 0" covers Min 0.
	Rule func(s S) string
}

// Adjustment is the stored form of an adjustment: whose number, which
// counter, by how much, and why (the action Adjust carries it).
type Adjustment struct {
	Player string `json:"player"`
	What   string `json:"what"`
	Delta  int    `json:"delta"`
	Reason string `json:"reason"`
}

// Seated is a state that carries a Roster: the adjuster finds players and
// tells the table through it when Seat, Name or Say are not given.
type Seated interface {
	PlayerIndex(name string) (int, error)
	Names() []string
	Say(format string, args ...any)
}

// Adjuster is what the engine needs to adjust a game's counters: the
// counters, how to find a player, copy the state and tell the table.
type Adjuster[S any] struct {
	// Messages is the game's catalogue: the counters' words (see Counter).
	Messages *msg.Catalog
	Counters []Counter[S]
	// Seat finds a player by name (a *Refusal when nobody has it); nil: the
	// state's roster (Seated).
	Seat func(s S, name string) (int, error)
	// Name is the name of the player in seat; nil: the roster's.
	Name func(s S, seat int) string
	// Clone copies s so the adjustment does not change it.
	Clone func(s S) S
	// Say tells the table what the adjustment did; nil: the roster's.
	Say func(s S, format string, args ...any)
	// Open refuses an adjustment the game does not allow now (the game has
	// ended); nil allows it always.
	Open func(s S) error
}

func (ad *Adjuster[S]) seat(s S, name string) (int, error) {
	if ad.Seat != nil {
		return ad.Seat(s, name)
	}
	return any(s).(Seated).PlayerIndex(name)
}

func (ad *Adjuster[S]) name(s S, seat int) string {
	if ad.Name != nil {
		return ad.Name(s, seat)
	}
	return any(s).(Seated).Names()[seat]
}

func (ad *Adjuster[S]) say(s S, format string, args ...any) {
	if ad.Say != nil {
		ad.Say(s, format, args...)
		return
	}
	any(s).(Seated).Say(format, args...)
}

// Names lists the counters' names as the table of l types them.
func (ad *Adjuster[S]) Names(l msg.Lang) []string {
	out := make([]string, len(ad.Counters))
	for i, c := range ad.Counters {
		out[i] = ad.word(l, c)
	}
	return out
}

// word is counter c's name at the table of l.
func (ad *Adjuster[S]) word(l msg.Lang, c Counter[S]) string {
	return ad.Messages.Say(l, c.Words+"name")
}

// count is value n of counter c in words, in l: "7 cards in hand".
func (ad *Adjuster[S]) count(l msg.Lang, c Counter[S], n int) string {
	id := c.Count
	if id == "" {
		id = c.Words + "count"
	}
	return ad.Messages.Say(l, id, n)
}

// Help is one line for each counter, its name and what it counts, for the
// help of adjust in l.
func (ad *Adjuster[S]) Help(l msg.Lang) []string {
	lines := make([]string, len(ad.Counters))
	for i, c := range ad.Counters {
		lines[i] = fmt.Sprintf("  %-10s %s", ad.word(l, c), ad.Messages.Say(l, c.Words+"help"))
	}
	return lines
}

// Counter finds a counter by any of its names (in code, English or
// German), ignoring case.
func (ad *Adjuster[S]) Counter(name string) (Counter[S], bool) {
	name = strings.TrimSpace(name)
	for _, c := range ad.Counters {
		if strings.EqualFold(c.Name, name) || strings.EqualFold(ad.word(msg.EN, c), name) || strings.EqualFold(ad.word(msg.DE, c), name) {
			return c, true
		}
	}
	return Counter[S]{}, false
}

// Legal checks an adjustment: the game allows one now, the player plays,
// the reason is given, the counter exists (with a suggestion when it is
// mistyped), the change is not 0 and keeps the number within its bounds.
func (ad *Adjuster[S]) Legal(a Adjustment, s S) error {
	if ad.Open != nil {
		if err := ad.Open(s); err != nil {
			return err
		}
	}
	seat, err := ad.seat(s, a.Player)
	if err != nil {
		return err
	}
	l := LangOf(s)
	if strings.TrimSpace(a.Reason) == "" {
		return RefusalIn(l, engineSays(l, "adjust.rule"), engineSays(l, "adjust.give_reason"))
	}
	c, ok := ad.Counter(a.What)
	if !ok {
		return RefusalIn(l, engineSays(l, "adjust.changes", joinAnd(l, ad.Names(l))),
			engineSays(l, "adjust.no_counter", phrase.ClipIn(l, a.What), phrase.DidYouMeanIn(l, a.What, ad.Names(l))))
	}
	if a.Delta == 0 {
		return RefusalIn(l, engineSays(l, "adjust.changes_a_number"), engineSays(l, "adjust.zero"))
	}
	if a.Delta > MaxAdjustment || a.Delta < -MaxAdjustment {
		return RefusalIn(l, engineSays(l, "adjust.at_most"), engineSays(l, "adjust.not_a_table_number", a.Delta))
	}
	name := ad.name(s, seat)
	v := c.Get(s, seat)
	has := ad.count(l, c, v)
	delta := fmt.Sprintf("%+d", a.Delta)
	if v+a.Delta < c.Min {
		rule := engineSays(l, "adjust.not_below_zero")
		if c.Min != 0 {
			rule = engineSays(l, "adjust.at_least", ad.word(l, c), c.Min)
		}
		return RefusalIn(l, rule, engineSays(l, "adjust.below", name, has, delta, c.Min))
	}
	if c.Max != nil {
		if m := c.Max(s, seat); v+a.Delta > m {
			rule := ""
			if c.Rule != nil {
				rule = c.Rule(s)
			}
			return RefusalIn(l, rule, engineSays(l, "adjust.above", name, has, delta, m))
		}
	}
	return nil
}

// Apply makes a legal adjustment on a copy of s and logs it:
// "Ann: score +5 (misread card)."
func (ad *Adjuster[S]) Apply(a Adjustment, s0 S) (S, error) {
	if err := ad.Legal(a, s0); err != nil {
		var zero S
		return zero, err
	}
	s := ad.Clone(s0)
	seat, _ := ad.seat(s, a.Player)
	c, _ := ad.Counter(a.What)
	c.Set(s, seat, c.Get(s, seat)+a.Delta)
	ad.say(s, "%s", engineSays(LangOf(s), "adjust.done", ad.name(s, seat), ad.word(LangOf(s), c), fmt.Sprintf("%+d", a.Delta), a.Reason))
	return s, nil
}

// Adjust is the action "adjust" of a game: an adjustment checked and made
// by the game's Adjuster. Its JSON is the adjustment's fields beside
// "type". A game lists Kind in its action kinds, so saved games decode it.
type Adjust[S any] struct {
	Adjustment
	ad *Adjuster[S]
}

func (*Adjust[S]) ActionType() string { return "adjust" }

func (a *Adjust[S]) Legal(s S) error { return a.ad.Legal(a.Adjustment, s) }

func (a *Adjust[S]) Apply(s S, _ *Chance) (S, error) { return a.ad.Apply(a.Adjustment, s) }

// Action is adjustment a as the game's action.
func (ad *Adjuster[S]) Action(a Adjustment) Action[S] { return &Adjust[S]{Adjustment: a, ad: ad} }

// Kind is an empty adjust action, for the game's action kinds (decoding).
func (ad *Adjuster[S]) Kind() Action[S] { return &Adjust[S]{ad: ad} }
