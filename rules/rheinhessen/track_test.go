package rheinhessen

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTicksFor(t *testing.T) {
	r := Load()
	for track, want := range []int{1, 1, 1, 2, 2} {
		assert.Equal(t, want, r.TicksFor(track), "track %d", track)
	}
}

func TestAdvance(t *testing.T) {
	tests := []struct {
		track     int
		violation bool
		want      TrackChange
	}{
		{0, false, TrackChange{0, 0, 0, false, 0, "no violation: the track stays at 0 (safe)"}},
		{0, true, TrackChange{0, 1, 1, false, 1, "a violation at track 0 adds 1 tick: track 1 (safe)"}},
		{2, true, TrackChange{2, 1, 3, false, 3, "a violation at track 2 adds 1 tick: track 3 (high alert)"}},
		{3, true, TrackChange{3, 2, 5, true, 0, "a violation at track 3 adds 2 ticks: track 5, external audit (5 or more ticks); the track then resets to 0"}},
		{4, true, TrackChange{4, 2, 6, true, 0, "a violation at track 4 adds 2 ticks: track 6, external audit (5 or more ticks); the track then resets to 0"}},
		{4, false, TrackChange{4, 0, 4, false, 4, "no violation: the track stays at 4 (critical)"}},
	}
	for _, tt := range tests {
		got, err := Advance(tt.track, tt.violation)
		require.NoError(t, err)
		assert.Equal(t, tt.want, got)
		assert.Equal(t, tt.want.Explanation, got.String())
	}
	for _, bad := range []int{-1, 5, 6} {
		_, err := Advance(bad, true)
		require.Error(t, err)
	}
	_, err := Advance(5, false)
	require.EqualError(t, err, "rheinhessen: the audit track shows 0 to 4 ticks (at 5 an external audit resets it to 0), not 5")
}

// TestTrackThroughTwoExternalAudits plays a sequence of productions (true =
// a violation) and follows the track through two external audits.
func TestTrackThroughTwoExternalAudits(t *testing.T) {
	type step struct {
		violation bool
		reached   int
		audit     bool
		after     int
	}
	seq := []step{
		{true, 1, false, 1},
		{false, 1, false, 1},
		{true, 2, false, 2},
		{true, 3, false, 3},  // high alert
		{false, 3, false, 3}, // safe productions do not move it
		{true, 5, true, 0},   // 3 + 2: first external audit, reset
		{true, 1, false, 1},
		{true, 2, false, 2},
		{true, 3, false, 3},
		{true, 5, true, 0}, // second external audit
		{true, 1, false, 1},
	}
	track, audits := 0, 0
	for i, s := range seq {
		c, err := Advance(track, s.violation)
		require.NoError(t, err, "step %d", i)
		assert.Equal(t, s.reached, c.Reached, "step %d", i)
		assert.Equal(t, s.audit, c.ExternalAudit, "step %d", i)
		assert.Equal(t, s.after, c.After, "step %d", i)
		if c.ExternalAudit {
			audits++
		}
		track = c.After
	}
	assert.Equal(t, 2, audits)
	assert.Equal(t, 1, track)

	// With the rules as written, violations alone never leave the track at 4:
	// 0 -> 1 -> 2 -> 3 -> 5. (See the rulings.)
	seen := map[int]bool{}
	track = 0
	for range 20 {
		c, err := Advance(track, true)
		require.NoError(t, err)
		seen[c.Reached] = true
		track = c.After
	}
	assert.Equal(t, map[int]bool{1: true, 2: true, 3: true, 5: true}, seen)
}
