package referee

import (
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"syscall"

	"boardroom/atomicfile"
	"boardroom/phrase"
	"boardroom/phrase/msg"
)

// The engine's errors a user reads say themselves in the table's language
// (phrase.Worded): Error is the English, In(lang) the same in lang. The
// command line, which knows the table, says them (see SayError).

// NameError is a game name a user gave that cannot name a saved game.
type NameError struct {
	Name string
	Rune rune // the first character not allowed (0: the name is empty or too long)
}

func (e *NameError) Error() string { return e.In(string(msg.EN)) }

// In is the error in lang ("de", "en").
func (e *NameError) In(lang string) string {
	l := msg.Lang(lang)
	switch {
	case e.Name == "":
		return engineSays(l, "name.empty")
	case e.Rune == 0:
		return engineSays(l, "name.too_long", phrase.ClipIn(l, e.Name), len(e.Name), maxNameLen)
	}
	r := strconv.QuoteRune(e.Rune) // 'x', as Go writes a character
	if l == msg.DE {
		r = phrase.ClipIn(l, string(e.Rune))
	}
	return engineSays(l, "name.bad_rune", phrase.ClipIn(l, e.Name), r)
}

// GameError is a game that cannot be created or opened (Op "create" or
// "open"), and why (Err, said in the table's language where it can be).
type GameError struct {
	Op, Game, Name string // Name "" when none was given
	Err            error
}

func (e *GameError) Error() string {
	if e.Name != "" {
		return fmt.Sprintf("cannot %s %s game %q: %s", e.Op, e.Game, e.Name, CauseIn(msg.EN, e.Err))
	}
	return fmt.Sprintf("cannot %s %s game: %s", e.Op, e.Game, CauseIn(msg.EN, e.Err))
}

func (e *GameError) Unwrap() error { return e.Err }

// In is the error in lang ("de", "en").
func (e *GameError) In(lang string) string {
	l := msg.Lang(lang)
	if e.Name != "" {
		return engineSays(l, "game."+e.Op+"_named", e.Game, phrase.ClipIn(l, e.Name), CauseIn(l, e.Err))
	}
	return engineSays(l, "game."+e.Op, e.Game, CauseIn(l, e.Err))
}

// takenError is a name a new game cannot take: a saved game or its backup
// has it.
type takenError struct {
	name, path string
	backup     bool
}

func (e *takenError) Error() string { return e.In(string(msg.EN)) }

func (e *takenError) In(lang string) string {
	l := msg.Lang(lang)
	if e.backup {
		return engineSays(l, "game.backup_exists", phrase.ClipIn(l, e.name), phrase.PathText(e.path))
	}
	return engineSays(l, "game.exists", phrase.ClipIn(l, e.name), phrase.PathText(e.path))
}

// ListError is a saved-games directory that cannot be read (a --home that
// is a file, a folder without permission): all the saved games, or those
// of Game.
type ListError struct {
	Game string // "" for every game
	Err  error
}

func (e *ListError) Error() string {
	if e.Game == "" {
		return fmt.Sprintf("cannot list saved games: %v", unwrapPathErr(e.Err))
	}
	return fmt.Sprintf("cannot list saved %s games: %v", e.Game, unwrapPathErr(e.Err))
}

func (e *ListError) Unwrap() error { return e.Err }

// In is the error in lang ("de", "en").
func (e *ListError) In(lang string) string {
	l := msg.Lang(lang)
	if e.Game == "" {
		return engineSays(l, "saves.cannot_list", CauseIn(l, e.Err))
	}
	return engineSays(l, "saves.cannot_list_game", e.Game, CauseIn(l, e.Err))
}

// saveError is a game that could not be saved: the action is not taken.
type saveError struct {
	name string
	err  error
}

func (e *saveError) Error() string { return fmt.Sprintf("cannot save game %q: %v", e.name, e.err) }
func (e *saveError) Unwrap() error { return e.err }

// In is the error in lang ("de", "en").
func (e *saveError) In(lang string) string {
	l := msg.Lang(lang)
	return engineSays(l, "game.save_named", phrase.ClipIn(l, e.name), CauseIn(l, e.err))
}

// homeError is a saved-games directory that cannot be made.
type homeError struct{ err error }

func (e *homeError) Error() string { return e.In(string(msg.EN)) }
func (e *homeError) Unwrap() error { return e.err }
func (e *homeError) In(lang string) string {
	return engineSays(msg.Lang(lang), "home.cannot_create", CauseIn(msg.Lang(lang), e.err))
}

// HomeError is the error of a saved-games directory that cannot be made.
func HomeError(err error) error { return &homeError{err: err} }

// CauseIn is why a file could not be used, in l: an error that says
// itself, a file a user named that cannot be written (atomicfile), the
// system's reason for the common failures; anything else as it is (the
// system's words, untranslated, stay readable).
func CauseIn(l msg.Lang, err error) string {
	var (
		w  phrase.Worded
		we *atomicfile.WriteError
		nr *atomicfile.NotRegularError
		pe *fs.PathError
	)
	switch {
	case err == nil:
		return ""
	case errors.As(err, &w) && w.Error() == err.Error():
		return w.In(string(l))
	case errors.As(err, &we) && we.Error() == err.Error():
		return engineSays(l, "file.cannot_write", phrase.PathText(we.Path), CauseIn(l, we.Err))
	case errors.As(err, &nr) && nr.Error() == err.Error():
		kind := engineSays(l, "file.kind."+atomicfile.KindCode(nr.Mode))
		if nr.Path == "" {
			return engineSays(l, "file.not_regular", kind)
		}
		return engineSays(l, "file.not_regular_path", phrase.PathText(nr.Path), kind)
	case errors.As(err, &pe) && pe.Error() == err.Error():
		return engineSays(l, "file.path", phrase.PathText(pe.Path), CauseIn(l, pe.Err))
	}
	var errno syscall.Errno
	if errors.As(err, &errno) && err.Error() == errno.Error() {
		if id := "file.errno." + errnoName(errno); Messages.Has(id) {
			return engineSays(l, id)
		}
	}
	return err.Error()
}

// errnoName is the name of a system error whose words the catalogue has.
func errnoName(e syscall.Errno) string {
	switch e {
	case syscall.ENOENT:
		return "enoent"
	case syscall.EACCES, syscall.EPERM:
		return "eacces"
	case syscall.ENOSPC:
		return "enospc"
	case syscall.EROFS:
		return "erofs"
	case syscall.ENOTDIR:
		return "enotdir"
	case syscall.EISDIR:
		return "eisdir"
	case syscall.ELOOP:
		return "eloop"
	case syscall.EEXIST:
		return "eexist"
	}
	return ""
}

// SayError is err in l when it can say itself (phrase.Worded: a game that
// cannot be created, opened or saved, a bad game name, a saved-games
// directory that cannot be made or listed, a refusal that cannot be kept)
// or is a file that cannot be written, with nothing added around it; any
// other error is its text.
func SayError(l msg.Lang, err error) string {
	var (
		w  phrase.Worded
		we *atomicfile.WriteError
	)
	if errors.As(err, &w) || errors.As(err, &we) {
		return CauseIn(l, err)
	}
	return err.Error()
}
