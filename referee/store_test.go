package referee_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/referee"
)

// savedGame makes a game with a few saves (so a backup exists) and returns
// its home and its file's bytes.
func savedGame(t *testing.T, name string) (string, []byte) {
	t.Helper()
	home := t.TempDir()
	g := create(t, home, name)
	do(t, g, add{N: 4})
	do(t, g, roll{Dice: 1})
	do(t, g, draw{})
	_, err := g.Undo()
	require.NoError(t, err)
	require.NoError(t, g.Close())
	data, err := os.ReadFile(g.Path())
	require.NoError(t, err)
	return home, data
}

func TestDamagedFileIsReportedAndKept(t *testing.T) {
	replace := func(old, new string) func([]byte) []byte {
		return func(b []byte) []byte { return []byte(strings.Replace(string(b), old, new, 1)) }
	}
	tests := []struct {
		name    string
		damage  func([]byte) []byte
		problem string
	}{
		{"truncated", func(b []byte) []byte { return b[:len(b)/2] }, "it is truncated: the JSON ends after"},
		{"empty", func([]byte) []byte { return nil }, "the file is empty"},
		{"syntax", replace(`"seed": 42,`, `"seed": 42,,`), "invalid JSON at byte 109: invalid character ',' looking for beginning of object key string"},
		{"newer format", replace(`"format": 1`, `"format": 2`), "unknown format version 2 (this boardroom reads version 1; a newer boardroom wrote it)"},
		{"no format", replace(`"format": 1,`, ``), "it has no format version; is it a boardroom saved game?"},
		{"wrong game", replace(`"game": "counter"`, `"game": "rigs"`), `it is a saved "rigs" game, not "counter"`},
		{"wrong type", replace(`"seed": 42`, `"seed": "42"`), "seed holds a JSON string at byte"},
		{"no setup", replace(`"setup": {"start":3},`, ``), "it has no setup"},
		{"bad setup", replace(`"setup": {"start":3}`, `"setup": {"start":-3}`), "cannot set up the game: counter: start -3 is negative"},
		{"gap in the log", replace(`"seq":2,`, `"seq":5,`), "the log is inconsistent: entry 2 has sequence number 5"},
		{"undo of the wrong entry", replace(`"target":3`, `"target":2`), "the log is inconsistent: entry 4 undoes entry 2 but the last action in effect is entry 3"},
		{"unknown kind", replace(`"kind":"undo"`, `"kind":"oops"`), `the log is inconsistent: entry 4 has unknown kind "oops"`},
		{"unknown action", replace(`"type":"add"`, `"type":"steal"`), `entry 1: cannot read action: unknown type "steal"`},
		{"illegal action", replace(`{"type":"add","n":4}`, `{"type":"add","n":40}`), "entry 1 is not legal on replay: cannot add 40 (rule: counter rule 1: add 1 to 10 at a time)"},
		{"missing outcome", replace(`"outcomes":[{"what":"d6"`, `"outcomez":[{"what":"d6"`), "entry 2 cannot be replayed: the action needs a d6 but the log records only 0 random outcome(s)"},
		{"extra outcome", replace(`{"type":"add","n":4}`, `{"type":"add","n":4},"outcomes":[{"what":"d6","value":3}]`), "entry 1 cannot be replayed: the log records 1 random outcome(s) but the action used 0"},
		{"impossible outcome", replace(`"outcomes":[{"what":"d6","value":`, `"outcomes":[{"what":"d6","value":9`), "is not a side of a d6"},
		{"wrong outcome", replace(`"outcomes":[{"what":"d6"`, `"outcomes":[{"what":"d8"`), "entry 2 cannot be replayed: the action needs a d6 but outcome 1 in the log is a d8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home, good := savedGame(t, "broken")
			path := filepath.Join(home, gameID, "broken.json")
			bak := path + ".bak"
			damaged := tt.damage(append([]byte(nil), good...))
			require.NotEqual(t, string(good), string(damaged), "the damage must change the file")
			require.NoError(t, os.WriteFile(path, damaged, 0o644))

			_, err := referee.Open(home, gameID, "broken", counterRules{})
			require.Error(t, err)
			msg := err.Error()
			says := " is damaged: "
			if tt.name == "newer format" {
				says = " cannot be read by this boardroom: " // not damage: a newer boardroom wrote it
			}
			assert.True(t, strings.HasPrefix(msg, `cannot open counter game "broken": `+path+says), msg)
			assert.Contains(t, msg, tt.problem)
			assert.Contains(t, msg, "the previous good version is "+bak)
			assert.NotContains(t, msg, "\n")
			var de *referee.DamagedError
			require.True(t, errors.As(err, &de))
			assert.Equal(t, path, de.Path)
			assert.Equal(t, bak, de.Backup)

			// Nothing was touched, and the same name cannot be started afresh.
			after, err := os.ReadFile(path)
			require.NoError(t, err)
			assert.Equal(t, string(damaged), string(after))
			_, err = referee.Create(home, gameID, "broken", counterSetupJSON, 1, counterRules{})
			assert.EqualError(t, err, `cannot create counter game: a saved game named "broken" already exists (`+path+")")

			// The backup is a good game: copying it back recovers.
			require.NoError(t, os.Rename(bak, path))
			g, err := referee.Open(home, gameID, "broken", counterRules{})
			require.NoError(t, err)
			g.Close()
		})
	}
}

