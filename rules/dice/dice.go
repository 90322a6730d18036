// Package dice holds the notation players type to enter what they rolled at
// the table ("4", "3,5,6", "d6=4", "3d6=3,5,6"). The referee's own rolls come
// from referee.Chance.
//
// Notation: an optional die ("d6", or "3d6" to say how many were rolled;
// a German table writes the die W6, and w6 reads as d6)
// followed by "=", then the values, separated by commas or spaces. String
// writes the canonical form, which Parse reads back to the same Roll.
package dice

import (
	"fmt"
	"strconv"
	"strings"
)

// Limits of what Parse accepts: more is a typo, not a roll.
const (
	MaxDice  = 100 // dice in one entry
	MaxSides = 100 // sides of a die
)

// Roll is a set of dice as entered at the table: what they show and, when
// the entry named it ("d6=4"), the die.
type Roll struct {
	Sides  int   // 0: the entry did not name the die
	Values []int // what each die shows, in the order entered
}

// Parse reads a roll: "4", "3,5,6", "3 5 6", "d6=4", "3d6=3,5,6". An empty
// entry (or "-") is no dice. It checks the notation and that each value fits
// the named die; Check tells whether the roll fits the die the rules use.
func Parse(s string) (Roll, error) {
	s = strings.TrimSpace(s)
	if s == "" || s == "-" {
		return Roll{}, nil
	}
	var r Roll
	count := -1
	if head, vals, ok := strings.Cut(s, "="); ok {
		n, sides, err := parseDie(strings.TrimSpace(head))
		if err != nil {
			return Roll{}, fmt.Errorf("dice: %q: %v", s, err)
		}
		r.Sides, count, s = sides, n, strings.TrimSpace(vals)
		if s == "" {
			return Roll{}, fmt.Errorf("dice: %q: no values after '='", s)
		}
	}
	fields := strings.FieldsFunc(s, func(c rune) bool { return c == ',' || c == ' ' || c == '\t' })
	if len(fields) == 0 {
		return Roll{}, fmt.Errorf("dice: %q: no values", s)
	}
	if len(fields) > MaxDice {
		return Roll{}, fmt.Errorf("dice: %d dice in one entry, at most %d", len(fields), MaxDice)
	}
	for _, f := range fields {
		v, err := strconv.Atoi(f)
		if err != nil || v < 1 || v > MaxSides {
			return Roll{}, fmt.Errorf("dice: %q is not what a die shows", f)
		}
		if r.Sides > 0 && v > r.Sides {
			return Roll{}, fmt.Errorf("dice: a d%d cannot show %d", r.Sides, v)
		}
		r.Values = append(r.Values, v)
	}
	if count >= 0 && count != len(r.Values) {
		return Roll{}, fmt.Errorf("dice: %dd%d names %d dice but %d values follow", count, r.Sides, count, len(r.Values))
	}
	return r, nil
}

// parseDie reads "d6" (count -1: not given) or "3d6", or the same with
// the German W (Würfel): "W6", "3W6".
func parseDie(s string) (count, sides int, err error) {
	c, sd, ok := strings.Cut(strings.ReplaceAll(strings.ToLower(s), "w", "d"), "d")
	if !ok {
		return 0, 0, fmt.Errorf("want a die like d6 or 3d6 before '='")
	}
	count = -1
	if c != "" {
		if count, err = strconv.Atoi(c); err != nil || count < 1 || count > MaxDice {
			return 0, 0, fmt.Errorf("%q is not a number of dice (1-%d)", c, MaxDice)
		}
	}
	if sides, err = strconv.Atoi(sd); err != nil || sides < 2 || sides > MaxSides {
		return 0, 0, fmt.Errorf("d%s is not a die (d2 to d%d)", sd, MaxSides)
	}
	return count, sides, nil
}

// String is the canonical notation: "3,5,6", or "d6=4" when the die is named;
// "" for no dice.
func (r Roll) String() string {
	parts := make([]string, len(r.Values))
	for i, v := range r.Values {
		parts[i] = strconv.Itoa(v)
	}
	vals := strings.Join(parts, ",")
	if r.Sides > 0 && len(r.Values) > 0 {
		return fmt.Sprintf("d%d=%s", r.Sides, vals)
	}
	return vals
}

// Check reports whether the roll could come from dice with the given sides:
// the die named (if any) is that die and every value is 1..sides.
func (r Roll) Check(sides int) error {
	if r.Sides > 0 && r.Sides != sides {
		return fmt.Errorf("dice: entered as d%d, but the game rolls d%d", r.Sides, sides)
	}
	for _, v := range r.Values {
		if v < 1 || v > sides {
			return fmt.Errorf("dice: a d%d shows 1 to %d, not %d", sides, sides, v)
		}
	}
	return nil
}
