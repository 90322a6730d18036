package referee

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"boardroom/atomicfile"

	"boardroom/phrase"
)

// DefaultLockTimeout is how long Open and Create wait for another process
// to let go of a game before giving up.
const DefaultLockTimeout = 3 * time.Second

// Option changes how Create and Open work.
type Option func(*options)

type options struct {
	lockTimeout time.Duration
	readOnly    bool
	now         func() time.Time
}

// LockTimeout sets how long to wait for another process holding the game
// (default DefaultLockTimeout).
func LockTimeout(d time.Duration) Option { return func(o *options) { o.lockTimeout = d } }

// ReadOnly opens a game without taking its lock, to show it or its log
// while another process plays it; Do, Undo and Redo then fail.
func ReadOnly() Option { return func(o *options) { o.readOnly = true } }

// Clock sets the source of the times written into the file (tests).
func Clock(now func() time.Time) Option { return func(o *options) { o.now = now } }

func makeOptions(opts []Option) options {
	o := options{lockTimeout: DefaultLockTimeout, now: time.Now}
	for _, f := range opts {
		f(&o)
	}
	return o
}

// Game is a saved game open for play: its file, its rules and its current
// state. While it is open (unless ReadOnly) it holds the game's lock, so
// another process waits and then fails instead of interleaving. A Game is
// not safe for concurrent use by several goroutines.
type Game[S any] struct {
	rules Rules[S]
	opts  options
	home  string
	id    string
	path  string
	lock  *lockFile
	st    *stored
	done  []int // indexes of the action entries in effect
	redo  []int // indexes of undone action entries, most recent last
	state S
	// onDisk is whether the file exists and holds st (a backup can be made).
	onDisk bool
	closed bool
}

// gamePath is the file of the saved game name of gameID under home.
func gamePath(home, gameID, name string) string {
	return filepath.Join(home, gameID, name+fileExt)
}

// Create starts a new game of gameID named name (generated when empty) from
// setup and seed, and saves it. It fails if a game of that name exists, even
// a damaged one, or if only its backup is left.
func Create[S any](home, gameID, name string, setup json.RawMessage, seed int64, rules Rules[S], opts ...Option) (*Game[S], error) {
	if err := validateGameID(gameID); err != nil {
		return nil, fmt.Errorf("cannot create game: %v", err)
	}
	o := makeOptions(opts)
	if o.readOnly {
		return nil, fmt.Errorf("cannot create %s game: it cannot be created read-only", gameID)
	}
	var compact bytes.Buffer
	if len(bytes.TrimSpace(setup)) == 0 {
		compact.WriteString("null")
	} else if err := json.Compact(&compact, setup); err != nil {
		return nil, fmt.Errorf("cannot create %s game: the setup is not valid JSON: %v", gameID, err)
	}
	setup = compact.Bytes()
	generated := name == ""
	if !generated {
		if err := ValidateName(name); err != nil {
			return nil, &GameError{Op: "create", Game: gameID, Err: err}
		}
	}
	s, err := rules.New(setup, seed)
	if err != nil {
		return nil, &GameError{Op: "create", Game: gameID, Err: err}
	}
	dir := filepath.Join(home, gameID)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, &GameError{Op: "create", Game: gameID, Err: err}
	}
	for attempt := 0; ; attempt++ {
		if generated {
			name = DefaultName(gameID, o.now(), attempt)
		}
		path := gamePath(home, gameID, name)
		// A generated name another open game holds is simply taken: try the
		// next one at once instead of waiting for that game to close.
		wait := o.lockTimeout
		if generated {
			wait = 0
		}
		lock, err := acquireLock(filepath.Join(dir, name+lockExt), name, wait)
		if err != nil {
			if generated && attempt < maxGenerated {
				continue
			}
			return nil, &GameError{Op: "create", Game: gameID, Name: name, Err: err}
		}
		removeTemps(path) // what a killed `new` of this name left
		var taken error
		if exists(path) {
			taken = &takenError{name: name, path: path}
		} else if b := backupIfAny(path); b != "" {
			taken = &takenError{name: name, path: b, backup: true}
		}
		if taken != nil {
			lock.release()
			if generated && attempt < maxGenerated {
				continue
			}
			return nil, &GameError{Op: "create", Game: gameID, Err: taken}
		}
		now := o.now().UTC().Truncate(time.Millisecond)
		g := &Game[S]{
			rules: rules, opts: o, home: home, id: gameID, path: path, lock: lock, state: s,
			st: &stored{header: header{
				Format: FormatVersion, Game: gameID, Name: name, Status: rules.Status(s),
				Seed: seed, Created: now, Updated: now, Setup: setup,
			}},
		}
		if err := g.write(g.st.header, nil); err != nil {
			lock.release()
			return nil, &GameError{Op: "create", Game: gameID, Name: name, Err: err}
		}
		g.onDisk = true
		os.Remove(refusalPath(home, gameID, name)) // a refusal kept for an earlier game of this name
		return g, nil
	}
}

