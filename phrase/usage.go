// Package phrase holds what the command line and the engine both say to a
// person about what they typed: usage errors (exit 2), values echoed back
// clipped and escaped, "did you mean", counts with their noun, and whole
// numbers and texts read as every command reads them. It imports no other
// package of the project but the name matcher, so that cmd, the referee and
// the print engines can all use it without reaching into one another.
package phrase

import (
	"fmt"
	"strings"

	"boardroom/phrase/msg"
)

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

// Usage is the usage error of the generic message id with args: English
// until the command line says it in the table's language (In).
func Usage(id string, args ...any) *UsageError {
	return &UsageError{Msg: Say(msg.EN, id, args...), Said: func(l string) string { return Say(msg.Lang(l), id, args...) }}
}

// UsageOf is err as a usage error, said in the table's language when err
// can say itself (Worded).
func UsageOf(err error) *UsageError {
	ue := &UsageError{Msg: err.Error()}
	if w, ok := err.(Worded); ok {
		ue.Said = w.In
	}
	return ue
}

// Usagef builds a *UsageError.
func Usagef(format string, args ...any) error {
	return &UsageError{Msg: fmt.Sprintf(format, args...)}
}

// UnknownError is a name the game does not know (a player, a card, a plot
// type, a ware, an office), said with the closest name it knows ("did you
// mean"). Every game refuses one the same way: exit 1, like a refusal,
// whether the name is read as it is typed (a card) or against the saved
// game (a player).
type UnknownError struct {
	Msg string
	// Said is the message in another language of the game, as UsageError's.
	Said func(lang string) string
}

func (e *UnknownError) Error() string { return e.Msg }

// In is the message in lang, or Msg when the error speaks only one.
func (e *UnknownError) In(lang string) string {
	if e.Said != nil {
		if s := e.Said(lang); s != "" {
			return s
		}
	}
	return e.Msg
}

// Unknownf builds an *UnknownError.
func Unknownf(format string, args ...any) error {
	return &UnknownError{Msg: fmt.Sprintf(format, args...)}
}

// JoinUnknown joins the unknown names of one command line into one error,
// so a line with two mistakes names both at once ("; " between them).
func JoinUnknown(errs []*UnknownError) error {
	switch len(errs) {
	case 0:
		return nil
	case 1:
		return errs[0]
	}
	msgs := make([]string, len(errs))
	for i, e := range errs {
		msgs[i] = e.Msg
	}
	return &UnknownError{Msg: strings.Join(msgs, "; "), Said: func(lang string) string {
		out := make([]string, len(errs))
		for i, e := range errs {
			out[i] = e.In(lang)
		}
		return strings.Join(out, "; ")
	}}
}
