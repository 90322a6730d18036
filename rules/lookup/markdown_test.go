package lookup

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTerminalRendersMarkdownAsText(t *testing.T) {
	for _, c := range []struct{ in, plain, bold string }{
		{"Unterhalt wird ab **Runde 2** berechnet.", "Unterhalt wird ab Runde 2 berechnet.", "Unterhalt wird ab " + BoldOn + "Runde 2" + BoldOff + " berechnet."},
		{"Dauer: **4 Runden** · Start-Runden: **R1, R5, R9, …**", "Dauer: 4 Runden · Start-Runden: R1, R5, R9, …", "Dauer: " + BoldOn + "4 Runden" + BoldOff + " · Start-Runden: " + BoldOn + "R1, R5, R9, …" + BoldOff},
		{"`BuildFacility` zahlt die __erste__ Runde", "BuildFacility zahlt die erste Runde", "BuildFacility zahlt die " + BoldOn + "erste" + BoldOff + " Runde"},
		{"the [rulebook](https://example.org/r.md) says *so*", "the rulebook says so", "the rulebook says so"},
		{"as written (see `docs/dev/implementation-status.md`).", "as written.", "as written."},
		{"## Heading", "Heading", BoldOn + "Heading" + BoldOff},
		{"- one\n- two", "- one\n- two", "- one\n- two"},
		{"2 * 3 and snake_case and a lone ** mark", "2 * 3 and snake_case and a lone ** mark", "2 * 3 and snake_case and a lone ** mark"},
		{"8♠ 8♠ 9♠, plain text", "8♠ 8♠ 9♠, plain text", "8♠ 8♠ 9♠, plain text"},
	} {
		assert.Equal(t, c.plain, Plain(c.in), c.in)
		assert.Equal(t, c.bold, Terminal(c.in, true), c.in)
	}
	assert.Equal(t, "Runde 2", StripANSI(Terminal("**Runde 2**", true)))
}

func TestHTMLRendersMarkdownEscaped(t *testing.T) {
	assert.Equal(t, "<p>Unterhalt ab <strong>Runde 2</strong> &lt;sofort&gt;</p>", HTML("Unterhalt ab **Runde 2** <sofort>"))
	assert.Equal(t, "<p>a<br>b</p><p>c</p>", HTML("a\nb\n\nc"))
	assert.Equal(t, "<p>Liste:</p><ul><li><code>x</code> eins</li><li>zwei &amp; drei</li></ul><p>danach</p>", HTML("Liste:\n- `x` eins\n* zwei & drei\ndanach"))
	assert.Equal(t, "<p><strong>Titel</strong></p>", HTML("# Titel"))
	assert.Equal(t, "<p>as written.</p>", HTML("as written (see `src/core/rules/v1.ts`)."))
}

func TestVisibleLenLeavesOutTheMarks(t *testing.T) {
	assert.Equal(t, 6, VisibleLen(BoldOn+"Runde"+BoldOff+"ä"))
	assert.Equal(t, "Runde 2", StripANSI(BoldOn+"Runde"+BoldOff+" 2"))
}
