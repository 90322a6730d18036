package politicard

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
	politicardrules "boardroom/rules/politicard"
)

// soloGame starts `new --players Ann --deck-a tempo --ai STYLE` in home.
func soloGame(t *testing.T, home, style string, seed int64) spec.Session {
	t.Helper()
	h := spec.New(Spec())
	v, err := verb.Decode(h.NewSpec().Fields, nil, map[string]string{"players": "Ann", "deck-a": "tempo", "ai": style, "first": "Ann"})
	require.NoError(t, err)
	var out bytes.Buffer
	require.NoError(t, h.Create(home, "solo", v, seed, &out, false))
	assert.Contains(t, out.String(), AIName(style)+" (AI: "+style+"): the referee shuffles its deck")
	sess, err := h.Open(home, "solo", false)
	require.NoError(t, err)
	t.Cleanup(func() { sess.Close() })
	return sess
}

func do1(t *testing.T, sess spec.Session, called string, fields map[string]string) string {
	t.Helper()
	v := verb.NewValues()
	for k, x := range fields {
		v.Set(k, x)
	}
	var out bytes.Buffer
	require.NoError(t, sess.Do(called, v, &out, false), called)
	return out.String()
}

// humanTurn plays Ann's turn with what a person could do without seeing
// cards: end the turn, or let a window close.
func humanStep(t *testing.T, sess spec.Session, s *State, verb string) string {
	if s.Window != nil && s.Window.Player == 1 {
		return do1(t, sess, "let", map[string]string{"player": "Ann"})
	}
	return do1(t, sess, verb, map[string]string{"player": "Ann"})
}

// state is the session's state, replayed from the saved log.
func state(t *testing.T, home string) *State {
	t.Helper()
	g, err := referee.Open[*State](home, GameID, "solo", Rules{}, referee.ReadOnly())
	require.NoError(t, err)
	defer g.Close()
	return g.State()
}

// The AI seat's cards never reach the table: not in a verb's output, `show`,
// `show --json` or `log` (text and JSON), though the referee holds them.
func TestSoloHiddenHand(t *testing.T) {
	home := t.TempDir()
	sess := soloGame(t, home, StyleControl, 5)
	var shared strings.Builder
	for range 12 {
		s := state(t, home)
		if s.Ended {
			break
		}
		shared.WriteString(humanStep(t, sess, s, "end"))
	}
	s := state(t, home)
	require.NotEmpty(t, s.Held[1].Hand, "the referee holds the AI's hand")
	for _, f := range []func(*bytes.Buffer) error{
		func(b *bytes.Buffer) error { return sess.Show(b, false) },
		func(b *bytes.Buffer) error { return sess.Show(b, true) },
		func(b *bytes.Buffer) error { return sess.Log(b, false) },
		func(b *bytes.Buffer) error { return sess.Log(b, true) },
	} {
		var b bytes.Buffer
		require.NoError(t, f(&b))
		shared.WriteString(b.String())
	}
	assertHidden(t, s, shared.String())
}

// assertHidden checks that text, which Ann may read, names no card of the
// AI's deck that is not face up on the table or in its open discard pile.
func assertHidden(t *testing.T, s *State, text string) {
	t.Helper()
	seenUp := map[string]bool{}
	for _, q := range allPlaced(&s.Players[1].Side) {
		seenUp[q.ID] = true
	}
	for _, id := range s.Players[1].Discard {
		seenUp[id] = true
	}
	for _, id := range append(append(s.HandOf(1), s.Held[1].Set...), s.Held[1].Pile...) {
		if seenUp[id] || s.Players[0].Deck[id] > 0 {
			continue
		}
		assert.NotContains(t, text, id+" ", "the AI's hidden card %s", id)
		assert.NotContains(t, text, R().MustCard(id).Name.EN)
	}
	assert.NotContains(t, text, `"held"`)
	assert.NotContains(t, text, `"pile"`)
}

