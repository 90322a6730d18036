package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 31, point 8: every integer flag reads base 10, as the arguments do
// (pflag's Int flags read "010" as 8 and "0x10" as 16).
func TestIntegerFlagsAreBase10(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob,Cid", "--seed", "010", "--name", "g", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	b, err := os.ReadFile(filepath.Join(home, "rigs", "g.json"))
	require.NoError(t, err)
	assert.Contains(t, string(b), `"seed": 10,`)

	// 0101 is 101 copies, one too many (base 0 read it as 65, accepted).
	r = runCLI(t, "rigs", "print", "money", "--copies", "0101", "-o", filepath.Join(home, "m.pdf"))
	assert.Equal(t, 2, r.code, r.stderr)
	assert.Contains(t, r.stderr, "--copies must be 1 to 100")

	for _, args := range [][]string{
		{"rigs", "new", "--players", "Ann,Bob,Cid", "--seed", "0x10", "--home", home},
		{"rigs", "print", "money", "--copies", "0x10", "-o", filepath.Join(home, "m.pdf")},
		{"aufbau", "new", "--players", "Ann,Bob,Cid", "--rounds", "0x10", "--home", home},
		{"rheinhessen", "simulate", "--games", "0x10"},
		{"rigs", "rules", "--limit", "0x3", "loan"},
	} {
		r := runCLI(t, args...)
		assert.Equal(t, 2, r.code, "%q: %s", args, r.stderr)
		flag := ""
		for _, a := range args {
			if strings.HasPrefix(a, "--") && flag == "" && (a == "--seed" || a == "--copies" || a == "--rounds" || a == "--games" || a == "--limit") {
				flag = a
			}
		}
		assert.Contains(t, r.stderr, flag, "%q names the flag", args)
		assert.Contains(t, r.stderr, "0x", "%q names the text", args)
	}
	_, err = os.Stat(filepath.Join(home, "m.pdf"))
	assert.ErrorIs(t, err, os.ErrNotExist)
}

// Issue 31, point 3, the audit's reproduction: a link in place of the lock
// is refused in one line naming it; the file it points to is untouched.
func TestLockLinkIsRefused(t *testing.T) {
	home, notes := gameBesideNotes(t)
	lock := filepath.Join(home, "rigs", "g.lock")
	require.NoError(t, os.Remove(lock))
	require.NoError(t, os.Symlink("../../notes.txt", lock))
	r := runCLI(t, "rigs", "adjust", "Ann", "credits", "+1", "--reason", "x", "--game", "g", "--home", home)
	oneLine(t, r, lock+" is a symbolic link")
	r = runCLI(t, "rigs", "rules", "loan", "--show", "--game", "g", "--home", home)
	b, err := os.ReadFile(notes)
	require.NoError(t, err)
	assert.Equal(t, "my notes\n", string(b))
}

// A link in place of the refusals kept for 'why' (<name>.refusal) or of
// the note on the display (<name>.shown) was skipped without a word. Never
// followed, it is named as a link: the command whose own work it is stops
// (exit 1: 'why', 'rules --show', as a linked lock stops a verb); where it
// is a by-product (keeping a refusal for 'why'), the outcome stands and a
// warning line after it names the link.
func TestRefusalAndNoteLinksAreNamed(t *testing.T) {
	home, notes := gameBesideNotes(t)
	refusal := filepath.Join(home, "rigs", "g.refusal")
	require.NoError(t, os.Symlink("../../notes.txt", refusal))
	link := refusal + " is a symbolic link; boardroom does not follow links for the files it keeps beside a saved game (remove the link)"

	r := runCLI(t, "rigs", "adjust", "Ann", "credits", "-999", "--reason", "x", "--home", home)
	assert.Equal(t, 1, r.code)
	assert.Equal(t, "boardroom: refused: Ann has 100 credits; -999 would go below 0 (rule: no tracked count goes below 0)\n"+
		"boardroom: warning: this refusal is not kept for 'why': "+link+"\n", r.stderr)
	r = runCLI(t, "rigs", "why", "--home", home)
	oneLine(t, r, "boardroom: "+link)
	r = runCLI(t, "rigs", "adjust", "Ann", "credits", "+1", "--reason", "x", "--home", home)
	assert.Equal(t, 0, r.code, "an accepted action does not read the refusals: %s", r.stderr)

	shown := filepath.Join(home, "rigs", "g.shown")
	require.NoError(t, os.Symlink("../../notes.txt", shown))
	r = runCLI(t, "rigs", "rules", "loan", "--show", "--game", "g", "--home", home)
	oneLine(t, r, shown+" is a symbolic link")

	b, err := os.ReadFile(notes)
	require.NoError(t, err)
	assert.Equal(t, "my notes\n", string(b))
}

// Issue 31, point 9: a save from a newer edition of the rulings is refused
// naming both editions; a byte-order mark is skipped; a path given is
// echoed with its control characters escaped.
func TestNewerEditionBOMAndEscapedPaths(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob,Cid", "--name", "g", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	path := filepath.Join(home, "rigs", "g.json")
	good, err := os.ReadFile(path)
	require.NoError(t, err)
	require.Contains(t, string(good), `"edition":2`)

	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(string(good), `"edition":2`, `"edition":99`, 1)), 0o644))
	r = runCLI(t, "rigs", "show", "--home", home)
	oneLine(t, r, "edition 99 of the rulings; this boardroom knows edition 2 at most")
	assert.Contains(t, r.stderr, "cannot be read by this boardroom", "a newer save is not called damaged")
	assert.NotContains(t, r.stderr, "is damaged")

	// An edition below the first was written by no boardroom: damaged,
	// naming the field (it replayed silently under the oldest rulings).
	for _, bad := range []string{`"edition":-1`, `"edition":0`} {
		require.NoError(t, os.WriteFile(path, []byte(strings.Replace(string(good), `"edition":2`, bad, 1)), 0o644))
		r = runCLI(t, "rigs", "show", "--home", home)
		oneLine(t, r, `g.json is damaged: cannot set up the game: rigs: the setup's "edition" is `)
		assert.Contains(t, r.stderr, "which is no edition of the rulings (they run from 1 to 2)", bad)
	}

	require.NoError(t, os.WriteFile(path, append([]byte("\xef\xbb\xbf"), good...), 0o644))
	r = runCLI(t, "rigs", "show", "--home", home)
	assert.Equal(t, 0, r.code, r.stderr)

	r = runCLI(t, "games", "--saved", "--home", "\x1b[31mx")
	assert.Equal(t, 0, r.code, r.stderr)
	assert.NotContains(t, r.stdout+r.stderr, "\x1b")
	assert.Contains(t, r.stdout, `\x1b[31mx`)
}

// gameBesideNotes is a home with the R.I.G.S. game g and, beside the home,
// a player's notes.txt for a link to point at.
func gameBesideNotes(t *testing.T) (home, notes string) {
	t.Helper()
	dir := t.TempDir()
	home = filepath.Join(dir, "home")
	notes = filepath.Join(dir, "notes.txt")
	require.NoError(t, os.WriteFile(notes, []byte("my notes\n"), 0o644))
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob,Cid", "--name", "g", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	return home, notes
}