// Open opens the saved game name of gameID, or the most recently changed
// one when name is empty, and replays its log. A damaged file is a
// *DamagedError (in the chain) and is left untouched; a missing game wraps
// ErrNotFound; a game another process holds is an *InUseError after waiting.
func Open[S any](home, gameID, name string, rules Rules[S], opts ...Option) (*Game[S], error) {
	if err := validateGameID(gameID); err != nil {
		return nil, fmt.Errorf("cannot open game: %v", err)
	}
	o := makeOptions(opts)
	if name == "" {
		n, err := mostRecent(home, gameID)
		if err != nil {
			return nil, &GameError{Op: "open", Game: gameID, Err: err}
		}
		name = n
	} else if err := ValidateName(name); err != nil {
		return nil, &GameError{Op: "open", Game: gameID, Err: err}
	}
	path := gamePath(home, gameID, name)
	notFound := fmt.Errorf("cannot open %s game: %w named %q in %s", gameID, ErrNotFound, name, filepath.Dir(path))
	if !exists(path) && backupIfAny(path) == "" {
		return nil, notFound
	}
	var lock *lockFile
	lockPath := filepath.Join(filepath.Dir(path), name+lockExt)
	if !o.readOnly {
		l, err := acquireLock(lockPath, name, o.lockTimeout)
		if err != nil {
			return nil, err
		}
		lock = l
		removeTemps(path)
	} else if hasTemps(path) {
		// What a killed save left goes as soon as no one plays the game,
		// even when only looked at; a player holding it is not waited for.
		if l, err := acquireLock(lockPath, name, 0); err == nil {
			removeTemps(path)
			l.release()
		}
	}
	fail := func(err error) (*Game[S], error) {
		lock.release()
		return nil, &GameError{Op: "open", Game: gameID, Name: name, Err: err}
	}
	data, err := readSave(path)
	if errors.Is(err, fs.ErrNotExist) {
		if b := backupIfAny(path); b != "" {
			return fail(&DamagedError{Path: path, Problem: problemMissing, Backup: b})
		}
		lock.release()
		return nil, notFound
	}
	if err != nil {
		return fail(err)
	}
	l, err := load(path, data, gameID, rules)
	if err != nil {
		return fail(err)
	}
	l.Name = name // the file name wins: a renamed file is the game of its new name
	return &Game[S]{
		rules: rules, opts: o, home: home, id: gameID, path: path, lock: lock,
		st: l.stored, done: l.done, redo: l.redo, state: l.state, onDisk: true,
	}, nil
}

// Load reads a saved game from data, as Open does after reading its file
// (named path in errors), without a file: the game is read-only (Do, Undo
// and Redo fail) and holds no lock. It touches no file system, so fuzzing
// the loader costs a decode and a replay per input.
func Load[S any](path string, data []byte, gameID string, rules Rules[S]) (*Game[S], error) {
	if err := validateGameID(gameID); err != nil {
		return nil, fmt.Errorf("cannot open game: %v", err)
	}
	name := filepath.Base(path)
	if ext := filepath.Ext(name); ext != "" {
		name = name[:len(name)-len(ext)]
	}
	l, err := load(path, data, gameID, rules)
	if err != nil {
		return nil, &GameError{Op: "open", Game: gameID, Name: name, Err: err}
	}
	l.Name = name
	o := makeOptions([]Option{ReadOnly()})
	return &Game[S]{
		rules: rules, opts: o, id: gameID, path: path,
		st: l.stored, done: l.done, redo: l.redo, state: l.state, onDisk: true,
	}, nil
}

// exists reports whether path exists.
func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// readSave reads the saved game at path: a regular file of at most
// atomicfile.MaxSave bytes, read without blocking (a named pipe or a device
// in its place is a *DamagedError saying what it is). A missing file wraps
// fs.ErrNotExist.
func readSave(path string) ([]byte, error) {
	data, err := atomicfile.ReadFile(path, "saved game", atomicfile.MaxSave)
	var nr *atomicfile.NotRegularError
	var tl *atomicfile.TooLargeError
	switch {
	case err == nil:
		return data, nil
	case errors.Is(err, fs.ErrNotExist):
		return nil, err
	case errors.As(err, &nr):
		return nil, &DamagedError{Path: path, Problem: "it is " + nr.Kind + ", not a regular file", Backup: backupIfAny(path)}
	case errors.As(err, &tl):
		return nil, &DamagedError{Path: path, Problem: "it is larger than a saved game can be (" + atomicfile.Size(tl.Limit) + ")", Backup: backupIfAny(path)}
	}
	return nil, unwrapPathErr(err)
}

