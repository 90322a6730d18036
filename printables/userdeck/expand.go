package userdeck

import (
	"boardroom/phrase/msg"
	"bytes"
	"errors"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"text/template"
	"text/template/parse"

	"go.yaml.in/yaml/v3"

	"boardroom/lazy"
)

// tstr is a layout value that may take values from the card's columns:
// "{{.Name}}", "{{if .Cost}}...{{end}}" (Go's text/template on the row).
type tstr struct {
	lit    string
	tmpl   *template.Template
	Pos    pos
	fields []field // the columns it names
	deck   *int    // the deck's template steps left (nil: a value alone)
	left   int     // the steps left in this expansion
}

type field struct {
	Name string
	Pos  pos
}

var funcs = &lazy.Value[template.FuncMap]{New: func() template.FuncMap {
	return template.FuncMap{
		"upper":  strings.ToUpper,
		"lower":  strings.ToLower,
		"trim":   strings.TrimSpace,
		"printf": safePrintf,
	}
}}

// compileTemplate parses a layout value. A value without "{{" is literal.
// deck is the deck's budget of template steps (nil: none but the value's own).
func compileTemplate(file string, n *yaml.Node, deck *int) (*tstr, Problems) {
	t := &tstr{lit: n.Value, Pos: nodePos(file, n), deck: deck}
	if !strings.Contains(n.Value, "{{") {
		return t, nil
	}
	fm := maps.Clone(funcs.Get())
	fm[stepFunc] = t.step
	logicFuncs(fm)
	t.textFuncs(fm)
	tm, err := template.New("v").Funcs(fm).Option("missingkey=zero").Parse(n.Value)
	if err == nil {
		err = bounded(tm)
	}
	if err != nil {
		msg := strings.TrimPrefix(err.Error(), "template: v:")
		return t, Problems{t.Pos.problem("expand.template", short(n.Value), strings.TrimSpace(msg), spacedColumnHint(n.Value))}
	}
	t.tmpl = tm
	quote := 0
	if n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 {
		quote = 1
	}
	walkFields(tm.Tree.Root, func(name string, at parse.Pos) {
		p := t.Pos
		off := int(at)
		if before := n.Value[:min(off, len(n.Value))]; !strings.Contains(before, "\n") && n.Line > 0 {
			p.Col += quote + len([]rune(before))
		}
		t.fields = append(t.fields, field{Name: name, Pos: p})
	})
	return t, nil
}

// spacedField is "{{.Card type}}": a column whose name has a space, written
// as a field (Go's templates read it as .Card applied to a function "type").
var spacedField = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`\{\{-?\s*\.([\pL\pN_]+)((?:\s+[\pL\pN_]+)+)\s*-?\}\}`)
}} // built on first use: no work at package init

// spacedColumnHint says how to write a column with a space in its name when
// the template seems to try it.
func spacedColumnHint(text string) any {
	m := spacedField.Get().FindStringSubmatch(text)
	if m == nil {
		return ""
	}
	name := m[1] + " " + strings.Join(strings.Fields(m[2]), " ")
	return said{id: "expand.spaced_column", args: []any{fmt.Sprintf("{{index . %q}}", name)}}
}

// walkFields calls fn for every column the template names: .Column, and
// index . "Column name".
func walkFields(n parse.Node, fn func(name string, at parse.Pos)) {
	switch n := n.(type) {
	case *parse.ListNode:
		if n == nil {
			return
		}
		for _, c := range n.Nodes {
			walkFields(c, fn)
		}
	case *parse.ActionNode:
		walkFields(n.Pipe, fn)
	case *parse.PipeNode:
		if n == nil {
			return
		}
		for _, c := range n.Cmds {
			walkFields(c, fn)
		}
	case *parse.CommandNode:
		if len(n.Args) >= 3 {
			id, isIdent := n.Args[0].(*parse.IdentifierNode)
			_, isDot := n.Args[1].(*parse.DotNode)
			col, isString := n.Args[2].(*parse.StringNode)
			if isIdent && id.Ident == "index" && isDot && isString {
				fn(col.Text, col.Position())
			}
		}
		for _, a := range n.Args {
			walkFields(a, fn)
		}
	case *parse.FieldNode:
		fn(n.Ident[0], n.Position())
	case *parse.ChainNode:
		walkFields(n.Node, fn)
	case *parse.IfNode:
		walkFields(n.Pipe, fn)
		walkFields(n.List, fn)
		walkFields(n.ElseList, fn)
	case *parse.RangeNode:
		walkFields(n.Pipe, fn)
		walkFields(n.List, fn)
		walkFields(n.ElseList, fn)
	case *parse.WithNode:
		walkFields(n.Pipe, fn)
		walkFields(n.List, fn)
		walkFields(n.ElseList, fn)
	case *parse.TemplateNode:
		walkFields(n.Pipe, fn)
	}
}

