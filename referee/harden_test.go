//go:build unix

package referee_test

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

// dirNames lists a directory's entries.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// A named pipe in place of a saved game used to hang every command (show,
// a verb, the listing); a link to /dev/zero read until memory ran out. Each
// is refused at once, saying what the file is.
func TestNonRegularSaveIsRefusedWithoutBlocking(t *testing.T) {
	home := t.TempDir()
	dir := filepath.Join(home, gameID)
	require.NoError(t, os.MkdirAll(dir, 0o755))
	fifo := filepath.Join(dir, "pipe.json")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	zero := filepath.Join(dir, "zero.json")
	require.NoError(t, os.Symlink("/dev/zero", zero))
	for _, c := range []struct{ name, path, kind string }{{"pipe", fifo, "a named pipe"}, {"zero", zero, "a character device"}} {
		for _, opts := range [][]referee.Option{nil, {referee.ReadOnly()}} {
			done := make(chan error, 1)
			go func() {
				_, err := referee.Open(home, gameID, c.name, counterRules{}, opts...)
				done <- err
			}()
			select {
			case err := <-done:
				require.Error(t, err)
				assert.Equal(t, `cannot open counter game "`+c.name+`": `+c.path+" is damaged: it is "+c.kind+", not a regular file", err.Error())
			case <-time.After(30 * time.Second):
				t.Fatalf("opening %s blocked", c.name)
			}
		}
	}
	// The listing skips what is not a regular file.
	list, err := referee.List(home)
	require.NoError(t, err)
	assert.Empty(t, list)
}

// A saved game larger than a saved game can be is refused by its size,
// without reading it: opening it allocates far less than the file (a
// test that does not run in parallel, so the count is this test's).
func TestHugeSaveIsRefused(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "big")
	require.NoError(t, g.Close())
	require.NoError(t, os.Truncate(g.Path(), 65<<20))
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := referee.Open(home, gameID, "big", counterRules{})
	runtime.ReadMemStats(&after)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "is damaged: it is larger than a saved game can be (64 MB)")
	assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(1<<20), "the file was not read")
}

// A save with top-level fields this version does not know (a newer
// version's) keeps them on the next save; they used to be dropped.
func TestUnknownTopLevelFieldsAreKept(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "future")
	do(t, g, add{N: 1})
	require.NoError(t, g.Close())
	data, err := os.ReadFile(g.Path())
	require.NoError(t, err)
	future := strings.Replace(string(data), `  "setup":`, `  "zones": {"table": [1, 2,
    3]},
  "annotations": ["kept"],
  "Format": 1,
  "setup":`, 1)
	require.NoError(t, os.WriteFile(g.Path(), []byte(future), 0o644))

	h, err := referee.Open(home, gameID, "future", counterRules{})
	require.NoError(t, err)
	do(t, h, add{N: 2})
	require.NoError(t, h.Close())
	after, err := os.ReadFile(g.Path())
	require.NoError(t, err)
	assert.Contains(t, string(after), "\n  \"setup\": {\"start\":3},\n  \"annotations\": [\"kept\"],\n  \"zones\": {\"table\":[1,2,3]},\n  \"log\": [\n")
	assert.NotContains(t, string(after), `"Format"`, "a known field in other letters is the known field")
	again, err := referee.Open(home, gameID, "future", counterRules{}, referee.ReadOnly())
	require.NoError(t, err)
	assert.Len(t, again.Log(), 2)
}

// The backup is the previous good version, always: when writing the new
// version fails (the disk is full), the backup is not touched; it used to
// be made the current file before the write, so that both were the same.
func TestFailedSaveLeavesTheBackupAlone(t *testing.T) {
	if home := os.Getenv(fullDiskEnv); home != "" {
		g, err := referee.Open(home, gameID, "full", counterRules{})
		if err != nil {
			fmt.Println("open: " + err.Error())
			os.Exit(0)
		}
		signal.Ignore(syscall.SIGXFSZ)
		fi, _ := os.Stat(g.Path())
		lim := syscall.Rlimit{Cur: uint64(fi.Size()), Max: uint64(fi.Size())}
		if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &lim); err != nil {
			fmt.Println("setrlimit: " + err.Error())
			os.Exit(0)
		}
		_, err = g.Do(add{N: 3})
		fmt.Printf("%v\n", err)
		os.Exit(0)
	}
	home := t.TempDir()
	g := create(t, home, "full")
	do(t, g, add{N: 1})
	do(t, g, add{N: 2})
	require.NoError(t, g.Close())
	cur, _ := os.ReadFile(g.Path())
	bak, _ := os.ReadFile(g.Path() + ".bak")
	require.NotEqual(t, string(cur), string(bak))

	// In a child process (the test's own log file must grow): no file may
	// grow past its size now, so the next version cannot be written (EFBIG,
	// as a full disk's ENOSPC), but linking still works.
	cmd := exec.Command(os.Args[0], "-test.run=^TestFailedSaveLeavesTheBackupAlone$", "-test.count=1")
	cmd.Env = append(os.Environ(), fullDiskEnv+"="+home)
	out, _ := cmd.CombinedOutput()
	msg, _, ok := strings.Cut(string(out), "\n")
	require.True(t, ok, string(out))
	err := errors.New(msg)
	require.Error(t, err)
	assert.Equal(t, `cannot save game "full": cannot write `+g.Path()+": file too large", err.Error())
	cur2, _ := os.ReadFile(g.Path())
	bak2, _ := os.ReadFile(g.Path() + ".bak")
	assert.Equal(t, string(cur), string(cur2))
	assert.Equal(t, string(bak), string(bak2), "the backup is still the version before")
	assert.Equal(t, []string{"full.json", "full.json.bak", "full.lock"}, dirNames(t, filepath.Dir(g.Path())))
}

