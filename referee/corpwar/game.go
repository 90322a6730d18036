package corpwar

import (
	"encoding/json"
	"fmt"
	"strings"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee"
	corpwarrules "boardroom/rules/corpwar"
)

// GameID is the registry id.
const GameID = "corpwar"

// Setup is what `new` records: the corporations in seat order (the first
// plays first, CW2) and whether the players roll the dice themselves.
type Setup struct {
	Players  []string `json:"players"`
	Physical bool     `json:"physical"`
	// Lang is the table's language; empty is the game's own (English).
	Lang msg.Lang `json:"lang,omitempty"`
}

// ParseSetup checks names and the player count.
func ParseSetup(names []string, physical bool) (Setup, error) {
	r := R()
	clean, err := referee.Names(names, r.Players.Min, r.Players.Max, r.Game, "player")
	if err != nil {
		if strings.Contains(err.Error(), " is for ") {
			// the ruling it rests on, in the table's language as the rest
			w, _ := err.(phrase.Worded)
			return Setup{}, &phrase.UsageError{Msg: fmt.Sprintf("%v (%s)", err, r.Cite(corpwarrules.Own, "players")),
				Said: func(l string) string {
					if w == nil {
						return ""
					}
					return fmt.Sprintf("%s (%s)", w.In(l), r.Cite(msg.Lang(l), "players"))
				}}
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
	lang := st.Lang
	st, err := ParseSetup(st.Players, st.Physical)
	if err != nil {
		return nil, fmt.Errorf("corpwar: %v", err)
	}
	if lang != "" {
		if lang, err = msg.Parse(string(lang)); err != nil {
			return nil, fmt.Errorf("corpwar: %v", err)
		}
	}
	r := R()
	s := &State{Physical: st.Physical, Turn: 1, Phase: Allocation, Seen: map[Card]int{}, Lang: lang,
		Pile: r.DeckSize() - len(st.Players)*r.Start.Cards}
	for _, name := range st.Players {
		s.Players = append(s.Players, PlayerState{Name: name, Money: r.Start.Money, New: r.Start.Employees, Hand: r.Start.Cards})
	}
	return s, nil
}

// Status is the line `games --saved` shows.
func (Rules) Status(s *State) string {
	if s.Phase == Ended {
		return s.T("status.ended", s.WinnerText())
	}
	return s.T("status.turn", s.Turn, s.phaseName(s.Phase))
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
				return s.T("hint.place", p.Name, p.New)
			}
		}
		return s.T("hint.allocation_done", s.phaseName(Action))
	case Action:
		if s.Spy != nil {
			return s.T("hint.answer", s.Spy.Target)
		}
		return s.T("hint.action", s.Players[0].Name, s.phaseName(Execution))
	case Execution:
		if s.Demand == nil {
			return s.T("hint.demand")
		}
		var todo []string
		for _, p := range s.Players {
			if p.Roll == nil {
				todo = append(todo, p.Name)
			}
		}
		if len(todo) == 0 {
			return s.T("hint.execution_done", s.phaseName(Upkeep))
		}
		if s.Physical {
			return s.T("hint.enter_dice", todo[0], strings.Join(todo, ", "))
		}
		return s.T("hint.roll", strings.Join(todo, ", "))
	case Upkeep:
		return s.T("hint.upkeep")
	}
	return ""
}
