package aufbau

import (
	"boardroom/phrase/msg"
	"encoding/json"
	"errors"
	"fmt"

	"boardroom/referee"
	aufbaurules "boardroom/rules/aufbau"
)

// GameID is the registry id.
const GameID = "aufbau"

// Setup is what `new` records.
type Setup struct {
	Players  []string `json:"players"`
	Physical bool     `json:"physical,omitempty"`
	Rounds   int      `json:"rounds,omitempty"`
	Lang     msg.Lang `json:"lang,omitempty"`
	// Rev is the referee's rules revision the campaign was started with
	// (0: before revision 1). A saved game replays with the rules of its
	// revision, so a later fix never breaks an old log (see Rev1).
	Rev int `json:"rev,omitempty"`
}

// Rev1 is the revision that rolls both sale dice of event 9 and takes an
// office's mode only in the action phase (rulings AU26, AU27).
const Rev1 = 1

// CurrentRev is the revision new campaigns start with.
const CurrentRev = Rev1

// maxRounds is the longest campaign --rounds asks for: a bound of the
// input, not a rule.
const maxRounds = 1000

// ParseSetup checks the names (1-8), the rounds and the language.
func ParseSetup(st Setup) (Setup, error) {
	r := R()
	clean, err := referee.Names(st.Players, r.Players.Min, r.Players.Max, r.Game, "Spieler")
	if err != nil {
		return Setup{}, err
	}
	st.Players = clean
	lang := langOf(string(st.Lang))
	if st.Rounds < 0 || st.Rounds > maxRounds {
		return Setup{}, errors.New(Format1(lang, "setup.rounds", maxRounds, st.Rounds))
	}
	if st.Lang != "" && st.Lang != msg.DE && st.Lang != msg.EN {
		return Setup{}, errors.New(Format1(lang, "setup.lang", st.Lang))
	}
	return st, nil
}

// Rules is the Aufbausystem referee for the engine.
type Rules struct{}

var _ referee.Rules[*State] = Rules{}

// New starts round 1 in maintenance with the rulebook's start for every
// player: 4 gold, checks 3/3/3, the starter domain, a small owned city
// property (leased), the starter workshop and storage, a small office of
// the city administration, permanent AK 2, troops' loyalty 2.
func (Rules) New(raw json.RawMessage, seed int64) (*State, error) {
	var st Setup
	if err := json.Unmarshal(raw, &st); err != nil {
		return nil, fmt.Errorf("aufbau: bad setup: %v", err)
	}
	if err := referee.Edition("rev", "revision", st.Rev, 0, CurrentRev); err != nil {
		return nil, fmt.Errorf("aufbau: %w", err)
	}
	st, err := ParseSetup(st)
	if err != nil {
		return nil, fmt.Errorf("aufbau: %v", err)
	}
	s := &State{Lang: st.Lang, Physical: st.Physical, Rounds: st.Rounds, Rev: st.Rev, Round: 1, Phase: Maintenance}
	for _, n := range st.Players {
		s.Players = append(s.Players, newPlayer(n))
	}
	for i := range s.Players {
		s.pools(&s.Players[i])
		s.Players[i].Ledger = nil
	}
	s.say("game.new_campaign_for_players_round", len(s.Players))
	return s, nil
}

func newPlayer(name string) Player {
	ru := R()
	st := ru.Start
	lo := st.FollowerLoyalty
	p := Player{Name: name, Gold: aufbaurules.G(st.Gold), Info: st.Information, Checks: map[string]int{}, PermLabor: st.PermanentLabor,
		PermInfl: st.PermanentInfluence, Raw: map[string]int{}, Special: map[string]int{}, Troops: map[string]int{}, TroopLO: st.TroopLoyalty,
		Pending: Pending{Raw: map[string]int{}, Special: map[string]int{}}}
	for k, v := range st.Checks {
		p.Checks[k] = v
	}
	d := p.newID("D")
	p.Domains = []Domain{{ID: d, Tier: "starter", Picks: []string{st.StarterPick}, LO: lo}}
	p.Cities = []City{{ID: p.newID("S"), Tier: "small", Mode: "leased", LO: lo}}
	p.Workshops = []Workshop{{ID: p.newID("W"), Tier: "small", At: d, Input: st.StarterWorkshop.Input, Output: st.StarterWorkshop.Output, Starter: true, Maintained: true}}
	p.Storages = []Storage{{ID: p.newID("L"), Tier: "small", At: d, Starter: true, Maintained: true}}
	p.Offices = []Office{{ID: p.newID("A"), Tier: "small", Mode: "influence", CityAdmin: true}}
	return p
}

// Status is the line `games --saved` shows.
func (Rules) Status(s *State) string {
	if s.Ended {
		return s.msg("status.ended", s.Round)
	}
	return s.msg("status.round_phase", s.Round, R().PhaseNames[s.Phase].In(s.Language()))
}

// Decode reads a stored action.
func (Rules) Decode(raw json.RawMessage) (referee.Action[*State], error) {
	return referee.DecodeTagged[*State](raw, actionKinds.Get())
}
