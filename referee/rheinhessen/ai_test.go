package rheinhessen

import (
	"encoding/json"
	"flag"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
	"boardroom/referee"
	"boardroom/referee/refereetest"
	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"

	"boardroom/phrase"
)

func policy(t *testing.T, id string) Policy {
	t.Helper()
	p, err := Personas().Lookup(id)
	require.NoError(t, err)
	return NewPolicy(p)
}

// seen is a set position: seat 0 to play with hand, at track, the rivals'
// illegal raw values and scores as given.
func seen(t *testing.T, hand string, track int, illegal, scores []int) *Seen {
	v := &Seen{Seat: 0, Hand: cs(t, hand), Track: track, DrawPile: 120, Turn: 9, Seats: make([]SeenSeat, len(illegal))}
	for j := range illegal {
		v.Seats[j] = SeenSeat{Score: scores[j], Hand: 7, IllegalRaw: illegal[j]}
		if illegal[j] > 0 {
			v.Seats[j].Floor = cs(t, "2S 5H 9D KC AH 3C 7S")
		}
	}
	return v
}

// The Aggressor floods the market: with no legal hand it dumps its cards as
// one illegal production, a violation when they total 27 or more, and it
// dumps even two cards (it never hoards); the Conservative Manager makes no
// illegal production at all, plays a legal hand of at most 21 points and
// keeps bigger ones back.
func TestAggressorRisksWhatTheConservativeWouldNot(t *testing.T) {
	hand := "7C 9D KS JH 2S 4H 6D" // no legal hand: raw 48
	v := seen(t, hand, 1, []int{0, 0, 0, 0}, []int{0, 0, 0, 0})
	m := policy(t, "aggressor").Choose(v)
	require.Equal(t, MoveProduce, m.Kind)
	assert.True(t, m.Illegal)
	assert.Equal(t, 48, R().Raw(m.Cards), "the whole hand: %s", cards.Format(m.Cards))
	m = policy(t, "aggressor").Choose(seen(t, "2S 4H", 1, []int{0, 0, 0, 0}, []int{0, 0, 0, 0}))
	assert.Equal(t, Move{Kind: MoveProduce, Cards: cs(t, "2S 4H"), Illegal: true}, m, "no hoarding")

	for track := range 4 {
		m = policy(t, "conservative").Choose(seen(t, hand, track, []int{0, 0, 0, 0}, []int{0, 0, 0, 0}))
		assert.Equal(t, MovePass, m.Kind, "track %d", track)
	}

	// With a pair in hand the Conservative takes the legal production; a
	// pair of kings (22 points) it keeps back.
	m = policy(t, "conservative").Choose(seen(t, "2C 2D KS JH QS 9H AD", 0, []int{0, 0, 0, 0}, []int{0, 0, 0, 0}))
	require.Equal(t, MoveProduce, m.Kind)
	assert.False(t, m.Illegal)
	assert.Equal(t, cs(t, "2C 2D"), m.Cards)
	m = policy(t, "conservative").Choose(seen(t, "KC KD JH QS 9H AD", 0, []int{0, 0, 0, 0}, []int{0, 0, 0, 0}))
	assert.Equal(t, MovePass, m.Kind)
	m = policy(t, "aggressor").Choose(seen(t, "2C 2D KS JH QS 9H AD", 0, []int{0, 0, 0, 0}, []int{0, 0, 0, 0}))
	assert.True(t, m.Illegal, "the Aggressor dumps the hand: %s", cards.Format(m.Cards))
}

