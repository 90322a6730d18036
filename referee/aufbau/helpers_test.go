package aufbau

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// newGame starts a campaign (physical dice unless seeded) in memory.
func newGame(t testing.TB, st Setup) *State {
	t.Helper()
	if st.Rev == 0 {
		st.Rev = CurrentRev // a campaign started today
	}
	raw, err := json.Marshal(st)
	require.NoError(t, err)
	s, err := Rules{}.New(raw, 1)
	require.NoError(t, err)
	return s
}

// do checks Legal and applies a with a seeded Chance.
func do(t testing.TB, s *State, a referee.Action[*State]) *State {
	t.Helper()
	require.NoError(t, a.Legal(s))
	n, err := a.Apply(s, referee.NewChance(7, len(s.Said)))
	require.NoError(t, err)
	return n
}

// refused checks that a is refused and names a rule.
func refused(t testing.TB, s *State, a referee.Action[*State]) *referee.Refusal {
	t.Helper()
	err := a.Legal(s)
	require.Error(t, err)
	var r *referee.Refusal
	require.ErrorAs(t, err, &r)
	return r
}
