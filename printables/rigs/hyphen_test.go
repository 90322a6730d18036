package rigs

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/printables"
	"boardroom/printables/printtest"
)

// A hyphen in the rules data prints as a hyphen: the German card that says
// "eine Katastrophen- oder Karmakarte" draws the text with "-" (not an en
// dash, a soft hyphen or a minus), and the face draws "-" narrower than an
// en dash and a plus (the Go fonts drew it as a minus as wide as "+",
// which read as "Katastrophen– oder").
func TestAHyphenPrintsAsAHyphen(t *testing.T) {
	comps, err := ComponentsIn(msg.DE)
	require.NoError(t, err)
	rec, _ := printtest.Record(t, comps, printables.DefaultOptions())
	found := 0
	for _, o := range rec.Find("text", 0, "") {
		i := strings.Index(o.Text, "Katastrophen")
		if i < 0 || !strings.HasPrefix(o.Text[i+len("Katastrophen"):], "-") {
			continue
		}
		found++
		assert.NotContains(t, o.Text, "–")
		assert.NotContains(t, o.Text, "\u00ad")
		hyphen, dash, plus := printables.TextWidth("-", o.Font), printables.TextWidth("–", o.Font), printables.TextWidth("+", o.Font)
		assert.Less(t, hyphen, 0.8*dash, "%s: a hyphen narrower than an en dash", o.Font.Face)
		assert.Less(t, hyphen, 0.8*plus, "%s: a hyphen narrower than a plus", o.Font.Face)
	}
	assert.Positive(t, found, "the German cards print \"Katastrophen-\"")
}
