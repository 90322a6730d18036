package display

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"strings"
	"time"

	"boardroom/atomicfile"
	"boardroom/referee"
)

// Note is what a player asked to show the whole table (`rules --show`,
// `card --show`, `why --show`): the question and the answer, as text. It is
// kept beside the saved game (<name>.shown) and shown on its page above
// the events. Only public things are ever put there: rules, card texts,
// rulings and the referee's public reasoning.
type Note struct {
	Time time.Time `json:"time"`
	What string    `json:"what"` // "rules push pull", "why"
	Text string    `json:"text"`
}

func notePath(home, gameID, name string) string {
	return strings.TrimSuffix(referee.Path(home, gameID, name), ".json") + ".shown"
}

// ShowNote puts n on the page of the saved game name, replacing the note
// before it, and makes the open pages follow: the game's file gets a new
// modification time (its content is not touched).
func ShowNote(home, gameID, name string, n Note) error {
	b, err := json.MarshalIndent(n, "", "  ")
	if err != nil {
		return err
	}
	if err := atomicfile.WriteSidecar(notePath(home, gameID, name), 0o644, append(b, '\n')); err != nil {
		return err
	}
	now := time.Now()
	_ = os.Chtimes(referee.Path(home, gameID, name), now, now)
	return nil
}

// readNote is the note shown with a saved game (nil: none, or not one).
// What is in its place and is not a regular file boardroom can read (a
// link, never followed; a named pipe) is an error naming it, for the log:
// the page is shown without a note.
func readNote(home, gameID, name string) (*Note, error) {
	// Capped, regular files only: a named pipe in its place used to hang
	// the page, a link to /dev/zero to read until memory ran out.
	b, err := atomicfile.ReadSidecar(notePath(home, gameID, name), "note", 1<<20)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var n Note
	if json.Unmarshal(b, &n) != nil || n.Text == "" {
		return nil, nil
	}
	return &n, nil
}
