package referee

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"boardroom/lazy"

	"boardroom/phrase"
	"boardroom/phrase/msg"
)

// FormatVersion is the version of the saved-game file this package writes
// and reads.
const FormatVersion = 1

// The saved game "otter-42" of the game "chess" is <home>/chess/otter-42.json,
// with otter-42.json.bak (the previous good version) and otter-42.lock beside it.
const (
	fileExt   = ".json"
	backupExt = ".json.bak"
	lockExt   = ".lock"
)

// header is everything in a saved-game file but the log.
type header struct {
	Format  int             `json:"format"`
	Game    string          `json:"game"`
	Name    string          `json:"name"`
	Status  string          `json:"status"`
	Seed    int64           `json:"seed"`
	Created time.Time       `json:"created"`
	Updated time.Time       `json:"updated"`
	Setup   json.RawMessage `json:"setup"`
	// Extra are the top-level fields this version does not know (a newer
	// version's), by name, each compact: written back as they were read.
	Extra map[string]json.RawMessage `json:"-"`
}

// knownFields are the top-level fields of a saved game this version reads.
var knownFields = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"format": true, "game": true, "name": true, "status": true,
		"seed": true, "created": true, "updated": true, "setup": true, "log": true}
}}

// stored is a whole saved-game file as read: the header and the log, each
// entry kept also as the compact line it is written back as.
type stored struct {
	header
	Log   []Entry
	lines [][]byte
}

// InUseError says another process holds the game's lock.
type InUseError struct {
	Name string // the game's name
	PID  int    // the holder's process id, 0 if unknown
}

// Error is `game "x" is in use by another boardroom process (pid N); try again`.
func (e *InUseError) Error() string {
	if e.PID > 0 {
		return fmt.Sprintf("game %q is in use by another boardroom process (pid %d); try again", e.Name, e.PID)
	}
	return fmt.Sprintf("game %q is in use by another boardroom process; try again", e.Name)
}

// DamagedError says a saved-game file cannot be used, and why. The file is
// left as it is; Backup names the previous good version when there is one.
type DamagedError struct {
	Path    string // the saved game
	Problem string // what is wrong: "invalid JSON at byte 312: ...", "unknown format version 7"
	Backup  string // the previous good version, "" if there is none
	// Newer says the file is not damaged but written by a newer boardroom
	// (a format or an edition of the rulings this build does not know).
	Newer bool
	// said is Problem in a language, for a problem that says itself (nil:
	// Problem, the decoder's or the replay's words).
	said func(lang string) string
}

// In is the error in lang ("de", "en"): its frame in the table's words,
// the problem as the decoder or the replay found it (a technical detail,
// in English, as the system's own words are left).
func (e *DamagedError) In(lang string) string {
	l := msg.Lang(lang)
	path := phrase.PathText(e.Path)
	what := e.Problem
	if e.said != nil {
		what = e.said(lang)
	}
	var s string
	switch {
	case e.Problem == problemMissing:
		s = engineSays(l, "save.missing", path)
	case e.Newer:
		s = engineSays(l, "save.newer", path, what)
	default:
		s = engineSays(l, "save.damaged", path, what)
	}
	if e.Backup != "" {
		s += engineSays(l, "save.backup", phrase.PathText(e.Backup), filepath.Base(e.Path))
	}
	return s
}

// Error is one line naming the file, the problem and the backup.
func (e *DamagedError) Error() string {
	msg := e.Path + " is damaged: " + e.Problem
	if e.Newer {
		msg = e.Path + " cannot be read by this boardroom: " + e.Problem
	}
	if e.Problem == problemMissing {
		msg = e.Path + " is missing"
	}
	if e.Backup != "" {
		msg += "; the previous good version is " + e.Backup + " (copy it to " + filepath.Base(e.Path) + " to go back to it)"
	}
	return msg
}

const problemMissing = "missing"

