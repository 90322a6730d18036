// Package phrase holds what the command line and the engine both say to a
// person about what they typed: usage errors (exit 2), values echoed back
// clipped and escaped, "did you mean", counts with their noun, and whole
// numbers and texts read as every command reads them. It imports no other
// package of the project but the name matcher, so that cmd, the referee and
// the print engines can all use it without reaching into one another.
package phrase

import "fmt"

// UsageError is a mistake in how a command was called (exit 2): a missing
// or malformed argument, an unknown flag value.
type UsageError struct {
	Msg string
	// Said, when set, is the message in another language of the game
	// ("en", "de"; "" when it has none): a game's own parser knows the
	// languages its campaigns are played in (see Worded).
	Said func(lang string) string
}

func (e *UsageError) Error() string { return e.Msg }

// In is the message in lang, or Msg when the error speaks only one.
func (e *UsageError) In(lang string) string {
	if e.Said != nil {
		if s := e.Said(lang); s != "" {
			return s
		}
	}
	return e.Msg
}

// Worded is an error of a game's field parser that can say itself in each
// language the game's campaigns are played in ("de", "en"): a typing error
// then follows the open campaign's language, although the input is read
// before the campaign is opened.
type Worded interface {
	error
	In(lang string) string
}

// Usagef builds a *UsageError.
func Usagef(format string, args ...any) error {
	return &UsageError{Msg: fmt.Sprintf(format, args...)}
}
