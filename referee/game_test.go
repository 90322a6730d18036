package referee_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/refereetest"
)

const gameID = "counter"

// fixedClock returns a clock that starts at a fixed time and ticks a
// second per call.
func fixedClock() func() time.Time {
	t := time.Date(2025, 3, 14, 15, 9, 26, 0, time.UTC)
	return func() time.Time {
		t = t.Add(time.Second)
		return t
	}
}

func create(t *testing.T, home, name string, opts ...referee.Option) *referee.Game[counter] {
	t.Helper()
	g, err := referee.Create(home, gameID, name, counterSetupJSON, 42, counterRules{}, opts...)
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	return g
}

func open(t *testing.T, home, name string, opts ...referee.Option) *referee.Game[counter] {
	t.Helper()
	g, err := referee.Open(home, gameID, name, counterRules{}, opts...)
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	return g
}

func do(t *testing.T, g *referee.Game[counter], a referee.Action[counter]) counter {
	t.Helper()
	s, err := g.Do(a)
	require.NoError(t, err)
	return s
}

func TestSaveLoadRoundTrip(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "trip", referee.Clock(fixedClock()))
	do(t, g, add{N: 5})
	do(t, g, roll{Dice: 3})
	do(t, g, roll{Dice: 2, Entered: []int{6, 1}})
	do(t, g, draw{})
	do(t, g, draw{Card: "c"})
	_, err := g.Undo()
	require.NoError(t, err)
	do(t, g, add{N: 10})
	do(t, g, add{N: 10})
	_, err = g.Undo()
	require.NoError(t, err)
	_, err = g.Redo()
	require.NoError(t, err)
	require.NoError(t, g.Close())

	h := open(t, home, "trip")
	assert.Equal(t, g.State(), h.State())
	assert.Equal(t, g.Log(), h.Log())
	assert.Equal(t, g.History(), h.History())
	assert.Equal(t, g.Status(), h.Status())
	assert.Equal(t, "total "+itoa(g.State().Total)+" after 6 turns", h.Status())
	assert.Equal(t, int64(42), h.Seed())
	assert.JSONEq(t, `{"start":3}`, string(h.Setup()))
	assert.Equal(t, "trip", h.Name())
	assert.Equal(t, gameID, h.ID())
	assert.Equal(t, g.Created(), h.Created())
	assert.Equal(t, g.Updated(), h.Updated())
	assert.Equal(t, filepath.Join(home, gameID, "trip.json"), h.Path())

	// The file is readable: one header field, then one log entry per line,
	// outcomes written into the action that resolved them.
	data, err := os.ReadFile(h.Path())
	require.NoError(t, err)
	lines := strings.Split(string(data), "\n")
	assert.Equal(t, `  "format": 1,`, lines[1])
	assert.Equal(t, `  "game": "counter",`, lines[2])
	assert.Contains(t, string(data), `{"seq":1,"time":"2025-03-14T15:09:28Z","kind":"action","action":{"type":"add","n":5}}`)
	assert.Contains(t, string(data), `"action":{"type":"roll","dice":2,"entered":[6,1]},"outcomes":[{"what":"d6","value":6,"entered":true},{"what":"d6","value":1,"entered":true},{"what":"bonus d6","value":4}]`)
	assert.Contains(t, string(data), `{"seq":6,"time":"2025-03-14T15:09:33Z","kind":"undo","target":5}`)
	assert.Equal(t, 10, strings.Count(string(data), `"seq":`))

	// Saving again from the reopened game keeps every earlier line as it was.
	do(t, h, add{N: 1})
	again, err := os.ReadFile(h.Path())
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(again[strings.Index(string(again), `"log"`):]),
		strings.TrimSuffix(string(data[strings.Index(string(data), `"log"`):]), "\n  ]\n}\n")))
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func TestUndoRedo(t *testing.T) {
	// Each step is an action ("add N"), "undo" or "redo"; want is the total
	// after the step, or the start of the refusal.
	type step struct {
		op      string
		n       int
		total   int
		refused string
	}
	tests := []struct {
		name   string
		steps  []step
		undone []bool // History().Undone per entry at the end
	}{
		{
			name:   "undo past the start is refused",
			steps:  []step{{op: "add", n: 2, total: 5}, {op: "undo", total: 3}, {op: "undo", total: 3, refused: "nothing to undo"}},
			undone: []bool{true, false},
		},
		{
			name:   "undo with no action at all is refused",
			steps:  []step{{op: "undo", total: 3, refused: "nothing to undo"}},
			undone: []bool{},
		},
		{
			name:   "redo with nothing undone is refused",
			steps:  []step{{op: "add", n: 1, total: 4}, {op: "redo", total: 4, refused: "nothing to redo"}},
			undone: []bool{false},
		},
		{
			name: "undo and redo are last in, first out",
			steps: []step{
				{op: "add", n: 1, total: 4}, {op: "add", n: 2, total: 6}, {op: "add", n: 3, total: 9},
				{op: "undo", total: 6}, {op: "undo", total: 4},
				{op: "redo", total: 6}, {op: "redo", total: 9},
				{op: "redo", total: 9, refused: "nothing to redo"},
			},
			undone: []bool{false, false, false, false, false, false, false},
		},
		{
			name: "a new action clears redo",
			steps: []step{
				{op: "add", n: 1, total: 4}, {op: "add", n: 2, total: 6},
				{op: "undo", total: 4}, {op: "add", n: 5, total: 9},
				{op: "redo", total: 9, refused: "nothing to redo"},
				{op: "undo", total: 4}, {op: "undo", total: 3},
				{op: "redo", total: 4}, {op: "redo", total: 9},
			},
			undone: []bool{false, true, false, false, false, false, false, false},
		},
		{
			name: "undo reaches past undone actions to the one before",
			steps: []step{
				{op: "add", n: 1, total: 4}, {op: "add", n: 2, total: 6}, {op: "undo", total: 4},
				{op: "add", n: 3, total: 7}, {op: "undo", total: 4}, {op: "undo", total: 3},
			},
			undone: []bool{true, true, false, true, false, false},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := create(t, t.TempDir(), "undo")
			for i, st := range tt.steps {
				before, _ := os.ReadFile(g.Path())
				var s counter
				var err error
				switch st.op {
				case "add":
					s, err = g.Do(add{N: st.n})
				case "undo":
					s, err = g.Undo()
				case "redo":
					s, err = g.Redo()
				}
				if st.refused != "" {
					require.Errorf(t, err, "step %d", i)
					assert.True(t, referee.IsRefusal(err))
					assert.True(t, strings.HasPrefix(err.Error(), st.refused), err.Error())
					after, _ := os.ReadFile(g.Path())
					assert.Equal(t, string(before), string(after), "a refusal saves nothing")
				} else {
					require.NoErrorf(t, err, "step %d", i)
				}
				assert.Equalf(t, st.total, s.Total, "step %d (%s)", i, st.op)
				assert.Equalf(t, st.total, g.State().Total, "step %d (%s)", i, st.op)
			}
			var undone []bool
			for _, h := range g.History() {
				undone = append(undone, h.Undone)
			}
			if len(tt.undone) == 0 {
				assert.Empty(t, undone)
			} else {
				assert.Equal(t, tt.undone, undone)
			}
			eff, err := referee.Effective(g.Log())
			require.NoError(t, err)
			replayed, err := referee.Replay(counterRules{}, counterSetupJSON, 42, g.Log())
			require.NoError(t, err)
			assert.Equal(t, g.State(), replayed)
			total := 3
			for _, e := range eff {
				var a add
				require.NoError(t, json.Unmarshal(e.Action, &a))
				total += a.N
			}
			assert.Equal(t, g.State().Total, total, "the effective actions add up to the state")
		})
	}
}

