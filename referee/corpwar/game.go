package corpwar

import (
	"encoding/json"
	"fmt"
	"strings"

	"boardroom/referee"
)

// GameID is the registry id.
const GameID = "corpwar"

// Setup is what `new` records: the corporations in seat order (the first
// plays first, CW2) and whether the players roll the dice themselves.
type Setup struct {
	Players  []string `json:"players"`
	Physical bool     `json:"physical"`
}

// ParseSetup checks names and the player count.
func ParseSetup(names []string, physical bool) (Setup, error) {
	r := R()
	clean, err := referee.Names(names, r.Players.Min, r.Players.Max, r.Game, "player")
	if err != nil {
		if strings.Contains(err.Error(), " is for ") {
			return Setup{}, fmt.Errorf("%v (%s)", err, r.Cite("players"))
		}
		return Setup{}, err
	}
	return Setup{Players: clean, Physical: physical}, nil
}

// Rules is the Corporate Warfare referee for the engine.
type Rules struct{}

var _ referee.Rules[*State] = Rules{}

// New starts turn 1 in the Allocation Phase: each corporation has its
// starting money, cards and employees, the employees still to be placed.
func (Rules) New(raw json.RawMessage, seed int64) (*State, error) {
	var st Setup
	if err := json.Unmarshal(raw, &st); err != nil {
		return nil, fmt.Errorf("corpwar: bad setup: %v", err)
	}
	st, err := ParseSetup(st.Players, st.Physical)
	if err != nil {
		return nil, fmt.Errorf("corpwar: %v", err)
	}
	r := R()
	s := &State{Physical: st.Physical, Turn: 1, Phase: Allocation, Seen: map[Card]int{},
		Pile: r.DeckSize() - len(st.Players)*r.Start.Cards}
	for _, name := range st.Players {
		s.Players = append(s.Players, PlayerState{Name: name, Money: r.Start.Money, New: r.Start.Employees, Hand: r.Start.Cards})
	}
	return s, nil
}

// Status is the line `games --saved` shows.
func (Rules) Status(s *State) string {
	if s.Phase == Ended {
		return "ended: " + s.WinnerText()
	}
	return fmt.Sprintf("turn %d, %s", s.Turn, s.Phase.Title())
}

// Decode reads a stored action.
func (Rules) Decode(raw json.RawMessage) (referee.Action[*State], error) {
	return referee.DecodeTagged[*State](raw, actionKinds.Get())
}

// Hint says what the table does next, in the words of the commands.
func (s *State) Hint() string {
	switch s.Phase {
	case Allocation:
		for _, p := range s.Players {
			if p.New > 0 {
				return fmt.Sprintf("place new employees: 'place %s <department> [N]' (%s has %d); then 'next'.", p.Name, p.Name, p.New)
			}
		}
		return "'next' starts the Action Phase."
	case Action:
		if s.Spy != nil {
			return fmt.Sprintf("%s answers the espionage: 'accept %s' or 'call %s <card turned up>'.", s.Spy.Target, s.Spy.Target, s.Spy.Target)
		}
		return "play cards ('card', 'spy'), in turn order from " + s.Players[0].Name + "; 'next' starts the Execution Phase."
	case Execution:
		if s.Demand == nil {
			return "roll the market demand and enter it: 'demand <die>'."
		}
		var todo []string
		for _, p := range s.Players {
			if p.Roll == nil {
				todo = append(todo, p.Name)
			}
		}
		if len(todo) == 0 {
			return "'next' starts the Upkeep Phase."
		}
		if s.Physical {
			return fmt.Sprintf("enter each corporation's dice: 'roll %s --production 4,6 ...' (to roll: %s).", todo[0], strings.Join(todo, ", "))
		}
		return fmt.Sprintf("'roll <player>' (with --hire N or --sell N to take fewer), or 'next' rolls for everyone left (%s).", strings.Join(todo, ", "))
	case Upkeep:
		return "fire anyone you want to first ('fire <player> <department> [N]'); 'next' pays the upkeep and ends the turn."
	}
	return ""
}