// ErrNotFound is wrapped by Open's error when there is no saved game to open.
var ErrNotFound = errors.New("no saved game")

// encode writes a saved-game file: the header one field per line, then the
// log one entry per line, so the file reads (and diffs) as a history.
func encode(w io.Writer, h header, lines [][]byte) error {
	var b bytes.Buffer
	field := func(key string, v any, last bool) error {
		j, err := json.Marshal(v)
		if err != nil {
			return fmt.Errorf("cannot encode %s: %v", key, err)
		}
		k, err := json.Marshal(key) // an unknown field's name may hold a quote
		if err != nil {
			return fmt.Errorf("cannot encode %s: %v", key, err)
		}
		b.WriteString("  ")
		b.Write(k)
		b.WriteString(": ")
		b.Write(j)
		if !last {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
		return nil
	}
	b.WriteString("{\n")
	for _, f := range []struct {
		key string
		v   any
	}{
		{"format", h.Format}, {"game", h.Game}, {"name", h.Name}, {"status", h.Status},
		{"seed", h.Seed}, {"created", h.Created}, {"updated", h.Updated}, {"setup", h.Setup},
	} {
		if err := field(f.key, f.v, false); err != nil {
			return err
		}
	}
	for _, k := range slices.Sorted(maps.Keys(h.Extra)) {
		if err := field(k, h.Extra[k], false); err != nil {
			return err
		}
	}
	if len(lines) == 0 {
		b.WriteString("  \"log\": []\n}\n")
		_, err := w.Write(b.Bytes())
		return err
	}
	b.WriteString("  \"log\": [\n")
	if _, err := w.Write(b.Bytes()); err != nil {
		return err
	}
	for i, l := range lines {
		sep := ",\n"
		if i == len(lines)-1 {
			sep = "\n"
		}
		if _, err := io.WriteString(w, "    "); err != nil {
			return err
		}
		if _, err := w.Write(l); err != nil {
			return err
		}
		if _, err := io.WriteString(w, sep); err != nil {
			return err
		}
	}
	_, err := io.WriteString(w, "  ]\n}\n")
	return err
}

// encodeEntry is the compact line an entry is stored as.
func encodeEntry(e Entry) ([]byte, error) {
	b, err := json.Marshal(e)
	if err != nil {
		return nil, fmt.Errorf("cannot encode log entry %d: %v", e.Seq, err)
	}
	return b, nil
}

// decode reads a saved-game file and checks its structure: JSON syntax,
// format version, game id and the log's sequence of undo and redo. The
// problem it returns names no file; load adds that.
func decode(data []byte, gameID string) (*stored, []int, []int, error) {
	data = skipBOM(data)
	var raw struct {
		header
		Format *int              `json:"format"` // shadows header.Format: missing is not 0
		Log    []json.RawMessage `json:"log"`
	}
	err := json.Unmarshal(data, &raw)
	var se *json.SyntaxError
	if errors.As(err, &se) || (err != nil && len(bytes.TrimSpace(data)) == 0) {
		return nil, nil, nil, syntaxError(data, err)
	}
	if err != nil {
		// A field of the wrong type: the version, if readable, explains it better.
		var probe struct {
			Format *int `json:"format"`
		}
		if json.Unmarshal(data, &probe) != nil || probe.Format == nil || *probe.Format == FormatVersion {
			return nil, nil, nil, errors.New(fieldProblem(err))
		}
		raw.Format = probe.Format
	}
	switch {
	case raw.Format == nil:
		return nil, nil, nil, errors.New("it has no format version; is it a boardroom saved game?")
	case *raw.Format > FormatVersion:
		return nil, nil, nil, newerError{fmt.Sprintf("unknown format version %d (this boardroom reads version %d; a newer boardroom wrote it)", *raw.Format, FormatVersion)}
	case *raw.Format != FormatVersion:
		return nil, nil, nil, fmt.Errorf("unknown format version %d (this boardroom reads version %d)", *raw.Format, FormatVersion)
	}
	raw.header.Format = FormatVersion
	raw.header.Extra, err = unknownFields(data)
	if err != nil {
		return nil, nil, nil, errors.New(fieldProblem(err))
	}
	if raw.Game != gameID {
		return nil, nil, nil, fmt.Errorf("it is a saved %q game, not %q", raw.Game, gameID)
	}
	if len(raw.Setup) == 0 {
		return nil, nil, nil, errors.New("it has no setup")
	}
	st := &stored{header: raw.header, Log: make([]Entry, len(raw.Log)), lines: make([][]byte, len(raw.Log))}
	for i, r := range raw.Log {
		if err := json.Unmarshal(r, &st.Log[i]); err != nil {
			return nil, nil, nil, fmt.Errorf("log entry %d: %s", i+1, fieldProblem(err))
		}
		if bytes.ContainsAny(r, "\n\r\t") || (len(r) > 0 && r[0] == ' ') {
			var c bytes.Buffer
			if err := json.Compact(&c, r); err != nil {
				return nil, nil, nil, fmt.Errorf("log entry %d: %v", i+1, err)
			}
			r = c.Bytes()
		}
		st.lines[i] = r
	}
	done, redo, err := timeline(st.Log)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("the log is inconsistent: %v", err)
	}
	return st, done, redo, nil
}