func TestUndoTakesBackAutomaticStepsAndRedoReusesOutcomes(t *testing.T) {
	g := create(t, t.TempDir(), "auto", referee.Clock(fixedClock()))
	do(t, g, add{N: 10})
	do(t, g, add{N: 6}) // 19
	before := g.State()
	after := do(t, g, add{N: 2}) // crosses 20: the bonus die is part of this action
	require.Equal(t, 1, after.Bonuses)
	log := g.Log()
	last := log[len(log)-1]
	require.Len(t, last.Outcomes, 1)
	assert.Equal(t, "bonus d6", last.Outcomes[0].What)

	s, err := g.Undo()
	require.NoError(t, err)
	assert.Equal(t, before, s, "one undo takes back the action and its bonus")
	s, err = g.Redo()
	require.NoError(t, err)
	assert.Equal(t, after, s, "redo re-applies the same bonus roll")
	h := g.History()
	require.Len(t, h, 5)
	assert.Equal(t, referee.KindUndo, h[3].Kind)
	assert.Equal(t, 3, h[3].Target)
	assert.Equal(t, referee.KindRedo, h[4].Kind)
	assert.Equal(t, 3, h[4].Target)
}

func TestUndoRestoresEveryStateProperty(t *testing.T) {
	t.Parallel()
	for seed := uint64(1); seed <= 6; seed++ {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			t.Parallel() // each its own saved game: the saves' syncs overlap
			r := rand.New(rand.NewPCG(seed, 7))
			refereetest.CheckUndo(t, counterRules{}, gameID, counterSetupJSON, int64(seed), 60, r, randomAction)
		})
	}
}

