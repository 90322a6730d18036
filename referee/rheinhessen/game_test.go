package rheinhessen

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/refereetest"
	"boardroom/rules/cards"
)

type tgame struct {
	t    *testing.T
	g    *referee.Game[*State]
	home string
	tb   *refereetest.Table[*State]
}

func newGame(t *testing.T, names ...string) *tgame {
	t.Helper()
	st, err := ParseSetup(names)
	require.NoError(t, err)
	tb := refereetest.NewTable[*State](t, Rules{}, GameID, st, 7)
	return &tgame{t, tb.G, tb.Home, tb}
}

func (tg *tgame) do(a referee.Action[*State]) *State { tg.t.Helper(); return tg.tb.Do(a) }

func (tg *tgame) refused(a referee.Action[*State], want string) {
	tg.t.Helper()
	tg.tb.Refused(a, want)
}

func cs(t *testing.T, s string) []cards.Card {
	t.Helper()
	c, err := cards.ParseList([]string{s})
	require.NoError(t, err)
	return c
}

func (tg *tgame) produce(player, cards string) *State {
	tg.t.Helper()
	return tg.do(&Produce{Player: player, Cards: cs(tg.t, cards)})
}

func (tg *tgame) illegal(player, cards string) *State {
	tg.t.Helper()
	return tg.do(&Produce{Player: player, Cards: cs(tg.t, cards), Illegal: true})
}

func (tg *tgame) pass() *State {
	tg.t.Helper()
	s := tg.g.State()
	return tg.do(&Pass{Player: s.Players[s.Current].Name})
}

// passTo passes until it is turn n.
func (tg *tgame) passTo(n int) {
	tg.t.Helper()
	for tg.g.State().Turn < n {
		tg.pass()
	}
	require.Equal(tg.t, n, tg.g.State().Turn)
}

func (tg *tgame) p(name string) *PlayerState {
	s := tg.g.State()
	i, err := s.PlayerIndex(name)
	require.NoError(tg.t, err)
	return &s.Players[i]
}

func (tg *tgame) scores() []int {
	var out []int
	for _, p := range tg.g.State().Players {
		out = append(out, p.Score)
	}
	return out
}

func (tg *tgame) events() string { return strings.Join(tg.g.State().Events, "\n") }

func TestNewCountsTheDealAndTheFirstDraw(t *testing.T) {
	tg := newGame(t, "Anna", "Ben", "Clara", "David")
	s := tg.g.State()
	assert.Equal(t, 1, s.Turn)
	assert.Equal(t, "Anna", s.CurrentName())
	assert.Equal(t, 208-4*7-2, s.DrawPile)
	assert.Equal(t, []int{9, 7, 7, 7}, []int{s.Players[0].Hand, s.Players[1].Hand, s.Players[2].Hand, s.Players[3].Hand})
	assert.Equal(t, []string{
		"Anna, Ben, Clara and David each draw 7 cards from the 208 of 4 decks: 180 cards left in the draw pile.",
		"Turn 1 (round 1), Anna: draws 2 cards (178 left in the draw pile) and holds 9 cards.",
	}, s.Events)
	assert.Equal(t, "turn 1 (round 1), Anna to play; track 0, draw pile 178", Rules{}.Status(s))

	for _, bad := range [][]string{{"Anna"}, {"A", "B", "C", "D", "E"}, {"Anna", "anna"}, {"Anna", "Ben,Clara"}} {
		_, err := ParseSetup(bad)
		assert.Error(t, err, "%v", bad)
	}
}

