package aufbau

import (
	"fmt"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Fraction is a rule's share of a whole number: Num/Den of it, rounded
// "down" or "up". The data writes it "1/2 down" (halved, rounded down). The
// rulebook's halvings (event prices, yields and losses, a lease's price, a
// poor permanent influence) are Fractions, so the referee's arithmetic and
// the help take the share and its rounding from one place.
type Fraction struct {
	Num, Den int
	Round    string // "down" or "up"
}

// ParseFraction reads "1/2 down", "1/2 up" or "3/4 down".
func ParseFraction(s string) (Fraction, error) {
	f := strings.Fields(s)
	if len(f) != 2 || (f[1] != "down" && f[1] != "up") {
		return Fraction{}, fmt.Errorf("%q is not a fraction with its rounding (e.g. \"1/2 down\" or \"1/2 up\")", s)
	}
	num, den, ok := strings.Cut(f[0], "/")
	n, err1 := strconv.Atoi(num)
	d, err2 := strconv.Atoi(den)
	if !ok || err1 != nil || err2 != nil || n < 0 || d < 1 {
		return Fraction{}, fmt.Errorf("%q: the share is num/den with den at least 1 (e.g. 1/2)", s)
	}
	return Fraction{Num: n, Den: d, Round: f[1]}, nil
}

// Apply is the share of n, rounded as the fraction says. Amounts below zero
// round towards zero, as Go's division does.
func (f Fraction) Apply(n int) int {
	if f.Round == "up" && n > 0 {
		return (n*f.Num + f.Den - 1) / f.Den
	}
	return n * f.Num / f.Den
}

// Glyph is the share as the rulebook prints it: "½", "¼", or "2/5".
func (f Fraction) Glyph() string {
	if 12%f.Den == 0 && 0 < f.Num && f.Num < f.Den {
		if g, ok := glyphs.Get()[int64(f.Num*(12/f.Den))]; ok && !strings.Contains(g, "/") {
			return g
		}
	}
	return fmt.Sprintf("%d/%d", f.Num, f.Den)
}

// String is the data form, "1/2 down".
func (f Fraction) String() string { return fmt.Sprintf("%d/%d %s", f.Num, f.Den, f.Round) }

// UnmarshalYAML reads "1/2 down".
func (f *Fraction) UnmarshalYAML(n *yaml.Node) error {
	v, err := ParseFraction(n.Value)
	if err != nil {
		return err
	}
	*f = v
	return nil
}
