package politicard

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// Each intervention fires on its trigger (and applies its effect before the
// card's own), a claim whose trigger the action did not meet is refused,
// and a claim after the next action is refused as late (PC13, PC14).
func TestInterventions(t *testing.T) {
	turn := []referee.Action[*State]{end("Ann"), end("Bob")} // to Ann's next turn
	cases := []struct {
		trap      string
		ann       []string // Ann's deck
		prefix    []referee.Action[*State]
		fire      referee.Action[*State]
		target    string
		check     func(t *testing.T, s *State)
		falseAct  referee.Action[*State]
		falseWant string
	}{
		{trap: "S21", ann: []string{"S67", "S66"}, fire: play("Ann", "S67"),
			check: func(t *testing.T, s *State) {
				assert.True(t, placedOf(s, 0, "S67").Deactivated)
				assert.Equal(t, 5, s.Players[1].Hand, "a deactivated card's when-played effect (each discards 1) does not happen")
			},
			falseAct: play("Ann", "S66"), falseWant: "does not fire"},
		{trap: "S22", ann: []string{"G4"}, fire: play("Ann", "G4"),
			check:    func(t *testing.T, s *State) { assert.Equal(t, 6, R().Value(*placedOf(s, 0, "G4"))) },
			falseAct: play("Ann", "G23"), falseWant: "does not fire"},
		{trap: "S23", prefix: append([]referee.Action[*State]{play("Ann", "G23"), play("Ann", "G24")}, turn...), fire: play("Ann", "G25"),
			check: func(t *testing.T, s *State) {
				assert.Equal(t, []string{"G23", "G24"}, gov(s, 0), "the strongest (a tie: the most recent) goes back")
				assert.Equal(t, 5, s.Players[0].Hand)
			},
			falseAct: set("Ann"), falseWant: "does not fire"},
		{trap: "S24", ann: []string{"S3", "S12"}, fire: play("Ann", "S3"),
			check: func(t *testing.T, s *State) {
				assert.Nil(t, s.Players[0].Side.Instant)
				assert.Equal(t, []string{"S3"}, s.Players[0].Discard)
				assert.Equal(t, 1, s.Players[0].AP, "the AP stays spent")
			},
			falseAct: play("Ann", "S12"), falseWant: "no action is waiting"},
		{trap: "S25", ann: []string{"S73", "S66"}, fire: play("Ann", "S73"),
			check:    func(t *testing.T, s *State) { assert.True(t, placedOf(s, 0, "S73").Deactivated) },
			falseAct: play("Ann", "S66"), falseWant: "does not fire"},
		{trap: "S26", ann: []string{"G9"}, fire: play("Ann", "G9"),
			check: func(t *testing.T, s *State) {
				assert.Equal(t, 8, R().Value(*placedOf(s, 0, "G9")))
				assert.Equal(t, 0, s.Players[0].AP)
			},
			falseAct: play("Ann", "G23"), falseWant: "does not fire"},
		{trap: "S27", ann: []string{"S66", "S67"}, fire: play("Ann", "S66"),
			check: func(t *testing.T, s *State) {
				assert.Empty(t, s.Players[0].Side.Pub)
				assert.Equal(t, []string{"S66"}, s.Players[0].Discard)
			},
			falseAct: play("Ann", "S67"), falseWant: "does not fire"},
		{trap: "S28", ann: []string{"G4"}, fire: play("Ann", "G23"),
			check: func(t *testing.T, s *State) {
				assert.Empty(t, gov(s, 0))
				assert.Equal(t, []string{"G23"}, gov(s, 1))
				assert.Equal(t, []int{0, 5}, []int{infl(s, 0), infl(s, 1)}, "it counts for Bob until round end")
			},
			falseAct: play("Ann", "G4"), falseWant: "does not fire"},
		{trap: "S29", ann: []string{"S67", "S73", "S72"}, prefix: append([]referee.Action[*State]{play("Ann", "S67"), play("Ann", "S73")}, turn...), fire: play("Ann", "S72"),
			check: func(t *testing.T, s *State) {
				assert.True(t, placedOf(s, 0, "S72").Deactivated, "by default the last played")
			},
			falseAct: play("Ann", "G23"), falseWant: "does not fire"},
		{trap: "S30", ann: []string{"S66"}, prefix: []referee.Action[*State]{play("Ann", "G23")}, fire: play("Ann", "G24"),
			check: func(t *testing.T, s *State) {
				assert.Equal(t, 8, infl(s, 0), "both cards -1")
			},
			falseAct: play("Ann", "S66"), falseWant: "does not fire"},
		{trap: "S31", ann: []string{"G4"}, fire: play("Ann", "G23"),
			check:    func(t *testing.T, s *State) { assert.Equal(t, 3, infl(s, 0)) },
			falseAct: play("Ann", "G4"), falseWant: "does not fire"},
		{trap: "S32", ann: []string{"S66"}, prefix: []referee.Action[*State]{play("Ann", "G23")}, fire: play("Ann", "G24"),
			check: func(t *testing.T, s *State) {
				s = do(t, s, end("Ann"))
				s = do(t, s, end("Bob"))
				refused(t, s, play("Ann", "G25"), "Parliament Suspended")
			},
			falseAct: play("Ann", "S66"), falseWant: "does not fire"},
		{trap: "S33", fire: set("Ann"),
			check: func(t *testing.T, s *State) {
				assert.Equal(t, []int{0, 1, 1}, []int{s.Players[0].FaceDown, s.Players[0].DiscardHidden, s.Players[0].AP})
			},
			falseAct: play("Ann", "G23"), falseWant: "does not fire"},
		{trap: "S34", ann: []string{"G9"}, fire: play("Ann", "G9"),
			check:    func(t *testing.T, s *State) { assert.Equal(t, 6, infl(s, 0)) },
			falseAct: play("Ann", "G23"), falseWant: "does not fire"},
		{trap: "S35", ann: []string{"S66"}, fire: play("Ann", "S66"),
			check:    func(t *testing.T, s *State) { assert.True(t, placedOf(s, 0, "S66").Deactivated) },
			falseAct: play("Ann", "G23"), falseWant: "does not fire"},
		{trap: "S36", ann: []string{"S65", "S66"}, fire: play("Ann", "S65"),
			check: func(t *testing.T, s *State) {
				assert.Equal(t, 5, s.Players[0].Hand, "6 - the play - 1 discarded + the Oligarch's draw, which resolves after the trap")
				assert.Equal(t, 1, s.Players[0].DiscardHidden)
			},
			falseAct: play("Ann", "S66"), falseWant: "does not fire"},
		{trap: "S37", ann: []string{"G4", "S66"}, prefix: append([]referee.Action[*State]{play("Ann", "G23")}, turn...), fire: play("Ann", "G4"),
			check: func(t *testing.T, s *State) {
				assert.Equal(t, []string{"G4"}, gov(s, 0))
				assert.Equal(t, []string{"G23"}, gov(s, 1), "the weakest moves to Bob")
			},
			falseAct: play("Ann", "S66"), falseWant: "does not fire"},
		{trap: "S38", ann: []string{"S12", "S66"}, prefix: []referee.Action[*State]{play("Ann", "S12")}, fire: play("Ann", "S66"),
			check: func(t *testing.T, s *State) {
				assert.Empty(t, s.Players[0].Side.Pub, "the second of the two is cancelled")
				assert.NotNil(t, s.Players[0].Side.Instant)
			},
			falseAct: play("Ann", "G23"), falseWant: "does not fire"},
		{trap: "S39", fire: play("Ann", "G32"),
			check: func(t *testing.T, s *State) {
				assert.True(t, placedOf(s, 0, "G32").Zeroed)
				assert.Equal(t, 0, infl(s, 0))
			},
			falseAct: play("Ann", "G23"), falseWant: "does not fire"},
		{trap: "S40", ann: []string{"S66"}, fire: play("Ann", "G23"),
			check:    func(t *testing.T, s *State) { assert.Equal(t, 3, infl(s, 0)) },
			falseAct: play("Ann", "S66"), falseWant: "does not fire"},
	}
	require.Len(t, cases, 20)
	for _, tc := range cases {
		c := R().MustCard(tc.trap)
		t.Run(tc.trap+" "+c.Name.EN, func(t *testing.T) {
			s := start(t, deckWith(t, tc.ann...), deckWith(t, tc.trap))
			s = do(t, s, end("Ann"))
			s = do(t, s, set("Bob"))
			s = do(t, s, end("Bob"))
			for _, a := range tc.prefix {
				s = do(t, s, a)
			}
			ready := s
			s = do(t, s, tc.fire)
			require.NotNil(t, s.Window, "the window is open")
			fired := do(t, s, &Trigger{Player: "Bob", Card: tc.trap, Target: tc.target})
			assert.Nil(t, fired.Window, "one trap per event")
			assert.Equal(t, 0, fired.Players[1].FaceDown)
			assert.Contains(t, fired.Players[1].Discard, tc.trap, "the revealed intervention is discarded")
			tc.check(t, fired)

			late := do(t, s, end("Ann"))
			refused(t, late, trig("Bob", tc.trap), "too late")

			f := do(t, ready, tc.falseAct)
			refused(t, f, trig("Bob", tc.trap), tc.falseWant)
		})
	}
}