// check reports every column the template names that the data does not have.
func (t *tstr) check(columns []string) Problems {
	var probs Problems
	for _, f := range t.fields {
		found := slices.Contains(cardValues, f.Name)
		for _, c := range columns {
			if c == f.Name {
				found = true
			}
		}
		if !found {
			probs = append(probs, f.Pos.problem("expand.column_data_columns", f.Name, didYouMean(f.Name, columns), strings.Join(columns, ", ")))
		}
	}
	return probs
}

// expand is the value for one card.
func (t *tstr) expand(row map[string]string) (string, error) {
	if t == nil {
		return "", nil
	}
	if t.tmpl == nil {
		return t.lit, nil
	}
	b := limited{max: 64 << 10}
	t.left = maxSteps
	if err := t.tmpl.Execute(&b, row); err != nil {
		if errors.Is(err, errTooLong) {
			return "", sayErr("expand.template_expands_more_than", short(t.lit))
		}
		for _, e := range []error{errSteps, errDeckSteps} {
			if errors.Is(err, e) {
				return "", sayErr("expand.template_2", short(t.lit), e)
			}
		}
		msg := err.Error()
		if i := strings.LastIndex(msg, ": "); i >= 0 {
			msg = msg[i+2:]
		}
		return "", sayErr("expand.template_2", short(t.lit), msg)
	}
	return b.String(), nil
}

var errTooLong = errors.New("too long")

// limited is a buffer that refuses to grow past max bytes: a template that
// loops a billion times stops at once.
type limited struct {
	bytes.Buffer
	max int
}

func (l *limited) Write(p []byte) (int, error) {
	if l.Len()+len(p) > l.max {
		return 0, errTooLong
	}
	return l.Buffer.Write(p)
}

// stepFunc is the function a template calls at each turn of a range (put
// there by bounded): it counts the turns against the budgets.
const stepFunc = "boardroom_step"

// stepsError is a template past its budget of steps: one card's, or the
// deck's (values, so that nothing is built at package init).
type stepsError struct{ deck bool }

func (e stepsError) Error() string { return e.SayIn(msg.EN) }

// SayIn is the error in l.
func (e stepsError) SayIn(l msg.Lang) string {
	if e.deck {
		return Messages.Say(l, "expand.deck_steps", maxDeckSteps)
	}
	return Messages.Say(l, "expand.card_steps", maxSteps)
}

var (
	errSteps     error = stepsError{}
	errDeckSteps error = stepsError{deck: true}
)

func (t *tstr) step() (string, error) {
	if t.left--; t.left < 0 {
		return "", errSteps
	}
	if t.deck != nil {
		if *t.deck--; *t.deck < 0 {
			return "", errDeckSteps
		}
	}
	return "", nil
}

// bounded checks a template against the budgets and puts a step at the
// start of every range's body, so that a loop that runs past its budget
// stops there: Go's templates have no limit of their own. A range over a
// literal number larger than the budget is refused at once; definitions
// and calls of named templates (recursion) are not for layout values.
func bounded(tm *template.Template) error {
	if len(tm.Templates()) > 1 {
		return sayErr("expand.define_block_are_layout")
	}
	var err error
	var walk func(n parse.Node)
	walk = func(n parse.Node) {
		switch n := n.(type) {
		case *parse.ListNode:
			if n != nil {
				for _, c := range n.Nodes {
					walk(c)
				}
			}
		case *parse.IfNode:
			walk(n.List)
			walk(n.ElseList)
		case *parse.WithNode:
			walk(n.List)
			walk(n.ElseList)
		case *parse.TemplateNode:
			err = sayErr("expand.template_calling_named_template", n.Name)
		case *parse.RangeNode:
			for _, c := range n.Pipe.Cmds {
				for _, a := range c.Args {
					if num, ok := a.(*parse.NumberNode); ok && (!num.IsInt || num.Int64 > maxSteps) && err == nil {
						err = sayErr("expand.range_over_layout_template", num.Text, maxSteps)
					}
				}
			}
			walk(n.List)
			walk(n.ElseList)
			if n.List != nil {
				step := &parse.ActionNode{NodeType: parse.NodeAction, Pos: n.Pos, Line: n.Line,
					Pipe: &parse.PipeNode{NodeType: parse.NodePipe, Pos: n.Pos, Line: n.Line, Cmds: []*parse.CommandNode{{NodeType: parse.NodeCommand, Pos: n.Pos,
						Args: []parse.Node{parse.NewIdentifier(stepFunc).SetTree(tm.Tree).SetPos(n.Pos)}}}}}
				n.List.Nodes = append([]parse.Node{step}, n.List.Nodes...)
			}
		}
	}
	walk(tm.Tree.Root)
	return err
}

