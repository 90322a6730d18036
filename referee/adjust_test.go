package referee

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
)

type tally struct {
	names  []string
	coins  []int
	pile   int
	events []string
}

func (t *tally) clone() *tally {
	c := *t
	c.coins = append([]int(nil), t.coins...)
	c.events = nil
	return &c
}

// tallyWords is a game's catalogue with its counters' words.
var tallyWords = &msg.Catalog{Name: "tally", Gen: func() map[string]msg.Text {
	return map[string]msg.Text{
		"counter.coins.name":   {EN: "coins", DE: "Münzen"},
		"counter.coins.help":   {EN: "coins in front of the player", DE: "Münzen vor dem Spieler"},
		"counter.coins.count":  {EN: "{1|{1} coin|{1} coins}", DE: "{1|{1} Münze|{1} Münzen}"},
		"counter.points.name":  {EN: "points", DE: "Punkte"},
		"counter.points.help":  {EN: "points on the track", DE: "Punkte auf der Leiste"},
		"counter.points.count": {EN: "{1|{1} point|{1} points}", DE: "{1|{1} Punkt|{1} Punkte}"},
	}
}}

var tallyAdjuster = &Adjuster[*tally]{
	Messages: tallyWords,
	Counters: []Counter[*tally]{
		{Name: "coins", Words: "counter.coins.",
			Get: func(s *tally, i int) int { return s.coins[i] },
			Set: func(s *tally, i, v int) { s.pile -= v - s.coins[i]; s.coins[i] = v },
			Max: func(s *tally, i int) int { return s.coins[i] + s.pile }, Rule: func(*tally) string { return "coins come from the pile" }},
	},
	Seat:  func(s *tally, name string) (int, error) { return Seat(s.names, name, "player") },
	Name:  func(s *tally, i int) string { return s.names[i] },
	Clone: (*tally).clone,
	Say:   func(s *tally, f string, a ...any) { s.events = append(s.events, fmt.Sprintf(f, a...)) },
}

func TestAdjustChangesACounterWithinItsBoundsAndLogsTheReason(t *testing.T) {
	s := &tally{names: []string{"Ann", "Bob"}, coins: []int{3, 0}, pile: 5}
	a := Adjustment{Player: "bob", What: "Coins", Delta: 4, Reason: "forgot the income"}
	require.NoError(t, tallyAdjuster.Legal(a, s))
	s2, err := tallyAdjuster.Apply(a, s)
	require.NoError(t, err)
	assert.Equal(t, []int{3, 4}, s2.coins)
	assert.Equal(t, 1, s2.pile, "the counter's Set moves the coins out of the pile")
	assert.Equal(t, []string{"Bob: coins +4 (forgot the income)."}, s2.events)
	assert.Equal(t, []int{3, 0}, s.coins, "the state given is not changed")

	refusal := func(a Adjustment) string {
		err := tallyAdjuster.Legal(a, s)
		require.Error(t, err)
		require.True(t, IsRefusal(err), "%v", err)
		_, err2 := tallyAdjuster.Apply(a, s)
		require.Error(t, err2, "Apply checks too")
		return err.Error()
	}
	assert.Equal(t, `no counter named "coinz" (did you mean "coins"?) (rule: adjust changes coins)`,
		refusal(Adjustment{Player: "Ann", What: "coinz", Delta: 1, Reason: "x"}))
	assert.Equal(t, "give --reason (rule: adjustments are logged with the reason the table agreed on)",
		refusal(Adjustment{Player: "Ann", What: "coins", Delta: 1, Reason: " "}))
	assert.Equal(t, "the change is 0 (rule: an adjustment changes a tracked number)",
		refusal(Adjustment{Player: "Ann", What: "coins", Delta: 0, Reason: "x"}))
	assert.Equal(t, "Ann has 3 coins; -4 would go below 0 (rule: no tracked count goes below 0)",
		refusal(Adjustment{Player: "Ann", What: "coins", Delta: -4, Reason: "x"}))
	assert.Equal(t, "Ann has 3 coins; +6 would go above 8 (rule: coins come from the pile)",
		refusal(Adjustment{Player: "Ann", What: "coins", Delta: 6, Reason: "x"}))
	assert.Contains(t, refusal(Adjustment{Player: "Cy", What: "coins", Delta: 1, Reason: "x"}), `no player named "Cy"`)
	assert.Contains(t, refusal(Adjustment{Player: "Ann", What: "coins", Delta: 2_000_000, Reason: "x"}), "at most a million")
}

