package referee_test

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
	"boardroom/referee"
)

// FuzzLoad feeds arbitrary bytes to the saved-game loader: it must never
// panic, every error must name the file, and whatever loads must be the
// replay of its log.
func FuzzLoad(f *testing.F) {
	fuzzcheck.Bound(f)
	// The seed is made in memory: a game created and played on disk syncs
	// every save, and each fuzzing worker sets the target up again (under
	// a busy disk that held the workers for seconds, issue 31). It is
	// small: a large seed is minimised, not fuzzed.
	log, _ := longLog(f, 6)
	n := len(log)
	log = append(log, referee.Entry{Seq: n + 1, Time: log[n-1].Time, Kind: referee.KindUndo, Target: n},
		referee.Entry{Seq: n + 2, Time: log[n-1].Time, Kind: referee.KindRedo, Target: n})
	good := saveBytes(f, "seed", log)
	f.Add(good)
	f.Add(good[:len(good)/3])
	f.Add([]byte(strings.Replace(string(good), `"format":1`, `"format":9`, 1)))
	f.Add([]byte(strings.Replace(string(good), `"kind":"undo"`, `"kind":"redo"`, 1)))
	f.Add([]byte(strings.Replace(string(good), `"value":`, `"value":-`, 1)))
	f.Add([]byte(`{"format":1,"game":"counter","setup":{},"seed":1,"log":[{"seq":1,"kind":"action","action":{"type":"draw","card":"zz"}}]}`))
	f.Add([]byte(`{"format":1,"game":"counter","setup":null,"log":[{"seq":1,"kind":"undo","target":1}]}`))
	f.Add([]byte(`{"format":1,"game":"counter","setup":{"deck":[]},"log":[{"seq":1,"kind":"action","action":{"type":"roll","dice":3},"outcomes":[{"what":"d6","value":1e400}]}]}`))
	f.Add([]byte(`null`))
	f.Add([]byte{})

	// Each input is loaded from memory (referee.Load, what Open does after
	// reading the file): no directory, file or lock per input, so the fuzzer
	// runs thousands of inputs a second and minimizes quickly. Open's own
	// file handling is tested in store_test.go and harden_test.go.
	path := filepath.Join(f.TempDir(), gameID, "fuzz.json")
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			g, err := referee.Load(path, data, gameID, counterRules{})
			if err != nil {
				require.Contains(t, err.Error(), path)
				require.NotContains(t, err.Error(), "\n")
				return
			}
			s, err := referee.Replay(counterRules{}, g.Setup(), g.Seed(), g.Log())
			require.NoError(t, err)
			require.Equal(t, g.State(), s)
		})
	})
}

// longLog builds the log of n accepted actions of the counter game, as Do
// would have recorded them, and the state they lead to.
func longLog(tb testing.TB, n int) ([]referee.Entry, counter) {
	tb.Helper()
	rules := counterRules{}
	s, err := rules.New(counterSetupJSON, 42)
	require.NoError(tb, err)
	r := rand.New(rand.NewPCG(3, 4))
	at := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	log := make([]referee.Entry, 0, n)
	for len(log) < n {
		a := randomAction(s, r)
		if a.Legal(s) != nil {
			continue
		}
		raw, err := referee.EncodeAction(a)
		require.NoError(tb, err)
		seq := len(log) + 1
		ch := referee.NewChance(42, seq)
		s, err = a.Apply(s, ch)
		require.NoError(tb, err)
		log = append(log, referee.Entry{Seq: seq, Time: at.Add(time.Duration(seq) * time.Second),
			Kind: referee.KindAction, Action: raw, Outcomes: ch.Outcomes()})
	}
	return log, s
}

// saveBytes is log as the saved game name, in the file format.
func saveBytes(tb testing.TB, name string, log []referee.Entry) []byte {
	tb.Helper()
	file := map[string]any{
		"format": referee.FormatVersion, "game": gameID, "name": name, "status": "long",
		"seed": 42, "created": log[0].Time, "updated": log[len(log)-1].Time,
		"setup": counterSetupJSON, "log": log,
	}
	data, err := json.Marshal(file)
	require.NoError(tb, err)
	return data
}

// writeLog saves log as the game name in home, in the file format.
func writeLog(tb testing.TB, home, name string, log []referee.Entry) string {
	tb.Helper()
	data := saveBytes(tb, name, log)
	path := filepath.Join(home, gameID, name+".json")
	require.NoError(tb, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(tb, os.WriteFile(path, data, 0o644))
	return path
}

func TestLongLogReplays(t *testing.T) {
	log, want := longLog(t, 10000)
	home := t.TempDir()
	writeLog(t, home, "long", log)
	start := time.Now()
	g := open(t, home, "long")
	t.Logf("opening a 10,000-action game took %v", time.Since(start))
	require.Equal(t, want, g.State())
	s, err := g.Undo()
	require.NoError(t, err)
	want, err = referee.Replay(counterRules{}, counterSetupJSON, 42, log[:len(log)-1])
	require.NoError(t, err)
	require.Equal(t, want, s)
}

// BenchmarkReplay10000 replays a 10,000-action log (decode, Legal, Apply
// with recorded outcomes per action): the engine's budget is 200 ms.
func BenchmarkReplay10000(b *testing.B) {
	log, _ := longLog(b, 10000)
	for b.Loop() {
		if _, err := referee.Replay(counterRules{}, counterSetupJSON, 42, log); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOpen10000 opens a saved 10,000-action game: read the file,
// check it, take the lock, replay.
func BenchmarkOpen10000(b *testing.B) {
	log, _ := longLog(b, 10000)
	home := b.TempDir()
	writeLog(b, home, "long", log)
	for b.Loop() {
		g, err := referee.Open(home, gameID, "long", counterRules{})
		if err != nil {
			b.Fatal(err)
		}
		g.Close()
	}
}

// BenchmarkDo1000 is one accepted action (Legal, Apply, append, atomic save
// with backup) on a game with a 1,000-action log.
func BenchmarkDo1000(b *testing.B) {
	log, _ := longLog(b, 1000)
	home := b.TempDir()
	writeLog(b, home, "long", log)
	g, err := referee.Open(home, gameID, "long", counterRules{})
	if err != nil {
		b.Fatal(err)
	}
	defer g.Close()
	for b.Loop() {
		if _, err := g.Do(add{N: 1}); err != nil {
			b.Fatal(err)
		}
	}
}
