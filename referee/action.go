// Package referee keeps a game in progress, whatever the game: an append-only
// action log saved atomically in the state home, replay of that log into the
// current state, undo and redo recorded as log entries, a lock against a
// second process, and Chance, which draws (seeded, recorded) or records what
// the players entered.
//
// A game plugs in with Rules (how to start, how to read a stored action, what
// to show as status) and Action values (Legal, then Apply). Game[S] ties a
// saved file, the rules and the current state together:
//
//	g, err := referee.Create(home, "chess", "", setup, referee.NewSeed(), rules)
//	s, err := g.Do(loan)   // Legal, Apply, append, save; a *Refusal changes nothing
//	s, err = g.Undo()
//	defer g.Close()
//
// The saved file is the truth: State is always the replay of the log, and
// replay uses the random outcomes written into each entry, never new draws.
package referee

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
)

// Rules is what the engine needs to know about a game.
type Rules[S any] interface {
	// New builds the initial state from the setup and the seed.
	New(setup json.RawMessage, seed int64) (S, error)
	// Decode turns a stored action ({"type": "loan", ...}) into a value.
	Decode(action json.RawMessage) (Action[S], error)
	// Status is a short line for game lists, e.g. "round 3, Production".
	Status(s S) string
}

// Action is one player action: a plain value that marshals to JSON (see
// Typed) and that Rules.Decode reads back.
type Action[S any] interface {
	// Legal returns nil or a *Refusal saying why the action is not allowed
	// in s and which rule says so.
	Legal(s S) error
	// Apply returns the state after the action, including every automatic
	// step the action triggers. It must not modify s (clone what changes):
	// the engine keeps s as the state to return to. All randomness goes
	// through ch.
	Apply(s S, ch *Chance) (S, error)
}

// Typed actions name their kind; EncodeAction writes it as the "type" field
// beside the action's own fields, and DecodeTagged dispatches on it.
type Typed interface {
	ActionType() string
}

// Refusal explains why an action is not allowed: the reason in the words of
// the table and the rule it rests on. A refused action changes nothing.
type Refusal struct {
	Reason string // "Ann owns 3 plots and has borrowed 3 this phase"
	Rule   string // "Vinnie lends at most one resource per plot owned per phase"; may be empty
	// Word is the word before the rule in the game's language ("Regel");
	// empty: "rule".
	Word string `json:"-"`
	// Public, when Reason names what a player hides (the cards a hand
	// lacks), is the reason as said to anyone but that player: a link
	// that acts for the player without seeing their hand (serve --play's
	// host) is told this.
	Public string `json:"-"`
	// Cite is the id of the rule section or ruling the rule rests on
	// ("disaster-phase"), where its words alone would not find it: `why`
	// cites that entry of the game's rules lookup.
	Cite string `json:"-"`
}

// Refusef builds a *Refusal with a formatted reason.
func Refusef(rule, format string, args ...any) *Refusal {
	return &Refusal{Reason: fmt.Sprintf(format, args...), Rule: rule}
}

// Error is "reason (rule: rule)", or just the reason when there is no rule.
func (r *Refusal) Error() string {
	if r.Rule == "" {
		return r.Reason
	}
	w := r.Word
	if w == "" {
		w = "rule"
	}
	return r.Reason + " (" + w + ": " + r.Rule + ")"
}

// IsRefusal reports whether err is (or wraps) a *Refusal.
func IsRefusal(err error) bool {
	var r *Refusal
	return errors.As(err, &r)
}

// EncodeAction is the JSON stored in the log for a: json.Marshal of a, with
// a's ActionType as "type" first when a is Typed.
func EncodeAction(a any) (json.RawMessage, error) {
	if a == nil || (reflect.ValueOf(a).Kind() == reflect.Pointer && reflect.ValueOf(a).IsNil()) {
		return nil, errors.New("cannot record action: it is nil")
	}
	b, err := json.Marshal(a)
	if err != nil {
		return nil, fmt.Errorf("cannot record action %T: %v", a, err)
	}
	t, ok := a.(Typed)
	if !ok {
		return b, nil
	}
	if len(b) < 2 || b[0] != '{' {
		return nil, fmt.Errorf("cannot record action %T: it must marshal to a JSON object, not %.20s", a, b)
	}
	var probe struct {
		Type *string `json:"type"`
	}
	if err := json.Unmarshal(b, &probe); err == nil && probe.Type != nil {
		return nil, fmt.Errorf("cannot record action %T: it has its own \"type\" field; drop it, ActionType provides it", a)
	}
	typ, err := json.Marshal(t.ActionType())
	if err != nil {
		return nil, fmt.Errorf("cannot record action %T: %v", a, err)
	}
	var buf bytes.Buffer
	buf.Grow(len(b) + len(typ) + 10)
	buf.WriteString(`{"type":`)
	buf.Write(typ)
	if !bytes.Equal(b, []byte("{}")) {
		buf.WriteByte(',')
		buf.Write(b[1:])
	} else {
		buf.WriteByte('}')
	}
	return buf.Bytes(), nil
}

// DecodeTagged reads an action written by EncodeAction: it looks up the
// "type" field in kinds and unmarshals raw into what that constructor
// returns, which must be a pointer. A game's Rules.Decode can be just this.
func DecodeTagged[S any](raw json.RawMessage, kinds map[string]func() Action[S]) (Action[S], error) {
	var head struct {
		Type string `json:"type"`
	}
	if err := json.Unmarshal(raw, &head); err != nil {
		return nil, fmt.Errorf("cannot read action: %v", err)
	}
	if head.Type == "" {
		return nil, errors.New("cannot read action: it has no \"type\"")
	}
	mk, ok := kinds[head.Type]
	if !ok {
		return nil, fmt.Errorf("cannot read action: unknown type %q", head.Type)
	}
	a := mk()
	if err := json.Unmarshal(raw, a); err != nil {
		return nil, fmt.Errorf("cannot read %s action: %v", head.Type, err)
	}
	return a, nil
}
