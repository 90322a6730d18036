package aufbau

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/referee"
	aufbaurules "boardroom/rules/aufbau"
)

// work is the arithmetic an action recorded, one line each with its rule.
func work(s *State) string {
	var b strings.Builder
	for _, r := range s.Work.Lines {
		b.WriteString(r.Text + " [" + r.Rule + "]\n")
	}
	return b.String()
}

// The arithmetic `why` shows is what the action computed: an event's price
// change, the check, the share of the price its tier pays, gold and
// influence before and after.
func TestActionsRecordTheirArithmetic(t *testing.T) {
	for _, c := range []struct {
		event int
		act   referee.Action[*State]
		want  []string
	}{
		{13, &Build{Player: "Anna", What: "facility", At: "H9", Key: "special.small.kontor"},
			[]string{"Kosten 10 Gold, durch Ereignis 13 auf ½ (aufgerundet) = 5 Gold [ereignisse]", "Anna zahlt für special.small.kontor: 5 Gold; 100 − 5 = 95 Gold [AU8]"}},
		{30, &Acquire{Player: "Anna", What: "city", Tier: "small", Dice: []int{5, 10}},
			[]string{"Ereignis 30: 1W20 = 5, höchstens 5: der Grundpreis 12 Gold sinkt auf ½, 6 Gold [ereignisse]",
				"Probe Anna: 1W20 = 10", "[proben]",
				"Preis 6 Gold und 0 Einfluss; Probe Erfolg: 100 % davon, aufgerundet = 6 Gold und 0 Einfluss [erwerb]",
				"Anna: Gold 100 − 6 = 94; Einfluss "}},
	} {
		s := inMaintenance(t, func(s *State, p *Player) {
			s.Section.Start = 3
			s.Section.Events = []int{c.event}
			p.Gold = aufbaurules.G(100)
			p.Trades = []Trade{{ID: "H9", Tier: "small", Mode: "produce"}}
		})
		var dice []int
		if c.event == 30 {
			dice = []int{20}
		}
		s = do(t, s, &Next{Dice: dice})
		s.Players[0].Gold = aufbaurules.G(100)
		s.Explain() // as why retells it
		s = do(t, s, c.act)
		for _, w := range c.want {
			assert.Contains(t, work(s), w, "event %d", c.event)
		}
		s.Work.On = false
		assert.Empty(t, work(do(t, s, &Next{})), "nothing is recorded unless why asks")
	}
}
