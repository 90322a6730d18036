package refereetest_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/refereetest"
)

// The model of the table reads the engine's sentences in German as in
// English: following a German undo rebuilds the table it came from.
func TestTableModelReadsBothLanguages(t *testing.T) {
	for _, c := range []struct {
		l      msg.Lang
		locale string
	}{{msg.EN, "C.UTF-8"}, {msg.DE, "C.UTF-8"}, {msg.DE, "C"}} {
		l := c.l
		t.Run(string(l)+" "+c.locale, func(t *testing.T) {
			t.Setenv("LC_ALL", c.locale) // "C": the arrow is "->"
			var before, after referee.Table
			before.Add("Annas Hand", "Karte", 3)
			before.AddFrom("Annas Lager", "Kredit", 5, "die Bank")
			before.Mark("Annas Punkte", "14")
			after.Add("Annas Hand", "Karte", 1)
			after.Add("Ablagestapel", "Karte", 2)
			after.AddFrom("Annas Lager", "Kredit", 8, "die Bank")
			after.Mark("Annas Punkte", "26")
			plural := map[string]string{"Karte": "Karten", "Kredit": "Kredite"}
			for _, tb := range []*referee.Table{&before, &after} {
				for i := range tb.Piles {
					tb.Piles[i].Things = plural[tb.Piles[i].Thing]
				}
			}
			var j referee.Journal
			j.MoveThings("Karte", "Karten", 2, "Annas Hand", "Ablagestapel")
			j.MoveThings("Kredit", "Kredite", 3, "die Bank", "Annas Lager")
			m := refereetest.NewTableModel(after, before)
			lines := append(j.SentencesIn(l, true), referee.MarkerMovesIn(l, after, before, true)...)
			for _, line := range lines {
				require.NoError(t, m.Apply(line))
			}
			require.Empty(t, m.Diff(before), "followed:\n%v", lines)
			require.Error(t, m.Apply("2 Karten umlegen: Annas Hand → Nirgendwo."))
		})
	}
}