// maxText is the most text one call of a template's function may make
// (the same as the cap on a value's whole output), and textPerStep the
// bytes it makes for one step of the budget: without them a loop that
// doubles a variable ({{$s = printf "%s%s" $s $s}}) took gigabytes
// within the budget of steps, writing nothing.
const (
	maxText     = 64 << 10
	textPerStep = 256
)

// textFuncs puts into fm the functions that make text (text/template's
// print, println, html, js and urlquery among them), each refused past
// maxText and charged against t's budget of steps for what it makes.
func (t *tstr) textFuncs(fm template.FuncMap) {
	wrap := func(name string, f func(args ...any) (string, error)) func(args ...any) (string, error) {
		return func(args ...any) (string, error) {
			n := 0
			for _, a := range args {
				if s, ok := a.(string); ok {
					n += len(s)
				}
			}
			if n > maxText {
				return "", sayErr("expand.given_more_than_kb", name)
			}
			s, err := f(args...)
			if err != nil {
				return "", err
			}
			if len(s) > maxText {
				return "", sayErr("expand.makes_more_than_kb", name)
			}
			for range len(s) / textPerStep {
				if _, err := t.step(); err != nil {
					return "", err
				}
			}
			return s, nil
		}
	}
	plain := func(f func(args ...any) string) func(args ...any) (string, error) {
		return func(args ...any) (string, error) { return f(args...), nil }
	}
	one := func(f func(string) string) func(args ...any) (string, error) {
		return func(args ...any) (string, error) {
			if len(args) != 1 {
				return "", sayErr("expand.argument", len(args))
			}
			s, ok := args[0].(string)
			if !ok {
				return "", sayErr("expand.text", fmt.Sprintf("%T", args[0]))
			}
			return f(s), nil
		}
	}
	fm["printf"] = wrap("printf", func(args ...any) (string, error) {
		if len(args) == 0 {
			return "", sayErr("expand.printf_format")
		}
		format, ok := args[0].(string)
		if !ok {
			return "", sayErr("expand.printf_format_text", fmt.Sprintf("%T", args[0]))
		}
		return safePrintf(format, args[1:]...)
	})
	fm["print"] = wrap("print", plain(fmt.Sprint))
	fm["println"] = wrap("println", plain(fmt.Sprintln))
	fm["html"] = wrap("html", plain(template.HTMLEscaper))
	fm["js"] = wrap("js", plain(template.JSEscaper))
	fm["urlquery"] = wrap("urlquery", plain(template.URLQueryEscaper))
	fm["upper"] = wrap("upper", one(strings.ToUpper))
	fm["lower"] = wrap("lower", one(strings.ToLower))
}

// safePrintf is printf without the widths that make a string of a billion
// spaces before the 64 KB cap on the output can stop it.
func safePrintf(format string, args ...any) (string, error) {
	digits := 0
	in := false
	for _, r := range format {
		switch {
		case r == '%':
			in, digits = !in, 0
		case !in:
		case r == '*':
			return "", sayErr("expand.printf_width_argument_layout")
		case r >= '0' && r <= '9':
			if digits++; digits > 3 {
				return "", sayErr("expand.printf_widths_precisions_are")
			}
		case strings.ContainsRune("+-# .[]", r):
			digits = 0
		default:
			in = false
		}
	}
	return fmt.Sprintf(format, args...), nil
}

// Expand fills a layout value from a row: what the cards command and tests use.
func Expand(text string, row map[string]string) (string, error) {
	t, probs := compileTemplate("", &yaml.Node{Kind: yaml.ScalarNode, Value: text}, nil)
	if len(probs) > 0 {
		return "", probs[0].said
	}
	return t.expand(row)
}
