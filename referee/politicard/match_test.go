package politicard

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/refereetest"
)

// A whole best-of-three match, every number checked by hand: Ann wins
// round 1 on influence 18 to 16 after a trap, Bob round 2 10 to 8, Ann
// round 3 8 to 5 and the match 2-1.
func TestScriptedMatch(t *testing.T) {
	a := deckWith(t, "G1", "G4", "S13", "S2", "S22", "S12")
	b := deckWith(t, "G5", "G18", "S19", "S31", "S30", "S22")
	tb := refereetest.NewTable(t, Rules{}, GameID, setupOf(t, a, b, "Ann", ""), 1)
	s := tb.G.State()
	require.Equal(t, 0, s.Active)
	assert.Equal(t, [2]int{5, 5}, [2]int{s.Players[0].Hand, s.Players[1].Hand})
	assert.Equal(t, 20, s.Players[0].DeckLeft)

	// Round 1.
	tb.Do(play("Ann", "G1"))
	s = tb.Do(play("Ann", "Coalition Discipline"))
	assert.Equal(t, 11, infl(s, 0), "power 10 + Coalition Discipline +1 for its Tier 2 card")
	tb.Refused(play("Ann", "G4"), "Ann has no AP left")
	s = tb.Do(end("Ann"))
	assert.Equal(t, []int{4, 19}, []int{s.Players[0].Hand, s.Players[0].DeckLeft}, "End Turn draws 1")
	tb.Do(set("Bob"))
	tb.Do(play("Bob", "G18"))
	tb.Do(end("Bob"))
	s = tb.Do(play("Ann", "G36"))
	require.NotNil(t, s.Window, "Bob has a face-down intervention and Consultants Affair fires on a Tier 1 card")
	tb.Refused(trig("Bob", "S22"), "does not fire on Ann's play of G36") // Whistleblower: Tier 2 only
	s = tb.Do(trig("Bob", "Consultants Affair"))
	assert.Equal(t, 1, R().Value(*placedOf(s, 0, "G36")), "power 3 - 2")
	tb.Do(play("Ann", "S2"))
	s = tb.Do(act("Ann"))
	assert.Equal(t, 12, R().Value(*placedOf(s, 0, "G1")), "Spin Doctor +2 on the strongest card")
	assert.Equal(t, 14, infl(s, 0))
	s = tb.Do(pass("Ann"))
	assert.True(t, s.Players[0].Passed)
	tb.Do(play("Bob", "G5"))
	s = tb.Do(play("Bob", "S19"))
	assert.Equal(t, 16, infl(s, 1), "9 + 6 + Napoleon Complex +1 for its Tier 1 card")
	s = tb.Do(end("Bob"))
	assert.False(t, s.Players[0].Passed, "a pass is not final: Ann's clears when her turn comes back")
	s = tb.Do(play("Ann", "G33"))
	assert.Nil(t, s.Window, "Bob has nothing face down: no window")
	assert.Equal(t, 18, infl(s, 0))
	tb.Do(pass("Ann"))
	s = tb.Do(pass("Bob"))
	require.Len(t, s.Results, 1)
	assert.Equal(t, RoundResult{Round: 1, Influence: [2]int{18, 16}, Winner: 0, Why: "18 to 16"}, s.Results[0])
	assert.Equal(t, 2, s.Round)
	assert.Equal(t, 0, s.Active, "the round winner starts")
	assert.Empty(t, s.Players[0].Side.Gov, "the board is cleared")
	assert.Nil(t, s.Players[0].Side.GovSlot)

	// Round 2.
	tb.Do(play("Ann", "G4"))
	tb.Do(end("Ann"))
	tb.Refused(play("Bob", "G18"), "Bob's deck holds 1 copy of G18")
	tb.Do(play("Bob", "G23"))
	tb.Do(play("Bob", "G24"))
	tb.Do(pass("Bob"))
	s = tb.Do(pass("Ann"))
	assert.Equal(t, RoundResult{Round: 2, Influence: [2]int{8, 10}, Winner: 1, Why: "10 to 8"}, s.Results[1])
	assert.Equal(t, 1, s.Active)

	// Round 3.
	tb.Do(play("Bob", "G25"))
	tb.Do(pass("Bob"))
	tb.Do(play("Ann", "G34"))
	tb.Do(play("Ann", "G49"))
	s = tb.Do(pass("Ann"))
	assert.Equal(t, RoundResult{Round: 3, Influence: [2]int{8, 5}, Winner: 0, Why: "8 to 5"}, s.Results[2])
	require.True(t, s.Ended)
	assert.Equal(t, 0, s.Winner)
	assert.Equal(t, [2]int{2, 1}, [2]int{s.Players[0].Wins, s.Players[1].Wins})
	tb.Refused(play("Ann", "G36"), "the match has ended")

	// The counts the table should see.
	ann, bob := s.Players[0], s.Players[1]
	assert.Equal(t, []int{3, 8, 6}, []int{ann.Hand, ann.DeckLeft, ann.DiscardHidden})
	assert.Equal(t, []string{"S2", "G1", "G36", "G33", "S13", "G4"}, ann.Discard)
	assert.Equal(t, []int{4, 8, 6}, []int{bob.Hand, bob.DeckLeft, bob.DiscardHidden})
	assert.Equal(t, []string{"S31", "G18", "G5", "S19", "G23", "G24"}, bob.Discard)
}

// Ties: the player who passed first wins (the rulebook's FAQ); with --tie
// last-passer, the one who passed last (the engine) (PC7).
func TestTies(t *testing.T) {
	for _, tc := range []struct {
		tie    string
		winner int
	}{{"", 1}, {TieFirstPasser, 1}, {TieLastPasser, 0}} {
		t.Run(tc.tie, func(t *testing.T) {
			d := deckWith(t)
			tb := refereetest.NewTable(t, Rules{}, GameID, setupOf(t, d, d, "Ann", tc.tie), 1)
			tb.Do(play("Ann", "G23"))
			tb.Do(end("Ann"))
			tb.Do(play("Bob", "G24"))
			tb.Do(pass("Bob"))
			s := tb.Do(pass("Ann"))
			require.Len(t, s.Results, 1)
			assert.Equal(t, [2]int{5, 5}, s.Results[0].Influence)
			assert.Equal(t, tc.winner, s.Results[0].Winner, s.Results[0].Why)
			assert.Contains(t, s.Results[0].Why, "ruling PC7")
		})
	}
}

// A pass is not final: after a pass and the opponent's End Turn, the passer
// plays on, and only two passes in a row end the round (PC5).
func TestPassIsNotFinal(t *testing.T) {
	d := deckWith(t)
	s := start(t, d, d)
	s = do(t, s, pass("Ann"))
	assert.Equal(t, []int{5, 20}, []int{s.Players[0].Hand, s.Players[0].DeckLeft}, "a pass draws nothing")
	s = do(t, s, end("Bob"))
	s = do(t, s, play("Ann", "G23"))
	s = do(t, s, pass("Ann"))
	assert.Empty(t, s.Results)
	s = do(t, s, play("Bob", "G23"))
	s = do(t, s, pass("Bob"))
	require.Len(t, s.Results, 1, "Ann then Bob passed one after the other")
	assert.Equal(t, 0, s.Results[0].Winner, "5-5: Ann passed first")
}