// A whole four-player game to the end of the draw pile: 180 cards after the
// deal are 90 draws of 2; Ben's turn 90 takes the last two, Clara and David
// complete round 23 without drawing, and the game ends after turn 92. Anna
// and David tie at 60; Anna's floor has no illegal raw value, David's 19:
// Anna wins (R14, R29, R31).
func TestScriptedGameToTheEndOfTheDeck(t *testing.T) {
	tg := newGame(t, "Anna", "Ben", "Clara", "David")

	// Round 1.
	tg.refused(&Produce{Player: "Ben", Cards: cs(t, "8S 8H")}, "it is Anna's turn (turn 1), not Ben's")
	tg.refused(&Audit{Auditor: "Anna", Victim: "Anna"}, "Anna cannot audit its own floor")
	tg.refused(&Audit{Auditor: "Anna", Victim: "Zed"}, `no corporation named "Zed"`)
	tg.refused(&Produce{Player: "Anna", Cards: cs(t, "8S 9H")}, "to produce these cards anyway, declare them illegal")
	tg.refused(&Produce{Player: "Anna", Cards: cs(t, "2S 3S 4S 5S 6S 7S 8S 9S 10S 2H"), Illegal: true}, "Anna holds 9 cards, so it cannot produce 10")
	tg.refused(&Produce{Player: "Anna", Cards: nil}, "Anna names no cards")
	tg.produce("Anna", "8S 8H 5C 5D") // two pair, raw 26 x 0.70 + 8 = 26.2 → 26
	assert.Contains(t, tg.events(), "Anna produces 8♠ 8♥ 5♣ 5♦: two pair, legal: raw 26 x 0.70 + 8 = 26.2 → 26 points; score 0 → 26.")
	tg.illegal("Ben", "QS KH AC 2D 3S") // raw 36: 21.6 → 22 - 5 = 17, a violation
	assert.Contains(t, tg.events(), "Ben's 36-raw illegal production adds 1 tick: track 1 (safe: the next violation adds 1 tick).")
	tg.produce("Clara", "2C 3C 7C 9C KC") // flush, raw 31: 21.7 + 8 = 29.7 → 30
	tg.illegal("David", "4H 6D 9S")       // raw 19: 11.4 → 11, no violation
	assert.Equal(t, []int{26, 17, 30, 11}, tg.scores())
	assert.Equal(t, 1, tg.g.State().Track)

	// Round 2. Anna audits Ben: Q♠ K♥ A♣ 2♦ 3♠ keeps nothing (Q-K-A-2-3 is no
	// straight): raw 36 x 1.40 = 50.4 → 50 fine.
	tg.do(&Audit{Auditor: "Anna", Victim: "Ben"})
	assert.Contains(t, tg.events(), "Anna audits Ben's floor (internal audit): Ben's floor keeps no legal hand; leftover 2♦ 3♠ Q♠ K♥ A♣ leaves the floor: raw 36 x 1.40 = 50.4 → 50 fine: score 17 → -33.")
	tg.refused(&Audit{Auditor: "Anna", Victim: "Clara"}, "Anna has already audited Ben this turn")
	assert.Empty(t, tg.p("Ben").Floor)
	assert.Len(t, tg.g.State().Discards, 5)
	tg.pass()
	tg.produce("Ben", "JS JH JD") // three of a kind, raw 30: 21 + 8 = 29
	assert.Equal(t, -4, tg.p("Ben").Score, "scores may go below zero and come back")
	tg.illegal("Clara", "KS QD JC 10H 9D 8C") // raw 57: 34.2 → 34 - 5 = 29, track 2
	assert.Equal(t, 2, tg.g.State().Track)
	assert.Equal(t, 59, tg.p("Clara").Score)
	assert.Equal(t, 0, tg.p("Clara").Hand)
	// David audits Clara: 2♣ 3♣ 7♣ 9♣ K♣ K♠ Q♦ J♣ 10♥ 9♦ 8♣. Only a flush can
	// keep the 2 and the 3, and J♣ is needed for the straight 9-K, so the
	// best keeps 3♣ 7♣ 8♣ 9♣ K♣ and 9♦ 10♥ J♣ Q♦ K♠ (raw 86); 2♣ is fined
	// 2.8 → 3.
	tg.do(&Audit{Auditor: "David", Victim: "Clara"})
	assert.Contains(t, tg.events(), "leftover 2♣ leaves the floor: raw 2 x 1.40 = 2.8 → 3 fine: score 59 → 56.")
	assert.Equal(t, 0, tg.p("Clara").IllegalRaw())
	require.Len(t, tg.p("Clara").Floor, 2)
	assert.Equal(t, 86, tg.p("Clara").FloorRaw())
	tg.pass()

	// Round 3: Anna's full house (raw 37: 25.9 + 8 = 33.9 → 34).
	tg.produce("Anna", "9S 9H 9D 5H 5S")
	assert.Equal(t, 60, tg.p("Anna").Score)
	tg.refused(&Produce{Player: "Ben", Cards: cs(t, "JS JS JS JS"), Illegal: true},
		"J♠ appears 4 times in this production and 1 is already out (1 on Ben's floor): 4 decks hold only 4")
	tg.refused(&Produce{Player: "Ben", Cards: cs(t, "2D 2D 2D 2D"), Illegal: true},
		"2♦ appears 4 times in this production and 1 is already out (1 removed by audits)")
	tg.pass()
	tg.pass()
	tg.produce("David", "AS AH") // pair of aces, raw 22: 15.4 + 8 = 23.4 → 23
	tg.passTo(16)
	tg.produce("David", "10C 10D 3H 3D") // two pair, raw 26 → 26
	assert.Equal(t, []int{60, -4, 56, 60}, tg.scores())

	// Everyone passes to the end of the draw pile.
	tg.passTo(90)
	s := tg.g.State()
	assert.Equal(t, "Ben", s.CurrentName())
	assert.Equal(t, 0, s.DrawPile)
	assert.Equal(t, 92, s.LastTurn)
	assert.Contains(t, tg.events(), "That was the last card of the draw pile: the round is completed without drawing, and the game ends after turn 92, David's (R29).")
	tg.pass()
	assert.Contains(t, tg.events(), "Turn 91 (round 23), Clara: the draw pile is empty, so Clara draws nothing and holds 40 cards")
	tg.pass()
	s = tg.pass()
	require.True(t, s.Ended)
	assert.Equal(t, 92, s.Turn)
	assert.Equal(t, []int{0}, s.Winners)
	assert.Equal(t, "Anna wins with 60 points", s.WinnerText())
	assert.Contains(t, tg.events(), "Anna and David tie, so the lowest illegal raw value on the floor decides (Anna 0, David 19)")
	assert.Equal(t, "ended: Anna wins with 60 points", Rules{}.Status(s))

	// Every card is accounted for: hands (7 + draws - produced), floors and discards.
	assert.Equal(t, []int{44, 45, 40, 42}, []int{s.Players[0].Hand, s.Players[1].Hand, s.Players[2].Hand, s.Players[3].Hand})
	total := len(s.Discards)
	for _, p := range s.Players {
		total += p.Hand + len(p.FloorCards())
	}
	assert.Equal(t, 208, total)

	tg.refused(&Pass{Player: "Clara"}, "the game has ended: Anna wins with 60 points")
	v := s.ToView()
	require.NotNil(t, v.Winner)
	assert.Equal(t, "Anna", *v.Winner)
	assert.Nil(t, v.Current)
	assert.Equal(t, 19, v.Players[3].FloorIllegalRaw)

	// The saved file replays to the same end.
	g2, err := referee.Open(tg.home, GameID, "test", Rules{}, referee.ReadOnly())
	require.NoError(t, err)
	assert.Equal(t, s.ToView(), g2.State().ToView())
	assert.FileExists(t, filepath.Join(tg.home, GameID, "test.json"))
}

