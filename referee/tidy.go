package referee

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"boardroom/atomicfile"
)

// ArchiveDir is the folder of the home that archived games are moved to,
// one folder per kind of game beside the saved ones: <home>/archive/chess/.
const ArchiveDir = "archive"

// companionExts are the files boardroom keeps beside a saved game, each
// named after it: the previous good version, the refusals kept for `why`,
// the note a refusal leaves, the answer shown on the display. The lock
// (lockExt) goes last, once the others are gone.
var companionExts = []string{backupExt, refusalExt, ".note", ".shown"}

// GameFiles are the files of the saved game name of gameID that exist now:
// the game, its companions and its lock, as Remove would remove them.
func GameFiles(home, gameID, name string) []string {
	var out []string
	for _, p := range gameFiles(home, gameID, name) {
		if _, err := os.Lstat(p); err == nil {
			out = append(out, p)
		}
	}
	return out
}

// gameFiles are the paths of a saved game's files, whether they exist or
// not: the game, its companions, its lock.
func gameFiles(home, gameID, name string) []string {
	base := strings.TrimSuffix(gamePath(home, gameID, name), fileExt)
	out := []string{base + fileExt}
	for _, ext := range companionExts {
		out = append(out, base+ext)
	}
	return append(out, base+lockExt)
}

// lockToTidy takes the lock of a saved game that is to be removed, renamed
// or archived, at once or not at all: a game open elsewhere (a `play`, a
// `serve --play` seat) is left alone.
func lockToTidy(home, gameID, name string) (*lockFile, error) {
	if err := validateGameID(gameID); err != nil {
		return nil, err
	}
	if err := ValidateName(name); err != nil {
		return nil, err
	}
	path := gamePath(home, gameID, name)
	if !exists(path) {
		return nil, fmt.Errorf("no saved %s game named %q in %s: %w", gameID, name, home, ErrNotFound)
	}
	return acquireLock(filepath.Join(home, gameID, name+lockExt), name, 0)
}

// Remove deletes the saved game name of gameID: the game, its backup, its
// refusals, note and display files, the temporary files of a killed save,
// and its lock, and nothing else (a link in one of those places is removed
// itself; its target is never touched). It returns what it removed.
func Remove(home, gameID, name string) ([]string, error) {
	lock, err := lockToTidy(home, gameID, name)
	if err != nil {
		return nil, err
	}
	defer lock.release()
	path := gamePath(home, gameID, name)
	removeTemps(path)
	var gone []string
	for _, p := range gameFiles(home, gameID, name) {
		if _, err := os.Lstat(p); err != nil {
			continue
		}
		if err := os.Remove(p); err != nil {
			return gone, fmt.Errorf("cannot remove %s: %v", p, unwrapPathErr(err))
		}
		gone = append(gone, p)
	}
	return gone, nil
}

// Rename gives the saved game from of gameID the name to: the game and its
// backup are written under the new name (their header names the game),
// the other companions moved, the old files removed. A game of that name
// already saved is refused, as is a damaged game.
func Rename(home, gameID, from, to string) error {
	if err := ValidateName(to); err != nil {
		return err
	}
	if from == to {
		return fmt.Errorf("the game is already named %q", to)
	}
	lock, err := lockToTidy(home, gameID, from)
	if err != nil {
		return err
	}
	defer lock.release()
	toLock, err := acquireLock(filepath.Join(home, gameID, to+lockExt), to, 0)
	if err != nil {
		return err
	}
	defer toLock.release()
	toPath := gamePath(home, gameID, to)
	for _, p := range gameFiles(home, gameID, to)[:len(companionExts)+1] {
		if exists(p) {
			return fmt.Errorf("a saved %s game named %q already exists (%s)", gameID, to, p)
		}
	}
	path := gamePath(home, gameID, from)
	if err := rewriteNamed(path, toPath, gameID, to, true); err != nil {
		return err
	}
	if b := backupIfAny(path); b != "" {
		if err := rewriteNamed(b, strings.TrimSuffix(toPath, fileExt)+backupExt, gameID, to, false); err != nil {
			return err
		}
	}
	old, next := gameFiles(home, gameID, from), gameFiles(home, gameID, to)
	for i := 2; i <= len(companionExts); i++ { // the refusals, note and display file
		if fi, err := os.Lstat(old[i]); err == nil && fi.Mode().IsRegular() {
			if err := os.Rename(old[i], next[i]); err != nil {
				return fmt.Errorf("cannot rename %s: %v", old[i], unwrapPathErr(err))
			}
		}
	}
	removeTemps(path)
	for _, p := range old[:2] {
		if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("cannot remove %s: %v", p, unwrapPathErr(err))
		}
	}
	os.Remove(old[len(old)-1]) // the lock, held: gone with the game
	return nil
}

// rewriteNamed writes the saved game at src to dst with name as its name.
// A backup that cannot be read (strict false) is moved as it is.
func rewriteNamed(src, dst, gameID, name string, strict bool) error {
	data, err := readSave(src)
	if err != nil {
		return err
	}
	st, _, _, err := decode(data, gameID)
	if err != nil {
		if strict {
			return &DamagedError{Path: src, Problem: err.Error(), Backup: backupIfAny(src)}
		}
		return atomicfile.WriteBytes(dst, 0o644, data)
	}
	st.Name = name
	var b bytes.Buffer
	if err := encode(&b, st.header, st.lines); err != nil {
		return err
	}
	return atomicfile.Write(dst, 0o644, func(w io.Writer) error { _, err := w.Write(b.Bytes()); return err })
}

// Archive moves the saved game name of gameID, with its companions, into
// <home>/archive/<gameID>/, out of the lists and of "the most recent game",
// and returns that folder. An archived game of the same name is not
// overwritten.
func Archive(home, gameID, name string) (string, error) {
	lock, err := lockToTidy(home, gameID, name)
	if err != nil {
		return "", err
	}
	defer lock.release()
	dir := filepath.Join(home, ArchiveDir, gameID)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("cannot create the archive: %v", unwrapPathErr(err))
	}
	files := gameFiles(home, gameID, name)
	files = files[:len(files)-1] // not the lock
	for _, p := range files {
		if exists(filepath.Join(dir, filepath.Base(p))) {
			return "", fmt.Errorf("the archive already holds a %s game named %q (%s)", gameID, name, filepath.Join(dir, filepath.Base(p)))
		}
	}
	removeTemps(gamePath(home, gameID, name))
	for _, p := range files {
		if fi, err := os.Lstat(p); err != nil || !fi.Mode().IsRegular() {
			continue
		}
		if err := os.Rename(p, filepath.Join(dir, filepath.Base(p))); err != nil {
			return "", fmt.Errorf("cannot archive %s: %v", p, unwrapPathErr(err))
		}
	}
	os.Remove(filepath.Join(home, gameID, name+lockExt)) // the lock, held: gone with the game
	return dir, nil
}

// Finished reports whether a saved game's status says it has ended (every
// game's status then starts "ended", or "beendet" in a campaign played in German).
func (g SavedGame) Finished() bool {
	return strings.HasPrefix(g.Status, "ended") || strings.HasPrefix(g.Status, "beendet")
}
