package rheinhessen

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/referee/refereetest"
)

// Principle 4 holds trivially here: the table shuffles and draws the real
// cards and the referee only counts them, so no action resolves chance and
// an undo cannot change a draw. The check stays in place for the day an
// action draws (it would then undo and repeat it 10 times).
func TestNoActionResolvesChance(t *testing.T) {
	raw, _ := json.Marshal(Setup{Players: []string{"Anna", "Ben", "Clara"}})
	r := rand.New(rand.NewPCG(1, 8))
	tries := refereetest.CheckChanceFixed(t, Rules{}, GameID, raw, 1, 300, 10, r, randomAction)
	assert.Zero(t, tries, "a Rheinhessen action resolved chance")
}
