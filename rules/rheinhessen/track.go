package rheinhessen

import (
	"fmt"
	"strings"
)

// TrackChange is what one production does to the audit track.
type TrackChange struct {
	Before        int    `json:"before"`         // the track before the production
	Ticks         int    `json:"ticks"`          // ticks added (0 without a violation)
	Reached       int    `json:"reached"`        // Before + Ticks; may pass the audit mark
	ExternalAudit bool   `json:"external_audit"` // Reached is at or over the audit mark
	After         int    `json:"after"`          // the track once any external audit is over
	Explanation   string `json:"explanation"`
}

// String explains the change: "a violation at track 3 adds 2 ticks: track 5,
// external audit; the track then resets to 0".
func (c TrackChange) String() string { return c.Explanation }

// TicksFor is the number of ticks a violation adds when the track shows
// track: tick, or high_tick from high_from on.
func (r *Rules) TicksFor(track int) int {
	if track >= r.Track.HighFrom {
		return r.Track.HighTick
	}
	return r.Track.Tick
}

// Zone is the stretch of the audit track that track falls in.
func (r *Rules) Zone(track int) (Zone, bool) {
	for _, z := range r.Track.Zones {
		if track >= z.From && track <= z.To {
			return z, true
		}
	}
	return Zone{}, false
}

// Advance applies one production to the audit track. track is what the track
// shows before it: 0 up to one less than the audit mark (at the mark an
// external audit happens at once and resets the track). A violation adds
// TicksFor(track); reaching the mark or more triggers an external audit,
// after which the track shows reset_to.
func (r *Rules) Advance(track int, violation bool) (TrackChange, error) {
	t := r.Track
	if track < 0 || track >= t.ExternalAuditAt {
		return TrackChange{}, fmt.Errorf("rheinhessen: the audit track shows 0 to %d ticks (at %d an external audit resets it to %d), not %d",
			t.ExternalAuditAt-1, t.ExternalAuditAt, t.ResetTo, track)
	}
	c := TrackChange{Before: track, Reached: track, After: track}
	if !violation {
		c.Explanation = fmt.Sprintf("no violation: the track stays at %d%s", track, r.zoneSuffix(track))
		return c, nil
	}
	c.Ticks = r.TicksFor(track)
	c.Reached = track + c.Ticks
	c.After = c.Reached
	var b strings.Builder
	fmt.Fprintf(&b, "a violation at track %d adds %d %s: track %d", track, c.Ticks, plural(c.Ticks, "tick", "ticks"), c.Reached)
	if c.Reached >= t.ExternalAuditAt {
		c.ExternalAudit = true
		c.After = t.ResetTo
		fmt.Fprintf(&b, ", external audit (%d or more ticks); the track then resets to %d", t.ExternalAuditAt, t.ResetTo)
	} else {
		b.WriteString(r.zoneSuffix(c.Reached))
	}
	c.Explanation = b.String()
	return c, nil
}

// Advance applies one production to the audit track under the embedded rules.
func Advance(track int, violation bool) (TrackChange, error) { return Load().Advance(track, violation) }

func (r *Rules) zoneSuffix(track int) string {
	if z, ok := r.Zone(track); ok {
		return " (" + z.Name.EN + ")"
	}
	return ""
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
