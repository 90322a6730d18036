package verb

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"boardroom/atomicfile"
	"boardroom/phrase"
	"boardroom/phrase/msg"
)

// ReadInput reads a file the user named on the command line (a deck, a
// names file): a file that is missing or cannot be read is a failed job
// (exit 1) whose message names what and the path, not a usage error: the
// command was called right, the file is not there.
//
// The file is read capped and only when it is a regular file
// (atomicfile.ReadFile): a device, a pipe or a file too large for its kind
// ("deck file") is refused in one line, prefixed by flag when one named it.
func ReadInput(what, kind, flag, path string) ([]byte, error) {
	return ReadInputIn(msg.EN, msg.Text{EN: what, DE: what}, kind, flag, path)
}

// ReadInputIn is ReadInput with its errors said in l: what is the file in
// each language ("the deck", "das Deck").
func ReadInputIn(l msg.Lang, what msg.Text, kind, flag, path string) ([]byte, error) {
	data, err := atomicfile.ReadFile(path, kind, atomicfile.MaxText)
	if atomicfile.IsRefused(err) {
		if flag != "" {
			return nil, fmt.Errorf("%s: %w", flag, err)
		}
		return nil, err
	}
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		if errors.Is(err, fs.ErrNotExist) {
			return nil, errors.New(phrase.Say(l, "input.no_such_file", what, path))
		}
		return nil, errors.New(phrase.Say(l, "input.unreadable", what, path, err.Error()))
	}
	return data, nil
}

// LooksLikePath reports whether ref names a file rather than something the
// game knows by name (a sample deck): it has a folder or a file extension.
func LooksLikePath(ref string) bool {
	return strings.ContainsAny(ref, `/\`) || strings.Contains(ref, ".")
}