// The owner cannot claim a trap on their own action, without one face
// down, or one their deck does not hold.
func TestTriggerRefusals(t *testing.T) {
	s := start(t, deckWith(t, "S22", "G4"), deckWith(t, "S31"))
	s = do(t, s, play("Ann", "G4"))
	refused(t, s, trig("Bob", "S22"), "no action is waiting for an intervention: a window opens") // no window ever: Bob has nothing face down
	s = do(t, s, set("Ann"))
	s = do(t, s, end("Ann"))
	s = do(t, s, set("Bob"))
	s = do(t, s, end("Bob"))
	s = do(t, s, play("Ann", "G23"))
	refused(t, s, trig("Ann", "S22"), "the last action was Ann's own")
	refused(t, s, trig("Bob", "S39"), "S39 Tunnel Vision does not fire on Ann's play of G23") // public: checked before Bob's deck
	refused(t, s, trig("Bob", "G23"), "is not an intervention")
	s = do(t, s, trig("Bob", "S31"))
	refused(t, s, trig("Bob", "S31"), "too late")
}

// A shield blocks the next negative effect once (PC16).
func TestShield(t *testing.T) {
	s := start(t, deckWith(t, "G4", "S11"), deckWith(t, "S22", "S31"))
	s = do(t, s, play("Ann", "G23"))
	s = do(t, s, play("Ann", "S11"))
	s = do(t, s, &Activate{Player: "Ann", Target: "G23"})
	assert.True(t, placedOf(s, 0, "G23").Shield)
	s = do(t, s, end("Ann"))
	s = do(t, s, set("Bob"))
	s = do(t, s, set("Bob"))
	s = do(t, s, end("Bob"))
	s = do(t, s, play("Ann", "G24"))
	s = do(t, s, trig("Bob", "S31"))
	assert.Equal(t, 3, R().Value(*placedOf(s, 0, "G24")), "G24 had no shield")
	assert.True(t, placedOf(s, 0, "G23").Shield)
}
