package rheinhessen

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/phrase/msg/msgtest"
	"boardroom/printables"
	"boardroom/printables/printtest"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// titleIDs are the printed titles: the card titles, the bands' titles and
// the areas' headings, which must read at 9 pt or more in both languages.
var titleIDs = []string{"print.reference.front", "print.reference.back", "print.table.name", "print.floor",
	"print.legal_production", "print.illegal_production", "print.score_track"}

// Every printed word is in the print's language (no common word of the
// other one), the titles fit their boxes at 9 pt or more, and no body text
// is below 4 pt, on every paper, in English and in German.
func TestPrintSpeaksItsLanguage(t *testing.T) {
	other := map[msg.Lang][]string{ // the contract's words, and the game's own
		msg.EN: append(msgtest.OtherWords(msg.EN), "Konzern"),
		msg.DE: append(msgtest.OtherWords(msg.DE), "Corporation", "raw", "audit"),
	}
	for _, l := range msg.Langs {
		comps, err := ComponentsIn(l)
		require.NoError(t, err)
		for _, c := range comps {
			for _, w := range other[l] {
				assert.NotContains(t, c.Name+" "+c.Noun+" "+c.Format, w, "%s (%s)", c.ID, l)
			}
		}
		for _, paper := range printables.Papers {
			rec, _ := printtest.Record(t, comps, printtest.Options(func(o *printables.Options) { o.Paper = paper }))
			titles := map[string]bool{}
			for _, id := range titleIDs {
				titles[strings.ReplaceAll(strings.ToUpper(rheinhessenrules.Messages.Say(l, id)), "ß", "SS")] = false
			}
			var all []string
			for _, op := range rec.Ops {
				if op.Kind != "text" {
					continue
				}
				if !strings.HasPrefix(op.Group, "blank") && !strings.Contains(op.Text, "left blank") {
					all = append(all, op.Text) // a blank back's note is the engine's words
				}
				assert.GreaterOrEqual(t, op.Font.Size, 4.0, "%q in %s (%s)", op.Text, op.Group, l)
				if _, ok := titles[op.Text]; ok {
					titles[op.Text] = true
					assert.GreaterOrEqual(t, op.Font.Size, 9.0, "title %q in %s (%s, %s)", op.Text, op.Group, l, paper.Name)
				}
			}
			for title, seen := range titles {
				assert.True(t, seen, "title %q is printed whole on one line (%s, %s)", title, l, paper.Name)
			}
			text := " " + strings.Join(all, " ") + " "
			for _, w := range other[l] {
				assert.NotContains(t, text, w, "%s print on %s", l, paper.Name)
			}
		}
	}
}

// With RHEINHESSEN_PDF_DIR set, the German and English print sets are
// written there to be looked at (pdftoppm -r 50).
func TestWritePrintsToLookAt(t *testing.T) {
	dir := os.Getenv("RHEINHESSEN_PDF_DIR")
	if dir == "" {
		t.Skip("set RHEINHESSEN_PDF_DIR to write the print sets")
	}
	for _, l := range msg.Langs {
		comps, err := ComponentsIn(l)
		require.NoError(t, err)
		b := printtest.RenderPDF(t, comps, printables.DefaultOptions())
		require.NoError(t, os.WriteFile(filepath.Join(dir, "rheinhessen-"+string(l)+".pdf"), b, 0o644))
	}
}
