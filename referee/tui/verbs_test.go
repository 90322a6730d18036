package tui_test

import (
	"errors"
	"fmt"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/tui"
	"boardroom/referee/verb"
)

// tallyVerbs are the tally game's actions described once: add (a number
// from 1 to 10 typed in), sub (a card from those the total can pay for,
// offered as a list), reset (confirmed), and note (for scripts only: no
// Label).
func tallyVerbs() []verb.Verb[tally] {
	return []verb.Verb[tally]{
		{
			Name:   "add",
			Fields: []verb.Field{{Name: "n", Kind: verb.IntField, Help: "Add how many?"}},
			Build: func(v verb.Values, _ tally) (referee.Action[tally], error) {
				return add{N: v.Int("n")}, nil
			},
			Label: func(tally) string { return "Add" },
			Ask: map[string]verb.Ask[tally]{
				"n": {Range: func(tally, verb.Values) (int, int) { return 1, 10 }},
			},
		},
		{
			Name:   "sub",
			Fields: []verb.Field{{Name: "n", Kind: verb.IntField}},
			Build: func(v verb.Values, _ tally) (referee.Action[tally], error) {
				return sub{N: v.Int("n")}, nil
			},
			Label: func(s tally) string { return fmt.Sprintf("Subtract (total %d)", s.Total) },
			Ask: map[string]verb.Ask[tally]{
				"n": {
					Title: func(tally, verb.Values) string { return "Which card?" },
					Options: func(s tally, _ verb.Values) []verb.Answer {
						var out []verb.Answer
						for _, n := range []int{2, 5, 10} {
							if n <= s.Total {
								out = append(out, verb.Answer{Label: fmt.Sprintf("the %d", n), Value: strconv.Itoa(n)})
							}
						}
						return out
					},
				},
			},
		},
		{
			Name:    "reset",
			Build:   func(verb.Values, tally) (referee.Action[tally], error) { return reset{}, nil },
			Label:   func(s tally) string { return map[bool]string{true: "Reset"}[s.Total > 0] },
			Confirm: func(s tally, _ verb.Values) string { return fmt.Sprintf("Reset %d to 0?", s.Total) },
		},
		{
			Name:   "note",
			Fields: []verb.Field{{Name: "text"}},
			Build:  func(verb.Values, tally) (referee.Action[tally], error) { return add{N: 1}, nil },
		},
	}
}

func labels(cs []tui.Choice[tally]) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Label
	}
	return out
}

func TestVerbsMenuOffersWhatIsPossibleNow(t *testing.T) {
	menu := tui.Verbs(tallyVerbs(), nil)
	// At 0 nothing can be subtracted (no card fits) and there is nothing
	// to reset; note has no label: it is for scripts.
	assert.Equal(t, []string{"Add"}, labels(menu(tally{Total: 0})))
	assert.Equal(t, []string{"Add", "Reset"}, labels(menu(tally{Total: 1})), "no card fits 1")
	assert.Equal(t, []string{"Add", "Subtract (total 2)", "Reset"}, labels(menu(tally{Total: 2})))
}

func TestVerbsMenuAsksAndBuilds(t *testing.T) {
	g, home := newTally(t, 6)
	// Add: 11 is refused as it is typed, then 3; Subtract: only the 2 and
	// the 5 fit 9... the 10 does not; Reset asks first, "no" goes back.
	p := tui.NewScript("Add", "11", "3", "Subtract (total 9)", "the 5", "Reset", "n", tui.QuitLabel)
	require.NoError(t, tui.Run(g, tui.Verbs(tallyVerbs(), nil), tallyView, p, discard{}))
	assert.Equal(t, 4, reopen(t, home).State().Total)
	var sel []string
	for _, q := range p.Asked {
		if q.Title == "Which card?" {
			for _, o := range q.Options {
				sel = append(sel, o.Label)
			}
		}
	}
	assert.Equal(t, []string{"the 2", "the 5", "Back"}, sel)
	assert.Contains(t, p.Titles(), "Add how many? (1-10, empty to go back)")
	assert.Contains(t, p.Titles(), "Reset 4 to 0?")
	for _, q := range p.Asked {
		if q.Answer == "11" {
			assert.Equal(t, "enter a whole number from 1 to 10, or nothing to go back", q.Invalid)
		}
	}
}

func TestVerbsMenuCustom(t *testing.T) {
	custom := map[string]func(tally) []tui.Choice[tally]{
		"sub": func(s tally) []tui.Choice[tally] {
			return []tui.Choice[tally]{tui.Act[tally]("Take all", sub{N: s.Total})}
		},
	}
	menu := tui.Verbs(tallyVerbs(), custom)
	assert.Equal(t, []string{"Add", "Take all", "Reset"}, labels(menu(tally{Total: 7})))
}

func TestAskFieldsTyped(t *testing.T) {
	v := verb.Verb[tally]{
		Name: "name",
		Fields: []verb.Field{
			{Name: "who", Help: "Who?"},
			{Name: "cards", Kind: verb.ListField, Parse: func(s string) (any, error) {
				n, err := strconv.Atoi(s)
				if err != nil {
					return nil, errors.New("a card is a number")
				}
				return n, nil
			}},
			{Name: "loud", Kind: verb.BoolField, Help: "Loud?"},
			{Name: "seat", Default: "1"},
		},
		Ask: map[string]verb.Ask[tally]{
			"who": {Fixed: func(tally, verb.Values) (string, bool) { return "Ann", true }},
			"cards": {Check: func(_ tally, _ verb.Values, x any) error {
				if len(x.([]any)) > 2 {
					return errors.New("at most 2 cards")
				}
				return nil
			}},
			"seat": {Fixed: func(tally, verb.Values) (string, bool) { return "", true }},
		},
	}
	p := tui.NewScript("x", "1 2 3", "4, 5", "y")
	vals, err := tui.AskFields(p, v, tally{})
	require.NoError(t, err)
	assert.Equal(t, "Ann", vals.String("who"))
	assert.Equal(t, []int{4, 5}, verb.ListOf[int](vals, "cards"))
	assert.True(t, vals.Bool("loud"))
	assert.Equal(t, "1", vals.String("seat"), "a field the state leaves out takes its default")
	require.Len(t, p.Asked, 4)
	assert.Equal(t, "a card is a number", p.Asked[0].Invalid)
	assert.Equal(t, "at most 2 cards", p.Asked[1].Invalid)
	// Empty goes back.
	_, err = tui.AskFields(tui.NewScript(""), v, tally{})
	assert.ErrorIs(t, err, tui.ErrBack)
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
