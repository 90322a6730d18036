package tui_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/tui"
)

// The tally game is the test game of the front end: a running total moved by
// adding, subtracting and resetting. Last says what the last action did.

type tally struct {
	Total int
	Last  string
	Moved referee.Journal // the beads the last action moved
}

type tallyRules struct{}

func (tallyRules) New(setup json.RawMessage, _ int64) (tally, error) {
	var st struct {
		Start int `json:"start"`
	}
	if err := json.Unmarshal(setup, &st); err != nil {
		return tally{}, err
	}
	return tally{Total: st.Start}, nil
}

var tallyKinds = map[string]func() referee.Action[tally]{
	"add":   func() referee.Action[tally] { return &add{} },
	"sub":   func() referee.Action[tally] { return &sub{} },
	"reset": func() referee.Action[tally] { return &reset{} },
}

func (tallyRules) Decode(raw json.RawMessage) (referee.Action[tally], error) {
	return referee.DecodeTagged(raw, tallyKinds)
}

func (tallyRules) Status(s tally) string { return fmt.Sprintf("total %d", s.Total) }

type add struct {
	N int `json:"n"`
}

func (add) ActionType() string { return "add" }

func (a add) Legal(tally) error {
	if a.N < 1 || a.N > 10 {
		return referee.Refusef("tally rule 1: add 1 to 10 at a time", "cannot add %d", a.N)
	}
	return nil
}

func (a add) Apply(s tally, _ *referee.Chance) (tally, error) {
	s.Moved = nil
	s.Moved.Move("bead", a.N, "the box", "the pot")
	s.Total += a.N
	s.Last = fmt.Sprintf("added %d", a.N)
	return s, nil
}

type sub struct {
	N int `json:"n"`
}

func (sub) ActionType() string { return "sub" }

func (a sub) Legal(s tally) error {
	if a.N < 1 || a.N > s.Total {
		return referee.Refusef("tally rule 2: the total never goes below zero", "cannot take %d from %d", a.N, s.Total)
	}
	return nil
}

func (a sub) Apply(s tally, _ *referee.Chance) (tally, error) {
	s.Moved = nil
	s.Moved.Move("bead", a.N, "the pot", "the box")
	s.Total -= a.N
	s.Last = fmt.Sprintf("took %d away", a.N)
	return s, nil
}

type reset struct{}

func (reset) ActionType() string { return "reset" }

func (reset) Legal(s tally) error {
	if s.Total == 0 {
		return referee.Refusef("tally rule 3: reset only a total above zero", "the total is already 0")
	}
	return nil
}

func (reset) Apply(s tally, _ *referee.Chance) (tally, error) {
	s.Moved = nil
	s.Moved.Move("bead", s.Total, "the pot", "the box")
	s.Total = 0
	s.Last = "reset to 0"
	return s, nil
}

// tallyMenu offers Add always (1 to 20: above 10 the game refuses), Add a
// card (a Select with Back), and Subtract and Reset when the total is above 0.
func tallyMenu(s tally) []tui.Choice[tally] {
	m := []tui.Choice[tally]{
		{Label: "Add", Build: func(p tui.Prompter, _ tally) (referee.Action[tally], error) {
			n, err := tui.InputInt(p, "Add how many?", 1, 20)
			if err != nil {
				return nil, err
			}
			return add{N: n}, nil
		}},
		{Label: "Add a card", Build: func(p tui.Prompter, _ tally) (referee.Action[tally], error) {
			n, err := tui.SelectValue(p, "Which card?", []int{2, 5, 10}, func(n int) string { return fmt.Sprintf("the %d", n) })
			if err != nil {
				return nil, err
			}
			return add{N: n}, nil
		}},
	}
	if s.Total > 0 {
		m = append(m,
			tui.Choice[tally]{Label: "Subtract", Build: func(p tui.Prompter, _ tally) (referee.Action[tally], error) {
				n, err := tui.InputInt(p, "Subtract how many?", 1, 10)
				if err != nil {
					return nil, err
				}
				return sub{N: n}, nil
			}},
			tui.Confirmed[tally]("Reset", "Reset the total to 0?", reset{}),
		)
	}
	return m
}

var tallyView = tui.View[tally]{
	Show:   func(s tally) string { return fmt.Sprintf("Total: %d", s.Total) },
	Events: func(s tally) []string { return []string{s.Last} },
	// The tally is counted in beads: the pot holds the total, the box the
	// rest of 100.
	Table: func(s tally) referee.Table {
		var t referee.Table
		t.Add("the pot", "bead", s.Total)
		t.Add("the box", "bead", 100-s.Total)
		t.Mark("the turn marker", fmt.Sprint(s.Total%7))
		return t
	},
	Journal: func(s tally) referee.Journal { return s.Moved },
}

// newTally creates a tally game starting at start in a fresh home.
func newTally(t *testing.T, start int) (*referee.Game[tally], string) {
	t.Helper()
	home := t.TempDir()
	setup, err := json.Marshal(map[string]int{"start": start})
	require.NoError(t, err)
	g, err := referee.Create(home, "tally", "test", setup, 1, tallyRules{})
	require.NoError(t, err)
	t.Cleanup(func() { _ = g.Close() })
	return g, home
}

// reopen reads the saved game back from its file.
func reopen(t *testing.T, home string) *referee.Game[tally] {
	t.Helper()
	g, err := referee.Open(home, "tally", "test", tallyRules{}, referee.ReadOnly())
	require.NoError(t, err)
	t.Cleanup(func() { _ = g.Close() })
	return g
}