// fullDiskEnv, when set, makes TestFailedSaveLeavesTheBackupAlone the child
// that saves with no room to grow.
const fullDiskEnv = "REFEREE_TEST_FULL_DISK_HOME"

// When the backup and the file are one (a kill between keeping the backup
// and replacing the file; `ln -f g.json g.json.bak`), the next save used to
// leave .g.json.bak.tmp behind.
func TestSaveAfterBackupIsTheFileLeavesNoTemp(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "same")
	do(t, g, add{N: 1})
	require.NoError(t, g.Close())
	require.NoError(t, os.Remove(g.Path()+".bak"))
	require.NoError(t, os.Link(g.Path(), g.Path()+".bak"))
	h, err := referee.Open(home, gameID, "same", counterRules{})
	require.NoError(t, err)
	do(t, h, add{N: 2})
	require.NoError(t, h.Close())
	assert.Equal(t, []string{"same.json", "same.json.bak", "same.lock"}, dirNames(t, filepath.Dir(g.Path())))
}

// A temporary file a killed `new` left goes with the next `new` of the
// name (it used to survive it), and a killed save's with the next command,
// even one that only looks.
func TestTempsOfKilledCommandsGo(t *testing.T) {
	// A home whose path has a pattern's characters is a folder like any other.
	for _, folder := range []string{"home", "games[1]", "all*"} {
		t.Run(folder, func(t *testing.T) { tempsOfKilledCommandsGo(t, filepath.Join(t.TempDir(), folder)) })
	}
}

func tempsOfKilledCommandsGo(t *testing.T, home string) {
	dir := filepath.Join(home, gameID)
	require.NoError(t, os.MkdirAll(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, ".again.json.tmp-123"), []byte("{half"), 0o644))
	g := create(t, home, "again")
	require.NoError(t, g.Close())
	assert.Equal(t, []string{"again.json", "again.lock"}, dirNames(t, dir))

	for _, tmp := range []string{".again.json.tmp-9", ".again.json.bak.tmp", ".again.json.bak.tmp-7"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, tmp), []byte("{half"), 0o644))
	}
	r, err := referee.Open(home, gameID, "again", counterRules{}, referee.ReadOnly())
	require.NoError(t, err)
	require.NoError(t, r.Close())
	assert.Equal(t, []string{"again.json", "again.lock"}, dirNames(t, dir))

	// A player holding the game is not disturbed: the look leaves them.
	p, err := referee.Open(home, gameID, "again", counterRules{})
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, ".again.json.tmp-5"), []byte("{half"), 0o644))
	r, err = referee.Open(home, gameID, "again", counterRules{}, referee.ReadOnly())
	require.NoError(t, err)
	require.NoError(t, r.Close())
	assert.Contains(t, dirNames(t, dir), ".again.json.tmp-5")
	require.NoError(t, p.Close())
}

// A saved game that is a link to another file: the save writes the file
// linked to, and the backup is the version before (not the link).
func TestSymlinkedSaveWritesItsTarget(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "real")
	do(t, g, add{N: 1})
	require.NoError(t, g.Close())
	dir := filepath.Dir(g.Path())
	elsewhere := filepath.Join(t.TempDir(), "kept.json")
	data, _ := os.ReadFile(g.Path())
	require.NoError(t, os.WriteFile(elsewhere, data, 0o644))
	link := filepath.Join(dir, "linked.json")
	require.NoError(t, os.Symlink(elsewhere, link))
	h, err := referee.Open(home, gameID, "linked", counterRules{})
	require.NoError(t, err)
	do(t, h, add{N: 2})
	require.NoError(t, h.Close())
	fi, err := os.Lstat(link)
	require.NoError(t, err)
	assert.NotZero(t, fi.Mode()&os.ModeSymlink, "the link stays")
	now, _ := os.ReadFile(elsewhere)
	assert.Contains(t, string(now), `"n":2`)
	bak, err := os.ReadFile(filepath.Join(dir, "linked.json.bak"))
	require.NoError(t, err)
	assert.Equal(t, string(data), string(bak))
}

