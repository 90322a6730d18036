// Package verb describes an action as the players call it: the fields it
// needs, how the command line reads them and how the menus of the
// interactive referee ask for them. The engine (package referee) knows
// nothing of it; the command line, the menus and each game's verbs use it.
package verb

import (
	"errors"
	"strconv"
	"strings"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee"
)

// FieldKind is what a field of an action holds.
type FieldKind int

// The kinds of fields. Word, int and list fields may have a Parse that turns
// the text into the typed value the action needs (a department, a resource,
// dice, cards); a Parse error is a usage error.
const (
	WordField FieldKind = iota // one word: a player, a choice from a set, a title
	IntField                   // a whole number
	BoolField                  // a switch: --illegal
	ListField                  // the rest of the arguments (positional) or a comma list (flag)
)

// Field is one thing an action needs, as the command line and the menus ask
// for it: a positional argument (<player>, [N]) or a flag (--roll 5).
type Field struct {
	Name string    // "player", "n"; a flag's name without the dashes
	Kind FieldKind // Word unless said
	Help string    // one line, for --help
	// Flag says the field is given as --name; otherwise it is positional.
	Flag bool
	// Optional positional fields come last ([N]); flags are always optional.
	Optional bool
	// Placeholder is how the usage line shows a positional field:
	// "<production|research|hr|sales>"; default "<name>" ("[name]", "<name>...").
	Placeholder string
	// Default is the value of an optional field left out ("1"); "" means absent.
	Default string
	// Bare is the value of a flag given without one (`--ai` alone means
	// "random"); "" means the flag needs a value.
	Bare string
	// Parse turns the text into the typed value (for List: each element);
	// nil keeps the text (Word), the number (Int) or the words (List).
	Parse func(string) (any, error)
	// Title is the field's name as the table's language says it (its
	// usage line's, a flag's name there): usage errors name the field so.
	// Empty: TitleIn's, else Name, in every language.
	Title msg.Text
	// TitleIn, when set, says the title in a language when an error needs
	// it: the game's catalogue is read then, not for every field of every
	// verb of every command line (spec.titled).
	TitleIn func(l msg.Lang) string
}

// fieldName is a field's name in the language its error is said in.
type fieldName struct{ f Field }

func (n fieldName) SayIn(l msg.Lang) string { return n.f.NameIn(l) }

// NameIn is the field's name as a table of l says it: its Title, else
// TitleIn's, else its name in code.
func (f Field) NameIn(l msg.Lang) string {
	if t := f.Title.In(l); t != "" {
		return t
	}
	if f.TitleIn != nil {
		if t := f.TitleIn(l); t != "" {
			return t
		}
	}
	return f.Name
}

// fieldWord is how an error names the field: <name>, or --name for a flag.
type fieldWord struct{ f Field }

func (w fieldWord) SayIn(l msg.Lang) string {
	if w.f.Flag {
		return "--" + fieldName(w).SayIn(l)
	}
	return "<" + fieldName(w).SayIn(l) + ">"
}

// usage is how the field looks in a usage line.
func (f Field) usage() string {
	if f.Flag {
		return ""
	}
	p := f.Placeholder
	if p == "" {
		p = "<" + f.Name + ">"
	}
	switch {
	case f.Kind == ListField && f.Optional:
		return "[" + strings.Trim(p, "<>[]") + "...]"
	case f.Kind == ListField:
		return p + "..."
	case f.Optional:
		return "[" + strings.Trim(p, "<>[]") + "]"
	}
	return p
}

