package corpwar

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/referee"
	"boardroom/referee/refereetest"
)

// Principle 4: undoing a roll and rolling again gives the same dice.
//
// 200 actions with chance undone and repeated (every one a save), 1,000
// with -long.
func TestChanceIsFixedPerPointOfTheGame(t *testing.T) {
	raw, _ := json.Marshal(Setup{Players: []string{"Ann", "Bob", "Cy"}})
	want := 200
	if *refereetest.Long {
		want = 1000
	}
	tries := 0
	for seed := uint64(1); tries < want && seed <= 20; seed++ {
		r := rand.New(rand.NewPCG(seed, 8))
		tries += refereetest.CheckChanceFixed(t, Rules{}, GameID, raw, int64(seed), 200, 10, r, func(s *State, r *rand.Rand) referee.Action[*State] {
			if s.Phase == Ended {
				return nil
			}
			return legalMove(s, r)
		})
	}
	assert.GreaterOrEqual(t, tries, want)
}
