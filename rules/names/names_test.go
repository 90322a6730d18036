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