// The Balanced Executive adapts to the track: illegal productions up to raw
// 40 at track 0 and 1, safe ones at 2, and from track 3 legal only.
func TestBalancedSwitchesAtTrack3(t *testing.T) {
	hand := "7C 9D KS JH 2S 4H 6D 8C" // no legal hand
	for track, want := range map[int]string{0: "dangerous", 1: "dangerous", 2: "safe", 3: "pass"} {
		m := policy(t, "balanced").Choose(seen(t, hand, track, []int{0, 0, 0, 0}, []int{0, 0, 0, 0}))
		raw := R().Raw(m.Cards)
		switch want {
		case "dangerous":
			assert.True(t, m.Kind == MoveProduce && m.Illegal && raw >= 27 && raw <= 40, "track %d: %v %s", track, m.Kind, cards.Format(m.Cards))
		case "safe":
			assert.True(t, m.Kind == MoveProduce && m.Illegal && raw <= 26, "track %d: %v %s", track, m.Kind, cards.Format(m.Cards))
		case "pass":
			assert.Equal(t, MovePass, m.Kind, "track %d", track)
		}
	}
	// At track 3 it still plays a legal hand.
	m := policy(t, "balanced").Choose(seen(t, hand+" 8D", 3, []int{0, 0, 0, 0}, []int{0, 0, 0, 0}))
	assert.Equal(t, Move{Kind: MoveProduce, Cards: cs(t, "8C 8D")}, m)
}

// The Opportunist audits the floor with the most illegal raw value; the
// Aggressor audits the highest score among the floors of 25 illegal raw or
// more; the Conservative leaves floors below 45 alone.
func TestOpportunistAuditsTheMostIllegalFloor(t *testing.T) {
	illegal := []int{0, 20, 50, 35}
	scores := []int{10, 40, 30, 120}
	v := seen(t, "2C 2D", 0, illegal, scores)
	v.CanAudit = true
	assert.Equal(t, Move{Kind: MoveAudit, Victim: 2}, policy(t, "opportunist").Choose(v))
	assert.Equal(t, Move{Kind: MoveAudit, Victim: 3}, policy(t, "aggressor").Choose(v), "the leader, with 120 points")
	v.Seats[3].IllegalRaw = 24
	assert.Equal(t, Move{Kind: MoveAudit, Victim: 2}, policy(t, "aggressor").Choose(v),
		"the leader's floor holds under 25, and so does seat 1's (40 points): seat 2, the highest score of those that hold 25 or more")
	v.Seats[3].IllegalRaw = 35
	assert.Equal(t, Move{Kind: MoveAudit, Victim: 2}, policy(t, "conservative").Choose(v))
	v.Seats[2].IllegalRaw = 44
	m := policy(t, "conservative").Choose(v)
	assert.Equal(t, MoveProduce, m.Kind, "no floor holds 45 illegal raw: it produces")
	v.CanAudit = false
	assert.Equal(t, MoveProduce, policy(t, "opportunist").Choose(v).Kind, "one audit a turn")
}

