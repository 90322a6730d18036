package names_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/rules/names"
)

func TestKeysAndSame(t *testing.T) {
	assert.Equal(t, [2]string{"berateraffare", "berateraffaere"}, names.Keys("Berater-Affäre"))
	for _, typed := range []string{"Berater-Affäre", "berater affare", "Berater-Affaere", "BERATERAFFARE"} {
		assert.True(t, names.Same(typed, "Berater-Affäre"), typed)
	}
	assert.True(t, names.Same("Strasse", "Straße"))
	assert.False(t, names.Same("Berater", "Berater-Affäre"), "a part is not the name")
	assert.False(t, names.Same("", "x"))
}

func TestSuggest(t *testing.T) {
	assert.Equal(t, "tempo", names.Suggest("tempo2", []string{"tempo", "control"}))
	assert.Equal(t, "", names.Suggest("zzz", []string{"tempo", "control"}))
	assert.Equal(t, ` (did you mean "control"?)`, names.DidYouMean("contrl", []string{"tempo", "control"}))
}

func TestDistance(t *testing.T) {
	assert.Equal(t, 1, names.Distance("vinie", "vinnie"))
	assert.Equal(t, 1, names.Distance("laons", "loans"), "a swap is one typo")
	assert.Equal(t, 1, names.Distance("Anan", "Anna"))
	assert.Equal(t, 3, names.Distance("abc", "xyzabc"))
	assert.Equal(t, 6, names.Distance("", "xyzabc"))
	assert.Equal(t, 2, names.Distance("Affäre", "Affaere"), "in runes")
	assert.Equal(t, 1, names.DistanceUpTo("vinie", "vinnie", 2))
	assert.Equal(t, 3, names.DistanceUpTo("abc", "xyzabc", 2), "beyond the bound: max+1")
	assert.Equal(t, 2, names.DistanceUpTo("abcd", "badc", 2))
	assert.Equal(t, 1, names.DistanceUpTo("abcdefgh", "zzzzzzzz", 0))
}

// One folding: every marked letter folds to its base, the umlauts and ß
// also the German way in Keys.
func TestFold(t *testing.T) {
	for r, want := range map[rune]string{'é': "e", 'ä': "a", 'ß': "ss", 'ø': "o", 'ÿ': "y", 'ì': "i"} {
		got, ok := names.Fold(r)
		assert.True(t, ok, string(r))
		assert.Equal(t, want, got, string(r))
	}
	_, ok := names.Fold('a')
	assert.False(t, ok)
	_, ok = names.Fold('日')
	assert.False(t, ok)
	assert.Equal(t, [2]string{"strasse", "strasse"}, names.Keys("Straße"))
	assert.Equal(t, [2]string{"soldner", "soeldner"}, names.Keys("Söldner"))
	assert.Equal(t, [2]string{"cafe", "cafe"}, names.Keys("Café"))
	assert.True(t, names.Same("Loewe", "Löwe"))
	assert.True(t, names.Same("lowe", "Löwe"))
}