// Verb is one action as the players call it: its name, the fields it
// needs, and how it becomes the game's action value. The command line, its
// help and usage errors, and the decoder are built from it.
//
// Its words for --help are messages of the game's catalogue, by MessageID,
// said in the table's language when they are read. Short, Long, Examples and
// a field's Help are for a verb whose game's catalogue has no such message
// (adjust, which every game shares): saying a catalogue's help again here,
// for every verb of every command line, cost `show` a tenth of its start.
type Verb[S any] struct {
	Name     string
	Short    string
	Long     string
	Examples []string // whole command lines without "boardroom <game> "
	Fields   []Field
	// Build makes the action from the decoded values (and the state, for
	// values that depend on it). An error here is a usage error unless it is
	// a *Refusal.
	Build func(v Values, s S) (referee.Action[S], error)

	// The interactive referee (`play`) builds its menu from the same
	// descriptor. Label names the verb's entry in the menu in state s; nil,
	// or "" now, leaves it off the menu (it is not possible now, or it is
	// for scripts and corrections only).
	Label func(s S) string
	// SeatLabel, when set and not "" now, is the label of the verb's
	// entry offered to one seat (a phone's, serve --play), where the seat
	// tells more than the menu's label can ("Resolve Ann's Disaster card
	// ("Theft!")"); else Label.
	SeatLabel func(s S, seat string) string
	// Ask says how `play` asks for each field, by field name; a field
	// without an Ask is typed in (checked by the field's Parse).
	Ask map[string]Ask[S]
	// Confirm, when it returns a question, is asked (yes/no) before the
	// action is taken: for steps that are hard to take back at the table.
	Confirm func(s S, v Values) string
	// In, when set, is the verb's usage line and long help in l, for a verb
	// whose help names the game's own words (adjust, its counters): they
	// stand before the catalogue's verb.<name>.use and verb.<name>.long.
	In func(l msg.Lang) (use, long string)
}

// Answer is one answer a menu offers: Label is what the player sees, Value
// the text the field reads (as if typed on the command line).
type Answer struct{ Label, Value string }

// Ask is how the interactive referee asks for one field of a verb, from the
// state and the fields answered so far (in the order of Fields). Every func
// may be nil.
type Ask[S any] struct {
	// Fixed is the answer the state already gives (the player whose turn
	// it is): the field is not asked. ok with "" leaves the field out (its
	// Default applies).
	Fixed func(s S, v Values) (text string, ok bool)
	// Prompt is the question when it does not depend on the state ("How
	// many?"); Title when it does. Default: the field's Help, else its
	// name.
	Prompt string
	Title  func(s S, v Values) string
	// Alone says Fixed and Title need no answer of the fields before it,
	// so a form that shows every question at once (a seat's phone) can
	// settle or word the field before those are answered.
	Alone bool
	// Worded says only Title needs no answer of the fields before it (its
	// question is the same whoever answered them: "How many?"), though
	// Fixed may: a phone's form words the field before they are answered.
	Worded bool
	// Settled says only Fixed needs no answer of the fields before it
	// (a physical game's rolls are asked, another's never), though Title
	// may: a phone's form leaves a field out that the state settles.
	Settled bool
	// Options are the answers possible now, offered as a list (plus Back);
	// a verb whose first listed field has no option now is not offered.
	Options func(s S, v Values) []Answer
	// Range bounds an Int field that is typed in.
	Range func(s S, v Values) (lo, hi int)
	// Check checks a typed answer once parsed (x is what Parse returned, or
	// the number, or the words), so a bad answer is refused as it is typed.
	Check func(s S, v Values, x any) error
	// Placeholder is shown in an empty typed answer ("8S 8H 5C 5D");
	// PlaceholderOf when it depends on the state (names typed in the
	// table's language).
	Placeholder   string
	PlaceholderOf func(s S) string
}

// PlaceholderIn is the placeholder of a typed answer in state s.
func (a Ask[S]) PlaceholderIn(s S) string {
	if a.PlaceholderOf != nil {
		return a.PlaceholderOf(s)
	}
	return a.Placeholder
}

// Use is the usage line: "place <player> <department> [N]".
func (v Verb[S]) Use() string {
	parts := []string{v.Name}
	for _, f := range v.Fields {
		if u := f.usage(); u != "" {
			parts = append(parts, u)
		}
	}
	return strings.Join(parts, " ")
}

// Args is the range of positional arguments the verb takes (max -1: any).
func (v Verb[S]) Args() (min, max int) {
	for _, f := range v.Fields {
		switch {
		case f.Flag:
		case f.Kind == ListField:
			if !f.Optional {
				min++
			}
			max = -1
		default:
			if !f.Optional {
				min++
			}
			if max >= 0 {
				max++
			}
		}
	}
	return min, max
}