func TestSyntaxErrorWithoutBackupNamesTheFileOnly(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "fresh")
	require.NoError(t, g.Close())
	require.NoFileExists(t, g.Path()+".bak", "no backup before the first change")
	require.NoError(t, os.WriteFile(g.Path(), []byte(`{"format": 1, "game": }`), 0o644))
	_, err := referee.Open(home, gameID, "fresh", counterRules{})
	assert.EqualError(t, err, `cannot open counter game "fresh": `+g.Path()+` is damaged: invalid JSON at byte 23: invalid character '}' looking for beginning of value`)
}

func TestMissingFileWithBackupIsNotAFreshStart(t *testing.T) {
	home, _ := savedGame(t, "gone")
	path := filepath.Join(home, gameID, "gone.json")
	require.NoError(t, os.Remove(path))
	_, err := referee.Open(home, gameID, "gone", counterRules{})
	assert.EqualError(t, err, `cannot open counter game "gone": `+path+` is missing; the previous good version is `+path+`.bak (copy it to gone.json to go back to it)`)
	_, err = referee.Create(home, gameID, "gone", counterSetupJSON, 1, counterRules{})
	assert.EqualError(t, err, `cannot create counter game: the backup of a saved game named "gone" exists (`+path+`.bak); restore or remove it first`)
}

func TestBackupIsThePreviousVersion(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "bak")
	do(t, g, add{N: 1})
	v1, err := os.ReadFile(g.Path())
	require.NoError(t, err)
	do(t, g, add{N: 2})
	bak, err := os.ReadFile(g.Path() + ".bak")
	require.NoError(t, err)
	assert.Equal(t, string(v1), string(bak))
	entries, err := os.ReadDir(filepath.Dir(g.Path()))
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{"bak.json", "bak.json.bak", "bak.lock"}, names, "no temporary file left behind")
}

func TestOpenMissingGame(t *testing.T) {
	home := t.TempDir()
	_, err := referee.Open(home, gameID, "nope", counterRules{})
	assert.True(t, errors.Is(err, referee.ErrNotFound))
	assert.EqualError(t, err, `cannot open counter game: no saved game named "nope" in `+filepath.Join(home, gameID))
	assert.NoDirExists(t, filepath.Join(home, gameID), "opening creates nothing")

	_, err = referee.Open(home, gameID, "", counterRules{})
	assert.True(t, errors.Is(err, referee.ErrNotFound))
	assert.EqualError(t, err, "cannot open counter game: no saved game of counter in "+filepath.Join(home, gameID))

	_, err = referee.Open(home, gameID, "../etc", counterRules{})
	assert.EqualError(t, err, `cannot open counter game: invalid game name "../etc": '.' is not allowed; use letters, digits, - and _`)
}

func TestLock(t *testing.T) {
	home := t.TempDir()
	create(t, home, "busy")

	waits := 0
	defer referee.OnLockWait(func() { waits++ })()
	_, err := referee.Open(home, gameID, "busy", counterRules{}, referee.LockTimeout(150*time.Millisecond))
	require.Error(t, err)
	assert.Equal(t, fmt.Sprintf(`game "busy" is in use by another boardroom process (pid %d); try again`, os.Getpid()), err.Error())
	var iu *referee.InUseError
	require.True(t, errors.As(err, &iu))
	assert.Positive(t, waits, "the second opener waits for the holder before it gives up")

	// Creating the same name waits on the same lock.
	_, err = referee.Create(home, gameID, "busy", counterSetupJSON, 1, counterRules{}, referee.LockTimeout(50*time.Millisecond))
	assert.ErrorAs(t, err, &iu)
}

