package printables_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/phrase/msg/msgtest"
	"boardroom/printables"
	"boardroom/printables/printtest"
)

// Every printed word of the engine is in both languages with the same
// placeholders; every ID the code says is in the catalogue, and used.
func TestMessagesAreCompleteAndUsed(t *testing.T) {
	msgtest.Check(t, printables.Messages, msgtest.Options{Dirs: []string{"."}, Uses: []msgtest.Use{{Func: "printed", Arg: 1}}})
}

// The calibration page and its back are printed in the language asked
// for, every line inside the page's safe margins on every paper; the
// other language's words are not on it.
func TestCalibrationPageInBothLanguages(t *testing.T) {
	words := map[msg.Lang][]string{
		msg.EN: {"Calibration page", "Each ruler must measure exactly 100 mm.", "registration target", "Calibration page (back)", "X mm (the front cross's vertical line)"},
		msg.DE: {"Kalibrierseite", "Jedes Lineal muss genau 100 mm messen.", "Passkreuz", "Kalibrierseite (Rückseite)", "X mm (senkrechte Linie des Kreuzes vorn)", "mit --back-offset X,Y drucken."},
	}
	for _, l := range msg.Langs {
		other := msg.EN
		if l == msg.EN {
			other = msg.DE
		}
		for _, paper := range printables.Papers {
			o := printtest.Options(func(o *printables.Options) { o.Paper = paper; o.Calibration = true })
			pages, err := printables.Impose(nil, o)
			require.NoError(t, err)
			rec := &printables.Recorder{}
			require.NoError(t, printables.RenderIn(l, rec, pages, o))
			var all []string
			for _, op := range rec.Ops {
				if op.Kind != "text" {
					continue
				}
				all = append(all, op.Text)
				for _, r := range op.Text {
					assert.True(t, printables.HasGlyph(op.Font.Face, r), "%s: the font has no %q for %q", l, r, op.Text)
				}
				r := op.Rect()
				assert.GreaterOrEqual(t, r.X, printables.SafeMargin-1e-9, "%s %s: %q", l, paper.Name, op.Text)
				assert.LessOrEqual(t, r.Right(), paper.W-printables.SafeMargin+1e-9, "%s %s: %q runs off the page", l, paper.Name, op.Text)
			}
			text := strings.Join(all, "\n")
			for _, w := range words[l] {
				assert.Contains(t, text, w, "%s %s", l, paper.Name)
			}
			for _, w := range words[other][:1] {
				assert.NotContains(t, text, w, "%s %s", l, paper.Name)
			}
		}
	}
}
