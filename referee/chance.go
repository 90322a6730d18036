package referee

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
)

// Outcome is one random result an action resolved, as stored in the log:
// what was decided ("d6", "market card"), the value (game-specific JSON) and
// whether the players entered it from the table instead of the referee
// drawing it.
type Outcome struct {
	What    string          `json:"what"`
	Value   json.RawMessage `json:"value"`
	Entered bool            `json:"entered,omitempty"`
}

// Chance resolves the randomness of one action. When an action is played it
// draws from a source seeded by the game's seed and the point of the game
// (how many outcomes the actions in effect resolved before it: the same
// point always draws the same) and records every outcome; when the log is replayed it hands back
// the recorded outcomes in order, never drawing, and fails if the action
// asks for something the log does not hold. Outcomes entered by the players
// (physical decks and dice) go through Enter, which only records them.
type Chance struct {
	replay   bool
	seed     int64
	stream   uint64
	rng      *rand.Rand
	recorded []Outcome // replay: what the log holds
	next     int       // replay: index of the next outcome to hand out
	out      []Outcome // play: what was resolved so far
}

// NewChance returns a Chance that draws, seeded by the game seed and a
// stream number. Tests of a game's actions use it directly; the engine makes
// one per action, with the point of the game as its stream.
func NewChance(seed int64, seq int) *Chance {
	return &Chance{seed: seed, stream: uint64(seq)}
}

// newChanceAt returns a Chance that draws from the stream of the game seed
// at a point of the game (see Game.point).
func newChanceAt(seed int64, point uint64) *Chance {
	return &Chance{seed: seed, stream: point ^ pointSalt}
}

// pointSalt separates the point streams from the NewChance streams.
const pointSalt = 0x5bd1e9955bd1e995

// ReplayChance returns a Chance that hands back recorded in order.
func ReplayChance(recorded []Outcome) *Chance {
	return &Chance{replay: true, recorded: recorded}
}

// Replaying reports whether outcomes come from the log rather than new draws.
func (c *Chance) Replaying() bool { return c.replay }

// Outcomes lists what was resolved so far (when playing) or what the log
// holds (when replaying).
func (c *Chance) Outcomes() []Outcome {
	if c.replay {
		return c.recorded
	}
	return c.out
}

// source is the seeded generator of this action, made on first use.
func (c *Chance) source() *rand.Rand {
	if c.rng == nil {
		c.rng = rand.New(rand.NewPCG(uint64(c.seed), c.stream^0x9e3779b97f4a7c15))
	}
	return c.rng
}

// take returns the next recorded outcome, checking that it is about what.
func (c *Chance) take(what string) (Outcome, error) {
	if c.next >= len(c.recorded) {
		return Outcome{}, fmt.Errorf("the action needs a %s but the log records only %d random outcome(s)", what, len(c.recorded))
	}
	o := c.recorded[c.next]
	if o.What != what {
		return Outcome{}, fmt.Errorf("the action needs a %s but outcome %d in the log is a %s", what, c.next+1, o.What)
	}
	c.next++
	return o, nil
}

// finish reports recorded outcomes that the replayed action did not use.
func (c *Chance) finish() error {
	if c.replay && c.next != len(c.recorded) {
		return fmt.Errorf("the log records %d random outcome(s) but the action used %d", len(c.recorded), c.next)
	}
	return nil
}

func (c *Chance) record(what string, v any, entered bool) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("cannot record %s: %v", what, err)
	}
	c.out = append(c.out, Outcome{What: what, Value: b, Entered: entered})
	return nil
}

// recordedInt takes the next recorded outcome, which must be a number.
func (c *Chance) recordedInt(what string) (int, error) {
	o, err := c.take(what)
	if err != nil {
		return 0, err
	}
	var v int
	if err := json.Unmarshal(o.Value, &v); err != nil {
		return 0, fmt.Errorf("the recorded %s %s is not a number", what, o.Value)
	}
	return v, nil
}

// Intn draws a number in [0, n).
func (c *Chance) Intn(what string, n int) (int, error) {
	if n <= 0 {
		return 0, fmt.Errorf("cannot draw %s: nothing to choose from", what)
	}
	if c.replay {
		v, err := c.recordedInt(what)
		if err != nil {
			return 0, err
		}
		if v < 0 || v >= n {
			return 0, fmt.Errorf("the recorded %s %d is outside 0..%d", what, v, n-1)
		}
		return v, nil
	}
	v := c.source().IntN(n)
	return v, c.record(what, v, false)
}

// Roll rolls a die with the given number of sides: 1..sides.
func (c *Chance) Roll(what string, sides int) (int, error) {
	if sides <= 0 {
		return 0, fmt.Errorf("cannot roll %s: a die needs at least one side", what)
	}
	if c.replay {
		v, err := c.recordedInt(what)
		if err != nil {
			return 0, err
		}
		if v < 1 || v > sides {
			return 0, fmt.Errorf("the recorded %s %d is not a side of a d%d", what, v, sides)
		}
		return v, nil
	}
	v := 1 + c.source().IntN(sides)
	return v, c.record(what, v, false)
}

// Pick draws one of from (a deck, a bag) and returns its index; the log
// records the element itself (a readable "spike", not an index). Equal
// elements are interchangeable: the index is always the first one equal to
// the drawn element, so play and replay remove the same card.
func Pick[T comparable](c *Chance, what string, from []T) (int, error) {
	if len(from) == 0 {
		return 0, fmt.Errorf("cannot draw %s: none is left", what)
	}
	if c.replay {
		o, err := c.take(what)
		if err != nil {
			return 0, err
		}
		var v T
		if err := json.Unmarshal(o.Value, &v); err != nil {
			return 0, fmt.Errorf("the recorded %s %s cannot be read: %v", what, o.Value, err)
		}
		for i, x := range from {
			if x == v {
				return i, nil
			}
		}
		return 0, fmt.Errorf("the recorded %s %s is not among the %d left", what, o.Value, len(from))
	}
	k := c.source().IntN(len(from))
	for i, x := range from {
		if x == from[k] {
			k = i
			break
		}
	}
	return k, c.record(what, from[k], false)
}

// Enter records an outcome the players resolved at the table (a card they
// drew, a die they rolled): the action carries v, Chance only writes it into
// the log. Checking that v is possible is the action's Legal.
func Enter[T any](c *Chance, what string, v T) (T, error) {
	if c.replay {
		var zero T
		o, err := c.take(what)
		if err != nil {
			return zero, err
		}
		var r T
		if err := json.Unmarshal(o.Value, &r); err != nil {
			return zero, fmt.Errorf("the recorded %s %s cannot be read: %v", what, o.Value, err)
		}
		return r, nil
	}
	return v, c.record(what, v, true)
}
