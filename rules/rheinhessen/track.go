package rheinhessen

import (
	"fmt"

	"boardroom/phrase/msg"
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
	if violation {
		c.Ticks = r.TicksFor(track)
		c.Reached = track + c.Ticks
		c.After = c.Reached
		if c.Reached >= t.ExternalAuditAt {
			c.ExternalAudit = true
			c.After = t.ResetTo
		}
	}
	c.Explanation = r.ExplainTrack(msg.EN, c)
	return c, nil
}

// ExplainTrack is a track change in words in l.
func (r *Rules) ExplainTrack(l msg.Lang, c TrackChange) string {
	t := r.Track
	switch {
	case c.Ticks == 0:
		return Messages.Say(l, "track.stays", c.Before, r.zoneSuffix(l, c.Before))
	case c.ExternalAudit:
		return Messages.Say(l, "track.external", c.Before, c.Ticks, c.Reached, t.ExternalAuditAt, t.ResetTo)
	}
	return Messages.Say(l, "track.adds", c.Before, c.Ticks, c.Reached, r.zoneSuffix(l, c.Reached))
}

// Advance applies one production to the audit track under the embedded rules.
func Advance(track int, violation bool) (TrackChange, error) { return Load().Advance(track, violation) }

func (r *Rules) zoneSuffix(l msg.Lang, track int) string {
	if z, ok := r.Zone(track); ok {
		return " (" + z.Name.In(l) + ")"
	}
	return ""
}
