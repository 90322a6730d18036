package aufbau

import (
	"boardroom/phrase/msg"
	"fmt"
	"strconv"
	"strings"

	"boardroom/lazy"
)

// Gold is an amount of gold in exact twelfths: the conversions divide by 3
// and 4, so twelfths keep every amount exact (ruling AU10). Never a float.
type Gold int64

// G is n whole gold.
func G(n int) Gold { return Gold(n) * 12 }

// Frac is num/den gold; den must divide 12.
func Frac(num, den int) Gold { return Gold(num * (12 / den)) }

// Whole is the whole gold in g, rounded towards zero.
func (g Gold) Whole() int { return int(g / 12) }

var glyphs = &lazy.Value[map[int64]string]{New: func() map[int64]string {
	return map[int64]string{1: "1/12", 2: "⅙", 3: "¼", 4: "⅓", 5: "5/12", 6: "½", 7: "7/12", 8: "⅔", 9: "¾", 10: "⅚", 11: "11/12"}
}}

// Amount is the number as the rulebook writes it: "12 ¾", "−2 ½", "⅓", "0"
// (with the minus sign, not a hyphen).
func (g Gold) Amount() string {
	sign := ""
	v := int64(g)
	if v < 0 {
		sign, v = "−", -v
	}
	w, f := v/12, v%12
	switch {
	case f == 0:
		return sign + strconv.FormatInt(w, 10)
	case w == 0:
		return sign + glyphs.Get()[f]
	}
	return sign + strconv.FormatInt(w, 10) + " " + glyphs.Get()[f]
}

// String is "12 ¾ Gold".
func (g Gold) String() string { return g.Amount() + " Gold" }

// Signed is "+3 ½" or "−2".
func (g Gold) Signed() string {
	if g >= 0 {
		return "+" + g.Amount()
	}
	return g.Amount()
}

// MarshalJSON writes the exact amount as a string ("12 3/4") and the
// twelfths, so scripts can compute exactly.
func (g Gold) MarshalJSON() ([]byte, error) {
	return []byte(fmt.Sprintf(`{"text":%q,"twelfths":%d}`, g.Amount(), int64(g))), nil
}

// UnmarshalJSON reads what MarshalJSON writes.
func (g *Gold) UnmarshalJSON(b []byte) error {
	var v struct {
		Twelfths int64 `json:"twelfths"`
	}
	if err := jsonUnmarshal(b, &v); err != nil {
		return err
	}
	*g = Gold(v.Twelfths)
	return nil
}

// ParseGold reads "12", "12 3/4", "12¾", "-2 ½", "−2 ½", "1/3".
func ParseGold(s string) (Gold, error) {
	s = strings.TrimSpace(strings.Replace(s, "−", "-", 1))
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(s, "-"), "+"))
	if s == "" {
		return 0, fmt.Errorf("no amount")
	}
	var total int64
	for _, part := range strings.Fields(strings.NewReplacer("¼", " 1/4", "½", " 1/2", "¾", " 3/4", "⅓", " 1/3", "⅔", " 2/3", "⅙", " 1/6", "⅚", " 5/6").Replace(s)) {
		if num, den, ok := strings.Cut(part, "/"); ok {
			n, err1 := strconv.Atoi(num)
			d, err2 := strconv.Atoi(den)
			if err1 != nil || err2 != nil || d <= 0 || 12%d != 0 || n < 0 || n >= d {
				return 0, fmt.Errorf("%q is not a fraction in twelfths (halves, thirds, quarters, sixths, twelfths)", part)
			}
			total += int64(n * 12 / d)
			continue
		}
		n, err := strconv.Atoi(part)
		if err != nil || n < 0 || n > 1_000_000_000 {
			return 0, fmt.Errorf("%q is not a whole number", part)
		}
		total += int64(n) * 12
	}
	if neg {
		total = -total
	}
	return Gold(total), nil
}

// SayIn is the sum as a sentence of l says it (msg.Sayer): "3 ½ Gold",
// "3 ½ gold".
func (g Gold) SayIn(l msg.Lang) string {
	if l == msg.EN {
		return g.Amount() + " gold"
	}
	return g.String()
}
