package rigs

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/referee/refereetest"
)

// Principle 4: undoing a draw or a roll (a survey card, a disaster, a Karma
// draw, a Land Grant, market cards, dice) and doing it again gives the same
// outcome, and the same end-game worth.
//
// 200 actions with chance undone and repeated (every one a save), 1,000
// with -long.
func TestChanceIsFixedPerPointOfTheGame(t *testing.T) {
	st, _ := ParseSetup([]string{"Ann", "Bob", "Cy"}, false)
	raw, _ := json.Marshal(st)
	want := 200
	if *refereetest.Long {
		want = 1000
	}
	tries := 0
	for seed := uint64(1); tries < want && seed <= 20; seed++ {
		r := rand.New(rand.NewPCG(seed, 8))
		tries += refereetest.CheckChanceFixed(t, Rules{}, GameID, raw, int64(seed), 300, 10, r, randomAction)
	}
	assert.GreaterOrEqual(t, tries, want)
}