// unknownFields are the top-level fields of data this version does not
// know, each compact; nil when there are none.
func unknownFields(data []byte) (map[string]json.RawMessage, error) {
	// Each value is kept as a slice of data, not a copy: the log, most of
	// the file, is not copied to be skipped (a large save would be held twice).
	var all map[string]rawRef
	if err := json.Unmarshal(data, &all); err != nil {
		return nil, err
	}
	var extra map[string]json.RawMessage
	for k, v := range all {
		if knownFields.Get()[strings.ToLower(k)] { // json reads "Format" as "format"
			continue
		}
		var c bytes.Buffer
		if err := json.Compact(&c, v); err != nil {
			return nil, err
		}
		if extra == nil {
			extra = map[string]json.RawMessage{}
		}
		extra[k] = c.Bytes()
	}
	return extra, nil
}

// skipBOM drops a UTF-8 byte-order mark an editor put at the start of a
// save (JSON has none; it used to read as "invalid character 'ï'").
func skipBOM(data []byte) []byte { return bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) }

// rawRef is a JSON value as the slice of the input it was read from
// (json.RawMessage copies it). It must not outlive the input.
type rawRef []byte

func (r *rawRef) UnmarshalJSON(b []byte) error { *r = b; return nil }

// syntaxProblem describes a JSON syntax error with its byte offset, and a
// file that ends early as truncated.
func syntaxProblem(data []byte, err error) string { return syntaxError(data, err).Error() }

// problem is what is wrong with a save, said in the table's language: the
// common problems a person can act on (an empty file, one cut short).
type problem struct {
	id   string
	args []any
}

func (p *problem) Error() string         { return engineSays(msg.EN, p.id, p.args...) }
func (p *problem) In(lang string) string { return engineSays(msg.Lang(lang), p.id, p.args...) }

// syntaxError is syntaxProblem as an error: an empty or truncated file says
// itself in either language, any other syntax error is the decoder's.
func syntaxError(data []byte, err error) error {
	if len(bytes.TrimSpace(data)) == 0 {
		return &problem{id: "save.empty"}
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		if strings.Contains(se.Error(), "unexpected end of JSON input") {
			return &problem{id: "save.truncated", args: []any{len(data)}}
		}
		return fmt.Errorf("invalid JSON at byte %d: %s", se.Offset, strings.TrimPrefix(se.Error(), "json: "))
	}
	return errors.New(fieldProblem(err))
}