// Undo takes back Ann's last action and every AI action after it; the
// same point of the game gives the AI the same cards, so doing it again
// replays the same AI turns (no fishing); the saved game replays.
func TestSoloUndoAndReplay(t *testing.T) {
	home := t.TempDir()
	sess := soloGame(t, home, StyleTempo, 9)
	before := state(t, home)
	require.Equal(t, 0, before.Active, "Ann starts")
	first := do1(t, sess, "end", map[string]string{"player": "Ann"})
	assert.Contains(t, first, "Tempo", "the AI played its turn after Ann's")
	after := state(t, home)
	require.Equal(t, 0, after.Active, "Ann is to play again")
	require.Greater(t, after.Turn, before.Turn+1)
	var out bytes.Buffer
	require.NoError(t, sess.Undo(&out, false))
	assert.Contains(t, out.String(), "Undone:")
	assert.NotContains(t, out.String(), "Tempo's hand", "the referee puts the AI's cards back itself")
	assert.NotContains(t, out.String(), "Tempo's deck")
	back := state(t, home)
	assert.Equal(t, before.Turn, back.Turn)
	assert.Equal(t, before.Held, back.Held, "the AI's hand and pile are as they were")
	again := do1(t, sess, "end", map[string]string{"player": "Ann"})
	assert.Equal(t, first, again, "the same point of the game, the same AI turn")
	// undo at the start: nothing of Ann's to take back after two undos
	require.NoError(t, sess.Undo(&out, false))
	err := sess.Undo(&out, false)
	assert.True(t, referee.IsRefusal(err), "%v", err)
}

// Ann may not play the AI's turn, nor adjust its hand.
func TestSoloAISeatRefusesPeople(t *testing.T) {
	home := t.TempDir()
	sess := soloGame(t, home, StyleStrong, 3)
	for _, c := range []struct {
		verb   string
		fields map[string]string
	}{
		{"end", map[string]string{"player": "Strong"}},
		{"place", map[string]string{"player": "Strong", "card": "G4"}},
		{"adjust", map[string]string{"player": "Strong", "counter": "hand", "change": "+1", "reason": "x"}},
	} {
		v := verb.NewValues()
		for k, x := range c.fields {
			v.Set(k, x)
		}
		err := sess.Do(c.verb, v, &bytes.Buffer{}, false)
		require.Error(t, err, c.verb)
		assert.True(t, referee.IsRefusal(err), "%s: %v", c.verb, err)
		assert.Contains(t, err.Error(), "Strong is the AI seat", c.verb)
	}
}

// A whole solo match against each style ends, played by Ann through the
// verbs, and replays from its log to the same state.
func TestSoloMatchEnds(t *testing.T) {
	for _, style := range Styles() {
		home := t.TempDir()
		sess := soloGame(t, home, style, 11)
		for k := 0; ; k++ {
			s := state(t, home)
			if s.Ended {
				break
			}
			require.Less(t, k, 200, "the match ends")
			humanStep(t, sess, s, "pass")
		}
		s := state(t, home)
		raw, err := json.Marshal(s.ToView())
		require.NoError(t, err)
		assert.Contains(t, string(raw), `"ended":true`)
	}
}

// The AI's shuffle comes from the game's seed: the same seed, the same
// deck order; another seed, another.
func TestSoloShuffleFromSeed(t *testing.T) {
	setup := Setup{Players: []string{"Ann", "Tempo"}, Decks: [2]politicardrules.Deck{sample(t, "tempo"), sample(t, "tempo")}, First: "Ann", Variant: VariantRulebook, AI: []string{"", StyleTempo}}
	raw, err := json.Marshal(setup)
	require.NoError(t, err)
	a, err := Rules{}.New(raw, 1)
	require.NoError(t, err)
	b, err := Rules{}.New(raw, 1)
	require.NoError(t, err)
	c, err := Rules{}.New(raw, 2)
	require.NoError(t, err)
	assert.Equal(t, a.Held, b.Held)
	assert.NotEqual(t, a.Held[1].Pile, c.Held[1].Pile)
	assert.Nil(t, a.Held[0], "Ann's cards are her own")
	assert.Len(t, a.Held[1].Hand, R().OpeningHand)
	assert.Equal(t, a.Players[1].Hand, len(a.Held[1].Hand))
}
