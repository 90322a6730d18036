package phrase_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/phrase"
)

// Issue 8, point 16: counts agree with their nouns.
func TestPlural(t *testing.T) {
	for n, want := range map[int]string{0: "0 cards", 1: "1 card", 2: "2 cards", -1: "-1 card", -2: "-2 cards"} {
		assert.Equal(t, want, phrase.Plural(n, "card", "cards"))
	}
}