// fieldProblem describes a JSON value of the wrong type.
func fieldProblem(err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		where := te.Field
		if where == "" {
			where = "the top level"
		}
		return fmt.Sprintf("%s holds a JSON %s at byte %d, which is not a valid %s", where, te.Value, te.Offset, te.Type)
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

// loaded is a saved game read and replayed.
type loaded[S any] struct {
	*stored
	done, redo []int
	state      S
}

// load reads the bytes of the saved game at path and replays its log. Every
// problem is a *DamagedError naming path (and a backup, if one exists).
func load[S any](path string, data []byte, gameID string, rules Rules[S]) (l *loaded[S], err error) {
	damaged := func(problem string) error {
		return &DamagedError{Path: path, Problem: problem, Backup: backupIfAny(path)}
	}
	newer := func(err error) error {
		d := damaged(err.Error()).(*DamagedError)
		d.Newer = errors.Is(err, errNewer)
		var p *problem
		if errors.As(err, &p) {
			d.said = p.In
		}
		return d
	}
	st, done, redo, err := decode(data, gameID)
	if err != nil {
		return nil, newer(err)
	}
	defer func() {
		if p := recover(); p != nil {
			l, err = nil, damaged(fmt.Sprintf("the game's rules failed while replaying it (internal error: %v)", p))
		}
	}()
	s, err := replay(rules, st.Setup, st.Seed, st.Log, done)
	if err != nil {
		return nil, newer(err)
	}
	return &loaded[S]{stored: st, done: done, redo: redo, state: s}, nil
}

// backupIfAny returns the backup path of the saved game at path if that
// file exists.
func backupIfAny(path string) string {
	b := strings.TrimSuffix(path, fileExt) + backupExt
	if fi, err := os.Stat(b); err == nil && fi.Mode().IsRegular() {
		return b
	}
	return ""
}

// SavedGame is one saved game as `boardroom games --saved` lists it.
type SavedGame struct {
	Game    string    `json:"game"`              // the kind of game: "chess"
	Name    string    `json:"name"`              // the game's name: "otter-42"
	Status  string    `json:"status"`            // what the game said on its last save: "round 3, Production"
	Updated time.Time `json:"updated"`           // the last change
	Path    string    `json:"path"`              // the file
	Problem string    `json:"problem,omitempty"` // why the file cannot be opened, "" if it looks fine
}

// List returns every saved game under home, the most recently changed
// first. A missing home has no games. Files that cannot be read are listed
// with a Problem rather than left out; List does not replay logs (that needs
// the game's rules), so a Problem-free entry may still fail to open.
func List(home string) ([]SavedGame, error) {
	dirs, err := os.ReadDir(home)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, &ListError{Err: err}
	}
	var out []SavedGame
	for _, d := range dirs {
		if !d.IsDir() || validateGameID(d.Name()) != nil {
			continue
		}
		games, err := listGame(home, d.Name())
		if err != nil {
			return nil, err
		}
		out = append(out, games...)
	}
	slices.SortStableFunc(out, func(a, b SavedGame) int {
		if c := b.Updated.Compare(a.Updated); c != 0 {
			return c
		}
		if a.Game != b.Game {
			return strings.Compare(a.Game, b.Game)
		}
		return strings.Compare(a.Name, b.Name)
	})
	return out, nil
}

// listGame lists the saved games of one kind, in no particular order.
func listGame(home, gameID string) ([]SavedGame, error) {
	dir := filepath.Join(home, gameID)
	files, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, &ListError{Game: gameID, Err: err}
	}
	var out []SavedGame
	for _, f := range files {
		if name, ok := saveName(f); ok {
			out = append(out, describe(filepath.Join(dir, f.Name()), gameID, name))
		}
	}
	return out, nil
}