// tempPatterns are the names (in path's folder) of the temporary files a
// save of path makes.
func tempPatterns(path string) []string {
	base := filepath.Base(path)
	// .g.json.tmp-*: a new version; .g.json.bak.tmp: the backup's link;
	// .g.json.bak.tmp-*: the backup's copy where links are not supported.
	return []string{"." + base + ".tmp-*", "." + base + ".bak.tmp*"}
}

// hasTemps reports whether a save of path left a temporary file.
func hasTemps(path string) bool { return len(temps(path)) > 0 }

// removeTemps deletes temporary files a killed process may have left while
// saving path. Only the lock holder calls it.
func removeTemps(path string) {
	for _, m := range temps(path) {
		os.Remove(m)
	}
}

// temps are the temporary files saves of path left. The folder is read
// once for both patterns (a look at a game runs this every time, so one
// read of the folder, not two),
// and only the file names are matched: a home whose path holds a pattern's
// characters ("games[1]") is not read as a pattern.
func temps(path string) []string {
	files, err := os.ReadDir(filepath.Dir(path))
	if err != nil {
		return nil
	}
	var out []string
	pats := tempPatterns(path)
	for _, f := range files {
		for _, pat := range pats {
			if ok, _ := filepath.Match(pat, f.Name()); ok {
				out = append(out, filepath.Join(filepath.Dir(path), f.Name()))
				break
			}
		}
	}
	return out
}

// ID is the kind of game ("chess").
func (g *Game[S]) ID() string { return g.id }

// Name is the game's name ("otter-42").
func (g *Game[S]) Name() string { return g.st.Name }

// Path is the saved-game file.
func (g *Game[S]) Path() string { return g.path }

// Seed is the game's seed.
func (g *Game[S]) Seed() int64 { return g.st.Seed }

// Setup is the game-specific setup the game was created with.
func (g *Game[S]) Setup() json.RawMessage { return bytes.Clone(g.st.Setup) }

// Created is when the game was created.
func (g *Game[S]) Created() time.Time { return g.st.Created }

// Updated is when the game was last saved.
func (g *Game[S]) Updated() time.Time { return g.st.Updated }

// Status is the status line stored on the last save.
func (g *Game[S]) Status() string { return g.st.Status }

// State is the current state, the replay of the log. Do not modify it.
func (g *Game[S]) State() S { return g.state }

// Log returns a copy of the whole log.
func (g *Game[S]) Log() []Entry { return append([]Entry(nil), g.st.Log...) }

// History returns every log entry, each action marked Undone when it is
// currently taken back.
func (g *Game[S]) History() []HistoryEntry {
	in := make([]bool, len(g.st.Log))
	for _, k := range g.done {
		in[k] = true
	}
	out := make([]HistoryEntry, len(g.st.Log))
	for i, e := range g.st.Log {
		out[i] = HistoryEntry{Entry: e, Undone: e.Kind == KindAction && !in[i]}
	}
	return out
}

// CanUndo reports whether Undo has an action to take back.
func (g *Game[S]) CanUndo() bool { return len(g.done) > 0 }

// InEffect is the number of actions in effect: how many Undo can take back.
func (g *Game[S]) InEffect() int { return len(g.done) }

// Peek is the state the game would be in with its last n actions in effect
// taken back, changing nothing (no log entry, no save).
func (g *Game[S]) Peek(n int) (S, error) {
	if n <= 0 {
		return g.state, nil
	}
	if n > len(g.done) {
		var zero S
		return zero, fmt.Errorf("cannot look %s back: %s in effect", phrase.Plural(n, "action", "actions"), phrase.Plural(len(g.done), "is", "are"))
	}
	return replay(g.rules, g.st.Setup, g.st.Seed, g.st.Log, g.done[:len(g.done)-n])
}

// UndoDepth is how many actions an undo must take back so that a person is
// to play again: the last action in effect and, before it, every action of
// a seat the referee plays (auto says whether the referee plays the seat to
// play in a state). It is 1 when auto is nil or nothing is in effect, and a
// *Refusal when only the referee's own turns at the start are in effect.
func UndoDepth[S any](g *Game[S], auto func(S) bool) (int, error) {
	var next func(S) (Action[S], bool)
	if auto != nil {
		next = func(s S) (Action[S], bool) { return nil, auto(s) }
	}
	return UndoDepthOf(g, next)
}

