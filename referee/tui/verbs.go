package tui

import (
	"errors"
	"fmt"
	"strings"

	"boardroom/referee"
	"boardroom/referee/verb"

	"boardroom/phrase"
)

// Verbs is the menu built from a game's verb descriptors: each verb with a
// Label now is one entry, in the order of verbs, and picking it asks for
// its fields as the verb's Ask says (a list of the answers possible now, a
// number in its bounds, a typed answer checked as it is typed, a yes/no for
// a switch), then builds the same action the command line builds.
//
// custom is the escape hatch for a verb whose questions depend on more than
// its fields can say (a card that asks its own questions): a verb named in
// custom is offered as the choices custom returns, at its place in the menu.
//
//	spec.Menu = tui.Verbs(Verbs(), nil)
func Verbs[S any](verbs []verb.Verb[S], custom map[string]func(s S) []Choice[S]) Menu[S] {
	return func(s S) []Choice[S] {
		var out []Choice[S]
		for _, v := range verbs {
			if c, ok := custom[v.Name]; ok {
				out = append(out, c(s)...)
				continue
			}
			if c, ok := VerbChoice(v, s); ok {
				out = append(out, c)
			}
		}
		return out
	}
}

// VerbChoice is the menu entry of one verb in s, and whether the verb is on
// the menu now: it has a Label, and the first field offered as a list has
// at least one answer.
func VerbChoice[S any](v verb.Verb[S], s S) (Choice[S], bool) {
	if v.Label == nil {
		return Choice[S]{}, false
	}
	label := v.Label(s)
	if label == "" || !offered(v, s) {
		return Choice[S]{}, false
	}
	return Choice[S]{Label: label, Build: func(p Prompter, s S) (referee.Action[S], error) {
		vals, err := AskFields(p, v, s)
		if err != nil {
			return nil, err
		}
		if v.Confirm != nil {
			if q := v.Confirm(s, vals); q != "" {
				ok, err := p.Confirm(q)
				if err != nil {
					return nil, err
				}
				if !ok {
					return nil, ErrBack
				}
			}
		}
		return v.Build(vals, s)
	}}, true
}

// offered walks the fields the state fixes up to the first one offered as a
// list, and reports whether that list has an answer.
func offered[S any](v verb.Verb[S], s S) bool {
	vals := verb.NewValues()
	for _, f := range v.Fields {
		ask := v.Ask[f.Name]
		if ask.Fixed != nil {
			text, ok := ask.Fixed(s, vals)
			if ok {
				if err := setText(vals, f, text); err != nil {
					return false
				}
				continue
			}
		}
		if ask.Options != nil {
			return len(ask.Options(s, vals)) > 0
		}
		return true
	}
	return true
}

// setText reads text into the field's value ("" leaves it out, with its
// default if it has one).
func setText(vals verb.Values, f verb.Field, text string) error {
	var words []string
	if text == "" {
		if f.Default == "" {
			return nil
		}
		text = f.Default
	}
	if f.Kind == verb.ListField {
		words = splitWords(text)
	} else {
		words = []string{text}
	}
	x, err := f.Read(words)
	if err != nil {
		return err
	}
	vals.Set(f.Name, x)
	return nil
}

func splitWords(text string) []string {
	return strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
}

// AskFields asks for the verb's fields in order and returns their values.
// An empty answer to a required typed field, or Back, returns ErrBack.
func AskFields[S any](p Prompter, v verb.Verb[S], s S) (verb.Values, error) {
	vals := verb.NewValues()
	for _, f := range v.Fields {
		ask := v.Ask[f.Name]
		if ask.Fixed != nil {
			if text, ok := ask.Fixed(s, vals); ok {
				if err := setText(vals, f, text); err != nil {
					return vals, err
				}
				continue
			}
		}
		title := fieldHelp(p, v.Name, f)
		if ask.Prompt != "" {
			title = ask.Prompt
		}
		if ask.Title != nil {
			title = ask.Title(s, vals)
		}
		if title == "" {
			title = strings.ToUpper(f.Name[:1]) + f.Name[1:]
		}
		var text string
		var err error
		switch {
		case ask.Options != nil:
			text, err = SelectOption(p, title, ask.Options(s, vals))
		case f.Kind == verb.BoolField:
			var yes bool
			yes, err = p.Confirm(title)
			text = fmt.Sprint(yes)
		case f.Kind == verb.IntField && ask.Range != nil:
			lo, hi := ask.Range(s, vals)
			if lo > hi {
				return vals, ErrBack
			}
			var n int
			n, err = InputInt(p, title, lo, hi)
			text = fmt.Sprint(n)
		default:
			text, err = typed(p, title, f, ask, s, vals)
		}
		if err != nil {
			return vals, err
		}
		if err := setText(vals, f, text); err != nil {
			return vals, err
		}
	}
	return vals, nil
}

// typed asks for a field typed in, parsed and checked as it is typed; empty
// goes back.
func typed[S any](p Prompter, title string, f verb.Field, ask verb.Ask[S], s S, vals verb.Values) (string, error) {
	check := func(in string) error {
		if strings.TrimSpace(in) == "" {
			return nil
		}
		words := []string{strings.TrimSpace(in)}
		if f.Kind == verb.ListField {
			words = splitWords(in)
		}
		x, err := f.Read(words)
		if err != nil {
			var u *phrase.UsageError
			if errors.As(err, &u) {
				// the game's campaign speaks its own language
				l := LangOf(s)
				return errors.New(withoutFieldName(withoutFieldName(u.In(string(l)), f.Name), f.NameIn(l)))
			}
			return err
		}
		if ask.Check != nil {
			return ask.Check(s, vals, x)
		}
		return nil
	}
	in, err := p.Input(title+" ("+say(p, "tui.empty_to_go_back")+")", ask.PlaceholderIn(s), check)
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(in) == "" {
		return "", ErrBack
	}
	if err := check(in); err != nil {
		return "", err
	}
	return strings.TrimSpace(in), nil
}

// withoutFieldName is a field's typing error without the field's name and
// the value in front ("<count> \"x\": ", "--wuerfel „x“: "): the prompt
// already says what is asked, and a flag's name means nothing in a menu.
func withoutFieldName(msg, name string) string {
	for _, q := range [][2]string{{"\"", "\": "}, {"„", "“: "}} {
		for _, pre := range []string{"<" + name + "> " + q[0], "--" + name + " " + q[0]} {
			if rest, ok := strings.CutPrefix(msg, pre); ok {
				if i := strings.Index(rest, q[1]); i >= 0 {
					return rest[i+len(q[1]):]
				}
			}
		}
	}
	return msg
}