// The Opportunist makes the spike play at track 3 only when the rivals'
// floors are dirtier than its own, and otherwise makes no illegal production
// there; it decides the spike on the floors as they are, before any audit
// (an audit would clean the floor the external audit is to fine); from track
// 2 it keeps its odd cards. The Balanced never triggers the external audit.
func TestSpikePlay(t *testing.T) {
	hand := "7C 9D KS JH 2S 4H 6D 8C"
	clean := seen(t, hand, 3, []int{0, 0, 0, 0}, []int{0, 0, 0, 0})
	assert.Equal(t, MovePass, policy(t, "opportunist").Choose(clean).Kind, "clean rivals: no spike, no illegal production")
	clean.Hand = cs(t, hand+" 8D")
	assert.Equal(t, Move{Kind: MoveProduce, Cards: cs(t, "8C 8D")}, policy(t, "opportunist").Choose(clean), "a legal hand it plays")

	dirty := seen(t, hand, 3, []int{0, 20, 20, 20}, []int{0, 0, 0, 0})
	dirty.CanAudit = true // it could audit a floor of 20, but the spike comes first
	m := policy(t, "opportunist").Choose(dirty)
	require.Equal(t, MoveProduce, m.Kind, "dirty rivals: the spike, not an audit")
	raw := R().Raw(m.Cards)
	assert.True(t, m.Illegal && raw >= 27 && raw <= 70, "the spike: %s (raw %d)", cards.Format(m.Cards), raw)
	// Its own dirty floor weighs against the rivals': 60 - 31 < 30: no
	// spike, so it strikes with an audit, or passes once it has audited.
	dirty.Seats[0].IllegalRaw = 31
	assert.Equal(t, Move{Kind: MoveAudit, Victim: 1}, policy(t, "opportunist").Choose(dirty))
	dirty.CanAudit = false
	assert.Equal(t, MovePass, policy(t, "opportunist").Choose(dirty).Kind)
	m = policy(t, "balanced").Choose(seen(t, hand, 3, []int{0, 20, 20, 20}, []int{0, 0, 0, 0}))
	assert.Equal(t, MovePass, m.Kind)

	// It audits a floor of 12 at any track; below track 2 it plays safe
	// illegal hands, from track 2 it holds its odd cards.
	for track := range 4 {
		v := seen(t, hand, track, []int{0, 12, 0, 0}, []int{0, 0, 0, 0})
		v.CanAudit = true
		assert.Equal(t, Move{Kind: MoveAudit, Victim: 1}, policy(t, "opportunist").Choose(v), "track %d", track)
		v.Seats[1].IllegalRaw = 11
		assert.NotEqual(t, MoveAudit, policy(t, "opportunist").Choose(v).Kind, "track %d: 11 is too little", track)
		v.CanAudit = false
		m := policy(t, "opportunist").Choose(v)
		if track < 2 {
			assert.True(t, m.Kind == MoveProduce && m.Illegal && R().Raw(m.Cards) <= 26, "track %d: safe %s", track, cards.Format(m.Cards))
		} else {
			assert.Equal(t, MovePass, m.Kind, "track %d", track)
		}
	}
}

// In whole simulated games every violation of the Opportunist is a spike
// play (it makes no other violation), and it does make them at a table
// that reaches track 3 with dirty floors.
func TestOpportunistSpikesInSimulatedGames(t *testing.T) {
	spikes := 0.0
	for _, seats := range [][]string{rulebook(), {"aggressor", "opportunist"}, {"opportunist", "aggressor", "aggressor", "balanced"}} {
		rep, err := RunSimulation(SimOptions{Games: 300, Seats: seats, Seed: 1, Rotate: true})
		require.NoError(t, err)
		s := seatOf(rep, "opportunist")
		t.Logf("%v: the Opportunist makes %.3f violations and triggers %.3f external audits a game", seats, s.Violations, s.Externals)
		assert.Equal(t, s.Violations, s.Externals, "%v: every violation of the Opportunist is a spike play", seats)
		spikes += s.Externals
	}
	assert.Positive(t, spikes)
}

// The searches the policies use find what they claim.
func TestBestSubsetAndLegalOptions(t *testing.T) {
	var buf scratch
	got, raw := bestSubset(cs(t, "AS KH 9D 7C 5S 3H"), 26, &buf)
	assert.Equal(t, 26, raw)
	assert.Equal(t, 26, R().Raw(got))
	_, raw = bestSubset(cs(t, "AS KH"), 5, &buf)
	assert.Equal(t, 0, raw)
	got, raw = bestSubset(cs(t, "AS KH"), 50, &buf)
	assert.Equal(t, 21, raw)
	assert.Len(t, got, 2)
	for _, o := range legalOptions(cs(t, "AS 2S 3S 4S 5S 5H 5D KD KD 9D 7D"), &buf) {
		_, ok := rheinhessenrules.Classify(o)
		assert.True(t, ok, cards.Format(o))
	}
	best, raw := bestLegal(cs(t, "AS 2S 3S 4S 5S 5H 5D KD KC"), &buf)
	assert.Equal(t, 35, raw, cards.Format(best)) // full house 5 5 5 K K
	h, _ := rheinhessenrules.Classify(best)
	assert.Equal(t, rheinhessenrules.FullHouse, h)
}