// An unknown field whose name holds a quote, a backslash or a control
// character is written back escaped: it used to be written raw, so the next
// save made the file invalid JSON and the game would not open.
func TestUnknownFieldNamesAreWrittenEscaped(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "keys")
	do(t, g, add{N: 1})
	require.NoError(t, g.Close())
	data, err := os.ReadFile(g.Path())
	require.NoError(t, err)
	odd := strings.Replace(string(data), `  "setup":`, `  "a\"b\\c\n\u001b": 1,
  "setup":`, 1)
	require.NoError(t, os.WriteFile(g.Path(), []byte(odd), 0o644))

	h, err := referee.Open(home, gameID, "keys", counterRules{})
	require.NoError(t, err)
	do(t, h, add{N: 2})
	require.NoError(t, h.Close())
	after, err := os.ReadFile(g.Path())
	require.NoError(t, err)
	assert.Contains(t, string(after), "\n  \"a\\\"b\\\\c\\n\\u001b\": 1,\n")
	again, err := referee.Open(home, gameID, "keys", counterRules{}, referee.ReadOnly())
	require.NoError(t, err, "the next save leaves a file that opens")
	assert.Len(t, again.Log(), 2)
}

// A named pipe or a link to a device in place of the last refusal
// (<name>.refusal) is no refusal, and is named: 'why' used to wait for a
// writer forever, or read /dev/zero until memory ran out.
func TestRefusalThatIsNotAFileIsNoRefusal(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "why")
	require.NoError(t, g.Close())
	refusal := strings.TrimSuffix(g.Path(), ".json") + ".refusal"
	zero := filepath.Join(t.TempDir(), "zero")
	require.NoError(t, os.Symlink("/dev/zero", zero))
	for _, place := range []struct {
		make func() error
		said string
	}{
		{func() error { return syscall.Mkfifo(refusal, 0o644) }, refusal + " is a named pipe, not a regular file"},
		{func() error { return os.Symlink(zero, refusal) }, refusal + " is a symbolic link"},
	} {
		require.NoError(t, os.RemoveAll(refusal))
		require.NoError(t, place.make())
		type read struct {
			r   *referee.Refused
			err error
		}
		done := make(chan read, 1)
		go func() {
			r, err := referee.LastRefused(home, gameID, "why")
			done <- read{r, err}
		}()
		select {
		case got := <-done:
			assert.Nil(t, got.r)
			assert.ErrorContains(t, got.err, place.said)
		case <-time.After(30 * time.Second):
			t.Fatal("LastRefused waits on the file")
		}
	}
}

// When the backup cannot be kept (a directory is in its place), the error
// names the backup, never the temporary link it was being renamed from.
func TestBackupErrorNamesNoTemporaryFile(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "bak")
	do(t, g, add{N: 1})
	require.NoError(t, os.Remove(g.Path()+".bak"))
	require.NoError(t, os.MkdirAll(filepath.Join(g.Path()+".bak", "x"), 0o755))
	_, err := g.Do(add{N: 2})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "bak.json.bak")
	assert.NotContains(t, err.Error(), ".tmp")
	require.NoError(t, g.Close())
	assert.NotContains(t, strings.Join(dirNames(t, filepath.Dir(g.Path())), " "), ".tmp")
}

// Issue 31, point 3: the lock and the refusals kept beside a saved game are
// never followed through a link out of the home: a verb used to truncate
// the link's target to its pid.
func TestSidecarLinksAreRefused(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "g")
	require.NoError(t, g.Close())
	notes := filepath.Join(t.TempDir(), "notes.txt")
	require.NoError(t, os.WriteFile(notes, []byte("my notes\n"), 0o644))
	lock := strings.TrimSuffix(g.Path(), ".json") + ".lock"
	require.NoError(t, os.Remove(lock))
	require.NoError(t, os.Symlink(notes, lock))

	_, err := referee.Open(home, gameID, "g", counterRules{})
	require.Error(t, err)
	assert.Equal(t, fmt.Sprintf("cannot lock game %q: %s is a symbolic link; boardroom does not follow links for the files it keeps beside a saved game (remove the link)", "g", lock), err.Error())
	// Read-only (the display) does not take the lock, nor follow the link
	// to clear what a killed save left.
	require.NoError(t, os.WriteFile(filepath.Join(filepath.Dir(lock), ".g.json.tmp-1"), nil, 0o644))
	ro, err := referee.Open(home, gameID, "g", counterRules{}, referee.ReadOnly())
	require.NoError(t, err)
	require.NoError(t, ro.Close())

	refusal := strings.TrimSuffix(g.Path(), ".json") + ".refusal"
	require.NoError(t, os.Symlink(notes, refusal))
	err = referee.RecordRefusal(home, gameID, "g", referee.Refused{Reason: "no"})
	assert.ErrorContains(t, err, refusal+" is a symbolic link")
	last, err := referee.LastRefused(home, gameID, "g")
	assert.Nil(t, last)
	assert.EqualError(t, err, refusal+" is a symbolic link; boardroom does not follow links for the files it keeps beside a saved game (remove the link)")

	b, err := os.ReadFile(notes)
	require.NoError(t, err)
	assert.Equal(t, "my notes\n", string(b))
}