// A four-player game to 300. Ben pushes the track to 3; Anna's legal hands
// take her to 257; her 80-raw illegal production reaches 300 but triggers the
// external audit, which costs her 20: no win (R30). Her pair of tens then
// takes her to 302 and wins at once.
func TestScriptedGameTo300(t *testing.T) {
	tg := newGame(t, "Anna", "Ben", "Clara", "David")
	tg.pass()                           // T1
	tg.illegal("Ben", "QS KH AC 2D 3S") // T2: raw 36 → 17, track 1
	tg.passTo(5)
	tg.produce("Anna", "10H JH QH KH AH") // T5 straight flush, raw 51: 35.7 + 8 = 43.7 → 44
	tg.illegal("Ben", "9S 9H 9D")         // T6 three of a kind declared illegal: raw 27 → 16 - 5 = 11, track 2
	assert.Contains(t, tg.events(), "Ben produces 9♠ 9♥ 9♦: three of a kind declared illegal: raw 27 x 0.60 = 16.2 → 16, minus 5 kickback = 11 points")
	tg.passTo(9)
	tg.produce("Anna", "AS AD AC AH")    // T9 four of a kind, raw 44: 30.8 + 8 = 38.8 → 39
	tg.illegal("Ben", "10C JD QH KC 6D") // T10 raw 46: 27.6 → 28 - 5 = 23, track 3
	assert.Contains(t, tg.events(), "track 3 (high alert: the next violation adds 2 ticks)")
	tg.passTo(13)
	tg.produce("Anna", "AS AS AS KS QS") // T13 flush, raw 53: 37.1 + 8 = 45.1 → 45
	tg.passTo(21)
	tg.produce("Anna", "KD KD KD QD JD") // flush, raw 50 → 43
	tg.passTo(33)
	tg.produce("Anna", "KC KC KC QC JC") // 43
	tg.passTo(41)
	tg.produce("Anna", "KS KS KS QS JS") // 43
	assert.Equal(t, []int{257, 51, 0, 0}, tg.scores())
	tg.passTo(57)
	assert.Equal(t, 8, tg.p("Anna").Hand)

	// T57: 80 raw illegal: 48 - 5 = 43 → 300, but the track goes 3 → 5.
	s := tg.illegal("Anna", "10S 10S 10D JS JD QD QC 10C")
	ev := tg.events()
	assert.Contains(t, ev, "score 257 → 300.")
	assert.Contains(t, ev, "Anna's 80-raw illegal production adds 2 ticks: track 5, external audit")
	// Every rank on Anna's floor has two or more cards: all kept.
	assert.Contains(t, ev, "Anna's floor keeps ")
	assert.Contains(t, ev, "nothing is left over, no fine")
	// Ben's floor: Q♠ K♥ A♣ 2♦ 3♠ 9♠ 9♥ 9♦ 10♣ J♦ Q♥ K♣ 6♦: the straight
	// 10-J-Q-K-A and the three nines (raw 78); a Q, a K, 2, 3 and 6 are
	// left over: raw 31 x 1.40 = 43.4 → 43.
	assert.Contains(t, ev, "raw 31 x 1.40 = 43.4 → 43 fine: score 51 → 8.")
	assert.Contains(t, ev, "Clara's floor is empty: nothing to keep, no fine")
	assert.Contains(t, ev, "Anna triggered the external audit and loses 20 more: score 300 → 280.")
	assert.Contains(t, ev, "The audit track resets to 0.")
	assert.False(t, s.Ended, "300 is checked after the external audit the production triggered (R30)")
	assert.Equal(t, 0, s.Track)
	assert.Equal(t, []int{280, 8, 0, 0}, tg.scores())
	assert.Equal(t, 0, tg.p("Ben").IllegalRaw())

	tg.passTo(61)
	s = tg.produce("Anna", "10H 10H") // pair, raw 20: 14 + 8 = 22 → 302
	require.True(t, s.Ended)
	assert.Equal(t, "Anna wins with 302 points", s.WinnerText())
	assert.Contains(t, tg.events(), "Game over: Anna reaches 302 points after a production: 300 wins at once (R14, R30).")
	assert.Equal(t, 180-2*61, s.DrawPile)
	assert.Equal(t, 61, s.Turn, "the game ends at once: no next turn starts")
	tg.refused(&Pass{Player: "Ben"}, "the game has ended")
}