func TestRefusedActionChangesNothing(t *testing.T) {
	tests := []struct {
		name string
		a    referee.Action[counter]
		want string
	}{
		{"too much", add{N: 11}, "cannot add 11 (rule: counter rule 1: add 1 to 10 at a time)"},
		{"below zero", sub{N: 4}, "cannot take 4 from 3 (rule: counter rule 2: the total never goes below zero)"},
		{"impossible die", roll{Dice: 1, Entered: []int{7}}, "a d6 cannot show 7 (rule: counter rule 4: dice are d6)"},
		{"a fifth card", draw{Card: "e"}, `no "e" is left in the deck (rule: counter rule 6: each card is drawn once per shuffle)`},
		{"nothing to shuffle", shuffle{}, "no card was drawn since the last shuffle (rule: counter rule 7: shuffle only after a draw)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := create(t, t.TempDir(), "refuse")
			before, err := os.ReadFile(g.Path())
			require.NoError(t, err)
			state := g.State()
			s, err := g.Do(tt.a)
			require.Error(t, err)
			var ref *referee.Refusal
			require.True(t, errors.As(err, &ref))
			assert.Equal(t, tt.want, err.Error())
			assert.Equal(t, state, s)
			assert.Equal(t, state, g.State())
			assert.Empty(t, g.Log())
			after, err := os.ReadFile(g.Path())
			require.NoError(t, err)
			assert.Equal(t, string(before), string(after))
		})
	}
}

func TestPhysicalEntriesAreRecordedAndReplayed(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "physical")
	do(t, g, draw{Card: "c"})
	do(t, g, draw{Card: "c"})
	do(t, g, draw{Card: "c"})
	_, err := g.Do(draw{Card: "c"})
	require.EqualError(t, err, `no "c" is left in the deck (rule: counter rule 6: each card is drawn once per shuffle)`)
	s := do(t, g, roll{Dice: 2, Entered: []int{1, 2}})
	assert.Equal(t, []int{1, 2}, s.Last)
	assert.Equal(t, []string{"a", "a", "b", "d"}, s.Deck)
	for _, e := range g.Log() {
		for _, o := range e.Outcomes {
			assert.True(t, o.Entered, "entry %d", e.Seq)
		}
	}
	require.NoError(t, g.Close())
	assert.Equal(t, s, open(t, home, "physical").State())
}

func TestClosedAndReadOnlyGamesDoNotChange(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "ro")
	do(t, g, add{N: 1})

	r := open(t, home, "ro", referee.ReadOnly()) // no lock: g still holds it
	assert.Equal(t, g.State(), r.State())
	_, err := r.Do(add{N: 1})
	assert.EqualError(t, err, `cannot play: game "ro" is open read-only`)
	_, err = r.Undo()
	assert.EqualError(t, err, `cannot undo: game "ro" is open read-only`)

	require.NoError(t, g.Close())
	require.NoError(t, g.Close())
	_, err = g.Do(add{N: 1})
	assert.EqualError(t, err, `cannot play: game "ro" is closed`)
	_, err = g.Redo()
	assert.EqualError(t, err, `cannot redo: game "ro" is closed`)
}

