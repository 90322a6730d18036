package rheinhessen

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/rules/cards"
)

// Boundary tests (issue 30): every refusal that counts something, at its
// edge: a production of as many cards as the hand holds and one more, as
// many copies of a card as the decks hold and one more, one audit a turn.

func TestProduceRefusalsAtTheirEdge(t *testing.T) {
	tg := newGame(t, "Anna", "Ben")
	base := tg.g.State()
	require.Equal(t, 0, base.Current)
	decks := R().Decks
	eight := cs(t, "8S")[0]
	known := func(n int) func(s *State) {
		return func(s *State) {
			for range n {
				s.Discards = append(s.Discards, eight)
			}
		}
	}
	hand := func(n int) func(s *State) { return func(s *State) { s.Players[0].Hand = n } }
	pair := &Produce{Player: "Anna", Cards: cs(t, "8S 8H")}
	for _, c := range []struct {
		name string
		set  func(s *State)
		a    referee.Action[*State]
		ok   bool
		want string
	}{
		{"two cards from a hand of two", hand(2), pair, true, ""},
		{"two cards from a hand of one", hand(1), pair, false, "Anna holds 1 card, so it cannot produce 2"},
		{"no cards", nil, &Produce{Player: "Anna"}, false, "Anna names no cards"},
		{"the last copy the decks hold", known(decks - 1), pair, true, ""},
		{"one copy more than the decks hold", known(decks), pair, false, fmt.Sprintf("hold only %d", decks)},
		{"every copy in one production", hand(decks + 1), &Produce{Player: "Anna", Cards: repeat(eight, decks), Illegal: true}, true, ""},
		{"one copy more in one production", hand(decks + 1), &Produce{Player: "Anna", Cards: repeat(eight, decks+1), Illegal: true}, false, fmt.Sprintf("hold only %d", decks)},
		{"the turn's audit", nil, &Audit{Auditor: "Anna", Victim: "Ben"}, true, ""},
		{"a second audit", func(s *State) { s.Audited = 1 }, &Audit{Auditor: "Anna", Victim: "Ben"}, false, "has already audited Ben"},
		{"an audit of one's own floor", nil, &Audit{Auditor: "Anna", Victim: "Anna"}, false, "cannot audit its own floor"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := base.Clone()
			if c.set != nil {
				c.set(s)
			}
			err := c.a.Legal(s)
			if c.ok {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			require.True(t, referee.IsRefusal(err), "%v", err)
			require.Contains(t, err.Error(), c.want)
		})
	}
}

func repeat(c cards.Card, n int) []cards.Card {
	out := make([]cards.Card, n)
	for k := range out {
		out[k] = c
	}
	return out
}