// A holder that lets go while another opener waits lets the waiter in. The
// holder lets go only once the waiter has found the lock held, so the test
// sees a real wait whatever the machine's load.
func TestLockWaiterGetsInWhenTheHolderLetsGo(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "busy")

	waiting := make(chan struct{})
	var once sync.Once
	defer referee.OnLockWait(func() { once.Do(func() { close(waiting) }) })()
	type result struct {
		h   *referee.Game[counter]
		err error
	}
	got := make(chan result, 1)
	go func() {
		h, err := referee.Open(home, gameID, "busy", counterRules{}, referee.LockTimeout(time.Minute))
		got <- result{h, err}
	}()
	<-waiting
	require.NoError(t, g.Close())
	r := <-got
	require.NoError(t, r.err)
	do(t, r.h, add{N: 1})
	require.NoError(t, r.h.Close())
}

func TestHome(t *testing.T) {
	tests := []struct {
		name           string
		env, flag, xdg string
		want           string
	}{
		{"--home first, over BOARDROOM_HOME", "/env/home", "/flag/home", "/xdg", "/flag/home"},
		{"then BOARDROOM_HOME", "/env/home", "", "/xdg", "/env/home"},
		{"--home without BOARDROOM_HOME", "", "/flag/home", "/xdg", "/flag/home"},
		{"then XDG_STATE_HOME", "", "", "/xdg", "/xdg/boardroom"},
		{"relative XDG_STATE_HOME is ignored", "", "", "rel/xdg", "/users/ann/.local/state/boardroom"},
		{"then ~/.local/state", "", "", "", "/users/ann/.local/state/boardroom"},
		{"cleaned", "/env//home/", "", "", "/env/home"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("BOARDROOM_HOME", tt.env)
			t.Setenv("XDG_STATE_HOME", tt.xdg)
			t.Setenv("HOME", "/users/ann")
			got, err := referee.Home(tt.flag)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestNames(t *testing.T) {
	tests := []struct {
		name string
		err  string
	}{
		{"otter-42", ""},
		{"Game_2", ""},
		{strings.Repeat("x", 40), ""},
		{"", "invalid game name: it is empty"},
		{strings.Repeat("x", 41), `invalid game name "` + strings.Repeat("x", 41) + `": it has 41 characters, at most 40 are allowed`},
		{"a b", `invalid game name "a b": ' ' is not allowed; use letters, digits, - and _`},
		{"a/b", `invalid game name "a/b": '/' is not allowed; use letters, digits, - and _`},
		{"..", `invalid game name "..": '.' is not allowed; use letters, digits, - and _`},
		{"Käse", `invalid game name "Käse": 'ä' is not allowed; use letters, digits, - and _`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := referee.ValidateName(tt.name)
			if tt.err == "" {
				assert.NoError(t, err)
			} else {
				assert.EqualError(t, err, tt.err)
			}
		})
	}
	require.NoError(t, referee.ValidateName(referee.DefaultName("politicard", time.Now(), 998)))
}

func TestCreateGeneratesNamesAndOpenPicksTheMostRecent(t *testing.T) {
	home := t.TempDir()
	clock := fixedClock()
	a := create(t, home, "", referee.Clock(clock))
	b := create(t, home, "", referee.Clock(clock))
	assert.NotEqual(t, a.Name(), b.Name())
	assert.NoError(t, referee.ValidateName(a.Name()))
	do(t, a, add{N: 1}) // a is now the most recently changed
	require.NoError(t, a.Close())
	require.NoError(t, b.Close())

	g := open(t, home, "")
	assert.Equal(t, a.Name(), g.Name())
	require.NoError(t, g.Close())

	_, err := referee.Create(home, gameID, a.Name(), counterSetupJSON, 1, counterRules{})
	assert.ErrorContains(t, err, "already exists")
	_, err = referee.Create(home, gameID, "x", json.RawMessage(`{"start": `), 1, counterRules{})
	assert.EqualError(t, err, "cannot create counter game: the setup is not valid JSON: unexpected end of JSON input")
	_, err = referee.Create(home, gameID, "x", json.RawMessage(`{"start": -1}`), 1, counterRules{})
	assert.EqualError(t, err, "cannot create counter game: counter: start -1 is negative")
	assert.NoFileExists(t, filepath.Join(home, gameID, "x.json"))
}

// With one saved game, Open without a name takes it without reading it
// twice; what is not a saved game beside it does not count.
func TestOpenTakesTheOnlySavedGame(t *testing.T) {
	home := t.TempDir()
	a := create(t, home, "", referee.Clock(fixedClock()))
	do(t, a, add{N: 1})
	require.NoError(t, a.Close())
	dir := filepath.Join(home, gameID)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("x"), 0o644))
	require.NoError(t, os.Mkdir(filepath.Join(dir, "folder.json"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "bad name!.json"), []byte("{}"), 0o644))
	g := open(t, home, "")
	assert.Equal(t, a.Name(), g.Name())
	require.NoError(t, g.Close())
}