// germanTally is a tally played in German.
type germanTally struct{ tally }

func (*germanTally) Language() msg.Lang { return msg.DE }

// A German table's corrections are refused in German, name the counters
// by their German names (the English ones are accepted too), and are logged
// in German.
func TestAdjustSpeaksTheGamesLanguage(t *testing.T) {
	var said []string
	ad := &Adjuster[*germanTally]{
		Messages: tallyWords,
		Counters: []Counter[*germanTally]{
			{Name: "coins", Words: "counter.coins.", Get: func(s *germanTally, i int) int { return s.coins[i] }, Set: func(s *germanTally, i, v int) { s.coins[i] = v }},
			{Name: "points", Words: "counter.points.", Get: func(s *germanTally, i int) int { return 0 }, Set: func(s *germanTally, i, v int) {}},
		},
		Seat: func(s *germanTally, name string) (int, error) {
			return SeatIn(msg.DE, s.names, name, "Spieler", "Spieler")
		},
		Name:  func(s *germanTally, i int) string { return s.names[i] },
		Clone: func(s *germanTally) *germanTally { c := *s; return &c },
		Say:   func(_ *germanTally, f string, a ...any) { said = append(said, fmt.Sprintf(f, a...)) },
	}
	s := &germanTally{tally{names: []string{"Anna", "Ben"}, coins: []int{3, 0}}}
	for _, c := range []struct {
		a    Adjustment
		want string
	}{
		{Adjustment{Player: "Anna", What: "Münzen", Delta: 1}, "gib --reason an (Regel: Korrekturen werden mit dem Grund protokolliert, auf den sich der Tisch geeinigt hat)"},
		{Adjustment{Player: "Anna", What: "Gold", Delta: 1, Reason: "x"}, `es gibt keinen Zähler namens „Gold“ (Regel: korrigieren lassen sich Münzen und Punkte)`},
		{Adjustment{Player: "Anna", What: "Münze", Delta: 1, Reason: "x"}, `es gibt keinen Zähler namens „Münze“ (meintest du „Münzen“?) (Regel: korrigieren lassen sich Münzen und Punkte)`},
		{Adjustment{Player: "Anna", What: "münzen", Delta: 0, Reason: "x"}, "die Änderung ist 0 (Regel: eine Korrektur ändert eine geführte Zahl)"},
		{Adjustment{Player: "Anna", What: "Münzen", Delta: -4, Reason: "x"}, "Anna hat 3 Münzen; -4 ginge unter 0 (Regel: keine geführte Zahl fällt unter 0)"},
		{Adjustment{Player: "Anna", What: "coins", Delta: -4, Reason: "x"}, "Anna hat 3 Münzen; -4 ginge unter 0 (Regel: keine geführte Zahl fällt unter 0)"},
	} {
		assert.EqualError(t, ad.Legal(c.a, s), c.want)
	}
	_, err := ad.Apply(Adjustment{Player: "Anna", What: "coins", Delta: 2, Reason: "vergessen"}, s)
	require.NoError(t, err)
	assert.Equal(t, []string{"Anna: Münzen +2 (vergessen)."}, said)
	assert.Equal(t, []string{"  Münzen     Münzen vor dem Spieler", "  Punkte     Punkte auf der Leiste"}, ad.Help(msg.DE))
	assert.Equal(t, []string{"coins", "points"}, ad.Names(msg.EN))
}