var simGames = flag.Int("games", 0, "games TestAIsNeverMoveIllegally plays (default 400, 10,000 with -long)")

// long is -long: the AI-strength tables and the long random runs in full.
var long = refereetest.Long

func rulebook() []string { return Personas().Rulebook() }

// An AI never makes a move the rules refuse, in any seat, at tables of two
// to four, with the Expert too: the simulator checks every move (cards held,
// a legal hand when declared legal, one audit of a rival per turn, no fifth
// copy of a card in play) and fails on the first it refuses: 100 games at
// each table of the quick personas and 10 at each of the searching Expert's
// (400 and 20 in all, about a second); with -long 2,500 and 250 (10,000 and
// 500, most of a minute); -games sets the count.
func TestAIsNeverMoveIllegally(t *testing.T) {
	n := 400
	if *long {
		n = 10000
	}
	if *simGames > 0 {
		n = *simGames
	}
	tables := [][]string{rulebook(), {"quick", "aggressor", "balanced", "conservative"},
		{"opportunist", "quick", "conservative"}, {"aggressor", "balanced", "legalist"},
		{"expert", "aggressor", "balanced", "conservative"}, {"expert", "legalist"}}
	total := 0
	for k, seats := range tables {
		games := n / 4
		if slices.Contains(seats, "expert") {
			games = n / 40 // the searching Expert is slower: 250 games a table
		}
		rep, err := RunSimulation(SimOptions{Games: games, Seats: seats, Seed: int64(k), Rotate: true})
		require.NoError(t, err)
		total += rep.Games
		ends := 0
		for _, c := range rep.Ends {
			ends += c
		}
		assert.Equal(t, rep.Games, ends)
	}
	t.Logf("%d games without a refused move", total)
}

// The simulator and the referee are the same game: the same deal, the same
// moves and the same result, move by move, and every move passes the
// referee's own Legal.
func TestSimMatchesReferee(t *testing.T) {
	for seed := range int64(6) {
		ids := []string{"aggressor", "balanced", "conservative", "opportunist"}
		if seed%2 == 1 {
			ids[seed%4] = "expert"
		}
		pols := make([]Policy, len(ids))
		for i, id := range ids {
			pols[i] = policy(t, id)
		}
		want, err := Simulate(seed, pols)
		require.NoError(t, err)

		setup, _ := json.Marshal(Setup{Players: seatNames(ids), AI: ids})
		s, err := Rules{}.New(setup, seed)
		require.NoError(t, err)
		refPols := Policies(ids)
		for steps := 0; !s.Ended; steps++ {
			require.Less(t, steps, 10000)
			a, ok := NextAI(s, refPols)
			require.True(t, ok)
			require.NoError(t, a.Legal(s), "seed %d turn %d: %#v", seed, s.Turn, a)
			s, err = a.Apply(s, referee.NewChance(seed, steps))
			require.NoError(t, err)
		}
		got := make([]int, len(s.Players))
		for i, p := range s.Players {
			got[i] = p.Score
		}
		assert.Equal(t, want.Scores, got, "seed %d", seed)
		assert.Equal(t, want.Winners, s.Winners, "seed %d", seed)
		assert.Equal(t, want.Turns, s.Turn, "seed %d", seed)
	}
}

func seatNames(ids []string) []string {
	var out []string
	for _, id := range ids {
		p, _ := Personas().Persona(id)
		out = append(out, p.Seat)
	}
	return out
}

