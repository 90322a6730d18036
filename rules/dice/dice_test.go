package dice

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
)

func TestParse(t *testing.T) {
	cases := []struct {
		in   string
		want Roll
		str  string
	}{
		{"4", Roll{Values: []int{4}}, "4"},
		{"3,5,6", Roll{Values: []int{3, 5, 6}}, "3,5,6"},
		{" 3 5  6 ", Roll{Values: []int{3, 5, 6}}, "3,5,6"},
		{"3, 5,6", Roll{Values: []int{3, 5, 6}}, "3,5,6"},
		{"d6=4", Roll{Sides: 6, Values: []int{4}}, "d6=4"},
		{"D6 = 4", Roll{Sides: 6, Values: []int{4}}, "d6=4"},
		{"3d6=3,5,6", Roll{Sides: 6, Values: []int{3, 5, 6}}, "d6=3,5,6"},
		{"W6=4", Roll{Sides: 6, Values: []int{4}}, "d6=4"},
		{"3w6=3,5,6", Roll{Sides: 6, Values: []int{3, 5, 6}}, "d6=3,5,6"},
		{"", Roll{}, ""},
		{"-", Roll{}, ""},
	}
	for _, c := range cases {
		got, err := Parse(c.in)
		require.NoError(t, err, c.in)
		assert.Equal(t, c.want, got, c.in)
		assert.Equal(t, c.str, got.String(), c.in)
	}
}

func TestParseErrors(t *testing.T) {
	for in, want := range map[string]string{
		"x":         `"x" is not what a die shows`,
		"0":         `"0" is not what a die shows`,
		"4,,x":      `"x" is not what a die shows`,
		"d6=7":      "a d6 cannot show 7",
		"2d6=3":     "2d6 names 2 dice but 1 values follow",
		"6=3":       "want a die like d6",
		"d1=1":      "d1 is not a die",
		"d6=":       "no values",
		"0d6=1":     "not a number of dice",
		"1.5":       `"1.5" is not what a die shows`,
		"-3":        `"-3" is not what a die shows`,
		"d6=4=4":    `"4=4" is not what a die shows`,
		"101":       `"101" is not what a die shows`,
		",":         "no values",
		"d99999=1":  "is not a die",
		"xd6=1":     "not a number of dice",
		"3d6=1 2 7": "a d6 cannot show 7",
	} {
		_, err := Parse(in)
		require.Error(t, err, in)
		assert.Contains(t, err.Error(), want, in)
		assert.Contains(t, err.Error(), "dice: ", in)
	}
}

func TestCheck(t *testing.T) {
	r, _ := Parse("3,5,6")
	assert.NoError(t, r.Check(6))
	assert.ErrorContains(t, r.Check(4), "a d4 shows 1 to 4, not 5")
	r, _ = Parse("d8=7")
	assert.ErrorContains(t, r.Check(6), "entered as d8, but the game rolls d6")
}

// Whatever is typed, Parse never panics; what it accepts is a possible roll
// that String writes back to the same roll.
func FuzzParse(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, s := range []string{"4", "3,5,6", "d6=4", "3d6=3,5,6", "", "-", "d6=", "0", "x", "2d6=3", "1 2\t3", "d6=4=4", "100d100=1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fuzzcheck.Check(t, len(s), func() {
			r, err := Parse(s)
			if err != nil {
				assert.Contains(t, err.Error(), "dice: ")
				return
			}
			assert.LessOrEqual(t, len(r.Values), MaxDice)
			for _, v := range r.Values {
				assert.True(t, v >= 1 && v <= MaxSides, "value %d", v)
				if r.Sides > 0 {
					assert.LessOrEqual(t, v, r.Sides)
				}
			}
			back, err := Parse(r.String())
			require.NoError(t, err, "String %q of %q", r.String(), s)
			assert.Equal(t, r, back)
		})
	})
}