// The audit track through two external audits (R9, R10): 0 1 2 3 5 → 0,
// then again; it never shows 4.
func TestTrackThroughTwoExternalAuditsViaTheReferee(t *testing.T) {
	tg := newGame(t, "Anna", "Ben")
	var track []int
	step := func(player, cards string) {
		t.Helper()
		tg.illegal(player, cards)
		track = append(track, tg.g.State().Track)
	}
	step("Anna", "KS KH 7D")  // raw 27: 16 - 5 = 11
	step("Ben", "JS JH 9D")   // raw 29: 17 - 5 = 12
	step("Anna", "QS QH 8C")  // raw 28: 17 - 5 = 12
	step("Ben", "10S 10H 9C") // raw 29: 12, track 3 + 2 = 5: external audit
	ev := tg.events()
	assert.Contains(t, ev, "Ben's 29-raw illegal production adds 2 ticks: track 5, external audit")
	// Anna: K♠ K♥ Q♠ Q♥ kept, 7♦ 8♣ fined 15 x 1.40 = 21; Ben keeps three pairs.
	assert.Contains(t, ev, "leftover 7♦ 8♣ leaves the floor: raw 15 x 1.40 = 21 fine: score 23 → 2.")
	assert.Contains(t, ev, "Ben's floor keeps pair 9♦ 9♣, pair 10♠ 10♥, pair J♠ J♥ (raw 58); nothing is left over, no fine")
	assert.Contains(t, ev, "Ben triggered the external audit and loses 20 more: score 24 → 4.")
	assert.Equal(t, []int{2, 4}, tg.scores())

	step("Anna", "KD KC 7S") // raw 27: 11 → 13
	step("Ben", "JD JC 8D")  // raw 28: 12 → 16
	step("Anna", "AS AH 5D") // raw 27: 11 → 24
	step("Ben", "AD AC 6D")  // raw 28: 12 → 28; track 5: external audit
	ev = tg.events()
	// Anna: K K K K Q Q A A kept; 7♠ 5♦ fined 12 x 1.40 = 16.8 → 17.
	assert.Contains(t, ev, "leftover 5♦ 7♠ leaves the floor: raw 12 x 1.40 = 16.8 → 17 fine: score 24 → 7.")
	// Ben: the five diamonds would make a flush but strand 9♣ and A♣ (20);
	// the pairs strand only 6♦ 8♦ (14): 19.6 → 20.
	assert.Contains(t, ev, "leftover 6♦ 8♦ leaves the floor: raw 14 x 1.40 = 19.6 → 20 fine: score 28 → 8.")
	assert.Contains(t, ev, "Ben triggered the external audit and loses 20 more: score 8 → -12.")
	assert.Equal(t, []int{1, 2, 3, 0, 1, 2, 3, 0}, track)
	assert.Equal(t, []int{7, -12}, tg.scores())
	assert.Len(t, tg.g.State().Discards, 6)

	// Undo takes back the production with its whole external audit.
	s, err := tg.g.Undo()
	require.NoError(t, err)
	assert.Equal(t, 3, s.Track)
	assert.Equal(t, []int{24, 16}, []int{s.Players[0].Score, s.Players[1].Score})
	assert.Len(t, s.Discards, 2, "the first audit's 7♦ 8♣")
}