// describe reads the header of one saved game for List.
func describe(path, gameID, name string) SavedGame {
	sg := SavedGame{Game: gameID, Name: name, Path: path}
	data, err := readSave(path)
	var d *DamagedError
	if errors.As(err, &d) {
		sg.Problem = d.Problem
		return sg
	}
	if err != nil {
		sg.Problem = "cannot read: " + unwrapPathErr(err).Error()
		return sg
	}
	data = skipBOM(data)
	var h struct {
		Format  *int      `json:"format"`
		Game    string    `json:"game"`
		Status  string    `json:"status"`
		Updated time.Time `json:"updated"`
	}
	if err := json.Unmarshal(data, &h); err != nil {
		sg.Problem = syntaxProblem(data, err)
	} else if h.Format == nil || *h.Format != FormatVersion {
		sg.Problem = "unknown format version"
	} else if h.Game != gameID {
		sg.Problem = fmt.Sprintf("it is a saved %q game", h.Game)
	}
	sg.Status, sg.Updated = h.Status, h.Updated
	if sg.Updated.IsZero() {
		if fi, err := os.Stat(path); err == nil {
			sg.Updated = fi.ModTime().UTC()
		}
	}
	return sg
}

// mostRecent is the name of the most recently changed saved game of gameID.
func mostRecent(home, gameID string) (string, error) {
	// The usual case, one saved game of its kind, is that game: it is not
	// read twice (its header here, then the whole of it).
	if name, ok := onlySave(home, gameID); ok {
		return name, nil
	}
	games, err := listGame(home, gameID)
	if err != nil {
		return "", err
	}
	if len(games) == 0 {
		return "", fmt.Errorf("%w of %s in %s", ErrNotFound, gameID, filepath.Join(home, gameID))
	}
	best := games[0]
	for _, g := range games[1:] {
		if g.Updated.After(best.Updated) || (g.Updated.Equal(best.Updated) && g.Name < best.Name) {
			best = g
		}
	}
	return best.Name, nil
}

// saveName is the game's name of a saved game's file in a game's folder.
func saveName(f fs.DirEntry) (string, bool) {
	name, ok := strings.CutSuffix(f.Name(), fileExt)
	if !ok || !f.Type().IsRegular() || ValidateName(name) != nil {
		return "", false
	}
	return name, true
}

// onlySave is the name of the one saved game of gameID, when there is
// exactly one (as listGame would list it).
func onlySave(home, gameID string) (string, bool) {
	files, err := os.ReadDir(filepath.Join(home, gameID))
	if err != nil {
		return "", false
	}
	only := ""
	for _, f := range files {
		name, ok := saveName(f)
		if !ok {
			continue
		}
		if only != "" {
			return "", false
		}
		only = name
	}
	return only, only != ""
}

// unwrapPathErr drops the *PathError wrapper when the message names the
// path anyway.
func unwrapPathErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: %v", pe.Path, pe.Err)
	}
	return err
}

// Edition checks the edition of the rulings a saved game's setup records
// (field: its name in the file, "edition"; what: "edition" or "revision").
// One newer than this build knows (known) is a newer boardroom's: replaying
// its log under older rulings would tell another game, so it is refused,
// naming both, as a newer format version is. One below the oldest there
// is was written by no boardroom: the file is damaged, and the field is
// named. nil when got is one this build knows.
func Edition(field, what string, got, oldest, known int) error {
	switch {
	case got > known:
		return newerError{fmt.Sprintf("it was started under %s %d of the rulings; this boardroom knows %s %d at most (a newer boardroom wrote it)", what, got, what, known)}
	case got < oldest:
		return fmt.Errorf("the setup's %q is %d, which is no %s of the rulings (they run from %d to %d)", field, got, what, oldest, known)
	}
	return nil
}

// errNewer is what a newerError is (errors.Is): the file was written by a
// newer boardroom, which is not damage.
var errNewer = errors.New("written by a newer boardroom")

// newerError is a format or edition newer than this build knows.
type newerError struct{ msg string }

func (e newerError) Error() string        { return e.msg }
func (e newerError) Is(target error) bool { return target == errNewer }