// The virtual shoe holds four copies of each card and never deals a fifth:
// at every turn of whole games, the pile, every hand, every floor and the
// audit discards hold exactly the 208 cards of four decks.
func TestVirtualShoeNeverDealsAFifthCopy(t *testing.T) {
	ids := rulebook()
	setup, _ := json.Marshal(Setup{Players: seatNames(ids), AI: ids})
	for seed := range int64(3) {
		s, err := Rules{}.New(setup, seed)
		require.NoError(t, err)
		pols := Policies(ids)
		for !s.Ended {
			var count [52]int
			add := func(cs []cards.Card) {
				for _, c := range cs {
					count[c.Index()]++
				}
			}
			add(s.Shoe.Pile)
			for i := range s.Players {
				add(s.Shoe.Hand(i))
				add(s.Players[i].FloorCards())
				require.Equal(t, s.Players[i].Hand, len(s.Shoe.Hand(i)), "the counted hand is the dealt hand")
			}
			add(s.Discards)
			for k, n := range count {
				require.Equal(t, R().Decks, n, "card %d at turn %d", k, s.Turn)
			}
			require.Equal(t, s.DrawPile, len(s.Shoe.Pile))
			a, _ := NextAI(s, pols)
			s, err = a.Apply(s, nil)
			require.NoError(t, err)
		}
	}
}

// A saved solo game replays to the same state: every action (the AI's too)
// is in the log, the deal comes from the seed, and undo, redo and reopening
// the file give back exactly the states played.
func TestSavedSoloGameReplays(t *testing.T) {
	setup, _ := json.Marshal(Setup{Players: []string{"Anna", "Aggressor", "Balanced", "Opportunist"}, AI: []string{"", "aggressor", "balanced", "opportunist"}})
	pols := Policies([]string{"expert", "aggressor", "balanced", "opportunist"})
	refereetest.CheckUndo(t, Rules{}, GameID, setup, 99, 60, rand.New(rand.NewPCG(1, 2)), func(s *State, r *rand.Rand) referee.Action[*State] {
		if s.Ended {
			return nil
		}
		if r.IntN(8) == 0 { // a human's mistake: a card Anna does not hold, or out of turn
			return &Produce{Player: "Anna", Cards: []cards.Card{cards.New(cards.Ace, cards.Spades), cards.New(cards.Ace, cards.Spades)}}
		}
		m := pols[s.Current].Choose(s.SeenBy(s.Current))
		return m.Action(s, s.CurrentName())
	})
}

// The report is the same whatever the number of workers.
func TestSimulationSameOnAnyNumberOfCores(t *testing.T) {
	o := SimOptions{Games: 24, Seats: rulebook(), Seed: 5}
	o.Workers = 1
	one, err := RunSimulation(o)
	require.NoError(t, err)
	o.Workers = 3
	three, err := RunSimulation(o)
	require.NoError(t, err)
	assert.Equal(t, one, three)
	total := 0.0
	for _, s := range one.Seats {
		total += s.Wins
		assert.LessOrEqual(t, s.WinLow, s.WinRate)
		assert.GreaterOrEqual(t, s.WinHigh, s.WinRate)
	}
	assert.InDelta(t, 24, total, 1e-9, "every game has its winner")
	for _, bad := range []struct {
		o    SimOptions
		want string
	}{
		{SimOptions{Games: 1, Seats: []string{"aggressor"}}, "is for 2-4 corporations, got 1"},
		{SimOptions{Games: 1, Seats: []string{"foo"}}, `no AI persona "foo"`},
		{SimOptions{Games: 1, Seats: []string{"aggressor", "", "balanced"}}, "an empty persona name"},
		{SimOptions{Games: 0, Seats: rulebook()}, "--games must be at least 1"},
		{SimOptions{Games: 1, Seats: rulebook(), Workers: -1}, "--workers must be 0 (one per core) or more, got -1"},
	} {
		_, err = RunSimulation(bad.o)
		var ue *phrase.UsageError
		require.ErrorAs(t, err, &ue, "%+v", bad.o)
		assert.Contains(t, err.Error(), bad.want)
	}
}

