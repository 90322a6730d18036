package politicard

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	politicardrules "boardroom/rules/politicard"
)

// filler are cheap government cards that complete a test deck to 25.
var filler = []string{"G36", "G32", "G33", "G34", "G49", "G54", "G59", "G23", "G24", "G25", "G26", "G27", "G28", "G47", "G48"}

// deckWith is a legal deck holding the cards given (one copy each, or as
// many times as given) completed with cheap government cards.
func deckWith(t testing.TB, ids ...string) politicardrules.Deck {
	t.Helper()
	r := R()
	counts := map[string]int{}
	var d politicardrules.Deck
	d.Name = "test"
	for _, id := range ids {
		counts[id]++
	}
	for _, id := range r.Ids(counts) {
		d.Entries = append(d.Entries, politicardrules.DeckLine{ID: id, Copies: counts[id]})
	}
	for _, id := range filler {
		for d.Size() < r.Deck.Size && counts[id] < 2 {
			counts[id]++
			d.Entries = append(d.Entries, politicardrules.DeckLine{ID: id, Copies: 1})
		}
	}
	require.Empty(t, r.Violations(d), "test deck %v", ids)
	return d
}

func setupOf(t testing.TB, a, b politicardrules.Deck, first, tie string) Setup {
	return Setup{Players: []string{"Ann", "Bob"}, Decks: [2]politicardrules.Deck{a, b}, First: first, Tie: tie, Variant: VariantRulebook}
}

// start begins a match between Ann (deck a) and Bob (deck b); Ann starts.
func start(t testing.TB, a, b politicardrules.Deck) *State {
	t.Helper()
	raw, err := json.Marshal(setupOf(t, a, b, "Ann", ""))
	require.NoError(t, err)
	s, err := Rules{}.New(raw, 1)
	require.NoError(t, err)
	return s
}

// do plays an action that must be legal.
func do(t testing.TB, s *State, a referee.Action[*State]) *State {
	t.Helper()
	require.NoError(t, a.Legal(s), "%T %+v", a, a)
	exercise(t, s, a)
	before := s.Clone()
	n, err := a.Apply(s, referee.NewChance(1, 0))
	require.NoError(t, err)
	require.Equal(t, before, s.Clone(), "Apply changed the state it was given")
	return n
}

// refused checks that an action is refused with a reason containing want.
func refused(t testing.TB, s *State, a referee.Action[*State], want string) {
	t.Helper()
	err := a.Legal(s)
	require.Error(t, err, "%T %+v was accepted", a, a)
	assert.True(t, referee.IsRefusal(err), "%v", err)
	assert.Contains(t, err.Error(), want)
}

// seq is the seq of the last card with id on seat i's side.
func seqOf(s *State, i int, id string) int {
	best := 0
	for _, q := range allPlaced(&s.Players[i].Side) {
		if q.ID == id && q.Seq > best {
			best = q.Seq
		}
	}
	return best
}

func gov(s *State, i int) []string {
	var out []string
	for _, q := range s.Players[i].Side.Gov {
		out = append(out, q.ID)
	}
	return out
}

func play(p, c string) *Play                                      { return &Play{Player: p, Card: c} }
func end(p string) *End                                           { return &End{Player: p} }
func pass(p string) *Pass                                         { return &Pass{Player: p} }
func set(p string) *Set                                           { return &Set{Player: p} }
func act(p string) *Activate                                      { return &Activate{Player: p} }
func trig(p, c string) *Trigger                                   { return &Trigger{Player: p, Card: c} }
func infl(s *State, i int) int                                    { return s.Influence(i).Total }
func placedOf(s *State, i int, id string) *politicardrules.Placed { return s.placed(seqOf(s, i, id)) }
