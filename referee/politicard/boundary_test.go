package politicard

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"boardroom/referee"
	politicardrules "boardroom/rules/politicard"
)

// Boundary tests (issue 30): every refusal that counts something, at its
// edge (the AP a card costs and one less, a row one short of full and full,
// the copies a deck holds and one more, the last card in hand and none), and
// the cost modifiers (Bewegung, NGO/Think-Tank) seen with and without them.

type edge struct {
	name string
	deck []string // Ann's cards besides the filler
	set  func(t *testing.T, s *State) *State
	a    referee.Action[*State]
	ok   bool
	want string
}

func runEdges(t *testing.T, cases []edge) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := startVariant(t, VariantRulebook, c.deck, nil)
			if c.set != nil {
				s = c.set(t, s)
			}
			if c.ok {
				require.NoError(t, c.a.Legal(s), "%T %+v", c.a, c.a)
				return
			}
			refused(t, s, c.a, c.want)
		})
	}
}

func TestPlayRefusalsAtTheirEdge(t *testing.T) {
	r := R()
	cost := r.PlayCost
	require.Positive(t, cost)
	costs := fmt.Sprintf("costs %d", cost)
	ap := func(n int) func(t *testing.T, s *State) *State {
		return func(t *testing.T, s *State) *State { s.Players[0].AP = n; return s }
	}
	hand := func(n int) func(t *testing.T, s *State) *State {
		return func(t *testing.T, s *State) *State { s.Players[0].Hand = n; return s }
	}
	row := func(n int, gov bool) func(t *testing.T, s *State) *State {
		return func(t *testing.T, s *State) *State {
			sd := &s.Players[0].Side
			for k := range n {
				q := politicardrules.Placed{ID: "G49", Seq: 100 + k, Owner: 1}
				if gov {
					sd.Gov = append(sd.Gov, q)
				} else {
					sd.Pub = append(sd.Pub, q)
				}
			}
			return s
		}
	}
	discard := func(n int) func(t *testing.T, s *State) *State {
		return func(t *testing.T, s *State) *State {
			for range n {
				s.Players[0].Discard = append(s.Players[0].Discard, "G36")
			}
			return s
		}
	}
	then := func(fs ...func(t *testing.T, s *State) *State) func(t *testing.T, s *State) *State {
		return func(t *testing.T, s *State) *State {
			for _, f := range fs {
				s = f(t, s)
			}
			return s
		}
	}
	doing := func(as ...referee.Action[*State]) func(t *testing.T, s *State) *State {
		return func(t *testing.T, s *State) *State {
			for _, a := range as {
				s = do(t, s, a)
			}
			return s
		}
	}
	runEdges(t, []edge{
		{"play with the AP it costs", []string{"G36"}, ap(cost), play("Ann", "G36"), true, ""},
		{"play one AP short", []string{"G36"}, ap(cost - 1), play("Ann", "G36"), false, costs},
		{"play the last card in hand", []string{"G36"}, hand(1), play("Ann", "G36"), true, ""},
		{"play with no card in hand", []string{"G36"}, hand(0), play("Ann", "G36"), false, "Ann holds no card"},
		{"set with the AP it costs", nil, ap(cost), &Set{Player: "Ann"}, true, ""},
		{"set one AP short", nil, ap(cost - 1), &Set{Player: "Ann"}, false, "setting an intervention costs"},
		{"set the last card in hand", nil, hand(1), &Set{Player: "Ann"}, true, ""},
		{"set with no card in hand", nil, hand(0), &Set{Player: "Ann"}, false, "Ann holds no card"},
		{"government row one short of full", []string{"G36"}, row(r.RowSize-1, true), play("Ann", "G36"), true, ""},
		{"government row full", []string{"G36"}, row(r.RowSize, true), play("Ann", "G36"), false, "government row is full"},
		{"public row one short of full", []string{"S70"}, row(r.RowSize-1, false), play("Ann", "S70"), true, ""},
		{"public row full", []string{"S70"}, row(r.RowSize, false), play("Ann", "S70"), false, "public row is full"},
		{"the second of two copies", []string{"G36"}, discard(1), play("Ann", "G36"), true, ""}, // the filler adds a second G36
		{"a third of two copies", []string{"G36"}, discard(2), play("Ann", "G36"), false, "the table already shows 2"},
		// Bewegung: the first government card of a round costs 0 AP.
		{"Bewegung: a government card with 0 AP", []string{"S70", "G36"}, then(doing(play("Ann", "S70")), ap(0)), play("Ann", "G36"), true, ""},
		{"no Bewegung: a government card with 0 AP", []string{"S70", "G36"}, ap(0), play("Ann", "G36"), false, costs},
		{"Bewegung used this round", []string{"S70", "G36", "G32"}, then(doing(play("Ann", "S70"), play("Ann", "G36")), ap(cost-1)), play("Ann", "G32"), false, costs},
		{"Bewegung makes no initiative free", []string{"S70", "S12"}, then(doing(play("Ann", "S70")), ap(cost-1)), play("Ann", "S12"), false, costs},
		// NGO/Think-Tank: the next initiative this turn costs 1 AP less.
		{"NGO: an initiative one AP under its price", []string{"S86", "S12"}, then(doing(play("Ann", "S86")), ap(cost-1)), play("Ann", "S12"), true, ""},
		{"no NGO: an initiative one AP under its price", []string{"S86", "S12"}, ap(cost - 1), play("Ann", "S12"), false, costs},
		{"NGO makes no government card cheaper", []string{"S86", "G32"}, then(doing(play("Ann", "S86")), ap(cost-1)), play("Ann", "G32"), false, costs},
	})
}

// A trigger needs an intervention face down: one set is enough, none is
// refused (S40 fires on a government card).
func TestTriggerNeedsAFaceDownCard(t *testing.T) {
	s := start(t, deckWith(t), deckWith(t, "S40"))
	s = do(t, s, end("Ann"))
	s = do(t, s, set("Bob"))
	s = do(t, s, end("Bob"))
	s = do(t, s, play("Ann", "G23"))
	require.NotNil(t, s.Window)
	require.Equal(t, 1, s.Players[1].FaceDown)
	require.NoError(t, trig("Bob", "S40").Legal(s), "the one set")
	none := s.Clone()
	none.Players[1].FaceDown = 0
	refused(t, none, trig("Bob", "S40"), "Bob has no intervention face down")
}
