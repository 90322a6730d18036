package referee

import (
	crand "crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// HomeEnv names the environment variable that overrides where saved games live.
const HomeEnv = "BOARDROOM_HOME"

// Home is the directory saved games live in: flagValue (the --home flag),
// else $BOARDROOM_HOME, else $XDG_STATE_HOME/boardroom, else
// ~/.local/state/boardroom. Flags beat the environment, which beats the
// defaults. It does not create the directory. A relative $XDG_STATE_HOME is
// ignored, as the XDG specification says.
func Home(flagValue string) (string, error) {
	if flagValue != "" {
		return filepath.Clean(flagValue), nil
	}
	if h := os.Getenv(HomeEnv); h != "" {
		return filepath.Clean(h), nil
	}
	if x := os.Getenv("XDG_STATE_HOME"); x != "" && filepath.IsAbs(x) {
		return filepath.Join(x, "boardroom"), nil
	}
	u, err := os.UserHomeDir()
	if err != nil || u == "" {
		return "", fmt.Errorf("cannot find where saved games live: no home directory; pass --home or set %s", HomeEnv)
	}
	return filepath.Join(u, ".local", "state", "boardroom"), nil
}

// maxNameLen is the longest game name accepted.
const maxNameLen = 40

// ValidateName checks a game name given by a user: 1 to 40 letters, digits,
// '-' and '_', so that it is a safe file name everywhere. The error is a
// *NameError.
func ValidateName(name string) error {
	if name == "" || len(name) > maxNameLen {
		return &NameError{Name: name}
	}
	for _, r := range name {
		if !nameRune(r) {
			return &NameError{Name: name, Rune: r}
		}
	}
	return nil
}

// validateGameID checks the id of a kind of game ("chess"), which names a
// directory of the state home.
func validateGameID(id string) error {
	if id == "" {
		return errors.New("invalid game id: it is empty")
	}
	if len(id) > maxNameLen {
		return fmt.Errorf("invalid game id %q: it is too long", id)
	}
	for _, r := range id {
		if !nameRune(r) {
			return fmt.Errorf("invalid game id %q: %q is not allowed", id, r)
		}
	}
	return nil
}

func nameRune(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_'
}

// maxGenerated is how many games of one kind a day gets a generated name
// ("chess-2026-11-28" to "chess-2026-11-28-999").
const maxGenerated = 999

// DefaultName is the name a game gets when none is given: the game and the
// day it was started ("chess-2026-11-28"), then "-2", "-3"... for the
// attempt-th game of that day (attempt counts from 0). Create takes the
// first that is free.
func DefaultName(gameID string, now time.Time, attempt int) string {
	name := gameID + "-" + now.Local().Format("2006-01-02")
	if attempt > 0 {
		name += fmt.Sprintf("-%d", attempt+1)
	}
	return name
}

// NewSeed returns a fresh random seed for a new game.
func NewSeed() int64 {
	var b [8]byte
	if _, err := crand.Read(b[:]); err != nil {
		return rand.Int64()
	}
	return int64(binary.LittleEndian.Uint64(b[:]) >> 1)
}

// Saved returns the names of the saved games of gameID under home, sorted,
// without reading them (List reads every file). A missing home or game
// directory has none.
func Saved(home, gameID string) ([]string, error) {
	if err := validateGameID(gameID); err != nil {
		return nil, err
	}
	files, err := os.ReadDir(filepath.Join(home, gameID))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, &ListError{Game: gameID, Err: err}
	}
	var names []string
	for _, f := range files {
		name, ok := strings.CutSuffix(f.Name(), fileExt)
		if ok && f.Type().IsRegular() && ValidateName(name) == nil {
			names = append(names, name)
		}
	}
	return names, nil
}

// Path is the file of the saved game name of gameID under home (it may not
// exist): what a watcher of the game looks at.
func Path(home, gameID, name string) string { return gamePath(home, gameID, name) }
