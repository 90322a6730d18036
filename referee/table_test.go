package referee_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/referee"
)

// An undo tells an action's moves the last first, each back where it came
// from; a redo tells them in order. Cards the referee knows are named, one
// of a kind things by their name, the rest counted.
func TestJournalTellsEachMoveForwardAndBack(t *testing.T) {
	var j referee.Journal
	j.MoveCards("card", []string{"10♠", "10♥"}, "Anna's hand", "Anna's floor (legal area)")
	j.Move("card", 2, "the top of the draw pile", "Ben's hand")
	j.Move("credit", -20, "the bank", "Cy") // Cy pays 20
	j.Add(referee.Move{Thing: "plot #13 (Valley)", Count: 1, From: "the Land Grant (face up)", To: "Ann"})
	j.Add(referee.Move{Thing: `Disaster card "Theft!"`, Count: 1, From: "the table in front of Ann", To: "the Disaster discard pile"})
	j.Move("pawn", 1, "", "the board")
	j.Move("card", 0, "a", "b") // nothing
	assert.Equal(t, []string{
		"Move 10♠ 10♥ from Anna's hand to Anna's floor (legal area).",
		"Move 2 cards from the top of the draw pile to Ben's hand.",
		"Move 20 credits from Cy to the bank.",
		"Move plot #13 (Valley) from the Land Grant (face up) to Ann.",
		`Move the Disaster card "Theft!" from the table in front of Ann to the Disaster discard pile.`,
		"Add 1 pawn to the board.",
	}, j.Sentences(false))
	assert.Equal(t, []string{
		"Remove 1 pawn from the board.",
		`Move the Disaster card "Theft!" from the Disaster discard pile back to the table in front of Ann.`,
		"Move plot #13 (Valley) from Ann back to the Land Grant (face up).",
		"Move 20 credits from the bank back to Cy.",
		"Move 2 cards from Ben's hand back to the top of the draw pile.",
		"Move 10♠ 10♥ from Anna's floor (legal area) back to Anna's hand.",
	}, j.Sentences(true))
}

// Two moves of the same thing between the same places, one after the
// other, are one move; moves between other places stay apart.
func TestJournalJoinsAMoveToTheSameMoveBeforeIt(t *testing.T) {
	var j referee.Journal
	j.Move("credit", 3, "the bank", "Ann")
	j.Move("credit", 2, "the bank", "Ann")
	j.MoveCards("card", []string{"2♣"}, "a", "b")
	j.MoveCards("card", []string{"3♣"}, "a", "b")
	j.Move("card", 1, "a", "b") // counted, not named: apart
	assert.Equal(t, []string{"Move 5 credits from the bank to Ann.", "Move 2♣ 3♣ from a to b.", "Move 1 card from a to b."}, j.Sentences(false))
}

// Markers are told as they changed from one table to the other.
func TestMarkerMovesSetEachMarkerThatChanged(t *testing.T) {
	var before, after referee.Table
	before.Mark("Anna's score", "14")
	before.Mark("the audit track", "1 of 5")
	after.Mark("Anna's score", "26")
	after.Mark("the audit track", "1 of 5")
	assert.Equal(t, []string{"Set Anna's score to 26 (from 14)."}, referee.MarkerMoves(before, after, false))
	assert.Equal(t, []string{"Set Anna's score back to 14 (from 26)."}, referee.MarkerMoves(after, before, true))
	assert.Empty(t, referee.MarkerMoves(before, before, true))
}

func TestPluralOfComponents(t *testing.T) {
	assert.Equal(t, "credits", referee.PluralOf("credit"))
	assert.Equal(t, "PAWNS", referee.PluralOf("PAWNS"))
	assert.Equal(t, "Luxuries", referee.PluralOf("Luxury"))
	assert.Equal(t, "plot #10 (Forest)", referee.PluralOf("plot #10 (Forest)"))
}