// A tie that the floors' illegal raw values do not break shares the win (R31).
func TestSharedWinAtTheEndOfTheDeck(t *testing.T) {
	tg := newGame(t, "Anna", "Ben")
	tg.produce("Anna", "8S 8H")
	tg.produce("Ben", "8D 8C")
	// 194 cards after the deal: 97 draws. Anna's turn 97 takes the last two;
	// Ben completes round 49.
	tg.passTo(97)
	assert.Contains(t, tg.events(), "ends after turn 98, Ben's (R29)")
	tg.pass()
	s := tg.pass()
	require.True(t, s.Ended)
	assert.Equal(t, []int{0, 1}, s.Winners)
	assert.Equal(t, "Anna and Ben share the win with 19 points each", s.WinnerText())
	assert.Contains(t, s.Result, "still ties: the win is shared (R31)")
	assert.Nil(t, s.ToView().Winner)
	assert.Equal(t, []string{"Anna", "Ben"}, s.ToView().Winners)
}

// With three corporations 187 cards follow the deal: the 94th draw is a
// single card (Anna's), and Ben and Clara complete round 32 (R29).
func TestShortLastDraw(t *testing.T) {
	tg := newGame(t, "Anna", "Ben", "Clara")
	tg.passTo(93)
	assert.Equal(t, 1, tg.g.State().DrawPile)
	s := tg.pass()
	assert.Equal(t, 94, s.Turn)
	assert.Equal(t, "Anna", s.CurrentName())
	assert.Contains(t, tg.events(), "Turn 94 (round 32), Anna: draws 1 card (0 left in the draw pile) and holds 70 cards.")
	assert.Equal(t, 96, s.LastTurn)
	tg.passTo(96)
	s = tg.pass()
	assert.True(t, s.Ended)
	assert.Equal(t, "Anna, Ben and Clara share the win with 0 points each", s.WinnerText())
}

// When the last card falls to the last seat of a round, the game ends after
// that turn (no seat count of the embedded data does this, so the state is
// built by hand).
func TestLastCardOnTheLastSeat(t *testing.T) {
	s := &State{Audited: -1, Turn: 3, DrawPile: 2}
	for _, n := range []string{"Anna", "Ben", "Clara", "David"} {
		s.Players = append(s.Players, PlayerState{Name: n, Hand: 7})
	}
	s.Players[1].Score = 5
	s.startTurn()
	assert.Equal(t, "David", s.CurrentName())
	assert.Equal(t, 4, s.LastTurn)
	assert.Contains(t, s.Events[len(s.Events)-1], "David is the last seat of the round: the game ends after this turn (R29)")
	s.endTurn()
	assert.True(t, s.Ended)
	assert.Equal(t, "Ben wins with 5 points", s.WinnerText())
}