// Values are the decoded fields of one call, by field name.
type Values struct{ m map[string]any }

// NewValues makes an empty set of values (tests, menus).
func NewValues() Values { return Values{m: map[string]any{}} }

// Set stores a decoded value.
func (v Values) Set(name string, x any) { v.m[name] = x }

// Has reports whether the field was given (or has a default).
func (v Values) Has(name string) bool { _, ok := v.m[name]; return ok }

// Any is the value of a field, nil when absent.
func (v Values) Any(name string) any { return v.m[name] }

// String is a Word field's text ("" when absent).
func (v Values) String(name string) string {
	s, _ := v.m[name].(string)
	return s
}

// Int is an Int field (0 when absent).
func (v Values) Int(name string) int {
	n, _ := v.m[name].(int)
	return n
}

// IntPtr is an Int field, nil when absent.
func (v Values) IntPtr(name string) *int {
	if !v.Has(name) {
		return nil
	}
	n := v.Int(name)
	return &n
}

// Bool is a Bool field.
func (v Values) Bool(name string) bool {
	b, _ := v.m[name].(bool)
	return b
}

// Strings is a List field without Parse.
func (v Values) Strings(name string) []string {
	s, _ := v.m[name].([]string)
	return s
}

// Value is a field's parsed value as T (the zero T when absent or another type).
func Value[T any](v Values, name string) T {
	x, _ := v.m[name].(T)
	return x
}

// ListOf is a List field whose Parse returns T, as a []T.
func ListOf[T any](v Values, name string) []T {
	xs, _ := v.m[name].([]any)
	out := make([]T, 0, len(xs))
	for _, x := range xs {
		if t, ok := x.(T); ok {
			out = append(out, t)
		}
	}
	return out
}

// Decode reads the positional arguments and the flags given (by name, as
// text; Bool flags "true") into values, checking each field's shape. It
// returns a *UsageError for anything malformed.
//
// A name the game does not know (phrase.UnknownError from a field's Parse)
// does not stop the reading: every unknown name of the line is returned
// at once, joined, after the other fields were read.
func Decode(fields []Field, args []string, flags map[string]string) (Values, error) {
	v := NewValues()
	pos := 0
	var unknown []*phrase.UnknownError
	for _, f := range fields {
		var text []string
		given := false
		switch {
		case f.Flag:
			if t, ok := flags[f.Name]; ok {
				given = true
				if f.Kind == ListField {
					for _, p := range strings.Split(t, ",") {
						if p = strings.TrimSpace(p); p != "" {
							text = append(text, p)
						}
					}
				} else {
					text = []string{t}
				}
			}
		case f.Kind == ListField:
			text = args[min(pos, len(args)):]
			pos = len(args)
			given = len(text) > 0
		default:
			if pos < len(args) {
				text = []string{args[pos]}
				pos++
				given = true
			}
		}
		if !given {
			if f.Default != "" {
				text, given = []string{f.Default}, true
			} else {
				if !f.Flag && !f.Optional {
					return v, phrase.Usage("input.missing", fieldName{f})
				}
				continue
			}
		}
		x, err := f.decode(text)
		var ue *phrase.UnknownError
		if errors.As(err, &ue) {
			unknown = append(unknown, unknownList(err)...)
			continue
		}
		if err != nil {
			return v, err
		}
		v.Set(f.Name, x)
	}
	if pos < len(args) {
		return v, phrase.Usage("input.unexpected", phrase.Typed(args[pos]))
	}
	if len(unknown) > 0 {
		return v, phrase.JoinUnknown(unknown)
	}
	return v, nil
}

// unknownList is the unknown names err holds: one, or the list's elements.
func unknownList(err error) []*phrase.UnknownError {
	if l, ok := err.(unknownNames); ok {
		return l
	}
	var ue *phrase.UnknownError
	errors.As(err, &ue)
	return []*phrase.UnknownError{ue}
}

// unknownNames are the unknown names among a list field's words.
type unknownNames []*phrase.UnknownError

func (l unknownNames) Error() string { return phrase.JoinUnknown(l).Error() }
func (l unknownNames) As(target any) bool {
	if t, ok := target.(**phrase.UnknownError); ok {
		*t = phrase.JoinUnknown(l).(*phrase.UnknownError)
		return true
	}
	return false
}