// The Expert wins more often than each rulebook persona against the other
// three: in the table of the four, the persona's win rate; with the Expert
// in its place (the same deals), the Expert's. The default run is a small
// version (the seeds are fixed, so are the outcomes): 6 games a two-seat
// table, where the Expert wins more than half, and 4 a four-seat table,
// where it wins more than any other seat. With -long, 1,000 games a table,
// as in docs/ai-statistics.md: at least 60 % against each persona, the lower
// end of its 95 % interval above 50 %.
func TestExpertBeatsEachPersona(t *testing.T) {
	two, four := 6, 4
	if *long {
		two, four = 1000, 1000
	}
	for _, id := range []string{"legalist", "quick", "aggressor", "balanced", "conservative", "opportunist"} {
		rep, err := RunSimulation(SimOptions{Games: two, Seats: []string{"expert", id}, Seed: 11, Rotate: true})
		require.NoError(t, err)
		t.Logf("the Expert against %s: %.1f %% (%.1f-%.1f)", id, 100*rep.Seats[0].WinRate, 100*rep.Seats[0].WinLow, 100*rep.Seats[0].WinHigh)
		assert.Greater(t, rep.Seats[0].WinRate, 0.5, "the Expert against %s", id)
		if *long {
			assert.GreaterOrEqual(t, rep.Seats[0].WinRate, 0.6, "the Expert against %s", id)
			assert.Greater(t, rep.Seats[0].WinLow, 0.5, "the Expert against %s", id)
		}
	}
	// Four seats: the Expert in place of each rulebook persona wins more
	// than any other seat.
	seats4 := rulebook()
	for k, id := range seats4 {
		seats := append([]string{"expert"}, append(append([]string{}, seats4[:k]...), seats4[k+1:]...)...)
		rep, err := RunSimulation(SimOptions{Games: four, Seats: seats, Seed: 11, Rotate: true})
		require.NoError(t, err)
		t.Logf("the Expert in place of %s: %.1f %%", id, 100*rep.Seats[0].WinRate)
		for _, s := range rep.Seats[1:] {
			assert.Greater(t, rep.Seats[0].WinRate, s.WinRate, "the Expert in place of %s, against %s", id, s.Persona)
		}
	}
}

// In a virtual game a hand corrected by `adjust` moves the cards themselves:
// taken from the top of the pile, or the last drawn put back on it (R35).
func TestAdjustHandInAVirtualGame(t *testing.T) {
	setup, _ := json.Marshal(Setup{Players: []string{"Anna", "Expert"}, AI: []string{"", "expert"}})
	s, err := Rules{}.New(setup, 5)
	require.NoError(t, err)
	pile := append([]cards.Card(nil), s.Shoe.Pile...)
	hand := append([]cards.Card(nil), s.Shoe.Hand(0)...)
	more, err := adjuster.Get().Action(referee.Adjustment{Player: "Anna", What: "hand", Delta: 2, Reason: "test"}).Apply(s, nil)
	require.NoError(t, err)
	assert.Equal(t, 11, more.Players[0].Hand)
	assert.Len(t, more.Shoe.Hand(0), 11)
	assert.Equal(t, pile[len(pile)-1], more.Shoe.Hand(0)[9], "the top card of the pile")
	back, err := adjuster.Get().Action(referee.Adjustment{Player: "Anna", What: "hand", Delta: -2, Reason: "test"}).Apply(more, nil)
	require.NoError(t, err)
	assert.Equal(t, hand, back.Shoe.Hand(0))
	assert.Equal(t, pile, back.Shoe.Pile)
	assert.Equal(t, len(pile), back.DrawPile)
}

