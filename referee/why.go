package referee

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"time"

	"boardroom/atomicfile"
	"boardroom/phrase/msg"
)

// Reason is one line of the referee's reasoning for an action: what it
// counted or checked, and the rule or ruling behind it ("R6", "CW14",
// "vinnie-exactly", a rule section's id; "" when the line is plain
// bookkeeping).
type Reason struct {
	Text string `json:"text"`
	Rule string `json:"rule,omitempty"`
	// Check marks a check that allowed the action, not a number counted
	// (Work.Check): an action that records only checks counted nothing.
	Check bool `json:"check,omitempty"`
}

// Work is the referee's arithmetic for the last action, line by line, each
// line with the rule or ruling behind it. The action records it as it
// computes (Work.Line), so that `why` shows the very numbers the referee
// used and never computes them again. Like the events, it is not saved:
// replaying the action records it again. It is recorded only when On: `why`
// turns it on for its retelling (Worker.Explain), so that play, replay and
// simulations pay nothing for it. A state's Clone keeps On and starts the
// lines empty.
type Work struct {
	On    bool
	Lines []Reason
}

// Line records one line of the arithmetic under rule ("" for plain
// bookkeeping, such as a sum of the lines above), when On.
func (w *Work) Line(rule, format string, args ...any) {
	if w.On {
		w.Lines = append(w.Lines, Reason{Text: fmt.Sprintf(format, args...), Rule: rule})
	}
}

// Check records a check the action passed, under rule, when On: for an
// action that computes nothing, `why` lists its checks with their rules
// before what it did.
func (w *Work) Check(rule, format string, args ...any) {
	if w.On {
		w.Lines = append(w.Lines, Reason{Text: fmt.Sprintf(format, args...), Rule: rule, Check: true})
	}
}

// OnlyChecks reports whether the lines are all checks (none counted).
func OnlyChecks(lines []Reason) bool {
	return !slices.ContainsFunc(lines, func(r Reason) bool { return !r.Check })
}

// Worker is a state that records its work: Explain turns the recording on
// (for the state a retelling starts from), WorkDone is what the last action
// recorded.
type Worker interface {
	Explain()
	WorkDone() []Reason
}

// Refused is an action the referee refused for a saved game, kept beside
// it (<name>.refusal, the last KeptRefusals) so that `why` can explain it. The saved game
// itself is untouched: a refusal changes nothing, and the log stays the
// list of accepted actions.
type Refused struct {
	Time time.Time `json:"time"`
	// After is how many log entries the game had when it was refused: the
	// refusal is the newest thing that happened while the log has no more.
	After  int      `json:"after"`
	Verb   string   `json:"verb"`
	Args   []string `json:"args,omitempty"`
	Reason string   `json:"reason"`
	Rule   string   `json:"rule,omitempty"`
	// Cite is the rules lookup's id of the rule the refusal rests on
	// (Refusal.Cite), when the game names it.
	Cite string `json:"cite,omitempty"`
}

const refusalExt = ".refusal"

// maxSidecar is the most read of a file kept beside a saved game (the last
// refusal, the note on the page): a few KB when boardroom wrote it.
const maxSidecar = 1 << 20

func refusalPath(home, gameID, name string) string {
	return strings.TrimSuffix(gamePath(home, gameID, name), fileExt) + refusalExt
}

// KeptRefusals is how many refusals are kept beside a saved game: the
// newest first, the oldest dropped.
const KeptRefusals = 8

// RecordRefusal keeps r as the newest refusal of the saved game, with the
// KeptRefusals-1 before it (atomically; the game's own file is not touched).
// A link (or anything but a regular file) in the place of the file is
// neither followed nor replaced: the error names it.
func RecordRefusal(home, gameID, name string, r Refused) error {
	before, err := Refusals(home, gameID, name)
	if err != nil {
		return err
	}
	kept := append([]Refused{r}, before...)
	if len(kept) > KeptRefusals {
		kept = kept[:KeptRefusals]
	}
	b, err := json.MarshalIndent(kept, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.WriteSidecar(refusalPath(home, gameID, name), 0o644, append(b, '\n'))
}

// Refusals are the refusals kept for the saved game, newest first (none
// when there are none, or the file does not read as refusals: it is a note,
// not the game). A file of an older version holds one refusal, not a list.
// What is in the file's place and is not a regular file boardroom can read
// (a link, which is never followed; a named pipe) is an error naming it.
func Refusals(home, gameID, name string) ([]Refused, error) {
	// Read like a file a user gives: a named pipe or a link to a device in
	// its place used to hang 'why' (or read until memory ran out).
	b, err := atomicfile.ReadSidecar(refusalPath(home, gameID, name), "refusal", maxSidecar)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var list []Refused
	if json.Unmarshal(b, &list) != nil {
		var one Refused
		if json.Unmarshal(b, &one) != nil {
			return nil, nil
		}
		list = []Refused{one}
	}
	return slices.DeleteFunc(list, func(r Refused) bool { return r.Reason == "" }), nil
}

// LastRefused is the last refusal recorded for the saved game, nil when
// there is none; an error as Refusals says.
func LastRefused(home, gameID, name string) (*Refused, error) {
	rs, err := Refusals(home, gameID, name)
	if len(rs) > 0 {
		return &rs[0], nil
	}
	return nil, err
}

// AsRefusal is err's *Refusal, if it is one.
func AsRefusal(err error) (*Refusal, bool) {
	var r *Refusal
	if errors.As(err, &r) {
		return r, true
	}
	return nil, false
}

// rangeError is a log entry asked for that the log has not got: it says
// itself in the table's language (phrase.Worded).
type rangeError struct{ last, seq int }

func (e *rangeError) Error() string { return e.In(string(msg.EN)) }

func (e *rangeError) In(lang string) string {
	if e.last == 0 {
		return engineSays(msg.Lang(lang), "log.empty")
	}
	return engineSays(msg.Lang(lang), "log.range", e.last, e.seq)
}

// EntryAt is the log entry seq (1-based), or an error naming the range.
func EntryAt(log []Entry, seq int) (Entry, error) {
	if seq < 1 || seq > len(log) {
		if len(log) == 0 {
			return Entry{}, &rangeError{}
		}
		return Entry{}, &rangeError{last: len(log), seq: seq}
	}
	return log[seq-1], nil
}

// KeepRefusal keeps err, when it is a refusal, as the game's last refusal
// (for `why`), as the verb with its arguments; anything else is ignored.
// The saved game is not touched.
func (g *Game[S]) KeepRefusal(verb string, args []string, err error) error {
	r, ok := AsRefusal(err)
	if !ok || g.opts.readOnly {
		return nil
	}
	return NotKept(RecordRefusal(g.home, g.id, g.st.Name, Refused{Time: g.now(), After: len(g.st.Log), Verb: verb, Args: args,
		Reason: r.Reason, Rule: r.Rule, Cite: r.Cite}))
}

// NotKept says, in a line to show beside the refusal, why a refusal could
// not be kept for 'why' (nil when it was): the refusal itself stands.
func NotKept(err error) error {
	if err == nil {
		return nil
	}
	return &notKeptError{err}
}

// notKeptError is a refusal that could not be kept for 'why', and why.
type notKeptError struct{ err error }

func (e *notKeptError) Error() string {
	return fmt.Sprintf("this refusal is not kept for 'why': %v", unwrapPathErr(e.err))
}
func (e *notKeptError) Unwrap() error { return e.err }

// In is the error in lang ("de", "en").
func (e *notKeptError) In(lang string) string {
	return engineSays(msg.Lang(lang), "why.not_kept", CauseIn(msg.Lang(lang), e.err))
}