// Read turns the text of one field (one word, or a list's words) into its
// value, as Decode does; errors are *UsageError.
func (f Field) Read(text []string) (any, error) {
	if len(text) == 0 && f.Kind != ListField {
		return nil, phrase.Usage("input.missing", fieldName{f})
	}
	return f.decode(text)
}

func (f Field) decode(text []string) (any, error) {
	word := fieldWord{f}
	name := word.SayIn(msg.EN)
	one := func(s string) (any, error) {
		if err := phrase.CheckTextIn(word, s, phrase.MaxText); err != nil {
			return nil, err
		}
		if f.Parse != nil {
			x, err := f.Parse(s)
			if err != nil {
				if _, ok := err.(*phrase.UsageError); ok {
					return nil, err
				}
				if _, ok := err.(*phrase.UnknownError); ok {
					return nil, err // it names what was typed itself
				}
				ue := &phrase.UsageError{Msg: namedValue(name, phrase.Clip(s), err.Error())}
				if w, ok := err.(phrase.Worded); ok {
					ue.Said = func(lang string) string {
						return namedValue(word.SayIn(msg.Lang(lang)), phrase.ClipIn(msg.Lang(lang), s), w.In(lang))
					}
				}
				return nil, ue
			}
			return x, nil
		}
		if f.Kind == IntField {
			n, err := phrase.ParseInt(s)
			if err != nil {
				return nil, phrase.Usage("input.whole_number", word, phrase.Typed(s))
			}
			return n, nil
		}
		return s, nil
	}
	switch f.Kind {
	case BoolField:
		b, err := strconv.ParseBool(text[0])
		if err != nil {
			return nil, phrase.Usage("input.switch", word, phrase.Typed(text[0]))
		}
		return b, nil
	case ListField:
		if f.Parse == nil {
			for _, s := range text {
				if err := phrase.CheckTextIn(word, s, phrase.MaxText); err != nil {
					return nil, err
				}
			}
			return text, nil
		}
		out := make([]any, 0, len(text))
		var unknown unknownNames
		for _, s := range text {
			x, err := one(s)
			if ue, ok := err.(*phrase.UnknownError); ok {
				unknown = append(unknown, ue)
				continue
			}
			if err != nil {
				return nil, err
			}
			out = append(out, x)
		}
		if len(unknown) > 0 {
			return nil, unknown
		}
		return out, nil
	}
	return one(text[0])
}

// namedValue is a parse error of a field's value, after the field's name and
// the value as typed (in the quotation marks of the language it is said
// in), unless the error begins with the value itself.
func namedValue(name, quoted, reason string) string {
	if strings.HasPrefix(reason, quoted) {
		return name + " " + reason
	}
	return name + " " + quoted + ": " + reason
}

// MessageID is the ID of one of a verb's words in its game's catalogue,
// the convention every reader of them follows: verb.<name>.<part>, where
// part is short (its line in the game's help), long, examples (a command
// line a line), use (its arguments), name (the verb as a table of that
// language types it), a field's name (its question, or its flag's help) or
// <field>.flag (a flag's name at that table).
func MessageID(verbName, part string) string { return "verb." + verbName + "." + part }

// NewMessageID is the ID of one of the words of a game's `new`: new.long,
// new.examples, new.<field>, new.<field>.flag.
func NewMessageID(part string) string { return "new." + part }

// HelpIn is the question the field of the verb verbName asks by default,
// in l: verb.<verb>.<field> of the game's catalogue cat, filled with the
// arguments args gives for that ID (nil: none), else the help the code
// gives. A verb's fields are built once, in the language of the process
// that runs them; a server or a phone asks in the game's.
func (f Field) HelpIn(cat *msg.Catalog, l msg.Lang, verbName string, args func(id string) []any) string {
	id := MessageID(verbName, f.Name)
	if cat == nil || !cat.Has(id) {
		return f.Help
	}
	var a []any
	if args != nil {
		a = args(id)
	}
	text, err := cat.Format(l, id, a...)
	if err != nil {
		return f.Help
	}
	return phrase.Arrows(text)
}