// UndoDepthOf is UndoDepth with next the action the referee plays in a
// state (false: a person is to play). An action in effect is the
// referee's only where next proposed an action of the same kind for the
// same player in the state before it: a person's action where the
// referee of today would have played (a game saved by a referee that left
// a seat's window open, and the person acted on) is the person's, and an
// undo stops there, rather than taking back the person's action before it.
func UndoDepthOf[S any](g *Game[S], next func(S) (Action[S], bool)) (int, error) {
	auto := func(s S, n int) bool {
		a, ok := next(s)
		if !ok || a == nil {
			return ok
		}
		return sameActor(a, g.st.Log[g.done[len(g.done)-n]].Action)
	}
	if next == nil || g.InEffect() == 0 {
		return 1, nil
	}
	for n := 1; n <= g.InEffect(); n++ {
		s, err := g.Peek(n)
		if err != nil {
			return 0, err
		}
		if !auto(s, n) {
			return n, nil
		}
	}
	return 0, &Refusal{Reason: engineSays(LangOf(g.state), "refuse.nothing_to_undo_auto")}
}

// sameActor reports whether the stored action raw is of a's kind and by
// a's player (its "type" and "player" fields, where it has them).
func sameActor[S any](a Action[S], raw json.RawMessage) bool {
	enc, err := EncodeAction(a)
	if err != nil {
		return true
	}
	var x, y struct {
		Type   string `json:"type"`
		Player string `json:"player"`
	}
	if json.Unmarshal(enc, &x) != nil || json.Unmarshal(raw, &y) != nil {
		return true
	}
	return x.Type == y.Type && strings.EqualFold(x.Player, y.Player)
}

// CanRedo reports whether Redo has an undone action to re-apply.
func (g *Game[S]) CanRedo() bool { return len(g.redo) > 0 }

// usable says why the game cannot change, if it cannot.
func (g *Game[S]) usable(what string) error {
	switch {
	case g.closed:
		return fmt.Errorf("cannot %s: game %q is closed", what, g.st.Name)
	case g.opts.readOnly:
		return fmt.Errorf("cannot %s: game %q is open read-only", what, g.st.Name)
	}
	return nil
}

// Do checks a with Legal, applies it (drawing and recording its random
// outcomes), appends it to the log and saves the game. The action applied is
// the one read back from its stored JSON, exactly what a replay will apply.
// A refused action (a *Refusal), or any failure, changes nothing and saves
// nothing; the state returned is then the unchanged current state.
func (g *Game[S]) Do(a Action[S]) (S, error) {
	if err := g.usable("play"); err != nil {
		return g.state, err
	}
	raw, err := EncodeAction(a)
	if err != nil {
		return g.state, err
	}
	act, err := g.rules.Decode(raw)
	if err != nil {
		return g.state, fmt.Errorf("cannot record action: it does not read back from %s: %v", raw, err)
	}
	if err := act.Legal(g.state); err != nil {
		return g.state, err
	}
	seq := len(g.st.Log) + 1
	ch := newChanceAt(g.st.Seed, g.point())
	next, err := act.Apply(g.state, ch)
	if err != nil {
		return g.state, err
	}
	e := Entry{Seq: seq, Time: g.now(), Kind: KindAction, Action: raw, Outcomes: ch.out}
	if err := g.commit(e, next); err != nil {
		return g.state, err
	}
	g.done = append(g.done, seq-1)
	g.redo = g.redo[:0]
	return g.state, nil
}

// Undo takes back the last action in effect, with every automatic step it
// triggered, by appending an undo entry; the state is the replay of the
// remaining actions. With nothing to undo it returns a *Refusal.
func (g *Game[S]) Undo() (S, error) {
	if err := g.usable("undo"); err != nil {
		return g.state, err
	}
	if len(g.done) == 0 {
		return g.state, &Refusal{Reason: engineSays(LangOf(g.state), "refuse.nothing_to_undo")}
	}
	last := g.done[len(g.done)-1]
	rest := g.done[:len(g.done)-1]
	s, err := replay(g.rules, g.st.Setup, g.st.Seed, g.st.Log, rest)
	if err != nil {
		return g.state, fmt.Errorf("cannot undo: %v", err)
	}
	e := Entry{Seq: len(g.st.Log) + 1, Time: g.now(), Kind: KindUndo, Target: g.st.Log[last].Seq}
	if err := g.commit(e, s); err != nil {
		return g.state, err
	}
	g.done = rest
	g.redo = append(g.redo, last)
	return g.state, nil
}

