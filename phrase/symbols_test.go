package phrase_test

import (
	"bytes"
	"fmt"
	"io"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"

	"boardroom/phrase"
)

// One rule for every symbol the referee prints, the arrow's: where the
// locale's character set is not UTF-8 the text is ASCII, suits as the
// letters a player types.
func TestSymbolsFallBackToASCIIWithTheArrow(t *testing.T) {
	text := "Anna produces 8♠ 8♥ 10♦ Q♣: 26.2 → 26; 5✓ 2✗; −2 × ½ … „Prüfung“ · Straße, café"
	t.Setenv("LC_ALL", "C.UTF-8")
	assert.False(t, phrase.Plain())
	assert.Equal(t, text, phrase.Symbols(text))
	t.Setenv("LC_ALL", "C")
	assert.True(t, phrase.Plain())
	assert.Equal(t, `Anna produces 8S 8H 10D QC: 26.2 -> 26; 5+ 2-; -2 x 1/2 ... "Pruefung" - Strasse, cafe`, phrase.Symbols(text))
	assert.Equal(t, phrase.Symbols("→"), phrase.Arrow(), "the arrow follows the same rule")
	for _, locale := range []string{"POSIX", "en_US.ISO-8859-1", "de_DE@euro"} {
		t.Setenv("LC_ALL", locale)
		assert.True(t, phrase.Plain(), locale)
	}
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_CTYPE", "")
	t.Setenv("LANG", "de_DE.utf8")
	assert.False(t, phrase.Plain())
}

// ASCII is ASCII for any text: a character it has no spelling for is "?".
func TestASCIIIsAlwaysASCII(t *testing.T) {
	for _, s := range []string{"日本", "ÀÉÎÕÜÇÑØÆ þ ÷ ×", "♤♡♢♧", "\u00a0x\u2009y", "a\x1bb"} {
		out := phrase.ASCII(s)
		for i := 0; i < len(out); i++ {
			assert.Less(t, out[i], byte(utf8.RuneSelf), "%q gives %q", s, out)
		}
	}
	assert.Equal(t, "??", phrase.ASCII("日本"))
	assert.Equal(t, "AEIOUeCNO", phrase.ASCII("ÀÉÎÕUéÇÑØ"))
}

// The writers of terminal text say symbols in ASCII too, a character split
// between two writes included; the play screen's keeps control characters
// (it clears the screen) and is the terminal it writes to.
func TestTerminalWritersSayTheSymbols(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	var b bytes.Buffer
	w := phrase.PrintableWriter(&b)
	card := []byte("8♠ → 9♥\n")
	_, _ = w.Write(card[:2]) // "8" and the first byte of ♠
	_, _ = w.Write(card[2:])
	assert.Equal(t, "8S -> 9H\n", b.String())

	b.Reset()
	sw := phrase.SymbolsWriter(&b)
	fmt.Fprint(sw, "\033[H\033[2J10♦")
	assert.Equal(t, "\033[H\033[2J10D", b.String())
	assert.Same(t, &b, sw.(interface{ Unwrap() io.Writer }).Unwrap(), "the terminal under it")

	t.Setenv("LC_ALL", "C.UTF-8")
	assert.Same(t, &b, phrase.SymbolsWriter(&b), "nothing to change")
}

// The suit symbols offered beside their letters are the letters in ASCII:
// the list is left out with its "or", in both languages, rather than said
// twice ("S, H, D, C or S H D C").
func TestASCIIDropsTheSuitSymbolsBesideTheirLetters(t *testing.T) {
	assert.Equal(t, "a suit: S, H, D, C", phrase.ASCII("a suit: S, H, D, C or ♠ ♥ ♦ ♣"))
	assert.Equal(t, "Farbe S (Pik), H (Herz), D (Karo), C (Kreuz), egal", phrase.ASCII("Farbe S (Pik), H (Herz), D (Karo), C (Kreuz) oder ♠ ♥ ♦ ♣, egal"))
	assert.Equal(t, "8S 10H", phrase.ASCII("8♠ 10♥"), "a card keeps its suit, as typed")
}
