package hyphen_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/printables/userdeck/hyphen"
)

// hyphenated is word with a hyphen at each of its points.
func hyphenated(p *hyphen.Patterns, word string) string {
	r := []rune(word)
	var b strings.Builder
	last := 0
	for _, k := range p.Points(word) {
		b.WriteString(string(r[last:k]) + "-")
		last = k
	}
	b.WriteString(string(r[last:]))
	return b.String()
}

// The patterns hyphenate as TeX does: words of the English and German
// pattern files' own examples and of the cards, the exceptions as listed,
// two letters left before a hyphen and three (English) or two (German)
// after it, capitals as small letters, nothing in a word with a digit or a
// short word.
func TestPatternsHyphenateAsTeX(t *testing.T) {
	en, de := hyphen.For("en"), hyphen.For("de")
	for word, want := range map[string]string{
		"hyphenation":                        "hy-phen-ation",
		"Hyphenation":                        "Hy-phen-ation",
		"associate":                          "as-so-ciate", // an exception of the file
		"declination":                        "dec-li-na-tion",
		"computer":                           "com-puter", // three letters at least after the last hyphen
		"supercalifragilisticexpialidocious": "su-per-cal-ifrag-ilis-tic-ex-pi-ali-do-cious",
		"card":                               "card",
		"a4paper":                            "a4paper",
	} {
		assert.Equal(t, want, hyphenated(en, word), word)
	}
	for word, want := range map[string]string{
		"Silbentrennung":        "Sil-ben-tren-nung",
		"Kartenspiel":           "Kar-ten-spiel",
		"Donaudampfschifffahrt": "Do-nau-dampf-schiff-fahrt",
		"Aktionskarte":          "Ak-ti-ons-kar-te",
		"Straße":                "Stra-ße",
	} {
		assert.Equal(t, want, hyphenated(de, word), word)
	}
	assert.Nil(t, hyphen.For("fr"))
}
