package printables_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/printables"
)

// Every built-in face for text draws "-" as a hyphen, every game's printed
// text with it: as wide as the Go fonts' soft hyphen and narrower than
// their en dash (the Go fonts, made for code, draw "-" as a minus as wide
// as "+"). Mono keeps its fixed width.
func TestEveryTextFaceDrawsAHyphen(t *testing.T) {
	for _, face := range []printables.FontFace{printables.Regular, printables.Bold, printables.Italic, printables.BoldItalic, printables.Numerals, printables.NumeralsRegular} {
		f := printables.Font{Face: face, Size: 10}
		hyphen := printables.TextWidth("-", f)
		assert.InDelta(t, printables.TextWidth("\u00ad", f), hyphen, 1e-9, face)
		assert.Less(t, hyphen, 0.8*printables.TextWidth("–", f), face)
		assert.Less(t, hyphen, 0.8*printables.TextWidth("+", f), face)
	}
	m := printables.Font{Face: printables.Mono, Size: 10}
	assert.InDelta(t, printables.TextWidth("m", m), printables.TextWidth("-", m), 1e-9)
}