func TestRedoSurvivesReopening(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "later")
	do(t, g, add{N: 2})
	do(t, g, roll{Dice: 3})
	after := g.State()
	_, err := g.Undo()
	require.NoError(t, err)
	require.NoError(t, g.Close())

	h := open(t, home, "later")
	assert.True(t, h.CanUndo())
	assert.True(t, h.CanRedo())
	s, err := h.Redo()
	require.NoError(t, err)
	assert.Equal(t, after, s)
	assert.False(t, h.CanRedo())
}

// A new action after an undo clears the redo stack for good: closing the
// game and opening it again (the timeline read back from the file) must not
// offer the superseded action (DESIGN principle 2).
func TestRedoAfterReopeningDoesNotOfferASupersededAction(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "superseded")
	do(t, g, add{N: 1})
	do(t, g, add{N: 2})
	_, err := g.Undo()
	require.NoError(t, err)
	do(t, g, add{N: 5}) // supersedes "add 2"
	require.False(t, g.CanRedo())
	require.NoError(t, g.Close())

	h := open(t, home, "superseded")
	assert.Equal(t, 9, h.State().Total)
	assert.False(t, h.CanRedo(), "the superseded action must not be offered after a reopen")
	s, err := h.Redo()
	require.Error(t, err)
	assert.True(t, referee.IsRefusal(err))
	assert.True(t, strings.HasPrefix(err.Error(), "nothing to redo"), err.Error())
	assert.Equal(t, 9, s.Total)

	// Undo and redo walk the new timeline only, across another reopen.
	s, err = h.Undo()
	require.NoError(t, err)
	assert.Equal(t, 4, s.Total)
	require.NoError(t, h.Close())
	k := open(t, home, "superseded")
	require.True(t, k.CanRedo())
	s, err = k.Redo()
	require.NoError(t, err)
	assert.Equal(t, 9, s.Total, "redo brings back the new action, not the superseded one")
	assert.False(t, k.CanRedo())
}

func TestHistoryJSON(t *testing.T) {
	g := create(t, t.TempDir(), "hist", referee.Clock(fixedClock()))
	do(t, g, add{N: 2})
	_, err := g.Undo()
	require.NoError(t, err)
	b, err := json.Marshal(g.History())
	require.NoError(t, err)
	assert.JSONEq(t, `[
		{"seq":1,"time":"2025-03-14T15:09:28Z","kind":"action","action":{"type":"add","n":2},"undone":true},
		{"seq":2,"time":"2025-03-14T15:09:29Z","kind":"undo","target":1}
	]`, string(b))
	h, err := referee.History(g.Log())
	require.NoError(t, err)
	assert.Equal(t, g.History(), h)
}

// Principle 4: the same point of the game always gives the same outcome.
// Undoing a roll or a draw and doing it again cannot fish for another one,
// and neither can actions without chance played in between. 200 actions
// with chance undone and repeated (every one a save), 1,000 with -long.
func TestChanceIsFixedPerPointOfTheGame(t *testing.T) {
	want := 200
	if *refereetest.Long {
		want = 1000
	}
	tries := 0
	for seed := uint64(1); tries < want && seed <= 20; seed++ {
		r := rand.New(rand.NewPCG(seed, 3))
		tries += refereetest.CheckChanceFixed(t, counterRules{}, gameID, counterSetupJSON, int64(seed), 40, 25, r, randomAction)
	}
	assert.GreaterOrEqual(t, tries, want, "the test must undo and repeat at least %d actions with chance", want)

	g := create(t, t.TempDir(), "fish")
	first, err := g.Do(roll{Dice: 3})
	require.NoError(t, err)
	_, err = g.Undo()
	require.NoError(t, err)
	do(t, g, add{N: 1})
	do(t, g, add{N: 2})
	again, err := g.Do(roll{Dice: 3})
	require.NoError(t, err)
	assert.Equal(t, first.Last, again.Last, "actions without chance between do not change the next roll")
}

// Issue 19, point 7: counts agree with their nouns in the engine's own
// messages too: "1 action", "0 are".
func TestPeekTooFarSaysHowManyInWords(t *testing.T) {
	g := create(t, t.TempDir(), "peek")
	_, err := g.Peek(1)
	require.EqualError(t, err, "cannot look 1 action back: 0 are in effect")
}