// Any --players and --ai either make a good virtual table or are refused,
// never a panic: 2-4 seats, at least one human and one AI, seats named once.
func FuzzParseVirtual(f *testing.F) {
	fuzzcheck.Bound(f)
	f.Add("Anna", "aggressor,balanced,opportunist")
	f.Add("Anna,aggressor", "random")
	f.Add("Anna,Ben", "Random")
	f.Add("balanced,expert", "conservative")
	f.Add("", "")
	f.Fuzz(func(t *testing.T, players, ai string) {
		fuzzcheck.Check(t, len(players)+len(ai), func() {
			st, err := ParseVirtual(nil, strings.Split(players, ","), strings.Split(ai, ","), rand.New(rand.NewPCG(1, 2)))
			if err != nil {
				return
			}
			require.Len(t, st.AI, len(st.Players))
			require.GreaterOrEqual(t, len(st.Players), R().Players.Min)
			require.LessOrEqual(t, len(st.Players), R().Players.Max)
			require.Contains(t, st.AI, "")
			raw, _ := json.Marshal(st)
			s, err := Rules{}.New(raw, 1)
			require.NoError(t, err)
			require.Equal(t, st.Players, s.Names())
		})
	})
}

// Issue 25, defect 1: where a violation triggers the external audit, the
// Opportunist makes the spike play or no illegal production at all; when its
// odd cards total less than 27 (no spike to make) it made a safe illegal
// production instead (`new --players Me --ai expert,aggressor,opportunist
// --seed 109`, turn 36, before the fix).
func TestOpportunistMakesNoSmallIllegalProductionWhereTheSpikeWouldTrigger(t *testing.T) {
	for _, track := range []int{3, 4} {
		v := seen(t, "2S 4H 6D 9C", track, []int{0, 30, 30, 30}, []int{0, 0, 0, 0}) // raw 21: no spike
		m := policy(t, "opportunist").Choose(v)
		assert.Equal(t, MovePass, m.Kind, "track %d: %s", track, cards.Format(m.Cards))
		v.Hand = cs(t, "2S 4H 6D 9C KS QH")
		m = policy(t, "opportunist").Choose(v)
		require.Equal(t, MoveProduce, m.Kind, "track %d: raw 41, the spike", track)
		assert.True(t, m.Illegal && R().Raw(m.Cards) >= R().Illegal.DangerFrom, "track %d: %s", track, cards.Format(m.Cards))
	}
}

// Issue 25, defect 2: a violation that triggers the external audit wins only
// if the score still reaches 300 after the extra loss and the fine of the
// seat's own floor, the production's own cards included (the external audit
// fines them too). The estimate left them out: 71 raw of odd
// cards (38 points, 20 extra loss, 99 fine) looked like a win at 283.
func TestOwnFineOfAWinningViolationCountsTheProductionsCards(t *testing.T) {
	p := rheinhessenrules.Persona{ID: "test", Name: rheinhessenrules.Words{EN: "Test", DE: "Test"}, Seat: "Test", About: rheinhessenrules.Words{EN: "x", DE: "x"}, IllegalMax: []int{90, 90, 90, 90, 90},
		KeepPairs: true, LegalBias: 50, TriggerExternal: rheinhessenrules.TriggerAlways, AuditFrom: 1000, AuditTarget: rheinhessenrules.TargetMostIllegal}
	v := seen(t, "2S 2H AS KH QD JC 9S 8H 7D 6C", 4, []int{0, 0, 0, 0}, []int{283, 0, 0, 0})
	spike := choice{cards: cs(t, "AS KH QD JC 9S 8H 7D 6C"), raw: 71, illegal: true, points: R().PointsForRaw(71, false)}
	assert.Equal(t, 38-20-99, netPoints(R(), v, spike), "38 points, 20 extra loss, 71 x 1.40 fine")
	m := NewPolicy(&p).Choose(v)
	assert.Equal(t, Move{Kind: MoveProduce, Cards: cs(t, "2S 2H")}, m, "no production wins: the legal pair it prefers")
	// With the floor already holding a legal hand the fine is the same: the
	// salvage keeps it.
	v.Seats[0].Floor = cs(t, "3S 3D")
	assert.Equal(t, 38-20-99, netPoints(R(), v, spike))
}
