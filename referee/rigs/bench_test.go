package rigs

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"
)

// BenchmarkReplay10000 replays a saved R.I.G.S. log of 10,000 actions:
// deals and adjustments, each checked and applied as when it was accepted.
func BenchmarkReplay10000(b *testing.B) {
	st, _ := ParseSetup([]string{"Ann", "Bob", "Cy"}, false)
	setup, _ := json.Marshal(st)
	g, err := referee.Create(b.TempDir(), GameID, "bench", setup, 5, Rules{})
	require.NoError(b, err)
	defer g.Close()
	_, err = g.Do(&Next{})
	require.NoError(b, err)
	actions := []referee.Action[*State]{
		&Give{From: "Ann", To: "Bob", What: "credits", N: 3},
		&Give{From: "Bob", To: "Ann", What: "credits", N: 3},
		&Adjust{Player: "Cy", What: "energy", Delta: 2, Reason: "bench"},
		&Adjust{Player: "Cy", What: "karma", Delta: 1, Reason: "bench"},
		&Adjust{Player: "Cy", What: "karma", Delta: -1, Reason: "bench"},
		&Adjust{Player: "Cy", What: rigsrules.Energy.Title(), Delta: -2, Reason: "bench"},
		&Give{From: "Ann", To: "Cy", What: "supplies", N: 1},
		&Give{From: "Cy", To: "Ann", What: "supplies", N: 1},
	}
	// The rest of the log is built as Do records it, without saving the
	// file 10,000 times: only the replay is measured.
	log, s := g.Log(), g.State()
	for k := 0; len(log) < 10000; k++ {
		a := actions[k%len(actions)]
		require.NoError(b, a.Legal(s))
		raw, err := referee.EncodeAction(a)
		require.NoError(b, err)
		seq := len(log) + 1
		ch := referee.NewChance(5, seq)
		s, err = a.Apply(s, ch)
		require.NoError(b, err)
		log = append(log, referee.Entry{Seq: seq, Time: time.Unix(int64(seq), 0).UTC(), Kind: referee.KindAction, Action: raw, Outcomes: ch.Outcomes()})
	}
	replayed, err := referee.Replay[*State](Rules{}, setup, 5, log)
	require.NoError(b, err)
	require.Equal(b, s.Clone(), replayed.Clone(), "the log replays to the state it was built with")
	b.ResetTimer()
	for b.Loop() {
		if _, err := referee.Replay[*State](Rules{}, setup, 5, log); err != nil {
			b.Fatal(err)
		}
	}
}
