package userdeck_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hyphenate: de breaks the long word of a narrow box at a syllable, with a
// hyphen, instead of as a long word (no warning, every letter drawn once,
// nothing beyond the box); without it the word is broken anywhere and
// named.
func TestHyphenateBreaksWordsAtTheirSyllables(t *testing.T) {
	text := "Die Donaudampfschifffahrtsgesellschaftskapitänsmütze bleibt."
	box := "x: 5, y: 10, w: 30, h: 60, size: 10, min_size: 10"
	d, rec, pages := textDeck(t, text, box+", hyphenate: de", "")
	cut := pages[0].Placements[0].Cut
	texts := find(rec, "text", "front:cards:Tarot")
	require.Greater(t, len(texts), 2)
	joined := ""
	for _, o := range texts {
		assert.LessOrEqual(t, o.Rect().Right(), cut.X+35+1e-6, "%q runs out of its box", o.Text)
		assert.NotContains(t, o.Text, "\u00ad", "a soft hyphen prints nothing")
		joined += o.Text + "|"
	}
	assert.Empty(t, d.Problems, "no long word: it was hyphenated")
	assert.Equal(t, strings.ReplaceAll(text, " ", ""), strings.NewReplacer("-|", "", "|", "", " ", "").Replace(joined), "every letter drawn once, in order")
	// Broken where the German patterns allow: between the parts of the
	// compound, never inside "schiff" or "fahrt".
	assert.Equal(t, "Die Donaudampf-|schifffahrtsgesell-|schaftskapitäns-|mütze bleibt.|", joined)

	d, _, _ = textDeck(t, text, box, "")
	require.Len(t, d.Problems, 1, "without hyphenate: a long word")
	assert.Contains(t, d.Problems[0].Msg, "is wider than the box")
}

// A soft hyphen typed in the cell (U+00AD) is a place to break, whether or
// not the box hyphenates, and prints nothing where the word is not broken.
func TestSoftHyphensAreHonoured(t *testing.T) {
	box := "x: 5, y: 10, w: 40, h: 60, size: 10"
	_, rec, _ := textDeck(t, "Gain three Super\u00adcharged\u00adbatteries\u00adeach turn.", box, "")
	var lines []string
	for _, o := range find(rec, "text", "front:cards:Tarot") {
		lines = append(lines, o.Text)
	}
	joined := strings.Join(lines, "|")
	assert.NotContains(t, joined, "\u00ad")
	assert.Regexp(t, `Super-\||Supercharged-\||Superchargedbatteries-\|`, joined, "broken at a soft hyphen, with a hyphen")
	_, rec, _ = textDeck(t, "Re\u00adcharge", box, "")
	texts := find(rec, "text", "front:cards:Tarot")
	require.Len(t, texts, 1)
	assert.Equal(t, "Recharge", texts[0].Text, "not broken: no hyphen drawn")
}