// Redo re-applies the most recently undone action with the random outcomes
// it resolved the first time, by appending a redo entry. It returns a
// *Refusal when nothing is undone, or when a new action was accepted since
// the last undo (a new action clears what can be redone).
func (g *Game[S]) Redo() (S, error) {
	if err := g.usable("redo"); err != nil {
		return g.state, err
	}
	if len(g.redo) == 0 {
		return g.state, &Refusal{Reason: engineSays(LangOf(g.state), "refuse.nothing_to_redo")}
	}
	last := g.redo[len(g.redo)-1]
	s, err := applyRecorded(g.rules, g.state, g.st.Log[last])
	if err != nil {
		return g.state, fmt.Errorf("cannot redo: %v", err)
	}
	e := Entry{Seq: len(g.st.Log) + 1, Time: g.now(), Kind: KindRedo, Target: g.st.Log[last].Seq}
	if err := g.commit(e, s); err != nil {
		return g.state, err
	}
	g.redo = g.redo[:len(g.redo)-1]
	g.done = append(g.done, last)
	return g.state, nil
}

// Close releases the game's lock. The game cannot change afterwards; its
// state and log can still be read. Close is safe to call twice.
func (g *Game[S]) Close() error {
	if g.closed {
		return nil
	}
	g.closed = true
	g.lock.release()
	return nil
}

// point is where the game stands for chance: the number of random outcomes
// the actions in effect have resolved. The next action's draws come from a
// source seeded by the game's seed and this number, so the same point of the
// game always gives the same outcome: undoing an action and doing it again
// draws the same card and rolls the same dice, and actions without chance
// in between change nothing either. (Before format 1 games recorded their
// outcomes; those replay from the log as they were.)
func (g *Game[S]) point() uint64 {
	n := 0
	for _, k := range g.done {
		n += len(g.st.Log[k].Outcomes)
	}
	return uint64(n)
}

func (g *Game[S]) now() time.Time { return g.opts.now().UTC().Truncate(time.Millisecond) }

// commit appends e to the log, saves the file and makes next the current
// state; if saving fails nothing changes.
func (g *Game[S]) commit(e Entry, next S) error {
	line, err := encodeEntry(e)
	if err != nil {
		return &saveError{name: g.st.Name, err: err}
	}
	h := g.st.header
	h.Updated = e.Time
	h.Status = g.rules.Status(next)
	lines := append(g.st.lines, line)
	if err := g.write(h, lines); err != nil {
		return &saveError{name: g.st.Name, err: err}
	}
	g.st.header = h
	g.st.Log = append(g.st.Log, e)
	g.st.lines = lines
	g.state = next
	return nil
}

// write replaces the file atomically with h and lines. The file it replaces,
// which loaded or was written fine, becomes the backup only once the new
// version is durable: a failed write (a full disk) or a kill leaves the
// backup as it was, the previous good version.
func (g *Game[S]) write(h header, lines [][]byte) error {
	var before func(string) error
	if g.onDisk {
		before = g.backup
	}
	return atomicfile.Replace(g.path, 0o644, func(w io.Writer) error { return encode(w, h, lines) }, before)
}

// backup makes current, the saved file about to be replaced, the backup: a
// hard link renamed over the old backup (no copy), or a copy where links are
// not supported.
func (g *Game[S]) backup(current string) error {
	dir := filepath.Dir(g.path)
	bak := filepath.Join(dir, g.st.Name+backupExt)
	tmp := filepath.Join(dir, "."+g.st.Name+backupExt+".tmp")
	os.Remove(tmp)
	if err := os.Link(current, tmp); err == nil {
		atomicfile.Crash("backup-linked")
		err := os.Rename(tmp, bak)
		atomicfile.Crash("backup-renamed")
		// When the backup already is the current file (a kill between this
		// step and the next), rename does nothing and leaves tmp: remove it.
		os.Remove(tmp)
		if err != nil {
			var le *os.LinkError
			if errors.As(err, &le) { // name the backup, not the temporary link
				err = le.Err
			}
			return fmt.Errorf("cannot keep the previous version as %s: %v", bak, err)
		}
		return nil
	}
	data, err := atomicfile.ReadFile(current, "saved game", atomicfile.MaxSave)
	if err != nil {
		return fmt.Errorf("cannot keep the previous version as %s: %v", bak, unwrapPathErr(err))
	}
	return atomicfile.WriteBytes(bak, 0o644, data)
}

// Entries is how many entries the log has (Log copies them).
func (g *Game[S]) Entries() int { return len(g.st.Log) }
