// Package refereetest checks a game's referee against the engine's
// promises; game referees call it from their tests.
package refereetest

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/atomicfile"
	"boardroom/referee"
	"boardroom/referee/verb"
)

// Next proposes the next action for state s, drawing its choices from r; it
// returns nil to end the sequence. It may propose illegal actions: they must
// be refused and change nothing.
type Next[S any] func(s S, r *rand.Rand) referee.Action[S]

// CheckUndo plays up to steps actions proposed by next in a new saved game
// and checks, after every accepted action, that Undo restores exactly the
// state before it and Redo exactly the state after it; that refused actions
// change neither the state nor the log; that reopening the saved file gives
// the same state; and finally that undoing every action walks back through
// every earlier state to the initial one, and that one more undo is refused.
// It uses r for its choices, so a failing seed can be replayed.
func CheckUndo[S any](t testing.TB, rules referee.Rules[S], gameID string, setup json.RawMessage, seed int64, steps int, r *rand.Rand, next Next[S]) {
	t.Helper()
	home := t.TempDir()
	atomicfile.SkipSync() // a throwaway game: its saves need not reach the disk
	g, err := referee.Create(home, gameID, "property", setup, seed, rules)
	require.NoError(t, err)
	defer func() { g.Close() }()

	states := []S{g.State()}
	for i := 0; i < steps; i++ {
		a := next(g.State(), r)
		if a == nil {
			break
		}
		before := g.State()
		logLen := len(g.Log())
		after, err := g.Do(a)
		if err != nil {
			require.Truef(t, referee.IsRefusal(err), "step %d: %#v failed without a refusal: %v", i, a, err)
			assert.Equalf(t, before, g.State(), "step %d: refused %#v changed the state", i, a)
			assert.Lenf(t, g.Log(), logLen, "step %d: refused %#v was logged", i, a)
			continue
		}
		undone, err := g.Undo()
		require.NoErrorf(t, err, "step %d: undo of %#v", i, a)
		require.Equalf(t, before, undone, "step %d: undo of %#v does not restore the state before it", i, a)
		redone, err := g.Redo()
		require.NoErrorf(t, err, "step %d: redo of %#v", i, a)
		require.Equalf(t, after, redone, "step %d: redo of %#v does not give the state after it", i, a)
		states = append(states, redone)
	}

	final := g.State()
	require.NoError(t, g.Close())
	g, err = referee.Open(home, gameID, "property", rules)
	require.NoError(t, err)
	require.Equal(t, final, g.State(), "reopening the saved game gives another state")

	for k := len(states) - 2; k >= 0; k-- {
		s, err := g.Undo()
		require.NoError(t, err)
		require.Equalf(t, states[k], s, "undoing back to after action %d", k)
	}
	_, err = g.Undo()
	require.True(t, referee.IsRefusal(err), "undo past the start must be refused, got %v", err)
	for k := 1; k < len(states); k++ {
		s, err := g.Redo()
		require.NoError(t, err)
		require.Equalf(t, states[k], s, "redoing forward to after action %d", k)
	}
}

// CheckChanceFixed plays up to steps actions proposed by next in a new saved
// game. After each accepted action that resolved random outcomes (a card
// drawn, a die rolled) it undoes the action and does it again, repeats
// times, and checks that every try resolves the same outcomes and reaches
// the same state: the same point of the game always gives the same chance,
// so undo cannot fish for a better roll. It returns how many undo-and-repeat
// tries it made, so a caller can insist the game exercised its chance.
func CheckChanceFixed[S any](t testing.TB, rules referee.Rules[S], gameID string, setup json.RawMessage, seed int64, steps, repeats int, r *rand.Rand, next Next[S]) int {
	t.Helper()
	home := t.TempDir()
	atomicfile.SkipSync() // a throwaway game: its saves need not reach the disk
	g, err := referee.Create(home, gameID, "chance", setup, seed, rules)
	require.NoError(t, err)
	defer func() { g.Close() }()

	tries := 0
	for i := 0; i < steps; i++ {
		a := next(g.State(), r)
		if a == nil {
			break
		}
		after, err := g.Do(a)
		if err != nil {
			require.Truef(t, referee.IsRefusal(err), "step %d: %#v failed without a refusal: %v", i, a, err)
			continue
		}
		log := g.Log()
		first := log[len(log)-1].Outcomes
		if len(first) == 0 {
			continue
		}
		for k := 0; k < repeats; k++ {
			_, err := g.Undo()
			require.NoErrorf(t, err, "step %d: undo of %#v", i, a)
			again, err := g.Do(a)
			require.NoErrorf(t, err, "step %d, try %d: %#v is refused after undo", i, k+2, a)
			log := g.Log()
			require.Equalf(t, first, log[len(log)-1].Outcomes, "step %d, try %d: %#v resolved other outcomes after undo", i, k+2, a)
			require.Equalf(t, after, again, "step %d, try %d: %#v reached another state after undo", i, k+2, a)
			tries++
		}
	}
	return tries
}

// VerbNamed finds the verb called name among verbs.
func VerbNamed[S any](t testing.TB, verbs []verb.Verb[S], name string) verb.Verb[S] {
	t.Helper()
	for _, v := range verbs {
		if v.Name == name {
			return v
		}
	}
	t.Fatalf("no verb %q", name)
	return verb.Verb[S]{}
}

// Call decodes a command line of the verb called name, as the command line
// does, and builds its action (with a zero state).
func Call[S any](t testing.TB, verbs []verb.Verb[S], name string, args []string, flags map[string]string) (referee.Action[S], error) {
	t.Helper()
	v := VerbNamed(t, verbs, name)
	vals, err := verb.Decode(v.Fields, args, flags)
	if err != nil {
		return nil, err
	}
	var zero S
	return v.Build(vals, zero)
}