func TestList(t *testing.T) {
	home := t.TempDir()
	none, err := referee.List(filepath.Join(home, "nothing-here"))
	require.NoError(t, err)
	assert.Empty(t, none)

	clock := fixedClock()
	a := create(t, home, "alpha", referee.Clock(clock))
	do(t, a, add{N: 7})
	b := create(t, home, "beta", referee.Clock(clock))
	require.NoError(t, a.Close())
	require.NoError(t, b.Close())
	other, err := referee.Create(home, "dice", "gamma", counterSetupJSON, 1, counterRules{}, referee.Clock(clock))
	require.NoError(t, err)
	do(t, other, add{N: 1})
	require.NoError(t, other.Close())
	broken := filepath.Join(home, gameID, "broken.json")
	require.NoError(t, os.WriteFile(broken, []byte(`{"format": 1, "game": "counter", "status": "total`), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(home, gameID, "notes.txt"), []byte("x"), 0o644))

	games, err := referee.List(home)
	require.NoError(t, err)
	require.Len(t, games, 4)
	type row struct{ game, name, status, problem string }
	var rows []row
	for _, g := range games {
		rows = append(rows, row{g.Game, g.Name, g.Status, g.Problem})
	}
	assert.Equal(t, []row{
		{"counter", "broken", "", "it is truncated: the JSON ends after 49 bytes"}, // dated by its file time: now
		{"dice", "gamma", "total 4 after 1 turns", ""},
		{"counter", "beta", "total 3 after 0 turns", ""},
		{"counter", "alpha", "total 10 after 1 turns", ""},
	}, rows)
	assert.Equal(t, time.Date(2025, 3, 14, 15, 9, 31, 0, time.UTC), games[1].Updated)
	assert.Equal(t, filepath.Join(home, "dice", "gamma.json"), games[1].Path)
}

// A damaged save is said in the table's language: the frame, the backup to
// go back to, and the problems a person can act on (empty, cut short); the
// decoder's other words stay as they are. A folder that cannot be listed
// too.
func TestADamagedSaveIsSaidInTheTablesLanguage(t *testing.T) {
	home, good := savedGame(t, "kaputt")
	path := filepath.Join(home, gameID, "kaputt.json")
	require.NoError(t, os.WriteFile(path, good[:len(good)/2], 0o644))
	_, err := referee.Open(home, gameID, "kaputt", counterRules{})
	require.Error(t, err)
	de := referee.SayError(msg.DE, err)
	assert.Contains(t, de, "lässt sich nicht öffnen")
	assert.Contains(t, de, "ist beschädigt: sie ist abgeschnitten: das JSON endet nach")
	assert.Contains(t, de, "die vorige gute Fassung ist")
	assert.NotContains(t, de, "damaged")
	assert.Contains(t, err.Error(), "is damaged: it is truncated: the JSON ends after", "the English is as it was")

	require.NoError(t, os.WriteFile(path, nil, 0o644))
	_, err = referee.Open(home, gameID, "kaputt", counterRules{})
	assert.Contains(t, referee.SayError(msg.DE, err), "die Datei ist leer")

	file := filepath.Join(t.TempDir(), "datei")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	_, err = referee.List(file)
	require.Error(t, err)
	assert.Equal(t, "die gespeicherten Spiele lassen sich nicht auflisten: "+file+": kein Verzeichnis", referee.SayError(msg.DE, err))
	assert.Equal(t, "cannot list saved games: "+file+": not a directory", err.Error())
}
