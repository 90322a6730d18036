package rigs

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/tui"
)

func seatLabels(s *State, seat string) []string {
	var l []string
	for _, c := range s.SeatChoices(seat) {
		l = append(l, c.Label)
	}
	return l
}

// seatAsk runs the seat's move labelled label with a script.
func seatAsk(t *testing.T, s *State, seat, label string, answers ...string) (action, *tui.Script) {
	t.Helper()
	for _, c := range s.SeatChoices(seat) {
		if c.Label == label {
			sc := tui.NewScript(answers...)
			a, _ := c.Build(sc, s)
			return a, sc
		}
	}
	require.Failf(t, "not a seat's move", "%q is not among %q", label, seatLabels(s, seat))
	return nil, nil
}

// A seat's phone gets the moves of play written by hand that are its own,
// asked for itself: its starting plots (physical cards), the roll-off it is
// tied in, its Karma cards; the host ("") every one, as play offers them.
func TestSeatChoicesAreTheSeatsOwn(t *testing.T) {
	tg := newGame(t, true, "Ann", "Bob", "Cy")
	s := tg.tb.G.State()
	assert.Equal(t, []string{"Record a starting plot"}, seatLabels(s, "Ann"))
	assert.Equal(t, []string{"Record a starting plot"}, seatLabels(s, ""))
	assert.Empty(t, seatLabels(s, "Zed"), "no such seat")
	assert.Empty(t, seatLabels(s, "ann"), "a seat is its exact name")
	a, sc := seatAsk(t, s, "Ann", "Record a starting plot", "Valley")
	assert.NotContains(t, sc.Titles(), "Who drew it?", "the seat drew it")
	require.IsType(t, &Grant{}, a)
	assert.Equal(t, "Ann", a.(*Grant).Player)

	for _, n := range []string{"Ann", "Bob", "Cy"} {
		plots := []string{"valley", "plains", "forest", "desert"}
		if n == "Cy" {
			plots[1] = "ridge" // no barren Plains: Cy is not among the worst
		}
		for _, typ := range plots {
			s = tg.do(&Grant{Player: n, Type: typ})
		}
	}
	assert.Empty(t, seatLabels(s, "Ann"), "her starting plots are in")
	s = tg.next()
	require.Len(t, s.RollOff, 2, "Ann and Bob tie for Expedition Leader")
	assert.Contains(t, seatLabels(s, "Ann"), s.say("menu.rolloff", s.nameList(s.RollOff)))
	assert.Contains(t, seatLabels(s, "Bob"), s.say("menu.rolloff", s.nameList(s.RollOff)))
	assert.Empty(t, seatLabels(s, "Cy"), "Cy is not in the roll-off")

	s = tg.do(&RollOff{Rolls: []int{6, 1}})
	s = tg.do(&Adjust{Player: "Bob", What: "karma", Delta: 1, Reason: "test"})
	assert.Contains(t, seatLabels(s, "Bob"), "Play a Karma card")
	assert.NotContains(t, seatLabels(s, "Ann"), "Play a Karma card", "Ann holds none")
	_, sc = seatAsk(t, s, "Bob", "Play a Karma card")
	require.NotEmpty(t, sc.Asked)
	assert.Equal(t, "Which card?", sc.Asked[0].Title, "the seat plays: not asked who")
}
