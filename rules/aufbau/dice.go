package aufbau

import (
	"boardroom/phrase/msg"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

var jsonUnmarshal = json.Unmarshal

// Dice is a dice expression: N dice with Sides sides ("2d6", "1w20").
type Dice struct {
	N, Sides int
}

// ParseDice reads "2d6", "2w6", "d20" (one die).
func ParseDice(s string) (Dice, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	i := strings.IndexAny(t, "dw")
	if i < 0 {
		return Dice{}, fmt.Errorf("%q is not dice notation (e.g. 2d6)", s)
	}
	n := 1
	if i > 0 {
		v, err := strconv.Atoi(t[:i])
		if err != nil || v < 1 || v > 10 {
			return Dice{}, fmt.Errorf("%q: 1 to 10 dice", s)
		}
		n = v
	}
	sides, err := strconv.Atoi(t[i+1:])
	if err != nil || sides < 2 || sides > 100 {
		return Dice{}, fmt.Errorf("%q: a die has 2 to 100 sides", s)
	}
	return Dice{N: n, Sides: sides}, nil
}

// Min and Max are the smallest and largest totals.
func (d Dice) Min() int { return d.N }

// Max is the largest total.
func (d Dice) Max() int { return d.N * d.Sides }

// Rows is how many totals the dice can roll: the rows of a table rolled
// with them, one a total.
func (d Dice) Rows() int { return d.Max() - d.Min() + 1 }

// Row is the index of total in a table rolled with the dice (the lowest
// total is row 0).
func (d Dice) Row(total int) int { return total - d.Min() }

// Possible reports whether total can be rolled.
func (d Dice) Possible(total int) bool { return total >= d.Min() && total <= d.Max() }

// String is German notation: "2W6".
func (d Dice) String() string { return fmt.Sprintf("%dW%d", d.N, d.Sides) }

// English is "2d6".
func (d Dice) English() string { return fmt.Sprintf("%dd%d", d.N, d.Sides) }

// In is the notation in lang.
func (d Dice) In(lang msg.Lang) string {
	if lang == "en" {
		return d.English()
	}
	return d.String()
}

// UnmarshalYAML reads "2d6".
func (d *Dice) UnmarshalYAML(n *yaml.Node) error {
	v, err := ParseDice(n.Value)
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// MarshalJSON writes "2d6".
func (d Dice) MarshalJSON() ([]byte, error) { return json.Marshal(d.English()) }

// SayIn is the notation in l, for a sentence (msg.Sayer): "2W20", "2d20".
func (d Dice) SayIn(l msg.Lang) string { return d.In(l) }
